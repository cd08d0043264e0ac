// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What a revealed round becomes beyond the reveal: a line of the game's summary (the scoreboard)
// and a row of the history. Made from the round's outcome alone.
#pragma once

#include "gameprogress.h"
#include "history.h"
#include "roundoutcome.h"

#include <QDateTime>

namespace countdown {

// The round as the game's scoreboard lists it.
GameRoundSummary gameRoundSummary(const RoundOutcome &outcome);

// The round as the history stores it, played at `playedAt` (UTC). Among people, the round is
// nobody's own: the player's columns stay empty and each person is a player of the round; a
// computer contestant is one too.
RoundRecord roundRecord(const RoundOutcome &outcome, const QDateTime &playedAt);

} // namespace countdown
