// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The guided round's coach banner, across the game above the clock and the board: which step of
// the guided round this is ("Step 2 of 6"), what to do now in plain words (with an example step
// from the round's easiest solution when there is one), "Skip the guided round", and "Finish" at
// the reveal. It follows the core's GuidedRound and is hidden when it does not run. Its buttons are
// for the mouse and Tab only: the banner never takes the keys from the board or the answer field.
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace countdown {
class GameController;
class GuidedRound;
} // namespace countdown

namespace countdown::ui {

class GuidedRoundPanel : public QFrame {
    Q_OBJECT

public:
    // `game` and `guidedRound` must outlive the panel.
    GuidedRoundPanel(countdown::GameController &game, countdown::GuidedRound &guidedRound,
                     QWidget *parent = nullptr);

    // Follows the guided round's step, the round's example and the pause.
    void refresh();

    QString stepText() const;        // "Guided round · Step 2 of 6"
    QString instructionText() const; // what to do now
    QPushButton *skipButton() const { return m_skip; }
    QPushButton *finishButton() const { return m_finish; }

    // As tall as its wrapped lines need at its narrowest: the board below gives way, not them.
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    countdown::GameController &m_game;
    countdown::GuidedRound &m_guidedRound;
    QLabel *m_step;
    QLabel *m_instruction; // the step in bold, then the instruction
    QString m_plainInstruction;
    QPushButton *m_finish;
    QPushButton *m_skip;
};

} // namespace countdown::ui
