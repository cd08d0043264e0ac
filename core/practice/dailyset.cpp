// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dailyset.h"

#include "daily.h"
#include "gamevariant.h"
#include "scoring.h"
#include "solver.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace countdown {

namespace {

// Easier than two numbers is a target that is one of the tiles: no puzzle at all.
constexpr int kFewestNumbers = 2;

struct Candidate {
    int drawn = 0; // its place among the draws: equal ease keeps the order drawn
    int large = 0;
    Draw draw;
    SolutionEase ease;
};

std::optional<SolutionEase> easeOfExact(const Draw &draw)
{
    const std::optional<ShownAnswer> answer =
        Solver(draw.tiles, SolveMode::DropAllowed).easiest(draw.target);
    if (!answer || answer->best.distance != 0)
        return std::nullopt;
    return easeOf(answer->shown);
}

std::vector<Candidate> candidates(QDate date)
{
    PortableRandom random = randomAfterDailyPuzzle(date);
    std::vector<Candidate> kept;
    for (int drawn = 0; drawn < kDailySetMaxDraws && int(kept.size()) < kDailySetCandidates;
         ++drawn) {
        Candidate candidate;
        candidate.drawn = drawn;
        candidate.large = int(random.below(kMaxLarge + 1));
        candidate.draw = drawCountdown(candidate.large, random);
        const std::optional<SolutionEase> ease = easeOfExact(candidate.draw);
        if (!ease || ease->numbers < kFewestNumbers)
            continue;
        candidate.ease = *ease;
        kept.push_back(std::move(candidate));
    }
    return kept;
}

QString puzzleEmoji(const std::optional<RoundRecord> &attempt)
{
    if (!attempt)
        return QStringLiteral("⬜");
    if (attempt->answerShown)
        return QStringLiteral("👀");
    switch (dailySetStars(*attempt)) {
    case 3:
        return QStringLiteral("🟩");
    case 2:
        return QStringLiteral("🟨");
    case 1:
        return QStringLiteral("🟧");
    default:
        return QStringLiteral("🟥");
    }
}

} // namespace

DailySet dailySet(QDate date)
{
    DailySet set;
    set.date = date;
    if (!date.isValid())
        return set;
    set.number = dailyPuzzle(date).number;
    std::vector<Candidate> kept = candidates(date);
    // Four in five UK rounds have an exact answer: twelve come within about fifteen draws, and
    // kDailySetMaxDraws is never reached (tst_dailyset looks at years of sets).
    std::stable_sort(kept.begin(), kept.end(),
                     [](const Candidate &a, const Candidate &b) { return a.ease < b.ease; });
    if (int(kept.size()) < kDailySetCandidates)
        return set;
    for (int position = 0; position < kDailySetSize; ++position) {
        const Candidate &chosen = kept[std::size_t(kDailySetPicks[std::size_t(position)])];
        set.puzzles.push_back(DailySetPuzzle{position + 1, chosen.large, chosen.draw.tiles,
                                             chosen.draw.target, chosen.ease});
    }
    return set;
}

int maxStarsAfterHints(int hintsTaken)
{
    return std::clamp(kMaxDailySetStars - (std::max(hintsTaken, 0) + 1) / 2, 1, kMaxDailySetStars);
}

int dailySetStars(std::optional<Number> declared, Number target, int hintsTaken, bool answerShown)
{
    if (answerShown || !declared)
        return 0;
    const Number distance = std::abs(*declared - target);
    const int stars = distance == 0 ? 3 : distance <= 5 ? 2 : distance <= 10 ? 1 : 0;
    return std::min(stars, maxStarsAfterHints(hintsTaken));
}

int dailySetStars(const RoundRecord &attempt)
{
    return dailySetStars(attempt.playerValue, attempt.target, attempt.hintsTaken,
                         attempt.answerShown);
}

int DailySetAttempts::played() const
{
    return int(std::count_if(puzzles.begin(), puzzles.end(),
                             [](const auto &attempt) { return attempt.has_value(); }));
}

int DailySetAttempts::stars() const
{
    int stars = 0;
    for (const std::optional<RoundRecord> &attempt : puzzles)
        stars += attempt ? dailySetStars(*attempt) : 0;
    return stars;
}

DailySetAttempts dailySetAttempts(const std::vector<RoundRecord> &rounds, QDate date)
{
    DailySetAttempts attempts;
    attempts.date = date;
    for (const RoundRecord &round : rounds) {
        const int index = round.dailySetPosition - 1;
        // The first stored wins, should two instances both have recorded one.
        if (round.dailySetDate == date && index >= 0 && index < kDailySetSize
            && !attempts.puzzles[std::size_t(index)])
            attempts.puzzles[std::size_t(index)] = round;
    }
    return attempts;
}

std::vector<QDate> completedDailySetDays(const std::vector<RoundRecord> &rounds)
{
    std::map<QDate, std::set<int>> positions;
    for (const RoundRecord &round : rounds)
        if (round.dailySetDate.isValid() && round.dailySetPosition >= 1
            && round.dailySetPosition <= kDailySetSize)
            positions[round.dailySetDate].insert(round.dailySetPosition);
    std::vector<QDate> days;
    for (const auto &[day, played] : positions)
        if (int(played.size()) == kDailySetSize)
            days.push_back(day);
    return days;
}

QString dailySetShareText(const DailySetAttempts &attempts, int setNumber)
{
    //: The first line of the shared daily set: %1 is the set's number, %2 its date (2026-12-05)
    const QString title =
        QCoreApplication::translate("countdown::DailyShare", "Countdown Numbers set #%1 · %2")
            .arg(setNumber)
            .arg(attempts.date.toString(Qt::ISODate));
    QString row;
    for (const std::optional<RoundRecord> &attempt : attempts.puzzles)
        row += puzzleEmoji(attempt);
    return title + QLatin1Char('\n') + row
           + QStringLiteral(" ⭐ %1/%2")
                 .arg(attempts.stars())
                 .arg(kDailySetSize * kMaxDailySetStars);
}

} // namespace countdown
