// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The analysis service: a selection's reachable targets at once and agreeing with a deliberately
// simple solver, a target's answer as the reveal shows it, the distinct solutions of published
// puzzles counted in the background in the order asked, and a new selection superseding the
// counting of the old one.
#include "analysisservice.h"
#include "bruteforce.h"
#include "publishedpuzzles.h"
#include "variantfile.h"

#include <QSignalSpy>
#include <QTest>

#include <map>

using namespace countdown;
using countdown::testsupport::publishedPuzzles;

namespace {
// Every count delivered so far, in the order delivered.
std::vector<std::pair<Number, int>> allCounts(const QSignalSpy &spy)
{
    std::vector<std::pair<Number, int>> counts;
    for (const QList<QVariant> &signal : spy) {
        const auto batch = signal.at(0).value<SolutionCounts>();
        counts.insert(counts.end(), batch.counts.begin(), batch.counts.end());
    }
    return counts;
}
} // namespace

class TestAnalysisService : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void refusesWhatIsNotASelection()
    {
        AnalysisService analysis;
        QVERIFY(!analysis.hasSelection());
        QVERIFY(!analysis.answerFor(952));
        for (const std::vector<Number> &tiles :
             {std::vector<Number>{}, std::vector<Number>{1, 2, 3, 4, 5, 6, 7, 8},
              std::vector<Number>{3, 0, 7}, std::vector<Number>{3, -4}}) {
            QVERIFY(!analysis.select(tiles, SolveMode::DropAllowed, 100, 999));
            QVERIFY(!analysis.hasSelection());
            QVERIFY(!analysis.answerFor(101));
        }
        QSignalSpy finished(&analysis, &AnalysisService::countingFinished);
        analysis.countSolutions({100, 101});
        QVERIFY(!analysis.isCounting()); // nothing to count for
    }

    void reachabilityAgreesWithTheSimpleSolver()
    {
        AnalysisService analysis;
        const std::vector<Number> tiles = {3, 7, 6, 2};
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            const std::optional<Reachability> reach = analysis.select(tiles, mode, 1, 400);
            QVERIFY(reach);
            QVERIFY(analysis.hasSelection());
            QCOMPARE(analysis.tiles(), tiles);
            QCOMPARE(analysis.mode(), mode);
            const auto simple = testsupport::bruteForceReachable(tiles, mode, 1, 400);
            for (Number t = 1; t <= 400; ++t) {
                const auto it = simple.find(t);
                QCOMPARE(reach->fewestFor(t), it == simple.end() ? 0 : it->second);
            }
        }
    }

    void answersArePublishedOnes()
    {
        AnalysisService analysis;
        for (const auto &puzzle : publishedPuzzles()) {
            QVERIFY(analysis.select(puzzle.numbers, SolveMode::DropAllowed, 1, 999));
            const std::optional<AnalysisService::Answer> answer = analysis.answerFor(puzzle.target);
            QVERIFY(answer);
            QCOMPARE(answer->best.value, puzzle.best);
            QCOMPARE(answer->best.numbersUsed, puzzle.fewest);
            QCOMPARE(answer->shown.value(), puzzle.best);
        }
    }

    void countsPublishedSolutionsInTheOrderAsked()
    {
        AnalysisService analysis;
        for (const auto &puzzle : publishedPuzzles()) {
            if (puzzle.distinctSolutions < 0)
                continue;
            QVERIFY(analysis.select(puzzle.numbers, SolveMode::DropAllowed, 1, 999));
            QSignalSpy counted(&analysis, &AnalysisService::solutionsCounted);
            QSignalSpy finished(&analysis, &AnalysisService::countingFinished);
            // The published count is for the best value; a target that cannot be made counts 0.
            const std::vector<Number> targets = {puzzle.best, 999, puzzle.best + 1};
            analysis.countSolutions(targets);
            QVERIFY(analysis.isCounting());
            QVERIFY(finished.wait(60000));
            QVERIFY(!analysis.isCounting());
            const auto counts = allCounts(counted);
            QCOMPARE(int(counts.size()), 3);
            for (std::size_t i = 0; i < targets.size(); ++i)
                QCOMPARE(counts[i].first, targets[i]);
            QCOMPARE(counts[0].second, puzzle.distinctSolutions);
            const auto reach = analysis.select(puzzle.numbers, SolveMode::DropAllowed, 1, 999);
            for (std::size_t i = 1; i < targets.size(); ++i)
                QCOMPARE(counts[i].second == 0, !reach->contains(targets[i]));
        }
    }

    // A variant's round without division: its targets, answers and counts are made without it.
    void aSelectionWithoutAnOperation()
    {
        AnalysisService analysis;
        const std::vector<Number> tiles = {100, 4};
        const OperatorSet noDivision = OperatorSet::all().without(Operator::Divide);
        std::optional<Reachability> reach = analysis.select(tiles, SolveMode::DropAllowed, 1, 999);
        QCOMPARE(reach->fewestFor(25), 2); // 100 / 4
        QCOMPARE(analysis.operators(), OperatorSet::all());

        reach = analysis.select(tiles, SolveMode::DropAllowed, 1, 999, noDivision);
        QCOMPARE(analysis.operators(), noDivision);
        QCOMPARE(reach->fewestFor(25), 0);
        for (const Number made : {4, 96, 100, 104, 400})
            QVERIFY(reach->contains(made));
        const std::optional<AnalysisService::Answer> answer = analysis.answerFor(25);
        QCOMPARE(answer->best.value, Number(4)); // 21 away; 100 - 4 is 71 away
        QCOMPARE(answer->shown.toString(Notation::Ascii), QStringLiteral("4"));

        QSignalSpy counted(&analysis, &AnalysisService::solutionsCounted);
        QSignalSpy finished(&analysis, &AnalysisService::countingFinished);
        analysis.countSolutions({25, 400});
        QVERIFY(finished.wait(60000));
        const auto counts = allCounts(counted);
        QCOMPARE(int(counts.size()), 2);
        QCOMPARE(counts[0], std::make_pair(Number(25), 0));
        QCOMPARE(counts[1], std::make_pair(Number(400), 1));
    }

    void aNewSelectionSupersedesTheCounting()
    {
        AnalysisService analysis;
        QSignalSpy counted(&analysis, &AnalysisService::solutionsCounted);
        QSignalSpy finished(&analysis, &AnalysisService::countingFinished);
        // Seven tiles over every target: seconds of counting, long enough to interrupt.
        QVERIFY(analysis.select({100, 75, 50, 25, 9, 8, 7}, SolveMode::DropAllowed, 100, 999));
        std::vector<Number> every;
        for (Number t = 100; t <= 999; ++t)
            every.push_back(t);
        analysis.countSolutions(every);
        QTRY_VERIFY_WITH_TIMEOUT(counted.count() > 0, 30000);
        QVERIFY(analysis.select({3, 7, 6, 2, 1, 7}, SolveMode::DropAllowed, 100, 999));
        QVERIFY(!analysis.isCounting()); // selecting cancels
        counted.clear();
        analysis.countSolutions({826, 824});
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.count(), 1); // only the second counting finishes
        // Nothing of the first counting arrived after the new selection.
        QCOMPARE(allCounts(counted), (std::vector<std::pair<Number, int>>{{826, 2}, {824, 0}}));
    }

    // A variant's odds in the background: one tile from a bag of 1, 2 and 3 against targets 1-3
    // makes its own number only, so two rounds in three have no exact answer.
    void oddsOfAVariant()
    {
        GameVariant tiny = standardVariant();
        // assign(), not "= {1}": GCC 14 misreads a one-element list as read out of bounds.
        tiny.large.assign(1, 1);
        tiny.small = std::vector<Number>{2, 3};
        tiny.largePick.reset();
        tiny.tiles = 1;
        tiny.targets = TargetRange{1, 3};
        AnalysisService analysis;
        QSignalSpy progressed(&analysis, &AnalysisService::oddsProgressed);
        QSignalSpy computed(&analysis, &AnalysisService::oddsComputed);
        analysis.computeOdds(tiny);
        QVERIFY(analysis.isComputingOdds());
        QVERIFY(computed.wait(30'000));
        QVERIFY(!analysis.isComputingOdds());
        const auto table = computed.front().front().value<OddsTable>();
        QCOMPARE(table.variant, tiny);
        QCOMPARE(table.lowTarget, Number(1));
        QCOMPARE(table.highTarget, Number(3));
        QCOMPARE(table.rows.size(), std::size_t(1));
        QCOMPARE(table.rows.front().large, -1);
        QCOMPARE(table.rows.front().selections, 3);
        QCOMPARE(table.rows.front().noExactSolution, (Fraction{2, 3}));
        QVERIFY(!progressed.isEmpty());
        QCOMPARE(progressed.back().front().toDouble(), 1.0);
    }

    // Issue 32: 50 large and 50 small numbers, all different, seven tiles, any pick: C(100, 7)
    // selections, which grew the game by 200 MB/s until it aborted. Refused, with the count and
    // the limit, and no table.
    void oddsOfAHugeVariantAreRefused()
    {
        GameVariant huge = standardVariant();
        huge.large.clear();
        huge.small.clear();
        for (Number n = 1; n <= 50; ++n) {
            huge.large.push_back(100 + 7 * n);
            huge.small.push_back(n);
        }
        huge.tiles = 7;
        huge.largePick = LargePick{0, 7};
        QVERIFY(!checkVariant(huge));
        AnalysisService analysis;
        QSignalSpy failed(&analysis, &AnalysisService::oddsFailed);
        QSignalSpy computed(&analysis, &AnalysisService::oddsComputed);
        analysis.computeOdds(huge);
        QVERIFY(failed.wait(30'000));
        const Error error = failed.front().front().value<Error>();
        QCOMPARE(error.kind, ErrorKind::OddsTooLarge);
        QCOMPARE(error.args.front(), QStringLiteral("16007560800"));
        QVERIFY(computed.isEmpty());
        QVERIFY(!analysis.isComputingOdds());
    }

    // Cancelled (the odds window closed), or superseded by another variant's: nothing of it
    // arrives.
    void oddsWorkCanBeCancelled()
    {
        AnalysisService analysis;
        QSignalSpy computed(&analysis, &AnalysisService::oddsComputed);
        analysis.computeOdds(*builtInVariant(u"seven-tiles")); // seconds of work
        analysis.cancelOdds();
        QVERIFY(!analysis.isComputingOdds());
        GameVariant small = standardVariant();
        small.tiles = 2;
        small.largePick = LargePick{0, 2};
        analysis.computeOdds(*builtInVariant(u"seven-tiles"));
        analysis.computeOdds(small); // supersedes
        QVERIFY(computed.wait(30'000));
        QCOMPARE(computed.count(), 1);
        QCOMPARE(computed.front().front().value<OddsTable>().variant, small);
        QVERIFY(!computed.wait(200)); // nothing of the cancelled ones comes after
    }
};

QTEST_GUILESS_MAIN(TestAnalysisService)
#include "tst_analysisservice.moc"
