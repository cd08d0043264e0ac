// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the solver answers, as values the whole game shares (the round, the reveal, the explorer,
// countdown-solve): the mode, the best answer, the distinct solutions, the reachable targets, and
// how a caller stops or follows a long computation. The solver itself is in solver.h.
#pragma once

#include "expression.h"
#include "number.h"
#include "solvemode.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace countdown {

struct BestAnswer {
    Expression expression;
    Number value = 0;    // closest reachable value
    Number distance = 0; // |value - target|
    int numbersUsed = 0; // fewest tiles that reach `value`
};

struct Solutions {
    // Distinct solutions (docs/rules.md, "Distinct solutions", rules 1-7), the easiest first
    // (ease.h), then by value, then by text.
    std::vector<Expression> expressions;
    // Their common distance from the target (0 when exact); -1 when there are none.
    Number distance = -1;
};

struct Reachability {
    Number low = 1;
    Number high = 999;
    // fewest[v - low]: the fewest tiles that make v (in UseAll mode: the number of tiles), 0 when v
    // cannot be made.
    std::vector<std::uint8_t> fewest;

    bool contains(Number v) const { return fewestFor(v) > 0; }
    int fewestFor(Number v) const { return v < low || v > high ? 0 : fewest[std::size_t(v - low)]; }
};

// How a caller stops a long computation and follows its progress. Both may be empty.
struct SolveControl {
    std::function<bool()> cancelled;           // polled in the hot loops; true stops the work
    std::function<void(double done)> progress; // 0..1, for enumerations that can take a while
};

// The one answer shown wherever a single answer is shown (the reveal, the explorer,
// countdown-solve), so that they never disagree: the first distinct solution that makes the best
// answer's value (the easiest of those, by ease.h), or the best answer's own expression when none
// does (the value is a lone tile that misses) or the solutions are not known yet. It always makes
// best.value: missed by as much on both sides, the easiest solution may make the other value.
const Expression &firstAnswer(const BestAnswer &best, const std::optional<Solutions> &solutions);

// The best answer with the one answer shown for it, for callers that show no other solution.
struct ShownAnswer {
    BestAnswer best;
    Expression shown; // firstAnswer(best, the distinct solutions)
};

} // namespace countdown
