// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every ErrorKind as a sentence for the player: the one place where domain errors become text, so
// that they can be translated together (lupdate extracts the "countdown::Error" context). The
// families that would make this file too long have their sentences beside it (errorfamilies.h).
#include "error.h"
#include "errorfamilies.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

namespace countdown {

namespace {

// The i-th argument, or an empty string: a malformed error must still give a sentence, not a crash.
QString arg(const Error &error, qsizetype i)
{
    return i < error.args.size() ? error.args.at(i) : QString();
}

// "What failed: why", or only what when the reason is unknown (French puts a space before ':').
QString whileDoing(const QString &doing, const QString &reason)
{
    if (reason.isEmpty())
        return doing;
    //: %1 says what failed, e.g. "The round could not be stored in the history"; %2 says why
    return QCoreApplication::translate("countdown::Error", "%1: %2").arg(doing, reason);
}

// The families of error.h, each with its sentences in a function of its own below. Context and
// text stay literal in every call: lupdate reads them from the source.
enum class ErrorFamily {
    Puzzle,
    Expression,
    Step,
    Working,
    History,
    Variant,
    Start,
    Work,
    Challenge,
    None
};

// The families of the later kinds: of the history, a variant, a start, work, a challenge code.
// Split from familyOf to keep each a screen long: each kind is listed once, in one of the two, and
// a kind in neither has no family, hence no sentence, which tst_errormessages reports (its list of
// kinds must end with error.h's last).
ErrorFamily laterFamilyOf(ErrorKind kind);

// The families of the kinds about a round's input: a puzzle, an expression, a step, the working.
ErrorFamily familyOf(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::NotANumber:
    case ErrorKind::TooFewNumbers:
    case ErrorKind::TooManyNumbers:
    case ErrorKind::NumberOutOfRange:
    case ErrorKind::TargetOutOfRange:
    case ErrorKind::LineTooLong:
        return ErrorFamily::Puzzle;
    case ErrorKind::EmptyExpression:
    case ErrorKind::UnknownSymbol:
    case ErrorKind::UnbalancedOpenBracket:
    case ErrorKind::UnbalancedCloseBracket:
    case ErrorKind::ExpectedNumber:
    case ErrorKind::ExpectedOperator:
    case ErrorKind::NumberTooLarge:
    case ErrorKind::NumberNotAvailable:
    case ErrorKind::NumberUsedTooOften:
        return ErrorFamily::Expression;
    case ErrorKind::NegativeResult:
    case ErrorKind::ZeroResult:
    case ErrorKind::FractionalResult:
    case ErrorKind::DivisionByZero:
    case ErrorKind::Overflow:
    case ErrorKind::OperationNotAllowed:
        return ErrorFamily::Step;
    case ErrorKind::NoSuchTile:
    case ErrorKind::TileAlreadyUsed:
    case ErrorKind::SameTileTwice:
    case ErrorKind::NothingToUndo:
    case ErrorKind::TilesLeftOut:
        return ErrorFamily::Working;
    default:
        return laterFamilyOf(kind);
    }
}

ErrorFamily laterFamilyOf(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::StoringRoundFailed:
    case ErrorKind::StartingGameFailed:
    case ErrorKind::FinishingGameFailed:
    case ErrorKind::ReadingHistoryFailed:
    case ErrorKind::ExportingHistoryFailed:
    case ErrorKind::ClearingHistoryFailed:
    case ErrorKind::StoringReplyFailed:
    case ErrorKind::HistoryDriverMissing:
    case ErrorKind::HistoryWriteProtected:
    case ErrorKind::HistoryCannotOpen:
    case ErrorKind::HistoryUnreadable:
    case ErrorKind::HistoryIntegrityFailed:
    case ErrorKind::HistoryCannotPrepare:
    case ErrorKind::HistoryUpgradeFailed:
    case ErrorKind::HistoryNewerSchema:
    case ErrorKind::HistoryNotAHistory:
    case ErrorKind::HistoryDiskFull:
    case ErrorKind::HistoryNotMovedAside:
    case ErrorKind::HistoryNotRestarted:
    case ErrorKind::HistoryNoSuchGame:
    case ErrorKind::HistoryBackupFailed:
    case ErrorKind::HistoryNotKept:
        return ErrorFamily::History;
    case ErrorKind::VariantNotJson:
    case ErrorKind::VariantTooLarge:
    case ErrorKind::VariantUnknownField:
    case ErrorKind::VariantDuplicateField:
    case ErrorKind::VariantWrongType:
    case ErrorKind::VariantOutOfRange:
    case ErrorKind::VariantBadWord:
    case ErrorKind::VariantBagTooSmall:
    case ErrorKind::VariantRangeReversed:
    case ErrorKind::VariantNewerFormat:
        return ErrorFamily::Variant;
    case ErrorKind::RoundInProgress:
    case ErrorKind::GameInProgress:
    case ErrorKind::DailyAtOneMachine:
    case ErrorKind::DailyAlreadyPlayed:
    case ErrorKind::DailySetPuzzlePlayed:
    case ErrorKind::TooFewPlayers:
        return ErrorFamily::Start;
    case ErrorKind::OddsTooLarge:
    case ErrorKind::OutOfMemory:
        return ErrorFamily::Work;
    case ErrorKind::ChallengeCodeEmpty:
    case ErrorKind::ChallengeCodeTooLong:
    case ErrorKind::ChallengeCodeBadSymbol:
    case ErrorKind::ChallengeCodeMistyped:
    case ErrorKind::ChallengeCodeTruncated:
    case ErrorKind::ChallengeCodeExtraSymbols:
    case ErrorKind::ChallengeCodeNewerVersion:
    case ErrorKind::ChallengeCodeOutOfRange:
    case ErrorKind::ChallengeCodeBadOperations:
    case ErrorKind::ChallengeCodeReplyWithoutSender:
    case ErrorKind::ChallengeCodeBadName:
    case ErrorKind::ChallengeCodeNotFound:
        return ErrorFamily::Challenge;
    default:
        return ErrorFamily::None; // a kind in neither list, or a value outside the enumeration
    }
}

