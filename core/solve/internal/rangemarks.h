// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The targets of a range that a selection makes, each with the fewest tiles that make it, kept so
// that one buffer serves selection after selection: an odds table reuses one per thread. Clearing
// it costs what was marked, not the width of the range: with targets 1-999,999, a fresh buffer for
// each selection meant a megabyte to fault in and zero, though a selection of small tiles makes
// a few thousand of them.
#pragma once

#include "value.h"

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace countdown::detail {

class RangeMarks {
public:
    // No target marked in [low, high] (low >= 1; high = low - 1 for an empty range).
    void reset(Value low, Value high)
    {
        assert(low >= 1 && high + 1 >= low);
        for (const std::size_t i : m_written)
            m_marks[i] = 0;
        m_written.clear();
        m_low = low;
        m_high = high;
        // Grown only: every entry beyond the old range is zero already.
        if (m_marks.size() < size())
            m_marks.resize(size(), 0);
    }

    Value low() const { return m_low; }
    Value high() const { return m_high; }
    std::size_t size() const { return std::size_t(m_high + 1 - m_low); }
    std::size_t marked() const { return m_written.size(); }
    std::size_t unmarked() const { return size() - marked(); }

    // v in [low, high].
    bool isMarked(Value v) const { return m_marks[index(v)] != 0; }
    // Marks v, in [low, high] and not marked yet, as made with `tiles` tiles (>= 1).
    void mark(Value v, std::uint8_t tiles)
    {
        const std::size_t i = index(v);
        assert(tiles > 0 && m_marks[i] == 0);
        m_marks[i] = tiles;
        m_written.push_back(i);
    }

    // Calls f(v) for every v of [low, high] not marked, in ascending order. Scans the whole range:
    // for when few are left, which only a selection that marked the rest gets to.
    template <typename F>
    void forEachUnmarked(F &&f) const
    {
        for (std::size_t i = 0; i < size(); ++i)
            if (m_marks[i] == 0)
                f(m_low + Value(i));
    }

    // The marks of [low, high] (Reachability::fewest), the buffer then empty.
    std::vector<std::uint8_t> take()
    {
        std::vector<std::uint8_t> marks = std::move(m_marks);
        marks.resize(size());
        m_marks.clear();
        m_written.clear();
        m_high = m_low - 1;
        return marks;
    }

private:
    std::size_t index(Value v) const
    {
        assert(v >= m_low && v <= m_high);
        return std::size_t(v - m_low);
    }

    Value m_low = 1;
    Value m_high = 0;
    std::vector<std::uint8_t> m_marks;  // at least size() entries, 0 where not marked
    std::vector<std::size_t> m_written; // the indices marked, to clear them
};

} // namespace countdown::detail
