// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengebits.h"

#include <array>

namespace countdown::detail {

namespace {

// Crockford's base 32: the digits and the letters but I, L, O and U (too like 1, 1, 0 and V).
constexpr std::array<char, 32> kAlphabet = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A',
                                            'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'M', 'N',
                                            'P', 'Q', 'R', 'S', 'T', 'V', 'W', 'X', 'Y', 'Z'};
constexpr int kGroupLength = 4;

// The check: the data symbols read as one number in base 32, modulo the prime 1021, written as two
// symbols (1021 < 32 × 32). Why it catches every single wrong symbol and every swap of two
// different neighbours, with p = 1021 and V the data's number:
//  - A wrong data symbol k places from the right changes V by d × 32^k, 0 < |d| <= 31. p divides
//    neither d (it is smaller) nor 32^k (p is an odd prime), so, being prime, not their product:
//    V mod p changes and no longer matches the check.
//  - Two different neighbours a (left) and b swapped, the right one k places from the right,
//    change V by (b - a) × 32^(k+1) + (a - b) × 32^k = (b - a) × 31 × 32^k: again no factor is
//    a multiple of p, so V mod p changes.
//  - A wrong check symbol, or the two check symbols swapped, changes the check C = 32 c1 + c2 to
//    another number while V stays: no longer V mod p (or 1021-1023, which no check is).
//  - The last data symbol d swapped with the first check symbol c1: V changes by c1 - d and C by
//    32 (d - c1). Both congruences V ≡ C and V + (c1 - d) ≡ C + 32 (d - c1) (mod p) holding would
//    need 33 (c1 - d) ≡ 0 (mod p), impossible as p is a prime above 33 and 0 < |c1 - d| <= 31.
// A symbol added in front as 0 leaves V as it is: the first symbol is the version, which is never
// 0, so that is caught too. tst_challengecode tries every such change on a sample of codes.
constexpr int kCheckPrime = 1021;

// What a player may put between symbols: spaces (any) and hyphens, or the dashes and minus signs
// that chat apps and word processors turn them into.
bool isSeparator(QChar c)
{
    const char16_t u = c.unicode();
    return c.isSpace() || u == u'-' || (u >= 0x2010 && u <= 0x2015) || u == 0x2212;
}

// The symbol a character reads as (Crockford's forgiving reading), or -1.
int symbolValue(QChar c)
{
    const char16_t u = c.toUpper().unicode();
    if (u == u'O')
        return 0;
    if (u == u'I' || u == u'L')
        return 1;
    for (std::size_t i = 0; i < kAlphabet.size(); ++i) {
        if (u == char16_t(kAlphabet[i]))
            return int(i);
    }
    return -1;
}

} // namespace

const QString kChallengeLinkPrefix = QStringLiteral("countdown-numbers://challenge/");

int challengeCheck(const std::vector<std::uint8_t> &symbols, std::size_t count)
{
    int remainder = 0;
    for (std::size_t i = 0; i < count; ++i)
        remainder = (remainder * 32 + symbols[i]) % kCheckPrime;
    return remainder;
}

QString challengeSymbolText(const std::vector<std::uint8_t> &symbols)
{
    QString text;
    text.reserve(qsizetype(symbols.size() + symbols.size() / kGroupLength));
    for (std::size_t i = 0; i < symbols.size(); ++i) {
        if (i > 0 && i % kGroupLength == 0)
            text += QLatin1Char('-');
        text += QLatin1Char(kAlphabet[symbols[i]]);
    }
    return text;
}

// The symbols of a code or link; a position is an index into `text`.
Result<std::vector<std::uint8_t>> challengeSymbolsOf(QStringView text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && text[begin].isSpace())
        ++begin;
    while (end > begin && text[end - 1].isSpace())
        --end;
    if (text.mid(begin, end - begin).startsWith(kChallengeLinkPrefix, Qt::CaseInsensitive)) {
        begin += kChallengeLinkPrefix.size();
        if (end > begin && text[end - 1] == QLatin1Char('/'))
            --end;
    }
    std::vector<std::uint8_t> symbols;
    for (qsizetype i = begin; i < end; ++i) {
        if (isSeparator(text[i]))
            continue;
        const int value = symbolValue(text[i]);
        if (value < 0) {
            const bool pair =
                text[i].isHighSurrogate() && i + 1 < end && text[i + 1].isLowSurrogate();
            return Error{
                ErrorKind::ChallengeCodeBadSymbol,
                int(i),
                {withControlsWrittenOut(text.mid(i, pair ? 2 : 1)), QString::number(i + 1)}};
        }
        symbols.push_back(std::uint8_t(value));
    }
    if (symbols.empty())
        return Error{ErrorKind::ChallengeCodeEmpty, -1, {}};
    return symbols;
}

