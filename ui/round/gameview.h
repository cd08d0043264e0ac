// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game as it is played, the window's central widget: the header across the top, the clock
// beside the board (above it, smaller, in a narrow window), the target over the board, and in the
// board's place the pick before a round, the board, the pause, or the scoreboard at the end of a
// game. It follows the controller: which page shows in each phase, the draw's and the roll's
// animation, the celebration of an exact answer, the clock's sounds, and where the keys belong.
// The window around it holds the menus, the dialogs and the settings.
#pragma once

#include <QTimer>
#include <QWidget>

class QBoxLayout;
class QKeyEvent;
class QLabel;
class QPushButton;
class QStackedWidget;
class QVariantAnimation;

namespace countdown {
class GameController;
class GuidedRound;
enum class Phase;
struct RoundOutcome;
} // namespace countdown

namespace countdown::ui {

class BoardPanel;
class ClockPanel;
class HeaderBar;
class DailySetStrip;
class DeclarationsPanel;
class PickPanel;
class RevealPanel;
class Scoreboard;
class SoundPlayer;
class TargetDisplay;
class GuidedRoundPanel;

class GameView : public QWidget {
    Q_OBJECT

public:
    // `game` and `sound` must outlive the view.
    GameView(countdown::GameController &game, SoundPlayer &sound, QWidget *parent = nullptr);
    ~GameView() override;

    HeaderBar *headerBar() const { return m_header; }
    ClockPanel *clockPanel() const { return m_clockPanel; }
    BoardPanel *boardPanel() const { return m_board; }
    TargetDisplay *targetDisplay() const { return m_target; }
    RevealPanel *revealPanel() const { return m_reveal; }
    Scoreboard *scoreboard() const { return m_scoreboard; }
    PickPanel *pickPanel() const { return m_pick; }
    // The guided round, and its banner above the clock and the board.
    countdown::GuidedRound *guidedRound() const { return m_guidedRound; }
    GuidedRoundPanel *guidedRoundPanel() const { return m_guidedRoundPanel; }
    // The daily set's row under the header (shown by DailySetPlay while a set is played).
    DailySetStrip *dailySetStrip() const { return m_dailySetStrip; }
    // The page shown where the board goes: the pick, the board, the pause or the scoreboard.
    QWidget *currentPage() const;

    // The clock above the board (compact) or beside it, for a view `width` wide: side by side
    // only with room to spare. True when the arrangement changed.
    bool arrangeFor(int width);
    bool isCompact() const;

    // Focus where the keys belong in this phase (the default pick, the tiles, the next round).
    void restoreFocus();
    // The keys the view plays by when they reach the window (digits pick, the board's keys,
    // Space goes on after a round); false when it has no use for the key.
    bool handleKey(QKeyEvent *event);
    // UK rules, between rounds: a round with `large` large numbers. While the guided round waits
    // for the pick, its round instead (whatever the rules; from a reveal too, where the guided
    // round shows the pick).
    void pick(int large);
    // Between rounds, when there is nothing to pick: the contestant's pick, or French rules.
    void drawTiles();
    // "Next": after a game's last round its scoreboard first, then the next round; after a daily
    // set's puzzle, nextSetPuzzleRequested() (whose answer plays the next, or calls nextRound()).
    void goOn();
    void showScoreboard();
    // The header's and the clock's texts and states, after a change the controller does not
    // announce (a setting, a language).
    void refreshChrome();

Q_SIGNALS:
    void nextSetPuzzleRequested();

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void refreshPick();
    void showPickPage();
    bool guidedRoundPicks() const; // the guided round waits for the pick, and its round may start
    void onGuidedRoundStepChanged();
    void buildUi();
    QWidget *buildPausedPage();
    void connectGame();
    int sideBySideMinimumWidth() const;
    void retranslate();

    void onPhaseChanged(countdown::Phase phase);
    void showPhasePage(countdown::Phase phase);
    void onPausedChanged(bool paused);
    void onFrame();
    void showOutcome(const countdown::RoundOutcome &outcome);
    void celebrate(bool exact);
    bool animates() const;

    countdown::GameController &m_game;
    SoundPlayer &m_sound;
    QTimer m_frameTimer; // drives the draw and the roll while they play
    QVariantAnimation *m_celebration;

    HeaderBar *m_header;
    countdown::GuidedRound *m_guidedRound;
    GuidedRoundPanel *m_guidedRoundPanel;
    DailySetStrip *m_dailySetStrip;
    QBoxLayout *m_body;
    ClockPanel *m_clockPanel;
    TargetDisplay *m_target;
    QStackedWidget *m_stack;
    DeclarationsPanel *m_declarationsPanel = nullptr;
    PickPanel *m_pick;
    BoardPanel *m_board;
    QWidget *m_pausedPage;
    QLabel *m_pausedLabel;
    QPushButton *m_resumeButton;
    RevealPanel *m_reveal;
    Scoreboard *m_scoreboard;
};

} // namespace countdown::ui
