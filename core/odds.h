// Exact odds of the numbers round, by exhaustive enumeration rather than sampling: for every
// distinct selection of tiles (a multiset), weighted by its probability under the rules' draw,
// the share of targets in a range that have no exact solution.
#pragma once

#include "rules.h"
#include "solver.h"

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
    int large = -1;          // UK: 0-4; -1 for French rules (one row)
    int selections = 0;      // distinct selections enumerated
    Fraction noExactSolution; // P(a random round has no exact solution), reduced
};

// One row per number of large (UK) or a single row (French). nullopt when cancelled.
std::optional<std::vector<OddsRow>> computeOdds(const OddsOptions &options,
                                                const SolveControl &control = {});

} // namespace countdown
