#include "dailyarchive.h"

#include "daily.h"
#include "dailyshare.h"
#include "plaintext.h"
#include "theme.h"

#include <QCalendarWidget>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QTextCharFormat>
#include <QVBoxLayout>

namespace countdown::ui {

DailyArchiveDialog::DailyArchiveDialog(const std::vector<RoundRecord> &rounds, QDate today,
                                       QWidget *parent)
    : QDialog(parent)
    , m_today(today)
    , m_calendar(new QCalendarWidget(this))
    , m_day(new PlainLabel(this))
    , m_play(new QPushButton(this))
{
    setObjectName(QStringLiteral("dailyArchive"));
    for (const RoundRecord &r : rounds) {
        if (r.dailyDate.isValid())
            m_attempts.try_emplace(r.dailyDate, r); // the first stored, as dailyAttempt() says
    }
    auto *layout = new QVBoxLayout(this);
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
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_play, &QPushButton::clicked, this, [this] {
        const QDate day = m_calendar->selectedDate();
        accept();
        Q_EMIT playRequested(day);
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

// The days played stand out: bold, in the colour of an exact answer.
void DailyArchiveDialog::markPlayedDays()
{
    QTextCharFormat played;
    played.setFontWeight(QFont::Bold);
    played.setForeground(Theme::instance().colors().good);
    for (const auto &[day, attempt] : m_attempts)
        m_calendar->setDateTextFormat(day, played);
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
    if (day != m_today)
        text += QLatin1Char('\n') + tr("Played from here, it is practice: it does not count.");
    m_day->setText(text);
    m_play->setText(day == m_today && attempt == m_attempts.end() ? tr("&Play today's puzzle")
                                                                  : tr("&Play it"));
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
    m_calendar->setAccessibleName(tr("Days of the daily puzzle; the days you played are in bold"));
    showDay();
}

} // namespace countdown::ui
