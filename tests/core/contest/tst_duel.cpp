// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The show's rule between players: methods are checked, only the closest valid declaration
// scores (all of them when equally close), an invalid one leaves the points to the next, nobody
// within 10 scores nothing; and methods are shown from the closest declaration.
#include "duel.h"
#include "parsedexpression.h"

#include <QTest>

using namespace countdown;

namespace {
const std::vector<Number> kTiles = {25, 50, 75, 100, 3, 6};
constexpr Number kTarget = 952;

ContestDeclaration declaration(Number value, const char *method)
{
    return ContestDeclaration{value, parsed(method)};
}
} // namespace

class TestDuel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void methodsAreChecked()
    {
        const auto valid = [](const char *method, Number declared,
                              SolveMode mode = SolveMode::DropAllowed) {
            return isValidMethod(parsed(method), declared, kTiles, mode);
        };
        QVERIFY(valid("(100 + 3) * 75 * 6 / 50 + 25", 952));
        QVERIFY(valid("100 * (6 + 3) + 50", 950));
        QVERIFY(valid("100", 100));
        QVERIFY(!valid("100 * (6 + 3) + 50", 952)); // does not make what was declared
        QVERIFY(!valid("100 * 9 + 50", 950));       // 9 is not on the board
        QVERIFY(!valid("100 * 6 + 100 * 3", 900));  // 100 used twice
        // When every number must be used, one left out is not a method.
        QVERIFY(!valid("(100 + 3) * 75 * 6 / 50", 927, SolveMode::UseAll));
        QVERIFY(valid("(100 + 3) * 75 * 6 / 50 + 25", 952, SolveMode::UseAll));
        QVERIFY(!isValidMethod(Expression(), 0, kTiles, SolveMode::DropAllowed));
        // A tree put together by hand with a step the rules refuse (3 − 6) is not valid either.
        const Expression bad = Expression::combine(
            Expression::combine(Expression::tile(3), Operator::Subtract, Expression::tile(6)),
            Operator::Add, Expression::tile(100));
        QVERIFY(!isValidMethod(bad, bad.value(), kTiles, SolveMode::DropAllowed));
    }

    void theCloserScores_data()
    {
        QTest::addColumn<std::vector<ContestDeclaration>>("declarations");
        QTest::addColumn<std::vector<int>>("points");
        // Worked out by hand on 25 50 75 100 3 6 for 952.
        const ContestDeclaration exact = declaration(952, "(100 + 3) * 75 * 6 / 50 + 25");
        const ContestDeclaration exactToo = declaration(952, "((100 + 6) * 75 * 3 - 50) / 25");
        const ContestDeclaration off2 = declaration(950, "100 * (6 + 3) + 50");
        const ContestDeclaration off9 = declaration(943, "6 * (100 + 50 + 3) + 25");
        const ContestDeclaration off16 = declaration(968, "6 * (100 + 50 + 3) + 75 - 25");
        const ContestDeclaration notTiles =
            ContestDeclaration{952, parsed("100 * 9 + 52")}; // 9 and 52 are not tiles
        const ContestDeclaration wrongValue =
            ContestDeclaration{952, parsed("100 * (6 + 3) + 50")}; // makes 950
        const ContestDeclaration unshown = ContestDeclaration{952, std::nullopt};
        const ContestDeclaration silent = ContestDeclaration{std::nullopt, std::nullopt};

        QTest::newRow("both exact") << std::vector{exact, exactToo} << std::vector{10, 10};
        QTest::newRow("the closer scores") << std::vector{exact, off2} << std::vector{10, 0};
        QTest::newRow("the second is closer") << std::vector{off9, off2} << std::vector{0, 7};
        QTest::newRow("an invalid method leaves it to the other")
            << std::vector{notTiles, off2} << std::vector{0, 7};
        QTest::newRow("a method that makes another value")
            << std::vector{wrongValue, off9} << std::vector{0, 5};
        QTest::newRow("a method not shown") << std::vector{unshown, off9} << std::vector{0, 5};
        QTest::newRow("nothing declared") << std::vector{silent, off9} << std::vector{0, 5};
        QTest::newRow("nobody within 10") << std::vector{off16, silent} << std::vector{0, 0};
        QTest::newRow("nobody valid") << std::vector{notTiles, unshown} << std::vector{0, 0};
        QTest::newRow("four players, two equally close")
            << std::vector{off9, off2, off16, declaration(950, "100 * (6 + 3) + 50")}
            << std::vector{0, 7, 0, 7};
        QTest::newRow("alone") << std::vector{off9} << std::vector{5};
    }

    void theCloserScores()
    {
        QFETCH(std::vector<ContestDeclaration>, declarations);
        QFETCH(std::vector<int>, points);
        QCOMPARE(contestPoints(kTarget, kTiles, SolveMode::DropAllowed, declarations), points);
    }

    void equallyCloseOnEitherSide()
    {
        // 949 and 955 are both 3 away from 952: both score 7.
        const std::vector<Number> tiles = {100, 9, 6, 4, 2, 1};
        const std::vector<ContestDeclaration> declarations = {
            declaration(949, "100 * 9 + 6 * 4 * 2 + 1"), declaration(955, "(100 + 6) * 9 + 1")};
        QCOMPARE(contestPoints(952, tiles, SolveMode::DropAllowed, declarations),
                 (std::vector<int>{7, 7}));
    }

    void methodsAreShownFromTheClosestDeclaration()
    {
        const std::vector<std::optional<Number>> declared = {940, std::nullopt, 950, 954, 952};
        QCOMPARE(showingOrder(952, declared), (std::vector<int>{4, 2, 3, 0, 1}));
        QCOMPARE(showingOrder(952, {std::nullopt, std::nullopt}), (std::vector<int>{0, 1}));
        QCOMPARE(showingOrder(100, {}), std::vector<int>{});
    }
};

QTEST_GUILESS_MAIN(TestDuel)
#include "tst_duel.moc"
