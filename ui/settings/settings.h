// The player's settings as the application keeps them in QSettings: the game's rules, the display
// and the sound, plus the main window's geometry. Values are stored under stable, readable keys so
// that a settings file can be read and edited by hand and survives new versions.
//
// Keys (enums are stored as the words shown, never as numbers):
//   game/variant          "countdown" | "le-compte-est-bon" | another variant's id: a built-in
//                         ("all-large", "alternative-large", "four-digit", "seven-tiles",
//                         "no-division") or one of the player's own   default "countdown"
//   game/defaultLarge     0-7 (within the variant's pick when played) default 1
//   game/clockSeconds     0 (no clock) | 10-600 (the dialog offers 30, 45, 60 and the
//                         variant's own)                             default 30
//   game/mode             "drop" | "use-all"                         default "drop"
//   game/difficulty       "any" | "easy" | "medium" | "hard"         default "any"
//   game/guaranteeSolvable true | false (with "any")                 default false
//   game/roundsPerGame    1-99                                       default 3
//   game/opponent         0 (nobody) | 1-5 (a computer contestant's level) default 0
//   display/reducedMotion true | false                               default false
//   display/theme         "system" | "light" | "dark"                default "system"
//   display/language      "system" | "en" | "fr" | "de" | "es"       default "system"
//   sound/enabled         true | false                               default true
//   sound/volume          0-100 (perceptual: the slider's position)  default 70
//   sound/tick            true | false                               default true
//   window/geometry       QWidget::saveGeometry()                    default none
//   help/walkthroughDone  true | false (the first-run tour was finished or skipped) default false
//   statistics/rules      "all" | "<variant id> drop" | "<variant id> use-all": the rounds the
//                         statistics count (its Rules list)               default "all"
//   statistics/includeCustom, statistics/includeCheated, statistics/includeHinted
//                         true | false (its "Also count" boxes)           default false
//   variants/<id>         a variant of the player's own: its file's JSON (variantfile.h), whose
//                         id must be <id> and no built-in's
//
// A missing or invalid value (unknown word, number out of range, wrong type such as a list) falls
// back to its own default, and only that one: the other values are still read. Keys of no use
// (an older version's, or junk) are dropped when the settings are saved. The file's place comes
// from the organisation and application names that main() sets; nothing here names a path.
#pragma once

#include "gamesettings.h"
#include "statistics.h"
#include "theme.h"

#include <QByteArray>
#include <QStringList>

#include <map>
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
    // The first-run tour was finished or skipped: it does not start by itself again (Help starts
    // it). False on a first start, when the settings file has no such key.
    bool walkthroughDone = false;
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

// A settings file that could not be read (not a settings file any more: a disk error, an editor
// gone wrong) is kept as a copy beside it, so that nothing is lost, and the settings start again
// from the defaults. Empty when the file was fine; else where the copy is (empty if even the copy
// failed) and that it was damaged, for the window to say once.
struct DamagedSettings {
    bool damaged = false;
    QString keptAs;
};
DamagedSettings keepDamagedSettings(QSettings &settings);

} // namespace countdown::ui
