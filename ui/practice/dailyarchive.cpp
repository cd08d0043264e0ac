// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dailyarchive.h"

#include "daily.h"
#include "dailyset.h"
#include "dailyshare.h"
#include "plaintext.h"
#include "theme.h"

#include <QCalendarWidget>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTextCharFormat>
#include <QVBoxLayout>

namespace countdown::ui {

DailyArchiveDialog::DailyArchiveDialog(const std::vector<RoundRecord> &rounds, QDate today,
                                       QWidget *parent)
    : QDialog(parent)
    , m_today(today)
    , m_streaks(dailyStreaks(rounds, today))
    , m_streak(new PlainLabel(this))
    , m_calendar(new QCalendarWidget(this))
    , m_day(new PlainLabel(this))
    , m_play(new QPushButton(this))
    , m_playSet(new QPushButton(this))
{
    setObjectName(QStringLiteral("dailyArchive"));
    for (const RoundRecord &r : rounds) {
        if (r.dailyDate.isValid())
            m_attempts.try_emplace(r.dailyDate, r); // the first stored, as dailyAttempt() says
        if (r.dailySetDate.isValid())
            m_setRounds.push_back(r);
    }
    m_setStreaks = streaksOfDays(completedDailySetDays(m_setRounds), today);
    auto *layout = new QVBoxLayout(this);
    m_streak->setObjectName(QStringLiteral("archiveStreak"));
    m_streak->setWordWrap(true);
    layout->addWidget(m_streak);
    m_calendar->setObjectName(QStringLiteral("archiveCalendar"));
    m_calendar->setDateRange(firstDailyDate(), std::max(today, firstDailyDate()));
    m_calendar->setSelectedDate(today);
    m_calendar->setVerticalHeaderFormat(QCalendarWidget::NoVerticalHeader);
    layout->addWidget(m_calendar, 1);
    // Room for a day's two lines of text without squeezing the calendar into a stamp.
    m_calendar->setMinimumWidth(fontMetrics().averageCharWidth() * 52);
    m_day->setObjectName(QStringLiteral("archiveDay"));
    m_day->setWordWrap(true);
    m_day->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_day);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_play->setObjectName(QStringLiteral("archivePlay"));
    m_play->setDefault(true);
    buttons->addButton(m_play, QDialogButtonBox::ActionRole);
    m_playSet->setObjectName(QStringLiteral("archivePlaySet"));
    buttons->addButton(m_playSet, QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_play, &QPushButton::clicked, this, [this] {
        const QDate day = m_calendar->selectedDate();
        accept();
        Q_EMIT playRequested(day);
    });
    connect(m_playSet, &QPushButton::clicked, this, [this] {
        const QDate day = m_calendar->selectedDate();
        accept();
        Q_EMIT setPlayRequested(day);
    });
    connect(m_calendar, &QCalendarWidget::selectionChanged, this, &DailyArchiveDialog::showDay);
    connect(m_calendar, &QCalendarWidget::activated, m_play, &QPushButton::click);
    connect(&Theme::instance(), &Theme::changed, this, &DailyArchiveDialog::markPlayedDays);
    markPlayedDays();
    retranslate();
}

QString DailyArchiveDialog::dayText() const
{
    return m_day->text();
}

QString DailyArchiveDialog::streakText() const
{
    return m_streak->text();
}

// The days played stand out, not by colour alone: bold, underlined, on a tint of an exact
// answer's colour. The days still to come, which cannot be chosen, are faint.
void DailyArchiveDialog::markPlayedDays()
{
    const GameColors &colors = Theme::instance().colors();
    QTextCharFormat played;
    played.setFontWeight(QFont::Bold);
    played.setFontUnderline(true);
    played.setForeground(colors.good);
    QColor tint = colors.good;
    tint.setAlphaF(0.18);
    played.setBackground(tint);
    for (const auto &[day, attempt] : m_attempts)
        m_calendar->setDateTextFormat(day, played);
    QTextCharFormat toCome;
    toCome.setForeground(colors.mutedText);
    // As far as the calendar's last page shows (six weeks after the month of today).
    for (QDate day = m_today.addDays(1); day <= m_today.addDays(42); day = day.addDays(1))
        m_calendar->setDateTextFormat(day, toCome);
}

void DailyArchiveDialog::showDay()
{
    const QDate day = m_calendar->selectedDate();
    const auto attempt = m_attempts.find(day);
    QString text;
    if (attempt != m_attempts.end())
        text = dailyShareText(attempt->second);
    else
        //: %1: the puzzle's number; %2: its date (2026-12-01)
        text = tr("Daily puzzle #%1 · %2: not played")
                   .arg(dailyPuzzle(day).number)
                   .arg(day.toString(Qt::ISODate));
    const DailySetAttempts set = dailySetAttempts(m_setRounds, day);
    text += QLatin1Char('\n')
            //: %1: the day's set as its share text's second line ("🟩🟨⬜⬜⬜ ⭐ 5/15")
            + (set.played() > 0 ? tr("Set: %1").arg(
                   dailySetShareText(set, dailyPuzzle(day).number).section(QLatin1Char('\n'), 1))
                                : tr("Set: not played"));
    if (day != m_today)
        text += QLatin1Char('\n') + tr("Played from here, it is a replay: it does not count.");
    m_day->setText(text);
    m_play->setText(day == m_today && attempt == m_attempts.end() ? tr("&Play today's puzzle")
                                                                  : tr("&Play it"));
    m_playSet->setText(day == m_today && !set.complete() ? tr("Play today's s&et")
                                                         : tr("Play the s&et"));
}

void DailyArchiveDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void DailyArchiveDialog::retranslate()
{
    setWindowTitle(tr("Daily puzzle archive"));
    const QLocale locale;
    m_streak->setText(
        m_streaks.daysPlayed == 0
            ? tr("No daily puzzle played yet: today's is the first of a streak.")
            //: %1: days in a row up to today (or yesterday); %2: the most ever; %3: days in all
            : tr("Streak: %1 · best: %2 · days played: %3")
                  .arg(tr("%n day(s)", nullptr, m_streaks.current), locale.toString(m_streaks.best),
                       locale.toString(m_streaks.daysPlayed)));
    if (m_setStreaks.daysPlayed > 0)
        //: The daily set's streak: %1 days in a row, %2 the most ever
        m_streak->setText(
            m_streak->text() + QLatin1Char('\n')
            + tr("Sets played through: %1 in a row · best: %2")
                  .arg(locale.toString(m_setStreaks.current), locale.toString(m_setStreaks.best)));
    m_calendar->setAccessibleName(tr("Days of the daily puzzle; the days you played are in bold"));
    showDay();
}

} // namespace countdown::ui
