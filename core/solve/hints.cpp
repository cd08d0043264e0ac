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

} // namespace countdown
