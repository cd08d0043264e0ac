// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bruteforce.h"

#include "arithmetic.h"

#include <algorithm>
#include <array>
#include <unordered_map>
#include <unordered_set>

namespace countdown::testsupport {

namespace {

struct Item {
    Number value;
    int tiles;
};

using Board = std::array<Item, 7>;

// Calls visit(item) for every number made by a step, then carries on from the board where the two
// operands are replaced by it. Every pair, both orders for - and /, every operation. A board
// already explored (same numbers made from as many tiles, in any order) is not explored again.
template <typename Visit>
class Explorer {
public:
    Explorer(Visit &visit, OperatorSet operators)
        : m_visit(visit)
        , m_operators(operators)
    {
    }

    void run(const std::vector<Number> &tiles)
    {
        Board board{};
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            board[i] = Item{tiles[i], 1};
            m_visit(board[i]);
        }
        explore(board, int(tiles.size()));
    }

private:
    void explore(const Board &board, int count)
    {
        if (count >= 3 && !m_seen.insert(key(board, count)).second)
            return;
        for (int i = 0; i < count; ++i) {
            for (int j = 0; j < count; ++j) {
                if (i == j)
                    continue;
                for (const Operator op : kOperators) {
                    if (!m_operators.contains(op))
                        continue;
                    if (isCommutative(op) && j < i)
                        continue; // a + b was tried as b + a
                    const auto result = tryApply(board[i].value, op, board[j].value);
                    if (!result)
                        continue;
                    const Item made{*result, board[i].tiles + board[j].tiles};
                    m_visit(made);
                    Board next{};
                    int k = 0;
                    for (int m = 0; m < count; ++m)
                        if (m != i && m != j)
                            next[k++] = board[m];
                    next[k++] = made;
                    if (k > 1)
                        explore(next, k);
                }
            }
        }
    }

    using Key = std::array<std::pair<Number, int>, 7>;
    struct KeyHash {
        std::size_t operator()(const Key &k) const
        {
            std::size_t h = 0;
            for (const auto &[value, tiles] : k)
                h = h * 1000003u ^ (std::size_t(value) * 8 + std::size_t(tiles));
            return h;
        }
    };

    static Key key(const Board &board, int count)
    {
        Key items{};
        for (int i = 0; i < count; ++i)
            items[std::size_t(i)] = {board[std::size_t(i)].value, board[std::size_t(i)].tiles};
        // Unused entries stay {0, 0} (no value is 0): sorting all seven keeps the key canonical.
        std::sort(items.begin(), items.end());
        return items;
    }

    Visit &m_visit;
    OperatorSet m_operators;
    std::unordered_set<Key, KeyHash> m_seen;
};

template <typename Visit>
void exploreAll(const std::vector<Number> &tiles, OperatorSet operators, Visit &visit)
{
    Explorer<Visit>(visit, operators).run(tiles);
}

} // namespace

BruteForceBest bruteForceBest(const std::vector<Number> &tiles, Number target, SolveMode mode,
                              OperatorSet operators)
{
    const int all = int(tiles.size());
    BruteForceBest best;
    bool found = false;
    auto visit = [&](const Item &item) {
        if (mode == SolveMode::UseAll && item.tiles != all)
            return;
        const Number d = item.value > target ? item.value - target : target - item.value;
        if (!found || d < best.distance
            || (d == best.distance
                && (item.tiles < best.fewest
                    || (item.tiles == best.fewest && item.value < best.value)))) {
            best = BruteForceBest{item.value, d, item.tiles};
            found = true;
        }
    };
    exploreAll(tiles, operators, visit);
    return best;
}

std::map<Number, int> bruteForceReachable(const std::vector<Number> &tiles, SolveMode mode,
                                          Number low, Number high, OperatorSet operators)
{
    const int all = int(tiles.size());
    // Only the values made: a range of a million targets is mostly missed.
    std::unordered_map<Number, int> fewest;
    auto visit = [&](const Item &item) {
        if (item.value < low || item.value > high)
            return;
        if (mode == SolveMode::UseAll && item.tiles != all)
            return;
        const auto [it, first] = fewest.try_emplace(item.value, item.tiles);
        if (!first && item.tiles < it->second)
            it->second = item.tiles;
    };
    exploreAll(tiles, operators, visit);
    return {fewest.begin(), fewest.end()};
}

} // namespace countdown::testsupport
