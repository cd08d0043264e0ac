// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "variantfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace countdown {

namespace {

const QString kFormat = QStringLiteral("countdown-numbers-variant");

Error wrongType(const QString &field, const char *type)
{
    return Error{ErrorKind::VariantWrongType, -1, {field, QString::fromLatin1(type)}};
}

Error outOfRange(const QString &field, qint64 value, qint64 low, qint64 high)
{
    return Error{ErrorKind::VariantOutOfRange,
                 -1,
                 {field, QString::number(value), QString::number(low), QString::number(high)}};
}

std::optional<Error> checkRange(const QString &field, qint64 value, qint64 low, qint64 high)
{
    if (value < low || value > high)
        return outOfRange(field, value, low, high);
    return std::nullopt;
}

std::optional<Error> checkBag(const QString &field, const std::vector<Number> &bag)
{
    for (std::size_t i = 0; i < bag.size(); ++i)
        if (auto e = checkRange(QStringLiteral("%1[%2]").arg(field).arg(i), bag[i], kMinNumber,
                                kMaxNumber))
            return e;
    return std::nullopt;
}

Error bagTooSmall(const QString &field, int needed, std::size_t has)
{
    return Error{
        ErrorKind::VariantBagTooSmall, -1, {field, QString::number(needed), QString::number(has)}};
}

// A whole number (JSON has only doubles): the value, or the error naming the field.
Result<qint64> wholeNumber(const QJsonValue &value, const QString &field)
{
    if (!value.isDouble())
        return wrongType(field, "number");
    const double d = value.toDouble();
    // Beyond ±2^53 a double no longer holds every whole number; nothing here needs that much.
    if (std::floor(d) != d || std::abs(d) > 9007199254740992.0)
        return wrongType(field, "number");
    return qint64(d);
}

Result<std::vector<Number>> numberList(const QJsonValue &value, const QString &field)
{
    if (!value.isArray())
        return wrongType(field, "numbers");
    std::vector<Number> numbers;
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const auto n = wholeNumber(array.at(i), QStringLiteral("%1[%2]").arg(field).arg(i));
        if (!n)
            return n.error();
        numbers.push_back(*n);
    }
    return numbers;
}

Result<QString> text(const QJsonValue &value, const QString &field)
{
    if (!value.isString())
        return wrongType(field, "text");
    return value.toString();
}

// An object with exactly some of the given fields.
std::optional<Error> onlyFields(const QJsonObject &object, const QString &prefix,
                                std::initializer_list<const char *> known)
{
    for (const QString &key : object.keys()) {
        const bool isKnown = std::any_of(known.begin(), known.end(),
                                         [&](const char *k) { return key == QLatin1String(k); });
        if (!isKnown)
            return Error{ErrorKind::VariantUnknownField, -1, {prefix + key}};
    }
    return std::nullopt;
}

// Reads a {low, high}-like pair of whole numbers into `first` and `second` (absent: unchanged).
template <typename T>
std::optional<Error> readPair(const QJsonObject &object, const char *name, const char *firstName,
                              const char *secondName, T &first, T &second)
{
    const QString field = QString::fromLatin1(name);
    const QJsonValue value = object.value(field);
    if (value.isUndefined())
        return std::nullopt;
    if (!value.isObject())
        return wrongType(field, "object");
    const QJsonObject pair = value.toObject();
    if (auto e = onlyFields(pair, field + QLatin1Char('.'), {firstName, secondName}))
        return e;
    for (const auto &[part, target] :
         {std::pair{firstName, &first}, std::pair{secondName, &second}}) {
        const QJsonValue v = pair.value(QLatin1String(part));
        if (v.isUndefined())
            continue;
        const auto n = wholeNumber(v, field + QLatin1Char('.') + QLatin1String(part));
        if (!n)
            return n.error();
        // Beyond T is beyond every field's range: it stays out of range.
        *target =
            T(std::clamp<qint64>(*n, std::numeric_limits<T>::min(), std::numeric_limits<T>::max()));
    }
    return std::nullopt;
}

