// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the reveal tells a player who missed: how near their own working came. One step from a
// solution ("you had 806 and 7 left: 806 + 7 = 813"); else the solution that shares the most
// with what they made; and when no exact answer was possible, that plainly, crediting a
// declaration as close as anyone could get.
#pragma once

#include "answers.h"
#include "arithmetic.h"
#include "expression.h"
#include "number.h"
#include "working.h"

#include <optional>
#include <vector>

namespace countdown {

struct RoundReview {
    enum class Kind {
        Nothing,        // exact, or nothing to say (no working near any solution)
        OneStepAway,    // two numbers the player had left made the target in one step
        SharedSolution, // a solution that makes some of the player's numbers too
        NoExactAnswer,  // the target could not be made; the player was not the closest possible
        BestPossible,   // the target could not be made, and the player was as close as possible
    };
    Kind kind = Kind::Nothing;
    // OneStepAway: left op right = the target, from numbers the player had left.
    Number left = 0;
    Operator op = Operator::Add;
    Number right = 0;
    // SharedSolution: the solution, and the numbers it makes that the player made too.
    Expression solution;
    std::vector<Number> shared;
    // NoExactAnswer, BestPossible: the closest value anyone can make.
    Number bestValue = 0;
};

// What a player had at the end of the round: the numbers left on the board (drawn tiles not used
// and results not used in a later step) and every result made, from the board's working and
// from the typed answer with the tiles it leaves out (TypedAnswer::unusedTiles).
struct PlayerWork {
    std::vector<std::vector<Expression>> hands; // each: numbers available together
    std::vector<Number> made;                   // every intermediate result, in order
};
PlayerWork playerWork(const Working &working, const std::optional<Expression> &typed,
                      const std::vector<Number> &typedLeftOut);

// `declaredDistance`: how far the player's declaration was (nullopt: none). In UseAll mode a step
// counts as "one away" only when it uses every tile.
RoundReview reviewRound(const PlayerWork &work, std::optional<Number> declaredDistance,
                        Number target, const BestAnswer &best, const Solutions &solutions,
                        SolveMode mode, int tileCount);

} // namespace countdown
