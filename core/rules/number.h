// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The integer type of tiles, targets and every intermediate result, and the limits of a puzzle.
#pragma once

#include <cstdint>
#include <limits>

namespace countdown {

using Number = std::int64_t;

inline constexpr int kMinTiles = 1;
inline constexpr int kMaxTiles = 7;
inline constexpr Number kMinNumber = 1;
inline constexpr Number kMaxNumber = 999'999;
inline constexpr Number kMinTarget = 1;
inline constexpr Number kMaxTarget = 999'999;

// Intermediate results must fit in a signed 64-bit integer; a step beyond it is refused.
inline constexpr Number kMaxIntermediate = std::numeric_limits<Number>::max();

// How far a positive value is from a target (both positive, so the difference cannot overflow).
constexpr Number distanceTo(Number value, Number target)
{
    return value > target ? value - target : target - value;
}

} // namespace countdown
