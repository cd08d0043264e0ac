// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The easiest solution (ease.h) and the hints about it (hints.h): what makes a solution harder,
// on hand-built pairs that differ in one way only; the hints of the published puzzles of
// docs/published-puzzles.md (whether and how close, how many numbers: the published facts; which
// numbers and the first step: checked by hand against ease.h's definition); the maximum points
// after each hint.
#include "ease.h"
#include "hints.h"
#include "parsedexpression.h"
#include "publishedpuzzles.h"
#include "scoring.h"
#include "solver.h"

#include <QTest>

#include <algorithm>

using namespace countdown;

namespace {

RoundHints hintsFor(Number target, const std::vector<Number> &numbers)
{
    Solver solver(numbers, SolveMode::DropAllowed);
    const auto best = solver.best(target);
    const auto solutions = solver.solutions(target);
    if (!best || !solutions)
        qFatal("the solver was cancelled");
    return RoundHints(*best, *solutions);
}

} // namespace

class TestHints : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void easierSolution_data();
    void easierSolution();
    void easeOfASolution();
    void publishedPuzzleHints_data();
    void publishedPuzzleHints();
    void easiestComesFirst();
    void firstSolutionInAnyOrder();
    void aLoneTileHasNoFirstStep();
    void whatARoundAsks();
    void maxPointsAfterHints_data();
    void maxPointsAfterHints();
    void hintsLowerTheScore();
};

void TestHints::easierSolution_data()
{
    QTest::addColumn<QString>("easier");
    QTest::addColumn<QString>("harder");

    // Each pair makes the same value, with the same number of numbers unless that is the point;
    // where the other criteria disagree, the one named decides.
    QTest::newRow("fewer numbers, even with a division") << "800 / 4"
                                                         << "75 + 100 + 25";
    QTest::newRow("no division, even with larger numbers") << "1500 - 600 + 100"
                                                           << "600 / 2 + 700";
    QTest::newRow("no big subtraction to finish, even with larger numbers") << "900 - 200 + 58"
                                                                            << "8 * 100 - 42";
    QTest::newRow("a big subtraction to finish, but fewer numbers") << "800 - 42"
                                                                    << "25 * 30 + 5 + 3";
    QTest::newRow("smaller numbers written down") << "(9 + 1) * 50"
                                                  << "700 - 300 + 100";
}

void TestHints::easierSolution()
{
    QFETCH(QString, easier);
    QFETCH(QString, harder);
    const Expression a = parsed(easier.toLatin1().constData());
    const Expression b = parsed(harder.toLatin1().constData());
    QVERIFY(isEasier(a, b));
    QVERIFY(!isEasier(b, a));
    QVERIFY(!isEasier(a, a));
}

void TestHints::easeOfASolution()
{
    // The answer for 952 in docs/published-puzzles.md.
    const SolutionEase ease = easeOf(parsed("(100 + 3) * 75 * 6 / 50 + 25"));
    QCOMPARE(ease.numbers, 6);
    QCOMPARE(ease.divisions, 1);
    QCOMPARE(ease.bigFinalSubtraction, false);
    QCOMPARE(ease.largestValue, Number(46350)); // 103 * 75 * 6
    const SolutionEase finish = easeOf(parsed("10 * 100 - 187"));
    QCOMPARE(finish.bigFinalSubtraction, true);
    QCOMPARE(finish.divisions, 0);
    QCOMPARE(easeOf(parsed("10 * 100 - 10")).bigFinalSubtraction, false); // 10 is small
    QCOMPARE(easeOf(parsed("100")).numbers, 1);
}

void TestHints::publishedPuzzleHints_data()
{
    QTest::addColumn<Number>("target");
    QTest::addColumn<std::vector<Number>>("numbers");
    QTest::addColumn<bool>("exact");
    QTest::addColumn<Number>("distance");
    QTest::addColumn<int>("numbersNeeded");
    QTest::addColumn<std::vector<Number>>("numbersUsed");
    QTest::addColumn<QString>("firstStep");

    // Exact or not, how close and how many numbers: the table of docs/published-puzzles.md. The
    // numbers and first step are those of the easiest solution, checked by hand: for 920,
    // (10 * 9 + 25) * 8 is the only 4-number answer without a division; 824 cannot be made, and 826
    // needs all six.
    QTest::newRow("178") << Number(178) << std::vector<Number>{50, 75, 2, 4, 1, 4} << true
                         << Number(0) << 5 << std::vector<Number>{75, 50, 4, 2, 1}
                         << "50 * 2 = 100";
    QTest::newRow("824 (826 at best)")
        << Number(824) << std::vector<Number>{3, 7, 6, 2, 1, 7} << false << Number(2) << 6
        << std::vector<Number>{7, 7, 6, 3, 2, 1} << "7 * 3 = 21";
    QTest::newRow("920") << Number(920) << std::vector<Number>{75, 25, 8, 4, 9, 10} << true
                         << Number(0) << 4 << std::vector<Number>{25, 10, 9, 8} << "10 * 9 = 90";
    QTest::newRow("666") << Number(666) << std::vector<Number>{75, 8, 7, 4, 1, 5} << true
                         << Number(0) << 4 << std::vector<Number>{75, 5, 4, 1} << "75 - 1 = 74";
    QTest::newRow("653 (all six)")
        << Number(653) << std::vector<Number>{10, 10, 25, 50, 75, 100} << true << Number(0) << 6
        << std::vector<Number>{100, 75, 50, 25, 10, 10} << "50 * 10 = 500";
}

