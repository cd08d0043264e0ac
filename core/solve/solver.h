// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The numbers-round solver: the best answer, all distinct solutions and the reachable targets of a
// selection of 1-7 tiles, in either mode.
//
// It works on the values each sub-multiset of the tiles can make (a subset dynamic programme),
// builds an expression only for the answers it returns, and counts solutions as the public
// "solver A" does (docs/rules.md, "Distinct solutions") so that our counts can be compared with a
// public reference. Plain C++ with a cancellation callback: no event loop, usable from any thread
// (one Solver per thread).
#pragma once

#include "answers.h"
#include "arithmetic.h"
#include "expression.h"
#include "number.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace countdown {

class Solver {
public:
    // numbers: 1-7 tiles, each 1-999,999 (see checkPuzzle); anything else is a programming error.
    // `operators`: the operations a variant allows; every answer uses only those.
    Solver(std::vector<Number> numbers, SolveMode mode, OperatorSet operators = OperatorSet::all());
    ~Solver();
    Solver(Solver &&) noexcept;
    Solver &operator=(Solver &&) noexcept;

    const std::vector<Number> &numbers() const;
    SolveMode mode() const;
    OperatorSet operators() const;

    // The closest reachable value to the target; among equally close ones the one needing fewer
    // tiles, then the lower. nullopt only when cancelled.
    std::optional<BestAnswer> best(Number target, const SolveControl &control = {});

    // Every distinct solution for the target or, when it cannot be made, for the closest values
    // that can (on either side). nullopt only when cancelled.
    std::optional<Solutions> solutions(Number target, const SolveControl &control = {});

    // best(target) and the answer shown for it, firstAnswer(best, solutions(target)), found
    // without listing the other distinct solutions: much cheaper than solutions() when only the
    // easiest is shown. nullopt only when cancelled.
    std::optional<ShownAnswer> easiest(Number target, const SolveControl &control = {});

    // Every value in [low, high] that can be made and the fewest tiles needed for it.
    // nullopt only when cancelled.
    std::optional<Reachability> reachable(Number low = 1, Number high = 999,
                                          const SolveControl &control = {});

private:
    class Impl;
    std::unique_ptr<Impl> d;
};

} // namespace countdown
