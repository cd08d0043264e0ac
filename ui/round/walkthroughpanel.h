// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The first-run tour's coach banner, across the game above the clock and the board: which step of
// the guided round this is ("Step 2 of 6"), what to do now in plain words (with an example step
// from the round's easiest solution when there is one), "Skip tour", and "Finish" at the reveal.
// It follows the core's Walkthrough and is hidden when no tour runs. Its buttons are for the mouse
// and Tab only: the banner never takes the keys from the board or the answer field.
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace countdown {
class GameController;
class Walkthrough;
} // namespace countdown

namespace countdown::ui {

class WalkthroughPanel : public QFrame {
    Q_OBJECT

public:
    // `game` and `tour` must outlive the panel.
    WalkthroughPanel(countdown::GameController &game, countdown::Walkthrough &tour,
                     QWidget *parent = nullptr);

    // Follows the tour's step, the round's example and the pause.
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
    countdown::Walkthrough &m_tour;
    QLabel *m_step;
    QLabel *m_instruction; // the step in bold, then the instruction
    QString m_plainInstruction;
    QPushButton *m_finish;
    QPushButton *m_skip;
};

} // namespace countdown::ui
