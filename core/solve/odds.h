// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Exact odds of the numbers round, by exhaustive enumeration rather than sampling: for every
// distinct selection of tiles (a multiset), weighted by its probability under a variant's draw,
// the share of targets in a range that have no exact solution. The draws and their selections
// are enumerated in selections.h; the shipped table is read and written in oddstables.cpp.
#pragma once

#include "error.h"
#include "gamevariant.h"
#include "rules.h"
#include "selections.h"
#include "solver.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace countdown {

struct OddsOptions {
    // Its bags, tiles and pick give the draws; its operations and mode, what a selection makes.
    GameVariant variant = standardVariant();
    Number lowTarget = 100; // inclusive; usually the variant's range
    Number highTarget = 999;
    int threads = 0; // 0: as many as the machine has

    // A variant's own targets.
    static OddsOptions of(const GameVariant &variant, int threads = 0)
    {
        return {variant, variant.targets.low, variant.targets.high, threads};
    }
};

// An exact probability.
struct Fraction {
    std::uint64_t numerator = 0;
    std::uint64_t denominator = 1;
    double value() const { return double(numerator) / double(denominator); }
    friend bool operator==(const Fraction &, const Fraction &) = default;
};

struct OddsRow {
    int large = -1;           // how many large were picked; -1 when the tiles come from one bag
    int selections = 0;       // distinct selections enumerated
    Fraction noExactSolution; // P(a random round has no exact solution), reduced
};

// The most distinct selections one odds table enumerates, its rows together. Its memory and time
// grow with them: a selection of seven three-digit tiles costs up to a millisecond of one core
// (countdown-solve --stats, Release: 77,520 such selections took 79 MB at the peak and 55 s of
// CPU; 170,544, 97 MB and 128 s). The bags' limit of 100 tiles would otherwise allow
// C(100, 7) = 16,007,560,800, whose enumeration alone needs terabytes. Seven times the largest
// built-in (seven-tiles: 27,522), and room for a bag of 100 different numbers drawn three at a
// time (161,700).
inline constexpr std::uint64_t kMaxOddsSelections = 200'000;

// Why the odds of `variant` cannot be computed: checkVariant's problem, or OddsTooLarge (with its
// count of selections and kMaxOddsSelections) when its table, or with `large` >= 0 the row of that
// pick, has more distinct selections than kMaxOddsSelections. Counts them without enumerating
// them: a few microseconds.
std::optional<Error> checkOddsSize(const GameVariant &variant, int large = -1);

// One row per number of large the variant lets the player pick, or a single row when its tiles come
// from one bag. nullopt when cancelled, or when the variant is not valid (checkOddsSize). Targets
// outside [1, 999,999] are clamped to it; an empty range gives probability 0. Every distinct
// selection is solved once, as Solver::reachable would: 13,243 of them for either rule set, about a
// second on two cores. What it costs follows the selections and the values they make, not the
// width of the range: each thread marks its selections' targets in one buffer, cleared only where
// the last one marked it (the UK table over 1-999,999 takes about 2.5 times the CPU of 100-999,
// countdown-bench --sections odds). The control's callbacks are only called on the calling thread
// (the work itself is spread over options.threads threads, each with its own solvers). Should
// memory run out on any of those threads, the others stop and std::bad_alloc is thrown on the
// calling one.
std::optional<std::vector<OddsRow>> computeOdds(const OddsOptions &options,
                                                const SolveControl &control = {});

// The odds of one draw (row.large is -1). The draw must take 1-7 tiles in all, have at most
// kMaxOddsSelections distinct selections, and drawCount(draw) * (high - low + 1) must fit in 64
// bits (any bag of up to 100 tiles does); otherwise, or when cancelled, nullopt.
// `operators`: what the selections may use (a variant's).
std::optional<OddsRow> oddsForDraw(const std::vector<BagDraw> &draw, SolveMode mode, Number low,
                                   Number high, int threads = 0, const SolveControl &control = {},
                                   OperatorSet operators = OperatorSet::all());

// --- The shipped table (resources/odds/odds.json, qrc:/odds/odds.json) ---

// The odds for one variant (its mode included) over one target range, as
// `countdown-solve --stats --json` writes them.
struct OddsTable {
    GameVariant variant = standardVariant();
    Number lowTarget = 0;
    Number highTarget = 0;
    QString command; // the command that computes it
    std::vector<OddsRow> rows;
};

struct OddsTables {
    QString command; // the command that regenerates the whole file
    std::vector<OddsTable> tables;

    // The table of a variant over its own targets, nullptr when there is none. Only what decides
    // the odds has to match (bags, tiles, pick, targets, operations, mode), not the id or name.
    const OddsTable *find(const GameVariant &variant) const;
};

// Whether two variants draw the same rounds and allow the same answers, so have the same odds.
bool haveSameOdds(const GameVariant &a, const GameVariant &b);
// The show's rule set a variant plays as, whatever its targets, id or name (UK or French); none for
// any other variant.
std::optional<RuleSet> showRulesOf(const GameVariant &variant);

// The rows of a table as its JSON writes them (see toJson below).
QJsonArray toJson(const std::vector<OddsRow> &rows);

// One table as JSON: {"variant": the variant (variantfile.h), "rules": "uk" | "lceb" (for the
// show's rules only), "mode": "drop" | "use-all", "low_target", "high_target", "command",
// "rows": [{"large" (when the player picks), "selections", "no_exact_numerator",
// "no_exact_denominator", "no_exact_percent"}]}. Tables without "variant" (written by earlier
// versions) are read by their "rules" and "mode".
QJsonObject toJson(const OddsTable &table);

// Reads either one table (the output of `countdown-solve --stats --json`) or the shipped file
// ({"command": ..., "tables": [table, ...]}). nullopt when the JSON is not one of these or a row
// is inconsistent (a zero denominator, a numerator above it).
std::optional<OddsTables> loadOddsTables(const QByteArray &json);

} // namespace countdown
