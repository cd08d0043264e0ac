// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the player has made and would declare: the typed answer read against the round
// (typedanswer.h), the best declaration of the board and the typed answer, and the method a player
// at one machine shows for a declaration (roundresult.h). Hand-built rounds, figures worked out by
// hand.
#include "roundresult.h"
#include "typedanswer.h"

#include "playedworking.h"

#include <QTest>

using namespace countdown;
using countdown::testsupport::playedWorking;

namespace {

const std::vector<Number> kTiles{25, 50, 75, 100, 3, 6};

} // namespace

class TestRoundResult : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void typedAnswerReadsAgainstTheRound()
    {
        const TypedAnswer answer =
            readTypedAnswer(QStringLiteral("(100 + 6) * 3"), kTiles, OperatorSet::all());
        QVERIFY(answer.expression);
        QCOMPARE(answer.expression->value(), Number(318));
        QVERIFY(!answer.error);
        QCOMPARE(answer.unusedTiles, (std::vector<Number>{25, 50, 75}));
        QCOMPARE(answer.text, QStringLiteral("(100 + 6) * 3"));
    }

    void blankTypedAnswerIsNeitherRightNorWrong()
    {
        const TypedAnswer answer =
            readTypedAnswer(QStringLiteral("   "), kTiles, OperatorSet::all());
        QVERIFY(answer.isEmpty());
        QVERIFY(!answer.expression);
        QVERIFY(!answer.error);
    }

    void typedAnswerErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("withDivision");
        QTest::addColumn<int>("kind");
        QTest::newRow("tile twice") << "100 + 100" << true << int(ErrorKind::NumberUsedTooOften);
        QTest::newRow("not a tile") << "7 * 3" << true << int(ErrorKind::NumberNotAvailable);
        QTest::newRow("fraction") << "100 / 3" << true << int(ErrorKind::FractionalResult);
        QTest::newRow("no division") << "100 / 25" << false << int(ErrorKind::OperationNotAllowed);
    }
    void typedAnswerErrors()
    {
        QFETCH(QString, text);
        QFETCH(bool, withDivision);
        QFETCH(int, kind);
        const OperatorSet operators =
            withDivision ? OperatorSet::all() : OperatorSet::all().without(Operator::Divide);
        const TypedAnswer answer = readTypedAnswer(text, kTiles, operators);
        QVERIFY(!answer.expression);
        QVERIFY(answer.error);
        QCOMPARE(int(answer.error->kind), kind);
        QVERIFY(answer.unusedTiles.empty());
    }

    // A tile drawn twice is left out once when one of them is used.
    void tilesLeftOutCountsRepeats()
    {
        QCOMPARE(tilesLeftOut({10, 3, 10}, {10}), (std::vector<Number>{3, 10}));
        QCOMPARE(tilesLeftOut({10, 3, 10}, {10, 10, 3}), std::vector<Number>{});
        const Error error = tilesLeftOutError({2, 10});
        QCOMPARE(error.kind, ErrorKind::TilesLeftOut);
        QCOMPARE(error.args, (QStringList{QStringLiteral("2"), QStringLiteral("10")}));
    }

    // 952 from 25 50 75 100 3 6: the closest tile wins, then the one of fewer tiles; the typed
    // answer competes with the board; hints lower the points.
    void bestDeclarationOfBoardAndTypedAnswer()
    {
        // 100 + 6 = 106, 106 * 3 = 318 (board tiles 6 and 7).
        const Working working =
            playedWorking(kTiles, {{3, Operator::Add, 5}, {6, Operator::Multiply, 4}});
        TypedAnswer typed;
        std::optional<RoundResult> best =
            bestDeclaration(working, typed, 320, SolveMode::DropAllowed, 6, 0);
        QVERIFY(best);
        QCOMPARE(best->value, Number(318));
        QCOMPARE(best->distance, Number(2));
        QCOMPARE(best->points, 7);
        QVERIFY(best->hasDeclaration);

        // 75 * 3 + 100 - 6 = 319: one closer, typed.
        typed = readTypedAnswer(QStringLiteral("75 * 3 + 100 - 6"), kTiles, OperatorSet::all());
        best = bestDeclaration(working, typed, 320, SolveMode::DropAllowed, 6, 2);
        QCOMPARE(best->value, Number(319));
        QCOMPARE(best->points, 6); // 7, but two hints leave at most 6
        QCOMPARE(best->hintsTaken, 2);

        // Equally close to 784 (466 away): the typed 50 * 25 (two tiles) beats the board's
        // (100 + 6) * 3 (three), although it comes after it.
        typed = readTypedAnswer(QStringLiteral("50 * 25"), kTiles, OperatorSet::all());
        best = bestDeclaration(working, typed, 784, SolveMode::DropAllowed, 6, 0);
        QCOMPARE(best->value, Number(1250));
        QCOMPARE(best->expression.tileCount(), 2);
    }

    // Time up with nothing done: no declaration, although a tile as drawn is 25 from 125 (it was
    // "You: 100, 25 away"; at 105 it would have been 7 points for nothing). A tile
    // typed alone is an answer.
    void nothingDoneDeclaresNothing()
    {
        const Working untouched(kTiles);
        QVERIFY(!bestDeclaration(untouched, TypedAnswer{}, 125, SolveMode::DropAllowed, 6, 0));
        QVERIFY(!bestDeclaration(untouched, TypedAnswer{}, 105, SolveMode::DropAllowed, 6, 0));
        const TypedAnswer typed =
            readTypedAnswer(QStringLiteral("100"), kTiles, OperatorSet::all());
        const std::optional<RoundResult> best =
            bestDeclaration(untouched, typed, 105, SolveMode::DropAllowed, 6, 0);
        QVERIFY(best);
        QCOMPARE(best->value, Number(100));
        QCOMPARE(best->points, 7);
        // After a step the tiles are the player's to declare: 100 is closer than 75 + 25.
        const Working played = playedWorking(kTiles, {{2, Operator::Add, 0}});
        const std::optional<RoundResult> fromBoard =
            bestDeclaration(played, TypedAnswer{}, 105, SolveMode::DropAllowed, 6, 0);
        QVERIFY(fromBoard);
        QCOMPARE(fromBoard->value, Number(100));
    }

    // When every number must be used, only what uses all of them can be declared.
    void useAllDeclaresOnlyWholeAnswers()
    {
        const Working working = playedWorking(kTiles, {{3, Operator::Add, 5}});
        QVERIFY(!bestDeclaration(working, TypedAnswer{}, 106, SolveMode::UseAll, 6, 0));
        const TypedAnswer typed = readTypedAnswer(QStringLiteral("((100 + 6) * 75 * 3 - 50) / 25"),
                                                  kTiles, OperatorSet::all());
        const std::optional<RoundResult> best =
            bestDeclaration(working, typed, 952, SolveMode::UseAll, 6, 0);
        QVERIFY(best);
        QCOMPARE(best->value, Number(952));
        QCOMPARE(best->points, 10);
    }

    void methodShownForADeclaration()
    {
        // 100 + 6 = 106, then 75 - 25 = 50 (a value a tile has too).
        const Working working =
            playedWorking(kTiles, {{3, Operator::Add, 5}, {2, Operator::Subtract, 0}});
        const TypedAnswer typed =
            readTypedAnswer(QStringLiteral("75 * 3"), kTiles, OperatorSet::all());
        // A step that makes the declared value.
        QCOMPARE(methodShown(working, typed, 106)->toString(Notation::Ascii),
                 QStringLiteral("100 + 6"));
        // A step before the tile of the same value.
        QCOMPARE(methodShown(working, typed, 50)->toString(Notation::Ascii),
                 QStringLiteral("75 - 25"));
        // The typed answer that makes it.
        QCOMPARE(methodShown(working, typed, 225)->toString(Notation::Ascii),
                 QStringLiteral("75 * 3"));
        // A tile on its own.
        QCOMPARE(methodShown(working, typed, 3)->toString(Notation::Ascii), QStringLiteral("3"));
        // Nothing makes it: the typed answer, else the last step, else nothing.
        QCOMPARE(methodShown(working, typed, 999)->toString(Notation::Ascii),
                 QStringLiteral("75 * 3"));
        QCOMPARE(methodShown(working, TypedAnswer{}, std::nullopt)->toString(Notation::Ascii),
                 QStringLiteral("75 - 25"));
        QVERIFY(!methodShown(Working(kTiles), TypedAnswer{}, 999));
    }
};

QTEST_GUILESS_MAIN(TestRoundResult)
#include "tst_roundresult.moc"
