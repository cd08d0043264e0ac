// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// odds.h's shipped table: the odds tables as JSON, written and read, and which variants share one.
#include "odds.h"

#include "variantfile.h"
#include "words.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace countdown {

namespace {

// JSON integers are doubles to many readers: exact only up to 2^53.
constexpr qint64 kMaxJsonInteger = qint64(1) << 53;

std::optional<qint64> jsonInteger(const QJsonValue &value, qint64 low, qint64 high)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (d < double(low) || d > double(high) || d != double(qint64(d)))
        return std::nullopt;
    return value.toInteger();
}

std::optional<OddsTable> tableFromJson(const QJsonObject &object)
{
    OddsTable table;
    const QJsonValue variant = object.value(QStringLiteral("variant"));
    if (variant.isObject()) {
        const Result<GameVariant> read = variantFromJsonObject(variant.toObject());
        if (!read)
            return std::nullopt;
        table.variant = *read;
    } else {
        const std::optional<RuleSet> rules =
            oddsRulesFromWord(object.value(QStringLiteral("rules")).toString());
        const std::optional<SolveMode> mode =
            modeFromWord(object.value(QStringLiteral("mode")).toString());
        if (!rules || !mode)
            return std::nullopt;
        table.variant = variantOf(*rules);
        table.variant.mode = *mode;
    }
    const auto low =
        jsonInteger(object.value(QStringLiteral("low_target")), kMinTarget, kMaxTarget);
    const auto high =
        jsonInteger(object.value(QStringLiteral("high_target")), kMinTarget, kMaxTarget);
    if (!low || !high || *low > *high)
        return std::nullopt;
    table.lowTarget = *low;
    table.highTarget = *high;
    table.command = object.value(QStringLiteral("command")).toString();
    const QJsonValue rows = object.value(QStringLiteral("rows"));
    if (!rows.isArray())
        return std::nullopt;
    for (const QJsonValue &value : rows.toArray()) {
        const QJsonObject row = value.toObject();
        OddsRow odds;
        if (const std::optional<LargePick> pick = table.variant.largePick) {
            const auto large =
                jsonInteger(row.value(QStringLiteral("large")), pick->fewest, pick->most);
            if (!large)
                return std::nullopt;
            odds.large = int(*large);
        }
        const auto selections =
            jsonInteger(row.value(QStringLiteral("selections")), 1, 1'000'000'000);
        const auto numerator =
            jsonInteger(row.value(QStringLiteral("no_exact_numerator")), 0, kMaxJsonInteger);
        const auto denominator =
            jsonInteger(row.value(QStringLiteral("no_exact_denominator")), 1, kMaxJsonInteger);
        if (!selections || !numerator || !denominator || *numerator > *denominator)
            return std::nullopt;
        odds.selections = int(*selections);
        odds.noExactSolution = {std::uint64_t(*numerator), std::uint64_t(*denominator)};
        table.rows.push_back(odds);
    }
    if (table.rows.empty())
        return std::nullopt;
    return table;
}

} // namespace

bool haveSameOdds(const GameVariant &a, const GameVariant &b)
{
    return a.large == b.large && a.small == b.small && a.tiles == b.tiles
           && a.largePick == b.largePick && a.targets == b.targets && a.operators == b.operators
           && a.mode == b.mode;
}

std::optional<RuleSet> showRulesOf(const GameVariant &variant)
{
    for (const RuleSet rules : {RuleSet::Countdown, RuleSet::LeCompteEstBon}) {
        GameVariant show = variantOf(rules, variant.mode);
        show.targets = variant.targets;
        if (haveSameOdds(show, variant))
            return rules;
    }
    return std::nullopt;
}

QJsonArray toJson(const std::vector<OddsRow> &rows)
{
    QJsonArray array;
    for (const OddsRow &row : rows) {
        QJsonObject object{
            {QStringLiteral("selections"), row.selections},
            {QStringLiteral("no_exact_numerator"), qint64(row.noExactSolution.numerator)},
            {QStringLiteral("no_exact_denominator"), qint64(row.noExactSolution.denominator)},
            {QStringLiteral("no_exact_percent"), 100 * row.noExactSolution.value()},
        };
        if (row.large >= 0)
            object.insert(QStringLiteral("large"), row.large);
        array.append(object);
    }
    return array;
}

QJsonObject toJson(const OddsTable &table)
{
    QJsonObject object{
        {QStringLiteral("variant"), variantToJsonObject(table.variant)},
        {QStringLiteral("mode"), modeWord(table.variant.mode)},
        {QStringLiteral("low_target"), qint64(table.lowTarget)},
        {QStringLiteral("high_target"), qint64(table.highTarget)},
        {QStringLiteral("command"), table.command},
        {QStringLiteral("rows"), toJson(table.rows)},
    };
    // Earlier versions read a table by these words: the show's rules keep them.
    if (const std::optional<RuleSet> rules = showRulesOf(table.variant))
        object.insert(QStringLiteral("rules"), oddsRulesWord(*rules));
    return object;
}

const OddsTable *OddsTables::find(const GameVariant &variant) const
{
    for (const OddsTable &table : tables) {
        if (haveSameOdds(table.variant, variant) && table.lowTarget == variant.targets.low
            && table.highTarget == variant.targets.high)
            return &table;
    }
    return nullptr;
}

std::optional<OddsTables> loadOddsTables(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    const QJsonObject root = document.object();
    OddsTables result;
    if (!root.contains(QStringLiteral("tables"))) {
        auto table = tableFromJson(root);
        if (!table)
            return std::nullopt;
        result.command = table->command;
        result.tables.push_back(std::move(*table));
        return result;
    }
    result.command = root.value(QStringLiteral("command")).toString();
    const QJsonValue tables = root.value(QStringLiteral("tables"));
    if (!tables.isArray())
        return std::nullopt;
    for (const QJsonValue &value : tables.toArray()) {
        auto table = tableFromJson(value.toObject());
        if (!table)
            return std::nullopt;
        result.tables.push_back(std::move(*table));
    }
    return result;
}

} // namespace countdown
