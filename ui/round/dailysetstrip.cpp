// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dailysetstrip.h"

#include "dailyset.h"
#include "elidedlabel.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>

namespace countdown::ui {

static_assert(kDailySetSize == 5, "the row has a button per puzzle");

int DailySetStripState::stars() const
{
    int total = 0;
    for (const DailySetPuzzleState &puzzle : puzzles)
        total += puzzle.stars.value_or(0);
    return total;
}

QString starsGlyphs(int stars)
{
    const int won = std::clamp(stars, 0, kMaxDailySetStars);
    return QString(won, QChar(0x2605)) + QString(kMaxDailySetStars - won, QChar(0x2606));
}

DailySetStrip::DailySetStrip(QWidget *parent)
    : QWidget(parent)
    , m_title(new ElidedLabel(this))
{
    setObjectName(QStringLiteral("dailySetStrip"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title->setObjectName(QStringLiteral("dailySetTitle"));
    setTextRole(m_title, TextRole::Muted);
    layout->addWidget(m_title, 1);
    for (int i = 0; i < kDailySetSize; ++i) {
        auto *button = new QToolButton(this);
        button->setObjectName(QStringLiteral("dailySetPuzzle%1").arg(i + 1));
        button->setCheckable(true);
        // Tool buttons: five of them share the header's line with its own at 800 pixels.
        button->setFocusPolicy(Qt::StrongFocus);
        connect(button, &QToolButton::clicked, this, [this, i] {
            refresh(); // a click must not leave a button checked that is not the current one
            Q_EMIT puzzleRequested(i + 1);
        });
        m_puzzles[std::size_t(i)] = button;
        layout->addWidget(button);
    }
    refresh();
}

void DailySetStrip::setState(const DailySetStripState &state)
{
    m_state = state;
    refresh();
}

QToolButton *DailySetStrip::puzzleButton(int position) const
{
    return position >= 1 && position <= kDailySetSize ? m_puzzles[std::size_t(position - 1)]
                                                      : nullptr;
}

QString DailySetStrip::titleText() const
{
    return m_title->fullText();
}

void DailySetStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void DailySetStrip::refresh()
{
    //: The daily set's title in its row: %1 is its number
    const QString title = m_state.practice ? tr("Set #%1 · practice").arg(m_state.number)
                                           : tr("Daily set #%1").arg(m_state.number);
    m_title->setFullText(QStringLiteral("%1 · %2").arg(
        title, tr("%1 of %2 stars").arg(m_state.stars()).arg(kDailySetSize * kMaxDailySetStars)));
    m_title->setToolTip(QLocale().toString(m_state.date, QLocale::LongFormat));
    // What is shown may be cut ("Tage…"): a screen reader reads it whole.
    m_title->setAccessibleName(m_title->fullText());
    for (int i = 0; i < kDailySetSize; ++i) {
        QToolButton *button = m_puzzles[std::size_t(i)];
        const DailySetPuzzleState &puzzle = m_state.puzzles[std::size_t(i)];
        const int position = i + 1;
        const bool current = position == m_state.current;
        // Played: its stars alone (the place in the row says which it is); to play: its number.
        QString text = QString::number(position);
        QString said;
        if (puzzle.stars) {
            text = starsGlyphs(*puzzle.stars);
            said = puzzle.answerShown ? tr("answer shown, no stars")
                                      : tr("%n star(s) of 3", nullptr, *puzzle.stars);
        } else {
            said = current ? tr("being played") : tr("to play");
        }
        button->setText(text);
        button->setChecked(current);
        // Marked by more than its fill colour: the puzzle being played is in bold too.
        QFont font = button->font();
        font.setBold(current);
        button->setFont(font);
        //: A puzzle of the daily set for screen readers: %1 its place (1-5), %2 its state
        button->setAccessibleName(tr("Puzzle %1 of 5: %2").arg(position).arg(said));
        button->setToolTip(
            puzzle.stars || current ? said : tr("Play puzzle %1 (%2)").arg(position).arg(said));
    }
}

} // namespace countdown::ui
