// The values each sub-multiset of the tiles makes when all of its tiles are used, built level by
// level (one tile, two tiles, ...). The last level, the whole selection, is never stored: it is
// the largest by far and every question about it (closest value, values in a range) can be
// answered from its two parts.
#pragma once

#include "arithmetic.h"
#include "solver.h"
#include "tileset.h"

#include <QtNumeric>

#include <cstdint>
#include <span>
#include <vector>

namespace countdown::detail {

using Value = std::uint64_t;
inline constexpr Value kNoValue = 0; // values are positive: 0 means "none"
inline constexpr Value kValueCap = Value(kMaxIntermediate);

// Steps a table leaves out. In DropAllowed mode a step whose result the smaller part already makes
// (x * 1, x / 1, 2y - y, y*y / y) adds nothing: that value is made with fewer tiles. These are
// also exactly the steps domain.md's convention for distinct solutions refuses (rule 3).
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

class ValueTable {
public:
    ValueTable(const TileSet &tiles, StepRules rules);

    const TileSet &tiles() const { return m_tiles; }
    StepRules rules() const { return m_rules; }

    // Builds every level up to `count` tiles (at most size() - 1). False when cancelled; the
    // levels finished before stay.
    bool buildUpTo(int count, const SolveControl &control);
    int levelsBuilt() const { return m_levelsBuilt; }

    // Sorted, distinct values of a canonical mask of a built level.
    std::span<const Value> values(Mask mask) const
    {
        return {m_arena.data() + m_offset[mask], m_size[mask]};
    }
    bool contains(Mask mask, Value v) const;

private:
    bool buildLevel(int count, const SolveControl &control);

    const TileSet &m_tiles;
    StepRules m_rules;
    int m_levelsBuilt = 0;
    std::vector<Value> m_arena;
    std::array<std::uint32_t, 128> m_offset{};
    std::array<std::uint32_t, 128> m_size{};
};

// The results of combining two value sets under the rules of a mode, fed to `emit` (duplicates
// included). Larger operand on the left; only positive integers within 64 bits, and only the
// operations the rules allow.
template <typename Emit>
inline void combineAll(std::span<const Value> left, std::span<const Value> right, StepRules rules,
                       Emit &&emit)
{
    const bool add = rules.operators.contains(Operator::Add);
    const bool subtract = rules.operators.contains(Operator::Subtract);
    const bool multiply = rules.operators.contains(Operator::Multiply);
    const bool divide = rules.operators.contains(Operator::Divide);
    for (const Value x : left) {
        for (const Value y : right) {
            const Value hi = x > y ? x : y;
            const Value lo = x > y ? y : x;
            if (add && hi + lo <= kValueCap)
                emit(hi + lo);
            if (subtract && hi != lo && (!rules.pruneRedundant || hi - lo != lo))
                emit(hi - lo);
            if (rules.pruneRedundant && lo == 1)
                continue;
            Value product;
            if (multiply && !qMulOverflow(hi, lo, &product) && product <= kValueCap)
                emit(product);
            if (divide && hi % lo == 0) {
                const Value quotient = hi / lo;
                if (!rules.pruneRedundant || quotient != lo)
                    emit(quotient);
            }
        }
    }
}

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

    // Marks every value in [low, high] that the mask makes: marks[v - low] = mark, where it is 0.
    void markRange(Mask mask, Value low, Value high, std::uint8_t mark,
                   std::vector<std::uint8_t> &marks) const;

private:
    const ValueTable &m_table;
};

// An expression for a value that a mask makes with all of its tiles.
Expression expressionFor(const ValueTable &table, Mask mask, Value value);

} // namespace countdown::detail
