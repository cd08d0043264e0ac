// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gamecontroller.h"

#include "duel.h"
#include "roundrecord.h"
#include "scoring.h"
#include "solverservice.h"
#include "variantfile.h"

#include <algorithm>

namespace countdown {

namespace {
// Often enough to notice each second and the end of the round promptly; the clock face repaints
// itself on its own timer, from the clock's elapsed time.
constexpr int kTimerMs = 50;
} // namespace

GameController::GameController(const TimeSource &time, quint64 seed, QObject *parent)
    : QObject(parent)
    , m_time(time)
    , m_random(seed)
    , m_solver(std::make_unique<SolverService>())
    , m_clock(time)
{
    qRegisterMetaType<countdown::Phase>();
    qRegisterMetaType<countdown::RoundOutcome>();
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &GameController::updateTime);
    connect(m_solver.get(), &SolverService::bestFound, this, &GameController::onBestFound);
    connect(m_solver.get(), &SolverService::solved, this, &GameController::onSolved);
    connect(m_solver.get(), &SolverService::contestantAnswered, this,
            &GameController::onContestantAnswered);
    connect(&m_recorder, &RoundRecorder::historyFailed, this, &GameController::historyFailed);
}

GameController::~GameController()
{
    // A round finished just before quitting is still worth keeping.
    keepRoundIfDue(true);
}

void GameController::setPractice(PracticeService *practice)
{
    m_recorder.setPractice(practice);
}

void GameController::setSettings(const GameSettings &settings)
{
    if (settings == m_settings)
        return;
    if (settings.contestantLevel != m_settings.contestantLevel)
        m_duel.restart();
    m_settings = settings;
    m_settings.defaultLarge = std::clamp(m_settings.defaultLarge, 0, kMaxTiles);
    m_settings.clockSeconds = std::max(0, m_settings.clockSeconds);
    m_settings.roundsPerGame =
        std::clamp(m_settings.roundsPerGame, kMinRoundsPerGame, kMaxRoundsPerGame);
    // Without + or ×, some selections make nothing with all their tiles: such a variant is
    // played with numbers left out.
    if (!usesAllIsAlwaysPossible(m_settings.variant.operators))
        m_settings.mode = SolveMode::DropAllowed;
    if (m_phase == Phase::Idle)
        decideWhoPicks();
    Q_EMIT settingsChanged();
}

bool GameController::acceptsInput() const
{
    if (m_paused)
        return false;
    if (m_phase == Phase::Declarations)
        return m_declarations && m_declarations->step() == OneMachineDeclarations::Step::Showing;
    // Among people, nobody works on the shared board while the clock runs: it would show them
    // all how.
    return m_phase == Phase::Running && !m_roundAtOneMachine;
}

bool GameController::isRoundActive() const
{
    return m_phase == Phase::Drawing || m_phase == Phase::TargetRoll || m_phase == Phase::Running;
}

qint64 GameController::phaseElapsedMs() const
{
    const qint64 now = m_paused ? m_pausedAt : m_time.nowMs();
    return now - m_phaseStartedAt;
}

int GameController::secondsLeft() const
{
    if (!m_clock.isTimed())
        return 0;
    return int((m_clock.remainingMs() + 999) / 1000);
}

void GameController::beginRound(RoundRequest round)
{
    keepRoundIfDue(true); // the previous round, if its solutions never came
    m_round = std::move(round);
    // A custom round solved at once is a look-up, not a round of the game or of the session's
    // count; drawn after a game's last round, it ends that game as any round does.
    const bool wasInGame = inGame();
    if (!m_round.revealAtOnce || m_game.isLastRound())
        m_game.roundDrawn(); // after a game's last round, this one stands on its own
    if (wasInGame && !inGame())
        m_seriesStart = m_roundNumber; // single rounds are counted again from 1
    if (m_round.revealAtOnce)
        ++m_seriesStart;
    ++m_roundNumber;
    m_working = Working(m_round.tiles, m_round.operators());
    m_typed = TypedAnswer{};
    m_best.reset();
    m_solutions.reset();
    m_hints.reset();
    m_hintsTaken = 0;
    m_result = RoundResult{};
    m_outcome.reset();
    m_roundFinished = false;
    m_declarations.reset();
    m_roundAtOneMachine = m_game.isOneMachineGame();
    m_duel.roundDrawn(m_round.withContestant ? m_settings.contestantLevel : 0);
    m_paused = false;
    m_clock.reset();

    // The solver starts as soon as tiles and target exist: its answer is ready long before the
    // player's time is up.
    SolveRequest request = solveRequest(m_round);
    if (const std::optional<ContestantProfile> &contestant = m_duel.contestant()) {
        // Its own seed from the round's: the same game plays out the same way.
        request.contestant =
            SolveRequest::Contestant{contestant->style, m_random.next(), m_round.clockMs};
    }
    m_solveRequest = m_solver->solve(request);

    Q_EMIT roundStarted();
    Q_EMIT workingChanged();
    Q_EMIT typedAnswerChanged();
    if (m_round.revealAtOnce) {
        finishRound(false, true);
        return;
    }
    if (m_settings.reducedMotion)
        enterRunning();
    else
        setPhase(Phase::Drawing);
}