// The first key given twice in one object of a document that parses as JSON, named as the file
// spells fields ("targets.low", "large[2].x"); none when every key is once in its object. Valid
// JSON is assumed: only strings, brackets, colons and commas are looked at, in one pass with one
// frame per open bracket, so its cost is bounded by the size of the input.
std::optional<QString> firstDuplicateKey(const QByteArray &json)
{
    struct Frame {
        QString path;        // the field this object or array is
        bool object = false; // else an array
        int index = 0;       // an array's element
        QSet<QString> keys;  // an object's keys so far
        QString lastKey;
    };
    std::vector<Frame> frames;
    bool expectKey = false; // the next string in the innermost object is a key
    const auto childPath = [&]() -> QString {
        if (frames.empty())
            return QString();
        const Frame &parent = frames.back();
        if (parent.object)
            return parent.path.isEmpty() ? parent.lastKey
                                         : parent.path + QLatin1Char('.') + parent.lastKey;
        return QStringLiteral("%1[%2]").arg(parent.path).arg(parent.index);
    };
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json.at(i);
        if (c == '"') {
            const qsizetype start = i;
            bool escaped = false;
            for (++i; i < json.size() && json.at(i) != '"'; ++i) {
                if (json.at(i) == '\\') {
                    escaped = true;
                    ++i; // the escaped character, which may be a quote
                }
            }
            if (!expectKey || frames.empty() || !frames.back().object)
                continue;
            const QByteArray raw = json.mid(start, i - start + 1);
            // Escapes are rare in keys: the JSON reader decodes those few.
            const QString key =
                escaped ? QJsonDocument::fromJson('[' + raw + ']').array().at(0).toString()
                        : QString::fromUtf8(raw.mid(1, raw.size() - 2));
            Frame &object = frames.back();
            object.lastKey = key;
            if (object.keys.contains(key))
                return childPath();
            object.keys.insert(key);
            expectKey = false;
        } else if (c == '{' || c == '[') {
            Frame frame;
            frame.path = childPath();
            frame.object = c == '{';
            frames.push_back(std::move(frame));
            expectKey = c == '{';
        } else if ((c == '}' || c == ']') && !frames.empty()) {
            frames.pop_back();
            expectKey = false;
        } else if (c == ',' && !frames.empty()) {
            if (frames.back().object)
                expectKey = true;
            else
                ++frames.back().index;
        }
    }
    return std::nullopt;
}

// The readers of variantFromJsonObject, one per group of fields: each leaves what the file does
// not give as it was, and stops at the first problem.

// "format" and "version", when given: this game's files, of a version it knows.
std::optional<Error> checkFormatAndVersion(const QJsonObject &object)
{
    if (const QJsonValue format = object.value(QLatin1String("format")); !format.isUndefined()) {
        const auto word = text(format, QStringLiteral("format"));
        if (!word)
            return word.error();
        if (*word != kFormat)
            return Error{ErrorKind::VariantBadWord, -1, {QStringLiteral("format"), *word, kFormat}};
    }
    if (const QJsonValue version = object.value(QLatin1String("version")); !version.isUndefined()) {
        const auto n = wholeNumber(version, QStringLiteral("version"));
        if (!n)
            return n.error();
        if (*n > kVariantFileVersion)
            return Error{ErrorKind::VariantNewerFormat,
                         -1,
                         {QString::number(*n), QString::number(kVariantFileVersion)}};
        if (*n < 1)
            return outOfRange(QStringLiteral("version"), *n, 1, kVariantFileVersion);
    }
    return std::nullopt;
}

std::optional<Error> readTexts(const QJsonObject &object, GameVariant &variant)
{
    for (const auto &[name, target] :
         {std::pair{"id", &variant.id}, std::pair{"name", &variant.name}}) {
        if (const QJsonValue v = object.value(QLatin1String(name)); !v.isUndefined()) {
            const auto read = text(v, QLatin1String(name));
            if (!read)
                return read.error();
            *target = *read;
        }
    }
    return std::nullopt;
}

std::optional<Error> readBags(const QJsonObject &object, GameVariant &variant)
{
    for (const auto &[name, target] :
         {std::pair{"large", &variant.large}, std::pair{"small", &variant.small}}) {
        if (const QJsonValue v = object.value(QLatin1String(name)); !v.isUndefined()) {
            auto read = numberList(v, QLatin1String(name));
            if (!read)
                return read.error();
            *target = std::move(read).value();
        }
    }
    return std::nullopt;
}

// "tiles" and "clock_seconds".
std::optional<Error> readCounts(const QJsonObject &object, GameVariant &variant)
{
    for (const auto &[name, target] :
         {std::pair{"tiles", &variant.tiles}, std::pair{"clock_seconds", &variant.clockSeconds}}) {
        if (const QJsonValue v = object.value(QLatin1String(name)); !v.isUndefined()) {
            const auto n = wholeNumber(v, QLatin1String(name));
            if (!n)
                return n.error();
            // Out of int's range is out of every field's range: keep it out of range.
            *target = int(std::clamp<qint64>(*n, -1, std::numeric_limits<int>::max()));
        }
    }
    return std::nullopt;
}

