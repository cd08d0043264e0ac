// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "closestsearch.h"

#include "combine.h"
#include "laststepwindows.h"
#include "splitsearch.h"
#include "steprules.h"

#include <algorithm>
#include <span>

namespace countdown::detail {

namespace {

// Whether a stored mask makes a value closer than the best so far: the two around the target.
void considerStored(Closest &closest, const ValueTable &table, Mask mask, int tiles)
{
    const auto values = table.values(mask);
    const auto it = std::lower_bound(values.begin(), values.end(), closest.target);
    if (it != values.end())
        closest.consider(*it, tiles, mask);
    if (it != values.begin())
        closest.consider(*(it - 1), tiles, mask);
}

// A distance that some use of every tile is sure to achieve, known before solving: that of their
// sum (or product), when the operation is allowed. Values further from the target than that are
// never needed.
Value useAllDistanceBound(const TileSet &tiles, OperatorSet operators, Value target)
{
    Value sum = 0, product = 1;
    for (const Number n : tiles.tiles()) {
        sum += Value(n); // at most 7 * 999,999
        Value next;
        product = qMulOverflow(product, Value(n), &next) || next > kValueCap ? kValueCap : next;
    }
    const auto distance = [&](Value v) { return v > target ? v - target : target - v; };
    if (operators.contains(Operator::Add))
        return distance(sum);
    if (operators.contains(Operator::Multiply) && product != kValueCap)
        return distance(product);
    return kValueCap;
}

// The masks one tile short of the whole selection, searched without keeping their values (the
// largest level by far, read only once here): each value is made and tested against the windows
// where it, or one step with the tile left out, lands within the best distance so far; only the
// few inside are looked at closely. Drop mode: a value alone is an answer with one tile fewer,
// and an exact one ends the search; once the best answer is the target made with every tile, only
// that can beat it, and each mask left is asked whether it makes the target (lookups in its parts)
// instead. Covers every split of the whole selection with a one-tile part.
class LastLevelSearch {
public:
    LastLevelSearch(ValueTable &table, Closest &found, Value startDistance)
        : m_table(table)
        , m_found(found)
        , m_startDistance(startDistance)
        , m_rules(table.rules())
        , m_n(table.tiles().size())
    {
    }

    // False when cancelled.
    bool run(const SolveControl &control)
    {
        const TileSet &tiles = m_table.tiles();
        const auto done = [&] { return finished(); };
        if (finished())
            return true;
        for (const Mask mask : tiles.masksOfSize(m_n - 1)) {
            if (onlyFewerTilesLeft()) {
                // Only the target made with this mask's tiles can do better, and a few lookups
                // in its parts say whether it is: not every value it makes.
                if (control.cancelled && control.cancelled())
                    return false;
                const Value t = m_found.target;
                if (SplitSearch(m_table).closestWithin(mask, t, 0) == t) {
                    m_found.consider(t, m_n - 1, mask);
                    break;
                }
                continue;
            }
            m_mask = mask;
            m_e = Value(tiles.tileOf(Mask(tiles.full() & ~mask)));
            aim();
            // Inlined where the values are made: only the test; the rest is out of line.
            const auto visit = [this](Value v) {
                if (m_windows.mayReach(v)) [[unlikely]]
                    lookClosely(v);
            };
            if (!m_table.generate(mask, control, visit, done))
                return false;
            if (finished())
                break;
        }
        return true;
    }

private:
    // Use-all: an exact answer ends it. Drop mode: one with n - 1 tiles; one with n tiles can
    // still lose to one with fewer.
    bool finished() const
    {
        return m_found.value != kNoValue && m_found.distance == 0
               && (!m_rules.pruneRedundant || m_found.count < m_n);
    }

    // Drop mode, once the best answer is the target made with every tile: only the target made
    // with fewer can beat it.
    bool onlyFewerTilesLeft() const
    {
        return m_rules.pruneRedundant && m_found.value != kNoValue && m_found.distance == 0
               && m_found.count == m_n;
    }

