// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game window's menus and its shortcuts without a menu item: which action each key runs, and
// the menus' texts in the player's language. The rest of MainWindow is in mainwindow.cpp.
#include "mainwindow.h"

#include "answerfield.h"
#include "boardpanel.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "practiceactions.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QKeySequence>
#include <QMenuBar>
#include <QShortcut>

namespace countdown::ui {

void MainWindow::createMenus()
{
    // Texts come from retranslateMenus(), so that a change of language reaches the menus too.
    const auto action = [this](QMenu *menu, auto slot, const QKeySequence &keys = {}) {
        QAction *a = menu->addAction(QString());
        connect(a, &QAction::triggered, this, slot);
        a->setShortcut(keys);
        return a;
    };
    m_menus.game = menuBar()->addMenu(QString());
    m_menus.newGame = action(m_menus.game, &MainWindow::newGame, QKeySequence::New);
    m_menus.playTogether = action(m_menus.game, &MainWindow::playTogether,
                                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_menus.daily =
        action(m_menus.game, &MainWindow::playDaily, QKeySequence(Qt::CTRL | Qt::Key_D));
    m_menus.dailySet = action(m_menus.game, &MainWindow::playDailySet,
                              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_menus.archive = action(m_menus.game, &MainWindow::openDailyArchive,
                             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_menus.custom = action(m_menus.game, &MainWindow::openCustomRound, QKeySequence(Qt::Key_C));
    m_menus.game->addSeparator();
    m_menus.challengeFriend = action(m_menus.game, &MainWindow::challengeFriend,
                                     QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_menus.challengeFriend->setEnabled(false); // until a round that can be sent is revealed
    m_menus.playChallenge = action(m_menus.game, &MainWindow::playChallenge,
                                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m_menus.game->addSeparator();
    m_menus.statistics =
        action(m_menus.game, &MainWindow::showStatistics, QKeySequence(Qt::CTRL | Qt::Key_T));
    m_menus.explorer = action(m_menus.game, &MainWindow::showExplorer,
                              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_menus.game->addSeparator();
    m_menus.exportHistory = action(m_menus.game, &MainWindow::exportHistory);
    m_menus.clearHistory = action(m_menus.game, &MainWindow::clearHistory);
    m_menus.exportHistory->setEnabled(m_practiceActions->canChangeHistory());
    m_menus.clearHistory->setEnabled(m_practiceActions->canChangeHistory());
    m_menus.game->addSeparator();
    m_menus.quit = action(m_menus.game, &QWidget::close, QKeySequence::Quit);

    m_menus.settings = menuBar()->addMenu(QString());
    m_menus.configure =
        action(m_menus.settings, &MainWindow::openSettings, QKeySequence(Qt::CTRL | Qt::Key_Comma));

    m_menus.help = menuBar()->addMenu(QString());
    m_menus.rules = action(m_menus.help, &MainWindow::showHelp, QKeySequence(Qt::Key_F1));
    m_menus.guidedRound = action(m_menus.help, &MainWindow::startGuidedRound);
    m_menus.odds = action(m_menus.help, &MainWindow::showOdds);
    m_menus.help->addSeparator();
    m_menus.about = action(m_menus.help, &MainWindow::showAbout);
}

void MainWindow::retranslateMenus()
{
    m_menus.game->setTitle(tr("&Game"));
    m_menus.newGame->setText(tr("&New game"));
    m_menus.newGame->setToolTip(tr("A game of several rounds, with a final score"));
    m_menus.playTogether->setText(tr("Play at one &machine…"));
    m_menus.playTogether->setToolTip(tr("A game for two to four people sharing the board"));
    m_menus.daily->setText(tr("&Daily puzzle"));
    m_menus.dailySet->setText(tr("Dail&y set"));
    m_menus.dailySet->setToolTip(tr("Five puzzles of the day, easiest first, without a clock"));
    m_menus.archive->setText(tr("Daily puzzle &archive…"));
    m_menus.archive->setToolTip(tr("Every day's puzzle and set, to look back at or play again"));
    m_menus.custom->setText(tr("&Custom round…"));
    m_menus.challengeFriend->setText(tr("C&hallenge a friend…"));
    m_menus.challengeFriend->setToolTip(
        tr("The round just played as a code to send a friend, or your reply to theirs"));
    m_menus.playChallenge->setText(tr("&Play a challenge…"));
    m_menus.playChallenge->setToolTip(
        tr("Play the round of a friend's code (or paste it anywhere in the window: Ctrl+V)"));
    m_menus.statistics->setText(tr("&Statistics…"));
    m_menus.explorer->setText(tr("E&xplore this selection…"));
    m_menus.exportHistory->setText(tr("&Export history…"));
    m_menus.clearHistory->setText(tr("C&lear history…"));
    m_menus.quit->setText(tr("&Quit"));
    m_menus.settings->setTitle(tr("&Settings"));
    m_menus.configure->setText(tr("&Configure Countdown Numbers…"));
    m_menus.help->setTitle(tr("&Help"));
    m_menus.rules->setText(tr("&How to play"));
    m_menus.guidedRound->setText(tr("&Guided first round"));
    m_menus.guidedRound->setToolTip(tr("One round without a clock that shows you how to play"));
    m_menus.odds->setText(tr("About the &odds…"));
    m_menus.about->setText(tr("&About Countdown Numbers"));
}

void MainWindow::createShortcuts()
{
    const auto shortcut = [this](const QKeySequence &keys, auto &&slot) {
        auto *s = new QShortcut(keys, this);
        s->setContext(Qt::WindowShortcut);
        connect(s, &QShortcut::activated, this, slot);
        return s;
    };
    // One shortcut per key (two for the same key would be ambiguous and neither would fire):
    // F1, Ctrl+, Ctrl+Q, C, Ctrl+N, Ctrl+D, Ctrl+T belong to the menus' actions.
    shortcut(QKeySequence(Qt::Key_P), [this] { m_game.togglePause(); });
    shortcut(QKeySequence(Qt::Key_N), [this] { m_view->goOn(); });
    shortcut(QKeySequence::Undo, [this] { m_game.undo(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Backspace), [this] { m_game.resetWorking(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), [this] { m_game.declare(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Enter), [this] { m_game.declare(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), [this] { m_game.showAnswer(); });
    shortcut(QKeySequence(Qt::Key_H), [this] { m_game.takeHint(); });
    // A friend's challenge pasted anywhere but in a text field (which takes its own paste).
    shortcut(QKeySequence::Paste, [this] { openChallenge(QGuiApplication::clipboard()->text()); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_E), [this] {
        if (m_game.acceptsInput())
            m_view->boardPanel()->answerField()->setFocus(Qt::ShortcutFocusReason);
    });
}

} // namespace countdown::ui
