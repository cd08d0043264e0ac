// Exact odds of the numbers round, by exhaustive enumeration rather than sampling: for every
// distinct selection of tiles (a multiset), weighted by its probability under the rules' draw,
// the share of targets in a range that have no exact solution.
#pragma once

#include "rules.h"
#include "solver.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace countdown {

struct OddsOptions {
    Variant rules = Variant::Countdown; // Countdown (per number of large) or LeCompteEstBon
    SolveMode mode = SolveMode::DropAllowed;
    Number lowTarget = 100; // inclusive; defaults to the rules' range
    Number highTarget = 999;
    int threads = 0; // 0: as many as the machine has
};

// An exact probability.
struct Fraction {
    std::uint64_t numerator = 0;
    std::uint64_t denominator = 1;
    double value() const { return double(numerator) / double(denominator); }
    friend bool operator==(const Fraction &, const Fraction &) = default;
};

struct OddsRow {
    int large = -1;           // UK: 0-4; -1 for French rules (one row)
    int selections = 0;       // distinct selections enumerated
    Fraction noExactSolution; // P(a random round has no exact solution), reduced
};

// One row per number of large (UK) or a single row (French; any other rules count as UK).
// nullopt when cancelled. Targets outside [1, 999,999] are clamped to it; an empty range gives
// probability 0. Every distinct selection is solved once with Solver::reachable: 13,243 of them
// for either rule set, about a second on two cores.
// The control's callbacks are only called on the calling thread (the work itself is spread over
// options.threads threads, each with its own solvers).
std::optional<std::vector<OddsRow>> computeOdds(const OddsOptions &options,
                                                const SolveControl &control = {});

// --- The enumeration underneath, for any bag (tests use small ones that can be checked by hand)
// ---

// Part of a draw: `count` tiles taken from `bag` without replacement, every subset of positions
// equally likely. A round's tiles are the union of the parts, drawn independently (UK: k from the
// large bag and 6 - k from the small one; French: six from the single bag).
struct BagDraw {
    std::vector<Number> bag; // equal numbers are interchangeable tiles
    int count = 0;
};

// The parts of a draw under the rules: UK with `large` large tiles (0-4), or French (large is
// ignored). Custom rules have no draw: an empty list.
std::vector<BagDraw> rulesDraw(Variant rules, int large = 0);

// A distinct selection (sorted ascending) and how many of the equally likely draws give it.
struct WeightedSelection {
    std::vector<Number> tiles;
    std::uint64_t draws = 0;
};

// Every distinct selection of a draw, in increasing lexicographic order. Its `draws` add up to
// drawCount(draw), so a selection's probability is draws / drawCount(draw).
std::vector<WeightedSelection> distinctSelections(const std::vector<BagDraw> &draw);
// The number of equally likely draws: the product of C(bag size, count). 0 when a count is
// negative or larger than its bag, or on 64-bit overflow.
std::uint64_t drawCount(const std::vector<BagDraw> &draw);

// The odds of one draw (row.large is -1). The draw must take 1-7 tiles in all and
// drawCount(draw) * (high - low + 1) must fit in 64 bits (any bag of up to 100 tiles does);
// otherwise, or when cancelled, nullopt.
std::optional<OddsRow> oddsForDraw(const std::vector<BagDraw> &draw, SolveMode mode, Number low,
                                   Number high, int threads = 0, const SolveControl &control = {});

// --- The shipped table (resources/odds/odds.json, qrc:/odds/odds.json) ---

// The odds for one rule set and mode over one target range, as `countdown-solve --stats --json`
// writes them.
struct OddsTable {
    Variant rules = Variant::Countdown;
    SolveMode mode = SolveMode::DropAllowed;
    Number lowTarget = 0;
    Number highTarget = 0;
    QString command; // the command that computes it
    std::vector<OddsRow> rows;
};

struct OddsTables {
    QString command; // the command that regenerates the whole file
    std::vector<OddsTable> tables;

    // The table for a rule set and mode, nullptr when there is none.
    const OddsTable *find(Variant rules, SolveMode mode) const;
};

// One table as JSON: {"rules": "uk" | "lceb", "mode": "drop" | "use-all", "low_target",
// "high_target", "command", "rows": [{"large" (UK only), "selections", "no_exact_numerator",
// "no_exact_denominator", "no_exact_percent"}]}.
QJsonObject toJson(const OddsTable &table);

// Reads either one table (the output of `countdown-solve --stats --json`) or the shipped file
// ({"command": ..., "tables": [table, ...]}). nullopt when the JSON is not one of these or a row
// is inconsistent (a zero denominator, a numerator above it).
std::optional<OddsTables> loadOddsTables(const QByteArray &json);

} // namespace countdown
