// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "working.h"

#include <cassert>
#include <cstdint>

namespace countdown {

namespace {

// |a - b| without overflow (see scoring.cpp): board tile values reach the 64-bit limit.
std::uint64_t distanceBetween(Number a, Number b)
{
    return a >= b ? std::uint64_t(a) - std::uint64_t(b) : std::uint64_t(b) - std::uint64_t(a);
}

} // namespace

Working::Working(std::vector<Number> tiles, OperatorSet operators)
    : m_tileCount(int(tiles.size()))
    , m_operators(operators)
{
    m_board.reserve(tiles.size());
    for (const Number tile : tiles)
        m_board.push_back(BoardTile{Expression::tile(tile), false});
}

std::vector<int> Working::availableTiles() const
{
    std::vector<int> result;
    for (int i = 0; i < int(m_board.size()); ++i) {
        if (!m_board[i].used)
            result.push_back(i);
    }
    return result;
}

std::vector<Number> Working::unusedTiles() const
{
    std::vector<Number> unused;
    for (int i = 0; i < m_tileCount && i < int(m_board.size()); ++i) {
        if (!m_board[std::size_t(i)].used)
            unused.push_back(m_board[std::size_t(i)].value());
    }
    return unused;
}

Result<int> Working::combine(int left, Operator op, int right)
{
    // Checked in the order a player would find them: a tile that is not there, the same tile on
    // both sides, then a tile already consumed; only then the arithmetic.
    const auto exists = [this](int index) { return index >= 0 && index < int(m_board.size()); };
    for (const int index : {left, right}) {
        if (!exists(index))
            return Error{ErrorKind::NoSuchTile, -1, {QString::number(index)}};
    }
    if (left == right)
        return Error{ErrorKind::SameTileTwice, -1, {QString::number(m_board[left].value())}};
    for (const int index : {left, right}) {
        if (m_board[index].used)
            return Error{ErrorKind::TileAlreadyUsed, -1, {QString::number(m_board[index].value())}};
    }

    if (!m_operators.contains(op))
        return Error{
            ErrorKind::OperationNotAllowed, -1, {operatorSymbol(op, Notation::Typographic)}};
    const Result<Number> value = applyOperator(m_board[left].value(), op, m_board[right].value());
    if (!value)
        return value.error();

    Expression made = Expression::combine(m_board[left].expression, op, m_board[right].expression);
    m_board[left].used = true;
    m_board[right].used = true;
    m_board.push_back(BoardTile{std::move(made), false});
    const int result = int(m_board.size()) - 1;
    m_steps.push_back(Step{left, right, op, result});
    return result;
}

std::optional<Error> Working::undo()
{
    if (m_steps.empty())
        return Error{ErrorKind::NothingToUndo, -1, {}};
    const Step last = m_steps.back();
    m_steps.pop_back();
    // Steps append their tile, so the last step's tile is the last board tile.
    assert(last.result == int(m_board.size()) - 1);
    m_board.pop_back();
    m_board[last.left].used = false;
    m_board[last.right].used = false;
    return std::nullopt;
}

void Working::reset()
{
    m_steps.clear();
    m_board.erase(m_board.begin() + m_tileCount, m_board.end());
    for (BoardTile &tile : m_board)
        tile.used = false;
}

QStringList Working::stepTexts(Notation notation) const
{
    QStringList result;
    result.reserve(qsizetype(m_steps.size()));
    for (const Step &step : m_steps) {
        result << QStringLiteral("%1 %2 %3 = %4")
                      .arg(m_board[step.left].value())
                      .arg(operatorSymbol(step.op, notation))
                      .arg(m_board[step.right].value())
                      .arg(m_board[step.result].value());
    }
    return result;
}

std::optional<int> Working::closestTile(Number target) const
{
    std::optional<int> best;
    std::uint64_t bestDistance = 0;
    int bestTiles = 0;
    for (int i = 0; i < int(m_board.size()); ++i) {
        const std::uint64_t distance = distanceBetween(m_board[i].value(), target);
        const int tiles = m_board[i].expression.tileCount();
        // Strictly better only, so that among equals the earlier tile stays.
        if (!best || distance < bestDistance || (distance == bestDistance && tiles < bestTiles)) {
            best = i;
            bestDistance = distance;
            bestTiles = tiles;
        }
    }
    return best;
}

} // namespace countdown
