// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oddsdialog.h"

#include "plaintext.h"
#include "theme.h"
#include "varianttext.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace countdown::ui {

namespace {

enum Column { RulesColumn, SelectionsColumn, FractionColumn, PercentColumn, SolvableColumn };
constexpr int kColumns = 5;

QTableWidget *makeTable(QWidget *parent, const QString &objectName)
{
    auto *table = new QTableWidget(0, kColumns, parent);
    table->setObjectName(objectName);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->setVisible(false);
    table->setShowGrid(false);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(RulesColumn, QHeaderView::Stretch);
    table->horizontalHeader()->setHighlightSections(false);
    table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    return table;
}

QTableWidgetItem *item(const QString &text, bool number)
{
    auto *it = new QTableWidgetItem(text);
    it->setTextAlignment(number ? Qt::AlignRight | Qt::AlignVCenter
                                : Qt::AlignLeft | Qt::AlignVCenter);
    return it;
}

} // namespace

OddsDialog::OddsDialog(QWidget *parent)
    : QDialog(parent)
    , m_title(new PlainLabel(this))
    , m_intro(new PlainLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_dropTable(makeTable(this, QStringLiteral("oddsDropTable")))
    , m_useAllTable(makeTable(this, QStringLiteral("oddsUseAllTable")))
    , m_playedPage(new QWidget(this))
    , m_playedHeading(new PlainLabel(m_playedPage))
    , m_playedProgress(new QProgressBar(m_playedPage))
    , m_playedTable(makeTable(m_playedPage, QStringLiteral("oddsPlayedTable")))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 18, 20, 14);
    layout->setSpacing(10);

    m_title->setObjectName(QStringLiteral("oddsTitle"));
    m_title->setFont(typeFont(TypeRole::Title, m_title->font(), QFont::Bold));
    layout->addWidget(m_title);
    m_intro->setObjectName(QStringLiteral("oddsIntro"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText);
    layout->addWidget(m_intro);

    m_tabs->setObjectName(QStringLiteral("oddsTabs"));
    m_tabs->addTab(m_dropTable, QString());
    m_tabs->addTab(m_useAllTable, QString());
    m_tabs->setDocumentMode(true);
    // The played variant's tab, added when there is one.
    auto *playedLayout = new QVBoxLayout(m_playedPage);
    playedLayout->setContentsMargins(0, 8, 0, 0);
    m_playedHeading->setObjectName(QStringLiteral("oddsPlayedHeading"));
    m_playedHeading->setWordWrap(true);
    m_playedHeading->setTextFormat(Qt::PlainText);
    m_playedProgress->setObjectName(QStringLiteral("oddsPlayedProgress"));
    m_playedProgress->setRange(0, 1000);
    m_playedProgress->setTextVisible(false);
    playedLayout->addWidget(m_playedHeading);
    playedLayout->addWidget(m_playedProgress);
    playedLayout->addWidget(m_playedTable, 1);
    m_playedPage->hide();
    layout->addWidget(m_tabs, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(&Theme::instance(), &Theme::changed, this, &OddsDialog::applyColours);

    resize(720, 480);
    applyColours();
    retranslate();
}

QTableWidget *OddsDialog::tableWidget(int mode) const
{
    return mode == 0 ? m_dropTable : mode == 1 ? m_useAllTable : m_playedTable;
}

void OddsDialog::setPlayedVariant(const GameVariant &variant)
{
    m_played = variant;
    m_playedOdds.reset();
    m_playedFailure.reset();
    if (m_tabs->indexOf(m_playedPage) < 0)
        m_tabs->addTab(m_playedPage, QString());
    m_tabs->setCurrentWidget(m_playedPage); // what the player is playing comes first
    setProgress(0);
    retranslate();
}

void OddsDialog::setProgress(double fraction)
{
    m_playedProgress->setValue(int(std::lround(std::clamp(fraction, 0.0, 1.0) * 1000)));
}

void OddsDialog::setPlayedTable(const OddsTable &table)
{
    const OddsTables one{QString(), {table}};
    if (!m_played || !one.find(*m_played))
        return; // another variant's
    m_playedOdds = table;
    m_playedFailure.reset();
    fillPlayed();
}

void OddsDialog::setPlayedFailure(const Error &error)
{
    if (!m_played)
        return;
    m_playedFailure = error;
    m_playedOdds.reset();
    fillPlayed();
}

void OddsDialog::setTables(const countdown::OddsTables &tables)
{
    m_tables = tables;
    fill();
}

QString OddsDialog::fractionText(const Fraction &fraction)
{
    if (fraction.denominator == 0)
        return QStringLiteral("—");
    const QLocale locale;
    return tr("%1 / %2", "a fraction: numerator / denominator")
        .arg(locale.toString(qulonglong(fraction.numerator)),
             locale.toString(qulonglong(fraction.denominator)));
}

QString OddsDialog::percentText(double probability)
{
    const QLocale locale;
    const double percent = std::clamp(probability, 0.0, 1.0) * 100.0;
    // Two decimals, without ever rounding a real chance to 0 % or a real risk away from 100 %.
    if (percent > 0 && percent < 0.005)
        return tr("< %1 %").arg(locale.toString(0.01, 'f', 2));
    if (percent < 100 && percent > 99.995)
        return tr("> %1 %").arg(locale.toString(99.99, 'f', 2));
    return tr("%1 %", "a percentage").arg(locale.toString(percent, 'f', 2));
}

void OddsDialog::fill()
{
    // The show's rows by number of large, then the French one.
    const auto rows = [this](SolveMode mode) {
        std::vector<std::pair<QString, OddsRow>> named;
        for (const RuleSet rules : {RuleSet::Countdown, RuleSet::LeCompteEstBon}) {
            const countdown::OddsTable *table = m_tables.find(variantOf(rules, mode));
            if (!table)
                continue;
            std::vector<OddsRow> sorted = table->rows;
            std::stable_sort(sorted.begin(), sorted.end(),
                             [](const OddsRow &a, const OddsRow &b) { return a.large < b.large; });
            for (const OddsRow &row : sorted)
                named.emplace_back(row.large >= 0 ? tr("Countdown, %n large", nullptr, row.large)
                                                  : tr("Le compte est bon"),
                                   row);
        }
        return named;
    };
    fillTable(m_dropTable, rows(SolveMode::DropAllowed));
    fillTable(m_useAllTable, rows(SolveMode::UseAll));
    fillPlayed();
}

void OddsDialog::fillPlayed()
{
    if (!m_played)
        return;
    const QString mode = m_played->mode == SolveMode::UseAll ? tr("every number used")
                                                             : tr("numbers may be left out");
    //: %1: a variant's name, %2: its summary, %3: whether numbers may be left out
    QString heading =
        tr("%1, %3: %2.").arg(variantName(*m_played), variantSummary(*m_played), mode);
    std::vector<std::pair<QString, OddsRow>> named;
    if (m_playedOdds) {
        for (const OddsRow &row : m_playedOdds->rows)
            named.emplace_back(row.large >= 0 ? tr("%n large", nullptr, row.large) : tr("One bag"),
                               row);
    } else if (m_playedFailure) {
        // Its own sentence, in the current language (retranslate() comes back here).
        heading += QLatin1Char('\n') + errorMessage(*m_playedFailure);
    } else {
        heading += QLatin1Char(' ') + tr("Working out every selection…");
    }
    m_playedHeading->setText(heading);
    m_playedProgress->setVisible(!m_playedOdds && !m_playedFailure);
    m_playedTable->setVisible(!m_playedFailure);
    fillTable(m_playedTable, named);
}

void OddsDialog::fillTable(QTableWidget *widget,
                           const std::vector<std::pair<QString, OddsRow>> &rows)
{
    widget->setHorizontalHeaderLabels(
        {tr("Round"), tr("Selections"), tr("No exact solution"), tr("in %"), tr("Solvable")});
    widget->horizontalHeaderItem(RulesColumn)->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    for (int c = SelectionsColumn; c < kColumns; ++c)
        widget->horizontalHeaderItem(c)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    widget->horizontalHeaderItem(SelectionsColumn)
        ->setToolTip(tr("Distinct selections of tiles (as multisets) that can be drawn"));
    widget->horizontalHeaderItem(FractionColumn)
        ->setToolTip(tr("The probability that a random round has no exact solution, as a "
                        "fraction in lowest terms"));
    widget->horizontalHeaderItem(PercentColumn)->setToolTip(tr("The same probability in per cent"));
    widget->horizontalHeaderItem(SolvableColumn)
        ->setToolTip(tr("The probability that the target can be reached exactly"));

    const QLocale locale;
    widget->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const auto &[name, row] = rows[std::size_t(r)];
        const bool known = row.noExactSolution.denominator != 0;
        const double p = known ? row.noExactSolution.value() : 0.0;
        widget->setItem(r, RulesColumn, item(name, false));
        widget->setItem(r, SelectionsColumn, item(locale.toString(row.selections), true));
        widget->setItem(r, FractionColumn, item(fractionText(row.noExactSolution), true));
        widget->setItem(r, PercentColumn, item(known ? percentText(p) : QStringLiteral("—"), true));
        widget->setItem(r, SolvableColumn,
                        item(known ? percentText(1.0 - p) : QStringLiteral("—"), true));
        if (known && p > 0) {
            const QString oneIn = tr("About one round in %1 has no exact solution")
                                      .arg(locale.toString(std::round(1.0 / p), 'f', 0));
            for (int c = 0; c < kColumns; ++c)
                widget->item(r, c)->setToolTip(oneIn);
        }
    }
    widget->resizeColumnsToContents();
}

void OddsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void OddsDialog::retranslate()
{
    setWindowTitle(tr("About the odds"));
    m_title->setText(tr("How often is a round solvable?"));
    m_intro->setText(
        tr("The chance that a round has no exact solution. These figures are exact, not "
           "estimates from a sample: every distinct selection of tiles is counted, weighted by "
           "its probability under the rules' draw, against every target of the rules' range "
           "(Countdown 100–999, Le compte est bon 101–999)."));
    m_tabs->setTabText(0, tr("Numbers may be left out"));
    m_tabs->setTabText(1, tr("Every number used"));
    m_tabs->setTabToolTip(0, tr("The usual rules: each tile at most once"));
    m_tabs->setTabToolTip(1, tr("The practice mode in which every tile must be used"));
    m_dropTable->setAccessibleName(tr("Odds when numbers may be left out"));
    m_useAllTable->setAccessibleName(tr("Odds when every number is used"));
    if (m_played) {
        m_tabs->setTabText(m_tabs->indexOf(m_playedPage), variantName(*m_played));
        m_tabs->setTabToolTip(m_tabs->indexOf(m_playedPage), tr("The rules you are playing"));
        m_playedTable->setAccessibleName(tr("Odds of the rules you are playing"));
        m_playedProgress->setAccessibleName(tr("Working out the odds"));
    }
    fill();
}

void OddsDialog::applyColours()
{
    const GameColors &c = Theme::instance().colors();
    QPalette p = paletteFor(c, palette());
    // The table's alternate rows: a shade off the surface, not the surface itself.
    p.setColor(QPalette::AlternateBase,
               c.dark ? c.surface.lighter(112) : c.background.lighter(102));
    setPalette(p);
    QPalette titlePalette = m_title->palette();
    titlePalette.setColor(QPalette::WindowText, c.text);
    m_title->setPalette(titlePalette);
    const QString header =
        QStringLiteral("QHeaderView::section { background: %1; color: %2; border: none;"
                       "  border-bottom: 1px solid %3; padding: 5px 10px; font-weight: bold; }"
                       "QTableWidget { border: 1px solid %3; border-radius: 8px;"
                       "  alternate-background-color: %4; }"
                       "QTableWidget::item { padding: 0px 10px; }")
            .arg(c.surface.name(), c.mutedText.name(), c.surfaceBorder.name(),
                 (c.dark ? c.surface.lighter(115) : c.background.lighter(103)).name());
    m_dropTable->setStyleSheet(header);
    m_useAllTable->setStyleSheet(header);
    m_playedTable->setStyleSheet(header);
}

} // namespace countdown::ui
