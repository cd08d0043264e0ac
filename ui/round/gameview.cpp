// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gameview.h"

#include "answerfield.h"
#include "boardpanel.h"
#include "clockpanel.h"
#include "contestant.h"
#include "dailysetstrip.h"
#include "declarationspanel.h"
#include "gamecontroller.h"
#include "guidedround.h"
#include "guidedroundpanel.h"
#include "headerbar.h"
#include "pickpanel.h"
#include "plaintext.h"
#include "revealpanel.h"
#include "scoreboard.h"
#include "soundplayer.h"
#include "targetdisplay.h"
#include "theme.h"
#include "tilerack.h"

#include <QBoxLayout>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStackedWidget>
#include <QVariantAnimation>

#include <algorithm>

namespace countdown::ui {

namespace {
// Below this width (of the view) the clock goes above the board, smaller.
constexpr int kCompactBelow = 860;
constexpr int kSideBySideSpacing = 24;
} // namespace

GameView::GameView(GameController &game, SoundPlayer &sound, QWidget *parent)
    : QWidget(parent)
    , m_game(game)
    , m_sound(sound)
    , m_celebration(new QVariantAnimation(this))
{
    setObjectName(QStringLiteral("central"));
    buildUi();
    connectGame();
    connect(&Theme::instance(), &Theme::changed, this, qOverload<>(&QWidget::update));

    m_frameTimer.setTimerType(Qt::PreciseTimer);
    m_frameTimer.setInterval(16);
    connect(&m_frameTimer, &QTimer::timeout, this, &GameView::onFrame);
    // A hit: the target lights up, then settles a little less bright while the answer shows.
    m_celebration->setDuration(900);
    m_celebration->setKeyValueAt(0.0, 0.0);
    m_celebration->setKeyValueAt(0.35, 1.0);
    m_celebration->setKeyValueAt(1.0, 0.6);
    m_celebration->setEasingCurve(QEasingCurve::InOutSine);
    connect(m_celebration, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &value) { m_target->setCelebration(value.toReal()); });

    retranslate();
    onPhaseChanged(m_game.phase());
}

GameView::~GameView() = default;

void GameView::connectGame()
{
    connect(&m_game, &GameController::gameChanged, this, [this] {
        refreshChrome();
        if (m_game.phase() == Phase::Idle) {
            // A game at one machine: whose pick it is; a practice: the pick it makes (Space and
            // Enter draw it).
            refreshPick();
            restoreFocus();
        }
    });
    connect(&m_game, &GameController::sessionPointsChanged, this, &GameView::refreshChrome);
    connect(&m_game, &GameController::settingsChanged, this, [this] {
        refreshPick();
        refreshChrome();
    });
    connect(&m_game, &GameController::phaseChanged, this, &GameView::onPhaseChanged);
    connect(&m_game, &GameController::roundStarted, this, [this] {
        // Whatever began it, and even with no draw to watch (reduced motion), the last round's
        // reveal goes.
        m_reveal->hideNow();
        m_target->setTarget(m_game.target());
        refreshChrome();
    });
    connect(&m_game, &GameController::secondElapsed, this, [this] {
        m_clockPanel->refresh();
        m_sound.play(SoundPlayer::Sound::Tick);
    });
    connect(&m_game, &GameController::contestantGotIt, this, [this] { m_clockPanel->refresh(); });
    connect(&m_game, &GameController::timeUp, this,
            [this] { m_sound.play(SoundPlayer::Sound::TimeUp); });
    connect(&m_game, &GameController::revealed, this, &GameView::showOutcome);
    connect(&m_game, &GameController::outcomeCompleted, m_reveal, &RevealPanel::showOutcome);
    connect(&m_game, &GameController::pausedChanged, this, &GameView::onPausedChanged);
}

QWidget *GameView::currentPage() const
{
    return m_stack->currentWidget();
}

bool GameView::isCompact() const
{
    return m_clockPanel->isCompact();
}

bool GameView::animates() const
{
    return !m_game.settings().reducedMotion;
}

