// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clockpanel.h"

#include "clockwidget.h"
#include "gamecontroller.h"
#include "plaintext.h"
#include "roundaccessibility.h"
#include "scoring.h"
#include "theme.h"

#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace countdown::ui {

namespace {
// The clock's sides, in pixels: beside the board it takes what the column has (at least this),
// above the board it stays small so that the board keeps the height.
constexpr int kLargeMinimum = 150;
constexpr int kLargeMaximum = 420; // beyond this a larger window gives room to the board

constexpr int kCompactSide = 84;
} // namespace

ClockPanel::ClockPanel(GameController &game, QWidget *parent)
    : QWidget(parent)
    , m_game(game)
    , m_layout(new QBoxLayout(QBoxLayout::TopToBottom, this))
    , m_clock(new ClockWidget(this))
    , m_seconds(new SecondsLabel(this))
    , m_declare(new QPushButton(this))
    , m_hint(new QPushButton(this))
    , m_showAnswer(new QPushButton(this))
{
    setObjectName(QStringLiteral("clockPanel"));
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_seconds->setObjectName(QStringLiteral("secondsLeft"));
    m_seconds->setAlignment(Qt::AlignCenter);
    m_seconds->setFont(typeFont(TypeRole::Large, m_seconds->font()));
    m_declare->setObjectName(QStringLiteral("declareButton"));
    m_declare->setMinimumHeight(44);
    m_hint->setObjectName(QStringLiteral("hintButton"));
    m_showAnswer->setObjectName(QStringLiteral("showAnswerButton"));
    // Hidden between rounds, but their place is kept: nothing moves when a round starts.
    for (QPushButton *w : {m_declare, m_hint, m_showAnswer}) {
        QSizePolicy policy = w->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        w->setSizePolicy(policy);
    }
    connect(m_declare, &QPushButton::clicked, &m_game, &GameController::declare);
    connect(m_hint, &QPushButton::clicked, &m_game, &GameController::takeHint);
    connect(m_showAnswer, &QPushButton::clicked, &m_game, &GameController::showAnswer);
    connect(&m_game, &GameController::hintsChanged, this, &ClockPanel::refresh);
    connect(&Theme::instance(), &Theme::changed, this, &ClockPanel::applyColours);
    applyColours();
    setCompact(false);
    retranslate();
}

void ClockPanel::setCompact(bool compact)
{
    m_compact = compact;
    while (m_layout->count() > 0)
        delete m_layout->takeAt(0);
    if (compact) {
        m_layout->setDirection(QBoxLayout::LeftToRight);
        m_layout->setSpacing(12);
        m_clock->setMinimumSize(kCompactSide, kCompactSide);
        m_clock->setMaximumSize(kCompactSide, kCompactSide);
        m_layout->addWidget(m_clock, 0, Qt::AlignVCenter);
        m_layout->addWidget(m_seconds, 0, Qt::AlignVCenter);
        m_layout->addStretch(1);
        m_layout->addWidget(m_declare, 0, Qt::AlignVCenter);
        m_layout->addWidget(m_hint, 0, Qt::AlignVCenter);
        m_layout->addWidget(m_showAnswer, 0, Qt::AlignVCenter);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    } else {
        m_layout->setDirection(QBoxLayout::TopToBottom);
        m_layout->setSpacing(8);
        m_clock->setMinimumSize(kLargeMinimum, kLargeMinimum);
        m_clock->setMaximumSize(kLargeMaximum, kLargeMaximum);
        m_layout->addWidget(m_clock, 1, Qt::AlignHCenter);
        m_layout->addWidget(m_seconds);
        m_layout->addSpacing(4);
        m_layout->addWidget(m_declare);
        m_layout->addWidget(m_hint);
        m_layout->addWidget(m_showAnswer);
        m_layout->addStretch(0);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    }
    updateGeometry();
}

int ClockPanel::columnMinimumWidth() const
{
    return std::max({kLargeMinimum, m_seconds->sizeHint().width(), m_declare->sizeHint().width(),
                     m_hint->sizeHint().width(), m_showAnswer->sizeHint().width()});
}

void ClockPanel::setNextRoundUntimed(bool untimed)
{
    if (m_nextUntimed == untimed)
        return;
    m_nextUntimed = untimed;
    refresh();
}

void ClockPanel::refresh()
{
    const Phase phase = m_game.phase();
    // Before the clock starts it shows an empty face; from then on the round's clock, whose hand
    // stays where it stopped while the answer is shown.
    const bool started = (phase == Phase::Running || phase == Phase::Declarations
                          || phase == Phase::AwaitingAnswer || phase == Phase::Revealed)
                         && m_game.clock().wasStarted();
    if (started)
        m_clock->setReading([clock = &m_game.clock()] {
            return ClockReading{clock->isTimed(),  clock->fraction(),  clock->remainingMs(),
                                clock->lengthMs(), clock->elapsedMs(), !clock->isRunning(),
                                clock->isPaused()};
        });
    else
        m_clock->setReading({});
    // Without a time limit the hand never moves: nothing to repaint 60 times a second.
    m_clock->setAnimating(phase == Phase::Running && !m_game.isPaused()
                          && m_game.clock().isTimed());
    const bool betweenRounds = phase == Phase::Idle || phase == Phase::Declarations
                               || phase == Phase::AwaitingAnswer || phase == Phase::Revealed;
    m_declare->setVisible(!betweenRounds);
    m_showAnswer->setVisible(!betweenRounds);
    // Among people a hint would be for everyone: there are none.
    m_hint->setVisible(!betweenRounds && !m_game.isOneMachineRound());
    m_hint->setEnabled(m_game.canTakeHint());
    // Among people nobody works on the board while the clock runs, but all may be ready early.
    m_declare->setEnabled(m_game.phase() == Phase::Running && !m_game.isPaused());
    retranslate();
    // Paused, the board is hidden: nothing is declared or shown until the round goes on.
    m_showAnswer->setEnabled(m_game.isRoundActive() && !m_game.isPaused());
    updateSecondsText();
}

