// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A player's name where room is short: the header's totals and the declarations said aloud at one
// machine. Cut to kShortPlayerName characters with "…", so that four names of the longest allowed
// fit on a line of an 800-pixel window; the declarations' title, the reveal and the scoreboard give
// the whole name.
#pragma once

#include <QString>

namespace countdown::ui {

inline constexpr int kShortPlayerName = 10;

inline QString shortPlayerName(const QString &name)
{
    return name.size() > kShortPlayerName ? name.left(kShortPlayerName - 1) + QStringLiteral("…")
                                          : name;
}

} // namespace countdown::ui
