// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "distinct.h"

#include "ease.h"

#include <QtNumeric>

#include <algorithm>
#include <cassert>
#include <utility>

namespace countdown::detail {

namespace {

using Span = std::span<const Value>;

bool addsUp(const std::vector<Value> &terms, Value total)
{
    // Some non-empty subset of the terms sums to total (at most 7 terms).
    const unsigned count = unsigned(terms.size());
    for (unsigned subset = 1; subset < (1u << count); ++subset) {
        Value sum = 0;
        bool overflow = false;
        for (unsigned i = 0; i < count && !overflow; ++i)
            if (subset & (1u << i))
                overflow = qAddOverflow(sum, terms[i], &sum);
        if (!overflow && sum == total)
            return true;
    }
    return false;
}

bool multipliesUp(const std::vector<Value> &factors, Value total)
{
    const unsigned count = unsigned(factors.size());
    for (unsigned subset = 1; subset < (1u << count); ++subset) {
        Value product = 1;
        bool overflow = false;
        for (unsigned i = 0; i < count && !overflow; ++i)
            if (subset & (1u << i))
                overflow = qMulOverflow(product, factors[i], &product);
        if (!overflow && product == total)
            return true;
    }
    return false;
}

std::uint64_t mix(std::uint64_t h, std::uint64_t v)
{
    // splitmix64-style mixing; only used within one process, never persisted.
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h ^= h >> 31;
    h *= 0xbf58476d1ce4e5b9ull;
    return h ^ (h >> 27);
}

} // namespace

DistinctSolutions::DistinctSolutions(const ValueTable &table, SolveMode mode,
                                     const SolveControl &control)
    : m_table(table)
    , m_tiles(table.tiles())
    , m_search(table)
    , m_mode(mode)
    , m_rules(table.rules())
    , m_control(control)
{
}

DistinctSolutions::FormId DistinctSolutions::tile(Value value)
{
    const auto [it, inserted] = m_tileForms.try_emplace(value, FormId(m_forms.size()));
    if (inserted) {
        m_forms.push_back(
            Form{value, Kind::Tile, 1, 0, 0, 0, it->second, it->second, Operator::Add, false});
    }
    return it->second;
}

DistinctSolutions::FormId DistinctSolutions::intern(Kind kind, std::vector<FormId> &positives,
                                                    std::vector<FormId> &negatives, Value value,
                                                    int tiles, FormId witnessLeft,
                                                    Operator witnessOp, FormId witnessRight)
{
    std::sort(positives.begin(), positives.end());
    std::sort(negatives.begin(), negatives.end());
    std::uint64_t hash = mix(std::uint64_t(kind), positives.size());
    for (const FormId id : positives)
        hash = mix(hash, id);
    hash = mix(hash, 0xffffffffull);
    for (const FormId id : negatives)
        hash = mix(hash, id);

    const auto [first, last] = m_index.equal_range(hash);
    for (auto it = first; it != last; ++it) {
        const Form &f = m_forms[it->second];
        if (f.kind != kind || f.positives != positives.size() || f.negatives != negatives.size())
            continue;
        const FormId *children = m_children.data() + f.firstChild;
        if (std::equal(positives.begin(), positives.end(), children)
            && std::equal(negatives.begin(), negatives.end(), children + positives.size()))
            return it->second;
    }

    const FormId id = FormId(m_forms.size());
    const auto divides = [&](FormId child) { return m_forms[child].divides; };
    const bool anyDivision = (kind == Kind::Product && !negatives.empty())
                             || std::any_of(positives.begin(), positives.end(), divides)
                             || std::any_of(negatives.begin(), negatives.end(), divides);
    m_forms.push_back(Form{value, kind, std::uint8_t(tiles), std::uint8_t(positives.size()),
                           std::uint8_t(negatives.size()), std::uint32_t(m_children.size()),
                           witnessLeft, witnessRight, witnessOp, anyDivision});
    m_children.insert(m_children.end(), positives.begin(), positives.end());
    m_children.insert(m_children.end(), negatives.begin(), negatives.end());
    m_index.emplace(hash, id);
    return id;
}

bool DistinctSolutions::isRedundant(Kind kind, const std::vector<FormId> &positives,
                                    const std::vector<FormId> &negatives, Value value) const
{
    // Rule 4: a group with something taken away that could be written with fewer terms. Shorter
    // writings that need the group's own operation (+ for a sum, × for a product) only count
    // when the variant allows it: without +, 200 − (100 − 6) has no shorter writing.
    if (negatives.empty())
        return false;
    std::vector<Value> &terms = m_terms;
    terms.clear();
    for (const FormId id : positives)
        terms.push_back(m_forms[id].value);
    const bool combinable =
        m_rules.operators.contains(kind == Kind::Sum ? Operator::Add : Operator::Multiply);
    if (!combinable)
        return std::find(terms.begin(), terms.end(), value) != terms.end();

    if (kind == Kind::Sum) {
        Value twiceTaken = 0;
        bool overflow = false;
        for (const FormId id : negatives)
            overflow = overflow || qAddOverflow(twiceTaken, m_forms[id].value, &twiceTaken);
        overflow = overflow || qMulOverflow(twiceTaken, Value(2), &twiceTaken);
        // x + 2y - y is x + y.
        if (!overflow
            && std::any_of(terms.begin(), terms.end(), [&](Value t) { return t == twiceTaken; }))
            return true;
        return addsUp(terms, value);
    }

    Value divisor = 1;
    bool overflow = false;
    for (const FormId id : negatives)
        overflow = overflow || qMulOverflow(divisor, m_forms[id].value, &divisor);
    Value square = 0;
    overflow = overflow || qMulOverflow(divisor, divisor, &square);
    // x * y*y / y is x * y.
    if (!overflow && std::any_of(terms.begin(), terms.end(), [&](Value t) { return t == square; }))
        return true;
    return multipliesUp(terms, value);
}

void DistinctSolutions::combineForms(FormId left, Operator op, FormId right,
                                     std::vector<FormId> &out)
{
    const Form &l = m_forms[left];
    const Form &r = m_forms[right];
    const Value lv = l.value, rv = r.value;

    // Rule 3: the refused steps (in UseAll mode only the rules of arithmetic remain).
    switch (op) {
    case Operator::Add:
        break;
    case Operator::Subtract:
        if (lv <= rv || (m_rules.pruneRedundant && lv == 2 * rv))
            return;
        break;
    case Operator::Multiply:
        if (m_rules.pruneRedundant && (lv == 1 || rv == 1))
            return;
        break;
    case Operator::Divide:
        if (lv % rv != 0 || (m_rules.pruneRedundant && (rv == 1 || lv / rv == rv)))
            return;
        break;
    }
    const auto value = tryApply(Number(lv), op, Number(rv));
    if (!value)
        return;

    // Rule 2: merge with operands of the same kind; the right side of - or / swaps its lists.
    const Kind kind = precedence(op) == 1 ? Kind::Sum : Kind::Product;
    const bool inverse = op == Operator::Subtract || op == Operator::Divide;
    // Scratch lists kept from call to call: a combination is tried for every pair of forms.
    std::vector<FormId> &positives = m_positives, &negatives = m_negatives;
    positives.clear();
    negatives.clear();
    const auto take = [&](FormId id, bool invert) {
        const Form &f = m_forms[id];
        std::vector<FormId> &plus = invert ? negatives : positives;
        std::vector<FormId> &minus = invert ? positives : negatives;
        if (f.kind != kind) {
            plus.push_back(id);
            return;
        }
        const FormId *children = m_children.data() + f.firstChild;
        plus.insert(plus.end(), children, children + f.positives);
        minus.insert(minus.end(), children + f.positives, children + f.positives + f.negatives);
    };
    take(left, false);
    take(right, inverse);

    if (m_rules.pruneRedundant && isRedundant(kind, positives, negatives, Value(*value)))
        return;
    out.push_back(
        intern(kind, positives, negatives, Value(*value), l.tiles + r.tiles, left, op, right));
}

const std::vector<DistinctSolutions::FormId> &DistinctSolutions::formsFor(Mask mask, Value value)
{
    static const std::vector<FormId> kNone;
    const MemoKey key{mask, value};
    if (const auto it = m_memo.find(key); it != m_memo.end())
        return it->second;

    std::vector<FormId> out;
    if (TileSet::countOf(mask) == 1) {
        if (Value(m_tiles.tileOf(mask)) == value)
            out.push_back(tile(value));
        return m_memo.emplace(key, std::move(out)).first->second;
    }

    // firstAmong's search, once it has a first: nothing larger than what that writes can be part
    // of a solution before it (largestBeforeFirst). Read again as the first changes.
    if (value > largestBeforeFirst())
        return kNone; // not remembered: the search clears what it remembers when it ends

    // Kept from call to call: the calls in progress at once are for masks of different sizes.
    std::vector<Candidate> &candidates = m_candidates[std::size_t(TileSet::countOf(mask))];
    const auto &splits = m_tiles.splits(mask);
    const bool reportProgress = m_control.progress && mask == m_tiles.full();
    for (std::size_t splitIndex = 0; splitIndex < splits.size(); ++splitIndex) {
        if (reportProgress)
            m_control.progress(double(splitIndex) / double(splits.size()));
        if (m_control.cancelled && m_control.cancelled()) {
            m_cancelled = true;
            return kNone;
        }
        const Parts parts = partsOf(splits[splitIndex]);
        candidates.clear();
        findCandidates(parts, value, largestBeforeFirst(), candidates);
        for (const Candidate &c : candidates)
            if (!combineCandidate(mask, parts, c, out))
                return kNone;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return m_memo.emplace(key, std::move(out)).first->second;
}

DistinctSolutions::Parts DistinctSolutions::partsOf(const Split &split) const
{
    // A part in a level not built yet (firstAmong's masks: the levels below them may stop one
    // short) has no values to look up: what the other part needs of it is asked of formsFor,
    // which finds no form for a value it cannot make.
    const int built = m_table.levelsBuilt();
    const bool aUnbuilt = TileSet::countOf(split.a) > built;
    if (!aUnbuilt && TileSet::countOf(split.b) <= built)
        return {shorterFirst(m_table, split), false};
    assert(!aUnbuilt || TileSet::countOf(split.b) <= built);
    const Mask builtMask = aUnbuilt ? split.b : split.a;
    return {{builtMask, aUnbuilt ? split.a : split.b, m_table.values(builtMask), {}}, true};
}

void DistinctSolutions::findCandidates(const Parts &parts, Value value, Value largest,
                                       std::vector<Candidate> &candidates) const
{
    const auto [add, subtract, multiply, divide] = AllowedOperations(m_rules.operators);
    const Span xs = parts.values.xs, ys = parts.values.ys;
    const bool yUnbuilt = parts.yUnbuilt;
    // Most of what is asked lies outside the part's range (x * value, x + value for a large x):
    // that is seen before searching.
    const Value yLow = ys.empty() ? 1 : ys.front(), yHigh = ys.empty() ? 0 : ys.back();
    const auto has = [&](Value y) {
        return y <= largest
               && (yUnbuilt
                   || (y >= yLow && y <= yHigh && std::binary_search(ys.begin(), ys.end(), y)));
    };
    for (const Value x : xs) {
        if (x > largest)
            break; // xs ascend
        if (add && value > x && has(value - x))
            candidates.push_back({x, value - x, Operator::Add, true});
        if (multiply && value % x == 0 && has(value / x))
            candidates.push_back({x, value / x, Operator::Multiply, true});
        if (subtract && x > value && has(x - value))
            candidates.push_back({x, x - value, Operator::Subtract, true});
        if (subtract && x + value <= kValueCap && has(x + value))
            candidates.push_back({x, x + value, Operator::Subtract, false});
        if (divide && x % value == 0 && has(x / value))
            candidates.push_back({x, x / value, Operator::Divide, true});
        Value y;
        if (divide && value > 1 && !qMulOverflow(x, value, &y) && y <= kValueCap && has(y))
            candidates.push_back({x, y, Operator::Divide, false});
    }
}

bool DistinctSolutions::combineCandidate(Mask mask, const Parts &parts, const Candidate &c,
                                         std::vector<FormId> &out)
{
    if (std::max(c.x, c.y) > largestBeforeFirst())
        return true;
    const std::vector<FormId> &xs = formsFor(parts.values.xMask, c.x);
    if (xs.empty())
        return true;
    const std::vector<FormId> &ys = formsFor(parts.values.yMask, c.y);
    if (m_cancelled)
        return false;
    const bool ranking = m_first && m_first->mask == mask;
    for (const FormId fx : xs) {
        for (const FormId fy : ys) {
            // firstAmong's mask, once it has a first that does not divide: the forms that divide
            // come after it, however they are written.
            if (ranking && m_first->first.first() && m_first->first.ease().divisions == 0
                && (c.op == Operator::Divide || m_forms[fx].divides || m_forms[fy].divides))
                continue;
            const std::size_t known = m_forms.size();
            FormId left = c.xFirst ? fx : fy;
            FormId right = c.xFirst ? fy : fx;
            if (m_forms[left].value < m_forms[right].value)
                std::swap(left, right); // + and *: larger on the left (rule 1)
            if (c.op == Operator::Divide && m_forms[left].value == m_forms[right].value) {
                // Rule 3: equal sides are divided with the side of fewer tiles first; with as
                // many tiles on each side, both ways are built.
                const int lt = m_forms[left].tiles, rt = m_forms[right].tiles;
                if (lt > rt)
                    std::swap(left, right);
                if (lt == rt)
                    combineForms(right, c.op, left, out);
            }
            combineForms(left, c.op, right, out);
            // A form of this mask and value is made here only: each is ranked once.
            for (std::size_t id = known; ranking && id < m_forms.size(); ++id)
                considerFirst(FormId(id));
        }
    }
    return true;
}

DistinctSolutions::Bounds DistinctSolutions::closestBounds(Value target) const
{
    Bounds b;
    const auto merge = [&](Value lo, Value hi) {
        if (lo != kNoValue && lo > b.largestBelow)
            b.largestBelow = lo;
        if (hi != kNoValue && (b.smallestAbove == kNoValue || hi < b.smallestAbove))
            b.smallestAbove = hi;
    };
    const int n = m_tiles.size();
    const bool everySubset = m_mode == SolveMode::DropAllowed || n == 1;
    for (int count = 1; count < n && everySubset; ++count) {
        for (const Mask mask : m_tiles.masksOfSize(count)) {
            const Span s = m_table.values(mask);
            auto it = std::upper_bound(s.begin(), s.end(), target);
            const Value lo = it == s.begin() ? kNoValue : *(it - 1);
            it = std::lower_bound(s.begin(), s.end(), target);
            merge(lo, it == s.end() ? kNoValue : *it);
        }
    }
    if (n == 1) {
        const Value t = Value(m_tiles.tiles().front());
        merge(t <= target ? t : kNoValue, t >= target ? t : kNoValue);
    } else {
        const SplitSearch::Bounds full = m_search.bounds(m_tiles.full(), target, target);
        merge(full.largestBelow, full.smallestAbove);
    }
    return b;
}

std::vector<DistinctSolutions::FormId> DistinctSolutions::formsAt(Value value)
{
    std::vector<FormId> result;
    const int n = m_tiles.size();
    const auto add = [&](Mask mask) {
        const auto &forms = formsFor(mask, value);
        result.insert(result.end(), forms.begin(), forms.end());
    };
    if (m_mode == SolveMode::DropAllowed) {
        // Every sub-multiset counts (single tiles are filtered by the caller, rule 6).
        for (int count = 1; count < n && !m_cancelled; ++count) {
            for (const Mask mask : m_tiles.masksOfSize(count))
                if (m_table.contains(mask, value))
                    add(mask);
        }
    }
    if (!m_cancelled)
        add(m_tiles.full());
    return result;
}

std::optional<Solutions> DistinctSolutions::solve(Value target)
{
    // The smallest distance any expression reaches, single tiles included, is the best answer's.
    // At that distance a value-table entry is always a real solution or a tile: the expression
    // with the fewest tiles for a value passes every test of rules 3 and 4 (each refused step or
    // group could be shortened), so no candidate there is a mere value-level possibility.
    const Bounds b = closestBounds(target);
    if (m_cancelled)
        return std::nullopt;
    if (b.largestBelow == kNoValue && b.smallestAbove == kNoValue)
        return Solutions{{}, -1};
    const Value distBelow = b.largestBelow == kNoValue ? kValueCap : target - b.largestBelow;
    const Value distAbove = b.smallestAbove == kNoValue ? kValueCap : b.smallestAbove - target;
    const Value distance = std::min(distBelow, distAbove);

    std::vector<FormId> found;
    if (distBelow == distance)
        found = formsAt(target - distance);
    if (distAbove == distance && distance != 0) {
        const auto more = formsAt(target + distance);
        found.insert(found.end(), more.begin(), more.end());
    }
    if (m_cancelled)
        return std::nullopt;
    // Rule 6: a single tile counts only when it is the target. When the closest anything gets is
    // a tile that misses, there is no solution at the best answer's distance.
    std::erase_if(found, [&](FormId id) {
        return m_forms[id].kind == Kind::Tile && m_forms[id].value != target;
    });
    if (found.empty())
        return Solutions{{}, -1};
    return sortedSolutions(found, distance);
}

std::optional<Expression> DistinctSolutions::firstAmong(std::span<const Mask> masks, Value target,
                                                        Value value)
{
    // The same candidates as solve()'s, fewer of them: every form of these masks at the value,
    // less the single tiles that miss (rule 6); the first by ease.h's rank. The forms are found
    // in the order solve() finds them, so that they are written the same way.
    m_first = FirstSearch{0, {}};
    const auto consider = [&](Mask mask, Value value) {
        if (TileSet::countOf(mask) == 1) {
            if (value == target)
                for (const FormId id : formsFor(mask, value))
                    considerFirst(id);
            return;
        }
        // A mask whose values are kept says at once whether it makes the value: most do not.
        if (m_table.isBuilt(mask) && !m_table.contains(mask, value))
            return;
        m_first->mask = mask; // formsFor ranks its forms as it finds them
        formsFor(mask, value);
        m_first->mask = 0;
    };
    for (const Mask mask : masks) {
        consider(mask, value);
        if (m_cancelled)
            return std::nullopt;
    }
    const FirstSearch found = std::exchange(m_first, std::nullopt).value();
    // What it remembers leaves out what could not come before its first: useless to any other.
    m_memo.clear();
    return found.first.first();
}

Value DistinctSolutions::largestBeforeFirst() const
{
    // A solution before one that divides nowhere and finishes with no big subtraction does
    // neither, and writes nothing larger (ease.h's order). A step's operands are never larger
    // than the largest value the normal writing of what it makes writes: that adds (multiplies)
    // all of a group's terms before taking any away, and writes every other part whole. So no
    // step with a larger operand can lead to a solution before the first. Not when an operation
    // is left out: a solution may then be shown the way it was found (200 + 6 - 100), not in
    // its normal writing.
    if (!m_first || !m_first->first.first() || !writesNormally())
        return kValueCap;
    const SolutionEase &ease = m_first->first.ease();
    return ease.divisions == 0 && !ease.bigFinalSubtraction ? Value(ease.largestValue) : kValueCap;
}

void DistinctSolutions::considerFirst(FormId id)
{
    m_first->first.offer(toExpression(id));
}

} // namespace countdown::detail
