// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How DistinctSolutions writes its normal forms: in the order people write terms (the normal
// writing), or the way a form was found when that order needs an operation the variant leaves
// out; and its solutions in the order of ease.h.
#include "distinct.h"

#include "ease.h"

#include <algorithm>
#include <cassert>

namespace countdown::detail {

namespace {

bool usesOnly(const Expression &e, OperatorSet operators)
{
    return std::all_of(kOperators.begin(), kOperators.end(), [&](Operator op) {
        return operators.contains(op) || e.operatorCount(op) == 0;
    });
}

} // namespace

Solutions DistinctSolutions::sortedSolutions(const std::vector<FormId> &forms, Value distance) const
{
    // In the order of ease.h's SolutionRank, each rank worked out once.
    struct Entry {
        Expression expression;
        SolutionRank rank;
    };
    std::vector<Entry> entries;
    for (const FormId id : forms) {
        Entry entry;
        entry.expression = toExpression(id);
        entry.rank = rankOf(entry.expression);
        entries.push_back(std::move(entry));
    }
    std::sort(entries.begin(), entries.end(),
              [](const Entry &a, const Entry &b) { return a.rank < b.rank; });
    Solutions solutions;
    solutions.distance = Number(distance);
    for (Entry &entry : entries)
        solutions.expressions.push_back(std::move(entry.expression));
    return solutions;
}

Expression DistinctSolutions::toExpression(FormId id) const
{
    Expression e = normalWriting(id);
    if (m_rules.operators.isAll() || usesOnly(e, m_rules.operators))
        return e;
    // The normal order needs an operation the variant leaves out (200 − (100 − 6) is written
    // 200 + 6 − 100): write it the way it was found, whose steps are all allowed.
    const Form &f = m_forms[id];
    return Expression::combine(toExpression(f.witnessLeft), f.witnessOp,
                               toExpression(f.witnessRight));
}

int DistinctSolutions::writtenBefore(FormId a, FormId b) const
{
    // Terms in the order people write them: larger values first; at equal values products before
    // sums before tiles, then the term with more tiles, then by their own terms in this order.
    // Never by when a search found them: a form is written the same way whichever search found
    // it (solve(), which makes every solution, or firstAmong, which leaves most unmade), so that
    // both show the same first.
    if (a == b)
        return 0;
    const Form &x = m_forms[a], &y = m_forms[b];
    if (x.value != y.value)
        return x.value > y.value ? -1 : 1;
    if (x.kind != y.kind)
        return int(x.kind) > int(y.kind) ? -1 : 1;
    if (x.tiles != y.tiles)
        return x.tiles > y.tiles ? -1 : 1;
    // Equal tiles are one form: two forms here are groups that differ in some term.
    for (const bool positive : {true, false}) {
        const std::vector<FormId> xs = termsInOrder(x, positive), ys = termsInOrder(y, positive);
        for (std::size_t i = 0; i < xs.size() && i < ys.size(); ++i)
            if (const int order = writtenBefore(xs[i], ys[i]); order != 0)
                return order;
        if (xs.size() != ys.size())
            return xs.size() > ys.size() ? -1 : 1;
    }
    assert(false && "writtenBefore: two forms with the same terms");
    return a < b ? -1 : 1;
}

std::vector<DistinctSolutions::FormId> DistinctSolutions::termsInOrder(const Form &group,
                                                                       bool positive) const
{
    const FormId *first = m_children.data() + group.firstChild + (positive ? 0 : group.positives);
    std::vector<FormId> terms(first, first + (positive ? group.positives : group.negatives));
    std::sort(terms.begin(), terms.end(),
              [&](FormId a, FormId b) { return writtenBefore(a, b) < 0; });
    return terms;
}

bool DistinctSolutions::writesNormally() const
{
    return m_rules.operators.contains(Operator::Add)
           && m_rules.operators.contains(Operator::Multiply);
}

Expression DistinctSolutions::normalWriting(FormId id) const
{
    const Form &f = m_forms[id];
    if (f.kind == Kind::Tile)
        return Expression::tile(Number(f.value));

    const std::vector<FormId> positives = termsInOrder(f, true);
    const std::vector<FormId> negatives = termsInOrder(f, false);

    const bool sum = f.kind == Kind::Sum;
    Expression e = normalWriting(positives.front());
    bool valid = true;
    const auto append = [&](FormId term, Operator op) {
        if (valid && tryApply(e.value(), op, Number(m_forms[term].value)))
            e = Expression::combine(std::move(e), op, normalWriting(term));
        else
            valid = false;
    };
    for (std::size_t i = 1; i < positives.size(); ++i)
        append(positives[i], sum ? Operator::Add : Operator::Multiply);
    for (const FormId term : negatives)
        append(term, sum ? Operator::Subtract : Operator::Divide);
    if (valid)
        return e;
    // Adding (multiplying) everything first went beyond 64 bits: write it the way it was found.
    return Expression::combine(normalWriting(f.witnessLeft), f.witnessOp,
                               normalWriting(f.witnessRight));
}

} // namespace countdown::detail
