// Every ErrorKind as a sentence for the player: the one place where domain errors become text, so
// that they can be translated together (lupdate extracts the "countdown::Error" context).
#include "error.h"

#include <QCoreApplication>
#include <QLocale>

namespace countdown {

namespace {

// The i-th argument, or an empty string: a malformed error must still give a sentence, not a crash.
QString arg(const Error &error, qsizetype i)
{
    return i < error.args.size() ? error.args.at(i) : QString();
}

} // namespace

// Placeholders are filled in one pass (the multi-argument QString::arg), so an argument that
// itself contains "%1" (say, a typed symbol) is never substituted again.
// Messages about a place in a typed text do not repeat the position: the UI highlights it.
// No `default:` so that a new kind without a sentence is a compiler warning (an error with
// -Werror).
QString errorMessage(const Error &error)
{
    const QString a1 = arg(error, 0);
    const QString a2 = arg(error, 1);
    const QString a3 = arg(error, 2);
    // Context and text stay literal in every call: lupdate reads them from the source.
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

    // The first argument is a phrase translated where the error is made (history.cpp); the
    // second is the database's or the file system's own message, which Qt does not translate.
    case ErrorKind::StorageFailed:
        if (a1.isEmpty() && a2.isEmpty())
            return QCoreApplication::translate("countdown::Error", "The history could not be used");
        if (a1.isEmpty())
            return QCoreApplication::translate("countdown::Error",
                                               "The history could not be used: %1")
                .arg(a2);
        if (a2.isEmpty())
            //: %1 says what was being done, e.g. "storing a round in the history"
            return QCoreApplication::translate("countdown::Error", "Error while %1").arg(a1);
        //: %1 says what was being done, e.g. "storing a round in the history"; %2 is the system's
        //: message
        return QCoreApplication::translate("countdown::Error", "Error while %1: %2").arg(a1, a2);
    }
    // Only reachable with a value outside the enumeration: no sentence rather than a wrong one.
    return QString();
}

} // namespace countdown
