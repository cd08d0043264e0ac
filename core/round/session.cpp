// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "session.h"

namespace countdown {

Session::Session(const TimeSource &time, quint64 seed, HistoryStore *history)
    : m_practice(history)
    , m_game(time, seed)
{
    m_game.setPractice(&m_practice);
}

} // namespace countdown
