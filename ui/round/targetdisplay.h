// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The target: big accent-coloured digits in a rounded panel. It can roll through pseudo-random
// digits before settling (driven by the owner's elapsed time, so it is reproducible and needs no
// timer of its own) and can hide the number while the game is paused.
#pragma once

#include <QString>
#include <QWidget>

namespace countdown::ui {

class TargetDisplay : public QWidget {
    Q_OBJECT

public:
    explicit TargetDisplay(QWidget *parent = nullptr);

    // 0 means no target yet: the panel shows a neutral placeholder.
    void setTarget(qint64 target);
    qint64 target() const { return m_target; }

    // Hidden (pause): the panel shows a neutral placeholder, never the number or its length.
    // (Not named setHidden: that would shadow QWidget::setHidden, which hides the whole widget.)
    void setNumberHidden(bool hidden);
    bool isNumberHidden() const { return m_hidden; }

    // Rolling: pseudo-random digits, as many as the target has, changing every ~60 ms of
    // `elapsedMs`; the same elapsedMs always shows the same digits. The owner calls this each frame
    // with the phase's elapsed time, then setSettled().
    void setRolling(qint64 elapsedMs);
    void setSettled();
    bool isRolling() const { return m_rolling; }

    // An exact answer: the panel lights up in the colour of success, 0 plain to 1 fully lit (the
    // window animates it; reduced motion sets it once).
    void setCelebration(qreal amount);
    qreal celebration() const { return m_celebration; }

    // The digits shown right now ("" when hidden or without a target).
    QString shownText() const;

    // The rolling digits for a target of `digits` digits at `elapsedMs` (the first never 0).
    static QString rollingText(int digits, qint64 elapsedMs);
    static constexpr qint64 kRollStepMs = 60;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int digitCount() const;
    void updateAccessibility();

    qint64 m_target = 0;
    qint64 m_rollMs = 0;
    bool m_hidden = false;
    bool m_rolling = false;
    qreal m_celebration = 0;
};

} // namespace countdown::ui
