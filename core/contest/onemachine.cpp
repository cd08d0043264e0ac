// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "onemachine.h"

#include "number.h"

#include <algorithm>

namespace countdown {

namespace {
// Farther than this scores nothing: such a declaration need not be shown.
constexpr Number kFarthestScoring = 10;
} // namespace

OneMachineDeclarations::OneMachineDeclarations(int players, Number target,
                                               std::vector<Number> tiles, SolveMode mode)
    : m_target(target)
    , m_tiles(std::move(tiles))
    , m_mode(mode)
    , m_seatDeclarations(
          std::size_t(std::clamp(players, kMinOneMachinePlayers, kMaxOneMachinePlayers)))
    , m_shown(m_seatDeclarations.size(), false)
{
}

int OneMachineDeclarations::currentPlayer() const
{
    switch (m_step) {
    case Step::Declaring:
        return int(m_next);
    case Step::Showing:
        return m_order[m_next];
    case Step::Done:
        break;
    }
    return -1;
}

bool OneMachineDeclarations::declareValue(std::optional<Number> value)
{
    if (m_step != Step::Declaring)
        return false;
    m_seatDeclarations[m_next].value = value;
    if (++m_next < m_seatDeclarations.size())
        return true;
    std::vector<std::optional<Number>> declared;
    for (const ContestDeclaration &c : m_seatDeclarations)
        declared.push_back(c.value);
    m_order = showingOrder(m_target, declared);
    m_step = Step::Showing;
    m_next = 0;
    nextToShow(); // the first who could score, if anyone can
    return true;
}

bool OneMachineDeclarations::show(std::optional<Expression> method)
{
    if (m_step != Step::Showing)
        return false;
    const std::size_t seat = std::size_t(m_order[m_next]);
    m_seatDeclarations[seat].method = std::move(method);
    m_shown[seat] = true;
    if (hasValidMethod(int(seat)) && !m_settled)
        m_settled = distanceTo(*m_seatDeclarations[seat].value, m_target);
    ++m_next;
    nextToShow();
    return true;
}

// Skips to the next declaration that could still score: within 10, and no farther than a method
// that held (equally close declarations all score, so they are all shown).
void OneMachineDeclarations::nextToShow()
{
    for (; m_next < m_order.size(); ++m_next) {
        const ContestDeclaration &c = m_seatDeclarations[std::size_t(m_order[m_next])];
        if (!c.value)
            break; // the order puts those who declared nothing last
        const Number distance = distanceTo(*c.value, m_target);
        if (distance > kFarthestScoring || (m_settled && distance > *m_settled))
            break; // and the farther ones after the closer
        return;
    }
    m_step = Step::Done;
}

bool OneMachineDeclarations::hasShown(int player) const
{
    return player >= 0 && player < players() && m_shown[std::size_t(player)];
}

bool OneMachineDeclarations::someoneShowedItExactly() const
{
    for (int seat = 0; seat < players(); ++seat) {
        const std::optional<Number> &declared = m_seatDeclarations[std::size_t(seat)].value;
        if (declared && *declared == m_target && hasValidMethod(seat))
            return true;
    }
    return false;
}

bool OneMachineDeclarations::hasValidMethod(int player) const
{
    if (!hasShown(player))
        return false;
    const ContestDeclaration &c = m_seatDeclarations[std::size_t(player)];
    return c.value && c.method && isValidMethod(*c.method, *c.value, m_tiles, m_mode);
}

std::vector<int> OneMachineDeclarations::points() const
{
    if (m_step != Step::Done)
        return std::vector<int>(m_seatDeclarations.size(), 0);
    return contestPoints(m_target, m_tiles, m_mode, m_seatDeclarations);
}

} // namespace countdown
