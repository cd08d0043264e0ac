// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The answer a player types ("(75 + 3) × 4"), as the round reads it while it is typed: the
// expression when it follows the round's rules, else the error and where it is, and the tiles it
// leaves out (which matter when every number must be used).
#pragma once

#include "arithmetic.h"
#include "error.h"
#include "expression.h"
#include "number.h"

#include <QString>

#include <optional>
#include <vector>

namespace countdown {

struct TypedAnswer {
    QString text;
    std::optional<Expression> expression; // when it reads and follows the rules
    std::optional<Error> error;           // when it does not (position into text)
    std::vector<Number> unusedTiles;      // with an expression: the round's tiles it leaves out
    bool isEmpty() const { return text.trimmed().isEmpty(); }
};

// `text` read against the round's tiles and the operations its variant allows.
TypedAnswer readTypedAnswer(const QString &text, const std::vector<Number> &tiles,
                            OperatorSet operators);

// What of `tiles` a `used` sub-multiset leaves, in the order of `tiles`.
std::vector<Number> tilesLeftOut(const std::vector<Number> &tiles, std::vector<Number> used);

// "Every number must be used, and these are not yet" (the tiles, in the order given).
Error tilesLeftOutError(const std::vector<Number> &tiles);

} // namespace countdown
