// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengecode.h"

#include "challengebits.h"
#include "gamevariant.h"
#include "hints.h"
#include "variantfile.h"

#include <QByteArray>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <cassert>
#include <cstdint>

namespace countdown {

using detail::BitReader;
using detail::BitWriter;
using detail::CodedVariant;
using detail::kCheckSymbols;
using detail::kCodedVariants;
using detail::kSymbolBits;

namespace {

// The variant's number in a code: 0 for none, then 1 for kCodedVariants[0] and so on.
int variantNumber(const QString &id)
{
    for (std::size_t i = 0; i < kCodedVariants.size(); ++i) {
        if (id == QLatin1String(kCodedVariants[i].id))
            return int(i) + 1;
    }
    return 0;
}

bool hasVariantRules(const Challenge &challenge, const CodedVariant &variant)
{
    return challenge.operators == variant.operators && challenge.mode == variant.mode
           && challenge.clockSeconds == variant.clockSeconds;
}

// What no name may hold: a control (C0, DEL, C1), a bidirectional control, a line or paragraph
// separator (each changes how the text around it is shown). Surrogates are handled apart.
bool isForbiddenInName(char32_t u)
{
    return u < 0x20 || (u >= 0x7f && u < 0xa0) || u == 0x061c || u == 0x200e || u == 0x200f
           || u == 0x2028 || u == 0x2029 || (u >= 0x202a && u <= 0x202e)
           || (u >= 0x2066 && u <= 0x2069);
}

qsizetype codePointCount(QStringView text)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!(text[i].isLowSurrogate() && i > 0 && text[i - 1].isHighSurrogate()))
            ++count;
    }
    return count;
}

// Field names as an error names them ("sender.points").
QString fieldName(const char *result, const char *field)
{
    return QLatin1String(result) + QLatin1Char('.') + QLatin1String(field);
}

std::optional<Error> checkRange(const QString &field, qint64 value, qint64 minimum, qint64 maximum)
{
    if (value < minimum || value > maximum)
        return detail::challengeOutOfRange(field, value, minimum, maximum);
    return std::nullopt;
}

std::optional<Error> checkOperations(OperatorSet operators, SolveMode mode)
{
    if (operators.isEmpty() || (mode == SolveMode::UseAll && !usesAllIsAlwaysPossible(operators)))
        return Error{ErrorKind::ChallengeCodeBadOperations,
                     -1,
                     {operatorSetSymbols(operators, Notation::Typographic)}};
    return std::nullopt;
}

std::optional<Error> checkClock(int clockSeconds)
{
    if (clockSeconds == 0)
        return std::nullopt;
    return checkRange(QStringLiteral("clock_seconds"), clockSeconds, kMinClockSeconds,
                      kMaxClockSeconds);
}

// The time as a code carries it: in tenths of a second, the nearest, at most an hour.
qint64 tenthsOf(qint64 timeMs)
{
    return qBound(qint64(0), (timeMs + 50) / 100, kMaxChallengeTimeMs / 100);
}

std::optional<Error> checkResult(const ChallengeResult &result, const char *who)
{
    std::optional<Error> problem;
    if (result.value)
        problem = checkRange(fieldName(who, "value"), *result.value, 1, kMaxIntermediate);
    if (!problem)
        problem = checkRange(fieldName(who, "points"), result.points, 0, kMaxChallengePoints);
    if (!problem)
        problem = checkRange(fieldName(who, "time_tenths"),
                             result.timeMs < 0 ? -1 : tenthsOf(result.timeMs), 0,
                             kMaxChallengeTimeMs / 100);
    if (!problem)
        problem = checkRange(fieldName(who, "hints"), result.hints, 0, kHintCount);
    return problem;
}

// ---- Writing ----

