// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Figures about a history of rounds: totals, averages, exact-answer rates by number of large,
// streaks, and the series the statistics window plots. Pure functions of the records.
#pragma once

#include "history.h"
#include "roundkind.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace countdown {

// The rules a round was played under, as the statistics tell them apart: its variant (by id)
// and whether every number had to be used. Rounds of different rules are different games (seven
// tiles make the target far more often than six, using every tile far less): a player comparing
// their progress compares rounds of one of them.
struct RulesPlayed {
    QString variantId;
    SolveMode mode = SolveMode::DropAllowed;
    friend bool operator==(const RulesPlayed &, const RulesPlayed &) = default;
};

// The rules of a round (variantPlayed, history.h); none for a custom round (numbers typed in).
std::optional<RulesPlayed> rulesPlayed(const RoundRecord &round);

// Rules the player's own rounds were played under (alone or against a computer contestant, not
// custom rounds), with the variant as it was at its last round (its name, for a player's own) and
// how many rounds; the most played first, then the first played first.
struct RulesTally {
    RulesPlayed rules;
    GameVariant variant;
    int rounds = 0;
};
std::vector<RulesTally> rulesTallies(const std::vector<RoundRecord> &rounds);

// A round left out by these options counts nowhere: not in the totals, the streaks or the series.
struct StatisticsOptions {
    // Only rounds of these rules; none: every round, whatever its rules. A custom round has none,
    // so it counts only then.
    std::optional<RulesPlayed> rules;
    bool includeCustom = false;      // custom rounds are left out unless the player asks
    bool includeAnswerShown = false; // as are rounds where the answer was shown early
    bool includeHinted = false;      // and rounds where hints were taken (counted apart: hinted)
    int rollingWindow = 10;          // rounds in the rolling exact-answer rate (at least 1)

    friend bool operator==(const StatisticsOptions &, const StatisticsOptions &) = default;
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

    // The rounds left out only for their hints (none when includeHinted): how many, how many of
    // them exact, and the hints taken in all.
    struct Hinted {
        int rounds = 0;
        int exact = 0;
        int hintsTaken = 0;
    };
    Hinted hinted;
};

// `rounds` in the order they were played, as HistoryStore::rounds() gives them (oldest first).
// Rounds of people at one machine are nobody's own practice: they count nowhere here.
Statistics computeStatistics(const std::vector<RoundRecord> &rounds,
                             const StatisticsOptions &options = {});

// The kinds a round belongs to, as the weak spots group rounds (and a game of practice draws
// them): its number of large (UK rules), its difficulty and whether it needs a division (only
// when its record says what it asked: rounds with an exact answer, stored since schema 4).
std::vector<RoundKind> kindsOf(const RoundRecord &round);

// A kind of round where the player does worse than overall; "rounds like these" are drawn by
// practiceRequest (roundkind.h).
struct WeakSpot {
    RoundKind kind;
    int rounds = 0; // counted rounds of that kind
    int exact = 0;
    double rate = 0;        // their exact rate, 0..1
    double overallRate = 0; // the player's over every counted round
    friend bool operator==(const WeakSpot &, const WeakSpot &) = default;
};

// Enough rounds of a kind to judge it, and how far below the overall rate makes it weak.
inline constexpr int kWeakSpotMinRounds = 8;
inline constexpr double kWeakSpotMargin = 0.10;

// The kinds of round (as `options` count them; for the difficulty and the division, only rounds
// whose record says what they asked) with at least kWeakSpotMinRounds rounds and an exact rate
// at least kWeakSpotMargin below the overall one; the worst first (then the most rounds). As a
// practice's "before" (below) counts them: only rounds that had an exact answer, and exact found
// unaided, so that the card's "2 of 10" and the practice's "before" are the same rounds.
std::vector<WeakSpot> weakSpots(const std::vector<RoundRecord> &rounds,
                                const StatisticsOptions &options = {});

// How a game of practice on one kind of round went (GameController::startFocusedPractice), against
// the player's rate on that kind before it. Both count exact answers found unaided: a round with
// hints, or whose answer was shown, is played but not exact here. Before: the rounds of that kind
// that had an exact answer (the practice's rounds all do), counted as `options` count them, from
// before the practice's first round.
struct FocusedPracticeResult {
    qint64 gameId = 0;
    RoundKind kind;
    QDateTime startedAt;
    int roundsPlanned = 0;
    int rounds = 0; // played so far
    int exact = 0;
    double rate = 0;
    int roundsBefore = 0;
    int exactBefore = 0;
    double rateBefore = 0;
    bool finished = false;
};

// A round's declaration is exact by the player alone, as a practice counts it: no hint taken, the
// answer not shown.
bool isExactUnaided(std::optional<Number> value, Number target, int hintsTaken, bool answerShown);

// The game `gameId`'s result, if it is a game of practice (GameRecord::focus); nullopt otherwise.
std::optional<FocusedPracticeResult> focusedPracticeResult(const std::vector<RoundRecord> &rounds,
                                                           const std::vector<GameRecord> &games,
                                                           qint64 gameId,
                                                           const StatisticsOptions &options = {});
// Every game of practice, the latest first.
std::vector<FocusedPracticeResult> focusedPracticeResults(const std::vector<RoundRecord> &rounds,
                                                          const std::vector<GameRecord> &games,
                                                          const StatisticsOptions &options = {});

// The player's record against one computer contestant.
struct ContestantRecord {
    int level = 0;
    QString name; // as stored with the last round against it
    // Its rounds (in games or not, after the options' filters): the points each side scored by
    // the show's rule, and the player's exact answers.
    int rounds = 0;
    int pointsFor = 0;
    int pointsAgainst = 0;
    int exactRounds = 0;
    double exactRate = 0; // 0..1
    // Finished games against it (every round of the game against a contestant, the last one's
    // level), by their totals.
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    // The player's exact rate against it over time: one point per round, rolling as in
    // Statistics::series.
    std::vector<Statistics::Point> series;
};

// One record per level played against, weakest first; none for levels never met.
std::vector<ContestantRecord> contestantStatistics(const std::vector<RoundRecord> &rounds,
                                                   const std::vector<GameRecord> &games,
                                                   const StatisticsOptions &options = {});

} // namespace countdown
