// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How answers are written: the fewest brackets, a left-to-right reading that stays within the
// rules, both notations, and the steps. Expected strings are written by hand.
#include "expression.h"

#include <QTest>

#include <atomic>
#include <cstdlib>
#include <new>

using namespace countdown;

namespace {
// Bytes asked of operator new while g_counting is set: how much a computation allocates (and so
// copies), measured without a clock.
std::atomic<bool> g_counting{false};
std::atomic<std::size_t> g_allocated{0};
} // namespace

void *operator new(std::size_t size)
{
    if (g_counting.load(std::memory_order_relaxed))
        g_allocated.fetch_add(size, std::memory_order_relaxed);
    if (void *p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}
// The nothrow forms too (std::stable_partition's buffer uses them): every form the program
// frees through ours must come from malloc, or AddressSanitizer reports a mismatch.
void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    if (g_counting.load(std::memory_order_relaxed))
        g_allocated.fetch_add(size, std::memory_order_relaxed);
    return std::malloc(size == 0 ? 1 : size);
}
void operator delete(void *p) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::size_t) noexcept
{
    std::free(p);
}
void operator delete(void *p, const std::nothrow_t &) noexcept
{
    std::free(p);
}

namespace {
Expression t(Number n)
{
    return Expression::tile(n);
}
Expression op(const Expression &l, char symbol, const Expression &r)
{
    const Operator o = symbol == '+'   ? Operator::Add
                       : symbol == '-' ? Operator::Subtract
                       : symbol == '*' ? Operator::Multiply
                                       : Operator::Divide;
    return Expression::combine(l, o, r);
}
} // namespace

Q_DECLARE_METATYPE(countdown::Expression)

