#include "walkthroughpanel.h"

#include "gamecontroller.h"
#include "labelstyle.h"
#include "theme.h"
#include "walkthrough.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace countdown::ui {

using Step = Walkthrough::Step;

WalkthroughPanel::WalkthroughPanel(GameController &game, Walkthrough &tour, QWidget *parent)
    : QFrame(parent)
    , m_game(game)
    , m_tour(tour)
    , m_step(new QLabel(this))
    , m_instruction(new QLabel(this))
    , m_finish(new QPushButton(this))
    , m_skip(new QPushButton(this))
{
    setObjectName(QStringLiteral("walkthroughPanel"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(14, 6, 10, 6);
    row->setSpacing(10);

    auto *words = new QVBoxLayout;
    words->setSpacing(2);
    m_step->setObjectName(QStringLiteral("walkthroughStep"));
    setTextRole(m_step, TextRole::Accent);
    m_step->setFont(scaledFont(font(), 0.95, true));
    // Room above for the accents of capitals (the É of « Étape »), as makeCaption() leaves.
    m_step->setContentsMargins(0, std::max(2, m_step->fontMetrics().ascent() / 4), 0, 0);
    m_instruction->setObjectName(QStringLiteral("walkthroughInstruction"));
    m_instruction->setWordWrap(true);
    m_instruction->setTextFormat(Qt::PlainText);
    words->addWidget(m_step);
    words->addWidget(m_instruction);
    row->addLayout(words, 1);

    // For the mouse and Tab, as the header's buttons are: a click must not leave the focus here,
    // where the board's keys (Space, Enter, the digits) would not reach the game.
    m_finish->setObjectName(QStringLiteral("walkthroughFinish"));
    m_skip->setObjectName(QStringLiteral("walkthroughSkip"));
    for (QPushButton *b : {m_finish, m_skip}) {
        b->setFocusPolicy(Qt::TabFocus);
        b->setAutoDefault(false);
        row->addWidget(b, 0, Qt::AlignVCenter);
    }
    connect(m_finish, &QPushButton::clicked, &m_tour, &Walkthrough::finish);
    connect(m_skip, &QPushButton::clicked, &m_tour, &Walkthrough::skip);

    connect(&m_tour, &Walkthrough::stepChanged, this, &WalkthroughPanel::refresh);
    connect(&m_tour, &Walkthrough::exampleChanged, this, &WalkthroughPanel::refresh);
    connect(&m_game, &GameController::pausedChanged, this, &WalkthroughPanel::refresh);
    refresh();
}

void WalkthroughPanel::refresh()
{
    setVisible(m_tour.isActive());
    const Step step = m_tour.step();
    //: The coach banner of the first-run tour; %1 of %2 steps
    m_step->setText(
        tr("Guided round · Step %1 of %2").arg(m_tour.stepNumber()).arg(Walkthrough::kSteps));

    // The round's easiest first step, written as the board writes it ("75 + 25").
    QString example;
    if (const std::optional<Walkthrough::Example> e = m_tour.example()) {
        const QLocale locale;
        example = QStringLiteral("%1 %2 %3")
                      .arg(locale.toString(e->left), operatorSymbol(e->op, Notation::Typographic),
                           locale.toString(e->right));
    }
    QString text;
    switch (step) {
    case Step::Pick:
        text = tr("A round to learn the game, with no clock and nothing recorded in your "
                  "statistics. First, choose how many large numbers you want: click a number "
                  "below, or press 0–4.");
        break;
    case Step::Combine:
        text = example.isEmpty()
                   ? tr("Make the target from the tiles: click a tile, then an operation, then "
                        "another tile. The keys work too: a tile’s place (1–6), then + − × ÷.")
                   //: %1 is a step such as "75 + 25"
                   : tr("Make the target from the tiles: click a tile, then an operation, then "
                        "another tile — try %1. The keys work too: a tile’s place (1–6), then "
                        "+ − × ÷.")
                         .arg(example);
        break;
    case Step::Undo:
        text = tr("The result takes the place of its two tiles. Changed your mind? Press "
                  "Backspace, or Undo, to take the step back.");
        break;
    case Step::Type:
        text = example.isEmpty()
                   ? tr("You can also type your answer in the field at the bottom, with + − × ÷ "
                        "and brackets.")
                   //: %1 is a step such as "75 + 25"
                   : tr("You can also type your answer in the field at the bottom, with + − × ÷ "
                        "and brackets: try %1.")
                         .arg(example);
        break;
    case Step::Declare:
        text = tr("When you are happy with it, press Enter or “I’ve got it” to declare: your "
                  "closest value is scored.");
        break;
    case Step::Reveal:
        text = tr("Here is the solver’s answer, and what you scored. Other rounds have a clock "
                  "(30 seconds unless you change it in the settings). Press Finish to end the "
                  "tour.");
        break;
    case Step::Done:
        break;
    }
    if (m_game.isPaused() && step != Step::Pick && step != Step::Reveal)
        text = tr("The round is paused: press P, or Resume, to carry on.");
    m_instruction->setText(text);

    m_finish->setText(tr("Finish"));
    m_finish->setToolTip(tr("End the tour: it will not start by itself again"));
    m_finish->setVisible(step == Step::Reveal);
    m_skip->setText(tr("Skip tour"));
    m_skip->setToolTip(tr("End the tour now; Help ▸ Guided first round starts it again"));
    setAccessibleName(tr("Guided round"));
}

QString WalkthroughPanel::stepText() const
{
    return m_step->text();
}

QString WalkthroughPanel::instructionText() const
{
    return m_instruction->text();
}

QSize WalkthroughPanel::minimumSizeHint() const
{
    // Its lines wrap at the width it is given; at the least width, it is as tall as they need.
    QSize size = QFrame::minimumSizeHint();
    if (layout() && layout()->hasHeightForWidth())
        size.setHeight(std::max(size.height(), layout()->totalHeightForWidth(size.width())));
    return size;
}

void WalkthroughPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace countdown::ui
