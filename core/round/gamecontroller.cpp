// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gamecontroller.h"

#include "duel.h"
#include "history.h"
#include "practiceservice.h"
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
}

GameController::~GameController()
{
    // A round finished just before quitting is still worth keeping.
    recordRoundIfDue(true);
}

void GameController::setPractice(PracticeService *practice)
{
    m_practice = practice;
}

void GameController::setSettings(const GameSettings &settings)
{
    if (settings == m_settings)
        return;
    if (settings.opponentLevel != m_settings.opponentLevel)
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
    if (m_phase == Phase::Claims)
        return m_declarations && m_declarations->step() == HotSeatDeclarations::Step::Showing;
    // Among people, nobody works on the shared board while the clock runs: it would show them
    // all how.
    return m_phase == Phase::Running && !m_roundHotSeat;
}

int GameController::hotSeatPicker() const
{
    if (!isHotSeat())
        return -1;
    // The round being picked: the next one between rounds, else the current one.
    const int round = m_phase == Phase::Idle ? m_game.round() : m_game.round() - 1;
    return std::max(round, 0) % int(m_game.players().size());
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

void GameController::startRound(int large)
{
    if (!canStartRound() || opponentsPick())
        return;
    drawRoundWith(practicePick().value_or(large));
}

std::optional<int> GameController::practicePick() const
{
    return m_game.focus() ? fixedPick(*m_game.focus()) : std::nullopt;
}

void GameController::dealOpponentsPick()
{
    if (!canStartRound() || !opponentsPick())
        return;
    drawRoundWith(*opponentsPick());
}

void GameController::drawRoundWith(int large)
{
    m_duel.forgetPick();
    // A game of practice draws its kind of round, on the rules that kind needs; it is the player's
    // own, with no contestant.
    const bool practice = m_game.drawsPracticeRound();
    const DifficultyRequest asked =
        practice ? practiceRequest(*m_game.focus(), m_settings.variant, large)
                 : difficultyRequest(m_settings, large);
    RoundRequest round = drawnRound(asked, m_settings, m_random);
    round.withOpponent = !isHotSeat() && !practice;
    beginRound(std::move(round));
}

// Called on the way into Idle: whether the next pick is the contestant's, and what it asks for
// (decided now, so that the panel can say it before the deal).
void GameController::decideWhoPicks()
{
    const bool alternating = m_settings.opponentLevel > 0 && m_settings.variant.playerPicksLarge()
                             && !isHotSeat() && !m_game.focus();
    m_duel.decideWhoPicks(alternating, m_settings.variant, m_random);
}

Result<Started> GameController::startCustomRound(const Puzzle &puzzle, bool revealAtOnce)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    if (const auto error = checkPuzzle(puzzle)) {
        Q_EMIT inputRejected(*error);
        return *error;
    }
    beginRound(customRound(puzzle, m_settings, revealAtOnce));
    return Started{};
}

Result<Started> GameController::startDailyRound(QDate date, bool practice)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    if (isHotSeat())
        return Error{ErrorKind::DailyAtOneMachine, -1, {}};
    if (!practice) {
        // One attempt a day. When the history cannot say whether there was one, no attempt is
        // recorded: that could make a second one.
        const Result<std::optional<RoundRecord>> attempt =
            m_practice ? m_practice->dailyAttempt(date) : std::optional<RoundRecord>();
        if (!attempt) {
            Q_EMIT historyFailed(attempt.error());
            return attempt.error();
        }
        if (attempt.value())
            return Error{ErrorKind::DailyAlreadyPlayed, -1, {date.toString(Qt::ISODate)}};
    }
    beginRound(dailyRound(date, practice));
    return Started{};
}

