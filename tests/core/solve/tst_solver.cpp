// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The solver against facts from outside our code: the published puzzles, answers and solution
// counts (docs/published-puzzles.md), hand-checked small cases, and the brute-force solver in
// tests/support.
#include "bruteforce.h"
#include "multiset.h"
#include "parser.h"
#include "publishedpuzzles.h"
#include "referencedistinct.h"
#include "solver.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace countdown;
using namespace countdown::testsupport;

Q_DECLARE_METATYPE(std::vector<countdown::Number>)
Q_DECLARE_METATYPE(countdown::SolveMode)

namespace {

std::set<std::string> normalForms(const Solutions &solutions)
{
    std::set<std::string> forms;
    for (const Expression &e : solutions.expressions)
        forms.insert(normalForm(e));
    return forms;
}

std::set<std::string> normalFormsOf(const QStringList &answers, const std::vector<Number> &tiles)
{
    std::set<std::string> forms;
    for (const QString &answer : answers) {
        const auto parsed = parseAnswer(answer, tiles);
        if (!parsed.ok())
            qFatal("published answer does not parse: %s", qPrintable(answer));
        forms.insert(normalForm(parsed.value()));
    }
    return forms;
}

bool usesOnlyTiles(const Expression &e, const std::vector<Number> &tiles)
{
    return countdown::test::isSubMultiset(e.tiles(), tiles);
}

// best() against the expected value and tile count, and against the brute-force solver.
void checkBest(Solver &solver, Number target, Number value, int used)
{
    const auto best = solver.best(target);
    QVERIFY(best);
    QCOMPARE(best->value, value);
    QCOMPARE(best->numbersUsed, used);
    QCOMPARE(best->expression.value(), value);
    QCOMPARE(best->expression.tileCount(), used);
    const BruteForceBest expected = bruteForceBest(solver.numbers(), target, solver.mode());
    QCOMPARE(best->value, expected.value);
    QCOMPARE(best->numbersUsed, expected.fewest);
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void publishedPuzzles_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < testsupport::publishedPuzzles().size(); ++i)
            QTest::addRow("%lld", qlonglong(testsupport::publishedPuzzles()[i].target)) << int(i);
    }

    void publishedPuzzles()
    {
        QFETCH(int, index);
        const PublishedPuzzle &p = testsupport::publishedPuzzles()[std::size_t(index)];
        Solver solver(p.numbers, SolveMode::DropAllowed);
        const auto best = solver.best(p.target);
        QVERIFY(best);
        QCOMPARE(best->value, p.best);
        QCOMPARE(best->distance, std::abs(p.best - p.target));
        QCOMPARE(best->numbersUsed, p.fewest);
        QCOMPARE(best->expression.value(), p.best);
        QCOMPARE(best->expression.tileCount(), p.fewest);
        QVERIFY(usesOnlyTiles(best->expression, p.numbers));

        const auto solutions = solver.solutions(p.target);
        QVERIFY(solutions);
        QCOMPARE(solutions->distance, std::abs(p.best - p.target));
        for (const Expression &e : solutions->expressions) {
            QCOMPARE(e.value(), p.best); // 824: both of its solutions make 826
            QVERIFY(usesOnlyTiles(e, p.numbers));
        }
        if (p.distinctSolutions >= 0)
            QCOMPARE(int(solutions->expressions.size()), p.distinctSolutions);
        // The published answer is one of ours (same normal form).
        if (!p.answer.isEmpty() && p.distinctSolutions >= 0) {
            const auto forms = normalForms(*solutions);
            const auto published = normalFormsOf({p.answer}, p.numbers);
            QVERIFY2(forms.count(*published.begin()) == 1, qPrintable(p.answer));
        }
        // Fewest numbers first.
        for (std::size_t i = 1; i < solutions->expressions.size(); ++i)
            QVERIFY(solutions->expressions[i - 1].tileCount()
                    <= solutions->expressions[i].tileCount());
    }

    void publishedPuzzlesUseAll_data() { publishedPuzzles_data(); }

    void publishedPuzzlesUseAll()
    {
        QFETCH(int, index);
        const PublishedPuzzle &p = testsupport::publishedPuzzles()[std::size_t(index)];
        Solver solver(p.numbers, SolveMode::UseAll);
        const auto best = solver.best(p.target);
        QVERIFY(best);
        const BruteForceBest expected = bruteForceBest(p.numbers, p.target, SolveMode::UseAll);
        QCOMPARE(best->value, expected.value);
        QCOMPARE(best->numbersUsed, 6);
        QCOMPARE(best->expression.tileCount(), 6);
        QCOMPARE(best->expression.value(), best->value);
        // Where the published answer uses every tile, use-all reaches the same value.
        if (p.fewest == 6)
            QCOMPARE(best->value, p.best);
        const auto solutions = solver.solutions(p.target);
        QVERIFY(solutions);
        for (const Expression &e : solutions->expressions) {
            QCOMPARE(e.tileCount(), 6);
            QCOMPARE(std::abs(e.value() - p.target), best->distance);
        }
        QVERIFY(!solutions->expressions.empty());
    }

    void theTwelveSolutionsOf178()
    {
        // docs/published-puzzles.md lists them.
        const QStringList published = {
            QStringLiteral("50×2+75+4−1"),       QStringLiteral("(50−4−1)×4−2"),
            QStringLiteral("(50+4)×2+75−4−1"),   QStringLiteral("(50+4÷4)×2+75+1"),
            QStringLiteral("(50×4+4)÷2+75+1"),   QStringLiteral("(50+1)×2+75+4÷4"),
            QStringLiteral("(75+1)×(2+4÷4)−50"), QStringLiteral("(75+4÷4)×(2+1)−50"),
            QStringLiteral("(75×4+50)÷2+4−1"),   QStringLiteral("(75+50÷(4+1)+4)×2"),
            QStringLiteral("(75×4+50+4)÷2+1"),   QStringLiteral("(50+4)×4−(75+1)÷2"),
        };
        const std::vector<Number> tiles = {50, 75, 2, 4, 1, 4};
        Solver solver(tiles, SolveMode::DropAllowed);
        const auto solutions = solver.solutions(178);
        QVERIFY(solutions);
        QCOMPARE(normalForms(*solutions), normalFormsOf(published, tiles));
    }

    // Terms of equal value, kind and size are written in the order of their own terms, never in
    // the order a search happened to make them: the reveal (every solution) and countdown-solve
    // (only the first) then show the same first, written the same way.
    void equalTermsAreOrderedByTheirTerms_data()
    {
        QTest::addColumn<std::vector<Number>>("tiles");
        QTest::addColumn<Number>("target");
        QTest::addColumn<SolveMode>("mode");
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("notWritten");
        QTest::addRow("18 and 18")
            << std::vector<Number>{75, 25, 8, 10, 3, 7} << Number(324) << SolveMode::DropAllowed
            << QStringLiteral("(25 - 7) * (10 + 8)") << QStringLiteral("(10 + 8) * (25 - 7)");
        QTest::addRow("5 and 5, use all")
            << std::vector<Number>{100, 1, 3, 4, 2, 2} << Number(225) << SolveMode::UseAll
            << QStringLiteral("100 * 2 + (4 + 1) * (3 + 2)")
            << QStringLiteral("100 * 2 + (3 + 2) * (4 + 1)");
    }
    void equalTermsAreOrderedByTheirTerms()
    {
        QFETCH(std::vector<Number>, tiles);
        QFETCH(Number, target);
        QFETCH(SolveMode, mode);
        QFETCH(QString, written);
        QFETCH(QString, notWritten);
        const auto solutions = Solver(tiles, mode).solutions(target);
        QVERIFY(solutions && !solutions->expressions.empty());
        QStringList texts;
        for (const Expression &e : solutions->expressions)
            texts << e.toString(Notation::Ascii);
        QVERIFY2(texts.contains(written), qPrintable(texts.join(QStringLiteral("; "))));
        QVERIFY(!texts.contains(notWritten));
        const auto easiest = Solver(tiles, mode).easiest(target);
        QVERIFY(easiest);
        QCOMPARE(easiest->shown.toString(Notation::Ascii), written);
        QCOMPARE(texts.front(), written);
    }

    // An answer made only through the masks one tile short of the whole selection (their values
    // are searched, not kept): easiest() builds its expression from the value that made it, as
    // best() does. Without it, the expression of 679 was the bare "679", a tile there is not.
    void easiestBestAnswerIsBests()
    {
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            const std::vector<Number> tiles = {8, 3, 8, 4, 2, 7};
            const auto best = Solver(tiles, mode).best(679);
            const auto easiest = Solver(tiles, mode).easiest(679);
            QVERIFY(best && easiest);
            QCOMPARE(easiest->best.expression.toString(Notation::Ascii),
                     best->expression.toString(Notation::Ascii));
            QCOMPARE(easiest->best.expression, best->expression);
            QCOMPARE(easiest->best.expression.value(), Number(679));
            QCOMPARE(easiest->best.expression.tileCount(), 6);
        }
    }

    // Missed by as much on both sides with as few tiles: the value is the lower, and the answer
    // shown makes it, whether found alone (easiest) or among every solution (firstAnswer). The
    // easiest solution of 865 made 866 while the value said 864.
    void shownAnswerMakesTheValue_data()
    {
        QTest::addColumn<std::vector<Number>>("tiles");
        QTest::addColumn<Number>("target");
        QTest::addColumn<Number>("value");
        QTest::addRow("865") << std::vector<Number>{75, 50, 25, 2, 2, 4} << Number(865)
                             << Number(864);
        QTest::addRow("630") << std::vector<Number>{1, 8, 7, 5, 4, 4} << Number(630) << Number(629);
    }
    void shownAnswerMakesTheValue()
    {
        QFETCH(std::vector<Number>, tiles);
        QFETCH(Number, target);
        QFETCH(Number, value);
        const auto easiest = Solver(tiles, SolveMode::DropAllowed).easiest(target);
        QVERIFY(easiest);
        QCOMPARE(easiest->best.value, value);
        QCOMPARE(easiest->best.distance, target - value);
        QCOMPARE(easiest->best.expression.value(), value);
        QVERIFY2(easiest->shown.value() == value, qPrintable(easiest->shown.toString()));
        Solver solver(tiles, SolveMode::DropAllowed);
        const auto best = solver.best(target);
        const auto solutions = solver.solutions(target);
        QVERIFY(best && solutions);
        const Expression &shown = firstAnswer(*best, solutions);
        QVERIFY2(shown.value() == value, qPrintable(shown.toString()));
        QCOMPARE(shown, easiest->shown);
        // Solutions making the other value are still solutions, listed among the others.
        QVERIFY(std::ranges::any_of(solutions->expressions, [&](const Expression &e) {
            return e.value() == 2 * target - value;
        }));
    }

    void smallCases_data()
    {
        QTest::addColumn<std::vector<Number>>("tiles");
        QTest::addColumn<Number>("target");
        QTest::addColumn<SolveMode>("mode");
        QTest::addColumn<int>("count");
        const auto drop = SolveMode::DropAllowed;
        // docs/published-puzzles.md, "Small cases".
        QTest::addRow("1 2 3 -> 6") << std::vector<Number>{1, 2, 3} << Number(6) << drop << 2;
        QTest::addRow("2 2 4 -> 8") << std::vector<Number>{2, 2, 4} << Number(8) << drop << 3;
        QTest::addRow("2 2 -> 4") << std::vector<Number>{2, 2} << Number(4) << drop << 2;
        QTest::addRow("10 7 3 -> 6") << std::vector<Number>{10, 7, 3} << Number(6) << drop << 1;
        QTest::addRow("3 3 9 -> 3") << std::vector<Number>{3, 3, 9} << Number(3) << drop << 2;
        QTest::addRow("25 50 4 2 -> 100")
            << std::vector<Number>{25, 50, 4, 2} << Number(100) << drop << 4;
        QTest::addRow("10 10 5 -> 15") << std::vector<Number>{10, 10, 5} << Number(15) << drop << 1;
        QTest::addRow("100 10 5 -> 105")
            << std::vector<Number>{100, 10, 5} << Number(105) << drop << 1;
        QTest::addRow("6 2 -> 10 (8 and 12)")
            << std::vector<Number>{6, 2} << Number(10) << drop << 2;
        QTest::addRow("use all: 1 2 3 -> 6")
            << std::vector<Number>{1, 2, 3} << Number(6) << SolveMode::UseAll << 3;
    }

    void smallCases()
    {
        QFETCH(std::vector<Number>, tiles);
        QFETCH(Number, target);
        QFETCH(SolveMode, mode);
        QFETCH(int, count);
        Solver solver(tiles, mode);
        const auto solutions = solver.solutions(target);
        QVERIFY(solutions);
        QCOMPARE(int(solutions->expressions.size()), count);
    }

    void useAllListsTheThreeWays()
    {
        const std::vector<Number> tiles = {1, 2, 3};
        Solver solver(tiles, SolveMode::UseAll);
        const auto solutions = solver.solutions(6);
        QVERIFY(solutions);
        QCOMPARE(normalForms(*solutions),
                 normalFormsOf({QStringLiteral("3 + 2 + 1"), QStringLiteral("3 × 2 × 1"),
                                QStringLiteral("3 × 2 ÷ 1")},
                               tiles));
    }

    void useAllFacts()
    {
        // docs/published-puzzles.md: six 1s must all be used: 10 is out of reach, 9 is the closest;
        // 5 is exact.
        const std::vector<Number> ones(6, 1);
        Solver solver(ones, SolveMode::UseAll);
        auto best = solver.best(10);
        QVERIFY(best);
        QCOMPARE(best->value, Number(9));
        QCOMPARE(best->numbersUsed, 6);
        const auto solutions = solver.solutions(10);
        QVERIFY(solutions);
        QCOMPARE(solutions->distance, Number(1));
        const auto forms = normalForms(*solutions);
        QVERIFY(forms.count(
            *normalFormsOf({QStringLiteral("(1 + 1 + 1) × (1 + 1 + 1)")}, ones).begin()));
        best = solver.best(5);
        QCOMPARE(best->value, Number(5));
        QCOMPARE(best->distance, Number(0));
        QCOMPARE(best->expression.tileCount(), 6);
    }

    void bestTieBreaks_data()
    {
        QTest::addColumn<std::vector<Number>>("tiles");
        QTest::addColumn<Number>("target");
        QTest::addColumn<Number>("value");
        QTest::addColumn<int>("used");
        // 8 (6 + 2) and 12 (6 × 2) are equally close and as short: the lower.
        QTest::addRow("lower") << std::vector<Number>{6, 2} << Number(10) << Number(8) << 2;
        // 16 needs three tiles (15 + 4 - 3), 18 two (15 + 3): fewer tiles beat the lower value.
        QTest::addRow("fewer tiles")
            << std::vector<Number>{3, 15, 4} << Number(17) << Number(18) << 2;
        // The tile 12 is one away; 10 needs three tiles (12 - 7 + 5).
        QTest::addRow("single tile")
            << std::vector<Number>{7, 12, 5} << Number(11) << Number(12) << 1;
        QTest::addRow("tile is the target")
            << std::vector<Number>{100, 75, 3, 6, 2, 1} << Number(100) << Number(100) << 1;
        QTest::addRow("one tile, exact") << std::vector<Number>{7} << Number(7) << Number(7) << 1;
        QTest::addRow("one tile, short") << std::vector<Number>{7} << Number(10) << Number(7) << 1;
    }

    void bestTieBreaks()
    {
        QFETCH(std::vector<Number>, tiles);
        QFETCH(Number, target);
        QFETCH(Number, value);
        QFETCH(int, used);
        Solver solver(tiles, SolveMode::DropAllowed);
        checkBest(solver, target, value, used);
    }

    void singleTileSolutions()
    {
        // Rule 6: a single tile counts only when it is the target.
        Solver exact({7}, SolveMode::DropAllowed);
        QCOMPARE(int(exact.solutions(7)->expressions.size()), 1);
        Solver shortOf({7}, SolveMode::DropAllowed);
        const auto none = shortOf.solutions(10);
        QVERIFY(none);
        QVERIFY(none->expressions.empty());
        QCOMPARE(none->distance, Number(-1));
        // When the closest anything gets is a tile that misses, nothing counts at that distance
        // (the expressions one step further away are not solutions either): 7 is 3 away from 10,
        // 13 - 7 = 6 is 4 away.
        Solver tileOnly({7, 13}, SolveMode::DropAllowed);
        QCOMPARE(tileOnly.best(10)->value, Number(7));
        const auto noneEither = tileOnly.solutions(10);
        QVERIFY(noneEither);
        QVERIFY(noneEither->expressions.empty());
        QCOMPARE(noneEither->distance, Number(-1));
        // The tile 100 among others: "100" is one of the solutions for 100.
        Solver solver({100, 75, 3, 6, 2, 1}, SolveMode::DropAllowed);
        const auto solutions = solver.solutions(100);
        QVERIFY(std::any_of(solutions->expressions.begin(), solutions->expressions.end(),
                            [](const Expression &e) { return e.isTile() && e.value() == 100; }));
        QCOMPARE(solutions->expressions.front().tileCount(), 1);
    }

    void sevenLargeNumbersOverflowIsSkipped()
    {
        // Products of these leave 64 bits after four factors: those steps are skipped, the rest
        // answered. With seven copies of a = 999,999: 4 = (a + a + a + a) / a takes five tiles;
        // 7 would need eight, so (a + a + a + a + a + a) / a = 6 with all seven is the closest;
        // 999,998 = a - a / a takes three.
        const std::vector<Number> tiles(7, 999'999);
        Solver solver(tiles, SolveMode::DropAllowed);
        checkBest(solver, 4, 4, 5);
        checkBest(solver, 7, 6, 7);
        checkBest(solver, 999'998, 999'998, 3);
        checkBest(solver, 999'999, 999'999, 1);
        const auto solutions = solver.solutions(7);
        QVERIFY(solutions);
        QCOMPARE(solutions->distance, Number(1));
        for (const Expression &e : solutions->expressions)
            QCOMPARE(e.value(), Number(6));
        QVERIFY(!solutions->expressions.empty());

        Solver useAll(tiles, SolveMode::UseAll);
        const auto best = useAll.best(999'999);
        QVERIFY(best);
        QCOMPARE(best->numbersUsed, 7);
        QCOMPARE(best->expression.tileCount(), 7);
        QCOMPARE(best->expression.value(), best->value);
        // ((a + a) / a - a / a) * (a / a) = 1 with all seven.
        const auto reach = useAll.reachable(1, 999);
        QVERIFY(reach);
        QCOMPARE(reach->fewestFor(1), 7);
    }

    void answersThroughTheLevelNotKept()
    {
        // The masks one tile short of the whole selection are searched as their values are made,
        // not kept: an answer from one of them, alone or in a last step with the tile left out,
        // must still come with its expression, and one with fewer tiles must still win a tie
        // with one using all of them. Against the brute force, in both modes, with and without
        // division (the last step's windows differ), and with values far beyond 2^31. Use-all
        // also searches the largest kept level mask by mask and may stop it unfinished.
        const std::vector<std::vector<Number>> selections{
            {1, 3, 7, 10, 25, 50},  {2, 2, 3, 3, 5, 100}, {75, 50, 2, 3, 8, 7},
            {1, 1, 1, 1, 1, 1},     {4, 4, 4, 4, 4, 4},   {999'999, 999'998, 7, 5, 3, 2},
            {100, 75, 50, 25, 1, 2}};
        const std::vector<Number> targets{1, 101, 477, 812, 952, 999, 5'039, 999'999};
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            for (const OperatorSet operators :
                 {OperatorSet::all(), OperatorSet::all().without(Operator::Divide)}) {
                for (const auto &tiles : selections) {
                    Solver solver(tiles, mode, operators);
                    for (const Number target : targets) {
                        const auto best = solver.best(target);
                        QVERIFY(best);
                        const BruteForceBest expected =
                            bruteForceBest(tiles, target, mode, operators);
                        QCOMPARE(best->value, expected.value);
                        QCOMPARE(best->numbersUsed, expected.fewest);
                        QCOMPARE(best->expression.value(), best->value);
                        QCOMPARE(best->expression.tileCount(), best->numbersUsed);
                        QVERIFY(usesOnlyTiles(best->expression, tiles));
                        // Use-all stops building a level at an exact answer: the distinct
                        // solutions build the rest of it.
                        if (mode != SolveMode::UseAll)
                            continue;
                        const auto solutions = solver.solutions(target);
                        QVERIFY(solutions);
                        QCOMPARE(solutions->distance, best->distance);
                        QVERIFY(!solutions->expressions.empty());
                        for (const Expression &e : solutions->expressions) {
                            QCOMPARE(std::abs(e.value() - target), best->distance);
                            QCOMPARE(e.tileCount(), int(tiles.size()));
                        }
                    }
                }
            }
        }
    }

    void reachable_data()
    {
        QTest::addColumn<std::vector<Number>>("tiles");
        QTest::addColumn<SolveMode>("mode");
        QTest::addColumn<Number>("low");
        QTest::addColumn<Number>("high");
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            const char *m = mode == SolveMode::DropAllowed ? "drop" : "use all";
            QTest::addRow("824 puzzle, %s", m)
                << std::vector<Number>{3, 7, 6, 2, 1, 7} << mode << Number(1) << Number(999);
            QTest::addRow("four large, %s", m)
                << std::vector<Number>{25, 50, 75, 100, 3, 6} << mode << Number(1) << Number(999);
            QTest::addRow("narrow range, %s", m)
                << std::vector<Number>{10, 10, 5, 2} << mode << Number(40) << Number(60);
            QTest::addRow("one tile, %s", m)
                << std::vector<Number>{500} << mode << Number(1) << Number(999);
            QTest::addRow("big values, %s", m) << std::vector<Number>{999'999, 123'456, 7, 3}
                                               << mode << Number(1) << Number(2'000'000);
            // Wide ranges, marked one bit per target in batches (RangeMarks): repeated tiles, and
            // targets far beyond what the smaller parts make.
            QTest::addRow("the smallest tile twice, wide, %s", m)
                << std::vector<Number>{2, 2, 3, 5, 9, 50} << mode << Number(1) << Number(200'000);
            QTest::addRow("the smallest tile thrice, %s", m)
                << std::vector<Number>{1, 1, 1, 4, 6, 75} << mode << Number(1) << Number(20'000);
            QTest::addRow("no two alike, wide, %s", m) << std::vector<Number>{3, 4, 7, 10, 25, 100}
                                                       << mode << Number(1) << Number(999'999);
        }
    }

    void reachable()
    {
        QFETCH(std::vector<Number>, tiles);
        QFETCH(SolveMode, mode);
        QFETCH(Number, low);
        QFETCH(Number, high);
        Solver solver(tiles, mode);
        const auto reach = solver.reachable(low, high);
        QVERIFY(reach);
        QCOMPARE(reach->low, low);
        QCOMPARE(reach->high, high);
        const auto expected = bruteForceReachable(tiles, mode, low, high);
        for (Number v = low; v <= high; ++v) {
            const auto it = expected.find(v);
            const int fewest = it == expected.end() ? 0 : it->second;
            if (reach->fewestFor(v) != fewest)
                QFAIL(qPrintable(QStringLiteral("%1: %2 tiles, expected %3")
                                     .arg(v)
                                     .arg(reach->fewestFor(v))
                                     .arg(fewest)));
        }
        QCOMPARE(reach->fewestFor(low - 1), 0);
        QCOMPARE(reach->fewestFor(high + 1), 0);
    }

    void reachableFacts()
    {
        // docs/published-puzzles.md: from 3 7 6 2 1 7, 822 is unreachable and 826 is reachable with
        // all six.
        Solver solver({3, 7, 6, 2, 1, 7}, SolveMode::DropAllowed);
        const auto reach = solver.reachable();
        QVERIFY(!reach->contains(822));
        QCOMPARE(reach->fewestFor(826), 6);
        QVERIFY(!reach->contains(824));
    }

    void cancellation()
    {
        const std::vector<Number> tiles = {25, 50, 75, 100, 3, 6};
        SolveControl stopAtOnce;
        stopAtOnce.cancelled = [] { return true; };
        Solver solver(tiles, SolveMode::UseAll);
        QVERIFY(!solver.best(952, stopAtOnce));
        QVERIFY(!solver.solutions(952, stopAtOnce));
        QVERIFY(!solver.reachable(1, 999, stopAtOnce));
        QVERIFY(!solver.easiest(952, stopAtOnce));

        // Stopped part-way: the same solver then still answers correctly.
        for (int polls : {1, 3, 10, 30}) {
            int count = 0;
            SolveControl stopLater;
            stopLater.cancelled = [&count, polls] { return ++count > polls; };
            Solver s(tiles, SolveMode::DropAllowed);
            QVERIFY(!s.solutions(952, stopLater));
            const auto best = s.best(952);
            QVERIFY(best);
            QCOMPARE(best->value, Number(952));
            QCOMPARE(best->numbersUsed, 6);
            QCOMPARE(int(s.solutions(952)->expressions.size()), 2);
            // easiest() too: stopped, or (when it needs fewer polls) the right answer; then right.
            const Expression shown = s.solutions(952)->expressions.front();
            count = 0;
            const auto stopped = s.easiest(952, stopLater);
            QVERIFY(!stopped || stopped->shown == shown);
            const auto easiest = s.easiest(952);
            QVERIFY(easiest);
            QCOMPARE(easiest->shown, shown);
        }
    }

    void progressIsReported()
    {
        std::vector<double> reported;
        SolveControl control;
        control.progress = [&](double f) { reported.push_back(f); };
        Solver solver({25, 50, 75, 100, 3, 6, 7}, SolveMode::DropAllowed);
        QVERIFY(solver.solutions(952, control));
        QVERIFY(!reported.empty());
        QVERIFY(std::is_sorted(reported.begin(), reported.end()));
        QVERIFY(reported.front() >= 0.0 && reported.back() <= 1.0);
    }

    void accessors()
    {
        Solver solver({3, 1, 2}, SolveMode::UseAll);
        QCOMPARE(solver.numbers(), (std::vector<Number>{3, 1, 2}));
        QCOMPARE(solver.mode(), SolveMode::UseAll);
        Solver moved = std::move(solver);
        QCOMPARE(moved.best(6)->value, Number(6));
    }
};

QTEST_GUILESS_MAIN(TestSolver)
#include "tst_solver.moc"
