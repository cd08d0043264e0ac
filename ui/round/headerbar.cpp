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
    const GameController &game = m_game;
    const bool idle = game.phase() == Phase::Idle;
    QString variant;
    // A practice's fixed number of large is dealt under the UK rules, whatever the settings.
    const GameVariant &next = game.practicePick() ? standardVariant() : game.settings().variant;
    const std::optional<GameVariant> &played = game.roundGameVariant();
    const GameVariant *shown = idle ? &next : played ? &*played : nullptr;
    const bool showsRules =
        shown && shown->id != standardVariant().id && shown->id != leCompteEstBonVariant().id;
    const Variant rules =
        shown ? (shown->playerPicksLarge() ? Variant::Countdown : Variant::LeCompteEstBon)
              : game.roundVariant();
    if (showsRules) {
        variant = variantName(*shown); // one of the other variants, by name
    } else {
        switch (rules) {
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
    }
    const SolveMode mode = idle ? game.settings().mode : game.roundMode();
    const QString modeText =
        mode == SolveMode::UseAll ? tr("every number must be used") : tr("numbers may be left out");
    QString where =
        tr("Round %1").arg(idle ? game.singleRoundNumber() + 1 : game.singleRoundNumber());
    if (game.isRevealedAtOnce() && !idle) {
        where = tr("Solved at once");
    } else if (game.dailyDate().isValid() && !idle) {
        const int number = dailyPuzzle(game.dailyDate()).number;
        where = game.isDailyPractice() ? tr("Daily puzzle #%1, practice").arg(number)
                                       : tr("Daily puzzle #%1").arg(number);
    } else if (game.inGame()) {
        const int round =
            std::min(idle ? game.gameRound() + 1 : game.gameRound(), game.gameRounds());
        where = game.practiceFocus()
                    ? tr("Practice: round %1 of %2").arg(round).arg(game.gameRounds())
                    : tr("Game: round %1 of %2").arg(round).arg(game.gameRounds());
    }
    m_round->setFullText(tr("%1 · %2 · %3").arg(where, variant, modeText));
    // One total at a time: the game's during a game, the session's otherwise; against a
    // contestant, both sides'.
    const int mine = game.inGame() ? game.gameTotal() : game.sessionPoints();
    if (game.isHotSeat()) {
        // Everyone's total at the machine, long names cut short (playername.h).
        QStringList totals;
        const QStringList &names = game.hotSeatPlayers();
        for (int seat = 0; seat < names.size(); ++seat) {
            const std::size_t s = std::size_t(seat);
            const int points = s < game.hotSeatTotals().size() ? game.hotSeatTotals()[s] : 0;
            totals << tr("%1 %2").arg(shortPlayerName(names[seat])).arg(points);
        }
        m_score->setText(totals.join(QStringLiteral(" · ")));
    } else if (game.hasOpponent()) {
        const int theirs = game.inGame() ? game.gameOpponentTotal() : game.sessionOpponentPoints();
        m_score->setText(tr("You %1 · %2 %3").arg(mine).arg(game.opponent()->name).arg(theirs));
    } else if (game.inGame() && game.focusedPractice() && game.practiceFocus()) {
        // What a practice is about: exact answers, not points.
        const FocusedPracticeResult practice = *game.focusedPractice();
        m_score->setText(tr("Exact: %1 of %n", nullptr, practice.rounds).arg(practice.exact));
    } else {
        m_score->setText(game.inGame() ? tr("Game: %n point(s)", nullptr, mine)
                                       : tr("Total: %n point(s)", nullptr, mine));
    }
    m_score->setAccessibleName(m_score->text());
    const bool active = game.isRoundActive();
    m_pause->setEnabled(active);
    m_pause->setText(game.isPaused() ? tr("&Resume") : tr("&Pause"));
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
    int needed = m_title->sizeHint().width() + spacing
                 + m_round->fontMetrics().horizontalAdvance(QStringLiteral("Round 10 · Countdown"));
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
