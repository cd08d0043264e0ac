// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Points for a declaration, by the UK show's table (used for French and custom rounds too).
#pragma once

#include "number.h"

namespace countdown {

// What the player declares at the end of a round.
struct Declaration {
    Number value = 0;
    bool valid = false; // the working behind it follows the rules and uses only the tiles
};

// Exact: 10; 1-5 away: 7; 6-10 away: 5; further: 0.
int pointsForDistance(Number distance);

// Each hint taken during a round (hints.h) lowers its maximum by 2 points: 10 without a hint, then
// 8, 6, 4 and 2 after all four. A declaration scores the lower of its points and that maximum.
inline constexpr int kPointsPerHint = 2;
int maxPointsAfterHints(int hintsTaken);

// Points for a declaration; an invalid one scores nothing.
int score(Number target, const Declaration &declaration, int hintsTaken = 0);

} // namespace countdown
