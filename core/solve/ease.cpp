#include "ease.h"

#include <tuple>

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

bool isEasier(const Expression &a, const Expression &b)
{
    return std::tuple(easeOf(a), a.toString()) < std::tuple(easeOf(b), b.toString());
}

} // namespace countdown