Result<Started> GameController::startHotSeatGame(const QStringList &names)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    QStringList players;
    for (const QString &name : names) {
        if (!name.trimmed().isEmpty() && players.size() < kMaxHotSeatPlayers)
            players << name.trimmed().left(kMaxPlayerNameLength);
    }
    if (players.size() < kMinHotSeatPlayers)
        return Error{ErrorKind::TooFewPlayers, -1, {QString::number(kMinHotSeatPlayers)}};
    startGame();
    m_game.setPlayers(players);
    m_duel.forgetPick();
    Q_EMIT gameChanged();
    return Started{};
}

void GameController::startGame()
{
    if (!canStartRound())
        return;
    beginGame(m_settings.roundsPerGame, std::nullopt);
}

Result<Started> GameController::startFocusedPractice(const RoundKind &kind)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    beginGame(kFocusedPracticeRounds, kind);
    return Started{};
}

void GameController::beginGame(int rounds, std::optional<RoundKind> focus)
{
    // The last round, if its solutions never came, is stored first: it was played before this
    // game (a practice compares with it).
    recordRoundIfDue(true);
    m_game.begin(rounds, focus);
    m_duel.restart();
    if (m_practice) {
        const Result<qint64> id = m_practice->startGame(m_game.rounds(), focus);
        if (id)
            m_game.setId(id.value());
        else
            Q_EMIT historyFailed(id.error());
    }
    if (focus) {
        // The earlier rate as the history has it now; the practice's own rounds are counted from
        // the game's summary as they are revealed, so the figure never waits for one to be stored.
        std::optional<FocusedPracticeResult> earlier;
        if (m_practice)
            earlier = m_practice->focusedPracticeResult(m_game.id());
        if (!earlier) {
            earlier = FocusedPracticeResult{};
            earlier->kind = *focus;
            earlier->startedAt = QDateTime::currentDateTimeUtc();
        }
        m_game.setPracticeStart(*earlier);
    }
    Q_EMIT gameChanged();
    if (m_phase == Phase::Revealed)
        setPhase(Phase::Idle);
}

void GameController::beginRound(RoundRequest round)
{
    recordRoundIfDue(true); // the previous round, if its solutions never came
    m_round = std::move(round);
    // A custom round solved at once is a look-up, not a round of the game or of the session's
    // count; dealt after a game's last round, it ends that game as any round does.
    const bool wasInGame = inGame();
    if (!m_round.revealAtOnce || m_game.isLastRound())
        m_game.roundDealt(); // after a game's last round, this one stands on its own
    if (wasInGame && !inGame())
        m_seriesStart = m_roundNumber; // single rounds are counted again from 1
    if (m_round.revealAtOnce)
        ++m_seriesStart;
    ++m_roundNumber;
    m_working = Working(m_round.tiles, roundOperators());
    m_typed = TypedAnswer{};
    m_best.reset();
    m_solutions.reset();
    m_hints.reset();
    m_hintsTaken = 0;
    m_result = RoundResult{};
    m_outcome.reset();
    m_roundFinished = false;
    m_declarations.reset();
    m_roundHotSeat = isHotSeat();
    m_duel.roundDealt(m_round.withOpponent ? m_settings.opponentLevel : 0);
    m_paused = false;
    m_clock.reset();

    // The solver starts as soon as tiles and target exist: its answer is ready long before the
    // player's time is up.
    SolveRequest request;
    request.numbers = m_round.tiles;
    request.target = m_round.target;
    request.mode = m_round.mode;
    request.operators = roundOperators();
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
            Q_EMIT opponentGotIt();
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
    case Phase::Claims:
    case Phase::Declaring:
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
    m_typed = readTypedAnswer(text, m_round.tiles, roundOperators());
    Q_EMIT typedAnswerChanged();
}

std::vector<Number> GameController::unusedTiles() const
{
    std::vector<Number> unused;
    const auto &board = m_working.boardTiles();
    for (std::size_t i = 0; i < m_round.tiles.size() && i < board.size(); ++i) {
        if (!board[i].used)
            unused.push_back(board[i].value());
    }
    return unused;
}

