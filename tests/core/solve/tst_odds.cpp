// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Exact odds: the enumeration on small draws worked out by hand, the UK and French selections
// counted from the rules (docs/published-puzzles.md: 13,243), a UK row cross-checked against the
// brute-force solver with the draw's probabilities worked out independently, reduced fractions,
// threads, cancellation and progress, and the table shipped in qrc:/odds/odds.json: complete,
// plausible beside the published samples (docs/published-puzzles.md), and equal to a fresh
// computation of its cheap rows, so that it can never drift silently.
// COUNTDOWN_PROPERTY_PUZZLES below 2,000 (sanitizer builds) skips the one slow check (the full
// French table, ~1-2 s in a Release build). The full UK table is only computed by countdown-bench
// and by the update_odds target.
#include "bruteforce.h"
#include "odds.h"
#include "rules.h"
#include "variantfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <map>
#include <numeric>
#include <random>
#include <thread>

using namespace countdown;
using namespace countdown::testsupport;

Q_DECLARE_METATYPE(countdown::SolveMode)
Q_DECLARE_METATYPE(std::vector<countdown::BagDraw>)

namespace {

bool slowChecksWanted()
{
    bool ok = false;
    const int puzzles = qEnvironmentVariableIntValue("COUNTDOWN_PROPERTY_PUZZLES", &ok);
    return !ok || puzzles >= 2000;
}

QByteArray shippedJson()
{
    QFile file(QStringLiteral(":/odds/odds.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// P(no exact solution) for one UK row, computed without odds.cpp: every one of the C(20, 6-k)
// position subsets of the small bag (and every k-subset of the large tiles) is a draw, each
// selection is solved by the brute-force solver once.
Fraction bruteForceUkRow(int large, Number low, Number high, SolveMode mode)
{
    const std::vector<Number> smalls = smallTiles();
    const std::vector<Number> larges = largeTiles();
    std::map<std::vector<Number>, std::uint64_t> misses; // cache per sorted selection
    std::uint64_t numerator = 0;
    std::uint64_t draws = 0;
    const auto solveDraw = [&](std::vector<Number> tiles) {
        std::sort(tiles.begin(), tiles.end());
        auto it = misses.find(tiles);
        if (it == misses.end()) {
            const auto reachable = bruteForceReachable(tiles, mode, low, high);
            it = misses.emplace(tiles, std::uint64_t(high - low + 1) - reachable.size()).first;
        }
        numerator += it->second;
        ++draws;
    };
    // Subsets by bit masks: simple and obviously complete.
    for (unsigned l = 0; l < (1u << larges.size()); ++l) {
        if (std::popcount(l) != large)
            continue;
        for (unsigned s = 0; s < (1u << smalls.size()); ++s) {
            if (std::popcount(s) != kTilesPerRound - large)
                continue;
            std::vector<Number> tiles;
            for (std::size_t i = 0; i < larges.size(); ++i)
                if (l & (1u << i))
                    tiles.push_back(larges[i]);
            for (std::size_t i = 0; i < smalls.size(); ++i)
                if (s & (1u << i))
                    tiles.push_back(smalls[i]);
            solveDraw(tiles);
        }
    }
    const std::uint64_t denominator = draws * std::uint64_t(high - low + 1);
    const std::uint64_t g = std::gcd(numerator, denominator);
    return numerator == 0 ? Fraction{0, 1} : Fraction{numerator / g, denominator / g};
}

// P(no exact solution) for one row of any small variant, worked out as above from position subsets
// of its bags (`large` of the large bag and the rest of the small, or all from the one bag), with
// the brute-force solver under the variant's operations and mode.
Fraction bruteForceVariantRow(const GameVariant &v, int large)
{
    std::vector<Number> first = v.large, second = v.small;
    int fromFirst = large;
    if (!v.playerPicksLarge()) {
        first = v.small;
        first.insert(first.end(), v.large.begin(), v.large.end());
        second.clear();
        fromFirst = v.tiles;
    }
    const Number targets = v.targets.high - v.targets.low + 1;
    std::uint64_t numerator = 0, draws = 0;
    for (unsigned a = 0; a < (1u << first.size()); ++a) {
        if (std::popcount(a) != fromFirst)
            continue;
        for (unsigned b = 0; b < (1u << second.size()); ++b) {
            if (std::popcount(b) != v.tiles - fromFirst)
                continue;
            std::vector<Number> tiles;
            for (std::size_t i = 0; i < first.size(); ++i)
                if (a & (1u << i))
                    tiles.push_back(first[i]);
            for (std::size_t i = 0; i < second.size(); ++i)
                if (b & (1u << i))
                    tiles.push_back(second[i]);
            const auto reachable =
                bruteForceReachable(tiles, v.mode, v.targets.low, v.targets.high, v.operators);
            numerator += std::uint64_t(targets) - reachable.size();
            ++draws;
        }
    }
    const std::uint64_t denominator = draws * std::uint64_t(targets);
    const std::uint64_t g = std::gcd(numerator, denominator);
    return numerator == 0 ? Fraction{0, 1} : Fraction{numerator / g, denominator / g};
}

// Small variants' bags, picks and targets, as a variant file's fields (moc reads this file: no
// raw string literals inside the class).
const char *const kSmallBags[] = {
    R"("large": [25, 50, 50], "small": [1, 1, 2, 3, 3, 7], "tiles": 4,
       "large_pick": {"fewest": 1, "most": 3}, "targets": {"low": 1, "high": 200})",
    R"("one_bag": true, "large": [12, 37], "small": [1, 2, 2, 5, 9, 10], "tiles": 4,
       "targets": {"low": 10, "high": 120})",
};

QString text(const Fraction &f)
{
    return QStringLiteral("%1/%2").arg(f.numerator).arg(f.denominator);
}

} // namespace

class TestOdds : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Small draws whose answer is worked out by hand here.
    void handChecked_data()
    {
        QTest::addColumn<std::vector<BagDraw>>("draw");
        QTest::addColumn<SolveMode>("mode");
        QTest::addColumn<Number>("low");
        QTest::addColumn<Number>("high");
        QTest::addColumn<int>("selections");
        QTest::addColumn<QString>("expected");

        // Bag {1, 1, 3}, two tiles, targets 1-4. C(3,2) = 3 equally likely draws:
        //   {1,1} from 1 draw, {1,3} from 2 (either 1 with the 3).
        // Drop: {1,1} makes 1, 2 (1+1): misses 3, 4 -> 2. {1,3} makes 1, 3, 4 (3+1), 2 (3-1):
        //   misses none. P = (1*2 + 2*0) / (3 draws * 4 targets) = 2/12 = 1/6.
        // Use-all: {1,1} makes 2 (1+1), 1 (1*1, 1/1): misses 3, 4 -> 2. {1,3} makes 4, 2, 3 (3*1,
        //   3/1) but not 1 alone: misses 1 -> 1. P = (1*2 + 2*1) / 12 = 4/12 = 1/3.
        // (Counting each selection once instead of by its draws would give 1/4 and 3/8.)
        const std::vector<BagDraw> weighted{{{1, 1, 3}, 2}};
        QTest::newRow("{1,1,3} choose 2, 1-4, drop")
            << weighted << SolveMode::DropAllowed << Number(1) << Number(4) << 2
            << QStringLiteral("1/6");
        QTest::newRow("{1,1,3} choose 2, 1-4, use-all")
            << weighted << SolveMode::UseAll << Number(1) << Number(4) << 2
            << QStringLiteral("1/3");

        // Bag {1, 2, 3}, two tiles, targets 1-6: {1,2}, {1,3}, {2,3}, one draw each.
        // Drop: {1,2} -> 1 2 3: misses 4 5 6 (3). {1,3} -> 1 2 3 4: misses 5 6 (2).
        //   {2,3} -> 1 2 3 5 6: misses 4 (1). P = 6/18 = 1/3.
        // Use-all: {1,2} -> 3 1 2: misses 4 5 6 (3). {1,3} -> 4 2 3: misses 1 5 6 (3).
        //   {2,3} -> 5 1 6: misses 2 3 4 (3). P = 9/18 = 1/2.
        const std::vector<BagDraw> three{{{1, 2, 3}, 2}};
        QTest::newRow("{1,2,3} choose 2, 1-6, drop") << three << SolveMode::DropAllowed << Number(1)
                                                     << Number(6) << 3 << QStringLiteral("1/3");
        QTest::newRow("{1,2,3} choose 2, 1-6, use-all")
            << three << SolveMode::UseAll << Number(1) << Number(6) << 3 << QStringLiteral("1/2");

        // Two parts, as a UK draw has: one of {1, 2} and one of {3, 3}. 2 * 2 = 4 draws:
        // {1,3} twice, {2,3} twice. Drop, 1-6: {1,3} misses 5 6 (2), {2,3} misses 4 (1).
        // P = (2*2 + 2*1) / (4 * 6) = 6/24 = 1/4.
        const std::vector<BagDraw> twoParts{{{1, 2}, 1}, {{3, 3}, 1}};
        QTest::newRow("one of {1,2} and one of {3,3}, 1-6, drop")
            << twoParts << SolveMode::DropAllowed << Number(1) << Number(6) << 2
            << QStringLiteral("1/4");

        // One tile of {5}: targets 5-5 always made, 4-6 two misses in three.
        QTest::newRow("{5} choose 1, 5-5")
            << std::vector<BagDraw>{{{5}, 1}} << SolveMode::DropAllowed << Number(5) << Number(5)
            << 1 << QStringLiteral("0/1");
        QTest::newRow("{5} choose 1, 4-6")
            << std::vector<BagDraw>{{{5}, 1}} << SolveMode::DropAllowed << Number(4) << Number(6)
            << 1 << QStringLiteral("2/3");
        // An empty range: nothing can be missed.
        QTest::newRow("empty range") << weighted << SolveMode::DropAllowed << Number(9) << Number(8)
                                     << 2 << QStringLiteral("0/1");
    }

