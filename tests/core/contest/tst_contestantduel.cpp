// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A duel against a computer contestant, without a controller: the pick alternates from the
// player, the contestant's pick is decided once and within the variant's, a new game or contestant
// gives the player the first pick again, the contestant says "got it" once and only when it was
// exact, and the show's rule scores the two with hints lowering only the player's maximum.
#include "contestantduel.h"
#include "parsedexpression.h"

#include <QTest>

using namespace countdown;

namespace {

const std::vector<Number> kTiles = {25, 50, 75, 100, 3, 6};
constexpr Number kTarget = 952;
constexpr const char *kExact = "(100 + 3) * 75 * 6 / 50 + 25"; // 952

ContestantAnswer answer(const char *method, Number value, bool early, qint64 thinkingMs)
{
    ContestantAnswer a;
    a.expression = parsed(method);
    a.value = value;
    a.distance = value > kTarget ? value - kTarget : kTarget - value;
    a.early = early;
    a.thinkingMs = thinkingMs;
    return a;
}

} // namespace

class TestContestantDuel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void thePickAlternatesFromThePlayer()
    {
        ContestantDuel duel;
        PortableRandom random(7);
        const GameVariant &uk = standardVariant();
        duel.decideWhoPicks(true, uk, random);
        QVERIFY(!duel.contestantsPick()); // the player's first

        duel.roundDrawn(3);
        duel.decideWhoPicks(true, uk, random);
        QVERIFY(duel.contestantsPick());
        const int asked = *duel.contestantsPick();
        QCOMPARE(uk.clampLarge(asked), asked);
        duel.decideWhoPicks(true, uk, random); // asked again: the same pick, not a new one
        QCOMPARE(duel.contestantsPick(), std::optional<int>(asked));

        duel.forgetPick();
        duel.roundDrawn(3);
        duel.decideWhoPicks(true, uk, random);
        QVERIFY(!duel.contestantsPick()); // the player's again

        duel.roundDrawn(3);
        duel.restart(); // a new game
        duel.decideWhoPicks(true, uk, random);
        QVERIFY(!duel.contestantsPick());
    }

    void roundsItDoesNotPlayAreNoPick()
    {
        ContestantDuel duel;
        PortableRandom random(7);
        duel.roundDrawn(0); // the player alone, or typed numbers
        QVERIFY(!duel.playsThisRound());
        duel.decideWhoPicks(true, standardVariant(), random);
        QVERIFY(!duel.contestantsPick());

        duel.roundDrawn(2);
        QVERIFY(duel.playsThisRound());
        QCOMPARE(duel.contestant()->style.level, 2);
        duel.decideWhoPicks(false, standardVariant(), random); // French rules: nobody picks
        QVERIFY(!duel.contestantsPick());
    }

    void itSaysGotItOnceAndOnlyWhenExact()
    {
        ContestantDuel duel;
        duel.roundDrawn(4);
        QVERIFY(!duel.saysGotItAt(60'000)); // no answer yet
        duel.answered(answer(kExact, 952, true, 12'000));
        QVERIFY(!duel.saysGotItAt(11'999));
        QVERIFY(duel.saysGotItAt(12'000));
        QVERIFY(duel.hasGotIt());
        QVERIFY(!duel.saysGotItAt(13'000)); // once

        duel.roundDrawn(4);
        QVERIFY(!duel.hasGotIt());
        duel.answered(answer("100 * 6 + 75 * 3 + 50 + 25", 900, false, 30'000));
        QVERIFY(!duel.saysGotItAt(30'000)); // not exact: it declares at the bell, silently
    }

    void theShowsRuleScoresBoth()
    {
        ContestantDuel duel;
        duel.roundDrawn(1);
        duel.answered(answer("100 * (6 + 3) + 50", 950, false, 30'000));
        const ContestDeclaration exact{Number(952), parsed(kExact)};
        DuelPoints points = duel.score(kTarget, kTiles, SolveMode::DropAllowed, exact, 0);
        QCOMPARE(points.player, 10);
        QCOMPARE(points.contestant, 0);

        // With two hints the player's exact answer is worth 6 at most; the contestant's 950 still
        // loses to it.
        points = duel.score(kTarget, kTiles, SolveMode::DropAllowed, exact, 2);
        QCOMPARE(points.player, 6);
        QCOMPARE(points.contestant, 0);

        // No declaration (nothing, or the answer asked for): the contestant's stands alone.
        points = duel.score(kTarget, kTiles, SolveMode::DropAllowed, ContestDeclaration{}, 0);
        QCOMPARE(points.player, 0);
        QCOMPARE(points.contestant, 7);
        QCOMPARE(duel.sessionPoints(), 7);
    }
};

QTEST_MAIN(TestContestantDuel)
#include "tst_contestantduel.moc"
