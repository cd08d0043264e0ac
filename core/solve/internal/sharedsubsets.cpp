// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharedsubsets.h"

#include "combine.h"
#include "sortedsetbuilder.h"
#include "value.h"

#include <algorithm>
#include <cassert>

namespace countdown::detail {

namespace {

// P(tiles outside the mask), as ValueTable works it out for its own masks (usefulCap).
Value productOfRest(const TileSet &tiles, Mask mask)
{
    Value product = 1;
    for (std::size_t i = 0; i < std::size_t(tiles.size()); ++i)
        if (!(mask & (1u << i)))
            product = saturatingMul(product, std::max<Value>(2, Value(tiles.tiles()[i])));
    return product;
}

} // namespace

std::size_t SharedSubsets::KeyHash::operator()(const Key &key) const
{
    std::size_t hash = key.size;
    for (std::size_t i = 0; i < key.size; ++i)
        hash = hash * 1'000'003u ^ std::hash<Number>()(key.tiles[i]);
    return hash;
}

SharedSubsets::SharedSubsets(StepRules rules, Value useful, bool leaveOutSmallerParts,
                             std::size_t budget)
    : m_rules(rules)
    , m_useful(useful)
    , m_leaveOutSmallerParts(leaveOutSmallerParts && rules.pruneRedundant)
    , m_budget(budget)
{
}

SharedSubsets::Key SharedSubsets::keyOf(std::span<const Number> tiles)
{
    assert(tiles.size() <= 7);
    Key key;
    key.size = tiles.size();
    std::copy(tiles.begin(), tiles.end(), key.tiles.begin());
    return key;
}

const SharedSubsets::Entry *SharedSubsets::find(std::span<const Number> tiles) const
{
    const auto it = m_entries.find(keyOf(tiles));
    return it == m_entries.end() ? nullptr : &it->second;
}

bool SharedSubsets::plan(const std::vector<std::span<const Number>> &selections,
                         const SolveControl &control)
{
    for (std::size_t i = 0; i < selections.size(); ++i) {
        constexpr std::size_t kBetweenPolls = 512; // about a millisecond
        if (i % kBetweenPolls == 0 && control.cancelled && control.cancelled())
            return false;
        const std::span<const Number> selection = selections[i];
        const TileSet tiles(std::vector<Number>(selection.begin(), selection.end()));
        // Canonical masks: each distinct sub-multiset of the selection once.
        for (int size = 2; size < tiles.size(); ++size) {
            for (const Mask mask : tiles.masksOfSize(size)) {
                Key key;
                key.size = tiles.tilesOf(mask, key.tiles);
                Entry &entry = m_entries[key];
                ++entry.holders;
                entry.restProduct = std::max(entry.restProduct, productOfRest(tiles, mask));
            }
        }
    }
    // One held by a single selection saves nothing: that selection builds it as it would anyway.
    // (The parts of one held by two are held by both.)
    std::erase_if(m_entries, [](const auto &item) { return item.second.holders < 2; });
    for (auto &item : m_entries) {
        // What its most generous holder keeps; the parts of an entry keep at least what it needs
        // of them, since their holders include its own.
        item.second.cap = usefulCap(m_useful, item.second.restProduct);
        m_bySize[item.first.size].push_back(&item);
        m_largestSize = std::max(m_largestSize, int(item.first.size));
    }
    // Within the budget, the entries that save the most first: those held by the most selections.
    for (auto &level : m_bySize) {
        std::sort(level.begin(), level.end(), [](const auto *a, const auto *b) {
            return a->second.holders > b->second.holders
                   || (a->second.holders == b->second.holders && a->first.tiles < b->first.tiles);
        });
    }
    return true;
}

void SharedSubsets::build(int size, std::size_t index)
{
    // Not structured bindings: clang 14 cannot capture those in lambdas.
    const Key &key = m_bySize[std::size_t(size)][index]->first;
    Entry &entry = m_bySize[std::size_t(size)][index]->second;
    if (m_kept.load(std::memory_order_relaxed) >= m_budget)
        return; // left to the selections that hold it, as are the entries built from it
    const TileSet tiles(
        std::vector<Number>(key.tiles.begin(), key.tiles.begin() + std::ptrdiff_t(key.size)));
    // A part's values as far as they can lead to one of the entry's: its holders include the
    // entry's, so it keeps at least that far.
    std::array<Value, 7> tileValues{};
    const auto partValues = [&](Mask part) -> std::optional<std::span<const Value>> {
        if (TileSet::countOf(part) == 1) {
            const std::size_t i = std::size_t(std::countr_zero(unsigned(part)));
            tileValues[i] = Value(tiles.tiles()[i]);
            return std::span<const Value>(&tileValues[i], 1);
        }
        std::array<Number, 7> partTiles{};
        const std::size_t count = tiles.tilesOf(part, partTiles);
        const Entry *const found = find({partTiles.data(), count});
        assert(found);
        if (!found->built)
            return std::nullopt;
        const Value cap = usefulCap(entry.cap, productOfRest(tiles, part));
        return std::span<const Value>(
            found->values.begin(),
            std::upper_bound(found->values.begin(), found->values.end(), cap));
    };
    // A part not built (over the budget): neither is this.
    std::vector<std::pair<std::span<const Value>, std::span<const Value>>> splits;
    for (const Split &split : tiles.splits(tiles.full())) {
        const auto a = partValues(split.a), b = partValues(split.b);
        if (!a || !b)
            return;
        splits.emplace_back(*a, *b);
    }

    SortedSetBuilder &collected = SortedSetBuilder::ofThread();
    for (const auto &[a, b] : splits)
        combineSorted(a, b, m_rules, entry.cap, [&](Value v) { collected.add(v); });
    if (m_leaveOutSmallerParts) {
        // As ValueTable does: what a smaller part makes is made with fewer tiles. (Every part of a
        // part that is built is built.)
        for (int count = 1; count < size; ++count)
            for (const Mask part : tiles.masksOfSize(count)) {
                const std::span<const Value> values = *partValues(part);
                for (const Value v : values)
                    collected.remove(v);
            }
    }
    collected.drainInto(entry.values);
    entry.built = true;
    m_kept.fetch_add(entry.values.size(), std::memory_order_relaxed);
}

bool SharedSubsets::serves(StepRules rules, Value useful, bool leaveOutSmallerParts) const
{
    return rules.pruneRedundant == m_rules.pruneRedundant && rules.operators == m_rules.operators
           && useful == m_useful
           && (leaveOutSmallerParts && rules.pruneRedundant) == m_leaveOutSmallerParts;
}

std::optional<std::span<const Value>> SharedSubsets::values(std::span<const Number> tiles,
                                                            Value cap) const
{
    if (tiles.size() < 2 || int(tiles.size()) > m_largestSize)
        return std::nullopt;
    const Entry *const entry = find(tiles);
    if (!entry || !entry->built || cap > entry->cap)
        return std::nullopt;
    return std::span<const Value>(
        entry->values.begin(), std::upper_bound(entry->values.begin(), entry->values.end(), cap));
}

} // namespace countdown::detail
