// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The show's rules varied one way at a time, for a table of their exact odds that answers what a
// published notebook estimated from samples: how much does having 2 to 7 tiles, losing one
// operation, other targets or another bag change the chance of a round with no exact solution?
#pragma once

#include "gamevariant.h"
#include "odds.h"

#include <QString>

#include <vector>

namespace countdown {

struct Variation {
    QString axis;  // "tiles" | "operations" | "targets" | "bag"
    QString label; // e.g. "7 tiles", "no /", "1000-9999", "large 12 37 62 87"
    GameVariant variant;
};

// The show's standard varied along each axis, in `mode`: tiles 2-7; each operation left out;
// targets 1-99, 100-999, 1000-9999 and the French 101-999; the other bags (all large, the
// alternative large set, Le compte est bon's one bag).
std::vector<Variation> notebookVariations(SolveMode mode);

struct VariationOdds {
    Variation variation;
    std::vector<OddsRow> rows;
    double seconds = 0; // how long its table took
};

} // namespace countdown
