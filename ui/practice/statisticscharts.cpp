// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "statisticscharts.h"

#include "theme.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace countdown::ui {

namespace {
// A step between labelled rounds that keeps about eight labels on the axis: 1, 2, 5, 10, 20, 50 …
int labelStep(int rounds)
{
    int step = 1;
    for (int magnitude = 1;; magnitude *= 10) {
        for (int m : {1, 2, 5}) {
            step = m * magnitude;
            if (rounds / step <= 8)
                return step;
        }
    }
}

// The rounds' axis: x is the round's index (0-based, where Qt Charts puts the bar), the labels
// say the round's number (1-based).
QCategoryAxis *roundsAxis(int rounds)
{
    auto *axis = new QCategoryAxis;
    axis->setRange(-0.5, rounds - 0.5);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const int step = labelStep(rounds);
    axis->append(QLocale().toString(1), 0);
    for (int n = step; n <= rounds; n += step) {
        if (n > 1)
            axis->append(QLocale().toString(n), n - 1);
    }
    return axis;
}

// Takes the chart's series and axes away, for new ones.
void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}
} // namespace

// Points per round: one bar a round, green when exact, amber when close, none for 0. Each
// round's points go to one of two stacked sets, so that its bar's colour says how it went.
void drawPointsChart(QChart &chart, const std::vector<Statistics::Point> &series)
{
    const GameColors &c = Theme::instance().colors();
    const int n = int(series.size());

    QChart *points = &chart;
    clearChart(points);
    auto *exact =
        new QBarSet(QCoreApplication::translate("countdown::ui::StatisticsWindow", "Exact"));
    auto *close = new QBarSet(
        QCoreApplication::translate("countdown::ui::StatisticsWindow", "Close",
                                    "a round that came close to the target: 5 or 7 points"));
    exact->setColor(c.good);
    exact->setBorderColor(c.good);
    close->setColor(c.warning);
    close->setBorderColor(c.warning);
    for (const Statistics::Point &p : series) {
        const bool isExact = p.points >= 10;
        *exact << (isExact ? p.points : 0);
        *close << (isExact ? 0 : p.points);
    }
    auto *bars = new QStackedBarSeries;
    bars->setBarWidth(n > 60 ? 1.0 : 0.7);
    // append(), not insert(): in Qt 6.4 only append() gives the series the sets to own.
    bars->append(exact);
    bars->append(close);
    points->addSeries(bars);
    auto *pointsX = roundsAxis(std::max(n, 1));
    auto *pointsY = new QValueAxis;
    pointsY->setRange(0, 10);
    pointsY->setTickCount(3);
    pointsY->setLabelFormat(QStringLiteral("%d"));
    points->addAxis(pointsX, Qt::AlignBottom);
    points->addAxis(pointsY, Qt::AlignLeft);
    bars->attachAxis(pointsX);
    bars->attachAxis(pointsY);
    points->legend()->setVisible(true);
    points->legend()->setAlignment(Qt::AlignTop);
    const auto showRound = [series](bool on, int index) {
        if (!on || index < 0 || index >= int(series.size())) {
            QToolTip::hideText();
            return;
        }
        const Statistics::Point &p = series[std::size_t(index)];
        const QString when = QLocale().toString(p.playedAt.toLocalTime(), QLocale::ShortFormat);
        QToolTip::showText(QCursor::pos(), QCoreApplication::translate(
                                               "countdown::ui::StatisticsWindow",
                                               "Round %1 · %2 · %n point(s)", nullptr, p.points)
                                               .arg(QLocale().toString(index + 1), when));
    };
    QObject::connect(exact, &QBarSet::hovered, points, showRound);
    QObject::connect(close, &QBarSet::hovered, points, showRound);
}

