// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The fixed words that name the game's values wherever they are written down: the history's file
// and its CSV, the settings file, the odds table, countdown-solve's options and JSON. One table
// per kind of value, so that no two places can spell one differently. Frozen: files in the wild
// hold these words.
#pragma once

#include "difficulty.h"
#include "rules.h"
#include "solver.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace countdown {

// "countdown" | "le-compte-est-bon" | "custom"
QString ruleSetWord(RuleSet rules);
std::optional<RuleSet> ruleSetFromWord(QStringView word);

// The mode's words, "drop" | "use-all", are with the mode (solvemode.h).

// "any" | "easy" | "medium" | "hard"
QString difficultyWord(Difficulty difficulty);
std::optional<Difficulty> difficultyFromWord(QStringView word);

// The rules as countdown-solve's --rules and the odds table name them: "uk" | "lceb" (a custom
// round has no odds table and no such word).
QString oddsRulesWord(RuleSet rules);
std::optional<RuleSet> oddsRulesFromWord(QStringView word);

} // namespace countdown
