// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "backgroundwork.h"

#include <new>

namespace countdown {

BackgroundWork::Task::Task(BackgroundWork *owner, quint64 id)
    : m_owner(owner)
    , m_id(id)
    , m_latest(owner->m_latest)
{
    m_control.cancelled = [latest = m_latest, id] {
        return latest->load(std::memory_order_relaxed) != id;
    };
    m_control.progress = [owner, id](double fraction) {
        QMetaObject::invokeMethod(
            owner,
            [owner, id, fraction] {
                if (owner->m_wanted == id)
                    Q_EMIT owner->progressed(id, fraction);
            },
            Qt::QueuedConnection);
    };
}

bool BackgroundWork::Task::isCancelled() const
{
    return m_latest->load(std::memory_order_relaxed) != m_id;
}

// The queued call goes to the owner, which Qt drops if the owner is gone by then; and the owner's
// destructor waits for the task, so `m_owner` is alive whenever this runs.
void BackgroundWork::Task::post(std::function<void()> delivery, bool last) const
{
    Q_ASSERT(!m_resultDelivered);
    m_resultDelivered = last;
    QMetaObject::invokeMethod(
        m_owner,
        [owner = m_owner, id = m_id, delivery = std::move(delivery), last] {
            if (owner->m_wanted != id)
                return;
            if (last)
                owner->m_wanted = 0;
            if (delivery)
                delivery();
            if (last)
                Q_EMIT owner->finished(id);
        },
        Qt::QueuedConnection);
}

void BackgroundWork::Task::deliver(std::function<void()> delivery) const
{
    post(std::move(delivery), false);
}

void BackgroundWork::Task::deliverResult(std::function<void()> delivery) const
{
    post(std::move(delivery), true);
}

BackgroundWork::BackgroundWork(const QString &threadName, QObject *parent)
    : QObject(parent)
    , m_threadContext(std::make_unique<QObject>())
{
    m_thread.setObjectName(threadName);
    m_threadContext->moveToThread(&m_thread);
    m_thread.start(QThread::LowPriority); // the clock's animation comes first
}

BackgroundWork::~BackgroundWork()
{
    // A QThread destroyed while running aborts the program: stop the work, then the thread.
    m_latest->store(0);
    m_thread.quit();
    m_thread.wait();
    m_threadContext.reset(); // its thread has finished: safe to delete from here
}

quint64 BackgroundWork::start(std::function<void(const Task &)> work)
{
    const quint64 id = m_nextId++;
    m_latest->store(id);
    m_wanted = id;
    QMetaObject::invokeMethod(
        m_threadContext.get(),
        [this, id, work = std::move(work)] {
            const Task task(this, id);
            if (task.isCancelled())
                return; // superseded while queued
            try {
                work(task);
            } catch (const std::bad_alloc &) {
                // What the work held is freed by now: there is memory enough to say so.
                if (!task.m_resultDelivered)
                    task.post(
                        [this, id] {
                            Q_EMIT failed(id, Error{ErrorKind::OutOfMemory, -1, {}});
                        },
                        true);
                return;
            }
            if (!task.m_resultDelivered)
                task.post({}, true);
        },
        Qt::QueuedConnection);
    return id;
}

void BackgroundWork::cancel()
{
    m_latest->store(0);
    m_wanted = 0;
}

} // namespace countdown
