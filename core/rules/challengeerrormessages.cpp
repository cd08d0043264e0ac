// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A challenge code's errors as sentences, beside errormessages.cpp and in its translation context
// ("countdown::Error").
#include "errorfamilies.h"

#include <QCoreApplication>

namespace countdown {

QString challengeCodeMessage(const Error &error)
{
    const QString a1 = withControlsWrittenOut(error.args.value(0));
    const QString a2 = withControlsWrittenOut(error.args.value(1));
    switch (error.kind) {
    case ErrorKind::ChallengeCodeEmpty:
        return QCoreApplication::translate("countdown::Error", "There is no code to read");
    case ErrorKind::ChallengeCodeTooLong:
        return QCoreApplication::translate("countdown::Error",
                                           "This is too long to be a code: at most %1 characters")
            .arg(a1);
    case ErrorKind::ChallengeCodeBadSymbol:
        //: %1: the character, %2: its place in what was pasted (1 for the first)
        return QCoreApplication::translate("countdown::Error",
                                           "“%1” (character %2) cannot be in a code: codes are "
                                           "digits and letters")
            .arg(a1, a2);
    case ErrorKind::ChallengeCodeMistyped:
        return QCoreApplication::translate("countdown::Error",
                                           "The code is mistyped: a symbol is wrong or two are "
                                           "swapped. Check it again");
    case ErrorKind::ChallengeCodeTruncated:
        return QCoreApplication::translate("countdown::Error",
                                           "The code is cut short: symbols are missing at its "
                                           "end. Copy it again, whole");
    case ErrorKind::ChallengeCodeExtraSymbols:
        //: %1: how many symbols follow the code's end
        return QCoreApplication::translate("countdown::Error",
                                           "The code goes on after its end (%1 symbols too "
                                           "many). Copy it again, alone")
            .arg(a1);
    case ErrorKind::ChallengeCodeNewerVersion:
        return QCoreApplication::translate("countdown::Error",
                                           "The code was made by a newer version of the game "
                                           "(format %1; this version reads up to %2)")
            .arg(a1, a2);
    case ErrorKind::ChallengeCodeOutOfRange:
        if (error.args.value(2) == error.args.value(3))
            //: %1: the field, as docs/challenge-codes.md names it, e.g. "tiles"
            return QCoreApplication::translate("countdown::Error",
                                               "The code's “%1” is %2 but must be %3")
                .arg(a1, a2, error.args.value(2));
        //: %1: the field, as docs/challenge-codes.md names it, e.g. "sender.points"
        return QCoreApplication::translate("countdown::Error",
                                           "The code's “%1” is %2 but must be from %3 to %4")
            .arg(a1, a2, error.args.value(2), error.args.value(3));
    case ErrorKind::ChallengeCodeBadOperations:
        if (a1.isEmpty())
            return QCoreApplication::translate("countdown::Error", "The code allows no operation");
        return QCoreApplication::translate("countdown::Error",
                                           "The code asks for every number to be used with %1 "
                                           "only: that needs + or ×")
            .arg(a1);
    case ErrorKind::ChallengeCodeReplyWithoutSender:
        return QCoreApplication::translate("countdown::Error",
                                           "The code carries a reply but not the result it "
                                           "replies to");
    case ErrorKind::ChallengeCodeBadName:
        if (a2.isEmpty())
            return QCoreApplication::translate("countdown::Error",
                                               "The code's “%1” is not text (UTF-8)")
                .arg(a1);
        //: %2: the character as its Unicode number, e.g. U+202E
        return QCoreApplication::translate("countdown::Error",
                                           "The code's “%1” holds the control character %2")
            .arg(a1, a2);
    case ErrorKind::ChallengeCodeNotFound:
        return QCoreApplication::translate("countdown::Error",
                                           "There is no challenge code in this text: a code "
                                           "looks like 1B83-409D-KH50-0T20-EH");
    default:
        return QString();
    }
}

} // namespace countdown
