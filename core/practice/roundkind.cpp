// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundkind.h"

#include "words.h"

#include <algorithm>

namespace countdown {

namespace {
const QString kLargePrefix = QStringLiteral("large-");
const QString kDivisionWord = QStringLiteral("division");
} // namespace

QString roundKindWord(const RoundKind &kind)
{
    switch (kind.axis) {
    case RoundKind::Axis::Large:
        return kLargePrefix + QString::number(kind.large);
    case RoundKind::Axis::Difficulty:
        return difficultyWord(kind.difficulty);
    case RoundKind::Axis::NeedsDivision:
        break;
    }
    return kDivisionWord;
}

std::optional<RoundKind> roundKindFromWord(QStringView word)
{
    if (word == kDivisionWord)
        return RoundKind::needingDivision();
    if (word.startsWith(kLargePrefix)) {
        bool ok = false;
        const int large = word.mid(kLargePrefix.size()).toInt(&ok);
        if (!ok || large < 0 || large > kMaxLarge)
            return std::nullopt;
        return RoundKind::withLarge(large);
    }
    const auto difficulty = difficultyFromWord(word);
    if (!difficulty || *difficulty == Difficulty::Any)
        return std::nullopt;
    return RoundKind::ofDifficulty(*difficulty);
}

DifficultyRequest practiceRequest(const RoundKind &kind, const GameVariant &variant,
                                  int pickedLarge)
{
    DifficultyRequest request;
    request.variant = variant;
    request.large = variant.clampLarge(pickedLarge);
    request.guaranteeSolvable = true;
    switch (kind.axis) {
    case RoundKind::Axis::Large:
        request.variant = standardVariant();
        request.large = std::clamp(kind.large, 0, kMaxLarge);
        break;
    case RoundKind::Axis::Difficulty:
        request.difficulty = kind.difficulty;
        break;
    case RoundKind::Axis::NeedsDivision:
        request.needsDivision = true;
        break;
    }
    return request;
}

std::optional<int> fixedPick(const RoundKind &kind)
{
    if (kind.axis == RoundKind::Axis::Large)
        return std::clamp(kind.large, 0, kMaxLarge);
    return std::nullopt;
}

} // namespace countdown
