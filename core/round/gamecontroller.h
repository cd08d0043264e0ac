// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// One game session: the life of each round (pick, draw, target, clock, working, declaration,
// reveal), the solver in the background and the running total. The UI talks to the core only
// through this object: it calls the slots and follows the signals.
//
//   Idle --startRound(k)--> Drawing --> TargetRoll --> Running --time up / declare()-->
//        AwaitingAnswer --solver's answer--> Revealed --nextRound()--> Idle
//   With people at one machine (startOneMachineGame), Running leads to Declarations first: each
//   declares in turn, then the methods are shown (declareValue(), showMethod()), then
//   AwaitingAnswer.
//   showAnswer() reveals at any point of a round (the round scores 0); pause() freezes the draw,
//   the roll and the clock.
//
// Time comes from a TimeSource: with a ManualTimeSource, tests move the clock themselves and call
// updateTime(); nothing ever waits for real time.
//
// Its parts, each a value or object of its own: the round being played (RoundRequest: every
// start function makes one), the game of several rounds (GameProgress), the computer contestant
// (ContestantDuel), the round's declarations at one machine (OneMachineDeclarations), what the
// round came to (RoundOutcome, made at the reveal) and what is kept of it (RoundRecorder). How
// rounds and games begin is in gamestarts.cpp; the phases, once a round is drawn, in
// gamecontroller.cpp.
#pragma once

#include "answers.h"
#include "contestantduel.h"
#include "dailyset.h"
#include "gameprogress.h"
#include "gamesettings.h"
#include "hints.h"
#include "onemachine.h"
#include "puzzle.h"
#include "result.h"
#include "roundclock.h"
#include "roundkind.h"
#include "roundoutcome.h"
#include "roundrecorder.h"
#include "roundrequest.h"
#include "roundresult.h"
#include "roundreview.h"
#include "rules.h"
#include "statistics.h"
#include "typedanswer.h"
#include "working.h"

#include <QDate>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <optional>

namespace countdown {

class PracticeService;
class SolverService;
struct SolveReport;
struct ContestantAnswer;

// A round or game began (what a start function returns when it does not refuse).
struct Started {};

enum class Phase {
    Idle,           // waiting for the player to pick (UK) or start
    Drawing,        // the tiles are being laid out
    TargetRoll,     // the target is rolling
    Running,        // the clock runs; the player works
    Declarations,   // people at one machine declare in turn and show their methods
    AwaitingAnswer, // time is up (or declared): waiting for the solver, which is almost never
                    // needed
    Revealed,       // the solver's answer and the player's result are shown
};

class GameController : public QObject {
    Q_OBJECT

public:
    // How long the laying-out of the tiles and the target's roll take (without reduced motion).
    static constexpr qint64 kDrawMs = 900;
    static constexpr qint64 kTargetRollMs = 1100;

    // `time` must outlive the controller. Draws come from `seed` onwards (one seed per round).
    explicit GameController(const TimeSource &time, quint64 seed, QObject *parent = nullptr);
    ~GameController() override;

    const GameSettings &settings() const { return m_settings; }
    // Applies from the next round, except what can change now without unfairness (motion).
    void setSettings(const GameSettings &settings);

    Phase phase() const { return m_phase; }
    bool isPaused() const { return m_paused; }
    bool isRoundActive() const; // Drawing, TargetRoll or Running
    // Working and typing: while the clock runs (alone or against a contestant), or when a player
    // at one machine shows their method.
    bool acceptsInput() const;
    // A new round, game, daily or custom round may begin: none is being played.
    bool canStartRound() const { return m_phase == Phase::Idle || m_phase == Phase::Revealed; }

