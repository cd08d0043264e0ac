// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The strip across the top of the window: the game's name, where the player is (round, game or
// daily puzzle, rules), the score, and the window's actions (pause, statistics, settings). Its
// texts give up width before the window has to grow: the line about the round is cut with "…".
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace countdown {
class GameController;
}

namespace countdown::ui {

class ElidedLabel;

class HeaderBar : public QWidget {
    Q_OBJECT

public:
    explicit HeaderBar(const countdown::GameController &game, QWidget *parent = nullptr);

    // Reads the round, the game and the score from the controller again.
    void refresh();

    QString roundText() const;
    QString scoreText() const;
    QPushButton *pauseButton() const { return m_pause; }
    QPushButton *statisticsButton() const { return m_statistics; }
    QPushButton *settingsButton() const { return m_settings; }
    // A widget shown in the place of the line about the round whenever it is visible (the daily
    // set's row): the header keeps its one line, and the window its height.
    void setRoundWidget(QWidget *widget);

Q_SIGNALS:
    void pauseClicked();
    void statisticsClicked();
    void settingsClicked();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString variantText() const;
    QString whereText() const;
    QString totalsText() const;
    void retranslate();
    // The title is decoration (the window's title says it too): shown only with room to spare.
    void updateTitleVisibility();

    const countdown::GameController &m_game;
    QLabel *m_title;
    ElidedLabel *m_round;
    QWidget *m_roundWidget = nullptr;
    QLabel *m_score;
    QPushButton *m_pause;
    QPushButton *m_statistics;
    QPushButton *m_settings;
};

} // namespace countdown::ui
