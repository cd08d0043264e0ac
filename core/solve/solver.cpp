// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "solver.h"

#include "closestsearch.h"
#include "distinct.h"
#include "reachable.h"
#include "tileset.h"
#include "value.h"
#include "valuetable.h"

#include <algorithm>
#include <cassert>

namespace countdown {

const Expression &firstAnswer(const BestAnswer &best, const std::optional<Solutions> &solutions)
{
    // Missed by as much on both sides, the easiest solution may make the other value: the answer
    // shown must make the value it is shown with.
    if (solutions) {
        const auto making =
            std::ranges::find(solutions->expressions, best.value, &Expression::value);
        if (making != solutions->expressions.end())
            return *making;
    }
    return best.expression;
}

using detail::Closest;
using detail::expressionOf;
using detail::kNoValue;
using detail::Mask;
using detail::saturatingAdd;
using detail::TileSet;
using detail::Value;
using detail::ValueTable;

class Solver::Impl {
public:
    Impl(std::vector<Number> numbers, SolveMode mode, OperatorSet operators)
        : m_numbers(std::move(numbers))
        , m_mode(mode)
        , m_operators(operators)
        , m_tiles(m_numbers)
    {
    }

    std::optional<BestAnswer> best(Number target, const SolveControl &control);
    std::optional<Solutions> solutions(Number target, const SolveControl &control);
    std::optional<Reachability> reachable(Number low, Number high, const SolveControl &control);
    std::optional<ShownAnswer> easiest(Number target, const SolveControl &control);

    const std::vector<Number> m_numbers;
    const SolveMode m_mode;
    const OperatorSet m_operators;

private:
    std::optional<detail::ClosestAnswer> searchClosest(Value target, const SolveControl &control,
                                                       bool forDistinct) const
    {
        return detail::searchClosest(m_tiles, m_mode, m_operators, target, control, forDistinct);
    }

    int size() const { return m_tiles.size(); }
    detail::StepRules rules() const { return detail::StepRules::of(m_mode, m_operators); }

    TileSet m_tiles;
};

std::optional<BestAnswer> Solver::Impl::best(Number target, const SolveControl &control)
{
    const auto search = searchClosest(Value(target), control, false);
    if (!search)
        return std::nullopt;
    const Closest &closest = search->closest;
    assert(closest.value != kNoValue);
    BestAnswer answer;
    answer.expression = expressionOf(search->table, closest);
    answer.value = Number(closest.value);
    answer.distance = Number(closest.distance);
    answer.numbersUsed = closest.count;
    return answer;
}

std::optional<Solutions> Solver::Impl::solutions(Number target, const SolveControl &control)
{
    // Every solution is at the best answer's distance: the table needs only the values that can
    // lead to one that close, and the levels the best answer's search left out.
    auto search = searchClosest(Value(target), control, true);
    if (!search)
        return std::nullopt;
    if (search->closest.value != kNoValue)
        search->table.lowerUseful(saturatingAdd(Value(target), search->closest.distance));
    if (!search->table.buildUpTo(size() - 1, control))
        return std::nullopt;
    return detail::DistinctSolutions(search->table, m_mode, control).solve(Value(target));
}

std::optional<ShownAnswer> Solver::Impl::easiest(Number target, const SolveControl &control)
{
    const Value t = Value(target);
    // A table the distinct solutions can read (every value of every mask), built only as far as
    // the best answer needs; the solutions then need only the levels below their masks. (A table
    // of the solutions' own after best()'s search, which keeps less in drop mode, cost more.)
    auto search = searchClosest(t, control, true);
    if (!search)
        return std::nullopt;
    const Closest &closest = search->closest;
    assert(closest.value != kNoValue);
    ShownAnswer answer;
    answer.best.expression = expressionOf(search->table, closest);
    answer.best.value = Number(closest.value);
    answer.best.distance = Number(closest.distance);
    answer.best.numbersUsed = closest.count;

    // The solution shown makes the best answer's value and, of those, uses the fewest tiles
    // (ease.h's first key): in use-all mode all of them, in drop mode the best answer's count when
    // it is exact. Only the masks of that count are searched, for that value, and only the levels
    // below them are built.
    const int n = size();
    const Value distance = closest.distance;
    ValueTable &table = search->table;
    table.lowerUseful(saturatingAdd(t, distance));
    std::vector<Mask> masks;
    if (m_mode == SolveMode::UseAll) {
        masks.push_back(m_tiles.full());
        // The level just below the whole selection is the largest by far: the solutions' search
        // does without it (solve() would need it only to look values up).
        if (!table.buildUpTo(n - 2, control))
            return std::nullopt;
    } else if (distance == 0) {
        // solve() searches only the masks that make the target. No fewer tiles make it, so every
        // step from the parts of a mask of this count that gives it is one the table takes: a
        // mask that does not make it offers no step at all, and searching it finds nothing.
        const auto &ofCount = m_tiles.masksOfSize(closest.count);
        masks.assign(ofCount.begin(), ofCount.end());
    }
    // Drop mode when the target cannot be made: the value's solutions may need more tiles than
    // the best answer (a lone tile that misses is none), as solve() takes them; those few go the
    // whole way below.
    if (!masks.empty()) {
        detail::DistinctSolutions distinct(table, m_mode, control);
        if (auto first = distinct.firstAmong(masks, t, closest.value)) {
            answer.shown = std::move(*first);
            return answer;
        }
        if (distinct.cancelled())
            return std::nullopt;
    }
    // As solutions() does it.
    if (!table.buildUpTo(n - 1, control))
        return std::nullopt;
    const auto solutions = detail::DistinctSolutions(table, m_mode, control).solve(t);
    if (!solutions)
        return std::nullopt;
    answer.shown = firstAnswer(answer.best, solutions);
    return answer;
}

std::optional<Reachability> Solver::Impl::reachable(Number low, Number high,
                                                    const SolveControl &control)
{
    return detail::reachableTargets(m_tiles, rules(), low, high, control);
}

Solver::Solver(std::vector<Number> numbers, SolveMode mode, OperatorSet operators)
    : d(std::make_unique<Impl>(std::move(numbers), mode, operators))
{
}

Solver::~Solver() = default;
Solver::Solver(Solver &&) noexcept = default;
Solver &Solver::operator=(Solver &&) noexcept = default;

const std::vector<Number> &Solver::numbers() const
{
    return d->m_numbers;
}
SolveMode Solver::mode() const
{
    return d->m_mode;
}
OperatorSet Solver::operators() const
{
    return d->m_operators;
}

std::optional<BestAnswer> Solver::best(Number target, const SolveControl &control)
{
    return d->best(target, control);
}

std::optional<Solutions> Solver::solutions(Number target, const SolveControl &control)
{
    return d->solutions(target, control);
}

std::optional<ShownAnswer> Solver::easiest(Number target, const SolveControl &control)
{
    return d->easiest(target, control);
}

std::optional<Reachability> Solver::reachable(Number low, Number high, const SolveControl &control)
{
    return d->reachable(low, high, control);
}

} // namespace countdown
