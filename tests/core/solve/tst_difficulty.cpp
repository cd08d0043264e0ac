// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Rounds of a chosen difficulty: each generated round meets its definition (checked with the
// tests' brute-force solver, not with the solver that drawRound uses), "Any" keeps the show's
// odds, and drawRound is exactly rejection sampling: from a seed it returns the first round of
// the rules' own seeded sequence of draws that fits, so among the rounds that fit each is as
// likely as on the show. COUNTDOWN_PROPERTY_PUZZLES lowers the counts for slow (sanitizer) builds.
#include "bruteforce.h"
#include "difficulty.h"
#include "gamevariant.h"

#include <QTest>

#include <algorithm>

using namespace countdown;
using namespace countdown::testsupport;

Q_DECLARE_METATYPE(countdown::RuleSet)
Q_DECLARE_METATYPE(countdown::Difficulty)
Q_DECLARE_METATYPE(std::optional<countdown::Difficulty>)

namespace {

// COUNTDOWN_PROPERTY_PUZZLES is the property tests' count (normally 2,000; 200 under the
// sanitizers): the counts here shrink in the same proportion, never below one.
int roundCount(int normal)
{
    bool ok = false;
    const int fromEnvironment = qEnvironmentVariableIntValue("COUNTDOWN_PROPERTY_PUZZLES", &ok);
    if (!ok || fromEnvironment <= 0)
        return normal;
    return std::clamp(int(qint64(normal) * fromEnvironment / 2000), 1, normal);
}

// The definition of docs/rules.md, "Difficulty", from the brute-force solver: by the fewest numbers
// an exact answer needs (Easy <= 3, Medium 4-5, Hard 6); nullopt when there is no exact answer.
std::optional<Difficulty> referenceDifficulty(const Draw &draw)
{
    const BruteForceBest best = bruteForceBest(draw.tiles, draw.target, SolveMode::DropAllowed);
    if (best.distance != 0)
        return std::nullopt;
    if (best.fewest <= 3)
        return Difficulty::Easy;
    if (best.fewest <= 5)
        return Difficulty::Medium;
    return Difficulty::Hard;
}

QString describe(const Draw &draw)
{
    QString s = QStringLiteral("target %1, tiles").arg(draw.target);
    for (const Number n : draw.tiles)
        s += QLatin1Char(' ') + QString::number(n);
    return s;
}

bool fits(const DifficultyRequest &request, std::optional<Difficulty> difficulty)
{
    if (request.difficulty == Difficulty::Any)
        return !request.guaranteeSolvable || difficulty.has_value();
    return difficulty == request.difficulty;
}

Draw rulesDraw(const DifficultyRequest &request, PortableRandom &random)
{
    return request.variant.id == QLatin1String("lceb") ? drawLeCompteEstBon(random)
                                                       : drawCountdown(request.large, random);
}

// The tiles follow the rules: UK with `large` large numbers first, French from the one bag.
bool followsRules(const Draw &draw, const DifficultyRequest &request)
{
    if (draw.tiles.size() != std::size_t(kTilesPerRound))
        return false;
    const auto isLarge = [](Number n) { return n == 25 || n == 50 || n == 75 || n == 100; };
    const auto largeCount = std::count_if(draw.tiles.begin(), draw.tiles.end(), isLarge);
    for (const Number n : draw.tiles) {
        if (!isLarge(n) && (n < 1 || n > 10))
            return false;
        if (std::count(draw.tiles.begin(), draw.tiles.end(), n) > (isLarge(n) ? 1 : 2))
            return false;
    }
    const TargetRange range = request.variant.targets;
    if (draw.target < range.low || draw.target > range.high)
        return false;
    return !request.variant.playerPicksLarge() || largeCount == request.large;
}

void addRequestColumns()
{
    QTest::addColumn<RuleSet>("rules");
    QTest::addColumn<int>("large");
    QTest::addColumn<Difficulty>("difficulty");
    QTest::addColumn<bool>("guaranteeSolvable");
}

void addEveryRequest()
{
    addRequestColumns();
    const std::pair<Difficulty, const char *> levels[] = {
        {Difficulty::Easy, "easy"}, {Difficulty::Medium, "medium"}, {Difficulty::Hard, "hard"}};
    for (int large = 0; large <= kMaxLarge; ++large) {
        for (const auto &[difficulty, name] : levels)
            QTest::addRow("uk %d large, %s", large, name)
                << RuleSet::Countdown << large << difficulty << false;
        QTest::addRow("uk %d large, any solvable", large)
            << RuleSet::Countdown << large << Difficulty::Any << true;
    }
    for (const auto &[difficulty, name] : levels)
        QTest::addRow("french, %s", name) << RuleSet::LeCompteEstBon << 0 << difficulty << false;
    QTest::addRow("french, any solvable")
        << RuleSet::LeCompteEstBon << 0 << Difficulty::Any << true;
}

// Whether `target` can be made from some of `tiles` with + - x alone, by the rules (each step a
// positive whole number): a plain search over every pair and operation, with no division at all,
// so that "needs a division" is checked apart from the solver and its distinct solutions.
bool reachableWithoutDivision(std::vector<Number> tiles, Number target)
{
    if (std::find(tiles.begin(), tiles.end(), target) != tiles.end())
        return true;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        for (std::size_t j = i + 1; j < tiles.size(); ++j) {
            const Number a = std::max(tiles[i], tiles[j]);
            const Number b = std::min(tiles[i], tiles[j]);
            std::vector<Number> rest;
            for (std::size_t k = 0; k < tiles.size(); ++k) {
                if (k != i && k != j)
                    rest.push_back(tiles[k]);
            }
            for (const Number made : {a + b, a - b, a * b}) {
                if (made <= 0)
                    continue;
                rest.push_back(made);
                if (reachableWithoutDivision(rest, target))
                    return true;
                rest.pop_back();
            }
        }
    }
    return false;
}

