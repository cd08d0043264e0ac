// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What a revealed round becomes, from its outcome alone: the history's row (alone, against a
// computer contestant, among people, the daily attempt and its replays, in a game or not, with
// or without the solutions) and the game's summary line (the scoreboard's).
#include "parsedexpression.h"
#include "roundrecord.h"

#include <QTest>
#include <QTimeZone>

using namespace countdown;

namespace {

constexpr const char *kExact = "(100 + 3) * 75 * 6 / 50 + 25"; // 952
const QDateTime kPlayedAt(QDate(2026, 12, 4), QTime(21, 30), QTimeZone::utc());

RoundOutcome closeAlone()
{
    RoundOutcome o;
    o.tiles = {25, 50, 75, 100, 3, 6};
    o.target = 952;
    o.large = 4;
    o.difficulty = Difficulty::Hard;
    o.result.hasDeclaration = true;
    o.result.value = 950;
    o.result.expression = parsed("100 * (6 + 3) + 50");
    o.result.distance = 2;
    o.result.points = 7;
    o.result.timeUsedMs = 30'000;
    o.result.hintsTaken = 1;
    o.best.expression = parsed(kExact);
    o.best.value = 952;
    return o;
}

OneMachineDeclarations annExactBobNothing(const RoundOutcome &o)
{
    OneMachineDeclarations d(2, o.target, o.tiles, o.mode);
    if (!d.declareValue(Number(952)) || !d.declareValue(std::nullopt) || !d.show(parsed(kExact)))
        qFatal("declarations refused");
    return d;
}

} // namespace