QString ClockPanel::secondsText() const
{
    return m_seconds->text();
}

void ClockPanel::updateSecondsText()
{
    QString text;
    SecondsKind kind = SecondsKind::Other;
    const Phase phase = m_game.phase();
    if (m_game.isPaused()) {
        text = tr("Paused");
    } else if (phase == Phase::Running) {
        text = m_game.clock().isTimed() ? tr("%n s left", nullptr, m_game.secondsLeft())
                                        : tr("No time limit");
        kind = m_game.clock().isTimed() ? SecondsKind::Ticking : SecondsKind::Other;
        // On the show the other contestant's "got it" is heard, not its answer.
        if (m_game.duel().hasGotIt()) {
            text = tr("%1 · %2 has got it").arg(text, m_game.duel().contestant()->name);
            kind = kind == SecondsKind::Ticking ? SecondsKind::TickingAfterGotIt : kind;
        }
    } else if (phase == Phase::Revealed || phase == Phase::AwaitingAnswer
               || phase == Phase::Declarations) {
        const RoundResult &r = m_game.result();
        text = r.answerShown ? tr("Answer shown")
               : r.early     ? tr("Stopped after %n s", nullptr, int((r.timeUsedMs + 500) / 1000))
                             : tr("Time!");
    } else if (phase == Phase::Idle) {
        text = m_game.settings().clockSeconds > 0 && !m_nextUntimed
                   ? tr("%n second(s) a round", nullptr, m_game.settings().clockSeconds)
                   : tr("No time limit");
    } else {
        text = tr("Get ready…");
    }
    m_seconds->setText(text);
    // The label's accessible name is what was last said; its text is read live. The seconds
    // ticking by are not said (the clock says the moments that matter).
    if (kind == SecondsKind::Other || kind != m_secondsKind)
        setAccessibleNameOnce(m_seconds, text);
    m_secondsKind = kind;
}

// The buttons stand out from the others: the way out of a round, the hint and showing the answer.
void ClockPanel::applyColours()
{
    const GameColors &c = Theme::instance().colors();
    m_declare->setStyleSheet(
        QStringLiteral("QPushButton { background: %1; color: white; border-radius: 8px; "
                       "font-weight: bold; padding: 8px 16px; }"
                       "QPushButton:disabled { background: %2; color: %3; }"
                       "QPushButton:focus { border: 2px solid %4; }")
            .arg(c.tileMade.name(), c.surface.name(), c.mutedText.name(), c.selection.name()));
    // The hint and showing the answer: outlined, in the colour of what they cost.
    const auto outlined = [&c](const QColor &colour) {
        return QStringLiteral(
                   "QPushButton { background: transparent; color: %1; border: 1px solid %1; "
                   "border-radius: 8px; padding: 6px 12px; }"
                   "QPushButton:disabled { color: %2; border-color: %2; }"
                   "QPushButton:focus { border: 2px solid %3; }")
            .arg(colour.name(), c.surfaceBorder.name(), c.selection.name());
    };
    m_hint->setStyleSheet(outlined(c.accent));
    m_showAnswer->setStyleSheet(outlined(c.bad));
}

void ClockPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ClockPanel::retranslate()
{
    if (m_game.isOneMachineRound()) {
        m_declare->setText(tr("Everyone’s ready  ⏎"));
        m_declare->setToolTip(tr("Stop the clock: every player declares in turn (Ctrl+Enter)"));
        setAccessibleNameOnce(m_declare, tr("Everyone’s ready"));
    } else {
        m_declare->setText(tr("I've got it  ⏎"));
        m_declare->setToolTip(tr("Stop the clock and declare your best value (Ctrl+Enter)"));
        setAccessibleNameOnce(m_declare, tr("I've got it"));
    }
    if (m_game.hintsTaken() < kHintCount) {
        //: %1: the points a hint costs (2)
        m_hint->setText(tr("Hint (−%1 pts)").arg(kPointsPerHint));
        m_hint->setToolTip(tr("A hint about the easiest solution; this round can then score at "
                              "most %n point(s) (H)",
                              nullptr, maxPointsAfterHints(m_game.hintsTaken() + 1)));
    } else {
        m_hint->setText(tr("No hints left"));
        m_hint->setToolTip(tr("Every hint has been given"));
    }
    setAccessibleNameOnce(m_hint, tr("Take a hint"));
    m_showAnswer->setText(tr("Show the answer (0 pts)"));
    m_showAnswer->setToolTip(tr("Reveal the solver's answer now; this round scores nothing "
                                "(Ctrl+Shift+A)"));
    setAccessibleNameOnce(m_showAnswer, tr("Show the answer now"));
    setAccessibleNameOnce(m_clock, tr("Clock"));
    updateSecondsText();
}

} // namespace countdown::ui
