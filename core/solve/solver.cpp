#include "solver.h"

#include "combine.h"
#include "distinct.h"
#include "laststepwindows.h"
#include "reachable.h"
#include "splitsearch.h"
#include "steps.h"
#include "tileset.h"
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
    struct Search;
    // The closest answer to the target, with a table that holds every value that can lead to one
    // as close. nullopt when cancelled.
    // `forDistinct`: the table is then also read by the distinct solutions, which need every
    // value of every mask.
    std::optional<Search> searchClosest(Value target, const SolveControl &control,
                                        bool forDistinct) const;

    int size() const { return m_tiles.size(); }
    detail::StepRules rules() const { return detail::StepRules::of(m_mode, m_operators); }

    TileSet m_tiles;
};

namespace {

// The closest value found so far, with the tie-breaks of BestAnswer.
struct Closest {
    Value target;
    Value value = kNoValue;
    Value distance = 0;
    int count = 0;
    Mask mask = 0;
    // The step that makes the value, when its search recorded it: for the whole selection, whose
    // parts one tile short are not kept, and whose expression is then built from it rather than
    // searched for.
    detail::Step step;

    // Whether v is the new closest (with `made`, the step that makes it).
    bool consider(Value v, int tiles, Mask m, const detail::Step &made = {})
    {
        if (v == kNoValue)
            return false;
        const Value d = v > target ? v - target : target - v;
        const bool better = value == kNoValue || d < distance
                            || (d == distance && (tiles < count || (tiles == count && v < value)));
        if (better) {
            value = v;
            distance = d;
            count = tiles;
            mask = m;
            step = made;
        }
        return better;
    }
};

// The expression of the closest value: from its step when the search recorded one.
Expression expressionOf(const ValueTable &table, const Closest &closest)
{
    return closest.step.isEmpty() ? detail::expressionFor(table, closest.mask, closest.value)
                                  : detail::expressionFor(table, closest.step);
}

} // namespace

struct Solver::Impl::Search {
    ValueTable table;
    Closest closest;
};

namespace {

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

namespace {

Value saturatingAdd(Value a, Value b)
{
    return a > detail::kValueCap - b ? detail::kValueCap : a + b;
}

// A distance that some use of every tile is sure to achieve, known before solving: that of their
// sum (or product), when the operation is allowed. Values further from the target than that are
// never needed.
Value useAllDistanceBound(const TileSet &tiles, OperatorSet operators, Value target)
{
    Value sum = 0, product = 1;
    for (const Number n : tiles.tiles()) {
        sum += Value(n); // at most 7 * 999,999
        Value next;
        product = qMulOverflow(product, Value(n), &next) || next > detail::kValueCap
                      ? detail::kValueCap
                      : next;
    }
    const auto distance = [&](Value v) { return v > target ? v - target : target - v; };
    if (operators.contains(Operator::Add))
        return distance(sum);
    if (operators.contains(Operator::Multiply) && product != detail::kValueCap)
        return distance(product);
    return detail::kValueCap;
}

// The masks one tile short of the whole selection, searched without keeping their values (the
// largest level by far, read only once here): each value is made and tested against the windows
// where it, or one step with the tile left out, lands within the best distance so far; only the
// few inside are looked at closely. Drop mode: a value alone is an answer with one tile fewer,
// and an exact one ends the search; once the best answer is the target made with every tile, only
// that can beat it, and each mask left is asked whether it makes the target (lookups in its parts)
// instead. Covers every split of the whole selection with a one-tile part.
class LastLevelSearch {
public:
    LastLevelSearch(ValueTable &table, Closest &found, Value startDistance)
        : m_table(table)
        , m_found(found)
        , m_startDistance(startDistance)
        , m_rules(table.rules())
        , m_n(table.tiles().size())
    {
    }

