// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "headerbar.h"

#include "daily.h"
#include "elidedlabel.h"
#include "gamecontroller.h"
#include "plaintext.h"
#include "playername.h"
#include "theme.h"
#include "varianttext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

namespace countdown::ui {

HeaderBar::HeaderBar(const GameController &game, QWidget *parent)
    : QWidget(parent)
    , m_game(game)
    , m_title(new PlainLabel(this))
    , m_round(new ElidedLabel(this))
    , m_score(new PlainLabel(this))
    , m_pause(new QPushButton(this))
    , m_statistics(new QPushButton(this))
    , m_settings(new QPushButton(this))
{
    setObjectName(QStringLiteral("headerBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    m_title->setFont(typeFont(TypeRole::Title, m_title->font(), QFont::Bold));
    m_title->setObjectName(QStringLiteral("title"));
    m_round->setObjectName(QStringLiteral("roundInfo"));
    setTextRole(m_round, TextRole::Muted);
    m_score->setObjectName(QStringLiteral("sessionTotal"));
    QFont scoreFont = m_score->font();
    scoreFont.setBold(true);
    m_score->setFont(scoreFont);
    setTextRole(m_score, TextRole::Accent);
    m_pause->setObjectName(QStringLiteral("pauseButton"));
    m_statistics->setObjectName(QStringLiteral("statisticsButton"));
    m_settings->setObjectName(QStringLiteral("settingsButton"));
    layout->addWidget(m_title, 0);
    layout->addWidget(m_round, 1);
    layout->addWidget(m_score);
    layout->addSpacing(6);
    layout->addWidget(m_pause);
    layout->addWidget(m_statistics);
    layout->addWidget(m_settings);
    connect(m_pause, &QPushButton::clicked, this, &HeaderBar::pauseClicked);
    connect(m_statistics, &QPushButton::clicked, this, &HeaderBar::statisticsClicked);
    connect(m_settings, &QPushButton::clicked, this, &HeaderBar::settingsClicked);
    retranslate();
}

void HeaderBar::setRoundWidget(QWidget *widget)
{
    auto *row = static_cast<QBoxLayout *>(layout());
    row->insertWidget(row->indexOf(m_round) + 1, widget, 1);
    m_roundWidget = widget;
    widget->installEventFilter(this);
    m_round->setVisible(!widget->isVisibleTo(this));
}

bool HeaderBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_roundWidget
        && (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent)) {
        m_round->setVisible(event->type() == QEvent::HideToParent);
        updateTitleVisibility();
    }
    // Its texts changed (stars instead of numbers): the room the title may take too.
    if (watched == m_roundWidget && event->type() == QEvent::LayoutRequest)
        updateTitleVisibility();
    return QWidget::eventFilter(watched, event);
}

QString HeaderBar::roundText() const
{
    return m_round->fullText();
}

QString HeaderBar::scoreText() const
{
    return m_score->text();
}

void HeaderBar::refresh()
{
    const SolveMode mode =
        m_game.phase() == Phase::Idle ? m_game.settings().mode : m_game.round().mode;
    const QString modeText =
        mode == SolveMode::UseAll ? tr("every number must be used") : tr("numbers may be left out");
    m_round->setFullText(tr("%1 · %2 · %3").arg(whereText(), variantText(), modeText));
    m_score->setText(totalsText());
    m_score->setAccessibleName(m_score->text());
    m_pause->setEnabled(m_game.isRoundActive());
    m_pause->setText(m_game.isPaused() ? tr("&Resume") : tr("&Pause"));
}

// The rules of the round (between rounds: of the next one): a variant by its name, else the
// show's rules or a custom round.
QString HeaderBar::variantText() const
{
    const GameController &game = m_game;
    const bool idle = game.phase() == Phase::Idle;
    // A practice's fixed number of large is drawn under the UK rules, whatever the settings.
    const GameVariant &next =
        game.progress().practicePick() ? standardVariant() : game.settings().variant;
    const std::optional<GameVariant> &played = game.round().gameVariant;
    const GameVariant *shown = idle ? &next : played ? &*played : nullptr;
    if (shown && shown->id != standardVariant().id && shown->id != leCompteEstBonVariant().id)
        return variantName(*shown); // one of the other variants, by name
    const RuleSet rules =
        shown ? (shown->playerPicksLarge() ? RuleSet::Countdown : RuleSet::LeCompteEstBon)
              : game.round().rules;
    switch (rules) {
    case RuleSet::Countdown:
        return tr("Countdown");
    case RuleSet::LeCompteEstBon:
        return tr("Le compte est bon");
    case RuleSet::Custom:
        break;
    }
    return tr("Custom round");
}

// Which round this is: of the session, the day's puzzle, a look-up, or of a game or practice.
QString HeaderBar::whereText() const
{
    const GameController &game = m_game;
    const bool idle = game.phase() == Phase::Idle;
    if (game.round().revealAtOnce && !idle)
        return tr("Solved at once");
    if (game.round().dailyDate.isValid() && !idle) {
        const int number = dailyPuzzle(game.round().dailyDate).number;
        return game.round().dailyReplay ? tr("Daily puzzle #%1, replay").arg(number)
                                        : tr("Daily puzzle #%1").arg(number);
    }
    if (const std::optional<Challenge> &challenge = game.round().challenge; challenge && !idle) {
        if (!challenge->sender)
            return tr("A friend's challenge");
        const QString name =
            challenge->sender->name.isEmpty() ? tr("a friend") : challenge->sender->name;
        // What to beat first: a long name is cut at the end when the line is short.
        //: %1: the number the friend declared; %2: the friend's name
        return challenge->sender->value
                   ? tr("Challenge: beat %1 (%2)")
                         .arg(QLocale().toString(qlonglong(*challenge->sender->value)), name)
                   : tr("Challenge from %1").arg(name);
    }
    if (game.inGame()) {
        const int round = std::min(idle ? game.progress().round() + 1 : game.progress().round(),
                                   game.progress().rounds());
        return game.progress().focus()
                   ? tr("Practice: round %1 of %2").arg(round).arg(game.progress().rounds())
                   : tr("Game: round %1 of %2").arg(round).arg(game.progress().rounds());
    }
    return tr("Round %1").arg(idle ? game.singleRoundNumber() + 1 : game.singleRoundNumber());
}

// One total at a time: the game's during a game, the session's otherwise; against a contestant,
// both sides'; at one machine, everyone's; in a practice, its exact answers.
QString HeaderBar::totalsText() const
{
    const GameController &game = m_game;
    const int mine = game.inGame() ? game.progress().total() : game.sessionPoints();
    if (game.progress().isOneMachineGame()) {
        // Long names cut short (playername.h).
        QStringList totals;
        const QStringList &names = game.progress().players();
        for (int seat = 0; seat < names.size(); ++seat) {
            const std::size_t s = std::size_t(seat);
            const int points =
                s < game.progress().seatTotals().size() ? game.progress().seatTotals()[s] : 0;
            totals << tr("%1 %2").arg(shortPlayerName(names[seat])).arg(points);
        }
        return totals.join(QStringLiteral(" · "));
    }
    if (game.duel().playsThisRound()) {
        const int theirs =
            game.inGame() ? game.progress().contestantTotal() : game.duel().sessionPoints();
        return tr("You %1 · %2 %3").arg(mine).arg(game.duel().contestant()->name).arg(theirs);
    }
    if (game.inGame() && game.progress().focusedPractice() && game.progress().focus()) {
        // What a practice is about: exact answers, not points.
        const FocusedPracticeResult practice = *game.progress().focusedPractice();
        return tr("Exact: %1 of %n", nullptr, practice.rounds).arg(practice.exact);
    }
    return game.inGame() ? tr("Game: %n point(s)", nullptr, mine)
                         : tr("Total: %n point(s)", nullptr, mine);
}

void HeaderBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateTitleVisibility();
}

