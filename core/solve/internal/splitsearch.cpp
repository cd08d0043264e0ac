// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "splitsearch.h"

#include "steprules.h"

#include <algorithm>
#include <span>

namespace countdown::detail {

namespace {

using Span = std::span<const Value>;

// The largest element <= v, or kNoValue.
Value largestAtMost(Span s, Value v)
{
    auto it = std::upper_bound(s.begin(), s.end(), v);
    return it == s.begin() ? kNoValue : *(it - 1);
}

// The smallest element >= v, or kNoValue.
Value smallestAtLeast(Span s, Value v)
{
    auto it = std::lower_bound(s.begin(), s.end(), v);
    return it == s.end() ? kNoValue : *it;
}

Value ceilDiv(Value a, Value b)
{
    return a / b + (a % b != 0);
}

// bounds()' search, one operation at a time: for one x of a split, the y whose step with it lands
// nearest `below` from under it and nearest `above` from over it.
class BoundsFinder {
public:
    BoundsFinder(Value below, Value above)
        : m_below(below)
        , m_above(above)
    {
    }

    SplitSearch::Bounds bounds() const { return m_r; }

    // x + y
    void sums(Value x, Span ys)
    {
        if (m_below > x)
            if (const Value y = largestAtMost(ys, m_below - x))
                considerBelow(x + y);
        if (const Value y = smallestAtLeast(ys, m_above > x ? m_above - x : 1))
            considerAbove(x + y);
    }

    // x - y, with y < x, and y - x, with y > x
    void differences(Value x, Span ys)
    {
        if (const Value y = smallestAtLeast(ys, x > m_below ? x - m_below : 1); y && y < x)
            considerBelow(x - y);
        if (x > m_above)
            if (const Value y = largestAtMost(ys, x - m_above))
                considerAbove(x - y);
        if (const Value y = largestAtMost(ys, std::min(kValueCap, x + m_below)); y > x)
            considerBelow(y - x);
        if (const Value y = smallestAtLeast(ys, std::min(kValueCap, x + m_above)); y > x)
            considerAbove(y - x);
    }

    // x * y
    void products(Value x, Span ys)
    {
        if (const Value y = largestAtMost(ys, m_below / x))
            considerBelow(x * y);
        if (const Value y = smallestAtLeast(ys, ceilDiv(m_above, x)))
            considerAbove(saturatingMul(x, y) == kValueCap ? kNoValue : x * y);
    }

    // x / y, with y dividing x: the quotient falls as y grows, so scan from the bound outwards and
    // stop at the first exact division or when no improvement is possible.
    void quotientsOf(Value x, Span ys)
    {
        if (m_below >= 1) {
            auto it = std::lower_bound(ys.begin(), ys.end(), ceilDiv(x, m_below));
            for (; it != ys.end() && *it <= x && x / *it > m_r.largestBelow; ++it) {
                if (x % *it == 0) {
                    considerBelow(x / *it);
                    break;
                }
            }
        }
        if (m_above >= 1) {
            auto it = std::upper_bound(ys.begin(), ys.end(), x / m_above);
            while (it != ys.begin()) {
                --it;
                if (m_r.smallestAbove != kNoValue && x / *it >= m_r.smallestAbove)
                    break;
                if (x % *it == 0) {
                    considerAbove(x / *it);
                    break;
                }
            }
        }
    }

    // y / x, with x dividing y: the quotient grows with y.
    void multiplesOf(Value x, Span ys)
    {
        {
            auto it = std::upper_bound(ys.begin(), ys.end(), saturatingMul(m_below, x));
            while (it != ys.begin()) {
                --it;
                if (*it < x || *it / x <= m_r.largestBelow)
                    break;
                if (*it % x == 0) {
                    considerBelow(*it / x);
                    break;
                }
            }
        }
        auto it = std::lower_bound(ys.begin(), ys.end(), saturatingMul(m_above, x));
        for (; it != ys.end(); ++it) {
            if (*it < x)
                continue;
            if (m_r.smallestAbove != kNoValue && *it / x >= m_r.smallestAbove)
                break;
            if (*it % x == 0) {
                considerAbove(*it / x);
                break;
            }
        }
    }

private:
    void considerBelow(Value v)
    {
        if (v != kNoValue && v <= m_below && v > m_r.largestBelow)
            m_r.largestBelow = v;
    }
    void considerAbove(Value v)
    {
        if (v != kNoValue && v >= m_above && v <= kValueCap
            && (m_r.smallestAbove == kNoValue || v < m_r.smallestAbove))
            m_r.smallestAbove = v;
    }