void writeResult(BitWriter &out, const ChallengeResult &result)
{
    const QByteArray name = challengeName(result.name).toUtf8();
    out.number(name.size(), 0);
    for (const char byte : name)
        out.bits(std::uint8_t(byte), 8);
    out.bits(result.value.has_value(), 1);
    if (result.value)
        out.number(*result.value, 1);
    out.number(result.points, 0);
    out.number(tenthsOf(result.timeMs), 0);
    out.number(result.hints, 0);
}

std::vector<std::uint8_t> payloadOf(const Challenge &challenge)
{
    BitWriter out;
    out.bits(kChallengeCodeVersion, kSymbolBits);
    const int variant = variantNumber(challenge.variantId);
    out.number(variant, 0);
    const bool asVariant =
        variant > 0 && hasVariantRules(challenge, kCodedVariants[std::size_t(variant - 1)]);
    if (variant > 0)
        out.bits(asVariant, 1);
    if (!asVariant) {
        for (const Operator op : kOperators)
            out.bits(challenge.operators.contains(op), 1);
        out.bits(challenge.mode == SolveMode::UseAll, 1);
        out.number(challenge.clockSeconds, 0);
    }
    out.bits(challenge.tiles.size() - 1, 3);
    for (const Number tile : challenge.tiles)
        out.number(tile, kMinNumber);
    out.number(challenge.target, kMinTarget);
    out.bits(challenge.sender.has_value(), 1);
    out.bits(challenge.reply.has_value(), 1);
    for (const auto *result : {&challenge.sender, &challenge.reply}) {
        if (*result)
            writeResult(out, **result);
    }
    return out.symbols();
}

// ---- Reading ----

// A name's bytes: strict UTF-8 (no overlong form, no surrogate, nothing cut), then its length in
// characters, then no character a name may not hold.
bool readName(BitReader &in, const QString &field, QString *name)
{
    int size = 0;
    if (!in.number(field + QStringLiteral("_bytes"), 0, qint64(kMaxChallengeNameLength) * 4, &size))
        return false;
    QByteArray bytes(size, '\0');
    for (char &byte : bytes) {
        std::uint64_t value = 0;
        if (!in.bits(8, &value))
            return false;
        byte = char(value);
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless
                                                     | QStringDecoder::Flag::ConvertInitialBom);
    *name = decoder(bytes);
    if (decoder.hasError() || name->toUtf8() != bytes)
        return in.fail(Error{ErrorKind::ChallengeCodeBadName, -1, {field, QString()}});
    const qsizetype length = codePointCount(*name);
    if (length > kMaxChallengeNameLength)
        return in.fail(detail::challengeOutOfRange(field, length, 0, kMaxChallengeNameLength));
    for (const char32_t u : name->toUcs4()) {
        if (isForbiddenInName(u))
            return in.fail(Error{
                ErrorKind::ChallengeCodeBadName,
                -1,
                {field, QStringLiteral("U+%1").arg(uint(u), 4, 16, QLatin1Char('0')).toUpper()}});
    }
    return true;
}

bool readResult(BitReader &in, const char *who, ChallengeResult *result)
{
    if (!readName(in, fieldName(who, "name"), &result->name))
        return false;
    bool declared = false;
    if (!in.flag(&declared))
        return false;
    if (declared) {
        Number value = 0;
        if (!in.number(fieldName(who, "value"), 1, kMaxIntermediate, &value))
            return false;
        result->value = value;
    }
    qint64 tenths = 0;
    const bool read =
        in.number(fieldName(who, "points"), 0, kMaxChallengePoints, &result->points)
        && in.number(fieldName(who, "time_tenths"), 0, kMaxChallengeTimeMs / 100, &tenths)
        && in.number(fieldName(who, "hints"), 0, kHintCount, &result->hints);
    result->timeMs = tenths * 100;
    return read;
}

