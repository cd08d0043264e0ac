// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "arithmetic.h"

#include <algorithm>

namespace countdown {

QString operatorSymbol(Operator op, Notation notation)
{
    const bool ascii = notation == Notation::Ascii;
    switch (op) {
    case Operator::Add:
        return QStringLiteral("+");
    case Operator::Subtract:
        return ascii ? QStringLiteral("-") : QStringLiteral("\u2212");
    case Operator::Multiply:
        return ascii ? QStringLiteral("*") : QStringLiteral("\u00d7");
    case Operator::Divide:
        return ascii ? QStringLiteral("/") : QStringLiteral("\u00f7");
    }
    return {};
}

Result<Number> applyOperator(Number left, Operator op, Number right)
{
    if (const auto result = tryApply(left, op, right))
        return *result;

    const QStringList args = {QString::number(left), operatorSymbol(op, Notation::Typographic),
                              QString::number(right)};
    // A result that is not positive is named as such: a typed "0" operand (0 × 5, 0 ÷ 5, 0 + 0)
    // gives zero, which is not an overflow nor a fraction.
    const auto notPositive = [&](Number result) {
        return Error{result == 0 ? ErrorKind::ZeroResult : ErrorKind::NegativeResult, -1, args};
    };
    Number result = 0;
    switch (op) {
    case Operator::Add:
        if (qAddOverflow(left, right, &result))
            return Error{ErrorKind::Overflow, -1, args};
        return notPositive(result);
    case Operator::Multiply:
        if (qMulOverflow(left, right, &result))
            return Error{ErrorKind::Overflow, -1, args};
        return notPositive(result);
    case Operator::Subtract:
        return Error{left == right ? ErrorKind::ZeroResult : ErrorKind::NegativeResult, -1, args};
    case Operator::Divide:
        if (right == 0)
            return Error{ErrorKind::DivisionByZero, -1, {QString::number(left)}};
        if (left % right != 0)
            return Error{ErrorKind::FractionalResult, -1, args};
        return notPositive(left / right);
    }
    return Error{ErrorKind::Overflow, -1, args};
}

QString operatorSetSymbols(OperatorSet operators, Notation notation)
{
    QString symbols;
    for (const Operator op : kOperators)
        if (operators.contains(op))
            symbols += operatorSymbol(op, notation);
    return symbols;
}

std::optional<OperatorSet> operatorSetFromSymbols(QStringView symbols)
{
    OperatorSet set;
    for (const QChar c : symbols) {
        const auto found = std::find_if(kOperators.begin(), kOperators.end(), [&](Operator op) {
            return operatorSymbol(op, Notation::Ascii) == c
                   || operatorSymbol(op, Notation::Typographic) == c;
        });
        if (found == kOperators.end() || set.contains(*found))
            return std::nullopt;
        set = set.with(*found);
    }
    return set;
}

} // namespace countdown
