// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dailyshare.h"

#include "daily.h"
#include "hints.h"

#include <QCoreApplication>
#include <QTimeZone>

#include <algorithm>
#include <cstdlib>
#include <set>

namespace countdown {

namespace {

QString bandText(DailyBand band)
{
    switch (band) {
    case DailyBand::Exact:
        return QStringLiteral("🟩 ")
               + QCoreApplication::translate("countdown::DailyShare", "exact");
    case DailyBand::Within5:
        return QStringLiteral("🟨 ")
               + QCoreApplication::translate("countdown::DailyShare", "within 5");
    case DailyBand::Within10:
        return QStringLiteral("🟧 ")
               + QCoreApplication::translate("countdown::DailyShare", "within 10");
    case DailyBand::Further:
        return QStringLiteral("🟥 ")
               + QCoreApplication::translate("countdown::DailyShare", "further off");
    case DailyBand::NoAnswer:
        return QStringLiteral("⬛ ")
               + QCoreApplication::translate("countdown::DailyShare", "no answer");
    case DailyBand::AnswerShown:
        return QStringLiteral("👀 ")
               + QCoreApplication::translate("countdown::DailyShare", "answer shown");
    }
    return {};
}

} // namespace

DailyBand dailyBand(const RoundRecord &attempt)
{
    if (attempt.answerShown)
        return DailyBand::AnswerShown;
    if (!attempt.playerValue)
        return DailyBand::NoAnswer;
    const Number distance = std::abs(*attempt.playerValue - attempt.target);
    if (distance == 0)
        return DailyBand::Exact;
    if (distance <= 5)
        return DailyBand::Within5;
    if (distance <= 10)
        return DailyBand::Within10;
    return DailyBand::Further;
}

QString dailyShareText(const RoundRecord &attempt)
{
    const DailyPuzzle puzzle = dailyPuzzle(attempt.dailyDate);
    const int seconds = int((std::max<qint64>(attempt.millisecondsUsed, 0) + 500) / 1000);
    //: The first line of the shared result: %1 is the puzzle's number, %2 its date (2026-12-01)
    const QString title =
        QCoreApplication::translate("countdown::DailyShare", "Countdown Numbers #%1 · %2")
            .arg(puzzle.number)
            .arg(attempt.dailyDate.toString(Qt::ISODate));
    const QString result =
        QStringLiteral("%1 · 💡 %2/%3 · ⏱ %4")
            .arg(bandText(dailyBand(attempt)))
            .arg(attempt.hintsTaken)
            .arg(kHintCount)
            .arg(QCoreApplication::translate("countdown::DailyShare", "%1 s").arg(seconds));
    return title + QLatin1Char('\n') + result;
}

DailyStreaks dailyStreaks(const std::vector<RoundRecord> &rounds, QDate today)
{
    std::vector<QDate> days;
    for (const RoundRecord &r : rounds) {
        if (r.dailyDate.isValid())
            days.push_back(r.dailyDate);
    }
    return streaksOfDays(days, today);
}

DailyStreaks streaksOfDays(const std::vector<QDate> &played, QDate today)
{
    const std::set<QDate> days(played.begin(), played.end());
    DailyStreaks streaks;
    streaks.daysPlayed = int(days.size());
    int run = 0;
    QDate previous;
    for (const QDate &day : days) {
        run = previous.isValid() && previous.daysTo(day) == 1 ? run + 1 : 1;
        streaks.best = std::max(streaks.best, run);
        previous = day;
    }
    // The run still counts while the last day played is today or yesterday.
    if (previous.isValid() && previous.daysTo(today) >= 0 && previous.daysTo(today) <= 1)
        streaks.current = run;
    return streaks;
}

qint64 secondsToNextDaily(const QDateTime &now)
{
    // The start of tomorrow in the same zone (where a change of clocks skips midnight, the first
    // moment of the day).
    return std::max<qint64>(now.secsTo(now.date().addDays(1).startOfDay(now.timeZone())), 0);
}

} // namespace countdown
