// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The statistics window's page about the computer contestants: per contestant met, the games
// (won, drawn, lost), the points for and against, the player's exact answers, and a chart of that
// exact rate over time, one line per contestant. It shows the records it is given.
#pragma once

#include "statistics.h"

#include <QFrame>
#include <QList>
#include <QStringList>

#include <vector>

QT_BEGIN_NAMESPACE
class QChartView;
class QGridLayout;
class QLabel;
QT_END_NAMESPACE

namespace countdown::ui {

class ContestantStatistics : public QFrame {
    Q_OBJECT

public:
    explicit ContestantStatistics(QWidget *parent = nullptr);

    // `rollingWindow`: the rounds the chart's rate is taken over (the statistics' option).
    void setRecords(const std::vector<countdown::ContestantRecord> &records, int rollingWindow);
    bool isEmpty() const { return m_records.empty(); }
    // The table's cells as shown, row by row (the header first), for tests and screen readers.
    QList<QStringList> rows() const { return m_rows; }
    QChartView *chartView() const { return m_chart; }
    // The theme's colours again (the window calls it when the theme changes).
    void applyColours();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    std::vector<countdown::ContestantRecord> m_records;
    int m_rollingWindow = 10;
    QLabel *m_title;
    QWidget *m_table;
    QGridLayout *m_grid;
    QLabel *m_note;
    QChartView *m_chart;
    QList<QStringList> m_rows;
};

} // namespace countdown::ui
