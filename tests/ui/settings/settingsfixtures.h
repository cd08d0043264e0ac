// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Settings shared by the settings tests: every field different from its default.
#pragma once

#include "settings.h"

namespace countdown::ui::testing {

inline AppSettings nonDefault()
{
    AppSettings s;
    s.game.variant = leCompteEstBonVariant();
    s.game.defaultLarge = 3;
    s.game.clockSeconds = 45;
    s.game.mode = SolveMode::UseAll;
    s.game.difficulty = Difficulty::Hard;
    s.game.guaranteeSolvable = true;
    s.game.roundsPerGame = 5;
    s.game.contestantLevel = 4;
    s.game.reducedMotion = true;
    s.theme = ThemeChoice::Dark;
    s.sound = false;
    s.volume = 25;
    s.tick = false;
    s.windowGeometry = QByteArrayLiteral("geo");
    s.players = {QStringLiteral("Anna"), QStringLiteral("Ben")};
    s.challengerName = QStringLiteral("Zoë");
    s.guidedRoundDone = true;
    s.statistics.rules = RulesPlayed{QStringLiteral("seven-tiles"), SolveMode::UseAll};
    s.statistics.includeCustom = true;
    s.statistics.includeAnswerShown = true;
    s.statistics.includeHinted = true;
    return s;
}

} // namespace countdown::ui::testing
