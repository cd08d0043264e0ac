// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "settingkinds.h"

#include "challengecode.h"
#include "language.h"
#include "onemachine.h"
#include "settings.h"
#include "variantfile.h"
#include "words.h"

namespace countdown::ui {

namespace {

// What display/language says for following the system's language.
constexpr auto kSystemLanguageWord = "system";
// What statistics/rules says for every round, whatever its rules.
constexpr auto kAllRulesWord = "all";

bool isInteger(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Long:
    case QMetaType::ULong:
        return true;
    default:
        return false;
    }
}

std::optional<qint64> readInteger(const QVariant &value)
{
    bool ok = false;
    qint64 number = 0;
    if (isInteger(value))
        number = value.toLongLong(&ok);
    else if (const auto text = readSettingText(value))
        number = text->toLongLong(&ok, 10); // "45"; not "45.0", "0x2d" or "45 s"
    if (!ok)
        return std::nullopt;
    return number;
}

QString range(int low, int high)
{
    return codeText(QString::number(low)) + QChar(0x2013) + codeText(QString::number(high));
}

} // namespace

std::optional<QString> readSettingText(const QVariant &value)
{
    if (value.typeId() != QMetaType::QString)
        return std::nullopt;
    return value.toString().trimmed();
}

QString codeText(const QString &text)
{
    return QLatin1Char('`') + text + QLatin1Char('`');
}

std::optional<bool> Flag::read(const QVariant &value, const AppSettings &) const
{
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    if (isInteger(value)) {
        const qint64 number = value.toLongLong();
        if (number == 0 || number == 1)
            return number == 1;
        return std::nullopt;
    }
    if (const auto text = readSettingText(value)) {
        if (text->compare(QLatin1String("true"), Qt::CaseInsensitive) == 0
            || *text == QLatin1Char('1'))
            return true;
        if (text->compare(QLatin1String("false"), Qt::CaseInsensitive) == 0
            || *text == QLatin1Char('0'))
            return false;
    }
    return std::nullopt;
}

QString Flag::allowed() const
{
    return codeText(QStringLiteral("true")) + QStringLiteral(", ")
           + codeText(QStringLiteral("false"));
}

std::optional<int> Range::read(const QVariant &value, const AppSettings &) const
{
    const std::optional<qint64> number = readInteger(value);
    if (!number)
        return std::nullopt;
    if ((orZero && *number == 0) || (*number >= low && *number <= high))
        return static_cast<int>(*number);
    return std::nullopt;
}

QString Range::allowed() const
{
    const QString numbers = range(low, high);
    return orZero ? codeText(QStringLiteral("0")) + QStringLiteral(", ") + numbers : numbers;
}

QString themeWord(ThemeChoice choice)
{
    switch (choice) {
    case ThemeChoice::Light:
        return QStringLiteral("light");
    case ThemeChoice::Dark:
        return QStringLiteral("dark");
    case ThemeChoice::HighContrast:
        return QStringLiteral("high-contrast");
    case ThemeChoice::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<GameVariant> VariantChoice::read(const QVariant &value,
                                               const AppSettings &readBefore) const
{
    const std::optional<QString> id = readSettingText(value);
    return id ? findVariant(id->toLower(), readBefore.ownVariants) : std::nullopt;
}

QVariant VariantChoice::write(const GameVariant &variant) const
{
    if (variant.id == standardVariant().id)
        return QString::fromLatin1(kCountdownWord);
    if (variant.id == leCompteEstBonVariant().id)
        return QString::fromLatin1(kLeCompteEstBonWord);
    return variant.id;
}

QString VariantChoice::allowed() const
{
    QStringList ids;
    for (const GameVariant &builtIn : builtInVariants())
        ids << codeText(write(builtIn).toString());
    return ids.join(QStringLiteral(", "))
           + QStringLiteral(", or the id of one of the player's own (`variants/<id>`)");
}

std::optional<QString> LanguageChoice::read(const QVariant &value, const AppSettings &) const
{
    const std::optional<QString> text = readSettingText(value);
    if (!text)
        return std::nullopt;
    const QString code = text->toLower();
    if (code == QLatin1String(kSystemLanguageWord))
        return QString();
    if (Language::available().contains(code))
        return code;
    return std::nullopt;
}

QVariant LanguageChoice::write(const QString &code) const
{
    return code.isEmpty() ? QString::fromLatin1(kSystemLanguageWord) : code;
}

QString LanguageChoice::allowed() const
{
    QStringList codes{codeText(QString::fromLatin1(kSystemLanguageWord))};
    for (const QString &code : Language::available())
        codes << codeText(code);
    return codes.join(QStringLiteral(", "));
}

std::optional<QByteArray> Bytes::read(const QVariant &value, const AppSettings &) const
{
    if (value.typeId() != QMetaType::QByteArray)
        return std::nullopt;
    return value.toByteArray();
}

QString Bytes::allowed() const
{
    return QStringLiteral("bytes, as `@ByteArray(…)` in a file");
}

std::optional<QStringList> PlayerNames::read(const QVariant &value, const AppSettings &) const
{
    // Earlier versions saved no names as an empty list, which an INI file holds as @Invalid().
    if (!value.isValid())
        return QStringList();
    if (value.typeId() != QMetaType::QStringList && value.typeId() != QMetaType::QString)
        return std::nullopt;
    QStringList names;
    for (const QString &name : value.toStringList()) {
        if (!name.trimmed().isEmpty() && names.size() < kMaxOneMachinePlayers)
            names << name.trimmed().left(kMaxPlayerNameLength);
    }
    return names;
}

QVariant PlayerNames::write(const QStringList &names) const
{
    // An empty list would be written @Invalid(), which reads back as no value at all.
    return names.isEmpty() ? QVariant(QString()) : QVariant(names);
}

QString PlayerNames::allowed() const
{
    return QStringLiteral("up to %1 names, between commas, of up to %2 characters each")
        .arg(kMaxOneMachinePlayers)
        .arg(kMaxPlayerNameLength);
}

std::optional<QString> ChallengerName::read(const QVariant &value, const AppSettings &) const
{
    const std::optional<QString> text = readSettingText(value);
    if (!text)
        return std::nullopt;
    return challengeName(text->trimmed()).trimmed();
}

QString ChallengerName::allowed() const
{
    return QStringLiteral("a name of up to %1 characters, without control characters")
        .arg(kMaxChallengeNameLength);
}

std::optional<std::optional<RulesPlayed>> RulesFilter::read(const QVariant &value,
                                                            const AppSettings &) const
{
    const std::optional<QString> text = readSettingText(value);
    if (!text)
        return std::nullopt;
    if (*text == QLatin1String(kAllRulesWord))
        return std::optional<RulesPlayed>();
    const QStringList words = text->split(QLatin1Char(' '));
    if (words.size() != 2 || !isVariantId(words[0]))
        return std::nullopt;
    const std::optional<SolveMode> mode = modeFromWord(words[1]);
    if (!mode)
        return std::nullopt;
    return std::optional<RulesPlayed>(RulesPlayed{words[0], *mode});
}

QVariant RulesFilter::write(const std::optional<RulesPlayed> &rules) const
{
    return rules ? rules->variantId + QLatin1Char(' ') + modeWord(rules->mode)
                 : QString::fromLatin1(kAllRulesWord);
}

QString RulesFilter::allowed() const
{
    QStringList forms{codeText(QString::fromLatin1(kAllRulesWord))};
    for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll})
        forms << codeText(QStringLiteral("<variant id> ") + modeWord(mode));
    return forms.join(QStringLiteral(", "));
}

} // namespace countdown::ui