    void handChecked()
    {
        QFETCH(std::vector<BagDraw>, draw);
        QFETCH(SolveMode, mode);
        QFETCH(Number, low);
        QFETCH(Number, high);
        QFETCH(int, selections);
        QFETCH(QString, expected);
        for (const int threads : {1, 2, 4}) {
            const auto row = oddsForDraw(draw, mode, low, high, threads);
            QVERIFY(row);
            QCOMPARE(row->large, -1);
            QCOMPARE(row->selections, selections);
            QCOMPARE(text(row->noExactSolution), expected);
        }
    }

    void distinctSelectionsOfASmallBag()
    {
        const auto selections = distinctSelections({{{1, 1, 3}, 2}});
        QCOMPARE(selections.size(), std::size_t(2));
        QCOMPARE(selections[0].tiles, (std::vector<Number>{1, 1}));
        QCOMPARE(selections[0].draws, std::uint64_t(1));
        QCOMPARE(selections[1].tiles, (std::vector<Number>{1, 3}));
        QCOMPARE(selections[1].draws, std::uint64_t(2));
        QCOMPARE(drawCount({{{1, 1, 3}, 2}}), std::uint64_t(3));
        // Parts that share a number: {1} and {1} drawn separately give one selection.
        const auto merged = distinctSelections({{{1, 2}, 1}, {{1}, 1}});
        QCOMPARE(merged.size(), std::size_t(2)); // {1,1} and {1,2}
        QCOMPARE(merged[0].draws + merged[1].draws, std::uint64_t(2));
    }

