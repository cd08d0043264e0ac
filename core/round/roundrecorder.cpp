// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundrecorder.h"

#include "practiceservice.h"
#include "roundoutcome.h"
#include "roundrecord.h"

#include <QDateTime>

namespace countdown {

void RoundRecorder::keep(const RoundOutcome &outcome)
{
    if (!m_pending)
        return;
    m_pending = false;
    if (!m_practice)
        return;
    const Result<qint64> stored =
        m_practice->recordRound(roundRecord(outcome, QDateTime::currentDateTimeUtc()));
    if (!stored)
        Q_EMIT historyFailed(stored.error());
}

RoundRecorder::GameStart RoundRecorder::gameStarted(int rounds,
                                                    const std::optional<RoundKind> &focus)
{
    GameStart start;
    if (m_practice) {
        const Result<qint64> id = m_practice->startGame(rounds, focus);
        if (id)
            start.id = id.value();
        else
            Q_EMIT historyFailed(id.error());
    }
    if (!focus)
        return start;
    if (m_practice)
        start.earlier = m_practice->focusedPracticeResult(start.id);
    if (!start.earlier) {
        start.earlier = FocusedPracticeResult{};
        start.earlier->kind = *focus;
        start.earlier->startedAt = QDateTime::currentDateTimeUtc();
    }
    return start;
}

void RoundRecorder::gameFinished(qint64 id)
{
    if (!m_practice || id == 0)
        return;
    if (const auto error = m_practice->finishGame(id))
        Q_EMIT historyFailed(*error);
}

Result<bool> RoundRecorder::dailyAttempted(QDate date)
{
    if (!m_practice)
        return false;
    const Result<std::optional<RoundRecord>> attempt = m_practice->dailyAttempt(date);
    if (!attempt) {
        Q_EMIT historyFailed(attempt.error());
        return attempt.error();
    }
    return attempt.value().has_value();
}

Result<bool> RoundRecorder::dailySetPuzzleAttempted(QDate date, int position)
{
    if (!m_practice)
        return false;
    const Result<DailySetAttempts> attempts = m_practice->dailySetAttempts(date);
    if (!attempts) {
        Q_EMIT historyFailed(attempts.error());
        return attempts.error();
    }
    return attempts->puzzles.at(std::size_t(position - 1)).has_value();
}

} // namespace countdown
