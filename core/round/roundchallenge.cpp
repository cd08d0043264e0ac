// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundchallenge.h"

#include "gamevariant.h"
#include "variantfile.h"

#include <algorithm>

namespace countdown {

namespace {

// The round's clock as a code can carry it: none, or kMinClockSeconds-kMaxClockSeconds.
int clockSecondsOf(qint64 clockMs)
{
    if (clockMs <= 0)
        return 0;
    return int(std::clamp<qint64>((clockMs + 999) / 1000, kMinClockSeconds, kMaxClockSeconds));
}

} // namespace

ChallengeResult challengeResultOf(const RoundOutcome &outcome, const QString &name)
{
    const RoundResult &result = outcome.result;
    return carriedResult(name,
                         result.hasDeclaration ? std::optional<Number>(result.value) : std::nullopt,
                         result.answerShown, result.points, result.timeUsedMs, result.hintsTaken);
}

std::optional<Challenge> challengeToSend(const RoundOutcome &outcome, const QString &name)
{
    if (outcome.isOneMachineRound() || outcome.revealedAtOnce || outcome.tiles.empty())
        return std::nullopt;
    if (outcome.challenge && outcome.challenge->sender && !outcome.challenge->reply) {
        Challenge reply = *outcome.challenge;
        reply.reply = challengeResultOf(outcome, name);
        return reply;
    }
    Challenge challenge;
    if (outcome.challenge) { // a round without a sender's result, or a reply played again
        challenge = *outcome.challenge;
        challenge.reply.reset();
    } else {
        // A drawn round's variant; the show's rules it follows for the others but typed numbers.
        std::optional<GameVariant> variant = outcome.gameVariant;
        if (!variant && outcome.rules != RuleSet::Custom)
            variant = variantOf(outcome.rules, outcome.mode);
        challenge.variantId = variant && isBuiltInVariantId(variant->id) ? variant->id : QString();
        challenge.tiles = outcome.tiles;
        challenge.target = outcome.target;
        challenge.operators = variant ? variant->operators : OperatorSet::all();
        challenge.mode = outcome.mode;
        challenge.clockSeconds = clockSecondsOf(outcome.clockMs);
    }
    challenge.sender = challengeResultOf(outcome, name);
    return challenge;
}

} // namespace countdown
