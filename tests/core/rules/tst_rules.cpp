// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Draws must be the same on every OS and compiler for a given seed, follow the bags of each
// variant, and be uniform. Golden values come from tests/tools/golden_draws.py, an independent
// Python implementation of the documented derivation (not from this code).
#include "gamevariant.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace countdown;

Q_DECLARE_METATYPE(std::vector<countdown::Number>)

class TestRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void engineIsTheStandardOne()
    {
        // The C++ standard ([rand.predef]): the 10000th output of a default-constructed
        // mt19937_64 is 9981545732273789042.
        PortableRandom random(5489);
        std::uint64_t x = 0;
        for (int i = 0; i < 10000; ++i)
            x = random.next();
        QCOMPARE(x, std::uint64_t(9981545732273789042ull));
    }

    void belowIsGolden()
    {
        PortableRandom random(7);
        const std::vector<std::uint64_t> expected = {15, 250, 878, 46, 421};
        for (const std::uint64_t e : expected)
            QCOMPARE(random.below(1000), e);
    }

    void ukDrawIsGolden_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("large");
        QTest::addColumn<std::vector<Number>>("tiles");
        QTest::addColumn<Number>("target");
        const auto row = [](quint64 seed, int large, std::vector<Number> tiles, Number target) {
            QTest::addRow("seed %llu, %d large", seed, large) << seed << large << tiles << target;
        };
        row(1, 0, {3, 9, 9, 3, 2, 10}, 888);
        row(1, 2, {50, 75, 3, 9, 9, 3}, 888);
        row(1, 4, {50, 75, 100, 25, 3, 9}, 888);
        row(42, 0, {3, 4, 1, 9, 3, 7}, 925);
        row(42, 1, {50, 3, 4, 1, 9, 3}, 925);
        row(42, 3, {50, 25, 100, 3, 4, 1}, 925);
        row(20261130, 2, {100, 50, 8, 9, 3, 1}, 786);
        row(20261130, 4, {100, 50, 75, 25, 8, 9}, 786);
    }

    void ukDrawIsGolden()
    {
        QFETCH(quint64, seed);
        QFETCH(int, large);
        QFETCH(std::vector<Number>, tiles);
        QFETCH(Number, target);
        PortableRandom random(seed);
        const Draw draw = drawCountdown(large, random);
        QCOMPARE(draw.tiles, tiles);
        QCOMPARE(draw.target, target);
    }

    void frenchDrawIsGolden_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<std::vector<Number>>("tiles");
        QTest::addColumn<Number>("target");
        QTest::addRow("seed 1") << quint64(1) << std::vector<Number>{100, 9, 8, 4, 6, 6}
                                << Number(782);
        QTest::addRow("seed 42") << quint64(42) << std::vector<Number>{6, 7, 9, 2, 3, 8}
                                 << Number(991);
        QTest::addRow("seed 20261130")
            << quint64(20261130) << std::vector<Number>{75, 6, 5, 7, 3, 4} << Number(292);
    }

    void frenchDrawIsGolden()
    {
        QFETCH(quint64, seed);
        QFETCH(std::vector<Number>, tiles);
        QFETCH(Number, target);
        PortableRandom random(seed);
        const Draw draw = drawLeCompteEstBon(random);
        QCOMPARE(draw.tiles, tiles);
        QCOMPARE(draw.target, target);
    }

    void ukDrawFollowsTheBags()
    {
        PortableRandom random(2026);
        for (int round = 0; round < 2000; ++round) {
            const int large = round % 5;
            const Draw draw = drawCountdown(large, random);
            QCOMPARE(int(draw.tiles.size()), 6);
            QVERIFY(draw.target >= 100 && draw.target <= 999);
            std::map<Number, int> counts;
            for (int i = 0; i < 6; ++i) {
                const Number t = draw.tiles[std::size_t(i)];
                ++counts[t];
                if (i < large)
                    QVERIFY2(t == 25 || t == 50 || t == 75 || t == 100, "large first");
                else
                    QVERIFY2(t >= 1 && t <= 10, "then small");
            }
            for (const auto &[tile, count] : counts)
                QVERIFY2(count <= (tile > 10 ? 1 : 2), "no more copies than the bag holds");
        }
    }

    void frenchDrawFollowsTheBag()
    {
        PortableRandom random(99);
        for (int round = 0; round < 2000; ++round) {
            const Draw draw = drawLeCompteEstBon(random);
            QCOMPARE(int(draw.tiles.size()), 6);
            QVERIFY(draw.target >= 101 && draw.target <= 999);
            std::map<Number, int> counts;
            bool seenSmall = false;
            for (const Number t : draw.tiles) {
                ++counts[t];
                if (t <= 10)
                    seenSmall = true;
                else
                    QVERIFY2(!seenSmall, "large tiles are laid out first");
            }
            for (const auto &[tile, count] : counts)
                QVERIFY(count <= (tile > 10 ? 1 : 2));
        }
    }

    void clampsLarge()
    {
        PortableRandom a(3), b(3);
        QCOMPARE(drawCountdown(9, a).tiles, drawCountdown(4, b).tiles);
        PortableRandom c(3), d(3);
        QCOMPARE(drawCountdown(-2, c).tiles, drawCountdown(0, d).tiles);
    }

    // Sanity of the distributions: every target and every small tile turns up about as often as it
    // should. Bounds are ~6 standard deviations wide: a wrong mapping (modulo bias, an off-by-one
    // range) fails, chance does not.
    void targetsAreUniform()
    {
        PortableRandom random(11);
        std::vector<int> counts(900, 0);
        const int rounds = 900 * 200;
        for (int i = 0; i < rounds; ++i)
            ++counts[std::size_t(random.between(100, 999) - 100)];
        for (const int c : counts) {
            QVERIFY2(c > 200 - 6 * 14 && c < 200 + 6 * 14, qPrintable(QString::number(c)));
        }
    }

    void smallTilesAreUniform()
    {
        PortableRandom random(12);
        std::map<Number, int> counts;
        const int rounds = 20000;
        for (int i = 0; i < rounds; ++i)
            for (const Number t : drawCountdown(0, random).tiles)
                ++counts[t];
        QCOMPARE(int(counts.size()), 10);
        // Each value 1..10 is 1/10 of the small tiles drawn: 12,000 expected, sd ~ 104.
        for (const auto &[tile, count] : counts)
            QVERIFY2(std::abs(count - 12000) < 650, qPrintable(QString::number(count)));
    }

    void bagsAreTheShows()
    {
        QCOMPARE(largeTiles(), (std::vector<Number>{25, 50, 75, 100}));
        QCOMPARE(int(smallTiles().size()), 20);
        QCOMPARE(int(frenchBag().size()), 24);
        QCOMPARE(targetRange(RuleSet::Countdown).low, Number(100));
        QCOMPARE(targetRange(RuleSet::LeCompteEstBon).low, Number(101));
        QCOMPARE(targetRange(RuleSet::Custom).high, Number(999'999));
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
