// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bylargepanel.h"

#include "labelstyle.h"
#include "plaintext.h"
#include "theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QVBoxLayout>

#include <cmath>

namespace countdown::ui {

ByLargePanel::ByLargePanel(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("statisticsPanel"));
    setMinimumWidth(230);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 14);
    layout->setSpacing(0);
    m_title = new PlainLabel;
    m_title->setFont(typeFont(TypeRole::Body, font(), QFont::Bold));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    // Five rows spread over the panel's height: name and rate, the bar, how many of how many.
    for (int large = 0; large < 5; ++large) {
        layout->addStretch(1);
        auto *grid = new QGridLayout;
        grid->setHorizontalSpacing(8);
        grid->setVerticalSpacing(3);
        const Row &row = m_rows[std::size_t(large)] = makeRow(large);
        grid->addWidget(row.name, 0, 0);
        grid->addWidget(row.value, 0, 1);
        grid->addWidget(row.bar, 1, 0, 1, 2);
        grid->addWidget(row.detail, 2, 0, 1, 2);
        grid->setColumnStretch(0, 1);
        layout->addLayout(grid);
    }
    layout->addStretch(1);
    // Which rounds it counts, said where it is read.
    m_note = new PlainLabel;
    m_note->setObjectName(QStringLiteral("byLargeNote"));
    m_note->setWordWrap(true);
    m_note->setFont(typeFont(TypeRole::Small, font()));
    layout->addWidget(m_note);
    retranslate();
    refresh();
}

ByLargePanel::Row ByLargePanel::makeRow(int large)
{
    Row row;
    row.name = new PlainLabel;
    row.value = new PlainLabel;
    row.value->setObjectName(QStringLiteral("byLargeValue%1").arg(large));
    row.value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    row.value->setFont(typeFont(TypeRole::Body, font(), QFont::Bold));
    row.bar = new QProgressBar;
    row.bar->setObjectName(QStringLiteral("byLargeBar%1").arg(large));
    row.bar->setRange(0, 1000);
    row.bar->setTextVisible(false);
    row.bar->setFixedHeight(8);
    row.detail = new PlainLabel;
    row.detail->setObjectName(QStringLiteral("byLargeDetail%1").arg(large));
    row.detail->setFont(typeFont(TypeRole::Small, font()));
    return row;
}

void ByLargePanel::setFigures(const std::array<Statistics::ByLarge, 5> &byLarge)
{
    m_figures = byLarge;
    refresh();
}

void ByLargePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QFrame::changeEvent(event);
}

void ByLargePanel::retranslate()
{
    m_title->setText(tr("Exact answers by large numbers"));
    m_note->setText(tr("Countdown's standard rules only: Le compte est bon, custom rounds and "
                       "other variants are left out."));
    for (int large = 0; large < 5; ++large)
        m_rows[std::size_t(large)].name->setText(tr("%n large", nullptr, large));
}

void ByLargePanel::refresh()
{
    const QLocale locale;
    for (int large = 0; large < 5; ++large) {
        const Statistics::ByLarge &b = m_figures[std::size_t(large)];
        Row &row = m_rows[std::size_t(large)];
        row.bar->setValue(b.rounds > 0 ? int(std::lround(b.rate * 1000.0)) : 0);
        row.bar->setEnabled(b.rounds > 0);
        row.value->setText(b.rounds > 0
                               ? tr("%1 %", "a percentage")
                                     .arg(locale.toString(std::round(b.rate * 100.0), 'f', 0))
                               : QStringLiteral("—"));
        row.detail->setText(
            b.rounds > 0 ? tr("%n of %1 exact", nullptr, b.exact).arg(locale.toString(b.rounds))
                         : tr("no rounds yet"));
        const QString spoken =
            tr("With %n large: %1", nullptr, large)
                .arg(b.rounds > 0 ? tr("%1, %2").arg(row.value->text(), row.detail->text())
                                  : row.detail->text());
        row.value->setAccessibleName(spoken);
        row.detail->setAccessibleName(spoken);
        row.bar->setAccessibleName(tr("Exact answers with %n large", nullptr, large));
    }
}

void ByLargePanel::applyColours()
{
    const GameColors &c = Theme::instance().colors();
    setTextColour(m_title, c.text);
    for (const Row &row : m_rows) {
        setTextColour(row.name, c.text);
        setTextColour(row.value, c.text);
        setTextColour(row.detail, c.mutedText);
    }
    setTextColour(m_note, c.mutedText);
}

} // namespace countdown::ui
