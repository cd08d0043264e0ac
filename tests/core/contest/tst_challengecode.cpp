// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Challenge codes: every variant's rounds and every kind of result come back as they were written;
// fixed codes keep reading the same (the format is frozen); every typo of one symbol and every
// swap of two neighbours is caught; the forgiving reading; and each malformed code is refused
// with an error that names what is wrong. White-box where a code must be made by hand: the
// format's bit writer and check (core/contest/internal).
#include "challengebits.h"
#include "challengecode.h"
#include "gamevariant.h"
#include "hints.h"
#include "variantfile.h"

#include <QElapsedTimer>
#include <QTest>

using namespace countdown;
using countdown::detail::BitWriter;

namespace {

// What a failed read says, for a test's message (nothing when it read).
template <typename T>
QString problem(const Result<T> &read)
{
    return read.ok() ? QString() : errorMessage(read.error());
}

Challenge ukRound(std::vector<Number> tiles, Number target)
{
    Challenge challenge;
    challenge.variantId = QStringLiteral("uk");
    challenge.tiles = std::move(tiles);
    challenge.target = target;
    return challenge;
}

ChallengeResult result(const QString &name, std::optional<Number> value, int points, qint64 timeMs,
                       int hints)
{
    return ChallengeResult{name, value, points, timeMs, hints};
}

// The code for hand-made data symbols: the check added, in groups.
QString withCheck(std::vector<std::uint8_t> symbols)
{
    const int check = detail::challengeCheck(symbols, symbols.size());
    symbols.push_back(std::uint8_t(check / 32));
    symbols.push_back(std::uint8_t(check % 32));
    return detail::challengeSymbolText(symbols);
}

// A payload written field by field as docs/challenge-codes.md lays it out, each field settable to
// a value the game never writes.
struct Payload {
    int version = 1;
    int variant = 0; // none: the rules follow
    int operators = 0b1111;
    bool useAll = false;
    int clock = 30;
    int tileCount = 2;
    std::vector<Number> tiles = {25, 4};
    Number target = 100;
    bool sender = false;
    bool reply = false;
    QByteArray name = "Ann";
    int nameBytes = -1; // -1: the name's size
    std::optional<Number> value = 100;
    int points = 10;
    int tenths = 214;
    int hints = 0;
    int padding = 0; // bits of padding, as a number (must be 0)
    int extraSymbols = 0;

