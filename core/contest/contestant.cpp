// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "contestant.h"

#include "solver.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace countdown {

namespace {

constexpr qint64 kUntimedMs = 30'000; // what an untimed round gives a contestant to think
// A move that lands one step from the target seems this much farther than a move onto it.
constexpr Number kLookaheadCost = 2;
constexpr int kPollEvery = 256; // positions between looks at the caller's cancellation

// A value the contestant has: a tile (left < 0) or a step between two earlier terms.
struct Term {
    Number value = 0;
    Operator op = Operator::Add;
    int left = -1;
    int right = -1;
};

// A move: combine two of the values in hand.
struct Move {
    Number seemsAway = 0; // how far from the target it seems (lower is tried first)
    int first = 0;        // positions in the hand
    int second = 0;
    Operator op = Operator::Add;
    Number value = 0;
};

// The larger-first form of `a op b` that people write, when the rules allow it; useless steps (×1,
// ÷1, a result equal to an operand of a subtraction) are not moves anybody makes.
std::optional<Number> humanStep(Number a, Operator op, Number b)
{
    const Number big = std::max(a, b);
    const Number small = std::min(a, b);
    if ((op == Operator::Multiply || op == Operator::Divide) && small == 1)
        return std::nullopt;
    if (op == Operator::Subtract && big - small == small)
        return std::nullopt;
    return tryApply(big, op, small);
}

class HumanSearch {
public:
    HumanSearch(const ContestantStyle &style, const std::vector<Number> &tiles, Number target,
                SolveMode mode, OperatorSet operators, int budget, quint64 seed,
                const SolveControl &control)
        : m_style(style)
        , m_operators(operators)
        , m_target(target)
        , m_useAll(mode == SolveMode::UseAll)
        , m_tileCount(int(tiles.size()))
        , m_budget(budget)
        , m_random(seed)
        , m_control(control)
    {
        for (const Number tile : tiles)
            m_terms.push_back(Term{tile, Operator::Add, -1, -1});
    }

    // False when cancelled.
    bool run()
    {
        std::vector<int> hand(static_cast<std::size_t>(m_tileCount));
        for (int i = 0; i < m_tileCount; ++i) {
            hand[std::size_t(i)] = i;
            if (!m_useAll || m_tileCount == 1)
                consider(i);
        }
        // Short answers first, as people look for them: one step, then two, and so on.
        for (int depth = 1; depth <= m_style.deepestStep && !done(); ++depth)
            search(hand, depth);
        return !m_cancelled;
    }

    bool hasAnswer() const { return !m_best.isEmpty(); }
    const Expression &best() const { return m_best; }
    int positions() const { return m_positions; }
    int positionsWhenExact() const { return m_exactAt; }

private:
    bool done() const { return m_cancelled || m_exactAt >= 0 || m_positions >= m_budget; }

    void search(std::vector<int> &hand, int stepsLeft)
    {
        if (done() || hand.size() < 2 || stepsLeft == 0)
            return;
        ++m_positions;
        if (m_positions % kPollEvery == 1 && m_control.cancelled && m_control.cancelled())
            m_cancelled = true;
        std::vector<Move> moves = movesFrom(hand);
        const std::size_t tried = std::min(moves.size(), std::size_t(m_style.movesPerStep));
        for (std::size_t m = 0; m < tried && !done(); ++m) {
            const Move &move = moves[m];
            const int a = hand[std::size_t(move.first)];
            const int b = hand[std::size_t(move.second)];
            const bool aFirst = m_terms[std::size_t(a)].value >= m_terms[std::size_t(b)].value;
            m_terms.push_back(Term{move.value, move.op, aFirst ? a : b, aFirst ? b : a});
            const int made = int(m_terms.size()) - 1;
            std::vector<int> next;
            next.reserve(hand.size() - 1);
            for (std::size_t i = 0; i < hand.size(); ++i) {
                if (int(i) != move.first && int(i) != move.second)
                    next.push_back(hand[i]);
            }
            next.push_back(made);
            if (!m_useAll || next.size() == 1)
                consider(made);
            search(next, stepsLeft - 1);
            m_terms.pop_back();
        }
    }