DifficultyRequest fetchRequest()
{
    QFETCH(RuleSet, rules);
    QFETCH(int, large);
    QFETCH(Difficulty, difficulty);
    QFETCH(bool, guaranteeSolvable);
    return DifficultyRequest{variantOf(rules), large, difficulty, guaranteeSolvable};
}

} // namespace

class TestDifficulty : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void difficultyFor_data()
    {
        QTest::addColumn<int>("fewest");
        QTest::addColumn<std::optional<Difficulty>>("expected");
        QTest::newRow("no exact answer") << 0 << std::optional<Difficulty>();
        QTest::newRow("negative") << -1 << std::optional<Difficulty>();
        QTest::newRow("1") << 1 << std::optional<Difficulty>(Difficulty::Easy);
        QTest::newRow("3") << 3 << std::optional<Difficulty>(Difficulty::Easy);
        QTest::newRow("4") << 4 << std::optional<Difficulty>(Difficulty::Medium);
        QTest::newRow("5") << 5 << std::optional<Difficulty>(Difficulty::Medium);
        QTest::newRow("6") << 6 << std::optional<Difficulty>(Difficulty::Hard);
        QTest::newRow("7 (custom rounds)") << 7 << std::optional<Difficulty>(Difficulty::Hard);
    }

    void difficultyFor()
    {
        QFETCH(int, fewest);
        QFETCH(std::optional<Difficulty>, expected);
        QCOMPARE(countdown::difficultyFor(fewest), expected);
    }

    // Published puzzles (docs/published-puzzles.md): their fewest numbers give their difficulty.
    void publishedPuzzles()
    {
        QCOMPARE(referenceDifficulty({{75, 25, 8, 4, 9, 10}, 920}), Difficulty::Medium); // 4
        QCOMPARE(referenceDifficulty({{50, 75, 2, 4, 1, 4}, 178}), Difficulty::Medium);  // 5
        QCOMPARE(referenceDifficulty({{25, 50, 75, 100, 3, 6}, 952}), Difficulty::Hard); // 6
        QCOMPARE(referenceDifficulty({{3, 7, 6, 2, 1, 7}, 824}), std::nullopt);          // 826
    }

    void generatedRoundsMeetTheirDefinition_data() { addEveryRequest(); }

    void generatedRoundsMeetTheirDefinition()
    {
        const DifficultyRequest request = fetchRequest();
        PortableRandom random(20261130 + quint64(request.large) * 10 + quint64(request.difficulty));
        for (int i = 0, n = roundCount(8); i < n; ++i) {
            const Draw draw = drawRound(request, random);
            QVERIFY2(followsRules(draw, request), qPrintable(describe(draw)));
            const auto difficulty = referenceDifficulty(draw);
            QVERIFY2(fits(request, difficulty), qPrintable(describe(draw)));
        }
    }

    // drawRound(request) from a seed is the first round of the rules' seeded draws from that seed
    // that fits the request: plain rejection sampling, so the show's odds are kept within the
    // difficulty. (The sequence is classified here with the brute-force solver.)
    void isRejectionSamplingOfTheRulesDraws_data() { addEveryRequest(); }

    void isRejectionSamplingOfTheRulesDraws()
    {
        const DifficultyRequest request = fetchRequest();
        for (int seed = 1, n = roundCount(2); seed <= n; ++seed) {
            PortableRandom fromDrawRound{quint64(seed)};
            const Draw drawn = drawRound(request, fromDrawRound);
            PortableRandom sequence{quint64(seed)};
            Draw expected;
            for (int attempt = 0; attempt < 5000; ++attempt) {
                expected = rulesDraw(request, sequence);
                if (fits(request, referenceDifficulty(expected)))
                    break;
            }
            QCOMPARE(describe(drawn), describe(expected));
            // ... and the random source is left where the rules' draws leave it.
            QCOMPARE(fromDrawRound.next(), sequence.next());
        }
    }

    // "Any" without the guarantee is the show's own draw, rounds without an exact answer included.
    void anyKeepsTheShowsOdds()
    {
        for (int large = 0; large <= kMaxLarge; ++large) {
            PortableRandom a(99), b(99);
            for (int i = 0; i < 50; ++i) {
                const Draw drawn = drawRound({standardVariant(), large, Difficulty::Any}, a);
                QCOMPARE(describe(drawn), describe(drawCountdown(large, b)));
            }
        }
        PortableRandom a(7), b(7);
        const Draw drawn = drawRound({leCompteEstBonVariant(), 0, Difficulty::Any}, a);
        QCOMPARE(describe(drawn), describe(drawLeCompteEstBon(b)));
        // With no large number about one UK round in six has no exact answer: some come up.
        PortableRandom c(5);
        int unsolvable = 0;
        for (int i = 0; i < 60; ++i) // P(none in 60) = 0.84^60, about 3e-5 (fixed seed anyway)
            unsolvable += !referenceDifficulty(drawRound({standardVariant(), 0}, c)).has_value();
        QVERIFY(unsolvable > 0);
    }

    // Practice for division: every round has an exact answer, and none without a division (by a
    // search that never divides). The rounds still follow the rules and the pick.
    void needsDivision_data()
    {
        QTest::addColumn<int>("large");
        // Not with no large number: one solvable round in 140 needs a division there, and each
        // try costs its distinct solutions; countdown-bench measures that case.
        for (int large = 1; large <= kMaxLarge; ++large)
            QTest::addRow("uk %d large", large) << large;
    }

    void needsDivision()
    {
        QFETCH(int, large);
        DifficultyRequest request{standardVariant(), large, Difficulty::Any, true};
        request.needsDivision = true;
        PortableRandom random(20261202 + quint64(large));
        for (int i = 0, n = roundCount(4); i < n; ++i) {
            const Draw draw = drawRound(request, random);
            QVERIFY2(followsRules(draw, request), qPrintable(describe(draw)));
            QVERIFY2(referenceDifficulty(draw).has_value(), qPrintable(describe(draw)));
            QVERIFY2(!reachableWithoutDivision(draw.tiles, draw.target),
                     qPrintable(describe(draw)));
        }
        // The check itself tells the two apart.
        QVERIFY(reachableWithoutDivision({3, 7, 2}, 23)); // 3 x 7 + 2
        QVERIFY(!reachableWithoutDivision({100, 4}, 25)); // only 100 / 4
    }

    // A difficulty the rules cannot draw (a settings file edited by hand): the hardest they can,
    // found as quickly as that one, not after thousands of tries for nothing.
    void aDifficultyTooHardForTheTiles_data()
    {
        QTest::addColumn<int>("tiles");
        QTest::addColumn<Difficulty>("asked");
        QTest::addColumn<Difficulty>("possible");
        QTest::newRow("5 tiles, Hard") << 5 << Difficulty::Hard << Difficulty::Medium;
        QTest::newRow("4 tiles, Hard") << 4 << Difficulty::Hard << Difficulty::Medium;
        QTest::newRow("3 tiles, Hard") << 3 << Difficulty::Hard << Difficulty::Easy;
        QTest::newRow("3 tiles, Medium") << 3 << Difficulty::Medium << Difficulty::Easy;
        QTest::newRow("6 tiles, Hard") << 6 << Difficulty::Hard << Difficulty::Hard;
        QTest::newRow("3 tiles, Any") << 3 << Difficulty::Any << Difficulty::Any;
    }

    void aDifficultyTooHardForTheTiles()
    {
        QFETCH(int, tiles);
        QFETCH(Difficulty, asked);
        QFETCH(Difficulty, possible);
        QCOMPARE(drawableDifficulty(asked, tiles), possible);
        GameVariant variant = standardVariant();
        variant.tiles = tiles;
        variant.largePick = LargePick{0, std::min(tiles, kMaxLarge)};
        for (quint64 seed = 1; seed <= 3; ++seed) {
            PortableRandom a(seed), b(seed);
            const Draw drawn = drawRound({variant, 1, asked, true}, a);
            QCOMPARE(describe(drawn), describe(drawRound({variant, 1, possible, true}, b)));
            QCOMPARE(int(drawn.tiles.size()), tiles);
            if (possible != Difficulty::Any)
                QCOMPARE(referenceDifficulty(drawn), std::optional(possible));
            // The same draws taken from the random source: not 5,000 of them.
            QCOMPARE(a.next(), b.next());
        }
    }

    void seededDeterminism_data() { addEveryRequest(); }

    void seededDeterminism()
    {
        const DifficultyRequest request = fetchRequest();
        PortableRandom a(424242), b(424242);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(describe(drawRound(request, a)), describe(drawRound(request, b)));
    }
};

QTEST_GUILESS_MAIN(TestDifficulty)
#include "tst_difficulty.moc"
