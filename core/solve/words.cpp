// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "words.h"

#include <array>
#include <utility>

namespace countdown {

namespace {

template <typename Enum, std::size_t N>
using Words = std::array<std::pair<Enum, const char *>, N>;

constexpr Words<RuleSet, 3> kRuleSetWords{{
    {RuleSet::Countdown, "countdown"},
    {RuleSet::LeCompteEstBon, "le-compte-est-bon"},
    {RuleSet::Custom, "custom"},
}};
constexpr Words<Difficulty, 4> kDifficultyWords{{
    {Difficulty::Any, "any"},
    {Difficulty::Easy, "easy"},
    {Difficulty::Medium, "medium"},
    {Difficulty::Hard, "hard"},
}};
constexpr Words<RuleSet, 2> kOddsRulesWords{{
    {RuleSet::Countdown, "uk"},
    {RuleSet::LeCompteEstBon, "lceb"},
}};

// Every enum value has its word in its table (the tests check each one): the fallback is only
// for a value outside the enumeration.
template <typename Enum, std::size_t N>
QString wordFor(const Words<Enum, N> &words, Enum value)
{
    for (const auto &[each, word] : words) {
        if (each == value)
            return QString::fromLatin1(word);
    }
    return QString::fromLatin1(words.front().second);
}

template <typename Enum, std::size_t N>
std::optional<Enum> valueFor(const Words<Enum, N> &words, QStringView word)
{
    for (const auto &[value, each] : words) {
        if (word == QLatin1String(each))
            return value;
    }
    return std::nullopt;
}

} // namespace

QString ruleSetWord(RuleSet rules)
{
    return wordFor(kRuleSetWords, rules);
}

std::optional<RuleSet> ruleSetFromWord(QStringView word)
{
    return valueFor(kRuleSetWords, word);
}

QString difficultyWord(Difficulty difficulty)
{
    return wordFor(kDifficultyWords, difficulty);
}

std::optional<Difficulty> difficultyFromWord(QStringView word)
{
    return valueFor(kDifficultyWords, word);
}

QString oddsRulesWord(RuleSet rules)
{
    return wordFor(kOddsRulesWords, rules == RuleSet::LeCompteEstBon ? rules : RuleSet::Countdown);
}

std::optional<RuleSet> oddsRulesFromWord(QStringView word)
{
    return valueFor(kOddsRulesWords, word);
}

} // namespace countdown