// A puzzle's numbers and target, typed in or on the command line.
QString puzzleMessage(const Error &error)
{
    const QString a1 = arg(error, 0);
    const QString a2 = arg(error, 1);
    const QString a3 = arg(error, 2);
    switch (error.kind) {
    case ErrorKind::NotANumber:
        if (a1.isEmpty())
            return QCoreApplication::translate("countdown::Error", "A number is missing");
        return QCoreApplication::translate("countdown::Error", "“%1” is not a number").arg(a1);
    case ErrorKind::TooFewNumbers:
        return QCoreApplication::translate("countdown::Error",
                                           "Too few numbers: at least %1 needed")
            .arg(a1);
    case ErrorKind::TooManyNumbers:
        return QCoreApplication::translate("countdown::Error",
                                           "Too many numbers: %2 given, at most %1 allowed")
            .arg(a1, a2);
    case ErrorKind::NumberOutOfRange:
        return QCoreApplication::translate("countdown::Error",
                                           "%1 cannot be used: numbers go from %2 to %3")
            .arg(a1, a2, a3);
    case ErrorKind::TargetOutOfRange:
        return QCoreApplication::translate("countdown::Error",
                                           "%1 cannot be the target: targets go from %2 to %3")
            .arg(a1, a2, a3);
    case ErrorKind::LineTooLong:
        return QCoreApplication::translate("countdown::Error",
                                           "The line is too long: at most %1 bytes")
            .arg(a1);
    default:
        return QString();
    }
}

// A typed expression.
QString expressionMessage(const Error &error)
{
    const QString a1 = arg(error, 0);
    const QString a2 = arg(error, 1);
    switch (error.kind) {
    case ErrorKind::EmptyExpression:
        return QCoreApplication::translate("countdown::Error", "Type a calculation first");
    case ErrorKind::UnknownSymbol:
        return QCoreApplication::translate("countdown::Error",
                                           "“%1” is not a number, an operator or a bracket")
            .arg(a1);
    case ErrorKind::UnbalancedOpenBracket:
        return QCoreApplication::translate("countdown::Error", "This bracket is never closed");
    case ErrorKind::UnbalancedCloseBracket:
        return QCoreApplication::translate("countdown::Error", "This bracket closes nothing");
    case ErrorKind::ExpectedNumber:
        return QCoreApplication::translate("countdown::Error",
                                           "A number or an opening bracket should come here");
    case ErrorKind::ExpectedOperator:
        return QCoreApplication::translate("countdown::Error",
                                           "An operator or a closing bracket should come here");
    case ErrorKind::NumberTooLarge:
        return QCoreApplication::translate("countdown::Error", "%1 is too large").arg(a1);
    case ErrorKind::NumberNotAvailable:
        return QCoreApplication::translate("countdown::Error", "%1 is not one of the numbers")
            .arg(a1);
    case ErrorKind::NumberUsedTooOften:
        return QCoreApplication::translate("countdown::Error",
                                           "%1 is used more often than it appears (%2×)")
            .arg(a1, a2);
    default:
        return QString();
    }
}

