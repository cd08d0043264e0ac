// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A game of several rounds as it goes (gameprogress.h): its rounds drawn up to the last and
// then over, points and totals, people's seats, a new game forgetting the last, and a practice's
// figures against the earlier ones.
#include "gameprogress.h"

#include <QTest>

using namespace countdown;

namespace {

GameRoundSummary round(Number target, std::optional<Number> value, int hints = 0)
{
    GameRoundSummary r;
    r.target = target;
    r.playerValue = value;
    r.hintsTaken = hints;
    return r;
}

} // namespace

class TestGameProgress : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void roundsUpToTheLastThenOver()
    {
        GameProgress game;
        QVERIFY(!game.isActive());
        game.roundDrawn(); // no game: nothing to count
        QCOMPARE(game.round(), 0);

        game.begin(3, std::nullopt);
        QVERIFY(game.isActive());
        QCOMPARE(game.rounds(), 3);
        QCOMPARE(game.round(), 0);
        game.roundDrawn();
        game.roundDrawn();
        QCOMPARE(game.round(), 2);
        QVERIFY(!game.isLastRound());
        game.roundDrawn();
        QCOMPARE(game.round(), 3);
        QVERIFY(game.isLastRound());
        game.score(7, 0);
        game.addSummary(round(500, 495));
        // A round after the last stands on its own; the game's result stays for the scoreboard.
        game.roundDrawn();
        QVERIFY(!game.isActive());
        QVERIFY(!game.isLastRound());
        QCOMPARE(game.total(), 7);
        QCOMPARE(game.summary().size(), std::size_t(1));

        game.begin(0, std::nullopt); // at least one round
        QCOMPARE(game.rounds(), 1);
    }

    void pointsAndTotals()
    {
        GameProgress game;
        game.begin(4, std::nullopt);
        game.setId(42);
        game.score(10, 7);
        game.score(0, 10);
        game.score(5, 0);
        QCOMPARE(game.points(), (std::vector<int>{10, 0, 5}));
        QCOMPARE(game.total(), 15);
        QCOMPARE(game.contestantTotal(), 17);
        QCOMPARE(game.id(), qint64(42));

        // A new game forgets everything of the last.
        game.begin(2, std::nullopt);
        QVERIFY(game.points().empty());
        QCOMPARE(game.total(), 0);
        QCOMPARE(game.contestantTotal(), 0);
        QCOMPARE(game.id(), qint64(0));
        QVERIFY(game.summary().empty());
    }

    void peopleSharingTheMachine()
    {
        GameProgress game;
        game.begin(3, std::nullopt);
        QVERIFY(!game.isOneMachineGame());
        game.setPlayers({QStringLiteral("Ann"), QStringLiteral("Bob")});
        QVERIFY(game.isOneMachineGame());
        game.scoreSeats({10, 0});
        game.scoreSeats({7, 7});
        QCOMPARE(game.seatTotals(), (std::vector<int>{17, 7}));
        QCOMPARE(game.points(), (std::vector<int>{0, 0})); // nobody's own rounds
        game.end();
        QVERIFY(!game.isOneMachineGame());
        QCOMPARE(game.players().size(), 2); // the names stay with the scoreboard

        game.begin(3, std::nullopt);
        QVERIFY(game.players().isEmpty());
        QVERIFY(game.seatTotals().empty());
    }

    // A practice of 3 rounds after 10 rounds of its kind, 4 of them exact: its own rounds are
    // counted as they are revealed, a hinted one not as exact.
    void practiceAgainstTheEarlierFigures()
    {
        const RoundKind kind = RoundKind::withLarge(2);
        GameProgress game;
        game.begin(3, kind);
        QVERIFY(game.focus());
        FocusedPracticeResult earlier;
        earlier.kind = kind;
        earlier.roundsBefore = 10;
        earlier.exactBefore = 4;
        earlier.rateBefore = 0.4;
        game.setPracticeStart(earlier);

        QVERIFY(game.drawsPracticeRound());
        game.roundDrawn();
        game.addSummary(round(812, 812));
        game.roundDrawn();
        game.addSummary(round(640, 640, 1)); // exact, but with a hint
        std::optional<FocusedPracticeResult> now = game.focusedPractice();
        QVERIFY(now);
        QCOMPARE(now->roundsPlanned, 3);
        QCOMPARE(now->rounds, 2);
        QCOMPARE(now->exact, 1);
        QCOMPARE(now->rate, 0.5);
        QCOMPARE(now->rateBefore, 0.4);
        QVERIFY(!now->finished);

        QVERIFY(game.drawsPracticeRound()); // the third is still the practice's
        game.roundDrawn();
        QVERIFY(!game.drawsPracticeRound());
        game.addSummary(round(333, std::nullopt));
        now = game.focusedPractice();
        QCOMPARE(now->rounds, 3);
        QCOMPARE(now->exact, 1);
        QVERIFY(now->finished);

        // Over: the rounds that follow are not the practice's.
        game.end();
        QVERIFY(!game.focus());
        QVERIFY(game.focusedPractice()); // its figures stay for the scoreboard

        game.begin(5, std::nullopt);
        QVERIFY(!game.focusedPractice());
    }
};

QTEST_GUILESS_MAIN(TestGameProgress)
#include "tst_gameprogress.moc"
