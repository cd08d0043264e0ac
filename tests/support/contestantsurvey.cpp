// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "contestantsurvey.h"

#include "duel.h"
#include "gamevariant.h"
#include "median.h"
#include "scoring.h"
#include "solver.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

namespace countdown::testsupport {

std::vector<SurveyRound> surveyRounds(int count, quint64 seed)
{
    PortableRandom random(seed);
    std::vector<SurveyRound> rounds;
    for (int i = 0; i < count; ++i) {
        const Draw draw = drawCountdown(contestantPicksLarge(random), random);
        const BestAnswer best = *Solver(draw.tiles, SolveMode::DropAllowed).best(draw.target);
        rounds.push_back(SurveyRound{draw.tiles, draw.target, best.distance == 0});
    }
    return rounds;
}

LevelSurvey surveyLevel(int level, const std::vector<SurveyRound> &rounds)
{
    const ContestantStyle style = contestantProfile(level).style;
    LevelSurvey survey;
    survey.level = level;
    int exact = 0, within10 = 0, points = 0;
    double distance = 0;
    std::vector<double> thinking, cpu;
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const SurveyRound &round = rounds[i];
        const auto start = std::chrono::steady_clock::now();
        const ContestantAnswer answer =
            *contestantAnswer(style, round.tiles, round.target, SolveMode::DropAllowed, 30'000, i);
        cpu.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
        survey.allValid =
            survey.allValid
            && isValidMethod(answer.expression, answer.value, round.tiles, SolveMode::DropAllowed)
            && answer.distance == std::abs(answer.value - round.target);
        ++survey.rounds;
        survey.solvableRounds += round.solvable;
        exact += round.solvable && answer.distance == 0;
        within10 += answer.distance <= 10;
        points += pointsForDistance(answer.distance);
        distance += double(answer.distance);
        thinking.push_back(double(answer.thinkingMs) / 1000.0);
    }
    const double n = std::max(1, survey.rounds);
    survey.exactRate = double(exact) / std::max(1, survey.solvableRounds);
    survey.within10Rate = within10 / n;
    survey.meanPoints = points / n;
    survey.meanDistance = distance / n;
    survey.medianThinkingSeconds = median(thinking);
    survey.medianCpuMs = median(cpu);
    return survey;
}

} // namespace countdown::testsupport
