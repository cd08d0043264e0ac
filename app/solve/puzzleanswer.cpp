// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "puzzleanswer.h"

namespace countdown {

PuzzleAnswer answerPuzzle(const Puzzle &puzzle, const SolveOptions &options)
{
    Solver solver(puzzle.numbers, options.mode, options.operators);
    PuzzleAnswer answer;
    // Without a SolveControl the solver is never cancelled: every answer has a value.
    if (options.fast) {
        answer.best = *solver.best(puzzle.target);
        answer.shownExpression = answer.best.expression;
        return answer;
    }
    if (!options.count) {
        // Only the easiest solution is written: the others need not be listed.
        ShownAnswer shown = *solver.easiest(puzzle.target);
        answer.best = std::move(shown.best);
        answer.shownExpression = std::move(shown.shown);
        return answer;
    }
    answer.best = *solver.best(puzzle.target);
    answer.solutions = *solver.solutions(puzzle.target);
    answer.shownExpression = firstAnswer(answer.best, answer.solutions);
    return answer;
}

} // namespace countdown
