// Figures about a history of rounds: totals, averages, exact-answer rates by number of large,
// streaks, and the series the statistics window plots. Pure functions of the records.
#pragma once

#include "history.h"

#include <array>
#include <vector>

namespace countdown {

// A round left out by these options counts nowhere: not in the totals, the streaks or the series.
struct StatisticsOptions {
    bool includeCustom = false;  // custom rounds are left out unless the player asks
    bool includeCheated = false; // as are rounds where the answer was shown early
    int rollingWindow = 10;      // rounds in the rolling exact-answer rate (at least 1)
};

// A round is exact when the player declared a value equal to the target.
struct Statistics {
    int rounds = 0; // the rounds counted (after the options' filters)
    int totalPoints = 0;
    double averagePoints = 0;
    int exactRounds = 0;
    double exactRate = 0; // 0..1

    struct ByLarge {
        int rounds = 0;
        int exact = 0;
        double rate = 0; // 0..1; 0 when there are no rounds
    };
    std::array<ByLarge, 5> byLarge{}; // UK rounds by number of large picked (0-4)

    double averageSecondsToExact = 0; // mean time used in exact rounds; 0 when there are none
    int bestStreak = 0;               // most exact counted rounds in a row
    int currentStreak = 0;            // exact counted rounds in a row up to the last one

    // One point per counted round, oldest first.
    struct Point {
        QDateTime playedAt;
        int points = 0;
        double rollingExactRate = 0; // over the last rollingWindow rounds (or fewer at the start)
    };
    std::vector<Point> series;
};

// `rounds` in the order they were played, as HistoryStore::rounds() gives them (oldest first).
Statistics computeStatistics(const std::vector<RoundRecord> &rounds,
                             const StatisticsOptions &options = {});

} // namespace countdown
