// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The round's state machine, driven by a manual clock: no test waits for game time. (Waiting
// happens only for the solver's thread, which is computation, not the round's clock.)
#include "bruteforce.h"
#include "daily.h"
#include "dailyset.h"
#include "gamecontroller.h"
#include "history.h"
#include "multiset.h"
#include "practiceservice.h"
#include "solverservice.h"

#include <algorithm>

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {
// Why a start function refused (it must have).
countdown::ErrorKind refusal(const countdown::Result<countdown::Started> &started)
{
    if (started)
        qFatal("it started");
    return started.error().kind;
}
} // namespace

using namespace countdown;
using countdown::test::isSubMultiset;

Q_DECLARE_METATYPE(countdown::SolveMode)

namespace {

GameSettings settings(int clockSeconds = 30, SolveMode mode = SolveMode::DropAllowed,
                      const GameVariant &variant = standardVariant())
{
    GameSettings s;
    s.clockSeconds = clockSeconds;
    s.mode = mode;
    s.variant = variant;
    return s;
}

// The clock starts as soon as a round is drawn.
GameSettings withoutMotion(GameSettings s)
{
    s.reducedMotion = true;
    return s;
}

Puzzle puzzle952()
{
    return Puzzle{{25, 50, 75, 100, 3, 6}, 952};
}

} // namespace

class TestGameController : public QObject {
    Q_OBJECT

    // Through the draw and the target's roll into the running clock.
    void runIntoClock(GameController &game, ManualTimeSource &time)
    {
        QCOMPARE(game.phase(), Phase::Drawing);
        time.advance(GameController::kDrawMs);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::TargetRoll);
        time.advance(GameController::kTargetRollMs);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::Running);
    }

    void waitForReveal(GameController &game)
    {
        if (game.phase() != Phase::Revealed) {
            QSignalSpy revealed(&game, &GameController::revealed);
            QVERIFY(revealed.wait(10000));
        }
        QCOMPARE(game.phase(), Phase::Revealed);
    }

    // A drawn round against the contestant of `level`, its declaration in (it comes with the
    // solver's work, soon after the round starts).
    void startDuelRound(GameController &game, int level, int large = 1)
    {
        GameSettings s = withoutMotion(settings());
        s.contestantLevel = level;
        game.setSettings(s);
        if (game.duel().contestantsPick())
            game.drawContestantsPick(); // the contestant's turn to pick
        else
            game.startRound(large);
        QCOMPARE(game.phase(), Phase::Running);
        QVERIFY(game.duel().playsThisRound());
        QCOMPARE(game.duel().contestant()->style.level, level);
        QTRY_VERIFY_WITH_TIMEOUT(game.duel().answer().has_value() && game.isSolverReady(), 10000);
    }

    // Types the solver's best answer and declares it.
    void declareTheBest(GameController &game)
    {
        game.setTypedAnswer(game.solverBest()->expression.toString());
        QVERIFY(game.declareTypedAnswer());
    }