    // False when cancelled.
    bool run(const SolveControl &control)
    {
        const TileSet &tiles = m_table.tiles();
        const auto done = [&] { return finished(); };
        if (finished())
            return true;
        for (const Mask mask : tiles.masksOfSize(m_n - 1)) {
            if (onlyFewerTilesLeft()) {
                // Only the target made with this mask's tiles can do better, and a few lookups
                // in its parts say whether it is: not every value it makes.
                if (control.cancelled && control.cancelled())
                    return false;
                const Value t = m_found.target;
                if (SplitSearch(m_table).closestWithin(mask, t, 0) == t) {
                    m_found.consider(t, m_n - 1, mask);
                    break;
                }
                continue;
            }
            m_mask = mask;
            m_e = Value(tiles.tileOf(Mask(tiles.full() & ~mask)));
            aim();
            // Inlined where the values are made: only the test; the rest is out of line.
            const auto visit = [this](Value v) {
                if (m_windows.mayReach(v)) [[unlikely]]
                    lookClosely(v);
            };
            if (!m_table.generate(mask, control, visit, done))
                return false;
            if (finished())
                break;
        }
        return true;
    }

private:
    // Use-all: an exact answer ends it. Drop mode: one with n - 1 tiles; one with n tiles can
    // still lose to one with fewer.
    bool finished() const
    {
        return m_found.value != kNoValue && m_found.distance == 0
               && (!m_rules.pruneRedundant || m_found.count < m_n);
    }

    // Drop mode, once the best answer is the target made with every tile: only the target made
    // with fewer can beat it.
    bool onlyFewerTilesLeft() const
    {
        return m_rules.pruneRedundant && m_found.value != kNoValue && m_found.distance == 0
               && m_found.count == m_n;
    }

    void aim()
    {
        const Value t = m_found.target;
        const Value d = m_found.value == kNoValue ? m_startDistance : m_found.distance;
        m_windows.aim(m_e, t > d ? t - d : 1, saturatingAdd(t, d));
    }

    [[gnu::noinline]] void lookClosely(Value v)
    {
        const Value value = m_found.value, distance = m_found.distance;
        if (m_rules.pruneRedundant) // drop mode: v alone
            m_found.consider(v, m_n - 1, m_mask);
        const Mask full = m_table.tiles().full();
        const Mask rest = Mask(full & ~m_mask);
        detail::combineAll(std::span<const Value>(&v, 1), std::span<const Value>(&m_e, 1), m_rules,
                           detail::kValueCap, [&](Value r) {
                               if (m_found.consider(r, m_n, full))
                                   m_found.step = detail::stepGiving(m_mask, v, rest, m_e, r,
                                                                     m_rules.operators);
                           });
        if (m_found.value != value || m_found.distance != distance) {
            aim();
            m_table.lowerUseful(saturatingAdd(m_found.target, m_found.distance));
        }
    }

    ValueTable &m_table;
    Closest &m_found;
    const Value m_startDistance;
    const detail::StepRules m_rules;
    const int m_n;
    Mask m_mask = 0;
    Value m_e = 0;
    detail::LastStepWindows m_windows{m_rules.pruneRedundant, m_rules.operators};
};

// searchClosest's steps once the lone tiles are considered: the levels in the order that the
// mode's answers are found soonest, and the whole selection through its splits. Each step is
// false when cancelled.
class ClosestSearch {
public:
    ClosestSearch(ValueTable &table, Closest &found, Value startDistance,
                  const SolveControl &control)
        : m_table(table)
        , m_tiles(table.tiles())
        , m_found(found)
        , m_target(found.target)
        , m_startDistance(startDistance)
        , m_control(control)
        , m_n(table.tiles().size())
    {
    }

    // Three tiles or more, drop mode.
    bool dropMode()
    {
        // Level by level, so that the first exact answer found uses the fewest tiles; each mask
        // is looked at as soon as it is built, and later masks keep only what could do better.
        // The last level (n - 1 tiles) is searched, not kept: below.
        for (int count = 2; count < m_n - 1 && m_found.distance != 0; ++count) {
            const auto end = m_table.buildNextLevel(
                m_control,
                [&](Mask mask) {
                    considerStored(m_found, m_table, mask, count);
                    m_table.lowerUseful(saturatingAdd(m_target, m_found.distance));
                    return m_found.distance != 0;
                },
                m_target);
            if (end == ValueTable::LevelEnd::Cancelled)
                return false;
            if (end == ValueTable::LevelEnd::Found)
                m_found.consider(m_target, count, m_table.hit());
        }
        // The splits of the whole selection into parts of two or more tiles (all built): a few
        // lookups each. An answer closer than the best so far narrows the search below, and an
        // exact one leaves it only the target to look for with one tile fewer.
        if (m_n > 3 && m_found.distance != 0) {
            if (cancelled())
                return false;
            considerWhole(m_found.distance - 1);
        }
        // An exact answer with every tile can still lose to one with a tile fewer: the search
        // decides itself whether it has anything left to do.
        return LastLevelSearch(m_table, m_found, m_startDistance).run(m_control);
    }

