// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A variant of the numbers game as data: the bag of tiles, how many are drawn and how the large
// ones are picked, the targets, the operations allowed, whether tiles may be left out, and the
// clock. The show's rules and Le compte est bon are two of them; a few others that players ask for
// are built in by name, and a player can write their own (variantfile.h reads and writes them).
#pragma once

#include "arithmetic.h"
#include "number.h"
#include "rules.h"
#include "solvemode.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace countdown {

// How many large tiles the player may ask for, inclusive.
struct LargePick {
    int fewest = 0;
    int most = kMaxLarge;
    friend bool operator==(const LargePick &, const LargePick &) = default;
};

struct GameVariant {
    // A word that names it in files and the history: the built-ins' are fixed (see
    // builtInVariantIds); a player's own are any other word of a-z, 0-9 and '-'.
    QString id;
    // What the player called their own; empty for the built-ins, which the window names in the
    // player's language.
    QString name;
    // The bags, in draw order (the order fixes which round a seed draws). Equal numbers are
    // separate tiles: the show's small bag is 1, 1, 2, 2, ..., 10, 10.
    std::vector<Number> large;
    std::vector<Number> small;
    int tiles = kTilesPerRound;
    // The player picks how many large tiles (the rest are small); none: every tile comes from one
    // bag of the large and small tiles together, as in Le compte est bon.
    std::optional<LargePick> largePick = LargePick{};
    TargetRange targets{100, 999};
    OperatorSet operators = OperatorSet::all();
    SolveMode mode = SolveMode::DropAllowed;
    int clockSeconds = 30; // 0: no clock

    bool playerPicksLarge() const { return largePick.has_value(); }
    // `large` within the pick's range (0 when the player does not pick).
    int clampLarge(int large) const;

    friend bool operator==(const GameVariant &, const GameVariant &) = default;
};

// The built-ins, in the order they are offered: "uk" (the show's standard), "lceb" (Le compte est
// bon), "all-large" (5-6 large from 25, 50, 75, 100 twice each), "alternative-large" (12, 37, 62,
// 87), "four-digit" (targets 1000-9999), "seven-tiles", "no-division". Their ids are frozen: the
// history stores them.
const std::vector<GameVariant> &builtInVariants();
const GameVariant &standardVariant();       // "uk"
const GameVariant &leCompteEstBonVariant(); // "lceb"
std::optional<GameVariant> builtInVariant(QStringView id);
bool isBuiltInVariantId(QStringView id);

// The built-in variant of the older rule sets (Custom counts as the show's standard), and the same
// in a mode.
const GameVariant &variantOf(RuleSet rules);
GameVariant variantOf(RuleSet rules, SolveMode mode);

// Draws a round under the variant: `large` (clamped to the pick) from the large bag and the rest
// from the small one, or every tile from the one bag, large tiles laid out first as on the show;
// then a target in the range. For the show's
// standard and Le compte est bon, the same round as drawCountdown / drawLeCompteEstBon for the same
// random state. The variant must be valid (checkVariant in variantfile.h).
Draw drawVariant(const GameVariant &variant, int large, PortableRandom &random);

// UK rules: `large` (0..4, clamped) from the large bag, the rest from the small bag, then a target.
Draw drawCountdown(int large, PortableRandom &random);
// French rules: six tiles from the single bag, then a target.
Draw drawLeCompteEstBon(PortableRandom &random);

} // namespace countdown