// One arithmetic step, typed or combined from tiles.
QString stepMessage(const Error &error)
{
    const QString a1 = arg(error, 0);
    const QString a2 = arg(error, 1);
    const QString a3 = arg(error, 2);
    switch (error.kind) {
    case ErrorKind::NegativeResult:
        return QCoreApplication::translate("countdown::Error", "%1 %2 %3 would be negative")
            .arg(a1, a2, a3);
    case ErrorKind::ZeroResult:
        return QCoreApplication::translate("countdown::Error", "%1 %2 %3 would be zero")
            .arg(a1, a2, a3);
    case ErrorKind::FractionalResult:
        return QCoreApplication::translate("countdown::Error", "%1 %2 %3 is not a whole number")
            .arg(a1, a2, a3);
    case ErrorKind::DivisionByZero:
        return QCoreApplication::translate("countdown::Error", "%1 cannot be divided by zero")
            .arg(a1);
    case ErrorKind::Overflow:
        return QCoreApplication::translate("countdown::Error", "%1 %2 %3 is too large to work out")
            .arg(a1, a2, a3);
    case ErrorKind::OperationNotAllowed:
        //: %1 is an operator: +, −, × or ÷
        return QCoreApplication::translate("countdown::Error", "%1 is not allowed in this variant")
            .arg(a1);
    default:
        return QString();
    }
}

// The player's step-by-step working.
QString workingMessage(const Error &error)
{
    const QString a1 = arg(error, 0);
    switch (error.kind) {
    case ErrorKind::NoSuchTile:
        return QCoreApplication::translate("countdown::Error", "There is no tile with index %1")
            .arg(a1);
    case ErrorKind::TileAlreadyUsed:
        return QCoreApplication::translate("countdown::Error", "%1 has already been used").arg(a1);
    case ErrorKind::SameTileTwice:
        return QCoreApplication::translate("countdown::Error", "%1 cannot be combined with itself")
            .arg(a1);
    case ErrorKind::NothingToUndo:
        return QCoreApplication::translate("countdown::Error", "There is nothing to undo");
    case ErrorKind::TilesLeftOut:
        //: %1 lists the tiles, e.g. "2 and 10"
        return QCoreApplication::translate("countdown::Error",
                                           "Every number must be used. Not used yet: %1")
            .arg(QLocale().createSeparatedList(error.args));
    default:
        return QString();
    }
}

// What the history failed to do, as the first half of its sentence (whileDoing adds why); empty
// for the other kinds.
QString historyFailure(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::StoringRoundFailed:
        return QCoreApplication::translate("countdown::Error",
                                           "The round could not be stored in the history");
    case ErrorKind::StartingGameFailed:
        return QCoreApplication::translate("countdown::Error",
                                           "The game could not be started in the history");
    case ErrorKind::FinishingGameFailed:
        return QCoreApplication::translate("countdown::Error",
                                           "The game could not be marked as finished");
    case ErrorKind::ReadingHistoryFailed:
        return QCoreApplication::translate("countdown::Error", "The history could not be read");
    case ErrorKind::ExportingHistoryFailed:
        return QCoreApplication::translate("countdown::Error", "The history could not be exported");
    case ErrorKind::ClearingHistoryFailed:
        return QCoreApplication::translate("countdown::Error", "The history could not be cleared");
    case ErrorKind::StoringReplyFailed:
        return QCoreApplication::translate("countdown::Error",
                                           "The reply could not be kept in the history");
    default:
        return QString();
    }
}

