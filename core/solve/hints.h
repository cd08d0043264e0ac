// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The hints a player may take during a round, one at a time from the gentlest, all about the
// round's easiest solution (ease.h), the one the reveal shows first. Each hint taken lowers the
// round's maximum points (scoring.h); the round's record keeps how many were taken.
#pragma once

#include "answers.h"
#include "expression.h"
#include "number.h"

#include <optional>
#include <vector>

namespace countdown {

enum class Hint {
    Reachable,     // whether the target can be made and, when it cannot, how close one can get
    NumbersNeeded, // how many numbers the easiest solution uses
    NumbersUsed,   // which ones
    FirstStep,     // its first step
};
inline constexpr int kHintCount = 4;

// The n-th hint taken (0 for the first).
constexpr Hint hintAt(int taken)
{
    return Hint(taken);
}

// What the hints of a round say. The UI words them; everything they tell comes from here.
class RoundHints {
public:
    // From the solver's answers for the round: the easiest solution is firstAnswer(best,
    // solutions) (when there is no distinct solution, the best answer's own expression).
    RoundHints(const BestAnswer &best, const Solutions &solutions);

    bool isExact() const { return m_distance == 0; }
    Number bestDistance() const { return m_distance; } // 0 when the target can be made
    Number bestValue() const { return m_easiest.value(); }
    int numbersNeeded() const { return m_easiest.tileCount(); }
    // The numbers of the easiest solution, largest first (not the order it uses them).
    std::vector<Number> numbersUsed() const;
    // Its first step as the working's steps() write it ("100 / 25 = 4"); empty when the solution
    // is a tile on its own.
    QString firstStep(Notation notation) const;
    // The same step as values: two tiles, an operation and what it makes, a step the player can
    // make on the board as it is; none when the solution is a tile on its own.
    struct StepValues {
        Number left = 0;
        Operator op = Operator::Add;
        Number right = 0;
        Number value = 0;
    };
    std::optional<StepValues> firstStepOperands() const;
    const Expression &easiest() const { return m_easiest; }

private:
    Expression m_easiest;
    Number m_distance = 0;
};

} // namespace countdown