void GameView::buildUi()
{
    QWidget *central = this;
    auto *outer = new QVBoxLayout(central);
    outer->setContentsMargins(16, 10, 16, 12);
    outer->setSpacing(10);

    m_header = new HeaderBar(m_game, central);
    connect(m_header, &HeaderBar::pauseClicked, &m_game, &GameController::togglePause);
    outer->addWidget(m_header);

    // The guided round's banner across the view, in the header's place while it runs: above the
    // target, the tiles and the clock, so that it covers none of them and reads first.
    m_guidedRound = new GuidedRound(m_game, this);
    m_guidedRoundPanel = new GuidedRoundPanel(m_game, *m_guidedRound, central);
    outer->addWidget(m_guidedRoundPanel);
    connect(m_guidedRound, &GuidedRound::stepChanged, this, &GameView::onGuidedRoundStepChanged);

    m_dailySetStrip = new DailySetStrip(central);
    m_dailySetStrip->setVisible(false);
    m_header->setRoundWidget(m_dailySetStrip);

    // The clock beside the board, or above it when the window is narrow (arrangeFor).
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
    m_declarationsPanel = new DeclarationsPanel(m_game, central);
    right->addWidget(m_declarationsPanel);
    connect(&m_game, &GameController::declarationsChanged, this, [this] {
        m_header->refresh();
        restoreFocus();
    });
    m_stack = new QStackedWidget(central);
    right->addWidget(m_stack, 1);
    m_body->addLayout(right, 7);

    m_pick = new PickPanel(m_stack);
    m_pick->setObjectName(QStringLiteral("pickPanel"));
    connect(m_pick, &PickPanel::largePicked, this, &GameView::pick);
    connect(m_pick, &PickPanel::drawRequested, this, &GameView::drawTiles);
    m_stack->addWidget(m_pick);

    m_board = new BoardPanel(m_game, m_stack);
    m_stack->addWidget(m_board);
    m_reveal = new RevealPanel(m_board);
    connect(m_reveal, &RevealPanel::nextRoundRequested, this, &GameView::goOn);
    m_board->setFinishedWidget(m_reveal);

    m_stack->addWidget(buildPausedPage());

    m_scoreboard = new Scoreboard(m_stack);
    connect(m_scoreboard, &Scoreboard::closeRequested, this, [this] {
        if (m_game.phase() == Phase::Revealed)
            m_game.nextRound();
    });
    m_stack->addWidget(m_scoreboard);

    // The header's buttons are for the mouse and Tab: clicking one must not leave the focus on
    // it, where Space would press it again instead of playing.
    for (QPushButton *b :
         {m_header->pauseButton(), m_header->statisticsButton(), m_header->settingsButton()})
        b->setFocusPolicy(Qt::TabFocus);
    // As wide as the board below it at the least: its lines wrap no more than that.
    m_declarationsPanel->setMinimumWidth(m_board->minimumSizeHint().width());
    m_guidedRoundPanel->setMinimumWidth(m_board->minimumSizeHint().width());
    setTabOrder(m_board->answerField(), m_clockPanel->declareButton());
    setTabOrder(m_clockPanel->declareButton(), m_clockPanel->hintButton());
    setTabOrder(m_clockPanel->hintButton(), m_clockPanel->showAnswerButton());
}

QWidget *GameView::buildPausedPage()
{
    m_pausedPage = new QWidget(m_stack);
    m_pausedPage->setObjectName(QStringLiteral("pausedPage"));
    auto *paused = new QVBoxLayout(m_pausedPage);
    m_pausedLabel = new PlainLabel(m_pausedPage);
    m_pausedLabel->setAlignment(Qt::AlignCenter);
    m_pausedLabel->setWordWrap(true);
    m_pausedLabel->setObjectName(QStringLiteral("pausedLabel"));
    m_pausedLabel->setFont(typeFont(TypeRole::Title, m_pausedLabel->font()));
    m_resumeButton = new QPushButton(m_pausedPage);
    m_resumeButton->setObjectName(QStringLiteral("resumeButton"));
    connect(m_resumeButton, &QPushButton::clicked, &m_game, &GameController::resume);
    paused->addStretch(1);
    paused->addWidget(m_pausedLabel);
    paused->addWidget(m_resumeButton, 0, Qt::AlignCenter);
    paused->addStretch(2);
    return m_pausedPage;
}

int GameView::sideBySideMinimumWidth() const
{
    const QMargins margins = layout()->contentsMargins();
    const int right =
        std::max(m_stack->minimumSizeHint().width(), m_target->minimumSizeHint().width());
    return margins.left() + margins.right() + m_clockPanel->columnMinimumWidth()
           + kSideBySideSpacing + right;
}

