// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A value that a sub-multiset of the tiles makes, and the arithmetic on values that every table
// and search shares: products that saturate instead of overflowing, and exact division by the
// quickest test that is right (a double division, a multiplication for a fixed divisor).
#pragma once

#include "arithmetic.h"

#include <QtNumeric>

#include <cstdint>

namespace countdown::detail {

using Value = std::uint64_t;
inline constexpr Value kNoValue = 0; // values are positive: 0 means "none"
inline constexpr Value kValueCap = Value(kMaxIntermediate);

// a * b, or kValueCap when it is larger.
inline Value saturatingMul(Value a, Value b)
{
    Value r;
    return qMulOverflow(a, b, &r) || r > kValueCap ? kValueCap : r;
}

// a + b, or kValueCap when it is larger (b <= kValueCap).
inline Value saturatingAdd(Value a, Value b)
{
    return a > kValueCap - b ? kValueCap : a + b;
}

// The largest value worth keeping for a mask when no answer above `useful` matters. Any step
// combining v with a value w made from other tiles R gives r with r + 1 >= (v + 1) / P(R), where
// P(R) is the product of max(tile, 2) over R (w <= P(R)), so a value v with
// v + 1 > (useful + 1) * P(rest) cannot lead to anything <= useful.
inline Value usefulCap(Value useful, Value restProduct)
{
    Value limit;
    if (useful >= kValueCap || qMulOverflow(useful + 1, restProduct, &limit) || limit > kValueCap)
        return kValueCap;
    return limit - 1;
}

// Values below this are exact doubles.
inline constexpr Value kExactInDouble = Value(1) << 53;

// hi / lo rounded down, both below kExactInDouble (lo >= 1): when lo divides hi, exactly that
// quotient (a correctly rounded quotient that is an integer is that integer). A double division
// pipelines; a 64-bit integer division does not.
inline Value doubleQuotient(Value hi, Value lo)
{
    // Through signed integers: converting unsigned ones to and from double takes branches (x86-64
    // has no unsigned conversion before AVX-512).
    return Value(std::int64_t(double(std::int64_t(hi)) / double(std::int64_t(lo))));
}

// hi / lo when lo divides hi, else kNoValue (hi >= lo >= 1): below kExactInDouble a double
// division checked by multiplying back.
inline Value exactQuotient(Value hi, Value lo)
{
    if (hi < kExactInDouble) {
        const Value q = doubleQuotient(hi, lo);
        return q * lo == hi ? q : kNoValue;
    }
    return hi % lo == 0 ? hi / lo : kNoValue;
}

// Whether a fixed d divides n, for d and n below 2^32, by one multiplication (Lemire, Kaser, Kurz
// 2019: with c = 2^64 / d rounded up, d divides n exactly when n * c mod 2^64 < c): in the loops
// that ask it of thousands of n, a division each cost a quarter of the time.
class DivisibilityTest {
public:
    static constexpr Value kBelow = Value(1) << 32;
    explicit DivisibilityTest(Value d)
        : m_magic(~Value(0) / d + 1) // 0 for d == 1: every n passes, rightly
    {
    }
    bool divides(Value n) const { return n * m_magic <= m_magic - 1; }

private:
    Value m_magic;
};

} // namespace countdown::detail
