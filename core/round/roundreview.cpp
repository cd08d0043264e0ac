// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundreview.h"

#include <map>

namespace countdown {

namespace {

// The values an expression writes down as results, in working order (not its tiles).
void collectResults(const Expression &e, std::vector<Number> &out)
{
    if (e.isEmpty() || e.isTile())
        return;
    collectResults(e.left(), out);
    collectResults(e.right(), out);
    out.push_back(e.value());
}

// What `made` and a solution's results have in common (as multisets), in the solution's order.
std::vector<Number> sharedResults(const std::vector<Number> &made, const Expression &solution)
{
    std::map<Number, int> available;
    for (const Number n : made)
        ++available[n];
    std::vector<Number> results;
    collectResults(solution, results);
    std::vector<Number> shared;
    for (const Number n : results) {
        auto it = available.find(n);
        if (it != available.end() && it->second > 0) {
            --it->second;
            shared.push_back(n);
        }
    }
    return shared;
}

// A pair of the hand's numbers that makes the target in one step, larger number first.
std::optional<RoundReview> oneStepAway(const std::vector<Expression> &hand, Number target,
                                       SolveMode mode, int tileCount)
{
    for (std::size_t i = 0; i < hand.size(); ++i) {
        for (std::size_t j = 0; j < hand.size(); ++j) {
            if (i == j)
                continue;
            const Expression &a = hand[i];
            const Expression &b = hand[j];
            if (a.value() < b.value())
                continue; // the larger first, as people write it
            if (mode == SolveMode::UseAll && a.tileCount() + b.tileCount() != tileCount)
                continue;
            for (const Operator op : kOperators) {
                const Result<Number> made = applyOperator(a.value(), op, b.value());
                if (made && made.value() == target) {
                    RoundReview review;
                    review.kind = RoundReview::Kind::OneStepAway;
                    review.left = a.value();
                    review.op = op;
                    review.right = b.value();
                    return review;
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace

PlayerWork playerWork(const Working &working, const std::optional<Expression> &typed,
                      const std::vector<Number> &typedLeftOut)
{
    PlayerWork work;
    const bool typedSomething = typed && !typed->isEmpty();
    // A board left as drawn by a player who typed their answer is not what they had: the typed
    // answer used some of its tiles ("you had 100 and 2 left" of a typed 100 × 2 + 3).
    if (!working.steps().empty() || !typedSomething) {
        std::vector<Expression> board;
        for (const int index : working.availableTiles())
            board.push_back(working.boardTiles()[std::size_t(index)].expression);
        for (std::size_t i = std::size_t(working.tileCount()); i < working.boardTiles().size(); ++i)
            work.made.push_back(working.boardTiles()[i].value());
        work.hands.push_back(std::move(board));
    }
    if (typedSomething) {
        std::vector<Expression> hand{*typed};
        for (const Number n : typedLeftOut)
            hand.push_back(Expression::tile(n));
        collectResults(*typed, work.made);
        work.hands.push_back(std::move(hand));
    }
    return work;
}

RoundReview reviewRound(const PlayerWork &work, std::optional<Number> declaredDistance,
                        Number target, const BestAnswer &best, const Solutions &solutions,
                        SolveMode mode, int tileCount)
{
    RoundReview review;
    if (best.distance > 0) {
        review.kind = declaredDistance && *declaredDistance <= best.distance
                          ? RoundReview::Kind::BestPossible
                          : RoundReview::Kind::NoExactAnswer;
        review.bestValue = best.value;
        return review;
    }
    if (declaredDistance && *declaredDistance == 0)
        return review;
    for (const std::vector<Expression> &hand : work.hands) {
        if (const auto step = oneStepAway(hand, target, mode, tileCount))
            return *step;
    }
    // The solution sharing the most results with the player's; the easiest among equals (the
    // solutions come easiest first).
    for (const Expression &solution : solutions.expressions) {
        std::vector<Number> shared = sharedResults(work.made, solution);
        if (shared.size() > review.shared.size()) {
            review.kind = RoundReview::Kind::SharedSolution;
            review.solution = solution;
            review.shared = std::move(shared);
        }
    }
    return review;
}

} // namespace countdown
