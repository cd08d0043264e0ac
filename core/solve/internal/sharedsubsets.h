// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The values of the sub-multisets that the selections of an odds table have in common, each built
// once for the whole table instead of once in every selection that holds it: the 13,243
// selections of a UK table hold 7,823 distinct sub-multisets of two to five tiles that two or
// more of them share, those of five tiles in 12 selections on average, of four in 81.
//
// A selection's own table keeps fewer values of a mask than an entry here: how far a value is
// worth keeping depends on the tiles outside the mask (usefulCap), and those differ from one
// selection to another. An entry keeps what the most generous of the selections that hold it
// would, and a selection reads it only up to its own limit: exactly the values its own table
// would have kept, since a value above a mask's limit only ever leads to values above the limits
// of the masks built from it.
#pragma once

#include "answers.h"
#include "steprules.h"
#include "tileset.h"
#include "value.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace countdown::detail {

class SharedSubsets {
public:
    // Values kept at most (32 MiB): a variant of large tiles could otherwise ask for gigabytes.
    // A UK table's in drop mode fit (3.2 million values); in use-all (4.7 million) the least held
    // are left out.
    static constexpr std::size_t kDefaultBudget = std::size_t(4) << 20;

    // For the tables of the selections of one odds table: their rules, the largest value they
    // ask about (ValueTable's `useful`), and whether they leave out what smaller parts make.
    SharedSubsets(StepRules rules, Value useful, bool leaveOutSmallerParts,
                  std::size_t budget = kDefaultBudget);

    // Plans the entries: each sub-multiset of two or more tiles, fewer than its selection's, that
    // two or more of the selections hold. Each selection's tiles sorted. False when cancelled.
    bool plan(const std::vector<std::span<const Number>> &selections,
              const SolveControl &control = {});

    // Entries have 2 to largestSize() tiles; 1 when there is none.
    int largestSize() const { return m_largestSize; }
    std::size_t count(int size) const { return m_bySize[std::size_t(size)].size(); }
    // Builds one entry of `size` tiles once every entry with fewer tiles is built (or left out).
    // Several threads may build different entries at once. Once the values kept reach the budget,
    // the others are left out, and with them every entry built from one: the selections that
    // hold them build them as they would anyway. The entries held by the most selections come
    // first in each size.
    void build(int size, std::size_t index);

    // Whether a table with these rules and limit reads the same values as the entries.
    bool serves(StepRules rules, Value useful, bool leaveOutSmallerParts) const;
    // The values of the sub-multiset `tiles` (sorted) up to `cap`, as a table that holds it would
    // keep them; nullopt when it is not shared (or not up to `cap`).
    std::optional<std::span<const Value>> values(std::span<const Number> tiles, Value cap) const;

private:
    struct Key {
        std::array<Number, 7> tiles{};
        std::size_t size = 0;
        friend bool operator==(const Key &, const Key &) = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key &key) const;
    };
    struct Entry {
        std::size_t holders = 0; // selections holding it (plan)
        Value restProduct = 1;   // the largest product of the tiles beside it in one of them
        Value cap = 0;           // values kept up to this
        std::vector<Value> values;
        bool built = false; // not when left out (the budget); read once its size is built
    };
    static Key keyOf(std::span<const Number> tiles);
    const Entry *find(std::span<const Number> tiles) const;

    StepRules m_rules;
    Value m_useful;
    bool m_leaveOutSmallerParts;
    std::size_t m_budget;
    std::atomic<std::size_t> m_kept{0}; // values of the entries built
    int m_largestSize = 1;
    std::unordered_map<Key, Entry, KeyHash> m_entries; // not changed after plan(): read by all
    std::array<std::vector<std::pair<const Key, Entry> *>, 8> m_bySize;
};

} // namespace countdown::detail
