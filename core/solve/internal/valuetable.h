// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The values each sub-multiset of the tiles makes when all of its tiles are used, built level by
// level (one tile, two tiles, ...). The last level, the whole selection, is never stored: it is
// the largest by far and every question about it (closest value, values in a range) can be
// answered from its two parts (splitsearch.h). The best answer's search keeps the level below it
// neither (the largest stored one, read once): generate() makes its values and LastStepWindows
// (laststepwindows.h) tests each. How a level's values are made from its parts: combine.h.
#pragma once

#include "answers.h"
#include "combine.h"
#include "steprules.h"
#include "tileset.h"
#include "value.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <utility>
#include <vector>

namespace countdown::detail {

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

} // namespace countdown::detail