    void aim()
    {
        const Value t = m_found.target;
        const Value d = m_found.value == kNoValue ? m_startDistance : m_found.distance;
        m_windows.aim(m_e, t > d ? t - d : 1, saturatingAdd(t, d));
    }

    [[gnu::noinline]] void lookClosely(Value v)
    {
        const Value value = m_found.value, distance = m_found.distance;
        if (m_rules.pruneRedundant) // drop mode: v alone
            m_found.consider(v, m_n - 1, m_mask);
        const Mask full = m_table.tiles().full();
        const Mask rest = Mask(full & ~m_mask);
        combineAll(std::span<const Value>(&v, 1), std::span<const Value>(&m_e, 1), m_rules,
                   kValueCap, [&](Value r) {
                       if (m_found.consider(r, m_n, full))
                           m_found.step = stepGiving(m_mask, v, rest, m_e, r, m_rules.operators);
                   });
        if (m_found.value != value || m_found.distance != distance) {
            aim();
            m_table.lowerUseful(saturatingAdd(m_found.target, m_found.distance));
        }
    }

    ValueTable &m_table;
    Closest &m_found;
    const Value m_startDistance;
    const StepRules m_rules;
    const int m_n;
    Mask m_mask = 0;
    Value m_e = 0;
    LastStepWindows m_windows{m_rules.pruneRedundant, m_rules.operators};
};

// searchClosest's steps once the lone tiles are considered: the levels in the order that the
// mode's answers are found soonest, and the whole selection through its splits. Each step is
// false when cancelled.
class ClosestSearch {
public:
    ClosestSearch(ValueTable &table, Closest &found, Value startDistance,
                  const SolveControl &control)
        : m_table(table)
        , m_tiles(table.tiles())
        , m_found(found)
        , m_target(found.target)
        , m_startDistance(startDistance)
        , m_control(control)
        , m_n(table.tiles().size())
    {
    }

    // Three tiles or more, drop mode.
    bool dropMode()
    {
        // Level by level, so that the first exact answer found uses the fewest tiles; each mask
        // is looked at as soon as it is built, and later masks keep only what could do better.
        // The last level (n - 1 tiles) is searched, not kept: below.
        for (int count = 2; count < m_n - 1 && m_found.distance != 0; ++count) {
            const auto end = m_table.buildNextLevel(
                m_control,
                [&](Mask mask) {
                    considerStored(m_found, m_table, mask, count);
                    m_table.lowerUseful(saturatingAdd(m_target, m_found.distance));
                    return m_found.distance != 0;
                },
                m_target);
            if (end == ValueTable::LevelEnd::Cancelled)
                return false;
            if (end == ValueTable::LevelEnd::Found)
                m_found.consider(m_target, count, m_table.hit());
        }
        // The splits of the whole selection into parts of two or more tiles (all built): a few
        // lookups each. An answer closer than the best so far narrows the search below, and an
        // exact one leaves it only the target to look for with one tile fewer.
        if (m_n > 3 && m_found.distance != 0) {
            if (cancelled())
                return false;
            considerWhole(m_found.distance - 1);
        }
        // An exact answer with every tile can still lose to one with a tile fewer: the search
        // decides itself whether it has anything left to do.
        return LastLevelSearch(m_table, m_found, m_startDistance).run(m_control);
    }

    // Three tiles or more, use-all mode.
    bool useAll()
    {
        // The splits of the whole selection into parts of two or more tiles first, each as soon
        // as its larger part's level is built: they often hit the target, which leaves the
        // larger levels unbuilt, and otherwise narrow what those levels must keep.
        for (int count = 2; count <= m_n - 2 && !exact(); ++count) {
            if (count == m_n - 2 && 2 * count > m_n) {
                if (!largestKeptLevel(count))
                    return false;
                continue;
            }
            if (!m_table.buildUpTo(count, m_control))
                return false;
            if (2 * count < m_n) // the other part is larger, not built yet
                continue;
            considerWholeAndNarrow(count);
        }
        // Only the splits with a one-tile part are left.
        return exact() || LastLevelSearch(m_table, m_found, m_startDistance).run(m_control);
    }

