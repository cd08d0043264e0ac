// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The daily puzzle: one UK-rules round per local calendar day, the same on every OS and
// compiler. Frozen derivation (never change it: players compare their days):
//   seed  = splitmix64(0x436F756E74646F77 ^ (yyyy * 10000 + mm * 100 + dd))
//   large = PortableRandom(seed).below(5), then drawCountdown(large, that same random source).
// splitmix64 is the published finaliser (x += 0x9E3779B97F4A7C15; x = (x ^ (x >> 30)) *
// 0xBF58476D1CE4E5B9; x = (x ^ (x >> 27)) * 0x94D049BB133111EB; x ^ (x >> 31)).
#pragma once

#include "number.h"
#include "rules.h"

#include <QDate>

#include <cstdint>
#include <vector>

namespace countdown {

// Day #1 of the daily puzzle; the numbering never restarts (2027-01-01 is #366).
QDate firstDailyDate();

struct DailyPuzzle {
    QDate date;
    int number = 0; // 1 for the first day (2026-01-01), counting days
    int large = 0;
    std::vector<Number> tiles;
    Number target = 0;
};

std::uint64_t dailySeed(QDate date);
// The puzzle of a valid date (any date: before 2026-01-01 the number is 0 or negative); an
// invalid date gives a puzzle without tiles and number 0.
DailyPuzzle dailyPuzzle(QDate date);
// The random source of a valid date's puzzle as it stands once the puzzle is drawn: what the day's
// set (dailyset.h) draws from next.
PortableRandom randomAfterDailyPuzzle(QDate date);

} // namespace countdown
