// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The daily set's row, in the header's line while one of its puzzles is played: the set's number
// and its stars so far, and its five puzzles (the one being played marked, the others with their
// stars or their number when still to play). A puzzle is a button: clicked, or chosen by Tab and
// Space, it is played next.
#pragma once

#include <QDate>
#include <QWidget>

#include <array>
#include <optional>

class QToolButton;

namespace countdown::ui {

class ElidedLabel;

// What the row shows of one puzzle.
struct DailySetPuzzleState {
    std::optional<int> stars; // played: its stars (0-3); none: not played yet
    bool answerShown = false; // played by showing the answer
};

struct DailySetStripState {
    QDate date;
    int number = 0;        // the set's (the daily puzzle's) number
    int current = 0;       // the puzzle being played or last played (1-5); 0: none
    bool practice = false; // not the day's attempts: a past set, or played again
    std::array<DailySetPuzzleState, 5> puzzles;

    int stars() const;
};

class DailySetStrip : public QWidget {
    Q_OBJECT

public:
    explicit DailySetStrip(QWidget *parent = nullptr);

    void setState(const DailySetStripState &state);
    const DailySetStripState &state() const { return m_state; }
    QToolButton *puzzleButton(int position) const;
    // "Daily set #339 · 3 of 15 stars", whole (the label may cut it).
    QString titleText() const;

Q_SIGNALS:
    void puzzleRequested(int position);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    DailySetStripState m_state;
    ElidedLabel *m_title; // gives up width first: the buttons say it all too
    std::array<QToolButton *, 5> m_puzzles{};
};

// Stars as they are drawn: filled for those won, hollow for the rest of three ("★★☆").
QString starsGlyphs(int stars);

} // namespace countdown::ui
