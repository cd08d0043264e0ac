// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Playing against a computer contestant round after round, as on the show: under UK rules the
// pick of large numbers alternates (the player first, then the contestant, which asks for its
// own), the round's contestant declares at its moment on the round's clock, and the show's rule
// scores the two, hints lowering only the player's maximum. The round's controller drives it; the
// tests drive it directly.
#pragma once

#include "contestant.h"
#include "duel.h"
#include "gamevariant.h"
#include "rules.h"

#include <optional>
#include <vector>

namespace countdown {

struct DuelPoints {
    int player = 0;
    int contestant = 0;
};

class ContestantDuel {
public:
    // A new game, or another contestant: the player picks first again.
    void restart();
    // Between rounds, `alternating` when a contestant plays and the player picks large numbers:
    // whether the next pick is the contestant's, and how many large it asks for (within
    // `variant`'s pick). Decided once, so that it can be said before the draw.
    void decideWhoPicks(bool alternating, const GameVariant &variant, PortableRandom &random);
    // The contestant's pick, when the next pick is its own.
    const std::optional<int> &contestantsPick() const { return m_pick; }
    // The pick was drawn, or is no longer the contestant's (people at one machine play now). A
    // round of another kind (typed numbers, the day's puzzle) leaves it waiting.
    void forgetPick() { m_pick.reset(); }

    // A round is drawn: `level` is the contestant's who plays it (1..kContestantLevels), or 0 when
    // nobody does (the player alone, typed numbers, the day's puzzle, people at one machine). A
    // round it plays is one pick more.
    void roundDrawn(int level);
    bool playsThisRound() const { return m_contestant.has_value(); }
    const std::optional<ContestantProfile> &contestant() const { return m_contestant; }
    const std::optional<ContestantAnswer> &answer() const { return m_answer; }
    void answered(const ContestantAnswer &answer) { m_answer = answer; }
    // At `elapsedMs` on the round's clock: true the one time it says "got it" (it is exact, and
    // its moment has come).
    bool saysGotItAt(qint64 elapsedMs);
    bool hasGotIt() const { return m_gotIt; }

    // The round's points by the show's rule, between `player`'s declaration (nothing declared, or
    // the answer asked for: no declaration) and the contestant's answer, which must be in. Hints
    // lower only the player's maximum. The contestant's points add to its session's.
    DuelPoints score(Number target, const std::vector<Number> &tiles, SolveMode mode,
                     const ContestDeclaration &player, int hintsTaken);
    int sessionPoints() const { return m_sessionPoints; }

private:
    int m_picks = 0; // rounds the contestant played since the game (or the duel) began
    std::optional<int> m_pick;
    std::optional<ContestantProfile> m_contestant;
    std::optional<ContestantAnswer> m_answer;
    bool m_gotIt = false;
    int m_sessionPoints = 0;
};

} // namespace countdown
