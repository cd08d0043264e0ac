// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

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

bool isCancelled(const SolveControl &control)
{
    return control.cancelled && control.cancelled();
}

} // namespace

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
    const std::span<const Value> s = values(mask);
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

} // namespace countdown::detail
