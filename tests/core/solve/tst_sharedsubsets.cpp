// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The values an odds table's selections share (SharedSubsets) against each selection's own table:
// what a table reads from an entry is exactly what it would have built, whichever selection reads
// it; every sub-multiset that two selections hold is shared (within the budget); and the targets a
// selection reaches are the same either way. White-box: an odds table would show a mistake here
// only as a wrong chance somewhere, most of them too slow to check against brute force.
#include "odds.h"
#include "reachable.h"
#include "sharedsubsets.h"
#include "tileset.h"
#include "valuetable.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>
#include <vector>

using namespace countdown;
using namespace countdown::detail;

Q_DECLARE_METATYPE(countdown::SolveMode)
Q_DECLARE_METATYPE(std::vector<countdown::BagDraw>)

namespace {

std::vector<Number> tilesOf(const TileSet &tiles, Mask mask)
{
    std::array<Number, 7> out{};
    return {out.begin(), out.begin() + std::ptrdiff_t(tiles.tilesOf(mask, out))};
}

struct Plan {
    std::vector<std::vector<Number>> selections;
    std::unique_ptr<SharedSubsets> shared;
};

// Every entry built, one after another, in the order an odds table builds them.
Plan sharedFor(const std::vector<BagDraw> &draw, StepRules rules, Value useful, std::size_t budget)
{
    Plan plan;
    for (const WeightedSelection &selection : distinctSelections(draw))
        plan.selections.push_back(selection.tiles);
    plan.shared = std::make_unique<SharedSubsets>(rules, useful, true, budget);
    std::vector<std::span<const Number>> spans(plan.selections.begin(), plan.selections.end());
    // Largest tiles first: the first holder of a part is then the most generous, the last the
    // least (an odds table lists them the other way).
    std::reverse(spans.begin(), spans.end());
    plan.shared->plan(spans);
    for (int size = 2; size <= plan.shared->largestSize(); ++size)
        for (std::size_t i = 0; i < plan.shared->count(size); ++i)
            plan.shared->build(size, i);
    return plan;
}

} // namespace

