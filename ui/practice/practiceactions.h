// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Practice beside the game's window: the statistics window, the explorer, the odds, exporting and
// clearing the history, what to say at start-up about a history that could not be used, and the
// daily puzzle's share text. It owns the windows it opens (children of the game's window) and
// reaches the core through the practice and analysis services only.
#pragma once

#include "answers.h"
#include "gamevariant.h"
#include "odds.h"
#include "rules.h"
#include "statistics.h"

#include <QDate>
#include <QObject>
#include <QString>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QMainWindow;
QT_END_NAMESPACE

namespace countdown {
class AnalysisService;
class PracticeService;
struct RoundRecord;
} // namespace countdown

namespace countdown::ui {

class ExplorerView;
class StatisticsWindow;

class PracticeActions : public QObject {
    Q_OBJECT

public:
    // The services and `window` must outlive this object.
    PracticeActions(countdown::PracticeService &practice, countdown::AnalysisService &analysis,
                    QMainWindow &window);
    // Closes the windows it opened.
    ~PracticeActions() override;

    // Rounds are kept: exporting and clearing the history make sense.
    bool canChangeHistory() const;
    // Says once, in a message that nothing waits for, that the history cannot be used or was
    // moved aside (nothing when it opened well).
    void reportHistoryProblems();

    void showStatistics();
    // What the statistics count (the player's last choice, from the settings).
    void setStatisticsOptions(const countdown::StatisticsOptions &options);
    StatisticsWindow *statisticsWindow() const { return m_statisticsWindow; }
    // Every target of the rules' range for a round's tiles, with its target chosen: a variant's
    // round (`dealtBy`) over the variant's targets and with its operations, others by the show's
    // rules they follow (`rules`).
    void showExplorer(const std::vector<countdown::Number> &tiles, countdown::SolveMode mode,
                      countdown::RuleSet rules,
                      const std::optional<countdown::GameVariant> &drawnBy,
                      countdown::Number target);
    ExplorerView *explorer() const { return m_explorer; }
    // The shipped tables, and the table of `played` (the rules the player plays, in their mode)
    // when they hold none: worked out while the dialog is open, kept for the session.
    void showOdds(const countdown::GameVariant &played);
    void exportHistory();
    void clearHistory();

    // Copies the share text (dailyshare.h) of the attempt at `date`'s puzzle (says so when there is
    // none).
    void shareDaily(QDate date);
    // Today's puzzle is played: its result, when the next one comes, and what the player does
    // now (shares it, which is done here, or replays it as practice).
    enum class PlayedDailyChoice { Close, Replay };
    PlayedDailyChoice askAboutPlayedDaily(QDate today);

    // Where "Export history" proposes to write: Documents, or home when there is no Documents.
    static QString exportFolder();

Q_SIGNALS:
    // The player changed what the statistics count: to be kept in the settings.
    void statisticsOptionsChanged(const countdown::StatisticsOptions &options);
    // The statistics window's "practise 10 rounds like these" on a weak spot.
    void practiseRequested(const countdown::RoundKind &kind);

private:
    void refreshStatistics();
    void showStatus(const QString &text, int milliseconds);

    countdown::PracticeService &m_practice;
    countdown::AnalysisService &m_analysis;
    QMainWindow &m_window;
    countdown::StatisticsOptions m_statisticsOptions;
    StatisticsWindow *m_statisticsWindow = nullptr;
    ExplorerView *m_explorer = nullptr;
    countdown::OddsTables m_computedOdds; // this session's, of variants not shipped
};

} // namespace countdown::ui
