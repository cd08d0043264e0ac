// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The daily set must be the same on every OS and compiler for a given date (this runs under Wine
// too): golden sets, written here once from the first run and never recomputed (a change of the
// derivation in dailyset.h, or of what the solver calls the easiest solution, shows here); every
// puzzle checked exact by the brute-force solver, not by ours; the order of difficulty; the stars
// and their scale with hints; the share text; which attempts count.
#include "bruteforce.h"
#include "daily.h"
#include "dailyset.h"
#include "dailyshare.h"

#include <QTest>

#include <algorithm>

using namespace countdown;

Q_DECLARE_METATYPE(std::vector<countdown::Number>)

namespace {

QDate day(const char *iso)
{
    return QDate::fromString(QString::fromLatin1(iso), Qt::ISODate);
}

RoundRecord setAttempt(QDate date, int position, std::optional<Number> value, Number target = 500,
                       int hints = 0, bool shown = false)
{
    RoundRecord r;
    r.rules = RuleSet::Custom;
    r.target = target;
    r.playerValue = value;
    r.hintsTaken = hints;
    r.answerShown = shown;
    r.dailySetDate = date;
    r.dailySetPosition = position;
    return r;
}

} // namespace

class TestDailySet : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<QDate>("date");
        QTest::addColumn<int>("number");
        QTest::addColumn<std::vector<std::vector<Number>>>("tiles");
        QTest::addColumn<std::vector<Number>>("targets");
        QTest::addColumn<std::vector<Number>>("easiestNumbers");
        QTest::newRow("2026-01-01")
            << day("2026-01-01") << 1
            << std::vector<std::vector<Number>>{{75, 6, 3, 8, 2, 9},
                                                {6, 4, 8, 9, 8, 10},
                                                {100, 25, 10, 1, 4, 5},
                                                {1, 8, 1, 7, 10, 6},
                                                {75, 50, 100, 25, 6, 1}}
            << std::vector<Number>{108, 246, 565, 506, 864} << std::vector<Number>{3, 4, 5, 6, 6};
        QTest::newRow("2026-12-05")
            << day("2026-12-05") << 339
            << std::vector<std::vector<Number>>{{50, 9, 7, 6, 7, 4},
                                                {100, 4, 7, 2, 7, 6},
                                                {100, 7, 2, 1, 3, 10},
                                                {50, 25, 3, 7, 2, 5},
                                                {50, 100, 75, 5, 5, 6}}
            << std::vector<Number>{500, 449, 343, 959, 442} << std::vector<Number>{3, 4, 4, 5, 6};
        QTest::newRow("2028-02-29")
            << day("2028-02-29") << 790
            << std::vector<std::vector<Number>>{{50, 100, 1, 7, 10, 5},
                                                {25, 50, 100, 6, 9, 5},
                                                {75, 100, 1, 6, 7, 7},
                                                {50, 25, 100, 5, 6, 8},
                                                {9, 5, 2, 1, 4, 3}}
            << std::vector<Number>{109, 466, 152, 523, 577} << std::vector<Number>{3, 4, 5, 5, 6};
    }

    void golden()
    {
        QFETCH(QDate, date);
        QFETCH(int, number);
        QFETCH(std::vector<std::vector<Number>>, tiles);
        QFETCH(std::vector<Number>, targets);
        QFETCH(std::vector<Number>, easiestNumbers);
        const DailySet set = dailySet(date);
        QCOMPARE(set.date, date);
        QCOMPARE(set.number, number);
        QCOMPARE(set.number, dailyPuzzle(date).number);
        QCOMPARE(int(set.puzzles.size()), kDailySetSize);
        for (int i = 0; i < kDailySetSize; ++i) {
            const DailySetPuzzle &puzzle = set.puzzles[std::size_t(i)];
            QCOMPARE(puzzle.position, i + 1);
            QCOMPARE(puzzle.tiles, tiles[std::size_t(i)]);
            QCOMPARE(puzzle.target, targets[std::size_t(i)]);
            QCOMPARE(Number(puzzle.ease.numbers), easiestNumbers[std::size_t(i)]);
        }
    }

    // A year of sets: five each, easiest first, every one exact by the brute-force solver with
    // the numbers its easiest solution is said to need, none a puzzle of one tile, the day's own
    // puzzle never among them.
    void everySetIsGradedAndExact()
    {
        for (QDate date = day("2027-01-01"); date < day("2028-01-01"); date = date.addDays(10)) {
            const DailySet set = dailySet(date);
            QCOMPARE(int(set.puzzles.size()), kDailySetSize);
            const DailyPuzzle daily = dailyPuzzle(date);
            for (std::size_t i = 0; i < set.puzzles.size(); ++i) {
                const DailySetPuzzle &puzzle = set.puzzles[i];
                if (i > 0)
                    QVERIFY2(!(puzzle.ease < set.puzzles[i - 1].ease),
                             qPrintable(date.toString(Qt::ISODate)));
                QCOMPARE(puzzle.tiles.size(), std::size_t(6));
                QVERIFY(puzzle.target >= 100 && puzzle.target <= 999);
                QVERIFY(!(puzzle.tiles == daily.tiles && puzzle.target == daily.target));
                const testsupport::BruteForceBest best = testsupport::bruteForceBest(
                    puzzle.tiles, puzzle.target, SolveMode::DropAllowed);
                QCOMPARE(best.distance, Number(0));
                QCOMPARE(best.fewest, puzzle.ease.numbers);
                QVERIFY(puzzle.ease.numbers >= 2);
            }
        }
    }

    void invalidDateHasNoPuzzles() { QVERIFY(dailySet(QDate()).puzzles.empty()); }

    void stars_data()
    {
        QTest::addColumn<std::optional<Number>>("declared");
        QTest::addColumn<int>("hints");
        QTest::addColumn<bool>("shown");
        QTest::addColumn<int>("stars");
        const auto row = [](const char *name, std::optional<Number> declared, int hints, bool shown,
                            int stars) {
            QTest::newRow(name) << declared << hints << shown << stars;
        };
        row("exact", 500, 0, false, 3);
        row("5 away", 505, 0, false, 2);
        row("5 below", 495, 0, false, 2);
        row("6 away", 506, 0, false, 1);
        row("10 away", 490, 0, false, 1);
        row("11 away", 511, 0, false, 0);
        row("exact, 1 hint", 500, 1, false, 2);
        row("exact, 2 hints", 500, 2, false, 2);
        row("exact, 3 hints", 500, 3, false, 1);
        row("exact, 4 hints", 500, 4, false, 1);
        row("10 away, 4 hints", 510, 4, false, 1);
        row("3 away, 3 hints", 503, 3, false, 1);
        row("no declaration", std::nullopt, 0, false, 0);
        row("answer shown", 500, 0, true, 0);
    }

    void stars()
    {
        QFETCH(std::optional<Number>, declared);
        QFETCH(int, hints);
        QFETCH(bool, shown);
        QFETCH(int, stars);
        QCOMPARE(dailySetStars(declared, 500, hints, shown), stars);
        QCOMPARE(dailySetStars(setAttempt(day("2026-12-05"), 1, declared, 500, hints, shown)),
                 stars);
    }

    void maxStarsFallWithHints()
    {
        QCOMPARE(maxStarsAfterHints(0), 3);
        QCOMPARE(maxStarsAfterHints(1), 2);
        QCOMPARE(maxStarsAfterHints(2), 2);
        QCOMPARE(maxStarsAfterHints(3), 1);
        QCOMPARE(maxStarsAfterHints(4), 1);
    }

    // Only the set's own attempts of that day count, the first of each position; the daily
    // puzzle's attempt and other days' are not the set's.
    void attemptsOfADay()
    {
        const QDate today = day("2026-12-05");
        RoundRecord daily;
        daily.dailyDate = today;
        daily.target = 500;
        daily.playerValue = 500;
        std::vector<RoundRecord> rounds{
            daily,
            setAttempt(today, 2, 503),
            setAttempt(today, 1, 500),
            setAttempt(today, 2, 500), // a second instance's: the first stored wins
            setAttempt(today.addDays(-1), 3, 500),
            setAttempt(today, 5, 500, 500, 0, true),
        };
        const DailySetAttempts attempts = dailySetAttempts(rounds, today);
        QCOMPARE(attempts.played(), 3);
        QVERIFY(!attempts.complete());
        QCOMPARE(attempts.puzzles[1]->playerValue, std::optional<Number>(503));
        QVERIFY(!attempts.puzzles[2]);
        QCOMPARE(attempts.stars(), 3 + 2 + 0);
    }

    void shareTextHasNoSpoiler()
    {
        const QDate today = day("2026-12-05");
        std::vector<RoundRecord> rounds{
            setAttempt(today, 1, 500),
            setAttempt(today, 2, 504),
            setAttempt(today, 3, 509),
            setAttempt(today, 4, 520),
            setAttempt(today, 5, 500, 500, 0, true),
        };
        const QString text = dailySetShareText(dailySetAttempts(rounds, today), 339);
        QCOMPARE(text, QStringLiteral("Countdown Numbers set #339 · 2026-12-05\n"
                                      "🟩🟨🟧🟥👀 ⭐ 6/15"));
        rounds.pop_back();
        rounds.pop_back();
        QCOMPARE(
            dailySetShareText(dailySetAttempts(rounds, today), 339).section(QLatin1Char('\n'), 1),
            QStringLiteral("🟩🟨🟧⬜⬜ ⭐ 6/15"));
    }

    // A day counts for the streaks once its five puzzles are played, on that day.
    void completedDaysMakeStreaks()
    {
        const QDate today = day("2026-12-05");
        std::vector<RoundRecord> rounds;
        for (const QDate &date : {today.addDays(-3), today.addDays(-2), today.addDays(-1)})
            for (int position = 1; position <= kDailySetSize; ++position)
                rounds.push_back(setAttempt(date, position, 500));
        rounds.push_back(setAttempt(today, 1, 500)); // today's is under way
        const std::vector<QDate> days = completedDailySetDays(rounds);
        QCOMPARE(days,
                 (std::vector<QDate>{today.addDays(-3), today.addDays(-2), today.addDays(-1)}));
        const DailyStreaks streaks = streaksOfDays(days, today);
        QCOMPARE(streaks.current, 3);
        QCOMPARE(streaks.best, 3);
        QCOMPARE(streaks.daysPlayed, 3);
        QCOMPARE(streaksOfDays(days, today.addDays(1)).current, 0);
    }
};

QTEST_GUILESS_MAIN(TestDailySet)
#include "tst_dailyset.moc"
