// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A round from numbers the player types (up to 7, e.g. from the TV) and a target; it can be
// played against the clock or solved at once.
#pragma once

#include "puzzle.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace countdown::ui {

class CustomRoundDialog : public QDialog {
    Q_OBJECT

public:
    explicit CustomRoundDialog(QWidget *parent = nullptr);

    countdown::Puzzle puzzle() const { return m_puzzle; }
    // True when the player chose "Solve now" rather than "Play".
    bool revealAtOnce() const { return m_revealAtOnce; }
    // Fills the fields (the last custom round, or for tests).
    void setInput(const QString &numbers, const QString &target);
    QString errorText() const;

private:
    void validate();
    void finish(bool revealAtOnce);

    QLineEdit *m_numbers;
    QLineEdit *m_target;
    QLabel *m_error;
    QPushButton *m_play;
    QPushButton *m_solve;
    countdown::Puzzle m_puzzle;
    bool m_valid = false;
    bool m_revealAtOnce = false;
};

} // namespace countdown::ui
