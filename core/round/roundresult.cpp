// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundresult.h"

#include "scoring.h"

#include <cmath>

namespace countdown {

std::optional<RoundResult> bestDeclaration(const Working &working, const TypedAnswer &typed,
                                           Number target, SolveMode mode, int tileCount,
                                           int hintsTaken)
{
    // A player who has made no step and typed nothing has declared nothing: the tiles as drawn
    // (or the one last chosen) are not an answer.
    if (working.steps().empty() && !typed.expression)
        return std::nullopt;
    std::vector<const Expression *> candidates;
    for (const Working::BoardTile &tile : working.boardTiles())
        candidates.push_back(&tile.expression);
    if (typed.expression)
        candidates.push_back(&*typed.expression);

    const Expression *best = nullptr;
    Number bestDistance = 0;
    for (const Expression *e : candidates) {
        if (mode == SolveMode::UseAll && e->tileCount() != tileCount)
            continue;
        const Number d = std::abs(e->value() - target);
        if (!best || d < bestDistance
            || (d == bestDistance && e->tileCount() < best->tileCount())) {
            best = e;
            bestDistance = d;
        }
    }
    if (!best)
        return std::nullopt;
    RoundResult r;
    r.hasDeclaration = true;
    r.value = best->value();
    r.expression = *best;
    r.distance = bestDistance;
    r.hintsTaken = hintsTaken;
    r.points = score(target, Declaration{r.value, true}, hintsTaken);
    return r;
}

std::optional<Expression> methodShown(const Working &working, const TypedAnswer &typed,
                                      std::optional<Number> declared)
{
    std::optional<Expression> method;
    for (const Working::BoardTile &tile : working.boardTiles()) {
        if (declared && tile.expression.value() == *declared && !tile.expression.isTile())
            method = tile.expression;
    }
    if (!method && declared && typed.expression && typed.expression->value() == *declared)
        method = typed.expression;
    for (const Working::BoardTile &tile : working.boardTiles()) {
        if (!method && declared && tile.expression.isTile() && tile.value() == *declared)
            method = tile.expression; // a tile on its own
    }
    if (!method && typed.expression)
        method = typed.expression;
    if (!method && working.canUndo())
        method = working.boardTiles().back().expression;
    return method;
}

} // namespace countdown
