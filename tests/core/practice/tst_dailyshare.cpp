// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The daily puzzle's loop: the share text (golden strings: what players paste must not change
// by accident, and must never give the puzzle away), the streaks of days played, the time to the
// next puzzle.
#include "dailyshare.h"

#include <QTest>
#include <QTimeZone>

using namespace countdown;

namespace {

RoundRecord attempt(QDate day, std::optional<Number> value, qint64 ms, int hints = 0,
                    bool answerShown = false)
{
    RoundRecord r;
    r.dailyDate = day;
    r.numbers = {25, 75, 9, 8, 7, 4};
    r.target = 551;
    r.playerValue = value;
    r.playerWorking = QStringLiteral("75 * 8 - 9 * 7 + 4 * 25 - 96");
    r.millisecondsUsed = ms;
    r.hintsTaken = hints;
    r.answerShown = answerShown;
    return r;
}

RoundRecord played(QDate day)
{
    return attempt(day, 551, 20'000);
}

} // namespace

class TestDailyShare : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shareText_data()
    {
        QTest::addColumn<RoundRecord>("attempt");
        QTest::addColumn<QString>("text");
        const QDate day(2026, 12, 1); // #335
        QTest::newRow("exact, no hint") << attempt(day, 551, 23'400)
                                        << "Countdown Numbers #335 · 2026-12-01\n"
                                           "🟩 exact · 💡 0/4 · ⏱ 23 s";
        QTest::newRow("3 away, one hint") << attempt(day, 548, 29'600, 1)
                                          << "Countdown Numbers #335 · 2026-12-01\n"
                                             "🟨 within 5 · 💡 1/4 · ⏱ 30 s";
        QTest::newRow("10 above") << attempt(day, 561, 30'000)
                                  << "Countdown Numbers #335 · 2026-12-01\n"
                                     "🟧 within 10 · 💡 0/4 · ⏱ 30 s";
        QTest::newRow("11 below, every hint") << attempt(day, 540, 30'000, 4)
                                              << "Countdown Numbers #335 · 2026-12-01\n"
                                                 "🟥 further off · 💡 4/4 · ⏱ 30 s";
        QTest::newRow("nothing declared") << attempt(day, std::nullopt, 30'000)
                                          << "Countdown Numbers #335 · 2026-12-01\n"
                                             "⬛ no answer · 💡 0/4 · ⏱ 30 s";
        QTest::newRow("answer shown") << attempt(day, 551, 4'000, 0, true)
                                      << "Countdown Numbers #335 · 2026-12-01\n"
                                         "👀 answer shown · 💡 0/4 · ⏱ 4 s";
        QTest::newRow("a year on: #366") << attempt(QDate(2027, 1, 1), 551, 9'499)
                                         << "Countdown Numbers #366 · 2027-01-01\n"
                                            "🟩 exact · 💡 0/4 · ⏱ 9 s";
    }

    void shareText()
    {
        QFETCH(RoundRecord, attempt);
        QFETCH(QString, text);
        const QString shared = dailyShareText(attempt);
        QCOMPARE(shared, text);
        // No spoiler: neither the target, nor a tile, nor the working.
        QVERIFY(!shared.contains(QStringLiteral("551")));
        QVERIFY(!shared.contains(QStringLiteral("75")));
        QVERIFY(!shared.contains(QStringLiteral(" 25")));
        QVERIFY(!shared.contains(attempt.playerWorking));
    }

    void streaks()
    {
        const QDate today(2026, 12, 10);
        // 1-3 Dec, then 6-9 Dec: the best run is four days, still current the day after.
        std::vector<RoundRecord> rounds;
        for (int d : {1, 2, 3, 6, 7, 8, 9})
            rounds.push_back(played(QDate(2026, 12, d)));
        RoundRecord notDaily = played(QDate());
        rounds.push_back(notDaily);
        DailyStreaks s = dailyStreaks(rounds, today);
        QCOMPARE(s.daysPlayed, 7);
        QCOMPARE(s.best, 4);
        QCOMPARE(s.current, 4); // today is still to play
        QCOMPARE(dailyStreaks(rounds, QDate(2026, 12, 9)).current, 4);
        QCOMPARE(dailyStreaks(rounds, QDate(2026, 12, 11)).current, 0); // a day was missed
        // Played today as well: five in a row.
        rounds.push_back(played(today));
        s = dailyStreaks(rounds, today);
        QCOMPARE(s.current, 5);
        QCOMPARE(s.best, 5);
        // Two records of one day (two instances of the game) are one day; the order of the
        // records does not matter.
        rounds.push_back(played(QDate(2026, 12, 2)));
        std::reverse(rounds.begin(), rounds.end());
        s = dailyStreaks(rounds, today);
        QCOMPARE(s.daysPlayed, 8);
        QCOMPARE(s.current, 5);
        QCOMPARE(dailyStreaks({}, today).best, 0);
        // Across the end of a year.
        const std::vector<RoundRecord> newYear = {played(QDate(2026, 12, 31)),
                                                  played(QDate(2027, 1, 1))};
        QCOMPARE(dailyStreaks(newYear, QDate(2027, 1, 1)).current, 2);
    }

    void nextPuzzle_data()
    {
        QTest::addColumn<QDateTime>("now");
        QTest::addColumn<qint64>("seconds");
        const QTimeZone utc = QTimeZone::utc();
        QTest::newRow("evening") << QDateTime(QDate(2026, 12, 1), QTime(18, 47, 30), utc)
                                 << qint64(5 * 3600 + 12 * 60 + 30);
        QTest::newRow("just after midnight")
            << QDateTime(QDate(2026, 12, 1), QTime(0, 0, 1), utc) << qint64(24 * 3600 - 1);
        QTest::newRow("last second")
            << QDateTime(QDate(2026, 12, 31), QTime(23, 59, 59), utc) << qint64(1);
        // Paris, the night the clocks go back (2026-10-25 has 25 hours).
        const QTimeZone paris("Europe/Paris");
        if (paris.isValid())
            QTest::newRow("a 25-hour day")
                << QDateTime(QDate(2026, 10, 25), QTime(0, 30), paris) << qint64(24 * 3600 + 1800);
    }

    void nextPuzzle()
    {
        QFETCH(QDateTime, now);
        QFETCH(qint64, seconds);
        QCOMPARE(secondsToNextDaily(now), seconds);
    }
};

QTEST_GUILESS_MAIN(TestDailyShare)
#include "tst_dailyshare.moc"
