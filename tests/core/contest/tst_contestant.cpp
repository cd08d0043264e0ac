// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The computer contestants: every declaration is a valid method, the same for the same seed;
// the levels are ordered over a fixed set of rounds (the exact rate rises, the distance falls,
// the champion is the solver); a round's difficulty shows in the result; the thinking fits the
// clock and can be cancelled; and the number of large is picked as people pick it.
#include "contestant.h"
#include "contestantsurvey.h"
#include "duel.h"
#include "median.h"
#include "solver.h"

#include <QSet>
#include <QTest>

#include <map>

using namespace countdown;
using namespace countdown::testsupport;

class TestContestant : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void profilesAreDistinctAndGrowStronger()
    {
        const auto profiles = contestantProfiles();
        QSet<QString> names;
        for (std::size_t i = 0; i < profiles.size(); ++i) {
            const ContestantProfile &p = profiles[i];
            QCOMPARE(p.style.level, int(i) + 1);
            QVERIFY(!p.name.isEmpty());
            QVERIFY(!p.character.isEmpty());
            names.insert(p.name);
            QCOMPARE(contestantProfile(int(i) + 1).name, p.name);
        }
        QCOMPARE(names.size(), kContestantLevels);
        QVERIFY(profiles.back().style.isSolver);
        for (std::size_t i = 1; i + 1 < profiles.size(); ++i) {
            const ContestantStyle &weaker = profiles[i - 1].style;
            const ContestantStyle &stronger = profiles[i].style;
            QVERIFY(!stronger.isSolver);
            QVERIFY(stronger.overlookPermille <= weaker.overlookPermille);
            QVERIFY(stronger.divisionCost <= weaker.divisionCost);
            QVERIFY(stronger.deepestStep >= weaker.deepestStep);
            QVERIFY(stronger.readingMs <= weaker.readingMs);
        }
        QCOMPARE(contestantProfile(0).style.level, 1); // clamped
        QCOMPARE(contestantProfile(9).style.level, kContestantLevels);
    }

    void everyDeclarationIsValidAndReproducible()
    {
        const std::vector<SurveyRound> rounds = surveyRounds(50, 11);
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            for (int level = 1; level <= kContestantLevels; ++level) {
                const ContestantStyle style = contestantProfile(level).style;
                for (std::size_t i = 0; i < rounds.size(); ++i) {
                    const SurveyRound &r = rounds[i];
                    const auto answer =
                        contestantAnswer(style, r.tiles, r.target, mode, 30'000, 1000 + i);
                    QVERIFY(answer);
                    QVERIFY2(isValidMethod(answer->expression, answer->value, r.tiles, mode),
                             qPrintable(answer->expression.toString()));
                    QCOMPARE(answer->distance, std::abs(answer->value - r.target));
                    QVERIFY(answer->thinkingMs > 0 && answer->thinkingMs <= 30'000);
                    QCOMPARE(answer->early, answer->distance == 0);
                    if (!answer->early)
                        QCOMPARE(answer->thinkingMs, qint64(30'000)); // declares at time up
                    const auto again =
                        contestantAnswer(style, r.tiles, r.target, mode, 30'000, 1000 + i);
                    QCOMPARE(again->expression, answer->expression);
                    QCOMPARE(again->thinkingMs, answer->thinkingMs);
                    QCOMPARE(again->positions, answer->positions);
                }
            }
        }
    }

    void theSeedMatters()
    {
        // A weak contestant overlooks moves at random: over many seeds the same round does not
        // always go the same way.
        const ContestantStyle style = contestantProfile(1).style;
        const std::vector<Number> tiles = {50, 3, 7, 6, 2, 9};
        QSet<qint64> values;
        for (quint64 seed = 0; seed < 40; ++seed)
            values.insert(
                contestantAnswer(style, tiles, 839, SolveMode::DropAllowed, 30'000, seed)->value);
        QVERIFY(values.size() > 1);
    }

    void levelsAreOrderedOverFixedRounds()
    {
        const std::vector<SurveyRound> rounds = surveyRounds(400, 2027);
        std::vector<LevelSurvey> levels;
        for (int level = 1; level <= kContestantLevels; ++level)
            levels.push_back(surveyLevel(level, rounds));
        QVERIFY(levels.front().solvableRounds > 300);
        QVERIFY2(levels.front().exactRate >= 0.15 && levels.front().exactRate <= 0.35,
                 qPrintable(QString::number(levels.front().exactRate)));
        QCOMPARE(levels.back().exactRate, 1.0);
        for (std::size_t i = 1; i < levels.size(); ++i) {
            QVERIFY2(levels[i].exactRate > levels[i - 1].exactRate,
                     qPrintable(QStringLiteral("level %1: %2 <= %3")
                                    .arg(i + 1)
                                    .arg(levels[i].exactRate)
                                    .arg(levels[i - 1].exactRate)));
            QVERIFY(levels[i].meanDistance < levels[i - 1].meanDistance);
            QVERIFY(levels[i].meanPoints > levels[i - 1].meanPoints);
            QVERIFY(levels[i].allValid);
        }
    }

    void theChampionIsTheSolver()
    {
        const ContestantStyle champion = contestantProfile(kContestantLevels).style;
        const std::vector<SurveyRound> rounds = surveyRounds(60, 5);
        for (std::size_t i = 0; i < rounds.size(); ++i) {
            for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
                const SurveyRound &r = rounds[i];
                const auto answer = contestantAnswer(champion, r.tiles, r.target, mode, 30'000, i);
                const BestAnswer best = *Solver(r.tiles, mode).best(r.target);
                QCOMPARE(answer->distance, best.distance);
                if (answer->early)
                    QVERIFY(answer->thinkingMs <= 6'000); // within seconds
            }
        }
    }

    void theRoundsDifficultyShows()
    {
        // 75 × 8 + 2: what people see first. Every level nearly always gets it, and early.
        for (int level = 1; level <= kContestantLevels; ++level) {
            int exact = 0;
            qint64 thinking = 0;
            for (quint64 seed = 0; seed < 40; ++seed) {
                const auto easy =
                    contestantAnswer(contestantProfile(level).style, {75, 8, 2, 3, 1, 9}, 602,
                                     SolveMode::DropAllowed, 30'000, seed);
                exact += easy->distance == 0;
                thinking += easy->thinkingMs;
            }
            QVERIFY2(exact >= 36,
                     qPrintable(QStringLiteral("level %1: %2 of 40").arg(level).arg(exact)));
            QVERIFY(thinking / 40 < 15'000);
        }
        // 952 from 25 50 75 100 3 6 needs all six numbers and a division: the two weakest never
        // find it, whatever the seed; the champion always does.
        const std::vector<Number> hard = {25, 50, 75, 100, 3, 6};
        for (quint64 seed = 0; seed < 20; ++seed) {
            for (int level = 1; level <= 2; ++level) {
                const auto answer = contestantAnswer(contestantProfile(level).style, hard, 952,
                                                     SolveMode::DropAllowed, 30'000, seed);
                QVERIFY(answer->distance > 0);
                QCOMPARE(answer->thinkingMs, qint64(30'000));
            }
            QCOMPARE(contestantAnswer(contestantProfile(kContestantLevels).style, hard, 952,
                                      SolveMode::DropAllowed, 30'000, seed)
                         ->distance,
                     Number(0));
        }
    }

    void thinkingFitsTheClock()
    {
        const ContestantStyle style = contestantProfile(3).style;
        const std::vector<Number> tiles = {100, 4, 9, 7, 3, 1};
        // Less time, no more positions; an untimed round gives 30 seconds.
        const auto quick = contestantAnswer(style, tiles, 873, SolveMode::DropAllowed, 10'000, 1);
        const auto full = contestantAnswer(style, tiles, 873, SolveMode::DropAllowed, 30'000, 1);
        const auto untimed = contestantAnswer(style, tiles, 873, SolveMode::DropAllowed, 0, 1);
        QVERIFY(quick->thinkingMs <= 10'000);
        QVERIFY(quick->positions <= full->positions);
        QCOMPARE(untimed->thinkingMs, full->thinkingMs);
        QCOMPARE(untimed->expression, full->expression);
    }

    void cancelled()
    {
        const std::vector<Number> tiles = {25, 50, 75, 100, 3, 6};
        const SolveControl stop{[] { return true; }, {}};
        for (int level = 1; level <= kContestantLevels; ++level)
            QVERIFY(!contestantAnswer(contestantProfile(level).style, tiles, 952,
                                      SolveMode::DropAllowed, 30'000, 1, stop));
    }

    void picksLargeAsPeopleDo()
    {
        PortableRandom random(99);
        std::map<int, int> picks;
        for (int i = 0; i < 10'000; ++i)
            ++picks[contestantPicksLarge(random)];
        QCOMPARE(int(picks.size()), 5); // 0 to 4, each at least once
        QCOMPARE(picks.begin()->first, 0);
        QCOMPARE(picks.rbegin()->first, 4);
        for (const auto &[large, count] : picks) {
            if (large != 1)
                QVERIFY(picks[1] > 2 * count); // mostly one large
        }
        QVERIFY(picks[4] > 200); // sometimes four
    }

    // The survey reports its thinking times as medians (written out here, not recomputed).
    void theSurveysMedian()
    {
        QCOMPARE(median({}), 0.0);
        QCOMPARE(median({7}), 7.0);
        QCOMPARE(median({9, 1}), 5.0);
        QCOMPARE(median({30, 4, 11}), 11.0);
        QCOMPARE(median({8, 2, 6, 4, 100, 1}), 5.0);
    }
};

QTEST_GUILESS_MAIN(TestContestant)
#include "tst_contestant.moc"
