// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reachable.h"

#include "sharedsubsets.h"
#include "splitsearch.h"
#include "valuetable.h"

#include <algorithm>

namespace countdown::detail {

std::optional<Reachability> reachableTargets(const TileSet &tiles, StepRules rules, Number low,
                                             Number high, const SolveControl &control,
                                             const SharedSubsets *shared)
{
    low = std::max<Number>(low, 1);
    high = std::max(high, low - 1);
    Reachability result;
    result.low = low;
    result.high = high;
    result.fewest.assign(std::size_t(high - low + 1), 0);
    // Its own table, holding only values that can lead to one <= high.
    ValueTable table(tiles, rules, Value(std::max<Number>(high, 1)));
    table.leaveOutSmallerParts(); // only the fewest tiles for each value are asked for
    if (shared)
        table.readShared(*shared);

    const int n = tiles.size();
    std::size_t unmarked = result.fewest.size();
    const auto markStored = [&](Mask mask, int count) {
        const auto values = table.values(mask);
        for (auto it = std::lower_bound(values.begin(), values.end(), Value(low));
             it != values.end() && *it <= Value(high); ++it) {
            std::uint8_t &mark = result.fewest[std::size_t(Number(*it) - low)];
            if (mark == 0) {
                mark = std::uint8_t(count);
                --unmarked;
            }
        }
    };
    if (n == 1 || rules.pruneRedundant)
        for (const Mask mask : tiles.masksOfSize(1))
            markStored(mask, 1);
    if (n == 1 || unmarked == 0)
        return result;

    const SplitSearch search(table);
    const auto markWhole = [&](int largerPart, Mask largerMask) {
        unmarked -= search.markRange(tiles.full(), Value(low), Value(high), std::uint8_t(n),
                                     result.fewest, largerPart, largerMask);
    };
    // Level by level, each mask marking (drop mode) what it makes as soon as it is built: once
    // every value of the range is marked, with the fewest tiles since fewer come first, the
    // larger levels are left unbuilt. Most selections of seven tiles mark them all before the
    // largest level (n - 1 tiles) is finished.
    for (int count = 2; count < n && unmarked > 0; ++count) {
        const bool largest = count == n - 1;
        if (largest && !rules.pruneRedundant) {
            // Use-all: only the whole selection counts. Its splits into two built parts first,
            // then each split with a one-tile part as its larger part is built.
            markWhole(0, 0);
            if (unmarked == 0)
                break;
        }
        const auto end = table.buildNextLevel(control, [&](Mask mask) {
            if (rules.pruneRedundant)
                markStored(mask, count);
            else if (largest)
                markWhole(0, mask);
            return unmarked > 0;
        });
        if (end == ValueTable::LevelEnd::Cancelled)
            return std::nullopt;
        if (end != ValueTable::LevelEnd::Finished)
            return result; // stopped: everything is marked
        if (largest && !rules.pruneRedundant)
            return result; // every split of the whole selection is taken
    }
    if (control.cancelled && control.cancelled())
        return std::nullopt;
    // Fewer tiles make every value of the range: the whole selection adds nothing.
    if (unmarked > 0)
        markWhole(0, 0);
    return result;
}

} // namespace countdown::detail
