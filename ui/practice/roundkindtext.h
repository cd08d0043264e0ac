// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Kinds of round (roundkind.h) and games of practice on one in words: what the statistics' weak
// spots, the pick before a practice round, the header and the final scoreboard call them.
#pragma once

#include "roundkind.h"
#include "statistics.h"

#include <QString>

namespace countdown::ui {

// "Rounds with 4 large numbers", "Hard rounds: all six numbers needed", "Rounds that need a
// division".
QString roundKindName(const countdown::RoundKind &kind);

// "6 of 10 exact (60 %)", the practice's own figures.
QString practiceScoreText(const countdown::FocusedPracticeResult &result);
// "before: 35 % of 20 rounds like these" or "no earlier rounds like these".
QString practiceBeforeText(const countdown::FocusedPracticeResult &result);
// How the practice compares with before, once it has rounds: "Better than before.", "As
// before.", "Below your earlier rate: try again?"; empty with nothing to compare.
QString practiceVerdictText(const countdown::FocusedPracticeResult &result);

} // namespace countdown::ui
