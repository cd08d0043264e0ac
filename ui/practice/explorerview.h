// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The explorer: for a selection of tiles, every target of a range as a heat map. The colouring by
// reachability and fewest tiles is there at once; the distinct solutions of every reachable
// target are then counted in the background and filled in as they come (both by the
// AnalysisService). Choosing a cell shows that target's best answer.
#pragma once

#include "answers.h"
#include "arithmetic.h"
#include "explorergrid.h"

#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QComboBox;
class QFrame;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QProgressBar;
QT_END_NAMESPACE

namespace countdown {
class AnalysisService;
struct SolutionCounts;
} // namespace countdown

namespace countdown::ui {

class FitLabel;

class ExplorerView : public QWidget {
    Q_OBJECT

public:
    // The view asks `analysis` its questions; it should outlive the view (if it does not, the
    // view goes empty rather than wrong).
    explicit ExplorerView(countdown::AnalysisService &analysis, QWidget *parent = nullptr);
    // Cancels the counting.
    ~ExplorerView() override;

    // Shows `tiles` (1-7, within the puzzle limits) over the targets low..high (at most 10,000 of
    // them), made with `operators` (a variant's round may allow fewer): the colouring at once,
    // the solution counts in the background. Cancels the counting of the previous selection.
    void setSelection(std::vector<countdown::Number> tiles, countdown::SolveMode mode,
                      countdown::Number low, countdown::Number high,
                      countdown::OperatorSet operators = countdown::OperatorSet::all());
    const std::vector<countdown::Number> &tiles() const { return m_tiles; }
    countdown::SolveMode mode() const { return m_mode; }
    countdown::OperatorSet operators() const { return m_operators; }
    countdown::Number low() const { return m_grid->low(); }
    countdown::Number high() const { return m_grid->high(); }

    // The state of a cell: fewest tiles (0: cannot be made, -1: outside the range) and distinct
    // solutions (-1 while still being counted, 0 when it cannot be made).
    int fewestAt(countdown::Number target) const { return m_grid->fewestAt(target); }
    int solutionCountAt(countdown::Number target) const { return m_grid->solutionCountAt(target); }
    bool isCountingFinished() const { return m_countingFinished; }
    bool isCounting() const { return m_counting; }
    int countedTargets() const { return m_counted; }
    int targetsToCount() const { return m_toCount; }
    // Stops the background counting (what hiding the view does); the counts stay as they are.
    void cancelCounting();

    // Shows the best answer for `target` below the grid, as a click on its cell does.
    void chooseTarget(countdown::Number target);
    countdown::Number chosenTarget() const { return m_grid->chosenTarget(); }
    QString answerText() const;    // the chosen target's best answer, typographic
    QString solutionsText() const; // "2 distinct solutions", "counting…"

    void setColourBy(ExplorerGrid::ColourBy colourBy);
    ExplorerGrid *grid() const { return m_grid; }
    // The legend's colour swatch for step `step` of the current scale (see ExplorerGrid).
    QLabel *legendSwatch(int step) const;

Q_SIGNALS:
    // The player chose a target (click, or Enter on the focus cell).
    void targetChosen(countdown::Number target);
    void countingProgress(int counted, int total);
    void countingFinished();

protected:
    void changeEvent(QEvent *event) override;
    // Hidden (closed, or its window closed): the counting stops; shown again: it resumes.
    void hideEvent(QHideEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    QHBoxLayout *buildHeader();
    QGridLayout *buildControls();
    QFrame *buildDetails();
    void retranslate();
    void applyColours();
    void rebuildLegend();
    void startCounting();
    void onCounted(const countdown::SolutionCounts &batch);
    void onCountingDone();
    void updateProgress();
    void updateDetails();
    void applyRangeChoice(int index);
    void syncRangeChoice();
    void updateSelectionLabel();

    QPointer<countdown::AnalysisService> m_analysis;
    std::vector<countdown::Number> m_tiles;
    countdown::SolveMode m_mode = countdown::SolveMode::DropAllowed;
    countdown::OperatorSet m_operators = countdown::OperatorSet::all();
    std::optional<countdown::BestAnswer> m_chosenBest;
    countdown::Expression m_chosenAnswer; // what is shown for it (firstAnswer)

    bool m_counting = false; // the service counts for this selection
    bool m_countingFinished = true;
    int m_counted = 0;
    int m_toCount = 0;

    QLabel *m_title = nullptr;
    QLabel *m_selectionLabel = nullptr;
    QLabel *m_rangeLabel = nullptr;
    QComboBox *m_range = nullptr;
    QLabel *m_colourByLabel = nullptr;
    QComboBox *m_colourBy = nullptr;
    ExplorerGrid *m_grid = nullptr;
    QFrame *m_side = nullptr;
    QLabel *m_legendTitle = nullptr;
    QGridLayout *m_legend = nullptr;
    std::vector<QLabel *> m_swatches;
    std::vector<QLabel *> m_legendTexts;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressText = nullptr;
    QFrame *m_details = nullptr;
    QLabel *m_chosenTarget = nullptr;
    FitLabel *m_answer = nullptr;
    QLabel *m_solutions = nullptr;
    QLabel *m_hint = nullptr;
};

} // namespace countdown::ui
