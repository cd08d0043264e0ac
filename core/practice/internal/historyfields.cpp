// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "historyfields.h"

#include <QStringList>

namespace countdown::history {

QString utcText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime utcFromText(const QString &text)
{
    return QDateTime::fromString(text, Qt::ISODateWithMs).toUTC();
}

QString numbersText(const std::vector<Number> &numbers)
{
    QStringList parts;
    parts.reserve(qsizetype(numbers.size()));
    for (const Number n : numbers)
        parts.append(QString::number(n));
    return parts.join(QLatin1Char(' '));
}

std::vector<Number> numbersFromText(const QString &text)
{
    std::vector<Number> numbers;
    const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        bool ok = false;
        const Number n = part.toLongLong(&ok);
        if (ok)
            numbers.push_back(n);
    }
    return numbers;
}

} // namespace countdown::history
