// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "steps.h"

#include "valuetable.h"

#include <cassert>

namespace countdown::detail {

Step stepGiving(Mask am, Value a, Mask bm, Value b, Value r, OperatorSet operators)
{
    const bool aFirst = a >= b;
    const Number hi = Number(aFirst ? a : b), lo = Number(aFirst ? b : a);
    for (const Operator op : kOperators)
        if (operators.contains(op) && tryApply(hi, op, lo) == Number(r))
            return aFirst ? Step{am, bm, a, b, op} : Step{bm, am, b, a, op};
    return {};
}

namespace {

// Finds one step `left op right` of the two parts of a split that gives `value`.
Step findStep(const ValueTable &table, const Split &split, Value v)
{
    const SplitValues parts = shorterFirst(table, split);
    const Mask xm = parts.xMask, ym = parts.yMask;
    // `x op y` (xFirst) or `y op x`, where x is one of xm's values: y must be one of ym's.
    const auto attempt = [&](Value x, Operator op, Value y, bool xFirst) {
        if (!table.rules().operators.contains(op))
            return Step{};
        const Value l = xFirst ? x : y;
        const Value r = xFirst ? y : x;
        if (!table.contains(ym, y) || tryApply(Number(l), op, Number(r)) != Number(v))
            return Step{};
        return Step{xFirst ? xm : ym, xFirst ? ym : xm, l, r, op};
    };
    for (const Value x : parts.xs) {
        Step s;
        // Preference: + and * (larger operand first), then - and /.
        if (v > x && !(s = attempt(x, Operator::Add, v - x, x >= v - x)).isEmpty())
            return s;
        if (v % x == 0 && !(s = attempt(x, Operator::Multiply, v / x, x >= v / x)).isEmpty())
            return s;
        if (x > v && !(s = attempt(x, Operator::Subtract, x - v, true)).isEmpty())
            return s;
        if (x + v <= kValueCap && !(s = attempt(x, Operator::Subtract, x + v, false)).isEmpty())
            return s;
        if (x % v == 0 && !(s = attempt(x, Operator::Divide, x / v, true)).isEmpty())
            return s;
        if (const Value y = saturatingMul(x, v);
            y != kValueCap && !(s = attempt(x, Operator::Divide, y, false)).isEmpty())
            return s;
    }
    return {};
}

} // namespace

Expression expressionFor(const ValueTable &table, Mask mask, Value value)
{
    if (TileSet::countOf(mask) == 1) {
        assert(Value(table.tiles().tileOf(mask)) == value);
        return Expression::tile(Number(value));
    }
    for (const Split &split : table.tiles().splits(mask)) {
        assert(table.isBuilt(split.a) && table.isBuilt(split.b));
        if (const Step step = findStep(table, split, value); !step.isEmpty())
            return expressionFor(table, step);
    }
    assert(false && "expressionFor: the value is not made by this mask");
    return Expression::tile(Number(value));
}

Expression expressionFor(const ValueTable &table, const Step &step)
{
    assert(!step.isEmpty());
    return Expression::combine(expressionFor(table, step.leftMask, step.left), step.op,
                               expressionFor(table, step.rightMask, step.right));
}

} // namespace countdown::detail
