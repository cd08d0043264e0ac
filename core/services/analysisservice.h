// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Analysis: questions about tiles rather than about a round being played. For the explorer's
// selection, which targets can be made and with how few tiles, and the answer for one of them
// (at once: each takes well under a millisecond), and the distinct solutions of many targets
// (counted in the background, newest counting wins, delivered in batches so that a grid fills in
// smoothly). And the exact odds: those the game ships, and any variant's, worked out in the
// background with its progress.
#pragma once

#include "backgroundwork.h"
#include "odds.h"
#include "solver.h"

#include <QMetaType>
#include <QObject>

#include <optional>
#include <utility>
#include <vector>

namespace countdown {

// Distinct solutions of some targets: (target, count), 0 for a target that cannot be made.
struct SolutionCounts {
    std::vector<std::pair<Number, int>> counts;
};

class AnalysisService : public QObject {
    Q_OBJECT

public:
    // The path of the shipped odds (a Qt resource, linked into the programs that show them).
    static constexpr const char *kShippedOddsPath = ":/odds/odds.json";

    explicit AnalysisService(QObject *parent = nullptr);
    // Cancels the counting and waits for it (it stops within a solver step).
    ~AnalysisService() override;

    // Takes `tiles` (1-7, within the puzzle limits) as the selection, with the operations a
    // round of it allows, and says for every target of low..high the fewest tiles that make it.
    // Cancels the counting of the previous selection. nullopt when the tiles are not a valid
    // selection.
    std::optional<Reachability> select(std::vector<Number> tiles, SolveMode mode, Number low,
                                       Number high, OperatorSet operators = OperatorSet::all());
    bool hasSelection() const { return m_solver.has_value(); }
    const std::vector<Number> &tiles() const { return m_tiles; }
    SolveMode mode() const { return m_mode; }
    OperatorSet operators() const { return m_operators; }

    // A target's best answer for the selection, and the one expression shown for it wherever one
    // is shown (firstAnswer). nullopt without a selection.
    struct Answer {
        BestAnswer best;
        Expression shown;
    };
    std::optional<Answer> answerFor(Number target);

    // Counts the distinct solutions of each of `targets` for the selection, in that order, in
    // the background: batches arrive through solutionsCounted(), then countingFinished().
    // Cancels any counting in flight.
    void countSolutions(std::vector<Number> targets);
    void cancelCounting();
    bool isCounting() const { return m_counting.isBusy(); }

    // The odds the game ships (kShippedOddsPath); nullopt when they are missing or unreadable.
    static std::optional<OddsTables> shippedOdds();

    // Works out the exact odds of `variant` over its targets (computeOdds, on every core, from a
    // thread of its own: the explorer's counting goes on): oddsProgressed() as it goes, then
    // oddsComputed(); or oddsFailed() when its table is too large (checkOddsSize: refused before
    // any work) or memory runs out. Cancels any earlier such work. A second or so for the show's
    // rules; the largest built-in (seven tiles) takes several.
    void computeOdds(const countdown::GameVariant &variant);
    void cancelOdds();
    bool isComputingOdds() const { return m_odds.isBusy(); }

Q_SIGNALS:
    void solutionsCounted(const countdown::SolutionCounts &batch);
    void countingFinished();
    void oddsProgressed(double fraction); // 0..1
    void oddsComputed(const countdown::OddsTable &table);
    // OddsTooLarge or OutOfMemory (or, for a variant that cannot be played, its problem).
    void oddsFailed(const countdown::Error &error);

private:
    std::vector<Number> m_tiles;
    SolveMode m_mode = SolveMode::DropAllowed;
    OperatorSet m_operators = OperatorSet::all();
    std::optional<Solver> m_solver; // this thread's own: reachability and answers
    BackgroundWork m_counting;
    BackgroundWork m_odds;
};

} // namespace countdown

Q_DECLARE_METATYPE(countdown::SolutionCounts)
Q_DECLARE_METATYPE(countdown::OddsTable)
