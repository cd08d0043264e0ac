// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The layer of a challenge code below its fields (challengecode.cpp): bits packed into symbols of
// Crockford's base 32 and back, the check, and the forgiving reading of a code or link as a player
// pastes it; and the table of the variants a code names by number. docs/challenge-codes.md
// describes them; like the fields, they are frozen.
#pragma once

#include "arithmetic.h"
#include "error.h"
#include "result.h"
#include "solvemode.h"

#include <QString>
#include <QStringView>
#include <QtGlobal>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace countdown::detail {

inline constexpr int kSymbolBits = 5;
inline constexpr int kCheckSymbols = 2;
extern const QString kChallengeLinkPrefix; // "countdown-numbers://challenge/"

// The check of the first `count` symbols: their number in base 32 modulo the prime 1021, which
// two symbols hold. challengebits.cpp says why it catches every typo of one symbol and every swap
// of two neighbours.
int challengeCheck(const std::vector<std::uint8_t> &symbols, std::size_t count);

// The symbols upper case, in groups of four joined by hyphens.
QString challengeSymbolText(const std::vector<std::uint8_t> &symbols);

// The symbols of one code or link, read the forgiving way (challengecode.h,
// readChallengeCode); errors: ChallengeCodeBadSymbol (at its index in `text`), ChallengeCodeEmpty.
Result<std::vector<std::uint8_t>> challengeSymbolsOf(QStringView text);

// The variants a code names by a number, frozen with the format: a new built-in is added at the
// end, and the rules given here stay those of format 1 whatever the variant becomes ("the
// variant's rules" in a code means these). tst_challengecode checks them against the
// built-ins.
struct CodedVariant {
    const char *id;
    OperatorSet operators;
    SolveMode mode;
    int clockSeconds;
};
inline constexpr std::array<CodedVariant, 7> kCodedVariants = {{
    {"uk", OperatorSet::all(), SolveMode::DropAllowed, 30},
    {"lceb", OperatorSet::all(), SolveMode::DropAllowed, 45},
    {"all-large", OperatorSet::all(), SolveMode::DropAllowed, 30},
    {"alternative-large", OperatorSet::all(), SolveMode::DropAllowed, 30},
    {"four-digit", OperatorSet::all(), SolveMode::DropAllowed, 30},
    {"seven-tiles", OperatorSet::all(), SolveMode::DropAllowed, 30},
    {"no-division", OperatorSet::all().without(Operator::Divide), SolveMode::DropAllowed, 30},
}};

// ChallengeCodeOutOfRange: field, value, minimum, maximum.
Error challengeOutOfRange(const QString &field, const QString &value, qint64 minimum,
                          qint64 maximum);
Error challengeOutOfRange(const QString &field, qint64 value, qint64 minimum, qint64 maximum);

// Bits, most significant first, then cut into symbols (the last one filled with zero bits).
class BitWriter {
public:
    void bits(std::uint64_t value, int count);
    // Elias gamma of value - minimum + 1: small numbers short (0 takes one bit, 1-2 three, 3-6
    // five, 99 thirteen), any size possible. value >= minimum.
    void number(qint64 value, qint64 minimum);
    std::vector<std::uint8_t> symbols() const;

private:
    std::vector<bool> m_bits;
};

// Reads the bits of the first `count` symbols back. The first problem met is kept and every later
// read fails, so that a reader of fields can stop at the first false.
class BitReader {
public:
    BitReader(const std::vector<std::uint8_t> &symbols, std::size_t count);

    bool failed() const { return m_error.has_value(); }
    const Error &error() const { return *m_error; }
    bool fail(Error error); // always false

    bool bits(int count, std::uint64_t *value); // ChallengeCodeTruncated past the end
    bool flag(bool *value);
    // BitWriter::number's code, refused (naming `field`) unless minimum <= value <= maximum.
    template <typename T>
    bool number(const QString &field, qint64 minimum, qint64 maximum, T *value)
    {
        qint64 read = 0;
        if (!gamma(field, minimum, maximum, &read))
            return false;
        *value = T(read);
        return true;
    }
    // After the last field: nothing but the zero bits that fill the last symbol
    // (ChallengeCodeExtraSymbols for whole symbols more, "padding" out of range for bits).
    bool atEnd();

private:
    bool gamma(const QString &field, qint64 minimum, qint64 maximum, qint64 *value);

    const std::vector<std::uint8_t> &m_symbols;
    std::size_t m_bitCount;
    std::size_t m_position = 0;
    std::optional<Error> m_error;
};

} // namespace countdown::detail
