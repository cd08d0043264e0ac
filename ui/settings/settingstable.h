// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The settings file's schema, declared once, as KDE's KConfigXT declares one in its .kcfg file:
// each key with the member of AppSettings it is kept in, its default, the kind of value it holds
// (settingkinds.h: what it may hold, how it is read and written) and one line saying what it is.
// loadSettings and saveSettings are made from it, and so is the table of docs/settings.md, which
// tst_settingstable keeps equal to it.
//
// The keys are stable and readable, so that a settings file can be edited by hand and survives
// new versions: enums are stored as the words shown, never as numbers. A key that is renamed all
// the same keeps its former name in kRenamedKeys, so that an earlier version's file still reads.
#pragma once

#include "contestant.h"
#include "gamesettings.h"
#include "settingkinds.h"
#include "settings.h"
#include "variantfile.h"
#include "words.h"

#include <QLoggingCategory>
#include <QStringList>

#include <array>
#include <tuple>
#include <type_traits>
#include <utility>

namespace countdown::ui {

// What loading and saving the settings log: values they ignore, variants they keep or lose.
Q_DECLARE_LOGGING_CATEGORY(lcSettings)

// The member of AppSettings a key is kept in, reached through the members named in turn:
// Member<&AppSettings::game, &GameSettings::mode>::of(app) is app.game.mode (a fold of .* along
// the path).
template <auto... Path>
struct Member {
    static auto &of(AppSettings &app) { return (app.*....*Path); }
    static const auto &of(const AppSettings &app) { return (app.*....*Path); }
};
template <auto... Path>
inline constexpr Member<Path...> member{};

// One key of the settings file: a row of the table.
template <typename Field, typename Kind>
struct Setting {
    using Value = std::remove_cvref_t<decltype(Field::of(std::declval<AppSettings &>()))>;

    const char *key;
    Field field;
    Value fallback; // what a missing or invalid value gives; AppSettings{} holds it too
    Kind kind;
    const char *description; // one line of docs/settings.md
    // When set, what a missing or invalid value gives instead, from the rows read before it.
    Value (*fallbackFrom)(const AppSettings &) = nullptr;

