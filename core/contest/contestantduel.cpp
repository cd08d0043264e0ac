// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "contestantduel.h"

#include "scoring.h"

#include <algorithm>

namespace countdown {

void ContestantDuel::restart()
{
    m_picks = 0;
    m_pick.reset();
}

void ContestantDuel::decideWhoPicks(bool alternating, const GameVariant &variant,
                                    PortableRandom &random)
{
    if (!alternating || m_picks % 2 == 0) {
        m_pick.reset();
        return;
    }
    if (!m_pick)
        m_pick = variant.clampLarge(contestantPicksLarge(random));
}

void ContestantDuel::roundDrawn(int level)
{
    m_answer.reset();
    m_gotIt = false;
    m_contestant.reset();
    if (level <= 0)
        return;
    m_contestant = contestantProfile(level);
    ++m_picks;
}

bool ContestantDuel::saysGotItAt(qint64 elapsedMs)
{
    if (!m_answer || !m_answer->early || m_gotIt || elapsedMs < m_answer->thinkingMs)
        return false;
    m_gotIt = true;
    return true;
}

DuelPoints ContestantDuel::score(Number target, const std::vector<Number> &tiles, SolveMode mode,
                                 const ContestDeclaration &player, int hintsTaken)
{
    const ContestDeclaration contestant{m_answer->value, m_answer->expression};
    const std::vector<int> points = contestPoints(target, tiles, mode, {player, contestant});
    const DuelPoints duel{std::min(points[0], maxPointsAfterHints(hintsTaken)), points[1]};
    m_sessionPoints += duel.contestant;
    return duel;
}

} // namespace countdown
