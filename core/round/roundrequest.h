// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How a round is to be played: its numbers and target, the rules it is played by, and what kind
// of round it is. Every way of beginning a round makes one (a draw by the player's settings, typed
// numbers, the day's puzzle, the first-run guided round), and the controller plays any of them the
// same way.
#pragma once

#include "challengecode.h"
#include "dailyset.h"
#include "difficulty.h"
#include "gamesettings.h"
#include "gamevariant.h"
#include "number.h"
#include "puzzle.h"
#include "rules.h"
#include "solvemode.h"

#include <QDate>

#include <optional>
#include <vector>

namespace countdown {

struct SolveRequest;

struct RoundRequest {
    // The show's rules it is drawn like (the history's variant column), or Custom for rounds the
    // player has seen or chosen: typed numbers, a replay of the day's puzzle, the guided round.
    RuleSet rules = RuleSet::Countdown;
    std::optional<GameVariant> gameVariant; // a drawn round's whole variant, mode and clock
    std::vector<Number> tiles;
    Number target = 0;
    int large = -1; // UK rules: how many large were picked; -1 otherwise
    SolveMode mode = SolveMode::DropAllowed;
    qint64 clockMs = 0;                   // 0: no clock
    std::optional<Difficulty> difficulty; // the one asked for, when asked
    bool withContestant = false;          // the computer contestant may play it (drawn rounds)
    bool revealAtOnce = false;            // typed numbers solved at once: a look-up
    QDate dailyDate;                      // the day's puzzle (attempt or replay)
    bool dailyReplay = false;
    // A puzzle of a day's set (dailyset.h): its day and position (1-5), and whether it is practice
    // (played again, or a past day's) rather than the puzzle's attempt.
    QDate dailySetDate;
    int dailySetPosition = 0;
    bool dailySetPractice = false;
    bool guided = false; // the first-run guided round: no clock, not stored, not scored
    // A round received as a challenge (challengecode.h), with the results it carries.
    std::optional<Challenge> challenge;

    // The operations it allows (a challenge's, else its variant's; all of them without one).
    OperatorSet operators() const
    {
        if (challenge)
            return challenge->operators;
        return gameVariant ? gameVariant->operators : OperatorSet::all();
    }
};

// What the solver is asked about `round` (without a contestant).
SolveRequest solveRequest(const RoundRequest &round); // solverservice.h

// What the player's settings ask of a drawn round with `large` large numbers.
DifficultyRequest difficultyRequest(const GameSettings &settings, int large);
// A round drawn as `asked`, played in the settings' mode and clock.
RoundRequest drawnRound(DifficultyRequest asked, const GameSettings &settings,
                        PortableRandom &random);
// Typed numbers (checked already), in the settings' mode and clock; `revealAtOnce` skips the clock
// and shows the answer.
RoundRequest customRound(const Puzzle &puzzle, const GameSettings &settings, bool revealAtOnce);
// The day's puzzle: the same round for everyone, so the same rules too (UK, 30 seconds, numbers
// may be left out) whatever the settings. A replay is a custom round: the player has seen it.
RoundRequest dailyRound(QDate date, bool replay);
// A puzzle of the day's set (dailyset.h) at `position` (1-5): the same round for everyone, so
// the same rules too (UK, numbers may be left out) whatever the settings, and no clock. Practice
// is a custom round: the player has seen it, or it is not the day's.
RoundRequest dailySetRound(const DailySet &set, int position, bool practice);
// A round received as a challenge: its tiles, target and rules (operations, mode, clock) as the
// code says, whatever the settings; a custom round, kept apart like typed numbers, under the
// built-in variant it names (if any).
RoundRequest challengeRound(const Challenge &challenge);
// The guided round, which must neither rush nor mark a beginner: UK rules with `large` large
// numbers (0-4), an Easy draw, numbers may be left out, no clock.
RoundRequest guidedRound(int large, PortableRandom &random);

} // namespace countdown
