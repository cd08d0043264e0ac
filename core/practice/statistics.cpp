#include "statistics.h"

#include <algorithm>
#include <deque>

namespace countdown {

namespace {

bool counts(const RoundRecord &round, const StatisticsOptions &options)
{
    if (round.isCustom() && !options.includeCustom)
        return false;
    if (round.cheated && !options.includeCheated)
        return false;
    return true;
}

bool isExact(const RoundRecord &round)
{
    return round.playerValue.has_value() && *round.playerValue == round.target;
}

double ratio(double part, double whole)
{
    return whole > 0 ? part / whole : 0.0;
}

} // namespace

// The rounds are taken in the order given (HistoryStore::rounds(): oldest first, the order they
// were stored in, which a clock set back cannot disturb); streaks and the series follow it.
Statistics computeStatistics(const std::vector<RoundRecord> &rounds,
                             const StatisticsOptions &options)
{
    Statistics s;
    const int window = std::max(options.rollingWindow, 1);
    std::deque<bool> recent; // exactness of the last `window` counted rounds
    int recentExact = 0;
    int streak = 0;
    qint64 millisecondsToExact = 0;

    for (const RoundRecord &round : rounds) {
        if (!counts(round, options))
            continue; // left out entirely: it neither breaks nor extends a streak
        const bool exact = isExact(round);
        ++s.rounds;
        s.totalPoints += round.points;
        if (exact) {
            ++s.exactRounds;
            millisecondsToExact += round.millisecondsUsed;
        }
        if (round.variant == Variant::Countdown && round.large >= 0
            && round.large < int(s.byLarge.size())) {
            Statistics::ByLarge &group = s.byLarge[std::size_t(round.large)];
            ++group.rounds;
            group.exact += exact ? 1 : 0;
        }

        streak = exact ? streak + 1 : 0;
        s.bestStreak = std::max(s.bestStreak, streak);

        recent.push_back(exact);
        recentExact += exact ? 1 : 0;
        if (int(recent.size()) > window) {
            recentExact -= recent.front() ? 1 : 0;
            recent.pop_front();
        }
        s.series.push_back(Statistics::Point{round.playedAt, round.points,
                                             ratio(recentExact, double(recent.size()))});
    }

    s.currentStreak = streak;
    s.averagePoints = ratio(s.totalPoints, s.rounds);
    s.exactRate = ratio(s.exactRounds, s.rounds);
    s.averageSecondsToExact = ratio(double(millisecondsToExact) / 1000.0, s.exactRounds);
    for (Statistics::ByLarge &group : s.byLarge)
        group.rate = ratio(group.exact, group.rounds);
    return s;
}

} // namespace countdown