class TestRoundRecord : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aRoundAlone()
    {
        const RoundOutcome o = closeAlone();
        const RoundRecord r = roundRecord(o, kPlayedAt);
        QCOMPARE(r.playedAt, kPlayedAt);
        QCOMPARE(r.gameId, 0);
        QCOMPARE(r.numbers, o.tiles);
        QCOMPARE(r.target, 952);
        QCOMPARE(r.large, 4);
        QCOMPARE(r.playerValue, std::optional<Number>(950));
        QCOMPARE(r.playerWorking, QStringLiteral("100 * (6 + 3) + 50"));
        QCOMPARE(r.points, 7);
        QCOMPARE(r.millisecondsUsed, 30'000);
        QCOMPARE(r.hintsTaken, 1);
        QCOMPARE(r.difficulty, std::optional(Difficulty::Hard));
        QCOMPARE(r.solverBest, 952);
        QCOMPARE(r.solverSolutions, -1); // not counted yet
        QVERIFY(!r.easiestNumbers);
        QVERIFY(r.players.empty());
        QVERIFY(!r.dailyDate.isValid());
    }

    void theSolutionsSayWhatTheRoundAsked()
    {
        RoundOutcome o = closeAlone();
        o.solutions = Solutions{{parsed(kExact)}, 0};
        const RoundRecord r = roundRecord(o, kPlayedAt);
        QCOMPARE(r.solverSolutions, 1);
        QCOMPARE(r.easiestNumbers, std::optional<int>(6));
        QCOMPARE(r.needsDivision, std::optional<bool>(true));
    }

    void onlyARoundOfTheGameCarriesItsId()
    {
        RoundOutcome o = closeAlone();
        o.gameId = 12;
        QCOMPARE(roundRecord(o, kPlayedAt).gameId, 0); // a look-up made during the game
        o.countsInGame = true;
        QCOMPARE(roundRecord(o, kPlayedAt).gameId, 12);
    }

    void onlyTheDailyAttemptIsTheDays()
    {
        RoundOutcome o = closeAlone();
        o.dailyDate = QDate(2026, 12, 4);
        QCOMPARE(roundRecord(o, kPlayedAt).dailyDate, QDate(2026, 12, 4));
        o.dailyReplay = true;
        QVERIFY(!roundRecord(o, kPlayedAt).dailyDate.isValid());
    }

    void aComputerContestantIsAPlayerOfTheRound()
    {
        RoundOutcome o = closeAlone();
        o.contestant = contestantProfile(2);
        ContestantAnswer answer;
        answer.expression = parsed("100 * 6 + 75 * 3 + 50 + 25");
        answer.value = 900;
        answer.distance = 52;
        o.contestantAnswer = answer;
        o.result.contestantPoints = 0;
        const RoundRecord r = roundRecord(o, kPlayedAt);
        QCOMPARE(r.players.size(), std::size_t(1));
        QCOMPARE(r.players[0].kind, PlayerRecord::Kind::Contestant);
        QCOMPARE(r.players[0].name, o.contestant->name);
        QCOMPARE(r.players[0].level, 2);
        QCOMPARE(r.players[0].value, std::optional<Number>(900));
        QCOMPARE(r.players[0].method, QStringLiteral("100 * 6 + 75 * 3 + 50 + 25"));
        QCOMPARE(r.points, 7); // the player's own stay theirs

        const GameRoundSummary line = gameRoundSummary(o);
        QCOMPARE(line.contestantLevel, 2);
        QCOMPARE(line.contestantValue, std::optional<Number>(900));
    }

    void amongPeopleTheRoundIsNobodysOwn()
    {
        RoundOutcome o = closeAlone();
        o.players = {QStringLiteral("Ann"), QStringLiteral("Bob")};
        o.declarations = annExactBobNothing(o);
        o.result.seatPoints = o.declarations->points();
        const RoundRecord r = roundRecord(o, kPlayedAt);
        QVERIFY(!r.playerValue);
        QVERIFY(r.playerWorking.isEmpty());
        QCOMPARE(r.points, 0);
        QCOMPARE(r.players.size(), std::size_t(2));
        QCOMPARE(r.players[0].kind, PlayerRecord::Kind::Person);
        QCOMPARE(r.players[0].name, QStringLiteral("Ann"));
        QCOMPARE(r.players[0].value, std::optional<Number>(952));
        QCOMPARE(r.players[0].method, QString::fromLatin1(kExact));
        QCOMPARE(r.players[0].points, 10);
        QCOMPARE(r.players[1].value, std::nullopt);
        QCOMPARE(r.players[1].points, 0);

        const GameRoundSummary line = gameRoundSummary(o);
        QCOMPARE(line.seatValues, (std::vector<std::optional<Number>>{952, std::nullopt}));
        QCOMPARE(line.seatValid, (std::vector<bool>{true, false}));
        QCOMPARE(line.seatPoints, (std::vector<int>{10, 0}));
    }

    void amongPeopleTheAnswerShownScoresNobody()
    {
        RoundOutcome o = closeAlone();
        o.players = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cy")};
        o.result.answerShown = true;
        const GameRoundSummary line = gameRoundSummary(o);
        QCOMPARE(line.seatValues.size(), std::size_t(3));
        QCOMPARE(line.seatValid, (std::vector<bool>{false, false, false}));
        QCOMPARE(line.seatPoints, (std::vector<int>{0, 0, 0}));
        const RoundRecord r = roundRecord(o, kPlayedAt);
        QCOMPARE(r.players.size(), std::size_t(3));
        QCOMPARE(r.players[2].name, QStringLiteral("Cy"));
        QVERIFY(!r.players[2].value);
    }

    void theSummaryOfARoundAlone()
    {
        const GameRoundSummary line = gameRoundSummary(closeAlone());
        QCOMPARE(line.target, 952);
        QCOMPARE(line.playerValue, std::optional<Number>(950));
        QCOMPARE(line.points, 7);
        QCOMPARE(line.hintsTaken, 1);
        QCOMPARE(line.solverBest, 952);
        QCOMPARE(line.contestantLevel, 0);
        QVERIFY(line.seatValues.empty());
    }
};

QTEST_MAIN(TestRoundRecord)
#include "tst_roundrecord.moc"
