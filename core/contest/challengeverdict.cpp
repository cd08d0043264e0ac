// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengeverdict.h"

#include <limits>
#include <tuple>

namespace countdown {

namespace {

// Smaller is better in every field, compared in this order.
auto standing(Number target, const ChallengeResult &result)
{
    const Number distance =
        result.value ? distanceTo(*result.value, target) : std::numeric_limits<Number>::max();
    return std::make_tuple(distance, result.hints, result.timeMs);
}

} // namespace

ChallengeVerdict challengeVerdict(Number target, const ChallengeResult &sender,
                                  const ChallengeResult &reply)
{
    const auto a = standing(target, sender);
    const auto b = standing(target, reply);
    if (a < b)
        return ChallengeVerdict::SenderWins;
    if (b < a)
        return ChallengeVerdict::ReplyWins;
    return ChallengeVerdict::Draw;
}

} // namespace countdown
