// The tiles of one selection seen as a multiset: which sub-multisets exist and how each one splits
// into two. Equal tiles are interchangeable, so a sub-multiset is represented by one "canonical"
// bit mask (the lowest positions of each run of equal tiles).
#pragma once

#include "number.h"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace countdown::detail {

using Mask = std::uint8_t; // up to 7 tiles

struct Split {
    Mask a; // canonical masks of the two parts, disjoint as multisets, together the whole
    Mask b;
};

class TileSet {
public:
    explicit TileSet(std::vector<Number> numbers);

    int size() const { return int(m_tiles.size()); }
    Mask full() const { return Mask((1u << m_tiles.size()) - 1); }
    // Sorted ascending.
    const std::vector<Number> &tiles() const { return m_tiles; }

    Mask canonical(unsigned mask) const { return m_canonical[mask]; }
    // Canonical masks with `count` tiles, in increasing order.
    const std::vector<Mask> &masksOfSize(int count) const { return m_bySize[std::size_t(count)]; }
    // Unordered splits of a canonical mask of two or more tiles, each listed once, the ones with a
    // smaller part first (they give chain-like answers, which are the easiest to follow).
    const std::vector<Split> &splits(Mask mask) const { return m_splits[mask]; }

    static int countOf(unsigned mask) { return std::popcount(mask); }
    // The tile of a one-tile mask.
    Number tileOf(Mask mask) const { return m_tiles[std::size_t(std::countr_zero(mask))]; }

private:
    std::vector<Number> m_tiles;
    std::array<Mask, 128> m_canonical{};
    std::array<std::vector<Mask>, 8> m_bySize;
    std::array<std::vector<Split>, 128> m_splits;
};

} // namespace countdown::detail