    // docs/published-puzzles.md: 13,243 distinct UK selections over 0-4 large. By hand: the number
    // of multisets of m small tiles (each of 1-10 at most twice) is the coefficient of x^m in
    // (1+x+x^2)^10: 2850, 1452, 615, 210, 55 for m = 6..2; times C(4, k) ways to take the large
    // ones.
    void ukSelections()
    {
        const int expected[] = {2850, 4 * 1452, 6 * 615, 4 * 210, 55};
        const std::uint64_t ways[] = {38760, 4 * 15504, 6 * 4845, 4 * 1140, 190}; // C(4,k)C(20,6-k)
        int total = 0;
        for (int large = 0; large <= kMaxLarge; ++large) {
            const auto draw = rulesDraw(RuleSet::Countdown, large);
            const auto selections = distinctSelections(draw);
            QCOMPARE(int(selections.size()), expected[large]);
            QCOMPARE(drawCount(draw), ways[large]);
            std::uint64_t sum = 0;
            for (const WeightedSelection &s : selections) {
                QCOMPARE(s.tiles.size(), std::size_t(kTilesPerRound));
                QCOMPARE(
                    std::count_if(s.tiles.begin(), s.tiles.end(), [](Number n) { return n > 10; }),
                    large);
                sum += s.draws;
            }
            QCOMPARE(sum, drawCount(draw));
            total += int(selections.size());
        }
        QCOMPARE(total, 13243);
    }

