// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Tiles compared as multisets: an answer may use each tile at most as often as it was drawn.
#pragma once

#include <algorithm>

namespace countdown::test {

// Whether `part` takes each value at most as often as `whole` has it.
template <typename Numbers>
bool isSubMultiset(Numbers part, Numbers whole)
{
    std::sort(part.begin(), part.end());
    std::sort(whole.begin(), whole.end());
    return std::includes(whole.begin(), whole.end(), part.begin(), part.end());
}

// Whether `a` and `b` hold the same values, each as often.
template <typename Numbers>
bool sameMultiset(Numbers a, Numbers b)
{
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

} // namespace countdown::test
