// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "publishedpuzzles.h"

namespace countdown::testsupport {

const std::vector<PublishedPuzzle> &publishedPuzzles()
{
    // docs/published-puzzles.md, "Puzzles with known answers" and "Distinct solution counts"
    // (solver A).
    static const std::vector<PublishedPuzzle> puzzles = {
        {178, {50, 75, 2, 4, 1, 4}, 178, 5, QStringLiteral("50 × 2 + 75 + 4 − 1"), 12},
        {952, {25, 50, 75, 100, 3, 6}, 952, 6, QStringLiteral("(100 + 3) × 75 × 6 ÷ 50 + 25"), 2},
        {824, {3, 7, 6, 2, 1, 7}, 826, 6, QStringLiteral("((7 + 3) × 6 − 1) × 7 × 2"), 2},
        {586, {16, 60, 11, 12, 18, 15}, 586, 5, QStringLiteral("(60 − 11) × 12 + 16 − 18"), 6},
        {564, {2, 3, 7, 8, 50, 75}, 564, 5, QStringLiteral("75 × 7 + 50 − 8 − 3"), 17},
        {383, {1, 3, 7, 7, 9, 25}, 383, 5, QStringLiteral("(25 + 7) × (9 + 3) − 1"), 4},
        {653,
         {10, 10, 25, 50, 75, 100},
         653,
         6,
         QStringLiteral("((50 × 10 − 10) × 100 − 25) ÷ 75"),
         1},
        {926, {75, 2, 8, 5, 10, 10}, 926, 6, QStringLiteral("(75 + 8 − 5) × (10 + 2) − 10"), 1},
        {920, {75, 25, 8, 4, 9, 10}, 920, 4, QString(), -1},
        {666, {75, 8, 7, 4, 1, 5}, 666, 4, QString(), -1},
    };
    return puzzles;
}

} // namespace countdown::testsupport