bool GameView::arrangeFor(int width)
{
    // Side by side only with room to spare, so that a window at its least width side by side
    // can still be made narrower, into the other arrangement.
    const bool compact = width < std::max(kCompactBelow, sideBySideMinimumWidth() + 40);
    if (compact == m_clockPanel->isCompact())
        return false;
    m_clockPanel->setCompact(compact);
    m_body->setDirection(compact ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_body->setStretchFactor(m_clockPanel, compact ? 0 : 4);
    m_body->setSpacing(compact ? 8 : kSideBySideSpacing);
    return true;
}

void GameView::restoreFocus()
{
    // Where the keys belong now: Space and Enter act on what the player would do next.
    if (m_stack->currentWidget() == m_pick && guidedRoundPicks()) {
        if (QPushButton *b = m_pick->defaultButton())
            b->setFocus(Qt::OtherFocusReason);
        return;
    }
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
            m_board->focusForPlay();
        break;
    case Phase::Declarations:
        if (m_game.declarations()
            && m_game.declarations()->step() == OneMachineDeclarations::Step::Declaring)
            m_declarationsPanel->takeFocus();
        else
            m_board->rack()->setFocus(Qt::OtherFocusReason);
        break;
    case Phase::AwaitingAnswer:
    case Phase::Revealed:
        if (m_stack->currentWidget() == m_scoreboard)
            m_scoreboard->playAgainButton()->setFocus(Qt::OtherFocusReason);
        else
            m_reveal->nextRoundButton()->setFocus(Qt::OtherFocusReason);
        break;
    }
}

bool GameView::handleKey(QKeyEvent *event)
{
    // Keys that reach the window: focus is not in the answer field (which takes digits and
    // operators itself) nor on a control that uses them.
    const int key = event->key();
    const bool plain =
        !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    const GameVariant &variant = m_game.settings().variant;
    const bool playerPicks = m_game.phase() == Phase::Idle && variant.playerPicksLarge()
                             && !m_game.duel().contestantsPick()
                             && !m_game.progress().practicePick();
    // The guided round is a UK one: 0-4.
    const LargePick range =
        guidedRoundPicks() ? LargePick{} : variant.largePick.value_or(LargePick{});
    const int digit = key - Qt::Key_0;
    if (plain && (playerPicks || guidedRoundPicks()) && digit >= range.fewest
        && digit <= range.most) {
        pick(digit);
        return true;
    }
    // Esc lets go of a chosen tile first (the board's), then of the guided round.
    if (plain && key == Qt::Key_Escape && m_guidedRound->isActive() && !m_board->hasSelection()) {
        m_guidedRound->skip();
        return true;
    }
    if (m_board->handleKey(event))
        return true;
    if (plain && m_game.phase() == Phase::Revealed && key == Qt::Key_Space) {
        goOn();
        return true;
    }
    return false;
}

void GameView::pick(int large)
{
    if (guidedRoundPicks() && m_guidedRound->pick(large))
        return;
    if (m_game.phase() != Phase::Idle)
        return;
    m_game.startRound(large);
}

bool GameView::guidedRoundPicks() const
{
    return m_guidedRound->step() == GuidedRound::Step::Pick && m_guidedRound->canStart();
}

void GameView::onGuidedRoundStepChanged()
{
    // The banner takes the header's place while the guided round runs: on a small screen there is
    // room for one of them, and the guided round has no score or game to show.
    m_header->setVisible(!m_guidedRound->isActive());
    refreshPick();
    // A guided round started on a reveal shows the pick in its place; skipped there, the reveal
    // again.
    if (m_game.phase() == Phase::Revealed) {
        if (guidedRoundPicks())
            showPickPage();
        else if (m_stack->currentWidget() == m_pick)
            onPhaseChanged(Phase::Revealed);
    }
    if (isVisible())
        restoreFocus();
}

void GameView::drawTiles()
{
    if (m_game.phase() != Phase::Idle)
        return;
    if (m_game.duel().contestantsPick())
        m_game.drawContestantsPick();
    else // French rules, or a practice's fixed pick (the controller applies it)
        m_game.startRound(m_game.settings().defaultLarge);
}

void GameView::refreshPick()
{
    // The guided round is picked as in the UK, by the player alone.
    const bool guided = guidedRoundPicks();
    m_clockPanel->setNextRoundUntimed(guided); // and has no clock
    m_pick->setVariant(guided ? standardVariant() : m_game.settings().variant);
    m_pick->setDefaultLarge(m_game.settings().defaultLarge);
    const auto &focus = m_game.progress().focus();
    // A contestant plays the drawn rounds of one's own (not the guided round, a practice's or
    // people's at one machine).
    const bool contestant = !guided && m_game.settings().contestantLevel > 0 && !focus
                            && !m_game.progress().isOneMachineGame();
    m_pick->setContestantsPick(
        contestant ? contestantProfile(m_game.settings().contestantLevel).name : QString(),
        guided ? std::nullopt : m_game.duel().contestantsPick());
    m_pick->setPractice(guided ? std::nullopt : focus,
                        guided ? std::nullopt : m_game.progress().practicePick());
    const int picker = guided ? -1 : m_game.oneMachinePicker();
    m_pick->setPicker(picker >= 0 ? m_game.progress().players().value(picker) : QString());
}

void GameView::showPickPage()
{
    m_reveal->hideNow();
    m_board->showFinished(false);
    m_stack->setCurrentWidget(m_pick);
    m_target->setVisible(true);
    m_target->setNumberHidden(false);
    m_target->setTarget(0);
    m_target->setSettled();
    refreshPick();
}