// The rolling exact-answer rate, 0-100 %.
void drawRateChart(QChart &chart, const std::vector<Statistics::Point> &series)
{
    const GameColors &c = Theme::instance().colors();
    const int n = int(series.size());

    QChart *rate = &chart;
    clearChart(rate);
    auto *line = new QLineSeries;
    line->setName(QCoreApplication::translate("countdown::ui::StatisticsWindow", "Exact answers"));
    for (int i = 0; i < n; ++i)
        line->append(i, series[std::size_t(i)].rollingExactRate * 100.0);
    QPen pen(c.good); // the colour of exact answers everywhere else
    pen.setWidthF(2.5);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    line->setPen(pen);
    line->setPointsVisible(n <= 40);
    rate->addSeries(line);
    auto *rateX = roundsAxis(std::max(n, 1));
    auto *rateY = new QValueAxis;
    rateY->setRange(0, 100);
    rateY->setTickCount(5);
    rateY->setLabelFormat(QStringLiteral("%d %%"));
    rate->addAxis(rateX, Qt::AlignBottom);
    rate->addAxis(rateY, Qt::AlignLeft);
    line->attachAxis(rateX);
    line->attachAxis(rateY);
}

void drawContestantRatesChart(QChart &chart, const std::vector<ContestantRecord> &records)
{
    const GameColors &c = Theme::instance().colors();
    // Weakest to strongest: from quiet to loud.
    const QColor byLevel[] = {c.mutedText, c.tileLarge, c.accent, c.good, c.bad};
    clearChart(&chart);
    chart.legend()->setVisible(!records.empty());
    if (records.empty())
        return; // no axes to stand empty
    int longest = 1;
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    y->setTickCount(5);
    y->setLabelFormat(QStringLiteral("%d %%"));
    chart.addAxis(y, Qt::AlignLeft);
    std::vector<QLineSeries *> lines;
    for (const ContestantRecord &r : records) {
        auto *line = new QLineSeries;
        line->setName(r.name);
        for (std::size_t i = 0; i < r.series.size(); ++i)
            line->append(double(i), r.series[i].rollingExactRate * 100.0);
        QPen pen(byLevel[std::clamp(r.level, 1, int(std::size(byLevel))) - 1]);
        pen.setWidthF(2.5);
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        line->setPen(pen);
        line->setPointsVisible(r.series.size() <= 40);
        chart.addSeries(line);
        lines.push_back(line);
        longest = std::max(longest, int(r.series.size()));
    }
    auto *x = roundsAxis(longest);
    chart.addAxis(x, Qt::AlignBottom);
    for (QLineSeries *line : lines) {
        line->attachAxis(x);
        line->attachAxis(y);
    }
    chart.legend()->setAlignment(Qt::AlignTop);
}

QChartView *makeChartView(const QString &objectName, int minimumHeight)
{
    auto *chart = new QChart;
    chart->setBackgroundRoundness(12);
    chart->layout()->setContentsMargins(0, 0, 0, 0); // the chart's panel fills the view
    chart->setMargins(QMargins(8, 6, 12, 6));
    chart->legend()->setVisible(false);
    // Given to the constructor: the view owns it. (setChart() on a view would orphan the chart
    // the view made for itself.)
    auto *view = new QChartView(chart);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->setFrameShape(QFrame::NoFrame);
    view->setMinimumHeight(minimumHeight);
    view->setFocusPolicy(Qt::NoFocus);
    view->setContentsMargins(0, 0, 0, 0);
    return view;
}

void styleChart(QChart &chartToStyle, const QFont &font)
{
    QChart *chart = &chartToStyle;
    const GameColors &c = Theme::instance().colors();
    chart->setBackgroundBrush(c.surface);
    chart->setBackgroundPen(QPen(c.surfaceBorder, 1));
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(c.text);
    chart->setTitleFont(typeFont(TypeRole::Body, font, QFont::Bold));
    chart->legend()->setLabelColor(c.text);
    chart->legend()->setFont(typeFont(TypeRole::Small, font));
    const QFont axisFont = typeFont(TypeRole::Small, font);
    QColor grid = c.surfaceBorder;
    grid.setAlphaF(c.dark ? 0.8 : 1.0);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsBrush(c.mutedText);
        axis->setLabelsFont(axisFont);
        axis->setLinePen(QPen(c.surfaceBorder, 1));
        axis->setGridLinePen(QPen(grid, 1, Qt::DotLine));
        axis->setShadesVisible(false);
        axis->setTitleBrush(c.mutedText);
    }
    // The round axis's lines would compete with the bars; its labels are enough.
    for (QAbstractAxis *axis : chart->axes(Qt::Horizontal))
        axis->setGridLineVisible(false);
}

} // namespace countdown::ui
