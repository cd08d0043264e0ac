// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reachable.h"

#include "sharedsubsets.h"
#include "splitsearch.h"
#include "valuetable.h"

#include <algorithm>

namespace countdown::detail {

bool markReachable(const TileSet &tiles, StepRules rules, RangeMarks &marks,
                   const SolveControl &control, const SharedSubsets *shared)
{
    const Value low = marks.low(), high = marks.high();
    // Its own table, holding only values that can lead to one <= high.
    ValueTable table(tiles, rules, std::max<Value>(high, 1));
    table.leaveOutSmallerParts(); // only the fewest tiles for each value are asked for
    if (shared)
        table.readShared(*shared);

    const int n = tiles.size();
    const auto markStored = [&](Mask mask, int count) {
        const auto values = table.values(mask);
        const auto first = std::lower_bound(values.begin(), values.end(), low);
        marks.markEach(first, std::upper_bound(first, values.end(), high), std::uint8_t(count),
                       [](Value v) { return v; });
    };
    if (n == 1 || rules.pruneRedundant)
        for (const Mask mask : tiles.masksOfSize(1))
            markStored(mask, 1);
    if (n == 1 || marks.unmarked() == 0)
        return true;

    const SplitSearch search(table);
    const auto markWhole = [&](int largerPart, Mask largerMask) {
        search.markRange(tiles.full(), std::uint8_t(n), marks, largerPart, largerMask);
    };
    // Level by level, each mask marking (drop mode) what it makes as soon as it is built: once
    // every value of the range is marked, with the fewest tiles since fewer come first, the
    // larger levels are left unbuilt. Most selections of seven tiles mark them all before the
    // largest level (n - 1 tiles) is finished.
    for (int count = 2; count < n && marks.unmarked() > 0; ++count) {
        const bool largest = count == n - 1;
        if (largest && !rules.pruneRedundant) {
            // Use-all: only the whole selection counts. Its splits into two built parts first,
            // then each split with a one-tile part as its larger part is built.
            markWhole(0, 0);
            if (marks.unmarked() == 0)
                break;
        }
        const auto end = table.buildNextLevel(control, [&](Mask mask) {
            if (rules.pruneRedundant)
                markStored(mask, count);
            else if (largest)
                markWhole(0, mask);
            return marks.unmarked() > 0;
        });
        if (end == ValueTable::LevelEnd::Cancelled)
            return false;
        if (end != ValueTable::LevelEnd::Finished)
            return true; // stopped: everything is marked
        if (largest && !rules.pruneRedundant)
            return true; // every split of the whole selection is taken
    }
    if (control.cancelled && control.cancelled())
        return false;
    // Fewer tiles make every value of the range: the whole selection adds nothing.
    if (marks.unmarked() > 0)
        markWhole(0, 0);
    return true;
}

std::optional<Reachability> reachableTargets(const TileSet &tiles, StepRules rules, Number low,
                                             Number high, const SolveControl &control,
                                             const SharedSubsets *shared)
{
    low = std::max<Number>(low, 1);
    high = std::max(high, low - 1);
    RangeMarks marks;
    marks.reset(Value(low), Value(high));
    if (!markReachable(tiles, rules, marks, control, shared))
        return std::nullopt;
    Reachability result;
    result.low = low;
    result.high = high;
    result.fewest = marks.take();
    return result;
}

} // namespace countdown::detail
