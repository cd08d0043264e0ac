// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The settings of a game session that the player chooses (Settings), with their limits: what the
// controller plays by, and what the settings file and dialog store and offer.
#pragma once

#include "answers.h"
#include "contestant.h"
#include "difficulty.h"
#include "gamevariant.h"
#include "rules.h"

#include <array>

namespace countdown {

// The lengths a round's clock may be set to, in seconds (0: no clock), in the order offered.
inline constexpr std::array kClockLengths{30, 45, 60, 0};
// How many rounds a game of N rounds may have.
inline constexpr int kMinRoundsPerGame = 1;
inline constexpr int kMaxRoundsPerGame = 99;

struct GameSettings {
    // What new rounds are drawn by: the bags, tiles, pick, targets and operations. Its mode and
    // clock are what the settings offer when it is chosen; the game plays by `mode` and
    // `clockSeconds` below, which the player may set otherwise.
    GameVariant variant = standardVariant();
    int defaultLarge = 1;  // what "next round" suggests, within the variant's pick (clampLarge)
    int clockSeconds = 30; // one of kClockLengths
    SolveMode mode = SolveMode::DropAllowed;
    bool reducedMotion = false;              // no draw or target-roll pauses
    Difficulty difficulty = Difficulty::Any; // of new rounds (UK and French)
    bool guaranteeSolvable = false;          // with Any: only rounds with an exact answer
    int roundsPerGame = 3; // a game of N rounds (New game), kMinRoundsPerGame-kMaxRoundsPerGame
    // 0: the player alone; 1..kContestantLevels: a computer contestant at that level plays
    // every drawn round too, and the show's rule scores the two (contestPoints).
    int contestantLevel = 0;

    friend bool operator==(const GameSettings &, const GameSettings &) = default;
};

} // namespace countdown
