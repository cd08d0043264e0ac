// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "guidedround.h"

#include "gamecontroller.h"

namespace countdown {

GuidedRound::GuidedRound(GameController &game, QObject *parent)
    : QObject(parent)
    , m_game(game)
{
    connect(&m_game, &GameController::roundStarted, this, &GuidedRound::onRoundStarted);
    connect(&m_game, &GameController::workingChanged, this, &GuidedRound::onWorkingChanged);
    connect(&m_game, &GameController::typedAnswerChanged, this, &GuidedRound::onTypedAnswerChanged);
    connect(&m_game, &GameController::phaseChanged, this, &GuidedRound::onPhaseChanged);
    connect(&m_game, &GameController::hintsChanged, this, [this] {
        if (isActive())
            Q_EMIT exampleChanged();
    });
}

int GuidedRound::stepNumber() const
{
    return m_step == Step::Done ? 0 : int(m_step) + 1;
}

bool GuidedRound::canStart() const
{
    return m_game.canStartGuidedRound();
}

std::optional<GuidedRound::Example> GuidedRound::example() const
{
    if (!m_game.roundHints() || m_game.tiles().empty())
        return std::nullopt;
    return m_game.roundHints()->firstStepOperands();
}

bool GuidedRound::start()
{
    if (!canStart())
        return false;
    m_stepsMade = 0;
    setStep(Step::Pick);
    return true;
}

bool GuidedRound::pick(int large)
{
    if (m_step != Step::Pick)
        return false;
    // The round's start moves the guided round on (onRoundStarted), as any round's would.
    return bool(m_game.startGuidedRound(large));
}

void GuidedRound::finish()
{
    if (m_step == Step::Reveal)
        end(true);
}

void GuidedRound::skip()
{
    if (isActive())
        end(false);
}

void GuidedRound::setStep(Step step)
{
    if (step == m_step)
        return;
    m_step = step;
    Q_EMIT stepChanged(step);
}

void GuidedRound::end(bool completed)
{
    setStep(Step::Done);
    Q_EMIT finished(completed);
}

void GuidedRound::onRoundStarted()
{
    m_stepsMade = 0;
    // A friend's challenge or a puzzle of the daily set: their line in the header (what to beat,
    // the set's row) is what the guided round's banner would hide.
    const RoundRequest &round = m_game.round();
    if (m_step == Step::Pick && (round.challenge || round.dailySetPosition > 0)) {
        setStep(Step::Done);
        Q_EMIT setAside();
        return;
    }
    if (m_step == Step::Pick)
        setStep(Step::Combine);
    else if (m_step == Step::Reveal)
        end(true); // a new round after the reveal: the guided round has been seen through
    if (isActive())
        Q_EMIT exampleChanged(); // the new round's is not known yet
}

void GuidedRound::onWorkingChanged()
{
    const std::size_t made = m_game.working().steps().size();
    const std::size_t before = m_stepsMade;
    m_stepsMade = made;
    if (m_step == Step::Combine && made > before)
        setStep(Step::Undo);
    else if (m_step == Step::Undo && made < before)
        setStep(Step::Type);
}

void GuidedRound::onTypedAnswerChanged()
{
    const TypedAnswer &typed = m_game.typedAnswer();
    if (typed.isEmpty())
        return;
    if (m_step == Step::Combine || m_step == Step::Undo)
        setStep(Step::Type);
    if (m_step == Step::Type && typed.expression && typed.expression->tileCount() >= 2)
        setStep(Step::Declare);
}

void GuidedRound::onPhaseChanged(Phase phase)
{
    switch (phase) {
    case Phase::Declarations:
    case Phase::AwaitingAnswer:
    case Phase::Revealed:
        if (m_step == Step::Combine || m_step == Step::Undo || m_step == Step::Type
            || m_step == Step::Declare)
            setStep(Step::Reveal);
        break;
    case Phase::Idle:
        if (m_step == Step::Reveal)
            end(true); // the next round: the reveal has been read
        break;
    case Phase::Drawing:
    case Phase::TargetRoll:
    case Phase::Running:
        break; // a new round's start is onRoundStarted()'s
    }
}

} // namespace countdown
