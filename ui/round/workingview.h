// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The player's working, step by step ("1.  60 − 11 = 49"), and how close the best of it is.
#pragma once

#include <QFrame>

class QLabel;

namespace countdown::ui {

class WorkingView : public QFrame {
    Q_OBJECT

public:
    explicit WorkingView(QWidget *parent = nullptr);

    // Steps in typographic notation, in order.
    void setSteps(const QStringList &steps);
    // "exact", "2 away" ... or empty; `exact` colours it.
    void setStatus(const QString &status, bool exact);
    // A line under the steps (e.g. which tiles are not used yet), or empty.
    void setHint(const QString &hint);
    QString hintText() const;

    QString stepsText() const;
    QString statusText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void applyColours();
    void capHeight();

    QLabel *m_caption;
    QLabel *m_steps;
    QLabel *m_status;
    QLabel *m_hint;
    QStringList m_stepList;
    bool m_exact = false;
};

} // namespace countdown::ui