private Q_SLOTS:
    void duelAgainstTheChampion()
    {
        // The champion is the solver: declaring the solver's best, the player ties it and both
        // score the same; declaring nothing leaves the points to the champion alone.
        for (const quint64 seed : {1, 2, 3, 4}) {
            ManualTimeSource time;
            GameController game(time, seed);
            startDuelRound(game, kContestantLevels, 2);
            const Number bestDistance = game.solverBest()->distance;
            QCOMPARE(game.duel().answer()->distance, bestDistance);
            declareTheBest(game);
            waitForReveal(game);
            QCOMPARE(game.result().points, game.result().contestantPoints);
            if (bestDistance == 0)
                QCOMPARE(game.result().points, 10);
            QCOMPARE(game.sessionPoints(), game.result().points);
            QCOMPARE(game.duel().sessionPoints(), game.result().contestantPoints);

            game.nextRound();
            startDuelRound(game, kContestantLevels, 2);
            const Number distance = game.duel().answer()->distance;
            game.declare(); // with nothing worked out
            waitForReveal(game);
            QCOMPARE(game.result().points, 0);
            QCOMPARE(game.result().contestantPoints, distance == 0    ? 10
                                                     : distance <= 5  ? 7
                                                     : distance <= 10 ? 5
                                                                      : 0);
        }
    }

    void duelOnlyTheCloserScores()
    {
        // Rounds that the beginner does not solve but the solver does: the player who declares
        // the exact answer scores 10, the beginner nothing, however close it came.
        int played = 0;
        for (quint64 seed = 1; seed < 60 && played < 3; ++seed) {
            ManualTimeSource time;
            GameController game(time, seed);
            startDuelRound(game, 1, 4);
            if (game.solverBest()->distance != 0 || game.duel().answer()->distance == 0)
                continue;
            ++played;
            QVERIFY(game.duel().answer()->distance > 0);
            QVERIFY(!game.duel().answer()->early);
            declareTheBest(game);
            waitForReveal(game);
            QCOMPARE(game.result().points, 10);
            QCOMPARE(game.result().contestantPoints, 0);
        }
        QCOMPARE(played, 3);
    }

    void duelShowingTheAnswerForfeitsTheRound()
    {
        // Asking for the answer gives the round away: the player has no declaration, and the
        // contestant's declaration is scored on its own.
        ManualTimeSource time;
        GameController game(time, 7);
        startDuelRound(game, kContestantLevels, 1);
        declareTheBest(game); // a round played first: the cheat's round is a fresh one
        waitForReveal(game);
        game.nextRound();
        startDuelRound(game, kContestantLevels, 1);
        const Number distance = game.duel().answer()->distance;
        game.showAnswer();
        waitForReveal(game);
        QVERIFY(game.result().answerShown);
        QCOMPARE(game.result().points, 0);
        QCOMPARE(game.result().contestantPoints, distance == 0    ? 10
                                                 : distance <= 5  ? 7
                                                 : distance <= 10 ? 5
                                                                  : 0);
    }

    void theContestantSaysGotItAtItsMoment()
    {
        for (const quint64 seed : {11, 12, 13}) {
            ManualTimeSource time;
            GameController game(time, seed);
            QSignalSpy gotIt(&game, &GameController::contestantGotIt);
            startDuelRound(game, kContestantLevels, 1);
            const ContestantAnswer answer = *game.duel().answer();
            if (!answer.early) {
                QCOMPARE(gotIt.count(), 0);
                continue;
            }
            time.advance(answer.thinkingMs - 1);
            game.updateTime();
            QCOMPARE(gotIt.count(), 0);
            QVERIFY(!game.duel().hasGotIt());
            time.advance(1);
            game.updateTime();
            QCOMPARE(gotIt.count(), 1);
            QVERIFY(game.duel().hasGotIt());
            time.advance(1000);
            game.updateTime();
            QCOMPARE(gotIt.count(), 1);             // once
            QCOMPARE(game.phase(), Phase::Running); // the clock runs on for the player
        }
    }

    void aDuelGameKeepsBothTotals()
    {
        ManualTimeSource time;
        GameController game(time, 21);
        GameSettings s = withoutMotion(settings());
        s.contestantLevel = 3;
        s.roundsPerGame = 3;
        game.setSettings(s);
        game.startGame();
        int player = 0, contestant = 0;
        for (int round = 0; round < 3; ++round) {
            startDuelRound(game, 3, round);
            declareTheBest(game);
            waitForReveal(game);
            player += game.result().points;
            contestant += game.result().contestantPoints;
            QCOMPARE(game.progress().summary().back().contestantValue,
                     std::optional(game.duel().answer()->value));
            QCOMPARE(game.progress().summary().back().contestantPoints,
                     game.result().contestantPoints);
            if (round < 2)
                game.nextRound();
        }
        QVERIFY(game.isGameOver());
        QCOMPARE(game.progress().total(), player);
        QCOMPARE(game.progress().contestantTotal(), contestant);
        QVERIFY(player >= contestant); // the player declared the solver's best every time
    }

    static int largeCount(const std::vector<Number> &tiles)
    {
        return int(std::count_if(tiles.begin(), tiles.end(), [](Number n) { return n > 10; }));
    }

    void thePickAlternates()
    {
        // As on the show: the player picks the first round of the game, the contestant the
        // second (the player's keys do nothing then), the player the third; a new game starts
        // with the player again.
        ManualTimeSource time;
        GameController game(time, 8);
        GameSettings s = withoutMotion(settings());
        s.contestantLevel = 2;
        s.roundsPerGame = 3;
        game.setSettings(s);
        game.startGame();
        QVERIFY(!game.duel().contestantsPick());
        game.drawContestantsPick(); // not its turn: nothing
        QCOMPARE(game.phase(), Phase::Idle);
        game.startRound(4);
        QCOMPARE(largeCount(game.tiles()), 4);
        game.showAnswer();
        waitForReveal(game);
        game.nextRound();

        QCOMPARE(game.phase(), Phase::Idle);
        QVERIFY(game.duel().contestantsPick().has_value());
        const int asked = *game.duel().contestantsPick();
        QVERIFY(asked >= 0 && asked <= kMaxLarge);
        game.startRound(asked == 4 ? 0 : 4); // the player's keys: not their turn
        QCOMPARE(game.phase(), Phase::Idle);
        game.drawContestantsPick();
        QCOMPARE(game.phase(), Phase::Running);
        QCOMPARE(largeCount(game.tiles()), asked);
        QVERIFY(!game.duel().contestantsPick());
        game.showAnswer();
        waitForReveal(game);
        game.nextRound();

        QVERIFY(!game.duel().contestantsPick());
        game.startRound(0);
        QCOMPARE(largeCount(game.tiles()), 0);
        game.showAnswer();
        waitForReveal(game);
        QVERIFY(game.isGameOver());
        game.startGame();
        QVERIFY(!game.duel().contestantsPick());

        // Alone, or under French rules, nobody else picks.
        s.contestantLevel = 0;
        game.setSettings(s);
        game.startRound(1);
        game.showAnswer();
        waitForReveal(game);
        game.nextRound();
        QVERIFY(!game.duel().contestantsPick());
    }

    void theHistoryKeepsTheContestant()
    {
        // A duel round is stored with the contestant beside the player: its name, level,
        // declaration, method and points, as the round showed them.
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        GameController game(time, 12);
        PracticeService practice(&history);
        game.setPractice(&practice);
        startDuelRound(game, 2, 1);
        declareTheBest(game);
        waitForReveal(game);
        if (!game.solverSolutions()) {
            QSignalSpy ready(&game, &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        const std::vector<RoundRecord> rounds = history.rounds();
        QCOMPARE(rounds.size(), std::size_t(1));
        QCOMPARE(rounds[0].points, game.result().points);
        QCOMPARE(rounds[0].players.size(), std::size_t(1));
        const PlayerRecord &stored = rounds[0].players[0];
        const ContestantAnswer &answer = *game.duel().answer();
        QCOMPARE(stored.kind, PlayerRecord::Kind::Contestant);
        QCOMPARE(stored.level, 2);
        QCOMPARE(stored.name, contestantProfile(2).name);
        QCOMPARE(stored.value, std::optional(answer.value));
        QCOMPARE(stored.method, answer.expression.toString(Notation::Ascii));
        QCOMPARE(stored.points, game.result().contestantPoints);

        // Alone, nobody else is stored.
        GameSettings alone = game.settings();
        alone.contestantLevel = 0;
        game.setSettings(alone);
        game.nextRound();
        game.startRound(2);
        game.showAnswer();
        waitForReveal(game);
        game.nextRound(); // stores the round, solutions or not
        game.startRound(2);
        QVERIFY(history.rounds().back().players.empty());
    }

    // Runs the clock out: the time is up.
    void runOut(GameController &game, ManualTimeSource &time)
    {
        time.advance(qint64(game.settings().clockSeconds) * 1000);
        game.updateTime();
    }

    void aGameOfPeopleAtOneMachine()
    {
        // Three people (blank names left out), a contestant set but not playing: nobody works on
        // the shared board while the clock runs; then each declares in turn, the closest shows
        // first, and the points go by the show's rule. The history keeps each person's declaration.
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        PracticeService practice(&history);
        ManualTimeSource time;
        GameController game(time, 31);
        game.setPractice(&practice);
        GameSettings s = withoutMotion(settings());
        s.contestantLevel = 3;
        s.roundsPerGame = 2;
        s.guaranteeSolvable = true;
        game.setSettings(s);
        QCOMPARE(refusal(game.startOneMachineGame({QStringLiteral("Solo")})),
                 ErrorKind::TooFewPlayers);
        QVERIFY(!game.progress().isOneMachineGame());
        QVERIFY(game.startOneMachineGame({QStringLiteral("Anna"), QStringLiteral("  "),
                                          QStringLiteral("Ben"), QStringLiteral(" Zoë ")}));
        QVERIFY(game.progress().isOneMachineGame());
        // The day's puzzle is one's own: not a round of the people's game.
        QCOMPARE(refusal(game.startDailyRound(QDate(2026, 12, 1), false)),
                 ErrorKind::DailyAtOneMachine);
        QCOMPARE(refusal(game.startDailyRound(QDate(2026, 12, 1), true)),
                 ErrorKind::DailyAtOneMachine);
        QCOMPARE(game.phase(), Phase::Idle);
        QCOMPARE(
            game.progress().players(),
            (QStringList{QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Zoë")}));
        QVERIFY(!game.duel().contestantsPick());
        QCOMPARE(game.oneMachinePicker(), 0);

        game.startRound(1);
        QCOMPARE(game.phase(), Phase::Running);
        QVERIFY(!game.duel().playsThisRound());
        QVERIFY(!game.acceptsInput());
        QVERIFY(!game.combine(0, Operator::Add, 1));
        QVERIFY(!game.declareValue(500)); // not before the time is up
        QTRY_VERIFY_WITH_TIMEOUT(game.isSolverReady(), 10000);
        const BestAnswer best = *game.solverBest();
        QCOMPARE(best.distance, Number(0));
        runOut(game, time);
        QCOMPARE(game.phase(), Phase::Declarations);
        QSignalSpy changed(&game, &GameController::declarationsChanged);
        QVERIFY(!game.acceptsInput()); // the declarations are secret: no board yet

        QVERIFY(game.declareValue(best.value));     // Anna: exact
        QVERIFY(game.declareValue(std::nullopt));   // Ben: nothing
        QVERIFY(game.declareValue(best.value + 1)); // Zoë: one away
        QCOMPARE(changed.count(), 3);
        QCOMPARE(game.declarations()->step(), OneMachineDeclarations::Step::Showing);
        QCOMPARE(game.declarations()->currentPlayer(), 0);
        QVERIFY(game.acceptsInput()); // Anna shows hers on the board

        game.setTypedAnswer(best.expression.toString());
        QVERIFY(game.showMethod());
        // Anna's holds at 0 away: Zoë could not score, and does not show.
        QTRY_COMPARE_WITH_TIMEOUT(game.phase(), Phase::Revealed, 10000);
        QCOMPARE(game.result().seatPoints, (std::vector<int>{10, 0, 0}));
        QCOMPARE(game.progress().seatTotals(), (std::vector<int>{10, 0, 0}));
        QVERIFY(game.typedAnswer().isEmpty()); // cleared for whoever shows next
        const GameRoundSummary &first = game.progress().summary().back();
        QCOMPARE(first.seatValues,
                 (std::vector<std::optional<Number>>{best.value, std::nullopt, best.value + 1}));
        QCOMPARE(first.seatValid, (std::vector<bool>{true, false, false}));
        QCOMPARE(first.seatPoints, (std::vector<int>{10, 0, 0}));

        // Round 2: Ben's pick; Anna's method is wrong this time, so Zoë's counts.
        game.nextRound();
        QCOMPARE(game.oneMachinePicker(), 1);
        game.startRound(2);
        QTRY_VERIFY_WITH_TIMEOUT(game.isSolverReady(), 10000);
        const BestAnswer second = *game.solverBest();
        QCOMPARE(second.distance, Number(0));
        game.declare(); // everyone is ready before the time is up
        QCOMPARE(game.phase(), Phase::Declarations);
        QVERIFY(game.declareValue(second.value));
        QVERIFY(game.declareValue(second.value + 20)); // Ben: too far to score, never shown
        QVERIFY(game.declareValue(second.value));
        QCOMPARE(game.declarations()->currentPlayer(), 0);
        QVERIFY(game.cannotShow());
        QCOMPARE(game.declarations()->currentPlayer(), 2);
        // Zoë builds hers on the tiles: the typed answer is set to the solver's, as a stand-in
        // for her steps (the working's own tests cover the steps).
        game.setTypedAnswer(second.expression.toString());
        QVERIFY(game.showMethod());
        QTRY_COMPARE_WITH_TIMEOUT(game.phase(), Phase::Revealed, 10000);
        QCOMPARE(game.result().seatPoints, (std::vector<int>{0, 0, 10}));
        QCOMPARE(game.progress().seatTotals(), (std::vector<int>{10, 0, 10}));
        QVERIFY(game.isGameOver());
        QCOMPARE(game.progress().total(), 0); // nobody's own game

        if (!game.solverSolutions()) {
            QSignalSpy ready(&game, &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        const std::vector<RoundRecord> rounds = history.rounds();
        QCOMPARE(rounds.size(), std::size_t(2));
        for (const RoundRecord &r : rounds) {
            QVERIFY(!r.playerValue);
            QCOMPARE(r.points, 0);
            QCOMPARE(r.players.size(), std::size_t(3));
            QCOMPARE(r.players[1].name, QStringLiteral("Ben"));
            QCOMPARE(r.players[1].kind, PlayerRecord::Kind::Person);
        }
        QCOMPARE(rounds[0].players[0].value, std::optional(best.value));
        QCOMPARE(rounds[0].players[0].method, best.expression.toString(Notation::Ascii));
        QCOMPARE(rounds[0].players[0].points, 10);
        QVERIFY(!rounds[0].players[1].value);
        QCOMPARE(rounds[1].players[2].points, 10);
        QVERIFY(rounds[1].players[0].method.isEmpty()); // could not show

        // After the game, a round of one's own again; the names stay for "play again".
        game.nextRound();
        QVERIFY(!game.progress().isOneMachineGame());
        QCOMPARE(game.progress().players().size(), 3);
        game.startRound(1);
        QVERIFY(game.acceptsInput());
    }

    void askingForTheAnswerAmongPeople()
    {
        // The answer shown: no declarations, nobody scores.
        ManualTimeSource time;
        GameController game(time, 32);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startOneMachineGame({QStringLiteral("Anna"), QStringLiteral("Ben")}));
        game.startRound(1);
        game.showAnswer();
        waitForReveal(game);
        QVERIFY(!game.declarations());
        QCOMPARE(game.progress().summary().back().seatPoints, (std::vector<int>{0, 0}));
        QCOMPARE(game.progress().seatTotals(), (std::vector<int>{0, 0}));
    }

    void noContestantOutsideDrawnRounds()
    {
        ManualTimeSource time;
        GameController game(time, 5);
        GameSettings s = withoutMotion(settings());
        s.contestantLevel = 4;
        game.setSettings(s);
        QVERIFY(game.startCustomRound(puzzle952()));
        QVERIFY(!game.duel().playsThisRound());
        game.showAnswer();
        waitForReveal(game);
        QVERIFY(!game.duel().answer());
        game.nextRound();
        QVERIFY(game.startDailyRound(QDate(2026, 12, 1), true));
        QVERIFY(!game.duel().playsThisRound());
    }

    void startsIdle()
    {
        ManualTimeSource time;
        GameController game(time, 1);
        QCOMPARE(game.phase(), Phase::Idle);
        QVERIFY(game.tiles().empty());
        QVERIFY(!game.acceptsInput());
        QCOMPARE(game.sessionPoints(), 0);
    }

    void fullRoundThroughEveryPhase()
    {
        ManualTimeSource time;
        GameController game(time, 42);
        game.setSettings(settings());
        QSignalSpy phases(&game, &GameController::phaseChanged);
        QSignalSpy started(&game, &GameController::roundStarted);
        game.startRound(2);
        QCOMPARE(started.count(), 1);
        QCOMPARE(int(game.tiles().size()), 6);
        QCOMPARE(std::count_if(game.tiles().begin(), game.tiles().end(),
                               [](Number n) { return n > 10; }),
                 2);
        QVERIFY(game.target() >= 100 && game.target() <= 999);
        QCOMPARE(game.roundNumber(), 1);

        // The draw and the roll do not move on by themselves before their time.
        time.advance(GameController::kDrawMs - 1);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::Drawing);
        time.advance(1);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::TargetRoll);
        time.advance(GameController::kTargetRollMs);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::Running);
        QVERIFY(game.acceptsInput());
        QCOMPARE(game.secondsLeft(), 30);

        QSignalSpy seconds(&game, &GameController::secondElapsed);
        QSignalSpy timeUp(&game, &GameController::timeUp);
        for (int s = 1; s <= 29; ++s) {
            time.advance(1000);
            game.updateTime();
        }
        QCOMPARE(seconds.count(), 29);
        QCOMPARE(seconds.first().at(0).toInt(), 29);
        QCOMPARE(seconds.last().at(0).toInt(), 1);
        QCOMPARE(game.phase(), Phase::Running);
        QCOMPARE(timeUp.count(), 0);

        time.advance(1000);
        game.updateTime();
        QCOMPARE(timeUp.count(), 1);
        QVERIFY(!game.acceptsInput());
        waitForReveal(game);
        QVERIFY(game.solverBest().has_value());
        QCOMPARE(game.result().timeUsedMs, qint64(30000));
        QVERIFY(!game.result().early);
        QVERIFY(!game.result().answerShown);
        // The order of phases.
        QList<Phase> order;
        for (const auto &p : phases)
            order << p.at(0).value<Phase>();
        QCOMPARE(order.mid(0, 3),
                 (QList<Phase>{Phase::Drawing, Phase::TargetRoll, Phase::Running}));
        QCOMPARE(order.last(), Phase::Revealed);
        QVERIFY(order.contains(Phase::AwaitingAnswer));
    }

    void reducedMotionStartsTheClockAtOnce()
    {
        ManualTimeSource time;
        GameController game(time, 3);
        game.setSettings(withoutMotion(settings()));
        game.startRound(1);
        QCOMPARE(game.phase(), Phase::Running);
        QVERIFY(game.clock().isRunning());
    }

    void declaringEarlyScoresTheTypedAnswer()
    {
        ManualTimeSource time;
        GameController game(time, 5);
        game.setSettings(settings());
        QVERIFY(game.startCustomRound(puzzle952()));
        runIntoClock(game, time);
        time.advance(12'500);
        game.updateTime();
        // The answer for 952 in docs/published-puzzles.md.
        game.setTypedAnswer(QStringLiteral("(100 + 3) × 75 × 6 ÷ 50 + 25"));
        QVERIFY(game.typedAnswer().expression.has_value());
        QCOMPARE(game.typedAnswer().expression->value(), Number(952));
        QSignalSpy timeUp(&game, &GameController::timeUp);
        QSignalSpy points(&game, &GameController::sessionPointsChanged);
        game.declare();
        QCOMPARE(timeUp.count(), 0); // not a time-up
        waitForReveal(game);
        const RoundResult &r = game.result();
        QVERIFY(r.hasDeclaration);
        QCOMPARE(r.value, Number(952));
        QCOMPARE(r.distance, Number(0));
        QCOMPARE(r.points, 10); // exact: 10 (docs/rules.md, "Scoring")
        QVERIFY(r.early);
        QCOMPARE(r.timeUsedMs, qint64(12'500));
        QCOMPARE(game.sessionPoints(), 10);
        QCOMPARE(points.count(), 1);
        QCOMPARE(game.round().rules, RuleSet::Custom);
    }

    void hintsLowerThePointsAndAreStored()
    {
        // 952 of docs/published-puzzles.md: hints only once the solver has answered and while the
        // clock runs; each lowers the maximum by 2 (an exact answer after three hints scores 4); at
        // most four; the round is stored with them.
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        PracticeService practice(&history);
        ManualTimeSource time;
        GameController game(time, 5);
        game.setPractice(&practice);
        game.setSettings(settings());
        QVERIFY(!game.canTakeHint());
        QVERIFY(game.startCustomRound(puzzle952()));
        QVERIFY(!game.canTakeHint()); // the tiles are still being laid out
        QVERIFY(!game.takeHint());
        runIntoClock(game, time);
        QTRY_VERIFY_WITH_TIMEOUT(game.roundHints().has_value(), 10000);
        QVERIFY(game.canTakeHint());
        QSignalSpy hintsChanged(&game, &GameController::hintsChanged);
        for (int taken = 1; taken <= 3; ++taken) {
            QVERIFY(game.takeHint());
            QCOMPARE(game.hintsTaken(), taken);
        }
        QCOMPARE(hintsChanged.count(), 3);
        QVERIFY(game.roundHints()->isExact());
        // docs/published-puzzles.md: 952 needs all six
        QCOMPARE(game.roundHints()->numbersNeeded(), 6);
        game.pause();
        QVERIFY(!game.canTakeHint()); // no hint while the clock is stopped
        game.resume();
        game.setTypedAnswer(QStringLiteral("(100 + 3) × 75 × 6 ÷ 50 + 25"));
        QCOMPARE(game.currentDeclaration()->points, 4);
        QVERIFY(game.declareTypedAnswer());
        waitForReveal(game);
        QVERIFY(!game.canTakeHint());
        QCOMPARE(game.result().points, 4);
        QCOMPARE(game.result().hintsTaken, 3);
        QCOMPARE(game.sessionPoints(), 4);
        const std::vector<RoundRecord> rounds = history.rounds();
        QCOMPARE(rounds.size(), std::size_t(1));
        QCOMPARE(rounds[0].hintsTaken, 3);
        QCOMPARE(rounds[0].points, 4);
        // What the round asked, for the weak spots: all six numbers (docs/published-puzzles.md),
        // and both of its solutions divide.
        QCOMPARE(rounds[0].easiestNumbers, std::optional(6));
        QCOMPARE(rounds[0].needsDivision, std::optional(true));

        // All four, then no more; a new round starts with none.
        game.nextRound();
        QVERIFY(game.startCustomRound(puzzle952()));
        QCOMPARE(game.hintsTaken(), 0);
        runIntoClock(game, time);
        QTRY_VERIFY_WITH_TIMEOUT(game.canTakeHint(), 10000);
        for (int i = 0; i < kHintCount; ++i)
            QVERIFY(game.takeHint());
        QVERIFY(!game.canTakeHint());
        QVERIFY(!game.takeHint());
        QCOMPARE(game.hintsTaken(), 4);
    }

    void hintsInADuelLowerOnlyThePlayersPoints()
    {
        // Against the champion (the solver), both declare the best: the contestant keeps the
        // table's points, the player who took a hint at most 8 (8 to its 10 when exact).
        bool sawExact = false;
        for (const quint64 seed : {1, 2, 3, 4}) {
            ManualTimeSource time;
            GameController game(time, seed);
            startDuelRound(game, kContestantLevels, 2);
            QTRY_VERIFY_WITH_TIMEOUT(game.canTakeHint(), 10000);
            QVERIFY(game.takeHint());
            declareTheBest(game);
            waitForReveal(game);
            QCOMPARE(game.result().points, std::min(game.result().contestantPoints, 8));
            QCOMPARE(game.duel().sessionPoints(), game.result().contestantPoints);
            if (game.result().distance == 0) {
                sawExact = true;
                QCOMPARE(game.result().contestantPoints, 10);
            }
        }
        QVERIFY(sawExact);
    }

    void noHintsAmongPeople()
    {
        ManualTimeSource time;
        GameController game(time, 3);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startOneMachineGame({QStringLiteral("Anna"), QStringLiteral("Ben")}));
        game.startRound(1);
        QCOMPARE(game.phase(), Phase::Running);
        QTRY_VERIFY_WITH_TIMEOUT(game.roundHints().has_value(), 10000);
        QVERIFY(!game.canTakeHint());
        QVERIFY(!game.takeHint());
    }

    void workingScoresTheClosestTile_data()
    {
        QTest::addColumn<int>("stepsToPlay");
        QTest::addColumn<Number>("value");
        QTest::addColumn<int>("points");
        // 25 50 75 100 3 6 -> 952. 100 + 3 = 103; 103 * 75 = 7725; 7725 * 6 = 46350;
        // 46350 / 50 = 927 (25 away: 0 points, but 100 is further); + 25 = 952. With no step
        // made nothing is declared (value 0), although the tile 100 is 852 away.
        QTest::addRow("no steps: nothing declared") << 0 << Number(0) << 0;
        QTest::addRow("927 is 25 away") << 4 << Number(927) << 0;
        QTest::addRow("952 exact") << 5 << Number(952) << 10;
    }

    void workingScoresTheClosestTile()
    {
        QFETCH(int, stepsToPlay);
        QFETCH(Number, value);
        QFETCH(int, points);
        ManualTimeSource time;
        GameController game(time, 5);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startCustomRound(puzzle952()));
        // Board tiles: 0:25 1:50 2:75 3:100 4:3 5:6, then one per step.
        const struct {
            int l;
            Operator op;
            int r;
        } steps[] = {{3, Operator::Add, 4},
                     {6, Operator::Multiply, 2},
                     {7, Operator::Multiply, 5},
                     {8, Operator::Divide, 1},
                     {9, Operator::Add, 0}};
        QSignalSpy changed(&game, &GameController::workingChanged);
        for (int i = 0; i < stepsToPlay; ++i)
            QVERIFY(game.combine(steps[i].l, steps[i].op, steps[i].r));
        QCOMPARE(changed.count(), stepsToPlay);
        time.advance(30'000);
        game.updateTime();
        waitForReveal(game);
        QCOMPARE(game.result().hasDeclaration, stepsToPlay > 0);
        QCOMPARE(game.result().value, value);
        QCOMPARE(game.result().points, points);
    }

    void refusedStepsAreReported()
    {
        ManualTimeSource time;
        GameController game(time, 5);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startCustomRound(puzzle952()));
        QSignalSpy refused(&game, &GameController::stepRefused);
        QVERIFY(!game.combine(4, Operator::Subtract, 2)); // 3 - 75
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).value<Error>().kind, ErrorKind::NegativeResult);
        QVERIFY(!game.combine(2, Operator::Divide, 5)); // 75 / 6
        QCOMPARE(refused.at(1).at(0).value<Error>().kind, ErrorKind::FractionalResult);
        QVERIFY(game.working().steps().empty());
    }

    void undoAndReset()
    {
        ManualTimeSource time;
        GameController game(time, 5);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startCustomRound(puzzle952()));
        QVERIFY(game.combine(3, Operator::Add, 4));
        QVERIFY(game.combine(6, Operator::Multiply, 2));
        game.undo();
        QCOMPARE(int(game.working().steps().size()), 1);
        game.resetWorking();
        QVERIFY(game.working().steps().empty());
    }

    void typedAnswerFeedback()
    {
        ManualTimeSource time;
        GameController game(time, 5);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startCustomRound(puzzle952()));
        QSignalSpy changed(&game, &GameController::typedAnswerChanged);
        game.setTypedAnswer(QStringLiteral("100 + 3 + 3"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(!game.typedAnswer().expression);
        QVERIFY(game.typedAnswer().error);
        QCOMPARE(game.typedAnswer().error->kind, ErrorKind::NumberUsedTooOften);
        QCOMPARE(game.typedAnswer().error->position, 10);
        game.setTypedAnswer(QStringLiteral("100 + 3"));
        QCOMPARE(game.typedAnswer().expression->value(), Number(103));
        game.setTypedAnswer(QStringLiteral("  "));
        QVERIFY(game.typedAnswer().isEmpty());
        QVERIFY(!game.typedAnswer().error);
    }

    void showAnswerRevealsAndScoresNothing()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(settings());
        QVERIFY(game.startCustomRound(puzzle952()));
        runIntoClock(game, time);
        game.setTypedAnswer(QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25"));
        time.advance(3000);
        game.showAnswer();
        QVERIFY(!game.acceptsInput());
        waitForReveal(game);
        QVERIFY(game.result().answerShown);
        QCOMPARE(game.result().points, 0);
        QCOMPARE(game.result().value, Number(952)); // shown, but it does not count
        QCOMPARE(game.sessionPoints(), 0);
        QCOMPARE(game.roundsScored(), 0);
        QCOMPARE(game.solverBest()->value, Number(952));
    }

    void showAnswerDuringTheDraw()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(settings());
        game.startRound(1);
        QCOMPARE(game.phase(), Phase::Drawing);
        game.showAnswer();
        waitForReveal(game);
        QVERIFY(game.result().answerShown);
    }

    void inputIsFrozenAfterTheRound()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startCustomRound(puzzle952()));
        time.advance(30'000);
        game.updateTime();
        QVERIFY(!game.combine(3, Operator::Add, 4));
        game.setTypedAnswer(QStringLiteral("100 + 3"));
        QVERIFY(game.typedAnswer().text.isEmpty());
        game.declare(); // no effect now
        waitForReveal(game);
        QVERIFY(game.working().steps().empty());
    }

    void pauseStopsTheClockAndTheDraw()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(settings());
        game.startRound(0);
        time.advance(400);
        game.updateTime();
        QSignalSpy paused(&game, &GameController::pausedChanged);
        game.pause();
        QVERIFY(game.isPaused());
        QVERIFY(!game.acceptsInput());
        time.advance(60'000); // a long pause changes nothing
        game.updateTime();
        QCOMPARE(game.phase(), Phase::Drawing);
        game.resume();
        QCOMPARE(paused.count(), 2);
        time.advance(GameController::kDrawMs - 400);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::TargetRoll);
        time.advance(GameController::kTargetRollMs);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::Running);

        time.advance(10'000);
        game.updateTime();
        game.togglePause();
        time.advance(100'000);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::Running);
        QCOMPARE(game.clock().elapsedMs(), qint64(10'000));
        game.togglePause();
        time.advance(5000);
        game.updateTime();
        QCOMPARE(game.secondsLeft(), 15);
        QVERIFY(game.acceptsInput());
    }

    void useAllOnlyDeclaresAnswersThatUseEveryTile()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(withoutMotion(settings(30, SolveMode::UseAll)));
        QVERIFY(game.startCustomRound(Puzzle{{1, 2, 3}, 6}));
        QCOMPARE(game.round().mode, SolveMode::UseAll);
        game.setTypedAnswer(QStringLiteral("3 × 2")); // 6, but the 1 is left out
        game.declare();
        waitForReveal(game);
        QVERIFY(!game.result().hasDeclaration);
        QCOMPARE(game.result().points, 0);

        game.nextRound();
        QCOMPARE(game.phase(), Phase::Idle);
        QVERIFY(game.startCustomRound(Puzzle{{1, 2, 3}, 6}));
        game.setTypedAnswer(QStringLiteral("3 × 2 × 1"));
        game.declare();
        waitForReveal(game);
        QVERIFY(game.result().hasDeclaration);
        QCOMPARE(game.result().points, 10);
        QCOMPARE(game.sessionPoints(), 10);
        QCOMPARE(game.roundsScored(), 2);
        if (!game.solverSolutions()) {
            QSignalSpy ready(&game, &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        // 3 + 2 + 1, 3 × 2 × 1 and 3 × 2 ÷ 1 (docs/rules.md, "Distinct solutions", rule 7).
        QCOMPARE(game.solverSolutions()->expressions.size(), std::size_t(3));
    }

    void customRoundsAreChecked()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        QSignalSpy rejected(&game, &GameController::inputRejected);
        QCOMPARE(refusal(game.startCustomRound(Puzzle{{1, 2, 3, 4, 5, 6, 7, 8}, 100})),
                 ErrorKind::TooManyNumbers);
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.at(0).at(0).value<Error>().kind, ErrorKind::TooManyNumbers);
        QVERIFY(!game.startCustomRound(Puzzle{{1, 2}, 0}));
        QCOMPARE(rejected.at(1).at(0).value<Error>().kind, ErrorKind::TargetOutOfRange);
        QCOMPARE(game.phase(), Phase::Idle);
    }

    void customRoundRevealedAtOnce()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        GameController game(time, 9);
        PracticeService practice(&history);
        game.setPractice(&practice);
        game.setSettings(withoutMotion(settings()));
        // A round played for a while first: its clock must not leak into the next one.
        QVERIFY(game.startCustomRound(puzzle952()));
        time.advance(3'349);
        game.updateTime();
        game.declare();
        waitForReveal(game);
        QCOMPARE(game.result().timeUsedMs, qint64(3'349));

        QVERIFY(game.startCustomRound(Puzzle{{3, 7, 6, 2, 1, 7}, 824}, true));
        waitForReveal(game);
        QCOMPARE(game.solverBest()->value, Number(826)); // docs/published-puzzles.md
        QCOMPARE(game.result().points, 0);
        QCOMPARE(game.roundsScored(), 1);
        QCOMPARE(game.result().timeUsedMs, qint64(0));
        QVERIFY(!game.clock().wasStarted());
        QCOMPARE(game.clock().elapsedMs(), qint64(0));
        if (!game.solverSolutions()) { // the round is stored once its solutions are in
            QSignalSpy ready(&game, &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        const std::vector<RoundRecord> rounds = history.rounds();
        QCOMPARE(rounds.size(), std::size_t(2));
        QCOMPARE(rounds.back().target, Number(824));
        QCOMPARE(rounds.back().millisecondsUsed, qint64(0));
    }

    // Enter in the answer field: what cannot be declared is refused, and the clock runs on.
    void declaringTheTypedAnswer_data()
    {
        QTest::addColumn<SolveMode>("mode");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("declared");
        QTest::addColumn<int>("refusal"); // an ErrorKind, or -1
        QTest::newRow("a tile that is not there")
            << SolveMode::DropAllowed << QStringLiteral("25 x (10 + 6)") << false
            << int(ErrorKind::NumberNotAvailable);
        QTest::newRow("unbalanced") << SolveMode::DropAllowed << QStringLiteral("(75 + 6") << false
                                    << int(ErrorKind::UnbalancedOpenBracket);
        QTest::newRow("valid") << SolveMode::DropAllowed << QStringLiteral("75 x 6 + 100") << true
                               << -1;
        QTest::newRow("empty: declares the working")
            << SolveMode::DropAllowed << QString() << true << -1;
        QTest::newRow("every number must be used, four of six")
            << SolveMode::UseAll << QStringLiteral("(75 + 6) x 3 + 100") << false
            << int(ErrorKind::TilesLeftOut);
        QTest::newRow("every number must be used, all six")
            << SolveMode::UseAll << QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25") << true << -1;
    }

    void declaringTheTypedAnswer()
    {
        QFETCH(SolveMode, mode);
        QFETCH(QString, typed);
        QFETCH(bool, declared);
        QFETCH(int, refusal);
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(withoutMotion(settings(30, mode)));
        QVERIFY(game.startCustomRound(puzzle952()));
        time.advance(4'000);
        game.updateTime();
        game.setTypedAnswer(typed);
        QSignalSpy rejected(&game, &GameController::inputRejected);
        QCOMPARE(game.declareTypedAnswer(), declared);
        if (declared) {
            QVERIFY(game.phase() == Phase::AwaitingAnswer || game.phase() == Phase::Revealed);
            QCOMPARE(rejected.count(), 0);
            return;
        }
        QCOMPARE(game.phase(), Phase::Running);
        QVERIFY(game.clock().isRunning());
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(int(rejected.at(0).at(0).value<Error>().kind), refusal);
        // The clock goes on from where it was.
        time.advance(1'000);
        game.updateTime();
        QCOMPARE(game.clock().elapsedMs(), qint64(5'000));
    }

    // Every number must be used: which tiles the typed answer and the working leave out.
    void unusedTiles()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(withoutMotion(settings(30, SolveMode::UseAll)));
        QVERIFY(game.startCustomRound(puzzle952()));
        game.setTypedAnswer(QStringLiteral("(75 + 6) x 3 + 100"));
        QCOMPARE(game.typedAnswer().unusedTiles, (std::vector<Number>{25, 50}));
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        QCOMPARE(errorMessage(tilesLeftOutError(game.typedAnswer().unusedTiles)),
                 QStringLiteral("Every number must be used. Not used yet: 25 and 50"));
        QLocale::setDefault(before);
        QCOMPARE(game.working().unusedTiles(), puzzle952().numbers);
        QVERIFY(game.combine(3, Operator::Add, 4)); // 100 + 3
        QCOMPARE(game.working().unusedTiles(), (std::vector<Number>{25, 50, 75, 6}));
        // Nothing of the working uses every tile yet: nothing to declare.
        QVERIFY(!game.currentDeclaration());
    }

    void untimedRoundsWaitForTheDeclaration()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(withoutMotion(settings(0)));
        game.startRound(2);
        QVERIFY(!game.clock().isTimed());
        time.advance(3'600'000);
        game.updateTime();
        QCOMPARE(game.phase(), Phase::Running);
        game.declare();
        waitForReveal(game);
        QCOMPARE(game.result().timeUsedMs, qint64(3'600'000));
    }

    void frenchRulesDrawAtOnce()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(
            withoutMotion(settings(30, SolveMode::DropAllowed, leCompteEstBonVariant())));
        game.startRound(4); // the number of large is not the player's choice here
        QCOMPARE(game.round().rules, RuleSet::LeCompteEstBon);
        QCOMPARE(game.round().gameVariant->id, leCompteEstBonVariant().id);
        QVERIFY(game.target() >= 101 && game.target() <= 999);
        game.showAnswer();
        waitForReveal(game);
        game.nextRound(); // no pick step: straight into the next draw
        QCOMPARE(game.phase(), Phase::Running);
        QCOMPARE(game.roundNumber(), 2);
    }

    void newRoundWhileTheSolverStillRuns()
    {
        // A custom round with seven numbers has thousands of solutions to enumerate: reveal it at
        // once, and start the next round as soon as the best answer is shown, before the
        // solutions have arrived. The old round's solutions must never appear in the new one.
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startCustomRound(Puzzle{{2, 3, 4, 5, 6, 7, 8}, 24}, true));
        QSignalSpy revealed(&game, &GameController::revealed);
        if (game.phase() != Phase::Revealed)
            QVERIFY(revealed.wait(10000));
        game.nextRound();
        game.startRound(3);
        const std::vector<Number> tiles = game.tiles();
        QCOMPARE(int(tiles.size()), 6);
        // The new round starts with nothing of the old one's.
        QVERIFY(!game.solverSolutions());
        QVERIFY(!game.solverBest() || isSubMultiset(game.solverBest()->expression.tiles(), tiles));
        QSignalSpy ready(&game, &GameController::solutionsReady);
        if (!game.solverSolutions())
            QVERIFY(ready.wait(10000));
        // Every solution of the current round uses only the current tiles, and each reaches the
        // value the best answer reaches.
        QVERIFY(!game.solverSolutions()->expressions.empty() || game.solverBest()->distance > 0);
        for (const Expression &e : game.solverSolutions()->expressions) {
            QVERIFY(isSubMultiset(e.tiles(), tiles));
            QCOMPARE(std::abs(e.value() - game.target()), game.solverBest()->distance);
        }
        QVERIFY(isSubMultiset(game.solverBest()->expression.tiles(), tiles));
        QCOMPARE(game.solverBest()->expression.value(), game.solverBest()->value);
    }

    void hundredRapidRounds()
    {
        // A hundred rounds, each left the moment it is revealed: the solver is still listing the
        // previous round's solutions (seven numbers have thousands) when the next one starts, so
        // every new round supersedes work in flight. Nothing of an old round may reach a new one.
        ManualTimeSource time;
        GameController game(time, 21);
        game.setSettings(withoutMotion(settings()));
        int solutionsDelivered = 0;
        QStringList stale;
        connect(&game, &GameController::solutionsReady, this, [&] {
            ++solutionsDelivered;
            const auto &solutions = game.solverSolutions();
            if (!solutions || solutions->expressions.empty())
                return;
            const Expression &first = solutions->expressions.front();
            if (std::abs(first.value() - game.target()) != solutions->distance
                || !isSubMultiset(first.tiles(), game.tiles()))
                stale
                    << QStringLiteral("round %1: %2").arg(game.roundNumber()).arg(first.toString());
        });
        for (int i = 0; i < 100; ++i) {
            if (i % 2 == 0) // revealed at once, no clock
                QVERIFY(game.startCustomRound(Puzzle{{2, 3, 4, 5, 6, 7, 8}, 24 + i}, true));
            else {
                game.startRound(i % 5);
                game.showAnswer();
            }
            QCOMPARE(game.roundNumber(), i + 1);
            waitForReveal(game);
            const auto &best = game.solverBest();
            QVERIFY(best);
            QVERIFY(isSubMultiset(best->expression.tiles(), game.tiles()));
            QCOMPARE(best->distance, std::abs(best->value - game.target()));
            if (i % 2 == 0)
                QCOMPARE(best->value, Number(24 + i)); // 2..8 make every target up to 123
            game.nextRound();
        }
        QCOMPARE(game.roundNumber(), 100);
        // Most rounds were left before their solutions came; the last one's still arrive.
        if (!game.solverSolutions()) {
            QSignalSpy ready(&game, &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        QVERIFY2(stale.isEmpty(), qPrintable(stale.join(QLatin1Char('\n'))));
        QVERIFY(solutionsDelivered >= 1);
        QVERIFY(solutionsDelivered < 100);
        QVERIFY(isSubMultiset(game.solverSolutions()->expressions.front().tiles(), game.tiles()));
    }

    void startRoundOnlyBetweenRounds()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        game.setSettings(withoutMotion(settings()));
        game.startRound(1);
        const auto tiles = game.tiles();
        game.startRound(2); // a round is on: ignored
        QCOMPARE(game.tiles(), tiles);
        QCOMPARE(game.roundNumber(), 1);
    }

    void settingsAreSanitised()
    {
        ManualTimeSource time;
        GameController game(time, 9);
        GameSettings s;
        s.defaultLarge = 9;
        s.clockSeconds = -5;
        QSignalSpy changed(&game, &GameController::settingsChanged);
        game.setSettings(s);
        QCOMPARE(changed.count(), 1);
        // Seven tiles may let the player pick up to 7; each variant clamps to its own pick.
        QCOMPARE(game.settings().defaultLarge, kMaxTiles);
        QCOMPARE(game.settings().clockSeconds, 0);
    }

    void finishedRoundsAreRecorded()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        QVERIFY(history.isOpen());
        ManualTimeSource time;
        GameController game(time, 5);
        PracticeService practice(&history);
        game.setPractice(&practice);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startCustomRound(puzzle952()));
        game.setTypedAnswer(QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25"));
        time.advance(8000);
        game.declare();
        waitForReveal(game);
        if (!game.solverSolutions()) {
            QSignalSpy ready(&game, &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        const auto rounds = history.rounds();
        QCOMPARE(int(rounds.size()), 1);
        const RoundRecord &r = rounds.front();
        QCOMPARE(r.numbers, puzzle952().numbers);
        QCOMPARE(r.target, Number(952));
        QCOMPARE(r.rules, RuleSet::Custom);
        QCOMPARE(r.playerValue, std::optional<Number>(952));
        QCOMPARE(r.points, 10);
        QCOMPARE(r.millisecondsUsed, qint64(8000));
        QVERIFY(!r.answerShown);
        QCOMPARE(r.solverBest, Number(952));
        QCOMPARE(r.solverSolutions, 2); // docs/published-puzzles.md
        QVERIFY(!r.playerWorking.isEmpty());

        // A cheated round is recorded too, marked.
        game.nextRound();
        game.startRound(2);
        game.showAnswer();
        waitForReveal(game);
        if (!game.solverSolutions()) {
            QSignalSpy ready(&game, &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        QCOMPARE(int(history.rounds().size()), 2);
        QVERIFY(history.rounds().back().answerShown);
        QCOMPARE(history.rounds().back().large, 2);
    }

    void aGameOfNRounds()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        GameController game(time, 5);
        PracticeService practice(&history);
        game.setPractice(&practice);
        GameSettings s = withoutMotion(settings());
        s.roundsPerGame = 2;
        game.setSettings(s);
        QSignalSpy finished(&game, &GameController::gameFinished);
        game.startGame();
        QVERIFY(game.inGame());
        QCOMPARE(game.progress().rounds(), 2);
        QVERIFY(game.startCustomRound(puzzle952()));
        QCOMPARE(game.progress().round(), 1);
        game.setTypedAnswer(QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25"));
        game.declare();
        waitForReveal(game);
        QCOMPARE(finished.count(), 0);
        QVERIFY(!game.isGameOver());
        game.nextRound();
        QVERIFY(game.startCustomRound(Puzzle{{3, 7, 6, 2, 1, 7}, 824}));
        QCOMPARE(game.progress().round(), 2);
        game.setTypedAnswer(QStringLiteral("((7 + 3) × 6 − 1) × 7 × 2")); // 826: 2 away, 7 points
        game.declare();
        waitForReveal(game);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toInt(), 17);
        QVERIFY(game.isGameOver());
        QCOMPARE(game.progress().points(), (std::vector<int>{10, 7}));
        // What the scoreboard lists, round by round.
        const std::vector<GameRoundSummary> &rounds = game.progress().summary();
        QCOMPARE(rounds.size(), std::size_t(2));
        QCOMPARE(rounds[0].target, Number(952));
        QCOMPARE(rounds[0].tiles, puzzle952().numbers);
        QCOMPARE(rounds[0].playerValue, std::optional<Number>(952));
        QCOMPARE(rounds[0].points, 10);
        QCOMPARE(rounds[0].solverBest, Number(952));
        QCOMPARE(rounds[1].target, Number(824));
        QCOMPARE(rounds[1].playerValue, std::optional<Number>(826));
        QCOMPARE(rounds[1].points, 7);
        // docs/published-puzzles.md: 824 cannot be made
        QCOMPARE(rounds[1].solverBest, Number(826));
        // After the game's last round the game is over: what follows stands on its own, and
        // the summary stays for the scoreboard.
        game.nextRound();
        QVERIFY(!game.inGame());
        QCOMPARE(game.progress().summary().size(), std::size_t(2));
        game.startRound(1);
        QVERIFY(!game.inGame());
        const auto games = history.games();
        QCOMPARE(int(games.size()), 1);
        QCOMPARE(games.front().roundsPlanned, 2);
        QVERIFY(games.front().finished);
    }

    // "Solve now" during a game is a look-up: not one of the game's rounds (it was counted as
    // round 2 of 2, with 0 points), and no round of the session's count; the single rounds after
    // a game count from 1 again (the count ran on across games: "Round 28").
    void aLookUpIsNoRound()
    {
        ManualTimeSource time;
        GameController game(time, 5);
        GameSettings s = withoutMotion(settings());
        s.roundsPerGame = 2;
        game.setSettings(s);
        game.startRound(1);
        game.declare();
        waitForReveal(game);
        QCOMPARE(game.singleRoundNumber(), 1);
        game.startGame();
        QVERIFY(game.startCustomRound(puzzle952()));
        game.setTypedAnswer(QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25"));
        game.declare();
        waitForReveal(game);
        QVERIFY(game.startCustomRound(Puzzle{{3, 7, 6, 2, 1, 7}, 824}, true));
        waitForReveal(game);
        QVERIFY(game.round().revealAtOnce);
        QCOMPARE(game.progress().round(), 1);
        QCOMPARE(game.progress().points(), std::vector<int>{10});
        QCOMPARE(game.progress().summary().size(), std::size_t(1));
        QVERIFY(!game.isGameOver());
        QVERIFY(game.startCustomRound(puzzle952()));
        QVERIFY(!game.round().revealAtOnce);
        QCOMPARE(game.progress().round(), 2);
        game.declare();
        waitForReveal(game);
        QVERIFY(game.isGameOver());
        game.nextRound();
        game.startRound(2);
        QCOMPARE(game.singleRoundNumber(), 1);
        game.declare();
        waitForReveal(game);
        QVERIFY(game.startCustomRound(puzzle952(), true));
        waitForReveal(game);
        game.nextRound();
        game.startRound(2);
        QCOMPARE(game.singleRoundNumber(), 2);
    }

    // "Practise 10 rounds like these": ten rounds of the kind, each with an exact answer, the pick
    // made for the player when the kind fixes it, no contestant; stored as a game with its kind;
    // the result counted against the rate before.
    void aGameOfPracticeOnANumberOfLarge()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        // Before: four 2-large rounds with an exact answer, one found; one with none (not counted:
        // practice rounds all have one); a 3-large round (another kind).
        for (int i = 0; i < 6; ++i) {
            RoundRecord r;
            r.numbers = {25, 50, 1, 2, 3, 4};
            r.target = 500;
            r.large = i == 5 ? 3 : 2;
            r.solverBest = i == 4 ? 499 : 500;
            r.playerValue = i == 0 ? 500 : 400;
            QVERIFY(history.addRound(r).ok());
        }
        ManualTimeSource time;
        GameController game(time, 11);
        PracticeService practice(&history);
        game.setPractice(&practice);
        GameSettings s = withoutMotion(settings());
        s.contestantLevel = 3;
        s.roundsPerGame = 3;
        game.setSettings(s);
        QSignalSpy finished(&game, &GameController::gameFinished);
        const RoundKind kind = RoundKind::withLarge(2);
        QVERIFY(game.startFocusedPractice(kind));
        QVERIFY(game.inGame());
        QCOMPARE(game.progress().rounds(), kFocusedPracticeRounds);
        QCOMPARE(game.progress().focus(), std::optional(kind));
        QCOMPARE(game.progress().practicePick(), std::optional(2));
        QVERIFY(!game.duel().contestantsPick()); // the practice is the player's own
        QVERIFY(game.progress().focusedPractice());
        QCOMPARE(game.progress().focusedPractice()->roundsBefore, 4);
        QCOMPARE(game.progress().focusedPractice()->exactBefore, 1);
        QCOMPARE(game.progress().focusedPractice()->rounds, 0);

        const auto isLarge = [](Number n) { return n == 25 || n == 50 || n == 75 || n == 100; };
        for (int round = 1; round <= kFocusedPracticeRounds; ++round) {
            QCOMPARE(game.phase(), round == 1 ? Phase::Idle : Phase::Revealed);
            if (round > 1)
                game.nextRound();
            QVERIFY(!game.duel().contestantsPick());
            game.startRound(round % 5); // whatever is picked, two large
            QCOMPARE(game.phase(), Phase::Running);
            QCOMPARE(game.progress().round(), round);
            QVERIFY(!game.duel().playsThisRound());
            QCOMPARE(std::count_if(game.tiles().begin(), game.tiles().end(), isLarge), 2);
            QCOMPARE(
                testsupport::bruteForceBest(game.tiles(), game.target(), SolveMode::DropAllowed)
                    .distance,
                Number(0));
            QTRY_VERIFY_WITH_TIMEOUT(game.isSolverReady(), 10000);
            if (round == 3) // three exact, the third with a hint: not unaided
                QVERIFY(game.takeHint());
            if (round <= 3)
                declareTheBest(game);
            else
                game.declare();
            waitForReveal(game);
            QCOMPARE(game.progress().focusedPractice()->rounds, round);
        }
        QCOMPARE(finished.count(), 1);
        QVERIFY(game.isGameOver());
        const FocusedPracticeResult result = *game.progress().focusedPractice();
        QCOMPARE(result.kind, kind);
        QCOMPARE(result.rounds, 10);
        QCOMPARE(result.exact, 2);
        QCOMPARE(result.rate, 0.2);
        QCOMPARE(result.rateBefore, 0.25);
        QVERIFY(result.finished);

        // Stored: a game of practice, its rounds asked for as solvable, and the same figures
        // read back from the history once every round is in.
        QTRY_COMPARE_WITH_TIMEOUT(int(history.rounds().size()), 16, 10000);
        const std::vector<GameRecord> games = history.games();
        QCOMPARE(games.size(), std::size_t(1));
        QCOMPARE(games.front().focus, std::optional(kind));
        QCOMPARE(games.front().roundsPlanned, 10);
        QVERIFY(games.front().finished);
        QCOMPARE(history.rounds().back().difficulty, std::optional(Difficulty::Any));
        QCOMPARE(history.rounds().back().large, 2);
        const auto stored = practice.focusedPracticeResult(games.front().id);
        QVERIFY(stored);
        QCOMPARE(stored->rounds, 10);
        QCOMPARE(stored->exact, 2);
        QCOMPARE(stored->roundsBefore, 4);
        QCOMPARE(stored->exactBefore, 1);

        // Over: the rounds that follow are the player's own again, against the contestant.
        game.nextRound();
        QVERIFY(!game.inGame());
        QVERIFY(!game.progress().focus());
        QVERIFY(!game.progress().practicePick());
        game.startRound(0);
        QCOMPARE(std::count_if(game.tiles().begin(), game.tiles().end(), isLarge), 0);
        QVERIFY(game.duel().playsThisRound());
    }

    // A kind that does not fix the pick: the player's pick and rules, rounds of that kind.
    void aGameOfPracticeOnADifficulty()
    {
        ManualTimeSource time;
        GameController game(time, 12);
        game.setSettings(withoutMotion(settings()));
        QVERIFY(game.startFocusedPractice(RoundKind::ofDifficulty(Difficulty::Hard)));
        QVERIFY(!game.progress().practicePick());
        QCOMPARE(game.progress().focusedPractice()->roundsBefore, 0); // no history: nothing before
        game.startRound(1);
        const auto isLarge = [](Number n) { return n == 25 || n == 50 || n == 75 || n == 100; };
        QCOMPARE(std::count_if(game.tiles().begin(), game.tiles().end(), isLarge), 1);
        const testsupport::BruteForceBest best =
            testsupport::bruteForceBest(game.tiles(), game.target(), SolveMode::DropAllowed);
        QCOMPARE(best.distance, Number(0));
        QCOMPARE(best.fewest, 6);
        // Nothing starts while a round is played; a new game of any kind ends the practice.
        QCOMPARE(refusal(game.startFocusedPractice(RoundKind::withLarge(4))),
                 ErrorKind::RoundInProgress);
        game.showAnswer();
        waitForReveal(game);
        game.startGame();
        QVERIFY(!game.progress().focus());
        QVERIFY(!game.progress().focusedPractice());
    }

    void dailyPuzzleOneAttemptADay()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        GameController game(time, 5);
        PracticeService practice(&history);
        game.setPractice(&practice);
        GameSettings s = withoutMotion(settings(45, SolveMode::UseAll));
        game.setSettings(s);
        const QDate day(2026, 11, 30);
        const DailyPuzzle puzzle = dailyPuzzle(day);
        QVERIFY(game.startDailyRound(day, false));
        QCOMPARE(game.tiles(), puzzle.tiles);
        QCOMPARE(game.target(), puzzle.target);
        QCOMPARE(game.round().mode, SolveMode::DropAllowed); // the day's rules, not the settings
        QCOMPARE(game.clock().lengthMs(), qint64(30'000));
        QCOMPARE(game.round().dailyDate, day);
        time.advance(30'000);
        game.updateTime();
        waitForReveal(game);
        if (!game.solverSolutions()) {
            QSignalSpy ready(&game, &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        QVERIFY(practice.dailyAttempt(day).value().has_value());
        game.nextRound();
        QCOMPARE(refusal(game.startDailyRound(day, false)),
                 ErrorKind::DailyAlreadyPlayed);  // one a day
        QVERIFY(game.startDailyRound(day, true)); // a replay is always possible
        QVERIFY(game.round().dailyReplay);
        game.showAnswer();
        waitForReveal(game);
        game.nextRound();
        game.startRound(1); // stores the practice round
        const auto rounds = history.rounds();
        QCOMPARE(int(rounds.size()), 2);
        QCOMPARE(rounds[0].dailyDate, day);
        QVERIFY(rounds[1].dailyDate.isNull()); // the attempt stays the first one
        QCOMPARE(rounds[1].rules, RuleSet::Custom);
    }

    // A puzzle of the day's set: the set's round, the day's rules whatever the settings, no clock
    // (the time taken is kept); one attempt per puzzle, recorded with its day and position;
    // practice is always possible and leaves the attempt alone.
    void dailySetPuzzleOneAttemptEach()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        GameController game(time, 5);
        PracticeService practice(&history);
        game.setPractice(&practice);
        game.setSettings(withoutMotion(settings(45, SolveMode::UseAll)));
        const QDate day(2026, 12, 5);
        const DailySetPuzzle puzzle = dailySet(day).puzzles[1];
        QVERIFY(game.startDailySetRound(day, 2, false));
        QCOMPARE(game.tiles(), puzzle.tiles);
        QCOMPARE(game.target(), puzzle.target);
        QCOMPARE(game.round().mode, SolveMode::DropAllowed);
        QVERIFY(!game.clock().isTimed());
        QCOMPARE(game.round().dailySetPosition, 2);
        time.advance(95'000); // far beyond any clock: an untimed round runs on
        game.updateTime();
        QCOMPARE(game.phase(), Phase::Running);
        const testsupport::BruteForceBest best =
            testsupport::bruteForceBest(puzzle.tiles, puzzle.target, SolveMode::DropAllowed);
        QCOMPARE(best.distance, Number(0));
        QVERIFY(game.startDailySetRound(day, 3, false).error().kind == ErrorKind::RoundInProgress);
        QSignalSpy ready(&game, &GameController::solverReady);
        if (!game.isSolverReady())
            QVERIFY(ready.wait(10000));
        game.setTypedAnswer(game.solverBest()->expression.toString());
        QVERIFY(game.declareTypedAnswer());
        waitForReveal(game);
        if (!game.solverSolutions()) {
            QSignalSpy solutions(&game, &GameController::solutionsReady);
            QVERIFY(solutions.wait(10000));
        }
        const DailySetAttempts attempts = practice.dailySetAttempts(day).value();
        QCOMPARE(attempts.played(), 1);
        const RoundRecord &attempt = *attempts.puzzles[1];
        QCOMPARE(attempt.dailySetPosition, 2);
        QCOMPARE(attempt.playerValue, std::optional<Number>(puzzle.target));
        QCOMPARE(attempt.millisecondsUsed, qint64(95'000));
        QCOMPARE(dailySetStars(attempt), 3);
        QCOMPARE(refusal(game.startDailySetRound(day, 2, false)), ErrorKind::DailySetPuzzlePlayed);
        QVERIFY(game.startDailySetRound(day, 2, true));
        QVERIFY(game.round().dailySetPractice);
        game.showAnswer();
        waitForReveal(game);
        game.nextRound();
        game.startRound(1); // stores the practice round
        const auto rounds = history.rounds();
        QCOMPARE(int(rounds.size()), 2);
        QVERIFY(rounds[1].dailySetDate.isNull());
        QCOMPARE(rounds[1].rules, RuleSet::Custom);
        QCOMPARE(practice.dailySetAttempts(day).value().played(), 1);
    }

    // When the history cannot say whether today's attempt was made, none is started (it could be
    // a second one) and the failure is reported; practice needs no history and stays possible.
    void dailyAttemptRefusedWhenTheHistoryCannotBeRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("history.sqlite"));
        HistoryStore history(path);
        QVERIFY(history.isOpen());
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("breaker"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("ALTER TABLE rounds RENAME TO rounds_gone")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("breaker"));
        ManualTimeSource time;
        GameController game(time, 5);
        PracticeService practice(&history);
        game.setPractice(&practice);
        game.setSettings(withoutMotion(settings()));
        std::vector<Error> failures;
        connect(&game, &GameController::historyFailed, this,
                [&](const Error &error) { failures.push_back(error); });
        const QDate day(2026, 11, 30);
        QVERIFY(!game.startDailyRound(day, false));
        QCOMPARE(int(failures.size()), 1);
        QCOMPARE(failures.front().kind, ErrorKind::ReadingHistoryFailed);
        QCOMPARE(game.phase(), Phase::Idle);
        QVERIFY(game.startDailyRound(day, true));
        QVERIFY(game.round().dailyReplay);
    }

    void difficultyOfNewRounds()
    {
        ManualTimeSource time;
        GameController game(time, 5);
        GameSettings s = withoutMotion(settings());
        s.difficulty = Difficulty::Hard;
        game.setSettings(s);
        for (int i = 0; i < 3; ++i) {
            game.startRound(i % 5);
            Solver solver(game.tiles(), SolveMode::DropAllowed);
            const auto best = solver.best(game.target());
            QCOMPARE(best->distance, Number(0));
            QCOMPARE(best->numbersUsed, 6); // Hard: all six needed
            game.showAnswer();
            waitForReveal(game);
            game.nextRound();
        }
    }

    void sameSeedSameRounds()
    {
        ManualTimeSource time;
        GameController a(time, 77), b(time, 77);
        a.setSettings(withoutMotion(settings()));
        b.setSettings(withoutMotion(settings()));
        a.startRound(2);
        b.startRound(2);
        QCOMPARE(a.tiles(), b.tiles());
        QCOMPARE(a.target(), b.target());
    }

    // A variant draws its own tiles and targets; the round keeps it (with the settings' mode and
    // clock), and so does the history.
    void variantsAreDrawnAndStored()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        QVERIFY(history.isOpen());
        ManualTimeSource time;
        GameController game(time, 21);
        PracticeService practice(&history);
        game.setPractice(&practice);
        const GameVariant seven = *builtInVariant(u"seven-tiles");
        game.setSettings(withoutMotion(settings(45, SolveMode::UseAll, seven)));
        game.startRound(3);
        QCOMPARE(int(game.tiles().size()), 7);
        const auto large = std::ranges::count_if(game.tiles(), [](Number n) { return n >= 25; });
        QCOMPARE(large, 3);
        QCOMPARE(game.round().rules, RuleSet::Countdown);
        QVERIFY(game.round().gameVariant);
        QCOMPARE(game.round().gameVariant->id, QStringLiteral("seven-tiles"));
        QCOMPARE(game.round().gameVariant->tiles, 7);
        QCOMPARE(game.round().gameVariant->mode, SolveMode::UseAll);
        QCOMPARE(game.round().gameVariant->clockSeconds, 45);
        game.showAnswer();
        waitForReveal(game);
        QTRY_VERIFY_WITH_TIMEOUT(!history.rounds().empty(), 30'000);
        const RoundRecord stored = history.rounds().front();
        QCOMPARE(stored.numbers, game.tiles());
        QCOMPARE(stored.large, 3);
        QVERIFY(stored.gameVariant);
        QCOMPARE(stored.gameVariant->id, QStringLiteral("seven-tiles"));
        QCOMPARE(stored.gameVariant->tiles, 7);

        // Four-digit targets; the pick clamped to a variant's own range.
        game.nextRound();
        game.setSettings(
            withoutMotion(settings(30, SolveMode::DropAllowed, *builtInVariant(u"four-digit"))));
        game.startRound(9);
        QVERIFY(game.target() >= 1000 && game.target() <= 9999);
        QCOMPARE(std::ranges::count_if(game.tiles(), [](Number n) { return n >= 25; }), 4);
        game.showAnswer();
        waitForReveal(game);
        game.nextRound();
        game.setSettings(
            withoutMotion(settings(30, SolveMode::DropAllowed, *builtInVariant(u"all-large"))));
        game.startRound(1);
        QCOMPARE(std::ranges::count_if(game.tiles(), [](Number n) { return n >= 25; }), 5);
    }

    // Without division: a step, a typed answer, the solver and the contestant all keep to it.
    void variantWithoutAnOperation()
    {
        ManualTimeSource time;
        GameController game(time, 8);
        const GameVariant noDivision = *builtInVariant(u"no-division");
        QVERIFY(!noDivision.operators.contains(Operator::Divide));
        // Without + and ×, some selections make nothing with every tile: such a variant is
        // played with numbers left out, whatever the settings say.
        GameVariant subtractAndDivide = noDivision;
        subtractAndDivide.operators = OperatorSet().with(Operator::Subtract).with(Operator::Divide);
        game.setSettings(settings(30, SolveMode::UseAll, subtractAndDivide));
        QCOMPARE(game.settings().mode, SolveMode::DropAllowed);
        game.setSettings(settings(30, SolveMode::UseAll, noDivision));
        QCOMPARE(game.settings().mode, SolveMode::UseAll);
        for (const int level : {3, 5}) {
            for (int round = 0; round < 6; ++round) {
                if (game.phase() == Phase::Revealed)
                    game.nextRound();
                GameSettings s = withoutMotion(settings(30, SolveMode::DropAllowed, noDivision));
                s.contestantLevel = level;
                game.setSettings(s);
                if (game.duel().contestantsPick())
                    game.drawContestantsPick();
                else
                    game.startRound(round % 5);
                QCOMPARE(game.phase(), Phase::Running);
                QCOMPARE(game.round().operators(), noDivision.operators);
                QSignalSpy refused(&game, &GameController::stepRefused);
                QVERIFY(!game.combine(0, Operator::Divide, 1));
                QCOMPARE(refused.count(), 1);
                QCOMPARE(refused.front().front().value<Error>().kind,
                         ErrorKind::OperationNotAllowed);
                game.setTypedAnswer(
                    QStringLiteral("%1 / %2").arg(game.tiles()[0]).arg(game.tiles()[1]));
                QVERIFY(game.typedAnswer().error);
                QCOMPARE(game.typedAnswer().error->kind, ErrorKind::OperationNotAllowed);
                QTRY_VERIFY_WITH_TIMEOUT(game.duel().answer() && game.isSolverReady(), 10'000);
                const QString best = game.solverBest()->expression.toString(Notation::Ascii);
                const QString theirs = game.duel().answer()->expression.toString(Notation::Ascii);
                QVERIFY2(!best.contains(QLatin1Char('/')), qPrintable(best));
                QVERIFY2(!theirs.contains(QLatin1Char('/')), qPrintable(theirs));
                game.showAnswer();
                waitForReveal(game);
            }
        }
    }

    // A variant drawn from one bag goes straight into the next draw, like Le compte est bon;
    // against a contestant, the contestant's pick stays within a variant's range.
    void variantPicks()
    {
        ManualTimeSource time;
        GameController game(time, 12);
        GameVariant oneBag = *builtInVariant(u"seven-tiles");
        oneBag.id = QStringLiteral("my-variant-1");
        oneBag.largePick.reset();
        game.setSettings(withoutMotion(settings(30, SolveMode::DropAllowed, oneBag)));
        game.startRound(2);
        QCOMPARE(int(game.tiles().size()), 7);
        game.showAnswer();
        waitForReveal(game);
        game.nextRound();
        QCOMPARE(game.phase(), Phase::Running);
        QCOMPARE(int(game.tiles().size()), 7);
        game.showAnswer();
        waitForReveal(game);

        GameController duel(time, 3);
        GameSettings s =
            withoutMotion(settings(30, SolveMode::DropAllowed, *builtInVariant(u"all-large")));
        s.contestantLevel = 2;
        duel.setSettings(s);
        for (int round = 0; round < 8; ++round) {
            if (duel.duel().contestantsPick()) {
                QVERIFY(*duel.duel().contestantsPick() == 5 || *duel.duel().contestantsPick() == 6);
                duel.drawContestantsPick();
            } else {
                duel.startRound(5);
            }
            QCOMPARE(duel.phase(), Phase::Running);
            duel.showAnswer();
            waitForReveal(duel);
            duel.nextRound();
        }
    }
};

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
