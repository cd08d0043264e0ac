// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The statistics window: totals, exact-answer rates (overall and by number of large), the time to
// an exact answer, streaks, and two plots over the rounds (points per round, rolling exact-answer
// rate) drawn with Qt Charts. It shows the Statistics it is given; the player's filters come back
// as optionsChanged() and the owner recomputes.
#pragma once

#include "challengerstatistics.h"
#include "dailyshare.h"
#include "statistics.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QCheckBox;
class QComboBox;
class QFrame;
class QLabel;
class QScrollArea;
class QStackedWidget;
class QTabWidget;
QT_END_NAMESPACE

namespace countdown::ui {

class ByLargePanel;
class ChallengersView;
class ContestantStatistics;
class WeakSpotsView;

class StatisticsWindow : public QDialog {
    Q_OBJECT

public:
    explicit StatisticsWindow(QWidget *parent = nullptr);

    void setStatistics(const countdown::Statistics &statistics);
    const countdown::Statistics &statistics() const { return m_statistics; }
    // The daily puzzle's days in a row (a figure panel of its own).
    void setDailyStreaks(const countdown::DailyStreaks &streaks);
    // The daily set's (days whose five puzzles were all played), in the same panel.
    void setDailySetStreaks(const countdown::DailyStreaks &streaks);
    // The record against each computer contestant: a page of its own, shown when there is one.
    void setContestants(const std::vector<countdown::ContestantRecord> &records);
    ContestantStatistics *contestantStatistics() const { return m_contestants; }
    // The record against each friend met in challenges: a page of its own, shown when there is
    // one, even when no round of the player's counts in the figures (challenges are custom
    // rounds).
    void setChallengers(const std::vector<countdown::ChallengerRecord> &records);
    ChallengersView *challengersView() const { return m_challengers; }
    // Where the player does worst and their practice on it: a page of its own, shown when there
    // is something on it.
    void setWeakSpots(const std::vector<countdown::WeakSpot> &weakSpots,
                      const std::vector<countdown::FocusedPracticeResult> &practice);
    WeakSpotsView *weakSpotsView() const { return m_weakSpots; }
    QTabWidget *tabs() const { return m_tabs; }

    // The rules the player's rounds were played under: the choices of the "Rules" list, shown
    // when there are two or more (or the figures are of one of them already).
    void setRulesPlayed(const std::vector<countdown::RulesTally> &tallies);
    QComboBox *rulesChoice() const { return m_rules; }

    // Shows the filters as `options` says, without emitting optionsChanged().
    void setOptions(const countdown::StatisticsOptions &options);
    const countdown::StatisticsOptions &options() const { return m_options; }

    // For tests: the empty state is shown instead of the figures (no rounds counted).
    bool isShowingEmptyState() const;
    QChart *pointsChart() const;
    QChart *exactRateChart() const;

Q_SIGNALS:
    // The player changed a filter: recompute and call setStatistics() again.
    void optionsChanged(const countdown::StatisticsOptions &options);
    // "Practise 10 rounds like these" on a weak spot.
    void practiseRequested(const countdown::RoundKind &kind);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct FigurePanel {
        QFrame *frame = nullptr;
        QLabel *caption = nullptr;
        QLabel *value = nullptr;
        QLabel *detail = nullptr;
    };

    void buildUi();
    QTabWidget *buildTabs();
    QWidget *buildEmptyPage();
    QWidget *buildFiguresPage();
    FigurePanel makeFigurePanel(const QString &objectName, const QString &detailObjectName);
    void retranslate();
    void refresh();
    void refreshFigures();
    static void showFigure(FigurePanel &panel, const QString &value, const QString &detail,
                           const QString &accessible);
    void refreshCharts();
    void applyColours();
    void onFilterToggled();
    void onRulesChosen();
    void refreshRulesChoice();
    void showTab(QWidget *page, bool shown, const QString &title);

    countdown::Statistics m_statistics;
    countdown::StatisticsOptions m_options;

    QLabel *m_title = nullptr;
    QLabel *m_rulesLabel = nullptr;
    QComboBox *m_rules = nullptr; // item 0: every round; item i: m_rulesTallies[i - 1]
    std::vector<countdown::RulesTally> m_rulesTallies;
    QLabel *m_filtersLabel = nullptr;
    QCheckBox *m_includeCustom = nullptr;
    QCheckBox *m_includeAnswerShown = nullptr;
    QCheckBox *m_includeHinted = nullptr;
    QStackedWidget *m_pages = nullptr;
    QWidget *m_emptyPage = nullptr;
    QLabel *m_emptyTitle = nullptr;
    QLabel *m_emptyText = nullptr;
    QLabel *m_emptyFilters = nullptr;
    QWidget *m_figuresPage = nullptr;
    QScrollArea *m_figuresScroll = nullptr;
    QTabWidget *m_tabs = nullptr;
    ContestantStatistics *m_contestants = nullptr;
    ChallengersView *m_challengers = nullptr;
    WeakSpotsView *m_weakSpots = nullptr;

    FigurePanel m_rounds;
    FigurePanel m_points;
    FigurePanel m_exact;
    FigurePanel m_time;
    FigurePanel m_streak;
    FigurePanel m_daily;
    countdown::DailyStreaks m_dailyStreaks;
    countdown::DailyStreaks m_dailySetStreaks;

    ByLargePanel *m_byLargePanel = nullptr;

    QChartView *m_pointsView = nullptr;
    QChartView *m_rateView = nullptr;
};

} // namespace countdown::ui
