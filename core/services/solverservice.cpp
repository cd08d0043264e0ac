// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "solverservice.h"

#include <QElapsedTimer>

namespace countdown {

SolverService::SolverService(QObject *parent)
    : QObject(parent)
    , m_work(QStringLiteral("countdown-solver"))
{
    qRegisterMetaType<countdown::BestAnswer>();
    qRegisterMetaType<countdown::SolveReport>();
    qRegisterMetaType<countdown::ContestantAnswer>();
    connect(&m_work, &BackgroundWork::progressed, this, &SolverService::progress);
}

SolverService::~SolverService() = default;

quint64 SolverService::solve(const SolveRequest &request)
{
    return m_work.start([this, request](const BackgroundWork::Task &task) { work(task, request); });
}

void SolverService::cancel()
{
    m_work.cancel();
}

// Runs on the work's thread; what it sends back is delivered only while the request is wanted.
void SolverService::work(const BackgroundWork::Task &task, SolveRequest request)
{
    QElapsedTimer timer;
    timer.start();
    const quint64 id = task.id();
    if (const auto &contestant = request.contestant) {
        const std::optional<ContestantAnswer> answer = contestantAnswer(
            contestant->style, request.numbers, request.target, request.mode, contestant->clockMs,
            contestant->seed, task.control(), request.operators);
        if (!answer)
            return;
        task.deliver([this, id, answer = *answer] { Q_EMIT contestantAnswered(id, answer); });
    }
    Solver solver(request.numbers, request.mode, request.operators);
    const std::optional<BestAnswer> best = solver.best(request.target, task.control());
    if (!best)
        return;
    task.deliver([this, id, answer = *best] { Q_EMIT bestFound(id, answer); });

    SolveReport report;
    report.id = id;
    report.best = *best;
    if (request.withSolutions) {
        const std::optional<Solutions> solutions = solver.solutions(request.target, task.control());
        if (!solutions)
            return;
        report.hasSolutions = true;
        report.solutions = *solutions;
    }
    report.request = std::move(request);
    report.elapsedMicroseconds = timer.nsecsElapsed() / 1000;
    task.deliverResult([this, report = std::move(report)] { Q_EMIT solved(report); });
}

} // namespace countdown
