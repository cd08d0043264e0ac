// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The best answer's test of each value of the level just below the whole selection, the largest
// by far, as it is made rather than stored: whether it can be an answer, or one step with the
// tile left out can, within the distance still worth beating.
#pragma once

#include "arithmetic.h"
#include "value.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace countdown::detail {

// Where a value v of a mask one tile short of the whole selection must lie for v alone (drop mode)
// or one step between v and e, the tile left out, to give a result in [low, high]: a few
// intervals, wider than needed where that is simpler (the step is then computed and checked).
// Lets that mask's values be tested as they are made instead of stored: most fall in none. The
// intervals' parts below 2^18 are bits of a bitmap of the thread's (32 KB, in the first-level
// cache), so that most values are tested with one load.
class LastStepWindows {
public:
    LastStepWindows(bool alone, OperatorSet operators);
    ~LastStepWindows(); // leaves the bitmap clear for the next
    LastStepWindows(const LastStepWindows &) = delete;
    LastStepWindows &operator=(const LastStepWindows &) = delete;

    // Results wanted in [low, high] (1 <= low <= high <= kValueCap) from values and the tile e.
    void aim(Value e, Value low, Value high);

    bool mayReach(Value v) const
    {
        if (v < kDirectLimit)
            return (m_bits[v >> 6] >> (v & 63)) & 1;
        bool any = false;
        for (std::size_t i = 0; i < kCount; ++i)
            any |= v - m_low[i] <= m_width[i];
        return any;
    }

private:
    static constexpr Value kDirectLimit = Value(1) << 18;
    static constexpr std::size_t kCount = 7;
    void set(std::size_t i, bool allowed, Value low, Value high);
    void markBits(bool on); // the windows' parts below kDirectLimit

    bool m_alone;
    OperatorSet m_operators;
    std::uint64_t *m_bits;
    std::array<Value, kCount> m_low{};
    std::array<Value, kCount> m_width{};
};

} // namespace countdown::detail
