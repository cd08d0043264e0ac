// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What countdown-solve finds for one puzzle, and finding it: the best answer and the solution
// shown for it (the easiest, or with --fast the first found), and with --count or --all the
// distinct solutions.
#pragma once

#include "expression.h"
#include "puzzle.h"
#include "solvecommandline.h"
#include "solver.h"

#include <optional>

namespace countdown {

// What is written for one puzzle.
struct PuzzleAnswer {
    BestAnswer best;
    std::optional<Solutions> solutions; // known with --count or --all, which write them
    // The expression shown: the game's reveal and explorer show the same (firstAnswer); with
    // --fast, the best answer's as the solver first found it.
    Expression shownExpression;
    const Expression &shown() const { return shownExpression; }
};

// Solves `puzzle` as `options` ask (never cancelled): safe to call on several threads at once.
PuzzleAnswer answerPuzzle(const Puzzle &puzzle, const SolveOptions &options);

} // namespace countdown
