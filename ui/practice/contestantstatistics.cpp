// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "contestantstatistics.h"

#include "labelstyle.h"
#include "plaintext.h"
#include "statisticscharts.h"
#include "theme.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace countdown::ui {

ContestantStatistics::ContestantStatistics(QWidget *parent)
    : QFrame(parent)
    , m_title(new PlainLabel(this))
    , m_table(new QWidget(this))
    , m_grid(new QGridLayout(m_table))
    , m_note(new PlainLabel(this))
    , m_chart(makeChartView(QStringLiteral("contestantRateChart"), 170))
{
    setObjectName(QStringLiteral("contestantStatistics"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(10);
    m_title->setFont(typeFont(TypeRole::Body, font(), QFont::Bold));
    layout->addWidget(m_title);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(22);
    m_grid->setVerticalSpacing(6);
    layout->addWidget(m_table);
    m_note->setWordWrap(true);
    m_note->setFont(typeFont(TypeRole::Small, font()));
    layout->addWidget(m_note);

    layout->addWidget(m_chart, 1);
    refresh();
}

void ContestantStatistics::setRecords(const std::vector<ContestantRecord> &records,
                                      int rollingWindow)
{
    m_records = records;
    m_rollingWindow = rollingWindow;
    refresh();
}

void ContestantStatistics::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

void ContestantStatistics::refresh()
{
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QLocale locale;
    m_title->setText(tr("Against the contestants"));
    m_note->setText(tr("A game counts once finished, every round of it against a contestant. "
                       "Rounds against a contestant count in your progress too."));
    m_rows.clear();
    m_rows << QStringList{tr("Contestant"), tr("Games"), tr("Won · drawn · lost"),
                          tr("Points (you – them)"), tr("Your exact answers")};
    for (const ContestantRecord &r : m_records) {
        const QString rate =
            tr("%1 %", "a percentage").arg(locale.toString(std::round(r.exactRate * 100), 'f', 0));
        m_rows << QStringList{
            tr("%1 (level %2)").arg(r.name, locale.toString(r.level)), locale.toString(r.games),
            tr("%1 · %2 · %3")
                .arg(locale.toString(r.wins), locale.toString(r.draws), locale.toString(r.losses)),
            tr("%1 – %2").arg(locale.toString(r.pointsFor), locale.toString(r.pointsAgainst)),
            tr("%1 of %n round(s)", nullptr, r.rounds).arg(rate)};
    }
    const GameColors &c = Theme::instance().colors();
    for (int row = 0; row < m_rows.size(); ++row) {
        for (int column = 0; column < m_rows[row].size(); ++column) {
            auto *cell = new PlainLabel(m_rows[row][column], m_table);
            if (row == 0) {
                cell->setFont(typeFont(TypeRole::Small, font(), QFont::Bold));
                setTextColour(cell, c.mutedText);
            } else {
                setTextColour(cell, column == 4 ? c.good : c.text);
            }
            cell->setAlignment((column == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
            m_grid->addWidget(cell, row, column);
        }
    }
    m_grid->setColumnStretch(0, 1);

    QChart *chart = m_chart->chart();
    drawContestantRatesChart(*chart, m_records);
    chart->setTitle(
        tr("Your exact answers against each, over the last %n round(s)", nullptr, m_rollingWindow));
    styleChart(*chart, font());
    m_chart->setBackgroundBrush(c.background);
    m_chart->setAccessibleName(chart->title());
}

void ContestantStatistics::applyColours()
{
    setTextColour(m_title, Theme::instance().colors().text);
    setTextColour(m_note, Theme::instance().colors().mutedText);
    refresh();
}

} // namespace countdown::ui
