// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// computeStatistics on a hand-built history whose figures are worked out below by hand: totals,
// averages, exact rate by number of large, time to an exact answer, streaks with custom and
// cheated rounds in the middle, the rolling exact rate; the empty history; and the record against
// each computer contestant (rounds, points for and against, games won, drawn and lost).
#include "statistics.h"

#include <QTest>
#include <QTimeZone>

#include <cmath>

using namespace countdown;

Q_DECLARE_METATYPE(std::vector<countdown::RoundRecord>)

namespace {

RoundRecord played(int n, RuleSet rules, int large, Number target, std::optional<Number> value,
                   int points, qint64 ms, bool answerShown = false)
{
    RoundRecord r;
    r.id = n;
    r.playedAt = QDateTime(QDate(2026, 1, 1), QTime(12, 0), QTimeZone::utc()).addSecs(60LL * n);
    r.rules = rules;
    r.numbers = {25, 50, 75, 100, 3, 6};
    r.target = target;
    r.large = large;
    r.playerValue = value;
    r.points = points;
    r.millisecondsUsed = ms;
    r.answerShown = answerShown;
    return r;
}

constexpr auto UK = RuleSet::Countdown;
constexpr auto FR = RuleSet::LeCompteEstBon;
constexpr auto CUSTOM = RuleSet::Custom;

// The known history, in the order played (✓ exact, ✗ not):
//   r1  UK 1 large   500 → 500  ✓ 10 pts 20.000 s
//   r2  UK 1 large   600 → 598  ✗  7 pts 30.000 s
//   r3  UK 1 large   700 → 700  ✓ 10 pts 25.000 s
//   r4  UK 0 large   800 → 800  ✓ 10 pts 10.000 s
//   r5  custom      1234 → 1234 ✓  0 pts  5.000 s
//   r6  UK 4 large   900 → 900  ✓ 10 pts 29.000 s  cheated
//   r7  UK 2 large   321 → none ✗  0 pts 30.000 s
//   r8  French       456 → 456  ✓ 10 pts 15.000 s
//   r9  custom       777 → 770  ✗  0 pts 30.000 s
//   r10 UK 3 large   222 → 222  ✓ 10 pts 12.000 s
//   r11 UK 1 large   333 → 333  ✓ 10 pts 18.000 s
std::vector<RoundRecord> knownHistory()
{
    return {
        played(1, UK, 1, 500, 500, 10, 20'000),
        played(2, UK, 1, 600, 598, 7, 30'000),
        played(3, UK, 1, 700, 700, 10, 25'000),
        played(4, UK, 0, 800, 800, 10, 10'000),
        played(5, CUSTOM, -1, 1234, 1234, 0, 5'000),
        played(6, UK, 4, 900, 900, 10, 29'000, true),
        played(7, UK, 2, 321, std::nullopt, 0, 30'000),
        played(8, FR, -1, 456, 456, 10, 15'000),
        played(9, CUSTOM, -1, 777, 770, 0, 30'000),
        played(10, UK, 3, 222, 222, 10, 12'000),
        played(11, UK, 1, 333, 333, 10, 18'000),
    };
}

// Against a contestant of `level` that declared `theirs` and scored `theirPoints`.
RoundRecord against(RoundRecord round, int level, std::optional<Number> theirs, int theirPoints,
                    qint64 game = 0)
{
    round.gameId = game;
    round.players.push_back(PlayerRecord{PlayerRecord::Kind::Contestant,
                                         QStringLiteral("Level %1").arg(level), level, theirs,
                                         QString(), theirPoints});
    return round;
}

GameRecord game(qint64 id, bool finished)
{
    GameRecord g;
    g.id = id;
    g.finished = finished;
    return g;
}

// Duels, worked out by hand:
//   game 1 (finished) against level 2: d1 500→500 ✓ 10 v 500 10 · d2 600→590 ✗ 5 v 610 5
//                                      → 15 v 15, a draw
//   game 2 (finished) against level 2: d3 700→700 ✓ 10 v 690 0 → 10 v 0, a win
//   game 3 (finished) against level 4: d4 800→790 ✗ 0 v 800 10 · d5 cheated 0 v 300 10
//                                      → 0 v 20, a loss
//   game 4 (not finished) against level 4: d6 400→400 ✓ 10 v 400 10
//   a single round against level 4: d7 250→250 ✓ 10 v 251 0
//   game 5 (finished), level 2 then alone: d8 ✓ 10 v 0, then s1 alone: not a game against anyone
//   a round of people: p1 (counts nowhere)
std::vector<RoundRecord> duelHistory()
{
    RoundRecord people = played(20, UK, 1, 350, std::nullopt, 0, 30'000);
    people.players = {
        PlayerRecord{PlayerRecord::Kind::Person, QStringLiteral("Anna"), 0, 350, QString(), 10},
        PlayerRecord{PlayerRecord::Kind::Person, QStringLiteral("Ben"), 0, 349, QString(), 0}};
    RoundRecord alone = played(19, UK, 1, 150, 150, 10, 10'000);
    alone.gameId = 5;
    return {
        against(played(11, UK, 1, 500, 500, 10, 20'000), 2, 500, 10, 1),
        against(played(12, UK, 1, 600, 590, 5, 30'000), 2, 610, 5, 1),
        against(played(13, UK, 2, 700, 700, 10, 20'000), 2, 690, 0, 2),
        against(played(14, UK, 1, 800, 790, 0, 30'000), 4, 800, 10, 3),
        against(played(15, UK, 1, 300, 300, 0, 9'000, true), 4, 300, 10, 3),
        against(played(16, UK, 1, 400, 400, 10, 20'000), 4, 400, 10, 4),
        against(played(17, UK, 1, 250, 250, 10, 20'000), 4, 251, 0),
        against(played(18, UK, 1, 450, 450, 10, 20'000), 2, 0, 0, 5),
        alone,
        people,
    };
}

StatisticsOptions options(bool custom, bool answerShown, int window = 10)
{
    StatisticsOptions o;
    o.includeCustom = custom;
    o.includeAnswerShown = answerShown;
    o.rollingWindow = window;
    return o;
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void totals_data();
    void totals();
    void byLarge_data();
    void byLarge();
    void rollingSeries_data();
    void rollingSeries();
    void emptyHistory_data();
    void emptyHistory();
    void noExactRound();
    void perContestant();
    void peopleAtTheMachineAreNotYourPractice();
    void hintedRoundsAreKeptApart();
    void rulesAreKeptApart();
    void weakSpots();
    void weakSpotAndItsPracticeCountAlike();
    void kindsOfARound();
    void focusedPractice();
};

void TestStatistics::totals_data()
{
    QTest::addColumn<bool>("includeCustom");
    QTest::addColumn<bool>("includeAnswerShown");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("totalPoints");
    QTest::addColumn<double>("averagePoints");
    QTest::addColumn<int>("exactRounds");
    QTest::addColumn<double>("exactRate");
    QTest::addColumn<double>("secondsToExact");
    QTest::addColumn<int>("bestStreak");
    QTest::addColumn<int>("currentStreak");

    // Counted r1 r2 r3 r4 r7 r8 r10 r11: 8 rounds; points 10+7+10+10+0+10+10+10 = 67, 67/8;
    // exact r1 r3 r4 r8 r10 r11 = 6, 6/8; seconds (20+25+10+15+12+18)/6 = 100/6;
    // ✓✗✓✓✗✓✓✓: best 3, current 3.
    QTest::newRow("default: no custom, no cheated")
        << false << false << 8 << 67 << 67.0 / 8 << 6 << 6.0 / 8 << 100.0 / 6 << 3 << 3;
    // Adds r5 (✓ 0 pts 5 s) and r9 (✗ 0 pts): 10 rounds, 67 points, 7 exact, 105/7 s;
    // ✓✗✓✓✓✗✓✗✓✓: r3 r4 r5 make 3, r9 breaks the last run: current 2.
    QTest::newRow("custom included")
        << true << false << 10 << 67 << 6.7 << 7 << 0.7 << 15.0 << 3 << 2;
    // Adds r6 (✓ 10 pts 29 s): 9 rounds, 77 points, 7 exact, 129/7 s;
    // ✓✗✓✓✓✗✓✓✓: best 3 (r3 r4 r6), current 3.
    QTest::newRow("cheated included")
        << false << true << 9 << 77 << 77.0 / 9 << 7 << 7.0 / 9 << 129.0 / 7 << 3 << 3;
    // All 11: 77 points, 8 exact, 134/8 s; ✓✗✓✓✓✓✗✓✗✓✓: best 4 (r3-r6), current 2.
    QTest::newRow("everything included")
        << true << true << 11 << 77 << 7.0 << 8 << 8.0 / 11 << 16.75 << 4 << 2;
}

void TestStatistics::totals()
{
    QFETCH(bool, includeCustom);
    QFETCH(bool, includeAnswerShown);
    const Statistics s =
        computeStatistics(knownHistory(), options(includeCustom, includeAnswerShown));
    QTEST(s.rounds, "rounds");
    QTEST(s.totalPoints, "totalPoints");
    QTEST(s.averagePoints, "averagePoints");
    QTEST(s.exactRounds, "exactRounds");
    QTEST(s.exactRate, "exactRate");
    QTEST(s.averageSecondsToExact, "secondsToExact");
    QTEST(s.bestStreak, "bestStreak");
    QTEST(s.currentStreak, "currentStreak");
    QCOMPARE(int(s.series.size()), s.rounds);
}

void TestStatistics::byLarge_data()
{
    QTest::addColumn<bool>("includeAnswerShown");
    QTest::addColumn<QList<int>>("rounds"); // for 0-4 large
    QTest::addColumn<QList<int>>("exact");
    QTest::addColumn<QList<double>>("rates");

    // UK rounds only (r8 is French, r5 and r9 custom): 0 large r4 ✓; 1 large r1 ✓ r2 ✗ r3 ✓
    // r11 ✓; 2 large r7 ✗; 3 large r10 ✓; 4 large only r6, which is cheated.
    QTest::newRow("default") << false << QList<int>{1, 4, 1, 1, 0} << QList<int>{1, 3, 0, 1, 0}
                             << QList<double>{1.0, 0.75, 0.0, 1.0, 0.0};
    QTest::newRow("cheated included")
        << true << QList<int>{1, 4, 1, 1, 1} << QList<int>{1, 3, 0, 1, 1}
        << QList<double>{1.0, 0.75, 0.0, 1.0, 1.0};
}

void TestStatistics::byLarge()
{
    QFETCH(bool, includeAnswerShown);
    QFETCH(QList<int>, rounds);
    QFETCH(QList<int>, exact);
    QFETCH(QList<double>, rates);
    // Custom rounds have no number of large: including them changes nothing here.
    for (const bool includeCustom : {false, true}) {
        const Statistics s =
            computeStatistics(knownHistory(), options(includeCustom, includeAnswerShown));
        for (int large = 0; large <= 4; ++large) {
            const Statistics::ByLarge &group = s.byLarge[std::size_t(large)];
            QCOMPARE(group.rounds, rounds.at(large));
            QCOMPARE(group.exact, exact.at(large));
            QCOMPARE(group.rate, rates.at(large));
        }
    }
}

void TestStatistics::rollingSeries_data()
{
    QTest::addColumn<int>("window");
    QTest::addColumn<QList<double>>("rates");

    // Default options, counted ✓✗✓✓✗✓✓✓ (r1 r2 r3 r4 r7 r8 r10 r11).
    // Window 3: 1/1, 1/2, 2/3, then (r2 r3 r4) 2/3, (r3 r4 r7) 2/3, (r4 r7 r8) 2/3,
    // (r7 r8 r10) 2/3, (r8 r10 r11) 3/3.
    const double t = 2.0 / 3;
    QTest::newRow("window 3") << 3 << QList<double>{1.0, 0.5, t, t, t, t, t, 1.0};
    // Window 10 is longer than the history: the rate so far, 1/1 1/2 2/3 3/4 3/5 4/6 5/7 6/8.
    QTest::newRow("window 10") << 10 << QList<double>{1.0, 0.5, t, 0.75, 0.6, t, 5.0 / 7, 0.75};
    // Window 1: each round alone.
    QTest::newRow("window 1") << 1 << QList<double>{1, 0, 1, 1, 0, 1, 1, 1};
    // A window below 1 counts as 1 (no division by zero, no empty window).
    QTest::newRow("window 0") << 0 << QList<double>{1, 0, 1, 1, 0, 1, 1, 1};
    QTest::newRow("window -5") << -5 << QList<double>{1, 0, 1, 1, 0, 1, 1, 1};
}

void TestStatistics::rollingSeries()
{
    QFETCH(int, window);
    QFETCH(QList<double>, rates);
    const std::vector<RoundRecord> history = knownHistory();
    const Statistics s = computeStatistics(history, options(false, false, window));
    QCOMPARE(int(s.series.size()), rates.size());
    // The counted rounds, oldest first: their time and points.
    const int counted[] = {1, 2, 3, 4, 7, 8, 10, 11};
    const int points[] = {10, 7, 10, 10, 0, 10, 10, 10};
    for (int i = 0; i < rates.size(); ++i) {
        const Statistics::Point &p = s.series[std::size_t(i)];
        QCOMPARE(p.playedAt, history[std::size_t(counted[i] - 1)].playedAt);
        QCOMPARE(p.points, points[i]);
        QCOMPARE(p.rollingExactRate, rates.at(i));
    }
}

void TestStatistics::emptyHistory_data()
{
    QTest::addColumn<std::vector<RoundRecord>>("rounds");
    QTest::newRow("no rounds") << std::vector<RoundRecord>{};
    // Rounds that are all left out count as no rounds.
    QTest::newRow("only custom and cheated") << std::vector<RoundRecord>{
        played(1, CUSTOM, -1, 500, 500, 0, 1000), played(2, UK, 2, 600, 600, 10, 2000, true)};
}

void TestStatistics::emptyHistory()
{
    QFETCH(std::vector<RoundRecord>, rounds);
    const Statistics s = computeStatistics(rounds);
    QCOMPARE(s.rounds, 0);
    QCOMPARE(s.totalPoints, 0);
    QCOMPARE(s.averagePoints, 0.0);
    QCOMPARE(s.exactRounds, 0);
    QCOMPARE(s.exactRate, 0.0);
    QCOMPARE(s.averageSecondsToExact, 0.0);
    QCOMPARE(s.bestStreak, 0);
    QCOMPARE(s.currentStreak, 0);
    QVERIFY(s.series.empty());
    for (const Statistics::ByLarge &group : s.byLarge) {
        QCOMPARE(group.rounds, 0);
        QCOMPARE(group.exact, 0);
        QCOMPARE(group.rate, 0.0);
        QVERIFY(!std::isnan(group.rate));
    }
    QVERIFY(!std::isnan(s.averagePoints) && !std::isnan(s.exactRate)
            && !std::isnan(s.averageSecondsToExact));
}

// Rounds but no exact one: the time to an exact answer is 0, not a division by zero; a declared
// value next to the target is not exact, whatever the points.
void TestStatistics::noExactRound()
{
    const std::vector<RoundRecord> rounds = {
        played(1, UK, 1, 500, 501, 7, 30'000),
        played(2, UK, 1, 500, std::nullopt, 0, 30'000),
    };
    const Statistics s = computeStatistics(rounds);
    QCOMPARE(s.rounds, 2);
    QCOMPARE(s.totalPoints, 7);
    QCOMPARE(s.averagePoints, 3.5);
    QCOMPARE(s.exactRounds, 0);
    QCOMPARE(s.exactRate, 0.0);
    QCOMPARE(s.averageSecondsToExact, 0.0);
    QCOMPARE(s.bestStreak, 0);
    QCOMPARE(s.currentStreak, 0);
    QCOMPARE(s.byLarge[1].rounds, 2);
    QCOMPARE(s.byLarge[1].rate, 0.0);
    QCOMPARE(s.series.back().rollingExactRate, 0.0);
}

void TestStatistics::perContestant()
{
    const std::vector<GameRecord> games = {game(1, true), game(2, true), game(3, true),
                                           game(4, false), game(5, true)};
    const std::vector<ContestantRecord> records =
        contestantStatistics(duelHistory(), games, options(false, false, 2));
    QCOMPARE(records.size(), std::size_t(2));
    const ContestantRecord &two = records[0];
    QCOMPARE(two.level, 2);
    QCOMPARE(two.name, QStringLiteral("Level 2"));
    QCOMPARE(two.rounds, 4); // d1 d2 d3 d8
    QCOMPARE(two.pointsFor, 35);
    QCOMPARE(two.pointsAgainst, 15);
    QCOMPARE(two.exactRounds, 3);
    QCOMPARE(two.exactRate, 0.75);
    QCOMPARE(two.games, 2); // games 1 and 2; game 5 had a round alone
    QCOMPARE(two.wins, 1);
    QCOMPARE(two.draws, 1);
    QCOMPARE(two.losses, 0);
    // Rolling over 2 rounds: ✓ ✗ ✓ ✓
    QCOMPARE(two.series.size(), std::size_t(4));
    const double twoRates[] = {1.0, 0.5, 0.5, 1.0};
    for (std::size_t i = 0; i < 4; ++i)
        QCOMPARE(two.series[i].rollingExactRate, twoRates[i]);

    const ContestantRecord &four = records[1];
    QCOMPARE(four.level, 4);
    QCOMPARE(four.rounds, 3); // d4 d6 d7 (d5 was cheated)
    QCOMPARE(four.pointsFor, 20);
    QCOMPARE(four.pointsAgainst, 20);
    QCOMPARE(four.exactRounds, 2);
    QCOMPARE(four.games, 1); // game 3; game 4 is not finished
    QCOMPARE(four.wins, 0);
    QCOMPARE(four.draws, 0);
    QCOMPARE(four.losses, 1); // 0 v 20: the cheated round counts in the game's result

    // With cheated rounds, d5 counts too (the player's 0, its 10).
    const std::vector<ContestantRecord> withAnswersShown =
        contestantStatistics(duelHistory(), games, options(false, true));
    QCOMPARE(withAnswersShown[1].rounds, 4);
    QCOMPARE(withAnswersShown[1].pointsAgainst, 30);

    QVERIFY(contestantStatistics(knownHistory(), {}).empty()); // all alone
}

void TestStatistics::peopleAtTheMachineAreNotYourPractice()
{
    // The duels count as the player's rounds; the round of people does not.
    const Statistics s = computeStatistics(duelHistory(), options(false, false));
    QCOMPARE(s.rounds, 8); // d1-d4, d6-d8 and the round alone (d5 cheated)
    QCOMPARE(s.totalPoints, 10 + 5 + 10 + 0 + 10 + 10 + 10 + 10);
}

void TestStatistics::hintedRoundsAreKeptApart()
{
    // ✓ alone, ✓ with 1 hint (8 pts), ✗ with 4 hints, ✓ alone, a cheated round with 2 hints
    // (left out for the cheat, so not among the hinted either), a custom round with a hint.
    std::vector<RoundRecord> rounds = {
        played(1, UK, 1, 500, 500, 10, 20'000),     played(2, UK, 2, 600, 600, 8, 25'000),
        played(3, UK, 0, 700, 650, 0, 30'000),      played(4, UK, 1, 800, 800, 10, 10'000),
        played(5, UK, 1, 900, 900, 0, 5'000, true), played(6, CUSTOM, -1, 300, 300, 8, 9'000),
    };
    rounds[1].hintsTaken = 1;
    rounds[2].hintsTaken = 4;
    rounds[4].hintsTaken = 2;
    rounds[5].hintsTaken = 1;

    const Statistics apart = computeStatistics(rounds, options(false, false));
    QCOMPARE(apart.rounds, 2);
    QCOMPARE(apart.exactRounds, 2);
    QCOMPARE(apart.totalPoints, 20);
    QCOMPARE(apart.currentStreak, 2); // the hinted rounds neither break nor extend it
    QCOMPARE(apart.hinted.rounds, 2);
    QCOMPARE(apart.hinted.exact, 1);
    QCOMPARE(apart.hinted.hintsTaken, 5);

    StatisticsOptions all = options(true, true);
    all.includeHinted = true;
    const Statistics together = computeStatistics(rounds, all);
    QCOMPARE(together.rounds, 6);
    QCOMPARE(together.exactRounds, 5);
    QCOMPARE(together.totalPoints, 36);
    QCOMPARE(together.hinted.rounds, 0); // none is left out
}

namespace {
// Played under `variant` (stored with the round, as since variants exist), in its mode.
RoundRecord under(RoundRecord round, const GameVariant &variant)
{
    round.gameVariant = variant;
    round.mode = variant.mode;
    return round;
}
} // namespace

void TestStatistics::rulesAreKeptApart()
{
    const GameVariant seven = *builtInVariant(u"seven-tiles");
    GameVariant family = standardVariant();
    family.id = QStringLiteral("family");
    family.name = QStringLiteral("Family");
    GameVariant renamed = family;
    renamed.name = QStringLiteral("Family night");
    RoundRecord useAll = played(2, UK, 1, 600, 590, 5, 30'000);
    useAll.mode = SolveMode::UseAll;
    RoundRecord people = under(played(8, UK, -1, 350, 350, 10, 9'000), seven);
    people.players = {
        PlayerRecord{PlayerRecord::Kind::Person, QStringLiteral("Anna"), 0, 350, QString(), 10}};
    // r1 and r9 are the show's rules (r1 stored before variants), r2 the same in use-all; the
    // seven tiles twice, and a player's own variant twice, renamed in between; a custom round and
    // a round of people, which no rules count.
    const std::vector<RoundRecord> rounds = {
        played(1, UK, 1, 500, 500, 10, 20'000),
        useAll,
        under(played(3, UK, -1, 700, 700, 10, 12'000), seven),
        under(played(4, UK, -1, 701, 701, 10, 14'000), seven),
        under(played(5, UK, 2, 702, 690, 0, 30'000), family),
        played(6, CUSTOM, -1, 300, 300, 0, 9'000),
        under(played(7, UK, 2, 703, 703, 10, 16'000), renamed),
        people,
        under(played(9, UK, 3, 704, 704, 7, 26'000), standardVariant()),
    };

    // Most played first, then in the order first played; a renamed variant by its last name.
    const std::vector<RulesTally> tallies = rulesTallies(rounds);
    QCOMPARE(tallies.size(), std::size_t(4));
    QCOMPARE(tallies[0].rules, (RulesPlayed{QStringLiteral("uk"), SolveMode::DropAllowed}));
    QCOMPARE(tallies[0].rounds, 2);
    QCOMPARE(tallies[1].rules,
             (RulesPlayed{QStringLiteral("seven-tiles"), SolveMode::DropAllowed}));
    QCOMPARE(tallies[1].rounds, 2);
    QCOMPARE(tallies[2].rules, (RulesPlayed{QStringLiteral("family"), SolveMode::DropAllowed}));
    QCOMPARE(tallies[2].variant.name, QStringLiteral("Family night"));
    QCOMPARE(tallies[2].rounds, 2);
    QCOMPARE(tallies[3].rules, (RulesPlayed{QStringLiteral("uk"), SolveMode::UseAll}));
    QCOMPARE(tallies[3].rounds, 1);
    QCOMPARE(rulesPlayed(rounds[5]), std::nullopt); // the custom round

    // Every round but the custom one and the people's: 7 rounds, 5 exact.
    const Statistics all = computeStatistics(rounds, options(false, false));
    QCOMPARE(all.rounds, 7);
    QCOMPARE(all.exactRounds, 5);

    // The seven tiles alone: two exact rounds, none by number of large (not the show's bags).
    StatisticsOptions sevenOnly = options(true, false); // a custom round never counts under rules
    sevenOnly.rules = tallies[1].rules;
    const Statistics s7 = computeStatistics(rounds, sevenOnly);
    QCOMPARE(s7.rounds, 2);
    QCOMPARE(s7.exactRounds, 2);
    QCOMPARE(s7.totalPoints, 20);
    QCOMPARE(s7.averageSecondsToExact, 13.0);
    QCOMPARE(s7.currentStreak, 2);
    for (const Statistics::ByLarge &b : s7.byLarge)
        QCOMPARE(b.rounds, 0);

    // The show's rules, leaving numbers out: r1 (1 large) and r9 (3 large), both exact.
    StatisticsOptions show = options(false, false);
    show.rules = tallies[0].rules;
    const Statistics uk = computeStatistics(rounds, show);
    QCOMPARE(uk.rounds, 2);
    QCOMPARE(uk.totalPoints, 17);
    QCOMPARE(uk.byLarge[1].rounds, 1);
    QCOMPARE(uk.byLarge[3].rounds, 1);
    QCOMPARE(uk.bestStreak, 2); // the rounds of other rules between them do not break it

    // The same rules using every number are another game: r2 alone, not exact.
    StatisticsOptions everyNumber = options(false, false);
    everyNumber.rules = tallies[3].rules;
    const Statistics ukAll = computeStatistics(rounds, everyNumber);
    QCOMPARE(ukAll.rounds, 1);
    QCOMPARE(ukAll.exactRounds, 0);
    QCOMPARE(ukAll.totalPoints, 5);

    // Rules nobody played: nothing.
    StatisticsOptions none = options(true, true);
    none.rules = RulesPlayed{QStringLiteral("four-digit"), SolveMode::DropAllowed};
    QCOMPARE(computeStatistics(rounds, none).rounds, 0);
}

void TestStatistics::weakSpots()
{
    // 42 UK rounds, 22 exact (52 %); weak is 42 % or less, over 8 rounds or more:
    //   4 large: 2 of 10 (20 %), weak; 1 large: 16 of 22, no; 2 large: 4 of 10 (40 %), weak;
    //   hard (six numbers): 4 of 10, weak; needing a division: the same 4 of 10, weak;
    //   medium (four numbers): 7 of 7, too few to judge.
    // Five custom rounds, all missed, are left out (they would lower the overall rate).
    std::vector<RoundRecord> rounds;
    int n = 0;
    const auto add = [&](int large, bool exact, std::optional<int> numbers, bool division) {
        RoundRecord r = played(++n, UK, large, 500, exact ? 500 : 480, exact ? 10 : 0, 20'000);
        r.easiestNumbers = numbers;
        if (numbers)
            r.needsDivision = division;
        rounds.push_back(r);
    };
    for (int i = 0; i < 10; ++i)
        add(4, i < 2, i < 8 ? std::optional(6) : std::nullopt, i < 8);
    for (int i = 0; i < 20; ++i)
        add(1, i < 14, i < 7 ? std::optional(4) : std::nullopt, false);
    for (int i = 0; i < 10; ++i)
        add(2, i < 4, std::nullopt, false);
    for (int i = 0; i < 2; ++i)
        add(1, true, 6, true); // two more hard rounds with a division, both exact
    for (int i = 0; i < 5; ++i)
        rounds.push_back(played(++n, CUSTOM, -1, 500, 480, 0, 20'000));
    const double overall = 22.0 / 42.0;
    const std::vector<WeakSpot> weak = countdown::weakSpots(rounds);
    QCOMPARE(weak.size(), std::size_t(4));
    QCOMPARE(weak[0].kind, RoundKind::withLarge(4)); // 4 large: 2 of 10, 20 %
    QCOMPARE(weak[0].rounds, 10);
    QCOMPARE(weak[0].exact, 2);
    QCOMPARE(weak[0].overallRate, overall);
    // Then the three at 40 %, equally many rounds: in the order their kinds were first met.
    QCOMPARE(weak[1].kind, RoundKind::ofDifficulty(Difficulty::Hard));
    QCOMPARE(weak[1].rounds, 10);
    QCOMPARE(weak[1].exact, 4);
    QCOMPARE(weak[2].kind, RoundKind::needingDivision());
    QCOMPARE(weak[2].rounds, 10);
    QCOMPARE(weak[2].exact, 4);
    QCOMPARE(weak[3].kind, RoundKind::withLarge(2));
    // Fewer than kWeakSpotMinRounds of a kind: not judged.
    const std::vector<RoundRecord> few(rounds.begin(), rounds.begin() + 7);
    QVERIFY(countdown::weakSpots(few).empty());
    QVERIFY(countdown::weakSpots({}).empty());
}

// The weak spot's card and the practice it offers count the same rounds: the card said "0 of 10
// rounds" and the practice "before: 0 % of 1 round like these" when 9 of the 10 had no exact
// answer.
void TestStatistics::weakSpotAndItsPracticeCountAlike()
{
    std::vector<RoundRecord> rounds;
    int n = 0;
    const auto add = [&](int large, Number best, bool exact) {
        RoundRecord r = played(++n, UK, large, 500, exact ? 500 : 490, exact ? 10 : 0, 20'000);
        r.solverBest = best;
        rounds.push_back(r);
    };
    for (int i = 0; i < 10; ++i)
        add(4, 500, i < 1); // 1 of 10 with an answer
    for (int i = 0; i < 9; ++i)
        add(4, 498, false); // none could be exact
    for (int i = 0; i < 20; ++i)
        add(1, 500, i < 18);
    const std::vector<WeakSpot> weak = countdown::weakSpots(rounds);
    QCOMPARE(weak.size(), std::size_t(1));
    QCOMPARE(weak[0].kind, RoundKind::withLarge(4));
    QCOMPARE(weak[0].rounds, 10);
    QCOMPARE(weak[0].exact, 1);
    QCOMPARE(weak[0].overallRate, 19.0 / 30.0);

    GameRecord practice;
    practice.id = 3;
    practice.roundsPlanned = kFocusedPracticeRounds;
    practice.focus = RoundKind::withLarge(4);
    practice.startedAt = rounds.back().playedAt.addSecs(60);
    const auto result = focusedPracticeResult(rounds, {practice}, 3);
    QVERIFY(result);
    QCOMPARE(result->roundsBefore, weak[0].rounds);
    QCOMPARE(result->exactBefore, weak[0].exact);
}

void TestStatistics::kindsOfARound()
{
    RoundRecord uk = played(1, UK, 3, 500, 500, 10, 20'000);
    QCOMPARE(kindsOf(uk), std::vector<RoundKind>{RoundKind::withLarge(3)}); // asked: unknown
    uk.easiestNumbers = 5;
    uk.needsDivision = true;
    QCOMPARE(kindsOf(uk), (std::vector<RoundKind>{RoundKind::withLarge(3),
                                                  RoundKind::ofDifficulty(Difficulty::Medium),
                                                  RoundKind::needingDivision()}));
    uk.easiestNumbers = 2;
    uk.needsDivision = false;
    QCOMPARE(kindsOf(uk), (std::vector<RoundKind>{RoundKind::withLarge(3),
                                                  RoundKind::ofDifficulty(Difficulty::Easy)}));
    // French rules have no pick of large numbers.
    RoundRecord french = played(2, FR, -1, 500, 500, 10, 20'000);
    french.easiestNumbers = 6;
    french.needsDivision = false;
    QCOMPARE(kindsOf(french), std::vector<RoundKind>{RoundKind::ofDifficulty(Difficulty::Hard)});
}

void TestStatistics::focusedPractice()
{
    // Before: 2 large, 12 rounds: 8 with an exact answer (3 found), 4 without (left out: the
    // practice's rounds all have one); a hinted exact round (not counted by default); a 3-large
    // round (another kind). Then a game of practice on 2 large: 4 rounds, 3 exact, one of them
    // with a hint (played, not exact unaided). Then a later 2-large round (after: not before).
    std::vector<RoundRecord> rounds;
    int n = 0;
    const auto add = [&](int large, Number best, bool exact, qint64 game, int hints) {
        RoundRecord r = played(++n, UK, large, 500, exact ? 500 : 490, exact ? 10 : 0, 20'000);
        r.solverBest = best;
        r.gameId = game;
        r.hintsTaken = hints;
        rounds.push_back(r);
    };
    for (int i = 0; i < 8; ++i)
        add(2, 500, i < 3, 0, 0);
    for (int i = 0; i < 4; ++i)
        add(2, 498, false, 0, 0);
    add(2, 500, true, 0, 2);
    add(3, 500, false, 0, 0);
    for (int i = 0; i < 4; ++i)
        add(2, 500, i < 3, 7, i == 2 ? 1 : 0);
    add(2, 500, false, 0, 0);

    GameRecord ordinary;
    ordinary.id = 6;
    GameRecord practice;
    practice.id = 7;
    practice.roundsPlanned = kFocusedPracticeRounds;
    practice.focus = RoundKind::withLarge(2);
    const std::vector<GameRecord> games{ordinary, practice};

    QVERIFY(!focusedPracticeResult(rounds, games, 6));  // an ordinary game
    QVERIFY(!focusedPracticeResult(rounds, games, 99)); // no such game
    const auto result = focusedPracticeResult(rounds, games, 7);
    QVERIFY(result);
    QCOMPARE(result->kind, RoundKind::withLarge(2));
    QCOMPARE(result->roundsPlanned, 10);
    QCOMPARE(result->rounds, 4);
    QCOMPARE(result->exact, 2);
    QCOMPARE(result->rate, 0.5);
    QCOMPARE(result->roundsBefore, 8);
    QCOMPARE(result->exactBefore, 3);
    QCOMPARE(result->rateBefore, 3.0 / 8.0);
    // With hinted rounds included, the hinted exact round before counts, though not as exact.
    StatisticsOptions withHints;
    withHints.includeHinted = true;
    const auto hinted = focusedPracticeResult(rounds, games, 7, withHints);
    QCOMPARE(hinted->roundsBefore, 9);
    QCOMPARE(hinted->exactBefore, 3);

    const std::vector<FocusedPracticeResult> all = focusedPracticeResults(rounds, games);
    QCOMPARE(all.size(), std::size_t(1));
    QCOMPARE(all.front().gameId, qint64(7));

    // A practice with no round yet: before it is what was stored up to its start, a round stored
    // in that very millisecond included (the game's own rounds come after it began).
    GameRecord fresh = practice;
    fresh.id = 8;
    fresh.startedAt = rounds[7].playedAt; // the eighth 2-large round with an answer, r8
    const auto notPlayed = focusedPracticeResult(rounds, {fresh}, 8);
    QVERIFY(notPlayed);
    QCOMPARE(notPlayed->rounds, 0);
    QCOMPARE(notPlayed->roundsBefore, 8);
    QCOMPARE(notPlayed->exactBefore, 3);
    fresh.startedAt = rounds[7].playedAt.addMSecs(-1);
    QCOMPARE(focusedPracticeResult(rounds, {fresh}, 8)->roundsBefore, 7);
}

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
