// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The daily puzzle's archive: the streak, every day since day #1 on a calendar, the days played
// marked and the days to come faint, each day's share text when it was played, and any day to
// play again. A past day is practice (kept
// as a custom round, so the statistics leave it out); today is the day's attempt.
#pragma once

#include "dailyshare.h"
#include "history.h"

#include <QDate>
#include <QDialog>

#include <map>
#include <vector>

class QCalendarWidget;
class QLabel;
class QPushButton;

namespace countdown::ui {

class DailyArchiveDialog : public QDialog {
    Q_OBJECT

public:
    // `rounds`: the history (its recorded daily attempts are used); `today`: the last day shown.
    DailyArchiveDialog(const std::vector<countdown::RoundRecord> &rounds, QDate today,
                       QWidget *parent = nullptr);

    QCalendarWidget *calendar() const { return m_calendar; }
    QString dayText() const;
    QString streakText() const;
    QPushButton *playSetButton() const { return m_playSet; }
    bool isPlayed(QDate day) const { return m_attempts.count(day) > 0; }

Q_SIGNALS:
    // The player chose to play `day`'s puzzle, or its set (the dialog closes).
    void playRequested(QDate day);
    void setPlayRequested(QDate day);

protected:
    void changeEvent(QEvent *event) override;

private:
    void markPlayedDays();
    void showDay();
    void retranslate();

    std::map<QDate, countdown::RoundRecord> m_attempts;
    QDate m_today;
    countdown::DailyStreaks m_streaks;
    QLabel *m_streak;
    QCalendarWidget *m_calendar;
    QLabel *m_day;
    QPushButton *m_play;
    QPushButton *m_playSet;
    std::vector<countdown::RoundRecord> m_setRounds; // the daily sets' attempts
    countdown::DailyStreaks m_setStreaks;
};

} // namespace countdown::ui
