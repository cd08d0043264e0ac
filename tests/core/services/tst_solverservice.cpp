// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The solver service: results arrive in the caller's thread, a new request supersedes the old one,
// and the service can be destroyed or flooded while it works.
#include "solverservice.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace countdown;

namespace {
SolveRequest request(std::vector<Number> numbers, Number target, bool withSolutions = true,
                     SolveMode mode = SolveMode::DropAllowed)
{
    SolveRequest r;
    r.numbers = std::move(numbers);
    r.target = target;
    r.mode = mode;
    r.withSolutions = withSolutions;
    return r;
}

// Takes a while (tens of milliseconds, much more under sanitizers): ~10,000 distinct solutions.
SolveRequest slowRequest()
{
    return request({2, 3, 4, 5, 6, 7, 8}, 24);
}

// Makes sure that whatever the service's thread sent for earlier requests has been delivered,
// without waiting for a length of time: one more request, solved after all of them on the same
// thread, whose signals are queued behind theirs. Its own `solved` is taken off the spy.
bool drain(SolverService &service, QSignalSpy &solved)
{
    const qsizetype before = solved.count();
    const quint64 id = service.solve(request({1, 2}, 3, false));
    if (!QTest::qWaitFor([&] { return solved.count() > before; }, 30000))
        return false;
    const bool last = solved.last().at(0).value<SolveReport>().id == id;
    solved.removeLast();
    return last;
}
} // namespace

class TestSolverService : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void resultsArrive()
    {
        SolverService service;
        QSignalSpy best(&service, &SolverService::bestFound);
        QSignalSpy solved(&service, &SolverService::solved);
        const quint64 id = service.solve(request({25, 50, 75, 100, 3, 6}, 952));
        QVERIFY(id != 0);
        QCOMPARE(service.pendingRequest(), id);
        QVERIFY(solved.wait(10000));
        QCOMPARE(best.count(), 1); // the best answer is announced first
        QCOMPARE(best.at(0).at(0).value<quint64>(), id);
        QCOMPARE(best.at(0).at(1).value<BestAnswer>().value, Number(952));

        const auto report = solved.at(0).at(0).value<SolveReport>();
        QCOMPARE(report.id, id);
        QCOMPARE(report.request.target, Number(952));
        QCOMPARE(report.best.value, Number(952));
        QCOMPARE(report.best.numbersUsed, 6);
        QVERIFY(report.hasSolutions);
        QCOMPARE(int(report.solutions.expressions.size()), 2); // docs/published-puzzles.md
        QCOMPARE(service.pendingRequest(), quint64(0));
    }

    void bestOnlyWhenAsked()
    {
        SolverService service;
        QSignalSpy solved(&service, &SolverService::solved);
        service.solve(request({3, 7, 6, 2, 1, 7}, 824, false, SolveMode::UseAll));
        QVERIFY(solved.wait(10000));
        const auto report = solved.at(0).at(0).value<SolveReport>();
        QVERIFY(!report.hasSolutions);
        QVERIFY(report.solutions.expressions.empty());
        QCOMPARE(report.best.value, Number(826)); // docs/published-puzzles.md: 826, with all six
        QCOMPARE(report.request.mode, SolveMode::UseAll);
    }

    void newRequestSupersedesTheOld()
    {
        SolverService service;
        QSignalSpy best(&service, &SolverService::bestFound);
        QSignalSpy solved(&service, &SolverService::solved);
        const quint64 first = service.solve(slowRequest());
        const quint64 second = service.solve(request({50, 75, 2, 4, 1, 4}, 178));
        QVERIFY(second != first);
        QVERIFY(solved.wait(20000));
        // Let anything still queued for the first request arrive, if it (wrongly) would.
        const qsizetype bestBefore = best.count();
        QVERIFY(drain(service, solved));
        best.removeLast(); // the drain's own
        QCOMPARE(best.count(), bestBefore);
        QCOMPARE(solved.count(), 1);
        QCOMPARE(solved.at(0).at(0).value<SolveReport>().id, second);
        QCOMPARE(solved.at(0).at(0).value<SolveReport>().best.numbersUsed, 5);
        for (const auto &signal : best)
            QCOMPARE(signal.at(0).value<quint64>(), second);
    }

    void cancelDeliversNothing()
    {
        SolverService service;
        QSignalSpy solved(&service, &SolverService::solved);
        service.solve(slowRequest());
        service.cancel();
        QCOMPARE(service.pendingRequest(), quint64(0));
        // Nothing of the cancelled request arrives, and the service still works afterwards.
        QVERIFY(drain(service, solved));
        QCOMPARE(solved.count(), 0);
        service.solve(request({1, 2, 3}, 6));
        QVERIFY(solved.wait(10000));
        QCOMPARE(solved.at(0).at(0).value<SolveReport>().solutions.expressions.size(),
                 std::size_t(2));
    }

    void hundredRapidRequests()
    {
        SolverService service;
        QSignalSpy solved(&service, &SolverService::solved);
        quint64 last = 0;
        for (int i = 0; i < 100; ++i)
            last = service.solve(i % 2 ? slowRequest() : request({25, 50, 75, 100, 3, 6}, 900 + i));
        QVERIFY(solved.wait(20000));
        QVERIFY(drain(service, solved));
        QCOMPARE(solved.count(), 1);
        const auto report = solved.at(0).at(0).value<SolveReport>();
        QCOMPARE(report.id, last);
        QCOMPARE(report.request.target, Number(24)); // the last one was a slow request
    }

    void destroyedWhileSolving()
    {
        // Destroy mid-solve, with more requests queued: no crash, no hang, nothing delivered
        // (LeakSanitizer checks for leaks in the asan build).
        for (int round = 0; round < 5; ++round) {
            auto service = std::make_unique<SolverService>();
            QSignalSpy solved(service.get(), &SolverService::solved);
            service->solve(slowRequest());
            service->solve(slowRequest());
            QTest::qWait(round); // 0..4 ms: catch it at different moments
            service.reset();
            QCoreApplication::processEvents();
            QCOMPARE(solved.count(), 0);
        }
    }

    void progressIsReported()
    {
        SolverService service;
        QSignalSpy progress(&service, &SolverService::progress);
        QSignalSpy solved(&service, &SolverService::solved);
        const quint64 id = service.solve(slowRequest());
        QVERIFY(solved.wait(20000));
        QVERIFY(progress.count() > 0);
        for (const auto &signal : progress) {
            QCOMPARE(signal.at(0).value<quint64>(), id);
            const double f = signal.at(1).toDouble();
            QVERIFY(f >= 0.0 && f <= 1.0);
        }
    }
};

QTEST_GUILESS_MAIN(TestSolverService)
#include "tst_solverservice.moc"
