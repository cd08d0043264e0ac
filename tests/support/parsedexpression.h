// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// An expression a test writes out by hand, parsed: a test's own text that does not parse is a
// mistake in the test, which stops it at once.
#pragma once

#include "parser.h"

#include <QString>

namespace countdown {

inline Expression parsed(const char *text)
{
    const Result<Expression> e = parseExpression(QString::fromUtf8(text));
    if (!e)
        qFatal("test expression does not parse: %s", text);
    return e.value();
}

} // namespace countdown