    const Value m_below, m_above;
    SplitSearch::Bounds m_r;
};

} // namespace

SplitSearch::Bounds SplitSearch::bounds(Mask mask, Value below, Value above) const
{
    BoundsFinder finder(below, above);
    const auto [add, subtract, multiply, divide] = AllowedOperations(m_table.rules().operators);
    for (const Split &split : m_table.tiles().splits(mask)) {
        const SplitValues parts = shorterFirst(m_table, split);
        for (const Value x : parts.xs) {
            if (add)
                finder.sums(x, parts.ys);
            if (subtract)
                finder.differences(x, parts.ys);
            if (multiply)
                finder.products(x, parts.ys);
            if (divide) {
                finder.quotientsOf(x, parts.ys);
                finder.multiplesOf(x, parts.ys);
            }
        }
    }
    return finder.bounds();
}

namespace {

using Iterator = Span::iterator;

// std::lower_bound(first, last, key) found from `hint`, the answer for a nearby key: by steps that
// double from there, so that an answer a few places away costs a few comparisons, not a search of
// the whole range.
Iterator lowerBoundNear(Iterator first, Iterator last, Iterator hint, Value key)
{
    std::ptrdiff_t step = 1;
    if (hint != last && *hint < key) { // after the hint
        Iterator low = hint + 1, high = low;
        while (high != last && *high < key) {
            low = high + 1;
            high = last - low > step ? low + step : last;
            step *= 2;
        }
        return std::lower_bound(low, high, key);
    }
    for (Iterator high = hint; high != first; step *= 2) { // at the hint or before it
        const Iterator probe = high - first > step ? high - step : first;
        if (*probe < key)
            return std::lower_bound(probe + 1, high, key);
        high = probe;
    }
    return first;
}

// The best value seen so far in a shrinking window around the target.
class Window {
public:
    Window(Value target, Value within)
        : m_target(target)
        , m_within(std::min(within, kValueCap))
    {
    }

    Value target() const { return m_target; }
    Value best() const { return m_best; }
    bool exact() const { return m_best != kNoValue && m_within == 0; }
    // The range a better value (or an equally close lower one) must lie in.
    Value low() const { return m_target > m_within ? m_target - m_within : 1; }
    Value high() const { return std::min(kValueCap - m_within, m_target) + m_within; }

