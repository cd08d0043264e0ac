// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundrecord.h"

#include "ease.h"

namespace countdown {

namespace {

void addSeats(GameRoundSummary &round, const RoundOutcome &outcome)
{
    const auto seats = std::size_t(outcome.players.size());
    if (!outcome.declarations) { // the answer was shown: nobody scores
        round.seatValues.assign(seats, std::nullopt);
        round.seatValid.assign(seats, false);
        round.seatPoints.assign(seats, 0);
        return;
    }
    for (int seat = 0; seat < outcome.declarations->players(); ++seat) {
        round.seatValues.push_back(
            outcome.declarations->seatDeclarations()[std::size_t(seat)].value);
        round.seatValid.push_back(outcome.declarations->hasValidMethod(seat));
    }
    round.seatPoints = outcome.result.seatPoints;
}

std::vector<PlayerRecord> people(const RoundOutcome &outcome)
{
    std::vector<PlayerRecord> players;
    for (int seat = 0; seat < int(outcome.players.size()); ++seat) {
        PlayerRecord person;
        person.kind = PlayerRecord::Kind::Person;
        person.name = outcome.players[seat];
        if (outcome.declarations) {
            const ContestDeclaration &c =
                outcome.declarations->seatDeclarations()[std::size_t(seat)];
            person.value = c.value;
            if (c.method)
                person.method = c.method->toString(Notation::Ascii);
            const std::vector<int> &points = outcome.result.seatPoints;
            person.points = points.empty() ? 0 : points[std::size_t(seat)];
        }
        players.push_back(std::move(person));
    }
    return players;
}

PlayerRecord contestant(const RoundOutcome &outcome)
{
    PlayerRecord contestant;
    contestant.kind = PlayerRecord::Kind::Contestant;
    contestant.name = outcome.contestant->name;
    contestant.level = outcome.contestant->style.level;
    contestant.value = outcome.contestantAnswer->value;
    contestant.method = outcome.contestantAnswer->expression.toString(Notation::Ascii);
    contestant.points = outcome.result.contestantPoints;
    return contestant;
}

} // namespace

GameRoundSummary gameRoundSummary(const RoundOutcome &outcome)
{
    const RoundResult &result = outcome.result;
    GameRoundSummary round;
    round.tiles = outcome.tiles;
    round.target = outcome.target;
    if (result.hasDeclaration)
        round.playerValue = result.value;
    round.points = result.points;
    round.answerShown = result.answerShown;
    round.hintsTaken = result.hintsTaken;
    round.solverBest = outcome.best.value;
    if (outcome.isOneMachineRound())
        addSeats(round, outcome);
    if (outcome.contestant && outcome.contestantAnswer) {
        round.contestantLevel = outcome.contestant->style.level;
        round.contestantValue = outcome.contestantAnswer->value;
        round.contestantPoints = result.contestantPoints;
    }
    return round;
}

RoundRecord roundRecord(const RoundOutcome &outcome, const QDateTime &playedAt)
{
    const RoundResult &result = outcome.result;
    RoundRecord record;
    record.gameId = outcome.countsInGame ? outcome.gameId : 0;
    record.playedAt = playedAt;
    record.rules = outcome.rules;
    record.gameVariant = outcome.gameVariant;
    record.mode = outcome.mode;
    record.numbers = outcome.tiles;
    record.target = outcome.target;
    record.large = outcome.large;
    if (result.hasDeclaration && !outcome.isOneMachineRound()) {
        record.playerValue = result.value;
        record.playerWorking = result.expression.toString(Notation::Ascii);
    }
    record.points = outcome.isOneMachineRound() ? 0 : result.points;
    record.millisecondsUsed = result.timeUsedMs;
    record.answerShown = result.answerShown;
    record.hintsTaken = result.hintsTaken;
    if (outcome.isDailyAttempt())
        record.dailyDate = outcome.dailyDate;
    if (outcome.isDailySetAttempt()) {
        record.dailySetDate = outcome.dailySetDate;
        record.dailySetPosition = outcome.dailySetPosition;
    }
    record.difficulty = outcome.difficulty;
    record.solverBest = outcome.best.value;
    if (const std::optional<Solutions> &solutions = outcome.solutions) {
        record.solverSolutions = int(solutions->expressions.size());
        record.easiestNumbers = easiestNumbers(*solutions);
        if (record.easiestNumbers)
            record.needsDivision = needsDivision(*solutions);
    }
    record.players = people(outcome);
    if (outcome.contestant && outcome.contestantAnswer)
        record.players.push_back(contestant(outcome));
    if (const std::optional<Challenge> &challenge = outcome.challenge) {
        record.challengeCode = challengeCode(*challenge);
        // The friends whose results came with the code (a reply's code carries both).
        for (const std::optional<ChallengeResult> &other : {challenge->sender, challenge->reply})
            if (other)
                record.players.push_back(PlayerRecord{PlayerRecord::Kind::Challenger, other->name,
                                                      0, other->value, QString(), other->points,
                                                      other->timeMs, other->hints});
    }
    return record;
}

} // namespace countdown
