// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "settingstable.h"

namespace countdown::ui {

Q_LOGGING_CATEGORY(lcSettings, "countdown.settings")

QStringList settingKeys()
{
    QStringList keys;
    forEachSetting([&keys](const auto &setting) { keys << QLatin1String(setting.key); });
    return keys;
}

const char *formerKey(const char *key)
{
    for (const RenamedKey &renamed : kRenamedKeys) {
        if (qstrcmp(renamed.key, key) == 0)
            return renamed.former;
    }
    return nullptr;
}

namespace {

// A cell of a Markdown table: a '|' of its own would end it.
QString cell(QString text)
{
    return text.replace(QLatin1Char('|'), QLatin1String("\\|"));
}

QString row(const QString &key, const QString &fallback, const QString &allowed,
            const QString &description)
{
    return QStringLiteral("| %1 | %2 | %3 | %4 |\n")
        .arg(cell(codeText(key)), cell(fallback), cell(allowed), cell(QString(description)));
}

// A default as the file holds it; an empty one (no names, no geometry) is "none".
QString defaultText(const QVariant &stored)
{
    const QString text = stored.typeId() == QMetaType::QStringList
                             ? stored.toStringList().join(QStringLiteral(", "))
                             : stored.toString();
    return text.isEmpty() ? QStringLiteral("none") : codeText(text);
}

// What a key is, and the name it had before when it was renamed.
QString descriptionOf(const char *key, const char *description)
{
    QString text = QString::fromUtf8(description);
    if (const char *former = formerKey(key))
        text += QStringLiteral(" (%1 before: read when this key is missing)")
                    .arg(codeText(QLatin1String(former)));
    return text;
}

} // namespace

QString settingsReference()
{
    QString table = QStringLiteral("| Key | Default | Allowed values | What it is |\n"
                                   "| --- | --- | --- | --- |\n");
    forEachSetting([&table](const auto &setting) {
        table += row(QLatin1String(setting.key), defaultText(setting.kind.write(setting.fallback)),
                     setting.kind.allowed(), descriptionOf(setting.key, setting.description));
    });
    table += row(QLatin1String(kOwnVariantsGroup) + QStringLiteral("/<id>"), QStringLiteral("none"),
                 QStringLiteral("a variant's file as one line of JSON, whose id is `<id>` and no "
                                "built-in's"),
                 QStringLiteral("A variant of the player's own (Settings → Edit variants…), one "
                                "key each"));
    return table;
}

} // namespace countdown::ui
