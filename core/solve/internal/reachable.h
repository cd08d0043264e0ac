// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Which targets of a range a selection makes, and with how few tiles (Solver::reachable): for one
// selection, or for each of the many of an odds table, which share what their sub-multisets make.
#pragma once

#include "answers.h"
#include "rangemarks.h"
#include "steprules.h"
#include "tileset.h"

#include <optional>

namespace countdown::detail {

class SharedSubsets;

// Marks every value of [marks.low(), marks.high()] the tiles make under `rules`, with the fewest
// tiles for each (drop mode) or all of them (use-all: StepRules::pruneRedundant false), in marks
// reset for that range (RangeMarks::reset). False when cancelled. What it costs follows the values
// the tiles make, not the width of the range. `shared`: as below.
bool markReachable(const TileSet &tiles, StepRules rules, RangeMarks &marks,
                   const SolveControl &control, const SharedSubsets *shared = nullptr);

// Every value in [low, high] the tiles make under `rules`, with the fewest tiles for each (drop
// mode) or all of them (use-all: StepRules::pruneRedundant false). nullopt when cancelled.
// `shared`: values of sub-multisets built once for many selections, made for these rules and
// `high` (SharedSubsets::serves), or null.
std::optional<Reachability> reachableTargets(const TileSet &tiles, StepRules rules, Number low,
                                             Number high, const SolveControl &control,
                                             const SharedSubsets *shared = nullptr);

} // namespace countdown::detail
