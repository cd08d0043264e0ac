// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "difficulty.h"

#include "ease.h"
#include "solver.h"
#include "tileset.h"
#include "valuetable.h"

#include <algorithm>
#include <cstdlib>

namespace countdown {

namespace {

constexpr int kMaxTries = 5000;
// Rounds that need a division are one in 140 of the solvable ones with no large number, two in
// three with four (countdown-bench), and each costs its distinct solutions (1-3 ms) to check: this
// bounds the rare worst case to about a second, and misses with no large about one time in 1,000.
constexpr int kMaxDivisionTries = 1000;

// How far a round's class is from the one asked for: Easy 1, Medium 2, Hard 3, no exact answer 4.
int rank(std::optional<Difficulty> difficulty)
{
    if (!difficulty)
        return 4;
    switch (*difficulty) {
    case Difficulty::Easy:
        return 1;
    case Difficulty::Medium:
        return 2;
    case Difficulty::Hard:
    case Difficulty::Any:
        break;
    }
    return 3;
}

// Whether the target can be made exactly with at most three of the tiles: the round is Easy.
// Much cheaper than Solver::best, which for the rounds that are not Easy (nearly all of them with
// no large number) goes on to build the four- and five-tile levels and search the whole
// selection: it needs only the solver's value table up to three tiles.
bool isEasy(const Draw &draw, OperatorSet operators)
{
    const detail::TileSet tiles(draw.tiles);
    detail::ValueTable table(tiles, detail::StepRules::of(SolveMode::DropAllowed, operators));
    const int levels = std::min(3, tiles.size());
    table.buildUpTo(levels, {});
    for (int count = 1; count <= levels; ++count)
        for (const detail::Mask mask : tiles.masksOfSize(count))
            if (table.contains(mask, detail::Value(draw.target)))
                return true;
    return false;
}

std::optional<Difficulty> classify(const Draw &draw, OperatorSet operators)
{
    const BestAnswer best =
        *Solver(draw.tiles, SolveMode::DropAllowed, operators).best(draw.target);
    return best.distance == 0 ? difficultyFor(best.numbersUsed) : std::nullopt;
}

Draw drawWithRulesOdds(const DifficultyRequest &request, PortableRandom &random)
{
    return drawVariant(request.variant, request.large, random);
}

} // namespace

std::optional<Difficulty> difficultyFor(int fewestNumbers)
{
    if (fewestNumbers <= 0)
        return std::nullopt;
    if (fewestNumbers <= 3)
        return Difficulty::Easy;
    if (fewestNumbers <= 5)
        return Difficulty::Medium;
    return Difficulty::Hard;
}

int tilesNeeded(Difficulty difficulty)
{
    switch (difficulty) {
    case Difficulty::Any:
        return 0;
    case Difficulty::Easy:
        return 1;
    case Difficulty::Medium:
        return 4;
    case Difficulty::Hard:
        break;
    }
    return 6;
}

Difficulty drawableDifficulty(Difficulty asked, int tiles)
{
    if (asked == Difficulty::Hard && tiles < tilesNeeded(Difficulty::Hard))
        asked = Difficulty::Medium;
    if (asked == Difficulty::Medium && tiles < tilesNeeded(Difficulty::Medium))
        asked = Difficulty::Easy;
    return asked;
}

Draw drawRound(const DifficultyRequest &asked, PortableRandom &random)
{
    const OperatorSet operators = asked.variant.operators;
    DifficultyRequest request = asked;
    // A settings file edited by hand can ask a five-tile variant for Hard rounds: without this,
    // every draw would try 5,000 rounds for one that cannot exist.
    request.difficulty = drawableDifficulty(request.difficulty, request.variant.tiles);
    if (request.needsDivision && !operators.contains(Operator::Divide)) {
        request.needsDivision = false;
        request.guaranteeSolvable = true;
    }
    if (request.difficulty == Difficulty::Any && !request.guaranteeSolvable
        && !request.needsDivision)
        return drawWithRulesOdds(request, random);
    if (request.needsDivision) {
        // Among rounds of the difficulty asked for (with an exact answer), the first that needs a
        // division; the first that fits but does not, when none does.
        DifficultyRequest solvable = request;
        solvable.needsDivision = false;
        solvable.guaranteeSolvable = true;
        std::optional<Draw> fallback;
        for (int attempt = 0; attempt < kMaxDivisionTries; ++attempt) {
            Draw draw = drawRound(solvable, random);
            const Solutions solutions =
                *Solver(draw.tiles, SolveMode::DropAllowed, operators).solutions(draw.target);
            if (solutions.distance != 0)
                return fallback ? *fallback : draw; // nothing of that difficulty at all
            if (needsDivision(solutions))
                return draw;
            if (!fallback)
                fallback = std::move(draw);
        }
        return *fallback;
    }
    // Rejection sampling: rounds come with the rules' odds and are kept only when they fit, so
    // among the rounds that fit each is as likely as on the show. The rarest case, Easy with no
    // large number, fits about one round in 70 (see countdown-bench); a try then costs a few
    // microseconds (isEasy), so the cap is never reached in practice.
    Draw closest;
    int closestGap = -1; // how far the closest round found is from the request
    for (int attempt = 0; attempt < kMaxTries; ++attempt) {
        Draw draw = drawWithRulesOdds(request, random);
        if (request.difficulty == Difficulty::Easy && isEasy(draw, operators))
            return draw;
        if (request.difficulty == Difficulty::Easy && closestGap == 1)
            continue; // not Easy, and a round as close as any other is kept already
        const auto difficulty = classify(draw, operators);
        if (request.difficulty == Difficulty::Any ? difficulty.has_value()
                                                  : difficulty == request.difficulty)
            return draw;
        const int gap = request.difficulty == Difficulty::Any
                            ? 1
                            : std::abs(rank(difficulty) - rank(request.difficulty));
        if (closestGap < 0 || gap < closestGap) {
            closest = std::move(draw);
            closestGap = gap;
        }
    }
    return closest;
}

} // namespace countdown
