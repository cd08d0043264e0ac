// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "typedanswer.h"

#include "parser.h"

#include <algorithm>

namespace countdown {

TypedAnswer readTypedAnswer(const QString &text, const std::vector<Number> &tiles,
                            OperatorSet operators)
{
    TypedAnswer typed;
    typed.text = text;
    if (typed.isEmpty())
        return typed;
    Result<Expression> parsed = parseAnswer(text, tiles, operators);
    if (parsed) {
        typed.expression = std::move(parsed).value();
        typed.unusedTiles = tilesLeftOut(tiles, typed.expression->tiles());
    } else {
        typed.error = parsed.error();
    }
    return typed;
}

std::vector<Number> tilesLeftOut(const std::vector<Number> &tiles, std::vector<Number> used)
{
    std::vector<Number> left;
    for (const Number tile : tiles) {
        const auto it = std::find(used.begin(), used.end(), tile);
        if (it != used.end())
            used.erase(it);
        else
            left.push_back(tile);
    }
    return left;
}

Error tilesLeftOutError(const std::vector<Number> &tiles)
{
    Error error{ErrorKind::TilesLeftOut, -1, {}};
    for (const Number tile : tiles)
        error.args << QString::number(tile);
    return error;
}

} // namespace countdown
