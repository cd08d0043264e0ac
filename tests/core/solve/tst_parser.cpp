// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Tests of parseExpression and parseAnswer: values and tree shapes, every error with its position
// and arguments, the order in which errors are reported, tiles, published answers, a round trip
// through Expression::toString and very long inputs.
//
// Every expected value below is a fact from docs/published-puzzles.md or computed by hand; every
// position is counted by hand (a QString index).

#include "errorkinds.h"
#include "expression.h"
#include "parser.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace countdown;

using Numbers = std::vector<Number>;

Q_DECLARE_METATYPE(countdown::Error)
Q_DECLARE_METATYPE(countdown::Operator)
Q_DECLARE_METATYPE(Numbers)

namespace countdown {

// Readable failure messages for QCOMPARE (found by argument-dependent lookup).
static const char *kindName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::NotANumber:
        return "NotANumber";
    case ErrorKind::TooFewNumbers:
        return "TooFewNumbers";
    case ErrorKind::TooManyNumbers:
        return "TooManyNumbers";
    case ErrorKind::NumberOutOfRange:
        return "NumberOutOfRange";
    case ErrorKind::TargetOutOfRange:
        return "TargetOutOfRange";
    case ErrorKind::EmptyExpression:
        return "EmptyExpression";
    case ErrorKind::UnknownSymbol:
        return "UnknownSymbol";
    case ErrorKind::UnbalancedOpenBracket:
        return "UnbalancedOpenBracket";
    case ErrorKind::UnbalancedCloseBracket:
        return "UnbalancedCloseBracket";
    case ErrorKind::ExpectedNumber:
        return "ExpectedNumber";
    case ErrorKind::ExpectedOperator:
        return "ExpectedOperator";
    case ErrorKind::NumberTooLarge:
        return "NumberTooLarge";
    case ErrorKind::NumberNotAvailable:
        return "NumberNotAvailable";
    case ErrorKind::NumberUsedTooOften:
        return "NumberUsedTooOften";
    case ErrorKind::NegativeResult:
        return "NegativeResult";
    case ErrorKind::ZeroResult:
        return "ZeroResult";
    case ErrorKind::FractionalResult:
        return "FractionalResult";
    case ErrorKind::DivisionByZero:
        return "DivisionByZero";
    case ErrorKind::Overflow:
        return "Overflow";
    case ErrorKind::NoSuchTile:
        return "NoSuchTile";
    case ErrorKind::TileAlreadyUsed:
        return "TileAlreadyUsed";
    case ErrorKind::SameTileTwice:
        return "SameTileTwice";
    case ErrorKind::LineTooLong:
        return "LineTooLong";
    case ErrorKind::NothingToUndo:
        return "NothingToUndo";
    case ErrorKind::TilesLeftOut:
        return "TilesLeftOut";
    default: // the history's errors: never the parser's
        return "?";
    }
}

static QByteArray describe(const Error &error)
{
    QString args = error.args.join(QStringLiteral(", "));
    if (args.size() > 60) // a 10,000-digit number is not worth printing whole
        args = args.left(60) + QStringLiteral("...");
    const QString text = QStringLiteral("%1 at %2 {%3}")
                             .arg(QLatin1String(kindName(error.kind)))
                             .arg(error.position)
                             .arg(args);
    return text.toUtf8();
}

char *toString(const Error &error)
{
    return qstrdup(describe(error).constData());
}

} // namespace countdown