    // The current (or last) round: its tiles, target, rules and kind (drawn, typed, the day's
    // puzzle, the guided round).
    const RoundRequest &round() const { return m_round; }
    const std::vector<Number> &tiles() const { return m_round.tiles; }
    Number target() const { return m_round.target; }
    int roundNumber() const { return m_roundNumber; } // 1 for the first round of the session
    // The current (or last) round among the single rounds played since the last game ended (1..;
    // custom rounds solved at once are not counted): what the player sees as "Round N".
    int singleRoundNumber() const { return m_roundNumber - m_seriesStart; }
    const RoundClock &clock() const { return m_clock; }
    // Time into the current phase (for the UI's animations).
    qint64 phaseElapsedMs() const;
    // Remaining whole seconds of the round, rounded up (what "N s left" shows).
    int secondsLeft() const;

    const Working &working() const { return m_working; }
    const TypedAnswer &typedAnswer() const { return m_typed; }

    bool isSolverReady() const { return m_best.has_value(); }
    const std::optional<BestAnswer> &solverBest() const { return m_best; }
    const std::optional<Solutions> &solverSolutions() const { return m_solutions; }

    const RoundResult &result() const { return m_result; } // valid in Revealed

    // Hints (hints.h), one at a time while the clock runs, once the solver has answered: not at
    // a round of people at one machine (they would be for everyone), nor after all four.
    bool canTakeHint() const;
    int hintsTaken() const { return m_hintsTaken; }
    // What the hints say (known once the solver has answered; nullopt before).
    const std::optional<RoundHints> &roundHints() const { return m_hints; }

    // Against a computer contestant (settings().contestantLevel, from the next drawn round): the
    // round's contestant, its declaration (known soon after the round starts; shown at the
    // reveal), whether it has said "got it" yet, and under UK rules whose pick it is (the player
    // picks first, the contestant next, as on the show: when it is the contestant's turn,
    // startRound() waits for dealContestantsPick()).
    const ContestantDuel &duel() const { return m_duel; }
    int sessionPoints() const { return m_sessionPoints; }
    int roundsScored() const { return m_roundsScored; }

    // A game of N rounds (startGame()), of practice on one kind of round (startFocusedPractice())
    // or of 2-4 people at one machine (startOneMachineGame()): its rounds, totals, players,
    // summary and end. Kept until the next game starts.
    const GameProgress &progress() const { return m_game; }
    bool inGame() const { return m_game.isActive(); }
    bool isGameOver() const { return m_game.isLastRound() && m_phase == Phase::Revealed; }
    // The current (or last) round is played by the people of a game at one machine, and the seat
    // whose turn it is to pick (UK rules; in turn, round by round; -1 in no such game).
    bool isOneMachineRound() const { return m_roundAtOneMachine; }
    int oneMachinePicker() const { return m_game.pickingSeat(m_phase == Phase::Idle); }
    // The round's declarations among people, from the Declarations phase on.
    const std::optional<OneMachineDeclarations> &declarations() const { return m_declarations; }

    // Finished rounds and games are kept here, and daily attempts checked (not owned; may be
    // null: nothing is kept, and any daily attempt is allowed).
    void setPractice(PracticeService *practice);

    // The player's best valid value so far (working or typed), as it would be declared now.
    std::optional<RoundResult> currentDeclaration() const;

