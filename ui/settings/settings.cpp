// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "settings.h"

#include "settingstable.h"
#include "variantfile.h"

#include <QSet>
#include <QSettings>
#include <QVariant>

#include <algorithm>
#include <utility>

namespace countdown::ui {

namespace {

QString ownVariantsPrefix()
{
    return QLatin1String(kOwnVariantsGroup) + QLatin1Char('/');
}

// The player's own variants, each under variants/<id>; what does not read is kept aside.
void readOwnVariants(const QSettings &settings, AppSettings &app)
{
    const QString prefix = ownVariantsPrefix();
    for (const QString &key : settings.allKeys()) {
        if (!key.startsWith(prefix))
            continue;
        const QString id = key.mid(prefix.size());
        const QVariant value = settings.value(key);
        // An INI file read back splits a value at unquoted commas (a hand-edited line).
        const QString text = value.typeId() == QMetaType::QStringList
                                 ? value.toStringList().join(QLatin1Char(','))
                                 : value.toString();
        Result<GameVariant> variant = variantFromJson(text.toUtf8());
        if (variant && variant->id == id && !isBuiltInVariantId(id)
            && !findVariant(id, app.ownVariants)) {
            app.ownVariants.push_back(std::move(*variant));
            continue;
        }
        qCInfo(lcSettings) << "keeping the variant" << key << "as it is: it does not read"
                           << (variant ? QStringLiteral("(its id is not the key's)")
                                       : errorMessage(variant.error()));
        app.unreadableVariants[id] = text;
    }
    std::ranges::sort(app.ownVariants, {}, &GameVariant::id);
}

void writeOwnVariants(QSettings &settings, const AppSettings &app)
{
    const QString prefix = ownVariantsPrefix();
    for (const auto &[id, text] : app.unreadableVariants)
        settings.setValue(prefix + id, text);
    for (const GameVariant &variant : app.ownVariants)
        settings.setValue(prefix + variant.id,
                          QString::fromUtf8(variantToJson(variant, VariantJsonLayout::Compact)));
}

// Where a row's value is: under its key, or under the key's former name when the file has only
// that (an earlier version wrote it).
QString keyToRead(const QSettings &settings, const char *key)
{
    const QString current = QLatin1String(key);
    if (settings.contains(current))
        return current;
    if (const char *former = formerKey(key))
        return QLatin1String(former);
    return current;
}

// One row of the table: the value read, or its default when the key is missing or invalid.
template <typename Setting>
void readSetting(const QSettings &settings, const Setting &setting, AppSettings &app)
{
    auto &target = setting.field.of(app);
    target = setting.fallbackFor(app);
    const QString key = keyToRead(settings, setting.key);
    if (!settings.contains(key))
        return;
    const QVariant value = settings.value(key);
    if (auto read = setting.kind.read(value, app)) {
        target = std::move(*read);
        return;
    }
    qCInfo(lcSettings) << "ignoring the invalid value" << value << "of" << qPrintable(key)
                       << "(the default is used)";
}

// What is not ours would otherwise be carried along for ever (a 50 MB file of junk keys made
// every start and quit take seconds). The own variants are written again whole.
void removeKeysNotOurs(QSettings &settings)
{
    const QStringList keys = settingKeys();
    const QSet<QString> ours(keys.begin(), keys.end());
    for (const QString &key : settings.allKeys()) {
        if (!ours.contains(key))
            settings.remove(key);
    }
}

} // namespace

std::optional<GameVariant> findVariant(QStringView id, const std::vector<GameVariant> &own)
{
    if (id == QLatin1String(kCountdownWord))
        return standardVariant();
    if (id == QLatin1String(kLeCompteEstBonWord))
        return leCompteEstBonVariant();
    if (std::optional<GameVariant> builtIn = builtInVariant(id))
        return builtIn;
    const auto found = std::ranges::find(own, id, &GameVariant::id);
    if (found != own.end())
        return *found;
    return std::nullopt;
}

QString newVariantId(const std::vector<GameVariant> &own)
{
    for (int n = 1;; ++n) {
        QString id = QStringLiteral("my-variant-%1").arg(n);
        if (!findVariant(id, own))
            return id;
    }
}

AppSettings loadSettings(const QSettings &settings)
{
    AppSettings app;
    readOwnVariants(settings, app); // first: game/variant may name one of them
    forEachSetting([&](const auto &setting) { readSetting(settings, setting, app); });
    return app;
}

void saveSettings(QSettings &settings, const AppSettings &app)
{
    removeKeysNotOurs(settings);
    forEachSetting([&](const auto &setting) {
        settings.setValue(QLatin1String(setting.key), setting.kind.write(setting.field.of(app)));
    });
    writeOwnVariants(settings, app);
}

} // namespace countdown::ui