namespace {

Error error(ErrorKind kind, int position, QStringList args = {})
{
    return Error{kind, position, std::move(args)};
}

QString repeated(const QString &piece, int times)
{
    return piece.repeated(times);
}

using countdown::test::isSyntaxError;

Numbers sorted(Numbers numbers)
{
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

// The published answers (docs/published-puzzles.md) with their numbers and values.
struct PublishedAnswer {
    const char *name;
    QString text;
    Numbers tiles;
    Number value;
};

std::vector<PublishedAnswer> publishedAnswers()
{
    const Numbers tiles178 = {50, 75, 2, 4, 1, 4};
    std::vector<PublishedAnswer> answers = {
        {"178", QStringLiteral("50 × 2 + 75 + 4 − 1"), tiles178, 178},
        {"952", QStringLiteral("(100 + 3) × 75 × 6 ÷ 50 + 25"), {25, 50, 75, 100, 3, 6}, 952},
        {"824 best 826", QStringLiteral("((7 + 3) × 6 − 1) × 7 × 2"), {3, 7, 6, 2, 1, 7}, 826},
        {"586", QStringLiteral("(60 − 11) × 12 + 16 − 18"), {16, 60, 11, 12, 18, 15}, 586},
        {"564", QStringLiteral("75 × 7 + 50 − 8 − 3"), {2, 3, 7, 8, 50, 75}, 564},
        {"383", QStringLiteral("(25 + 7) × (9 + 3) − 1"), {1, 3, 7, 7, 9, 25}, 383},
        {"653", QStringLiteral("((50 × 10 − 10) × 100 − 25) ÷ 75"), {10, 10, 25, 50, 75, 100}, 653},
        {"926", QStringLiteral("(75 + 8 − 5) × (10 + 2) − 10"), {75, 2, 8, 5, 10, 10}, 926},
        {"must use all, 10 from six 1s",
         QStringLiteral("(1 + 1 + 1) × (1 + 1 + 1)"),
         {1, 1, 1, 1, 1, 1},
         9},
        // The 12 solutions of 178 counted by solver A.
        {"178 #1", QStringLiteral("50×2+75+4−1"), tiles178, 178},
        {"178 #2", QStringLiteral("(50−4−1)×4−2"), tiles178, 178},
        {"178 #3", QStringLiteral("(50+4)×2+75−4−1"), tiles178, 178},
        {"178 #4", QStringLiteral("(50+4÷4)×2+75+1"), tiles178, 178},
        {"178 #5", QStringLiteral("(50×4+4)÷2+75+1"), tiles178, 178},
        {"178 #6", QStringLiteral("(50+1)×2+75+4÷4"), tiles178, 178},
        {"178 #7", QStringLiteral("(75+1)×(2+4÷4)−50"), tiles178, 178},
        {"178 #8", QStringLiteral("(75+4÷4)×(2+1)−50"), tiles178, 178},
        {"178 #9", QStringLiteral("(75×4+50)÷2+4−1"), tiles178, 178},
        {"178 #10", QStringLiteral("(75+50÷(4+1)+4)×2"), tiles178, 178},
        {"178 #11", QStringLiteral("(75×4+50+4)÷2+1"), tiles178, 178},
        {"178 #12", QStringLiteral("(50+4)×4−(75+1)÷2"), tiles178, 178},
    };
    return answers;
}

} // namespace

class TestParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A variant's missing operations: the leftmost refused operator, after the tiles' checks.
    void operationsTheVariantAllows()
    {
        const std::vector<Number> tiles{25, 5, 3, 2, 100};
        const OperatorSet noDivision = OperatorSet::all().without(Operator::Divide);
        const auto ok = parseAnswer(u"25 * 3 + 2", tiles, noDivision);
        QVERIFY(ok.ok());
        QCOMPARE(ok->value(), 77);
        const auto refused = parseAnswer(u"(25 + 5) / 3 * 2 : 100", tiles, noDivision);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::OperationNotAllowed);
        QCOMPARE(refused.error().position, 9);
        QCOMPARE(refused.error().args, QStringList{QStringLiteral("÷")});
        const OperatorSet sumsOnly = OperatorSet().with(Operator::Add);
        const auto second = parseAnswer(u"100 + 25 − 5 × 3", tiles, sumsOnly);
        QCOMPARE(second.error().kind, ErrorKind::OperationNotAllowed);
        QCOMPARE(second.error().position, 9);
        QCOMPARE(second.error().args, QStringList{QStringLiteral("−")});
        // Tiles come first; syntax before both.
        QCOMPARE(parseAnswer(u"7 / 2", tiles, noDivision).error().kind,
                 ErrorKind::NumberNotAvailable);
        QCOMPARE(parseAnswer(u"25 / (", tiles, noDivision).error().kind, ErrorKind::ExpectedNumber);
        // Every operation allowed: as before.
        QVERIFY(parseAnswer(u"25 / 5", tiles).ok());
    }
    void values_data();
    void values();
    void shape_data();
    void shape();
    void errors_data();
    void errors();
    void answers_data();
    void answers();
    void answerErrors_data();
    void answerErrors();
    void roundTrip_data();
    void roundTrip();
};

