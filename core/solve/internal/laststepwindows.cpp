// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "laststepwindows.h"

#include "perthread.h"
#include "steprules.h"

#include <algorithm>
#include <vector>

namespace countdown::detail {

namespace {

// The bitmap of LastStepWindows, clear between searches.
struct LastStepBits {
    std::vector<std::uint64_t> words;
};

} // namespace

LastStepWindows::LastStepWindows(bool alone, OperatorSet operators)
    : m_alone(alone)
    , m_operators(operators)
{
    // One per thread, all clear between searches.
    std::vector<std::uint64_t> &bits = perThread<LastStepBits>().words;
    if (bits.empty())
        bits.resize(kDirectLimit / 64);
    m_bits = bits.data();
    m_low.fill(~Value(0)); // no windows yet
}

LastStepWindows::~LastStepWindows()
{
    markBits(false);
}

void LastStepWindows::set(std::size_t i, bool allowed, Value low, Value high)
{
    if (!allowed || low > high) {
        // Matches no value: every value is below kValueCap.
        m_low[i] = ~Value(0);
        m_width[i] = 0;
        return;
    }
    m_low[i] = low;
    m_width[i] = high - low;
}

void LastStepWindows::markBits(bool on)
{
    for (std::size_t i = 0; i < kCount; ++i) {
        const Value low = m_low[i];
        if (low >= kDirectLimit)
            continue;
        const Value high = std::min(kDirectLimit - 1, low + m_width[i]);
        for (Value w = low >> 6; w <= high >> 6; ++w) {
            std::uint64_t bits = ~std::uint64_t(0);
            if (w == low >> 6)
                bits &= ~std::uint64_t(0) << (low & 63);
            if (w == high >> 6)
                bits &= ~std::uint64_t(0) >> (63 - (high & 63));
            if (on)
                m_bits[w] |= bits;
            else
                m_bits[w] &= ~bits;
        }
    }
}

void LastStepWindows::aim(Value e, Value low, Value high)
{
    markBits(false);
    const auto [add, subtract, multiply, divide] = AllowedOperations(m_operators);
    const auto sub = [](Value a, Value b) { return a > b ? a - b : Value(0); };
    const auto sum = [](Value a, Value b) { return a > kValueCap - b ? kValueCap : a + b; };
    set(0, m_alone, low, high);
    set(1, add && high > e, std::max<Value>(1, sub(low, e)), high - e);     // v + e
    set(2, subtract, sum(low, e), sum(high, e));                            // v - e
    set(3, subtract && e > low, std::max<Value>(1, sub(e, high)), e - low); // e - v
    set(4, multiply, low / e, high / e);                                    // v * e
    set(5, divide, saturatingMul(low, e), saturatingMul(sum(high, 1), e));  // v / e
    set(6, divide && e >= low, e / high, e / low);                          // e / v
    markBits(true);
}

} // namespace countdown::detail
