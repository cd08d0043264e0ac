// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Who won a challenge (challengecode.h), once both players have played its round: the closer
// declaration wins, as on the show; between two equally close, the one who took fewer hints, then
// the quicker. No declaration is beaten by any, and an answer shown is no declaration. Equal in
// all three: a draw.
#pragma once

#include "challengecode.h"

namespace countdown {

enum class ChallengeVerdict { SenderWins, ReplyWins, Draw };

ChallengeVerdict challengeVerdict(Number target, const ChallengeResult &sender,
                                  const ChallengeResult &reply);

} // namespace countdown
