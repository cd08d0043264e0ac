// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading and checking a puzzle: readNumber, readPuzzleLine, readPuzzleFields and checkPuzzle
// accept exactly decimal digits within the limits, and report every problem with its kind, its
// position and its arguments.
#include "number.h"
#include "puzzle.h"

#include <QTest>

#include <limits>

using namespace countdown;

namespace {

using Numbers = QList<qint64>;

std::vector<Number> toVector(const Numbers &numbers)
{
    return std::vector<Number>(numbers.begin(), numbers.end());
}

QString repeated(const char *piece, int times)
{
    return QString::fromUtf8(piece).repeated(times);
}

// Columns shared by the error tables: what the error must be when `ok` is false.
void addErrorColumns()
{
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("position");
    QTest::addColumn<QStringList>("args");
}

void compareError(const Error &error)
{
    QFETCH(int, kind);
    QFETCH(int, position);
    QFETCH(QStringList, args);
    QCOMPARE(int(error.kind), kind);
    QCOMPARE(error.position, position);
    QCOMPARE(error.args, args);
}

const QString kMin = QStringLiteral("1");
const QString kMax = QStringLiteral("999999");

} // namespace

class TestPuzzle : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void limits();
    void readNumber_data();
    void readNumber();
    void readNumberWideLimits_data();
    void readNumberWideLimits();
    void readPuzzleLine_data();
    void readPuzzleLine();
    void readPuzzleFields_data();
    void readPuzzleFields();
    void checkPuzzle_data();
    void checkPuzzle();
    void longInputGivesShortArguments();
    void readPuzzleForm();
};