// The history's errors. The reasons are the database's or the file system's own messages, which
// Qt does not translate. The History* problems are phrases, not sentences: the window puts them
// in brackets into its own ("Your history cannot be used (…)").
QString historyMessage(const Error &error)
{
    const QString a1 = arg(error, 0);
    const QString a2 = arg(error, 1);
    if (const QString failure = historyFailure(error.kind); !failure.isEmpty())
        return whileDoing(failure, a1);
    const auto withReason = [&](const QString &phrase) { return whileDoing(phrase, a1); };
    switch (error.kind) {
    case ErrorKind::HistoryDriverMissing:
        return QCoreApplication::translate("countdown::Error",
                                           "the SQLite driver of Qt (QSQLITE) is not installed");
    case ErrorKind::HistoryWriteProtected:
        return QCoreApplication::translate("countdown::Error", "the file is write-protected");
    case ErrorKind::HistoryCannotOpen:
        return withReason(
            QCoreApplication::translate("countdown::Error", "the file could not be opened"));
    case ErrorKind::HistoryUnreadable:
        return withReason(
            QCoreApplication::translate("countdown::Error", "the file could not be read"));
    case ErrorKind::HistoryIntegrityFailed:
        return withReason(
            QCoreApplication::translate("countdown::Error", "the integrity check failed"));
    case ErrorKind::HistoryCannotPrepare:
        return withReason(
            QCoreApplication::translate("countdown::Error", "the file could not be prepared"));
    case ErrorKind::HistoryUpgradeFailed:
        return withReason(QCoreApplication::translate("countdown::Error",
                                                      "bringing the history up to date failed"));
    case ErrorKind::HistoryNewerSchema:
        return QCoreApplication::translate("countdown::Error",
                                           "the history was written by a newer version of the game "
                                           "(schema %1; this version knows up to %2) and was left "
                                           "unchanged")
            .arg(a1, a2);
    case ErrorKind::HistoryNotAHistory:
        return QCoreApplication::translate("countdown::Error",
                                           "the file is an SQLite database but not a history");
    case ErrorKind::HistoryDiskFull:
        return QCoreApplication::translate("countdown::Error", "the disk that holds %1 is full")
            .arg(a1);
    case ErrorKind::HistoryNotMovedAside:
        return withReason(
            QCoreApplication::translate("countdown::Error", "it could not be moved aside"));
    case ErrorKind::HistoryNotRestarted:
        return QCoreApplication::translate("countdown::Error",
                                           "a new history could not be started either");
    case ErrorKind::HistoryNoSuchGame:
        return QCoreApplication::translate("countdown::Error", "there is no game %1").arg(a1);
    case ErrorKind::HistoryBackupFailed:
        return withReason(
            QCoreApplication::translate("countdown::Error", "the backup could not be written"));
    case ErrorKind::HistoryNotKept:
        return QCoreApplication::translate("countdown::Error", "no history is being kept");
    default:
        return QString();
    }
}

// What a variant field's value must be, from the type word VariantWrongType carries.
QString variantTypePhrase(const QString &type)
{
    if (type == QLatin1String("numbers"))
        return QCoreApplication::translate("countdown::Error", "a list of whole numbers");
    if (type == QLatin1String("text"))
        return QCoreApplication::translate("countdown::Error", "text in quotes");
    if (type == QLatin1String("boolean"))
        return QCoreApplication::translate("countdown::Error", "true or false");
    if (type == QLatin1String("object"))
        return QCoreApplication::translate("countdown::Error", "an object in braces");
    return QCoreApplication::translate("countdown::Error", "a whole number");
}

// A variant's problems name the field as the file spells it, so that it can be found and fixed.
QString variantMessage(const Error &error)
{
    const QString field = arg(error, 0); // or, for the whole file, its first argument
    const QString a2 = arg(error, 1);
    const QString a3 = arg(error, 2);
    const QString a4 = arg(error, 3);
    switch (error.kind) {
    case ErrorKind::VariantNotJson:
        //: %1 is Qt's description of the JSON problem (in English)
        return QCoreApplication::translate("countdown::Error", "The variant is not valid JSON (%1)")
            .arg(field);
    case ErrorKind::VariantTooLarge:
        return QCoreApplication::translate("countdown::Error",
                                           "The variant is too large: at most %1 bytes")
            .arg(field);
    case ErrorKind::VariantUnknownField:
        return QCoreApplication::translate("countdown::Error", "“%1” is not a field of a variant")
            .arg(withControlsWrittenOut(field));
    case ErrorKind::VariantDuplicateField:
        return QCoreApplication::translate("countdown::Error", "“%1” is given more than once")
            .arg(withControlsWrittenOut(field));
    case ErrorKind::VariantWrongType:
        if (field.isEmpty())
            return QCoreApplication::translate("countdown::Error",
                                               "A variant must be one object in braces");
        //: %2 is e.g. "a whole number", "a list of whole numbers"
        return QCoreApplication::translate("countdown::Error", "“%1” must be %2")
            .arg(field, variantTypePhrase(a2));
    case ErrorKind::VariantOutOfRange:
        return QCoreApplication::translate("countdown::Error",
                                           "“%1” is %2 but must be from %3 to %4")
            .arg(field, a2, a3, a4);
    case ErrorKind::VariantBadWord:
        if (a2.isEmpty())
            return QCoreApplication::translate("countdown::Error", "“%1” needs one of %2")
                .arg(field, a3);
        return QCoreApplication::translate("countdown::Error", "“%1” cannot be “%2”: use %3")
            .arg(field, withControlsWrittenOut(a2), a3);
    case ErrorKind::VariantBagTooSmall:
        return QCoreApplication::translate("countdown::Error",
                                           "“%1” has %3 tiles but a round may need %2")
            .arg(field, a2, a3);
    case ErrorKind::VariantRangeReversed:
        return QCoreApplication::translate("countdown::Error",
                                           "“%1” goes from %2 down to %3: give the lower first")
            .arg(field, a2, a3);
    case ErrorKind::VariantNewerFormat:
        return QCoreApplication::translate("countdown::Error",
                                           "The variant was written by a newer version of the "
                                           "game (version %1; this version reads up to %2)")
            .arg(field, a2);
    default:
        return QString();
    }
}