    // Two tiles, in either mode: their one split.
    bool twoTiles()
    {
        if (m_found.value != kNoValue && m_found.distance == 0)
            return true;
        if (cancelled())
            return false;
        // Drop mode: only strictly closer than a smaller answer (fewer tiles win a tie). Use-all:
        // as close as the best so far (the lower value wins a tie).
        const Value within = m_found.value == kNoValue ? m_startDistance
                             : m_found.count < m_n     ? m_found.distance - 1
                                                       : m_found.distance;
        considerWhole(within);
        return true;
    }

private:
    bool cancelled() const { return m_control.cancelled && m_control.cancelled(); }
    bool exact() const { return m_found.value != kNoValue && m_found.distance == 0; }

    // The whole selection through its splits whose parts closestWithin takes: its value and the
    // step that makes it, when closer.
    void considerWhole(Value within, int largerPart = 0, Mask largerMask = 0)
    {
        Step step;
        const Value v = SplitSearch(m_table).closestWithin(m_tiles.full(), m_target, within,
                                                           largerPart, largerMask, &step);
        m_found.consider(v, m_n, m_tiles.full(), step);
    }

    // The same within the best distance so far, which then narrows what the levels keep.
    void considerWholeAndNarrow(int largerPart, Mask largerMask = 0)
    {
        const Value within = m_found.value == kNoValue ? m_startDistance : m_found.distance;
        considerWhole(within, largerPart, largerMask);
        if (m_found.value != kNoValue)
            m_table.lowerUseful(saturatingAdd(m_target, m_found.distance));
    }

    // Use-all: the largest kept level mask by mask, each searched with the rest of the selection
    // (a smaller part, built) as soon as it is built: an exact answer leaves the rest of the
    // level unbuilt, and the last level unsearched.
    bool largestKeptLevel(int count)
    {
        const auto end = m_table.buildNextLevel(m_control, [&](Mask mask) {
            for (const Split &split : m_tiles.splits(m_tiles.full()))
                if (split.b == mask)
                    considerWholeAndNarrow(count, mask);
            return !exact();
        });
        return end != ValueTable::LevelEnd::Cancelled;
    }

    ValueTable &m_table;
    const TileSet &m_tiles;
    Closest &m_found;
    const Value m_target;
    const Value m_startDistance;
    const SolveControl &m_control;
    const int m_n;
};

} // namespace

std::optional<ClosestAnswer> searchClosest(const TileSet &tiles, SolveMode mode,
                                           OperatorSet operators, Value t,
                                           const SolveControl &control, bool forDistinct)
{
    const int n = tiles.size();
    Closest closest;
    closest.target = t;
    // One tile alone is an answer in drop mode (and the only one with one tile).
    for (const Mask mask : tiles.masksOfSize(1))
        if (mode == SolveMode::DropAllowed || n == 1)
            closest.consider(Value(tiles.tileOf(mask)), 1, mask);

    // Only values that can lead to an answer at least as close as the best one known are kept.
    const Value startDistance =
        closest.value != kNoValue ? closest.distance : useAllDistanceBound(tiles, operators, t);
    ClosestAnswer search{
        ValueTable(tiles, StepRules::of(mode, operators), saturatingAdd(t, startDistance)),
        closest};
    if (!forDistinct)
        search.table.leaveOutSmallerParts();
    ClosestSearch steps(search.table, search.closest, startDistance, control);
    bool searched = true;
    if (n > 2)
        searched = mode == SolveMode::DropAllowed ? steps.dropMode() : steps.useAll();
    else if (n == 2)
        searched = steps.twoTiles();
    if (!searched)
        return std::nullopt;
    return search;
}

// The expression of the closest value: from its step when the search recorded one.
Expression expressionOf(const ValueTable &table, const Closest &closest)
{
    return closest.step.isEmpty() ? expressionFor(table, closest.mask, closest.value)
                                  : expressionFor(table, closest.step);
}
} // namespace countdown::detail
