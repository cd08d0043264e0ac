// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The tiles of one selection seen as a multiset: which sub-multisets exist and how each one splits
// into two. Equal tiles are interchangeable, so a sub-multiset is represented by one "canonical"
// bit mask (the lowest positions of each run of equal tiles).
#pragma once

#include "number.h"

#include <array>
#include <cstdint>
#include <vector>

namespace countdown::detail {

using Mask = std::uint8_t; // up to 7 tiles

struct Split {
    Mask a; // canonical masks of the two parts, disjoint as multisets, together the whole
    Mask b;
};

// The masks and splits of a selection depend only on how many tiles it has and which neighbours
// (sorted) are equal, not on the tiles' values: at most 7 * 64 layouts, each built once per
// process and shared by every TileSet with that shape (an odds table makes thousands of them).
struct TileLayout {
    std::array<Mask, 128> canonical{};
    std::array<std::vector<Mask>, 8> bySize;
    std::array<std::vector<Split>, 128> splits;
};

class TileSet {
public:
    explicit TileSet(std::vector<Number> numbers);

    int size() const { return int(m_tiles.size()); }
    Mask full() const { return Mask((1u << m_tiles.size()) - 1); }
    // Sorted ascending.
    const std::vector<Number> &tiles() const { return m_tiles; }

    Mask canonical(unsigned mask) const { return m_layout->canonical[mask]; }
    // Canonical masks with `count` tiles, in increasing order.
    const std::vector<Mask> &masksOfSize(int count) const
    {
        return m_layout->bySize[std::size_t(count)];
    }
    // Unordered splits of a canonical mask of two or more tiles, each listed once, the ones with a
    // smaller part first (they give chain-like answers, which are the easiest to follow).
    const std::vector<Split> &splits(Mask mask) const { return m_layout->splits[mask]; }

    // A table, not std::popcount: without -mpopcnt that is a library call, and this is asked in
    // inner loops.
    static int countOf(unsigned mask) { return kCounts[mask & 127u]; }

    // The tile of a one-tile mask.
    Number tileOf(Mask mask) const { return m_tiles[std::size_t(kLowestBit[mask & 127u])]; }
    // The tiles of a mask, sorted, into `out`; how many.
    std::size_t tilesOf(Mask mask, std::array<Number, 7> &out) const
    {
        std::size_t count = 0;
        for (std::size_t i = 0; i < m_tiles.size(); ++i)
            if (mask & (1u << i))
                out[count++] = m_tiles[i];
        return count;
    }

private:
    static constexpr std::array<std::uint8_t, 128> kCounts = [] {
        std::array<std::uint8_t, 128> counts{};
        for (unsigned m = 1; m < 128; ++m)
            counts[m] = std::uint8_t(counts[m >> 1] + (m & 1u));
        return counts;
    }();
    static constexpr std::array<std::uint8_t, 128> kLowestBit = [] {
        std::array<std::uint8_t, 128> lowest{};
        for (unsigned m = 1; m < 128; ++m)
            lowest[m] = (m & 1u) ? 0 : std::uint8_t(lowest[m >> 1] + 1);
        return lowest;
    }();

    std::vector<Number> m_tiles;
    const TileLayout *m_layout;
};

} // namespace countdown::detail
