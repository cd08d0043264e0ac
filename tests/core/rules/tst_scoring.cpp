// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// UK points for a declaration (docs/rules.md, "Scoring"): exact 10; 1-5 away 7; 6-10 away 5;
// further 0; an invalid declaration scores nothing. Every boundary, on both sides of the target.
#include "scoring.h"

#include <QTest>

#include <limits>

using namespace countdown;

class TestScoring : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void pointsForDistance_data();
    void pointsForDistance();
    void score_data();
    void score();
};

void TestScoring::pointsForDistance_data()
{
    QTest::addColumn<Number>("distance");
    QTest::addColumn<int>("points");

    QTest::newRow("exact") << Number(0) << 10;
    QTest::newRow("1 away") << Number(1) << 7;
    QTest::newRow("5 away") << Number(5) << 7;
    QTest::newRow("6 away") << Number(6) << 5;
    QTest::newRow("10 away") << Number(10) << 5;
    QTest::newRow("11 away") << Number(11) << 0;
    QTest::newRow("999 away") << Number(999) << 0;
    QTest::newRow("largest distance") << std::numeric_limits<Number>::max() << 0;
    // A signed difference (declared - target) below the target counts by its size.
    QTest::newRow("-5") << Number(-5) << 7;
    QTest::newRow("-6") << Number(-6) << 5;
    QTest::newRow("-11") << Number(-11) << 0;
    QTest::newRow("most negative") << std::numeric_limits<Number>::min() << 0;
}

void TestScoring::pointsForDistance()
{
    QFETCH(Number, distance);
    QFETCH(int, points);
    QCOMPARE(countdown::pointsForDistance(distance), points);
}

void TestScoring::score_data()
{
    QTest::addColumn<Number>("target");
    QTest::addColumn<Number>("value");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("points");

    QTest::newRow("exact") << Number(500) << Number(500) << true << 10;
    QTest::newRow("1 above") << Number(500) << Number(501) << true << 7;
    QTest::newRow("1 below") << Number(500) << Number(499) << true << 7;
    QTest::newRow("5 above") << Number(500) << Number(505) << true << 7;
    QTest::newRow("5 below") << Number(500) << Number(495) << true << 7;
    QTest::newRow("6 above") << Number(500) << Number(506) << true << 5;
    QTest::newRow("6 below") << Number(500) << Number(494) << true << 5;
    QTest::newRow("10 above") << Number(500) << Number(510) << true << 5;
    QTest::newRow("10 below") << Number(500) << Number(490) << true << 5;
    QTest::newRow("11 above") << Number(500) << Number(511) << true << 0;
    QTest::newRow("11 below") << Number(500) << Number(489) << true << 0;
    QTest::newRow("far below") << Number(999) << Number(1) << true << 0;
    // docs/published-puzzles.md: 824 from 3 7 6 2 1 7 is best answered with 826, 2 away.
    QTest::newRow("824, best 826") << Number(824) << Number(826) << true << 7;
    // Card values reach the 64-bit limit; the distance must not overflow into a small number.
    QTest::newRow("huge value") << Number(100) << std::numeric_limits<Number>::max() << true << 0;

    QTest::newRow("invalid exact") << Number(500) << Number(500) << false << 0;
    QTest::newRow("invalid 1 away") << Number(500) << Number(501) << false << 0;
    QTest::newRow("invalid 10 away") << Number(500) << Number(490) << false << 0;
    QTest::newRow("invalid far") << Number(500) << Number(100) << false << 0;
}

void TestScoring::score()
{
    QFETCH(Number, target);
    QFETCH(Number, value);
    QFETCH(bool, valid);
    QFETCH(int, points);
    QCOMPARE(countdown::score(target, Declaration{value, valid}), points);
}

QTEST_GUILESS_MAIN(TestScoring)
#include "tst_scoring.moc"
