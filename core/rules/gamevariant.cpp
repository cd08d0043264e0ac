// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gamevariant.h"

#include <algorithm>

namespace countdown {

namespace {

std::vector<Number> twiceEach(std::initializer_list<Number> numbers)
{
    std::vector<Number> bag;
    for (const Number n : numbers) {
        bag.push_back(n);
        bag.push_back(n);
    }
    return bag;
}

std::vector<GameVariant> makeBuiltIns()
{
    GameVariant uk;
    uk.id = QStringLiteral("uk");
    uk.large = largeTiles();
    uk.small = smallTiles();

    GameVariant lceb = uk;
    lceb.id = QStringLiteral("lceb");
    lceb.largePick = std::nullopt;
    lceb.targets = targetRange(RuleSet::LeCompteEstBon);
    lceb.clockSeconds = 45; // as on the show (docs/rules.md, "The clock")

    GameVariant allLarge = uk;
    allLarge.id = QStringLiteral("all-large");
    allLarge.large = twiceEach({25, 50, 75, 100});
    allLarge.largePick = LargePick{5, 6};

    GameVariant alternative = uk;
    alternative.id = QStringLiteral("alternative-large");
    alternative.large = {12, 37, 62, 87};

    GameVariant fourDigit = uk;
    fourDigit.id = QStringLiteral("four-digit");
    fourDigit.targets = {1000, 9999};

    GameVariant seven = uk;
    seven.id = QStringLiteral("seven-tiles");
    seven.tiles = 7;

    GameVariant noDivision = uk;
    noDivision.id = QStringLiteral("no-division");
    noDivision.operators = OperatorSet::all().without(Operator::Divide);

    return {uk, lceb, allLarge, alternative, fourDigit, seven, noDivision};
}

std::vector<Number> takeFrom(std::vector<Number> bag, int count, PortableRandom &random)
{
    random.shuffle(bag);
    bag.resize(std::size_t(count));
    return bag;
}

} // namespace

int GameVariant::clampLarge(int large) const
{
    return largePick ? std::clamp(large, largePick->fewest, largePick->most) : 0;
}

const std::vector<GameVariant> &builtInVariants()
{
    static const std::vector<GameVariant> variants = makeBuiltIns();
    return variants;
}

const GameVariant &standardVariant()
{
    return builtInVariants()[0];
}

const GameVariant &leCompteEstBonVariant()
{
    return builtInVariants()[1];
}

std::optional<GameVariant> builtInVariant(QStringView id)
{
    for (const GameVariant &variant : builtInVariants())
        if (variant.id == id)
            return variant;
    return std::nullopt;
}

bool isBuiltInVariantId(QStringView id)
{
    return builtInVariant(id).has_value();
}

const GameVariant &variantOf(RuleSet rules)
{
    return rules == RuleSet::LeCompteEstBon ? leCompteEstBonVariant() : standardVariant();
}

GameVariant variantOf(RuleSet rules, SolveMode mode)
{
    GameVariant variant = variantOf(rules);
    variant.mode = mode;
    return variant;
}

Draw drawVariant(const GameVariant &variant, int large, PortableRandom &random)
{
    Draw draw;
    if (variant.playerPicksLarge()) {
        large = variant.clampLarge(large);
        draw.tiles = takeFrom(variant.large, large, random);
        const auto small = takeFrom(variant.small, variant.tiles - large, random);
        draw.tiles.insert(draw.tiles.end(), small.begin(), small.end());
    } else {
        std::vector<Number> bag = variant.small;
        bag.insert(bag.end(), variant.large.begin(), variant.large.end());
        draw.tiles = takeFrom(std::move(bag), variant.tiles, random);
        const auto isLarge = [&](Number n) {
            return std::find(variant.large.begin(), variant.large.end(), n) != variant.large.end();
        };
        std::stable_partition(draw.tiles.begin(), draw.tiles.end(), isLarge);
    }
    draw.target = random.between(variant.targets.low, variant.targets.high);
    return draw;
}

Draw drawCountdown(int large, PortableRandom &random)
{
    return drawVariant(standardVariant(), large, random);
}

Draw drawLeCompteEstBon(PortableRandom &random)
{
    return drawVariant(leCompteEstBonVariant(), 0, random);
}

} // namespace countdown