void TestParser::values_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Number>("value");
    QTest::addColumn<Numbers>("tiles"); // in written order

    // Every operator spelling.
    QTest::newRow("+") << QStringLiteral("6 + 2") << Number(8) << Numbers{6, 2};
    QTest::newRow("-") << QStringLiteral("6 - 2") << Number(4) << Numbers{6, 2};
    QTest::newRow("U+2212") << QStringLiteral("6 \u2212 2") << Number(4) << Numbers{6, 2};
    QTest::newRow("*") << QStringLiteral("6 * 2") << Number(12) << Numbers{6, 2};
    QTest::newRow("x") << QStringLiteral("6 x 2") << Number(12) << Numbers{6, 2};
    QTest::newRow("X") << QStringLiteral("6 X 2") << Number(12) << Numbers{6, 2};
    QTest::newRow("U+00D7") << QStringLiteral("6 \u00d7 2") << Number(12) << Numbers{6, 2};
    QTest::newRow("/") << QStringLiteral("6 / 2") << Number(3) << Numbers{6, 2};
    QTest::newRow(":") << QStringLiteral("6 : 2") << Number(3) << Numbers{6, 2};
    QTest::newRow("U+00F7") << QStringLiteral("6 \u00f7 2") << Number(3) << Numbers{6, 2};
    QTest::newRow("x without spaces") << QStringLiteral("6x2") << Number(12) << Numbers{6, 2};
    QTest::newRow("X without spaces") << QStringLiteral("6X2") << Number(12) << Numbers{6, 2};
    QTest::newRow("header example")
        << QStringLiteral("(75 + 100 : 25) x (8 + 2)") << Number(790) << Numbers{75, 100, 25, 8, 2};

    // Precedence and left-associativity: each value differs from the one a wrong grouping gives.
    QTest::newRow("a + b * c") << QStringLiteral("2 + 3 * 4") << Number(14) << Numbers{2, 3, 4};
    QTest::newRow("a * b + c") << QStringLiteral("2 * 3 + 4") << Number(10) << Numbers{2, 3, 4};
    QTest::newRow("a - b / c") << QStringLiteral("20 - 12 / 4") << Number(17) << Numbers{20, 12, 4};
    QTest::newRow("a - b - c") << QStringLiteral("100 - 10 - 5") << Number(85)
                               << Numbers{100, 10, 5};
    QTest::newRow("a - b + c") << QStringLiteral("100 - 10 + 5") << Number(95)
                               << Numbers{100, 10, 5};
    QTest::newRow("a / b / c") << QStringLiteral("100 / 10 / 5") << Number(2)
                               << Numbers{100, 10, 5};
    QTest::newRow("a / b * c") << QStringLiteral("100 / 10 * 5") << Number(50)
                               << Numbers{100, 10, 5};
    QTest::newRow("mixed") << QStringLiteral("10\u22123\u00d72") << Number(4) << Numbers{10, 3, 2};
    QTest::newRow("a * b - c / d")
        << QStringLiteral("2 * 3 - 4 / 2") << Number(4) << Numbers{2, 3, 4, 2};

    // Brackets.
    QTest::newRow("(a + b) * c") << QStringLiteral("(2 + 3) * 4") << Number(20) << Numbers{2, 3, 4};
    QTest::newRow("a - (b - c)") << QStringLiteral("8 - (3 - 1)") << Number(6) << Numbers{8, 3, 1};
    QTest::newRow("a / (b / c)") << QStringLiteral("48 / (4 / 2)") << Number(24)
                                 << Numbers{48, 4, 2};
    QTest::newRow("nested") << QStringLiteral("((((7))))") << Number(7) << Numbers{7};
    QTest::newRow("brackets everywhere")
        << QStringLiteral("((2) + (3)) * ((4))") << Number(20) << Numbers{2, 3, 4};

    // Whitespace, single numbers.
    QTest::newRow("no spaces") << QStringLiteral("3+4") << Number(7) << Numbers{3, 4};
    QTest::newRow("tabs and spaces") << QStringLiteral("\t3\t+  4  ") << Number(7) << Numbers{3, 4};
    QTest::newRow("single number") << QStringLiteral("7") << Number(7) << Numbers{7};
    QTest::newRow("spaces around a number") << QStringLiteral("  75 ") << Number(75) << Numbers{75};
    QTest::newRow("leading zeros") << QStringLiteral("007 + 010") << Number(17) << Numbers{7, 10};
    QTest::newRow("zero alone") << QStringLiteral("0") << Number(0) << Numbers{0};
    QTest::newRow("zero added") << QStringLiteral("0 + 5") << Number(5) << Numbers{0, 5};
    QTest::newRow("largest number") << QStringLiteral("9223372036854775807")
                                    << Number(9223372036854775807) << Numbers{9223372036854775807};

    // Long inputs: no recursion, no quadratic scan.
    QTest::newRow("5,001 ones added") << repeated(QStringLiteral("1+"), 5000) + QStringLiteral("1")
                                      << Number(5001) << Numbers(5001, 1);
    QTest::newRow("5,000 nested brackets")
        << repeated(QStringLiteral("("), 5000) + QStringLiteral("1")
               + repeated(QStringLiteral(")"), 5000)
        << Number(1) << Numbers{1};
    QTest::newRow("3,333 nested sums") // 1+(1+(1+...)): a right-leaning tree 3,333 deep
        << repeated(QStringLiteral("(1+"), 3333) + QStringLiteral("1")
               + repeated(QStringLiteral(")"), 3333)
        << Number(3334) << Numbers(3334, 1);
    QTest::newRow("9,999 leading zeros")
        << repeated(QStringLiteral("0"), 9999) + QStringLiteral("7") << Number(7) << Numbers{7};
}

