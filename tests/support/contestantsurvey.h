// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The computer contestants over many seeded UK rounds, as the benchmark prints them and the tests
// check their order: for each level, how often it is exact on the rounds that can be made, how
// often within 10, its mean points and distance, its median thinking time, and what it cost.
#pragma once

#include "contestant.h"

#include <vector>

namespace countdown::testsupport {

struct SurveyRound {
    std::vector<Number> tiles;
    Number target = 0;
    bool solvable = false; // an exact answer exists
};

// `count` UK rounds from `seed`, the number of large picked as a contestant picks them.
std::vector<SurveyRound> surveyRounds(int count, quint64 seed);

struct LevelSurvey {
    int level = 0;
    int rounds = 0;
    int solvableRounds = 0;
    double exactRate = 0;    // of the solvable rounds, 0..1
    double within10Rate = 0; // of all rounds, 0..1
    double meanPoints = 0;
    double meanDistance = 0;
    double medianThinkingSeconds = 0;
    double medianCpuMs = 0; // what one answer cost this machine, median
    bool allValid = true;   // every declaration's method holds and makes its value
};

// Every round at `level` with a 30-second clock; each round's seed is its index.
LevelSurvey surveyLevel(int level, const std::vector<SurveyRound> &rounds);

} // namespace countdown::testsupport
