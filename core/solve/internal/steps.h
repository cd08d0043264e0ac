// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How a value is made: one step between values of two disjoint parts, and the whole expression
// written through such steps down to the tiles. Only an answer's expression is ever written: the
// tables keep values, not how they were made.
#pragma once

#include "arithmetic.h"
#include "expression.h"
#include "tileset.h"
#include "value.h"

namespace countdown::detail {

class ValueTable;

// A step `left op right` between values of two disjoint masks: how a value of their union is
// made. An empty step (no left mask) when none is known.
struct Step {
    Mask leftMask = 0, rightMask = 0;
    Value left = kNoValue, right = kNoValue;
    Operator op = Operator::Add;
    bool isEmpty() const { return leftMask == 0; }
};

// The step between a and b (of masks am and bm) that the rules allow and that gives r, the
// larger operand first (the way combineAll makes r from them); empty when there is none.
Step stepGiving(Mask am, Value a, Mask bm, Value b, Value r, OperatorSet operators);

// An expression for a value that a mask makes with all of its tiles. Every part of the mask's
// splits must be in a built level: the mask itself need not be.
Expression expressionFor(const ValueTable &table, Mask mask, Value value);
// The same for the value `step` makes, from the expressions of its operands: for the whole
// selection, whose parts one tile short are not kept (a search records the step it found).
Expression expressionFor(const ValueTable &table, const Step &step);

} // namespace countdown::detail
