// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What a round came to, as one value: made once by the controller when the round is revealed,
// and completed when the solver's distinct solutions arrive. It holds everything the reveal, the
// game's summary and the history need, so each of them is made (and tested) from an outcome alone,
// without a controller.
#pragma once

#include "answers.h"
#include "contestant.h"
#include "difficulty.h"
#include "gamevariant.h"
#include "number.h"
#include "onemachine.h"
#include "roundrequest.h"
#include "roundresult.h"
#include "roundreview.h"
#include "rules.h"
#include "solvemode.h"

#include <QDate>
#include <QMetaType>
#include <QStringList>

#include <optional>
#include <vector>

namespace countdown {

struct RoundOutcome {
    // The round as drawn. `variant`: the show's rules it was drawn by (Custom for a custom round,
    // a daily puzzle's replay and the guided round); `gameVariant`: the whole variant of a drawn
    // round.
    RuleSet rules = RuleSet::Countdown;
    std::optional<GameVariant> gameVariant;
    SolveMode mode = SolveMode::DropAllowed;
    std::vector<Number> tiles;
    Number target = 0;
    int large = -1;                       // UK rules: how many large were picked; -1 otherwise
    std::optional<Difficulty> difficulty; // the one asked for, when asked
    QDate dailyDate;                      // the daily puzzle's day (attempt or replay)
    bool dailyReplay = false;             // a replay of the day's puzzle, not the attempt
    QDate dailySetDate;                   // a puzzle of the day's set: its day,
    int dailySetPosition = 0;             // its position (1-5)
    bool dailySetPractice = false;        // and whether it is practice, not the attempt
    bool revealedAtOnce = false;          // a custom round solved at once: a look-up
    qint64 clockMs = 0;                   // the round's clock; 0: none
    std::optional<Challenge> challenge;   // the challenge it was played from, as received

    RoundResult result; // the player's (and the contestant's or the seats' points)

    // The solver's: its best at the reveal; the distinct solutions once counted (they may come
    // after the reveal); and what the player's working missed, known with the solutions.
    BestAnswer best;
    std::optional<Solutions> solutions;
    RoundReview review;

    // Against a computer contestant: who, and what it declared.
    std::optional<ContestantProfile> contestant;
    std::optional<ContestantAnswer> contestantAnswer;

    // Among people at one machine: their names in seat order, and their declarations (none when
    // the answer was shown before anyone declared).
    QStringList players;
    std::optional<OneMachineDeclarations> declarations;

    // In a game of several rounds: the history's id of the game (0: none, or not stored), and
    // whether this was its last round.
    bool countsInGame = false;
    qint64 gameId = 0;
    bool endsGame = false;

    bool isOneMachineRound() const { return !players.isEmpty(); }
    bool hasContestant() const { return contestant.has_value(); }
    // The recorded attempt at the day's puzzle (what may be shared).
    bool isDailyAttempt() const { return dailyDate.isValid() && !dailyReplay; }
    bool isDailySetPuzzle() const { return dailySetDate.isValid() && dailySetPosition > 0; }
    // The recorded attempt at a puzzle of the day's set.
    bool isDailySetAttempt() const { return isDailySetPuzzle() && !dailySetPractice; }
    // The target was made, and honestly: the player's own declaration (not an answer asked for),
    // or among people, a method someone showed.
    bool madeTheTarget() const
    {
        if (isOneMachineRound())
            return declarations && declarations->someoneShowedItExactly();
        return result.hasDeclaration && result.distance == 0 && !result.answerShown;
    }
};

// The outcome of `round` as it was drawn, before anything came of it.
inline RoundOutcome outcomeOf(const RoundRequest &round)
{
    RoundOutcome outcome;
    outcome.rules = round.rules;
    outcome.gameVariant = round.gameVariant;
    outcome.mode = round.mode;
    outcome.tiles = round.tiles;
    outcome.target = round.target;
    outcome.large = round.large;
    outcome.difficulty = round.difficulty;
    outcome.dailyDate = round.dailyDate;
    outcome.dailyReplay = round.dailyReplay;
    outcome.dailySetDate = round.dailySetDate;
    outcome.dailySetPosition = round.dailySetPosition;
    outcome.dailySetPractice = round.dailySetPractice;
    outcome.revealedAtOnce = round.revealAtOnce;
    outcome.clockMs = round.clockMs;
    outcome.challenge = round.challenge;
    return outcome;
}

} // namespace countdown

Q_DECLARE_METATYPE(countdown::RoundOutcome)