void TestParser::values()
{
    QFETCH(QString, text);
    QFETCH(Number, value);
    QFETCH(Numbers, tiles);

    const Result<Expression> result = parseExpression(text);
    if (!result)
        QFAIL(describe(result.error()).constData());
    QCOMPARE(result->value(), value);
    QCOMPARE(result->tiles(), tiles);
}

// The tree, not only its value: the root's operator and the values of its two operands.
void TestParser::shape_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Operator>("op");
    QTest::addColumn<Number>("left");
    QTest::addColumn<Number>("right");

    QTest::newRow("a + b * c") << QStringLiteral("2 + 3 * 4") << Operator::Add << Number(2)
                               << Number(12);
    QTest::newRow("a * b + c") << QStringLiteral("2 * 3 + 4") << Operator::Add << Number(6)
                               << Number(4);
    QTest::newRow("a - b - c") << QStringLiteral("100 - 10 - 5") << Operator::Subtract << Number(90)
                               << Number(5);
    QTest::newRow("a / b / c") << QStringLiteral("100 / 10 / 5") << Operator::Divide << Number(10)
                               << Number(5);
    QTest::newRow("a - (b - c)") << QStringLiteral("8 - (3 - 1)") << Operator::Subtract << Number(8)
                                 << Number(2);
    QTest::newRow("a * b / c") << QStringLiteral("6 x 4 : 3") << Operator::Divide << Number(24)
                               << Number(3);
}

void TestParser::shape()
{
    QFETCH(QString, text);
    QFETCH(Operator, op);
    QFETCH(Number, left);
    QFETCH(Number, right);

    const Result<Expression> result = parseExpression(text);
    if (!result)
        QFAIL(describe(result.error()).constData());
    QVERIFY(!result->isTile());
    QCOMPARE(int(result->op()), int(op));
    QCOMPARE(result->left().value(), left);
    QCOMPARE(result->right().value(), right);
}

void TestParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Error>("expected");

    using K = ErrorKind;
    const QString minus = QStringLiteral("\u2212");
    const QString times = QStringLiteral("\u00d7");
    const QString divide = QStringLiteral("\u00f7");

    // Nothing to read: about the text as a whole, so no position.
    QTest::newRow("empty") << QString() << error(K::EmptyExpression, -1);
    QTest::newRow("spaces and tabs") << QStringLiteral("  \t ") << error(K::EmptyExpression, -1);

    QTest::newRow("letter") << QStringLiteral("3 + a")
                            << error(K::UnknownSymbol, 4, {QStringLiteral("a")});
    QTest::newRow("dollar") << QStringLiteral("3 $ 4")
                            << error(K::UnknownSymbol, 2, {QStringLiteral("$")});
    QTest::newRow("decimal point")
        << QStringLiteral("3 + 4.5") << error(K::UnknownSymbol, 5, {QStringLiteral(".")});
    QTest::newRow("equals") << QStringLiteral("3 = 3")
                            << error(K::UnknownSymbol, 2, {QStringLiteral("=")});
    QTest::newRow("newline") << QStringLiteral("3\n+ 4")
                             << error(K::UnknownSymbol, 1, {QStringLiteral("\n")});
    QTest::newRow("no-break space") // only spaces and tabs are ignored
        << QStringLiteral("3\u00a0+ 4") << error(K::UnknownSymbol, 1, {QStringLiteral("\u00a0")});
    QTest::newRow("square bracket")
        << QStringLiteral("[3 + 4]") << error(K::UnknownSymbol, 0, {QStringLiteral("[")});
    QTest::newRow("emoji, a surrogate pair")
        << QStringLiteral("3 + 4 \U0001F600 1")
        << error(K::UnknownSymbol, 6, {QStringLiteral("\U0001F600")});
    QTest::newRow("fullwidth digit")
        << QStringLiteral("3 + \uff14") << error(K::UnknownSymbol, 4, {QStringLiteral("\uff14")});

    QTest::newRow("ends with an operator") << QStringLiteral("3 +") << error(K::ExpectedNumber, 3);
    QTest::newRow("ends with an operator and a space")
        << QStringLiteral("3 + ") << error(K::ExpectedNumber, 4);
    QTest::newRow("starts with an operator")
        << QStringLiteral("* 4") << error(K::ExpectedNumber, 0);
    QTest::newRow("unary minus") << QStringLiteral("-3 + 4") << error(K::ExpectedNumber, 0);
    QTest::newRow("unary plus") << QStringLiteral("+3") << error(K::ExpectedNumber, 0);
    QTest::newRow("negative factor") << QStringLiteral("3 * -4") << error(K::ExpectedNumber, 4);
    QTest::newRow("two operators") << QStringLiteral("3 ++ 4") << error(K::ExpectedNumber, 3);
    QTest::newRow("empty brackets") << QStringLiteral("()") << error(K::ExpectedNumber, 1);
    QTest::newRow("operator after (") << QStringLiteral("(+") << error(K::ExpectedNumber, 1);
    QTest::newRow(") after an operator") << QStringLiteral("(3 + )") << error(K::ExpectedNumber, 5);
    QTest::newRow("lone )") << QStringLiteral(")") << error(K::ExpectedNumber, 0);
    QTest::newRow("x is an operator") << QStringLiteral("x3") << error(K::ExpectedNumber, 0);

    QTest::newRow("two numbers") << QStringLiteral("3 4") << error(K::ExpectedOperator, 2);
    QTest::newRow("two long numbers") << QStringLiteral("12 345") << error(K::ExpectedOperator, 3);
    QTest::newRow("number then (") << QStringLiteral("3 (4)") << error(K::ExpectedOperator, 2);
    QTest::newRow(") then (") << QStringLiteral("(3)(4)") << error(K::ExpectedOperator, 3);
    QTest::newRow(") then number") << QStringLiteral("(3) 4") << error(K::ExpectedOperator, 4);

    QTest::newRow("unclosed (") << QStringLiteral("(3") << error(K::UnbalancedOpenBracket, 0);
    QTest::newRow("outer ( unclosed")
        << QStringLiteral("((3)") << error(K::UnbalancedOpenBracket, 0);
    QTest::newRow("two unclosed: the leftmost")
        << QStringLiteral("(3 + (4") << error(K::UnbalancedOpenBracket, 0);
    QTest::newRow("inner ( unclosed")
        << QStringLiteral("3 * (4 + (5)") << error(K::UnbalancedOpenBracket, 4);
    QTest::newRow("unopened )") << QStringLiteral("3)") << error(K::UnbalancedCloseBracket, 1);
    QTest::newRow("one ) too many")
        << QStringLiteral("(3))") << error(K::UnbalancedCloseBracket, 3);

    QTest::newRow("20 nines") << QStringLiteral("99999999999999999999")
                              << error(K::NumberTooLarge, 0,
                                       {QStringLiteral("99999999999999999999")});
    QTest::newRow("one above the limit")
        << QStringLiteral("1 + 9223372036854775808")
        << error(K::NumberTooLarge, 4, {QStringLiteral("9223372036854775808")});
    QTest::newRow("too large with leading zeros")
        << QStringLiteral("009223372036854775808")
        << error(K::NumberTooLarge, 0, {QStringLiteral("009223372036854775808")});

    // Syntax: the first problem a reader going left to right meets.
    QTest::newRow("unknown symbol before a missing operator")
        << QStringLiteral("3 $ 4 5") << error(K::UnknownSymbol, 2, {QStringLiteral("$")});
    QTest::newRow("missing operator before an unknown symbol")
        << QStringLiteral("3 4 $") << error(K::ExpectedOperator, 2);
    QTest::newRow("misplaced before too large")
        << QStringLiteral("3 99999999999999999999") << error(K::ExpectedOperator, 2);
    QTest::newRow("too large before an unknown symbol")
        << QStringLiteral("99999999999999999999 $")
        << error(K::NumberTooLarge, 0, {QStringLiteral("99999999999999999999")});
    QTest::newRow("unknown symbol before an unclosed (")
        << QStringLiteral("(3 + $") << error(K::UnknownSymbol, 5, {QStringLiteral("$")});
    QTest::newRow("missing number before an unclosed (")
        << QStringLiteral("(3 +") << error(K::ExpectedNumber, 4);
    QTest::newRow("unopened ) before an unclosed (")
        << QStringLiteral("(3 + 4)) * (2") << error(K::UnbalancedCloseBracket, 7);
    QTest::newRow("syntax before arithmetic")
        << QStringLiteral("3 - 5 + (") << error(K::ExpectedNumber, 9);

    // Arithmetic: position of the operator of the refused step; args as applyOperator gives them.
    QTest::newRow("negative") << QStringLiteral(
        "3 - 5") << error(K::NegativeResult, 2, {QStringLiteral("3"), minus, QStringLiteral("5")});
    QTest::newRow("zero") << QStringLiteral(
        "5 \u2212 5") << error(K::ZeroResult, 2, {QStringLiteral("5"), minus, QStringLiteral("5")});
    QTest::newRow("fractional") << QStringLiteral("7 / 2")
                                << error(K::FractionalResult, 2,
                                         {QStringLiteral("7"), divide, QStringLiteral("2")});
    QTest::newRow("fractional with :")
        << QStringLiteral("7 : 2")
        << error(K::FractionalResult, 2, {QStringLiteral("7"), divide, QStringLiteral("2")});
    QTest::newRow("division by zero")
        << QStringLiteral("5 / 0") << error(K::DivisionByZero, 2, {QStringLiteral("5")});
    QTest::newRow("zero times") << QStringLiteral(
        "0 * 5") << error(K::ZeroResult, 2, {QStringLiteral("0"), times, QStringLiteral("5")});
    QTest::newRow("zero divided") << QStringLiteral(
        "0 / 5") << error(K::ZeroResult, 2, {QStringLiteral("0"), divide, QStringLiteral("5")});
    QTest::newRow("zero plus zero")
        << QStringLiteral("0 + 0")
        << error(K::ZeroResult, 2, {QStringLiteral("0"), QStringLiteral("+"), QStringLiteral("0")});
    QTest::newRow("sum overflow") << QStringLiteral("9223372036854775807 + 1")
                                  << error(K::Overflow, 20,
                                           {QStringLiteral("9223372036854775807"),
                                            QStringLiteral("+"), QStringLiteral("1")});
    QTest::newRow("product overflow")
        << QStringLiteral("4611686018427387904 * 2")
        << error(K::Overflow, 20,
                 {QStringLiteral("4611686018427387904"), times, QStringLiteral("2")});
    // 2*2*...*2 with 64 twos: after the k-th '*' (at 2k - 1) the value is 2^(k+1), so the 62nd
    // (at 123) would give 2^63.
    QTest::newRow("2 to the 64") << repeated(QStringLiteral("2*"), 63) + QStringLiteral("2")
                                 << error(K::Overflow, 123,
                                          {QStringLiteral("4611686018427387904"), times,
                                           QStringLiteral("2")});

    // Arithmetic in evaluation order: bottom-up, left operand before right.
    QTest::newRow("left-assoc: (10 - 4) - 6")
        << QStringLiteral("10 - 4 - 6")
        << error(K::ZeroResult, 7, {QStringLiteral("6"), minus, QStringLiteral("6")});
    QTest::newRow("left-assoc: (2 * 3) / 4")
        << QStringLiteral("2 * 3 / 4")
        << error(K::FractionalResult, 6, {QStringLiteral("6"), divide, QStringLiteral("4")});
    QTest::newRow("left-assoc: (1 - 2) - 3")
        << QStringLiteral("1 - 2 - 3")
        << error(K::NegativeResult, 2, {QStringLiteral("1"), minus, QStringLiteral("2")});
    QTest::newRow("left subtree first")
        << QStringLiteral("(1 - 2) * (3 / 2)")
        << error(K::NegativeResult, 3, {QStringLiteral("1"), minus, QStringLiteral("2")});
    QTest::newRow("left subtree first, swapped")
        << QStringLiteral("(3 / 2) * (1 - 2)")
        << error(K::FractionalResult, 3, {QStringLiteral("3"), divide, QStringLiteral("2")});
    QTest::newRow("operands before their operator")
        << QStringLiteral("2 * 3 - 10 / 4")
        << error(K::FractionalResult, 11, {QStringLiteral("10"), divide, QStringLiteral("4")});

    // Long inputs.
    QTest::newRow("\"1+\" 5,000 times")
        << repeated(QStringLiteral("1+"), 5000) << error(K::ExpectedNumber, 10000);
    QTest::newRow("10,000 (") << repeated(QStringLiteral("("), 10000)
                              << error(K::ExpectedNumber, 10000);
    QTest::newRow("10,000 ( and a number")
        << repeated(QStringLiteral("("), 10000) + QStringLiteral("1")
        << error(K::UnbalancedOpenBracket, 0);
    QTest::newRow("10,000 )") << repeated(QStringLiteral(")"), 10000)
                              << error(K::ExpectedNumber, 0);
    QTest::newRow("a number and 10,000 )")
        << QStringLiteral("1") + repeated(QStringLiteral(")"), 10000)
        << error(K::UnbalancedCloseBracket, 1);
    const QString nines = repeated(QStringLiteral("9"), 10000);
    QTest::newRow("10,000 nines") << nines << error(K::NumberTooLarge, 0, {nines});
    QTest::newRow("10,000 spaces")
        << repeated(QStringLiteral(" "), 10000) << error(K::EmptyExpression, -1);
}

