// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The four operations of the numbers round and the rule every step obeys: its result is a
// positive integer that fits in 64 bits.
#pragma once

#include "number.h"
#include "result.h"

#include <QString>
#include <QStringView>
#include <QtNumeric>

#include <array>
#include <cstdint>
#include <optional>

namespace countdown {

enum class Operator : std::uint8_t { Add, Subtract, Multiply, Divide };

inline constexpr std::array<Operator, 4> kOperators = {Operator::Add, Operator::Subtract,
                                                       Operator::Multiply, Operator::Divide};

// Ascii: "+ - * /" (the command line, JSON, anything a script reads).
// Typographic: "+ − × ÷" (what the player sees).
enum class Notation { Ascii, Typographic };

QString operatorSymbol(Operator op, Notation notation);

// Which of the four operations a variant of the game allows ("no division" leaves one out).
class OperatorSet {
public:
    constexpr OperatorSet() = default; // none
    static constexpr OperatorSet all() { return OperatorSet(kAllBits); }

    constexpr bool contains(Operator op) const { return (m_bits & bit(op)) != 0; }
    constexpr bool isEmpty() const { return m_bits == 0; }
    constexpr bool isAll() const { return m_bits == kAllBits; }
    constexpr OperatorSet with(Operator op) const { return OperatorSet(m_bits | bit(op)); }
    constexpr OperatorSet without(Operator op) const
    {
        return OperatorSet(std::uint8_t(m_bits & ~bit(op)));
    }

    friend bool operator==(const OperatorSet &, const OperatorSet &) = default;

private:
    static constexpr std::uint8_t kAllBits = 0b1111;
    static constexpr std::uint8_t bit(Operator op) { return std::uint8_t(1u << unsigned(op)); }
    constexpr explicit OperatorSet(std::uint8_t bits)
        : m_bits(bits)
    {
    }
    std::uint8_t m_bits = 0;
};

// The set as its symbols in the order + - * / ("+-*" without division), and back: each symbol at
// most once, Ascii or typographic; nullopt for anything else.
QString operatorSetSymbols(OperatorSet operators, Notation notation);
std::optional<OperatorSet> operatorSetFromSymbols(QStringView symbols);

// Multiplication and division bind tighter than addition and subtraction.
constexpr int precedence(Operator op)
{
    return op == Operator::Multiply || op == Operator::Divide ? 2 : 1;
}

// Whether `a op b` and `b op a` are the same.
constexpr bool isCommutative(Operator op)
{
    return op == Operator::Add || op == Operator::Multiply;
}

// `left op right` under the rules: every result a positive integer within 64 bits.
// Operands are expected to be positive; the error names the step that was refused.
Result<Number> applyOperator(Number left, Operator op, Number right);

// The same without an explanation, for hot loops: nullopt when the step is not allowed.
inline std::optional<Number> tryApply(Number left, Operator op, Number right)
{
    Number result = 0;
    switch (op) {
    case Operator::Add:
        if (qAddOverflow(left, right, &result))
            return std::nullopt;
        break;
    case Operator::Subtract:
        result = left - right;
        break;
    case Operator::Multiply:
        if (qMulOverflow(left, right, &result))
            return std::nullopt;
        break;
    case Operator::Divide:
        if (right == 0 || left % right != 0)
            return std::nullopt;
        result = left / right;
        break;
    }
    if (result <= 0)
        return std::nullopt;
    return result;
}

} // namespace countdown
