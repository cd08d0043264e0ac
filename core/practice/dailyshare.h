// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the daily puzzle gives players to come back for: the result they paste for friends, the
// days they have played in a row, and how long until the next puzzle.
#pragma once

#include "history.h"

#include <QDate>
#include <QDateTime>
#include <QString>

#include <vector>

namespace countdown {

// How close a daily attempt came, as the share text's emoji says it.
enum class DailyBand { Exact, Within5, Within10, Further, NoAnswer, AnswerShown };
DailyBand dailyBand(const RoundRecord &attempt);

// The attempt as players share it, two lines with no spoiler (never the tiles, the target or the
// answer): the puzzle's number and its day written without ambiguity (ISO 8601), then how close
// it came, the hints taken and the time, e.g.
//   Countdown Numbers #335 · 2026-12-01
//   🟩 exact · 💡 1/4 · ⏱ 23 s
// The words follow the language (context "countdown::DailyShare"); the rest is the same for all.
QString dailyShareText(const RoundRecord &attempt);

// Days with a recorded attempt at the daily puzzle, in a row. The current run ends today, or
// yesterday while today's puzzle is still to play; 0 when neither was played.
struct DailyStreaks {
    int current = 0;
    int best = 0;
    int daysPlayed = 0;
};
DailyStreaks dailyStreaks(const std::vector<RoundRecord> &rounds, QDate today);
// The same for any days played, in any order (the daily set's completed days: dailyset.h).
DailyStreaks streaksOfDays(const std::vector<QDate> &days, QDate today);

// Whole seconds from `now` (local time) to the next local midnight, when the next puzzle comes.
qint64 secondsToNextDaily(const QDateTime &now);

} // namespace countdown
