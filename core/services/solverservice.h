// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The round's solver, off the UI thread (BackgroundWork) so that the game never waits for it.
// Each request cancels the one before; results come back as signals in the service's thread, only
// for the latest request. Destroying the service mid-solve stops the work and waits for it.
#pragma once

#include "backgroundwork.h"
#include "contestant.h"
#include "solver.h"

#include <QMetaType>
#include <QObject>

namespace countdown {

struct SolveRequest {
    std::vector<Number> numbers; // 1-7 tiles within the limits (see checkPuzzle)
    Number target = 0;
    SolveMode mode = SolveMode::DropAllowed;
    OperatorSet operators = OperatorSet::all(); // the round's variant's
    bool withSolutions = true;                  // also enumerate the distinct solutions
    // A computer contestant at the same round, thought out on the same thread (under a
    // millisecond) before the solver's own answer, so that it is known by the declaration.
    struct Contestant {
        ContestantStyle style;
        quint64 seed = 0;
        qint64 clockMs = 0;
    };
    std::optional<Contestant> contestant;
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
    quint64 pendingRequest() const { return m_work.current(); }

Q_SIGNALS:
    // The contestant's declaration, when one was asked for; before everything else.
    void contestantAnswered(quint64 id, const countdown::ContestantAnswer &answer);
    // The best answer, as soon as it is known.
    void bestFound(quint64 id, const countdown::BestAnswer &best);
    // Everything asked for. After this the request is no longer pending.
    void solved(const countdown::SolveReport &report);
    // For long enumerations: 0..1.
    void progress(quint64 id, double fraction);

private:
    void work(const BackgroundWork::Task &task, SolveRequest request);

    BackgroundWork m_work;
};

} // namespace countdown

Q_DECLARE_METATYPE(countdown::BestAnswer)
Q_DECLARE_METATYPE(countdown::ContestantAnswer)
Q_DECLARE_METATYPE(countdown::SolveReport)
