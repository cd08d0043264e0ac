// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A kind of round the player can be weak at and can practise: rounds with a given number of large
// (UK rules), rounds whose easiest solution is of a given difficulty, rounds that cannot be solved
// without a division. The statistics group rounds by it (weak spots), a game of practice draws
// its rounds by it, and the history keeps it with that game, as a word.
#pragma once

#include "difficulty.h"
#include "rules.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace countdown {

struct RoundKind {
    enum class Axis {
        Large,         // UK rounds with `large` large numbers picked
        Difficulty,    // rounds whose easiest solution is of `difficulty` (by its numbers)
        NeedsDivision, // rounds that cannot be solved without a division
    };
    Axis axis = Axis::Large;
    int large = 0;                           // Large only
    Difficulty difficulty = Difficulty::Any; // Difficulty only
    friend bool operator==(const RoundKind &, const RoundKind &) = default;

    static RoundKind withLarge(int large) { return {Axis::Large, large, Difficulty::Any}; }
    static RoundKind ofDifficulty(Difficulty d) { return {Axis::Difficulty, 0, d}; }
    static RoundKind needingDivision() { return {Axis::NeedsDivision, 0, Difficulty::Any}; }
};

// How many rounds a game of practice on one kind has ("practise 10 rounds like these").
inline constexpr int kFocusedPracticeRounds = 10;

// The kind as the history stores it: "large-2", "easy" / "medium" / "hard", "division". Frozen:
// files in the wild hold these words. nullopt for a word that names no kind (or a kind out of
// range: more large than the rules allow, Difficulty::Any).
QString roundKindWord(const RoundKind &kind);
std::optional<RoundKind> roundKindFromWord(QStringView word);

// How to draw a round of `kind`, under the variant being played when the player picked
// `pickedLarge`: rounds with a number of large are UK rounds with that many, whatever was picked;
// the others keep the player's variant and pick (clamped to the variant's). Every round drawn has
// an exact answer, since that is what the player practises finding.
DifficultyRequest practiceRequest(const RoundKind &kind, const GameVariant &variant,
                                  int pickedLarge);

// The number of large that every round of `kind` is drawn with, when the kind fixes it (the
// player has nothing to pick).
std::optional<int> fixedPick(const RoundKind &kind);

} // namespace countdown