// The variant and the rules: the coded variant's, or given one by one.
bool readRules(BitReader &in, Challenge *challenge)
{
    int variant = 0;
    if (!in.number(QStringLiteral("variant"), 0, qint64(kCodedVariants.size()), &variant))
        return false;
    bool asVariant = false;
    if (variant > 0 && !in.flag(&asVariant))
        return false;
    if (asVariant) {
        const CodedVariant &coded = kCodedVariants[std::size_t(variant - 1)];
        challenge->variantId = QLatin1String(coded.id);
        challenge->operators = coded.operators;
        challenge->mode = coded.mode;
        challenge->clockSeconds = coded.clockSeconds;
        return true;
    }
    if (variant > 0)
        challenge->variantId = QLatin1String(kCodedVariants[std::size_t(variant - 1)].id);
    OperatorSet operators;
    for (const Operator op : kOperators) {
        bool allowed = false;
        if (!in.flag(&allowed))
            return false;
        if (allowed)
            operators = operators.with(op);
    }
    bool useAll = false;
    if (!in.flag(&useAll)
        || !in.number(QStringLiteral("clock_seconds"), 0, kMaxClockSeconds,
                      &challenge->clockSeconds))
        return false;
    challenge->operators = operators;
    challenge->mode = useAll ? SolveMode::UseAll : SolveMode::DropAllowed;
    if (std::optional<Error> problem = checkOperations(challenge->operators, challenge->mode))
        return in.fail(*problem);
    if (std::optional<Error> problem = checkClock(challenge->clockSeconds))
        return in.fail(*problem);
    return true;
}

// A built-in variant draws a fixed number of tiles: a code that names it holds that many, as every
// round the game sends does (a round of other numbers names no variant).
std::optional<Error> checkTilesOfVariant(const Challenge &challenge)
{
    if (challenge.variantId.isEmpty())
        return std::nullopt;
    const std::optional<GameVariant> variant = builtInVariant(challenge.variantId);
    const qint64 count = qint64(challenge.tiles.size());
    if (!variant || count == variant->tiles)
        return std::nullopt;
    return detail::challengeOutOfRange(QStringLiteral("tiles"), count, variant->tiles,
                                       variant->tiles);
}

bool readRound(BitReader &in, Challenge *challenge)
{
    std::uint64_t count = 0;
    if (!in.bits(3, &count))
        return false;
    if (count + 1 > std::uint64_t(kMaxTiles))
        return in.fail(detail::challengeOutOfRange(QStringLiteral("tiles"), qint64(count + 1),
                                                   kMinTiles, kMaxTiles));
    challenge->tiles.assign(count + 1, 0);
    for (std::size_t i = 0; i < challenge->tiles.size(); ++i) {
        if (!in.number(QStringLiteral("tile %1").arg(i + 1), kMinNumber, kMaxNumber,
                       &challenge->tiles[i]))
            return false;
    }
    if (std::optional<Error> problem = checkTilesOfVariant(*challenge))
        return in.fail(*problem);
    return in.number(QStringLiteral("target"), kMinTarget, kMaxTarget, &challenge->target);
}

bool readResults(BitReader &in, Challenge *challenge)
{
    bool hasSender = false;
    bool hasReply = false;
    if (!in.flag(&hasSender) || !in.flag(&hasReply))
        return false;
    if (hasReply && !hasSender)
        return in.fail(Error{ErrorKind::ChallengeCodeReplyWithoutSender, -1, {}});
    if (hasSender && !readResult(in, "sender", &challenge->sender.emplace()))
        return false;
    return !hasReply || readResult(in, "reply", &challenge->reply.emplace());
}

