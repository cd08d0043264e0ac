// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game's window: the game as it is played in the middle (GameView), the menus and the window's
// shortcuts, the dialogs (settings, custom round, help, about) and the daily puzzle, and practice's
// windows and actions beside it (PracticeActions). It makes the core's services in one place
// (Session) and hands each part the one it needs; it sizes itself to the screen and keeps the
// view's arrangement to its width. The rules live in the controller, a round's play in the board
// panel.
#pragma once

#include "arithmetic.h"
#include "settings.h"

#include <QDate>
#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QMenu;

namespace countdown {
struct RoundKind;
class GameController;
class HistoryStore;
class Session;
class TimeSource;
struct Started;
template <typename T>
class Result;
enum class Phase;
} // namespace countdown

namespace countdown::ui {

class ChallengePlay;
class DailySetPlay;
class GameView;
class PracticeActions;
class SoundPlayer;

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

    // The central view: the game's pages and panels (tests and tools reach them through it).
    GameView *view() const { return m_view; }

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
    // A game for people at one machine (their names asked first), and the scoreboard's "play
    // again" (the same people, or a game of one's own).
    void playTogether();
    void playAgain();
    // A game of practice on one kind of round (the statistics' weak spots).
    void practise(const countdown::RoundKind &kind);
    void playDaily();
    // Today's set of five, from its first puzzle not played yet (played through: practice).
    void playDailySet();
    // Every day's puzzle since #1, to look back at or play again (practice).
    void openDailyArchive();
    void shareDaily();
    // Game → Challenge a friend: the round just revealed as a code to send (or the reply to a
    // friend's), copied.
    void challengeFriend();
    // Game → Play a challenge: a code asked for.
    void playChallenge();
    // A text that holds a challenge's code or link (pasted in the window, a link opened, the
    // command line): its round played, or for a reply, who won. False, with the problem in the
    // status bar, when it holds none that reads or a round cannot start now.
    bool openChallenge(const QString &text);
    void showStatistics();
    void showExplorer();
    void showOdds();
    void showAbout();
    void exportHistory();
    void clearHistory();
    void openCustomRound();
    void openSettings();
    void showHelp();
    // Help ▸ Guided first round: the guided round again, from the pick. Between rounds only (a
    // round being played, or a game of several rounds, is finished first: the status bar says so).
    void startGuidedRound();

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
    void connectView();
    void createMenus();
    void retranslateMenus();
    void createShortcuts();
    void retranslate();
    void updateLayoutMode();
    void updateMinimumSize();
    // Before an action that starts a round or a game of its own. A round being played is finished
    // first; a game whose last round is revealed shows its scoreboard first (the action waits for
    // the player's next word); when `endsGame`, a game under way with a round played ends only if
    // the player says so. False (and the player told why) when the action must not go ahead.
    bool mayStartSomethingNew(bool endsGame);
    // The status bar says why nothing started (nothing when it did).
    void sayWhyNot(const countdown::Result<countdown::Started> &started);

    AppSettings m_settings;
    std::unique_ptr<countdown::Session> m_session;
    countdown::GameController &m_game;
    // The statistics, the explorer, the odds, the history's actions.
    PracticeActions *m_practiceActions;
    QDate m_today;
    struct Menus {
        QMenu *game, *settings, *help;
        QAction *newGame, *playTogether, *daily, *dailySet, *archive, *custom, *challengeFriend,
            *playChallenge, *statistics, *explorer, *exportHistory, *clearHistory, *quit,
            *configure, *rules, *guidedRound, *odds, *about;
    } m_menus{};
    SoundPlayer *m_sound;
    GameView *m_view;
    DailySetPlay *m_dailySet;    // owned by the view's set row
    ChallengePlay *m_challenges; // owned by the window
    bool m_placed = false;       // the first show has sized and placed the window
    bool m_refitting = false;    // bringing the window back within the screen
};

} // namespace countdown::ui