    // French: six of 24 cards, any mix; the same multisets as the UK ones over all k.
    void frenchSelections()
    {
        const auto draw = rulesDraw(RuleSet::LeCompteEstBon);
        const auto selections = distinctSelections(draw);
        QCOMPARE(int(selections.size()), 13243);
        QCOMPARE(drawCount(draw), std::uint64_t(134596)); // C(24, 6)
        std::uint64_t sum = 0;
        for (const WeightedSelection &s : selections)
            sum += s.draws;
        QCOMPARE(sum, std::uint64_t(134596));
    }

    // UK with 4 large (55 selections), all of 100-999, against the brute-force solver with every
    // draw enumerated position by position.
    void ukFourLargeMatchesBruteForce_data()
    {
        QTest::addColumn<SolveMode>("mode");
        QTest::newRow("drop") << SolveMode::DropAllowed;
        QTest::newRow("use-all") << SolveMode::UseAll;
    }

    void ukFourLargeMatchesBruteForce()
    {
        QFETCH(SolveMode, mode);
        const auto row = oddsForDraw(rulesDraw(RuleSet::Countdown, 4), mode, 100, 999);
        QVERIFY(row);
        QCOMPARE(row->selections, 55);
        QCOMPARE(text(row->noExactSolution), text(bruteForceUkRow(4, 100, 999, mode)));
    }

    // Any variant's table, row by row, against the brute force: bags with repeats, a pick that
    // starts above 0, one bag, every operation left out in turn, both modes.
    void smallVariantsMatchBruteForce_data()
    {
        QTest::addColumn<QByteArray>("json");
        int bag = 0;
        for (const char *bagFields : kSmallBags) {
            ++bag;
            for (const char *operations : {"+-*/", "-*/", "+*/", "+-/", "+-*", "+*"}) {
                for (const char *mode : {"drop", "use-all"}) {
                    QTest::addRow("bag %d, %s, %s", bag, operations, mode)
                        << QByteArray("{") + bagFields + ", \"operations\": \"" + operations
                               + "\", \"mode\": \"" + mode + "\"}";
                }
            }
        }
    }
    void smallVariantsMatchBruteForce()
    {
        QFETCH(QByteArray, json);
        const auto variant = variantFromJson(json);
        QVERIFY2(variant.ok(),
                 qPrintable(variant.ok() ? QString() : errorMessage(variant.error())));
        const auto rows = computeOdds(OddsOptions::of(*variant, 2));
        QVERIFY(rows);
        const std::optional<LargePick> pick = variant->largePick;
        QCOMPARE(int(rows->size()), pick ? pick->most - pick->fewest + 1 : 1);
        for (std::size_t i = 0; i < rows->size(); ++i) {
            const OddsRow &row = (*rows)[i];
            QCOMPARE(row.large, pick ? pick->fewest + int(i) : -1);
            QCOMPARE(text(row.noExactSolution), text(bruteForceVariantRow(*variant, row.large)));
        }
    }

    // The built-ins that differ from the show's rules only by their targets or operations still
    // draw the show's selections: 13,243 in all.
    void builtInSelections()
    {
        for (const char *id : {"four-digit", "no-division", "alternative-large"}) {
            const GameVariant v = *builtInVariant(QString::fromLatin1(id));
            int selections = 0;
            for (int large = 0; large <= kMaxLarge; ++large)
                selections += int(distinctSelections(variantDraw(v, large)).size());
            QCOMPARE(selections, 13243);
        }
        const GameVariant allLarge = *builtInVariant(u"all-large");
        // 5 large from 25, 25, 50, 50, 75, 75, 100, 100: multisets with each value at most twice,
        // with one small tile (10 values); 6 large: multisets of 6, no small.
        QCOMPARE(distinctSelections(variantDraw(allLarge, 5)).size(), std::size_t(16 * 10));
        QCOMPARE(distinctSelections(variantDraw(allLarge, 6)).size(), std::size_t(10));
        QCOMPARE(drawCount(variantDraw(allLarge, 5)), std::uint64_t(56 * 20));
    }

