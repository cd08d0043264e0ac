// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Property tests: on thousands of seeded random puzzles the fast solver agrees with the
// deliberately simple ones in tests/support, and everything it prints reads back to what it claims.
// COUNTDOWN_PROPERTY_PUZZLES lowers the count for slow (sanitizer) builds.
#include "bruteforce.h"
#include "gamevariant.h"
#include "parser.h"
#include "puzzle.h"
#include "referencedistinct.h"
#include "solver.h"

#include <QTest>

#include <algorithm>
#include <tuple>

Q_DECLARE_METATYPE(countdown::SolveMode)

using namespace countdown;
using namespace countdown::testsupport;

namespace {

int puzzleCount(int normal)
{
    bool ok = false;
    const int fromEnvironment = qEnvironmentVariableIntValue("COUNTDOWN_PROPERTY_PUZZLES", &ok);
    return ok && fromEnvironment > 0 ? std::min(normal, fromEnvironment) : normal;
}

// UK draws, and custom selections: 1-6 numbers, small or up to 999,999, any target.
Puzzle randomPuzzle(PortableRandom &random, int index)
{
    if (index % 3 != 2) {
        const Draw draw = drawCountdown(int(random.below(5)), random);
        return {draw.tiles, draw.target};
    }
    Puzzle p;
    const int count = 1 + int(random.below(6));
    const bool large = random.below(4) == 0;
    for (int i = 0; i < count; ++i)
        p.numbers.push_back(large && random.below(2) ? random.between(1, kMaxNumber)
                                                     : random.between(1, 100));
    p.target = random.below(3) == 0 ? random.between(1, kMaxTarget) : random.between(1, 1000);
    return p;
}

QString describe(const Puzzle &p, SolveMode mode)
{
    QString s = QStringLiteral("target %1, tiles").arg(p.target);
    for (const Number n : p.numbers)
        s += QLatin1Char(' ') + QString::number(n);
    return s
           + (mode == SolveMode::UseAll ? QStringLiteral(" (use all)") : QStringLiteral(" (drop)"));
}

// The expression, written in either notation and read back by the player's parser with the
// puzzle's tiles, gives its value.
bool readsBack(const Expression &e, const std::vector<Number> &tiles)
{
    for (const Notation n : {Notation::Ascii, Notation::Typographic}) {
        const auto parsed = parseAnswer(e.toString(n), tiles);
        if (!parsed.ok() || parsed.value().value() != e.value())
            return false;
    }
    return true;
}

// Data rows "symbols" (the operations allowed, e.g. "+-*") and "mode", each set in both modes.
void addOperationRows(std::initializer_list<const char *> sets)
{
    QTest::addColumn<QString>("symbols");
    QTest::addColumn<SolveMode>("mode");
    for (const char *symbols : sets) {
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll})
            QTest::addRow("%s %s", symbols, mode == SolveMode::UseAll ? "use all" : "drop")
                << QString::fromLatin1(symbols) << mode;
    }
}

} // namespace

