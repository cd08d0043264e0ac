// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Between the clock and the reveal when people play at one machine: whose turn it is to declare
// (their value typed out of the others' sight), then whose turn it is to show how, with every
// declaration said aloud. The value goes to the controller's declareValue(); the method is built on
// the board (or typed) and sent with showMethod(), or cannotShow().
#pragma once

#include <QFrame>

class QLabel;
class QLineEdit;
class QPushButton;

namespace countdown {
class GameController;
}

namespace countdown::ui {

class DeclarationsPanel : public QFrame {
    Q_OBJECT

public:
    explicit DeclarationsPanel(countdown::GameController &game, QWidget *parent = nullptr);

    // Follows the controller's declarations (hidden outside the Declarations phase).
    void refresh();
    // Where the keys go now: the value field while declaring, else the "show" button.
    void takeFocus();

    QString titleText() const;
    QString declarationsText() const; // the part of the line under the title about the declarations
    QString hintText() const;
    QLineEdit *valueField() const { return m_value; }
    QPushButton *declareButton() const { return m_declare; }
    QPushButton *nothingButton() const { return m_nothing; }
    QPushButton *showButton() const { return m_show; }
    QPushButton *cannotShowButton() const { return m_cannotShow; }

    // As tall as its wrapped lines need at its narrowest: the board below gives way, not them.
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void declareTyped();

    countdown::GameController &m_game;
    QLabel *m_title;
    QLabel *m_hint;
    QString m_declarationsText; // who has declared, or what each declared
    QLineEdit *m_value;
    QPushButton *m_declare;
    QPushButton *m_nothing;
    QPushButton *m_show;
    QPushButton *m_cannotShow;
};

} // namespace countdown::ui
