// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mainwindow.h"

#include "aboutdialog.h"
#include "answerfield.h"
#include "boardpanel.h"
#include "challengeplay.h"
#include "clockpanel.h"
#include "clockwidget.h"
#include "customrounddialog.h"
#include "dailyarchive.h"
#include "dailysetplay.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "guidedround.h"
#include "headerbar.h"
#include "helpdialog.h"
#include "language.h"
#include "onemachinedialog.h"
#include "pickpanel.h"
#include "practiceactions.h"
#include "revealpanel.h"
#include "scoreboard.h"
#include "screenfit.h"
#include "session.h"
#include "settingsdialog.h"
#include "soundplayer.h"
#include "targetdisplay.h"
#include "theme.h"
#include "tilerack.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QKeyEvent>
#include <QLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QShortcut>
#include <QStatusBar>

#include <algorithm>

namespace countdown::ui {

namespace {
// The size the window opens at when the screen has room. The least it can be made is what its
// layouts need, which fits 800×600 at 100 % and 960×540 logical (tst_windowfit).
constexpr QSize kPreferredSize(1180, 760);
constexpr QSize kLargestInitialSize(1560, 1000);
} // namespace

MainWindow::MainWindow(const TimeSource &time, quint64 seed, AppSettings settings,
                       HistoryStore *history, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(std::move(settings))
    , m_session(std::make_unique<Session>(time, seed, history))
    , m_game(m_session->game())
    , m_practiceActions(new PracticeActions(m_session->practice(), m_session->analysis(), *this))
    , m_today(QDate::currentDate())
    , m_sound(new SoundPlayer(this))
    , m_view(new GameView(m_game, *m_sound, this))
    , m_dailySet(
          new DailySetPlay(m_game, m_session->practice(), *m_view->dailySetStrip(),
                           [this](const QString &text) { statusBar()->showMessage(text, 8000); }))
    , m_challenges(new ChallengePlay(
          m_game, m_session->practice(), *this,
          {[this](const QString &text) { statusBar()->showMessage(text, 10'000); },
           [this] { return mayStartSomethingNew(false); },
           [this] { return m_settings.challengerName; },
           [this](const QString &name) {
               m_settings.challengerName = name;
               Q_EMIT settingsChanged(m_settings);
           }}))
{
    setObjectName(QStringLiteral("mainWindow"));
    setCentralWidget(m_view);
    connectView();
    createMenus();
    connect(m_challenges, &ChallengePlay::sendableChanged, m_menus.challengeFriend,
            &QAction::setEnabled);
    createShortcuts();
    connect(&m_game, &GameController::historyFailed, this, [this](const Error &error) {
        statusBar()->showMessage(errorMessage(error), 10'000); // it says what failed, and why
    });

    applySettings(m_settings);
    if (!m_settings.windowGeometry.isEmpty())
        restoreGeometry(m_settings.windowGeometry);
    else
        resize(initialSize(screenFor(*this)->availableGeometry().size()));
    updateLayoutMode();
    retranslate();
    // Load the sounds once the window is up, so that the first tick is on time and start-up is not
    // slowed down.
    QTimer::singleShot(0, m_sound, &SoundPlayer::preload);
    QTimer::singleShot(0, m_practiceActions, &PracticeActions::reportHistoryProblems);
}

void MainWindow::connectView()
{
    // What the view's parts ask for beyond the round: the window's dialogs and windows.
    connect(m_view->headerBar(), &HeaderBar::statisticsClicked, this, &MainWindow::showStatistics);
    connect(m_view->headerBar(), &HeaderBar::settingsClicked, this, &MainWindow::openSettings);
    connect(m_view->pickPanel(), &PickPanel::customRequested, this, &MainWindow::openCustomRound);
    connect(m_view->revealPanel(), &RevealPanel::shareRequested, this, &MainWindow::shareDaily);
    connect(m_view->revealPanel(), &RevealPanel::challengeRequested, this,
            &MainWindow::challengeFriend);
    connect(m_view, &GameView::nextSetPuzzleRequested, this, [this] {
        if (!m_dailySet->playNext())
            m_game.nextRound();
    });
    connect(m_view->revealPanel(), &RevealPanel::exploreRequested, this, &MainWindow::showExplorer);
    connect(m_view->scoreboard(), &Scoreboard::playAgainRequested, this, &MainWindow::playAgain);
    connect(m_practiceActions, &PracticeActions::practiseRequested, this, &MainWindow::practise);
    // What the statistics count is kept from one run to the next.
    m_practiceActions->setStatisticsOptions(m_settings.statistics);
    connect(m_practiceActions, &PracticeActions::statisticsOptionsChanged, this,
            [this](const StatisticsOptions &options) {
                if (options == m_settings.statistics)
                    return;
                m_settings.statistics = options;
                Q_EMIT settingsChanged(m_settings);
            });
    // Finished or skipped, the guided round does not start by itself again.
    connect(m_view->guidedRound(), &GuidedRound::finished, this, [this] {
        if (m_settings.guidedRoundDone)
            return;
        m_settings.guidedRoundDone = true;
        Q_EMIT settingsChanged(m_settings);
    });
}

MainWindow::~MainWindow()
{
    // The panels and windows follow the services: they go first, while the services are there.
    delete m_practiceActions;
    delete takeCentralWidget();
}

GameController &MainWindow::game()
{
    return m_game;
}

QSize MainWindow::initialSize(const QSize &available)
{
    const QSize room = usableSize(available);
    // Most of a small screen; on a large one, the preferred size grown with the screen up to a
    // bound (a 4K screen at 100 % gets a window, not a wall).
    QSize size(std::max(kPreferredSize.width(), room.width() * 7 / 10),
               std::max(kPreferredSize.height(), room.height() * 7 / 10));
    size = size.boundedTo(kLargestInitialSize).boundedTo(room * 92 / 100);
    return size.boundedTo(room);
}

void MainWindow::reportDamagedSettings(const QString &keptAs)
{
    const QString text =
        keptAs.isEmpty()
            ? tr("Your settings could not be read, and no copy of them could be kept. The game "
                 "starts with the usual settings.")
            : tr("Your settings could not be read. The game starts with the usual settings; the "
                 "old file is kept as %1.")
                  .arg(QDir::toNativeSeparators(keptAs));
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Settings"), text, QMessageBox::Ok, this);
    box->setTextFormat(Qt::PlainText); // a path: shown as written (plaintext.h)
    box->setObjectName(QStringLiteral("damagedSettings"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QTimer::singleShot(0, box, [box] { box->open(); }); // once the window is up; nothing waits
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    fitToScreen(dialog);
    dialog.exec();
}

bool MainWindow::event(QEvent *event)
{
    const bool handled = QMainWindow::event(event);
    if (event->type() == QEvent::LayoutRequest)
        updateMinimumSize();
    return handled;
}

void MainWindow::updateMinimumSize()
{
    // The least size is what the content needs now (it changes with the arrangement, the
    // language and the phase); QMainWindow does not hold its window to it by itself.
    centralWidget()->layout()->activate();
    const QSize least = minimumSizeHint();
    if (least.isValid() && least != minimumSize())
        setMinimumSize(least); // also grows the window if it is smaller
    // Grown past the screen (the content needed more for a moment, or side by side needed more
    // than the other arrangement): back within it, which may turn the arrangement and need less.
    if (isVisible() && !m_refitting) {
        const QSize room = usableSize(screenFor(*this)->availableGeometry().size());
        if (width() > room.width() || height() > room.height()) {
            m_refitting = true;
            fitToScreen(*this);
            updateLayoutMode();
            fitToScreen(*this);
            m_refitting = false;
        }
    }
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    updateLayoutMode();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_placed) {
        m_placed = true;
        // The first start: the guided round, before the window is fitted with its banner.
        if (!m_settings.guidedRoundDone)
            m_view->guidedRound()->start();
        // A saved size from a larger screen, or a first start: within this screen, on it. The
        // arrangement follows the width it will have, and the size the arrangement's needs.
        const QSize room = usableSize(screenFor(*this)->availableGeometry().size());
        if (width() > room.width())
            resize(room.width(), height());
        updateLayoutMode();
        fitToScreen(*this);
        updateLayoutMode();
        m_view->restoreFocus();
    }
}

void MainWindow::keyPressEvent(QKeyEvent *event)
{
    if (!m_view->handleKey(event))
        QMainWindow::keyPressEvent(event);
}

void MainWindow::updateLayoutMode()
{
    if (m_view->arrangeFor(width()))
        updateMinimumSize();
}

void MainWindow::applySettings(const AppSettings &settings)
{
    m_settings = settings;
    m_game.setSettings(settings.game);
    Theme::instance().setChoice(settings.theme);
    Language::instance().setLanguage(settings.language);
    m_sound->setEnabled(settings.sound);
    m_sound->setVolume(settings.volume);
    m_sound->setTickEnabled(settings.tick);
    m_view->refreshChrome();
}

void MainWindow::pickLarge(int large)
{
    m_view->pick(large);
}

bool MainWindow::mayStartSomethingNew(bool endsGame)
{
    if (!m_game.canStartRound()) {
        sayWhyNot(Error{ErrorKind::RoundInProgress, -1, {}});
        return false;
    }
    if (m_game.isGameOver() && m_view->currentPage() != m_view->scoreboard()) {
        m_view->showScoreboard();
        return false;
    }
    if (!endsGame || !m_game.inGame() || m_game.isGameOver() || m_game.progress().summary().empty())
        return true;
    QMessageBox ask(QMessageBox::Question, tr("End this game?"),
                    tr("Round %1 of %2 is next. End this game now? The rounds played so far are "
                       "kept in your history.")
                        .arg(m_game.progress().round() + 1) // between rounds: the last one drawn
                        .arg(m_game.progress().rounds()),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("endGameQuestion"));
    QPushButton *end = ask.addButton(tr("&End the game"), QMessageBox::DestructiveRole);
    QPushButton *keep = ask.addButton(tr("&Keep playing"), QMessageBox::RejectRole);
    ask.setDefaultButton(keep);
    ask.setEscapeButton(keep);
    ask.exec();
    m_view->restoreFocus();
    return ask.clickedButton() == end;
}

void MainWindow::newGame()
{
    if (!mayStartSomethingNew(true))
        return;
    m_game.startGame();
    m_view->refreshChrome();
    statusBar()->showMessage(tr("A new game of %n round(s).", nullptr, m_game.progress().rounds()),
                             5000);
}

void MainWindow::playAgain()
{
    // After a game at one machine, the same people again.
    if (m_game.isGameOver() && m_game.isOneMachineRound()
        && m_game.startOneMachineGame(m_game.progress().players())) {
        m_view->refreshChrome();
        return;
    }
    // After a practice, the same kind of round again.
    if (m_game.isGameOver() && m_game.progress().focus()) {
        practise(*m_game.progress().focus());
        return;
    }
    newGame();
}

void MainWindow::practise(const RoundKind &kind)
{
    if (!mayStartSomethingNew(true))
        return;
    sayWhyNot(m_game.startFocusedPractice(kind));
    m_view->refreshChrome();
    // From the statistics window: the game's window is where the practice is played. The pick
    // says what it is about; no status message (it would add the status bar's height).
    raise();
    activateWindow();
}

void MainWindow::playTogether()
{
    if (!mayStartSomethingNew(true))
        return;
    OneMachineDialog dialog(m_settings.players, m_game.settings().roundsPerGame, this);
    fitToScreen(dialog);
    if (dialog.exec() != QDialog::Accepted || !m_game.startOneMachineGame(dialog.names()))
        return;
    m_settings.players = m_game.progress().players();
    Q_EMIT settingsChanged(m_settings);
    m_view->refreshChrome();
    statusBar()->showMessage(
        tr("A game of %n round(s) for %1.", nullptr, m_game.progress().rounds())
            .arg(QLocale().createSeparatedList(m_game.progress().players())),
        5000);
}

void MainWindow::playDaily()
{
    if (!mayStartSomethingNew(false))
        return;
    const Result<Started> started = m_game.startDailyRound(m_today, false);
    if (started || started.error().kind != ErrorKind::DailyAlreadyPlayed) {
        sayWhyNot(started);
        return;
    }
    if (m_practiceActions->askAboutPlayedDaily(m_today)
        == PracticeActions::PlayedDailyChoice::Replay)
        sayWhyNot(m_game.startDailyRound(m_today, true));
}

void MainWindow::playDailySet()
{
    if (mayStartSomethingNew(false))
        sayWhyNot(m_dailySet->playSet(m_today, false));
}

void MainWindow::sayWhyNot(const Result<Started> &started)
{
    if (!started)
        statusBar()->showMessage(errorMessage(started.error()), 8000);
}

void MainWindow::openDailyArchive()
{
    DailyArchiveDialog archive(m_session->practice().rounds(), m_today, this);
    connect(&archive, &DailyArchiveDialog::playRequested, this, [this](QDate day) {
        if (day == m_today) {
            playDaily();
            return;
        }
        if (mayStartSomethingNew(false))
            sayWhyNot(m_game.startDailyRound(day, true));
    });
    connect(&archive, &DailyArchiveDialog::setPlayRequested, this, [this](QDate day) {
        if (mayStartSomethingNew(false))
            sayWhyNot(m_dailySet->playSet(day, day != m_today));
    });
    fitToScreen(archive);
    archive.exec();
}

void MainWindow::shareDaily()
{
    if (m_dailySet->isSetRound() && !m_game.round().dailySetPractice) {
        m_dailySet->share();
        return;
    }
    const bool attemptShown = m_game.round().dailyDate.isValid() && !m_game.round().dailyReplay;
    m_practiceActions->shareDaily(attemptShown ? m_game.round().dailyDate : m_today);
}

void MainWindow::challengeFriend()
{
    m_challenges->send();
}

void MainWindow::playChallenge()
{
    m_challenges->askForCode();
}

bool MainWindow::openChallenge(const QString &text)
{
    return m_challenges->open(text);
}

void MainWindow::showStatistics()
{
    m_practiceActions->showStatistics();
}

void MainWindow::showExplorer()
{
    if (m_game.tiles().empty()) {
        statusBar()->showMessage(tr("Play a round (or a custom round) first: the explorer shows "
                                    "every target for its tiles."),
                                 6000);
        return;
    }
    if (m_game.isRoundActive()) {
        statusBar()->showMessage(tr("The explorer opens after the round."), 5000);
        return;
    }
    m_practiceActions->showExplorer(m_game.tiles(), m_game.round().mode, m_game.round().rules,
                                    m_game.round().gameVariant, m_game.target());
}

void MainWindow::showOdds()
{
    GameVariant played = m_game.settings().variant;
    played.mode = m_game.settings().mode;
    m_practiceActions->showOdds(played);
}

void MainWindow::exportHistory()
{
    m_practiceActions->exportHistory();
}

void MainWindow::clearHistory()
{
    m_practiceActions->clearHistory();
}

void MainWindow::openCustomRound()
{
    if (!mayStartSomethingNew(false))
        return;
    CustomRoundDialog dialog(this);
    fitToScreen(dialog);
    if (dialog.exec() != QDialog::Accepted) {
        m_view->restoreFocus();
        return;
    }
    // The dialog has checked the numbers, and mayStartSomethingNew() that no round is played.
    (void)m_game.startCustomRound(dialog.puzzle(), dialog.revealAtOnce());
}

void MainWindow::openSettings()
{
    // The clock stops while a dialog covers the board (the board is hidden meanwhile).
    const bool wasRunning = m_game.acceptsInput();
    if (wasRunning)
        m_game.pause();
    SettingsDialog dialog(m_settings, this);
    fitToScreen(dialog);
    dialog.setAudioAvailable(m_sound->isAvailable());
    if (dialog.exec() == QDialog::Accepted) {
        AppSettings changed = dialog.settings();
        changed.windowGeometry = saveGeometry();
        applySettings(changed);
        Q_EMIT settingsChanged(m_settings);
    }
    if (wasRunning)
        m_game.resume();
    m_view->restoreFocus();
}

void MainWindow::startGuidedRound()
{
    GuidedRound *guided = m_view->guidedRound();
    if (!guided->start()) {
        statusBar()->showMessage(m_game.canStartRound()
                                     ? tr("Finish this game first: the guided round is played "
                                          "on its own.")
                                     : tr("Finish this round first: the guided round starts "
                                          "between rounds."),
                                 5000);
        return;
    }
    m_view->restoreFocus();
}

void MainWindow::showHelp()
{
    const bool wasRunning = m_game.acceptsInput();
    if (wasRunning)
        m_game.pause();
    HelpDialog dialog(this);
    fitToScreen(dialog);
    dialog.exec();
    if (wasRunning)
        m_game.resume();
    m_view->restoreFocus();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::WindowStateChange && isMinimized())
        m_game.pause(); // leaving the window is a pause, not free thinking time
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings.windowGeometry = saveGeometry();
    Q_EMIT settingsChanged(m_settings);
    QMainWindow::closeEvent(event);
}

void MainWindow::retranslate()
{
    retranslateMenus();
    setWindowTitle(tr("Countdown Numbers"));
    m_view->refreshChrome();
}

} // namespace countdown::ui
