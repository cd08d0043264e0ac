// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The enumeration underneath the odds, for any bag (tests use small ones that can be checked by
// hand): the equally likely draws of a variant's tiles, the distinct selections they give, and how
// many draws give each.
#pragma once

#include "gamevariant.h"
#include "number.h"
#include "rules.h"

#include <cstdint>
#include <vector>

namespace countdown {

// Part of a draw: `count` tiles taken from `bag` without replacement, every subset of positions
// equally likely. A round's tiles are the union of the parts, drawn independently (UK: k from the
// large bag and 6 - k from the small one; French: six from the single bag).
struct BagDraw {
    std::vector<Number> bag; // equal numbers are interchangeable tiles
    int count = 0;
};

// The parts of a draw under a variant: `large` (clamped to its pick) from the large bag and the
// rest from the small one, or every tile from the one bag (large is then ignored).
std::vector<BagDraw> variantDraw(const GameVariant &variant, int large = 0);
// The same under the older rule sets: UK or French. Custom rules have no draw: an empty list.
std::vector<BagDraw> rulesDraw(RuleSet rules, int large = 0);

// A distinct selection (sorted ascending) and how many of the equally likely draws give it.
struct WeightedSelection {
    std::vector<Number> tiles;
    std::uint64_t draws = 0;
};

// Every distinct selection of a draw, in increasing lexicographic order. Its `draws` add up to
// drawCount(draw), so a selection's probability is draws / drawCount(draw). Holds them all:
// ask selectionCount first.
std::vector<WeightedSelection> distinctSelections(const std::vector<BagDraw> &draw);
// How many distinct selections a draw has (distinctSelections(draw).size()), counted without
// enumerating them; saturates at the largest std::uint64_t. 0 when a count is negative or larger
// than its bag.
std::uint64_t selectionCount(const std::vector<BagDraw> &draw);
// The number of equally likely draws: the product of C(bag size, count). 0 when a count is
// negative or larger than its bag, or on 64-bit overflow.
std::uint64_t drawCount(const std::vector<BagDraw> &draw);

} // namespace countdown