// The fields of the data symbols, in the order they are written.
Result<Challenge> readPayload(const std::vector<std::uint8_t> &symbols, std::size_t count)
{
    BitReader in(symbols, count);
    std::uint64_t version = 0;
    if (!in.bits(kSymbolBits, &version))
        return in.error();
    // No game writes version 0: a 0 put in front, which the check cannot see.
    if (version == 0)
        return Error{ErrorKind::ChallengeCodeMistyped, -1, {}};
    if (version > std::uint64_t(kChallengeCodeVersion))
        return Error{ErrorKind::ChallengeCodeNewerVersion,
                     -1,
                     {QString::number(version), QString::number(kChallengeCodeVersion)}};
    Challenge challenge;
    if (!readRules(in, &challenge) || !readRound(in, &challenge) || !readResults(in, &challenge)
        || !in.atEnd())
        return in.error();
    return challenge;
}

} // namespace

std::optional<Error> checkChallenge(const Challenge &challenge)
{
    if (!challenge.variantId.isEmpty() && variantNumber(challenge.variantId) == 0)
        return detail::challengeOutOfRange(QStringLiteral("variant"),
                                           withControlsWrittenOut(challenge.variantId), 0,
                                           qint64(kCodedVariants.size()));
    if (std::optional<Error> problem = checkOperations(challenge.operators, challenge.mode))
        return problem;
    if (std::optional<Error> problem = checkClock(challenge.clockSeconds))
        return problem;
    const qint64 count = qint64(challenge.tiles.size());
    if (count < kMinTiles || count > kMaxTiles)
        return detail::challengeOutOfRange(QStringLiteral("tiles"), count, kMinTiles, kMaxTiles);
    for (std::size_t i = 0; i < challenge.tiles.size(); ++i) {
        if (std::optional<Error> problem = checkRange(QStringLiteral("tile %1").arg(i + 1),
                                                      challenge.tiles[i], kMinNumber, kMaxNumber))
            return problem;
    }
    if (std::optional<Error> problem = checkTilesOfVariant(challenge))
        return problem;
    if (std::optional<Error> problem =
            checkRange(QStringLiteral("target"), challenge.target, kMinTarget, kMaxTarget))
        return problem;
    if (challenge.reply && !challenge.sender)
        return Error{ErrorKind::ChallengeCodeReplyWithoutSender, -1, {}};
    std::optional<Error> problem;
    if (challenge.sender)
        problem = checkResult(*challenge.sender, "sender");
    if (!problem && challenge.reply)
        problem = checkResult(*challenge.reply, "reply");
    return problem;
}

QString challengeName(QStringView typed)
{
    QString clean;
    clean.reserve(typed.size());
    for (qsizetype i = 0; i < typed.size(); ++i) {
        const QChar c = typed[i];
        if (c.isHighSurrogate() && i + 1 < typed.size() && typed[i + 1].isLowSurrogate()) {
            clean += c;
            clean += typed[++i];
        } else if (!c.isSurrogate() && !isForbiddenInName(c.unicode())) {
            clean += c;
        }
    }
    if (codePointCount(clean) <= kMaxChallengeNameLength)
        return clean;
    // The last boundary between characters as people see them that keeps it short enough; a
    // single such character longer than that (accents piled up) is cut between code points.
    QTextBoundaryFinder boundaries(QTextBoundaryFinder::Grapheme, clean);
    qsizetype cut = 0;
    for (qsizetype at = boundaries.toNextBoundary(); at > 0; at = boundaries.toNextBoundary()) {
        if (codePointCount(QStringView(clean).left(at)) > kMaxChallengeNameLength)
            break;
        cut = at;
    }
    if (cut == 0) {
        for (qsizetype points = 0; points < kMaxChallengeNameLength; ++points)
            cut += clean[cut].isHighSurrogate() ? 2 : 1;
    }
    return clean.left(cut);
}

QString challengeNameKey(QStringView name)
{
    return name.trimmed().toString().toCaseFolded();
}

ChallengeResult carriedResult(const QString &name, std::optional<Number> declared, bool answerShown,
                              int points, qint64 timeMs, int hints)
{
    ChallengeResult result;
    result.name = challengeName(name);
    if (!answerShown)
        result.value = declared;
    result.points = std::clamp(points, 0, kMaxChallengePoints);
    result.timeMs = tenthsOf(timeMs) * 100;
    result.hints = std::clamp(hints, 0, kHintCount);
    return result;
}