std::optional<RoundResult> GameController::currentDeclaration() const
{
    return bestDeclaration(m_working, m_typed, m_round.target, m_round.mode,
                           int(m_round.tiles.size()), m_hintsTaken);
}

RoundReview GameController::reviewOfWorking() const
{
    if (!m_best || !m_solutions || m_result.cheated || m_roundHotSeat)
        return {};
    const std::optional<Number> distance =
        m_result.hasDeclaration ? std::optional(m_result.distance) : std::nullopt;
    return reviewRound(playerWork(m_working, m_typed.expression, m_typed.unusedTiles), distance,
                       m_round.target, *m_best, *m_solutions, m_round.mode,
                       int(m_round.tiles.size()));
}

bool GameController::canTakeHint() const
{
    return m_phase == Phase::Running && !m_paused && !m_roundHotSeat && m_hints
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

void GameController::cheat()
{
    if (!isRoundActive())
        return;
    if (m_paused)
        resume();
    finishRound(false, true);
}

void GameController::finishRound(bool early, bool cheated)
{
    if (m_roundFinished)
        return;
    m_roundFinished = true;
    const bool ranOut = !early && !cheated && m_clock.isTimeUp();
    m_clock.stop();

    RoundResult r = currentDeclaration().value_or(RoundResult{});
    r.hintsTaken = m_hintsTaken;
    r.cheated = cheated;
    r.early = early;
    r.timeUsedMs = m_clock.elapsedMs();
    if (cheated)
        r.points = 0; // what the player had still shows, but it does not count
    m_result = r;
    // The tour's round is a lesson, as it tells the player: neither stored nor scored.
    m_recordPending = !isGuidedRound();
    if (ranOut)
        Q_EMIT timeUp();
    if (m_roundHotSeat && !cheated) {
        m_result.points = 0; // nobody's own round: the seats score
        m_working.reset();
        m_typed = TypedAnswer{};
        m_declarations.emplace(int(m_game.players().size()), m_round.target, m_round.tiles,
                               m_round.mode);
        setPhase(Phase::Claims);
        Q_EMIT workingChanged();
        Q_EMIT typedAnswerChanged();
        Q_EMIT declarationsChanged();
        return;
    }
    // Alone, the points are known now; against a contestant, once its declaration is in; among
    // people who asked for the answer, nobody scores.
    if (m_roundHotSeat)
        m_result.points = 0;
    else if (!m_duel.playsThisRound() && !isGuidedRound())
        addPoints(r.points);
    setPhase(Phase::Declaring);
    revealIfReady();
}

bool GameController::claim(std::optional<Number> value)
{
    if (m_phase != Phase::Claims || m_paused || !m_declarations || !m_declarations->claim(value))
        return false;
    advanceDeclarations(false);
    return true;
}

bool GameController::showMethod()
{
    if (!acceptsInput() || m_phase != Phase::Claims)
        return false;
    const Claim &claim = m_declarations->claims()[std::size_t(m_declarations->currentPlayer())];
    m_declarations->show(methodShown(m_working, m_typed, claim.value));
    advanceDeclarations(true);
    return true;
}

bool GameController::cannotShow()
{
    if (!acceptsInput() || m_phase != Phase::Claims)
        return false;
    m_declarations->show(std::nullopt);
    advanceDeclarations(true);
    return true;
}

// After a claim or a shown method: the board is cleared for the next player, and once every
// claim that could score is checked the round is scored.
void GameController::advanceDeclarations(bool shown)
{
    if (shown) {
        m_working.reset();
        m_typed = TypedAnswer{};
        Q_EMIT workingChanged();
        Q_EMIT typedAnswerChanged();
    }
    Q_EMIT declarationsChanged();
    if (m_declarations->step() == HotSeatDeclarations::Step::Done) {
        scoreHotSeat();
        setPhase(Phase::Declaring);
        revealIfReady();
    }
}

void GameController::scoreHotSeat()
{
    m_result.seatPoints = m_declarations->points();
    if (roundCountsInGame()) {
        m_game.scoreSeats(m_result.seatPoints);
        Q_EMIT gameChanged();
    }
}

void GameController::addPoints(int points)
{
    if (!m_result.cheated) {
        m_sessionPoints += points;
        ++m_roundsScored;
        Q_EMIT sessionPointsChanged(m_sessionPoints);
    }
    if (roundCountsInGame()) {
        m_game.score(points, m_result.opponentPoints);
        Q_EMIT gameChanged();
    }
}

// The show's rule between the player and the contestant: the closer valid declaration scores.
// A player who asked for the answer has no claim; the contestant's stands alone.
void GameController::scoreDuel()
{
    Claim player;
    if (m_result.hasDeclaration && !m_result.cheated)
        player = Claim{m_result.value, m_result.expression};
    const DuelPoints points =
        m_duel.score(m_round.target, m_round.tiles, m_round.mode, player, m_result.hintsTaken);
    m_result.points = points.player;
    m_result.opponentPoints = points.contestant;
    addPoints(points.player);
}

void GameController::revealIfReady()
{
    if (m_phase != Phase::Declaring || !m_best || (m_duel.playsThisRound() && !m_duel.answer()))
        return;
    if (m_duel.playsThisRound())
        scoreDuel();
    m_outcome = makeOutcome();
    if (m_outcome->countsInGame)
        m_game.addSummary(gameRoundSummary(*m_outcome));
    setPhase(Phase::Revealed);
    Q_EMIT revealed(*m_outcome);
    recordRoundIfDue(false);
    if (m_game.isLastRound()) {
        if (m_practice && m_game.id() != 0) {
            if (const auto error = m_practice->finishGame(m_game.id()))
                Q_EMIT historyFailed(*error);
        }
        Q_EMIT gameFinished(m_game.total());
    }
}

void GameController::recordRoundIfDue(bool evenWithoutSolutions)
{
    if (!m_recordPending || !m_best || (!m_solutions && !evenWithoutSolutions))
        return;
    m_recordPending = false;
    if (!m_practice)
        return;
    // Before its reveal (quitting while people declare), the round as it stands.
    const RoundOutcome outcome = m_outcome ? *m_outcome : makeOutcome();
    const Result<qint64> stored =
        m_practice->recordRound(roundRecord(outcome, QDateTime::currentDateTimeUtc()));
    if (!stored)
        Q_EMIT historyFailed(stored.error());
}

RoundOutcome GameController::makeOutcome() const
{
    RoundOutcome outcome;
    outcome.variant = m_round.variant;
    outcome.gameVariant = m_round.gameVariant;
    outcome.mode = m_round.mode;
    outcome.tiles = m_round.tiles;
    outcome.target = m_round.target;
    outcome.large = m_round.large;
    outcome.difficulty = m_round.difficulty;
    outcome.dailyDate = m_round.dailyDate;
    outcome.dailyReplay = m_round.dailyReplay;
    outcome.revealedAtOnce = m_round.revealAtOnce;
    outcome.result = m_result;
    outcome.best = m_best.value_or(BestAnswer{});
    outcome.solutions = m_solutions;
    outcome.review = reviewOfWorking();
    outcome.opponent = m_duel.contestant();
    outcome.opponentAnswer = m_duel.answer();
    if (m_roundHotSeat)
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
        recordRoundIfDue(false);
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
        startRound(0); // no pick step: the cards are drawn at once
    else
        setPhase(Phase::Idle);
}

Result<Started> GameController::startGuidedRound(int large)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    if (!canStartGuidedRound())
        return Error{ErrorKind::GameInProgress, -1, {}};
    // No contestant plays it, and a contestant's pending pick (opponentsPick()) waits for the
    // next round.
    beginRound(guidedRound(large, m_random));
    return Started{};
}

} // namespace countdown