    // The count without the enumeration, against it: parts sharing numbers (whose combinations
    // merge), repeats within a bag, one to three parts, every total from 1 to 7 tiles.
    void selectionCountMatchesEnumeration()
    {
        std::mt19937 random(32);
        for (int trial = 0; trial < 2000; ++trial) {
            std::vector<BagDraw> draw(std::size_t(1 + random() % 3));
            int tiles = 0;
            for (BagDraw &part : draw) {
                const std::size_t size = 1 + random() % 8;
                for (std::size_t i = 0; i < size; ++i)
                    part.bag.push_back(Number(1 + random() % 6)); // few values: many overlaps
                part.count = int(random() % (std::min<std::size_t>(size, 4) + 1));
                tiles += part.count;
            }
            if (tiles == 0 || tiles > kMaxTiles)
                continue;
            QString bags;
            for (const BagDraw &part : draw) {
                QStringList numbers;
                for (const Number n : part.bag)
                    numbers << QString::number(n);
                bags += QStringLiteral("%1 of {%2} ").arg(part.count).arg(numbers.join(u','));
            }
            QVERIFY2(selectionCount(draw) == distinctSelections(draw).size(), qPrintable(bags));
        }
        for (int large = 0; large <= kMaxLarge; ++large) {
            const auto draw = rulesDraw(RuleSet::Countdown, large);
            QCOMPARE(selectionCount(draw), distinctSelections(draw).size());
        }
        QCOMPARE(selectionCount(rulesDraw(RuleSet::LeCompteEstBon)), std::uint64_t(13243));
        QCOMPARE(selectionCount({{{1, 2}, 3}}), std::uint64_t(0)); // more than the bag
        QCOMPARE(selectionCount({{{1, 2}, -1}}), std::uint64_t(0));
    }

