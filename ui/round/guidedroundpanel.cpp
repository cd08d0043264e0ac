// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "guidedroundpanel.h"

#include "gamecontroller.h"
#include "guidedround.h"
#include "plaintext.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace countdown::ui {

using Step = GuidedRound::Step;

GuidedRoundPanel::GuidedRoundPanel(GameController &game, GuidedRound &guidedRound, QWidget *parent)
    : QFrame(parent)
    , m_game(game)
    , m_guidedRound(guidedRound)
    , m_step(new PlainLabel(this))
    , m_instruction(new PlainLabel(this))
    , m_finish(new QPushButton(this))
    , m_skip(new QPushButton(this))
{
    setObjectName(QStringLiteral("guidedRoundPanel"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(12, 3, 8, 3);
    row->setSpacing(10);

    // One paragraph, the step in bold and the instruction after it: on a small screen the banner
    // takes the header's place (GameView) and must be no taller than two or three lines.
    m_step->setObjectName(QStringLiteral("guidedRoundStep"));
    m_step->hide(); // its text leads the paragraph; the label stays for its accessible name
    m_instruction->setObjectName(QStringLiteral("guidedRoundInstruction"));
    m_instruction->setWordWrap(true);
    m_instruction->setTextFormat(Qt::RichText);
    m_instruction->setTextInteractionFlags(Qt::NoTextInteraction);
    m_instruction->setFont(typeFont(TypeRole::Small, font()));
    row->addWidget(m_instruction, 1);

    // For the mouse and Tab, as the header's buttons are: a click must not leave the focus here,
    // where the board's keys (Space, Enter, the digits) would not reach the game.
    m_finish->setObjectName(QStringLiteral("guidedRoundFinish"));
    m_skip->setObjectName(QStringLiteral("guidedRoundSkip"));
    for (QPushButton *b : {m_finish, m_skip}) {
        b->setFocusPolicy(Qt::TabFocus);
        b->setAutoDefault(false);
        row->addWidget(b, 0, Qt::AlignVCenter);
    }
    connect(m_finish, &QPushButton::clicked, &m_guidedRound, &GuidedRound::finish);
    connect(m_skip, &QPushButton::clicked, &m_guidedRound, &GuidedRound::skip);

    connect(&m_guidedRound, &GuidedRound::stepChanged, this, &GuidedRoundPanel::refresh);
    connect(&m_guidedRound, &GuidedRound::exampleChanged, this, &GuidedRoundPanel::refresh);
    connect(&m_game, &GameController::pausedChanged, this, &GuidedRoundPanel::refresh);
    refresh();
}

void GuidedRoundPanel::refresh()
{
    setVisible(m_guidedRound.isActive());
    const Step step = m_guidedRound.step();
    //: The coach banner of the guided round; %1 of %2 steps
    m_step->setText(tr("Guided round · Step %1 of %2")
                        .arg(m_guidedRound.stepNumber())
                        .arg(GuidedRound::kSteps));

    // The round's easiest first step, written as the board writes it ("75 + 25").
    QString example;
    if (const std::optional<GuidedRound::Example> e = m_guidedRound.example()) {
        const QLocale locale;
        example = QStringLiteral("%1 %2 %3")
                      .arg(locale.toString(e->left), operatorSymbol(e->op, Notation::Typographic),
                           locale.toString(e->right));
    }
    QString text;
    switch (step) {
    // Each at most two lines beside the button at 800×600, in every language.
    case Step::Pick:
        text = tr("No clock, nothing recorded. How many large numbers? Click one below, or "
                  "press 0–4.");
        break;
    case Step::Combine:
        text = example.isEmpty()
                   ? tr("Click a tile, an operation, then another tile. Or by keys: a tile’s "
                        "place (1–6), then + − × ÷.")
                   //: %1 is a step such as "75 + 25"
                   : tr("Click a tile, an operation, then another tile: try %1. Or by keys: a "
                        "tile’s place (1–6), then + − × ÷.")
                         .arg(example);
        break;
    case Step::Undo:
        text = tr("The result takes its tiles’ place. Backspace or Undo takes the step back.");
        break;
    case Step::Type:
        text = example.isEmpty()
                   ? tr("Or type your answer in the field at the bottom, with + − × ÷ and "
                        "brackets.")
                   //: %1 is a step such as "75 + 25"
                   : tr("Or type your answer in the field at the bottom, with + − × ÷ and "
                        "brackets: try %1.")
                         .arg(example);
        break;
    case Step::Declare:
        text = tr("Happy with it? Enter or “I’ve got it” declares: your closest value scores.");
        break;
    case Step::Reveal:
        text = tr("The solver’s answer and your points. Other rounds have a clock (Settings). "
                  "Finish ends the guided round.");
        break;
    case Step::Done:
        break;
    }
    if (m_game.isPaused() && step != Step::Pick && step != Step::Reveal)
        text = tr("The round is paused: press P, or Resume, to carry on.");
    m_plainInstruction = text;
    // The banner itself says it is the guided round: the paragraph gives the step only
    // ("Step 2 of 6").
    //: Leads the guided round's instruction, in bold; %1 of %2 steps
    const QString stepWords =
        tr("Step %1 of %2").arg(m_guidedRound.stepNumber()).arg(GuidedRound::kSteps);
    m_instruction->setText(
        QStringLiteral("<b>%1</b> · %2").arg(stepWords.toHtmlEscaped(), text.toHtmlEscaped()));
    m_instruction->setAccessibleName(m_step->text() + QStringLiteral(" · ") + text);

    m_finish->setText(tr("Finish"));
    m_finish->setToolTip(tr("End the guided round: it will not start by itself again"));
    m_finish->setVisible(step == Step::Reveal);
    m_skip->setVisible(step != Step::Reveal); // at the last step, Finish says it all
    m_skip->setText(tr("Skip the guided round"));
    m_skip->setToolTip(tr("End the guided round now; Help ▸ Guided first round starts it again"));
    setAccessibleName(tr("Guided round"));
}

QString GuidedRoundPanel::stepText() const
{
    return m_step->text();
}

QString GuidedRoundPanel::instructionText() const
{
    return m_plainInstruction;
}

QSize GuidedRoundPanel::minimumSizeHint() const
{
    // The narrowest it should be given is where its paragraph takes two lines: narrower, a third
    // line would make the window taller than a 960×540 screen. Never below its minimum width
    // (GameView sets the board's); the search goes up to 1.6 times that.
    QSize size = QFrame::minimumSizeHint();
    QLayout *row = layout();
    if (!row || !row->hasHeightForWidth())
        return size;
    // What the buttons, the margins and the frame leave the paragraph of a width.
    int beside = row->contentsMargins().left() + row->contentsMargins().right() + 2 * frameWidth();
    for (const QPushButton *b : {m_finish, m_skip}) {
        if (!b->isHidden())
            beside += b->sizeHint().width() + row->spacing();
    }
    const int twoLines = 2 * m_instruction->fontMetrics().lineSpacing() + 4;
    const int least = std::max(size.width(), minimumWidth());
    // The height only falls as the width grows: halve the interval (it is asked for at every
    // layout, and each question lays the text out).
    int low = least;
    int high = least * 8 / 5;
    while (low < high) {
        const int mid = (low + high) / 2;
        if (m_instruction->heightForWidth(mid - beside) > twoLines)
            low = mid + 1;
        else
            high = mid;
    }
    const int width = low;
    return QSize(width, std::max(size.height(), row->totalHeightForWidth(width)));
}

void GuidedRoundPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace countdown::ui
