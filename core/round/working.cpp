// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "working.h"

#include <cassert>
#include <cstdint>

namespace countdown {

namespace {

// |a - b| without overflow (see scoring.cpp): card values reach the 64-bit limit.
std::uint64_t distanceBetween(Number a, Number b)
{
    return a >= b ? std::uint64_t(a) - std::uint64_t(b) : std::uint64_t(b) - std::uint64_t(a);
}

} // namespace

Working::Working(std::vector<Number> tiles, OperatorSet operators)
    : m_tileCount(int(tiles.size()))
    , m_operators(operators)
{
    m_cards.reserve(tiles.size());
    for (const Number tile : tiles)
        m_cards.push_back(Card{Expression::tile(tile), false});
}

std::vector<int> Working::availableCards() const
{
    std::vector<int> result;
    for (int i = 0; i < int(m_cards.size()); ++i) {
        if (!m_cards[i].used)
            result.push_back(i);
    }
    return result;
}

std::vector<Number> Working::unusedTiles() const
{
    std::vector<Number> unused;
    for (int i = 0; i < m_tileCount && i < int(m_cards.size()); ++i) {
        if (!m_cards[std::size_t(i)].used)
            unused.push_back(m_cards[std::size_t(i)].value());
    }
    return unused;
}

Result<int> Working::combine(int left, Operator op, int right)
{
    // Checked in the order a player would find them: a card that is not there, the same card on
    // both sides, then a card already consumed; only then the arithmetic.
    const auto exists = [this](int index) { return index >= 0 && index < int(m_cards.size()); };
    for (const int index : {left, right}) {
        if (!exists(index))
            return Error{ErrorKind::NoSuchTile, -1, {QString::number(index)}};
    }
    if (left == right)
        return Error{ErrorKind::SameTileTwice, -1, {QString::number(m_cards[left].value())}};
    for (const int index : {left, right}) {
        if (m_cards[index].used)
            return Error{ErrorKind::TileAlreadyUsed, -1, {QString::number(m_cards[index].value())}};
    }

    if (!m_operators.contains(op))
        return Error{
            ErrorKind::OperationNotAllowed, -1, {operatorSymbol(op, Notation::Typographic)}};
    const Result<Number> value = applyOperator(m_cards[left].value(), op, m_cards[right].value());
    if (!value)
        return value.error();

    Expression made = Expression::combine(m_cards[left].expression, op, m_cards[right].expression);
    m_cards[left].used = true;
    m_cards[right].used = true;
    m_cards.push_back(Card{std::move(made), false});
    const int result = int(m_cards.size()) - 1;
    m_steps.push_back(Step{left, right, op, result});
    return result;
}

std::optional<Error> Working::undo()
{
    if (m_steps.empty())
        return Error{ErrorKind::NothingToUndo, -1, {}};
    const Step last = m_steps.back();
    m_steps.pop_back();
    // Steps append their card, so the last step's card is the last card.
    assert(last.result == int(m_cards.size()) - 1);
    m_cards.pop_back();
    m_cards[last.left].used = false;
    m_cards[last.right].used = false;
    return std::nullopt;
}

void Working::reset()
{
    m_steps.clear();
    m_cards.erase(m_cards.begin() + m_tileCount, m_cards.end());
    for (Card &card : m_cards)
        card.used = false;
}

QStringList Working::stepTexts(Notation notation) const
{
    QStringList result;
    result.reserve(qsizetype(m_steps.size()));
    for (const Step &step : m_steps) {
        result << QStringLiteral("%1 %2 %3 = %4")
                      .arg(m_cards[step.left].value())
                      .arg(operatorSymbol(step.op, notation))
                      .arg(m_cards[step.right].value())
                      .arg(m_cards[step.result].value());
    }
    return result;
}

std::optional<int> Working::closestCard(Number target) const
{
    std::optional<int> best;
    std::uint64_t bestDistance = 0;
    int bestTiles = 0;
    for (int i = 0; i < int(m_cards.size()); ++i) {
        const std::uint64_t distance = distanceBetween(m_cards[i].value(), target);
        const int tiles = m_cards[i].expression.tileCount();
        // Strictly better only, so that among equals the earlier card stays.
        if (!best || distance < bestDistance || (distance == bestDistance && tiles < bestTiles)) {
            best = i;
            bestDistance = distance;
            bestTiles = tiles;
        }
    }
    return best;
}

} // namespace countdown
