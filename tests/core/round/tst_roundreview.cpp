// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the reveal says about the player's own working (roundreview.h), on hand-built workings of
// the puzzles of docs/published-puzzles.md: one step from the target, a solution sharing what they
// made, no exact answer possible (and a declaration as close as possible credited), nothing to say.
#include "parser.h"
#include "roundreview.h"
#include "solver.h"

#include "playedworking.h"

#include <QTest>

using namespace countdown;
using countdown::testsupport::playedWorking;

namespace {

const std::vector<Number> k952{25, 50, 75, 100, 3, 6};

struct Solved {
    BestAnswer best;
    Solutions solutions;
};

Solved solve(const std::vector<Number> &tiles, Number target,
             SolveMode mode = SolveMode::DropAllowed)
{
    Solver solver(tiles, mode);
    return Solved{*solver.best(target), *solver.solutions(target)};
}

// `typedLeftOut`: the tiles a typed answer leaves out, as the round works them out.
RoundReview review(const Working &working, std::optional<Number> distance, Number target,
                   const std::vector<Number> &tiles, const std::optional<Expression> &typed = {},
                   SolveMode mode = SolveMode::DropAllowed,
                   const std::vector<Number> &typedLeftOut = {})
{
    const Solved s = solve(tiles, target, mode);
    return reviewRound(playerWork(working, typed, typedLeftOut), distance, target, s.best,
                       s.solutions, mode, int(tiles.size()));
}

} // namespace

