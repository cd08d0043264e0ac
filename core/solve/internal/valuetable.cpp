#include "valuetable.h"

#include "perthread.h"
#include "sharedsubsets.h"
#include "sortedsetbuilder.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace countdown::detail {

namespace {

// Arenas of tables gone, kept for the next ones on the thread: an odds table makes thousands of
// tables one after another, and growing a fresh arena each time (copies, page faults when the
// allocator hands memory back) cost more than some of the levels.
class SpareArenas {
public:
    std::vector<Value> take()
    {
        if (m_spares.empty())
            return {};
        std::vector<Value> arena = std::move(m_spares.back());
        m_spares.pop_back();
        return arena;
    }
    void give(std::vector<Value> &&arena)
    {
        constexpr std::size_t kMaxKept = 4, kMaxValues = std::size_t(1) << 20;
        if (arena.capacity() == 0 || arena.capacity() > kMaxValues || m_spares.size() >= kMaxKept)
            return;
        arena.clear();
        m_spares.push_back(std::move(arena));
    }

private:
    std::vector<std::vector<Value>> m_spares;
};

SpareArenas &spareArenas()
{
    return perThread<SpareArenas>();
}

// The bitmap of LastStepWindows, clear between searches.
struct LastStepBits {
    std::vector<std::uint64_t> words;
};

bool isCancelled(const SolveControl &control)
{
    return control.cancelled && control.cancelled();
}

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

} // namespace

Value usefulCap(Value useful, Value restProduct)
{
    Value limit;
    if (useful >= kValueCap || qMulOverflow(useful + 1, restProduct, &limit) || limit > kValueCap)
        return kValueCap;
    return limit - 1;
}

ValueTable::ValueTable(const TileSet &tiles, StepRules rules, Value useful)
    : m_tiles(tiles)
    , m_rules(rules)
    , m_useful(useful)
    , m_arena(spareArenas().take())
{
    // From the larger masks down, one tile at a time: a product per mask, not one per tile of
    // each (a table is made for every question, thousands for an odds table).
    const Mask full = m_tiles.full();
    m_restProduct[full] = 1;
    for (int mask = int(full) - 1; mask >= 0; --mask) {
        const int missing = std::countr_one(unsigned(mask)); // a tile outside the mask
        const Value tile = std::max<Value>(2, Value(m_tiles.tiles()[std::size_t(missing)]));
        m_restProduct[std::size_t(mask)] =
            saturatingMul(m_restProduct[std::size_t(mask) | (std::size_t(1) << missing)], tile);
    }
    // Level 1: the tiles themselves.
    for (const Mask mask : m_tiles.masksOfSize(1)) {
        m_offset[mask] = std::uint32_t(m_arena.size());
        m_size[mask] = 1;
        m_built[mask] = true;
        m_arena.push_back(Value(m_tiles.tileOf(mask)));
    }
    m_levelsBuilt = 1;
}

ValueTable::~ValueTable()
{
    spareArenas().give(std::move(m_arena));
}

bool ValueTable::contains(Mask mask, Value v) const
{
    const Span s = values(mask);
    return std::binary_search(s.begin(), s.end(), v);
}

bool ValueTable::buildUpTo(int count, const SolveControl &control)
{
    count = std::min(count, std::max(1, m_tiles.size() - 1));
    while (m_levelsBuilt < count) {
        if (buildLevel(m_levelsBuilt + 1, control, {}, kNoValue) != LevelEnd::Finished)
            return false;
        ++m_levelsBuilt;
    }
    return true;
}

ValueTable::LevelEnd ValueTable::buildNextLevel(const SolveControl &control,
                                                const std::function<bool(Mask)> &afterMask,
                                                Value stopAt)
{
    assert(m_levelsBuilt < m_tiles.size() - 1);
    const LevelEnd end = buildLevel(m_levelsBuilt + 1, control, afterMask, stopAt);
    if (end == LevelEnd::Finished)
        ++m_levelsBuilt;
    return end;
}

