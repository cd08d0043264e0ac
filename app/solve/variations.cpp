// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "variations.h"

#include <algorithm>

namespace countdown {

std::vector<Variation> notebookVariations(SolveMode mode)
{
    std::vector<Variation> variations;
    const auto add = [&](const char *axis, const QString &label, GameVariant variant) {
        variant.mode = mode;
        variations.push_back({QString::fromLatin1(axis), label, std::move(variant)});
    };
    const GameVariant &standard = standardVariant();
    for (int tiles = 2; tiles <= kMaxTiles; ++tiles) {
        GameVariant v = standard;
        v.tiles = tiles;
        v.largePick = LargePick{0, std::min(kMaxLarge, tiles)};
        add("tiles", QStringLiteral("%1 tiles").arg(tiles), v);
    }
    for (const Operator op : kOperators) {
        GameVariant v = standard;
        v.operators = OperatorSet::all().without(op);
        add("operations", QStringLiteral("no %1").arg(operatorSymbol(op, Notation::Ascii)), v);
    }
    for (const TargetRange range : {TargetRange{1, 99}, TargetRange{100, 999},
                                    TargetRange{1000, 9999}, TargetRange{101, 999}}) {
        GameVariant v = standard;
        v.targets = range;
        add("targets", QStringLiteral("%1-%2").arg(range.low).arg(range.high), v);
    }
    for (const char *id : {"all-large", "alternative-large", "lceb"}) {
        GameVariant v = *builtInVariant(QString::fromLatin1(id));
        v.targets = standard.targets; // the bag alone changes
        add("bag", QString::fromLatin1(id), v);
    }
    return variations;
}

} // namespace countdown
