// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The player's record in challenges (challengecode.h) against each friend, by name: won, drawn
// and lost, as the reveal and the reply said them (challengeverdict.h). Pure functions of the
// history's records.
#pragma once

#include "history.h"

#include <QDateTime>
#include <QString>

#include <vector>

namespace countdown {

struct ChallengerRecord {
    // As the friend wrote it the last time (plain text, never rich text); empty for a friend who
    // gave no name. Names that differ only in case and in spaces around them are one friend.
    QString name;
    int won = 0;
    int drawn = 0;
    int lost = 0;
    QDateTime lastMet; // the last round played from their code, or the last reply of theirs opened

    int challenges() const { return won + drawn + lost; }
    friend bool operator==(const ChallengerRecord &, const ChallengerRecord &) = default;
};

// Each challenge counts once, whoever sent it:
//  - a round played from a friend's code: the first round stored with that code (a second go
//    knows the answer), against each friend whose result the code carried;
//  - a friend's reply to the player's challenge, as kept when the player opened it (the player's
//    own round counts in the other figures; this is only who won).
// A kept reply whose code no longer reads (a newer format, say) is left out. The friend met last
// first.
std::vector<ChallengerRecord>
challengerStatistics(const std::vector<RoundRecord> &rounds,
                     const std::vector<ChallengeReplyRecord> &replies);

} // namespace countdown
