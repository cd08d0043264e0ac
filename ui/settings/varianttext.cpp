// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "varianttext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <set>

namespace countdown::ui {

namespace {

// The texts' context for the translators.
struct VariantText {
    Q_DECLARE_TR_FUNCTIONS(countdown::ui::VariantText)
};

QString number(Number n)
{
    return QLocale().toString(qlonglong(n));
}

// Each value once, smallest first: a bag of 25, 25, 50, 50... reads "25 50".
QString distinctValues(const std::vector<Number> &bag)
{
    const std::set<Number> values(bag.begin(), bag.end());
    QStringList words;
    for (const Number value : values)
        words << number(value);
    return words.join(QLatin1Char(' '));
}

} // namespace

QString variantName(const GameVariant &variant)
{
    const QString &id = variant.id;
    if (id == u"uk")
        return VariantText::tr("Countdown (UK)");
    if (id == u"lceb")
        return VariantText::tr("Le compte est bon (France)");
    if (id == u"all-large")
        return VariantText::tr("All large (5 or 6 large numbers)");
    if (id == u"alternative-large")
        return VariantText::tr("Alternative large numbers (12 37 62 87)");
    if (id == u"four-digit")
        return VariantText::tr("Four-digit targets");
    if (id == u"seven-tiles")
        return VariantText::tr("Seven tiles");
    if (id == u"no-division")
        return VariantText::tr("No division");
    return variant.name.isEmpty() ? id : variant.name;
}

QString variantSummary(const GameVariant &variant)
{
    QStringList parts;
    parts << VariantText::tr("%n tile(s)", nullptr, variant.tiles);
    if (const auto &pick = variant.largePick) {
        const QString large = distinctValues(variant.large);
        if (pick->fewest == pick->most)
            //: %1: the large numbers, e.g. "25 50 75 100"
            parts << VariantText::tr("%n large of %1", nullptr, pick->fewest).arg(large);
        else
            //: %1-%2: how many large the player may pick; %3: the large numbers
            parts << VariantText::tr("%1–%2 large of %3")
                         .arg(number(pick->fewest), number(pick->most), large);
    } else {
        parts << VariantText::tr("from one bag of %n", nullptr,
                                 int(variant.large.size() + variant.small.size()));
    }
    parts << VariantText::tr("targets %1–%2")
                 .arg(number(variant.targets.low), number(variant.targets.high));
    parts << operationsText(variant.operators);
    //: separates the parts of a variant's summary
    return parts.join(VariantText::tr(" · "));
}

QString operationsText(OperatorSet operators)
{
    QStringList symbols;
    for (const Operator op : kOperators) {
        if (operators.contains(op))
            symbols << operatorSymbol(op, Notation::Typographic);
    }
    // Held together: a summary that wraps must not leave "+" alone at a line's end.
    return symbols.join(QChar(0x00A0));
}

QString bagText(const std::vector<Number> &bag)
{
    QStringList words;
    for (const Number value : bag)
        words << QString::number(value); // typed back as it is read: no group separators
    return words.join(QLatin1Char(' '));
}

} // namespace countdown::ui
