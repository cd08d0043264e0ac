// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How the tests' oracles group the domain's errors.
#pragma once

#include "error.h"

namespace countdown::test {

// An error of the expression's spelling, found before any tile or arithmetic is looked at: the
// same whatever the tiles.
inline bool isSyntaxError(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::EmptyExpression:
    case ErrorKind::UnknownSymbol:
    case ErrorKind::UnbalancedOpenBracket:
    case ErrorKind::UnbalancedCloseBracket:
    case ErrorKind::ExpectedNumber:
    case ErrorKind::ExpectedOperator:
    case ErrorKind::NumberTooLarge:
        return true;
    default:
        return false;
    }
}

} // namespace countdown::test
