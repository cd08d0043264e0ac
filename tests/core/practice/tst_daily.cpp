// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The daily puzzle must be the same on every OS and compiler for a given date: golden values come
// from tests/tools/golden_draws.py, an independent Python implementation of the frozen derivation
// documented in core/practice/daily.h (not from this code).
#include "daily.h"
#include "rules.h"

#include <QTest>

#include <algorithm>

using namespace countdown;

Q_DECLARE_METATYPE(std::vector<countdown::Number>)

class TestDaily : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<QDate>("date");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("number");
        QTest::addColumn<int>("large");
        QTest::addColumn<std::vector<Number>>("tiles");
        QTest::addColumn<Number>("target");
        const auto row = [](const char *date, quint64 seed, int number, int large,
                            std::vector<Number> tiles, Number target) {
            QTest::newRow(date) << QDate::fromString(QString::fromLatin1(date), Qt::ISODate) << seed
                                << number << large << tiles << target;
        };
        row("2026-01-01", 0xCF188E49584D69CE, 1, 1, {25, 4, 1, 8, 7, 5}, 280);
        row("2026-11-30", 0x48510DB36F1C2D20, 334, 4, {50, 25, 75, 100, 7, 2}, 494);
        row("2027-02-28", 0x675C5A249F8933AA, 424, 1, {50, 6, 5, 10, 10, 4}, 406);
        row("2028-02-29", 0x88473FAE3854EEB7, 790, 2, {25, 50, 4, 9, 1, 9}, 714);
        row("2030-12-31", 0x02E32BBF2745B1E9, 1826, 4, {75, 100, 50, 25, 2, 2}, 518);
        // Before the first day the derivation still holds; the number is 0 or less.
        row("2025-12-31", 0xA0FAB9A356F14BA9, 0, 1, {75, 2, 10, 8, 7, 6}, 454);
    }

    void golden()
    {
        QFETCH(QDate, date);
        QFETCH(quint64, seed);
        QFETCH(int, number);
        QFETCH(int, large);
        QFETCH(std::vector<Number>, tiles);
        QFETCH(Number, target);
        QVERIFY(date.isValid());
        QCOMPARE(dailySeed(date), std::uint64_t(seed));
        const DailyPuzzle puzzle = dailyPuzzle(date);
        QCOMPARE(puzzle.date, date);
        QCOMPARE(puzzle.number, number);
        QCOMPARE(puzzle.large, large);
        QCOMPARE(puzzle.tiles, tiles);
        QCOMPARE(puzzle.target, target);
    }

    void sameDateSamePuzzle()
    {
        const QDate date(2026, 6, 15);
        const DailyPuzzle a = dailyPuzzle(date);
        const DailyPuzzle b =
            dailyPuzzle(QDate::fromString(QStringLiteral("2026-06-15"), Qt::ISODate));
        QCOMPARE(a.tiles, b.tiles);
        QCOMPARE(a.target, b.target);
        QCOMPARE(a.large, b.large);
        QCOMPARE(a.number, b.number);
    }

    // Over two years of days: every puzzle follows the UK rules, the numbers count the days, and
    // the days differ (the same tiles and target on two days of 730 would be a broken seed).
    void everyDayIsAValidDistinctRound()
    {
        const QDate first(2026, 1, 1);
        std::vector<std::pair<std::vector<Number>, Number>> seen;
        std::array<int, kMaxLarge + 1> largeCounts{};
        for (int day = 0; day < 730; ++day) {
            const QDate date = first.addDays(day);
            const DailyPuzzle p = dailyPuzzle(date);
            QCOMPARE(p.number, day + 1);
            QVERIFY(p.large >= 0 && p.large <= kMaxLarge);
            ++largeCounts[std::size_t(p.large)];
            QCOMPARE(int(p.tiles.size()), kTilesPerRound);
            QVERIFY2(p.target >= 100 && p.target <= 999, qPrintable(date.toString(Qt::ISODate)));
            // large numbers first, exactly `large` of them, each from the large set, no repeats
            std::vector<Number> large(p.tiles.begin(), p.tiles.begin() + p.large);
            std::vector<Number> small(p.tiles.begin() + p.large, p.tiles.end());
            for (const Number n : large)
                QVERIFY(n == 25 || n == 50 || n == 75 || n == 100);
            std::sort(large.begin(), large.end());
            QVERIFY(std::adjacent_find(large.begin(), large.end()) == large.end());
            for (const Number n : small) {
                QVERIFY(n >= 1 && n <= 10);
                QVERIFY(std::count(small.begin(), small.end(), n) <= 2);
            }
            seen.push_back({p.tiles, p.target});
        }
        // Each number of large comes up (expected 146 times each in 730 days).
        for (const int count : largeCounts)
            QVERIFY2(count > 80, "a number of large is (nearly) never chosen");
        std::sort(seen.begin(), seen.end());
        QVERIFY(std::adjacent_find(seen.begin(), seen.end()) == seen.end());
        QVERIFY(dailySeed(first) != dailySeed(first.addDays(1)));
    }

    void invalidDateHasNoPuzzle()
    {
        const DailyPuzzle p = dailyPuzzle(QDate());
        QVERIFY(p.tiles.empty());
        QCOMPARE(p.number, 0);
    }
};

QTEST_GUILESS_MAIN(TestDaily)
#include "tst_daily.moc"
