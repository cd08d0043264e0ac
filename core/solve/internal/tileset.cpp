// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tileset.h"

#include <algorithm>
#include <cassert>
#include <memory>
#include <mutex>

namespace countdown::detail {

namespace {

// The layout of n tiles where bit i of `equalNext` says that sorted tile i equals tile i + 1.
std::unique_ptr<TileLayout> makeLayout(unsigned n, unsigned equalNext)
{
    auto layout = std::make_unique<TileLayout>();
    const unsigned count = 1u << n;

    // Runs of equal tiles: [runStart[i], runEnd[i]) is the run holding position i.
    std::array<unsigned, 7> runStart{}, runEnd{};
    for (unsigned i = 0; i < n;) {
        unsigned j = i + 1;
        while (j < n && (equalNext >> (j - 1) & 1u))
            ++j;
        for (unsigned k = i; k < j; ++k) {
            runStart[k] = i;
            runEnd[k] = j;
        }
        i = j;
    }

    for (unsigned mask = 0; mask < count; ++mask) {
        unsigned canonical = 0;
        for (unsigned i = 0; i < n; i = runEnd[i]) {
            const unsigned runBits = ((1u << runEnd[i]) - 1) & ~((1u << runStart[i]) - 1);
            const unsigned taken = unsigned(TileSet::countOf(mask & runBits));
            canonical |= ((1u << taken) - 1) << runStart[i];
        }
        layout->canonical[mask] = Mask(canonical);
        if (canonical == mask && mask != 0)
            layout->bySize[std::size_t(TileSet::countOf(mask))].push_back(Mask(mask));
    }

    const auto countOf = [](Mask m) { return TileSet::countOf(m); };
    for (unsigned size = 2; size <= n; ++size) {
        for (const Mask mask : layout->bySize[size]) {
            std::vector<Split> &splits = layout->splits[mask];
            for (unsigned sub = (mask - 1u) & mask; sub != 0; sub = (sub - 1u) & mask) {
                Mask a = layout->canonical[sub];
                Mask b = layout->canonical[mask ^ sub];
                // Order the parts: fewer tiles first, then the lower mask.
                if (countOf(a) > countOf(b) || (countOf(a) == countOf(b) && a > b))
                    std::swap(a, b);
                const bool seen = std::any_of(splits.begin(), splits.end(),
                                              [&](const Split &s) { return s.a == a && s.b == b; });
                if (!seen)
                    splits.push_back(Split{a, b});
            }
            std::stable_sort(splits.begin(), splits.end(), [&](const Split &x, const Split &y) {
                return countOf(x.a) < countOf(y.a);
            });
        }
    }
    return layout;
}

// Built on first use, kept for the life of the process (solvers run on several threads).
const TileLayout &layoutOf(unsigned n, unsigned equalNext)
{
    static std::array<std::once_flag, 8 * 64> built;
    static std::array<std::unique_ptr<TileLayout>, 8 * 64> layouts;
    const std::size_t key = n * 64 + equalNext;
    std::call_once(built[key], [&] { layouts[key] = makeLayout(n, equalNext); });
    return *layouts[key];
}

} // namespace

TileSet::TileSet(std::vector<Number> numbers)
    : m_tiles(std::move(numbers))
{
    assert(!m_tiles.empty() && m_tiles.size() <= 7);
    std::sort(m_tiles.begin(), m_tiles.end());
    unsigned equalNext = 0;
    for (std::size_t i = 0; i + 1 < m_tiles.size(); ++i)
        if (m_tiles[i] == m_tiles[i + 1])
            equalNext |= 1u << i;
    m_layout = &layoutOf(unsigned(m_tiles.size()), equalNext);
}

} // namespace countdown::detail
