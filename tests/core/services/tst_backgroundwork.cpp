// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// BackgroundWork, the one way solver work leaves the UI thread: the newest task wins, a
// cancelled task delivers nothing more, progress and results arrive on the owner's thread in
// order, and destroying the owner stops the task in flight. No test waits for a length of time:
// the tasks hold until told (an atomic the test sets) or until they are cancelled.
#include "backgroundwork.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>
#include <new>
#include <vector>

using namespace countdown;

namespace {
// Spins, yielding, until the task is cancelled: a test that hangs here says it never was.
void holdUntilCancelled(const BackgroundWork::Task &task)
{
    while (!task.isCancelled())
        QThread::yieldCurrentThread();
}
} // namespace

class TestBackgroundWork : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void deliveriesArriveInOrderOnTheOwnersThread()
    {
        BackgroundWork work(QStringLiteral("test-work"));
        QSignalSpy finished(&work, &BackgroundWork::finished);
        std::vector<int> received;
        std::vector<quint64> currentAtDelivery;
        QThread *workerThread = nullptr;
        const quint64 id = work.start([&](const BackgroundWork::Task &task) {
            workerThread = QThread::currentThread();
            for (int i = 1; i <= 3; ++i)
                task.deliver([&, i] {
                    QCOMPARE(QThread::currentThread(), qApp->thread());
                    received.push_back(i);
                    currentAtDelivery.push_back(work.current());
                });
            task.deliverResult([&] {
                received.push_back(4);
                currentAtDelivery.push_back(work.current());
            });
        });
        QVERIFY(id != 0);
        QCOMPARE(work.current(), id);
        QVERIFY(work.isBusy());
        QVERIFY(finished.wait(30000));
        QCOMPARE(received, (std::vector<int>{1, 2, 3, 4}));
        // The task is wanted while it delivers along the way, and over when its result arrives.
        QCOMPARE(currentAtDelivery, (std::vector<quint64>{id, id, id, 0}));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<quint64>(), id);
        QVERIFY(!work.isBusy());
        QVERIFY(workerThread != nullptr);
        QVERIFY(workerThread != qApp->thread());
        QCOMPARE(workerThread->objectName(), QStringLiteral("test-work"));
        QCOMPARE(workerThread->priority(), QThread::LowPriority);
    }

    void workWithoutAResultStillFinishes()
    {
        BackgroundWork work(QStringLiteral("test-work"));
        QSignalSpy finished(&work, &BackgroundWork::finished);
        const quint64 id = work.start([](const BackgroundWork::Task &) {});
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.at(0).at(0).value<quint64>(), id);
        QCOMPARE(work.current(), quint64(0));
    }

    // Memory running out in a task is reported, not the end of the program, and the thread
    // goes on with the next task.
    void aTaskOutOfMemoryFailsAndTheNextRuns()
    {
        BackgroundWork work(QStringLiteral("test-work"));
        QSignalSpy failed(&work, &BackgroundWork::failed);
        QSignalSpy finished(&work, &BackgroundWork::finished);
        bool delivered = false;
        const quint64 id = work.start([&](const BackgroundWork::Task &task) {
            task.deliver([&] { delivered = true; });
            throw std::bad_alloc();
        });
        QVERIFY(finished.wait(30000));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).value<quint64>(), id);
        QCOMPARE(failed.at(0).at(1).value<Error>().kind, ErrorKind::OutOfMemory);
        QCOMPARE(finished.at(0).at(0).value<quint64>(), id);
        QVERIFY(delivered); // what it delivered before still arrives, first
        QVERIFY(!work.isBusy());

        bool next = false;
        work.start(
            [&](const BackgroundWork::Task &task) { task.deliverResult([&] { next = true; }); });
        QVERIFY(finished.wait(30000));
        QVERIFY(next);
        QCOMPARE(failed.count(), 1);
    }

    void theNewestTaskWins()
    {
        BackgroundWork work(QStringLiteral("test-work"));
        QSignalSpy finished(&work, &BackgroundWork::finished);
        std::atomic<bool> firstRunning{false};
        std::atomic<bool> firstSawCancel{false};
        std::vector<int> received;
        const quint64 first = work.start([&](const BackgroundWork::Task &task) {
            firstRunning = true;
            task.deliver([&] { received.push_back(1); });
            holdUntilCancelled(task);
            firstSawCancel = true;
            task.deliverResult([&] { received.push_back(2); }); // too late: dropped
        });
        QTRY_VERIFY_WITH_TIMEOUT(firstRunning.load(), 30000);
        const quint64 second = work.start([&](const BackgroundWork::Task &task) {
            task.deliverResult([&] { received.push_back(3); });
        });
        QVERIFY(second != first);
        QCOMPARE(work.current(), second);
        QVERIFY(finished.wait(30000));
        QVERIFY(firstSawCancel.load());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<quint64>(), second);
        // What the first task delivered before it was superseded may or may not have arrived
        // first; what it sent after never does.
        QVERIFY(received == std::vector<int>{3} || received == (std::vector<int>{1, 3}));
    }

    void aTaskSupersededWhileQueuedNeverRuns()
    {
        BackgroundWork work(QStringLiteral("test-work"));
        QSignalSpy finished(&work, &BackgroundWork::finished);
        std::atomic<bool> release{false};
        std::atomic<bool> blockerRunning{false};
        std::atomic<int> queuedRuns{0};
        // The blocker holds the thread until released, cancelled or not: were it to return when
        // the next start cancels it, that task could be taken before the last start, and run.
        work.start([&](const BackgroundWork::Task &) {
            blockerRunning = true;
            while (!release.load())
                QThread::yieldCurrentThread();
        });
        QTRY_VERIFY_WITH_TIMEOUT(blockerRunning.load(), 30000);
        work.start([&](const BackgroundWork::Task &) { ++queuedRuns; }); // queued behind it
        const quint64 last = work.start([](const BackgroundWork::Task &) {});
        release = true;
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<quint64>(), last);
        QCOMPARE(queuedRuns.load(), 0);
    }

    void cancelStopsTheTaskAndDropsTheRest()
    {
        BackgroundWork work(QStringLiteral("test-work"));
        QSignalSpy finished(&work, &BackgroundWork::finished);
        std::atomic<bool> sawCancel{false};
        std::atomic<bool> returned{false};
        int received = 0;
        work.start([&](const BackgroundWork::Task &task) {
            task.deliver([&] { ++received; });
            holdUntilCancelled(task);
            sawCancel = true;
            task.deliver([&] { received += 100; });
            returned = true;
        });
        QTRY_COMPARE_WITH_TIMEOUT(received, 1, 30000);
        work.cancel();
        QCOMPARE(work.current(), quint64(0));
        QTRY_VERIFY_WITH_TIMEOUT(returned.load(), 30000);
        // Whatever it posted is in the queue by now: deliver it, and see that none of it ran.
        QCoreApplication::processEvents();
        QVERIFY(sawCancel.load());
        QCOMPARE(received, 1);
        QCOMPARE(finished.count(), 0);
    }

    void progressReachesTheOwner()
    {
        BackgroundWork work(QStringLiteral("test-work"));
        QSignalSpy progressed(&work, &BackgroundWork::progressed);
        QSignalSpy finished(&work, &BackgroundWork::finished);
        const quint64 id = work.start([](const BackgroundWork::Task &task) {
            task.control().progress(0.25);
            task.control().progress(1.0);
            QVERIFY(!task.control().cancelled());
        });
        QVERIFY(finished.wait(30000));
        QCOMPARE(progressed.count(), 2);
        QCOMPARE(progressed.at(0).at(0).value<quint64>(), id);
        QCOMPARE(progressed.at(0).at(1).toDouble(), 0.25);
        QCOMPARE(progressed.at(1).at(1).toDouble(), 1.0);
    }

    void destroyingTheOwnerStopsTheTaskInFlight()
    {
        auto work = std::make_unique<BackgroundWork>(QStringLiteral("test-work"));
        std::atomic<bool> running{false};
        std::atomic<bool> sawCancel{false};
        bool delivered = false;
        work->start([&](const BackgroundWork::Task &task) {
            running = true;
            holdUntilCancelled(task);
            sawCancel = true;
            task.deliverResult([&] { delivered = true; });
        });
        QTRY_VERIFY_WITH_TIMEOUT(running.load(), 30000);
        // The task holds until it is cancelled: the destructor returning at all says it was.
        work.reset();
        QVERIFY(sawCancel.load());
        QCoreApplication::processEvents(); // its result was posted to nobody
        QVERIFY(!delivered);
    }
};

QTEST_GUILESS_MAIN(TestBackgroundWork)
#include "tst_backgroundwork.moc"