class TestSharedSubsets : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tablesReadWhatTheyWouldBuild_data()
    {
        QTest::addColumn<std::vector<BagDraw>>("draw");
        QTest::addColumn<SolveMode>("mode");
        QTest::addColumn<QString>("operations");
        QTest::addColumn<int>("high");
        QTest::addColumn<bool>("tightBudget");
        const std::vector<BagDraw> uk3 = variantDraw(standardVariant(), 3);
        const std::vector<BagDraw> uk4 = variantDraw(standardVariant(), 4);
        // Seven tiles from one bag with repeats: the largest level shared is the sixth.
        const std::vector<BagDraw> seven{{{1, 1, 2, 3, 5, 8, 13, 21, 25, 100}, 7}};
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            const char *m = mode == SolveMode::DropAllowed ? "drop" : "use-all";
            QTest::addRow("UK, 3 large, %s", m) << uk3 << mode << "+-*/" << 999 << false;
            QTest::addRow("UK, 4 large, %s", m) << uk4 << mode << "+-*/" << 999 << false;
            QTest::addRow("seven tiles, %s", m) << seven << mode << "+-*/" << 999 << false;
            QTest::addRow("UK, 3 large, no division, %s", m)
                << uk3 << mode << "+-*" << 999 << false;
            QTest::addRow("UK, 4 large, + and x, targets to 9999, %s", m)
                << uk4 << mode << "+*" << 9999 << false;
            QTest::addRow("UK, 3 large, over the budget, %s", m)
                << uk3 << mode << "+-*/" << 999 << true;
        }
    }
    void tablesReadWhatTheyWouldBuild()
    {
        QFETCH(std::vector<BagDraw>, draw);
        QFETCH(SolveMode, mode);
        QFETCH(QString, operations);
        QFETCH(int, high);
        QFETCH(bool, tightBudget);
        const StepRules rules = StepRules::of(mode, *operatorSetFromSymbols(operations));
        const std::size_t budget = tightBudget ? 2000 : SharedSubsets::kDefaultBudget;
        const Plan plan = sharedFor(draw, rules, Value(high), budget);
        const SharedSubsets &shared = *plan.shared;
        QVERIFY(shared.serves(rules, Value(high), true));
        QVERIFY(!shared.serves(rules, Value(high) - 1, true));

        // Which selections hold each sub-multiset of two tiles or more, short of the whole.
        std::map<std::vector<Number>, std::set<std::size_t>> holders;
        for (std::size_t s = 0; s < plan.selections.size(); ++s) {
            const TileSet tiles(plan.selections[s]);
            for (int size = 2; size < tiles.size(); ++size)
                for (const Mask mask : tiles.masksOfSize(size))
                    holders[tilesOf(tiles, mask)].insert(s);
        }

        std::size_t read = 0, leftOut = 0;
        for (const std::vector<Number> &selection : plan.selections) {
            const TileSet tiles(selection);
            ValueTable own(tiles, rules, Value(high));
            own.leaveOutSmallerParts();
            QVERIFY(own.buildUpTo(tiles.size() - 1, {}));
            for (int size = 2; size < tiles.size(); ++size) {
                for (const Mask mask : tiles.masksOfSize(size)) {
                    const std::vector<Number> part = tilesOf(tiles, mask);
                    const auto values = shared.values(part, own.capOf(mask));
                    const bool held = holders[part].size() >= 2;
                    if (!values) {
                        // Left out only when one selection holds it, or over the budget.
                        QVERIFY2(!held || tightBudget,
                                 qPrintable(
                                     QStringLiteral("a part of %1 tiles is not shared").arg(size)));
                        ++leftOut;
                        continue;
                    }
                    QVERIFY(held);
                    const auto expected = own.values(mask);
                    QVERIFY(std::equal(values->begin(), values->end(), expected.begin(),
                                       expected.end()));
                    ++read;
                }
            }
            // The same targets, with as few tiles, read from the entries or built.
            const auto alone = reachableTargets(tiles, rules, 1, high, {});
            const auto sharing = reachableTargets(tiles, rules, 1, high, {}, &shared);
            QVERIFY(alone && sharing);
            QVERIFY(alone->fewest == sharing->fewest);
        }
        QVERIFY(read > 0);
        if (tightBudget)
            QVERIFY(leftOut > read); // most of it left to the selections
    }

    // An entry holds what its most generous holder keeps, no more: a table that would keep more
    // (another limit, or a selection it was not planned for) builds the mask itself.
    void noValuesBeyondWhatWasPlanned()
    {
        const StepRules rules = StepRules::of(SolveMode::DropAllowed, OperatorSet::all());
        const Plan plan =
            sharedFor(variantDraw(standardVariant(), 4), rules, 999, SharedSubsets::kDefaultBudget);
        // 25 50 75 100 with two small tiles: the four large are held by all 55 selections, and
        // the most generous of them keeps their values up to 1000 * 10 * 10 - 1.
        const std::vector<Number> large{25, 50, 75, 100};
        constexpr Value kMostGenerous = 1000 * 10 * 10 - 1;
        const auto most = plan.shared->values(large, kMostGenerous);
        QVERIFY(most && !most->empty());
        QVERIFY(most->back() <= kMostGenerous);
        QVERIFY(!plan.shared->values(large, kMostGenerous + 1));
        // A single tile, or a part no selection holds, is never shared.
        QVERIFY(!plan.shared->values(std::vector<Number>{25}, 999));
        QVERIFY(!plan.shared->values(std::vector<Number>{1, 1, 1}, 999));
    }

    // Planning a table of many selections takes a while: it stops when asked.
    void planningStopsWhenCancelled()
    {
        std::vector<std::vector<Number>> selections;
        for (const WeightedSelection &s : distinctSelections(variantDraw(standardVariant(), 1)))
            selections.push_back(s.tiles);
        const std::vector<std::span<const Number>> spans(selections.begin(), selections.end());
        const StepRules rules = StepRules::of(SolveMode::DropAllowed, OperatorSet::all());
        int polls = 0;
        SharedSubsets cancelled(rules, 999, true);
        QVERIFY(!cancelled.plan(spans, SolveControl{[&] { return ++polls > 3; }, {}}));
        QCOMPARE(polls, 4);
        SharedSubsets planned(rules, 999, true);
        QVERIFY(planned.plan(spans, SolveControl{[&] { return false; }, {}}));
        QCOMPARE(planned.largestSize(), 5);
    }
};

QTEST_GUILESS_MAIN(TestSharedSubsets)
#include "tst_sharedsubsets.moc"
