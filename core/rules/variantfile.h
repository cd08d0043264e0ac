// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A variant as a JSON file, which a player can write by hand and the game writes when it saves
// one: what makes a variant playable (checkVariant), and reading and writing the file. Fields the
// file leaves out are the show's standard's, so `{"tiles": 7}` is the standard with seven tiles:
//
//   {"format": "countdown-numbers-variant", "version": 1, "id": "big-bag", "name": "Big bag",
//    "large": [25, 50, 75, 100], "small": [1, 1, 2, 2, ..., 10, 10], "tiles": 6,
//    "one_bag": false, "large_pick": {"fewest": 0, "most": 4},
//    "targets": {"low": 100, "high": 999}, "operations": "+-*/", "mode": "drop",
//    "clock_seconds": 30}
//
// Every problem is an Error naming the field, as the file spells it.
#pragma once

#include "error.h"
#include "gamevariant.h"
#include "result.h"

#include <QByteArray>
#include <QJsonObject>

#include <optional>

namespace countdown {

inline constexpr int kVariantFileVersion = 1;
inline constexpr int kMaxBagTiles = 100; // so that the exact odds' counts fit in 64 bits
inline constexpr int kMaxVariantIdLength = 40;
inline constexpr int kMaxVariantNameLength = 60;
inline constexpr int kMaxClockSeconds = 600; // 0 (no clock) or kMinClockSeconds-kMaxClockSeconds
inline constexpr int kMinClockSeconds = 10;
// A variant's file is a few hundred bytes: anything far larger is not one, and is refused before
// it is parsed. A reader need read no more than one byte beyond it to know.
inline constexpr qint64 kMaxVariantFileBytes = 64 * 1024;

// Whether `id` can name a variant: a-z, 0-9 and single '-' between them, at most
// kMaxVariantIdLength characters.
bool isVariantId(const QString &id);

// Whether a variant can be played and solved: ids of a-z, 0-9 and '-' (or empty); bags of
// 1-999,999 with at most kMaxBagTiles in all; 1-7 tiles, which the bags can always supply for
// every pick; a pick within the tiles; targets within 1-999,999, low <= high; at least one
// operation, and + or × for use-all; a clock of 0 or kMinClockSeconds-kMaxClockSeconds. The first
// problem found.
std::optional<Error> checkVariant(const GameVariant &variant);

// Whether every selection makes a value with all of its tiles under these operations (with + or
// ×): what use-all needs, so that every round has an answer.
bool usesAllIsAlwaysPossible(OperatorSet operators);

// Reads a file's content; the variant is checked. Content beyond kMaxVariantFileBytes is an
// error, and so are unknown fields (a misspelt field would otherwise silently be the standard's)
// and a field given twice in one object (JSON readers keep one of the two, silently).
Result<GameVariant> variantFromJson(const QByteArray &json);
Result<GameVariant> variantFromJsonObject(const QJsonObject &object);

// How a variant's file is laid out: indented, for a file of its own that a player reads and edits;
// compact (one line), for a variant kept as a value inside another file (the settings).
enum class VariantJsonLayout { Indented, Compact };

// Every field written, so that the file says everything about the variant; reads back equal.
QJsonObject variantToJsonObject(const GameVariant &variant);
QByteArray variantToJson(const GameVariant &variant,
                         VariantJsonLayout layout = VariantJsonLayout::Indented);

} // namespace countdown
