// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The practice service: with a history it keeps rounds and games, says when the figures change,
// and finds daily attempts; without one nothing is kept, reads give nothing and the actions that
// need a history say so in words.
#include "challengecode.h"
#include "history.h"
#include "practiceservice.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace countdown;

namespace {
RoundRecord round(int points, Number playerValue, QDate daily = {})
{
    RoundRecord r;
    r.playedAt = QDateTime(QDate(2026, 11, 30), QTime(20, 15), QTimeZone::utc());
    r.rules = RuleSet::Countdown;
    r.numbers = {25, 50, 75, 100, 3, 6};
    r.target = 952;
    r.large = 4;
    r.playerValue = playerValue;
    r.points = points;
    r.millisecondsUsed = 21'000;
    r.dailyDate = daily;
    r.solverBest = 952;
    r.solverSolutions = 2;
    return r;
}
} // namespace

class TestPracticeService : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void withoutAHistoryNothingIsKept()
    {
        PracticeService practice(nullptr);
        QSignalSpy changed(&practice, &PracticeService::historyChanged);
        QVERIFY(!practice.isKeeping());
        QCOMPARE(practice.openReport(), nullptr);
        const Result<qint64> stored = practice.recordRound(round(10, 952));
        QVERIFY(stored);
        QCOMPARE(stored.value(), qint64(0));
        QCOMPARE(practice.startGame(3).value(), qint64(0));
        QVERIFY(!practice.finishGame(7));
        QVERIFY(practice.rounds().empty());
        QCOMPARE(practice.statistics({}).rounds, 0);
        const Result<std::optional<RoundRecord>> attempt =
            practice.dailyAttempt(QDate(2026, 11, 30));
        QVERIFY(attempt);
        QVERIFY(!attempt.value());
        QCOMPARE(practice.recordChallengeReply(QStringLiteral("AAAA-BBBB")).value(), false);
        QVERIFY(practice.report({}, QDate(2026, 11, 30)).challengers.empty());
        QCOMPARE(changed.count(), 0);

        // What needs a history fails with a reason the player can read, not silently.
        QTemporaryDir dir;
        const Result<int> exported = practice.exportCsv(dir.filePath(QStringLiteral("h.csv")));
        QVERIFY(!exported);
        QCOMPARE(exported.error().kind, ErrorKind::ExportingHistoryFailed);
        const QString notKept = errorMessage(Error{ErrorKind::HistoryNotKept, -1, {}});
        QVERIFY(!notKept.isEmpty());
        QVERIFY2(errorMessage(exported.error()).contains(notKept),
                 qPrintable(errorMessage(exported.error())));
        const Result<QString> cleared = practice.clear();
        QVERIFY(!cleared);
        QCOMPARE(cleared.error().kind, ErrorKind::ClearingHistoryFailed);
        QVERIFY(errorMessage(cleared.error()).contains(notKept));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("h.csv"))));
    }

    void keepsRoundsAndSaysWhenTheFiguresChange()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        PracticeService practice(&history);
        QSignalSpy changed(&practice, &PracticeService::historyChanged);
        QVERIFY(practice.isKeeping());
        QVERIFY(practice.openReport() != nullptr);
        QVERIFY(practice.openReport()->ok);

        const Result<qint64> game = practice.startGame(2);
        QVERIFY(game);
        QVERIFY(game.value() > 0);
        QCOMPARE(changed.count(), 0); // a game begun changes no figure yet
        RoundRecord first = round(10, 952);
        first.gameId = game.value();
        QVERIFY(practice.recordRound(first).value() > 0);
        QCOMPARE(changed.count(), 1);
        QVERIFY(practice.recordRound(round(7, 950)).value() > 0);
        QCOMPARE(changed.count(), 2);
        QVERIFY(!practice.finishGame(game.value()));
        QVERIFY(practice.finishGame(game.value() + 100).has_value()); // no such game

        QCOMPARE(int(practice.rounds().size()), 2);
        QCOMPARE(practice.rounds().front().gameId, game.value());
        const Statistics stats = practice.statistics({});
        QCOMPARE(stats.rounds, 2);
        QCOMPARE(stats.totalPoints, 17);
        QCOMPARE(stats.exactRounds, 1);

        const Result<int> exported = practice.exportCsv(dir.filePath(QStringLiteral("h.csv")));
        QVERIFY(exported);
        QCOMPARE(exported.value(), 2);

        const Result<QString> backup = practice.clear();
        QVERIFY(backup);
        QVERIFY(QFile::exists(backup.value()));
        QCOMPARE(changed.count(), 3);
        QVERIFY(practice.rounds().empty());
        QCOMPARE(practice.statistics({}).rounds, 0);
    }

    // A reply opened is kept once and counted against the friend who sent it; only a new one
    // changes the figures.
    void keepsRepliesToChallenges()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        PracticeService practice(&history);
        QSignalSpy changed(&practice, &PracticeService::historyChanged);
        Challenge reply;
        reply.tiles = {100, 75, 3, 7, 9, 2};
        reply.target = 834;
        reply.sender = ChallengeResult{QStringLiteral("Anna"), 834, 10, 20'000, 0};
        reply.reply = ChallengeResult{QStringLiteral("Ben"), 830, 7, 12'000, 0};
        const QString code = challengeCode(reply);
        QCOMPARE(practice.recordChallengeReply(code).value(), true);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(practice.recordChallengeReply(code).value(), false);
        QCOMPARE(changed.count(), 1);
        const std::vector<ChallengerRecord> challengers =
            practice.report({}, QDate(2026, 12, 5)).challengers;
        QCOMPARE(challengers.size(), std::size_t(1));
        QCOMPARE(challengers[0].name, QStringLiteral("Ben"));
        QCOMPARE(challengers[0].won, 1); // Anna, the player, was exact; Ben 4 away
        QCOMPARE(challengers[0].lost, 0);
        QVERIFY(practice.rounds().empty());
    }

    void findsTheDailyAttempt()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        PracticeService practice(&history);
        const QDate day(2026, 12, 1);
        QVERIFY(!practice.dailyAttempt(day).value());
        QVERIFY(practice.recordRound(round(5, 945)));      // not a daily round
        QVERIFY(practice.recordRound(round(7, 948, day))); // the attempt
        QVERIFY(practice.recordRound(round(10, 952, day.addDays(-1))));
        const Result<std::optional<RoundRecord>> attempt = practice.dailyAttempt(day);
        QVERIFY(attempt);
        QVERIFY(attempt.value().has_value());
        QCOMPARE(attempt.value()->points, 7);
        QCOMPARE(attempt.value()->playerValue, std::optional<Number>(948));
        QVERIFY(!practice.dailyAttempt(day.addDays(1)).value());

        // The statistics window's report: the figures, and the two days played in a row up to
        // today (none the day after tomorrow).
        const PracticeReport report = practice.report(StatisticsOptions{}, day);
        QCOMPARE(report.statistics.rounds, 3);
        QCOMPARE(report.statistics.totalPoints, 22);
        QVERIFY(report.contestants.empty());
        QCOMPARE(report.daily.current, 2);
        QCOMPARE(report.daily.best, 2);
        QCOMPARE(report.daily.daysPlayed, 2);
        QCOMPARE(practice.report(StatisticsOptions{}, day.addDays(2)).daily.current, 0);
        QCOMPARE(PracticeService(nullptr).report(StatisticsOptions{}, day).statistics.rounds, 0);
    }
};

QTEST_GUILESS_MAIN(TestPracticeService)
#include "tst_practiceservice.moc"