    // Issue 32: 50 large and 50 small, all different, seven tiles, any pick, is a valid variant
    // whose table has C(100, 7) selections; enumerating them took 23.9 GB before it was killed.
    // Refused, with the count and the limit, by counting alone.
    void hugeVariantIsRefused()
    {
        QFile file(QStringLiteral(COUNTDOWN_TEST_DATA_DIR "/huge-bags.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Result<GameVariant> variant = variantFromJson(file.readAll());
        QVERIFY(variant.ok());
        QVERIFY(!checkVariant(*variant)); // within every limit of a variant
        const std::optional<Error> problem = checkOddsSize(*variant);
        QVERIFY(problem);
        QCOMPARE(problem->kind, ErrorKind::OddsTooLarge);
        QCOMPARE(problem->args,
                 (QStringList{QStringLiteral("16007560800"), QString::number(kMaxOddsSelections)}));
        // One pick alone: C(50, 3) * C(50, 4).
        const std::optional<Error> three = checkOddsSize(*variant, 3);
        QVERIFY(three);
        QCOMPARE(three->args.front(), QStringLiteral("4513880000"));
        // Seven large from fifty: C(50, 7) = 99,884,400.
        QCOMPARE(checkOddsSize(*variant, 7)->args.front(), QStringLiteral("99884400"));
    }

    // Just over the limit, computeOdds and oddsForDraw refuse before they enumerate or solve
    // anything: the control is never asked whether to go on. Just under, checkOddsSize lets it be.
    void tablesOverTheLimitAreRefusedBeforeAnyWork()
    {
        GameVariant over = standardVariant();
        over.largePick.reset();
        over.large.clear();
        over.small.clear();
        for (Number n = 1; n <= 50; ++n)
            over.small.push_back(n);
        over.tiles = 4; // C(50, 4) = 230,300 selections
        GameVariant under = over;
        under.small.resize(45); // C(45, 4) = 148,995
        QVERIFY(!checkVariant(over));
        QVERIFY(!checkOddsSize(under));
        const std::optional<Error> problem = checkOddsSize(over);
        QVERIFY(problem);
        QCOMPARE(problem->args.front(), QStringLiteral("230300"));

        bool asked = false;
        const SolveControl control{[&asked] {
                                       asked = true;
                                       return true;
                                   },
                                   [&asked](double) { asked = true; }};
        QVERIFY(!computeOdds(OddsOptions::of(over, 2), control));
        QVERIFY(!asked);
        QVERIFY(!oddsForDraw(variantDraw(over), SolveMode::DropAllowed, 100, 999, 2, control));
        QVERIFY(!asked);
    }

    // Every built-in's table (the largest, seven-tiles, has 27,522 selections) is far from the
    // limit, and counted as it is enumerated.
    void builtInsAreWellWithinTheLimit()
    {
        for (const GameVariant &variant : builtInVariants()) {
            QVERIFY2(!checkOddsSize(variant), qPrintable(variant.id));
            std::uint64_t counted = 0, enumerated = 0;
            const std::optional<LargePick> pick = variant.largePick;
            for (int large = pick ? pick->fewest : 0; large <= (pick ? pick->most : 0); ++large) {
                counted += selectionCount(variantDraw(variant, large));
                enumerated += distinctSelections(variantDraw(variant, large)).size();
            }
            QCOMPARE(counted, enumerated);
            QVERIFY2(counted <= kMaxOddsSelections / 5, qPrintable(variant.id));
        }
    }

    void fractionsAreReducedAndThreadsAgree()
    {
        const auto draw = rulesDraw(RuleSet::Countdown, 4);
        const auto one = oddsForDraw(draw, SolveMode::DropAllowed, 100, 999, 1);
        const auto two = oddsForDraw(draw, SolveMode::DropAllowed, 100, 999, 2);
        const auto many = oddsForDraw(draw, SolveMode::DropAllowed, 100, 999, 7);
        const auto machine = oddsForDraw(draw, SolveMode::DropAllowed, 100, 999, 0);
        QVERIFY(one && two && many && machine);
        QCOMPARE(text(two->noExactSolution), text(one->noExactSolution));
        QCOMPARE(text(many->noExactSolution), text(one->noExactSolution));
        QCOMPARE(text(machine->noExactSolution), text(one->noExactSolution));
        const Fraction f = one->noExactSolution;
        QVERIFY(f.numerator > 0 && f.numerator < f.denominator);
        QCOMPARE(std::gcd(f.numerator, f.denominator), std::uint64_t(1));
    }

    void invalidDraws()
    {
        QVERIFY(!oddsForDraw({}, SolveMode::DropAllowed, 1, 10));            // no tile
        QVERIFY(!oddsForDraw({{{1, 2}, 3}}, SolveMode::DropAllowed, 1, 10)); // too many
        QVERIFY(!oddsForDraw({{{0, 2}, 1}}, SolveMode::DropAllowed, 1, 10)); // tile 0
        QVERIFY(!oddsForDraw({{std::vector<Number>(8, 1), 8}}, SolveMode::DropAllowed, 1, 10));
        QCOMPARE(drawCount({{{1, 2}, 3}}), std::uint64_t(0));
        QVERIFY(rulesDraw(RuleSet::Custom).empty());
    }

    void cancellation_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }

    void cancellation()
    {
        QFETCH(int, threads);
        OddsOptions options;
        options.threads = threads;
        // Cancelled from the start: nothing is computed.
        QVERIFY(!computeOdds(options, SolveControl{[] { return true; }, {}}));
        // Cancelled after a few polls, in the middle of the work.
        std::atomic<int> polls{0};
        const auto callingThread = std::this_thread::get_id();
        bool otherThreadPolled = false;
        const SolveControl control{[&] {
                                       otherThreadPolled =
                                           otherThreadPolled
                                           || std::this_thread::get_id() != callingThread;
                                       return ++polls > 50;
                                   },
                                   {}};
        QVERIFY(!computeOdds(options, control));
        QVERIFY(!otherThreadPolled); // the callbacks run on the calling thread only
    }

    void progress()
    {
        std::vector<double> reported;
        const auto callingThread = std::this_thread::get_id();
        bool otherThread = false;
        const SolveControl control{{}, [&](double done) {
                                       otherThread = otherThread
                                                     || std::this_thread::get_id() != callingThread;
                                       reported.push_back(done);
                                   }};
        QVERIFY(oddsForDraw(rulesDraw(RuleSet::Countdown, 3), SolveMode::DropAllowed, 100, 120, 2,
                            control));
        QVERIFY(!otherThread);
        QVERIFY(reported.size() > 2);
        QVERIFY(std::is_sorted(reported.begin(), reported.end()));
        QVERIFY(reported.front() >= 0);
        QCOMPARE(reported.back(), 1.0);
    }

    // The table shipped with the game is the CLI's output for both rule sets and modes, with the
    // command that regenerates it.
    void shippedTableIsComplete()
    {
        const auto tables = loadOddsTables(shippedJson());
        QVERIFY2(tables, "qrc:/odds/odds.json is missing or unreadable");
        QVERIFY(tables->command.contains(QStringLiteral("update_odds")));
        QCOMPARE(tables->tables.size(), std::size_t(4));
        for (const RuleSet rules : {RuleSet::Countdown, RuleSet::LeCompteEstBon}) {
            for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
                const OddsTable *table = tables->find(variantOf(rules, mode));
                QVERIFY(table);
                QCOMPARE(table->lowTarget, targetRange(rules).low);
                QCOMPARE(table->highTarget, targetRange(rules).high);
                QVERIFY(table->command.startsWith(QStringLiteral("countdown-solve --stats")));
                int selections = 0;
                for (std::size_t i = 0; i < table->rows.size(); ++i) {
                    const OddsRow &row = table->rows[i];
                    QCOMPARE(row.large, rules == RuleSet::Countdown ? int(i) : -1);
                    const Fraction f = row.noExactSolution;
                    QVERIFY(f.numerator > 0 && f.numerator < f.denominator);
                    QCOMPARE(std::gcd(f.numerator, f.denominator), std::uint64_t(1));
                    selections += row.selections;
                }
                QCOMPARE(table->rows.size(), std::size_t(rules == RuleSet::Countdown ? 5 : 1));
                QCOMPARE(selections, 13243);
            }
        }
    }

