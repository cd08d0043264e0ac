// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundkindtext.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace countdown::ui {

namespace {

// The texts' context for the translators.
struct RoundKindText {
    Q_DECLARE_TR_FUNCTIONS(countdown::ui::RoundKindText)
};

QString percent(double rate)
{
    //: a percentage
    return RoundKindText::tr("%1 %").arg(QLocale().toString(std::round(rate * 100.0), 'f', 0));
}

// Rates are compared as the player reads them: whole percentages.
int wholePercent(double rate)
{
    return int(std::lround(rate * 100.0));
}

} // namespace

QString roundKindName(const RoundKind &kind)
{
    switch (kind.axis) {
    case RoundKind::Axis::Large:
        return RoundKindText::tr("Rounds with %n large number(s)", nullptr, kind.large);
    case RoundKind::Axis::Difficulty:
        switch (kind.difficulty) {
        case Difficulty::Easy:
            return RoundKindText::tr("Easy rounds: three numbers or fewer needed");
        case Difficulty::Medium:
            return RoundKindText::tr("Medium rounds: four or five numbers needed");
        case Difficulty::Hard:
        case Difficulty::Any:
            break;
        }
        return RoundKindText::tr("Hard rounds: all six numbers needed");
    case RoundKind::Axis::NeedsDivision:
        break;
    }
    return RoundKindText::tr("Rounds that need a division");
}

QString practiceScoreText(const FocusedPracticeResult &result)
{
    //: %1: rounds exact, %n: rounds played, %2: the rate, e.g. "6 of 10 exact (60 %)"
    return RoundKindText::tr("%1 of %n exact (%2)", nullptr, result.rounds)
        .arg(QLocale().toString(result.exact), percent(result.rate));
}

QString practiceBeforeText(const FocusedPracticeResult &result)
{
    if (result.roundsBefore <= 0)
        return RoundKindText::tr("no earlier rounds like these");
    //: %1: the earlier exact rate, %n: how many rounds it is over
    return RoundKindText::tr("before: %1 of %n round(s) like these", nullptr, result.roundsBefore)
        .arg(percent(result.rateBefore));
}

QString practiceVerdictText(const FocusedPracticeResult &result)
{
    if (result.rounds <= 0 || result.roundsBefore <= 0)
        return QString();
    const int now = wholePercent(result.rate);
    const int before = wholePercent(result.rateBefore);
    if (now > before)
        return RoundKindText::tr("Better than before.");
    if (now == before)
        return RoundKindText::tr("As before.");
    return RoundKindText::tr("Below your earlier rate: practise again?");
}

} // namespace countdown::ui
