#include "solver.h"

#include "distinct.h"
#include "tileset.h"
#include "valuetable.h"

#include <algorithm>
#include <cassert>

namespace countdown {

const Expression &firstAnswer(const BestAnswer &best, const std::optional<Solutions> &solutions)
{
    return solutions && !solutions->expressions.empty() ? solutions->expressions.front()
                                                        : best.expression;
}

using detail::kNoValue;
using detail::Mask;
using detail::SplitSearch;
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
        , m_table(m_tiles, detail::StepRules::of(mode, operators))
    {
    }

    std::optional<BestAnswer> best(Number target, const SolveControl &control);
    std::optional<Solutions> solutions(Number target, const SolveControl &control);
    std::optional<Reachability> reachable(Number low, Number high, const SolveControl &control);

    const std::vector<Number> m_numbers;
    const SolveMode m_mode;
    const OperatorSet m_operators;

private:
    int size() const { return m_tiles.size(); }
    // Every level below the whole selection (the whole selection itself when it is one tile).
    bool buildAllStoredLevels(const SolveControl &control)
    {
        return m_table.buildUpTo(size() - 1, control);
    }

    TileSet m_tiles;
    ValueTable m_table;
};

namespace {

// The closest value found so far, with the tie-breaks of BestAnswer.
struct Closest {
    Value target;
    Value value = kNoValue;
    Value distance = 0;
    int count = 0;
    Mask mask = 0;

    void consider(Value v, int tiles, Mask m)
    {
        if (v == kNoValue)
            return;
        const Value d = v > target ? v - target : target - v;
        const bool better = value == kNoValue || d < distance
                            || (d == distance && (tiles < count || (tiles == count && v < value)));
        if (better) {
            value = v;
            distance = d;
            count = tiles;
            mask = m;
        }
    }
};

void considerStored(Closest &closest, const ValueTable &table, Mask mask, int tiles)
{
    const auto values = table.values(mask);
    const auto it = std::lower_bound(values.begin(), values.end(), closest.target);
    if (it != values.end())
        closest.consider(*it, tiles, mask);
    if (it != values.begin())
        closest.consider(*(it - 1), tiles, mask);
}

} // namespace

std::optional<BestAnswer> Solver::Impl::best(Number target, const SolveControl &control)
{
    Closest closest{Value(target)};
    const int n = size();
    if (m_mode == SolveMode::DropAllowed || n == 1) {
        // Level by level, so that the first exact answer found uses the fewest tiles.
        for (int count = 1; count <= std::max(1, n - 1); ++count) {
            if (!m_table.buildUpTo(count, control))
                return std::nullopt;
            for (const Mask mask : m_tiles.masksOfSize(count))
                considerStored(closest, m_table, mask, count);
            if (closest.distance == 0)
                break;
        }
    }
    const bool searchWhole =
        n > 1
        && (m_mode == SolveMode::UseAll || closest.distance != 0 || closest.value == kNoValue);
    if (searchWhole) {
        if (!buildAllStoredLevels(control))
            return std::nullopt;
        if (control.cancelled && control.cancelled())
            return std::nullopt;
        const auto bounds =
            SplitSearch(m_table).bounds(m_tiles.full(), Value(target), Value(target));
        closest.consider(bounds.largestBelow, n, m_tiles.full());
        closest.consider(bounds.smallestAbove, n, m_tiles.full());
    }
    assert(closest.value != kNoValue);

    BestAnswer answer;
    answer.expression = detail::expressionFor(m_table, closest.mask, closest.value);
    answer.value = Number(closest.value);
    answer.distance = Number(closest.distance);
    answer.numbersUsed = closest.count;
    return answer;
}

std::optional<Solutions> Solver::Impl::solutions(Number target, const SolveControl &control)
{
    if (!buildAllStoredLevels(control))
        return std::nullopt;
    return detail::DistinctSolutions(m_table, m_mode, control).solve(Value(target));
}

std::optional<Reachability> Solver::Impl::reachable(Number low, Number high,
                                                    const SolveControl &control)
{
    low = std::max<Number>(low, 1);
    high = std::max(high, low - 1);
    Reachability result;
    result.low = low;
    result.high = high;
    result.fewest.assign(std::size_t(high - low + 1), 0);
    if (!buildAllStoredLevels(control))
        return std::nullopt;

    const int n = size();
    const auto markStored = [&](Mask mask, int count) {
        const auto values = m_table.values(mask);
        for (auto it = std::lower_bound(values.begin(), values.end(), Value(low));
             it != values.end() && *it <= Value(high); ++it) {
            std::uint8_t &mark = result.fewest[std::size_t(Number(*it) - low)];
            if (mark == 0)
                mark = std::uint8_t(count);
        }
    };
    if (n == 1) {
        markStored(m_tiles.full(), 1);
        return result;
    }
    if (m_mode == SolveMode::DropAllowed) {
        for (int count = 1; count < n; ++count)
            for (const Mask mask : m_tiles.masksOfSize(count))
                markStored(mask, count);
    }
    if (control.cancelled && control.cancelled())
        return std::nullopt;
    if (high >= low)
        SplitSearch(m_table).markRange(m_tiles.full(), Value(low), Value(high), std::uint8_t(n),
                                       result.fewest);
    return result;
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

std::optional<Reachability> Solver::reachable(Number low, Number high, const SolveControl &control)
{
    return d->reachable(low, high, control);
}

} // namespace countdown
