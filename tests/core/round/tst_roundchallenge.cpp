// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A played round as the challenge a player sends, the reply to a friend's, who won, and a round
// played from a code by the controller: its rules are the code's, and the history keeps the code
// and the friend's result.
#include "challengecode.h"
#include "challengeverdict.h"
#include "gamecontroller.h"
#include "history.h"
#include "practiceservice.h"
#include "roundchallenge.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace countdown;

Q_DECLARE_METATYPE(countdown::ChallengeVerdict)

namespace {

// A UK round with 2 large, played to 950 in 23,456 ms with one hint: 7 points.
RoundOutcome playedRound()
{
    RoundOutcome outcome;
    outcome.rules = RuleSet::Countdown;
    outcome.gameVariant = standardVariant();
    outcome.tiles = {25, 50, 3, 6, 7, 9};
    outcome.target = 952;
    outcome.large = 2;
    outcome.clockMs = 30'000;
    outcome.result.hasDeclaration = true;
    outcome.result.value = 950;
    outcome.result.distance = 2;
    outcome.result.points = 7;
    outcome.result.timeUsedMs = 23'456;
    outcome.result.hintsTaken = 1;
    return outcome;
}

ChallengeResult result(const char *name, std::optional<Number> value, int hints, qint64 ms)
{
    return ChallengeResult{QString::fromUtf8(name), value, 0, ms, hints};
}

} // namespace

