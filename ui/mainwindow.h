// The game's window: the header across the top, the clock beside the board (above it in a narrow
// window), the target over the board, and in the board's place the pick before a round, the
// pause, or the scoreboard at the end of a game. It composes the panels, opens the dialogs and
// windows, and turns the menus and keys into the controller's slots; the rules live in the
// controller, a round's play in the board panel.
#pragma once

#include "arithmetic.h"
#include "settings.h"

#include <QDate>
#include <QMainWindow>
#include <QTimer>

#include <memory>
#include <optional>

class QAction;
class QBoxLayout;
class QMenu;
class QLabel;
class QPushButton;
class QStackedWidget;
class QVariantAnimation;

namespace countdown {
class GameController;
class HistoryStore;
class Services;
class TimeSource;
enum class Phase;
} // namespace countdown

namespace countdown::ui {

class BoardPanel;
class ClockPanel;
class ClockWidget;
class ExpressionEdit;
class HeaderBar;
class PickPanel;
class PracticeWindows;
class RevealPanel;
class Scoreboard;
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

    countdown::GameController &game();
    const AppSettings &settings() const { return m_settings; }
    void applySettings(const AppSettings &settings);

    // For tests and tools: the parts of the window.
    HeaderBar *headerBar() const { return m_header; }
    ClockPanel *clockPanel() const { return m_clockPanel; }
    ClockWidget *clockWidget() const;
    BoardPanel *boardPanel() const { return m_board; }
    TileRack *tileRack() const;
    TargetDisplay *targetDisplay() const { return m_target; }
    RevealPanel *revealPanel() const { return m_reveal; }
    Scoreboard *scoreboard() const { return m_scoreboard; }
    ExpressionEdit *expressionEdit() const;
    WorkingView *workingView() const;
    PickPanel *pickPanel() const { return m_pick; }
    QString messageText() const;
    int selectedCard() const;
    std::optional<countdown::Operator> pendingOperator() const;
    // Whether the clock is above the board (a narrow window) rather than beside it.
    bool isCompactLayout() const;
    // The page shown where the board goes: the pick, the board, the pause or the scoreboard.
    QWidget *currentPage() const;

    // Says once, when the window is up, that the settings file could not be read and where the
    // copy of it is (empty: no copy could be made); the game goes on with the defaults.
    void reportDamagedSettings(const QString &keptAs);

    // Today's date for the daily puzzle (tests set it).
    void setToday(QDate today) { m_today = today; }
    // The size a new window opens at on a screen with this available geometry: as much of the
    // game as fits comfortably, never more than the screen.
    static QSize initialSize(const QSize &available);

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
    void showScoreboard();

Q_SIGNALS:
    // The settings changed (dialog, window geometry): the owner saves them.
    void settingsChanged(const countdown::ui::AppSettings &settings);

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    void createMenus();
    void retranslateMenus();
    void createShortcuts();
    void retranslate();
    void applyColours();
    void updateLayoutMode();
    int sideBySideMinimumWidth() const;
    void updateMinimumSize();
    // Focus where the keys belong in this phase (the default pick, the tiles, the next round).
    void restoreFocus();

    void onPhaseChanged(countdown::Phase phase);
    void onRoundStarted();
    void onSecondElapsed(int secondsLeft);
    void onTimeUp();
    void onRevealed();
    void onPausedChanged(bool paused);
    void onFrame();
    void celebrate(bool exact);

    void refreshChrome();
    void nextRound();
    void onNextRequested();

    AppSettings m_settings;
    std::unique_ptr<countdown::Services> m_services;
    countdown::GameController &m_game;
    PracticeWindows *m_practice; // the statistics, the explorer, the odds, the history's actions
    QDate m_today;
    struct Menus {
        QMenu *game, *settings, *help;
        QAction *newGame, *daily, *custom, *statistics, *explorer, *exportHistory, *clearHistory,
            *quit, *configure, *rules, *odds, *about;
    } m_menus{};
    SoundPlayer *m_sound;
    QTimer m_frameTimer; // drives the draw and the roll while they play
    QVariantAnimation *m_celebration;

    HeaderBar *m_header;
    QBoxLayout *m_body;
    ClockPanel *m_clockPanel;
    TargetDisplay *m_target;
    QStackedWidget *m_stack;
    PickPanel *m_pick;
    BoardPanel *m_board;
    QWidget *m_pausedPage;
    QLabel *m_pausedLabel;
    QPushButton *m_resumeButton;
    RevealPanel *m_reveal;
    Scoreboard *m_scoreboard;
    bool m_placed = false;    // the first show has sized and placed the window
    bool m_refitting = false; // bringing the window back within the screen
};

} // namespace countdown::ui
