// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Practice: what is kept from round to round, as the window and the round reach it. The history
// of rounds and games (stored, read, exported, cleared), the statistics drawn from it, the daily
// attempts. Without a history (none given, or one that could not be opened) nothing is kept and
// reads give nothing; writes to a history that cannot be used say why.
#pragma once

#include "challengerstatistics.h"
#include "dailyset.h"
#include "dailyshare.h"
#include "history.h"
#include "statistics.h"

#include <QDate>
#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace countdown {

// Everything the statistics window shows, from one reading of the history.
struct PracticeReport {
    Statistics statistics;
    std::vector<ContestantRecord> contestants;
    std::vector<ChallengerRecord> challengers; // friends met in challenges, the latest first
    DailyStreaks daily;
    DailyStreaks dailySet;                       // days whose whole set was played
    std::vector<WeakSpot> weakSpots;             // the worst first
    std::vector<FocusedPracticeResult> practice; // games of practice, the latest first
    std::vector<RulesTally> rules; // every rules the player's rounds were played under
};

class PracticeService : public QObject {
    Q_OBJECT

public:
    // `history` is not owned and may be null (nothing is kept).
    explicit PracticeService(HistoryStore *history, QObject *parent = nullptr);

    // Rounds are being kept: there is a history and it opened.
    bool isKeeping() const;
    // How the history opened (what to tell the player about it); null without a history.
    const HistoryStore::OpenReport *openReport() const;

    // Stores a finished round; its id, 0 when no history is kept.
    Result<qint64> recordRound(const RoundRecord &round);
    // A game of `roundsPlanned` rounds begins (with a focus: a game of practice on that kind of
    // round); its id, 0 when no history is kept.
    Result<qint64> startGame(int roundsPlanned, std::optional<RoundKind> focus = std::nullopt);
    // The game `gameId` (from startGame, not 0) is over.
    std::optional<Error> finishGame(qint64 gameId);
    // A friend's reply to the player's challenge, opened (its code as challengeCode() writes it),
    // kept once for the statistics: true when it is new; false when it was kept before or no
    // history is kept.
    Result<bool> recordChallengeReply(const QString &code);

    // The recorded attempt at the daily puzzle of `date`; none without a history; an error when
    // the history could not be read (which is not the same as no attempt).
    Result<std::optional<RoundRecord>> dailyAttempt(QDate date) const;
    // The recorded attempts at the puzzles of the set of `date` (dailyset.h); none without a
    // history; an error when the history could not be read.
    Result<DailySetAttempts> dailySetAttempts(QDate date) const;
    // Every round kept, oldest first.
    std::vector<RoundRecord> rounds() const;
    // The figures of every round kept, as `options` select them.
    Statistics statistics(const StatisticsOptions &options) const;
    // The figures, the player's record against each computer contestant met (see
    // contestantStatistics) and each friend met in challenges (challengerStatistics), and the
    // daily puzzle's streaks up to `today`, reading the history once.
    PracticeReport report(const StatisticsOptions &options, QDate today) const;

    // How the game of practice `gameId` went against the player's earlier rate (statistics.h,
    // counted by the default options); none without a history or for an ordinary game.
    std::optional<FocusedPracticeResult> focusedPracticeResult(qint64 gameId) const;

    // Every round as CSV at `path`; how many were written (see HistoryStore::exportCsv).
    Result<int> exportCsv(const QString &path) const;
    // Every round and game deleted, a backup kept first; the backup's path.
    Result<QString> clear();

Q_SIGNALS:
    // What the history holds has changed (a round stored, the history cleared): figures drawn
    // from it are out of date.
    void historyChanged();

private:
    HistoryStore *m_history;
};

} // namespace countdown
