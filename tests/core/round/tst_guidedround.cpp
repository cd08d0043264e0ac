// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The guided round follows a real GameController on a manual clock: its steps advance on
// the player's actions in order, cope with actions out of order, can be skipped, and jump to the
// reveal when the round ends early. The round it plays is itself checked against the simple solver
// (bruteforce.h), not against the controller's own solver.
#include "bruteforce.h"
#include "gamecontroller.h"
#include "guidedround.h"
#include "history.h"
#include "practiceservice.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace countdown;
using Step = GuidedRound::Step;

namespace {

GameSettings noMotion()
{
    GameSettings s;
    s.reducedMotion = true; // the clock (if any) starts as the round is drawn
    return s;
}

// A step on the first two tiles still on the board: their sum is always allowed.
void combineTwo(GameController &game)
{
    const std::vector<int> available = game.working().availableTiles();
    QVERIFY(available.size() >= 2);
    QVERIFY(game.combine(available[0], Operator::Add, available[1]));
}

QString anAnswer(const GameController &game)
{
    return QStringLiteral("%1 + %2").arg(game.tiles()[0]).arg(game.tiles()[1]);
}

} // namespace

class TestGuidedRound : public QObject {
    Q_OBJECT

    void waitForReveal(GameController &game)
    {
        if (game.phase() != Phase::Revealed) {
            QSignalSpy revealed(&game, &GameController::revealed);
            QVERIFY(revealed.wait(10000));
        }
        QCOMPARE(game.phase(), Phase::Revealed);
    }

    void waitForHints(GameController &game)
    {
        if (!game.roundHints()) {
            QSignalSpy hints(&game, &GameController::hintsChanged);
            QVERIFY(hints.wait(10000));
        }
        QVERIFY(game.roundHints().has_value());
    }

private Q_SLOTS:
    void stepsAdvanceInOrder()
    {
        ManualTimeSource time;
        GameController game(time, 3);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QSignalSpy steps(&guided, &GuidedRound::stepChanged);
        QSignalSpy finished(&guided, &GuidedRound::finished);
        QCOMPARE(guided.step(), Step::Done);
        QVERIFY(!guided.isActive());
        QCOMPARE(guided.stepNumber(), 0);

        QVERIFY(guided.start());
        QCOMPARE(guided.step(), Step::Pick);
        QCOMPARE(guided.stepNumber(), 1);
        // Nothing the player does at the other steps moves the pick on.
        guided.finish();
        QCOMPARE(guided.step(), Step::Pick);

        QVERIFY(guided.pick(2));
        QCOMPARE(guided.step(), Step::Combine);
        QCOMPARE(guided.stepNumber(), 2);
        QVERIFY(game.round().guided);
        QCOMPARE(game.phase(), Phase::Running);
        QVERIFY(!guided.pick(1)); // only at Pick

        // A hint taken changes the working's worth, not its steps: still Combine.
        waitForHints(game);
        QVERIFY(game.takeHint());
        QCOMPARE(guided.step(), Step::Combine);
        combineTwo(game);
        QCOMPARE(guided.step(), Step::Undo);
        combineTwo(game); // more steps: still waiting for an undo
        QCOMPARE(guided.step(), Step::Undo);
        game.undo();
        QCOMPARE(guided.step(), Step::Type);
        QCOMPARE(guided.stepNumber(), 4);

        // A tile on its own reads, but is only the start of an answer.
        game.setTypedAnswer(QString::number(game.tiles()[0]));
        QCOMPARE(guided.step(), Step::Type);
        game.setTypedAnswer(anAnswer(game));
        QCOMPARE(guided.step(), Step::Declare);

        QVERIFY(game.declareTypedAnswer());
        QCOMPARE(guided.step(), Step::Reveal);
        QCOMPARE(guided.stepNumber(), GuidedRound::kSteps);
        waitForReveal(game);
        QCOMPARE(guided.step(), Step::Reveal);
        QCOMPARE(finished.count(), 0);
        guided.finish();
        QCOMPARE(guided.step(), Step::Done);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);

