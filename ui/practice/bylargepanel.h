// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The statistics window's panel of exact-answer rates by number of large (0 to 4): a row each with
// the rate, a bar and how many rounds of how many were exact, and below them which rounds it
// counts. It shows the figures it is given.
#pragma once

#include "statistics.h"

#include <QFrame>

#include <array>

QT_BEGIN_NAMESPACE
class QLabel;
class QProgressBar;
QT_END_NAMESPACE

namespace countdown::ui {

class ByLargePanel : public QFrame {
    Q_OBJECT

public:
    // Its fonts are scaled from its parent's (the window's) as it is built.
    explicit ByLargePanel(QWidget *parent = nullptr);

    void setFigures(const std::array<countdown::Statistics::ByLarge, 5> &byLarge);
    // The theme's colours again (the window calls it when the theme changes).
    void applyColours();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row {
        QLabel *name = nullptr;
        QLabel *value = nullptr; // the rate
        QProgressBar *bar = nullptr;
        QLabel *detail = nullptr; // "3 of 5 exact"
    };

    Row makeRow(int large);
    void retranslate();
    void refresh();

    std::array<countdown::Statistics::ByLarge, 5> m_figures{};
    QLabel *m_title = nullptr;
    QLabel *m_note = nullptr;
    std::array<Row, 5> m_rows{};
};

} // namespace countdown::ui
