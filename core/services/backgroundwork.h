// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The one way the game runs solver work off the UI thread. Each owner (a service) has one
// low-priority thread of its own, so that one kind of work never waits behind another: the
// round's solver, the explorer's counting. One task at a time, and the newest wins: starting a
// task cancels the one before, whose deliveries are then dropped. Destroying the owner cancels the
// task in flight and waits for it, which the solver's cancellation makes quick (within a step).
// A task that runs out of memory (std::bad_alloc) is given up and reported (failed()): thrown
// through the thread's event loop, it would end the program.
#pragma once

#include "error.h"
#include "solver.h"

#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>

namespace countdown {

class BackgroundWork : public QObject {
    Q_OBJECT

public:
    // What a task holds while it runs, on the worker thread.
    class Task {
    public:
        quint64 id() const { return m_id; }
        // Superseded by a newer task, cancelled, or the owner is going away: stop soon.
        bool isCancelled() const;
        // For the solver: cancelled() is isCancelled(); progress() goes to progressed().
        const SolveControl &control() const { return m_control; }
        // Runs `delivery` on the owner's thread, after every earlier delivery of this task,
        // unless the task is no longer the wanted one by then.
        void deliver(std::function<void()> delivery) const;
        // The same for the task's result: when it runs the task is over (current() is 0), and
        // finished() follows it. Nothing may be delivered after it.
        void deliverResult(std::function<void()> delivery) const;

    private:
        friend class BackgroundWork;
        Task(BackgroundWork *owner, quint64 id);
        void post(std::function<void()> delivery, bool last) const;
        BackgroundWork *m_owner;
        quint64 m_id;
        std::shared_ptr<std::atomic<quint64>> m_latest;
        SolveControl m_control;
        mutable bool m_resultDelivered = false;
    };

    // `threadName` names the thread for debuggers and profilers.
    explicit BackgroundWork(const QString &threadName, QObject *parent = nullptr);
    ~BackgroundWork() override;

    // Queues `work` and returns its id (never 0); any earlier task is cancelled.
    quint64 start(std::function<void(const Task &)> work);
    // Cancels the task in flight, if any: nothing more of it is delivered.
    void cancel();
    // The task whose deliveries are still wanted; 0 when none (finished or cancelled).
    quint64 current() const { return m_wanted; }
    bool isBusy() const { return m_wanted != 0; }

Q_SIGNALS:
    // From the task's control().progress, on the owner's thread: 0..1.
    void progressed(quint64 id, double fraction);
    // The task ended without being cancelled: after its result, or when its work returned
    // without one, or after failed(). current() is 0 by then.
    void finished(quint64 id);
    // The task was given up: memory ran out (OutOfMemory) before it delivered its result.
    void failed(quint64 id, const countdown::Error &error);

private:
    QThread m_thread;
    std::unique_ptr<QObject> m_threadContext; // lives in m_thread: the work runs in its context
    // Shared with the task in flight, which polls it to notice that it is no longer wanted.
    std::shared_ptr<std::atomic<quint64>> m_latest = std::make_shared<std::atomic<quint64>>(0);
    quint64 m_nextId = 1;
    quint64 m_wanted = 0; // read and written on the owner's thread only
};

} // namespace countdown