void HeaderBar::updateTitleVisibility()
{
    // Everything but the title at its natural size, the line about the round with room for a
    // few words, and the title: all of it, or no title.
    const int spacing = layout()->spacing();
    const bool roundWidgetShown = m_roundWidget && m_roundWidget->isVisibleTo(this);
    int needed =
        m_title->sizeHint().width() + spacing
        + (roundWidgetShown
               ? m_roundWidget->sizeHint().width()
               : m_round->fontMetrics().horizontalAdvance(QStringLiteral("Round 10 · Countdown")));
    for (QWidget *w : {static_cast<QWidget *>(m_score), static_cast<QWidget *>(m_pause),
                       static_cast<QWidget *>(m_statistics), static_cast<QWidget *>(m_settings)})
        needed += w->sizeHint().width() + spacing;
    m_title->setVisible(width() >= needed);
}

void HeaderBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void HeaderBar::retranslate()
{
    m_title->setText(tr("Countdown Numbers"));
    m_settings->setText(tr("Settings")); // Alt+S opens the Settings menu
    m_settings->setToolTip(tr("Settings (Ctrl+,)"));
    m_statistics->setText(tr("Stat&istics"));
    m_statistics->setToolTip(tr("Your progress (Ctrl+T)"));
    refresh();
    updateTitleVisibility();
}

} // namespace countdown::ui
