// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A number appended to text the way QString::number writes it, without a string of its own: the
// solver's expressions and countdown-solve's answers are written this way, thousands a second.
#pragma once

#include "number.h"

#include <QLatin1StringView>
#include <QString>

#include <charconv>

namespace countdown {

inline void appendNumber(QString &text, Number n)
{
    char digits[24]; // a sign and 19 digits at most
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    text += QLatin1StringView(digits, end - digits);
}

} // namespace countdown
