// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "selections.h"

#include <QtNumeric>

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>
#include <optional>

namespace countdown {

namespace {

// C(n, k), or 0 when it does not fit in 64 bits (or k is out of range).
std::uint64_t binomial(std::uint64_t n, std::uint64_t k)
{
    if (k > n)
        return 0;
    k = std::min(k, n - k);
    std::uint64_t result = 1;
    for (std::uint64_t i = 1; i <= k; ++i) {
        // result * (n - k + i) / i is exact at every step (it is C(n - k + i, i)); divide by the
        // common factor first so that the product overflows only when the result itself would.
        const std::uint64_t g = std::gcd(result, i);
        const std::uint64_t factor = (n - k + i) / (i / g);
        std::uint64_t next;
        if (qMulOverflow(result / g, factor, &next))
            return 0;
        result = next;
    }
    return result;
}

// The distinct values of a bag with how many tiles of each, ascending.
std::vector<std::pair<Number, int>> valueCounts(std::vector<Number> bag)
{
    std::sort(bag.begin(), bag.end());
    std::vector<std::pair<Number, int>> counts;
    for (const Number n : bag) {
        if (counts.empty() || counts.back().first != n)
            counts.push_back({n, 0});
        ++counts.back().second;
    }
    return counts;
}

// Every sub-multiset of `count` tiles of one bag with the number of position subsets giving it:
// the product over values of C(tiles of that value in the bag, tiles of it taken).
void subMultisets(const std::vector<std::pair<Number, int>> &counts, std::size_t index, int left,
                  std::vector<Number> &taken, std::uint64_t ways,
                  std::vector<WeightedSelection> &out)
{
    if (left == 0) {
        out.push_back({taken, ways});
        return;
    }
    if (index == counts.size())
        return;
    const auto [value, available] = counts[index];
    for (int c = 0; c <= std::min(available, left); ++c) {
        subMultisets(counts, index + 1, left - c, taken, ways * binomial(available, c), out);
        taken.push_back(value);
    }
    taken.resize(taken.size() - std::size_t(std::min(available, left) + 1));
}

std::uint64_t saturatingAdd(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t sum;
    return qAddOverflow(a, b, &sum) ? std::numeric_limits<std::uint64_t>::max() : sum;
}

// The tiles each part of a draw takes, and every way to share a multiset's tiles out among the
// parts (a count per part, none above the part's own), known by its mixed-radix index.
class PartShares {
public:
    explicit PartShares(const std::vector<BagDraw> &draw)
    {
        for (const BagDraw &part : draw) {
            m_counts.push_back(part.count);
            m_shares *= std::size_t(part.count) + 1;
        }
    }

    // Ways to share out, by index: 0 is none taken, shares() - 1 every part's count.
    std::size_t shares() const { return m_shares; }
    int total() const { return std::accumulate(m_counts.begin(), m_counts.end(), 0); }
    int parts() const { return int(m_counts.size()); }
    int countOf(int part) const { return m_counts[std::size_t(part)]; }

