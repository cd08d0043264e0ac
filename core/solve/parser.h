// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Reads the player's typed answer, e.g. "(75 + 100 : 25) x (8 + 2)", into an Expression.
//
// Accepted: decimal numbers; + and -; the minus sign U+2212; * x X and the times sign U+00D7 for
// multiplication; / : and the division sign U+00F7 for division (":" is how French players write
// it); round brackets; spaces and tabs. The usual precedence applies, operators of equal precedence
// group from the left. Every step must give a positive integer, as in the game.
#pragma once

#include "arithmetic.h"
#include "expression.h"
#include "number.h"
#include "result.h"

#include <QStringView>

#include <vector>

namespace countdown {

// Any expression of positive integers. Errors carry the character index in `text` (a QString
// index, i.e. UTF-16 code unit) where the problem is: the offending symbol, number, bracket or
// operator; for ExpectedNumber at the end of the text, text.size(). EmptyExpression (nothing but
// spaces and tabs) has position -1: it is about the text as a whole, not a place in it.
//
// Checks come in this order, and only the first error is returned:
//  1. syntax, in the order a reader going left to right meets the problems (UnknownSymbol,
//     ExpectedNumber, ExpectedOperator, UnbalancedCloseBracket, NumberTooLarge); an unclosed '('
//     (UnbalancedOpenBracket, the leftmost one) is only known at the end, so it comes last;
//  2. parseAnswer only: tiles, first offending number from the left; then the operations the
//     variant allows, the first refused operator from the left (OperationNotAllowed);
//  3. arithmetic (NegativeResult, ZeroResult, FractionalResult, DivisionByZero, Overflow): the
//     first step refused when evaluating bottom-up, left operand before right, at its operator.
//
// A number is a maximal run of ASCII digits; leading zeros are allowed ("07" is 7). A number above
// kMaxIntermediate is NumberTooLarge (however many digits: it is read in linear time), unless the
// token is already misplaced ("3 99999999999999999999" is ExpectedOperator). A literal 0 is a
// number like any other, so a lone "0" gives the expression 0 and "5 / 0" gives DivisionByZero;
// no unary + or -. Nesting depth is unlimited (no recursion).
Result<Expression> parseExpression(QStringView text);

// An answer for a round: as parseExpression, and every number must be one of the tiles, each tile
// used at most once (NumberNotAvailable with args {number}; NumberUsedTooOften with args {number,
// times available}, at the first occurrence beyond that count), and every operation one that
// `operators` holds (OperationNotAllowed with args {the operator, typographic}).
Result<Expression> parseAnswer(QStringView text, const std::vector<Number> &tiles,
                               OperatorSet operators = OperatorSet::all());

} // namespace countdown
