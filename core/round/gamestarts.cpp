// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How rounds and games begin (GameController's start functions): each makes a RoundRequest, or
// begins a game of several rounds, or says why it cannot. What happens once a round is drawn is in
// gamecontroller.cpp.

#include "gamecontroller.h"

#include "solverservice.h"

#include <algorithm>

namespace countdown {

void GameController::startRound(int large)
{
    if (!canStartRound() || m_duel.contestantsPick())
        return;
    drawRoundWith(m_game.practicePick().value_or(large));
}

void GameController::drawContestantsPick()
{
    if (!canStartRound() || !m_duel.contestantsPick())
        return;
    drawRoundWith(*m_duel.contestantsPick());
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
    round.withContestant = !m_game.isOneMachineGame() && !practice;
    beginRound(std::move(round));
}

// Called on the way into Idle: whether the next pick is the contestant's, and what it asks for
// (decided now, so that the panel can say it before the draw).
void GameController::decideWhoPicks()
{
    const bool alternating = m_settings.contestantLevel > 0 && m_settings.variant.playerPicksLarge()
                             && !m_game.isOneMachineGame() && !m_game.focus();
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

const DailySet &GameController::dailySet(QDate date)
{
    if (m_dailySet.date != date)
        m_dailySet = countdown::dailySet(date);
    return m_dailySet;
}

Result<Started> GameController::startDailySetRound(QDate date, int position, bool practice)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    if (m_game.isOneMachineGame())
        return Error{ErrorKind::DailyAtOneMachine, -1, {}};
    const DailySet &set = dailySet(date);
    Q_ASSERT(date.isValid() && position >= 1 && position <= kDailySetSize);
    position = std::clamp(position, 1, kDailySetSize);
    if (!practice) {
        // One attempt per puzzle, as for the daily puzzle.
        const Result<bool> attempted = m_recorder.dailySetPuzzleAttempted(date, position);
        if (!attempted)
            return attempted.error();
        if (attempted.value())
            return Error{ErrorKind::DailySetPuzzlePlayed,
                         -1,
                         {date.toString(Qt::ISODate), QString::number(position)}};
    }
    beginRound(dailySetRound(set, position, practice));
    return Started{};
}

Result<Started> GameController::startChallengeRound(const Challenge &challenge)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    if (inGame() && !isGameOver())
        return Error{ErrorKind::GameInProgress, -1, {}};
    beginRound(challengeRound(challenge));
    return Started{};
}

Result<Started> GameController::startDailyRound(QDate date, bool replay)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    if (m_game.isOneMachineGame())
        return Error{ErrorKind::DailyAtOneMachine, -1, {}};
    if (!replay) {
        // One attempt a day. When the history cannot say whether there was one, no attempt is
        // recorded: that could make a second one.
        const Result<bool> attempted = m_recorder.dailyAttempted(date);
        if (!attempted)
            return attempted.error();
        if (attempted.value())
            return Error{ErrorKind::DailyAlreadyPlayed, -1, {date.toString(Qt::ISODate)}};
    }
    beginRound(dailyRound(date, replay));
    return Started{};
}

Result<Started> GameController::startOneMachineGame(const QStringList &names)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    QStringList players;
    for (const QString &name : names) {
        if (!name.trimmed().isEmpty() && players.size() < kMaxOneMachinePlayers)
            players << name.trimmed().left(kMaxPlayerNameLength);
    }
    if (players.size() < kMinOneMachinePlayers)
        return Error{ErrorKind::TooFewPlayers, -1, {QString::number(kMinOneMachinePlayers)}};
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
    keepRoundIfDue(true);
    m_game.begin(rounds, focus);
    m_duel.restart();
    // A practice's earlier rate is read now; its own rounds are counted from the game's summary
    // as they are revealed, so the figure never waits for one to be stored.
    const RoundRecorder::GameStart start = m_recorder.gameStarted(m_game.rounds(), focus);
    m_game.setId(start.id);
    if (start.earlier)
        m_game.setPracticeStart(*start.earlier);
    Q_EMIT gameChanged();
    if (m_phase == Phase::Revealed)
        setPhase(Phase::Idle);
}

Result<Started> GameController::startGuidedRound(int large)
{
    if (!canStartRound())
        return Error{ErrorKind::RoundInProgress, -1, {}};
    if (!canStartGuidedRound())
        return Error{ErrorKind::GameInProgress, -1, {}};
    // No contestant plays it, and a contestant's pending pick waits for the
    // next round.
    beginRound(guidedRound(large, m_random));
    return Started{};
}

} // namespace countdown