// "one_bag" and "large_pick", after "tiles": the default pick depends on it.
std::optional<Error> readLargePick(const QJsonObject &object, GameVariant &variant)
{
    bool oneBag = false;
    if (const QJsonValue v = object.value(QLatin1String("one_bag")); !v.isUndefined()) {
        if (!v.isBool())
            return wrongType(QStringLiteral("one_bag"), "boolean");
        oneBag = v.toBool();
    }
    // A file that sets fewer tiles than the standard's four large does not have to set the pick.
    LargePick pick{0, std::min(kMaxLarge, std::max(0, variant.tiles))};
    if (auto e = readPair(object, "large_pick", "fewest", "most", pick.fewest, pick.most))
        return e;
    variant.largePick = oneBag ? std::nullopt : std::optional<LargePick>(pick);
    return std::nullopt;
}

std::optional<Error> readTargets(const QJsonObject &object, GameVariant &variant)
{
    return readPair(object, "targets", "low", "high", variant.targets.low, variant.targets.high);
}

std::optional<Error> readOperations(const QJsonObject &object, GameVariant &variant)
{
    const QJsonValue v = object.value(QLatin1String("operations"));
    if (v.isUndefined())
        return std::nullopt;
    const auto symbols = text(v, QStringLiteral("operations"));
    if (!symbols)
        return symbols.error();
    const std::optional<OperatorSet> operators = operatorSetFromSymbols(*symbols);
    if (!operators || operators->isEmpty())
        return Error{ErrorKind::VariantBadWord,
                     -1,
                     {QStringLiteral("operations"), *symbols, QStringLiteral("+, -, *, /")}};
    variant.operators = *operators;
    return std::nullopt;
}

std::optional<Error> readMode(const QJsonObject &object, GameVariant &variant)
{
    const QJsonValue v = object.value(QLatin1String("mode"));
    if (v.isUndefined())
        return std::nullopt;
    const auto word = text(v, QStringLiteral("mode"));
    if (!word)
        return word.error();
    const std::optional<SolveMode> mode = modeFromWord(*word);
    if (!mode)
        return Error{ErrorKind::VariantBadWord,
                     -1,
                     {QStringLiteral("mode"), *word, QStringLiteral("drop, use-all")}};
    variant.mode = *mode;
    return std::nullopt;
}

} // namespace

bool usesAllIsAlwaysPossible(OperatorSet operators)
{
    return operators.contains(Operator::Add) || operators.contains(Operator::Multiply);
}

