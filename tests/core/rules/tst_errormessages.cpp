// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every ErrorKind becomes a sentence for the player that shows its arguments and never its
// position; malformed errors (missing arguments) still give a sentence.
#include "arithmetic.h"
#include "error.h"

#include <QRegularExpression>
#include <QTest>

#include <array>

using namespace countdown;

namespace {

// Every kind, in declaration order, with how many arguments error.h documents for it. A kind added
// to error.h must be added here too: the static_assert and allKindsAreListed() fail otherwise.
struct KindInfo {
    ErrorKind kind;
    const char *name; // for the test's row names
    int argCount;
};

constexpr std::array kAllKinds = {
    KindInfo{ErrorKind::NotANumber, "NotANumber", 1},
    KindInfo{ErrorKind::TooFewNumbers, "TooFewNumbers", 1},
    KindInfo{ErrorKind::TooManyNumbers, "TooManyNumbers", 2},
    KindInfo{ErrorKind::NumberOutOfRange, "NumberOutOfRange", 3},
    KindInfo{ErrorKind::TargetOutOfRange, "TargetOutOfRange", 3},
    KindInfo{ErrorKind::LineTooLong, "LineTooLong", 1},
    KindInfo{ErrorKind::EmptyExpression, "EmptyExpression", 0},
    KindInfo{ErrorKind::UnknownSymbol, "UnknownSymbol", 1},
    KindInfo{ErrorKind::UnbalancedOpenBracket, "UnbalancedOpenBracket", 0},
    KindInfo{ErrorKind::UnbalancedCloseBracket, "UnbalancedCloseBracket", 0},
    KindInfo{ErrorKind::ExpectedNumber, "ExpectedNumber", 0},
    KindInfo{ErrorKind::ExpectedOperator, "ExpectedOperator", 0},
    KindInfo{ErrorKind::NumberTooLarge, "NumberTooLarge", 1},
    KindInfo{ErrorKind::NumberNotAvailable, "NumberNotAvailable", 1},
    KindInfo{ErrorKind::NumberUsedTooOften, "NumberUsedTooOften", 2},
    KindInfo{ErrorKind::NegativeResult, "NegativeResult", 3},
    KindInfo{ErrorKind::ZeroResult, "ZeroResult", 3},
    KindInfo{ErrorKind::FractionalResult, "FractionalResult", 3},
    KindInfo{ErrorKind::DivisionByZero, "DivisionByZero", 1},
    KindInfo{ErrorKind::Overflow, "Overflow", 3},
    KindInfo{ErrorKind::OperationNotAllowed, "OperationNotAllowed", 1},
    KindInfo{ErrorKind::NoSuchTile, "NoSuchTile", 1},
    KindInfo{ErrorKind::TileAlreadyUsed, "TileAlreadyUsed", 1},
    KindInfo{ErrorKind::SameTileTwice, "SameTileTwice", 1},
    KindInfo{ErrorKind::NothingToUndo, "NothingToUndo", 0},
    KindInfo{ErrorKind::TilesLeftOut, "TilesLeftOut", 3},
    KindInfo{ErrorKind::StoringRoundFailed, "StoringRoundFailed", 1},
    KindInfo{ErrorKind::StartingGameFailed, "StartingGameFailed", 1},
    KindInfo{ErrorKind::FinishingGameFailed, "FinishingGameFailed", 1},
    KindInfo{ErrorKind::ReadingHistoryFailed, "ReadingHistoryFailed", 1},
    KindInfo{ErrorKind::ExportingHistoryFailed, "ExportingHistoryFailed", 1},
    KindInfo{ErrorKind::ClearingHistoryFailed, "ClearingHistoryFailed", 1},
    KindInfo{ErrorKind::StoringReplyFailed, "StoringReplyFailed", 1},
    KindInfo{ErrorKind::HistoryDriverMissing, "HistoryDriverMissing", 0},
    KindInfo{ErrorKind::HistoryWriteProtected, "HistoryWriteProtected", 0},
    KindInfo{ErrorKind::HistoryCannotOpen, "HistoryCannotOpen", 1},
    KindInfo{ErrorKind::HistoryUnreadable, "HistoryUnreadable", 1},
    KindInfo{ErrorKind::HistoryIntegrityFailed, "HistoryIntegrityFailed", 1},
    KindInfo{ErrorKind::HistoryCannotPrepare, "HistoryCannotPrepare", 1},
    KindInfo{ErrorKind::HistoryUpgradeFailed, "HistoryUpgradeFailed", 1},
    KindInfo{ErrorKind::HistoryNewerSchema, "HistoryNewerSchema", 2},
    KindInfo{ErrorKind::HistoryNotAHistory, "HistoryNotAHistory", 0},
    KindInfo{ErrorKind::HistoryDiskFull, "HistoryDiskFull", 1},
    KindInfo{ErrorKind::HistoryNotMovedAside, "HistoryNotMovedAside", 1},
    KindInfo{ErrorKind::HistoryNotRestarted, "HistoryNotRestarted", 0},
    KindInfo{ErrorKind::HistoryNoSuchGame, "HistoryNoSuchGame", 1},
    KindInfo{ErrorKind::HistoryBackupFailed, "HistoryBackupFailed", 1},
    KindInfo{ErrorKind::HistoryNotKept, "HistoryNotKept", 0},
    KindInfo{ErrorKind::VariantNotJson, "VariantNotJson", 1},
    KindInfo{ErrorKind::VariantTooLarge, "VariantTooLarge", 1},
    KindInfo{ErrorKind::VariantDuplicateField, "VariantDuplicateField", 1},
    KindInfo{ErrorKind::VariantUnknownField, "VariantUnknownField", 1},
    // The second argument is a type's code word, which the sentence puts in words.
    KindInfo{ErrorKind::VariantWrongType, "VariantWrongType", 1},
    KindInfo{ErrorKind::VariantOutOfRange, "VariantOutOfRange", 4},
    KindInfo{ErrorKind::VariantBadWord, "VariantBadWord", 3},
    KindInfo{ErrorKind::VariantBagTooSmall, "VariantBagTooSmall", 3},
    KindInfo{ErrorKind::VariantRangeReversed, "VariantRangeReversed", 3},
    KindInfo{ErrorKind::VariantNewerFormat, "VariantNewerFormat", 2},
    KindInfo{ErrorKind::RoundInProgress, "RoundInProgress", 0},
    KindInfo{ErrorKind::GameInProgress, "GameInProgress", 0},
    KindInfo{ErrorKind::DailyAtOneMachine, "DailyAtOneMachine", 0},
    // The argument is a date, which the sentence writes in the player's language.
    KindInfo{ErrorKind::DailyAlreadyPlayed, "DailyAlreadyPlayed", 0},
    KindInfo{ErrorKind::DailySetPuzzlePlayed, "DailySetPuzzlePlayed", 2},
    KindInfo{ErrorKind::TooFewPlayers, "TooFewPlayers", 1},
    KindInfo{ErrorKind::OddsTooLarge, "OddsTooLarge", 2},
    KindInfo{ErrorKind::OutOfMemory, "OutOfMemory", 0},
    KindInfo{ErrorKind::ChallengeCodeEmpty, "ChallengeCodeEmpty", 0},
    KindInfo{ErrorKind::ChallengeCodeTooLong, "ChallengeCodeTooLong", 1},
    KindInfo{ErrorKind::ChallengeCodeBadSymbol, "ChallengeCodeBadSymbol", 2},
    KindInfo{ErrorKind::ChallengeCodeMistyped, "ChallengeCodeMistyped", 0},
    KindInfo{ErrorKind::ChallengeCodeTruncated, "ChallengeCodeTruncated", 0},
    KindInfo{ErrorKind::ChallengeCodeExtraSymbols, "ChallengeCodeExtraSymbols", 1},
    KindInfo{ErrorKind::ChallengeCodeNewerVersion, "ChallengeCodeNewerVersion", 2},
    KindInfo{ErrorKind::ChallengeCodeOutOfRange, "ChallengeCodeOutOfRange", 4},
    KindInfo{ErrorKind::ChallengeCodeBadOperations, "ChallengeCodeBadOperations", 1},
    KindInfo{ErrorKind::ChallengeCodeReplyWithoutSender, "ChallengeCodeReplyWithoutSender", 0},
    KindInfo{ErrorKind::ChallengeCodeBadName, "ChallengeCodeBadName", 2},
    KindInfo{ErrorKind::ChallengeCodeNotFound, "ChallengeCodeNotFound", 0},
};
static_assert(kAllKinds.size() == std::size_t(ErrorKind::ChallengeCodeNotFound) + 1,
              "every ErrorKind needs a row in kAllKinds");

// Arguments no sentence contains by itself, so finding them proves they were filled in.
const QStringList kMarkers = {QStringLiteral("4711"), QStringLiteral("5822"),
                              QStringLiteral("6933"), QStringLiteral("7155")};
// A position that must not appear in any sentence (the UI highlights the place instead).
constexpr int kPosition = 8044;

bool hasUnfilledPlaceholder(const QString &message)
{
    static const QRegularExpression placeholder(QStringLiteral("%\\d"));
    return message.contains(placeholder);
}

} // namespace