void TestParser::errors()
{
    QFETCH(QString, text);
    QFETCH(Error, expected);

    const Result<Expression> result = parseExpression(text);
    if (result)
        QFAIL(qPrintable(QStringLiteral("parsed as %1").arg(result->toString())));
    QCOMPARE(result.error(), expected);

    // An answer is read with the same syntax, checked before its numbers: without any tile, a
    // syntax error is still the one reported.
    if (isSyntaxError(expected.kind)) {
        const Result<Expression> answer = parseAnswer(text, Numbers{});
        QVERIFY(!answer.ok());
        QCOMPARE(answer.error(), expected);
    }
}

void TestParser::answers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Numbers>("tiles");
    QTest::addColumn<Number>("value");

    for (const PublishedAnswer &answer : publishedAnswers())
        QTest::newRow(answer.name) << answer.text << answer.tiles << answer.value;

    QTest::newRow("duplicates, all used")
        << QStringLiteral("10 + 10 + 5") << Numbers{10, 10, 5} << Number(25);
    QTest::newRow("not every tile needed")
        << QStringLiteral("10") << Numbers{10, 10, 5} << Number(10);
    QTest::newRow("leading zero is the same tile")
        << QStringLiteral("007 * 2") << Numbers{2, 7} << Number(14);
    QTest::newRow("tiles in any order")
        << QStringLiteral("1 + 2 + 3") << Numbers{3, 2, 1} << Number(6);
}

