// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The show's rule for a round between players: each declares a value, then shows how, in order
// from the closest declaration. Only the closest valid declaration scores (every one of them when
// they are equally close), by the usual table: 10 exact, 7 within 5, 5 within 10. A method that
// does not hold (it does not make the value, uses a number twice or one not on the board, or leaves
// numbers out when every number must be used) scores nothing and leaves the points to the next
// closest valid declaration.
#pragma once

#include "answers.h"
#include "expression.h"

#include <optional>
#include <vector>

namespace countdown {

// One player's declaration in a contest round.
struct ContestDeclaration {
    std::optional<Number> value;      // the value declared; none: nothing declared
    std::optional<Expression> method; // how; none: not shown (which is not valid)
};

// Whether `method` makes `declared` by the rules from the round's `tiles`: every step a positive
// integer, each tile used at most once, and all of them with SolveMode::UseAll.
bool isValidMethod(const Expression &method, Number declared, const std::vector<Number> &tiles,
                   SolveMode mode);

// The points of each declaration, in the declarations' order.
std::vector<int> contestPoints(Number target, const std::vector<Number> &tiles, SolveMode mode,
                               const std::vector<ContestDeclaration> &declarations);

// The order in which the players show their methods: the closest declaration first, players who
// declared nothing last; equally close declarations in the players' order.
std::vector<int> showingOrder(Number target, const std::vector<std::optional<Number>> &declared);

} // namespace countdown
