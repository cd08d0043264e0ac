// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The published puzzles of docs/published-puzzles.md with their known answers, shared by the tests
// and the benchmark. These are facts from outside our code: tests compare against them.
#pragma once

#include "number.h"

#include <QString>
#include <vector>

namespace countdown::testsupport {

struct PublishedPuzzle {
    Number target;
    std::vector<Number> numbers;
    Number best;           // best reachable value (drop allowed)
    int fewest;            // fewest numbers needed for it
    QString answer;        // a published answer (empty when none is given)
    int distinctSolutions; // Solver A's count (drop allowed); -1 when not published
};

const std::vector<PublishedPuzzle> &publishedPuzzles();

} // namespace countdown::testsupport
