// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The field where the player can type an answer instead of combining tiles. Shows, live, the value
// it reaches or the parser's complaint, with the offending character underlined in place.
#pragma once

#include "arithmetic.h"

#include <QLineEdit>

namespace countdown::ui {

class AnswerField : public QLineEdit {
    Q_OBJECT

public:
    explicit AnswerField(QWidget *parent = nullptr);

    enum class State { Empty, Value, Error };
    // Value: `text` is e.g. "= 586", `exact` colours it as a hit. Error: `position` is the index of
    // the character to underline (-1 for none).
    void showValue(const QString &text, bool exact);
    void showError(int position);
    void clearFeedback();
    State state() const { return m_state; }
    int errorPosition() const { return m_errorPosition; }

    // The operations the round allows: the placeholder's example uses only those.
    void setOperators(countdown::OperatorSet operators);

    // Whether a typed character belongs in an answer (digits, operators, brackets, spaces).
    static bool isAnswerCharacter(QChar c);

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void retranslate();
    void updateMargins();
    int valueInset() const;

    State m_state = State::Empty;
    QString m_valueText;
    bool m_exact = false;
    int m_errorPosition = -1;
    countdown::OperatorSet m_operators = countdown::OperatorSet::all();
};

} // namespace countdown::ui