// Work that cannot be done.
QString startMessage(const Error &error)
{
    switch (error.kind) {
    case ErrorKind::RoundInProgress:
        return QCoreApplication::translate("countdown::Error", "Finish this round first.");
    case ErrorKind::GameInProgress:
        return QCoreApplication::translate("countdown::Error", "Finish this game first.");
    case ErrorKind::DailyAtOneMachine:
        return QCoreApplication::translate("countdown::Error",
                                           "The daily puzzle is yours alone: finish the game at "
                                           "one machine first.");
    case ErrorKind::DailySetPuzzlePlayed: {
        const QDate day = QDate::fromString(arg(error, 0), Qt::ISODate);
        //: %1: the puzzle's place in the day's set (1-5), %2: the day, written in full
        return QCoreApplication::translate("countdown::Error",
                                           "Puzzle %1 of the set of %2 is played already.")
            .arg(arg(error, 1),
                 day.isValid() ? QLocale().toString(day, QLocale::LongFormat) : arg(error, 0));
    }
    case ErrorKind::DailyAlreadyPlayed: {
        const QDate day = QDate::fromString(arg(error, 0), Qt::ISODate);
        //: %1: the day, as the player's language writes dates in full
        return QCoreApplication::translate("countdown::Error",
                                           "The daily puzzle of %1 is played already.")
            .arg(day.isValid() ? QLocale().toString(day, QLocale::LongFormat) : arg(error, 0));
    }
    case ErrorKind::TooFewPlayers:
        //: %1: the fewest people a game at one machine is played by (2)
        return QCoreApplication::translate("countdown::Error",
                                           "A game at one machine needs at least %1 players.")
            .arg(arg(error, 0));
    default:
        return QString();
    }
}

QString workMessage(const Error &error)
{
    switch (error.kind) {
    case ErrorKind::OddsTooLarge:
        //: %1: how many distinct selections of tiles the variant's rounds can draw, %2: the most
        //: the exact odds are worked out over
        return QCoreApplication::translate("countdown::Error",
                                           "The odds of this variant cannot be worked out: its "
                                           "rounds can draw %1 distinct selections of tiles, "
                                           "and the odds are worked out over at most %2")
            .arg(arg(error, 0), arg(error, 1));
    case ErrorKind::OutOfMemory:
        return QCoreApplication::translate("countdown::Error",
                                           "There was not enough memory to finish the work");
    default:
        return QString();
    }
}

// The marks and embeddings, overrides and isolates of Unicode's bidirectional algorithm: each
// reorders what a terminal or a label shows after it ("abc<U+202E>fdp.exe" reads "abcexe.pdf").
bool isBidiControl(char16_t u)
{
    return u == 0x061c || u == 0x200e || u == 0x200f || (u >= 0x202a && u <= 0x202e)
           || (u >= 0x2066 && u <= 0x2069);
}

} // namespace

QString withControlsWrittenOut(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7f && u < 0xa0))
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        else if (isBidiControl(u))
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

// Placeholders are filled in one pass (the multi-argument QString::arg), so an argument that
// itself contains "%1" (say, a typed symbol) is never substituted again.
// Messages about a place in a typed text do not repeat the position: the UI highlights it.
QString errorMessage(const Error &error)
{
    switch (familyOf(error.kind)) {
    case ErrorFamily::Puzzle:
        return puzzleMessage(error);
    case ErrorFamily::Expression:
        return expressionMessage(error);
    case ErrorFamily::Step:
        return stepMessage(error);
    case ErrorFamily::Working:
        return workingMessage(error);
    case ErrorFamily::History:
        return historyMessage(error);
    case ErrorFamily::Variant:
        return variantMessage(error);
    case ErrorFamily::Start:
        return startMessage(error);
    case ErrorFamily::Work:
        return workMessage(error);
    case ErrorFamily::Challenge:
        return challengeCodeMessage(error);
    case ErrorFamily::None:
        break;
    }
    // Only reachable with a value outside the enumeration: no sentence rather than a wrong one.
    return QString();
}

} // namespace countdown