void GameController::setPhase(Phase phase)
{
    if (phase == Phase::Idle)
        decideWhoPicks();
    m_phase = phase;
    m_phaseStartedAt = m_time.nowMs();
    scheduleTimer();
    Q_EMIT phaseChanged(phase);
}

void GameController::enterRunning()
{
    m_clock.start(m_round.clockMs);
    m_lastSecondLeft = secondsLeft();
    setPhase(Phase::Running);
}

void GameController::scheduleTimer()
{
    if (isRoundActive() && !m_paused)
        m_timer.start(kTimerMs);
    else
        m_timer.stop();
}

void GameController::updateTime()
{
    if (m_paused)
        return;
    switch (m_phase) {
    case Phase::Drawing:
        if (phaseElapsedMs() >= kDrawMs || m_settings.reducedMotion)
            setPhase(Phase::TargetRoll);
        break;
    case Phase::TargetRoll:
        if (phaseElapsedMs() >= kTargetRollMs || m_settings.reducedMotion)
            enterRunning();
        break;
    case Phase::Running: {
        if (m_duel.saysGotItAt(m_clock.elapsedMs()))
            Q_EMIT contestantGotIt();
        if (!m_clock.isTimed())
            break;
        const int left = secondsLeft();
        if (left != m_lastSecondLeft) {
            m_lastSecondLeft = left;
            if (left > 0)
                Q_EMIT secondElapsed(left);
        }
        if (m_clock.isTimeUp())
            finishRound(false, false);
        break;
    }
    case Phase::Idle:
    case Phase::Declarations:
    case Phase::AwaitingAnswer:
    case Phase::Revealed:
        break;
    }
}

bool GameController::combine(int left, Operator op, int right)
{
    if (!acceptsInput())
        return false;
    const Result<int> made = m_working.combine(left, op, right);
    if (!made) {
        Q_EMIT stepRefused(made.error());
        return false;
    }
    Q_EMIT workingChanged();
    return true;
}

void GameController::undo()
{
    if (!acceptsInput() || !m_working.canUndo())
        return;
    (void)m_working.undo();
    Q_EMIT workingChanged();
}

void GameController::resetWorking()
{
    if (!acceptsInput() || !m_working.canUndo())
        return;
    m_working.reset();
    Q_EMIT workingChanged();
}

void GameController::setTypedAnswer(const QString &text)
{
    if (!acceptsInput() || text == m_typed.text)
        return;
    m_typed = readTypedAnswer(text, m_round.tiles, m_round.operators());
    Q_EMIT typedAnswerChanged();
}

std::optional<RoundResult> GameController::currentDeclaration() const
{
    return bestDeclaration(m_working, m_typed, m_round.target, m_round.mode,
                           int(m_round.tiles.size()), m_hintsTaken);
}

RoundReview GameController::reviewOfWorking() const
{
    if (!m_best || !m_solutions || m_result.answerShown || m_roundAtOneMachine)
        return {};
    const std::optional<Number> distance =
        m_result.hasDeclaration ? std::optional(m_result.distance) : std::nullopt;
    return reviewRound(playerWork(m_working, m_typed.expression, m_typed.unusedTiles), distance,
                       m_round.target, *m_best, *m_solutions, m_round.mode,
                       int(m_round.tiles.size()));
}

bool GameController::canTakeHint() const
{
    return m_phase == Phase::Running && !m_paused && !m_roundAtOneMachine && m_hints
           && m_hintsTaken < kHintCount;
}

bool GameController::takeHint()
{
    if (!canTakeHint())
        return false;
    ++m_hintsTaken;
    Q_EMIT hintsChanged();
    Q_EMIT workingChanged(); // what would be declared now is worth less
    return true;
}

