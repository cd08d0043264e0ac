// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A game of several rounds as it goes, apart from the rounds themselves: which round is being
// played, each round's points, the totals (the player's, a computer contestant's, each person's
// at one machine), the rounds' summaries for the final scoreboard, and for a game of practice on
// one kind of round its figures. A value the controller moves on as rounds are drawn and scored.
#pragma once

#include "number.h"
#include "roundkind.h"
#include "statistics.h"

#include <QStringList>
#include <QtGlobal>

#include <optional>
#include <vector>

namespace countdown {

// One round of a game, as the final scoreboard lists it.
struct GameRoundSummary {
    std::vector<Number> tiles;
    Number target = 0;
    std::optional<Number> playerValue; // nothing valid declared: none
    int points = 0;
    bool answerShown = false;
    int hintsTaken = 0;
    Number solverBest = 0;                 // the solver's closest value
    int contestantLevel = 0;               // against a contestant: its level (0: alone)
    std::optional<Number> contestantValue; // and what it declared
    int contestantPoints = 0;
    // Among people at one machine: each seat's declaration (none: nothing declared), whether its
    // method held, and its points.
    std::vector<std::optional<Number>> seatValues;
    std::vector<bool> seatValid;
    std::vector<int> seatPoints;
};

class GameProgress {
public:
    // A new game of `rounds` rounds (at least one); everything of the one before is forgotten.
    // `focus`: a game of practice on that kind of round.
    void begin(int rounds, std::optional<RoundKind> focus);
    // People at one machine play it (2-4 names, as given): each has a total.
    void setPlayers(const QStringList &names);
    // The history's id of the game (0: not stored).
    void setId(qint64 id) { m_id = id; }
    // A game of practice: the player's figures on its kind before it began.
    void setPracticeStart(const FocusedPracticeResult &earlier);
    // Over: the rounds that follow stand on their own. The summary and totals stay for the
    // scoreboard until the next game begins.
    void end();

    bool isActive() const { return m_rounds > 0; }
    int round() const { return m_round; }   // 1.. the round being played (0: none drawn yet)
    int rounds() const { return m_rounds; } // N
    bool isLastRound() const { return isActive() && m_round == m_rounds; }
    // A game of practice draws its own kind of round, up to its last.
    bool drawsPracticeRound() const { return m_focus && isActive() && m_round < m_rounds; }
    // A round is drawn: the game's next one; after its last, the game is over.
    void roundDrawn();

    // A round scored: the player's points and a contestant's (0 alone).
    void score(int points, int contestantPoints);
    // A round of people at one machine scored: each seat's points (the player's own are 0).
    void scoreSeats(const std::vector<int> &seatPoints);
    void addSummary(GameRoundSummary round) { m_summary.push_back(std::move(round)); }

    qint64 id() const { return m_id; }
    int total() const { return m_total; }
    int contestantTotal() const { return m_contestantTotal; }
    const std::vector<int> &points() const { return m_points; } // per round so far
    const std::vector<GameRoundSummary> &summary() const { return m_summary; }

    bool isOneMachineGame() const { return isActive() && !m_players.isEmpty(); }
    const QStringList &players() const { return m_players; }
    const std::vector<int> &seatTotals() const { return m_seatTotals; }

    const std::optional<RoundKind> &focus() const { return m_focus; }
    // The number of large each round of a game of practice has, when its kind fixes it: the
    // player has nothing to pick.
    std::optional<int> practicePick() const;
    // At one machine, the seat whose turn it is to pick (in turn, round by round): of the next
    // round `beforeDeal`, else of the current one; -1 in any other game.
    int pickingSeat(bool beforeDraw) const;
    // A game of practice: how it is going against the earlier figures (its own rounds counted
    // from the summary as they are revealed); nullopt for any other game.
    std::optional<FocusedPracticeResult> focusedPractice() const;

private:
    int m_rounds = 0; // 0: not in a game
    int m_round = 0;
    int m_total = 0;
    int m_contestantTotal = 0;
    qint64 m_id = 0;
    std::vector<int> m_points;
    std::vector<GameRoundSummary> m_summary;
    QStringList m_players;
    std::vector<int> m_seatTotals;
    std::optional<RoundKind> m_focus;
    std::optional<FocusedPracticeResult> m_practiceStart;
};

} // namespace countdown
