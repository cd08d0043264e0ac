#include "gamecontroller.h"

#include "parser.h"
#include "scoring.h"

#include <algorithm>
#include <cmath>

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
    , m_clock(time)
{
    qRegisterMetaType<countdown::Phase>();
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &GameController::updateTime);
    connect(&m_solver, &SolverService::bestFound, this, &GameController::onBestFound);
    connect(&m_solver, &SolverService::solved, this, &GameController::onSolved);
}

GameController::~GameController() = default;

void GameController::setSettings(const GameSettings &settings)
{
    if (settings == m_settings)
        return;
    m_settings = settings;
    m_settings.defaultLarge = std::clamp(m_settings.defaultLarge, 0, kMaxLarge);
    m_settings.clockSeconds = std::max(0, m_settings.clockSeconds);
    if (m_settings.variant == Variant::Custom)
        m_settings.variant = Variant::Countdown; // custom is chosen per round
    Q_EMIT settingsChanged();
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
    if (m_phase != Phase::Idle && m_phase != Phase::Revealed)
        return;
    m_revealAtOnce = false;
    Draw draw = m_settings.variant == Variant::LeCompteEstBon ? drawLeCompteEstBon(m_random)
                                                              : drawCountdown(large, m_random);
    beginRound(m_settings.variant, std::move(draw.tiles), draw.target);
}

bool GameController::startCustomRound(const Puzzle &puzzle, bool revealAtOnce)
{
    if (m_phase != Phase::Idle && m_phase != Phase::Revealed)
        return false;
    if (const auto error = checkPuzzle(puzzle)) {
        Q_EMIT inputRejected(*error);
        return false;
    }
    m_revealAtOnce = revealAtOnce;
    beginRound(Variant::Custom, puzzle.numbers, puzzle.target);
    return true;
}

void GameController::beginRound(Variant variant, std::vector<Number> tiles, Number target)
{
    m_roundVariant = variant;
    m_roundMode = m_settings.mode;
    m_tiles = std::move(tiles);
    m_target = target;
    ++m_roundNumber;
    m_roundClockMs = qint64(m_settings.clockSeconds) * 1000;
    m_working = Working(m_tiles);
    m_typed = TypedAnswer{};
    m_best.reset();
    m_solutions.reset();
    m_result = RoundResult{};
    m_roundFinished = false;
    m_paused = false;
    m_clock.stop();

    // The solver starts as soon as tiles and target exist: its answer is ready long before the
    // player's time is up.
    SolveRequest request;
    request.numbers = m_tiles;
    request.target = m_target;
    request.mode = m_roundMode;
    m_solveRequest = m_solver.solve(request);

    Q_EMIT roundStarted();
    Q_EMIT workingChanged();
    Q_EMIT typedAnswerChanged();
    if (m_revealAtOnce) {
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
    m_phase = phase;
    m_phaseStartedAt = m_time.nowMs();
    scheduleTimer();
    Q_EMIT phaseChanged(phase);
}

void GameController::enterRunning()
{
    m_clock.start(m_roundClockMs);
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
    m_typed.text = text;
    m_typed.expression.reset();
    m_typed.error.reset();
    if (!m_typed.isEmpty()) {
        Result<Expression> parsed = parseAnswer(text, m_tiles);
        if (parsed)
            m_typed.expression = std::move(parsed).value();
        else
            m_typed.error = parsed.error();
    }
    Q_EMIT typedAnswerChanged();
}

std::optional<RoundResult> GameController::bestCandidate() const
{
    // Every card on the board (drawn tiles and every step's result) and the typed answer; in
    // "must use all" mode only those that use every tile are valid declarations.
    std::vector<const Expression *> candidates;
    for (const Working::Card &card : m_working.cards())
        candidates.push_back(&card.expression);
    if (m_typed.expression)
        candidates.push_back(&*m_typed.expression);

    const Expression *best = nullptr;
    Number bestDistance = 0;
    for (const Expression *e : candidates) {
        if (m_roundMode == SolveMode::UseAll && e->tileCount() != int(m_tiles.size()))
            continue;
        const Number d = std::abs(e->value() - m_target);
        if (!best || d < bestDistance
            || (d == bestDistance && e->tileCount() < best->tileCount())) {
            best = e;
            bestDistance = d;
        }
    }
    if (!best)
        return std::nullopt;
    RoundResult r;
    r.hasDeclaration = true;
    r.value = best->value();
    r.expression = *best;
    r.distance = bestDistance;
    r.points = score(m_target, Declaration{r.value, true});
    return r;
}

std::optional<RoundResult> GameController::currentDeclaration() const
{
    return bestCandidate();
}

void GameController::declare()
{
    if (m_phase != Phase::Running || m_paused)
        return;
    finishRound(true, false);
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

    RoundResult r = bestCandidate().value_or(RoundResult{});
    r.cheated = cheated;
    r.early = early;
    r.timeUsedMs = m_clock.elapsedMs();
    if (cheated)
        r.points = 0; // what the player had still shows, but it does not count
    m_result = r;
    if (!cheated) {
        m_sessionPoints += r.points;
        ++m_roundsScored;
        Q_EMIT sessionPointsChanged(m_sessionPoints);
    }
    if (ranOut)
        Q_EMIT timeUp();
    setPhase(Phase::Declaring);
    revealIfReady();
}

void GameController::revealIfReady()
{
    if (m_phase != Phase::Declaring || !m_best)
        return;
    setPhase(Phase::Revealed);
    Q_EMIT revealed();
}

void GameController::onBestFound(quint64 id, const BestAnswer &best)
{
    if (id != m_solveRequest)
        return; // a round that has been replaced
    m_best = best;
    Q_EMIT solverReady();
    revealIfReady();
}

void GameController::onSolved(const SolveReport &report)
{
    if (report.id != m_solveRequest)
        return;
    m_best = report.best;
    if (report.hasSolutions)
        m_solutions = report.solutions;
    Q_EMIT solutionsReady();
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
    if (m_settings.variant == Variant::LeCompteEstBon)
        startRound(0); // no pick step: the cards are drawn at once
    else
        setPhase(Phase::Idle);
}

} // namespace countdown
