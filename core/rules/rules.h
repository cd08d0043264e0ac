// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules of the numbers round: which tiles exist and which targets, for the UK show (Countdown)
// and the French one (Le compte est bon); a round as drawn. How a round is drawn, under these
// rules or any other variant, is in gamevariant.h.
//
// Draws take a PortableRandom so that a seed gives the same round on every OS and compiler
// (the standard library's distributions and shuffles differ between implementations).
#pragma once

#include "number.h"

#include <cstdint>
#include <random>
#include <vector>

namespace countdown {

enum class RuleSet {
    Countdown,      // UK: the player picks 0-4 large numbers; target 100-999
    LeCompteEstBon, // French: six tiles from one bag of 24; target 101-999
    Custom,         // any numbers and target, typed in
};

inline constexpr int kTilesPerRound = 6;
inline constexpr int kMaxLarge = 4;

// The bags of tiles, in a fixed order (the order matters for reproducible draws).
const std::vector<Number> &largeTiles(); // 25 50 75 100
const std::vector<Number> &smallTiles(); // 1 1 2 2 ... 10 10
const std::vector<Number> &frenchBag();  // the small tiles, then 25 50 75 100

struct TargetRange {
    Number low;
    Number high;
    friend bool operator==(const TargetRange &, const TargetRange &) = default;
};
// Custom rounds accept any target within the solver's limits.
TargetRange targetRange(RuleSet rules);

// A random source whose output is defined by its seed alone: std::mt19937_64 (whose sequence the
// C++ standard fixes) with our own mapping to ranges and our own shuffle.
class PortableRandom {
public:
    explicit PortableRandom(std::uint64_t seed)
        : m_engine(seed)
    {
    }

    std::uint64_t next() { return m_engine(); }
    // Uniform in [0, bound), bound > 0: rejection sampling, no modulo bias.
    std::uint64_t below(std::uint64_t bound);
    // Uniform in [low, high].
    Number between(Number low, Number high);
    // Fisher-Yates, from the last element down.
    template <typename T>
    void shuffle(std::vector<T> &items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = std::size_t(below(i));
            std::swap(items[i - 1], items[j]);
        }
    }

private:
    std::mt19937_64 m_engine;
};

struct Draw {
    std::vector<Number> tiles; // large numbers first, as they are laid out on the show
    Number target = 0;
};

} // namespace countdown
