// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "solvemode.h"

namespace countdown {

QString modeWord(SolveMode mode)
{
    return mode == SolveMode::UseAll ? QStringLiteral("use-all") : QStringLiteral("drop");
}

std::optional<SolveMode> modeFromWord(QStringView word)
{
    if (word == QLatin1String("drop"))
        return SolveMode::DropAllowed;
    if (word == QLatin1String("use-all"))
        return SolveMode::UseAll;
    return std::nullopt;
}

} // namespace countdown
