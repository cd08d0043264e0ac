// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the round's controller keeps in the history (roundrecorder.h), without a controller: a
// finished round once and only once, never a lesson, games begun and finished, the day's attempt
// as the history says, and nothing at all (with every attempt allowed) without a history.

#include "history.h"
#include "practiceservice.h"
#include "roundoutcome.h"
#include "roundrecorder.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace countdown;

namespace {

RoundOutcome dailyAttemptAt(QDate date)
{
    RoundOutcome outcome = outcomeOf(dailyRound(date, false));
    outcome.result.hasDeclaration = true;
    outcome.result.value = outcome.target;
    outcome.result.points = 10;
    outcome.best.value = outcome.target;
    return outcome;
}

} // namespace

class TestRoundRecorder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keepsAFinishedRoundOnce()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        PracticeService practice(&history);
        RoundRecorder recorder;
        recorder.setPractice(&practice);
        const QDate day(2026, 12, 5);

        recorder.keep(dailyAttemptAt(day)); // nothing has finished
        QVERIFY(history.rounds().empty());
        QCOMPARE(recorder.dailyAttempted(day).value(), false);

        recorder.roundFinished(true);
        QVERIFY(recorder.isPending());
        recorder.keep(dailyAttemptAt(day));
        QVERIFY(!recorder.isPending());
        recorder.keep(dailyAttemptAt(day)); // kept already
        QCOMPARE(history.rounds().size(), std::size_t(1));
        QCOMPARE(history.rounds()[0].dailyDate, day);
        QCOMPARE(recorder.dailyAttempted(day).value(), true);
        QCOMPARE(recorder.dailyAttempted(day.addDays(1)).value(), false);
    }

    void neverKeepsALesson()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        PracticeService practice(&history);
        RoundRecorder recorder;
        recorder.setPractice(&practice);
        recorder.roundFinished(false);
        QVERIFY(!recorder.isPending());
        recorder.keep(dailyAttemptAt(QDate(2026, 12, 5)));
        QVERIFY(history.rounds().empty());
    }

    void beginsAndFinishesGames()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        PracticeService practice(&history);
        RoundRecorder recorder;
        recorder.setPractice(&practice);
        const RoundRecorder::GameStart game = recorder.gameStarted(3, std::nullopt);
        QVERIFY(game.id != 0);
        QVERIFY(!game.earlier); // not a practice
        QCOMPARE(history.games().size(), std::size_t(1));
        QCOMPARE(history.games()[0].finished, false);
        recorder.gameFinished(game.id);
        QCOMPARE(history.games()[0].finished, true);

        RoundKind twoLarge;
        twoLarge.large = 2;
        const RoundRecorder::GameStart focused = recorder.gameStarted(10, twoLarge);
        QVERIFY(focused.id != 0 && focused.id != game.id);
        QVERIFY(focused.earlier);
        QCOMPARE(focused.earlier->kind, twoLarge);
        QCOMPARE(focused.earlier->roundsBefore, 0);
    }

    void withoutAHistoryKeepsNothingAndAllowsEveryAttempt()
    {
        RoundRecorder recorder;
        QSignalSpy failed(&recorder, &RoundRecorder::historyFailed);
        recorder.roundFinished(true);
        recorder.keep(dailyAttemptAt(QDate(2026, 12, 5)));
        QVERIFY(!recorder.isPending());
        QCOMPARE(recorder.dailyAttempted(QDate(2026, 12, 5)).value(), false);
        const RoundRecorder::GameStart game = recorder.gameStarted(3, std::nullopt);
        QCOMPARE(game.id, qint64(0));
        recorder.gameFinished(game.id);
        // A practice still measures itself, from nothing.
        RoundKind hard;
        hard.axis = RoundKind::Axis::Difficulty;
        hard.difficulty = Difficulty::Hard;
        const RoundRecorder::GameStart practice = recorder.gameStarted(10, hard);
        QVERIFY(practice.earlier);
        QCOMPARE(practice.earlier->kind, hard);
        QVERIFY(practice.earlier->startedAt.isValid());
        QCOMPARE(failed.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestRoundRecorder)
#include "tst_roundrecorder.moc"
