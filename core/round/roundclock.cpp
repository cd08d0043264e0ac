// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundclock.h"

#include <algorithm>

namespace countdown {

void RoundClock::start(qint64 lengthMs)
{
    m_lengthMs = std::max<qint64>(0, lengthMs);
    m_startedAt = m_source->nowMs();
    m_pausedTotal = 0;
    m_paused = false;
    m_running = true;
    m_wasStarted = true;
    m_stoppedElapsed = 0;
}

void RoundClock::stop()
{
    if (!m_running)
        return;
    m_stoppedElapsed = elapsedMs();
    m_running = false;
    m_paused = false;
}

void RoundClock::reset()
{
    *this = RoundClock(*m_source);
}

void RoundClock::pause()
{
    if (!m_running || m_paused)
        return;
    m_pausedAt = m_source->nowMs();
    m_paused = true;
}

void RoundClock::resume()
{
    if (!m_running || !m_paused)
        return;
    m_pausedTotal += m_source->nowMs() - m_pausedAt;
    m_paused = false;
}

qint64 RoundClock::elapsedMs() const
{
    if (!m_running)
        return m_stoppedElapsed;
    const qint64 now = m_paused ? m_pausedAt : m_source->nowMs();
    const qint64 elapsed = now - m_startedAt - m_pausedTotal;
    // The hand stops at the end of the round even if nobody has noticed yet.
    return isTimed() ? std::clamp<qint64>(elapsed, 0, m_lengthMs) : std::max<qint64>(0, elapsed);
}

qint64 RoundClock::remainingMs() const
{
    return isTimed() ? m_lengthMs - elapsedMs() : 0;
}

double RoundClock::fraction() const
{
    return isTimed() ? double(elapsedMs()) / double(m_lengthMs) : 0.0;
}

} // namespace countdown