ValueTable::LevelEnd ValueTable::buildLevel(int count, const SolveControl &control,
                                            const std::function<bool(Mask)> &afterMask,
                                            Value stopAt)
{
    SortedSetBuilder &collected = SortedSetBuilder::ofThread();
    const std::size_t levelStart = m_arena.size();
    const auto &masks = m_tiles.masksOfSize(count);
    const std::size_t first = m_nextMask; // a level left unfinished goes on where it stopped
    // Only a search for a value reads its level as it is built: it can stop it at once.
    const bool readsShared = m_shared && stopAt == kNoValue
                             && m_shared->serves(m_rules, m_useful, m_leaveOutSmallerParts);
    for (std::size_t i = first; i < masks.size(); ++i) {
        const Mask mask = masks[i];
        if (readsShared && readSharedValues(mask)) {
            if (afterMask && !afterMask(mask)) {
                m_nextMask = i + 1;
                return LevelEnd::Stopped;
            }
            continue;
        }
        const Value cap = capOf(mask);
        for (const Split &split : m_tiles.splits(mask)) {
            if (isCancelled(control)) {
                collected.clear();
                m_arena.resize(levelStart);
                for (std::size_t j = first; j < i; ++j) {
                    m_size[masks[j]] = 0;
                    m_built[masks[j]] = false;
                    m_sharedValues[masks[j]] = nullptr;
                }
                return LevelEnd::Cancelled;
            }
            combineSorted(values(split.a), values(split.b), m_rules, cap,
                          [&](Value v) { collected.add(v); });
            if (stopAt != kNoValue && collected.contains(stopAt)) {
                // Left unbuilt: drained and dropped (cheaper than clearing the whole bitmap).
                const std::size_t end = m_arena.size();
                collected.drainInto(m_arena);
                m_arena.resize(end);
                m_nextMask = i;
                m_hit = mask;
                return LevelEnd::Found;
            }
        }
        if (m_leaveOutSmallerParts) {
            // Each smaller part keeps only what its own smaller parts do not make: all of them.
            std::array<bool, 128> seen{};
            for (unsigned sub = (mask - 1u) & mask; sub != 0; sub = (sub - 1u) & mask) {
                const Mask part = m_tiles.canonical(sub);
                if (seen[part])
                    continue;
                seen[part] = true;
                for (const Value v : values(part))
                    collected.remove(v);
            }
        }
        // The parts' spans point into the arena: append only once they are no longer read.
        m_offset[mask] = std::uint32_t(m_arena.size());
        collected.drainInto(m_arena);
        m_size[mask] = std::uint32_t(m_arena.size() - m_offset[mask]);
        m_built[mask] = true;
        if (afterMask && !afterMask(mask)) {
            m_nextMask = i + 1;
            return LevelEnd::Stopped;
        }
    }
    m_nextMask = 0;
    return LevelEnd::Finished;
}

bool ValueTable::readSharedValues(Mask mask)
{
    std::array<Number, 7> tiles{};
    const std::size_t count = m_tiles.tilesOf(mask, tiles);
    const auto shared = m_shared->values({tiles.data(), count}, capOf(mask));
    if (!shared)
        return false;
    m_sharedValues[mask] = shared->data();
    m_size[mask] = std::uint32_t(shared->size());
    m_built[mask] = true;
    return true;
}

LastStepWindows::LastStepWindows(bool alone, OperatorSet operators)
    : m_alone(alone)
    , m_operators(operators)
{
    // One per thread, all clear between searches.
    std::vector<std::uint64_t> &bits = perThread<LastStepBits>().words;
    if (bits.empty())
        bits.resize(kDirectLimit / 64);
    m_bits = bits.data();
    m_low.fill(~Value(0)); // no windows yet
}

LastStepWindows::~LastStepWindows()
{
    markBits(false);
}

void LastStepWindows::set(std::size_t i, bool allowed, Value low, Value high)
{
    if (!allowed || low > high) {
        // Matches no value: every value is below kValueCap.
        m_low[i] = ~Value(0);
        m_width[i] = 0;
        return;
    }
    m_low[i] = low;
    m_width[i] = high - low;
}

void LastStepWindows::markBits(bool on)
{
    for (std::size_t i = 0; i < kCount; ++i) {
        const Value low = m_low[i];
        if (low >= kDirectLimit)
            continue;
        const Value high = std::min(kDirectLimit - 1, low + m_width[i]);
        for (Value w = low >> 6; w <= high >> 6; ++w) {
            std::uint64_t bits = ~std::uint64_t(0);
            if (w == low >> 6)
                bits &= ~std::uint64_t(0) << (low & 63);
            if (w == high >> 6)
                bits &= ~std::uint64_t(0) >> (63 - (high & 63));
            if (on)
                m_bits[w] |= bits;
            else
                m_bits[w] &= ~bits;
        }
    }
}

void LastStepWindows::aim(Value e, Value low, Value high)
{
    markBits(false);
    const auto [add, subtract, multiply, divide] = AllowedOperations(m_operators);
    const auto sub = [](Value a, Value b) { return a > b ? a - b : Value(0); };
    const auto sum = [](Value a, Value b) { return a > kValueCap - b ? kValueCap : a + b; };
    set(0, m_alone, low, high);
    set(1, add && high > e, std::max<Value>(1, sub(low, e)), high - e);     // v + e
    set(2, subtract, sum(low, e), sum(high, e));                            // v - e
    set(3, subtract && e > low, std::max<Value>(1, sub(e, high)), e - low); // e - v
    set(4, multiply, low / e, high / e);                                    // v * e
    set(5, divide, saturatingMul(low, e), saturatingMul(sum(high, 1), e));  // v / e
    set(6, divide && e >= low, e / high, e / low);                          // e / v
    markBits(true);
}