// The limits of issue 2: 1-7 numbers, each 1-999,999, target 1-999,999.
void TestPuzzle::limits()
{
    QCOMPARE(kMinTiles, 1);
    QCOMPARE(kMaxTiles, 7);
    QCOMPARE(kMinNumber, 1);
    QCOMPARE(kMaxNumber, 999'999);
    QCOMPARE(kMinTarget, 1);
    QCOMPARE(kMaxTarget, 999'999);
}

void TestPuzzle::readNumber_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("rangeKind");
    QTest::addColumn<int>("inputPosition");
    QTest::addColumn<qint64>("value");
    addErrorColumns();

    const int number = int(ErrorKind::NumberOutOfRange);
    const int target = int(ErrorKind::TargetOutOfRange);
    const int nan = int(ErrorKind::NotANumber);
    const auto good = [&](const char *name, const QString &text, qint64 value) {
        QTest::newRow(name) << text << number << 0 << value << true << 0 << -1 << QStringList();
    };
    const auto bad = [&](const char *name, const QString &text, int rangeKind, int position,
                         int kind, const QStringList &args) {
        QTest::newRow(name) << text << rangeKind << position << qint64(0) << false << kind
                            << position << args;
    };

    good("one", QStringLiteral("1"), 1);
    good("three digits", QStringLiteral("952"), 952);
    good("maximum", QStringLiteral("999999"), 999'999);
    good("leading zero", QStringLiteral("0952"), 952);
    good("many leading zeros", repeated("0", 40) + QStringLiteral("25"), 25);

    bad("empty", QString(), number, 3, nan, {QString()});
    bad("letters", QStringLiteral("abc"), number, 0, nan, {QStringLiteral("abc")});
    bad("digits then letter", QStringLiteral("12a"), number, 5, nan, {QStringLiteral("12a")});
    bad("negative", QStringLiteral("-5"), number, 0, nan, {QStringLiteral("-5")});
    bad("plus sign", QStringLiteral("+5"), number, 0, nan, {QStringLiteral("+5")});
    bad("decimal point", QStringLiteral("5.0"), number, 0, nan, {QStringLiteral("5.0")});
    bad("decimal comma", QStringLiteral("5,0"), number, 0, nan, {QStringLiteral("5,0")});
    bad("exponent", QStringLiteral("1e3"), number, 0, nan, {QStringLiteral("1e3")});
    bad("hexadecimal", QStringLiteral("0x10"), number, 0, nan, {QStringLiteral("0x10")});
    bad("leading space", QStringLiteral(" 5"), number, 0, nan, {QStringLiteral(" 5")});
    bad("trailing space", QStringLiteral("5 "), number, 0, nan, {QStringLiteral("5 ")});
    bad("thousands separator", QStringLiteral("1 000"), number, 0, nan, {QStringLiteral("1 000")});
    // Digits of other scripts are digits to QChar::isDigit(), but not to us.
    bad("arabic-indic digit", QString(QChar(0x0665)), number, 0, nan, {QString(QChar(0x0665))});
    bad("full-width digit", QString(QChar(0xFF15)), number, 0, nan, {QString(QChar(0xFF15))});
    bad("superscript two", QString(QChar(0x00B2)), number, 0, nan, {QString(QChar(0x00B2))});

    bad("zero", QStringLiteral("0"), number, 2, number, {QStringLiteral("0"), kMin, kMax});
    bad("zeros", QStringLiteral("000"), number, 0, number, {QStringLiteral("0"), kMin, kMax});
    bad("one million", QStringLiteral("1000000"), number, 0, number,
        {QStringLiteral("1000000"), kMin, kMax});
    bad("one million, leading zeros", QStringLiteral("001000000"), number, 0, number,
        {QStringLiteral("1000000"), kMin, kMax});
    bad("target zero", QStringLiteral("0"), target, 0, target, {QStringLiteral("0"), kMin, kMax});
    bad("target one million", QStringLiteral("1000000"), target, 9, target,
        {QStringLiteral("1000000"), kMin, kMax});
    // Beyond 64 bits: still a range error, not a wrapped-around value.
    bad("twenty digits", QStringLiteral("99999999999999999999"), number, 0, number,
        {QStringLiteral("99999999999999999999"), kMin, kMax});
    bad("2^64 + 952", QStringLiteral("18446744073709552568"), number, 0, number,
        {QStringLiteral("18446744073709552568"), kMin, kMax});
}

void TestPuzzle::readNumber()
{
    QFETCH(QString, text);
    QFETCH(int, rangeKind);
    QFETCH(int, inputPosition);
    QFETCH(qint64, value);
    QFETCH(bool, ok);

    const Result<Number> result =
        countdown::readNumber(text, 1, 999'999, ErrorKind(rangeKind), inputPosition);
    QCOMPARE(result.ok(), ok);
    if (ok)
        QCOMPARE(result.value(), value);
    else
        compareError(result.error());
}

// readNumber holds for any limits, up to the 64-bit ones: a 19-digit number below 2^63 used to be
// refused whatever the maximum (found by fuzz-input).
void TestPuzzle::readNumberWideLimits_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("minimum");
    QTest::addColumn<qint64>("maximum");
    QTest::addColumn<qint64>("value");
    addErrorColumns();

    constexpr qint64 max64 = std::numeric_limits<qint64>::max();
    constexpr qint64 min64 = std::numeric_limits<qint64>::min();
    const int range = int(ErrorKind::NumberOutOfRange);
    const auto good = [](const char *name, const char *text, qint64 minimum, qint64 maximum,
                         qint64 value) {
        QTest::newRow(name) << QString::fromLatin1(text) << minimum << maximum << value << true << 0
                            << -1 << QStringList();
    };
    const auto bad = [&](const char *name, const char *text, qint64 minimum, qint64 maximum,
                         const char *shown) {
        QTest::newRow(name) << QString::fromLatin1(text) << minimum << maximum << qint64(0) << false
                            << range << 0
                            << QStringList{QString::fromLatin1(shown), QString::number(minimum),
                                           QString::number(maximum)};
    };

    // 7,777,777,777,777,777,777 < 2^63 - 1 = 9,223,372,036,854,775,807.
    good("19 digits, the fuzzer's input", "7777777777777777777", -1, max64 - 1,
         7'777'777'777'777'777'777);
    good("2^63 - 1", "9223372036854775807", 1, max64, max64);
    good("2^63 - 1, leading zeros", "0009223372036854775807", 1, max64, max64);
    good("10^18", "1000000000000000000", 1, max64, 1'000'000'000'000'000'000);
    good("zero with the lowest minimum", "0", min64, 0, 0);
    bad("2^63", "9223372036854775808", 1, max64, "9223372036854775808");
    bad("10^18 above 10^18 - 1", "1000000000000000000", 1, 999'999'999'999'999'999,
        "1000000000000000000");
    bad("20 digits", "10000000000000000000", min64, max64, "10000000000000000000");
    bad("2^64 + 952", "18446744073709552568", 1, max64, "18446744073709552568");
}

void TestPuzzle::readNumberWideLimits()
{
    QFETCH(QString, text);
    QFETCH(qint64, minimum);
    QFETCH(qint64, maximum);
    QFETCH(qint64, value);
    QFETCH(bool, ok);

    const Result<Number> result =
        countdown::readNumber(text, minimum, maximum, ErrorKind::NumberOutOfRange);
    QCOMPARE(result.ok(), ok);
    if (ok)
        QCOMPARE(result.value(), value);
    else
        compareError(result.error());
}

void TestPuzzle::readPuzzleLine_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<qint64>("target");
    QTest::addColumn<Numbers>("numbers");
    addErrorColumns();

    const auto good = [](const char *name, const QString &line, qint64 target,
                         const Numbers &numbers) {
        QTest::newRow(name) << line << target << numbers << true << 0 << -1 << QStringList();
    };
    const auto bad = [](const char *name, const QString &line, ErrorKind kind, int position,
                        const QStringList &args) {
        QTest::newRow(name) << line << qint64(0) << Numbers() << false << int(kind) << position
                            << args;
    };

    good("published", QStringLiteral("952 25 50 75 100 3 6"), 952, {25, 50, 75, 100, 3, 6});
    good("input order kept", QStringLiteral("824 3 7 6 2 1 7"), 824, {3, 7, 6, 2, 1, 7});
    good("one number", QStringLiteral("5 5"), 5, {5});
    good("seven numbers", QStringLiteral("999999 1 2 3 4 5 6 999999"), 999'999,
         {1, 2, 3, 4, 5, 6, 999'999});
    good("tabs, runs of spaces, CR", QStringLiteral("\t 952\t\t25  50 \r"), 952, {25, 50});
    good("leading zeros", QStringLiteral("0952 0025"), 952, {25});

    const auto tooFew = ErrorKind::TooFewNumbers;
    bad("empty", QString(), tooFew, -1, {QStringLiteral("1")});
    bad("blank", QStringLiteral(" \t "), tooFew, -1, {QStringLiteral("1")});
    bad("target only", QStringLiteral("952"), tooFew, -1, {QStringLiteral("1")});
    // Only spaces, tabs and CR separate: a no-break space does not, and "952 25" with one in it
    // is not a number.
    bad("no-break space", QStringLiteral("952") + QChar(0x00A0) + QStringLiteral("25"),
        ErrorKind::NotANumber, 0, {QStringLiteral("952") + QChar(0x00A0) + QStringLiteral("25")});

    // The position is where the first number too many starts.
    bad("eight numbers", QStringLiteral("952 1 2 3 4 5 6 7 8"), ErrorKind::TooManyNumbers, 18,
        {QStringLiteral("7"), QStringLiteral("8")});
    bad("nine numbers", QStringLiteral("952  1 2 3 4 5 6 7 88 9"), ErrorKind::TooManyNumbers, 19,
        {QStringLiteral("7"), QStringLiteral("9")});
    // A field that is not a number is named before any count: what a fan typed wrong.
    bad("eight bad numbers", QStringLiteral("x a b c d e f g h"), ErrorKind::NotANumber, 0,
        {QStringLiteral("x")});
    bad("letters alone", QStringLiteral("abc"), ErrorKind::NotANumber, 0, {QStringLiteral("abc")});
    bad("a million numbers", QStringLiteral("952") + QStringLiteral(" 1").repeated(1'000'000),
        ErrorKind::TooManyNumbers, 18, {QStringLiteral("7"), QStringLiteral("1000000")});

    const auto nan = ErrorKind::NotANumber;
    bad("target letters", QStringLiteral("abc 5"), nan, 0, {QStringLiteral("abc")});
    bad("number letters", QStringLiteral("952 25 x5"), nan, 7, {QStringLiteral("x5")});
    bad("negative number", QStringLiteral("952  -5"), nan, 5, {QStringLiteral("-5")});
    bad("negative target", QStringLiteral("-952 5"), nan, 0, {QStringLiteral("-952")});
    bad("plus sign", QStringLiteral("952 +5"), nan, 4, {QStringLiteral("+5")});
    bad("decimal point", QStringLiteral("952 5.0"), nan, 4, {QStringLiteral("5.0")});
    bad("exponent", QStringLiteral("1e3 5"), nan, 0, {QStringLiteral("1e3")});
    bad("comma separated", QStringLiteral("952,25 50"), nan, 0, {QStringLiteral("952,25")});

    const auto number = ErrorKind::NumberOutOfRange;
    const auto target = ErrorKind::TargetOutOfRange;
    bad("target zero", QStringLiteral("0 5"), target, 0, {QStringLiteral("0"), kMin, kMax});
    bad("target one million", QStringLiteral(" 1000000 5"), target, 1,
        {QStringLiteral("1000000"), kMin, kMax});
    bad("number zero", QStringLiteral("952 5 0"), number, 6, {QStringLiteral("0"), kMin, kMax});
    bad("number one million", QStringLiteral("952\t1000000"), number, 4,
        {QStringLiteral("1000000"), kMin, kMax});

    // The first problem from the left: the target, then the numbers in order.
    bad("bad target before bad number", QStringLiteral("abc 0"), nan, 0, {QStringLiteral("abc")});
    bad("first bad number", QStringLiteral("5 0 abc"), number, 2,
        {QStringLiteral("0"), kMin, kMax});
}

void TestPuzzle::readPuzzleLine()
{
    QFETCH(QString, line);
    QFETCH(qint64, target);
    QFETCH(Numbers, numbers);
    QFETCH(bool, ok);

    const Result<Puzzle> result = countdown::readPuzzleLine(line);
    QCOMPARE(result.ok(), ok);
    if (ok) {
        QCOMPARE(result->target, target);
        QCOMPARE(result->numbers, toVector(numbers));
    } else {
        compareError(result.error());
    }
}

void TestPuzzle::readPuzzleFields_data()
{
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<qint64>("target");
    QTest::addColumn<Numbers>("numbers");
    addErrorColumns();

    const auto good = [](const char *name, const QStringList &fields, qint64 target,
                         const Numbers &numbers) {
        QTest::newRow(name) << fields << target << numbers << true << 0 << -1 << QStringList();
    };
    // Fields are not one text: errors never have a position.
    const auto bad = [](const char *name, const QStringList &fields, ErrorKind kind,
                        const QStringList &args) {
        QTest::newRow(name) << fields << qint64(0) << Numbers() << false << int(kind) << -1 << args;
    };
    const auto list = [](const char *text) {
        return QString::fromUtf8(text).split(QLatin1Char(' '));
    };

    good("published", list("952 25 50 75 100 3 6"), 952, {25, 50, 75, 100, 3, 6});
    good("one number", list("1 1"), 1, {1});
    good("seven numbers", list("999999 7 6 5 4 3 2 1"), 999'999, {7, 6, 5, 4, 3, 2, 1});

    bad("nothing", {}, ErrorKind::TooFewNumbers, {QStringLiteral("1")});
    bad("target only", {QStringLiteral("952")}, ErrorKind::TooFewNumbers, {QStringLiteral("1")});
    bad("eight numbers", list("952 1 2 3 4 5 6 7 8"), ErrorKind::TooManyNumbers,
        {QStringLiteral("7"), QStringLiteral("8")});
    bad("space inside a field", {QStringLiteral("952"), QStringLiteral("25 50")},
        ErrorKind::NotANumber, {QStringLiteral("25 50")});
    bad("empty field", {QStringLiteral("952"), QString()}, ErrorKind::NotANumber, {QString()});
    bad("negative", list("952 -5"), ErrorKind::NotANumber, {QStringLiteral("-5")});
    bad("target zero", list("0 5"), ErrorKind::TargetOutOfRange, {QStringLiteral("0"), kMin, kMax});
    bad("number one million", list("952 5 1000000"), ErrorKind::NumberOutOfRange,
        {QStringLiteral("1000000"), kMin, kMax});
}

void TestPuzzle::readPuzzleFields()
{
    QFETCH(QStringList, fields);
    QFETCH(qint64, target);
    QFETCH(Numbers, numbers);
    QFETCH(bool, ok);

    const Result<Puzzle> result = countdown::readPuzzleFields(fields);
    QCOMPARE(result.ok(), ok);
    if (ok) {
        QCOMPARE(result->target, target);
        QCOMPARE(result->numbers, toVector(numbers));
    } else {
        compareError(result.error());
    }
}

void TestPuzzle::checkPuzzle_data()
{
    QTest::addColumn<qint64>("target");
    QTest::addColumn<Numbers>("numbers");
    addErrorColumns();

    const auto good = [](const char *name, qint64 target, const Numbers &numbers) {
        QTest::newRow(name) << target << numbers << true << 0 << -1 << QStringList();
    };
    const auto bad = [](const char *name, qint64 target, const Numbers &numbers, ErrorKind kind,
                        const QStringList &args) {
        QTest::newRow(name) << target << numbers << false << int(kind) << -1 << args;
    };

    good("smallest", 1, {1});
    good("published", 952, {25, 50, 75, 100, 3, 6});
    good("largest", 999'999, {999'999, 999'999, 999'999, 999'999, 999'999, 999'999, 999'999});

    bad("no numbers", 952, {}, ErrorKind::TooFewNumbers, {QStringLiteral("1")});
    bad("eight numbers", 952, {1, 2, 3, 4, 5, 6, 7, 8}, ErrorKind::TooManyNumbers,
        {QStringLiteral("7"), QStringLiteral("8")});
    bad("number zero", 952, {25, 0}, ErrorKind::NumberOutOfRange,
        {QStringLiteral("0"), kMin, kMax});
    bad("negative number", 952, {-5}, ErrorKind::NumberOutOfRange,
        {QStringLiteral("-5"), kMin, kMax});
    bad("number one million", 952, {1'000'000}, ErrorKind::NumberOutOfRange,
        {QStringLiteral("1000000"), kMin, kMax});
    bad("target zero", 0, {5}, ErrorKind::TargetOutOfRange, {QStringLiteral("0"), kMin, kMax});
    bad("negative target", -1, {5}, ErrorKind::TargetOutOfRange,
        {QStringLiteral("-1"), kMin, kMax});
    bad("target one million", 1'000'000, {5}, ErrorKind::TargetOutOfRange,
        {QStringLiteral("1000000"), kMin, kMax});
    bad("counts before values", 0, {0, 0, 0, 0, 0, 0, 0, 0}, ErrorKind::TooManyNumbers,
        {QStringLiteral("7"), QStringLiteral("8")});
}

void TestPuzzle::checkPuzzle()
{
    QFETCH(qint64, target);
    QFETCH(Numbers, numbers);
    QFETCH(bool, ok);

    const std::optional<Error> error = countdown::checkPuzzle(Puzzle{toVector(numbers), target});
    QCOMPARE(!error.has_value(), ok);
    if (error)
        compareError(*error);

    // The numbers' part alone: the same verdict, unless only the target is wrong.
    const std::optional<Error> numbersError = countdown::checkNumbers(toVector(numbers));
    if (error && error->kind == ErrorKind::TargetOutOfRange)
        QVERIFY(!numbersError.has_value());
    else
        QVERIFY(numbersError == error);
}

// A 100,000-character field must not become a 100,000-character message: errors show at most
// 24 characters of the input (21 and "..."), and never half a character.
void TestPuzzle::longInputGivesShortArguments()
{
    const auto argOf = [](const QString &text) {
        const Result<Number> r =
            countdown::readNumber(text, 1, 999'999, ErrorKind::NumberOutOfRange);
        return r.ok() ? QString() : r.error().args.value(0);
    };
    QCOMPARE(argOf(repeated("x", 24)), repeated("x", 24));
    QCOMPARE(argOf(repeated("x", 25)), repeated("x", 21) + QStringLiteral("..."));
    QCOMPARE(argOf(repeated("x", 100'000)), repeated("x", 21) + QStringLiteral("..."));
    QCOMPARE(argOf(repeated("9", 24)), repeated("9", 24));
    QCOMPARE(argOf(repeated("9", 100'000)), repeated("9", 21) + QStringLiteral("..."));
    // U+1F600 is two UTF-16 units: cutting after 21 units would split the eleventh.
    QCOMPARE(argOf(repeated("\xF0\x9F\x98\x80", 20)),
             repeated("\xF0\x9F\x98\x80", 10) + QStringLiteral("..."));

    const Result<Puzzle> line =
        countdown::readPuzzleLine(QStringLiteral("952 ") + repeated("x", 100'000));
    QVERIFY(!line.ok());
    QCOMPARE(line.error().kind, ErrorKind::NotANumber);
    QCOMPARE(line.error().position, 4);
    QCOMPARE(line.error().args, QStringList{repeated("x", 21) + QStringLiteral("...")});
}

void TestPuzzle::readPuzzleForm()
{
    using countdown::readPuzzleForm;
    const QString none;
    // Nothing typed yet: nothing to say, nothing to play.
    PuzzleForm form = readPuzzleForm(none, none);
    QVERIFY(!form.error);
    QVERIFY(!form.puzzle());
    // Commas and runs of spaces separate the numbers; the order is kept.
    form = readPuzzleForm(QStringLiteral(" 25, 50,75  100 3,6 "), QStringLiteral(" 952 "));
    QVERIFY(!form.error);
    QCOMPARE(form.puzzle(), std::optional(Puzzle{{25, 50, 75, 100, 3, 6}, 952}));
    // One field alone is no puzzle and no problem either.
    form = readPuzzleForm(QStringLiteral("3 7"), none);
    QVERIFY(!form.error);
    QCOMPARE(form.numbers, (std::vector<Number>{3, 7}));
    QVERIFY(!form.puzzle());
    form = readPuzzleForm(none, QStringLiteral("824"));
    QVERIFY(!form.error);
    QCOMPARE(form.target, std::optional<Number>(824));
    QVERIFY(!form.puzzle());
    // The numbers' problem comes first, and the target is then not read at all.
    form = readPuzzleForm(QStringLiteral("3 x7"), QStringLiteral("abc"));
    QVERIFY(form.error);
    QCOMPARE(form.error->kind, ErrorKind::NotANumber);
    QCOMPARE(form.error->args, QStringList{QStringLiteral("x7")});
    QVERIFY(!form.target);
    QVERIFY(!form.puzzle());
    form = readPuzzleForm(QStringLiteral("1 2 3 4 5 6 7 8"), QStringLiteral("100"));
    QCOMPARE(form.error->kind, ErrorKind::TooManyNumbers);
    form = readPuzzleForm(QStringLiteral("5 0"), QStringLiteral("100"));
    QCOMPARE(form.error->kind, ErrorKind::NumberOutOfRange);
    QCOMPARE(form.error->args, (QStringList{QStringLiteral("0"), kMin, kMax}));
    // Then the target's.
    form = readPuzzleForm(QStringLiteral("5 6"), QStringLiteral("1000000"));
    QCOMPARE(form.error->kind, ErrorKind::TargetOutOfRange);
    QCOMPARE(form.error->position, -1); // two fields: no place in one text
    QVERIFY(!form.puzzle());
    form = readPuzzleForm(QStringLiteral("5 6"), QStringLiteral("1 2"));
    QCOMPARE(form.error->kind, ErrorKind::NotANumber);
}

QTEST_GUILESS_MAIN(TestPuzzle)
#include "tst_puzzle.moc"
