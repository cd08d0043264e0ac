// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A session, one window's play from start to quit: the core as the game's window reaches it, made
// in one place: the round (GameController), practice (the history, its statistics and export,
// daily attempts: PracticeService) and analysis (the explorer's questions, the odds:
// AnalysisService). The window holds one Session and hands each of its parts the service that part
// needs, and nothing else of the core. It lives in round/, not services/, because it makes the
// controller, which services/ may not include.
#pragma once

#include "analysisservice.h"
#include "gamecontroller.h"
#include "practiceservice.h"

namespace countdown {

class Session {
public:
    // `time` must outlive the session (tests pass a ManualTimeSource); `seed` starts the draws;
    // `history` keeps the rounds (not owned; may be null: nothing is kept).
    Session(const TimeSource &time, quint64 seed, HistoryStore *history);
    Session(const Session &) = delete;
    Session &operator=(const Session &) = delete;

    GameController &game() { return m_game; }
    PracticeService &practice() { return m_practice; }
    AnalysisService &analysis() { return m_analysis; }

private:
    PracticeService m_practice; // made before the game: a round finished at quitting is kept in it
    AnalysisService m_analysis;
    GameController m_game;
};

} // namespace countdown