    // The per-part counts of an index, and back.
    std::vector<int> decode(std::size_t index) const
    {
        std::vector<int> tuple(m_counts.size());
        for (std::size_t p = 0; p < m_counts.size(); ++p) {
            tuple[p] = int(index % std::size_t(m_counts[p] + 1));
            index /= std::size_t(m_counts[p] + 1);
        }
        return tuple;
    }
    std::size_t encode(const std::vector<int> &tuple) const
    {
        std::size_t index = 0;
        for (std::size_t p = m_counts.size(); p-- > 0;)
            index = index * std::size_t(m_counts[p] + 1) + std::size_t(tuple[p]);
        return index;
    }

private:
    std::vector<int> m_counts;
    std::size_t m_shares = 1;
};

// Of each value in the draw's bags, how many tiles of it each part's bag holds; nullopt when a
// part takes a negative count or more tiles than its bag holds.
std::optional<std::map<Number, std::vector<int>>> tilesByValue(const std::vector<BagDraw> &draw)
{
    std::map<Number, std::vector<int>> available;
    for (std::size_t p = 0; p < draw.size(); ++p) {
        const BagDraw &part = draw[p];
        if (part.count < 0 || std::size_t(part.count) > part.bag.size())
            return std::nullopt;
        for (const Number n : part.bag) {
            std::vector<int> &of = available[n];
            of.resize(draw.size(), 0);
            ++of[p];
        }
    }
    return available;
}

using Ways = std::vector<bool>; // by PartShares index: whether the tiles can be shared out so

// How the tiles of a multiset shared out in any of `ways` (none before `first`) can be once
// `take` tiles of a value are added, of which each part's bag holds `of`.
Ways sharedWith(const PartShares &shares, const Ways &ways, std::size_t first,
                const std::vector<int> &of, int take)
{
    Ways extended(shares.shares(), false);
    for (std::size_t index = first; index < shares.shares(); ++index) {
        if (!ways[index])
            continue;
        // Every way to share `take` tiles of this value among the parts.
        std::vector<int> tuple = shares.decode(index);
        const auto share = [&](auto &self, int p, int left) -> void {
            if (p == shares.parts()) {
                if (left == 0)
                    extended[shares.encode(tuple)] = true;
                return;
            }
            const std::size_t at = std::size_t(p);
            const int room = std::min(of[at], shares.countOf(p) - tuple[at]);
            for (int d = 0; d <= std::min(room, left); ++d) {
                tuple[at] += d;
                self(self, p + 1, left - d);
                tuple[at] -= d;
            }
        };
        share(share, 0, take);
    }
    return extended;
}

} // namespace

std::vector<BagDraw> variantDraw(const GameVariant &variant, int large)
{
    if (!variant.playerPicksLarge()) {
        std::vector<Number> bag = variant.small;
        bag.insert(bag.end(), variant.large.begin(), variant.large.end());
        return {{bag, variant.tiles}};
    }
    large = variant.clampLarge(large);
    return {{variant.large, large}, {variant.small, variant.tiles - large}};
}

std::vector<BagDraw> rulesDraw(RuleSet rules, int large)
{
    if (rules == RuleSet::Custom)
        return {};
    return variantDraw(variantOf(rules), large);
}

std::vector<WeightedSelection> distinctSelections(const std::vector<BagDraw> &draw)
{
    // The parts are drawn independently: every combination of their sub-multisets, merged when
    // two combinations give the same selection (only possible when the bags share a number).
    std::map<std::vector<Number>, std::uint64_t> merged{{{}, 1}};
    for (const BagDraw &part : draw) {
        if (part.count < 0 || std::size_t(part.count) > part.bag.size())
            return {};
        std::vector<WeightedSelection> ofPart;
        std::vector<Number> taken;
        subMultisets(valueCounts(part.bag), 0, part.count, taken, 1, ofPart);
        std::map<std::vector<Number>, std::uint64_t> next;
        for (const auto &[tiles, draws] : merged) {
            for (const WeightedSelection &sub : ofPart) {
                std::vector<Number> combined = tiles;
                combined.insert(combined.end(), sub.tiles.begin(), sub.tiles.end());
                std::sort(combined.begin(), combined.end());
                next[combined] += draws * sub.draws;
            }
        }
        merged = std::move(next);
    }
    std::vector<WeightedSelection> result;
    result.reserve(merged.size());
    for (auto &[tiles, draws] : merged)
        result.push_back({tiles, draws});
    return result;
}

std::uint64_t drawCount(const std::vector<BagDraw> &draw)
{
    std::uint64_t count = 1;
    for (const BagDraw &part : draw) {
        if (part.count < 0)
            return 0;
        const std::uint64_t ways = binomial(part.bag.size(), std::uint64_t(part.count));
        if (ways == 0 || qMulOverflow(count, ways, &count))
            return 0;
    }
    return count;
}

std::uint64_t selectionCount(const std::vector<BagDraw> &draw)
{
    // A multiset is a selection when its tiles of each value can be shared out among the parts,
    // none taking more of a value than its bag holds, each taking its count in all. The values are
    // taken in turn: a multiset of the values so far is known by every way its tiles could be
    // shared out, and two with the same ways extend to selections alike, so they are counted
    // together instead of one by one.
    const auto available = tilesByValue(draw);
    if (!available)
        return 0;
    const PartShares shares(draw);
    const int total = shares.total();
    const Ways none(shares.shares(), false);
    Ways start = none;
    start[0] = true;
    std::map<Ways, std::uint64_t> partial{{start, 1}};
    for (const auto &[value, of] : *available) {
        const int here = std::accumulate(of.begin(), of.end(), 0);
        std::map<Ways, std::uint64_t> next;
        for (const auto &[ways, multisets] : partial) {
            const std::size_t first =
                std::size_t(std::find(ways.begin(), ways.end(), true) - ways.begin());
            const std::vector<int> firstTuple = shares.decode(first);
            const int size = std::accumulate(firstTuple.begin(), firstTuple.end(), 0);
            for (int take = 0; take <= std::min(here, total - size); ++take) {
                const Ways extended = sharedWith(shares, ways, first, of, take);
                if (extended != none) {
                    std::uint64_t &count = next[extended];
                    count = saturatingAdd(count, multisets);
                }
            }
        }
        partial = std::move(next);
    }
    std::uint64_t selections = 0;
    for (const auto &[ways, multisets] : partial)
        if (ways[shares.shares() - 1]) // every part has its count
            selections = saturatingAdd(selections, multisets);
    return selections;
}

} // namespace countdown
