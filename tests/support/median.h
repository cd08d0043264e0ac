// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The median of some measurements, as the benchmark and the surveys report them.
#pragma once

#include <algorithm>
#include <iterator>
#include <vector>

namespace countdown::testsupport {

// The middle value (the mean of the two middle ones for an even count); 0 for none.
// Iterators rather than indices: GCC 14 (-Warray-bounds) misreads `v[n / 2 - 1]` after inlining
// a caller whose vector it believes holds one element.
inline double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    const auto middle = v.begin() + std::ssize(v) / 2;
    std::nth_element(v.begin(), middle, v.end());
    if (v.size() % 2 == 1)
        return *middle;
    // nth_element leaves every smaller value before `middle`: the lower middle is their largest.
    return (*std::max_element(v.begin(), middle) + *middle) / 2;
}

} // namespace countdown::testsupport
