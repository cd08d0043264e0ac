// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How hard a solution is for a person to find and follow, defined once for the whole game: the
// reveal and countdown-solve show the easiest solution first, and the hints describe it.
#pragma once

#include "answers.h"
#include "expression.h"
#include "number.h"

#include <compare>
#include <optional>
#include <tuple>

namespace countdown {

// Finishing by taking away more than this is hard to see and to work out ("1000 - 187").
inline constexpr Number kSmallFinalSubtraction = 10;

// What makes people find a solution hard, in the order it matters most: how many numbers (and so
// steps) it needs, its divisions, a big subtraction to finish, the largest number it writes down.
// Smaller is easier in each, and comparing two compares them in that order.
struct SolutionEase {
    int numbers = 0;
    int divisions = 0;
    bool bigFinalSubtraction = false;
    Number largestValue = 0; // a tile or an intermediate result
    friend auto operator<=>(const SolutionEase &, const SolutionEase &) = default;
};

SolutionEase easeOf(const Expression &solution);

// Whether `a` comes before `b` in the order solutions are shown (SolutionRank, below): by easeOf,
// then by value and their one-line text, so that no two distinct solutions tie and the order
// never depends on how they were found.
bool isEasier(const Expression &a, const Expression &b);

// Where a solution comes in the order solutions are shown (Solutions::expressions, whose first
// making the best answer's value is the one shown: firstAnswer): the easiest first, then by value
// (below the target before above it when it cannot be made), then by the one-line text, so that no
// two distinct solutions tie.
struct SolutionRank {
    SolutionEase ease;
    Number value = 0;
    QString text; // Notation::Ascii
    friend bool operator<(const SolutionRank &a, const SolutionRank &b)
    {
        return std::tie(a.ease, a.value, a.text) < std::tie(b.ease, b.value, b.text);
    }
};

SolutionRank rankOf(const Expression &solution);
// The first in that order of solutions offered one at a time, for a search that need not list
// them all: a text is written only when it must break a tie.
class FirstSolution {
public:
    void offer(Expression solution);
    const std::optional<Expression> &first() const { return m_first; }
    // The first's ease (when there is a first).
    const SolutionEase &ease() const { return m_rank.ease; }

private:
    std::optional<Expression> m_first;
    SolutionRank m_rank;
    bool m_hasText = false; // m_rank.text is written
};

// What a round asks of a player, from its distinct solutions (exact ones only): how many numbers
// the easiest needs, and whether every one of them divides. nullopt / false when the target
// cannot be made.
std::optional<int> easiestNumbers(const Solutions &solutions);
bool needsDivision(const Solutions &solutions);

} // namespace countdown
