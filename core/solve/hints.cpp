// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hints.h"

#include <algorithm>
#include <functional>

namespace countdown {

RoundHints::RoundHints(const BestAnswer &best, const Solutions &solutions)
    : m_easiest(firstAnswer(best, solutions))
    , m_distance(best.distance)
{
}

std::vector<Number> RoundHints::numbersUsed() const
{
    std::vector<Number> numbers = m_easiest.tiles();
    std::sort(numbers.begin(), numbers.end(), std::greater<>());
    return numbers;
}

QString RoundHints::firstStep(Notation notation) const
{
    const QStringList steps = m_easiest.steps(notation);
    return steps.isEmpty() ? QString() : steps.front();
}

namespace {
// The first step of `e` in the order Expression::steps() writes them (each operand before the
// step that uses it, left before right): the first whose operands are both tiles.
std::optional<RoundHints::StepValues> firstStepOf(const Expression &e)
{
    if (e.isEmpty() || e.isTile())
        return std::nullopt;
    const Expression left = e.left();
    if (!left.isTile())
        return firstStepOf(left);
    const Expression right = e.right();
    if (!right.isTile())
        return firstStepOf(right);
    return RoundHints::StepValues{left.value(), e.op(), right.value(), e.value()};
}
} // namespace

std::optional<RoundHints::StepValues> RoundHints::firstStepOperands() const
{
    return firstStepOf(m_easiest);
}

} // namespace countdown