void GameController::declare()
{
    if (m_phase != Phase::Running || m_paused)
        return;
    finishRound(true, false);
}

bool GameController::declareTypedAnswer()
{
    if (!acceptsInput())
        return false;
    if (!m_typed.isEmpty()) {
        if (m_typed.error) {
            Q_EMIT inputRejected(*m_typed.error);
            return false;
        }
        if (m_round.mode == SolveMode::UseAll && !m_typed.unusedTiles.empty()) {
            Q_EMIT inputRejected(tilesLeftOutError(m_typed.unusedTiles));
            return false;
        }
    }
    declare();
    return true;
}

void GameController::showAnswer()
{
    if (!isRoundActive())
        return;
    if (m_paused)
        resume();
    finishRound(false, true);
}

void GameController::finishRound(bool early, bool answerShown)
{
    if (m_roundFinished)
        return;
    m_roundFinished = true;
    const bool ranOut = !early && !answerShown && m_clock.isTimeUp();
    m_clock.stop();

    RoundResult r = currentDeclaration().value_or(RoundResult{});
    r.hintsTaken = m_hintsTaken;
    r.answerShown = answerShown;
    r.early = early;
    r.timeUsedMs = m_clock.elapsedMs();
    if (answerShown)
        r.points = 0; // what the player had still shows, but it does not count
    m_result = r;
    // The guided round is a lesson, as it tells the player: neither stored nor scored.
    m_recorder.roundFinished(!m_round.guided);
    if (ranOut)
        Q_EMIT timeUp();
    if (m_roundAtOneMachine && !answerShown) {
        m_result.points = 0; // nobody's own round: the seats score
        m_working.reset();
        m_typed = TypedAnswer{};
        m_declarations.emplace(int(m_game.players().size()), m_round.target, m_round.tiles,
                               m_round.mode);
        setPhase(Phase::Declarations);
        Q_EMIT workingChanged();
        Q_EMIT typedAnswerChanged();
        Q_EMIT declarationsChanged();
        return;
    }
    // Alone, the points are known now; against a contestant, once its declaration is in; among
    // people who asked for the answer, nobody scores.
    if (m_roundAtOneMachine)
        m_result.points = 0;
    else if (!m_duel.playsThisRound() && !m_round.guided)
        addPoints(r.points);
    setPhase(Phase::AwaitingAnswer);
    revealIfReady();
}

bool GameController::declareValue(std::optional<Number> value)
{
    if (m_phase != Phase::Declarations || m_paused || !m_declarations
        || !m_declarations->declareValue(value))
        return false;
    advanceDeclarations(false);
    return true;
}

bool GameController::showMethod()
{
    if (!acceptsInput() || m_phase != Phase::Declarations)
        return false;
    const ContestDeclaration &current =
        m_declarations->seatDeclarations()[std::size_t(m_declarations->currentPlayer())];
    m_declarations->show(methodShown(m_working, m_typed, current.value));
    advanceDeclarations(true);
    return true;
}

bool GameController::cannotShow()
{
    if (!acceptsInput() || m_phase != Phase::Declarations)
        return false;
    m_declarations->show(std::nullopt);
    advanceDeclarations(true);
    return true;
}

// After a declaration or a shown method: the board is cleared for the next player, and once every
// declaration that could score is checked the round is scored.
void GameController::advanceDeclarations(bool shown)
{
    if (shown) {
        m_working.reset();
        m_typed = TypedAnswer{};
        Q_EMIT workingChanged();
        Q_EMIT typedAnswerChanged();
    }
    Q_EMIT declarationsChanged();
    if (m_declarations->step() == OneMachineDeclarations::Step::Done) {
        scoreOneMachine();
        setPhase(Phase::AwaitingAnswer);
        revealIfReady();
    }
}

void GameController::scoreOneMachine()
{
    m_result.seatPoints = m_declarations->points();
    if (roundCountsInGame()) {
        m_game.scoreSeats(m_result.seatPoints);
        Q_EMIT gameChanged();
    }
}

void GameController::addPoints(int points)
{
    if (!m_result.answerShown) {
        m_sessionPoints += points;
        ++m_roundsScored;
        Q_EMIT sessionPointsChanged(m_sessionPoints);
    }
    if (roundCountsInGame()) {
        m_game.score(points, m_result.contestantPoints);
        Q_EMIT gameChanged();
    }
}

