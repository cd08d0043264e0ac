// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Where a round is played: the tiles, the four operations, undo and reset, the line that says why
// a step was refused, the working so far and the typed answer with its live value. It keeps what
// the player has selected (a tile, then an operation) and turns clicks and keys into the
// controller's steps. When the round is over its lower part gives its place to what the window
// sets there (the reveal), so that the end of a round adds nothing to the window's height.
#pragma once

#include "arithmetic.h"
#include "error.h"

#include <QWidget>

#include <functional>
#include <optional>

class QHBoxLayout;
class QKeyEvent;
class QLabel;
class QPushButton;
class QStackedWidget;

namespace countdown {
class GameController;
}

namespace countdown::ui {

class AnswerField;
class TileRack;
class WorkingView;

class BoardPanel : public QWidget {
    Q_OBJECT

public:
    explicit BoardPanel(countdown::GameController &game, QWidget *parent = nullptr);

    // What takes the place of the operations, the working and the answer field once the round is
    // over (the reveal panel). Not owned by the window any more: reparented here.
    void setFinishedWidget(QWidget *widget);
    // Shows that widget (true) or the controls of a round being played (false).
    void showFinished(bool finished);
    bool isShowingFinished() const;

    // The keys of a round being played, when focus is not in the answer field: 1-7 pick a tile by
    // its place, + - * / (and × ÷ x :) an operation, Backspace undoes, Escape clears the
    // selection. False when the key is not one of them (or the round takes no input now).
    bool handleKey(QKeyEvent *event);

    TileRack *rack() const { return m_rack; }
    WorkingView *workingView() const { return m_working; }
    AnswerField *answerField() const { return m_answerField; }
    QString messageText() const;
    // The hints taken this round, one sentence each (empty before the first). The message line
    // shows them when it has nothing else to say.
    QString hintsText() const;
    QString feedbackText() const;
    int selectedTile() const { return m_selectedTile; }
    std::optional<countdown::Operator> pendingOperator() const { return m_pendingOp; }
    bool hasSelection() const { return m_selectedTile >= 0 || m_pendingOp.has_value(); }
    // The keys go where the player is playing: the answer field for one typing an answer (or who
    // was when the round was paused), else the tiles.
    void focusForPlay();

public Q_SLOTS:
    void chooseOperator(countdown::Operator op);
    void activateTile(int boardTile);
    // A tile by its 0-based place, as the keys 1-7 choose it: the tile chosen already stays chosen
    // (unlike a click on it); a place with no tile says so.
    void selectPlace(int place);
    void clearSelection();

protected:
    void changeEvent(QEvent *event) override;

private:
    QHBoxLayout *buildOperatorRow();
    // The controls, or for people at one machine while the clock runs, what to do meanwhile.
    QWidget *playingPage() const;
    void connectInput();
    void onPhaseChanged();
    void onRoundStarted();
    void onWorkingChanged();
    void onPausedChanged(bool paused);
    // The message line: an error of the controller's, or one of ours. Kept as how to make the
    // sentence, so that a change of language remakes it.
    void showError(const countdown::Error &error);
    void showMessage(std::function<QString()> text, bool error);
    void clearMessage();
    void updateOperatorTexts(); // the operations' tooltips: their keys, or that they are left out
    void updateMessage();
    void updateTypedFeedback();
    void updateDeclarationStatus();
    void updateControls();
    void retranslate();

    countdown::GameController &m_game;
    TileRack *m_rack;
    QStackedWidget *m_lower;
    QLabel *m_peopleWorking;
    QWidget *m_controls;
    QWidget *m_finished = nullptr;
    QList<QPushButton *> m_opButtons;
    QPushButton *m_undoButton;
    QPushButton *m_resetButton;
    QLabel *m_message;
    WorkingView *m_working;
    AnswerField *m_answerField;
    QLabel *m_feedback;

    int m_selectedTile = -1;
    std::optional<countdown::Operator> m_pendingOp;
    bool m_typingWhenPaused = false;
    std::function<QString()> m_messageText;
    bool m_messageIsError = false;
};

} // namespace countdown::ui
