// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Which steps between two values a table or a search takes: the operations a variant allows, and
// in drop mode not the steps that add nothing.
#pragma once

#include "arithmetic.h"
#include "solvemode.h"

namespace countdown::detail {

// Steps a table leaves out. In DropAllowed mode a step whose result the smaller part already makes
// (x * 1, x / 1, 2y - y, y*y / y) adds nothing: that value is made with fewer tiles. These are
// also exactly the steps the convention for distinct solutions refuses (docs/rules.md, rule 3).
// In UseAll mode such steps are how surplus tiles get used, so they are kept.
// A variant may also leave operations out ("no division"): no step of theirs is ever taken.
struct StepRules {
    bool pruneRedundant = true;
    OperatorSet operators = OperatorSet::all();
    static StepRules of(SolveMode mode, OperatorSet operators)
    {
        return {mode == SolveMode::DropAllowed, operators};
    }
};

// The four operations as plain flags, read out of a set once before a loop over values:
// `const auto [add, subtract, multiply, divide] = AllowedOperations(operators);`
struct AllowedOperations {
    explicit AllowedOperations(OperatorSet operators)
        : add(operators.contains(Operator::Add))
        , subtract(operators.contains(Operator::Subtract))
        , multiply(operators.contains(Operator::Multiply))
        , divide(operators.contains(Operator::Divide))
    {
    }
    bool add, subtract, multiply, divide;
};

} // namespace countdown::detail
