// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Which targets of a range a selection makes, and with how few tiles (Solver::reachable): for one
// selection, or for each of the many of an odds table, which share what their sub-multisets make.
#pragma once

#include "answers.h"
#include "steprules.h"
#include "tileset.h"

#include <optional>

namespace countdown::detail {

class SharedSubsets;

// Every value in [low, high] the tiles make under `rules`, with the fewest tiles for each (drop
// mode) or all of them (use-all: StepRules::pruneRedundant false). nullopt when cancelled.
// `shared`: values of sub-multisets built once for many selections, made for these rules and
// `high` (SharedSubsets::serves), or null.
std::optional<Reachability> reachableTargets(const TileSet &tiles, StepRules rules, Number low,
                                             Number high, const SolveControl &control,
                                             const SharedSubsets *shared = nullptr);

} // namespace countdown::detail
