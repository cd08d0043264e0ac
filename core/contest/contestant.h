// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A computer contestant: a search with a budget that behaves like a person. It tries first the
// moves people try first (what lands nearest the target, looking one step ahead: multiply a large
// number towards it, then adjust with the small ones), considers only so many moves at each step,
// overlooks some, shies away from division, and thinks at a limited number of steps a second. It
// declares the best value it has found when the time is up, or says "got it" as soon as it is
// exact. Its result follows from the puzzle: a round that needs six numbers and a division beats a
// weak contestant far more often than one that needs 75 × 8 + 2.
//
// Deterministic for a given seed and the same on every platform: its chances come from
// PortableRandom and every decision compares integers.
#pragma once

#include "answers.h"
#include "arithmetic.h"
#include "expression.h"
#include "rules.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace countdown {

inline constexpr int kContestantLevels = 5;

// How a level searches. The strongest level searches as the solver does (everything, at once).
struct ContestantStyle {
    int level = 1;            // 1 (a beginner) .. kContestantLevels (a champion)
    int readingMs = 0;        // taking in the numbers and the target before the first idea
    int stepsPerSecond = 0;   // positions looked at per second of the clock after that
    int movesPerStep = 0;     // of the moves at a position, the most promising this many
    int deepestStep = 0;      // the most operations in one answer
    int overlookPermille = 0; // the chance, per move, of not seeing it at all
    int divisionCost = 0;     // how much farther from the target a division seems than it is
    bool isSolver = false;    // the champion: the solver's answer, found within seconds
};

// A level's name and one-line character, in the current language, and its style.
struct ContestantProfile {
    ContestantStyle style;
    QString name;
    QString character;
};

// The five levels, weakest first.
std::array<ContestantProfile, kContestantLevels> contestantProfiles();
// One level (1..kContestantLevels; others are clamped).
ContestantProfile contestantProfile(int level);

// What a contestant declares.
struct ContestantAnswer {
    // The method: a valid expression over the tiles (a tile on its own at least).
    Expression expression;
    Number value = 0;
    Number distance = 0;
    // When it declared, on the round's clock: as soon as it was exact ("got it"), else when the
    // time ran out.
    qint64 thinkingMs = 0;
    bool early = false; // exact before the time was up
    int positions = 0;  // how many positions it looked at (the budget it spent)
};

// The contestant of `style` at a round of `tiles` (1-7, within the puzzle limits) and `target`,
// with `clockMs` to think (0: untimed, taken as 30 s), using only `operators` (the variant's; in
// use-all they hold + or ×). nullopt only when cancelled.
std::optional<ContestantAnswer> contestantAnswer(const ContestantStyle &style,
                                                 const std::vector<Number> &tiles, Number target,
                                                 SolveMode mode, qint64 clockMs, quint64 seed,
                                                 const SolveControl &control = {},
                                                 OperatorSet operators = OperatorSet::all());

// How many large numbers a contestant asks for, as people do on the show: mostly one, sometimes
// two or none, now and then all four (0-4).
int contestantPicksLarge(PortableRandom &random);

} // namespace countdown
