// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The end of a game of several rounds: every round's target, tiles, the player's value and points
// and the solver's best, the total, and what to do next (play again, or go back to single
// rounds). Shown in the window in place of the board.
#pragma once

#include <QFrame>

#include <functional>
#include <memory>
#include <optional>

class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace countdown {
class GameProgress;
struct GameRoundSummary;
} // namespace countdown

namespace countdown::ui {

class Scoreboard : public QFrame {
    Q_OBJECT

public:
    explicit Scoreboard(QWidget *parent = nullptr);
    ~Scoreboard() override;

    // Fills the table with a game's rounds and totals.
    void showGame(const countdown::GameProgress &game);

    QString totalText() const;
    // The table's cells as shown, row by row (the header first), for tests and screen readers.
    QList<QStringList> rows() const;
    QPushButton *playAgainButton() const { return m_playAgain; }

Q_SIGNALS:
    void playAgainRequested();
    void closeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void refreshForPeople();
    void refreshTitle();
    void fillGrid(const std::function<std::optional<int>(int row, int column)> &pointsAt,
                  const std::function<bool(int column)> &leftAligned);
    static QString tilesText(const countdown::GameRoundSummary &round);
    static QString solverText(const countdown::GameRoundSummary &round);

    std::unique_ptr<const countdown::GameProgress> m_game; // none before the first game shown
    QLabel *m_title;
    QScrollArea *m_scroll;
    QWidget *m_table;
    QGridLayout *m_grid;
    QLabel *m_total;
    QPushButton *m_playAgain;
    QPushButton *m_close;
    QList<QStringList> m_rows;
};

} // namespace countdown::ui
