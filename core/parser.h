// Reads the player's typed answer, e.g. "(75 + 100 : 25) x (8 + 2)", into an Expression.
//
// Accepted: decimal numbers; + and -; the minus sign U+2212; * x X and the times sign U+00D7 for
// multiplication; / : and the division sign U+00F7 for division (":" is how French players write
// it); round brackets; spaces and tabs. The usual precedence applies, operators of equal precedence
// group from the left. Every step must give a positive integer, as in the game.
#pragma once

#include "expression.h"
#include "number.h"
#include "result.h"

#include <QStringView>

#include <vector>

namespace countdown {

// Any expression of positive integers. Errors carry the character index in `text` where the
// problem is (the offending symbol, number, bracket or operator).
Result<Expression> parseExpression(QStringView text);

// An answer for a round: as parseExpression, and every number must be one of the tiles, each tile
// used at most once (NumberNotAvailable, NumberUsedTooOften).
Result<Expression> parseAnswer(QStringView text, const std::vector<Number> &tiles);

} // namespace countdown
