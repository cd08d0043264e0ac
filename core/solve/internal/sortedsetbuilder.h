// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The collector that every set of values the solver keeps goes through: sorted, without duplicates.
#pragma once

#include "value.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace countdown::detail {

// Collects values and gives them back sorted and without duplicates. Small values (almost all of
// them) go into a two-level bitmap, which sorts and removes duplicates in one pass; the few large
// ones are sorted normally. Much faster than sorting the raw stream, which is mostly duplicates.
class SortedSetBuilder {
public:
    static constexpr Value kDirectLimit = Value(1) << 20;

    // One per thread (solvers run concurrently: the game's solver thread, tests, the CLI), empty
    // between uses.
    static SortedSetBuilder &ofThread();

    SortedSetBuilder()
        : m_words(kDirectLimit / 64)
        , m_summary(kDirectLimit / 64 / 64)
    {
    }

    void add(Value v)
    {
        if (v < kDirectLimit) {
            // The summary bit set every time rather than when the word was empty: that test
            // went either way about as often, and its mispredictions cost more (3 % of a best
            // answer, 2 % of an odds table).
            m_summary[v >> 12] |= Value(1) << ((v >> 6) & 63);
            const std::size_t end = std::size_t(v >> 12) + 1;
            m_summaryEnd = m_summaryEnd < end ? end : m_summaryEnd;
            m_words[v >> 6] |= Value(1) << (v & 63);
        } else {
            m_large.push_back(v);
        }
    }

    // Appends what was added since the last call, ascending and distinct, and starts afresh.
    void drainInto(std::vector<Value> &out)
    {
        // Only as far as the largest small value: with a tight limit on values that is a few
        // summary words, not all of them.
        const std::size_t end = m_summaryEnd;
        m_summaryEnd = 0;
        for (std::size_t s = 0; s < end; ++s) {
            Value summary = m_summary[s];
            m_summary[s] = 0;
            while (summary != 0) {
                const std::size_t w = s * 64 + std::size_t(std::countr_zero(summary));
                summary &= summary - 1;
                Value bits = m_words[w];
                m_words[w] = 0;
                while (bits != 0) {
                    out.push_back(Value(w * 64) + Value(std::countr_zero(bits)));
                    bits &= bits - 1;
                }
            }
        }
        std::sort(m_large.begin(), m_large.end());
        out.insert(out.end(), m_large.begin(), std::unique(m_large.begin(), m_large.end()));
        m_large.clear();
    }

    // Takes v out again (only a small one: leaving a large one in is allowed, and rare).
    void remove(Value v)
    {
        if (v < kDirectLimit)
            m_words[v >> 6] &= ~(Value(1) << (v & 63));
    }

    // Whether v was added since the last drain (v > 0).
    bool contains(Value v) const
    {
        if (v < kDirectLimit)
            return (m_words[v >> 6] >> (v & 63)) & 1;
        return std::find(m_large.begin(), m_large.end(), v) != m_large.end();
    }

    void clear()
    {
        std::fill(m_words.begin(), m_words.end(), 0);
        std::fill(m_summary.begin(), m_summary.end(), 0);
        m_summaryEnd = 0;
        m_large.clear();
    }

private:
    std::vector<Value> m_words;
    std::vector<Value> m_summary;
    std::size_t m_summaryEnd = 0; // summary words past this one are all 0
    std::vector<Value> m_large;
};

} // namespace countdown::detail