SplitSearch::Bounds SplitSearch::bounds(Mask mask, Value below, Value above) const
{
    Bounds r;
    const auto considerBelow = [&](Value v) {
        if (v != kNoValue && v <= below && v > r.largestBelow)
            r.largestBelow = v;
    };
    const auto considerAbove = [&](Value v) {
        if (v != kNoValue && v >= above && v <= kValueCap
            && (r.smallestAbove == kNoValue || v < r.smallestAbove))
            r.smallestAbove = v;
    };

    const OperatorSet ops = m_table.rules().operators;
    const auto [add, subtract, multiply, divide] = AllowedOperations(ops);
    for (const Split &split : m_table.tiles().splits(mask)) {
        // Not structured bindings: clang 14 cannot capture those in lambdas.
        const SplitValues parts = shorterFirst(m_table, split);
        const Span xs = parts.xs, ys = parts.ys;
        for (const Value x : xs) {
            if (add) {
                // x + y
                if (below > x)
                    if (const Value y = largestAtMost(ys, below - x))
                        considerBelow(x + y);
                if (const Value y = smallestAtLeast(ys, above > x ? above - x : 1))
                    considerAbove(x + y);
            }
            if (subtract) {
                // x - y, with y < x
                if (const Value y = smallestAtLeast(ys, x > below ? x - below : 1); y && y < x)
                    considerBelow(x - y);
                if (x > above)
                    if (const Value y = largestAtMost(ys, x - above))
                        considerAbove(x - y);
                // y - x, with y > x
                if (const Value y = largestAtMost(ys, std::min(kValueCap, x + below)); y > x)
                    considerBelow(y - x);
                if (const Value y = smallestAtLeast(ys, std::min(kValueCap, x + above)); y > x)
                    considerAbove(y - x);
            }
            if (multiply) {
                // x * y
                if (const Value y = largestAtMost(ys, below / x))
                    considerBelow(x * y);
                if (const Value y = smallestAtLeast(ys, ceilDiv(above, x)))
                    considerAbove(saturatingMul(x, y) == kValueCap ? kNoValue : x * y);
            }
            if (divide) {
                // x / y, with y dividing x: the quotient falls as y grows, so scan from the bound
                // outwards and stop at the first exact division or when no improvement is possible.
                if (below >= 1) {
                    auto it = std::lower_bound(ys.begin(), ys.end(), ceilDiv(x, below));
                    for (; it != ys.end() && *it <= x && x / *it > r.largestBelow; ++it) {
                        if (x % *it == 0) {
                            considerBelow(x / *it);
                            break;
                        }
                    }
                }
                if (above >= 1) {
                    auto it = std::upper_bound(ys.begin(), ys.end(), x / above);
                    while (it != ys.begin()) {
                        --it;
                        if (r.smallestAbove != kNoValue && x / *it >= r.smallestAbove)
                            break;
                        if (x % *it == 0) {
                            considerAbove(x / *it);
                            break;
                        }
                    }
                }
                // y / x, with x dividing y: the quotient grows with y.
                {
                    auto it = std::upper_bound(ys.begin(), ys.end(), saturatingMul(below, x));
                    while (it != ys.begin()) {
                        --it;
                        if (*it < x || *it / x <= r.largestBelow)
                            break;
                        if (*it % x == 0) {
                            considerBelow(*it / x);
                            break;
                        }
                    }
                }
                {
                    auto it = std::lower_bound(ys.begin(), ys.end(), saturatingMul(above, x));
                    for (; it != ys.end(); ++it) {
                        if (*it < x)
                            continue;
                        if (r.smallestAbove != kNoValue && *it / x >= r.smallestAbove)
                            break;
                        if (*it % x == 0) {
                            considerAbove(*it / x);
                            break;
                        }
                    }
                }
            }
        }
    }
    return r;
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

std::size_t SplitSearch::markRange(Mask mask, Value low, Value high, std::uint8_t mark,
                                   std::vector<std::uint8_t> &marks, int largerPart,
                                   Mask largerMask) const
{
    std::size_t marked = 0;
    const auto isMarked = [&](Value v) { return marks[std::size_t(v - low)] != 0; };
    // Only the values not marked yet are asked about: usually a few once the smaller masks have
    // marked theirs, and then looking each one up costs far less than scanning every y that
    // lands in the range.
    std::vector<Value> open;
    constexpr std::size_t kFewOpen = 64;
    bool fewOpen = false; // few enough to look each one up
    for (Value v = low; v <= high; ++v)
        if (!isMarked(v))
            open.push_back(v);
    // The steps are looked for only between the lowest and the highest value still open: the
    // values left are often all at one end (the largest targets, which few tiles cannot reach),
    // and every scan is then shorter.
    Value lowest = low, highest = high;

    // For one x and one operation: the y of ys in [from, to] give results in [lowest, highest];
    // resultOf(y) is that result (kNoValue when the step is refused), yFor(t) the y giving t
    // (kNoValue when none does). Scans the y or looks up the open targets, whichever is less.
    const auto markFrom = [&](Span ys, Value from, Value to, auto &&resultOf, auto &&yFor) {
        // Most x reach none of the y (the sets are sorted): no binary search for those.
        if (from > to || ys.empty() || from > ys.back() || to < ys.front())
            return;
        const auto first = std::lower_bound(ys.begin(), ys.end(), from);
        const auto last = std::upper_bound(first, ys.end(), to);
        if (!fewOpen || std::size_t(last - first) <= 16 * open.size()) {
            for (auto it = first; it != last; ++it)
                if (const Value v = resultOf(*it); v != kNoValue && !isMarked(v)) {
                    marks[std::size_t(v - low)] = mark;
                    ++marked;
                }
            return;
        }
        for (const Value t : open) {
            if (isMarked(t))
                continue;
            const Value y = yFor(t);
            if (y != kNoValue && std::binary_search(first, last, y)) {
                marks[std::size_t(t - low)] = mark;
                ++marked;
            }
        }
    };

    const OperatorSet ops = m_table.rules().operators;
    const auto [add, subtract, multiply, divide] = AllowedOperations(ops);
    for (const Split &split : m_table.tiles().splits(mask)) {
        if (!takes(split, largerPart, largerMask))
            continue;
        // Kept up to date only while short: with a wide range of targets (four-digit ones),
        // going through thousands of them for every split cost more than scanning.
        if (open.size() <= 16 * kFewOpen) {
            open.erase(std::remove_if(open.begin(), open.end(), isMarked), open.end());
            if (open.empty())
                return marked;
            lowest = open.front();
            highest = open.back();
        }
        fewOpen = open.size() <= kFewOpen;
        // Not structured bindings: clang 14 cannot capture those in lambdas.
        const SplitValues parts = shorterFirst(m_table, split);
        const Span xs = parts.xs, ys = parts.ys;
        for (const Value x : xs) {
            if (add && x < highest)
                markFrom(
                    ys, lowest > x ? lowest - x : 1, highest - x, [&](Value y) { return x + y; },
                    [&](Value t) { return t > x ? t - x : kNoValue; });
            if (subtract) {
                if (x > lowest) // x - y in [lowest, highest]
                    markFrom(
                        ys, x > highest ? x - highest : 1, x - lowest,
                        [&](Value y) { return x - y; },
                        [&](Value t) { return t < x ? x - t : kNoValue; });
                markFrom(
                    ys, std::min(kValueCap, x + lowest), std::min(kValueCap, x + highest),
                    [&](Value y) { return y > x ? y - x : kNoValue; },
                    [&](Value t) { return x <= kValueCap - t ? x + t : kNoValue; });
            }
            if (multiply)
                markFrom(
                    ys, ceilDiv(lowest, x), highest / x, [&](Value y) { return x * y; },
                    [&](Value t) { return t % x == 0 ? t / x : kNoValue; });
            if (divide) {
                // Scanning, the y are many and a 64-bit division each cost a fifth of the time:
                // a double division for x / y (y varies), a multiplication for whether x divides
                // y (x is fixed).
                markFrom(
                    ys, ceilDiv(x, highest), x / lowest,
                    [&](Value y) { return exactQuotient(x, y); },
                    [&](Value t) { return x % t == 0 ? x / t : kNoValue; });
                const DivisibilityTest byX(x < DivisibilityTest::kBelow ? x : 1);
                markFrom(
                    ys, saturatingMul(lowest, x), saturatingMul(highest, x),
                    [&](Value y) {
                        if (x < DivisibilityTest::kBelow && y < DivisibilityTest::kBelow)
                            return byX.divides(y) ? y / x : kNoValue;
                        return y % x == 0 ? y / x : kNoValue;
                    },
                    [&](Value t) {
                        const Value y = saturatingMul(t, x);
                        return y == kValueCap ? kNoValue : y;
                    });
            }
        }
    }
    return marked;
}

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
