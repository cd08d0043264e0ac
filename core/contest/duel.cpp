// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "duel.h"

#include "scoring.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace countdown {

namespace {

// Every step of `e` is allowed by the rules (an Expression built from a working always is; one
// put together otherwise may not be).
bool stepsHold(const Expression &e)
{
    if (e.isEmpty())
        return false;
    if (e.isTile())
        return e.value() > 0;
    const Expression left = e.left();
    const Expression right = e.right();
    const std::optional<Number> value = tryApply(left.value(), e.op(), right.value());
    return value && *value == e.value() && stepsHold(left) && stepsHold(right);
}

} // namespace

bool isValidMethod(const Expression &method, Number declared, const std::vector<Number> &tiles,
                   SolveMode mode)
{
    if (method.isEmpty() || method.value() != declared || !stepsHold(method))
        return false;
    std::vector<Number> used = method.tiles();
    std::vector<Number> board = tiles;
    std::sort(used.begin(), used.end());
    std::sort(board.begin(), board.end());
    if (!std::includes(board.begin(), board.end(), used.begin(), used.end()))
        return false;
    return mode == SolveMode::DropAllowed || used.size() == board.size();
}

std::vector<int> contestPoints(Number target, const std::vector<Number> &tiles, SolveMode mode,
                               const std::vector<ContestDeclaration> &declarations)
{
    std::vector<bool> valid(declarations.size(), false);
    Number closest = std::numeric_limits<Number>::max();
    for (std::size_t i = 0; i < declarations.size(); ++i) {
        const ContestDeclaration &declaration = declarations[i];
        valid[i] = declaration.value && declaration.method
                   && isValidMethod(*declaration.method, *declaration.value, tiles, mode);
        if (valid[i])
            closest = std::min(closest, distanceTo(*declaration.value, target));
    }
    std::vector<int> points(declarations.size(), 0);
    for (std::size_t i = 0; i < declarations.size(); ++i) {
        if (valid[i] && distanceTo(*declarations[i].value, target) == closest)
            points[i] = pointsForDistance(closest);
    }
    return points;
}

std::vector<int> showingOrder(Number target, const std::vector<std::optional<Number>> &declared)
{
    std::vector<int> order(declared.size());
    std::iota(order.begin(), order.end(), 0);
    const auto key = [&](int player) {
        const std::optional<Number> &value = declared[std::size_t(player)];
        return value ? distanceTo(*value, target) : std::numeric_limits<Number>::max();
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return key(a) < key(b); });
    return order;
}

} // namespace countdown