void TestHints::publishedPuzzleHints()
{
    QFETCH(Number, target);
    QFETCH(std::vector<Number>, numbers);
    QFETCH(bool, exact);
    QFETCH(Number, distance);
    QFETCH(int, numbersNeeded);
    QFETCH(std::vector<Number>, numbersUsed);
    QFETCH(QString, firstStep);

    const RoundHints hints = hintsFor(target, numbers);
    QCOMPARE(hints.isExact(), exact);
    QCOMPARE(hints.bestDistance(), distance);
    QCOMPARE(hints.numbersNeeded(), numbersNeeded);
    QCOMPARE(hints.numbersUsed(), numbersUsed);
    QCOMPARE(hints.firstStep(Notation::Ascii), firstStep);
    QCOMPARE(std::abs(hints.easiest().value() - target), distance);
}

// Every published puzzle: no distinct solution is easier than the one shown first (and hinted).
void TestHints::easiestComesFirst()
{
    for (const testsupport::PublishedPuzzle &p : testsupport::publishedPuzzles()) {
        Solver solver(p.numbers, SolveMode::DropAllowed);
        const auto solutions = solver.solutions(p.target);
        QVERIFY(solutions && !solutions->expressions.empty());
        const Expression &first = solutions->expressions.front();
        QCOMPARE(first.tileCount(), p.fewest);
        for (const Expression &other : solutions->expressions)
            QVERIFY2(!isEasier(other, first),
                     qPrintable(other.toString() + QStringLiteral(" before ") + first.toString()));
    }
}

// FirstSolution, offered every solution of a published puzzle in the listed order, reversed and
// rotated, keeps the one listed first: the order does not depend on what it is offered first.
void TestHints::firstSolutionInAnyOrder()
{
    for (const testsupport::PublishedPuzzle &p : testsupport::publishedPuzzles()) {
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            const auto solutions = Solver(p.numbers, mode).solutions(p.target);
            QVERIFY(solutions && !solutions->expressions.empty());
            std::vector<Expression> offered = solutions->expressions;
            for (int order = 0; order < 3; ++order) {
                if (order == 1)
                    std::reverse(offered.begin(), offered.end());
                if (order == 2)
                    std::rotate(offered.begin(), offered.begin() + offered.size() / 2,
                                offered.end());
                FirstSolution first;
                for (const Expression &e : offered)
                    first.offer(e);
                QVERIFY(first.first());
                QCOMPARE(first.first()->toString(), solutions->expressions.front().toString());
                QCOMPARE(first.ease(), easeOf(solutions->expressions.front()));
            }
        }
    }
}

void TestHints::aLoneTileHasNoFirstStep()
{
    // A custom round whose target is one of the tiles: nothing to work out.
    const RoundHints hints = hintsFor(100, {100, 3, 7});
    QVERIFY(hints.isExact());
    QCOMPARE(hints.numbersNeeded(), 1);
    QCOMPARE(hints.numbersUsed(), std::vector<Number>{100});
    QVERIFY(hints.firstStep(Notation::Ascii).isEmpty());
}

void TestHints::whatARoundAsks()
{
    // docs/published-puzzles.md: 952 needs six numbers and a division (both its solutions divide);
    // 920 four numbers, and (10 × 9 + 25) × 8 needs none; 824 cannot be made.
    const auto solutions = [](Number target, std::vector<Number> tiles) {
        return *Solver(tiles, SolveMode::DropAllowed).solutions(target);
    };
    const Solutions s952 = solutions(952, {25, 50, 75, 100, 3, 6});
    QCOMPARE(easiestNumbers(s952), std::optional(6));
    QVERIFY(needsDivision(s952));
    const Solutions s920 = solutions(920, {75, 25, 8, 4, 9, 10});
    QCOMPARE(easiestNumbers(s920), std::optional(4));
    QVERIFY(!needsDivision(s920));
    const Solutions s824 = solutions(824, {3, 7, 6, 2, 1, 7});
    QVERIFY(!easiestNumbers(s824));
    QVERIFY(!needsDivision(s824));
}

void TestHints::maxPointsAfterHints_data()
{
    QTest::addColumn<int>("hints");
    QTest::addColumn<int>("maximum");
    QTest::newRow("none") << 0 << 10;
    QTest::newRow("one") << 1 << 8;
    QTest::newRow("two") << 2 << 6;
    QTest::newRow("three") << 3 << 4;
    QTest::newRow("all four") << 4 << 2;
    QTest::newRow("more than there are") << 9 << 0;
    QTest::newRow("negative: none") << -1 << 10;
}

void TestHints::maxPointsAfterHints()
{
    QFETCH(int, hints);
    QFETCH(int, maximum);
    QCOMPARE(countdown::maxPointsAfterHints(hints), maximum);
}

void TestHints::hintsLowerTheScore()
{
    // The maximum caps the table's points: exact after one hint is 8; 3 away (7) after one hint
    // stays 7, after two it is 6; an invalid declaration still scores nothing.
    QCOMPARE(score(500, Declaration{500, true}, 1), 8);
    QCOMPARE(score(500, Declaration{503, true}, 1), 7);
    QCOMPARE(score(500, Declaration{503, true}, 2), 6);
    QCOMPARE(score(500, Declaration{509, true}, 4), 2);
    QCOMPARE(score(500, Declaration{520, true}, 1), 0);
    QCOMPARE(score(500, Declaration{500, false}, 0), 0);
    QCOMPARE(score(500, Declaration{500, true}), 10);
}

QTEST_APPLESS_MAIN(TestHints)
#include "tst_hints.moc"
