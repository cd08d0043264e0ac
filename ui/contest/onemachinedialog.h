// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// "Play at one machine": the names of the two to four people who will share the board, for a
// game of as many rounds as the settings say. The last names used are offered again.
#pragma once

#include <QDialog>
#include <QStringList>

#include <array>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace countdown::ui {

class OneMachineDialog : public QDialog {
    Q_OBJECT

public:
    OneMachineDialog(const QStringList &names, int roundsPerGame, QWidget *parent = nullptr);

    // The names typed, in order, blanks left out.
    QStringList names() const;
    QLineEdit *nameField(int seat) const;
    QPushButton *startButton() const;

private:
    void updateStart();

    std::array<QLineEdit *, 4> m_names{};
    QDialogButtonBox *m_buttons;
    QLabel *m_hint;
};

} // namespace countdown::ui