    // Whether startGuidedRound() would start: no round is being played and no game of several
    // rounds is under way (the guided round would count in it).
    bool canStartGuidedRound() const { return canStartRound() && !(inGame() && !isGameOver()); }

public Q_SLOTS:
    // UK rules: draw with `large` large numbers (0-4). French rules: `large` is ignored. Nothing
    // happens while it is the contestant's turn to pick.
    void startRound(int large);
    // The contestant's turn to pick (duel().contestantsPick()): draws with the number of large it
    // asked for.
    void drawContestantsPick();
    // The start functions below return why nothing started (an Error whose text errorMessage()
    // makes): RoundInProgress while a round is being played, and what each says.
    //
    // A round from typed numbers (e.g. the TV's): checked with checkPuzzle, whose error is also
    // reported through inputRejected(). revealAtOnce skips the clock and shows the answer (scores
    // nothing).
    Result<Started> startCustomRound(const countdown::Puzzle &puzzle, bool revealAtOnce = false);
    // The day's puzzle (UK rules, 30 s, numbers may be left out, whatever the settings). The
    // first time it is the recorded attempt; `replay` plays it again without touching that.
    // DailyAlreadyPlayed for an attempt when one is recorded (or the history's error, also
    // reported through historyFailed(), when it cannot say), DailyAtOneMachine during a game at
    // one machine (the day's puzzle is the player's own).
    Result<Started> startDailyRound(QDate date, bool replay);
    // The puzzle at `position` (1-5) of the set of `date` (dailyset.h): UK rules, numbers may be
    // left out, no clock (the time taken is kept), whatever the settings. Unless it is `practice`
    // (the window says so for a past day's set, and to play a puzzle again), it is the puzzle's
    // attempt: DailySetPuzzlePlayed when one is recorded (or the history's error when it cannot
    // say), DailyAtOneMachine during a game at one machine.
    Result<Started> startDailySetRound(QDate date, int position, bool practice);
    // The set of the day asked last (computed once per day: a few milliseconds).
    const DailySet &dailySet(QDate date);
    // A game of settings().roundsPerGame rounds begins with the next round.
    void startGame();
    // A game of kFocusedPracticeRounds rounds of one kind ("practise 10 rounds like these"),
    // drawn by practiceRequest, each with an exact answer; alone (no contestant), stored as a
    // game with its focus.
    Result<Started> startFocusedPractice(const countdown::RoundKind &kind);
    // The same for 2-4 people at one machine (blank names are left out, others clamped);
    // no computer contestant plays. TooFewPlayers when fewer than two names are given.
    Result<Started> startOneMachineGame(const QStringList &names);
    // In Declarations: the current player's value (nullopt: nothing to declare).
    bool declareValue(std::optional<countdown::Number> value);
    // In Declarations, showing: the current player's method, from the working or the typed answer:
    // the one that makes the declared value, else the typed answer, else the last step; then the
    // board is cleared for the next. cannotShow(): they have none.
    bool showMethod();
    bool cannotShow();

    // Working: combine two board tiles; refused steps are reported through stepRefused().
    bool combine(int left, countdown::Operator op, int right);
    void undo();
    void resetWorking();
    void setTypedAnswer(const QString &text);

    // The next hint, when canTakeHint(); the round's maximum points drop (scoring.h).
    bool takeHint();

    // "I've got it": stops the clock and declares now.
    void declare();
    // Enter in the answer field: declares, unless what is typed cannot be declared (it does not
    // read, or leaves tiles out when every number must be used). Then nothing ends: the reason
    // goes out through inputRejected() and the clock runs on. Empty: the same as declare().
    bool declareTypedAnswer();
    // Shows the solver's answer now; the round scores 0.
    void showAnswer();
    void pause();
    void resume();
    void togglePause();
    // From Revealed: back to Idle (UK) or straight into a new draw (French).
    void nextRound();

    // Moves the round on according to the time source: ends the draw and the roll, notices
    // seconds passing and the end of the round. Called by an internal timer, and by tests.
    void updateTime();

