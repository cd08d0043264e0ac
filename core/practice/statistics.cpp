// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "statistics.h"

#include <algorithm>
#include <deque>
#include <map>

namespace countdown {

namespace {
// A round picked under the show's own bags and tiles: what the statistics by number of large
// (and the practice by number of large) are about. Rounds of other variants that let the player
// pick (seven tiles, the alternative large set...) would blur them.
bool pickedUnderTheShowsRules(const RoundRecord &round)
{
    return round.rules == RuleSet::Countdown && round.large >= 0 && round.large <= kMaxLarge
           && (!round.gameVariant || round.gameVariant->id == standardVariant().id);
}

// The round's computer contestant; none when played alone or among people.
const PlayerRecord *contestantOf(const RoundRecord &round)
{
    for (const PlayerRecord &p : round.players) {
        if (p.kind == PlayerRecord::Kind::Contestant)
            return &p;
    }
    return nullptr;
}

bool amongPeople(const RoundRecord &round)
{
    return std::any_of(round.players.begin(), round.players.end(),
                       [](const PlayerRecord &p) { return p.kind == PlayerRecord::Kind::Person; });
}

// Left out for every reason but its hints: a hinted round that would count otherwise is one of
// Statistics::hinted.
bool countsButForHints(const RoundRecord &round, const StatisticsOptions &options)
{
    if (amongPeople(round))
        return false;
    if (options.rules && rulesPlayed(round) != options.rules)
        return false;
    if (round.isCustom() && !options.includeCustom)
        return false;
    if (round.answerShown && !options.includeAnswerShown)
        return false;
    return true;
}

bool counts(const RoundRecord &round, const StatisticsOptions &options)
{
    return countsButForHints(round, options) && (round.hintsTaken == 0 || options.includeHinted);
}

bool isExact(const RoundRecord &round)
{
    return round.playerValue.has_value() && *round.playerValue == round.target;
}

double ratio(double part, double whole)
{
    return whole > 0 ? part / whole : 0.0;
}

// The rounds that say how often the player finds an exact answer: those that had one (a round
// whose solver's best missed the target could not be won; 0 is a best never stored), and of
// those, the ones found without a hint. The weak spots and a practice's "before" count alike.
bool couldBeExact(const RoundRecord &round)
{
    return round.solverBest == 0 || round.solverBest == round.target;
}

bool isExactUnaided(const RoundRecord &round)
{
    return countdown::isExactUnaided(round.playerValue, round.target, round.hintsTaken,
                                     round.answerShown);
}

// The exact rate over the last `window` rounds, fed one round at a time.
class RollingRate {
public:
    explicit RollingRate(int window)
        : m_window(std::max(window, 1))
    {
    }
    double add(bool exact)
    {
        m_recent.push_back(exact);
        m_exact += exact ? 1 : 0;
        if (int(m_recent.size()) > m_window) {
            m_exact -= m_recent.front() ? 1 : 0;
            m_recent.pop_front();
        }
        return ratio(m_exact, double(m_recent.size()));
    }

private:
    int m_window;
    std::deque<bool> m_recent;
    int m_exact = 0;
};

} // namespace

namespace {
RulesPlayed rulesOf(const GameVariant &variant)
{
    return RulesPlayed{variant.id, variant.mode};
}
} // namespace

std::optional<RulesPlayed> rulesPlayed(const RoundRecord &round)
{
    const std::optional<GameVariant> variant = variantPlayed(round);
    if (!variant)
        return std::nullopt;
    return rulesOf(*variant);
}

std::vector<RulesTally> rulesTallies(const std::vector<RoundRecord> &rounds)
{
    std::vector<RulesTally> tallies; // in the order their rules are first met
    for (const RoundRecord &round : rounds) {
        if (amongPeople(round))
            continue;
        const std::optional<GameVariant> variant = variantPlayed(round);
        if (!variant)
            continue;
        const RulesPlayed rules = rulesOf(*variant);
        auto tally = std::find_if(tallies.begin(), tallies.end(),
                                  [&rules](const RulesTally &t) { return t.rules == rules; });
        if (tally == tallies.end())
            tally = tallies.insert(tallies.end(), RulesTally{rules, *variant, 0});
        tally->variant = *variant; // a player's own variant may have been renamed since
        ++tally->rounds;
    }
    std::stable_sort(tallies.begin(), tallies.end(),
                     [](const RulesTally &a, const RulesTally &b) { return a.rounds > b.rounds; });
    return tallies;
}

// The rounds are taken in the order given (HistoryStore::rounds(): oldest first, the order they
// were stored in, which a clock set back cannot disturb); streaks and the series follow it.
Statistics computeStatistics(const std::vector<RoundRecord> &rounds,
                             const StatisticsOptions &options)
{
    Statistics s;
    RollingRate rolling(options.rollingWindow);
    int streak = 0;
    qint64 millisecondsToExact = 0;

    for (const RoundRecord &round : rounds) {
        if (!counts(round, options)) {
            if (round.hintsTaken > 0 && countsButForHints(round, options)) {
                ++s.hinted.rounds;
                s.hinted.exact += isExact(round) ? 1 : 0;
                s.hinted.hintsTaken += round.hintsTaken;
            }
            continue; // left out entirely: it neither breaks nor extends a streak
        }
        const bool exact = isExact(round);
        ++s.rounds;
        s.totalPoints += round.points;
        if (exact) {
            ++s.exactRounds;
            millisecondsToExact += round.millisecondsUsed;
        }
        if (pickedUnderTheShowsRules(round) && round.large < int(s.byLarge.size())) {
            Statistics::ByLarge &group = s.byLarge[std::size_t(round.large)];
            ++group.rounds;
            group.exact += exact ? 1 : 0;
        }

        streak = exact ? streak + 1 : 0;
        s.bestStreak = std::max(s.bestStreak, streak);

        s.series.push_back(Statistics::Point{round.playedAt, round.points, rolling.add(exact)});
    }

    s.currentStreak = streak;
    s.averagePoints = ratio(s.totalPoints, s.rounds);
    s.exactRate = ratio(s.exactRounds, s.rounds);
    s.averageSecondsToExact = ratio(double(millisecondsToExact) / 1000.0, s.exactRounds);
    for (Statistics::ByLarge &group : s.byLarge)
        group.rate = ratio(group.exact, group.rounds);
    return s;
}

std::vector<RoundKind> kindsOf(const RoundRecord &round)
{
    std::vector<RoundKind> kinds;
    if (pickedUnderTheShowsRules(round))
        kinds.push_back(RoundKind::withLarge(round.large));
    if (round.easiestNumbers) {
        if (const auto difficulty = difficultyFor(*round.easiestNumbers))
            kinds.push_back(RoundKind::ofDifficulty(*difficulty));
    }
    if (round.needsDivision.value_or(false))
        kinds.push_back(RoundKind::needingDivision());
    return kinds;
}

std::vector<WeakSpot> weakSpots(const std::vector<RoundRecord> &rounds,
                                const StatisticsOptions &options)
{
    std::vector<WeakSpot> groups; // in the order their kinds are first met
    const auto groupOf = [&groups](const RoundKind &kind) -> WeakSpot & {
        const auto found = std::find_if(groups.begin(), groups.end(),
                                        [&kind](const WeakSpot &g) { return g.kind == kind; });
        if (found != groups.end())
            return *found;
        return groups.emplace_back(WeakSpot{kind});
    };
    int counted = 0;
    int exactOverall = 0;
    for (const RoundRecord &round : rounds) {
        if (!counts(round, options) || !couldBeExact(round))
            continue;
        const bool exact = isExactUnaided(round);
        ++counted;
        exactOverall += exact ? 1 : 0;
        for (const RoundKind &kind : kindsOf(round)) {
            WeakSpot &group = groupOf(kind);
            ++group.rounds;
            group.exact += exact ? 1 : 0;
        }
    }
    const double overall = ratio(exactOverall, counted);
    std::vector<WeakSpot> weak;
    for (WeakSpot &g : groups) {
        g.rate = ratio(g.exact, g.rounds);
        g.overallRate = overall;
        // A hair of tolerance: 4 of 10 against 5 of 10 is exactly the margin, whatever the
        // rounding of the doubles.
        if (g.rounds >= kWeakSpotMinRounds && g.rate + kWeakSpotMargin <= overall + 1e-9)
            weak.push_back(g);
    }
    std::stable_sort(weak.begin(), weak.end(), [](const WeakSpot &a, const WeakSpot &b) {
        return a.rate != b.rate ? a.rate < b.rate : a.rounds > b.rounds;
    });
    return weak;
}

namespace {

bool isOfKind(const RoundRecord &round, const RoundKind &kind)
{
    const std::vector<RoundKind> kinds = kindsOf(round);
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

FocusedPracticeResult resultOf(const std::vector<RoundRecord> &rounds, const GameRecord &game,
                               const StatisticsOptions &options)
{
    FocusedPracticeResult result;
    result.gameId = game.id;
    result.kind = *game.focus;
    result.startedAt = game.startedAt;
    result.roundsPlanned = game.roundsPlanned;
    result.finished = game.finished;
    // Before: every round stored before the practice's first one (rounds come oldest first; by
    // the game's start, for a practice not played yet).
    const auto first = std::find_if(rounds.begin(), rounds.end(),
                                    [&game](const RoundRecord &r) { return r.gameId == game.id; });
    for (auto it = rounds.begin(); it != rounds.end(); ++it) {
        const RoundRecord &round = *it;
        if (round.gameId == game.id) {
            ++result.rounds;
            result.exact += isExactUnaided(round) ? 1 : 0;
            continue;
        }
        // Stored at the very millisecond the game began, a round still came before it: the
        // game's own rounds are stored after it began.
        const bool before = first != rounds.end() ? it < first : round.playedAt <= game.startedAt;
        if (!before || !couldBeExact(round) || !counts(round, options)
            || !isOfKind(round, result.kind))
            continue;
        ++result.roundsBefore;
        result.exactBefore += isExactUnaided(round) ? 1 : 0;
    }
    result.rate = ratio(result.exact, result.rounds);
    result.rateBefore = ratio(result.exactBefore, result.roundsBefore);
    return result;
}

} // namespace

bool isExactUnaided(std::optional<Number> value, Number target, int hintsTaken, bool answerShown)
{
    return value == target && hintsTaken == 0 && !answerShown;
}

std::optional<FocusedPracticeResult> focusedPracticeResult(const std::vector<RoundRecord> &rounds,
                                                           const std::vector<GameRecord> &games,
                                                           qint64 gameId,
                                                           const StatisticsOptions &options)
{
    const auto game = std::find_if(games.begin(), games.end(),
                                   [gameId](const GameRecord &g) { return g.id == gameId; });
    if (game == games.end() || !game->focus)
        return std::nullopt;
    return resultOf(rounds, *game, options);
}

std::vector<FocusedPracticeResult> focusedPracticeResults(const std::vector<RoundRecord> &rounds,
                                                          const std::vector<GameRecord> &games,
                                                          const StatisticsOptions &options)
{
    std::vector<FocusedPracticeResult> results;
    for (auto game = games.rbegin(); game != games.rend(); ++game) {
        if (game->focus)
            results.push_back(resultOf(rounds, *game, options));
    }
    return results;
}

std::vector<ContestantRecord> contestantStatistics(const std::vector<RoundRecord> &rounds,
                                                   const std::vector<GameRecord> &games,
                                                   const StatisticsOptions &options)
{
    std::map<int, ContestantRecord> byLevel;
    std::map<int, RollingRate> rolling;
    // Per game: the level of its last round, whether every round had a contestant, the totals.
    struct GameTally {
        int level = 0;
        bool allAgainstOne = true;
        int mine = 0;
        int theirs = 0;
    };
    std::map<qint64, GameTally> tallies;
    for (const RoundRecord &round : rounds) {
        const PlayerRecord *contestant = contestantOf(round);
        if (round.gameId != 0) {
            GameTally &tally = tallies[round.gameId];
            tally.allAgainstOne = tally.allAgainstOne && contestant;
            if (contestant) {
                tally.level = contestant->level;
                tally.mine += round.points;
                tally.theirs += contestant->points;
            }
        }
        if (!contestant || !counts(round, options))
            continue;
        ContestantRecord &record = byLevel[contestant->level];
        record.level = contestant->level;
        record.name = contestant->name;
        ++record.rounds;
        record.pointsFor += round.points;
        record.pointsAgainst += contestant->points;
        const bool exact = isExact(round);
        record.exactRounds += exact ? 1 : 0;
        auto rate = rolling.try_emplace(contestant->level, options.rollingWindow).first;
        record.series.push_back(
            Statistics::Point{round.playedAt, round.points, rate->second.add(exact)});
    }
    for (const GameRecord &game : games) {
        const auto tally = tallies.find(game.id);
        if (!game.finished || tally == tallies.end() || !tally->second.allAgainstOne)
            continue;
        const GameTally &t = tally->second;
        ContestantRecord &record = byLevel[t.level];
        record.level = t.level;
        ++record.games;
        record.wins += t.mine > t.theirs ? 1 : 0;
        record.draws += t.mine == t.theirs ? 1 : 0;
        record.losses += t.mine < t.theirs ? 1 : 0;
    }
    std::vector<ContestantRecord> records;
    for (auto &[level, record] : byLevel) {
        record.exactRate = ratio(record.exactRounds, record.rounds);
        records.push_back(std::move(record));
    }
    return records;
}

} // namespace countdown
