// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The statistics window's charts, drawn with Qt Charts from the figures' series: the points of
// each round (a bar a round, its colour saying how it went), the rolling exact-answer rate, and
// that rate against each computer contestant.
// In the theme's colours; redrawn whole when the figures or the theme change.
#pragma once

#include "statistics.h"

#include <QFont>
#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace countdown::ui {

void drawPointsChart(QChart &chart, const std::vector<countdown::Statistics::Point> &series);
void drawRateChart(QChart &chart, const std::vector<countdown::Statistics::Point> &series);
// The rolling exact rate against each contestant, one line per contestant (x: its rounds).
void drawContestantRatesChart(QChart &chart,
                              const std::vector<countdown::ContestantRecord> &records);
// A view for one of these charts, its chart filling it (not owned: give it to a layout).
QChartView *makeChartView(const QString &objectName, int minimumHeight);
// The theme's colours and fonts scaled from `font`, for a chart drawn by the two above.
void styleChart(QChart &chart, const QFont &font);

} // namespace countdown::ui