class TestRoundReview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void oneStepAwayOnTheBoard()
    {
        // 100 + 3 = 103, × 75 = 7725, × 6 = 46350, ÷ 50 = 927: 927 and 25 are left, and
        // 927 + 25 = 952 (the answer in docs/published-puzzles.md).
        using enum Operator;
        const Working w =
            playedWorking(k952, {{3, Add, 4}, {6, Multiply, 2}, {7, Multiply, 5}, {8, Divide, 1}});
        const RoundReview r = review(w, 25, 952, k952);
        QCOMPARE(r.kind, RoundReview::Kind::OneStepAway);
        QCOMPARE(r.left, Number(927));
        QCOMPARE(r.op, Operator::Add);
        QCOMPARE(r.right, Number(25));
    }

    void oneStepAwayInTheTypedAnswer()
    {
        const Expression typed = parseExpression(u"(100 + 3) * 75 * 6 / 50").value();
        const RoundReview r =
            review(Working(k952), 25, 952, k952, typed, SolveMode::DropAllowed, {25});
        QCOMPARE(r.kind, RoundReview::Kind::OneStepAway);
        QCOMPARE(r.left, Number(927));
        QCOMPARE(r.right, Number(25));
    }

    // Typed, with the board left as drawn: the typed answer is what the player had. 100 × 2 + 3
    // = 203 for 200 left 7, 25 and 50, none of which makes 200 with 203 in a step; the board's
    // untouched 100 and 2 were not "left" (the reveal said "You had 100 and 2 left").
    void aTypedAnswerUsesItsTiles()
    {
        const std::vector<Number> tiles{100, 2, 3, 7, 25, 50};
        const Expression typed = parseExpression(u"100 * 2 + 3").value();
        const RoundReview r =
            review(Working(tiles), 3, 200, tiles, typed, SolveMode::DropAllowed, {7, 25, 50});
        QVERIFY2(r.kind != RoundReview::Kind::OneStepAway,
                 qPrintable(QStringLiteral("%1 and %2").arg(r.left).arg(r.right)));
        // With a step made on the board (25 + 50 = 75), the board is the player's work too: its
        // 100 and 2 were left, and 100 × 2 = 200 is one step.
        const Working stepped = playedWorking(tiles, {{4, Operator::Add, 5}}); // 25 + 50 = 75
        const RoundReview s =
            review(stepped, 3, 200, tiles, typed, SolveMode::DropAllowed, {7, 25, 50});
        QCOMPARE(s.kind, RoundReview::Kind::OneStepAway);
        QCOMPARE(s.op, Operator::Multiply);
        QCOMPARE(s.left * s.right, Number(200));
    }

    void everyNumberMustBeUsed()
    {
        // 6 from 1 2 3 4 with nothing worked out: 3 × 2 is one step when numbers may be left
        // out, not when every number must be used.
        const std::vector<Number> four{1, 2, 3, 4};
        const RoundReview drop = review(Working(four), std::nullopt, 6, four);
        QCOMPARE(drop.kind, RoundReview::Kind::OneStepAway);
        QCOMPARE(drop.left, Number(3));
        QCOMPARE(drop.op, Operator::Multiply);
        QCOMPARE(drop.right, Number(2));
        QVERIFY(review(Working(four), std::nullopt, 6, four, {}, SolveMode::UseAll).kind
                != RoundReview::Kind::OneStepAway);
        // 1 2 3, every number: 3 × 2 = 6 made, the 1 left (nothing declarable): 6 × 1 = 6.
        const std::vector<Number> three{1, 2, 3};
        const Working made = playedWorking(three, {{2, Operator::Multiply, 1}});
        const RoundReview r = review(made, std::nullopt, 6, three, {}, SolveMode::UseAll);
        QCOMPARE(r.kind, RoundReview::Kind::OneStepAway);
        QCOMPARE(r.left, Number(6));
        QCOMPARE(r.op, Operator::Multiply);
        QCOMPARE(r.right, Number(1));
    }

    void theSolutionSharingTheMost()
    {
        // 100 + 6 = 106 then nothing: no pair left makes 952; the solution that makes 106 too is
        // ((100 + 6) × 75 × 3 − 50) ÷ 25.
        const Working w = playedWorking(k952, {{3, Operator::Add, 5}});
        const RoundReview r = review(w, 846, 952, k952);
        QCOMPARE(r.kind, RoundReview::Kind::SharedSolution);
        QCOMPARE(r.solution.toString(), QStringLiteral("((100 + 6) * 75 * 3 - 50) / 25"));
        QCOMPARE(r.shared, std::vector<Number>{106});
        // 100 + 3 = 103: the other solution, (100 + 3) × 75 × 6 ÷ 50 + 25.
        const Working other = playedWorking(k952, {{3, Operator::Add, 4}});
        const RoundReview o = review(other, 849, 952, k952);
        QCOMPARE(o.kind, RoundReview::Kind::SharedSolution);
        QCOMPARE(o.shared, std::vector<Number>{103});
        QVERIFY(o.solution.toString().startsWith(QStringLiteral("(100 + 3) * 75")));
    }

    void nothingInCommon()
    {
        // 50 - 25 = 25 is in no solution of 952.
        const Working w = playedWorking(k952, {{1, Operator::Subtract, 0}});
        QCOMPARE(review(w, 927, 952, k952).kind, RoundReview::Kind::Nothing);
        QCOMPARE(review(Working(k952), std::nullopt, 952, k952).kind, RoundReview::Kind::Nothing);
    }

    void exactSaysNothing()
    {
        const Working w = playedWorking(k952, {{3, Operator::Add, 4}});
        QCOMPARE(review(w, 0, 952, k952).kind, RoundReview::Kind::Nothing);
    }

    void noExactAnswerPossible()
    {
        // docs/published-puzzles.md: 824 from 3 7 6 2 1 7 cannot be made; 826 is the closest.
        const std::vector<Number> tiles{3, 7, 6, 2, 1, 7};
        const Working w(tiles);
        const RoundReview best = review(w, 2, 824, tiles);
        QCOMPARE(best.kind, RoundReview::Kind::BestPossible);
        QCOMPARE(best.bestValue, Number(826));
        const RoundReview off = review(w, 4, 824, tiles);
        QCOMPARE(off.kind, RoundReview::Kind::NoExactAnswer);
        QCOMPARE(off.bestValue, Number(826));
        QCOMPARE(review(w, std::nullopt, 824, tiles).kind, RoundReview::Kind::NoExactAnswer);
    }
};

QTEST_APPLESS_MAIN(TestRoundReview)
#include "tst_roundreview.moc"