    // Whether v is the new best.
    bool consider(Value v)
    {
        if (v == kNoValue)
            return false;
        const Value d = v > m_target ? v - m_target : m_target - v;
        if (d < m_within || (d == m_within && (m_best == kNoValue || v < m_best))) {
            m_best = v;
            m_within = d;
            return true;
        }
        return false;
    }

private:
    Value m_target;
    Value m_within;
    Value m_best = kNoValue;
};

} // namespace

bool SplitSearch::takes(const Split &split, int largerPart, Mask largerMask) const
{
    if (largerMask != 0)
        return split.b == largerMask; // b is the larger part
    const int larger = TileSet::countOf(split.b);
    return larger <= m_table.levelsBuilt() && (largerPart == 0 || larger == largerPart);
}

Value SplitSearch::closestWithin(Mask mask, Value target, Value within, int largerPart,
                                 Mask largerMask, Step *step) const
{
    Window w(target, within);
    const OperatorSet ops = m_table.rules().operators;
    const auto [add, subtract, multiply, divide] = AllowedOperations(ops);
    for (const Split &split : m_table.tiles().splits(mask)) {
        if (!takes(split, largerPart, largerMask))
            continue;
        const SplitValues parts = shorterFirst(m_table, split);
        const Span xs = parts.xs, ys = parts.ys;
        // Which step made the best value is worked out only when one is better, which is rare:
        // the expression is then built from it, not searched for.
        const auto consider = [&](Value v, Value x, Value y) {
            if (w.consider(v) && step)
                *step = stepGiving(parts.xMask, x, parts.yMask, y, v, ops);
        };
        // Each operation looks at the y on either side of the one that would give the target
        // exactly. As x ascends, where that y lies moves one way (down for x + y and x * y, up
        // for the others): each search starts from where the last x's ended, the first from the
        // end it moves away from.
        Iterator sum = ys.end(), product = ys.end();
        Iterator below = ys.begin(), above = ys.begin(), divisor = ys.begin(),
                 dividend = ys.begin();
        const auto nearest = [&](Iterator &from, Value key, auto &&consider) {
            from = lowerBoundNear(ys.begin(), ys.end(), from, key);
            if (from != ys.end())
                consider(*from);
            if (from != ys.begin())
                consider(*(from - 1));
        };
        for (const Value x : xs) {
            if (add && x < w.high())
                nearest(sum, target > x ? target - x : 0, [&](Value y) { consider(x + y, x, y); });
            if (subtract) {
                nearest(below, x > target ? x - target : 0, [&](Value y) {
                    if (y < x)
                        consider(x - y, x, y);
                });
                if (x <= kValueCap - target)
                    nearest(above, x + target, [&](Value y) {
                        if (y > x)
                            consider(y - x, x, y);
                    });
            }
            if (multiply)
                nearest(product, ceilDiv(target, x), [&](Value y) {
                    const Value p = saturatingMul(x, y);
                    if (p != kValueCap)
                        consider(p, x, y);
                });
            if (divide) {
                // x / y falls as y grows: from the y giving the window's top down to its bottom.
                divisor = lowerBoundNear(ys.begin(), ys.end(), divisor, ceilDiv(x, w.high()));
                for (auto it = divisor; it != ys.end() && *it <= x && x / *it >= w.low(); ++it)
                    consider(exactQuotient(x, *it), x, *it);
                // y / x grows with y.
                dividend =
                    lowerBoundNear(ys.begin(), ys.end(), dividend, saturatingMul(w.low(), x));
                for (auto it = dividend; it != ys.end() && *it >= x && *it / x <= w.high(); ++it)
                    consider(exactQuotient(*it, x), x, *it);
            }
            if (w.exact())
                return w.best();
        }
    }
    return w.best();
}

namespace {

// markRange()'s marks: the targets of the range not marked yet, and one x at a time, the y whose
// step with it lands on one of them.
class RangeMarker {
public:
    RangeMarker(std::uint8_t mark, RangeMarks &marks, OperatorSet operators)
        : m_mark(mark)
        , m_marks(marks)
        , m_allowed(operators)
        , m_lowest(marks.low())
        , m_highest(marks.high())
    {
    }

    // Before each split: the targets marked since are forgotten, and the range narrowed to those
    // left. False when none is left.
    bool narrowToOpen()
    {
        if (m_marks.unmarked() == 0)
            return false;
        // Listed, and kept up to date, only once few are left: with a wide range of targets
        // (four-digit ones), going through thousands of them for every split cost more than
        // scanning, and listing all of a range of a million cost more than the selection's work.
        if (!m_listed && m_marks.unmarked() <= kListed) {
            m_marks.forEachUnmarked([this](Value v) { m_open.push_back(v); });
            m_listed = true;
        }
        if (!m_listed) {
            m_lowest = m_marks.firstUnmarkedFrom(m_lowest);
            m_highest = m_marks.lastUnmarkedUpTo(m_highest);
        } else {
            m_open.erase(std::remove_if(m_open.begin(), m_open.end(),
                                        [this](Value v) { return isMarked(v); }),
                         m_open.end());
            if (m_open.empty())
                return false;
            m_lowest = m_open.front();
            m_highest = m_open.back();
        }
        m_fewOpen = m_listed && m_open.size() <= kFewOpen;
        return true;
    }

    // Every target that a step allowed between x and a y of ys makes.
    void markSteps(Value x, Span ys)
    {
        const Value lowest = m_lowest, highest = m_highest;
        if (m_allowed.add && x < highest)
            markFrom(
                ys, lowest > x ? lowest - x : 1, highest - x, [x](Value y) { return x + y; },
                [x](Value t) { return t > x ? t - x : kNoValue; });
        if (m_allowed.subtract) {
            if (x > lowest) // x - y in [lowest, highest]
                markFrom(
                    ys, x > highest ? x - highest : 1, x - lowest, [x](Value y) { return x - y; },
                    [x](Value t) { return t < x ? x - t : kNoValue; });
            markFrom(
                ys, std::min(kValueCap, x + lowest), std::min(kValueCap, x + highest),
                [x](Value y) { return y > x ? y - x : kNoValue; },
                [x](Value t) { return x <= kValueCap - t ? x + t : kNoValue; });
        }
        if (m_allowed.multiply)
            markFrom(
                ys, ceilDiv(lowest, x), highest / x, [x](Value y) { return x * y; },
                [x](Value t) { return t % x == 0 ? t / x : kNoValue; });
        if (m_allowed.divide)
            markQuotients(x, ys);
    }

private:
    static constexpr std::size_t kFewOpen = 64;
    static constexpr std::size_t kListed = 16 * kFewOpen;