    Value fallbackFor(const AppSettings &readSoFar) const
    {
        return fallbackFrom ? fallbackFrom(readSoFar) : fallback;
    }
};
template <typename Field, typename Default, typename Kind>
Setting(const char *, Field, Default, Kind, const char *) -> Setting<Field, Kind>;
template <typename Field, typename Default, typename Kind, typename From>
Setting(const char *, Field, Default, Kind, const char *, From) -> Setting<Field, Kind>;

inline constexpr char kClockSecondsKey[] = "game/clockSeconds";

// The table, in the order the keys are written.
inline const auto &settingsTable()
{
    static const std::tuple table{
        Setting{"game/variant", member<&AppSettings::game, &GameSettings::variant>,
                standardVariant(), VariantChoice{},
                "The variant new rounds are drawn by: a built-in one or one of the player's own"},
        Setting{"game/defaultLarge", member<&AppSettings::game, &GameSettings::defaultLarge>, 1,
                Range{0, kMaxTiles},
                "How many large numbers the pick suggests (within the variant's pick when played)"},
        Setting{kClockSecondsKey, member<&AppSettings::game, &GameSettings::clockSeconds>, 30,
                Range{kMinClockSeconds, kMaxClockSeconds, true},
                "The round's clock in seconds, 0 for none (the dialog offers 30, 45, 60 and the "
                "variant's own); missing or invalid, the variant's own (Le compte est bon: 45)",
                // after game/variant: Le compte est bon plays for 45 s, as on the show
                [](const AppSettings &app) { return app.game.variant.clockSeconds; }},
        Setting{"game/mode", member<&AppSettings::game, &GameSettings::mode>,
                SolveMode::DropAllowed,
                Words{std::array{SolveMode::DropAllowed, SolveMode::UseAll}, modeWord},
                "Whether an answer may leave tiles out (`drop`) or must use them all"},
        Setting{"game/difficulty", member<&AppSettings::game, &GameSettings::difficulty>,
                Difficulty::Any,
                Words{std::array{Difficulty::Any, Difficulty::Easy, Difficulty::Medium,
                                 Difficulty::Hard},
                      difficultyWord},
                "How hard new rounds are"},
        Setting{"game/guaranteeSolvable",
                member<&AppSettings::game, &GameSettings::guaranteeSolvable>, false, Flag{},
                "With difficulty `any`: only rounds that have an exact answer"},
        Setting{"game/roundsPerGame", member<&AppSettings::game, &GameSettings::roundsPerGame>, 3,
                Range{kMinRoundsPerGame, kMaxRoundsPerGame},
                "The rounds of a game (Game → New game)"},
        Setting{"game/opponent", member<&AppSettings::game, &GameSettings::contestantLevel>, 0,
                Range{0, kContestantLevels},
                "0 for nobody, or the level of the computer contestant who plays every round too"},
        Setting{"display/reducedMotion", member<&AppSettings::game, &GameSettings::reducedMotion>,
                false, Flag{}, "No pauses for the draw and the target's roll"},
        Setting{"display/theme", member<&AppSettings::theme>, ThemeChoice::System,
                Words{std::array{ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark,
                                 ThemeChoice::HighContrast},
                      themeWord},
                "The colours: the system's, light, dark or high contrast"},
        Setting{"display/language", member<&AppSettings::language>, QString(), LanguageChoice{},
                "The language of the window; `system` follows the system's"},
        Setting{"sound/enabled", member<&AppSettings::sound>, true, Flag{},
                "Whether the game makes sounds"},
        Setting{"sound/volume", member<&AppSettings::volume>, 70, Range{0, 100},
                "The sounds' volume, as the slider's position (perceptual)"},
        Setting{"sound/tick", member<&AppSettings::tick>, true, Flag{}, "Whether the clock ticks"},
        Setting{"window/geometry", member<&AppSettings::windowGeometry>, QByteArray(), Bytes{},
                "The main window's place and size (QWidget::saveGeometry); none lets it choose"},
        Setting{"players/names", member<&AppSettings::players>, QStringList(), PlayerNames{},
                "The names last used for a game of people at one machine"},
        Setting{"challenges/name", member<&AppSettings::challengerName>, QString(),
                ChallengerName{},
                "Your name as the challenges you send show it to your friends (asked the first "
                "time)"},
        Setting{"help/guidedRoundDone", member<&AppSettings::guidedRoundDone>, false, Flag{},
                "The guided round was finished or skipped: it does not start by itself again"},
        Setting{"statistics/rules", member<&AppSettings::statistics, &StatisticsOptions::rules>,
                std::optional<RulesPlayed>(), RulesFilter{},
                "The rounds the statistics count (their Rules list): all, or one variant's and "
                "mode's"},
        Setting{"statistics/includeCustom",
                member<&AppSettings::statistics, &StatisticsOptions::includeCustom>, false, Flag{},
                "The statistics count custom rounds (numbers typed in) too"},
        Setting{"statistics/includeCheated",
                member<&AppSettings::statistics, &StatisticsOptions::includeAnswerShown>, false,
                Flag{}, "The statistics count rounds whose answer was shown early too"},
        Setting{"statistics/includeHinted",
                member<&AppSettings::statistics, &StatisticsOptions::includeHinted>, false, Flag{},
                "The statistics count rounds where hints were taken too"},
    };
    return table;
}

// A key of the table that an earlier version wrote under another name. Its value is read under
// the former name when the file has only that one; saving writes the new name, and drops the
// former with every other key that is not ours.
struct RenamedKey {
    const char *former;
    const char *key;
};
inline constexpr std::array kRenamedKeys{
    RenamedKey{"help/walkthroughDone", "help/guidedRoundDone"},
};

// The name `key` had before it was renamed; nullptr when it never was.
const char *formerKey(const char *key);

// Calls `visit` with each row of the table, in its order.
template <typename Visit>
void forEachSetting(Visit &&visit)
{
    std::apply([&visit](const auto &...setting) { (visit(setting), ...); }, settingsTable());
}

// The player's own variants, one key each under this group: variants/<id>, whose value is the
// variant's file as one line (variantfile.h). Not a row of the table: there is one per variant.
inline constexpr auto kOwnVariantsGroup = "variants";

// The keys of the table (without the own variants').
QStringList settingKeys();

// The table as docs/settings.md shows it: a Markdown table of every key (the own variants' last),
// its default as the file holds it, what it may hold, and what it is (with its former name).
QString settingsReference();

} // namespace countdown::ui
