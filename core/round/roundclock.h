// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The round's clock: time elapsed since it started, minus pauses, read from an injectable time
// source so that tests (and the clock face) never depend on real waiting.
#pragma once

#include <QElapsedTimer>
#include <QtGlobal>

namespace countdown {

// Monotonic milliseconds.
class TimeSource {
public:
    virtual ~TimeSource() = default;
    virtual qint64 nowMs() const = 0;
};

// The real, monotonic time.
class SystemTimeSource final : public TimeSource {
public:
    SystemTimeSource() { m_timer.start(); }
    qint64 nowMs() const override { return m_timer.elapsed(); }

private:
    QElapsedTimer m_timer;
};

// Time that moves only when told to: for tests, demos and screenshots.
class ManualTimeSource final : public TimeSource {
public:
    qint64 nowMs() const override { return m_now; }
    void advance(qint64 ms) { m_now += ms; }

private:
    qint64 m_now = 0;
};

class RoundClock {
public:
    explicit RoundClock(const TimeSource &source)
        : m_source(&source)
    {
    }

    // Starts from zero; a length of 0 means no time limit.
    void start(qint64 lengthMs);
    void stop();
    // As new: not running, nothing elapsed, no length (a round that never ran its clock).
    void reset();
    void pause();
    void resume();

    bool isRunning() const { return m_running; }
    // Whether it has been started since it was made or reset (a round that never ran its clock,
    // a custom round solved at once, has not).
    bool wasStarted() const { return m_wasStarted; }
    bool isPaused() const { return m_paused; }
    bool isTimed() const { return m_lengthMs > 0; }
    qint64 lengthMs() const { return m_lengthMs; }

    qint64 elapsedMs() const;
    // 0 when untimed.
    qint64 remainingMs() const;
    // Elapsed over length, 0..1 (0 when untimed): where the clock's hand is.
    double fraction() const;
    bool isTimeUp() const { return isTimed() && elapsedMs() >= m_lengthMs; }

private:
    const TimeSource *m_source;
    qint64 m_lengthMs = 0;
    qint64 m_startedAt = 0;   // in source time
    qint64 m_pausedTotal = 0; // time spent paused before the current pause
    qint64 m_pausedAt = 0;
    qint64 m_stoppedElapsed = 0;
    bool m_running = false;
    bool m_paused = false;
    bool m_wasStarted = false;
};

} // namespace countdown
