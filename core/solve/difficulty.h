// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How hard a round is, from the solver: by the fewest numbers an exact answer needs (Easy: 3 or
// fewer, Medium: 4-5, Hard: 6 or more); and drawing rounds of a chosen difficulty.
#pragma once

#include "gamevariant.h"

#include <optional>

namespace countdown {

enum class Difficulty { Any, Easy, Medium, Hard };

// The difficulty of a round whose exact answer needs `fewestNumbers` tiles; nullopt when there is
// no exact answer (fewestNumbers <= 0).
std::optional<Difficulty> difficultyFor(int fewestNumbers);

// The fewest tiles a round of that difficulty draws (Medium needs four, Hard six); 0 for Any.
int tilesNeeded(Difficulty difficulty);
// `asked`, or when rounds of `tiles` tiles cannot be that hard, the hardest they can be.
Difficulty drawableDifficulty(Difficulty asked, int tiles);

struct DifficultyRequest {
    GameVariant variant = standardVariant(); // its draw, and its operations for the difficulty
    int large = 1;                           // when the player picks (clamped to the pick)
    Difficulty difficulty = Difficulty::Any;
    // Any: keep the show's odds (rounds without an exact answer included) unless this is set.
    bool guaranteeSolvable = false;
    // Only rounds that cannot be solved without a division (ease.h's needsDivision; implies an
    // exact answer): practice for the rounds people miss most.
    bool needsDivision = false;
};

// A round of the requested difficulty, drawn with the rules' own odds and kept only if it fits
// (so among rounds of that difficulty, each is as likely as on the show): the first round of
// drawVariant's sequence from `random` that fits, classified in DropAllowed mode with the variant's
// operations (a variant without division has no round that needs one: the request is then one for
// a round with an exact answer; a difficulty it cannot draw, dealableDifficulty's). Takes a few
// milliseconds (at most ~10 ms measured, see
// countdown-bench); if nothing fits after 5,000 tries, the closest difficulty found. A round that
// needs a division is rarer and costs its distinct solutions to check (up to ~200 ms on average
// with no large number, a few ms with four; countdown-bench measures it); when none turns up in
// 1,000 tries, a round of the difficulty asked for that does not need one.
Draw drawRound(const DifficultyRequest &request, PortableRandom &random);

} // namespace countdown