class TestSolverProperty : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void dropAllowed() { agreesWithBruteForce(SolveMode::DropAllowed, 20261130); }
    void useAll() { agreesWithBruteForce(SolveMode::UseAll, 20261201); }

    void distinctMatchesReference()
    {
        PortableRandom random(77);
        const int count = puzzleCount(400);
        for (int i = 0; i < count; ++i) {
            // Up to five tiles for most (the reference is slow), six for every twentieth.
            Puzzle p = randomPuzzle(random, i);
            const std::size_t keep = i % 20 == 0 ? 6 : 2 + std::size_t(random.below(4));
            if (p.numbers.size() > keep)
                p.numbers.resize(keep);
            if (i % 3 != 2)
                p.target = random.between(1, 999);
            for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
                Solver solver(p.numbers, mode);
                const auto fast = solver.solutions(p.target);
                QVERIFY(fast);
                const ReferenceSolutions reference =
                    referenceDistinctSolutions(p.numbers, p.target, mode);
                std::set<std::string> forms;
                for (const Expression &e : fast->expressions)
                    forms.insert(normalForm(e));
                if (forms != reference.normalForms || fast->distance != reference.distance
                    || forms.size() != fast->expressions.size())
                    QFAIL(qPrintable(QStringLiteral("%1: %2 solutions at %3, reference %4 at %5")
                                         .arg(describe(p, mode))
                                         .arg(fast->expressions.size())
                                         .arg(fast->distance)
                                         .arg(reference.normalForms.size())
                                         .arg(reference.distance)));
            }
        }
    }

    // easiest() against the old way of finding the answer shown: listing every distinct solution
    // (which sorts them all by ease.h's rank) and taking firstAnswer. Every operation set with at
    // most one left out, both modes.
    void easiestIsTheFirstAnswer_data() { addOperationRows({"+-*/", "-*/", "+*/", "+-/", "+-*"}); }
    void easiestIsTheFirstAnswer()
    {
        QFETCH(QString, symbols);
        QFETCH(SolveMode, mode);
        const std::optional<OperatorSet> operators = operatorSetFromSymbols(symbols);
        QVERIFY(operators);
        PortableRandom random(qHash(symbols) + 7 * quint64(mode) + 2026);
        const int count = puzzleCount(250);
        for (int i = 0; i < count; ++i) {
            const Puzzle p = randomPuzzle(random, i);
            const auto best = Solver(p.numbers, mode, *operators).best(p.target);
            const auto solutions = Solver(p.numbers, mode, *operators).solutions(p.target);
            const auto easiest = Solver(p.numbers, mode, *operators).easiest(p.target);
            QVERIFY(best && solutions && easiest);
            const Expression &expected = firstAnswer(*best, solutions);
            if (easiest->shown != expected || easiest->best.expression != best->expression
                || easiest->best.value != best->value || easiest->best.distance != best->distance
                || easiest->best.numbersUsed != best->numbersUsed)
                QFAIL(qPrintable(QStringLiteral("%1: %2 = %3, expected %4 = %5")
                                     .arg(describe(p, mode))
                                     .arg(easiest->shown.toString())
                                     .arg(easiest->best.value)
                                     .arg(expected.toString())
                                     .arg(best->value)));
        }
    }

    // Every answer makes what it says: the best answer's expression and the one shown (found
    // alone, or first among every solution) make its value, at its distance, which the brute
    // force finds too. Missed by as much on both sides, the easiest solution once made the other.
    void shownMakesTheValue_data() { addOperationRows({"+-*/", "+-*", "+*/"}); }
    void shownMakesTheValue()
    {
        QFETCH(QString, symbols);
        QFETCH(SolveMode, mode);
        const std::optional<OperatorSet> operators = operatorSetFromSymbols(symbols);
        QVERIFY(operators);
        PortableRandom random(qHash(symbols) + 11 * quint64(mode) + 865);
        const int count = puzzleCount(300);
        for (int i = 0; i < count; ++i) {
            const Puzzle p = randomPuzzle(random, i);
            Solver solver(p.numbers, mode, *operators);
            const auto best = solver.best(p.target);
            const auto solutions = solver.solutions(p.target);
            const auto easiest = Solver(p.numbers, mode, *operators).easiest(p.target);
            QVERIFY(best && solutions && easiest);
            const BruteForceBest expected = bruteForceBest(p.numbers, p.target, mode, *operators);
            const Number value = expected.value;
            const auto distanceOf = [&](Number v) {
                return v > p.target ? v - p.target : p.target - v;
            };
            for (const auto &[what, answer, made] :
                 {std::tuple{"best", best->value, best->expression.value()},
                  std::tuple{"easiest", easiest->best.value, easiest->shown.value()},
                  std::tuple{"first of the solutions", best->value,
                             firstAnswer(*best, solutions).value()}}) {
                if (answer != value || made != value || distanceOf(made) != best->distance)
                    QFAIL(qPrintable(QStringLiteral("%1 with %2, %3: says %4, makes %5, brute "
                                                    "force %6")
                                         .arg(describe(p, mode), symbols, QLatin1String(what))
                                         .arg(answer)
                                         .arg(made)
                                         .arg(value)));
            }
        }
    }

    // A variant may leave operations out: the solver must then find exactly what the simple
    // solvers find with only the others, and never write a step it does not allow.
    // Wide ranges of targets (9,999 and 99,999), where most of the work is the pass over the whole
    // selection (SplitSearch::markRange) and its marks: selections of two to seven tiles with
    // repeated tiles, some with a large one, in both modes and with operations left out, every
    // target in range against the brute force. (An earlier attempt that took each sum and
    // product of the whole selection through one split failed here when it got the rule for
    // repeated tiles wrong.)
    void reachableOverWideRanges_data()
    {
        addOperationRows({"+-*/", "-*/", "+-*", "+*/", "+-/", "+*"});
    }
    void reachableOverWideRanges()
    {
        QFETCH(QString, symbols);
        QFETCH(SolveMode, mode);
        const std::optional<OperatorSet> operators = operatorSetFromSymbols(symbols);
        QVERIFY(operators);
        PortableRandom random(qHash(symbols) * 3 + quint64(mode));
        const int count = puzzleCount(40);
        for (int i = 0; i < count; ++i) {
            // Few distinct values, so that most selections repeat some; every fourth with a large
            // number, so that the parts' values run past the range.
            const int tiles = 2 + i % 6;
            const Number smallest = 1 + Number(random.below(3));
            std::vector<Number> numbers{smallest, smallest};
            while (int(numbers.size()) < tiles)
                numbers.push_back(i % 4 == 3 && random.below(3) == 0
                                      ? random.between(100, 5000)
                                      : smallest + Number(random.below(6)));
            numbers.resize(std::size_t(tiles));
            const Number high = i % 2 ? 99'999 : 9'999;
            Solver solver(numbers, mode, *operators);
            const auto reach = solver.reachable(1, high);
            QVERIFY(reach);
            const auto expected = bruteForceReachable(numbers, mode, 1, high, *operators);
            for (Number v = 1; v <= high; ++v) {
                const auto it = expected.find(v);
                const int fewest = it == expected.end() ? 0 : it->second;
                if (reach->fewestFor(v) != fewest)
                    QFAIL(qPrintable(describe({numbers, v}, mode)
                                     + QStringLiteral(" with %1: %2 tiles, brute force %3")
                                           .arg(symbols)
                                           .arg(reach->fewestFor(v))
                                           .arg(fewest)));
            }
        }
    }

    void operationsLeftOut_data()
    {
        addOperationRows({"-*/", "+*/", "+-/", "+-*", "+*", "+-", "*/", "+"});
    }
    void operationsLeftOut()
    {
        QFETCH(QString, symbols);
        QFETCH(SolveMode, mode);
        const std::optional<OperatorSet> operators = operatorSetFromSymbols(symbols);
        QVERIFY(operators);
        PortableRandom random(qHash(symbols) + quint64(mode));
        const int count = puzzleCount(150);
        for (int i = 0; i < count; ++i) {
            Puzzle p = randomPuzzle(random, i);
            Solver solver(p.numbers, mode, *operators);
            const auto best = solver.best(p.target);
            QVERIFY(best);
            const BruteForceBest expected = bruteForceBest(p.numbers, p.target, mode, *operators);
            if (best->distance != expected.distance || best->numbersUsed != expected.fewest
                || best->value != expected.value)
                QFAIL(qPrintable(QStringLiteral("%1 with %2: %3 (%4 tiles), brute force %5 (%6)")
                                     .arg(describe(p, mode), symbols)
                                     .arg(best->value)
                                     .arg(best->numbersUsed)
                                     .arg(expected.value)
                                     .arg(expected.fewest)));
            QVERIFY(usesOnly(best->expression, *operators));
            QCOMPARE(best->expression.value(), best->value);

            if (i % 5 == 0) {
                const auto reach = solver.reachable(1, 999);
                QVERIFY(reach);
                const auto expectedReach = bruteForceReachable(p.numbers, mode, 1, 999, *operators);
                for (Number v = 1; v <= 999; ++v) {
                    const auto it = expectedReach.find(v);
                    if (reach->fewestFor(v) != (it == expectedReach.end() ? 0 : it->second))
                        QFAIL(qPrintable(
                            describe(p, mode)
                            + QStringLiteral(" with %1: reachable %2").arg(symbols).arg(v)));
                }
            }
            if (i % 3 == 0) {
                if (p.numbers.size() > 5)
                    p.numbers.resize(5); // the reference is slow
                Solver small(p.numbers, mode, *operators);
                const auto fast = small.solutions(p.target);
                QVERIFY(fast);
                const ReferenceSolutions reference =
                    referenceDistinctSolutions(p.numbers, p.target, mode, *operators);
                std::set<std::string> forms;
                for (const Expression &e : fast->expressions) {
                    QVERIFY(usesOnly(e, *operators));
                    forms.insert(normalForm(e));
                }
                if (forms != reference.normalForms || fast->distance != reference.distance) {
                    QStringList theirs;
                    for (const std::string &form : reference.normalForms)
                        theirs << QString::fromStdString(form);
                    QFAIL(qPrintable(QStringLiteral("%1 with %2: %3 solutions, reference %4: %5")
                                         .arg(describe(p, mode), symbols)
                                         .arg(fast->expressions.size())
                                         .arg(reference.normalForms.size())
                                         .arg(theirs.join(QStringLiteral("; ")))));
                }
            }
        }
    }

    // Paths the random puzzles seldom reach: values past 2^31 and 2^53 (the quotient's integer
    // path), numbers and targets near 999,999, seven tiles, a use-all answer found before the
    // largest level is built, and a start distance far from the target.
    void edgeCases_data()
    {
        QTest::addColumn<std::vector<Number>>("numbers");
        QTest::addColumn<Number>("target");
        const auto row = [](const char *name, std::vector<Number> numbers, Number target) {
            QTest::newRow(name) << numbers << target;
        };
        row("five near 999,999", {999999, 999998, 999997, 999996, 999995}, 999999);
        row("products past 2^53 divided back", {999999, 999999, 999998, 2, 3}, 999996);
        row("large and small near the top", {999983, 65536, 65535, 2, 7, 1}, 999998);
        row("past 2^31, target small", {50000, 60000, 70000, 3, 9}, 7);
        row("target far above the sum", {1, 2, 3, 4, 5, 6}, 999999);
        row("target far above, large tiles", {100, 75, 50, 25, 10, 9}, 999999);
        row("use-all exact through two big parts", {2, 3, 4, 5, 6, 7}, 1080);
        row("use-all exact only with the largest level", {1, 1, 1, 1, 1, 100}, 105);
        row("use-all, nothing exact", {3, 3, 3, 3, 3, 3}, 998);
        row("seven tiles", {100, 75, 3, 6, 7, 8, 9}, 952);
        row("seven equal tiles", {7, 7, 7, 7, 7, 7, 7}, 829);
        row("seven large numbers", {999999, 500000, 250000, 125000, 62500, 31250, 3}, 999993);
    }
    void edgeCases()
    {
        QFETCH(std::vector<Number>, numbers);
        QFETCH(Number, target);
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            for (const OperatorSet operators :
                 {OperatorSet::all(), OperatorSet::all().without(Operator::Add),
                  OperatorSet::all().without(Operator::Divide)}) {
                Solver solver(numbers, mode, operators);
                const Puzzle p{numbers, target};
                const auto best = solver.best(target);
                QVERIFY(best);
                const BruteForceBest expected = bruteForceBest(numbers, target, mode, operators);
                if (best->distance != expected.distance || best->numbersUsed != expected.fewest
                    || best->value != expected.value)
                    QFAIL(qPrintable(
                        QStringLiteral("%1 (%2): %3 (%4 tiles), brute force %5 (%6)")
                            .arg(describe(p, mode), operatorSetSymbols(operators, Notation::Ascii))
                            .arg(best->value)
                            .arg(best->numbersUsed)
                            .arg(expected.value)
                            .arg(expected.fewest)));
                QCOMPARE(best->expression.value(), best->value);
                QVERIFY(usesOnly(best->expression, operators));

                const Number low = std::max<Number>(1, target - 40);
                const Number high = std::min<Number>(kMaxTarget, target + 40);
                const auto reach = solver.reachable(low, high);
                QVERIFY(reach);
                const auto expectedReach = bruteForceReachable(numbers, mode, low, high, operators);
                for (Number v = low; v <= high; ++v) {
                    const auto it = expectedReach.find(v);
                    if (reach->fewestFor(v) != (it == expectedReach.end() ? 0 : it->second))
                        QFAIL(qPrintable(describe(p, mode)
                                         + QStringLiteral(": reachable %1").arg(v)));
                }

                if (numbers.size() <= 5) { // the reference is slow
                    const auto fast = solver.solutions(target);
                    QVERIFY(fast);
                    const ReferenceSolutions reference =
                        referenceDistinctSolutions(numbers, target, mode, operators);
                    std::set<std::string> forms;
                    for (const Expression &e : fast->expressions)
                        forms.insert(normalForm(e));
                    QVERIFY2(forms == reference.normalForms && fast->distance == reference.distance,
                             qPrintable(describe(p, mode)));
                }
            }
        }
    }

