// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The value tables' way of combining two lists (combineSorted, which builds the tables) against
// the plain one (combineAll, pair by pair): the same results for every operation set, both
// modes, any limit, and values on both sides of the 2^32 where its divisibility test changes.
// A white-box test of the solver's inner loop: the solver's own tests would see a mistake here
// only as a wrong answer somewhere. combineFew, the branch-free way for short lists, against
// combineAll result by result, order included (the best answer's search keeps the first step that
// gives a value). And stepGiving, which names the step a search found.
#include "combine.h"
#include "rules.h"
#include "steprules.h"
#include "steps.h"
#include "value.h"

#include <QTest>

#include <algorithm>
#include <initializer_list>
#include <utility>
#include <vector>

using namespace countdown;
using namespace countdown::detail;

namespace {

// Sorted, distinct: the form of a mask's values.
std::vector<Value> randomList(PortableRandom &random, std::size_t size, Value top)
{
    std::vector<Value> values;
    while (values.size() < size) {
        const Value v = 1 + Value(random.below(quint64(top)));
        if (std::find(values.begin(), values.end(), v) == values.end())
            values.push_back(v);
    }
    std::sort(values.begin(), values.end());
    return values;
}

template <typename Combine>
std::vector<Value> results(Combine combine, const std::vector<Value> &left,
                           const std::vector<Value> &right, StepRules rules, Value cap)
{
    std::vector<Value> out;
    combine(left, right, rules, cap, [&](Value v) { out.push_back(v); });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

// Every rule set a table can have (each non-empty set of operations, both modes) with each of the
// caps: compare(rules, cap) gives the results to check and those expected. The first pair that
// differs fails the test, naming the round and the rules. How many pairs were compared.
template <typename Compare>
int compareUnderEveryRule(int round, std::initializer_list<Value> caps, Compare &&compare)
{
    int compared = 0;
    for (unsigned bits = 1; bits < 16; ++bits) {
        OperatorSet operators;
        for (const Operator op : kOperators)
            if (bits & (1u << unsigned(op)))
                operators = operators.with(op);
        for (const bool prune : {false, true}) {
            const StepRules rules{prune, operators};
            for (const Value cap : caps) {
                const auto [actual, expected] = compare(rules, cap);
                if (actual != expected) {
                    QTest::qFail(qPrintable(QStringLiteral("round %1, operations %2, prune %3, "
                                                           "cap %4: %5 results, expected %6")
                                                .arg(round)
                                                .arg(bits)
                                                .arg(prune)
                                                .arg(cap)
                                                .arg(actual.size())
                                                .arg(expected.size())),
                                 __FILE__, __LINE__);
                    return compared;
                }
                ++compared;
            }
        }
    }
    return compared;
}

} // namespace

class TestValueTable : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void combineSortedGivesWhatCombineAllGives_data()
    {
        QTest::addColumn<quint64>("top");
        QTest::addRow("small values") << quint64(60);
        QTest::addRow("up to 10^6") << quint64(1'000'000);
        QTest::addRow("across 2^32") << quint64(Value(1) << 34);
        QTest::addRow("near the largest") << quint64(kValueCap - 1);
    }
    void combineSortedGivesWhatCombineAllGives()
    {
        QFETCH(quint64, top);
        PortableRandom random(top);
        const auto all = [](auto left, auto right, StepRules rules, Value cap, auto emit) {
            combineAll(std::span<const Value>(left), std::span<const Value>(right), rules, cap,
                       emit);
        };
        const auto sorted = [](auto left, auto right, StepRules rules, Value cap, auto emit) {
            combineSorted(std::span<const Value>(left), std::span<const Value>(right), rules, cap,
                          emit);
        };
        int compared = 0;
        for (int round = 0; round < 60; ++round) {
            // Short lists take combineFew's way inside combineSorted: some long ones too.
            std::vector<Value> left =
                randomList(random, 1 + random.below(round % 3 ? 12 : 40), Value(top));
            std::vector<Value> right = randomList(random, 1 + random.below(40), Value(top));
            if (round % 4 == 0)
                left.insert(left.begin(), 1); // x * 1 and x / 1, which drop mode refuses
            left.erase(std::unique(left.begin(), left.end()), left.end());
            if (round % 5 == 0)
                right = left; // two parts with the same tiles: equal values on both sides
            // Divisible pairs, which random values seldom give.
            if (round % 2 == 0 && right.back() <= kValueCap / 6)
                for (const Value factor : {2, 3, 6}) {
                    right.push_back(left.front() * Value(factor));
                    std::sort(right.begin(), right.end());
                    right.erase(std::unique(right.begin(), right.end()), right.end());
                }
            compared += compareUnderEveryRule(
                round, {Value(top / 2), Value(top), kValueCap}, [&](StepRules rules, Value cap) {
                    return std::pair(results(sorted, left, right, rules, cap),
                                     results(all, left, right, rules, cap));
                });
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(compared, 60 * 15 * 2 * 3);
    }

    // Results in the same order and with the same repeats as combineAll's: a search that keeps
    // the first step giving a value then finds the same one either way.
    void combineFewGivesWhatCombineAllGivesInOrder_data()
    {
        QTest::addColumn<quint64>("top");
        QTest::addRow("small values") << quint64(60);
        QTest::addRow("up to 10^6") << quint64(1'000'000);
        QTest::addRow("across 2^32") << quint64(Value(1) << 34);
        QTest::addRow("just below 2^53") << quint64(kExactInDouble - 1);
    }
    void combineFewGivesWhatCombineAllGivesInOrder()
    {
        QFETCH(quint64, top);
        PortableRandom random(top + 1);
        int compared = 0;
        for (int round = 0; round < 200; ++round) {
            std::vector<Value> left = randomList(random, 1 + random.below(7), Value(top));
            std::vector<Value> right = randomList(random, 1 + random.below(9), Value(top));
            if (round % 4 == 0)
                left.insert(left.begin(), 1); // x * 1 and x / 1, which drop mode refuses
            left.erase(std::unique(left.begin(), left.end()), left.end());
            if (round % 5 == 0)
                right = left; // equal values: x - x, x / x, and y * y / y in drop mode
            // Divisible pairs, with a quotient equal to the divisor (y * y / y) among them.
            if (round % 2 == 0 && left.front() <= Value(top) / left.front())
                for (const Value multiple : {left.front() * 2, left.front() * left.front()}) {
                    right.push_back(multiple);
                    std::sort(right.begin(), right.end());
                    right.erase(std::unique(right.begin(), right.end()), right.end());
                }
            while (left.size() * right.size() >= kSortedCombineFrom) // as combineSorted uses it
                right.pop_back();
            compared += compareUnderEveryRule(
                round, {Value(top / 3), Value(top), kValueCap}, [&](StepRules rules, Value cap) {
                    std::vector<Value> actual, expected;
                    combineFew(std::span<const Value>(left), std::span<const Value>(right), rules,
                               cap, [&](Value v) { actual.push_back(v); });
                    combineAll(std::span<const Value>(left), std::span<const Value>(right), rules,
                               cap, [&](Value v) { expected.push_back(v); });
                    return std::pair(actual, expected);
                });
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(compared, 200 * 15 * 2 * 3);
    }

    // The step a search records for the value it found, from which the answer's expression is
    // built: the larger operand first, an operation the rules allow, none when none gives it.
    void stepGivingNamesTheStep_data()
    {
        QTest::addColumn<Value>("a");
        QTest::addColumn<Value>("b");
        QTest::addColumn<Value>("result");
        QTest::addColumn<quint8>("without"); // an operation left out; 4: none
        QTest::addColumn<bool>("found");
        QTest::addColumn<bool>("aFirst");
        QTest::addColumn<Operator>("op");
        const quint8 none = 4;
        QTest::addRow("sum, larger first")
            << Value(3) << Value(7) << Value(10) << none << true << false << Operator::Add;
        QTest::addRow("difference")
            << Value(75) << Value(6) << Value(69) << none << true << true << Operator::Subtract;
        QTest::addRow("product") << Value(3) << Value(7) << Value(21) << none << true << false
                                 << Operator::Multiply;
        QTest::addRow("quotient") << Value(5) << Value(100) << Value(20) << none << true << false
                                  << Operator::Divide;
        // 4 - 2 and 4 / 2 both give 2: without subtraction, it is the division.
        QTest::addRow("4 / 2 without subtraction")
            << Value(4) << Value(2) << Value(2) << quint8(Operator::Subtract) << true << true
            << Operator::Divide;
        QTest::addRow("2 + 2 without addition")
            << Value(2) << Value(2) << Value(4) << quint8(Operator::Add) << true << true
            << Operator::Multiply;
        QTest::addRow("not made") << Value(3) << Value(7) << Value(11) << none << false << true
                                  << Operator::Add;
        QTest::addRow("not without multiplication")
            << Value(3) << Value(7) << Value(21) << quint8(Operator::Multiply) << false << true
            << Operator::Add;
    }
    void stepGivingNamesTheStep()
    {
        QFETCH(Value, a);
        QFETCH(Value, b);
        QFETCH(Value, result);
        QFETCH(quint8, without);
        QFETCH(bool, found);
        QFETCH(bool, aFirst);
        QFETCH(Operator, op);
        const OperatorSet operators =
            without < 4 ? OperatorSet::all().without(Operator(without)) : OperatorSet::all();
        const Mask aMask = 0b0011, bMask = 0b0100;
        const Step step = stepGiving(aMask, a, bMask, b, result, operators);
        QCOMPARE(step.isEmpty(), !found);
        if (!found)
            return;
        QCOMPARE(step.leftMask, aFirst ? aMask : bMask);
        QCOMPARE(step.rightMask, aFirst ? bMask : aMask);
        QCOMPARE(step.left, aFirst ? a : b);
        QCOMPARE(step.right, aFirst ? b : a);
        QCOMPARE(step.op, op);
    }
};

QTEST_GUILESS_MAIN(TestValueTable)
#include "tst_valuetable.moc"
