// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What a player has made in a round and would declare: their result once the round is over, the
// best they could declare now (from the board and the typed answer), and, among people at
// one machine, the method a player shows for their declaration.
#pragma once

#include "expression.h"
#include "number.h"
#include "solvemode.h"
#include "typedanswer.h"
#include "working.h"

#include <QtGlobal>

#include <optional>
#include <vector>

namespace countdown {

// The player's result for a round.
struct RoundResult {
    bool hasDeclaration = false; // something valid was reached
    Number value = 0;
    Expression expression; // how (a tile on its own, the working, or the typed answer)
    Number distance = 0;
    int points = 0;
    bool answerShown = false; // revealed before time: scores 0
    bool early = false;       // "I've got it" before the clock ran out
    qint64 timeUsedMs = 0;
    int hintsTaken = 0; // each lowers the round's maximum points (scoring.h)
    // Against a computer contestant: its points for the round (the player's are in `points`,
    // both by the show's rule).
    int contestantPoints = 0;
    // Among people at one machine: each seat's points (declarations() has what they declared).
    std::vector<int> seatPoints;
};

// The best the player could declare now: of every tile on the board (drawn tiles and every
// step's result) and the typed answer, the closest to `target`, then the one of fewer tiles; when
// every number must be used, only those that use all `tileCount` tiles. Its points allow for the
// hints taken. nullopt when nothing can be declared, and when the player has made no step and
// typed nothing (a tile as drawn is not an answer; a tile typed alone is).
std::optional<RoundResult> bestDeclaration(const Working &working, const TypedAnswer &typed,
                                           Number target, SolveMode mode, int tileCount,
                                           int hintsTaken);

// The method a player shows for a declaration of `declared` (nullopt: nothing declared): a step of
// the working that makes it, else the typed answer if it does, else a tile of that value on its
// own; failing those, the typed answer, else the last step made. nullopt when there is none of
// these.
std::optional<Expression> methodShown(const Working &working, const TypedAnswer &typed,
                                      std::optional<Number> declared);

} // namespace countdown
