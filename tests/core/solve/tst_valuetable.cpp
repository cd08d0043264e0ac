// The value tables' way of combining two lists (combineSorted, which builds the tables) against
// the plain one (combineAll, pair by pair): the same results for every operation set, both
// modes, any limit, and values on both sides of the 2^32 where its divisibility test changes.
// A white-box test of the solver's inner loop: the solver's own tests would see a mistake here
// only as a wrong answer somewhere.
#include "rules.h"
#include "valuetable.h"

#include <QTest>

#include <algorithm>
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
            // Short lists take combineAll's way inside combineSorted: some long ones too.
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
            for (unsigned bits = 1; bits < 16; ++bits) {
                OperatorSet operators;
                for (const Operator op : kOperators)
                    if (bits & (1u << unsigned(op)))
                        operators = operators.with(op);
                for (const bool prune : {false, true}) {
                    const StepRules rules{prune, operators};
                    for (const Value cap : {Value(top / 2), Value(top), kValueCap}) {
                        const auto expected = results(all, left, right, rules, cap);
                        const auto actual = results(sorted, left, right, rules, cap);
                        if (actual != expected)
                            QFAIL(qPrintable(QStringLiteral("round %1, operations %2, prune %3, "
                                                            "cap %4: %5 results, expected %6")
                                                 .arg(round)
                                                 .arg(bits)
                                                 .arg(prune)
                                                 .arg(cap)
                                                 .arg(actual.size())
                                                 .arg(expected.size())));
                        ++compared;
                    }
                }
            }
        }
        QCOMPARE(compared, 60 * 15 * 2 * 3);
    }
};

QTEST_GUILESS_MAIN(TestValueTable)
#include "tst_valuetable.moc"