private:
    static bool usesOnly(const Expression &e, OperatorSet operators)
    {
        return std::all_of(kOperators.begin(), kOperators.end(), [&](Operator op) {
            return operators.contains(op) || e.operatorCount(op) == 0;
        });
    }

    void agreesWithBruteForce(SolveMode mode, quint64 seed)
    {
        PortableRandom random(seed);
        const int count = puzzleCount(2000);
        for (int i = 0; i < count; ++i) {
            const Puzzle p = randomPuzzle(random, i);
            Solver solver(p.numbers, mode);
            const auto best = solver.best(p.target);
            QVERIFY(best);
            const BruteForceBest expected = bruteForceBest(p.numbers, p.target, mode);
            if (best->distance != expected.distance || best->numbersUsed != expected.fewest
                || best->value != expected.value)
                QFAIL(qPrintable(QStringLiteral("%1: %2 (%3 tiles), brute force %4 (%5 tiles)")
                                     .arg(describe(p, mode))
                                     .arg(best->value)
                                     .arg(best->numbersUsed)
                                     .arg(expected.value)
                                     .arg(expected.fewest)));
            QCOMPARE(best->expression.value(), best->value);
            QCOMPARE(best->expression.tileCount(), best->numbersUsed);
            QVERIFY2(
                readsBack(best->expression, p.numbers),
                qPrintable(describe(p, mode) + QStringLiteral(": ") + best->expression.toString()));

            if (i % 10 == 0) {
                const auto solutions = solver.solutions(p.target);
                QVERIFY(solutions);
                for (const Expression &e : solutions->expressions) {
                    QCOMPARE(std::abs(e.value() - p.target), solutions->distance);
                    QVERIFY2(readsBack(e, p.numbers), qPrintable(e.toString()));
                    if (mode == SolveMode::UseAll)
                        QCOMPARE(e.tileCount(), int(p.numbers.size()));
                }
            }
            if (i % 25 == 0) {
                const auto reach = solver.reachable(1, 999);
                QVERIFY(reach);
                const auto expectedReach = bruteForceReachable(p.numbers, mode, 1, 999);
                for (Number v = 1; v <= 999; ++v) {
                    const auto it = expectedReach.find(v);
                    if (reach->fewestFor(v) != (it == expectedReach.end() ? 0 : it->second))
                        QFAIL(qPrintable(describe(p, mode)
                                         + QStringLiteral(": reachable %1").arg(v)));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestSolverProperty)
#include "tst_solverproperty.moc"