bool isVariantId(const QString &id)
{
    static const QRegularExpression word(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return id.size() <= kMaxVariantIdLength && word.match(id).hasMatch();
}

std::optional<Error> checkVariant(const GameVariant &variant)
{
    if (!variant.id.isEmpty() && !isVariantId(variant.id))
        return Error{ErrorKind::VariantBadWord,
                     -1,
                     {QStringLiteral("id"), variant.id, QStringLiteral("a-z, 0-9, -")}};
    if (variant.name.size() > kMaxVariantNameLength)
        return outOfRange(QStringLiteral("name"), variant.name.size(), 0, kMaxVariantNameLength);
    if (auto e = checkBag(QStringLiteral("large"), variant.large))
        return e;
    if (auto e = checkBag(QStringLiteral("small"), variant.small))
        return e;
    const std::size_t bagTiles = variant.large.size() + variant.small.size();
    if (bagTiles > std::size_t(kMaxBagTiles))
        return outOfRange(QStringLiteral("small"), qint64(bagTiles), 0, kMaxBagTiles);
    if (auto e = checkRange(QStringLiteral("tiles"), variant.tiles, kMinTiles, kMaxTiles))
        return e;
    if (const std::optional<LargePick> pick = variant.largePick) {
        if (auto e =
                checkRange(QStringLiteral("large_pick.fewest"), pick->fewest, 0, variant.tiles))
            return e;
        if (auto e = checkRange(QStringLiteral("large_pick.most"), pick->most, 0, variant.tiles))
            return e;
        if (pick->fewest > pick->most)
            return Error{ErrorKind::VariantRangeReversed,
                         -1,
                         {QStringLiteral("large_pick"), QString::number(pick->fewest),
                          QString::number(pick->most)}};
        if (variant.large.size() < std::size_t(pick->most))
            return bagTooSmall(QStringLiteral("large"), pick->most, variant.large.size());
        if (variant.small.size() < std::size_t(variant.tiles - pick->fewest))
            return bagTooSmall(QStringLiteral("small"), variant.tiles - pick->fewest,
                               variant.small.size());
    } else if (bagTiles < std::size_t(variant.tiles)) {
        return bagTooSmall(QStringLiteral("small"), variant.tiles, bagTiles);
    }
    if (auto e =
            checkRange(QStringLiteral("targets.low"), variant.targets.low, kMinTarget, kMaxTarget))
        return e;
    if (auto e = checkRange(QStringLiteral("targets.high"), variant.targets.high, kMinTarget,
                            kMaxTarget))
        return e;
    if (variant.targets.low > variant.targets.high)
        return Error{ErrorKind::VariantRangeReversed,
                     -1,
                     {QStringLiteral("targets"), QString::number(variant.targets.low),
                      QString::number(variant.targets.high)}};
    if (variant.operators.isEmpty())
        return Error{ErrorKind::VariantBadWord,
                     -1,
                     {QStringLiteral("operations"), QString(), QStringLiteral("+, -, *, /")}};
    // With + or × every selection makes something from all of its tiles; without both, some
    // make nothing at all, and a round could have no answer.
    if (!usesAllIsAlwaysPossible(variant.operators) && variant.mode == SolveMode::UseAll)
        return Error{ErrorKind::VariantBadWord,
                     -1,
                     {QStringLiteral("mode"), modeWord(variant.mode),
                      QStringLiteral("drop (use-all needs + or *)")}};
    if (variant.clockSeconds != 0
        && (variant.clockSeconds < kMinClockSeconds || variant.clockSeconds > kMaxClockSeconds))
        return outOfRange(QStringLiteral("clock_seconds"), variant.clockSeconds, kMinClockSeconds,
                          kMaxClockSeconds);
    return std::nullopt;
}

Result<GameVariant> variantFromJson(const QByteArray &json)
{
    // Before parsing: a file cut at the limit would otherwise be "not valid JSON".
    if (json.size() > kMaxVariantFileBytes)
        return Error{ErrorKind::VariantTooLarge, -1, {QString::number(kMaxVariantFileBytes)}};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{ErrorKind::VariantNotJson, int(parseError.offset), {parseError.errorString()}};
    if (const std::optional<QString> duplicate = firstDuplicateKey(json))
        return Error{ErrorKind::VariantDuplicateField, -1, {*duplicate}};
    if (!document.isObject())
        return wrongType(QString(), "object");
    return variantFromJsonObject(document.object());
}

Result<GameVariant> variantFromJsonObject(const QJsonObject &object)
{
    if (auto e =
            onlyFields(object, QString(),
                       {"format", "version", "id", "name", "large", "small", "tiles", "one_bag",
                        "large_pick", "targets", "operations", "mode", "clock_seconds"}))
        return *e;
    if (auto e = checkFormatAndVersion(object))
        return *e;
    GameVariant variant = standardVariant();
    variant.id.clear();
    // In the order of the file's fields, so that the first problem reported stays the same.
    for (const auto read :
         {readTexts, readBags, readCounts, readLargePick, readTargets, readOperations, readMode}) {
        if (auto e = read(object, variant))
            return *e;
    }
    if (auto e = checkVariant(variant))
        return *e;
    return variant;
}

QJsonObject variantToJsonObject(const GameVariant &variant)
{
    const auto numbers = [](const std::vector<Number> &bag) {
        QJsonArray array;
        for (const Number n : bag)
            array.append(qint64(n));
        return array;
    };
    const LargePick pick = variant.largePick.value_or(LargePick{});
    return QJsonObject{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kVariantFileVersion},
        {QStringLiteral("id"), variant.id},
        {QStringLiteral("name"), variant.name},
        {QStringLiteral("large"), numbers(variant.large)},
        {QStringLiteral("small"), numbers(variant.small)},
        {QStringLiteral("tiles"), variant.tiles},
        {QStringLiteral("one_bag"), !variant.playerPicksLarge()},
        {QStringLiteral("large_pick"),
         QJsonObject{{QStringLiteral("fewest"), pick.fewest}, {QStringLiteral("most"), pick.most}}},
        {QStringLiteral("targets"),
         QJsonObject{{QStringLiteral("low"), qint64(variant.targets.low)},
                     {QStringLiteral("high"), qint64(variant.targets.high)}}},
        {QStringLiteral("operations"), operatorSetSymbols(variant.operators, Notation::Ascii)},
        {QStringLiteral("mode"), modeWord(variant.mode)},
        {QStringLiteral("clock_seconds"), variant.clockSeconds},
    };
}

QByteArray variantToJson(const GameVariant &variant, VariantJsonLayout layout)
{
    return QJsonDocument(variantToJsonObject(variant))
        .toJson(layout == VariantJsonLayout::Compact ? QJsonDocument::Compact
                                                     : QJsonDocument::Indented);
}

} // namespace countdown
