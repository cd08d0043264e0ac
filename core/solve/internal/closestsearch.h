// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The best answer's search: the value closest to a target that a selection makes, with the fewest
// tiles (drop mode), then the lowest. It builds the value table level by level in the order in
// which the mode's answers are found soonest, and only as far as they need; the table it leaves
// is where the distinct solutions go on.
#pragma once

#include "answers.h"
#include "arithmetic.h"
#include "expression.h"
#include "steps.h"
#include "tileset.h"
#include "value.h"
#include "valuetable.h"

#include <optional>

namespace countdown::detail {

// The closest value found so far, with the tie-breaks of BestAnswer.
struct Closest {
    Value target;
    Value value = kNoValue;
    Value distance = 0;
    int count = 0;
    Mask mask = 0;
    // The step that makes the value, when its search recorded it: for the whole selection, whose
    // parts one tile short are not kept, and whose expression is then built from it rather than
    // searched for.
    Step step;

    // Whether v is the new closest (with `made`, the step that makes it).
    bool consider(Value v, int tiles, Mask m, const Step &made = {})
    {
        if (v == kNoValue)
            return false;
        const Value d = v > target ? v - target : target - v;
        const bool better = value == kNoValue || d < distance
                            || (d == distance && (tiles < count || (tiles == count && v < value)));
        if (better) {
            value = v;
            distance = d;
            count = tiles;
            mask = m;
            step = made;
        }
        return better;
    }
};

// The closest answer to a target, with a table that holds every value that can lead to one as
// close.
struct ClosestAnswer {
    ValueTable table;
    Closest closest;
};

// nullopt when cancelled. `forDistinct`: the table is then also read by the distinct solutions,
// which need every value of every mask.
std::optional<ClosestAnswer> searchClosest(const TileSet &tiles, SolveMode mode,
                                           OperatorSet operators, Value target,
                                           const SolveControl &control, bool forDistinct);

// The expression of the closest value: from its step when the search recorded one.
Expression expressionOf(const ValueTable &table, const Closest &closest);

} // namespace countdown::detail
