// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Declarations in a game at one machine (two to four people sharing it), as on the show: when the
// time is up each player in turn declares a value without seeing the others', then the players
// show their methods in order from the closest declaration. Only what could still score is shown: a
// declaration of nothing or more than 10 away scores nothing anyway, and once a method holds
// at some distance, farther declarations cannot score either. The points follow the duel's rule
// (contestPoints). A value type: the round's controller drives it, the tests drive it directly.
#pragma once

#include "duel.h"
#include "rules.h"

#include <optional>
#include <vector>

namespace countdown {

inline constexpr int kMinOneMachinePlayers = 2;
inline constexpr int kMaxOneMachinePlayers = 4;
inline constexpr int kMaxPlayerNameLength = 24; // what a scoreboard's column can hold

class OneMachineDeclarations {
public:
    enum class Step {
        Declaring, // currentPlayer() declares a value (or nothing)
        Showing,   // currentPlayer() shows how their declaration is made
        Done,      // every declaration that could score has been checked: points() are final
    };

    // `players` seats (kMinOneMachinePlayers..kMaxOneMachinePlayers; others are clamped).
    OneMachineDeclarations(int players, Number target, std::vector<Number> tiles, SolveMode mode);

    int players() const { return int(m_seatDeclarations.size()); }
    Step step() const { return m_step; }
    // Whose turn it is (a seat, 0-based); -1 when Done.
    int currentPlayer() const;

    // Declaring: the current player's value (nullopt: nothing to declare); the next player's turn.
    // False (nothing changes) in another step.
    bool declareValue(std::optional<Number> value);
    // Showing: the current player's method (nullopt: they cannot show one); it is checked, and
    // the next one who could still score is up. False in another step.
    bool show(std::optional<Expression> method);

    // Each seat's declaration so far (value, and method once shown).
    const std::vector<ContestDeclaration> &seatDeclarations() const { return m_seatDeclarations; }
    // Whether a seat has shown a method and it held.
    bool hasValidMethod(int player) const;
    bool hasShown(int player) const;
    // Someone's method held and made the target itself.
    bool someoneShowedItExactly() const;
    // The points of each seat (all 0 until Done).
    std::vector<int> points() const;

private:
    void nextToShow();

    Number m_target;
    std::vector<Number> m_tiles;
    SolveMode m_mode;
    std::vector<ContestDeclaration> m_seatDeclarations;
    std::vector<bool> m_shown;
    std::vector<int> m_order; // the showing order
    std::size_t m_next = 0;   // Declaring: the seat; Showing: the place in m_order
    Step m_step = Step::Declaring;
    std::optional<Number> m_settled; // the distance of the closest method that held
};

} // namespace countdown
