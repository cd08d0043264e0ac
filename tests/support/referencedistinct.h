// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A literal, slow reimplementation of the convention for distinct solutions (docs/rules.md,
// "Distinct solutions", rules 1-7): every expression is built bottom-up, two at a time, from parts
// that share no tile, kept in normal form as text, and the closest ones are collected. Written
// independently of the fast top-down code in core/solve/internal/distinct.cpp so that the two can
// be compared.
#pragma once

#include "arithmetic.h"
#include "expression.h"
#include "number.h"
#include "solver.h"

#include <QString>
#include <set>
#include <string>
#include <vector>

namespace countdown::testsupport {

struct ReferenceSolutions {
    // Distinct solutions at the closest distance any expression (a tile too) reaches, as
    // normal-form text; none when only a tile that misses the target gets that close.
    std::set<std::string> normalForms;
    Number distance = -1; // from the target; -1 when there are none
};

// `operators`: the only operations any step may use.
ReferenceSolutions referenceDistinctSolutions(const std::vector<Number> &tiles, Number target,
                                              SolveMode mode,
                                              OperatorSet operators = OperatorSet::all());

// The normal form (rule 2) of any expression, as text comparable with the above.
std::string normalForm(const Expression &expression);

} // namespace countdown::testsupport
