// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The player's working: tiles combined two at a time into new tiles (click a tile, an operator and
// another tile), each step refused with a reason if it breaks the rules, with undo and reset.
#pragma once

#include "arithmetic.h"
#include "expression.h"
#include "number.h"
#include "result.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace countdown {

class Working {
public:
    // A tile on the board: one of the drawn tiles, or the result of a step.
    struct BoardTile {
        Expression expression; // how it was made (a single tile for drawn ones)
        bool used = false;     // consumed by a later step
        Number value() const { return expression.value(); }
    };

    struct Step {
        int left; // board tile indices
        int right;
        Operator op;
        int result; // index of the board tile it made
    };

    // `operators`: what the round's variant allows.
    explicit Working(std::vector<Number> tiles = {}, OperatorSet operators = OperatorSet::all());

    // Drawn tiles first (indices 0..tileCount()-1), then one board tile per step, in order.
    const std::vector<BoardTile> &boardTiles() const { return m_board; }
    int tileCount() const { return m_tileCount; }
    OperatorSet operators() const { return m_operators; }
    const std::vector<Step> &steps() const { return m_steps; }
    // Indices of the board tiles that can still be used, in board order.
    std::vector<int> availableTiles() const;
    // The drawn tiles that no step has used yet, in the order drawn.
    std::vector<Number> unusedTiles() const;

    // `left op right` from two available board tiles; on success the index of the new one.
    // Errors: NoSuchTile, TileAlreadyUsed, SameTileTwice, OperationNotAllowed, or the arithmetic
    // reason (NegativeResult, ZeroResult, FractionalResult, Overflow).
    Result<int> combine(int left, Operator op, int right);

    bool canUndo() const { return !m_steps.empty(); }
    // Takes back the last step; NothingToUndo when there is none.
    std::optional<Error> undo();
    // Back to the drawn tiles.
    void reset();

    // Each step as text, e.g. "75 × 3 = 225".
    QStringList stepTexts(Notation notation = Notation::Typographic) const;

    // The board tile (any ever made, used or not) whose value is closest to the target; among
    // equally close ones the one made from fewer tiles, then the earlier. nullopt without tiles.
    std::optional<int> closestTile(Number target) const;

private:
    std::vector<BoardTile> m_board;
    std::vector<Step> m_steps;
    int m_tileCount = 0;
    OperatorSet m_operators = OperatorSet::all();
};

} // namespace countdown
