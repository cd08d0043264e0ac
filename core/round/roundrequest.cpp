// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundrequest.h"

#include "daily.h"
#include "solverservice.h"

#include <algorithm>

namespace countdown {

DifficultyRequest difficultyRequest(const GameSettings &settings, int large)
{
    DifficultyRequest request;
    request.variant = settings.variant;
    request.large = settings.variant.clampLarge(large);
    request.difficulty = settings.difficulty;
    request.guaranteeSolvable = settings.guaranteeSolvable;
    return request;
}

RoundRequest drawnRound(DifficultyRequest asked, const GameSettings &settings,
                        PortableRandom &random)
{
    Draw draw = drawRound(asked, random);
    const bool picks = asked.variant.playerPicksLarge();
    RoundRequest round;
    round.rules = picks ? RuleSet::Countdown : RuleSet::LeCompteEstBon;
    round.tiles = std::move(draw.tiles);
    round.target = draw.target;
    round.large = picks ? asked.variant.clampLarge(asked.large) : -1;
    round.mode = settings.mode;
    round.clockMs = qint64(settings.clockSeconds) * 1000;
    const bool chosen = asked.difficulty != Difficulty::Any || asked.guaranteeSolvable;
    if (chosen)
        round.difficulty = asked.difficulty;
    // The round keeps its whole variant, as played.
    asked.variant.mode = settings.mode;
    asked.variant.clockSeconds = settings.clockSeconds;
    round.gameVariant = std::move(asked.variant);
    return round;
}

RoundRequest customRound(const Puzzle &puzzle, const GameSettings &settings, bool revealAtOnce)
{
    RoundRequest round;
    round.rules = RuleSet::Custom;
    round.tiles = puzzle.numbers;
    round.target = puzzle.target;
    round.mode = settings.mode;
    round.clockMs = qint64(settings.clockSeconds) * 1000;
    round.revealAtOnce = revealAtOnce;
    return round;
}

RoundRequest dailyRound(QDate date, bool replay)
{
    const DailyPuzzle puzzle = dailyPuzzle(date);
    RoundRequest round;
    round.rules = replay ? RuleSet::Custom : RuleSet::Countdown;
    round.tiles = puzzle.tiles;
    round.target = puzzle.target;
    round.large = replay ? -1 : puzzle.large;
    round.mode = SolveMode::DropAllowed;
    round.clockMs = 30'000;
    round.dailyDate = date;
    round.dailyReplay = replay;
    return round;
}

RoundRequest dailySetRound(const DailySet &set, int position, bool practice)
{
    const DailySetPuzzle &puzzle = set.puzzles.at(std::size_t(position - 1));
    RoundRequest round;
    round.rules = practice ? RuleSet::Custom : RuleSet::Countdown;
    round.tiles = puzzle.tiles;
    round.target = puzzle.target;
    round.large = practice ? -1 : puzzle.large;
    round.mode = SolveMode::DropAllowed;
    round.clockMs = 0; // the set is about finding it, not about speed: the time is only kept
    round.dailySetDate = set.date;
    round.dailySetPosition = position;
    round.dailySetPractice = practice;
    return round;
}

RoundRequest challengeRound(const Challenge &challenge)
{
    RoundRequest round;
    round.rules = RuleSet::Custom;
    round.tiles = challenge.tiles;
    round.target = challenge.target;
    round.mode = challenge.mode;
    round.clockMs = qint64(challenge.clockSeconds) * 1000;
    if (std::optional<GameVariant> variant = builtInVariant(challenge.variantId)) {
        variant->operators = challenge.operators;
        variant->mode = challenge.mode;
        variant->clockSeconds = challenge.clockSeconds;
        round.gameVariant = std::move(variant);
    }
    round.challenge = challenge;
    return round;
}

RoundRequest guidedRound(int large, PortableRandom &random)
{
    DifficultyRequest asked;
    asked.large = std::clamp(large, 0, kMaxLarge);
    asked.difficulty = Difficulty::Easy;
    Draw draw = drawRound(asked, random);
    RoundRequest round;
    round.rules = RuleSet::Custom;
    round.tiles = std::move(draw.tiles);
    round.target = draw.target;
    round.mode = SolveMode::DropAllowed;
    round.difficulty = Difficulty::Easy;
    round.guided = true;
    return round;
}

SolveRequest solveRequest(const RoundRequest &round)
{
    SolveRequest request;
    request.numbers = round.tiles;
    request.target = round.target;
    request.mode = round.mode;
    request.operators = round.operators();
    return request;
}

} // namespace countdown