    // The shipped figures (drop mode) against the published samples of docs/published-puzzles.md,
    // which are estimates: P(solvable), UK targets 100-999, by number of large: 83.9 %, 97.7 %,
    // 98.2 %, 94.7 %, 90.5 %; French: "about 93 %".
    void shippedTableIsPlausible()
    {
        const auto tables = loadOddsTables(shippedJson());
        QVERIFY(tables);
        const OddsTable *uk = tables->find(variantOf(RuleSet::Countdown, SolveMode::DropAllowed));
        QVERIFY(uk && uk->rows.size() == 5);
        const double published[] = {83.9, 97.7, 98.2, 94.7, 90.5};
        for (int large = 0; large <= kMaxLarge; ++large) {
            const double solvable =
                100 * (1 - uk->rows[std::size_t(large)].noExactSolution.value());
            QVERIFY2(std::abs(solvable - published[large]) < 1.5,
                     qPrintable(QStringLiteral("%1 large: %2 %").arg(large).arg(solvable)));
        }
        const OddsTable *french =
            tables->find(variantOf(RuleSet::LeCompteEstBon, SolveMode::DropAllowed));
        QVERIFY(french && french->rows.size() == 1);
        const double solvable = 100 * (1 - french->rows.front().noExactSolution.value());
        QVERIFY2(solvable > 91 && solvable < 95, qPrintable(QString::number(solvable)));
    }

