// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A played round as a challenge to send (challengecode.h): its tiles, target and rules with the
// player's result, or, for a round played from a friend's challenge, the reply that carries both
// results.
#pragma once

#include "challengecode.h"
#include "roundoutcome.h"

#include <QString>

#include <optional>

namespace countdown {

// The player's result in `outcome` as a code carries it, under `name` (cleaned by
// challengeName): the declared value (none when nothing was declared or the answer was shown),
// the points, the time to the tenth of a second (at most kMaxChallengeTimeMs) and the hints.
ChallengeResult challengeResultOf(const RoundOutcome &outcome, const QString &name);

// What "Challenge a friend" sends for a revealed round: a new challenge with the player as its
// sender, or for a round played from a challenge with a sender, the reply with both results.
// None for rounds that are nobody's own (people at one machine), look-ups and the guided round.
std::optional<Challenge> challengeToSend(const RoundOutcome &outcome, const QString &name);

} // namespace countdown
