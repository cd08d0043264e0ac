// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A deliberately simple solver to cross-check the fast one: recursive pick-two-and-combine over
// every pair and every operation, no tables, no pruning beyond the rules of arithmetic.
// Slow (milliseconds per puzzle) but easy to convince oneself of.
#pragma once

#include "arithmetic.h"
#include "number.h"
#include "solver.h"

#include <map>
#include <vector>

namespace countdown::testsupport {

struct BruteForceBest {
    Number value = 0; // closest to the target; ties: fewer tiles, then lower
    Number distance = 0;
    int fewest = 0;
};

// `operators`: the only operations any step may use.
BruteForceBest bruteForceBest(const std::vector<Number> &tiles, Number target, SolveMode mode,
                              OperatorSet operators = OperatorSet::all());

// value -> fewest tiles, for every reachable value in [low, high] (UseAll: all tiles).
std::map<Number, int> bruteForceReachable(const std::vector<Number> &tiles, SolveMode mode,
                                          Number low, Number high,
                                          OperatorSet operators = OperatorSet::all());

} // namespace countdown::testsupport
