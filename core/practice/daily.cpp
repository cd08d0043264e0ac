// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "daily.h"

#include "gamevariant.h"

namespace countdown {

namespace {

constexpr std::uint64_t kDailySalt = 0x436F756E74646F77; // "Countdow" in ASCII

std::uint64_t splitmix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EB;
    return x ^ (x >> 31);
}

const QDate kFirstDay(2026, 1, 1);

// Draws a valid date's puzzle from `random`, seeded with dailySeed(date).
void drawPuzzle(DailyPuzzle &puzzle, PortableRandom &random)
{
    puzzle.large = int(random.below(kMaxLarge + 1));
    Draw draw = drawCountdown(puzzle.large, random);
    puzzle.tiles = std::move(draw.tiles);
    puzzle.target = draw.target;
}

} // namespace

QDate firstDailyDate()
{
    return kFirstDay;
}

std::uint64_t dailySeed(QDate date)
{
    // yyyymmdd as a signed number (a year before 1 makes it negative), then its 64-bit two's
    // complement pattern.
    const std::int64_t ymd =
        std::int64_t(date.year()) * 10000 + std::int64_t(date.month()) * 100 + date.day();
    return splitmix64(kDailySalt ^ std::uint64_t(ymd));
}

DailyPuzzle dailyPuzzle(QDate date)
{
    DailyPuzzle puzzle;
    puzzle.date = date;
    if (!date.isValid())
        return puzzle;
    puzzle.number = int(kFirstDay.daysTo(date) + 1);
    PortableRandom random(dailySeed(date));
    drawPuzzle(puzzle, random);
    return puzzle;
}

PortableRandom randomAfterDailyPuzzle(QDate date)
{
    PortableRandom random(dailySeed(date));
    DailyPuzzle puzzle;
    drawPuzzle(puzzle, random);
    return random;
}

} // namespace countdown
