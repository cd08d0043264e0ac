// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The clock's side of the window: the painted clock, the time left, "I've got it", the hint and
// "Show the answer".
// Beside the board it is a column with a large clock; above the board (a narrow window) it is a
// row with a small one. It follows the controller's round and forwards the buttons to it.
#pragma once

#include "plaintext.h"

#include <QWidget>

class QBoxLayout;
class QLabel;
class QPushButton;

namespace countdown {
class GameController;
}

namespace countdown::ui {

class ClockWidget;

// The time left under the clock, in words. Its text changes every second: assistive technology
// reads the text whenever it asks (roundaccessibility.cpp) but is told of a change only at a new
// kind of text (the start, a pause, the contestant's "got it", the end), never second by second.
class SecondsLabel : public PlainLabel {
    Q_OBJECT
public:
    using PlainLabel::PlainLabel;
};

class ClockPanel : public QWidget {
    Q_OBJECT

public:
    explicit ClockPanel(countdown::GameController &game, QWidget *parent = nullptr);

    // A row with a small clock (true) or a column with a large one (false).
    void setCompact(bool compact);
    bool isCompact() const { return m_compact; }
    // The least width of the column (not compact), whatever the arrangement now.
    int columnMinimumWidth() const;

    // Follows the controller: which clock, whether it moves, the time left, the buttons.
    void refresh();
    // Between rounds, whether the next round has no clock whatever the settings (the guided
    // round): the panel says so instead of the settings' length.
    void setNextRoundUntimed(bool untimed);

    ClockWidget *clock() const { return m_clock; }
    QString secondsText() const;
    QPushButton *declareButton() const { return m_declare; }
    QPushButton *hintButton() const { return m_hint; }
    QPushButton *showAnswerButton() const { return m_showAnswer; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void applyColours();
    void updateSecondsText();
    // What kind of text the seconds show: while the clock runs, only a change of kind is news.
    enum class SecondsKind { Other, Ticking, TickingAfterGotIt };

    countdown::GameController &m_game;
    bool m_nextUntimed = false;
    QBoxLayout *m_layout;
    ClockWidget *m_clock;
    SecondsLabel *m_seconds;
    SecondsKind m_secondsKind = SecondsKind::Other;
    QPushButton *m_declare;
    QPushButton *m_hint;
    QPushButton *m_showAnswer;
    bool m_compact = false;
};

} // namespace countdown::ui