    // ... and its numbers are still what the code computes: the cheap rows (UK with 3 and 4
    // large, both modes) always, the French table too unless the build is slow.
    void shippedTableMatchesAFreshComputation()
    {
        const auto tables = loadOddsTables(shippedJson());
        QVERIFY(tables);
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
            const OddsTable *uk = tables->find(variantOf(RuleSet::Countdown, mode));
            QVERIFY(uk && uk->rows.size() == 5);
            for (const int large : {3, 4}) {
                const auto row = oddsForDraw(rulesDraw(RuleSet::Countdown, large), mode,
                                             uk->lowTarget, uk->highTarget);
                QVERIFY(row);
                QCOMPARE(uk->rows[std::size_t(large)].selections, row->selections);
                QCOMPARE(text(uk->rows[std::size_t(large)].noExactSolution),
                         text(row->noExactSolution));
            }
        }
        if (!slowChecksWanted())
            return;
        const OddsTable *french =
            tables->find(variantOf(RuleSet::LeCompteEstBon, SolveMode::DropAllowed));
        QVERIFY(french);
        const auto rows = computeOdds(
            OddsOptions{leCompteEstBonVariant(), french->lowTarget, french->highTarget});
        QVERIFY(rows);
        QCOMPARE(rows->size(), std::size_t(1)); // French rules: one row
        QCOMPARE(rows->front().large, -1);
        QCOMPARE(text(rows->front().noExactSolution), text(french->rows.front().noExactSolution));
    }

    void jsonRoundTrip()
    {
        OddsTable table;
        table.variant = variantOf(RuleSet::LeCompteEstBon, SolveMode::UseAll);
        table.lowTarget = 101;
        table.highTarget = 999;
        table.command = QStringLiteral("countdown-solve --stats --rules lceb --use-all");
        table.rows = {OddsRow{-1, 13243, Fraction{3, 40}}};
        const QByteArray json = QJsonDocument(toJson(table)).toJson();
        const auto read = loadOddsTables(json);
        QVERIFY(read);
        QCOMPARE(read->tables.size(), std::size_t(1));
        const OddsTable &back = read->tables.front();
        QVERIFY(back.variant == table.variant);
        QCOMPARE(back.lowTarget, table.lowTarget);
        QCOMPARE(back.highTarget, table.highTarget);
        QCOMPARE(back.command, table.command);
        QCOMPARE(back.rows.size(), std::size_t(1));
        QCOMPARE(back.rows.front().large, -1);
        QCOMPARE(back.rows.front().selections, 13243);
        QCOMPARE(text(back.rows.front().noExactSolution), QStringLiteral("3/40"));
    }

    void badJsonIsRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        // JSON written with ' for " (moc cannot read raw string literals).
        const auto json = [](QByteArray text) { return text.replace('\'', '"'); };
        const QByteArray row =
            "{'large':0,'selections':2,'no_exact_numerator':1,'no_exact_denominator':3}";
        const auto table = [&](const QByteArray &rules, const QByteArray &rowText) {
            return json("{'rules':'" + rules
                        + "','mode':'drop','low_target':100,'high_target':999,'rows':[" + rowText
                        + "]}");
        };
        QTest::newRow("good (control)") << table("uk", row);
        QTest::newRow("not JSON") << QByteArray("{");
        QTest::newRow("an array") << QByteArray("[]");
        QTest::newRow("unknown rules") << table("custom", row);
        QTest::newRow("no rows") << table("uk", "");
        QTest::newRow("numerator above denominator")
            << table("uk", "{'large':0,'selections':2,'no_exact_numerator':4,"
                           "'no_exact_denominator':3}");
        QTest::newRow("zero denominator")
            << table("uk", "{'large':0,'selections':2,'no_exact_numerator':0,"
                           "'no_exact_denominator':0}");
        QTest::newRow("UK row without large")
            << table("uk", "{'selections':2,'no_exact_numerator':1,'no_exact_denominator':3}");
        QTest::newRow("fractional numerator")
            << table("uk", "{'large':0,'selections':2,'no_exact_numerator':1.5,"
                           "'no_exact_denominator':3}");
        QTest::newRow("tables not an array") << json("{'tables':{}}");
        QTest::newRow("a bad table in tables")
            << json("{'tables':[") + table("uk", row) + "," + table("xx", row) + "]}";
    }

    void badJsonIsRefused()
    {
        QFETCH(QByteArray, json);
        const bool control = QByteArray(QTest::currentDataTag()).startsWith("good");
        QCOMPARE(loadOddsTables(json).has_value(), control);
    }
};

QTEST_GUILESS_MAIN(TestOdds)
#include "tst_odds.moc"
