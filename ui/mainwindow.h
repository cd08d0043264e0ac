// The game's window: the clock on the left; the target, the tiles, the operations and the working
// on the right; the reveal panel sliding in at the end of a round. It shows what GameController
// says and forwards what the player does; the rules live in the controller.
#pragma once

#include "gamecontroller.h"
#include "settings.h"
#include "statistics.h"

#include <QMainWindow>
#include <QTimer>

class QAction;
class QMenu;
class QLabel;
class QPushButton;
class QStackedWidget;

namespace countdown::ui {

class ClockWidget;
class ExplorerView;
class StatsWindow;
class ExpressionEdit;
class PickPanel;
class RevealPanel;
class SoundPlayer;
class TargetDisplay;
class TileRack;
class WorkingView;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `time` must outlive the window (tests pass a ManualTimeSource); `seed` starts the draws;
    // finished rounds go to `history` (may be null: nothing is kept; not owned).
    MainWindow(const countdown::TimeSource &time, quint64 seed, AppSettings settings,
               countdown::HistoryStore *history = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    countdown::GameController &game() { return m_game; }
    const AppSettings &settings() const { return m_settings; }
    void applySettings(const AppSettings &settings);

    // For tests and tools: the parts of the window.
    ClockWidget *clockWidget() const { return m_clock; }
    TileRack *tileRack() const { return m_rack; }
    TargetDisplay *targetDisplay() const { return m_target; }
    RevealPanel *revealPanel() const { return m_reveal; }
    ExpressionEdit *expressionEdit() const { return m_expression; }
    WorkingView *workingView() const { return m_working; }
    PickPanel *pickPanel() const { return m_pick; }
    QString messageText() const;
    int selectedCard() const { return m_selectedCard; }
    std::optional<countdown::Operator> pendingOperator() const { return m_pendingOp; }

    // Today's date for the daily puzzle (tests set it).
    void setToday(QDate today) { m_today = today; }
    // The spoiler-free line the "share" action copies for a daily attempt.
    QString dailyShareText(const countdown::RoundRecord &attempt) const;

public Q_SLOTS:
    void pickLarge(int large);
    void newGame();
    void playDaily();
    void shareDaily();
    void showStatistics();
    void showExplorer();
    void showOdds();
    void showAbout();
    void exportHistory();
    void clearHistory();
    void openCustomRound();
    void openSettings();
    void showHelp();
    void chooseOperator(countdown::Operator op);
    void activateCard(int cardIndex);
    void selectSlot(int slot); // 0-based place on the rack
    void clearSelection();

Q_SIGNALS:
    // The settings changed (dialog, window geometry): the owner saves them.
    void settingsChanged(const countdown::ui::AppSettings &settings);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void buildUi();
    void createMenus();
    void retranslateMenus();
    void createShortcuts();
    void reportHistoryProblems();
    void onGameFinished(int total);
    void refreshStatistics();
    void retranslate();
    void applyColours();

    void onPhaseChanged(countdown::Phase phase);
    void onRoundStarted();
    void onWorkingChanged();
    void onStepRefused(const countdown::Error &error);
    void onTypedAnswerChanged();
    void onSecondElapsed(int secondsLeft);
    void onTimeUp();
    void onRevealed();
    void onPausedChanged(bool paused);
    void onFrame();

    void updateHeader();
    void updateSecondsLabel();
    void updateControls();
    void updateDeclarationStatus();
    void showMessage(const QString &text, bool error);
    void nextRound();

    AppSettings m_settings;
    countdown::GameController m_game;
    countdown::HistoryStore *m_history;
    countdown::StatisticsOptions m_statisticsOptions;
    QDate m_today;
    StatsWindow *m_stats = nullptr;
    ExplorerView *m_explorer = nullptr;
    struct Menus {
        QMenu *game, *settings, *help;
        QAction *newGame, *daily, *custom, *statistics, *explorer, *exportHistory, *clearHistory,
            *quit, *configure, *rules, *odds, *about;
    } m_menus{};
    SoundPlayer *m_sound;
    QTimer m_frameTimer; // drives the draw and the roll while they play

    QLabel *m_title;
    QLabel *m_subtitle;
    QLabel *m_total;
    QPushButton *m_pauseButton;
    QPushButton *m_settingsButton;
    QPushButton *m_statsButton;

    ClockWidget *m_clock;
    QLabel *m_secondsLabel;
    QPushButton *m_declareButton;
    QPushButton *m_cheatButton;

    TargetDisplay *m_target;
    QStackedWidget *m_stack;
    PickPanel *m_pick;
    QWidget *m_board;
    QWidget *m_pausedPage;
    QLabel *m_pausedLabel;
    QPushButton *m_resumeButton;
    TileRack *m_rack;
    QList<QPushButton *> m_opButtons;
    QPushButton *m_undoButton;
    QPushButton *m_resetButton;
    QLabel *m_message;
    WorkingView *m_working;
    ExpressionEdit *m_expression;
    QLabel *m_expressionFeedback;
    RevealPanel *m_reveal;

    int m_selectedCard = -1;
    std::optional<countdown::Operator> m_pendingOp;
    bool m_messageIsError = false;
};

} // namespace countdown::ui