        const QList<Step> expected{Step::Pick,    Step::Combine, Step::Undo, Step::Type,
                                   Step::Declare, Step::Reveal,  Step::Done};
        QList<Step> seen;
        for (const QList<QVariant> &signal : steps)
            seen << signal.at(0).value<Step>();
        QCOMPARE(seen, expected);
    }

    void typingFirstPassesOverCombineAndUndo()
    {
        ManualTimeSource time;
        GameController game(time, 4);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QVERIFY(guided.start());
        QVERIFY(guided.pick(1));
        QCOMPARE(guided.step(), Step::Combine);
        // A whole answer typed at once: past Combine, Undo and Type.
        game.setTypedAnswer(anAnswer(game));
        QCOMPARE(guided.step(), Step::Declare);

        // Typing at Undo passes Undo over too (a fresh guided round on the next round).
        game.declare();
        waitForReveal(game);
        guided.finish();
        QVERIFY(guided.start());
        QVERIFY(guided.pick(0));
        combineTwo(game);
        QCOMPARE(guided.step(), Step::Undo);
        game.setTypedAnswer(QStringLiteral("1"));
        QCOMPARE(guided.step(), Step::Type);
        // An undo now is not a step back for the guided round.
        game.undo();
        QCOMPARE(guided.step(), Step::Type);
    }

    void declaringEarlyJumpsToTheReveal()
    {
        ManualTimeSource time;
        GameController game(time, 5);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QVERIFY(guided.start());
        QVERIFY(guided.pick(1));
        game.declare(); // "I've got it" with nothing worked out
        QCOMPARE(guided.step(), Step::Reveal);
        waitForReveal(game);
        QCOMPARE(guided.step(), Step::Reveal);
    }

    void showingTheAnswerJumpsToTheReveal_data()
    {
        QTest::addColumn<int>("stepsBefore"); // 0: at Combine, 1: at Undo, 2: at Type
        QTest::newRow("at Combine") << 0;
        QTest::newRow("at Undo") << 1;
        QTest::newRow("at Type") << 2;
    }

    void showingTheAnswerJumpsToTheReveal()
    {
        QFETCH(int, stepsBefore);
        ManualTimeSource time;
        GameController game(time, 6);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QVERIFY(guided.start());
        QVERIFY(guided.pick(2));
        if (stepsBefore >= 1)
            combineTwo(game);
        if (stepsBefore >= 2)
            game.undo();
        QCOMPARE(guided.stepNumber(), 2 + stepsBefore);
        game.showAnswer();
        QCOMPARE(guided.step(), Step::Reveal);
        waitForReveal(game);
        QVERIFY(game.result().answerShown);
        QCOMPARE(guided.step(), Step::Reveal);
    }

    void pausingChangesNothing()
    {
        ManualTimeSource time;
        GameController game(time, 7);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QVERIFY(guided.start());
        QVERIFY(guided.pick(1));
        game.pause();
        QCOMPARE(guided.step(), Step::Combine);
        QVERIFY(!game.combine(0, Operator::Add, 1)); // the board is frozen
        QCOMPARE(guided.step(), Step::Combine);
        game.resume();
        combineTwo(game);
        QCOMPARE(guided.step(), Step::Undo);
    }

    void leavingTheRevealCompletesTheGuidedRound()
    {
        ManualTimeSource time;
        GameController game(time, 8);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QSignalSpy finished(&guided, &GuidedRound::finished);
        QVERIFY(guided.start());
        QVERIFY(guided.pick(1));
        game.declare();
        waitForReveal(game);
        game.nextRound(); // "Next round" instead of Finish
        QCOMPARE(guided.step(), Step::Done);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        game.startRound(1); // an ordinary round: the guided round stays ended
        QCOMPARE(guided.step(), Step::Done);
        QVERIFY(!game.round().guided);
        QCOMPARE(finished.count(), 1);
    }

    void skipAtAnyStep_data()
    {
        QTest::addColumn<int>("step");
        for (int step = int(Step::Pick); step <= int(Step::Reveal); ++step)
            QTest::addRow("step %d", step + 1) << step;
    }

    void skipAtAnyStep()
    {
        QFETCH(int, step);
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QSignalSpy finished(&guided, &GuidedRound::finished);
        QVERIFY(guided.start());
        // Walk to the step by doing each thing.
        if (step >= int(Step::Combine))
            QVERIFY(guided.pick(1));
        if (step >= int(Step::Undo))
            combineTwo(game);
        if (step >= int(Step::Type))
            game.undo();
        if (step >= int(Step::Declare))
            game.setTypedAnswer(anAnswer(game));
        if (step >= int(Step::Reveal))
            game.declare();
        QCOMPARE(int(guided.step()), step);
        guided.skip();
        QCOMPARE(guided.step(), Step::Done);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        guided.skip(); // once ended, nothing more
        QCOMPARE(finished.count(), 1);
        // The round is left as it was: a guided round skipped is played on.
        if (step >= int(Step::Combine) && step < int(Step::Reveal))
            QVERIFY(game.acceptsInput());
    }

    void anyRoundStartedAtThePickIsFollowed()
    {
        // A custom round started from the menu while the guided round waits for the pick: the
        // guided round follows it rather than waiting for a pick that will not come.
        ManualTimeSource time;
        GameController game(time, 10);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QVERIFY(guided.start());
        QVERIFY(game.startCustomRound(Puzzle{{25, 50, 75, 100, 3, 6}, 952}));
        QCOMPARE(guided.step(), Step::Combine);
        QVERIFY(!game.round().guided);
        // Its clock running out ends it: the reveal.
        time.advance(qint64(game.settings().clockSeconds) * 1000);
        game.updateTime();
        QCOMPARE(guided.step(), Step::Reveal);
    }

    void aChallengeAtThePickSetsItAside()
    {
        // A new player who opens a friend's link: the challenge is played as sent (its clock, the
        // result to beat), and the guided round stops without counting as seen or skipped.
        ManualTimeSource time;
        GameController game(time, 12);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QSignalSpy finished(&guided, &GuidedRound::finished);
        QSignalSpy setAside(&guided, &GuidedRound::setAside);
        QVERIFY(guided.start());
        Challenge challenge;
        challenge.tiles = {100, 75, 3, 7, 9, 2};
        challenge.target = 834;
        challenge.sender = ChallengeResult{QStringLiteral("Anna"), 830, 7, 23'500, 0};
        QVERIFY(game.startChallengeRound(challenge));
        QCOMPARE(guided.step(), Step::Done);
        QCOMPARE(setAside.count(), 1);
        QCOMPARE(finished.count(), 0);
        QVERIFY(game.round().challenge.has_value());
        QCOMPARE(game.round().clockMs, qint64(30'000));
        // Between rounds it can start again.
        combineTwo(game);
        time.advance(30'000);
        game.updateTime();
        waitForReveal(game);
        QVERIFY(guided.start());
        QCOMPARE(guided.step(), Step::Pick);
    }

    void aDailySetPuzzleAtThePickSetsItAside()
    {
        // The set's row is in the header, which the guided round's banner takes the place of.
        ManualTimeSource time;
        GameController game(time, 13);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        QSignalSpy finished(&guided, &GuidedRound::finished);
        QSignalSpy setAside(&guided, &GuidedRound::setAside);
        QVERIFY(guided.start());
        QVERIFY(game.startDailySetRound(QDate(2026, 12, 5), 1, false));
        QCOMPARE(guided.step(), Step::Done);
        QCOMPARE(setAside.count(), 1);
        QCOMPARE(finished.count(), 0);
    }

    void cannotStartDuringARoundOrAGame()
    {
        ManualTimeSource time;
        GameController game(time, 11);
        game.setSettings(noMotion());
        GuidedRound guided(game);
        game.startRound(1);
        QVERIFY(!guided.canStart());
        QVERIFY(!guided.start());
        QCOMPARE(game.startGuidedRound(1).error().kind, ErrorKind::RoundInProgress);
        game.declare();
        waitForReveal(game);
        QVERIFY(guided.canStart()); // a finished round's reveal: a guided round may start
        game.nextRound();
        game.startGame(); // a game of three rounds: the guided round would count in it
        QVERIFY(!guided.canStart());
        QVERIFY(!guided.start());
        QCOMPARE(game.startGuidedRound(1).error().kind, ErrorKind::GameInProgress);
        QCOMPARE(guided.step(), Step::Done);
    }

    void theGuidedRoundIsGentle_data()
    {
        QTest::addColumn<int>("large");
        QTest::addColumn<quint64>("seed");
        for (int large = 0; large <= 4; ++large) {
            for (const quint64 seed : {21u, 22u})
                QTest::addRow("%d large, seed %llu", large, seed) << large << seed;
        }
    }

    void theGuidedRoundIsGentle()
    {
        QFETCH(int, large);
        QFETCH(quint64, seed);
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        PracticeService practice(&history);
        ManualTimeSource time;
        GameController game(time, seed);
        game.setPractice(&practice);
        // Settings a beginner's guided round must ignore: French rules, a short clock, every
        // number used, a hard draw, a contestant.
        GameSettings s = noMotion();
        s.variant = leCompteEstBonVariant();
        s.clockSeconds = 30;
        s.mode = SolveMode::UseAll;
        s.difficulty = Difficulty::Hard;
        s.contestantLevel = 3;
        game.setSettings(s);
        QVERIFY(game.startGuidedRound(large));
        QVERIFY(game.round().guided);
        QCOMPARE(game.phase(), Phase::Running);
        QVERIFY(!game.clock().isTimed());
        QVERIFY(!game.duel().playsThisRound());
        QCOMPARE(game.round().mode, SolveMode::DropAllowed);
        QCOMPARE(game.round().rules, RuleSet::Custom);
        QCOMPARE(int(game.tiles().size()), 6);
        QCOMPARE(std::count_if(game.tiles().begin(), game.tiles().end(),
                               [](Number n) { return n == 25 || n == 50 || n == 75 || n == 100; }),
                 qsizetype(large));
        QVERIFY(game.target() >= 100 && game.target() <= 999);

        // Easy, by the simple solver: an exact answer with three numbers or fewer.
        const testsupport::BruteForceBest best =
            testsupport::bruteForceBest(game.tiles(), game.target(), SolveMode::DropAllowed);
        QCOMPARE(best.distance, 0);
        QVERIFY2(best.fewest <= 3, qPrintable(QString::number(best.fewest)));

        // No clock: an hour later the round still runs.
        time.advance(3'600'000);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::Running);
        QCOMPARE(game.secondsLeft(), 0);

        // "No clock, nothing recorded", as the guided round says: neither stored nor added to the
        // session's points (it was stored as a custom round, and its points carried on).
        game.setTypedAnswer(game.solverBest() ? game.solverBest()->expression.toString()
                                              : QString());
        game.declare();
        waitForReveal(game);
        if (!game.solverSolutions()) {
            QSignalSpy ready(&game, &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        QVERIFY(history.rounds().empty());
        QCOMPARE(game.sessionPoints(), 0);
        QCOMPARE(game.roundsScored(), 0);

        // The next round is the settings' again.
        game.nextRound();
        QVERIFY(!game.round().guided);
    }

    void theExampleIsTheEasiestSolutionsFirstStep()
    {
        for (const quint64 seed : {31u, 32u, 33u}) {
            ManualTimeSource time;
            GameController game(time, seed);
            game.setSettings(noMotion());
            GuidedRound guided(game);
            QSignalSpy example(&guided, &GuidedRound::exampleChanged);
            QVERIFY(guided.start());
            QVERIFY(!guided.example());
            QVERIFY(guided.pick(2));
            waitForHints(game);
            QVERIFY(example.count() >= 1);
            const std::optional<GuidedRound::Example> step = guided.example();
            QVERIFY(step.has_value());
            // Two of the round's tiles, a step the board takes, as the hints write it.
            QVERIFY(
                game.combine(int(std::find(game.tiles().begin(), game.tiles().end(), step->left)
                                 - game.tiles().begin()),
                             step->op,
                             int(std::find(game.tiles().begin(), game.tiles().end(), step->right)
                                 - game.tiles().begin())));
            QCOMPARE(game.working().boardTiles().back().value(), step->value);
            QCOMPARE(QStringLiteral("%1 %2 %3 = %4")
                         .arg(step->left)
                         .arg(operatorSymbol(step->op, Notation::Ascii))
                         .arg(step->right)
                         .arg(step->value),
                     game.roundHints()->firstStep(Notation::Ascii));
        }
    }
};

QTEST_GUILESS_MAIN(TestGuidedRound)
#include "tst_guidedround.moc"