    // Three tiles or more, use-all mode.
    bool useAll()
    {
        // The splits of the whole selection into parts of two or more tiles first, each as soon
        // as its larger part's level is built: they often hit the target, which leaves the
        // larger levels unbuilt, and otherwise narrow what those levels must keep.
        for (int count = 2; count <= m_n - 2 && !exact(); ++count) {
            if (count == m_n - 2 && 2 * count > m_n) {
                if (!largestKeptLevel(count))
                    return false;
                continue;
            }
            if (!m_table.buildUpTo(count, m_control))
                return false;
            if (2 * count < m_n) // the other part is larger, not built yet
                continue;
            considerWholeAndNarrow(count);
        }
        // Only the splits with a one-tile part are left.
        return exact() || LastLevelSearch(m_table, m_found, m_startDistance).run(m_control);
    }

    // Two tiles, in either mode: their one split.
    bool twoTiles()
    {
        if (m_found.value != kNoValue && m_found.distance == 0)
            return true;
        if (cancelled())
            return false;
        // Drop mode: only strictly closer than a smaller answer (fewer tiles win a tie). Use-all:
        // as close as the best so far (the lower value wins a tie).
        const Value within = m_found.value == kNoValue ? m_startDistance
                             : m_found.count < m_n     ? m_found.distance - 1
                                                       : m_found.distance;
        considerWhole(within);
        return true;
    }

private:
    bool cancelled() const { return m_control.cancelled && m_control.cancelled(); }
    bool exact() const { return m_found.value != kNoValue && m_found.distance == 0; }

    // The whole selection through its splits whose parts closestWithin takes: its value and the
    // step that makes it, when closer.
    void considerWhole(Value within, int largerPart = 0, Mask largerMask = 0)
    {
        detail::Step step;
        const Value v = SplitSearch(m_table).closestWithin(m_tiles.full(), m_target, within,
                                                           largerPart, largerMask, &step);
        m_found.consider(v, m_n, m_tiles.full(), step);
    }

    // The same within the best distance so far, which then narrows what the levels keep.
    void considerWholeAndNarrow(int largerPart, Mask largerMask = 0)
    {
        const Value within = m_found.value == kNoValue ? m_startDistance : m_found.distance;
        considerWhole(within, largerPart, largerMask);
        if (m_found.value != kNoValue)
            m_table.lowerUseful(saturatingAdd(m_target, m_found.distance));
    }

    // Use-all: the largest kept level mask by mask, each searched with the rest of the selection
    // (a smaller part, built) as soon as it is built: an exact answer leaves the rest of the
    // level unbuilt, and the last level unsearched.
    bool largestKeptLevel(int count)
    {
        const auto end = m_table.buildNextLevel(m_control, [&](Mask mask) {
            for (const detail::Split &split : m_tiles.splits(m_tiles.full()))
                if (split.b == mask)
                    considerWholeAndNarrow(count, mask);
            return !exact();
        });
        return end != ValueTable::LevelEnd::Cancelled;
    }

    ValueTable &m_table;
    const TileSet &m_tiles;
    Closest &m_found;
    const Value m_target;
    const Value m_startDistance;
    const SolveControl &m_control;
    const int m_n;
};

} // namespace

std::optional<Solver::Impl::Search>
Solver::Impl::searchClosest(Value t, const SolveControl &control, bool forDistinct) const
{
    const int n = size();
    Closest closest;
    closest.target = t;
    // One tile alone is an answer in drop mode (and the only one with one tile).
    for (const Mask mask : m_tiles.masksOfSize(1))
        if (m_mode == SolveMode::DropAllowed || n == 1)
            closest.consider(Value(m_tiles.tileOf(mask)), 1, mask);

    // Only values that can lead to an answer at least as close as the best one known are kept.
    const Value startDistance =
        closest.value != kNoValue ? closest.distance : useAllDistanceBound(m_tiles, m_operators, t);
    Search search{ValueTable(m_tiles, rules(), saturatingAdd(t, startDistance)), closest};
    if (!forDistinct)
        search.table.leaveOutSmallerParts();
    ClosestSearch steps(search.table, search.closest, startDistance, control);
    bool searched = true;
    if (n > 2)
        searched = m_mode == SolveMode::DropAllowed ? steps.dropMode() : steps.useAll();
    else if (n == 2)
        searched = steps.twoTiles();
    if (!searched)
        return std::nullopt;
    return search;
}

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