    bool isMarked(Value v) const { return m_marks.isMarked(v); }

    // x / y and y / x. Scanning, the y are many and a 64-bit division each cost a fifth of the
    // time: a double division for x / y (y varies), a multiplication for whether x divides y (x is
    // fixed).
    void markQuotients(Value x, Span ys)
    {
        const Value lowest = m_lowest, highest = m_highest;
        markFrom(
            ys, ceilDiv(x, highest), x / lowest, [x](Value y) { return exactQuotient(x, y); },
            [x](Value t) { return x % t == 0 ? x / t : kNoValue; });
        const DivisibilityTest byX(x < DivisibilityTest::kBelow ? x : 1);
        markFrom(
            ys, saturatingMul(lowest, x), saturatingMul(highest, x),
            [x, byX](Value y) {
                if (x < DivisibilityTest::kBelow && y < DivisibilityTest::kBelow)
                    return byX.divides(y) ? y / x : kNoValue;
                return y % x == 0 ? y / x : kNoValue;
            },
            [x](Value t) {
                const Value y = saturatingMul(t, x);
                return y == kValueCap ? kNoValue : y;
            });
    }

    // For one x and one operation: the y of ys in [from, to] give results in [lowest, highest];
    // resultOf(y) is that result (kNoValue when the step is refused), yFor(t) the y giving t
    // (kNoValue when none does). Scans the y or looks up the open targets, whichever is less.
    template <typename ResultOf, typename YFor>
    void markFrom(Span ys, Value from, Value to, ResultOf &&resultOf, YFor &&yFor)
    {
        // Most x reach none of the y (the sets are sorted): no binary search for those.
        if (from > to || ys.empty() || from > ys.back() || to < ys.front())
            return;
        const auto first = std::lower_bound(ys.begin(), ys.end(), from);
        const auto last = std::upper_bound(first, ys.end(), to);
        if (!m_fewOpen || std::size_t(last - first) <= 16 * m_open.size()) {
            m_marks.markEach(first, last, m_mark, resultOf);
            return;
        }
        for (const Value t : m_open) {
            if (isMarked(t))
                continue;
            const Value y = yFor(t);
            if (y != kNoValue && std::binary_search(first, last, y))
                m_marks.markIfNew(t, m_mark);
        }
    }

    const std::uint8_t m_mark;
    RangeMarks &m_marks;
    const AllowedOperations m_allowed;
    // Only the values not marked yet are asked about: usually a few once the smaller masks have
    // marked theirs, and then looking each one up costs far less than scanning every y that lands
    // in the range.
    std::vector<Value> m_open;
    bool m_listed = false;  // m_open lists them (the marked ones since dropped at each split)
    bool m_fewOpen = false; // few enough to look each one up
    // The steps are looked for only between the lowest and the highest value still open: the
    // values left are often all at one end (the largest targets, which few tiles cannot reach),
    // and every scan is then shorter. With a wide range, the smaller parts of a selection have
    // marked most of its smallest targets: from the first left, x / y asks only for the y up to
    // x / lowest, and y / x only for those from lowest * x, where from 1 both scanned every y
    // (a wide table took half as long again).
    Value m_lowest, m_highest;
};

} // namespace

void SplitSearch::markRange(Mask mask, std::uint8_t mark, RangeMarks &marks, int largerPart,
                            Mask largerMask) const
{
    RangeMarker marker(mark, marks, m_table.rules().operators);
    for (const Split &split : m_table.tiles().splits(mask)) {
        if (!takes(split, largerPart, largerMask))
            continue;
        if (!marker.narrowToOpen())
            break;
        const SplitValues parts = shorterFirst(m_table, split);
        for (const Value x : parts.xs)
            marker.markSteps(x, parts.ys);
    }
}

} // namespace countdown::detail
