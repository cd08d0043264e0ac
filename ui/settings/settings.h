// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The player's settings as the application keeps them in QSettings: the game's rules, the display
// and the sound, plus the main window's geometry and what the statistics count. Every key, its
// default and what it may hold are declared once, in settingstable.h, and listed in
// docs/settings.md.
//
// A missing or invalid value (unknown word, number out of range, wrong type such as a list) falls
// back to its own default, and only that one: the other values are still read. A key renamed
// since an earlier version is read under its former name when the file has only that one. Keys
// of no use (an older version's, or junk) are dropped when the settings are saved. The file's place
// comes from the organisation and application names that main() sets; nothing here names a path.
#pragma once

#include "damagedsettings.h"
#include "gamesettings.h"
#include "statistics.h"
#include "theme.h"

#include <QByteArray>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QSettings;
QT_END_NAMESPACE

namespace countdown::ui {

struct AppSettings {
    countdown::GameSettings game;
    bool sound = true;
    int volume = 70; // 0-100, for SoundPlayer::setVolume
    bool tick = true;
    ThemeChoice theme = ThemeChoice::System;
    QString language;          // "" follows the system; otherwise "en", "fr", "de" or "es"
    QByteArray windowGeometry; // empty: let the window choose
    QStringList players;       // the names last used for a game at one machine (up to four)
    // The player's name in the challenges they send (challengecode.h), cleaned as a code writes
    // it; empty until they first send one (the game then asks).
    QString challengerName;
    // The guided round was finished or skipped: it does not start by itself again (Help starts
    // it). False on a first start, when the settings file has no such key.
    bool guidedRoundDone = false;
    // The player's own variants (Settings → Variants), by id; game.variant may be one of them.
    std::vector<countdown::GameVariant> ownVariants;
    // Entries of variants/ that do not read as a variant (edited by hand, or written by a newer
    // version): kept as they are, id → text, so that saving loses nothing.
    std::map<QString, QString> unreadableVariants;
    // What the statistics count, as the player last chose it there (its rolling window is the
    // game's, not kept).
    countdown::StatisticsOptions statistics;

    friend bool operator==(const AppSettings &, const AppSettings &) = default;
};

AppSettings loadSettings(const QSettings &settings);

// The variant an id names among the built-ins and `own` (the old rule-set words "countdown" and
// "le-compte-est-bon" too); none when no such variant exists.
std::optional<countdown::GameVariant> findVariant(QStringView id,
                                                  const std::vector<countdown::GameVariant> &own);
// An id for a new variant of the player's: "my-variant-N", the first N not taken by `own`.
QString newVariantId(const std::vector<countdown::GameVariant> &own);
// Writes every key and removes the keys that are none of ours (QSettings writes to disk later, or
// on sync()).
void saveSettings(QSettings &settings, const AppSettings &app);

} // namespace countdown::ui
