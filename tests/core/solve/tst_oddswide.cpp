// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Exact odds over wide ranges of targets (issue 38: what a table costs follows the values its
// selections make, not the width of the range; these check that the fractions did not move). Rows
// over targets 1-999,999, of UK draws and of a variant of numbers up to 999,999, in both modes,
// against a count written from the rules that shares nothing with the odds' counting: every draw
// enumerated position by position from the bags written out here, each distinct selection solved
// by the brute-force solver (tests/support), its misses the targets it does not make.
// COUNTDOWN_PROPERTY_PUZZLES below 2,000 (sanitizer builds, Wine) keeps a smaller sample.
#include "bruteforce.h"
#include "odds.h"

#include <QStringList>
#include <QTest>

#include <algorithm>
#include <bit>
#include <map>
#include <numeric>
#include <utility>

using namespace countdown;
using namespace countdown::testsupport;

Q_DECLARE_METATYPE(countdown::SolveMode)

namespace {

constexpr Number kLow = 1;
constexpr Number kHigh = 999999;

bool slowChecksWanted()
{
    bool ok = false;
    const int puzzles = qEnvironmentVariableIntValue("COUNTDOWN_PROPERTY_PUZZLES", &ok);
    return !ok || puzzles >= 2000;
}

// The tiles at the positions of `positions` (a bit mask) in `bag`.
std::vector<Number> tilesAt(const std::vector<Number> &bag, unsigned positions)
{
    std::vector<Number> tiles;
    for (std::size_t i = 0; i < bag.size(); ++i)
        if (positions & (1u << i))
            tiles.push_back(bag[i]);
    return tiles;
}

// Every subset of `count` positions of a bag of `size`, as bit masks: each is one draw.
std::vector<unsigned> positionSubsets(std::size_t size, int count)
{
    std::vector<unsigned> subsets;
    for (unsigned positions = 0; positions < (1u << size); ++positions)
        if (std::popcount(positions) == count)
            subsets.push_back(positions);
    return subsets;
}

// P(no exact solution in [kLow, kHigh]) when `count` tiles are drawn from `first` and the rest
// from `second`: the misses of every draw (one per pair of position subsets) over draws * targets.
// A selection drawn again is looked up, not solved again.
Fraction simpleCount(const std::vector<Number> &first, int count, const std::vector<Number> &second,
                     int rest, SolveMode mode)
{
    const std::uint64_t targets = std::uint64_t(kHigh - kLow + 1);
    std::map<std::vector<Number>, std::uint64_t> missesOf;
    std::uint64_t misses = 0, draws = 0;
    for (const unsigned a : positionSubsets(first.size(), count)) {
        for (const unsigned b : positionSubsets(second.size(), rest)) {
            std::vector<Number> tiles = tilesAt(first, a);
            const std::vector<Number> others = tilesAt(second, b);
            tiles.insert(tiles.end(), others.begin(), others.end());
            std::sort(tiles.begin(), tiles.end());
            auto it = missesOf.find(tiles);
            if (it == missesOf.end()) {
                const std::size_t made = bruteForceReachable(tiles, mode, kLow, kHigh).size();
                it = missesOf.emplace(tiles, targets - made).first;
            }
            misses += it->second;
            ++draws;
        }
    }
    const std::uint64_t denominator = draws * targets;
    const std::uint64_t g = std::gcd(misses, denominator);
    return misses == 0 ? Fraction{0, 1} : Fraction{misses / g, denominator / g};
}

QString text(const Fraction &f)
{
    return QStringLiteral("%1/%2").arg(f.numerator).arg(f.denominator);
}

const std::vector<Number> kUkLarge{25, 50, 75, 100};

// The variant: numbers up to 999,999, five tiles, 0-3 of them large.
const std::vector<Number> kBigLarge{999999, 654321, 500000, 123457};
const std::vector<Number> kBigSmall{1, 2, 3, 7, 11, 13, 999, 1000, 4096, 65536};

GameVariant bigNumbersVariant(SolveMode mode)
{
    GameVariant variant = standardVariant();
    variant.id = QStringLiteral("big-numbers");
    variant.large = kBigLarge;
    variant.small = kBigSmall;
    variant.tiles = 5;
    variant.largePick = LargePick{0, 3};
    variant.targets = {kLow, kHigh};
    variant.mode = mode;
    return variant;
}

} // namespace

class TestOddsWide : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // UK draws over 1-999,999: some of the large and the rest from a sample of the small bag, with
    // repeats, so that selections are weighted by their draws and share their sub-multisets. With
    // the smaller sample, only the second.
    void ukRows_data()
    {
        QTest::addColumn<int>("large");
        QTest::addColumn<std::vector<Number>>("small");
        QTest::addColumn<SolveMode>("mode");
        const std::vector<std::pair<int, std::vector<Number>>> samples{
            {4, {1, 2, 5, 8, 10, 10}},
            {2, {1, 1, 5, 7, 9, 10}},
            {3, {2, 2, 4, 8, 10}},
        };
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            for (const auto &[large, small] : samples) {
                if (!slowChecksWanted() && large != 2)
                    continue;
                QStringList tiles;
                for (const Number n : small)
                    tiles << QString::number(n);
                QTest::addRow("%d large, %d of %s, %s", large, 6 - large,
                              qPrintable(tiles.join(u' ')),
                              mode == SolveMode::DropAllowed ? "drop" : "use-all")
                    << large << small << mode;
            }
        }
    }

    void ukRows()
    {
        QFETCH(int, large);
        QFETCH(std::vector<Number>, small);
        QFETCH(SolveMode, mode);
        const int rest = 6 - large;
        const auto row = oddsForDraw({{kUkLarge, large}, {small, rest}}, mode, kLow, kHigh, 2);
        QVERIFY(row);
        QCOMPARE(text(row->noExactSolution), text(simpleCount(kUkLarge, large, small, rest, mode)));
    }

    // The variant, every row in both modes; with the smaller sample, the rows of none and
    // of three large.
    void bigNumbers_data()
    {
        QTest::addColumn<SolveMode>("mode");
        QTest::newRow("drop") << SolveMode::DropAllowed;
        QTest::newRow("use-all") << SolveMode::UseAll;
    }

    void bigNumbers()
    {
        QFETCH(SolveMode, mode);
        const auto rows = computeOdds(OddsOptions::of(bigNumbersVariant(mode), 2));
        QVERIFY(rows);
        QCOMPARE(rows->size(), std::size_t(4));
        for (const OddsRow &row : *rows) {
            if (!slowChecksWanted() && row.large != 0 && row.large != 3)
                continue;
            QCOMPARE(text(row.noExactSolution),
                     text(simpleCount(kBigLarge, row.large, kBigSmall, 5 - row.large, mode)));
        }
    }
};

QTEST_GUILESS_MAIN(TestOddsWide)
#include "tst_oddswide.moc"
