// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the libFuzzer targets share: a check that aborts whatever NDEBUG says (so that libFuzzer
// reports the input), a reader that turns the fuzzer's bytes into choices, and a reference for the
// arithmetic rule written from docs/rules.md ("Valid operations") rather than from
// core/rules/arithmetic.h.
#pragma once

#include "arithmetic.h"
#include "error.h"
#include "multiset.h"
#include "number.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <vector>

namespace countdown::fuzz {

[[noreturn]] inline void fail(const char *condition, const char *file, int line,
                              const QString &detail)
{
    std::fprintf(stderr, "\nFUZZ CHECK FAILED at %s:%d: %s\n", file, line, condition);
    if (!detail.isEmpty())
        std::fprintf(stderr, "  %s\n", detail.toUtf8().constData());
    std::fflush(stderr);
    std::abort();
}

// FUZZ_CHECK(condition) or FUZZ_CHECK(condition, detail): an invariant of the code under test.
#define FUZZ_CHECK(condition, ...)                                                                 \
    do {                                                                                           \
        if (!(condition))                                                                          \
            ::countdown::fuzz::fail(#condition, __FILE__, __LINE__, QString(__VA_ARGS__));         \
    } while (false)

inline QString describe(const Error &error)
{
    return QStringLiteral("kind %1, position %2, args [%3]")
        .arg(int(error.kind))
        .arg(error.position)
        .arg(error.args.join(QStringLiteral(", ")));
}

// Reads the fuzzer's bytes front to back; past the end every read gives zeros, so a harness never
// has to check the length before each choice.
class ByteReader {
public:
    ByteReader(const std::uint8_t *data, std::size_t size)
        : m_data(data)
        , m_size(size)
    {
    }

    bool atEnd() const { return m_pos >= m_size; }
    std::size_t remaining() const { return atEnd() ? 0 : m_size - m_pos; }

    std::uint8_t byte() { return atEnd() ? 0 : m_data[m_pos++]; }

    // `count` bytes, little-endian, as an unsigned integer.
    std::uint64_t bytes(int count)
    {
        std::uint64_t value = 0;
        for (int i = 0; i < count; ++i)
            value |= std::uint64_t(byte()) << (8 * i);
        return value;
    }

private:
    const std::uint8_t *m_data;
    std::size_t m_size;
    std::size_t m_pos = 0;
};

// The outcome of one step by the rules (docs/rules.md, "Valid operations"): a positive integer
// within 64 bits, or why not.
// Computed in 128 bits so that it does not share its overflow checks with the code under test.
struct StepOutcome {
    std::optional<Number> value;
    ErrorKind kind = ErrorKind::Overflow; // when refused
};

inline StepOutcome referenceStep(Number left, Operator op, Number right)
{
    const __int128 a = left;
    const __int128 b = right;
    __int128 r = 0;
    switch (op) {
    case Operator::Add:
        r = a + b;
        break;
    case Operator::Subtract:
        r = a - b;
        break;
    case Operator::Multiply:
        r = a * b;
        break;
    case Operator::Divide:
        if (b == 0)
            return {std::nullopt, ErrorKind::DivisionByZero};
        if (a % b != 0)
            return {std::nullopt, ErrorKind::FractionalResult};
        r = a / b;
        break;
    }
    if (r > __int128(std::numeric_limits<Number>::max()))
        return {std::nullopt, ErrorKind::Overflow};
    if (r == 0)
        return {std::nullopt, ErrorKind::ZeroResult};
    if (r < 0)
        return {std::nullopt, ErrorKind::NegativeResult};
    return {Number(r), ErrorKind::Overflow};
}

// The error a refused step reports: its arguments as errors.h documents them.
inline Error referenceStepError(Number left, Operator op, Number right, ErrorKind kind,
                                int position)
{
    if (kind == ErrorKind::DivisionByZero)
        return Error{kind, position, {QString::number(left)}};
    return Error{
        kind,
        position,
        {QString::number(left), operatorSymbol(op, Notation::Typographic), QString::number(right)}};
}

using countdown::test::isSubMultiset;
using countdown::test::sameMultiset;

} // namespace countdown::fuzz