Error challengeOutOfRange(const QString &field, const QString &value, qint64 minimum,
                          qint64 maximum)
{
    return Error{ErrorKind::ChallengeCodeOutOfRange,
                 -1,
                 {field, value, QString::number(minimum), QString::number(maximum)}};
}

Error challengeOutOfRange(const QString &field, qint64 value, qint64 minimum, qint64 maximum)
{
    return challengeOutOfRange(field, QString::number(value), minimum, maximum);
}

void BitWriter::bits(std::uint64_t value, int count)
{
    for (int i = count - 1; i >= 0; --i)
        m_bits.push_back(((value >> i) & 1u) != 0);
}

void BitWriter::number(qint64 value, qint64 minimum)
{
    const std::uint64_t n = std::uint64_t(value - minimum) + 1;
    int width = 0;
    while ((n >> width) > 1)
        ++width;
    bits(0, width);
    bits(n, width + 1);
}

std::vector<std::uint8_t> BitWriter::symbols() const
{
    std::vector<std::uint8_t> out((m_bits.size() + kSymbolBits - 1) / kSymbolBits, 0);
    for (std::size_t i = 0; i < m_bits.size(); ++i) {
        if (m_bits[i])
            out[i / kSymbolBits] |= std::uint8_t(1u << (kSymbolBits - 1 - i % kSymbolBits));
    }
    return out;
}

BitReader::BitReader(const std::vector<std::uint8_t> &symbols, std::size_t count)
    : m_symbols(symbols)
    , m_bitCount(count * kSymbolBits)
{
}

bool BitReader::fail(Error error)
{
    if (!m_error)
        m_error = std::move(error);
    return false;
}

bool BitReader::bits(int count, std::uint64_t *value)
{
    if (failed())
        return false;
    if (m_bitCount - m_position < std::size_t(count))
        return fail(Error{ErrorKind::ChallengeCodeTruncated, -1, {}});
    std::uint64_t read = 0;
    for (int i = 0; i < count; ++i, ++m_position) {
        const std::uint8_t symbol = m_symbols[m_position / kSymbolBits];
        read = (read << 1) | ((symbol >> (kSymbolBits - 1 - m_position % kSymbolBits)) & 1u);
    }
    *value = read;
    return true;
}

bool BitReader::flag(bool *value)
{
    std::uint64_t bit = 0;
    if (!bits(1, &bit))
        return false;
    *value = bit != 0;
    return true;
}

bool BitReader::gamma(const QString &field, qint64 minimum, qint64 maximum, qint64 *value)
{
    int zeros = 0;
    for (bool one = false; !one; ++zeros) {
        if (!flag(&one))
            return false;
        if (zeros > 62) // a number of 64 bits or more: no field goes near
            return fail(challengeOutOfRange(field, QStringLiteral("≥9223372036854775808"), minimum,
                                            maximum));
    }
    --zeros; // the loop counted the 1 too
    std::uint64_t low = 0;
    if (!bits(zeros, &low))
        return false;
    const std::uint64_t offset = ((std::uint64_t(1) << zeros) | low) - 1;
    if (offset > std::uint64_t(maximum - minimum))
        return fail(challengeOutOfRange(field, QString::number(std::uint64_t(minimum) + offset),
                                        minimum, maximum));
    *value = minimum + qint64(offset);
    return true;
}

bool BitReader::atEnd()
{
    const std::size_t left = m_bitCount - m_position;
    if (left >= std::size_t(kSymbolBits))
        return fail(
            Error{ErrorKind::ChallengeCodeExtraSymbols, -1, {QString::number(left / kSymbolBits)}});
    std::uint64_t padding = 0;
    if (bits(int(left), &padding) && padding != 0)
        return fail(challengeOutOfRange(QStringLiteral("padding"), qint64(padding), 0, 0));
    return !failed();
}

} // namespace countdown::detail