Q_DECLARE_METATYPE(countdown::ErrorKind)

class TestErrorMessages : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Lists of tiles are joined the British way ("2 and 10"), whatever the machine's locale.
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom)); }
    void allKindsAreListed();
    void everyKind_data();
    void everyKind();
    void exactSentences_data();
    void exactSentences();
    void argumentsAreNotSubstitutedTwice();
};

void TestErrorMessages::allKindsAreListed()
{
    for (std::size_t i = 0; i < kAllKinds.size(); ++i)
        QCOMPARE(int(kAllKinds[i].kind), int(i));
    // A kind declared after the last listed one would have a sentence (the compiler insists on
    // one): the value just past the list must have none.
    QVERIFY(errorMessage(Error{ErrorKind(kAllKinds.size()), -1, {}}).isEmpty());
}

void TestErrorMessages::everyKind_data()
{
    QTest::addColumn<ErrorKind>("kind");
    QTest::addColumn<int>("argCount");
    for (const KindInfo &info : kAllKinds) {
        QTest::newRow(info.name) << info.kind << info.argCount;
    }
}

void TestErrorMessages::everyKind()
{
    QFETCH(ErrorKind, kind);
    QFETCH(int, argCount);

    const QStringList args = kMarkers.mid(0, argCount);
    const QString message = errorMessage(Error{kind, kPosition, args});
    QVERIFY(!message.trimmed().isEmpty());
    for (const QString &arg : args)
        QVERIFY2(message.contains(arg), qPrintable(message));
    QVERIFY2(!hasUnfilledPlaceholder(message), qPrintable(message));
    QVERIFY2(!message.contains(QString::number(kPosition)), qPrintable(message));

    // Missing arguments (a malformed error) still give a sentence, without crashing.
    const QString bare = errorMessage(Error{kind, -1, {}});
    QVERIFY(!bare.trimmed().isEmpty());
    QVERIFY2(!hasUnfilledPlaceholder(bare), qPrintable(bare));
    if (argCount > 1) {
        const QString partial = errorMessage(Error{kind, -1, {kMarkers.front()}});
        QVERIFY(partial.contains(kMarkers.front()));
        QVERIFY2(!hasUnfilledPlaceholder(partial), qPrintable(partial));
    }
    // Extra arguments are ignored.
    const QString extra =
        errorMessage(Error{kind, -1, kMarkers + QStringList{QStringLiteral("x")}});
    QVERIFY(!extra.trimmed().isEmpty());
}

