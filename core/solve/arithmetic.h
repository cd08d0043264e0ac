// The four operations of the numbers round and the rule every step obeys: its result is a
// positive integer that fits in 64 bits.
#pragma once

#include "number.h"
#include "result.h"

#include <QString>
#include <QtNumeric>

#include <array>
#include <optional>

namespace countdown {

enum class Operator : std::uint8_t { Add, Subtract, Multiply, Divide };

inline constexpr std::array<Operator, 4> kOperators = {Operator::Add, Operator::Subtract,
                                                       Operator::Multiply, Operator::Divide};

// Ascii: "+ - * /" (the command line, JSON, anything a script reads).
// Typographic: "+ − × ÷" (what the player sees).
enum class Notation { Ascii, Typographic };

QString operatorSymbol(Operator op, Notation notation);

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
