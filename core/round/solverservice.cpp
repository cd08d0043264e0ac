#include "solverservice.h"

namespace countdown {

SolverService::SolverService(QObject *parent)
    : QObject(parent)
    , m_threadContext(std::make_unique<QObject>())
{
    qRegisterMetaType<countdown::BestAnswer>();
    qRegisterMetaType<countdown::SolveReport>();
    m_thread.setObjectName(QStringLiteral("countdown-solver"));
    m_threadContext->moveToThread(&m_thread);
    m_thread.start(QThread::LowPriority); // the clock's animation comes first
}

SolverService::~SolverService()
{
    // A QThread destroyed while running aborts the program: stop the work, then the thread.
    m_latest->store(0);
    m_thread.quit();
    m_thread.wait();
    m_threadContext.reset(); // its thread has finished: safe to delete from here
}

quint64 SolverService::solve(const SolveRequest &request)
{
    const quint64 id = m_nextId++;
    m_latest->store(id);
    m_wanted = id;
    QMetaObject::invokeMethod(
        m_threadContext.get(), [this, request, id] { work(request, id); }, Qt::QueuedConnection);
    return id;
}

void SolverService::cancel()
{
    m_latest->store(0);
    m_wanted = 0;
}

// Runs in m_thread. Everything it sends back goes through queued calls to `this`, which Qt drops
// if the service is gone by then; and the destructor waits for this function to return.
void SolverService::work(SolveRequest request, quint64 id)
{
    if (!isWanted(id))
        return; // superseded while queued
    QElapsedTimer timer;
    timer.start();
    const std::shared_ptr<std::atomic<quint64>> latest = m_latest;
    SolveControl control;
    control.cancelled = [latest, id] { return latest->load(std::memory_order_relaxed) != id; };
    control.progress = [this, id](double fraction) {
        QMetaObject::invokeMethod(
            this, [this, id, fraction] { Q_EMIT progress(id, fraction); }, Qt::QueuedConnection);
    };

    Solver solver(request.numbers, request.mode);
    const std::optional<BestAnswer> best = solver.best(request.target, control);
    if (!best)
        return;
    QMetaObject::invokeMethod(
        this,
        [this, id, answer = *best] {
            if (m_wanted == id)
                Q_EMIT bestFound(id, answer);
        },
        Qt::QueuedConnection);

    SolveReport report;
    report.id = id;
    report.best = *best;
    if (request.withSolutions) {
        const std::optional<Solutions> solutions = solver.solutions(request.target, control);
        if (!solutions)
            return;
        report.hasSolutions = true;
        report.solutions = *solutions;
    }
    report.request = std::move(request);
    report.elapsedMicroseconds = timer.nsecsElapsed() / 1000;
    QMetaObject::invokeMethod(
        this,
        [this, report = std::move(report)] {
            if (m_wanted != report.id)
                return;
            m_wanted = 0;
            Q_EMIT solved(report);
        },
        Qt::QueuedConnection);
}

} // namespace countdown
