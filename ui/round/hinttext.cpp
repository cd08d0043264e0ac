// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hinttext.h"

#include "awaytext.h"

#include <QCoreApplication>

#include <algorithm>

namespace countdown::ui {

namespace {

// "75, 50, 4, 2": written as the tiles and the steps write them, in every language.
QString numberList(const std::vector<countdown::Number> &numbers)
{
    QStringList texts;
    for (const countdown::Number n : numbers)
        texts << QString::number(n);
    return texts.join(QStringLiteral(", "));
}

} // namespace

QString hintSentence(const RoundHints &hints, Hint hint)
{
    switch (hint) {
    case Hint::Reachable:
        if (hints.isExact())
            return QCoreApplication::translate("countdown::ui::HintText", "Exact answer possible.");
        //: %1: the closest value that can be made; %2: how far it is, e.g. "2 away"
        return QCoreApplication::translate("countdown::ui::HintText",
                                           "No exact answer: the closest is %1 (%2).")
            .arg(hints.bestValue())
            .arg(awayText(hints.bestDistance()));
    case Hint::NumbersNeeded:
        return QCoreApplication::translate("countdown::ui::HintText", "Easiest: %n number(s).",
                                           nullptr, hints.numbersNeeded());
    case Hint::NumbersUsed:
        //: %1: the numbers of the easiest solution, e.g. "75, 50, 4, 2"
        return QCoreApplication::translate("countdown::ui::HintText", "Uses %1.")
            .arg(numberList(hints.numbersUsed()));
    case Hint::FirstStep: {
        const QString step = hints.firstStep(Notation::Typographic);
        if (step.isEmpty())
            //: The easiest answer is one of the tiles, e.g. the target 100 with a 100 drawn
            return QCoreApplication::translate("countdown::ui::HintText",
                                               "Declare the %1 on its own.")
                .arg(hints.bestValue());
        //: %1: a step, e.g. "10 × 9 = 90"
        return QCoreApplication::translate("countdown::ui::HintText", "Start with %1.").arg(step);
    }
    }
    return {};
}

QStringList hintSentences(const RoundHints &hints, int taken)
{
    QStringList sentences;
    for (int i = 0; i < std::min(taken, kHintCount); ++i)
        sentences << hintSentence(hints, hintAt(i));
    return sentences;
}

} // namespace countdown::ui