void TestErrorMessages::exactSentences_data()
{
    QTest::addColumn<ErrorKind>("kind");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");

    const auto list = [](std::initializer_list<QString> items) { return QStringList(items); };
    QTest::newRow("negative") << ErrorKind::NegativeResult
                              << list({QStringLiteral("3"), QStringLiteral("−"),
                                       QStringLiteral("75")})
                              << QStringLiteral("3 − 75 would be negative");
    QTest::newRow("zero") << ErrorKind::ZeroResult
                          << list({QStringLiteral("5"), QStringLiteral("−"), QStringLiteral("5")})
                          << QStringLiteral("5 − 5 would be zero");
    QTest::newRow("fraction") << ErrorKind::FractionalResult
                              << list({QStringLiteral("7"), QStringLiteral("÷"),
                                       QStringLiteral("2")})
                              << QStringLiteral("7 ÷ 2 is not a whole number");
    QTest::newRow("unknown symbol")
        << ErrorKind::UnknownSymbol << list({QStringLiteral("?")})
        << QStringLiteral("“?” is not a number, an operator or a bracket");
    QTest::newRow("used too often")
        << ErrorKind::NumberUsedTooOften << list({QStringLiteral("4"), QStringLiteral("1")})
        << QStringLiteral("4 is used more often than it appears (1×)");
    // The arguments are (maximum, given); the sentence names what was given first.
    QTest::newRow("too many numbers")
        << ErrorKind::TooManyNumbers << list({QStringLiteral("7"), QStringLiteral("8")})
        << QStringLiteral("Too many numbers: 8 given, at most 7 allowed");
    QTest::newRow("empty number text")
        << ErrorKind::NotANumber << list({QString()}) << QStringLiteral("A number is missing");
    QTest::newRow("nothing to undo")
        << ErrorKind::NothingToUndo << QStringList{} << QStringLiteral("There is nothing to undo");
    QTest::newRow("tiles left out, one")
        << ErrorKind::TilesLeftOut << list({QStringLiteral("75")})
        << QStringLiteral("Every number must be used. Not used yet: 75");
    QTest::newRow("tiles left out, two")
        << ErrorKind::TilesLeftOut << list({QStringLiteral("2"), QStringLiteral("10")})
        << QStringLiteral("Every number must be used. Not used yet: 2 and 10");
    QTest::newRow("storing failed")
        << ErrorKind::StoringRoundFailed << list({QStringLiteral("database is locked")})
        << QStringLiteral("The round could not be stored in the history: database is locked");
    QTest::newRow("keeping a reply failed")
        << ErrorKind::StoringReplyFailed << list({QStringLiteral("disk I/O error")})
        << QStringLiteral("The reply could not be kept in the history: disk I/O error");
    QTest::newRow("clearing failed, no reason")
        << ErrorKind::ClearingHistoryFailed << QStringList{}
        << QStringLiteral("The history could not be cleared");
    QTest::newRow("newer schema")
        << ErrorKind::HistoryNewerSchema << list({QStringLiteral("3"), QStringLiteral("2")})
        << QStringLiteral("the history was written by a newer version of the game (schema 3; "
                          "this version knows up to 2) and was left unchanged");
    QTest::newRow("disk full") << ErrorKind::HistoryDiskFull
                               << list({QStringLiteral("/home/x/.local/share")})
                               << QStringLiteral(
                                      "the disk that holds /home/x/.local/share is full");
    QTest::newRow("cannot open, with the reason")
        << ErrorKind::HistoryCannotOpen << list({QStringLiteral("unable to open database file")})
        << QStringLiteral("the file could not be opened: unable to open database file");
    QTest::newRow("odds too large")
        << ErrorKind::OddsTooLarge
        << list({QStringLiteral("16007560800"), QStringLiteral("200000")})
        << QStringLiteral("The odds of this variant cannot be worked out: its rounds can draw "
                          "16007560800 distinct selections of tiles, and the odds are worked out "
                          "over at most 200000");
    QTest::newRow("round in progress") << ErrorKind::RoundInProgress << QStringList{}
                                       << QStringLiteral("Finish this round first.");
    QTest::newRow("too few players")
        << ErrorKind::TooFewPlayers << list({QStringLiteral("2")})
        << QStringLiteral("A game at one machine needs at least 2 players.");
    QTest::newRow("daily played")
        << ErrorKind::DailyAlreadyPlayed << list({QStringLiteral("2026-12-04")})
        << QStringLiteral("The daily puzzle of Friday, 4 December 2026 is played already.");
    QTest::newRow("daily set's puzzle played")
        << ErrorKind::DailySetPuzzlePlayed
        << list({QStringLiteral("2026-12-05"), QStringLiteral("3")})
        << QStringLiteral("Puzzle 3 of the set of Saturday, 5 December 2026 is played already.");
    QTest::newRow("code mistyped")
        << ErrorKind::ChallengeCodeMistyped << QStringList{}
        << QStringLiteral("The code is mistyped: a symbol is wrong or two are swapped. Check it "
                          "again");
    QTest::newRow("code field out of range")
        << ErrorKind::ChallengeCodeOutOfRange
        << list({QStringLiteral("sender.points"), QStringLiteral("101"), QStringLiteral("0"),
                 QStringLiteral("100")})
        << QStringLiteral("The code's “sender.points” is 101 but must be from 0 to 100");
    QTest::newRow("code's name with a control")
        << ErrorKind::ChallengeCodeBadName
        << list({QStringLiteral("reply.name"), QStringLiteral("U+202E")})
        << QStringLiteral("The code's “reply.name” holds the control character U+202E");
    QTest::newRow("cannot open, no reason") << ErrorKind::HistoryCannotOpen << QStringList{}
                                            << QStringLiteral("the file could not be opened");
}

void TestErrorMessages::exactSentences()
{
    QFETCH(ErrorKind, kind);
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QCOMPARE(errorMessage(Error{kind, -1, args}), message);
}

// A typed symbol or number may itself look like a placeholder; it must appear as typed.
void TestErrorMessages::argumentsAreNotSubstitutedTwice()
{
    const Error error{ErrorKind::NumberOutOfRange,
                      -1,
                      {QStringLiteral("%2"), QStringLiteral("1"), QStringLiteral("999999")}};
    QCOMPARE(errorMessage(error), QStringLiteral("%2 cannot be used: numbers go from 1 to 999999"));

    // And the arithmetic's own errors read as the step the player tried.
    const Result<Number> refused = applyOperator(3, Operator::Subtract, 75);
    QVERIFY(!refused.ok());
    QCOMPARE(errorMessage(refused.error()), QStringLiteral("3 − 75 would be negative"));
}

QTEST_GUILESS_MAIN(TestErrorMessages)
#include "tst_errormessages.moc"
