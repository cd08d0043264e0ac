// The values each sub-multiset of the tiles makes when all of its tiles are used, built level by
// level (one tile, two tiles, ...). The last level, the whole selection, is never stored: it is
// the largest by far and every question about it (closest value, values in a range) can be
// answered from its two parts. The best answer's search keeps the level below it neither (the
// largest stored one, read once): generate() makes its values and LastStepWindows tests each.
#pragma once

#include "answers.h"
#include "arithmetic.h"
#include "solvemode.h"
#include "tileset.h"

#include <QtNumeric>

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace countdown::detail {

using Value = std::uint64_t;
inline constexpr Value kNoValue = 0; // values are positive: 0 means "none"
inline constexpr Value kValueCap = Value(kMaxIntermediate);

// Steps a table leaves out. In DropAllowed mode a step whose result the smaller part already makes
// (x * 1, x / 1, 2y - y, y*y / y) adds nothing: that value is made with fewer tiles. These are
// also exactly the steps the convention for distinct solutions refuses (docs/rules.md, rule 3).
// In UseAll mode such steps are how surplus tiles get used, so they are kept.
// A variant may also leave operations out ("no division"): no step of theirs is ever taken.
struct StepRules {
    bool pruneRedundant = true;
    OperatorSet operators = OperatorSet::all();
    static StepRules of(SolveMode mode, OperatorSet operators)
    {
        return {mode == SolveMode::DropAllowed, operators};
    }
};

// The four operations as plain flags, read out of a set once before a loop over values:
// `const auto [add, subtract, multiply, divide] = AllowedOperations(operators);`
struct AllowedOperations {
    explicit AllowedOperations(OperatorSet operators)
        : add(operators.contains(Operator::Add))
        , subtract(operators.contains(Operator::Subtract))
        , multiply(operators.contains(Operator::Multiply))
        , divide(operators.contains(Operator::Divide))
    {
    }
    bool add, subtract, multiply, divide;
};

// a * b, or kValueCap when it is larger.
inline Value saturatingMul(Value a, Value b)
{
    Value r;
    return qMulOverflow(a, b, &r) || r > kValueCap ? kValueCap : r;
}

// The largest value worth keeping for a mask when no answer above `useful` matters. Any step
// combining v with a value w made from other tiles R gives r with r + 1 >= (v + 1) / P(R), where
// P(R) is the product of max(tile, 2) over R (w <= P(R)), so a value v with
// v + 1 > (useful + 1) * P(rest) cannot lead to anything <= useful.
Value usefulCap(Value useful, Value restProduct);

template <typename Emit>
void combineAll(std::span<const Value> left, std::span<const Value> right, StepRules rules,
                Value cap, Emit &&emit);
template <typename Emit>
void combineSorted(std::span<const Value> left, std::span<const Value> right, StepRules rules,
                   Value cap, Emit &&emit);

class SharedSubsets;

class ValueTable {
public:
    // `useful`: the largest value any question will ask about (the top of a range of targets, or
    // a target plus the distance still worth beating); values that cannot lead to one that small
    // are not kept. The default keeps everything.
    ValueTable(const TileSet &tiles, StepRules rules, Value useful = kValueCap);
    ~ValueTable();
    ValueTable(ValueTable &&) = default;
    ValueTable &operator=(ValueTable &&) = delete;

    const TileSet &tiles() const { return m_tiles; }
    StepRules rules() const { return m_rules; }

    // Drop mode only: a mask then keeps no value that a smaller part of it makes (every answer
    // and every fewest count through that value is made with fewer tiles through the smaller
    // part). Not for a table the distinct solutions read: they count every way.
    void leaveOutSmallerParts() { m_leaveOutSmallerParts = m_rules.pruneRedundant; }

    // The masks of levels not built yet whose values `shared` holds for these rules and this
    // limit are read from it, not built. It must outlive the table.
    void readShared(const SharedSubsets &shared) { m_shared = &shared; }

    // Lowers the useful limit for the masks not yet built (never raises it).
    void lowerUseful(Value useful) { m_useful = std::min(m_useful, useful); }
    // The largest value a mask keeps under the current limit.
    Value capOf(Mask mask) const { return usefulCap(m_useful, m_restProduct[mask]); }

    // Builds every level up to `count` tiles (at most size() - 1). False when cancelled; the
    // levels finished before stay.
    bool buildUpTo(int count, const SolveControl &control);
    int levelsBuilt() const { return m_levelsBuilt; }

    // Builds the next level mask by mask, calling afterMask(mask) after each; when it returns
    // false the level stays unfinished (the masks built so far can be read, the others are
    // empty until buildUpTo finishes it). With `stopAt`, a mask found to make that value stops
    // the level at once, without its other splits (Found; hit() says which mask): the value
    // cannot be beaten, and the mask is built again if buildUpTo finishes the level.
    enum class LevelEnd { Finished, Stopped, Found, Cancelled };
    LevelEnd buildNextLevel(const SolveControl &control, const std::function<bool(Mask)> &afterMask,
                            Value stopAt = kNoValue);
    Mask hit() const { return m_hit; }

    // Every value a mask of the level after the last one built makes (duplicates included, in no
    // set order), passed to visit(v) without being kept: for the level just below the whole
    // selection, the largest one, which a search then reads only once. Each split's results are
    // capped at capOf(mask) as it stands then (visit may lower it). Stops between splits once
    // stop() is true. False when cancelled.
    template <typename Visit, typename Stop>
    bool generate(Mask mask, const SolveControl &control, Visit &&visit, Stop &&stop) const
    {
        for (const Split &split : m_tiles.splits(mask)) {
            if (stop())
                return true;
            if (control.cancelled && control.cancelled())
                return false;
            combineSorted(values(split.a), values(split.b), m_rules, capOf(mask), visit);
        }
        return true;
    }

    // Sorted, distinct values of a canonical mask of a built level.
    std::span<const Value> values(Mask mask) const
    {
        if (const Value *shared = m_sharedValues[mask])
            return {shared, m_size[mask]};
        return {m_arena.data() + m_offset[mask], m_size[mask]};
    }
    bool contains(Mask mask, Value v) const;
    // Whether the mask's values are kept: its level is built, or it is built in an unfinished one.
    bool isBuilt(Mask mask) const { return m_built[mask]; }

private:
    LevelEnd buildLevel(int count, const SolveControl &control,
                        const std::function<bool(Mask)> &afterMask, Value stopAt);
    // Reads a mask's values from m_shared when it holds them; false when it does not.
    bool readSharedValues(Mask mask);

    const TileSet &m_tiles;
    StepRules m_rules;
    Value m_useful;
    int m_levelsBuilt = 0;
    std::size_t m_nextMask = 0; // of the level being built: the masks before it are built
    Mask m_hit = 0;
    bool m_leaveOutSmallerParts = false;
    std::array<Value, 128> m_restProduct{}; // P(tiles outside the mask), saturated at kValueCap
    std::vector<Value> m_arena;
    std::array<std::uint32_t, 128> m_offset{};
    std::array<std::uint32_t, 128> m_size{};
    std::array<bool, 128> m_built{};
    const SharedSubsets *m_shared = nullptr;
    std::array<const Value *, 128> m_sharedValues{}; // a mask's values in m_shared, not the arena
};

// Values below this are exact doubles.
inline constexpr Value kExactInDouble = Value(1) << 53;

// hi / lo rounded down, both below kExactInDouble (lo >= 1): when lo divides hi, exactly that
// quotient (a correctly rounded quotient that is an integer is that integer). A double division
// pipelines; a 64-bit integer division does not.
inline Value doubleQuotient(Value hi, Value lo)
{
    // Through signed integers: converting unsigned ones to and from double takes branches (x86-64
    // has no unsigned conversion before AVX-512).
    return Value(std::int64_t(double(std::int64_t(hi)) / double(std::int64_t(lo))));
}

// hi / lo when lo divides hi, else kNoValue (hi >= lo >= 1): below kExactInDouble a double
// division checked by multiplying back.
inline Value exactQuotient(Value hi, Value lo)
{
    if (hi < kExactInDouble) {
        const Value q = doubleQuotient(hi, lo);
        return q * lo == hi ? q : kNoValue;
    }
    return hi % lo == 0 ? hi / lo : kNoValue;
}

// The results of combining two value sets under the rules of a mode, fed to `emit` (duplicates
// included). Larger operand on the left; only positive integers up to `cap`, and only the
// operations the rules allow.
template <typename Emit>
inline void combineAll(std::span<const Value> left, std::span<const Value> right, StepRules rules,
                       Value cap, Emit &&emit)
{
    const auto [add, subtract, multiply, divide] = AllowedOperations(rules.operators);
    const bool prune = rules.pruneRedundant;
    for (const Value x : left) {
        for (const Value y : right) {
            const bool xHigh = x > y;
            const Value hi = xHigh ? x : y;
            const Value lo = xHigh ? y : x;
            if (add && hi + lo <= cap) // both <= 2^63 - 1: no wrap
                emit(hi + lo);
            if (subtract && hi != lo && hi - lo <= cap && (!prune || hi - lo != lo))
                emit(hi - lo);
            if (prune && lo == 1)
                continue;
            Value product;
            if (multiply && !qMulOverflow(hi, lo, &product) && product <= cap)
                emit(product);
            if (!divide)
                continue;
            if (hi < 2 * lo) { // the quotient can only be 1
                if (hi == lo && 1 <= cap && (!prune || lo != 1))
                    emit(1);
                continue;
            }
            const Value quotient = exactQuotient(hi, lo);
            if (quotient != kNoValue && quotient <= cap && (!prune || quotient != lo))
                emit(quotient);
        }
    }
}

// Whether a fixed d divides n, for d and n below 2^32, by one multiplication (Lemire, Kaser, Kurz
// 2019: with c = 2^64 / d rounded up, d divides n exactly when n * c mod 2^64 < c): in the loops
// that ask it of thousands of n, a division each cost a quarter of the time.
class DivisibilityTest {
public:
    static constexpr Value kBelow = Value(1) << 32;
    explicit DivisibilityTest(Value d)
        : m_magic(~Value(0) / d + 1) // 0 for d == 1: every n passes, rightly
    {
    }
    bool divides(Value n) const { return n * m_magic <= m_magic - 1; }

private:
    Value m_magic;
};

// What combineAll gives, in another order, for two sorted lists of distinct values: the table's
// way of building its levels, where that order does not matter. Each pair is taken with its
// smaller value fixed and the larger ones running (ascending) in an inner loop, so that how far
// each operation stays in range is found once per smaller value, not tested per pair; and
// whether the smaller divides the larger is a DivisibilityTest worked out once for it.
template <typename Emit>
inline void combineEachWithLarger(std::span<const Value> smaller, std::span<const Value> larger,
                                  bool strictly, StepRules rules, Value cap, Emit &emit)
{
    const auto [add, subtract, multiply, divide] = AllowedOperations(rules.operators);
    const bool prune = rules.pruneRedundant;
    const Value *const end = larger.data() + larger.size();
    for (const Value lo : smaller) {
        const Value *const first = strictly ? std::upper_bound(larger.data(), end, lo)
                                            : std::lower_bound(larger.data(), end, lo);
        if (first == end)
            break; // smaller ascends: no later value has a larger partner either
        if (add && lo < cap)
            for (const Value *hi = first, *last = std::upper_bound(first, end, cap - lo);
                 hi != last; ++hi)
                emit(*hi + lo);
        if (subtract) {
            // hi - lo in [1, cap]; in drop mode not lo itself (hi == 2 lo).
            const Value top = lo > kValueCap - cap ? kValueCap : cap + lo;
            for (const Value *hi = first + (*first == lo),
                             *last = std::upper_bound(first, end, top);
                 hi < last; ++hi)
                if (!prune || *hi != 2 * lo)
                    emit(*hi - lo);
        }
        if (prune && lo == 1)
            continue; // x * 1 and x / 1
        if (multiply)
            for (const Value *hi = first, *last = std::upper_bound(first, end, cap / lo);
                 hi != last; ++hi)
                emit(*hi * lo);
        if (!divide)
            continue;
        const Value *hi = first;
        if (lo < DivisibilityTest::kBelow) {
            const DivisibilityTest byLo(lo);
            for (const Value *last = std::lower_bound(first, end, DivisibilityTest::kBelow);
                 hi != last; ++hi) {
                if (byLo.divides(*hi)) [[unlikely]] {
                    const Value quotient = *hi / lo;
                    if (quotient <= cap && (!prune || quotient != lo))
                        emit(quotient);
                }
            }
        }
        for (; hi != end; ++hi)
            if (const Value quotient = exactQuotient(*hi, lo);
                quotient != kNoValue && quotient <= cap && (!prune || quotient != lo))
                emit(quotient);
    }
}

inline constexpr std::size_t kSortedCombineFrom = 64; // pairs; measured on the odds tables

// What combineAll gives, in the same order, for fewer than kSortedCombineFrom pairs of values below
// kExactInDouble, without a branch per operation: each result is written to a buffer and kept or
// not by its condition, then emitted. combineAll's branches went either way pair by pair (which
// operation stays under the cap, whether the larger value is twice the smaller), and their
// mispredictions were most of its time on the short lists of the smaller masks.
template <typename Emit>
inline void combineFew(std::span<const Value> left, std::span<const Value> right, StepRules rules,
                       Value cap, Emit &&emit)
{
    const auto [add, subtract, multiply, divide] = AllowedOperations(rules.operators);
    const bool prune = rules.pruneRedundant;
    // Four results at most per pair: the buffer holds them all.
    assert(left.size() * right.size() <= kSortedCombineFrom);
    assert((left.empty() || left.back() < kExactInDouble)
           && (right.empty() || right.back() < kExactInDouble));
    std::array<Value, 4 * kSortedCombineFrom> results;
    Value *out = results.data();
    for (const Value x : left) {
        for (const Value y : right) {
            const Value hi = x > y ? x : y;
            const Value lo = x > y ? y : x;
            const bool byOne = prune & (lo == 1); // x * 1 and x / 1
            const Value sum = hi + lo;
            *out = sum;
            out += add & (sum <= cap);
            const Value difference = hi - lo;
            *out = difference;
            out += subtract & (difference - 1 < cap) & !(prune & (difference == lo));
            Value product;
            const bool overflow = qMulOverflow(hi, lo, &product);
            *out = product;
            out += multiply & !overflow & (product <= cap) & !byOne;
            // As exactQuotient; a quotient of 1 when hi < 2 lo, as it must be.
            const Value quotient = doubleQuotient(hi, lo);
            *out = quotient;
            out += divide & (quotient * lo == hi) & (quotient <= cap) & !byOne
                   & !(prune & (quotient == lo));
        }
    }
    for (const Value *v = results.data(); v != out; ++v)
        emit(*v);
}

template <typename Emit>
inline void combineSorted(std::span<const Value> left, std::span<const Value> right,
                          StepRules rules, Value cap, Emit &&emit)
{
    // Its few lookups per value cost more than they save when each list is short.
    if (left.size() * right.size() < kSortedCombineFrom) {
        if (!left.empty() && !right.empty() && left.back() < kExactInDouble
            && right.back() < kExactInDouble)
            combineFew(left, right, rules, cap, emit);
        else
            combineAll(left, right, rules, cap, emit);
        return;
    }
    combineEachWithLarger(left, right, false, rules, cap, emit); // x <= y
    combineEachWithLarger(right, left, true, rules, cap, emit);  // y < x
}

// Where a value v of a mask one tile short of the whole selection must lie for v alone (drop mode)
// or one step between v and e, the tile left out, to give a result in [low, high]: a few
// intervals, wider than needed where that is simpler (the step is then computed and checked).
// Lets that mask's values be tested as they are made instead of stored: most fall in none. The
// intervals' parts below 2^18 are bits of a bitmap of the thread's (32 KB, in the first-level
// cache), so that most values are tested with one load.
class LastStepWindows {
public:
    LastStepWindows(bool alone, OperatorSet operators);
    ~LastStepWindows(); // leaves the bitmap clear for the next
    LastStepWindows(const LastStepWindows &) = delete;
    LastStepWindows &operator=(const LastStepWindows &) = delete;

    // Results wanted in [low, high] (1 <= low <= high <= kValueCap) from values and the tile e.
    void aim(Value e, Value low, Value high);

    bool mayReach(Value v) const
    {
        if (v < kDirectLimit)
            return (m_bits[v >> 6] >> (v & 63)) & 1;
        bool any = false;
        for (std::size_t i = 0; i < kCount; ++i)
            any |= v - m_low[i] <= m_width[i];
        return any;
    }

private:
    static constexpr Value kDirectLimit = Value(1) << 18;
    static constexpr std::size_t kCount = 7;
    void set(std::size_t i, bool allowed, Value low, Value high);
    void markBits(bool on); // the windows' parts below kDirectLimit

    bool m_alone;
    OperatorSet m_operators;
    std::uint64_t *m_bits;
    std::array<Value, kCount> m_low{};
    std::array<Value, kCount> m_width{};
};

// A step `left op right` between values of two disjoint masks: how a value of their union is
// made. An empty step (no left mask) when none is known.
struct Step {
    Mask leftMask = 0, rightMask = 0;
    Value left = kNoValue, right = kNoValue;
    Operator op = Operator::Add;
    bool isEmpty() const { return leftMask == 0; }
};

// The step between a and b (of masks am and bm) that the rules allow and that gives r, the
// larger operand first (the way combineAll makes r from them); empty when there is none.
Step stepGiving(Mask am, Value a, Mask bm, Value b, Value r, OperatorSet operators);

// A split's two value lists, the shorter first: loops run over the shorter and binary-search the
// longer.
struct SplitValues {
    Mask xMask, yMask;
    std::span<const Value> xs, ys;
};
inline SplitValues shorterFirst(const ValueTable &table, const Split &split)
{
    SplitValues v{split.a, split.b, table.values(split.a), table.values(split.b)};
    if (v.xs.size() > v.ys.size()) {
        std::swap(v.xMask, v.yMask);
        std::swap(v.xs, v.ys);
    }
    return v;
}

// Searches over a mask through its splits, for masks whose values are not stored (the whole
// selection). Each split's parts must be in built levels.
class SplitSearch {
public:
    explicit SplitSearch(const ValueTable &table)
        : m_table(table)
    {
    }

    // The largest value <= below and the smallest >= above that the mask makes (kNoValue when
    // there is none). Used for the closest value to a target and for the next closest.
    struct Bounds {
        Value largestBelow = kNoValue;
        Value smallestAbove = kNoValue;
    };
    Bounds bounds(Mask mask, Value below, Value above) const;

    // The value the mask makes that is closest to the target and at most `within` from it (the
    // lower of two equally close ones); kNoValue when there is none. Cheaper than bounds() when
    // the window is narrow: it looks only where a result could land in it, narrowing it as it
    // goes, and stops at an exact hit. Splits with a part in a level not built yet are left out
    // (the caller searches again once it is built). With `largerPart`, only the splits whose
    // larger part has that many tiles (those a level just built adds). With `largerMask`, only
    // the split whose larger part is that mask (built in a level not finished yet). With `step`,
    // the step that makes the value found is written there (unchanged when none is found).
    Value closestWithin(Mask mask, Value target, Value within, int largerPart = 0,
                        Mask largerMask = 0, Step *step = nullptr) const;

    // Marks every value in [low, high] that the mask makes: marks[v - low] = mark, where it is 0.
    // Through the splits closestWithin would take with the same `largerPart` and `largerMask`
    // (all those with both parts built when both are 0). Returns how many it marked.
    std::size_t markRange(Mask mask, Value low, Value high, std::uint8_t mark,
                          std::vector<std::uint8_t> &marks, int largerPart = 0,
                          Mask largerMask = 0) const;

private:
    // Whether a search with these `largerPart` and `largerMask` takes the split (closestWithin).
    bool takes(const Split &split, int largerPart, Mask largerMask) const;

    const ValueTable &m_table;
};

// An expression for a value that a mask makes with all of its tiles. Every part of the mask's
// splits must be in a built level: the mask itself need not be.
Expression expressionFor(const ValueTable &table, Mask mask, Value value);
// The same for the value `step` makes, from the expressions of its operands: for the whole
// selection, whose parts one tile short are not kept (a search records the step it found).
Expression expressionFor(const ValueTable &table, const Step &step);

} // namespace countdown::detail
