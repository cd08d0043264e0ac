#include "mainwindow.h"

#include "aboutdialog.h"
#include "boardpanel.h"
#include "clockpanel.h"
#include "clockwidget.h"
#include "customrounddialog.h"
#include "expressionedit.h"
#include "headerbar.h"
#include "helpdialog.h"
#include "language.h"
#include "pickpanel.h"
#include "practicewindows.h"
#include "revealpanel.h"
#include "scoreboard.h"
#include "screenfit.h"
#include "services.h"
#include "settingsdialog.h"
#include "soundplayer.h"
#include "targetdisplay.h"
#include "theme.h"
#include "tilerack.h"

#include <QApplication>
#include <QBoxLayout>
#include <QCloseEvent>
#include <QDir>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVariantAnimation>

#include <algorithm>

namespace countdown::ui {

namespace {
// Below this width (of the window's content) the clock goes above the board, smaller.
constexpr int kCompactBelow = 860;
constexpr int kSideBySideSpacing = 24;
// The size the window opens at when the screen has room. The least it can be made is what its
// layouts need, which fits 800×600 at 100 % and 960×540 logical (tst_windowfit).
constexpr QSize kPreferredSize(1180, 760);
constexpr QSize kLargestInitialSize(1560, 1000);
} // namespace

MainWindow::MainWindow(const TimeSource &time, quint64 seed, AppSettings settings,
                       HistoryStore *history, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(std::move(settings))
    , m_services(std::make_unique<Services>(time, seed, history))
    , m_game(m_services->game())
    , m_practice(new PracticeWindows(m_services->practice(), m_services->analysis(), *this))
    , m_today(QDate::currentDate())
    , m_sound(new SoundPlayer(this))
    , m_celebration(new QVariantAnimation(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    buildUi();
    createMenus();
    createShortcuts();
    connect(&m_game, &GameController::gameChanged, this, &MainWindow::refreshChrome);
    connect(&m_game, &GameController::sessionPointsChanged, this, &MainWindow::refreshChrome);
    connect(&m_game, &GameController::settingsChanged, this, &MainWindow::refreshChrome);
    connect(&m_game, &GameController::historyFailed, this, [this](const Error &error) {
        statusBar()->showMessage(errorMessage(error), 10'000); // it says what failed, and why
    });
    connect(&m_game, &GameController::phaseChanged, this, &MainWindow::onPhaseChanged);
    connect(&m_game, &GameController::roundStarted, this, &MainWindow::onRoundStarted);
    connect(&m_game, &GameController::secondElapsed, this, &MainWindow::onSecondElapsed);
    connect(&m_game, &GameController::timeUp, this, &MainWindow::onTimeUp);
    connect(&m_game, &GameController::revealed, this, &MainWindow::onRevealed);
    connect(&m_game, &GameController::solutionsReady, this, [this] {
        if (m_game.phase() == Phase::Revealed)
            m_reveal->showRound(m_game);
    });
    connect(&m_game, &GameController::pausedChanged, this, &MainWindow::onPausedChanged);
    connect(&Theme::instance(), &Theme::changed, this, &MainWindow::applyColours);

    m_frameTimer.setTimerType(Qt::PreciseTimer);
    m_frameTimer.setInterval(16);
    connect(&m_frameTimer, &QTimer::timeout, this, &MainWindow::onFrame);
    // A hit: the target lights up, then settles a little less bright while the answer shows.
    m_celebration->setDuration(900);
    m_celebration->setKeyValueAt(0.0, 0.0);
    m_celebration->setKeyValueAt(0.35, 1.0);
    m_celebration->setKeyValueAt(1.0, 0.6);
    m_celebration->setEasingCurve(QEasingCurve::InOutSine);
    connect(m_celebration, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &value) { m_target->setCelebration(value.toReal()); });

    applySettings(m_settings);
    if (!m_settings.windowGeometry.isEmpty())
        restoreGeometry(m_settings.windowGeometry);
    else
        resize(initialSize(screenFor(*this)->availableGeometry().size()));
    updateLayoutMode();
    retranslate();
    applyColours();
    onPhaseChanged(m_game.phase());
    // Load the sounds once the window is up, so that the first tick is on time and start-up is not
    // slowed down.
    QTimer::singleShot(0, m_sound, &SoundPlayer::preload);
    QTimer::singleShot(0, m_practice, &PracticeWindows::reportHistoryProblems);
}

MainWindow::~MainWindow()
{
    // The panels and windows follow the services: they go first, while the services are there.
    delete m_practice;
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

ClockWidget *MainWindow::clockWidget() const
{
    return m_clockPanel->clock();
}

TileRack *MainWindow::tileRack() const
{
    return m_board->rack();
}

ExpressionEdit *MainWindow::expressionEdit() const
{
    return m_board->expressionEdit();
}

WorkingView *MainWindow::workingView() const
{
    return m_board->workingView();
}

QString MainWindow::messageText() const
{
    return m_board->messageText();
}

int MainWindow::selectedCard() const
{
    return m_board->selectedCard();
}

std::optional<Operator> MainWindow::pendingOperator() const
{
    return m_board->pendingOperator();
}

bool MainWindow::isCompactLayout() const
{
    return m_clockPanel->isCompact();
}

QWidget *MainWindow::currentPage() const
{
    return m_stack->currentWidget();
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
    box->setObjectName(QStringLiteral("damagedSettings"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QTimer::singleShot(0, box, [box] { box->open(); }); // once the window is up; nothing waits
}

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
    m_menus.daily =
        action(m_menus.game, &MainWindow::playDaily, QKeySequence(Qt::CTRL | Qt::Key_D));
    m_menus.custom = action(m_menus.game, &MainWindow::openCustomRound, QKeySequence(Qt::Key_C));
    m_menus.game->addSeparator();
    m_menus.statistics =
        action(m_menus.game, &MainWindow::showStatistics, QKeySequence(Qt::CTRL | Qt::Key_T));
    m_menus.explorer = action(m_menus.game, &MainWindow::showExplorer,
                              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_menus.game->addSeparator();
    m_menus.exportHistory = action(m_menus.game, &MainWindow::exportHistory);
    m_menus.clearHistory = action(m_menus.game, &MainWindow::clearHistory);
    m_menus.exportHistory->setEnabled(m_practice->canChangeHistory());
    m_menus.clearHistory->setEnabled(m_practice->canChangeHistory());
    m_menus.game->addSeparator();
    m_menus.quit = action(m_menus.game, &QWidget::close, QKeySequence::Quit);

    m_menus.settings = menuBar()->addMenu(QString());
    m_menus.configure =
        action(m_menus.settings, &MainWindow::openSettings, QKeySequence(Qt::CTRL | Qt::Key_Comma));

    m_menus.help = menuBar()->addMenu(QString());
    m_menus.rules = action(m_menus.help, &MainWindow::showHelp, QKeySequence(Qt::Key_F1));
    m_menus.odds = action(m_menus.help, &MainWindow::showOdds);
    m_menus.help->addSeparator();
    m_menus.about = action(m_menus.help, &MainWindow::showAbout);
}

void MainWindow::retranslateMenus()
{
    m_menus.game->setTitle(tr("&Game"));
    m_menus.newGame->setText(tr("&New game"));
    m_menus.newGame->setToolTip(tr("A game of several rounds, with a final score"));
    m_menus.daily->setText(tr("&Daily puzzle"));
    m_menus.custom->setText(tr("&Custom round…"));
    m_menus.statistics->setText(tr("&Statistics…"));
    m_menus.explorer->setText(tr("E&xplore this selection…"));
    m_menus.exportHistory->setText(tr("&Export history…"));
    m_menus.clearHistory->setText(tr("C&lear history…"));
    m_menus.quit->setText(tr("&Quit"));
    m_menus.settings->setTitle(tr("&Settings"));
    m_menus.configure->setText(tr("&Configure Countdown Numbers…"));
    m_menus.help->setTitle(tr("&Help"));
    m_menus.rules->setText(tr("&How to play"));
    m_menus.odds->setText(tr("About the &odds…"));
    m_menus.about->setText(tr("&About Countdown Numbers"));
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    fitToScreen(dialog);
    dialog.exec();
}

void MainWindow::buildUi()
{
    auto *central = new QWidget(this);
    central->setObjectName(QStringLiteral("central"));
    setCentralWidget(central);
    auto *outer = new QVBoxLayout(central);
    outer->setContentsMargins(16, 10, 16, 12);
    outer->setSpacing(10);

    m_header = new HeaderBar(m_game, central);
    connect(m_header, &HeaderBar::pauseClicked, &m_game, &GameController::togglePause);
    connect(m_header, &HeaderBar::statisticsClicked, this, &MainWindow::showStatistics);
    connect(m_header, &HeaderBar::settingsClicked, this, &MainWindow::openSettings);
    outer->addWidget(m_header);

    // The clock beside the board, or above it when the window is narrow (updateLayoutMode).
    m_body = new QBoxLayout(QBoxLayout::LeftToRight);
    m_body->setSpacing(kSideBySideSpacing);
    outer->addLayout(m_body, 1);
    m_clockPanel = new ClockPanel(m_game, central);
    m_body->addWidget(m_clockPanel, 4);

    auto *right = new QVBoxLayout;
    right->setSpacing(10);
    m_target = new TargetDisplay(central);
    m_target->setMaximumWidth(560);
    right->addWidget(m_target, 0, Qt::AlignHCenter);
    m_stack = new QStackedWidget(central);
    right->addWidget(m_stack, 1);
    m_body->addLayout(right, 7);

    m_pick = new PickPanel(m_stack);
    m_pick->setObjectName(QStringLiteral("pickPanel"));
    connect(m_pick, &PickPanel::largePicked, this, &MainWindow::pickLarge);
    connect(m_pick, &PickPanel::customRequested, this, &MainWindow::openCustomRound);
    m_stack->addWidget(m_pick);

    m_board = new BoardPanel(m_game, m_stack);
    m_stack->addWidget(m_board);
    m_reveal = new RevealPanel(m_board);
    connect(m_reveal, &RevealPanel::nextRoundRequested, this, &MainWindow::onNextRequested);
    connect(m_reveal, &RevealPanel::shareRequested, this, &MainWindow::shareDaily);
    connect(m_reveal, &RevealPanel::exploreRequested, this, &MainWindow::showExplorer);
    m_board->setFinishedWidget(m_reveal);

    m_pausedPage = new QWidget(m_stack);
    m_pausedPage->setObjectName(QStringLiteral("pausedPage"));
    auto *paused = new QVBoxLayout(m_pausedPage);
    m_pausedLabel = new QLabel(m_pausedPage);
    m_pausedLabel->setAlignment(Qt::AlignCenter);
    m_pausedLabel->setWordWrap(true);
    QFont pausedFont = m_pausedLabel->font();
    pausedFont.setPointSizeF(pausedFont.pointSizeF() * 1.6);
    m_pausedLabel->setFont(pausedFont);
    m_resumeButton = new QPushButton(m_pausedPage);
    m_resumeButton->setObjectName(QStringLiteral("resumeButton"));
    connect(m_resumeButton, &QPushButton::clicked, &m_game, &GameController::resume);
    paused->addStretch(1);
    paused->addWidget(m_pausedLabel);
    paused->addWidget(m_resumeButton, 0, Qt::AlignCenter);
    paused->addStretch(2);
    m_stack->addWidget(m_pausedPage);

    m_scoreboard = new Scoreboard(m_game, m_stack);
    connect(m_scoreboard, &Scoreboard::playAgainRequested, this, &MainWindow::newGame);
    connect(m_scoreboard, &Scoreboard::closeRequested, this, &MainWindow::nextRound);
    m_stack->addWidget(m_scoreboard);

    // The header's buttons are for the mouse and Tab: clicking one must not leave the focus on
    // it, where Space would press it again instead of playing.
    for (QPushButton *b :
         {m_header->pauseButton(), m_header->statisticsButton(), m_header->settingsButton()})
        b->setFocusPolicy(Qt::TabFocus);
    setTabOrder(m_board->expressionEdit(), m_clockPanel->declareButton());
    setTabOrder(m_clockPanel->declareButton(), m_clockPanel->cheatButton());
}

int MainWindow::sideBySideMinimumWidth() const
{
    const QMargins margins = centralWidget()->layout()->contentsMargins();
    const int right =
        std::max(m_stack->minimumSizeHint().width(), m_target->minimumSizeHint().width());
    return margins.left() + margins.right() + m_clockPanel->columnMinimumWidth()
           + kSideBySideSpacing + right;
}

void MainWindow::updateLayoutMode()
{
    // Side by side only with room to spare, so that a window at its least width side by side
    // can still be made narrower, into the other arrangement.
    const bool compact = width() < std::max(kCompactBelow, sideBySideMinimumWidth() + 40);
    if (compact == m_clockPanel->isCompact())
        return;
    m_clockPanel->setCompact(compact);
    m_body->setDirection(compact ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_body->setStretchFactor(m_clockPanel, compact ? 0 : 4);
    m_body->setSpacing(compact ? 8 : kSideBySideSpacing);
    updateMinimumSize();
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
        // A saved size from a larger screen, or a first start: within this screen, on it. The
        // arrangement follows the width it will have, and the size the arrangement's needs.
        const QSize room = usableSize(screenFor(*this)->availableGeometry().size());
        if (width() > room.width())
            resize(room.width(), height());
        updateLayoutMode();
        fitToScreen(*this);
        updateLayoutMode();
        restoreFocus();
    }
}

void MainWindow::restoreFocus()
{
    // Where the keys belong now: Space and Enter act on what the player would do next.
    switch (m_game.phase()) {
    case Phase::Idle:
        if (QPushButton *b = m_pick->defaultButton())
            b->setFocus(Qt::OtherFocusReason);
        break;
    case Phase::Drawing:
    case Phase::TargetRoll:
    case Phase::Running:
        if (m_game.isPaused())
            m_resumeButton->setFocus(Qt::OtherFocusReason);
        else
            m_board->rack()->setFocus(Qt::OtherFocusReason);
        break;
    case Phase::Declaring:
    case Phase::Revealed:
        if (m_stack->currentWidget() == m_scoreboard)
            m_scoreboard->playAgainButton()->setFocus(Qt::OtherFocusReason);
        else
            m_reveal->nextRoundButton()->setFocus(Qt::OtherFocusReason);
        break;
    }
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
    shortcut(QKeySequence(Qt::Key_N), [this] { onNextRequested(); });
    shortcut(QKeySequence::Undo, [this] { m_game.undo(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Backspace), [this] { m_game.resetWorking(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), [this] { m_game.declare(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Enter), [this] { m_game.declare(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), [this] { m_game.cheat(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_E), [this] {
        if (m_game.acceptsInput())
            m_board->expressionEdit()->setFocus(Qt::ShortcutFocusReason);
    });
}

void MainWindow::keyPressEvent(QKeyEvent *event)
{
    // Keys that reach the window: focus is not in the answer field (which takes digits and
    // operators itself) nor on a control that uses them.
    const int key = event->key();
    const bool plain =
        !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (plain && m_game.phase() == Phase::Idle && key >= Qt::Key_0 && key <= Qt::Key_4
        && m_game.settings().variant == Variant::Countdown) {
        pickLarge(key - Qt::Key_0);
        return;
    }
    if (m_board->handleKey(event))
        return;
    if (plain && m_game.phase() == Phase::Revealed && key == Qt::Key_Space) {
        onNextRequested();
        return;
    }
    QMainWindow::keyPressEvent(event);
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
    m_pick->setFrench(settings.game.variant == Variant::LeCompteEstBon);
    m_pick->setDefaultLarge(settings.game.defaultLarge);
    refreshChrome();
}

void MainWindow::pickLarge(int large)
{
    if (m_game.phase() != Phase::Idle)
        return;
    m_game.startRound(large);
}

void MainWindow::newGame()
{
    if (!m_game.canStartRound()) {
        statusBar()->showMessage(tr("Finish this round first."), 5000);
        return;
    }
    m_game.startGame();
    refreshChrome();
    statusBar()->showMessage(tr("A new game of %n round(s).", nullptr, m_game.gameRounds()), 5000);
}

void MainWindow::playDaily()
{
    if (!m_game.canStartRound()) {
        statusBar()->showMessage(tr("Finish this round first."), 5000);
        return;
    }
    const Result<std::optional<RoundRecord>> attempt = m_services->practice().dailyAttempt(m_today);
    if (!attempt) {
        statusBar()->showMessage(errorMessage(attempt.error()), 10'000);
        return;
    }
    if (attempt.value()) {
        QMessageBox box(QMessageBox::Information, tr("Daily puzzle"),
                        tr("You have played today's puzzle.") + QLatin1Char('\n')
                            + PracticeWindows::dailyShareText(**attempt),
                        QMessageBox::NoButton, this);
        QPushButton *share = box.addButton(tr("&Share"), QMessageBox::ActionRole);
        QPushButton *practise = box.addButton(tr("&Practise it again"), QMessageBox::ActionRole);
        box.addButton(QMessageBox::Close);
        box.exec();
        if (box.clickedButton() == share) {
            shareDaily();
        } else if (box.clickedButton() == practise) {
            m_reveal->hideNow();
            m_game.startDailyRound(m_today, true);
        }
        return;
    }
    m_reveal->hideNow();
    m_game.startDailyRound(m_today, false);
}

void MainWindow::shareDaily()
{
    const bool attemptShown = m_game.dailyDate().isValid() && !m_game.isDailyPractice();
    m_practice->shareDaily(attemptShown ? m_game.dailyDate() : m_today);
}

void MainWindow::showStatistics()
{
    m_practice->showStatistics();
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
    m_practice->showExplorer(m_game.tiles(), m_game.roundMode(), m_game.roundVariant(),
                             m_game.target());
}

void MainWindow::showOdds()
{
    m_practice->showOdds();
}

void MainWindow::exportHistory()
{
    m_practice->exportHistory();
}

void MainWindow::clearHistory()
{
    m_practice->clearHistory();
}

void MainWindow::openCustomRound()
{
    if (!m_game.canStartRound())
        return;
    CustomRoundDialog dialog(this);
    fitToScreen(dialog);
    if (dialog.exec() != QDialog::Accepted) {
        restoreFocus();
        return;
    }
    if (m_game.phase() == Phase::Revealed)
        m_reveal->hideNow();
    m_game.startCustomRound(dialog.puzzle(), dialog.revealAtOnce());
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
    restoreFocus();
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
    restoreFocus();
}

void MainWindow::onNextRequested()
{
    if (m_game.phase() != Phase::Revealed)
        return;
    // The last round of a game: its scoreboard first (N, Space or the button again go on).
    if (m_game.isGameOver() && m_stack->currentWidget() != m_scoreboard) {
        showScoreboard();
        return;
    }
    nextRound();
}

void MainWindow::showScoreboard()
{
    if (!m_game.isGameOver())
        return;
    m_scoreboard->refresh();
    m_stack->setCurrentWidget(m_scoreboard);
    m_target->setVisible(false);
    restoreFocus();
}

void MainWindow::nextRound()
{
    if (m_game.phase() != Phase::Revealed)
        return;
    m_game.nextRound();
}

void MainWindow::chooseOperator(Operator op)
{
    m_board->chooseOperator(op);
}

void MainWindow::activateCard(int cardIndex)
{
    m_board->activateCard(cardIndex);
}

void MainWindow::selectSlot(int slot)
{
    m_board->selectSlot(slot);
}

void MainWindow::clearSelection()
{
    m_board->clearSelection();
}

void MainWindow::onPhaseChanged(Phase phase)
{
    const bool animate = !m_settings.game.reducedMotion;
    m_target->setVisible(true);
    switch (phase) {
    case Phase::Idle:
        m_reveal->hideNow();
        m_board->showFinished(false);
        m_stack->setCurrentWidget(m_pick);
        m_target->setNumberHidden(false);
        m_target->setTarget(0);
        m_target->setSettled();
        m_pick->setFrench(m_game.settings().variant == Variant::LeCompteEstBon);
        m_pick->setDefaultLarge(m_game.settings().defaultLarge);
        break;
    case Phase::Drawing:
        m_reveal->hideNow();
        m_board->showFinished(false);
        m_stack->setCurrentWidget(m_board);
        m_target->setNumberHidden(true);
        m_board->rack()->setFlip(0.0);
        break;
    case Phase::TargetRoll:
        m_board->rack()->setFlip(1.0);
        m_target->setNumberHidden(false);
        m_target->setRolling(0);
        break;
    case Phase::Running:
        m_board->showFinished(false);
        m_stack->setCurrentWidget(m_board);
        m_board->rack()->setFlip(1.0);
        m_target->setNumberHidden(false);
        m_target->setSettled();
        break;
    case Phase::Declaring:
        m_target->setSettled();
        break;
    case Phase::Revealed:
        // Also straight from a custom round's "Solve now": the tiles are shown, face up.
        m_stack->setCurrentWidget(m_board);
        m_board->rack()->setFlip(1.0);
        m_target->setNumberHidden(false);
        m_target->setSettled();
        m_board->showFinished(true);
        m_reveal->showRound(m_game);
        m_reveal->setShareVisible(m_game.dailyDate().isValid() && !m_game.isDailyPractice());
        m_reveal->slideIn(animate);
        break;
    }
    if (phase != Phase::Revealed) {
        m_celebration->stop();
        m_target->setCelebration(0);
    }
    if ((phase == Phase::Drawing || phase == Phase::TargetRoll) && animate)
        m_frameTimer.start();
    else
        m_frameTimer.stop();
    m_clockPanel->refresh();
    refreshChrome();
    if (isVisible())
        restoreFocus();
}

void MainWindow::onFrame()
{
    // The controller moves the phases on; the frame only draws where the animation is.
    m_game.updateTime();
    const qint64 elapsed = m_game.phaseElapsedMs();
    if (m_game.phase() == Phase::Drawing)
        m_board->rack()->setFlip(std::min(1.0, double(elapsed) / double(GameController::kDrawMs)));
    else if (m_game.phase() == Phase::TargetRoll)
        m_target->setRolling(elapsed);
}

void MainWindow::onRoundStarted()
{
    m_target->setTarget(m_game.target());
    refreshChrome();
}

void MainWindow::onSecondElapsed(int)
{
    m_clockPanel->refresh();
    m_sound->play(SoundPlayer::Sound::Tick);
}

void MainWindow::onTimeUp()
{
    m_sound->play(SoundPlayer::Sound::TimeUp);
}

void MainWindow::onRevealed()
{
    const RoundResult &r = m_game.result();
    celebrate(r.hasDeclaration && r.distance == 0 && !r.cheated);
}

void MainWindow::celebrate(bool exact)
{
    m_celebration->stop();
    if (!exact) {
        m_target->setCelebration(0);
        return;
    }
    m_sound->play(SoundPlayer::Sound::Chime); // silent when sound is off
    if (m_settings.game.reducedMotion)
        m_target->setCelebration(0.6); // lit, without the flash
    else
        m_celebration->start();
}

void MainWindow::onPausedChanged(bool paused)
{
    if (paused)
        m_sound->stopAll();
    m_target->setNumberHidden(paused || m_game.phase() == Phase::Drawing);
    if (paused) {
        m_stack->setCurrentWidget(m_pausedPage);
        m_frameTimer.stop();
    } else {
        m_stack->setCurrentWidget(m_board);
        if ((m_game.phase() == Phase::Drawing || m_game.phase() == Phase::TargetRoll)
            && !m_settings.game.reducedMotion)
            m_frameTimer.start();
    }
    m_clockPanel->refresh();
    refreshChrome();
    restoreFocus();
}

void MainWindow::refreshChrome()
{
    m_header->refresh();
    m_clockPanel->refresh();
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
    m_pausedLabel->setText(tr("Paused — the tiles and the target are hidden."));
    // No accelerator: the header's "&Resume" has it, and P works anyway.
    m_resumeButton->setText(tr("Resume (P)"));
    refreshChrome();
}

void MainWindow::applyColours()
{
    // Everything else takes its colours from the theme's palette and style sheet.
    const GameColors &c = Theme::instance().colors();
    centralWidget()->setAutoFillBackground(true);
    QPalette p = centralWidget()->palette();
    p.setColor(QPalette::Window, c.background);
    centralWidget()->setPalette(p);
}

} // namespace countdown::ui
