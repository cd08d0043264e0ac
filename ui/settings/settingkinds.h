// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The kinds of value a key of the settings file holds (settingstable.h). Each kind reads what
// QSettings gives back, writes what it stores, and says in words what it may hold, for
// docs/settings.md. A reader gives nothing for an invalid value (an unknown word, a number out of
// range, a wrong type such as a list), and the key then falls back to its default.
//
// QSettings gives back what the format holds: always text (or a list of texts, for a value with
// commas) from an INI file, real booleans and numbers from the registry or a property list. Every
// reader takes both.
#pragma once

#include "gamevariant.h"
#include "statistics.h"
#include "theme.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <array>
#include <cstddef>
#include <optional>

namespace countdown::ui {

struct AppSettings;

// A stored text, trimmed; none when the value is no text (a number of the registry, a list).
std::optional<QString> readSettingText(const QVariant &value);

// `text` in backquotes, as the documentation shows a stored value.
QString codeText(const QString &text);

// Each kind's read() is given what was read before it: the player's own variants are read first.

// true | false (TRUE, 1 and 0 read too).
struct Flag {
    std::optional<bool> read(const QVariant &value, const AppSettings &) const;
    QVariant write(bool on) const { return on; }
    QString allowed() const;
};

// A whole number from low to high, or 0 too when `orZero` (0 then means "none", as no clock).
struct Range {
    int low = 0;
    int high = 0;
    bool orZero = false;

    std::optional<int> read(const QVariant &value, const AppSettings &) const;
    QVariant write(int number) const { return number; }
    QString allowed() const;
};

// One of an enum's values, stored as its word (core/solve/words.h names the game's), in any case.
template <typename Enum, std::size_t N>
struct Words {
    std::array<Enum, N> values;
    QString (*word)(Enum);

    std::optional<Enum> read(const QVariant &value, const AppSettings &) const
    {
        const std::optional<QString> text = readSettingText(value);
        if (!text)
            return std::nullopt;
        const QString lower = text->toLower();
        for (const Enum candidate : values) {
            if (word(candidate) == lower)
                return candidate;
        }
        return std::nullopt;
    }
    QVariant write(Enum value) const { return word(value); }
    QString allowed() const
    {
        QStringList words;
        for (const Enum value : values)
            words << codeText(word(value));
        return words.join(QStringLiteral(", "));
    }
};
// Said, not left to C++20's deduction for aggregates, which Clang has only from version 17.
template <typename Enum, std::size_t N>
Words(std::array<Enum, N>, QString (*)(Enum)) -> Words<Enum, N>;

// What game/variant says for the two rule sets the game first had, as older versions read them.
inline constexpr auto kCountdownWord = "countdown";
inline constexpr auto kLeCompteEstBonWord = "le-compte-est-bon";

// The theme's words, which are the window's own: "system" | "light" | "dark" | "high-contrast".
QString themeWord(ThemeChoice choice);

// The variant new rounds are drawn by: a built-in's id (the two first rule sets by the words older
// versions read and write, "countdown" and "le-compte-est-bon") or one of the player's own.
struct VariantChoice {
    std::optional<countdown::GameVariant> read(const QVariant &value,
                                               const AppSettings &readBefore) const;
    QVariant write(const countdown::GameVariant &variant) const;
    QString allowed() const;
};

// A language of Language::available(); "system" (stored for the empty code) follows the system.
struct LanguageChoice {
    std::optional<QString> read(const QVariant &value, const AppSettings &) const;
    QVariant write(const QString &code) const;
    QString allowed() const;
};

// Bytes as a widget saves them (QWidget::saveGeometry); an INI file holds them as @ByteArray(…).
struct Bytes {
    std::optional<QByteArray> read(const QVariant &value, const AppSettings &) const;
    QVariant write(const QByteArray &bytes) const { return bytes; }
    QString allowed() const;
};

// The names of the players at one machine: trimmed, blanks dropped, at most kMaxOneMachinePlayers,
// each cut to kMaxPlayerNameLength.
struct PlayerNames {
    std::optional<QStringList> read(const QVariant &value, const AppSettings &) const;
    QVariant write(const QStringList &names) const;
    QString allowed() const;
};

// The player's name as a challenge they send carries it (challengecode.h): cleaned as the code
// would write it (challengeName: no control characters, at most kMaxChallengeNameLength), trimmed.
struct ChallengerName {
    std::optional<QString> read(const QVariant &value, const AppSettings &) const;
    QVariant write(const QString &name) const { return name; }
    QString allowed() const;
};

// The rounds the statistics count: "all" (none: every round), or a variant's id and a mode word.
// The variant need not exist any more: the statistics then show none of its rounds, and say so.
struct RulesFilter {
    std::optional<std::optional<countdown::RulesPlayed>> read(const QVariant &value,
                                                              const AppSettings &) const;
    QVariant write(const std::optional<countdown::RulesPlayed> &rules) const;
    QString allowed() const;
};

} // namespace countdown::ui
