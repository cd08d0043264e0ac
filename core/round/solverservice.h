// Runs the solver on its own QThread so that the game never waits for it. Each request cancels
// the one before; results come back as signals in the service's thread, only for the latest
// request. Destroying the service mid-solve stops the work and waits for the thread.
#pragma once

#include "solver.h"

#include <QElapsedTimer>
#include <QMetaType>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace countdown {

struct SolveRequest {
    std::vector<Number> numbers; // 1-7 tiles within the limits (see checkPuzzle)
    Number target = 0;
    SolveMode mode = SolveMode::DropAllowed;
    bool withSolutions = true; // also enumerate the distinct solutions
};

struct SolveReport {
    quint64 id = 0;
    SolveRequest request;
    BestAnswer best;
    bool hasSolutions = false;
    Solutions solutions;
    qint64 elapsedMicroseconds = 0; // from the start of the work, not of the request
};

class SolverService : public QObject {
    Q_OBJECT

public:
    explicit SolverService(QObject *parent = nullptr);
    ~SolverService() override;

    // Starts solving in the background and returns the request's id (never 0). Any earlier
    // request is cancelled: its results will not be delivered.
    quint64 solve(const SolveRequest &request);
    // Cancels the current request, if any.
    void cancel();
    // The id of the request whose results are still wanted, 0 when none.
    quint64 pendingRequest() const { return m_wanted; }

Q_SIGNALS:
    // The best answer, as soon as it is known.
    void bestFound(quint64 id, const countdown::BestAnswer &best);
    // Everything asked for. After this the request is no longer pending.
    void solved(const countdown::SolveReport &report);
    // For long enumerations: 0..1.
    void progress(quint64 id, double fraction);

private:
    void work(SolveRequest request, quint64 id);
    bool isWanted(quint64 id) const { return m_latest->load() == id; }

    QThread m_thread;
    std::unique_ptr<QObject> m_threadContext; // lives in m_thread: the work runs in its context
    // Shared with the work in flight, which polls it to notice that it has been superseded.
    std::shared_ptr<std::atomic<quint64>> m_latest = std::make_shared<std::atomic<quint64>>(0);
    quint64 m_nextId = 1;
    quint64 m_wanted = 0; // read and written in the service's thread only
};

} // namespace countdown

Q_DECLARE_METATYPE(countdown::BestAnswer)
Q_DECLARE_METATYPE(countdown::SolveReport)