void TestParser::answers()
{
    QFETCH(QString, text);
    QFETCH(Numbers, tiles);
    QFETCH(Number, value);

    const Result<Expression> result = parseAnswer(text, tiles);
    if (!result)
        QFAIL(describe(result.error()).constData());
    QCOMPARE(result->value(), value);
}

void TestParser::answerErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Numbers>("tiles");
    QTest::addColumn<Error>("expected");

    using K = ErrorKind;
    const Numbers tens = {10, 10, 5};

    QTest::newRow("third 10") << QStringLiteral("10+10+10") << tens
                              << error(K::NumberUsedTooOften, 6,
                                       {QStringLiteral("10"), QStringLiteral("2")});
    QTest::newRow("second 5") << QStringLiteral("5 + 5") << tens
                              << error(K::NumberUsedTooOften, 4,
                                       {QStringLiteral("5"), QStringLiteral("1")});
    QTest::newRow("not a tile") << QStringLiteral("10 + 7") << tens
                                << error(K::NumberNotAvailable, 5, {QStringLiteral("7")});
    QTest::newRow("no tiles") << QStringLiteral("5") << Numbers{}
                              << error(K::NumberNotAvailable, 0, {QStringLiteral("5")});
    QTest::newRow("zero is not a tile") << QStringLiteral("0 + 5") << Numbers{5}
                                        << error(K::NumberNotAvailable, 0, {QStringLiteral("0")});
    QTest::newRow("value, not digits")
        << QStringLiteral("07 + 7") << Numbers{7}
        << error(K::NumberUsedTooOften, 5, {QStringLiteral("7"), QStringLiteral("1")});
    QTest::newRow("not a tile, inside brackets")
        << QStringLiteral("(5 + 10) * 6") << tens
        << error(K::NumberNotAvailable, 11, {QStringLiteral("6")});

    // The first offending number from the left, whichever the kind.
    QTest::newRow("not available before used too often")
        << QStringLiteral("7 + 10 + 10 + 10") << tens
        << error(K::NumberNotAvailable, 0, {QStringLiteral("7")});
    QTest::newRow("used too often before not available")
        << QStringLiteral("10 + 10 + 10 + 7") << tens
        << error(K::NumberUsedTooOften, 10, {QStringLiteral("10"), QStringLiteral("2")});
    QTest::newRow("seventh of 5,001 ones")
        << repeated(QStringLiteral("1+"), 5000) + QStringLiteral("1") << Numbers(6, 1)
        << error(K::NumberUsedTooOften, 12, {QStringLiteral("1"), QStringLiteral("6")});

    // Syntax before tiles before arithmetic.
    QTest::newRow("syntax before tiles")
        << QStringLiteral("7 + (10") << tens << error(K::UnbalancedOpenBracket, 4);
    QTest::newRow("unknown symbol before tiles")
        << QStringLiteral("7 + 10 ?") << tens << error(K::UnknownSymbol, 7, {QStringLiteral("?")});
    QTest::newRow("tiles before arithmetic")
        << QStringLiteral("5 - 10 - 7") << tens
        << error(K::NumberNotAvailable, 9, {QStringLiteral("7")});
    QTest::newRow("arithmetic once tiles are fine")
        << QStringLiteral("5 - 10") << tens
        << error(K::NegativeResult, 2,
                 {QStringLiteral("5"), QStringLiteral("\u2212"), QStringLiteral("10")});
    QTest::newRow("empty") << QStringLiteral(" ") << tens << error(K::EmptyExpression, -1);
}