    // A round received as a challenge (challengeRound in roundrequest.h): RoundInProgress while a
    // round is played, GameInProgress during a game of several rounds (it would count in it).
    Result<Started> startChallengeRound(const countdown::Challenge &challenge);
    // The first-run guided round, which must neither rush nor mark a beginner: UK rules
    // with `large` large numbers (0-4), an Easy draw (an exact answer with 3 numbers or fewer),
    // numbers may be left out, no clock, no contestant, whatever the settings. A lesson, as the
    // guided round tells the player: neither scored nor kept in the history. GameInProgress during
    // a game of several rounds, which it would count in.
    Result<Started> startGuidedRound(int large);

Q_SIGNALS:
    void phaseChanged(countdown::Phase phase);
    void pausedChanged(bool paused);
    void roundStarted(); // tiles and target are known (Drawing begins)
    void workingChanged();
    void stepRefused(const countdown::Error &error);
    void inputRejected(const countdown::Error &error);
    void typedAnswerChanged();
    void secondElapsed(int secondsLeft); // once per second while Running
    void timeUp();
    void contestantGotIt();     // the contestant is exact, at its moment on the round's clock
    void declarationsChanged(); // a declaration was made or a method shown
    void solverReady();         // the best answer is known
    void solutionsReady();      // and the distinct solutions too
    void hintsChanged();        // a hint was taken, or the round's hints became known
    // The round is revealed (phase() is Revealed): what it came to, all of it final but the
    // solutions and the review, which may still be counting.
    void revealed(const countdown::RoundOutcome &outcome);
    // The revealed round's solutions arrived after its reveal: the outcome with them and the
    // review of the player's working.
    void outcomeCompleted(const countdown::RoundOutcome &outcome);
    void sessionPointsChanged(int points);
    void settingsChanged();
    void gameChanged();           // a game started, or one of its rounds was scored
    void gameFinished(int total); // the last round of a game has been revealed
    // The history failed: a round or game could not be stored, or a daily attempt not checked.
    void historyFailed(const countdown::Error &error);

private:
    void beginRound(RoundRequest round);
    void keepRoundIfDue(bool evenWithoutSolutions);
    // The current (or last) round is one of the game's (not a look-up made during it).
    bool roundCountsInGame() const { return inGame() && !m_round.revealAtOnce; }
    RoundOutcome makeOutcome() const;
    // What the player's own working missed (roundreview.h), once the solutions are known; nothing
    // to say for a round whose answer was shown or among people.
    RoundReview reviewOfWorking() const;
    void setPhase(Phase phase);
    void enterRunning();
    void finishRound(bool early, bool answerShown);
    void revealIfReady();
    void onBestFound(quint64 id, const countdown::BestAnswer &best);
    void onContestantAnswered(quint64 id, const countdown::ContestantAnswer &answer);
    void scoreDuel();
    void scoreOneMachine();
    void advanceDeclarations(bool shown);
    void addPoints(int points);
    void onSolved(const countdown::SolveReport &report);
    void scheduleTimer();
    void drawRoundWith(int large);
    void beginGame(int rounds, std::optional<RoundKind> focus);
    void decideWhoPicks();

    const TimeSource &m_time;
    PortableRandom m_random;
    GameSettings m_settings;
    std::unique_ptr<SolverService> m_solver;
    QTimer m_timer;
    RoundClock m_clock;

    Phase m_phase = Phase::Idle;
    bool m_paused = false;
    qint64 m_phaseStartedAt = 0;
    qint64 m_pausedAt = 0;
    int m_lastSecondLeft = -1;

    RoundRequest m_round; // the current (or last) round
    DailySet m_dailySet;  // of the day asked last
    int m_roundNumber = 0;
    int m_seriesStart = 0; // m_roundNumber before the first of the current single rounds
    quint64 m_solveRequest = 0;

    Working m_working;
    TypedAnswer m_typed;
    std::optional<BestAnswer> m_best;
    std::optional<Solutions> m_solutions;
    std::optional<RoundHints> m_hints;
    int m_hintsTaken = 0;
    bool m_roundFinished = false;
    RoundResult m_result;
    std::optional<RoundOutcome> m_outcome; // from the reveal until the next draw
    int m_sessionPoints = 0;
    int m_roundsScored = 0;
    std::optional<OneMachineDeclarations> m_declarations;
    bool m_roundAtOneMachine = false; // the current round is played by the people of the game
    ContestantDuel m_duel;

    RoundRecorder m_recorder;

    GameProgress m_game; // the game of several rounds being played, or the last one
};

} // namespace countdown

Q_DECLARE_METATYPE(countdown::Phase)