    // The moves from `hand` that the contestant sees, the most promising first.
    std::vector<Move> movesFrom(const std::vector<int> &hand)
    {
        std::vector<Move> moves;
        for (std::size_t i = 0; i < hand.size(); ++i) {
            for (std::size_t j = i + 1; j < hand.size(); ++j) {
                const Number a = m_terms[std::size_t(hand[i])].value;
                const Number b = m_terms[std::size_t(hand[j])].value;
                for (const Operator op : kOperators) {
                    if (!m_operators.contains(op))
                        continue; // before the overlook's roll: the full set plays as it did
                    const std::optional<Number> value = humanStep(a, op, b);
                    if (!value)
                        continue;
                    if (std::uint64_t(m_style.overlookPermille) > m_random.below(1000))
                        continue; // not seen
                    Number seems = std::min(distanceTo(*value, m_target),
                                            nextStepAway(*value, hand, i, j) + kLookaheadCost);
                    if (op == Operator::Divide)
                        seems += m_style.divisionCost;
                    moves.push_back(Move{seems, int(i), int(j), op, *value});
                }
            }
        }
        // A total order, so that the same seed gives the same search everywhere.
        std::sort(moves.begin(), moves.end(), [](const Move &x, const Move &y) {
            return std::tie(x.seemsAway, x.first, x.second, x.op)
                   < std::tie(y.seemsAway, y.first, y.second, y.op);
        });
        return moves;
    }

    // How near the target one more step from `value` with another value in hand gets.
    Number nextStepAway(Number value, const std::vector<int> &hand, std::size_t usedA,
                        std::size_t usedB) const
    {
        Number nearest = std::numeric_limits<Number>::max() / 2;
        for (std::size_t k = 0; k < hand.size(); ++k) {
            if (k == usedA || k == usedB)
                continue;
            const Number other = m_terms[std::size_t(hand[k])].value;
            for (const Operator op : kOperators) {
                if (!m_operators.contains(op))
                    continue;
                if (const std::optional<Number> next = humanStep(value, op, other))
                    nearest = std::min(nearest, distanceTo(*next, m_target));
            }
        }
        return nearest;
    }

    void consider(int term)
    {
        const Term &t = m_terms[std::size_t(term)];
        const Number distance = distanceTo(t.value, m_target);
        if (!m_best.isEmpty() && distance >= m_bestDistance)
            return;
        m_best = expressionOf(term);
        m_bestDistance = distance;
        if (distance == 0)
            m_exactAt = m_positions;
    }

    Expression expressionOf(int term) const
    {
        const Term &t = m_terms[std::size_t(term)];
        if (t.left < 0)
            return Expression::tile(t.value);
        return Expression::combine(expressionOf(t.left), t.op, expressionOf(t.right));
    }

    const ContestantStyle &m_style;
    OperatorSet m_operators;
    Number m_target;
    bool m_useAll;
    int m_tileCount;
    int m_budget;
    PortableRandom m_random;
    const SolveControl &m_control;
    std::vector<Term> m_terms; // the tiles, then the steps of the line being followed
    Expression m_best;
    Number m_bestDistance = 0;
    int m_positions = 0;
    int m_exactAt = -1;
    bool m_cancelled = false;
};

// Every tile added up (or multiplied, in a variant without +): always a valid declaration, even
// when every number must be used. A variant with neither cannot be played in use-all
// (checkVariant); in drop mode its first tile on its own stands.
Expression combineAll(const std::vector<Number> &tiles, OperatorSet operators)
{
    Expression all = Expression::tile(tiles.front());
    const Operator op = operators.contains(Operator::Add) ? Operator::Add : Operator::Multiply;
    if (!operators.contains(op))
        return all;
    for (std::size_t i = 1; i < tiles.size(); ++i)
        all = Expression::combine(std::move(all), op, Expression::tile(tiles[i]));
    return all;
}

std::optional<ContestantAnswer> solverAnswer(const std::vector<Number> &tiles, Number target,
                                             SolveMode mode, OperatorSet operators, qint64 clockMs,
                                             quint64 seed, const SolveControl &control)
{
    Solver solver(tiles, mode, operators);
    const std::optional<BestAnswer> best = solver.best(target, control);
    if (!best)
        return std::nullopt;
    ContestantAnswer answer;
    answer.expression = best->expression;
    answer.value = best->value;
    answer.distance = best->distance;
    answer.early = best->distance == 0;
    // A second or so to see it, and a little more for each number it needs.
    PortableRandom random(seed);
    answer.thinkingMs = answer.early
                            ? std::min<qint64>(clockMs, 1'200 + 600 * qint64(best->numbersUsed)
                                                            + qint64(random.below(800)))
                            : clockMs;
    return answer;
}

} // namespace