void TestParser::answerErrors()
{
    QFETCH(QString, text);
    QFETCH(Numbers, tiles);
    QFETCH(Error, expected);

    const Result<Expression> result = parseAnswer(text, tiles);
    if (result)
        QFAIL(qPrintable(QStringLiteral("parsed as %1").arg(result->toString())));
    QCOMPARE(result.error(), expected);
}

// parse -> toString -> parse gives the same value with the same tiles, in both notations, and the
// text written is read back as an answer with the same tiles.
void TestParser::roundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Numbers>("tiles");

    for (const PublishedAnswer &answer : publishedAnswers())
        QTest::newRow(answer.name) << answer.text << answer.tiles;
    QTest::newRow("a - (b - c)") << QStringLiteral("8 - (3 - 1)") << Numbers{8, 3, 1};
    QTest::newRow("a / (b / c)") << QStringLiteral("48 / (4 / 2)") << Numbers{48, 4, 2};
    QTest::newRow("a - (b + c) - d")
        << QStringLiteral("100 - (10 + 5) - 3") << Numbers{100, 10, 5, 3};
    QTest::newRow("(a - b) * (c + d)")
        << QStringLiteral("(9 - 3) * (4 + 2)") << Numbers{9, 3, 4, 2};
    QTest::newRow("a / (b * c)") << QStringLiteral("100 / (5 * 2)") << Numbers{100, 5, 2};
    QTest::newRow("redundant brackets") << QStringLiteral("((2 * 3)) + (4)") << Numbers{2, 3, 4};
}

void TestParser::roundTrip()
{
    QFETCH(QString, text);
    QFETCH(Numbers, tiles);

    const Result<Expression> first = parseAnswer(text, tiles);
    if (!first)
        QFAIL(describe(first.error()).constData());

    for (const Notation notation : {Notation::Ascii, Notation::Typographic}) {
        const QString written = first->toString(notation);
        const Result<Expression> again = parseAnswer(written, tiles);
        if (!again)
            QFAIL(qPrintable(QStringLiteral("\"%1\": %2")
                                 .arg(written, QString::fromUtf8(describe(again.error())))));
        QCOMPARE(again->value(), first->value());
        QCOMPARE(sorted(again->tiles()), sorted(first->tiles()));
    }
}

QTEST_GUILESS_MAIN(TestParser)
#include "tst_parser.moc"