    void writeResult(BitWriter &out) const
    {
        out.number(nameBytes >= 0 ? nameBytes : name.size(), 0);
        for (const char byte : name)
            out.bits(std::uint8_t(byte), 8);
        out.bits(value.has_value(), 1);
        if (value)
            out.number(*value, 1);
        out.number(points, 0);
        out.number(tenths, 0);
        out.number(hints, 0);
    }
    QString code() const
    {
        BitWriter out;
        out.bits(std::uint64_t(version), 5);
        out.number(variant, 0);
        if (variant > 0)
            out.bits(0, 1); // the rules follow
        out.bits(std::uint64_t(operators), 4);
        out.bits(useAll, 1);
        out.number(clock, 0);
        out.bits(std::uint64_t(tileCount - 1), 3);
        for (const Number tile : tiles)
            out.number(tile, 1);
        out.number(target, 1);
        out.bits(sender, 1);
        out.bits(reply, 1);
        for (int i = 0; i < int(sender) + int(reply); ++i)
            writeResult(out);
        std::vector<std::uint8_t> symbols = out.symbols();
        // The unused bits of the last symbol (the writer leaves them 0).
        symbols.back() = std::uint8_t(symbols.back() | padding);
        symbols.insert(symbols.end(), std::size_t(extraSymbols), std::uint8_t(7));
        return withCheck(symbols);
    }
};

QString symbolsOnly(const QString &code)
{
    QString symbols = code;
    symbols.remove(QLatin1Char('-'));
    return symbols;
}

const QString kAlphabet = QStringLiteral("0123456789ABCDEFGHJKMNPQRSTVWXYZ");

QStringList strings(std::initializer_list<const char *> texts)
{
    QStringList list;
    for (const char *text : texts)
        list << QString::fromUtf8(text);
    return list;
}

// A sample of codes of every shape, for the exhaustive typo test.
std::vector<QString> sampleCodes()
{
    std::vector<QString> codes;
    PortableRandom random(2026);
    for (int i = 0; i < 20; ++i) {
        const GameVariant &variant = builtInVariants()[std::size_t(i) % builtInVariants().size()];
        const Draw draw = drawVariant(variant, i % 5, random);
        Challenge challenge = ukRound(draw.tiles, draw.target);
        challenge.variantId = i % 4 == 3 ? QString() : variant.id;
        challenge.clockSeconds = variant.clockSeconds + (i % 3 == 2 ? 15 : 0);
        if (i % 3 > 0)
            challenge.sender = result(QStringLiteral("Zoé"), draw.target + i, 7, 21'400, i % 5);
        if (i % 3 == 2)
            challenge.reply = result(QStringLiteral("Bo"), std::nullopt, 0, 30'000, 0);
        codes.push_back(symbolsOnly(challengeCode(challenge)));
    }
    return codes;
}

} // namespace

Q_DECLARE_METATYPE(countdown::ErrorKind)
Q_DECLARE_METATYPE(countdown::Challenge)

class TestChallengeCode : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyVariantRoundTrips();
    void namesRoundTrip();
    void longNamesAreCutBetweenCharacters();
    void controlsAreLeftOutOfNames();
    void extremesRoundTrip();
    void aUkRoundIsShort();
    void codedVariantsAreTheBuiltIns();
    void goldenCodes_data();
    void goldenCodes();
    void everyTypoIsCaught();
    void readingIsForgiving();
    void malformed_data();
    void malformed();
    void badSymbolIsPlaced();
    void tooLongIsRefusedUnread();
    void outOfRangeFieldsAreNamed_data();
    void outOfRangeFieldsAreNamed();
    void checkChallengeNamesTheField();
    void codesAreFoundInMessages_data();
    void codesAreFoundInMessages();
    void messagesWithoutACode();
};

void TestChallengeCode::everyVariantRoundTrips()
{
    for (const GameVariant &variant : builtInVariants()) {
        PortableRandom random(36);
        for (int i = 0; i < 50; ++i) {
            const Draw draw = drawVariant(variant, i % 5, random);
            for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
                Challenge challenge = ukRound(draw.tiles, draw.target);
                challenge.variantId = variant.id;
                challenge.operators = variant.operators;
                challenge.mode = mode;
                challenge.clockSeconds = variant.clockSeconds;
                for (int results = 0; results < 3; ++results) {
                    if (results >= 1)
                        challenge.sender = result(QStringLiteral("Ann"), draw.target - 3, 7,
                                                  qint64(i) * 1'000 + 300, i % (kHintCount + 1));
                    if (results == 2)
                        challenge.reply = result(QStringLiteral("Bo"), std::nullopt, 0, 0, 0);
                    const QString code = challengeCode(challenge);
                    const Result<Challenge> read = readChallengeCode(code);
                    QVERIFY2(read.ok(), qPrintable(code + QLatin1Char(' ') + problem(read)));
                    QCOMPARE(*read, challenge);
                    const Result<Challenge> link = readChallengeCode(challengeLink(challenge));
                    QVERIFY2(link.ok(), qPrintable(challengeLink(challenge) + QLatin1Char(' ')
                                                   + problem(link)));
                    QCOMPARE(*link, challenge);
                    QVERIFY(!checkChallenge(challenge));
                }
            }
        }
    }
    // Other rules than the variant's, and no variant.
    Challenge custom = ukRound({3, 3, 9, 1, 1, 1}, 27);
    custom.operators = OperatorSet().with(Operator::Multiply);
    custom.mode = SolveMode::UseAll;
    custom.clockSeconds = 0;
    QCOMPARE(*readChallengeCode(challengeCode(custom)), custom);
    custom.variantId.clear();
    QCOMPARE(*readChallengeCode(challengeCode(custom)), custom);
}

void TestChallengeCode::namesRoundTrip()
{
    const QStringList names = {
        QStringLiteral("Zoé Müller-Ñúñez"),
        QStringLiteral("😀🎉 Ann 👍🏽"),
        QStringLiteral("مريم"),                                           // Arabic, right to left
        QStringLiteral("שרה כהן"),                                        // Hebrew
        QStringLiteral("abcdefghijklmnopqrstuvwx"),                       // 24 exactly
        QString(24, QChar(0x00e9)),                                       // 24 two-byte characters
        QString::fromUcs4(std::vector<char32_t>(24, 0x1f600).data(), 24), // 24 four-byte ones
        QString(),
    };
    for (const QString &name : names) {
        Challenge challenge = ukRound({100, 75, 3, 7, 9, 2}, 834);
        challenge.sender = result(name, 834, 10, 21'400, 0);
        challenge.reply = result(name, 830, 7, 29'900, 1);
        QCOMPARE(challengeName(name), name);
        const Result<Challenge> read = readChallengeCode(challengeCode(challenge));
        QVERIFY2(read.ok(), qPrintable(name));
        QCOMPARE(read->sender->name, name);
        QCOMPARE(*read, challenge);
    }
}

void TestChallengeCode::longNamesAreCutBetweenCharacters()
{
    QCOMPARE(challengeName(QStringLiteral("abcdefghijklmnopqrstuvwxyz")),
             QStringLiteral("abcdefghijklmnopqrstuvwx"));
    const QString emoji = QString::fromUcs4(std::vector<char32_t>(30, 0x1f600).data(), 30);
    QCOMPARE(challengeName(emoji), emoji.left(48)); // 24 whole pairs
    // An accent stays with its letter: 23 letters, then e and a combining acute accent.
    const QString accented = QString(23, QLatin1Char('a')) + QStringLiteral("e\u0301");
    QCOMPARE(challengeName(accented), QString(23, QLatin1Char('a')));
    // A flag is two code points that show as one character.
    const QString flags = QString(23, QLatin1Char('a')) + QStringLiteral("🇫🇷");
    QCOMPARE(challengeName(flags), QString(23, QLatin1Char('a')));
    // One character of more than 24 code points (accents piled up) is cut between code points.
    const QString piled = QStringLiteral("a") + QString(30, QChar(0x0301));
    QCOMPARE(challengeName(piled), piled.left(24));

    Challenge challenge = ukRound({1, 2, 3, 4, 5, 6}, 3);
    challenge.sender = result(emoji, 3, 10, 0, 0);
    const Result<Challenge> read = readChallengeCode(challengeCode(challenge));
    QVERIFY(read.ok());
    QCOMPARE(read->sender->name, emoji.left(48));
}

void TestChallengeCode::controlsAreLeftOutOfNames()
{
    const QString typed =
        QStringLiteral("A\x1b]0;x\x07n\u202en\u2028\x85") + QChar(0xd800) + QStringLiteral("!");
    QCOMPARE(challengeName(typed), QStringLiteral("A]0;xnn!"));
    Challenge challenge = ukRound({1, 2, 3, 4, 5, 6}, 3);
    challenge.sender = result(typed, std::nullopt, 0, 0, 0);
    QCOMPARE(readChallengeCode(challengeCode(challenge))->sender->name, QStringLiteral("A]0;xnn!"));
}

void TestChallengeCode::extremesRoundTrip()
{
    Challenge challenge;
    challenge.tiles = std::vector<Number>(7, kMaxNumber);
    challenge.target = kMaxTarget;
    challenge.clockSeconds = kMaxClockSeconds;
    const QString longest = QString::fromUcs4(std::vector<char32_t>(24, 0x1f600).data(), 24);
    challenge.sender =
        result(longest, kMaxIntermediate, kMaxChallengePoints, kMaxChallengeTimeMs, kHintCount);
    challenge.reply = challenge.sender;
    QCOMPARE(*readChallengeCode(challengeCode(challenge)), challenge);
    // The longest code there is fits the limit, as a link.
    QVERIFY2(challengeLink(challenge).size() <= kMaxChallengeCodeLength,
             qPrintable(QString::number(challengeLink(challenge).size())));
    // The smallest values (one number: no variant draws so few).
    Challenge least = ukRound({kMinNumber}, kMinTarget);
    least.variantId.clear();
    least.sender = result(QString(), 1, 0, 0, 0);
    QCOMPARE(*readChallengeCode(challengeCode(least)), least);
    // Time goes in tenths, the nearest, and at most an hour.
    least.sender->timeMs = 21'449;
    QCOMPARE(readChallengeCode(challengeCode(least))->sender->timeMs, qint64(21'400));
    least.sender->timeMs = 21'450;
    QCOMPARE(readChallengeCode(challengeCode(least))->sender->timeMs, qint64(21'500));
    least.sender->timeMs = 5 * kMaxChallengeTimeMs;
    QCOMPARE(readChallengeCode(challengeCode(least))->sender->timeMs, kMaxChallengeTimeMs);
}

// About 16-20 symbols for a UK round without results: short enough to read out.
void TestChallengeCode::aUkRoundIsShort()
{
    const QString code = symbolsOnly(challengeCode(ukRound({100, 75, 3, 7, 9, 2}, 834)));
    QVERIFY2(code.size() >= 14 && code.size() <= 20, qPrintable(code));
}

// "The variant's rules" in a code are those of format 1's table, which must be the built-ins' own
// (a built-in that changes its rules keeps them here: the table is part of the format).
void TestChallengeCode::codedVariantsAreTheBuiltIns()
{
    QCOMPARE(detail::kCodedVariants.size(), builtInVariants().size());
    for (std::size_t i = 0; i < builtInVariants().size(); ++i) {
        const GameVariant &variant = builtInVariants()[i];
        const detail::CodedVariant &coded = detail::kCodedVariants[i];
        QCOMPARE(QString::fromLatin1(coded.id), variant.id);
        QVERIFY(coded.operators == variant.operators);
        QVERIFY(coded.mode == variant.mode);
        QCOMPARE(coded.clockSeconds, variant.clockSeconds);
    }
}

void TestChallengeCode::goldenCodes_data()
{
    QTest::addColumn<Challenge>("challenge");
    QTest::addColumn<QString>("code");

    QTest::newRow("uk") << ukRound({100, 75, 3, 7, 9, 2}, 834)
                        << QStringLiteral("1B83-409D-KH50-0T20-EH");
    Challenge lceb = ukRound({25, 5, 8, 1, 10, 2}, 579);
    lceb.variantId = QStringLiteral("lceb");
    lceb.clockSeconds = 45;
    QTest::newRow("lceb") << lceb << QStringLiteral("1F8C-JH25-4028-CWV");
    Challenge custom = ukRound({3, 3, 9}, 27);
    custom.variantId.clear();
    custom.operators = OperatorSet().with(Operator::Multiply).with(Operator::Add);
    custom.mode = SolveMode::UseAll;
    custom.clockSeconds = 0;
    QTest::newRow("custom rules") << custom << QStringLiteral("1TTD-H46R-SN");
    Challenge sent = ukRound({50, 25, 6, 4, 1, 8}, 317);
    sent.sender = result(QStringLiteral("Zoé"), 317, 10, 21'400, 1);
    QTest::newRow("sender") << sent << QStringLiteral("1B86-869H-4802-FCAP-KFRE-MR0K-T5G3-BMD8");
    Challenge replied = sent;
    replied.reply = result(QStringLiteral("Бо 😀"), std::nullopt, 0, 30'000, 0);
    QTest::newRow("reply")
        << replied
        << QStringLiteral("1B86-869H-4802-FEAP-KFRE-MR0K-T5G3-BM5D-14EG-QRGF-17WR-G102-BCHE");
}

// The format is frozen once shipped: these codes read the same in every later version.
void TestChallengeCode::goldenCodes()
{
    QFETCH(Challenge, challenge);
    QFETCH(QString, code);
    QCOMPARE(challengeCode(challenge), code);
    QCOMPARE(*readChallengeCode(code), challenge);
}

// Exhaustive on the sample: every other symbol at every place, every swap of two different
// neighbours. None may read as a round (docs/challenge-codes.md, "The check", says why).
void TestChallengeCode::everyTypoIsCaught()
{
    QElapsedTimer timer;
    timer.start();
    int tried = 0;
    for (const QString &code : sampleCodes()) {
        QVERIFY(readChallengeCode(code).ok());
        for (qsizetype at = 0; at < code.size(); ++at) {
            for (const QChar symbol : kAlphabet) {
                if (symbol == code[at])
                    continue;
                QString typo = code;
                typo[at] = symbol;
                const Result<Challenge> read = readChallengeCode(typo);
                QVERIFY2(!read.ok(), qPrintable(code + QStringLiteral(" → ") + typo));
                ++tried;
            }
            if (at + 1 < code.size() && code[at] != code[at + 1]) {
                QString swapped = code;
                std::swap(swapped[at], swapped[at + 1]);
                QVERIFY2(!readChallengeCode(swapped).ok(), qPrintable(swapped));
                ++tried;
            }
        }
    }
    qInfo("%d typos caught in %lld ms", tried, qint64(timer.elapsed()));
}

void TestChallengeCode::readingIsForgiving()
{
    const Challenge challenge = ukRound({100, 75, 3, 7, 9, 2}, 834);
    const QString code = challengeCode(challenge);
    const auto reads = [&](const QString &text) {
        const Result<Challenge> read = readChallengeCode(text);
        return read.ok() && *read == challenge;
    };
    QVERIFY(reads(code));
    QVERIFY(reads(code.toLower()));
    QVERIFY(reads(symbolsOnly(code)));
    QVERIFY(reads(QStringLiteral("  ") + code + QStringLiteral("\n")));
    QVERIFY(reads(symbolsOnly(code).split(QString(), Qt::SkipEmptyParts).join(QLatin1Char(' '))));
    QVERIFY(reads(QString(code).replace(QLatin1Char('-'), QChar(0x2013)))); // en dashes
    QVERIFY(reads(challengeLink(challenge)));
    QVERIFY(reads(challengeLink(challenge).toUpper() + QLatin1Char('/')));
    QVERIFY(reads(QStringLiteral(" countdown-numbers://challenge/") + code.toLower()));
    // O is 0, I and L are 1, in either case.
    QString lookAlikes = code;
    lookAlikes.replace(QLatin1Char('0'), QLatin1Char('o'))
        .replace(QLatin1Char('1'), QLatin1Char('l'));
    QVERIFY(lookAlikes != code);
    QVERIFY(reads(lookAlikes));
    QVERIFY(reads(QString(code).replace(QLatin1Char('1'), QLatin1Char('I'))));
    QVERIFY(reads(QString(code).replace(QLatin1Char('0'), QLatin1Char('O'))));
}

void TestChallengeCode::malformed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<ErrorKind>("kind");
    QTest::addColumn<QStringList>("args");

    const QString code = challengeCode(ukRound({100, 75, 3, 7, 9, 2}, 834));
    const QString symbols = symbolsOnly(code);
    QTest::newRow("empty") << QString() << ErrorKind::ChallengeCodeEmpty << QStringList();
    QTest::newRow("spaces and hyphens")
        << QStringLiteral(" - -  ") << ErrorKind::ChallengeCodeEmpty << QStringList();
    QTest::newRow("link alone") << QStringLiteral("countdown-numbers://challenge/")
                                << ErrorKind::ChallengeCodeEmpty << QStringList();
    QTest::newRow("two symbols") << QStringLiteral("1K") << ErrorKind::ChallengeCodeTruncated
                                 << QStringList();
    QTest::newRow("last symbol missing")
        << symbols.chopped(1) << ErrorKind::ChallengeCodeTruncated << QStringList();
    QTest::newRow("half missing") << symbols.left(symbols.size() / 2)
                                  << ErrorKind::ChallengeCodeTruncated << QStringList();
    for (const QChar extra : {QLatin1Char('0'), QLatin1Char('7'), QLatin1Char('Z')})
        QTest::addRow("one symbol extra, %c", extra.toLatin1())
            << code + extra << ErrorKind::ChallengeCodeExtraSymbols << strings({"1"});
    QTest::newRow("swapped") << symbols.left(3) + symbols[4] + symbols[3] + symbols.mid(5)
                             << ErrorKind::ChallengeCodeMistyped << QStringList();
    QTest::newRow("0 in front") << QStringLiteral("0") + code << ErrorKind::ChallengeCodeMistyped
                                << QStringList();
    Payload newer;
    newer.version = 2;
    QTest::newRow("newer version")
        << newer.code() << ErrorKind::ChallengeCodeNewerVersion << strings({"2", "1"});
    newer.version = 31;
    QTest::newRow("newest version")
        << newer.code() << ErrorKind::ChallengeCodeNewerVersion << strings({"31", "1"});
}

void TestChallengeCode::malformed()
{
    QFETCH(QString, text);
    QFETCH(ErrorKind, kind);
    QFETCH(QStringList, args);
    const Result<Challenge> read = readChallengeCode(text);
    QVERIFY(!read.ok());
    QCOMPARE(int(read.error().kind), int(kind));
    QCOMPARE(read.error().args, args);
    QVERIFY(!errorMessage(read.error()).isEmpty());
}

void TestChallengeCode::badSymbolIsPlaced()
{
    const Result<Challenge> u = readChallengeCode(QStringLiteral(" 1K7U-X3"));
    QVERIFY(!u.ok());
    QCOMPARE(int(u.error().kind), int(ErrorKind::ChallengeCodeBadSymbol));
    QCOMPARE(u.error().position, 4);
    QCOMPARE(u.error().args, (QStringList{QStringLiteral("U"), QStringLiteral("5")}));
    QCOMPARE(errorMessage(u.error()),
             QStringLiteral("“U” (character 5) cannot be in a code: codes are digits and letters"));

    // An emoji is one symbol; an escape is written out, never passed on to a terminal.
    const Result<Challenge> emoji = readChallengeCode(QStringLiteral("1K😀"));
    QCOMPARE(emoji.error().args, (QStringList{QStringLiteral("😀"), QStringLiteral("3")}));
    const Result<Challenge> escape = readChallengeCode(QStringLiteral("1K\x1b]0;x"));
    QCOMPARE(escape.error().args.first(), QStringLiteral("\\x1b"));
    QVERIFY(!errorMessage(escape.error()).contains(QChar(0x1b)));
    // A link's prefix counts only at the start.
    const Result<Challenge> inside =
        readChallengeCode(QStringLiteral("1K countdown-numbers://challenge/"));
    QCOMPARE(inside.error().position, 5); // the u of "countdown"
}

void TestChallengeCode::tooLongIsRefusedUnread()
{
    const QString longest(kMaxChallengeCodeLength, QLatin1Char('!'));
    QCOMPARE(int(readChallengeCode(longest).error().kind), int(ErrorKind::ChallengeCodeBadSymbol));
    const Result<Challenge> tooLong = readChallengeCode(longest + QLatin1Char('!'));
    QCOMPARE(int(tooLong.error().kind), int(ErrorKind::ChallengeCodeTooLong));
    QCOMPARE(tooLong.error().args, QStringList{QString::number(kMaxChallengeCodeLength)});
    // A million characters cost no more than the first look at their length.
    const QString huge(1'000'000, QLatin1Char('1'));
    QCOMPARE(int(readChallengeCode(huge).error().kind), int(ErrorKind::ChallengeCodeTooLong));
}

void TestChallengeCode::outOfRangeFieldsAreNamed_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<ErrorKind>("kind");
    QTest::addColumn<QStringList>("args");
    const ErrorKind range = ErrorKind::ChallengeCodeOutOfRange;
    const auto row = [&](const char *name, const Payload &payload, ErrorKind kind,
                         const QStringList &args) {
        QTest::newRow(name) << payload.code() << kind << args;
    };
    Payload p;
    QVERIFY(readChallengeCode(p.code()).ok());
    p.variant = 8;
    row("unknown variant", p, range, strings({"variant", "8", "0", "7"}));
    p = {};
    p.clock = 9;
    row("clock too short", p, range, strings({"clock_seconds", "9", "10", "600"}));
    p.clock = 601;
    row("clock too long", p, range, strings({"clock_seconds", "601", "0", "600"}));
    p = {};
    p.operators = 0;
    row("no operation", p, ErrorKind::ChallengeCodeBadOperations, strings({""}));
    p.operators = 0b0101; // - and ÷
    p.useAll = true;
    row("use-all without + or ×", p, ErrorKind::ChallengeCodeBadOperations, strings({"−÷"}));
    p = {};
    p.tileCount = 8;
    p.tiles = std::vector<Number>(8, 1);
    row("8 tiles", p, range, strings({"tiles", "8", "1", "7"}));
    p = {};
    p.variant = 1; // uk, which draws six
    row("uk with 2 tiles", p, range, strings({"tiles", "2", "6", "6"}));
    p = {};
    p.tiles = {25, 1'000'000};
    row("tile too large", p, range, strings({"tile 2", "1000000", "1", "999999"}));
    p = {};
    p.target = 1'000'000;
    row("target too large", p, range, strings({"target", "1000000", "1", "999999"}));
    p = {};
    p.reply = true;
    row("reply without sender", p, ErrorKind::ChallengeCodeReplyWithoutSender, QStringList());
    p = {};
    p.sender = true;
    QVERIFY(readChallengeCode(p.code()).ok());
    p.points = 101;
    row("points", p, range, strings({"sender.points", "101", "0", "100"}));
    p.points = 0;
    p.tenths = 36'001;
    row("time", p, range, strings({"sender.time_tenths", "36001", "0", "36000"}));
    p.tenths = 0;
    p.hints = 5;
    row("hints", p, range, strings({"sender.hints", "5", "0", "4"}));
    p.hints = 0;
    p.reply = true;
    p.name = QStringLiteral("abcdefghijklmnopqrstuvwxy").toUtf8();
    row("name of 25 characters", p, range, strings({"sender.name", "25", "0", "24"}));
    p.name = QByteArray(97, 'a');
    row("name of 97 bytes", p, range, strings({"sender.name_bytes", "97", "0", "96"}));
    p.name = "a\xc3\x28"; // not UTF-8
    row("bad UTF-8", p, ErrorKind::ChallengeCodeBadName, strings({"sender.name", ""}));
    p.name = "\xc0\xaf"; // '/' in two bytes (overlong)
    row("overlong UTF-8", p, ErrorKind::ChallengeCodeBadName, strings({"sender.name", ""}));
    p.name = "\xed\xa0\x80"; // a surrogate
    row("surrogate in UTF-8", p, ErrorKind::ChallengeCodeBadName, strings({"sender.name", ""}));
    p.name = "a\x1b]0;x";
    row("escape in a name", p, ErrorKind::ChallengeCodeBadName, strings({"sender.name", "U+001B"}));
    p.name = QStringLiteral("abc\u202efdp").toUtf8();
    row("bidi override", p, ErrorKind::ChallengeCodeBadName, strings({"sender.name", "U+202E"}));
    p = {};
    p.padding = 1;
    row("padding", p, range, strings({"padding", "1", "0", "0"}));
    p = {};
    p.extraSymbols = 2;
    row("symbols after the end", p, ErrorKind::ChallengeCodeExtraSymbols, strings({"2"}));
    // A number beyond 64 bits: 63 zeros before its first 1.
    BitWriter out;
    out.bits(1, 5);
    out.number(0, 0);
    out.bits(0b1111, 4);
    out.bits(0, 1);
    out.bits(0, 63);
    out.bits(1, 1);
    QTest::newRow("beyond 64 bits")
        << withCheck(out.symbols()) << range
        << strings({"clock_seconds", "≥9223372036854775808", "0", "600"});
}

void TestChallengeCode::outOfRangeFieldsAreNamed()
{
    QFETCH(QString, code);
    QFETCH(ErrorKind, kind);
    QFETCH(QStringList, args);
    const Result<Challenge> read = readChallengeCode(code);
    QVERIFY2(!read.ok(), qPrintable(code));
    QCOMPARE(int(read.error().kind), int(kind));
    QCOMPARE(read.error().args, args);
    const QString message = errorMessage(read.error());
    QVERIFY(!message.isEmpty());
    QVERIFY(!message.contains(QChar(0x1b)) && !message.contains(QChar(0x202e)));
}

void TestChallengeCode::checkChallengeNamesTheField()
{
    Challenge challenge = ukRound({100, 75, 3, 7, 9, 2}, 834);
    QVERIFY(!checkChallenge(challenge));
    challenge.tiles.push_back(1);
    challenge.tiles.push_back(1);
    QCOMPARE(checkChallenge(challenge)->args.first(), QStringLiteral("tiles"));
    challenge.tiles = {0};
    QCOMPARE(checkChallenge(challenge)->args.first(), QStringLiteral("tile 1"));
    challenge = ukRound({1}, 1);
    challenge.variantId = QStringLiteral("big-bag");
    QCOMPARE(checkChallenge(challenge)->args.first(), QStringLiteral("variant"));
    challenge = ukRound({1, 2, 3, 4, 5, 6}, 1);
    challenge.reply = result(QString(), 1, 10, 0, 0);
    QCOMPARE(int(checkChallenge(challenge)->kind), int(ErrorKind::ChallengeCodeReplyWithoutSender));
    challenge.sender = result(QString(), 1, 10, -1, 0);
    QCOMPARE(checkChallenge(challenge)->args.first(), QStringLiteral("sender.time_tenths"));
    challenge.sender->timeMs = 0;
    challenge.reply->hints = kHintCount + 1;
    QCOMPARE(checkChallenge(challenge)->args.first(), QStringLiteral("reply.hints"));
    // A variant's code holds as many numbers as it draws.
    challenge = ukRound({100, 75, 3, 7, 9, 2}, 834);
    challenge.variantId = QStringLiteral("seven-tiles");
    const std::optional<Error> seven = checkChallenge(challenge);
    QVERIFY(seven);
    QCOMPARE(seven->args, strings({"tiles", "6", "7", "7"}));
    QCOMPARE(errorMessage(*seven), QStringLiteral("The code's “tiles” is 6 but must be 7"));
    challenge.variantId.clear(); // the same numbers under no variant: a round of their own
    QVERIFY(!checkChallenge(challenge));
}

// What a chat app delivers: the code or link somewhere in a sentence, as the game's own message
// writes it or as people retype it. The text found reads as the round sent.
void TestChallengeCode::codesAreFoundInMessages_data()
{
    Challenge sent = ukRound({100, 75, 3, 7, 9, 2}, 834);
    sent.sender = result(QStringLiteral("Ann"), 830, 5, 23'500, 1);
    const QString code = challengeCode(sent);
    const QString link = challengeLink(sent);
    QString spaced = code;
    spaced.replace(QLatin1Char('-'), QLatin1Char(' '));
    QString dashed = code;
    dashed.replace(QLatin1Char('-'), QChar(0x2013));
    QTest::addColumn<QString>("message");
    QTest::addColumn<Challenge>("expected");
    QTest::newRow("the code alone") << code << sent;
    QTest::newRow("the link alone") << link << sent;
    QTest::newRow("the game's message")
        << QStringLiteral("I got 830 in 23.5 s. Can you beat it? %1 (or paste %2 in the game)")
               .arg(link, code)
        << sent;
    QTest::newRow("a link in upper case, then a full stop")
        << QStringLiteral("Try this: %1.").arg(link.toUpper()) << sent;
    QTest::newRow("a code in a sentence, lower case")
        << QStringLiteral("code %1 good luck!").arg(code.toLower()) << sent;
    QTest::newRow("a code whose hyphens became dashes")
        << QStringLiteral("here: %1").arg(dashed) << sent;
    QTest::newRow("typed with spaces, alone") << QStringLiteral("  %1 \n").arg(spaced) << sent;
    QString unbroken = code;
    unbroken.remove(QLatin1Char('-'));
    QTest::newRow("typed without hyphens, alone") << unbroken << sent;
}

void TestChallengeCode::codesAreFoundInMessages()
{
    QFETCH(QString, message);
    QFETCH(Challenge, expected);
    const Result<QString> found = challengeCodeIn(message);
    QVERIFY2(found.ok(), qPrintable(problem(found)));
    const Result<Challenge> read = readChallengeCode(*found);
    QVERIFY2(read.ok(), qPrintable(*found + QLatin1Char(' ') + problem(read)));
    QCOMPARE(*read, expected);
}

// A sentence without a code says so; a code alone but mistyped goes to the reader, which says
// what is wrong with it; dates and numbers in a message are not taken for a code.
void TestChallengeCode::messagesWithoutACode()
{
    for (const char *text : {"", "   ", "Can you beat 950 in 23.5 s?", "See you on 2026-12-05 at 7",
                             "countdown-numbers://challenge/ is the link's start"}) {
        const Result<QString> found = challengeCodeIn(QString::fromUtf8(text));
        QVERIFY2(!found.ok(), text);
        QCOMPARE(int(found.error().kind), int(ErrorKind::ChallengeCodeNotFound));
    }
    const Challenge sent = ukRound({100, 75, 3, 7, 9, 2}, 834);
    QString mistyped = challengeCode(sent);
    mistyped[3] = mistyped[3] == QLatin1Char('7') ? QLatin1Char('8') : QLatin1Char('7');
    const Result<QString> found = challengeCodeIn(mistyped);
    QVERIFY(found.ok());
    QCOMPARE(int(readChallengeCode(*found).error().kind), int(ErrorKind::ChallengeCodeMistyped));
    const Result<QString> wrongLetter = challengeCodeIn(QStringLiteral("1B8U409DKH"));
    QVERIFY(wrongLetter.ok());
    QCOMPARE(int(readChallengeCode(*wrongLetter).error().kind),
             int(ErrorKind::ChallengeCodeBadSymbol));
    const QString huge(100 * kMaxChallengeCodeLength + 1, QLatin1Char(' '));
    QCOMPARE(int(challengeCodeIn(huge).error().kind), int(ErrorKind::ChallengeCodeTooLong));
}

QTEST_GUILESS_MAIN(TestChallengeCode)
#include "tst_challengecode.moc"
