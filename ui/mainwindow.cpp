#include "mainwindow.h"

#include "aboutdialog.h"
#include "clockwidget.h"
#include "customrounddialog.h"
#include "explorerview.h"
#include "expressionedit.h"
#include "helpdialog.h"
#include "language.h"
#include "odds.h"
#include "oddsdialog.h"
#include "pickpanel.h"
#include "revealpanel.h"
#include "settingsdialog.h"
#include "soundplayer.h"
#include "statswindow.h"
#include "targetdisplay.h"
#include "theme.h"
#include "tilerack.h"
#include "workingview.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QVBoxLayout>

namespace countdown::ui {

namespace {

QString operatorText(Operator op)
{
    return operatorSymbol(op, Notation::Typographic);
}

std::optional<Operator> operatorForKey(const QString &text)
{
    if (text.size() != 1)
        return std::nullopt;
    switch (text[0].unicode()) {
    case '+':
        return Operator::Add;
    case '-':
    case 0x2212:
        return Operator::Subtract;
    case '*':
    case 'x':
    case 'X':
    case 0x00d7:
        return Operator::Multiply;
    case '/':
    case ':':
    case 0x00f7:
        return Operator::Divide;
    default:
        return std::nullopt;
    }
}

void setTextColour(QWidget *w, const QColor &colour)
{
    QPalette p = w->palette();
    p.setColor(QPalette::WindowText, colour);
    p.setColor(QPalette::ButtonText, colour);
    w->setPalette(p);
}

} // namespace

MainWindow::MainWindow(const TimeSource &time, quint64 seed, AppSettings settings,
                       HistoryStore *history, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(std::move(settings))
    , m_game(time, seed)
    , m_history(history)
    , m_today(QDate::currentDate())
    , m_sound(new SoundPlayer(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_game.setHistory(history);
    buildUi();
    createMenus();
    createShortcuts();
    connect(&m_game, &GameController::gameChanged, this, &MainWindow::updateHeader);
    connect(&m_game, &GameController::gameFinished, this, &MainWindow::onGameFinished);
    connect(&m_game, &GameController::historyFailed, this, [this](const Error &error) {
        statusBar()->showMessage(
            tr("The round could not be kept in the history: %1").arg(errorMessage(error)), 10'000);
    });
    // A stored round changes the figures.
    connect(&m_game, &GameController::solutionsReady, this, [this] {
        if (m_stats && m_stats->isVisible())
            refreshStatistics();
    });

    connect(&m_game, &GameController::phaseChanged, this, &MainWindow::onPhaseChanged);
    connect(&m_game, &GameController::roundStarted, this, &MainWindow::onRoundStarted);
    connect(&m_game, &GameController::workingChanged, this, &MainWindow::onWorkingChanged);
    connect(&m_game, &GameController::stepRefused, this, &MainWindow::onStepRefused);
    connect(&m_game, &GameController::inputRejected, this, &MainWindow::onStepRefused);
    connect(&m_game, &GameController::typedAnswerChanged, this, &MainWindow::onTypedAnswerChanged);
    connect(&m_game, &GameController::secondElapsed, this, &MainWindow::onSecondElapsed);
    connect(&m_game, &GameController::timeUp, this, &MainWindow::onTimeUp);
    connect(&m_game, &GameController::revealed, this, &MainWindow::onRevealed);
    connect(&m_game, &GameController::solutionsReady, this, [this] {
        if (m_game.phase() == Phase::Revealed)
            m_reveal->showRound(m_game);
    });
    connect(&m_game, &GameController::pausedChanged, this, &MainWindow::onPausedChanged);
    connect(&m_game, &GameController::sessionPointsChanged, this, &MainWindow::updateHeader);
    connect(&Theme::instance(), &Theme::changed, this, &MainWindow::applyColours);

    m_frameTimer.setTimerType(Qt::PreciseTimer);
    m_frameTimer.setInterval(16);
    connect(&m_frameTimer, &QTimer::timeout, this, &MainWindow::onFrame);

    applySettings(m_settings);
    if (!m_settings.windowGeometry.isEmpty())
        restoreGeometry(m_settings.windowGeometry);
    else
        resize(1100, 720);
    retranslate();
    applyColours();
    onPhaseChanged(m_game.phase());
    // Load the sounds once the window is up, so that the first tick is on time and start-up is not
    // slowed down.
    QTimer::singleShot(0, m_sound, &SoundPlayer::preload);
    QTimer::singleShot(0, this, &MainWindow::reportHistoryProblems);
}

void MainWindow::reportHistoryProblems()
{
    if (!m_history)
        return;
    const HistoryStore::OpenReport &report = m_history->openReport();
    QString text;
    if (!report.ok) {
        text = tr("Your history cannot be used (%1). The rounds you play now will not be kept.")
                   .arg(report.problem);
    } else if (!report.movedAsideTo.isEmpty()) {
        text = tr("Your history could not be read (%1). The old file is kept as %2, and a new "
                  "history has been started.")
                   .arg(report.problem, QDir::toNativeSeparators(report.movedAsideTo));
    }
    if (text.isEmpty())
        return;
    auto *box = new QMessageBox(QMessageBox::Warning, tr("History"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not exec(): nothing waits for it
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
    m_menus.exportHistory->setEnabled(m_history && m_history->isOpen());
    m_menus.clearHistory->setEnabled(m_history && m_history->isOpen());
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
    dialog.exec();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildUi()
{
    auto *central = new QWidget(this);
    central->setObjectName(QStringLiteral("central"));
    setCentralWidget(central);
    auto *outer = new QVBoxLayout(central);
    outer->setContentsMargins(20, 12, 20, 16);
    outer->setSpacing(12);

    // Header: the name, what round this is, the running total, and the window's actions.
    auto *header = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.45);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_subtitle = new QLabel(this);
    m_subtitle->setObjectName(QStringLiteral("roundInfo"));
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("sessionTotal"));
    QFont totalFont = m_total->font();
    totalFont.setBold(true);
    m_total->setFont(totalFont);
    m_pauseButton = new QPushButton(this);
    m_pauseButton->setObjectName(QStringLiteral("pauseButton"));
    m_settingsButton = new QPushButton(this);
    m_statsButton = new QPushButton(this);
    header->addWidget(m_title);
    header->addSpacing(10);
    header->addWidget(m_subtitle, 1);
    header->addWidget(m_total);
    header->addSpacing(10);
    header->addWidget(m_pauseButton);
    header->addWidget(m_statsButton);
    header->addWidget(m_settingsButton);
    outer->addLayout(header);

    auto *body = new QHBoxLayout;
    body->setSpacing(28);
    outer->addLayout(body, 1);

    // Left: the clock, the time left, "I've got it" and the cheat.
    auto *left = new QVBoxLayout;
    m_clock = new ClockWidget(this);
    m_secondsLabel = new QLabel(this);
    m_secondsLabel->setObjectName(QStringLiteral("secondsLeft"));
    m_secondsLabel->setAlignment(Qt::AlignCenter);
    QFont secondsFont = m_secondsLabel->font();
    secondsFont.setPointSizeF(secondsFont.pointSizeF() * 1.3);
    m_secondsLabel->setFont(secondsFont);
    m_declareButton = new QPushButton(this);
    m_declareButton->setObjectName(QStringLiteral("declareButton"));
    m_declareButton->setMinimumHeight(44);
    m_cheatButton = new QPushButton(this);
    m_cheatButton->setObjectName(QStringLiteral("cheatButton"));
    left->addWidget(m_clock, 1);
    left->addWidget(m_secondsLabel);
    left->addSpacing(8);
    left->addWidget(m_declareButton);
    left->addWidget(m_cheatButton);
    left->addStretch(0);
    body->addLayout(left, 4);

    // Right: the target above the board (or the pick, or the pause).
    auto *right = new QVBoxLayout;
    right->setSpacing(12);
    m_target = new TargetDisplay(this);
    m_target->setMaximumWidth(560);
    right->addWidget(m_target, 0, Qt::AlignHCenter);
    m_stack = new QStackedWidget(this);
    right->addWidget(m_stack, 1);
    body->addLayout(right, 7);

    m_pick = new PickPanel(this);
    m_pick->setObjectName(QStringLiteral("pickPanel"));
    connect(m_pick, &PickPanel::largePicked, this, &MainWindow::pickLarge);
    connect(m_pick, &PickPanel::customRequested, this, &MainWindow::openCustomRound);
    m_stack->addWidget(m_pick);

    m_board = new QWidget(this);
    m_board->setObjectName(QStringLiteral("board"));
    auto *board = new QVBoxLayout(m_board);
    board->setContentsMargins(0, 0, 0, 0);
    board->setSpacing(10);
    m_rack = new TileRack(m_board);
    m_rack->setObjectName(QStringLiteral("tileRack"));
    connect(m_rack, &TileRack::cardClicked, this, &MainWindow::activateCard);
    connect(m_rack, &TileRack::operatorKeyPressed, this, &MainWindow::chooseOperator);
    connect(m_rack, &TileRack::undoRequested, &m_game, &GameController::undo);
    board->addWidget(m_rack, 2);

    auto *ops = new QHBoxLayout;
    ops->setSpacing(8);
    QFont opFont = font();
    opFont.setPointSizeF(opFont.pointSizeF() * 1.6);
    opFont.setBold(true);
    for (const Operator op : kOperators) {
        auto *b = new QPushButton(operatorText(op), m_board);
        b->setObjectName(QStringLiteral("op%1").arg(int(op)));
        b->setCheckable(true);
        b->setFont(opFont);
        b->setMinimumSize(64, 52);
        connect(b, &QPushButton::clicked, this, [this, op] { chooseOperator(op); });
        m_opButtons << b;
        ops->addWidget(b);
    }
    ops->addSpacing(12);
    m_undoButton = new QPushButton(m_board);
    m_undoButton->setMinimumHeight(52);
    m_undoButton->setObjectName(QStringLiteral("undoButton"));
    m_resetButton = new QPushButton(m_board);
    m_resetButton->setObjectName(QStringLiteral("resetButton"));
    m_resetButton->setMinimumHeight(52);
    connect(m_undoButton, &QPushButton::clicked, &m_game, &GameController::undo);
    connect(m_resetButton, &QPushButton::clicked, &m_game, &GameController::resetWorking);
    ops->addWidget(m_undoButton);
    ops->addWidget(m_resetButton);
    ops->addStretch(1);
    board->addLayout(ops);

    m_message = new QLabel(m_board);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setMinimumHeight(m_message->fontMetrics().lineSpacing());
    board->addWidget(m_message);

    m_working = new WorkingView(m_board);
    board->addWidget(m_working, 3);

    m_expression = new ExpressionEdit(m_board);
    m_expression->setObjectName(QStringLiteral("expressionEdit"));
    QFont exprFont = m_expression->font();
    exprFont.setPointSizeF(exprFont.pointSizeF() * 1.3);
    m_expression->setFont(exprFont);
    m_expression->setMinimumHeight(42);
    connect(m_expression, &QLineEdit::textEdited, &m_game, &GameController::setTypedAnswer);
    connect(m_expression, &QLineEdit::returnPressed, &m_game, &GameController::declare);
    board->addWidget(m_expression);
    m_expressionFeedback = new QLabel(m_board);
    m_expressionFeedback->setObjectName(QStringLiteral("expressionFeedback"));
    m_expressionFeedback->setWordWrap(true);
    board->addWidget(m_expressionFeedback);
    m_stack->addWidget(m_board);

    m_pausedPage = new QWidget(this);
    auto *paused = new QVBoxLayout(m_pausedPage);
    m_pausedLabel = new QLabel(m_pausedPage);
    m_pausedLabel->setAlignment(Qt::AlignCenter);
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

    m_reveal = new RevealPanel(this);
    connect(m_reveal, &RevealPanel::nextRoundRequested, this, &MainWindow::nextRound);
    connect(m_reveal, &RevealPanel::shareRequested, this, &MainWindow::shareDaily);
    connect(m_reveal, &RevealPanel::exploreRequested, this, &MainWindow::showExplorer);
    outer->addWidget(m_reveal);

    connect(m_pauseButton, &QPushButton::clicked, &m_game, &GameController::togglePause);
    connect(m_settingsButton, &QPushButton::clicked, this, &MainWindow::openSettings);
    connect(m_statsButton, &QPushButton::clicked, this, &MainWindow::showStatistics);
    connect(m_declareButton, &QPushButton::clicked, &m_game, &GameController::declare);
    connect(m_cheatButton, &QPushButton::clicked, &m_game, &GameController::cheat);

    setTabOrder(m_rack, m_opButtons.first());
    setTabOrder(m_opButtons.last(), m_undoButton);
    setTabOrder(m_undoButton, m_resetButton);
    setTabOrder(m_resetButton, m_expression);
    setTabOrder(m_expression, m_declareButton);
    setTabOrder(m_declareButton, m_cheatButton);
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
    shortcut(QKeySequence(Qt::Key_N), [this] { nextRound(); });
    shortcut(QKeySequence::Undo, [this] { m_game.undo(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Backspace), [this] { m_game.resetWorking(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), [this] { m_game.declare(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Enter), [this] { m_game.declare(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), [this] { m_game.cheat(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_E), [this] {
        if (m_game.acceptsInput())
            m_expression->setFocus(Qt::ShortcutFocusReason);
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
    if (plain && m_game.acceptsInput()) {
        if (key >= Qt::Key_1 && key <= Qt::Key_7) {
            selectSlot(key - Qt::Key_1);
            return;
        }
        if (const auto op = operatorForKey(event->text())) {
            chooseOperator(*op);
            return;
        }
        if (key == Qt::Key_Backspace) {
            m_game.undo();
            return;
        }
        if (key == Qt::Key_Escape) {
            clearSelection();
            return;
        }
    }
    if (plain && m_game.phase() == Phase::Revealed && key == Qt::Key_Space) {
        nextRound();
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
    updateHeader();
}

void MainWindow::pickLarge(int large)
{
    if (m_game.phase() != Phase::Idle)
        return;
    m_game.startRound(large);
}

void MainWindow::newGame()
{
    if (m_game.phase() != Phase::Idle && m_game.phase() != Phase::Revealed) {
        statusBar()->showMessage(tr("Finish this round first."), 5000);
        return;
    }
    m_game.startGame();
    updateHeader();
    statusBar()->showMessage(tr("A new game of %n round(s).", nullptr, m_game.gameRounds()), 5000);
}

void MainWindow::playDaily()
{
    if (m_game.phase() != Phase::Idle && m_game.phase() != Phase::Revealed) {
        statusBar()->showMessage(tr("Finish this round first."), 5000);
        return;
    }
    if (const auto attempt = m_game.dailyAttempt(m_today)) {
        QMessageBox box(QMessageBox::Information, tr("Daily puzzle"),
                        tr("You have played today's puzzle.") + QLatin1Char('\n')
                            + dailyShareText(*attempt),
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

QString MainWindow::dailyShareText(const RoundRecord &attempt) const
{
    // Spoiler-free: the day, the points and the time, never the tiles, the target or the answer.
    const DailyPuzzle puzzle = dailyPuzzle(attempt.dailyDate);
    const QString day = QLocale().toString(attempt.dailyDate, QLocale::ShortFormat);
    QString how;
    if (attempt.cheated)
        how = tr("answer shown");
    else if (!attempt.playerValue)
        how = tr("no answer");
    else if (*attempt.playerValue == attempt.target)
        how = tr("exact");
    else
        how = tr("%n away", nullptr, int(std::abs(*attempt.playerValue - attempt.target)));
    const int seconds = int((attempt.millisecondsUsed + 500) / 1000);
    return tr("Countdown Numbers, daily puzzle #%1 (%2): %3, %4, in %5 s")
        .arg(puzzle.number)
        .arg(day, tr("%n point(s)", nullptr, attempt.points), how)
        .arg(seconds);
}

void MainWindow::shareDaily()
{
    const bool attemptShown = m_game.dailyDate().isValid() && !m_game.isDailyPractice();
    const auto attempt = m_game.dailyAttempt(attemptShown ? m_game.dailyDate() : m_today);
    if (!attempt) {
        statusBar()->showMessage(tr("Play the daily puzzle first."), 5000);
        return;
    }
    QApplication::clipboard()->setText(dailyShareText(*attempt));
    statusBar()->showMessage(tr("Copied: %1").arg(dailyShareText(*attempt)), 8000);
}

void MainWindow::refreshStatistics()
{
    if (!m_stats)
        return;
    const std::vector<RoundRecord> rounds =
        m_history ? m_history->rounds() : std::vector<RoundRecord>{};
    m_stats->setStatistics(computeStatistics(rounds, m_statisticsOptions));
}

void MainWindow::showStatistics()
{
    if (!m_stats) {
        m_stats = new StatsWindow(this);
        m_stats->setWindowFlag(Qt::Window);
        m_stats->setOptions(m_statisticsOptions);
        connect(m_stats, &StatsWindow::optionsChanged, this,
                [this](const StatisticsOptions &options) {
                    m_statisticsOptions = options;
                    refreshStatistics();
                });
    }
    refreshStatistics();
    m_stats->show();
    m_stats->raise();
    m_stats->activateWindow();
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
    if (!m_explorer) {
        m_explorer = new ExplorerView(this);
        m_explorer->setWindowFlag(Qt::Window);
        m_explorer->resize(900, 760);
    }
    const TargetRange range =
        targetRange(m_game.roundVariant() == Variant::LeCompteEstBon ? Variant::LeCompteEstBon
                                                                     : Variant::Countdown);
    m_explorer->setWindowTitle(
        tr("Explorer: every target from %1 to %2").arg(range.low).arg(range.high));
    m_explorer->setSelection(m_game.tiles(), m_game.roundMode(), range.low, range.high);
    if (m_game.target() >= range.low && m_game.target() <= range.high)
        m_explorer->chooseTarget(m_game.target());
    m_explorer->show();
    m_explorer->raise();
    m_explorer->activateWindow();
}

void MainWindow::showOdds()
{
    QFile file(QStringLiteral(":/odds/odds.json"));
    std::optional<OddsTables> tables;
    if (file.open(QIODevice::ReadOnly))
        tables = loadOddsTables(file.readAll());
    if (!tables) {
        QMessageBox::warning(this, tr("About the odds"), tr("The table of odds is missing."));
        return;
    }
    OddsDialog dialog(this);
    dialog.setTables(*tables);
    dialog.exec();
}

void MainWindow::exportHistory()
{
    if (!m_history || !m_history->isOpen())
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export history"), folder + QStringLiteral("/countdown-numbers-history.csv"),
        tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const Result<int> written = m_history->exportCsv(path);
    if (written)
        statusBar()->showMessage(tr("%n round(s) exported to %1", nullptr, written.value())
                                     .arg(QDir::toNativeSeparators(path)),
                                 8000);
    else
        QMessageBox::warning(this, tr("Export history"), errorMessage(written.error()));
}

void MainWindow::clearHistory()
{
    if (!m_history || !m_history->isOpen())
        return;
    const auto answer = QMessageBox::question(
        this, tr("Clear history"),
        tr("Clear every round from your history? Your statistics start again from nothing. "
           "A copy of the current history is kept as a backup."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    const Result<QString> backup = m_history->clear();
    if (backup)
        statusBar()->showMessage(tr("History cleared; the old one is kept as %1")
                                     .arg(QDir::toNativeSeparators(backup.value())),
                                 10'000);
    else
        QMessageBox::warning(this, tr("Clear history"), errorMessage(backup.error()));
    refreshStatistics();
}

void MainWindow::onGameFinished(int total)
{
    QStringList rounds;
    for (const int points : m_game.gamePoints())
        rounds << QString::number(points);
    auto *box = new QMessageBox(QMessageBox::Information, tr("Game over"),
                                tr("Game over: %1 in %2 (%3).")
                                    .arg(tr("%n point(s)", nullptr, total),
                                         tr("%n round(s)", nullptr, m_game.gameRounds()),
                                         rounds.join(QStringLiteral(" + "))),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("gameSummary"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not exec(): the reveal panel stays usable behind it
}

void MainWindow::nextRound()
{
    if (m_game.phase() != Phase::Revealed)
        return;
    m_game.nextRound();
}

void MainWindow::openCustomRound()
{
    if (m_game.phase() != Phase::Idle && m_game.phase() != Phase::Revealed)
        return;
    CustomRoundDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
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
    dialog.setAudioAvailable(m_sound->isAvailable());
    if (dialog.exec() == QDialog::Accepted) {
        AppSettings changed = dialog.settings();
        changed.windowGeometry = saveGeometry();
        applySettings(changed);
        Q_EMIT settingsChanged(m_settings);
    }
    if (wasRunning)
        m_game.resume();
}

void MainWindow::showHelp()
{
    const bool wasRunning = m_game.acceptsInput();
    if (wasRunning)
        m_game.pause();
    HelpDialog dialog(this);
    dialog.exec();
    if (wasRunning)
        m_game.resume();
}

void MainWindow::chooseOperator(Operator op)
{
    if (!m_game.acceptsInput())
        return;
    if (m_selectedCard < 0) {
        showMessage(tr("Choose a tile first, then %1.").arg(operatorText(op)), true);
        updateControls();
        return;
    }
    m_pendingOp = (m_pendingOp == op) ? std::nullopt : std::optional<Operator>(op);
    showMessage(QString(), false);
    updateControls();
}

void MainWindow::activateCard(int cardIndex)
{
    if (!m_game.acceptsInput())
        return;
    const auto &cards = m_game.working().cards();
    if (cardIndex < 0 || cardIndex >= int(cards.size()) || cards[std::size_t(cardIndex)].used)
        return;
    if (m_selectedCard >= 0 && m_pendingOp && cardIndex != m_selectedCard) {
        const int left = m_selectedCard;
        const Operator op = *m_pendingOp;
        if (m_game.combine(left, op, cardIndex)) {
            // Carry on from the new tile: it is selected, ready for the next operation.
            m_selectedCard = int(m_game.working().cards().size()) - 1;
            m_pendingOp.reset();
            showMessage(QString(), false);
        }
        updateControls();
        return;
    }
    m_selectedCard = (m_selectedCard == cardIndex) ? -1 : cardIndex;
    m_pendingOp.reset();
    showMessage(QString(), false);
    updateControls();
}

void MainWindow::selectSlot(int slot)
{
    const int card = m_rack->cardAt(slot);
    if (card >= 0)
        activateCard(card);
}

void MainWindow::clearSelection()
{
    m_selectedCard = -1;
    m_pendingOp.reset();
    updateControls();
}

QString MainWindow::messageText() const
{
    return m_message->text();
}

void MainWindow::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_messageIsError = error;
    setTextColour(m_message,
                  error ? Theme::instance().colors().bad : Theme::instance().colors().mutedText);
}

void MainWindow::onPhaseChanged(Phase phase)
{
    const bool animate = !m_settings.game.reducedMotion;
    switch (phase) {
    case Phase::Idle:
        m_reveal->hideNow();
        m_stack->setCurrentWidget(m_pick);
        m_target->setNumberHidden(false);
        m_target->setTarget(0);
        m_target->setSettled();
        m_pick->setFrench(m_game.settings().variant == Variant::LeCompteEstBon);
        m_pick->setDefaultLarge(m_game.settings().defaultLarge);
        if (QPushButton *b = m_pick->largeButton(m_game.settings().defaultLarge);
            b && b->isVisible())
            b->setFocus();
        break;
    case Phase::Drawing:
        m_stack->setCurrentWidget(m_board);
        m_reveal->hideNow();
        m_target->setNumberHidden(true);
        m_rack->setFlip(0.0);
        break;
    case Phase::TargetRoll:
        m_rack->setFlip(1.0);
        m_target->setNumberHidden(false);
        m_target->setRolling(0);
        break;
    case Phase::Running:
        m_stack->setCurrentWidget(m_board);
        m_rack->setFlip(1.0);
        m_target->setNumberHidden(false);
        m_target->setSettled();
        m_rack->setFocus();
        break;
    case Phase::Declaring:
        m_target->setSettled();
        break;
    case Phase::Revealed:
        m_target->setSettled();
        m_reveal->showRound(m_game);
        m_reveal->setShareVisible(m_game.dailyDate().isValid() && !m_game.isDailyPractice());
        m_reveal->slideIn(animate);
        m_reveal->nextRoundButton()->setFocus();
        break;
    }
    if ((phase == Phase::Drawing || phase == Phase::TargetRoll) && animate)
        m_frameTimer.start();
    else
        m_frameTimer.stop();
    // Before the clock starts it shows an empty face; from then on the round's clock, whose hand
    // stays where it stopped while the answer is shown.
    const bool clockStarted =
        phase == Phase::Running || phase == Phase::Declaring || phase == Phase::Revealed;
    m_clock->setClock(clockStarted ? &m_game.clock() : nullptr);
    m_clock->setAnimating(phase == Phase::Running && !m_game.isPaused());
    if (phase != Phase::Running) {
        m_selectedCard = -1;
        m_pendingOp.reset();
    }
    updateHeader();
    updateSecondsLabel();
    updateControls();
    updateDeclarationStatus();
}

void MainWindow::onFrame()
{
    // The controller moves the phases on; the frame only draws where the animation is.
    m_game.updateTime();
    const qint64 elapsed = m_game.phaseElapsedMs();
    if (m_game.phase() == Phase::Drawing)
        m_rack->setFlip(std::min(1.0, double(elapsed) / double(GameController::kDrawMs)));
    else if (m_game.phase() == Phase::TargetRoll)
        m_target->setRolling(elapsed);
}

void MainWindow::onRoundStarted()
{
    m_target->setTarget(m_game.target());
    m_expression->clear();
    m_expression->clearFeedback();
    m_expressionFeedback->clear();
    showMessage(QString(), false);
    m_selectedCard = -1;
    m_pendingOp.reset();
    m_rack->setWorking(m_game.working());
    m_working->setSteps({});
    updateHeader();
}

void MainWindow::onWorkingChanged()
{
    const Working &w = m_game.working();
    m_rack->setWorking(w);
    if (m_selectedCard >= int(w.cards().size())
        || (m_selectedCard >= 0 && w.cards()[std::size_t(m_selectedCard)].used))
        m_selectedCard = -1;
    m_working->setSteps(w.stepTexts(Notation::Typographic));
    updateControls();
    updateDeclarationStatus();
}

void MainWindow::onStepRefused(const Error &error)
{
    showMessage(errorMessage(error), true);
}

void MainWindow::onTypedAnswerChanged()
{
    const TypedAnswer &typed = m_game.typedAnswer();
    const GameColors &c = Theme::instance().colors();
    if (typed.text != m_expression->text())
        m_expression->setText(typed.text);
    if (typed.isEmpty()) {
        m_expression->clearFeedback();
        m_expressionFeedback->clear();
    } else if (typed.expression) {
        const Number d = std::abs(typed.expression->value() - m_game.target());
        m_expression->showValue(QStringLiteral("= %1").arg(typed.expression->value()), d == 0);
        m_expressionFeedback->setText(d == 0 ? tr("Exact!") : tr("%n away", nullptr, int(d)));
        setTextColour(m_expressionFeedback, d == 0 ? c.good : c.warning);
    } else if (typed.error) {
        m_expression->showError(typed.error->position);
        m_expressionFeedback->setText(errorMessage(*typed.error));
        setTextColour(m_expressionFeedback, c.bad);
    }
    updateDeclarationStatus();
}

void MainWindow::onSecondElapsed(int)
{
    updateSecondsLabel();
    m_sound->play(SoundPlayer::Sound::Tick);
}

void MainWindow::onTimeUp()
{
    m_sound->play(SoundPlayer::Sound::TimeUp);
}

void MainWindow::onRevealed()
{
    const RoundResult &r = m_game.result();
    if (r.hasDeclaration && r.distance == 0 && !r.cheated)
        m_sound->play(SoundPlayer::Sound::Chime);
}

void MainWindow::onPausedChanged(bool paused)
{
    if (paused)
        m_sound->stopAll();
    m_rack->setFaceDown(paused);
    m_target->setNumberHidden(paused || m_game.phase() == Phase::Drawing);
    if (paused) {
        m_stack->setCurrentWidget(m_pausedPage);
        m_resumeButton->setFocus();
        m_frameTimer.stop();
    } else {
        m_stack->setCurrentWidget(m_board);
        if ((m_game.phase() == Phase::Drawing || m_game.phase() == Phase::TargetRoll)
            && !m_settings.game.reducedMotion)
            m_frameTimer.start();
        m_rack->setFocus();
    }
    m_clock->setAnimating(!paused && m_game.phase() == Phase::Running);
    updateControls();
    updateSecondsLabel();
}

void MainWindow::updateHeader()
{
    QString variant;
    switch (m_game.phase() == Phase::Idle ? m_game.settings().variant : m_game.roundVariant()) {
    case Variant::Countdown:
        variant = tr("Countdown");
        break;
    case Variant::LeCompteEstBon:
        variant = tr("Le compte est bon");
        break;
    case Variant::Custom:
        variant = tr("Custom round");
        break;
    }
    const SolveMode mode =
        m_game.phase() == Phase::Idle ? m_game.settings().mode : m_game.roundMode();
    const QString modeText =
        mode == SolveMode::UseAll ? tr("every number must be used") : tr("numbers may be left out");
    const int round =
        m_game.phase() == Phase::Idle ? m_game.roundNumber() + 1 : m_game.roundNumber();
    QString where = tr("Round %1").arg(round);
    if (m_game.dailyDate().isValid() && m_game.phase() != Phase::Idle) {
        const int number = dailyPuzzle(m_game.dailyDate()).number;
        where = m_game.isDailyPractice() ? tr("Daily puzzle #%1, practice").arg(number)
                                         : tr("Daily puzzle #%1").arg(number);
    } else if (m_game.inGame()) {
        const int gameRound =
            m_game.phase() == Phase::Idle ? m_game.gameRound() + 1 : m_game.gameRound();
        where = tr("Game: round %1 of %2, %n point(s) so far", nullptr, m_game.gameTotal())
                    .arg(std::min(gameRound, m_game.gameRounds()))
                    .arg(m_game.gameRounds());
    }
    m_subtitle->setText(tr("%1 · %2 · %3").arg(where, variant, modeText));
    m_total->setText(tr("Total: %n point(s)", nullptr, m_game.sessionPoints()));
    m_total->setAccessibleName(m_total->text());
}

void MainWindow::updateSecondsLabel()
{
    QString text;
    if (m_game.isPaused()) {
        text = tr("Paused");
    } else if (m_game.phase() == Phase::Running) {
        text = m_game.clock().isTimed() ? tr("%n s left", nullptr, m_game.secondsLeft())
                                        : tr("No time limit");
    } else if (m_game.phase() == Phase::Revealed || m_game.phase() == Phase::Declaring) {
        const RoundResult &r = m_game.result();
        text = r.cheated ? tr("Answer shown")
               : r.early ? tr("Stopped after %n s", nullptr, int((r.timeUsedMs + 500) / 1000))
                         : tr("Time!");
    } else if (m_game.phase() == Phase::Idle) {
        text = m_game.settings().clockSeconds > 0
                   ? tr("%n second(s) a round", nullptr, m_game.settings().clockSeconds)
                   : tr("No time limit");
    } else {
        text = tr("Get ready…");
    }
    m_secondsLabel->setText(text);
    m_secondsLabel->setAccessibleName(text);
}

void MainWindow::updateControls()
{
    const bool input = m_game.acceptsInput();
    const bool active = m_game.isRoundActive();
    for (int i = 0; i < m_opButtons.size(); ++i) {
        m_opButtons[i]->setEnabled(input);
        m_opButtons[i]->setChecked(m_pendingOp && int(*m_pendingOp) == i);
    }
    m_undoButton->setEnabled(input && m_game.working().canUndo());
    m_resetButton->setEnabled(input && m_game.working().canUndo());
    m_expression->setReadOnly(!input);
    m_expression->setClearButtonEnabled(input); // nothing to clear once the round is over
    m_declareButton->setEnabled(input);
    m_cheatButton->setEnabled(active);
    // Between rounds they would only be clutter.
    const bool betweenRounds = m_game.phase() == Phase::Idle || m_game.phase() == Phase::Declaring
                               || m_game.phase() == Phase::Revealed;
    m_declareButton->setVisible(!betweenRounds);
    m_cheatButton->setVisible(!betweenRounds);
    m_pauseButton->setEnabled(active);
    m_pauseButton->setText(m_game.isPaused() ? tr("&Resume") : tr("&Pause"));
    m_rack->setInteractive(input);
    m_rack->setSelectedCard(m_selectedCard);
}

void MainWindow::updateDeclarationStatus()
{
    if (m_game.phase() != Phase::Running) {
        if (m_game.phase() == Phase::Idle)
            m_working->setStatus(QString(), false);
        return;
    }
    const auto declaration = m_game.currentDeclaration();
    if (!declaration) {
        m_working->setStatus(QString(), false);
        return;
    }
    m_working->setStatus(
        declaration->distance == 0
            ? tr("%1 exact").arg(declaration->value)
            : tr("%1 — %n away", nullptr, int(declaration->distance)).arg(declaration->value),
        declaration->distance == 0);
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
    m_title->setText(tr("Countdown Numbers"));
    m_settingsButton->setText(tr("Settings")); // Alt+S opens the Settings menu
    m_settingsButton->setToolTip(tr("Settings (Ctrl+,)"));
    m_statsButton->setText(tr("Stat&istics"));
    m_statsButton->setToolTip(tr("Your progress (Ctrl+T)"));
    m_declareButton->setText(tr("I've got it  ⏎"));
    m_declareButton->setToolTip(tr("Stop the clock and declare your best value (Ctrl+Enter)"));
    m_declareButton->setAccessibleName(tr("I've got it"));
    m_cheatButton->setText(tr("Show the answer (0 pts)"));
    m_cheatButton->setToolTip(tr("Reveal the solver's answer now; this round scores nothing "
                                 "(Ctrl+Shift+A)"));
    m_cheatButton->setAccessibleName(tr("Show the answer now"));
    m_undoButton->setText(tr("&Undo"));
    m_undoButton->setToolTip(tr("Undo the last step (Ctrl+Z)"));
    m_resetButton->setText(tr("Rese&t"));
    m_resetButton->setToolTip(tr("Start the working again (Ctrl+Backspace)"));
    const QStringList opNames = {tr("Add"), tr("Subtract"), tr("Multiply"), tr("Divide")};
    for (int i = 0; i < m_opButtons.size(); ++i) {
        m_opButtons[i]->setAccessibleName(opNames[i]);
        m_opButtons[i]->setToolTip(
            tr("%1 (key %2)").arg(opNames[i], operatorSymbol(Operator(i), Notation::Ascii)));
    }
    m_pausedLabel->setText(tr("Paused — the tiles and the target are hidden."));
    // No accelerator: the header's "&Resume" has it, and P works anyway.
    m_resumeButton->setText(tr("Resume (P)"));
    m_rack->setAccessibleName(tr("Tiles"));
    m_clock->setAccessibleName(tr("Clock"));
    updateHeader();
    updateSecondsLabel();
    updateControls();
}

void MainWindow::applyColours()
{
    const GameColors &c = Theme::instance().colors();
    centralWidget()->setAutoFillBackground(true);
    QPalette p = centralWidget()->palette();
    p.setColor(QPalette::Window, c.background);
    centralWidget()->setPalette(p);
    setTextColour(m_title, c.text);
    setTextColour(m_subtitle, c.mutedText);
    setTextColour(m_total, c.accent);
    setTextColour(m_secondsLabel, c.text);
    setTextColour(m_pausedLabel, c.text);
    // One look for every button and field of the window and its dialogs, in the theme's colours.
    setStyleSheet(
        QStringLiteral(
            "QPushButton { background: %1; color: %2; border: 1px solid %3; border-radius: 8px;"
            "  padding: 6px 14px; min-height: 24px; }"
            "QPushButton:hover { border-color: %4; }"
            "QPushButton:pressed { background: %3; }"
            "QPushButton:checked { background: %4; color: %5; border-color: %4; }"
            "QPushButton:disabled { color: %6; border-color: %3; background: transparent; }"
            "QPushButton:focus { border: 2px solid %7; }"
            "QLineEdit { background: %8; color: %2; border: 1px solid %3; border-radius: 8px;"
            "  padding: 6px 10px; selection-background-color: %9; }"
            "QLineEdit:focus { border: 2px solid %7; }"
            "QLineEdit:read-only { color: %6; }")
            .arg(c.surface.name(), c.text.name(), c.surfaceBorder.name(), c.accent.name(),
                 c.accentText.name(), c.mutedText.name(), c.selection.name(),
                 c.dark ? c.background.darker(130).name() : c.surface.name(), c.tileLarge.name()));
    m_declareButton->setStyleSheet(
        QStringLiteral("QPushButton { background: %1; color: white; border-radius: 8px; "
                       "font-weight: bold; padding: 8px 16px; }"
                       "QPushButton:disabled { background: %2; color: %3; }"
                       "QPushButton:focus { border: 2px solid %4; }")
            .arg(c.tileMade.name(), c.surface.name(), c.mutedText.name(), c.selection.name()));
    m_cheatButton->setStyleSheet(
        QStringLiteral("QPushButton { background: transparent; color: %1; border: 1px solid %1; "
                       "border-radius: 8px; padding: 6px 12px; }"
                       "QPushButton:disabled { color: %2; border-color: %2; }"
                       "QPushButton:focus { border: 2px solid %3; }")
            .arg(c.bad.name(), c.surfaceBorder.name(), c.selection.name()));
    showMessage(m_message->text(), m_messageIsError);
}

} // namespace countdown::ui