void GameView::goOn()
{
    if (m_game.phase() != Phase::Revealed)
        return;
    // The last round of a game: its scoreboard first (N, Space or the button again go on).
    if (m_game.isGameOver() && m_stack->currentWidget() != m_scoreboard) {
        showScoreboard();
        return;
    }
    if (m_game.round().dailySetPosition > 0) {
        Q_EMIT nextSetPuzzleRequested();
        return;
    }
    m_game.nextRound();
}

void GameView::showScoreboard()
{
    if (!m_game.isGameOver())
        return;
    m_scoreboard->showGame(m_game.progress());
    m_stack->setCurrentWidget(m_scoreboard);
    m_target->setVisible(false);
    restoreFocus();
}

void GameView::onPhaseChanged(Phase phase)
{
    const bool animate = animates();
    m_target->setVisible(true);
    switch (phase) {
    case Phase::Idle:
        showPickPage();
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
    case Phase::Declarations:
        m_board->showFinished(false);
        m_stack->setCurrentWidget(m_board);
        // The declarations name the target themselves: the board below needs the height.
        m_target->setVisible(false);
        break;
    case Phase::AwaitingAnswer:
        m_target->setSettled();
        break;
    case Phase::Revealed:
        // Also straight from a custom round's "Solve now": the tiles are shown, face up.
        m_stack->setCurrentWidget(m_board);
        m_board->rack()->setFlip(1.0);
        m_target->setNumberHidden(false);
        m_target->setSettled();
        m_board->showFinished(true);
        break; // revealed() brings what to show
    }
    if (phase != Phase::Revealed) {
        m_celebration->stop();
        m_target->setCelebration(0);
    }
    if ((phase == Phase::Drawing || phase == Phase::TargetRoll) && animate)
        m_frameTimer.start();
    else
        m_frameTimer.stop();
    // Once the time is up the clock has nothing more to say: in a narrow window the people's
    // declarations take its place above the board.
    m_clockPanel->setVisible(phase != Phase::Declarations || !isCompact());
    m_clockPanel->refresh();
    refreshChrome();
    if (isVisible())
        restoreFocus();
}

void GameView::onFrame()
{
    // The controller moves the phases on; the frame only draws where the animation is.
    m_game.updateTime();
    const qint64 elapsed = m_game.phaseElapsedMs();
    if (m_game.phase() == Phase::Drawing)
        m_board->rack()->setFlip(std::min(1.0, double(elapsed) / double(GameController::kDrawMs)));
    else if (m_game.phase() == Phase::TargetRoll)
        m_target->setRolling(elapsed);
}

// Among people at one machine: whether one of them declared the target and showed how.
// Called after the phase is Revealed and the board laid out for it.
void GameView::showOutcome(const RoundOutcome &outcome)
{
    m_reveal->showOutcome(outcome);
    m_reveal->slideIn(animates());
    celebrate(outcome.madeTheTarget());
    if (isVisible())
        restoreFocus();
}

void GameView::celebrate(bool exact)
{
    m_celebration->stop();
    if (!exact) {
        m_target->setCelebration(0);
        return;
    }
    m_sound.play(SoundPlayer::Sound::Chime); // silent when sound is off
    if (!animates())
        m_target->setCelebration(0.6); // lit, without the flash
    else
        m_celebration->start();
}

void GameView::onPausedChanged(bool paused)
{
    if (paused)
        m_sound.stopAll();
    m_target->setNumberHidden(paused || m_game.phase() == Phase::Drawing);
    if (paused) {
        m_stack->setCurrentWidget(m_pausedPage);
        m_frameTimer.stop();
    } else {
        m_stack->setCurrentWidget(m_board);
        if ((m_game.phase() == Phase::Drawing || m_game.phase() == Phase::TargetRoll) && animates())
            m_frameTimer.start();
    }
    m_clockPanel->refresh();
    refreshChrome();
    restoreFocus();
}

void GameView::refreshChrome()
{
    m_header->refresh();
    m_clockPanel->refresh();
}

void GameView::retranslate()
{
    m_pausedLabel->setText(tr("Paused — the tiles and the target are hidden."));
    // No accelerator: the header's "&Resume" has it, and P works anyway.
    m_resumeButton->setText(tr("Resume (P)"));
    refreshChrome();
}

void GameView::paintEvent(QPaintEvent *)
{
    // Painted rather than set as a palette, which the application's style sheet would fight:
    // everything else takes its colours from the theme's palette and style sheet.
    QPainter painter(this);
    painter.fillRect(rect(), Theme::instance().colors().background);
}

void GameView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace countdown::ui
