// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "damagedsettings.h"

#include "settingstable.h"
#include "variantfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStringDecoder>
#include <QStringList>

namespace countdown::ui {

namespace {

// What QSettings reads without complaint may still be no settings file: its INI reader takes
// binary bytes as keys. A NUL byte or bytes that are not UTF-8 are damage too, except in one of
// the player's own variants: a hand edit or a bad sector there costs that variant only, not every
// setting.
struct FileCheck {
    bool damaged = false;
    QStringList lostVariants; // their keys, e.g. "variants/my-variant-1"
};

FileCheck checkFile(const QString &path)
{
    FileCheck check;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return check; // missing, or unreadable: QSettings says so itself
    const QByteArray bytes = file.readAll();
    if (bytes.contains('\0')) {
        check.damaged = true;
        return check;
    }
    QByteArray section;
    for (const QByteArray &line : bytes.split('\n')) {
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString text = utf8(line); // the decoder works only when its result is taken
        const QByteArray trimmed = line.trimmed();
        if (!utf8.hasError()) {
            if (trimmed.startsWith('[') && trimmed.endsWith(']'))
                section = trimmed.mid(1, trimmed.size() - 2);
            continue;
        }
        // A variant's line (its key an id: no escapes) loses that variant; any other, the file.
        const QByteArray key = trimmed.left(trimmed.indexOf('=')).trimmed();
        const QString id = QString::fromLatin1(key);
        if (section == kOwnVariantsGroup && trimmed.contains('=') && isVariantId(id)) {
            check.lostVariants << QLatin1String(kOwnVariantsGroup) + QLatin1Char('/') + id;
            continue;
        }
        check.damaged = true;
        return check;
    }
    return check;
}

// Beside the file, named for when it was found: settings.damaged-20250101-120000.conf.
QString keepCopy(const QString &path)
{
    const QFileInfo file(path);
    const QString copy = file.dir().filePath(
        file.completeBaseName() + QStringLiteral(".damaged-")
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))
        + QLatin1Char('.') + file.suffix());
    const bool copied = QFile::copy(path, copy);
    qCInfo(lcSettings) << "the settings file" << path << "could not be read; kept as" << copy;
    return copied ? copy : QString();
}

} // namespace

DamagedSettings keepDamagedSettings(QSettings &settings)
{
    const FileCheck check = checkFile(settings.fileName());
    if (settings.status() != QSettings::FormatError && !check.damaged) {
        for (const QString &key : check.lostVariants) {
            qCInfo(lcSettings) << "the variant" << key
                               << "is not UTF-8 and is lost:" << settings.value(key).toString();
            settings.remove(key);
        }
        return {};
    }
    const DamagedSettings report{true, keepCopy(settings.fileName())};
    // From the defaults: what could be read of a damaged file is not to be trusted.
    settings.clear();
    return report;
}

} // namespace countdown::ui
