// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rules.h"

namespace countdown {

const std::vector<Number> &largeTiles()
{
    static const std::vector<Number> tiles = {25, 50, 75, 100};
    return tiles;
}

const std::vector<Number> &smallTiles()
{
    static const std::vector<Number> tiles = [] {
        std::vector<Number> t;
        for (Number n = 1; n <= 10; ++n) {
            t.push_back(n);
            t.push_back(n);
        }
        return t;
    }();
    return tiles;
}

const std::vector<Number> &frenchBag()
{
    static const std::vector<Number> bag = [] {
        std::vector<Number> c = smallTiles();
        c.insert(c.end(), largeTiles().begin(), largeTiles().end());
        return c;
    }();
    return bag;
}

TargetRange targetRange(RuleSet rules)
{
    switch (rules) {
    case RuleSet::Countdown:
        return {100, 999};
    case RuleSet::LeCompteEstBon:
        return {101, 999};
    case RuleSet::Custom:
        break;
    }
    return {kMinTarget, kMaxTarget};
}

std::uint64_t PortableRandom::below(std::uint64_t bound)
{
    // Reject the lowest (2^64 mod bound) outputs so that every residue is equally likely.
    const std::uint64_t threshold = (0 - bound) % bound;
    std::uint64_t x = next();
    while (x < threshold)
        x = next();
    return x % bound;
}

Number PortableRandom::between(Number low, Number high)
{
    return low + Number(below(std::uint64_t(high - low) + 1));
}

} // namespace countdown
