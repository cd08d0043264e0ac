// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The daily set: five puzzles a day, the same for everyone, from the easiest to the hardest, each
// with an exact answer and no clock; each scores stars. Its derivation is frozen like the daily
// puzzle's (players compare their sets), and written out in docs/daily-set.md:
//   1. The daily puzzle's random source (daily.h): PortableRandom(dailySeed(date)), after the day's
//      puzzle is drawn from it.
//   2. Candidates, in order: large = below(5), then drawCountdown(large) from that same source.
//      A candidate is kept when the solver makes its target exactly (numbers may be left out,
//      all four operations) and its easiest solution (ease.h) needs two numbers or more; at most
//      kDailySetMaxDraws are drawn.
//   3. The first kDailySetCandidates kept are ordered by their easiest solution's SolutionEase,
//      equal ones in the order drawn; the set is the candidates at kDailySetPicks of that order.
// Changing any of it (the solver's notion of the easiest solution included) changes every set:
// tst_dailyset's golden sets catch it.
#pragma once

#include "ease.h"
#include "history.h"
#include "number.h"

#include <QDate>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace countdown {

inline constexpr int kDailySetSize = 5;
inline constexpr int kDailySetCandidates = 12;
inline constexpr std::array<int, kDailySetSize> kDailySetPicks{0, 3, 6, 9, 11};
inline constexpr int kDailySetMaxDraws = 400;

struct DailySetPuzzle {
    int position = 0; // 1 (the easiest) .. kDailySetSize
    int large = 0;
    std::vector<Number> tiles;
    Number target = 0;
    SolutionEase ease; // of its easiest exact solution: how hard it is
    friend bool operator==(const DailySetPuzzle &, const DailySetPuzzle &) = default;
};

struct DailySet {
    QDate date;
    int number = 0;                      // the daily puzzle's number of that day (daily.h)
    std::vector<DailySetPuzzle> puzzles; // kDailySetSize of them, easiest first; none for an
                                         // invalid date
};

// The set of `date`: about fifteen rounds solved for their easiest answer, a few milliseconds in
// all (2 ms measured; tst_dailyset draws a year of sets).
DailySet dailySet(QDate date);

// Stars for one puzzle: 3 exact, 2 within 5, 1 within 10, else 0; hints lower the most it can
// score as they lower points (scoring.h): 3 with none, 2 after one or two, 1 after three or four.
// A puzzle whose answer was shown, or with no declaration, scores none.
inline constexpr int kMaxDailySetStars = 3;
int maxStarsAfterHints(int hintsTaken);
int dailySetStars(std::optional<Number> declared, Number target, int hintsTaken, bool answerShown);
int dailySetStars(const RoundRecord &attempt);

// What the history holds of one day's set: the recorded attempt at each of its puzzles (the first
// one played on its day; practice from the archive is not an attempt).
struct DailySetAttempts {
    QDate date;
    std::array<std::optional<RoundRecord>, kDailySetSize> puzzles;

    int played() const;
    bool complete() const { return played() == kDailySetSize; }
    int stars() const;
};
DailySetAttempts dailySetAttempts(const std::vector<RoundRecord> &rounds, QDate date);
// The days whose whole set was played on its day, for the streaks (dailyshare.h).
std::vector<QDate> completedDailySetDays(const std::vector<RoundRecord> &rounds);

// The set as players share it, with no spoiler: its number and date, one emoji per puzzle (🟩 3
// stars, 🟨 2, 🟧 1, 🟥 none, 👀 answer shown, ⬜ not played yet) and the stars out of 15,
// e.g.
//   Countdown Numbers set #339 · 2026-12-05
//   🟩🟩🟨🟧⬜ ⭐ 10/15
// The words follow the language (context "countdown::DailyShare").
QString dailySetShareText(const DailySetAttempts &attempts, int setNumber);

} // namespace countdown
