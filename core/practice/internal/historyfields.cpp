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

QString variantName(Variant variant)
{
    switch (variant) {
    case Variant::Countdown:
        return QStringLiteral("countdown");
    case Variant::LeCompteEstBon:
        return QStringLiteral("le-compte-est-bon");
    case Variant::Custom:
        return QStringLiteral("custom");
    }
    return QStringLiteral("custom");
}

Variant variantFromName(const QString &name)
{
    if (name == QLatin1String("countdown"))
        return Variant::Countdown;
    if (name == QLatin1String("le-compte-est-bon"))
        return Variant::LeCompteEstBon;
    return Variant::Custom;
}

QString modeName(SolveMode mode)
{
    return mode == SolveMode::UseAll ? QStringLiteral("use-all") : QStringLiteral("drop");
}

SolveMode modeFromName(const QString &name)
{
    return name == QLatin1String("use-all") ? SolveMode::UseAll : SolveMode::DropAllowed;
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