class TestExpression : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fewestBrackets_data()
    {
        QTest::addColumn<Expression>("expression");
        QTest::addColumn<QString>("ascii");
        QTest::addColumn<Number>("value");

        QTest::addRow("tile") << t(5) << QStringLiteral("5") << Number(5);
        QTest::addRow("issue example")
            << op(op(t(75), '+', op(t(100), '/', t(25))), '*', op(t(8), '+', t(2)))
            << QStringLiteral("(75 + 100 / 25) * (8 + 2)") << Number(790);
        QTest::addRow("product in a sum needs none")
            << op(op(t(6), '*', t(4)), '-', t(3)) << QStringLiteral("6 * 4 - 3") << Number(21);
        QTest::addRow("sum in a product needs them")
            << op(t(3), '*', op(t(6), '-', t(4))) << QStringLiteral("3 * (6 - 4)") << Number(6);
        QTest::addRow("subtracting a sum reads as two subtractions")
            << op(t(100), '-', op(t(10), '+', t(5))) << QStringLiteral("100 - 10 - 5")
            << Number(85);
        QTest::addRow("dividing by a quotient reads as divide then multiply")
            << op(t(100), '/', op(t(10), '/', t(2))) << QStringLiteral("100 / 10 * 2")
            << Number(20);
        QTest::addRow("dividing by a product reads as two divisions")
            << op(t(100), '/', op(t(5), '*', t(4))) << QStringLiteral("100 / 5 / 4") << Number(5);
        // 5 - 7 + 3 would go below zero: the added term moves before the subtracted one.
        QTest::addRow("negative in tree order")
            << op(t(5), '-', op(t(7), '-', t(3))) << QStringLiteral("5 + 3 - 7") << Number(1);
        // 8 / 12 * 3 is not a whole number after the first step: multiply first.
        QTest::addRow("fraction in tree order")
            << op(t(8), '/', op(t(12), '/', t(3))) << QStringLiteral("8 * 3 / 12") << Number(2);
        QTest::addRow("domain 826")
            << op(op(op(op(op(t(7), '+', t(3)), '*', t(6)), '-', t(1)), '*', t(7)), '*', t(2))
            << QStringLiteral("((7 + 3) * 6 - 1) * 7 * 2") << Number(826);
        QTest::addRow("domain 653")
            << op(op(op(op(op(t(50), '*', t(10)), '-', t(10)), '*', t(100)), '-', t(25)), '/',
                  t(75))
            << QStringLiteral("((50 * 10 - 10) * 100 - 25) / 75") << Number(653);
        // Both readings of the flattened group leave 64 bits or go negative: the tree is kept.
        const Number x = 5'000'000'000'000'000'000, y = 6'000'000'000'000'000'000;
        QTest::addRow("literal when flattening cannot be read")
            << op(t(x), '-', op(t(y), '-', t(x)))
            << QStringLiteral("5000000000000000000 - (6000000000000000000 - 5000000000000000000)")
            << Number(4'000'000'000'000'000'000);
    }

    void fewestBrackets()
    {
        QFETCH(Expression, expression);
        QFETCH(QString, ascii);
        QFETCH(Number, value);
        QCOMPARE(expression.toString(Notation::Ascii), ascii);
        QCOMPARE(expression.value(), value);
    }

    void typographic()
    {
        const Expression e = op(op(t(75), '-', op(t(100), '/', t(25))), '*', op(t(8), '+', t(2)));
        QCOMPARE(e.toString(Notation::Typographic),
                 QStringLiteral("(75 \u2212 100 \u00f7 25) \u00d7 (8 + 2)"));
        QCOMPARE(e.toString(), e.toString(Notation::Ascii));
    }

    void steps()
    {
        const Expression e = op(op(t(75), '+', op(t(100), '/', t(25))), '*', op(t(8), '+', t(2)));
        const QStringList expected = {QStringLiteral("100 / 25 = 4"), QStringLiteral("75 + 4 = 79"),
                                      QStringLiteral("8 + 2 = 10"),
                                      QStringLiteral("79 * 10 = 790")};
        QCOMPARE(e.steps(Notation::Ascii), expected);
        QCOMPARE(e.steps(Notation::Typographic).constFirst(), QStringLiteral("100 \u00f7 25 = 4"));
        QVERIFY(t(7).steps().isEmpty());
    }

    void structure()
    {
        const Expression e = op(op(t(75), '+', op(t(100), '/', t(25))), '*', op(t(8), '+', t(2)));
        QCOMPARE(e.tileCount(), 5);
        QCOMPARE(e.operatorCount(Operator::Divide), 1);
        QCOMPARE(e.operatorCount(Operator::Add), 2);
        QCOMPARE(e.operatorCount(Operator::Subtract), 0);
        QCOMPARE(e.largestValue(), Number(790)); // 79 * 10, above every tile
        QCOMPARE(e.tiles(), (std::vector<Number>{75, 100, 25, 8, 2}));
        QVERIFY(!e.isTile());
        QCOMPARE(e.op(), Operator::Multiply);
        QCOMPARE(e.left().value(), Number(79));
        QCOMPARE(e.right().toString(), QStringLiteral("8 + 2"));
        QCOMPARE(e.left().tiles(), (std::vector<Number>{75, 100, 25}));
        QVERIFY(t(3).isTile());
        QCOMPARE(t(3).tileCount(), 1);
        QCOMPARE(e, op(op(t(75), '+', op(t(100), '/', t(25))), '*', op(t(8), '+', t(2))));
        QVERIFY(!(e == op(op(t(75), '+', op(t(100), '/', t(25))), '*', op(t(2), '+', t(8)))));
    }

    void empty()
    {
        const Expression e;
        QVERIFY(e.isEmpty());
        QVERIFY(!e.isTile());
        QCOMPARE(e.value(), Number(0));
        QCOMPARE(e.tileCount(), 0);
        QVERIFY(e.toString().isEmpty());
        QVERIFY(e.steps().isEmpty());
        QVERIFY(e.tiles().empty());
    }

    // combine(Expression &&, ...) reuses the left operand's storage, so a sum built left to right
    // (as the parser builds "1 + 1 + ... + 1") allocates in proportion to its length. It used to
    // reserve the exact size at every step, copying the whole sum each time: quadratic (found by
    // profiling fuzz-parser; an 80,000-term typed sum took 32 s to parse, now 10 ms).
    void longSumReusesStorage()
    {
        const auto bytesForSum = [](int tiles) {
            Expression sum = t(1);
            g_allocated = 0;
            g_counting = true;
            for (int i = 1; i < tiles; ++i)
                sum = Expression::combine(std::move(sum), Operator::Add, t(1));
            g_counting = false;
            return std::pair{sum.value(), g_allocated.load()};
        };
        const auto [small, smallBytes] = bytesForSum(1000);
        const auto [large, largeBytes] = bytesForSum(8000);
        QCOMPARE(small, Number(1000));
        QCOMPARE(large, Number(8000));
        // 8 times the tiles: about 8 times the bytes when linear, 64 times when quadratic.
        QVERIFY2(largeBytes < 16 * smallBytes,
                 qPrintable(QStringLiteral("%1 bytes for 1,000 tiles, %2 for 8,000")
                                .arg(smallBytes)
                                .arg(largeBytes)));
    }

    void arithmeticRules_data()
    {
        QTest::addColumn<Number>("left");
        QTest::addColumn<int>("op");
        QTest::addColumn<Number>("right");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<Number>("result");
        QTest::addRow("7 + 5") << Number(7) << int(Operator::Add) << Number(5) << true
                               << Number(12);
        QTest::addRow("7 - 5") << Number(7) << int(Operator::Subtract) << Number(5) << true
                               << Number(2);
        QTest::addRow("5 - 5 is zero")
            << Number(5) << int(Operator::Subtract) << Number(5) << false << Number(0);
        QTest::addRow("5 - 7 negative")
            << Number(5) << int(Operator::Subtract) << Number(7) << false << Number(0);
        QTest::addRow("7 / 2 fraction")
            << Number(7) << int(Operator::Divide) << Number(2) << false << Number(0);
        QTest::addRow("2 / 7 fraction")
            << Number(2) << int(Operator::Divide) << Number(7) << false << Number(0);
        QTest::addRow("8 / 2") << Number(8) << int(Operator::Divide) << Number(2) << true
                               << Number(4);
        QTest::addRow("overflow *") << Number(4'000'000'000'000'000'000) << int(Operator::Multiply)
                                    << Number(3) << false << Number(0);
        QTest::addRow("overflow +")
            << Number(kMaxIntermediate) << int(Operator::Add) << Number(1) << false << Number(0);
    }

    void arithmeticRules()
    {
        QFETCH(Number, left);
        QFETCH(int, op);
        QFETCH(Number, right);
        QFETCH(bool, allowed);
        QFETCH(Number, result);
        const auto r = applyOperator(left, Operator(op), right);
        QCOMPARE(r.ok(), allowed);
        if (allowed)
            QCOMPARE(r.value(), result);
        QCOMPARE(tryApply(left, Operator(op), right).has_value(), allowed);
    }

    void arithmeticErrorKinds()
    {
        QCOMPARE(applyOperator(5, Operator::Subtract, 5).error().kind, ErrorKind::ZeroResult);
        QCOMPARE(applyOperator(5, Operator::Subtract, 7).error().kind, ErrorKind::NegativeResult);
        QCOMPARE(applyOperator(7, Operator::Divide, 2).error().kind, ErrorKind::FractionalResult);
        QCOMPARE(applyOperator(7, Operator::Divide, 0).error().kind, ErrorKind::DivisionByZero);
        QCOMPARE(applyOperator(kMaxIntermediate, Operator::Multiply, 2).error().kind,
                 ErrorKind::Overflow);
        const QStringList args = {QStringLiteral("5"), QStringLiteral("\u2212"),
                                  QStringLiteral("7")};
        QCOMPARE(applyOperator(5, Operator::Subtract, 7).error().args, args);
    }
};

QTEST_GUILESS_MAIN(TestExpression)
#include "tst_expression.moc"
