// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The statistics window's page about where the player does worst: each weak spot (a kind of round
// well below their overall exact rate, statistics.h) with its figures, the last practice on it and
// a button to practise ten rounds like these; then the latest games of practice against the rate
// before each. It shows what it is given; the button's wish goes out as practiseRequested().
#pragma once

#include "statistics.h"

#include <QFrame>
#include <QList>

#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QPushButton;
class QVBoxLayout;
QT_END_NAMESPACE

namespace countdown::ui {

class WeakSpotsView : public QFrame {
    Q_OBJECT

public:
    explicit WeakSpotsView(QWidget *parent = nullptr);

    // `practice`: games of practice, the latest first (as PracticeReport gives them).
    void set(const std::vector<countdown::WeakSpot> &weakSpots,
             const std::vector<countdown::FocusedPracticeResult> &practice);
    // Nothing to show: no weak spot and no practice yet (the window shows no page for it).
    bool isEmpty() const { return m_weakSpots.empty() && m_practice.empty(); }
    // For tests: the practise buttons, one per weak spot in order, and the lines of practice.
    QList<QPushButton *> practiseButtons() const { return m_buttons; }
    QStringList practiceLines() const;
    // The theme's colours again (the window calls it when the theme changes).
    void applyColours();

Q_SIGNALS:
    void practiseRequested(const countdown::RoundKind &kind);

protected:
    void changeEvent(QEvent *event) override;

private:
    static QString percentText(double rate);
    void refresh();
    void refreshNote();
    void refreshSpots();
    QFrame *makeSpotPanel(const countdown::WeakSpot &spot, std::size_t index);
    QLabel *makeLastPracticeLabel(const countdown::RoundKind &kind) const;
    QPushButton *makePractiseButton(const countdown::RoundKind &kind, const QString &kindName);
    void refreshPracticeList();

    std::vector<countdown::WeakSpot> m_weakSpots;
    std::vector<countdown::FocusedPracticeResult> m_practice;
    QLabel *m_title;
    QLabel *m_note;
    QWidget *m_spots;
    QVBoxLayout *m_spotsLayout;
    QLabel *m_practiceTitle;
    QLabel *m_practiceList;
    QList<QPushButton *> m_buttons;
};

} // namespace countdown::ui
