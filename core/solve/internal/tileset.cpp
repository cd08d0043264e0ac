#include "tileset.h"

#include <algorithm>
#include <cassert>

namespace countdown::detail {

TileSet::TileSet(std::vector<Number> numbers)
    : m_tiles(std::move(numbers))
{
    assert(!m_tiles.empty() && m_tiles.size() <= 7);
    std::sort(m_tiles.begin(), m_tiles.end());
    const unsigned n = unsigned(m_tiles.size());
    const unsigned count = 1u << n;

    // Runs of equal tiles: [runStart[i], runEnd[i]) is the run holding position i.
    std::array<unsigned, 7> runStart{}, runEnd{};
    for (unsigned i = 0; i < n;) {
        unsigned j = i;
        while (j < n && m_tiles[j] == m_tiles[i])
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
            const unsigned taken = unsigned(std::popcount(mask & runBits));
            canonical |= ((1u << taken) - 1) << runStart[i];
        }
        m_canonical[mask] = Mask(canonical);
        if (canonical == mask && mask != 0)
            m_bySize[std::size_t(std::popcount(mask))].push_back(Mask(mask));
    }

    for (int size = 2; size <= int(n); ++size) {
        for (const Mask mask : m_bySize[std::size_t(size)]) {
            std::vector<Split> &splits = m_splits[mask];
            for (unsigned sub = (mask - 1u) & mask; sub != 0; sub = (sub - 1u) & mask) {
                Mask a = m_canonical[sub];
                Mask b = m_canonical[mask ^ sub];
                // Order the parts: fewer tiles first, then the lower mask.
                if (countOf(a) > countOf(b) || (countOf(a) == countOf(b) && a > b))
                    std::swap(a, b);
                const bool seen = std::any_of(splits.begin(), splits.end(),
                                              [&](const Split &s) { return s.a == a && s.b == b; });
                if (!seen)
                    splits.push_back(Split{a, b});
            }
            std::stable_sort(splits.begin(), splits.end(), [](const Split &x, const Split &y) {
                return countOf(x.a) < countOf(y.a);
            });
        }
    }
}

} // namespace countdown::detail
