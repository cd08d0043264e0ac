// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The guided round, the first-run lesson: one round that shows, in order, the pick, combining
// tiles, undoing, typing an answer, declaring and the reveal. It follows a GameController through
// its signals and knows where the player is; the window words each step (ui/guidedroundpanel) and
// sends the pick here, which starts the controller's guided round (startGuidedRound()).
//
// A step advances when the player does that thing, never on a timer, and the guided round never
// gets stuck whatever the player does instead:
// - Pick: any round starting moves on to Combine. pick() starts the guided round; a round the
//   player starts otherwise (a custom round, the daily puzzle) is followed the same way.
// - Combine: a step made on the board. Undo: a step undone (or the board cleared).
// - Typing in the answer field at Combine or Undo passes both over, to Type: the player has chosen
//   to type, and undoing has nothing to show on an answer typed (the field edits itself).
// - Type: an answer that reads and combines two tiles or more (a tile on its own reads too, but
//   it is only the start of typing). Declare: the round ends.
// - The round ending at any step before Reveal (declared early, the answer asked for, the clock
//   of a round that was not the guided one, a game at one machine's declarations) jumps to Reveal.
//   A guided round started while a finished round's answer shows starts at Pick all the same.
// - Reveal: finish() ends the guided round, and so does leaving the reveal (the next round, a new
//   one).
// - Pausing changes nothing: the step waits until play resumes.
// - skip() ends the guided round at any step. It never touches the round itself: skipped, it is
//   played on (without a clock) or left like any other.
#pragma once

#include "hints.h"
#include "number.h"

#include <QObject>

#include <optional>

namespace countdown {

class GameController;
enum class Phase;

class GuidedRound : public QObject {
    Q_OBJECT

public:
    enum class Step {
        Pick,    // choose how many large numbers
        Combine, // a tile, an operation, another tile (or the keys)
        Undo,    // Backspace or the undo button
        Type,    // an answer typed in the answer field
        Declare, // Enter or "I've got it"
        Reveal,  // the solver's answer; finish() ends the guided round
        Done,    // not running (before the first start() too)
    };
    Q_ENUM(Step)
    // The steps the player is shown ("Step 2 of 6"): Pick to Reveal.
    static constexpr int kSteps = 6;

    // A step the player could make first: the first step of the round's easiest solution, which
    // the reveal shows first and the hints are about ("75 + 25").
    using Example = RoundHints::StepValues;

    // `game` must outlive the guided round (make it the controller's child).
    explicit GuidedRound(GameController &game, QObject *parent = nullptr);

    Step step() const { return m_step; }
    bool isActive() const { return m_step != Step::Done; }
    // 1 to kSteps for Pick to Reveal; 0 when not running.
    int stepNumber() const;
    // Whether start() would start: no round is being played and no game of several rounds is
    // under way (the guided round would count in it).
    bool canStart() const;
    // Known once the solver has answered the round; nullopt before, between rounds, and when the
    // easiest answer is a tile on its own.
    std::optional<Example> example() const;

public Q_SLOTS:
    // Starts (or starts again) at Pick; false when it cannot (canStart()).
    bool start();
    // The player's pick while at Pick: starts the guided round with `large` large numbers. False
    // (nothing happens) at any other step, or when the controller refuses.
    bool pick(int large);
    // "Finish" at Reveal: the guided round is complete. Nothing at another step (skip() is for
    // those).
    void finish();
    // Ends the guided round at any step.
    void skip();

Q_SIGNALS:
    void stepChanged(countdown::GuidedRound::Step step);
    void exampleChanged(); // the round's easiest solution became known (or the round changed)
    void finished(bool completed); // completed: Finish, or the reveal left; false: skipped
    // A friend's challenge, or a puzzle of the daily set, began while the guided round waited for
    // the pick: it is played as it is (the challenge's clock and what to beat, the set's row),
    // and the guided round stops without being seen through or skipped, so that it is offered
    // again later.
    void setAside();

private:
    void setStep(Step step);
    void end(bool completed);
    void onRoundStarted();
    void onWorkingChanged();
    void onTypedAnswerChanged();
    void onPhaseChanged(countdown::Phase phase);

    GameController &m_game;
    Step m_step = Step::Done;
    std::size_t m_stepsMade = 0; // the working's steps when last seen
};

} // namespace countdown
