// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A round one player sends another as a short code ("challenge a friend"), with the sender's
// result and, in a reply, both players' results; the code's text and its link. The code survives
// chat apps and being read aloud: Crockford's base 32 (digits and letters without I, L, O and U),
// in groups of four, with two check symbols that catch every single wrong symbol and every swap of
// two neighbours. docs/challenge-codes.md describes the format, which is frozen once shipped: a
// later version of the game adds a version, it never changes this one.
#pragma once

#include "arithmetic.h"
#include "error.h"
#include "number.h"
#include "result.h"
#include "solvemode.h"

#include <QString>
#include <QStringView>
#include <QtGlobal>

#include <optional>
#include <vector>

namespace countdown {

inline constexpr int kChallengeCodeVersion = 1; // the newest format this version reads and writes
inline constexpr int kMaxChallengePoints = 100;
inline constexpr qint64 kMaxChallengeTimeMs = 60 * 60 * 1000; // carried in tenths of a second
// In Unicode characters (code points), as the player sees them rather than as they are stored.
inline constexpr int kMaxChallengeNameLength = 24;
// The most a code or link may be, in characters, spaces and hyphens included: text longer than
// this is refused before it is decoded. The longest code there can be (two names of 24
// four-byte characters and every field at its largest) is about 600 as a link.
inline constexpr int kMaxChallengeCodeLength = 720;

// One player's go at the round.
struct ChallengeResult {
    // Plain text as the player typed it (shown as plain text, never rich text): at most
    // kMaxChallengeNameLength characters, without control characters (see challengeCode).
    QString name;
    std::optional<Number> value; // what they declared, 1..kMaxIntermediate; none: no declaration
    int points = 0;              // 0..kMaxChallengePoints
    qint64 timeMs = 0;           // time taken, 0..kMaxChallengeTimeMs, a whole tenth of a second
    int hints = 0;               // hints taken, 0..kHintCount (hints.h)

    friend bool operator==(const ChallengeResult &, const ChallengeResult &) = default;
};

struct Challenge {
    QString variantId; // a built-in variant's id (builtInVariants()), or empty for other rules
    std::vector<Number> tiles; // kMinTiles..kMaxTiles, each kMinNumber..kMaxNumber, in order
    Number target = 0;         // kMinTarget..kMaxTarget
    // The round's rules, whatever the variant's are: at least one operation, and + or × when
    // every tile must be used (as checkVariant asks).
    OperatorSet operators = OperatorSet::all();
    SolveMode mode = SolveMode::DropAllowed;
    int clockSeconds = 30; // 0 (no clock), or kMinClockSeconds..kMaxClockSeconds (variantfile.h)
    std::optional<ChallengeResult> sender;
    std::optional<ChallengeResult> reply; // only with a sender: a reply carries both

    friend bool operator==(const Challenge &, const Challenge &) = default;
};

// The first field out of its range, as readChallengeCode would refuse it; none when the challenge
// can be written. Names are not checked here: challengeCode cleans them.
std::optional<Error> checkChallenge(const Challenge &challenge);

// What challengeCode writes for a name: without control characters (C0, DEL, C1), bidirectional
// controls, line or paragraph separators and unpaired surrogates, then cut to
// kMaxChallengeNameLength characters at the last boundary between characters as people see them
// (an accent stays with its letter, an emoji sequence whole). The game's own window never needs
// them, and a reader refuses them: stripped here, so that whatever was typed makes a code.
QString challengeName(QStringView typed);
// What tells one player's name from another's: names that differ only in case or in spaces around
// them are the same player's ("Anna" and "anna ").
QString challengeNameKey(QStringView name);

// A player's result as a code carries it, under `name` (challengeName): no value when nothing was
// declared or the answer was shown (challengeVerdict.h: no declaration), the points and hints
// within their ranges, the time to the nearest tenth of a second.
ChallengeResult carriedResult(const QString &name, std::optional<Number> declared, bool answerShown,
                              int points, qint64 timeMs, int hints);

// The code, upper case in groups of four: "1K7Q-X3M9-…". The names are written as challengeName
// makes them, the time rounded to the nearest tenth of a second; every other field must be in its
// range (checkChallenge).
QString challengeCode(const Challenge &challenge);

// "countdown-numbers://challenge/CODE": the link that opens the game on the challenge.
QString challengeLink(const Challenge &challenge);

// One code, or one link, as a player pastes or types it: case does not matter, O reads as 0, I
// and L as 1, spaces and hyphens (and dashes) are ignored, and so are whitespace around it and
// the link's prefix (any case, with or without a final '/'). Finding a code inside a sentence is
// the caller's work. Every problem is an Error: the first symbol that cannot be in a code (its
// position in `text`), a code mistyped or cut short, a newer format, a field out of its range
// (named, with its range), a bad name. Text longer than kMaxChallengeCodeLength is refused before
// it is read; decoding is linear in the length.
Result<Challenge> readChallengeCode(QStringView text);

// The code a player means in what they paste, such as a chat's whole message ("I got 950 in
// 23.5 s, beat that! countdown-numbers://challenge/1B83-…"), for readChallengeCode: the first
// link in it; else the first run of three or more groups of letters and digits joined by hyphens,
// as challengeCode writes them; else the text itself when it could only be a code typed by hand
// (one word, or groups of four letters or digits between spaces), so that the reader says what is
// wrong with it. ChallengeCodeNotFound otherwise (a sentence without a code), and
// ChallengeCodeTooLong for a text over a hundred times kMaxChallengeCodeLength, refused unread.
Result<QString> challengeCodeIn(QStringView text);
// The challenge in what a player pastes: challengeCodeIn, then readChallengeCode.
Result<Challenge> readChallengeIn(QStringView text);

} // namespace countdown
