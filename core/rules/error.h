// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Errors of the domain as values: a kind, where in the input it happened and its arguments.
// Their text is made in one place (errormessages.cpp) so that it can be translated.
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

namespace countdown {

enum class ErrorKind {
    // A puzzle's numbers and target (typed in, or on the command line).
    NotANumber,       // args: the text
    TooFewNumbers,    // args: minimum
    TooManyNumbers,   // args: maximum, given
    NumberOutOfRange, // args: number, minimum, maximum
    TargetOutOfRange, // args: target, minimum, maximum
    LineTooLong,      // args: the most a line may be, in bytes

    // A typed expression.
    EmptyExpression,
    UnknownSymbol,          // args: the symbol
    UnbalancedOpenBracket,  // position: the unmatched '('
    UnbalancedCloseBracket, // position: the unmatched ')'
    ExpectedNumber,         // position: where a number or '(' should be
    ExpectedOperator,       // position: where an operator or ')' should be
    NumberTooLarge,         // args: the digits
    NumberNotAvailable,     // args: number
    NumberUsedTooOften,     // args: number, times available

    // One arithmetic step (typed or combined from tiles).
    NegativeResult,   // args: left, operator, right
    ZeroResult,       // args: left, operator, right
    FractionalResult, // args: left, operator, right
    DivisionByZero,   // args: left
    Overflow,         // args: left, operator, right
    // A step the variant does not allow ("no division"). args: the operator (typographic)
    OperationNotAllowed,

    // The player's step-by-step working.
    NoSuchTile,      // args: index
    TileAlreadyUsed, // args: value
    SameTileTwice,   // args: value
    NothingToUndo,
    TilesLeftOut, // "every number must be used": args, the tiles not used yet

    // The history failed while it was doing something. args: the reason, which is the sentence of
    // a History* problem below or the database's or file system's own message (may be empty).
    StoringRoundFailed,
    StartingGameFailed,
    FinishingGameFailed,
    ReadingHistoryFailed,
    ExportingHistoryFailed,
    ClearingHistoryFailed,
    StoringReplyFailed, // a friend's reply to a challenge

    // What is wrong with the history's file: phrases, which the window puts into its sentence.
    HistoryDriverMissing,   // Qt's SQLite driver is not installed
    HistoryWriteProtected,  //
    HistoryCannotOpen,      // args: the system's message
    HistoryUnreadable,      // args: the system's message
    HistoryIntegrityFailed, // args: what the check found, or the system's message
    HistoryCannotPrepare,   // args: the system's message, or the journal mode SQLite kept
    HistoryUpgradeFailed,   // args: the system's message
    HistoryNewerSchema,     // args: the file's schema version, the newest this version knows
    HistoryNotAHistory,     // an SQLite database of something else
    HistoryDiskFull,        // args: the folder
    HistoryNotMovedAside,   // args: the system's message
    HistoryNotRestarted,    // a new history could not be started either (its problem follows)
    HistoryNoSuchGame,      // args: the game's id
    HistoryBackupFailed,    // args: the system's message
    HistoryNotKept,         // the game was started without a history: nothing is kept

    // A variant's definition (a file, or what the player entered). A field is named as the file
    // spells it: "tiles", "large[3]", "targets.low".
    VariantNotJson,        // args: the JSON parser's message
    VariantTooLarge,       // args: the most a variant's file may be, in bytes
    VariantDuplicateField, // args: field
    VariantUnknownField,   // args: field
    VariantWrongType,      // args: field ("" for the whole file), what it must be: number |
                           // numbers | text | boolean | object
    VariantOutOfRange,     // args: field, value, minimum, maximum
    VariantBadWord,        // args: field, the text given, the words allowed (comma-separated)
    VariantBagTooSmall,    // args: field (a bag), tiles needed, tiles in it
    VariantRangeReversed,  // args: field, low, high
    VariantNewerFormat,    // args: the file's version, the newest this version reads

    // Something that cannot start now: the game says why instead of doing nothing.
    RoundInProgress,      // a round is being played
    GameInProgress,       // a game of several rounds is under way (the guided round would count)
    DailyAtOneMachine,    // the day's puzzle is one player's, not a game at one machine's
    DailyAlreadyPlayed,   // args: the day (ISO 8601), whose attempt is recorded
    DailySetPuzzlePlayed, // args: the day (ISO 8601), the puzzle's position (1-5)
    TooFewPlayers,        // a game at one machine: args, the fewest players

    // Work that cannot be done.
    OddsTooLarge, // a variant's odds table: args, the distinct selections it has, the most allowed
    OutOfMemory,  // background work ran out of memory and was given up

    // A challenge code or link (challengecode.h): text from strangers, every problem named.
    ChallengeCodeEmpty,         // no symbol at all
    ChallengeCodeTooLong,       // args: the most characters a code may be (refused unread)
    ChallengeCodeBadSymbol,     // args: the character, its place (1 for the first); position: index
    ChallengeCodeMistyped,      // the check symbols do not match: a symbol wrong or two swapped
    ChallengeCodeTruncated,     // symbols missing at its end
    ChallengeCodeExtraSymbols,  // args: how many symbols follow its end
    ChallengeCodeNewerVersion,  // args: the code's version, the newest this version reads
    ChallengeCodeOutOfRange,    // args: field ("tile 3", "sender.points"), value, minimum, maximum
    ChallengeCodeBadOperations, // args: the operations (typographic; empty for none)
    ChallengeCodeReplyWithoutSender, // a reply's result without the sender's
    ChallengeCodeBadName,  // args: field, the character it must not hold ("U+202E"), or empty when
                           // the name is not UTF-8
    ChallengeCodeNotFound, // a text pasted (a chat's message) holds nothing that looks like a code
};

struct Error {
    ErrorKind kind;
    int position = -1; // character index in the input, or -1 when not about a place in a text
    QStringList args;

    friend bool operator==(const Error &, const Error &) = default;
};

// The error as a sentence for the player, in the current language.
QString errorMessage(const Error &error);

// What someone typed, as a message may carry it: control characters (C0, DEL, C1) written out as
// \xNN, so that no terminal escape sequence (ESC]0;…BEL retitles a terminal) or line break gets
// through, and the bidirectional controls (U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069)
// as \uNNNN, so that none reorders the message around it; everything else as it is.
QString withControlsWrittenOut(QStringView text);

} // namespace countdown
