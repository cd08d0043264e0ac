// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the round's controller keeps in the history (PracticeService): each finished round once
// its solutions are known (or when it can wait no longer), each game's start and end, and the one
// question it asks: whether the day's puzzle has had its attempt. Without a PracticeService
// nothing is kept and every attempt is allowed. The history's failures go out through
// historyFailed(); play goes on.
//
// It lives in round/, not practice/, because it keeps RoundOutcome values, and practice/ sits
// below round/ in core's order of parts (docs/architecture.md).
#pragma once

#include "error.h"
#include "result.h"
#include "roundkind.h"
#include "statistics.h"

#include <QDate>
#include <QObject>

#include <optional>

namespace countdown {

class PracticeService;
struct RoundOutcome;

class RoundRecorder : public QObject {
    Q_OBJECT

public:
    explicit RoundRecorder(QObject *parent = nullptr)
        : QObject(parent)
    {
    }

    void setPractice(PracticeService *practice) { m_practice = practice; }

    // A round has finished; `keep` unless it is never kept (the guided round: a lesson).
    void roundFinished(bool keep) { m_pending = keep; }
    // The finished round waits to be kept.
    bool isPending() const { return m_pending; }
    // Keeps the finished round, if it waits, as `outcome` says.
    void keep(const RoundOutcome &outcome);

    // A game begins: its id in the history (0 when it is not kept) and, for a game of practice,
    // the player's earlier figures on its kind as the history has them now (from nothing
    // without them).
    struct GameStart {
        qint64 id = 0;
        std::optional<FocusedPracticeResult> earlier;
    };
    GameStart gameStarted(int rounds, const std::optional<RoundKind> &focus);
    void gameFinished(qint64 id);

    // Whether the attempt at the day's puzzle of `date` has been made; the history's error when
    // it cannot say (also sent through historyFailed()).
    Result<bool> dailyAttempted(QDate date);
    // The same for the puzzle at `position` (1-5) of the set of `date`.
    Result<bool> dailySetPuzzleAttempted(QDate date, int position);

Q_SIGNALS:
    void historyFailed(const countdown::Error &error);

private:
    PracticeService *m_practice = nullptr;
    bool m_pending = false;
};

} // namespace countdown
