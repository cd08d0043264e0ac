// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "practiceservice.h"

namespace countdown {

namespace {
Error notKept(ErrorKind failure)
{
    return Error{failure, -1, {errorMessage(Error{ErrorKind::HistoryNotKept, -1, {}})}};
}
} // namespace

PracticeService::PracticeService(HistoryStore *history, QObject *parent)
    : QObject(parent)
    , m_history(history)
{
}

bool PracticeService::isKeeping() const
{
    return m_history && m_history->isOpen();
}

const HistoryStore::OpenReport *PracticeService::openReport() const
{
    return m_history ? &m_history->openReport() : nullptr;
}

Result<qint64> PracticeService::recordRound(const RoundRecord &round)
{
    if (!m_history)
        return qint64(0);
    Result<qint64> stored = m_history->addRound(round);
    if (stored)
        Q_EMIT historyChanged();
    return stored;
}

Result<qint64> PracticeService::startGame(int roundsPlanned, std::optional<RoundKind> focus)
{
    if (!m_history)
        return qint64(0);
    return m_history->startGame(roundsPlanned, focus);
}

std::optional<Error> PracticeService::finishGame(qint64 gameId)
{
    if (!m_history)
        return std::nullopt;
    return m_history->finishGame(gameId);
}

Result<bool> PracticeService::recordChallengeReply(const QString &code)
{
    if (!m_history)
        return false;
    Result<bool> added = m_history->addChallengeReply(code);
    if (added && *added)
        Q_EMIT historyChanged();
    return added;
}

Result<std::optional<RoundRecord>> PracticeService::dailyAttempt(QDate date) const
{
    if (!m_history)
        return std::optional<RoundRecord>();
    return m_history->dailyAttempt(date);
}

Result<DailySetAttempts> PracticeService::dailySetAttempts(QDate date) const
{
    if (!m_history)
        return DailySetAttempts{date, {}};
    const Result<std::vector<RoundRecord>> rounds = m_history->dailySetRounds(date);
    if (!rounds)
        return rounds.error();
    return countdown::dailySetAttempts(*rounds, date);
}

std::vector<RoundRecord> PracticeService::rounds() const
{
    return m_history ? m_history->rounds() : std::vector<RoundRecord>{};
}

Statistics PracticeService::statistics(const StatisticsOptions &options) const
{
    return computeStatistics(rounds(), options);
}

PracticeReport PracticeService::report(const StatisticsOptions &options, QDate today) const
{
    if (!m_history)
        return {};
    const std::vector<RoundRecord> all = m_history->rounds();
    const std::vector<GameRecord> games = m_history->games();
    return PracticeReport{computeStatistics(all, options),
                          contestantStatistics(all, games, options),
                          challengerStatistics(all, m_history->challengeReplies()),
                          dailyStreaks(all, today),
                          streaksOfDays(completedDailySetDays(all), today),
                          weakSpots(all, options),
                          focusedPracticeResults(all, games, options),
                          rulesTallies(all)};
}

std::optional<FocusedPracticeResult> PracticeService::focusedPracticeResult(qint64 gameId) const
{
    if (!m_history || gameId == 0)
        return std::nullopt;
    return countdown::focusedPracticeResult(m_history->rounds(), m_history->games(), gameId);
}

Result<int> PracticeService::exportCsv(const QString &path) const
{
    if (!m_history)
        return notKept(ErrorKind::ExportingHistoryFailed);
    return m_history->exportCsv(path);
}

Result<QString> PracticeService::clear()
{
    if (!m_history)
        return notKept(ErrorKind::ClearingHistoryFailed);
    Result<QString> backup = m_history->clear();
    if (backup)
        Q_EMIT historyChanged();
    return backup;
}

} // namespace countdown
