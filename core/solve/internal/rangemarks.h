// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The targets of a range that a selection makes (and, when asked, the fewest tiles that make each),
// kept so that one buffer serves selection after selection: an odds table reuses one per thread.
// One bit per target, so that the marks of a million targets (125 KB) stay in a core's own cache
// beside the value lists the steps read: as a byte each (1 MB, the size of the whole second-level
// cache here) a table over 1-999,999 took half as long again. The words marked are listed as
// they are first marked, to clear them for the next selection. Starting afresh costs what was
// marked, not the width of the range: a fresh megabyte for each selection meant faulting in and
// zeroing it, though a selection of small tiles makes a few thousand targets.
#pragma once

#include "value.h"

#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace countdown::detail {

class RangeMarks {
    using Word = std::uint64_t;

public:
    // `keepsFewest`: whether take() will be asked for the fewest tiles of each target, a byte each
    // cleared at every reset: for one selection's targets (Solver::reachable). An odds table needs
    // only how many are marked.
    explicit RangeMarks(bool keepsFewest = true)
        : m_keepsFewest(keepsFewest)
    {
    }

    // No target marked in [low, high] (low >= 1; high = low - 1 for an empty range).
    void reset(Value low, Value high)
    {
        assert(low >= 1 && high + 1 >= low);
        for (std::size_t t = 0; t < m_touchedCount; ++t)
            m_bits[m_touched[t]] = 0;
        m_touchedCount = 0;
        m_low = low;
        m_high = high;
        m_marked = 0;
        // Grown only: every word beyond the old range is zero already.
        const std::size_t words = (size() + 63) / 64;
        if (m_bits.size() < words) {
            m_bits.resize(words, 0);
            m_touched.resize(words + 1); // and a slot for the write that lists none
        }
        if (m_keepsFewest)
            m_fewest.assign(size(), 0);
    }

    Value low() const { return m_low; }
    Value high() const { return m_high; }
    std::size_t size() const { return std::size_t(m_high + 1 - m_low); }
    std::size_t marked() const { return m_marked; }
    std::size_t unmarked() const { return size() - marked(); }

    // v in [low, high].
    bool isMarked(Value v) const
    {
        const std::size_t i = index(v);
        return (m_bits[i / 64] >> (i % 64)) & 1;
    }

    // Marks v, in [low, high], as made with `tiles` tiles (1 or more) unless it is marked
    // already; 1 when it was not, 0 when it was.
    std::size_t markIfNew(Value v, std::uint8_t tiles)
    {
        return markEach(&v, &v + 1, tiles, [](Value u) { return u; });
    }

    // Marks resultOf(*it) for each `it` of [first, last), each in [low, high] or kNoValue (no
    // target), as made with `tiles` tiles unless it is marked already; how many were not: for the
    // loops that mark thousands. Whether a target was marked yet is not a branch: it goes either
    // way from one target to the next, and a misprediction each time cost more than the rest of
    // the loop.
    template <typename Iterator, typename ResultOf>
    std::size_t markEach(Iterator first, Iterator last, std::uint8_t tiles, ResultOf resultOf)
    {
        assert(tiles > 0);
        return m_keepsFewest ? markEachKeeping<true>(first, last, tiles, resultOf)
                             : markEachKeeping<false>(first, last, tiles, resultOf);
    }

    // The smallest target of [from, high] not marked, kNoValue when all are (from in [low,
    // high]). A word at a time: the targets a selection's smaller parts make are most of the
    // smallest ones, and a split's steps need only look from the first one left.
    Value firstUnmarkedFrom(Value from) const
    {
        const std::size_t i = index(from), words = (size() + 63) / 64;
        std::size_t w = i / 64;
        Word open = ~m_bits[w] & (~Word(0) << (i % 64));
        while (open == 0 && ++w < words)
            open = ~m_bits[w];
        if (open == 0)
            return kNoValue;
        // The last word's bits past the range are never marked: found, but not a target.
        const std::size_t found = w * 64 + std::size_t(std::countr_zero(open));
        return found < size() ? m_low + found : kNoValue;
    }

    // The largest target of [low, to] not marked, kNoValue when all are (to in [low, high]).
    Value lastUnmarkedUpTo(Value to) const
    {
        const std::size_t i = index(to);
        std::size_t w = i / 64;
        Word open = ~m_bits[w] & (~Word(0) >> (63 - i % 64));
        while (open == 0 && w > 0)
            open = ~m_bits[--w];
        if (open == 0)
            return kNoValue;
        return m_low + w * 64 + 63 - std::size_t(std::countl_zero(open));
    }

    // Calls f(v) for every v of [low, high] not marked, in ascending order. Scans the whole range:
    // for when few are left, which only a selection that marked the rest gets to.
    template <typename F>
    void forEachUnmarked(F &&f) const
    {
        for (Value v = m_low; v <= m_high; ++v)
            if (!isMarked(v))
                f(v);
    }

    // The fewest tiles for each target of [low, high], 0 where not made (Reachability::fewest);
    // the buffer then empty. Only with keepsFewest.
    std::vector<std::uint8_t> take()
    {
        assert(m_keepsFewest);
        std::vector<std::uint8_t> fewest = std::move(m_fewest);
        m_fewest.clear();
        reset(m_low, m_low - 1);
        return fewest;
    }

private:
    // kFewest: whether the fewest tiles are kept, a constant in the loop. The buffer and the
    // counts are locals: a store to the marks (64-bit words) could otherwise change any 64-bit
    // value read through memory, this object's own fields and an operand resultOf holds by
    // reference among them, and each was read again at every target.
    template <bool kFewest, typename Iterator, typename ResultOf>
    std::size_t markEachKeeping(Iterator first, Iterator last, std::uint8_t tiles,
                                ResultOf resultOf)
    {
        Word *const bits = m_bits.data();
        std::uint32_t *const touched = m_touched.data();
        std::size_t touchedCount = m_touchedCount;
        std::uint8_t *const fewest = m_fewest.data();
        const Value low = m_low;
        std::size_t marked = 0;
        for (; first != last; ++first) {
            const Value v = resultOf(*first);
            if (v == kNoValue)
                continue;
            assert(v >= m_low && v <= m_high);
            const std::size_t i = std::size_t(v - low);
            const Word before = bits[i / 64], bit = Word(1) << (i % 64);
            bits[i / 64] = before | bit;
            // A word is listed when it is first marked: each once.
            touched[touchedCount] = std::uint32_t(i / 64);
            touchedCount += before == 0;
            const std::size_t fresh = (before & bit) == 0;
            marked += fresh;
            if constexpr (kFewest) {
                if (fresh)
                    fewest[i] = tiles;
            }
        }
        m_touchedCount = touchedCount;
        m_marked += marked;
        return marked;
    }

    std::size_t index(Value v) const
    {
        assert(v >= m_low && v <= m_high);
        return std::size_t(v - m_low);
    }

    bool m_keepsFewest;
    Value m_low = 1;
    Value m_high = 0;
    std::size_t m_marked = 0;
    std::vector<Word> m_bits; // at least size() bits, 0 where not marked
    // The words of m_bits marked since the last reset (m_touchedCount of them), to clear them;
    // one more entry than words, written to when every word is listed already.
    std::vector<std::uint32_t> m_touched;
    std::size_t m_touchedCount = 0;
    std::vector<std::uint8_t> m_fewest; // with keepsFewest: size() entries, 0 where not marked
};

} // namespace countdown::detail
