// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ease.h"

#include <algorithm>

namespace countdown {

SolutionEase easeOf(const Expression &solution)
{
    SolutionEase ease;
    if (solution.isEmpty())
        return ease;
    ease.numbers = solution.tileCount();
    ease.divisions = solution.operatorCount(Operator::Divide);
    ease.bigFinalSubtraction = !solution.isTile() && solution.op() == Operator::Subtract
                               && solution.right().value() > kSmallFinalSubtraction;
    ease.largestValue = solution.largestValue();
    return ease;
}

std::optional<int> easiestNumbers(const Solutions &solutions)
{
    if (solutions.distance != 0 || solutions.expressions.empty())
        return std::nullopt;
    return solutions.expressions.front().tileCount(); // the easiest comes first
}

bool needsDivision(const Solutions &solutions)
{
    return solutions.distance == 0 && !solutions.expressions.empty()
           && std::all_of(
               solutions.expressions.begin(), solutions.expressions.end(),
               [](const Expression &e) { return e.operatorCount(Operator::Divide) > 0; });
}

SolutionRank rankOf(const Expression &solution)
{
    return {easeOf(solution), solution.value(), solution.toString(Notation::Ascii)};
}

void FirstSolution::offer(Expression solution)
{
    SolutionRank rank{easeOf(solution), solution.value(), {}};
    if (m_first) {
        const SolutionRank rest{m_rank.ease, m_rank.value, {}};
        if (rest < rank)
            return;           // after the first whatever their texts
        if (!(rank < rest)) { // only the texts can tell
            if (!m_hasText)
                m_rank.text = m_first->toString(Notation::Ascii);
            m_hasText = true;
            rank.text = solution.toString(Notation::Ascii);
            if (!(rank < m_rank))
                return;
            m_first = std::move(solution);
            m_rank = std::move(rank);
            return;
        }
    }
    m_first = std::move(solution);
    m_rank = std::move(rank);
    m_hasText = false;
}

bool isEasier(const Expression &a, const Expression &b)
{
    return rankOf(a) < rankOf(b);
}

} // namespace countdown
