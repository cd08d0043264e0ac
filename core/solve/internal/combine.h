// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every value one step makes from a value of each of two lists (the values of a split's two
// parts): the inner loop of the solver, which builds every level of a value table this way. One
// plain way, pair by pair (combineAll), and the faster ways that give the same results for sorted
// lists (combineSorted, through combineEachWithLarger or combineFew).
#pragma once

#include "steprules.h"
#include "value.h"

#include <QtNumeric>

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <span>

namespace countdown::detail {

// The results of combining two value sets under the rules of a mode, fed to `emit` (duplicates
// included). Larger operand on the left; only positive integers up to `cap`, and only the
// operations the rules allow.
template <typename Emit>
inline void combineAll(std::span<const Value> left, std::span<const Value> right, StepRules rules,
                       Value cap, Emit &&emit)
{
    const auto [add, subtract, multiply, divide] = AllowedOperations(rules.operators);
    const bool prune = rules.pruneRedundant;
    for (const Value x : left) {
        for (const Value y : right) {
            const bool xHigh = x > y;
            const Value hi = xHigh ? x : y;
            const Value lo = xHigh ? y : x;
            if (add && hi + lo <= cap) // both <= 2^63 - 1: no wrap
                emit(hi + lo);
            if (subtract && hi != lo && hi - lo <= cap && (!prune || hi - lo != lo))
                emit(hi - lo);
            if (prune && lo == 1)
                continue;
            Value product;
            if (multiply && !qMulOverflow(hi, lo, &product) && product <= cap)
                emit(product);
            if (!divide)
                continue;
            if (hi < 2 * lo) { // the quotient can only be 1
                if (hi == lo && 1 <= cap && (!prune || lo != 1))
                    emit(1);
                continue;
            }
            const Value quotient = exactQuotient(hi, lo);
            if (quotient != kNoValue && quotient <= cap && (!prune || quotient != lo))
                emit(quotient);
        }
    }
}

// What combineAll gives, in another order, for two sorted lists of distinct values: the table's
// way of building its levels, where that order does not matter. Each pair is taken with its
// smaller value fixed and the larger ones running (ascending) in an inner loop, so that how far
// each operation stays in range is found once per smaller value, not tested per pair; and
// whether the smaller divides the larger is a DivisibilityTest worked out once for it.
template <typename Emit>
inline void combineEachWithLarger(std::span<const Value> smaller, std::span<const Value> larger,
                                  bool strictly, StepRules rules, Value cap, Emit &emit)
{
    const auto [add, subtract, multiply, divide] = AllowedOperations(rules.operators);
    const bool prune = rules.pruneRedundant;
    const Value *const end = larger.data() + larger.size();
    for (const Value lo : smaller) {
        const Value *const first = strictly ? std::upper_bound(larger.data(), end, lo)
                                            : std::lower_bound(larger.data(), end, lo);
        if (first == end)
            break; // smaller ascends: no later value has a larger partner either
        if (add && lo < cap)
            for (const Value *hi = first, *last = std::upper_bound(first, end, cap - lo);
                 hi != last; ++hi)
                emit(*hi + lo);
        if (subtract) {
            // hi - lo in [1, cap]; in drop mode not lo itself (hi == 2 lo).
            const Value top = lo > kValueCap - cap ? kValueCap : cap + lo;
            for (const Value *hi = first + (*first == lo),
                             *last = std::upper_bound(first, end, top);
                 hi < last; ++hi)
                if (!prune || *hi != 2 * lo)
                    emit(*hi - lo);
        }
        if (prune && lo == 1)
            continue; // x * 1 and x / 1
        if (multiply)
            for (const Value *hi = first, *last = std::upper_bound(first, end, cap / lo);
                 hi != last; ++hi)
                emit(*hi * lo);
        if (!divide)
            continue;
        const Value *hi = first;
        if (lo < DivisibilityTest::kBelow) {
            const DivisibilityTest byLo(lo);
            for (const Value *last = std::lower_bound(first, end, DivisibilityTest::kBelow);
                 hi != last; ++hi) {
                if (byLo.divides(*hi)) [[unlikely]] {
                    const Value quotient = *hi / lo;
                    if (quotient <= cap && (!prune || quotient != lo))
                        emit(quotient);
                }
            }
        }
        for (; hi != end; ++hi)
            if (const Value quotient = exactQuotient(*hi, lo);
                quotient != kNoValue && quotient <= cap && (!prune || quotient != lo))
                emit(quotient);
    }
}

inline constexpr std::size_t kSortedCombineFrom = 64; // pairs; measured on the odds tables

// What combineAll gives, in the same order, for fewer than kSortedCombineFrom pairs of values below
// kExactInDouble, without a branch per operation: each result is written to a buffer and kept or
// not by its condition, then emitted. combineAll's branches went either way pair by pair (which
// operation stays under the cap, whether the larger value is twice the smaller), and their
// mispredictions were most of its time on the short lists of the smaller masks.
template <typename Emit>
inline void combineFew(std::span<const Value> left, std::span<const Value> right, StepRules rules,
                       Value cap, Emit &&emit)
{
    const auto [add, subtract, multiply, divide] = AllowedOperations(rules.operators);
    const bool prune = rules.pruneRedundant;
    // Four results at most per pair: the buffer holds them all.
    assert(left.size() * right.size() <= kSortedCombineFrom);
    assert((left.empty() || left.back() < kExactInDouble)
           && (right.empty() || right.back() < kExactInDouble));
    std::array<Value, 4 * kSortedCombineFrom> results;
    Value *out = results.data();
    for (const Value x : left) {
        for (const Value y : right) {
            const Value hi = x > y ? x : y;
            const Value lo = x > y ? y : x;
            const bool byOne = prune & (lo == 1); // x * 1 and x / 1
            const Value sum = hi + lo;
            *out = sum;
            out += add & (sum <= cap);
            const Value difference = hi - lo;
            *out = difference;
            out += subtract & (difference - 1 < cap) & !(prune & (difference == lo));
            Value product;
            const bool overflow = qMulOverflow(hi, lo, &product);
            *out = product;
            out += multiply & !overflow & (product <= cap) & !byOne;
            // As exactQuotient; a quotient of 1 when hi < 2 lo, as it must be.
            const Value quotient = doubleQuotient(hi, lo);
            *out = quotient;
            out += divide & (quotient * lo == hi) & (quotient <= cap) & !byOne
                   & !(prune & (quotient == lo));
        }
    }
    for (const Value *v = results.data(); v != out; ++v)
        emit(*v);
}

template <typename Emit>
inline void combineSorted(std::span<const Value> left, std::span<const Value> right,
                          StepRules rules, Value cap, Emit &&emit)
{
    // Its few lookups per value cost more than they save when each list is short.
    if (left.size() * right.size() < kSortedCombineFrom) {
        if (!left.empty() && !right.empty() && left.back() < kExactInDouble
            && right.back() < kExactInDouble)
            combineFew(left, right, rules, cap, emit);
        else
            combineAll(left, right, rules, cap, emit);
        return;
    }
    combineEachWithLarger(left, right, false, rules, cap, emit); // x <= y
    combineEachWithLarger(right, left, true, rules, cap, emit);  // y < x
}

} // namespace countdown::detail