class TestRoundChallenge : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aPlayedRoundToSend()
    {
        const std::optional<Challenge> sent = challengeToSend(playedRound(), QStringLiteral("Ana"));
        QVERIFY(sent);
        QCOMPARE(sent->variantId, QStringLiteral("uk"));
        QCOMPARE(sent->tiles, (std::vector<Number>{25, 50, 3, 6, 7, 9}));
        QCOMPARE(sent->target, Number(952));
        QCOMPARE(sent->clockSeconds, 30);
        QCOMPARE(sent->mode, SolveMode::DropAllowed);
        QVERIFY(!sent->reply);
        QCOMPARE(*sent->sender, (ChallengeResult{QStringLiteral("Ana"), 950, 7, 23'500, 1}));
        // It makes a code that reads back the same.
        const Result<Challenge> read = readChallengeCode(challengeCode(*sent));
        QVERIFY(read.ok());
        QCOMPARE(read.value(), *sent);
    }

    void theResultAsACodeCarriesIt()
    {
        RoundOutcome outcome = playedRound();
        outcome.result.answerShown = true; // an answer asked for is no declaration
        outcome.result.points = 0;
        outcome.result.timeUsedMs = 2 * kMaxChallengeTimeMs;
        const ChallengeResult mine =
            challengeResultOf(outcome, QStringLiteral("A name far longer than any code carries"));
        QVERIFY(!mine.value);
        QCOMPARE(mine.timeMs, kMaxChallengeTimeMs);
        QCOMPARE(mine.name.size(), kMaxChallengeNameLength);
    }

    void clocksACodeCanCarry_data()
    {
        QTest::addColumn<qint64>("clockMs");
        QTest::addColumn<int>("seconds");
        QTest::newRow("none") << qint64(0) << 0;
        QTest::newRow("Le compte est bon's") << qint64(45'000) << 45;
        QTest::newRow("shorter than any variant's") << qint64(5'000) << 10;
        QTest::newRow("longer") << qint64(3'600'000) << 600;
    }

    void clocksACodeCanCarry()
    {
        QFETCH(qint64, clockMs);
        QFETCH(int, seconds);
        RoundOutcome outcome = playedRound();
        outcome.clockMs = clockMs;
        QCOMPARE(challengeToSend(outcome, QStringLiteral("Ana"))->clockSeconds, seconds);
    }

    // Typed numbers follow no variant: all four operations; a player's own variant its own.
    void rulesOfOtherRounds()
    {
        RoundOutcome typed = playedRound();
        typed.rules = RuleSet::Custom;
        typed.gameVariant.reset();
        const Challenge fromTyped = *challengeToSend(typed, QStringLiteral("Ana"));
        QCOMPARE(fromTyped.variantId, QString());
        QCOMPARE(fromTyped.operators, OperatorSet::all());
        RoundOutcome own = playedRound();
        own.gameVariant->id = QStringLiteral("family");
        own.gameVariant->operators = OperatorSet::all().without(Operator::Divide);
        const Challenge fromOwn = *challengeToSend(own, QStringLiteral("Ana"));
        QCOMPARE(fromOwn.variantId, QString()); // a player's own id means nothing elsewhere
        QCOMPARE(fromOwn.operators, OperatorSet::all().without(Operator::Divide));
    }

    void nothingToSendForRoundsThatAreNobodysOwn()
    {
        RoundOutcome lookUp = playedRound();
        lookUp.revealedAtOnce = true;
        QVERIFY(!challengeToSend(lookUp, QStringLiteral("Ana")));
        RoundOutcome people = playedRound();
        people.players = {QStringLiteral("Ana"), QStringLiteral("Ben")};
        QVERIFY(!challengeToSend(people, QStringLiteral("Ana")));
    }

    // Played from a friend's challenge: the reply carries their result and ours.
    void aReplyCarriesBoth()
    {
        RoundOutcome outcome = playedRound();
        Challenge received = *challengeToSend(playedRound(), QStringLiteral("Zoë"));
        outcome.challenge = received;
        const Challenge reply = *challengeToSend(outcome, QStringLiteral("Ana"));
        QCOMPARE(reply.sender, received.sender);
        QCOMPARE(reply.reply->name, QStringLiteral("Ana"));
        QCOMPARE(reply.tiles, received.tiles);
        const Result<Challenge> read = readChallengeCode(challengeCode(reply));
        QVERIFY(read.ok());
        QCOMPARE(read.value(), reply);
    }

    void verdict_data()
    {
        QTest::addColumn<ChallengeResult>("sender");
        QTest::addColumn<ChallengeResult>("reply");
        QTest::addColumn<ChallengeVerdict>("verdict");
        QTest::newRow("closer wins") << result("a", 950, 0, 1000) << result("b", 953, 0, 1000)
                                     << ChallengeVerdict::ReplyWins;
        QTest::newRow("above and below alike, then fewer hints")
            << result("a", 950, 2, 1000) << result("b", 954, 1, 1000)
            << ChallengeVerdict::ReplyWins;
        QTest::newRow("equally close, fewer hints")
            << result("a", 952, 0, 9000) << result("b", 952, 1, 1000)
            << ChallengeVerdict::SenderWins;
        QTest::newRow("then the quicker") << result("a", 952, 1, 9000) << result("b", 952, 1, 1000)
                                          << ChallengeVerdict::ReplyWins;
        QTest::newRow("a draw") << result("a", 940, 0, 1000) << result("b", 964, 0, 1000)
                                << ChallengeVerdict::Draw;
        QTest::newRow("any declaration beats none")
            << result("a", 100, 4, 60'000) << result("b", std::nullopt, 0, 1000)
            << ChallengeVerdict::SenderWins;
        QTest::newRow("neither declared, the quicker")
            << result("a", std::nullopt, 0, 5000) << result("b", std::nullopt, 0, 1000)
            << ChallengeVerdict::ReplyWins;
    }

    void verdict()
    {
        QFETCH(ChallengeResult, sender);
        QFETCH(ChallengeResult, reply);
        QFETCH(ChallengeVerdict, verdict);
        QCOMPARE(challengeVerdict(952, sender, reply), verdict);
    }

    // The controller plays the code's round by the code's rules, whatever the settings; the
    // history keeps the code and the friend's result, apart from the rounds drawn.
    void playedFromACode()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        GameController game(time, 3);
        PracticeService practice(&history);
        game.setPractice(&practice);
        GameSettings settings;
        settings.mode = SolveMode::UseAll;
        settings.clockSeconds = 45;
        settings.reducedMotion = true;
        game.setSettings(settings);
        Challenge received = *challengeToSend(playedRound(), QStringLiteral("Zoë"));
        received.operators = OperatorSet::all().without(Operator::Divide);
        QVERIFY(game.startChallengeRound(received));
        QCOMPARE(game.tiles(), received.tiles);
        QCOMPARE(game.round().mode, SolveMode::DropAllowed);
        QCOMPARE(game.clock().lengthMs(), qint64(30'000));
        QCOMPARE(game.round().operators(), received.operators);
        QCOMPARE(game.round().rules, RuleSet::Custom);
        QCOMPARE(game.startChallengeRound(received).error().kind, ErrorKind::RoundInProgress);
        game.showAnswer();
        if (game.phase() != Phase::Revealed) {
            QSignalSpy revealed(&game, &GameController::revealed);
            QVERIFY(revealed.wait(10000));
        }
        game.nextRound();
        game.startRound(1); // stores the challenge's round
        const std::vector<RoundRecord> rounds = history.rounds();
        QCOMPARE(int(rounds.size()), 1);
        QCOMPARE(rounds[0].challengeCode, challengeCode(received));
        QCOMPARE(rounds[0].players.size(), std::size_t(1));
        const PlayerRecord &friendsGo = rounds[0].players[0];
        QCOMPARE(friendsGo.kind, PlayerRecord::Kind::Challenger);
        QCOMPARE(friendsGo.name, QStringLiteral("Zoë"));
        QCOMPARE(friendsGo.value, std::optional<Number>(950));
        QCOMPARE(friendsGo.points, 7);
        QCOMPARE(friendsGo.millisecondsUsed, qint64(23'500));
        QCOMPARE(friendsGo.hintsTaken, 1);
    }

    void notInTheMiddleOfAGame()
    {
        ManualTimeSource time;
        GameController game(time, 3);
        GameSettings settings;
        settings.reducedMotion = true;
        game.setSettings(settings);
        game.startGame();
        game.startRound(1);
        game.showAnswer();
        if (game.phase() != Phase::Revealed) {
            QSignalSpy revealed(&game, &GameController::revealed);
            QVERIFY(revealed.wait(10000));
        }
        const Challenge received = *challengeToSend(playedRound(), QStringLiteral("Zoë"));
        QCOMPARE(game.startChallengeRound(received).error().kind, ErrorKind::GameInProgress);
    }
};

QTEST_GUILESS_MAIN(TestRoundChallenge)
#include "tst_roundchallenge.moc"