std::array<ContestantProfile, kContestantLevels> contestantProfiles()
{
    // The sources are marked for lupdate where they are written (a variable one it cannot see).
    const auto text = [](const char *source) {
        return QCoreApplication::translate("countdown::Contestant", source);
    };
    return {{
        {{1, 6'000, 4, 3, 3, 250, 100, false},
         text(QT_TRANSLATE_NOOP("countdown::Contestant", "Ollie")),
         text(
             QT_TRANSLATE_NOOP("countdown::Contestant",
                               "New to the game: tries the obvious sums, and often stops short."))},
        {{2, 5'000, 3, 3, 4, 250, 60, false},
         text(QT_TRANSLATE_NOOP("countdown::Contestant", "Priya")),
         text(
             QT_TRANSLATE_NOOP("countdown::Contestant",
                               "Plays along at home: finds the easy rounds, and seldom divides."))},
        {{3, 4'000, 8, 6, 5, 80, 10, false},
         text(QT_TRANSLATE_NOOP("countdown::Contestant", "Hugo")),
         text(QT_TRANSLATE_NOOP("countdown::Contestant",
                                "Club player: gets most rounds, but a long one can beat him."))},
        {{4, 3'000, 80, 12, 5, 20, 2, false},
         text(QT_TRANSLATE_NOOP("countdown::Contestant", "Mei")),
         text(QT_TRANSLATE_NOOP("countdown::Contestant",
                                "Contender: sees nearly everything, given the whole clock."))},
        {{5, 0, 0, 0, 0, 0, 0, true},
         text(QT_TRANSLATE_NOOP("countdown::Contestant", "Zara")),
         text(QT_TRANSLATE_NOOP("countdown::Contestant",
                                "Champion: finds any solution within seconds."))},
    }};
}

ContestantProfile contestantProfile(int level)
{
    return contestantProfiles()[std::size_t(std::clamp(level, 1, kContestantLevels) - 1)];
}

std::optional<ContestantAnswer> contestantAnswer(const ContestantStyle &style,
                                                 const std::vector<Number> &tiles, Number target,
                                                 SolveMode mode, qint64 clockMs, quint64 seed,
                                                 const SolveControl &control, OperatorSet operators)
{
    const qint64 thinkMs = clockMs > 0 ? clockMs : kUntimedMs;
    if (style.isSolver)
        return solverAnswer(tiles, target, mode, operators, thinkMs, seed, control);

    const qint64 searchMs = std::max<qint64>(0, thinkMs - style.readingMs);
    const int budget = int(std::min<qint64>(std::numeric_limits<int>::max(),
                                            qint64(style.stepsPerSecond) * searchMs / 1000));
    HumanSearch search(style, tiles, target, mode, operators, budget, seed, control);
    if (!search.run())
        return std::nullopt;
    ContestantAnswer answer;
    answer.expression = search.hasAnswer() ? search.best() : combineAll(tiles, operators);
    answer.value = answer.expression.value();
    answer.distance = distanceTo(answer.value, target);
    answer.positions = search.positions();
    answer.early = search.positionsWhenExact() >= 0;
    answer.thinkingMs =
        answer.early ? std::min<qint64>(thinkMs, style.readingMs
                                                     + qint64(search.positionsWhenExact()) * 1000
                                                           / std::max(1, style.stepsPerSecond))
                     : thinkMs;
    return answer;
}

int contestantPicksLarge(PortableRandom &random)
{
    const std::uint64_t roll = random.below(100);
    if (roll < 10)
        return 0;
    if (roll < 70)
        return 1;
    if (roll < 88)
        return 2;
    if (roll < 93)
        return 3;
    return 4;
}

} // namespace countdown
