// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The scoreboard from a game made by hand, no controller: each round's line as the reveal's
// outcome makes it (gameRoundSummary), the totals and who won, alone, against a computer
// contestant and among people at one machine (their names shown as typed).
#include "gameprogress.h"
#include "language.h"
#include "parsedexpression.h"
#include "roundrecord.h"
#include "scoreboard.h"

#include <QLocale>
#include <QTest>

using namespace countdown;
using namespace countdown::ui;

namespace {

RoundOutcome declared(Number value, int points)
{
    RoundOutcome o;
    o.tiles = {25, 50, 75, 100, 3, 6};
    o.target = 952;
    o.result.hasDeclaration = true;
    o.result.value = value;
    o.result.distance = value > 952 ? value - 952 : 952 - value;
    o.result.points = points;
    o.best.expression = parsed("(100 + 3) * 75 * 6 / 50 + 25");
    o.best.value = 952;
    return o;
}

// A game whose rounds were played as `outcomes` say, scored as the controller scores them.
GameProgress playedGame(const std::vector<RoundOutcome> &outcomes, const QStringList &people = {})
{
    GameProgress game;
    game.begin(int(outcomes.size()), std::nullopt);
    if (!people.isEmpty())
        game.setPlayers(people);
    for (const RoundOutcome &o : outcomes) {
        game.roundDrawn();
        if (people.isEmpty())
            game.score(o.result.points, o.result.contestantPoints);
        else
            game.scoreSeats(o.result.seatPoints);
        game.addSummary(gameRoundSummary(o));
    }
    return game;
}

} // namespace

class TestScoreboard : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        Language::instance().setLanguage(QStringLiteral("en"));
    }

    void aGameAlone()
    {
        Scoreboard board;
        board.showGame(playedGame({declared(952, 10), declared(950, 7)}));
        QCOMPARE(board.totalText(), QStringLiteral("Total: 17 points in 2 rounds"));
        const QList<QStringList> rows = board.rows();
        QCOMPARE(rows.size(), 3); // the header, then a row per round
        QCOMPARE(rows[0], (QStringList{QStringLiteral("Round"), QStringLiteral("Target"),
                                       QStringLiteral("Tiles"), QStringLiteral("You"),
                                       QStringLiteral("Points"), QStringLiteral("Solver")}));
        QVERIFY2(rows[2].contains(QStringLiteral("950")), qPrintable(rows[2].join(u'|')));
        QVERIFY2(rows[2].contains(QStringLiteral("7")), qPrintable(rows[2].join(u'|')));
    }

    void aDuelSaysWhoWon()
    {
        RoundOutcome first = declared(952, 10);
        first.contestant = contestantProfile(2);
        ContestantAnswer answer;
        answer.expression = parsed("100 * (6 + 3) + 50");
        answer.value = 950;
        answer.distance = 2;
        first.contestantAnswer = answer;
        first.result.contestantPoints = 0;
        RoundOutcome second = first;
        second.result = RoundResult{}; // the player had nothing
        second.result.contestantPoints = 7;
        Scoreboard board;
        board.showGame(playedGame({first, second}));
        const QString name = contestantProfile(2).name;
        QCOMPARE(board.totalText(),
                 QStringLiteral("You 10 · %1 7 in 2 rounds. You win!").arg(name));
        QVERIFY(board.rows()[0].contains(name));
    }

    void peopleAtOneMachine()
    {
        const QStringList people{QStringLiteral("<b>Ann</b>"), QStringLiteral("Bob")};
        RoundOutcome o = declared(952, 0);
        o.players = people;
        OneMachineDeclarations d(2, o.target, o.tiles, o.mode);
        QVERIFY(d.declareValue(Number(952)));
        QVERIFY(d.declareValue(Number(940)));
        QVERIFY(d.show(parsed("(100 + 3) * 75 * 6 / 50 + 25")));
        o.declarations = d;
        o.result.seatPoints = d.points();
        Scoreboard board;
        board.showGame(playedGame({o}, people));
        QCOMPARE(board.totalText(), QStringLiteral("<b>Ann</b> 10 · Bob 0. <b>Ann</b> wins!"));
        QVERIFY(board.rows()[0].contains(QStringLiteral("<b>Ann</b>")));
    }
};

QTEST_MAIN(TestScoreboard)
#include "tst_scoreboard.moc"
