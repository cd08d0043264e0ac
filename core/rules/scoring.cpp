// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "scoring.h"

#include <algorithm>
#include <cstdint>

namespace countdown {

namespace {

// |a - b| without overflow: the true difference of two 64-bit signed numbers always fits in 64
// unsigned bits, and unsigned subtraction of the smaller from the larger gives it exactly.
std::uint64_t distanceBetween(Number a, Number b)
{
    return a >= b ? std::uint64_t(a) - std::uint64_t(b) : std::uint64_t(b) - std::uint64_t(a);
}

int pointsForMagnitude(std::uint64_t distance)
{
    if (distance == 0)
        return 10;
    if (distance <= 5)
        return 7;
    if (distance <= 10)
        return 5;
    return 0;
}

} // namespace

int pointsForDistance(Number distance)
{
    // A distance below the target may arrive signed; only how far counts.
    return pointsForMagnitude(distanceBetween(distance, 0));
}

int maxPointsAfterHints(int hintsTaken)
{
    return std::max(0, pointsForMagnitude(0) - kPointsPerHint * std::max(0, hintsTaken));
}

int score(Number target, const Declaration &declaration, int hintsTaken)
{
    if (!declaration.valid)
        return 0;
    return std::min(pointsForMagnitude(distanceBetween(declaration.value, target)),
                    maxPointsAfterHints(hintsTaken));
}

} // namespace countdown
