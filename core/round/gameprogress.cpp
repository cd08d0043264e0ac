// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gameprogress.h"

#include <algorithm>

namespace countdown {

void GameProgress::begin(int rounds, std::optional<RoundKind> focus)
{
    *this = GameProgress{};
    m_rounds = std::max(1, rounds);
    m_focus = std::move(focus);
}

void GameProgress::setPlayers(const QStringList &names)
{
    m_players = names;
    m_seatTotals.assign(std::size_t(names.size()), 0);
}

void GameProgress::setPracticeStart(const FocusedPracticeResult &earlier)
{
    m_practiceStart = earlier;
    m_practiceStart->roundsPlanned = m_rounds;
}

void GameProgress::end()
{
    m_rounds = 0;
    m_focus.reset();
}

void GameProgress::roundDrawn()
{
    if (!isActive())
        return;
    if (m_round < m_rounds)
        ++m_round;
    else
        end();
}

void GameProgress::score(int points, int contestantPoints)
{
    m_total += points;
    m_contestantTotal += contestantPoints;
    m_points.push_back(points);
}

void GameProgress::scoreSeats(const std::vector<int> &seatPoints)
{
    for (std::size_t seat = 0; seat < seatPoints.size() && seat < m_seatTotals.size(); ++seat)
        m_seatTotals[seat] += seatPoints[seat];
    m_points.push_back(0);
}

std::optional<FocusedPracticeResult> GameProgress::focusedPractice() const
{
    if (!m_practiceStart)
        return std::nullopt;
    FocusedPracticeResult p = *m_practiceStart;
    for (const GameRoundSummary &round : m_summary) {
        ++p.rounds;
        p.exact +=
            isExactUnaided(round.playerValue, round.target, round.hintsTaken, round.answerShown)
                ? 1
                : 0;
    }
    p.rate = p.rounds > 0 ? double(p.exact) / p.rounds : 0.0;
    p.finished = p.rounds == p.roundsPlanned;
    return p;
}

std::optional<int> GameProgress::practicePick() const
{
    return m_focus ? fixedPick(*m_focus) : std::nullopt;
}

int GameProgress::pickingSeat(bool beforeDraw) const
{
    if (!isOneMachineGame())
        return -1;
    const int drawn = beforeDraw ? m_round : m_round - 1;
    return std::max(drawn, 0) % int(m_players.size());
}

} // namespace countdown
