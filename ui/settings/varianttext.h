// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Variants of the game (gamevariant.h) in words: the built-ins' names in the player's language,
// a player's own by the name they gave it, and a one-line summary of what a variant draws.
#pragma once

#include "gamevariant.h"

#include <QString>

namespace countdown::ui {

// "Countdown (UK)", "Seven tiles"...; a player's own variant by its name (its id when unnamed).
QString variantName(const countdown::GameVariant &variant);

// "7 tiles · 0–4 large of 25 50 75 100 · targets 100–999 · + − × ÷": what the settings and the
// editor show under the choice.
QString variantSummary(const countdown::GameVariant &variant);

// The operations of a set as the window writes them, in the order + − × ÷: "+ − ×".
QString operationsText(countdown::OperatorSet operators);

// The numbers of a bag as the player reads and types them: "25 50 75 100", equal tiles repeated.
QString bagText(const std::vector<countdown::Number> &bag);

} // namespace countdown::ui