QString challengeCode(const Challenge &challenge)
{
    assert(!challenge.tiles.empty() && challenge.tiles.size() <= std::size_t(kMaxTiles));
    std::vector<std::uint8_t> symbols = payloadOf(challenge);
    const int check = detail::challengeCheck(symbols, symbols.size());
    symbols.push_back(std::uint8_t(check / 32));
    symbols.push_back(std::uint8_t(check % 32));
    return detail::challengeSymbolText(symbols);
}

QString challengeLink(const Challenge &challenge)
{
    return detail::kChallengeLinkPrefix + challengeCode(challenge);
}

Result<Challenge> readChallengeCode(QStringView text)
{
    if (text.size() > kMaxChallengeCodeLength)
        return Error{
            ErrorKind::ChallengeCodeTooLong, -1, {QString::number(kMaxChallengeCodeLength)}};
    const Result<std::vector<std::uint8_t>> symbols = detail::challengeSymbolsOf(text);
    if (!symbols)
        return symbols.error();
    if (symbols->size() <= std::size_t(kCheckSymbols))
        return Error{ErrorKind::ChallengeCodeTruncated, -1, {}};
    const std::size_t dataCount = symbols->size() - kCheckSymbols;
    const int check = (*symbols)[dataCount] * 32 + (*symbols)[dataCount + 1];
    Result<Challenge> read = readPayload(*symbols, dataCount);
    if (check == detail::challengeCheck(*symbols, dataCount))
        return read;
    // A code cut short, or with symbols after its end, says so; any other change is a typo.
    if (!read
        && (read.error().kind == ErrorKind::ChallengeCodeTruncated
            || read.error().kind == ErrorKind::ChallengeCodeExtraSymbols))
        return read.error();
    return Error{ErrorKind::ChallengeCodeMistyped, -1, {}};
}

Result<QString> challengeCodeIn(QStringView text)
{
    // Beyond this, no chat message: refused before any search, which is linear in the length.
    if (text.size() > 100 * qsizetype(kMaxChallengeCodeLength))
        return Error{
            ErrorKind::ChallengeCodeTooLong, -1, {QString::number(kMaxChallengeCodeLength)}};
    // Dashes as well as hyphens: some chat apps turn one into the other.
    static const QRegularExpression link(
        QStringLiteral("countdown-numbers://challenge/[0-9A-Za-z\\-\u2010\u2011\u2013\u2014]+"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression groups(
        QStringLiteral("(?<![0-9A-Za-z])(?:[0-9A-Za-z]{4}[\\-\u2010\u2011\u2013\u2014]){2,}"
                       "[0-9A-Za-z]{1,4}(?![0-9A-Za-z])"));
    const QString whole = text.toString(); // match(QStringView) is deprecated from Qt 6.5 on
    for (const QRegularExpression *pattern : {&link, &groups}) {
        const QRegularExpressionMatch found = pattern->match(whole);
        if (found.hasMatch())
            return found.captured(0);
    }
    static const QRegularExpression spacedGroups(
        QStringLiteral("^(?:[0-9A-Za-z]{4}\\s+)+[0-9A-Za-z]{1,4}$"));
    const QString trimmed = whole.trimmed();
    const bool oneWord =
        !trimmed.isEmpty()
        && std::none_of(trimmed.begin(), trimmed.end(), [](QChar c) { return c.isSpace(); });
    if (oneWord || spacedGroups.match(trimmed).hasMatch())
        return trimmed;
    return Error{ErrorKind::ChallengeCodeNotFound, -1, {}};
}

Result<Challenge> readChallengeIn(QStringView text)
{
    const Result<QString> found = challengeCodeIn(text);
    if (!found)
        return found.error();
    return readChallengeCode(*found);
}

} // namespace countdown