// The show's rule between the player and the contestant: the closer valid declaration scores.
// A player who asked for the answer has no declaration; the contestant's stands alone.
void GameController::scoreDuel()
{
    ContestDeclaration player;
    if (m_result.hasDeclaration && !m_result.answerShown)
        player = ContestDeclaration{m_result.value, m_result.expression};
    const DuelPoints points =
        m_duel.score(m_round.target, m_round.tiles, m_round.mode, player, m_result.hintsTaken);
    m_result.points = points.player;
    m_result.contestantPoints = points.contestant;
    addPoints(points.player);
}

void GameController::revealIfReady()
{
    if (m_phase != Phase::AwaitingAnswer || !m_best
        || (m_duel.playsThisRound() && !m_duel.answer()))
        return;
    if (m_duel.playsThisRound())
        scoreDuel();
    m_outcome = makeOutcome();
    if (m_outcome->countsInGame)
        m_game.addSummary(gameRoundSummary(*m_outcome));
    setPhase(Phase::Revealed);
    Q_EMIT revealed(*m_outcome);
    keepRoundIfDue(false);
    if (m_game.isLastRound()) {
        m_recorder.gameFinished(m_game.id());
        Q_EMIT gameFinished(m_game.total());
    }
}

// A finished round is kept once its solutions are known, or without them when it can wait no
// longer (the next round, a new game, quitting). Before its reveal (quitting while people
// declare), as it stands.
void GameController::keepRoundIfDue(bool evenWithoutSolutions)
{
    if (m_recorder.isPending() && m_best && (m_solutions || evenWithoutSolutions))
        m_recorder.keep(m_outcome ? *m_outcome : makeOutcome());
}

RoundOutcome GameController::makeOutcome() const
{
    RoundOutcome outcome = outcomeOf(m_round);
    outcome.result = m_result;
    outcome.best = m_best.value_or(BestAnswer{});
    outcome.solutions = m_solutions;
    outcome.review = reviewOfWorking();
    outcome.contestant = m_duel.contestant();
    outcome.contestantAnswer = m_duel.answer();
    if (m_roundAtOneMachine)
        outcome.players = m_game.players();
    outcome.declarations = m_declarations;
    outcome.countsInGame = roundCountsInGame();
    outcome.gameId = m_game.id();
    outcome.endsGame = m_game.isLastRound();
    return outcome;
}

void GameController::onBestFound(quint64 id, const BestAnswer &best)
{
    if (id != m_solveRequest)
        return; // a round that has been replaced
    m_best = best;
    Q_EMIT solverReady();
    revealIfReady();
}

void GameController::onContestantAnswered(quint64 id, const ContestantAnswer &answer)
{
    if (id != m_solveRequest || !m_duel.playsThisRound())
        return;
    m_duel.answered(answer);
    updateTime(); // it may have got it already (a paused or slow start)
    revealIfReady();
}

void GameController::onSolved(const SolveReport &report)
{
    if (report.id != m_solveRequest)
        return;
    m_best = report.best;
    if (report.hasSolutions)
        m_solutions = report.solutions;
    m_hints.emplace(*m_best, m_solutions.value_or(Solutions{}));
    Q_EMIT solutionsReady();
    Q_EMIT hintsChanged();
    if (m_outcome) {
        m_outcome->solutions = m_solutions;
        m_outcome->review = reviewOfWorking();
        Q_EMIT outcomeCompleted(*m_outcome);
        keepRoundIfDue(false);
        return;
    }
    revealIfReady();
}

void GameController::pause()
{
    if (!isRoundActive() || m_paused)
        return;
    m_paused = true;
    m_pausedAt = m_time.nowMs();
    m_clock.pause();
    scheduleTimer();
    Q_EMIT pausedChanged(true);
}

void GameController::resume()
{
    if (!m_paused)
        return;
    m_paused = false;
    // The draw and the roll carry on where they stopped, like the clock.
    m_phaseStartedAt += m_time.nowMs() - m_pausedAt;
    m_clock.resume();
    scheduleTimer();
    Q_EMIT pausedChanged(false);
}

void GameController::togglePause()
{
    if (m_paused)
        resume();
    else
        pause();
}

void GameController::nextRound()
{
    if (m_phase != Phase::Revealed)
        return;
    if (isGameOver()) {
        // The game is over: what follows are rounds of their own (its summary stays), counted
        // from 1 again.
        m_game.end();
        m_seriesStart = m_roundNumber;
        Q_EMIT gameChanged();
    }
    if (!m_settings.variant.playerPicksLarge())
        startRound(0); // no pick step: the tiles are drawn at once
    else
        setPhase(Phase::Idle);
}

} // namespace countdown
