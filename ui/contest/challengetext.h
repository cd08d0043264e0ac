// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A challenge (challengecode.h) in the player's words: each player's result, who won, what a code
// holds, and the message a player sends a friend. Names come from strangers' codes: they go into
// these sentences as written, and the sentences are only ever shown as plain text.
#pragma once

#include "challengecode.h"
#include "challengeverdict.h"

#include <QString>

namespace countdown::ui {

// "Anna: 830, 4 away, in 23.5 s, 1 hint" or "Anna: no answer". An empty name reads "Your friend";
// `you` instead of the name says "You".
QString challengeResultText(const countdown::ChallengeResult &result, countdown::Number target,
                            bool you = false);

// Which of a challenge's two players is the one at this screen, if either.
enum class ChallengeSide { Neither, Sender, Reply };

// "Anna wins", "You win", "A draw": the player on the side `you` is "You".
QString challengeVerdictText(countdown::ChallengeVerdict verdict,
                             const countdown::ChallengeResult &sender,
                             const countdown::ChallengeResult &reply, ChallengeSide you);

// What a code holds, in one sentence, before it is played: "Anna's challenge: 6 numbers, target
// 834, a 30-second clock. Anna made 830 in 23.5 s." (no numbers: they are the round to play).
QString challengeSummary(const countdown::Challenge &challenge);

// The message to paste in a chat: one line (chat apps and the game's own field keep it whole)
// with the link and the code, and the sender's result or, for a reply, the reply's.
QString challengeMessage(const countdown::Challenge &challenge);

} // namespace countdown::ui
