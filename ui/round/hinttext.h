// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The hints of a round in words (hints.h says what each tells): one short sentence per hint, as
// the board shows them while the player works and the reveal repeats them.
#pragma once

#include "hints.h"

#include <QString>
#include <QStringList>

namespace countdown::ui {

// The sentence of `hint`, e.g. "Exact answer possible.", "Easiest: 4 numbers.",
// "Uses 25, 10, 9, 8.", "Start with 10 × 9 = 90."
QString hintSentence(const countdown::RoundHints &hints, countdown::Hint hint);

// The sentences of the first `taken` hints, in the order they were taken.
QStringList hintSentences(const countdown::RoundHints &hints, int taken);

} // namespace countdown::ui
