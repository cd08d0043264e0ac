// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Declarations at one machine: in seat order; methods from the closest declaration, only
// those that could still score; equal declarations all shown and all scoring; an invalid method
// passing the turn to the next closest; nobody within 10, or nobody declaring, ending at once.
#include "onemachine.h"
#include "parsedexpression.h"

#include <QTest>

using namespace countdown;

namespace {
const std::vector<Number> kTiles = {25, 50, 75, 100, 3, 6};
constexpr Number kTarget = 952;
using Step = OneMachineDeclarations::Step;

OneMachineDeclarations declared(std::vector<std::optional<Number>> values,
                                SolveMode mode = SolveMode::DropAllowed)
{
    OneMachineDeclarations d(int(values.size()), kTarget, kTiles, mode);
    for (const std::optional<Number> &v : values) {
        if (!d.declareValue(v))
            qFatal("declaration refused");
    }
    return d;
}

constexpr const char *kExact = "(100 + 3) * 75 * 6 / 50 + 25"; // 952
constexpr const char *k950 = "100 * (6 + 3) + 50";             // 950
} // namespace

class TestOneMachine : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void declarationsGoRoundTheTable()
    {
        OneMachineDeclarations d(3, kTarget, kTiles, SolveMode::DropAllowed);
        QCOMPARE(d.players(), 3);
        QCOMPARE(d.step(), Step::Declaring);
        QVERIFY(!d.show(parsed(kExact))); // not yet
        for (int seat = 0; seat < 3; ++seat) {
            QCOMPARE(d.currentPlayer(), seat);
            QVERIFY(d.declareValue(Number(940 + seat)));
        }
        QCOMPARE(d.step(), Step::Showing);
        QVERIFY(!d.declareValue(Number(1))); // declarations are closed
        QCOMPARE(d.seatDeclarations()[1].value, std::optional<Number>(941));
        QCOMPARE(d.points(), (std::vector<int>{0, 0, 0})); // nothing final yet

        QCOMPARE(OneMachineDeclarations(1, kTarget, kTiles, SolveMode::DropAllowed).players(), 2);
        QCOMPARE(OneMachineDeclarations(9, kTarget, kTiles, SolveMode::DropAllowed).players(), 4);
    }

    void theClosestShowsFirstAndSettlesIt()
    {
        // 950 (2 away), 952 (exact), 945 (7 away): the exact declaration shows first; once it
        // holds, nobody else could score, so nobody else shows.
        OneMachineDeclarations d = declared({950, 952, 945});
        QCOMPARE(d.currentPlayer(), 1);
        QVERIFY(d.show(parsed(kExact)));
        QCOMPARE(d.step(), Step::Done);
        QCOMPARE(d.currentPlayer(), -1);
        QVERIFY(d.hasValidMethod(1));
        QVERIFY(!d.hasShown(0));
        QVERIFY(!d.hasShown(2));
        QCOMPARE(d.points(), (std::vector<int>{0, 10, 0}));
    }

    void someoneShowedItExactlyOnlyWhenAnExactMethodHeld()
    {
        OneMachineDeclarations exact = declared({950, 952});
        QVERIFY(!exact.someoneShowedItExactly()); // declared, not shown yet
        QVERIFY(exact.show(parsed(kExact)));
        QVERIFY(exact.someoneShowedItExactly());

        // A declaration of the target whose method makes something else does not count; the 950
        // that then shows and holds is not the target either.
        OneMachineDeclarations wrong = declared({952, 950});
        QVERIFY(wrong.show(parsed(k950)));
        QVERIFY(wrong.show(parsed(k950)));
        QCOMPARE(wrong.step(), Step::Done);
        QVERIFY(wrong.hasValidMethod(1));
        QVERIFY(!wrong.someoneShowedItExactly());
    }

    void anInvalidMethodPassesTheTurn()
    {
        // The exact declaration's method makes 950, not 952: it scores nothing and the next closest
        // (950, 2 away) shows and scores 7.
        OneMachineDeclarations d = declared({945, 952, 950, std::nullopt});
        QCOMPARE(d.currentPlayer(), 1);
        QVERIFY(d.show(parsed(k950)));
        QVERIFY(!d.hasValidMethod(1));
        QCOMPARE(d.step(), Step::Showing);
        QCOMPARE(d.currentPlayer(), 2);
        QVERIFY(d.show(parsed(k950)));
        QCOMPARE(d.step(), Step::Done);
        QCOMPARE(d.points(), (std::vector<int>{0, 0, 7, 0}));
    }

    void cannotShowIsInvalid()
    {
        OneMachineDeclarations d = declared({952, 950});
        QVERIFY(d.show(std::nullopt)); // "I can't"
        QVERIFY(d.hasShown(0));
        QVERIFY(!d.hasValidMethod(0));
        QCOMPARE(d.currentPlayer(), 1);
        QVERIFY(d.show(parsed(k950)));
        QCOMPARE(d.points(), (std::vector<int>{0, 7}));
    }

    void equalDeclarationsAllShowAndAllScore()
    {
        // Two declare 950, in seat order; both methods hold: both score 7. The third, 940 (12
        // away), could never score.
        OneMachineDeclarations d = declared({940, 950, 950});
        QCOMPARE(d.currentPlayer(), 1);
        QVERIFY(d.show(parsed(k950)));
        QCOMPARE(d.step(), Step::Showing);
        QCOMPARE(d.currentPlayer(), 2);
        QVERIFY(d.show(parsed("(100 - 5) * 10"))); // no 5 nor 10 on the board
        QCOMPARE(d.step(), Step::Done);
        QCOMPARE(d.points(), (std::vector<int>{0, 7, 0}));

        OneMachineDeclarations both = declared({950, 950});
        QVERIFY(both.show(parsed(k950)));
        QVERIFY(both.show(parsed("(75 + 25) * (6 + 3) + 50")));
        QCOMPARE(both.points(), (std::vector<int>{7, 7}));
    }

    void nobodyWithinTenEndsAtOnce()
    {
        const OneMachineDeclarations far = declared({900, 1000, std::nullopt});
        QCOMPARE(far.step(), Step::Done);
        QCOMPARE(far.points(), (std::vector<int>{0, 0, 0}));
        const OneMachineDeclarations nobody = declared({std::nullopt, std::nullopt});
        QCOMPARE(nobody.step(), Step::Done);
        QCOMPARE(nobody.points(), (std::vector<int>{0, 0}));
    }

    void aFartherValidDeclarationScoresWhenTheCloserFail()
    {
        // 952, 950 and 945 all fail: nobody scores.
        OneMachineDeclarations d = declared({945, 950, 952});
        QCOMPARE(d.currentPlayer(), 2);
        QVERIFY(d.show(std::nullopt));
        QCOMPARE(d.currentPlayer(), 1);
        QVERIFY(d.show(parsed("100 * 9 + 50"))); // 9 is not on the board
        QCOMPARE(d.currentPlayer(), 0);
        QVERIFY(d.show(parsed("100 * (6 + 3) + 50 - 5"))); // 5 is not there either
        QCOMPARE(d.step(), Step::Done);
        QCOMPARE(d.points(), (std::vector<int>{0, 0, 0}));

        // 952 cannot be shown; 944 (8 away) holds: 5 points.
        OneMachineDeclarations e = declared({944, 952});
        QVERIFY(e.show(std::nullopt));
        QVERIFY(e.show(parsed("25 * 50 - (6 + 100 * 3)")));
        QVERIFY(e.hasValidMethod(0));
        QCOMPARE(e.points(), (std::vector<int>{5, 0}));
    }

    void everyNumberMustBeUsed()
    {
        // Le compte est bon: a method that leaves tiles out does not hold.
        OneMachineDeclarations d = declared({950, 952}, SolveMode::UseAll);
        QCOMPARE(d.currentPlayer(), 1);
        QVERIFY(d.show(parsed(kExact))); // all six: holds
        QCOMPARE(d.points(), (std::vector<int>{0, 10}));

        OneMachineDeclarations e = declared({950, 940}, SolveMode::UseAll);
        QVERIFY(e.show(parsed(k950))); // four of six
        QVERIFY(!e.hasValidMethod(0));
        QCOMPARE(e.step(), Step::Done); // 940 is 12 away
        QCOMPARE(e.points(), (std::vector<int>{0, 0}));
    }
};

QTEST_GUILESS_MAIN(TestOneMachine)
#include "tst_onemachine.moc"
