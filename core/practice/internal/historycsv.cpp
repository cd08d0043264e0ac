// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "historycsv.h"

#include "historyfields.h"
#include "words.h"

#include <QStringList>

#include <algorithm>

namespace countdown::history {

namespace {

// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. A field
// that a spreadsheet would take for a formula (= + - @, or a tab or carriage return first: a
// tampered or shared history could carry =HYPERLINK(…)) gets a leading apostrophe, as
// spreadsheets themselves write text that looks like a formula.
QString csvField(const QString &field)
{
    static const QString formulaStart = QStringLiteral("=+-@\t\r");
    const QString text = !field.isEmpty() && formulaStart.contains(field.front())
                             ? QLatin1Char('\'') + field
                             : field;
    static const QString special = QStringLiteral(",\"\r\n");
    bool needsQuotes = false;
    for (const QChar c : text)
        needsQuotes = needsQuotes || special.contains(c);
    if (!needsQuotes)
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

// Exact to the millisecond, without going through floating point: 1500 → "1.500".
QString secondsText(qint64 milliseconds)
{
    const qint64 ms = std::max<qint64>(milliseconds, 0);
    return QStringLiteral("%1.%2").arg(ms / 1000).arg(ms % 1000, 3, 10, QLatin1Char('0'));
}

const char kCsvHeader[] = "id,played_at,game_id,variant,mode,numbers,target,large,player_value,"
                          "player_working,points,seconds_used,cheated,daily_date,difficulty,"
                          "solver_best,solver_solutions,other_players,hints,easiest_numbers,"
                          "needs_division,variant_id,variant_name,daily_set_date,"
                          "daily_set_position,challenge_code";

// Everyone else at the round, for people to read: "Mei (contestant, level 4): 602, 10 points,
// 75 * 8 + 2; Ben: nothing, 0 points".
QString otherPlayersText(const std::vector<PlayerRecord> &players)
{
    QStringList each;
    for (const PlayerRecord &p : players) {
        QString who = p.kind == PlayerRecord::Kind::Contestant
                          ? QStringLiteral("%1 (contestant, level %2)").arg(p.name).arg(p.level)
                      : p.kind == PlayerRecord::Kind::Challenger
                          ? QStringLiteral("%1 (challenger, %2 s, hints: %3)")
                                .arg(p.name, secondsText(p.millisecondsUsed))
                                .arg(p.hintsTaken)
                          : p.name;
        QString text =
            QStringLiteral("%1: %2, %3 points")
                .arg(who, p.value ? QString::number(*p.value) : QStringLiteral("nothing"))
                .arg(p.points);
        if (!p.method.isEmpty())
            text += QStringLiteral(", ") + p.method;
        each << text;
    }
    return each.join(QStringLiteral("; "));
}

QString csvLine(const RoundRecord &r)
{
    const QStringList fields = {
        QString::number(r.id),
        utcText(r.playedAt),
        r.gameId != 0 ? QString::number(r.gameId) : QString(),
        ruleSetWord(r.rules),
        modeWord(r.mode),
        numbersText(r.numbers),
        QString::number(r.target),
        r.large >= 0 ? QString::number(r.large) : QString(),
        r.playerValue ? QString::number(*r.playerValue) : QString(),
        r.playerWorking,
        QString::number(r.points),
        secondsText(r.millisecondsUsed),
        r.answerShown ? QStringLiteral("1") : QStringLiteral("0"),
        r.dailyDate.isValid() ? r.dailyDate.toString(Qt::ISODate) : QString(),
        r.difficulty ? difficultyWord(*r.difficulty) : QString(),
        QString::number(r.solverBest),
        r.solverSolutions >= 0 ? QString::number(r.solverSolutions) : QString(),
        otherPlayersText(r.players),
        QString::number(r.hintsTaken),
        r.easiestNumbers ? QString::number(*r.easiestNumbers) : QString(),
        r.needsDivision ? (*r.needsDivision ? QStringLiteral("1") : QStringLiteral("0"))
                        : QString(),
        // The variant a drawn round was drawn by ("seven-tiles", or a player's own with its
        // name): `variant` above says only which of the show's rule sets it is drawn like.
        r.gameVariant ? r.gameVariant->id : QString(),
        r.gameVariant ? r.gameVariant->name : QString(),
        r.dailySetDate.isValid() ? r.dailySetDate.toString(Qt::ISODate) : QString(),
        r.dailySetPosition > 0 ? QString::number(r.dailySetPosition) : QString(),
        r.challengeCode,
    };
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &field : fields)
        quoted.append(csvField(field));
    return quoted.join(QLatin1Char(','));
}

} // namespace

QByteArray roundsAsCsv(const std::vector<RoundRecord> &rounds)
{
    const QByteArray lineEnd("\r\n"); // RFC 4180
    QByteArray csv = QByteArray(kCsvHeader) + lineEnd;
    for (const RoundRecord &round : rounds)
        csv += csvLine(round).toUtf8() + lineEnd;
    return csv;
}

} // namespace countdown::history
