// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "practiceactions.h"

#include "analysisservice.h"
#include "awaytext.h"
#include "daily.h"
#include "dailyshare.h"
#include "explorerview.h"
#include "oddsdialog.h"
#include "practiceservice.h"
#include "screenfit.h"
#include "secondarywindow.h"
#include "statisticswindow.h"
#include "variantfile.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>

namespace countdown::ui {

namespace {

// An error's text may hold a path the player chose: shown as written (plaintext.h).
void warnPlainly(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

} // namespace

PracticeActions::PracticeActions(PracticeService &practice, AnalysisService &analysis,
                                 QMainWindow &window)
    : QObject(&window)
    , m_practice(practice)
    , m_analysis(analysis)
    , m_window(window)
{
    // A stored round, or a cleared history, changes the figures.
    connect(&m_practice, &PracticeService::historyChanged, this, [this] {
        if (m_statisticsWindow && m_statisticsWindow->isVisible())
            refreshStatistics();
    });
}

PracticeActions::~PracticeActions()
{
    // Before the services they use go (the window's children would otherwise outlive them).
    delete m_explorer;
    delete m_statisticsWindow;
}

bool PracticeActions::canChangeHistory() const
{
    return m_practice.isKeeping();
}

void PracticeActions::showStatus(const QString &text, int milliseconds)
{
    m_window.statusBar()->showMessage(text, milliseconds);
}

void PracticeActions::reportHistoryProblems()
{
    const HistoryStore::OpenReport *report = m_practice.openReport();
    if (!report)
        return;
    QStringList problems;
    for (const Error &problem : report->problems)
        problems.append(errorMessage(problem));
    const QString problem = problems.join(QStringLiteral("; "));
    QString text;
    if (!report->ok) {
        text = tr("Your history cannot be used (%1). The rounds you play now will not be kept.")
                   .arg(problem);
    } else if (!report->movedAsideTo.isEmpty()) {
        text = tr("Your history could not be read (%1). The old file is kept as %2, and a new "
                  "history has been started.")
                   .arg(problem, QDir::toNativeSeparators(report->movedAsideTo));
    }
    if (text.isEmpty())
        return;
    auto *box =
        new QMessageBox(QMessageBox::Warning, tr("History"), text, QMessageBox::Ok, &m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not exec(): nothing waits for it
}

void PracticeActions::refreshStatistics()
{
    if (!m_statisticsWindow)
        return;
    // One reading of the history for the whole window.
    const PracticeReport report = m_practice.report(m_statisticsOptions, QDate::currentDate());
    m_statisticsWindow->setStatistics(report.statistics);
    m_statisticsWindow->setContestants(report.contestants);
    m_statisticsWindow->setChallengers(report.challengers);
    m_statisticsWindow->setDailyStreaks(report.daily);
    m_statisticsWindow->setDailySetStreaks(report.dailySet);
    m_statisticsWindow->setWeakSpots(report.weakSpots, report.practice);
    m_statisticsWindow->setRulesPlayed(report.rules);
}

void PracticeActions::setStatisticsOptions(const StatisticsOptions &options)
{
    if (options == m_statisticsOptions)
        return;
    m_statisticsOptions = options;
    if (m_statisticsWindow) {
        m_statisticsWindow->setOptions(options);
        refreshStatistics();
    }
}

void PracticeActions::showStatistics()
{
    if (!m_statisticsWindow) {
        m_statisticsWindow = new StatisticsWindow(&m_window);
        m_statisticsWindow->setOptions(m_statisticsOptions);
        makeSecondaryWindow(*m_statisticsWindow);
        connect(m_statisticsWindow, &StatisticsWindow::optionsChanged, this,
                [this](const StatisticsOptions &options) {
                    m_statisticsOptions = options;
                    refreshStatistics();
                    Q_EMIT statisticsOptionsChanged(options);
                });
        // The practice is played in the game's window, which this one (its child) would stay
        // above: it closes, and the game comes to the front.
        connect(m_statisticsWindow, &StatisticsWindow::practiseRequested, this,
                [this](const RoundKind &kind) {
                    m_statisticsWindow->close();
                    Q_EMIT practiseRequested(kind);
                });
    }
    refreshStatistics();
    m_statisticsWindow->show();
    m_statisticsWindow->raise();
    m_statisticsWindow->activateWindow();
}

void PracticeActions::showExplorer(const std::vector<Number> &tiles, SolveMode mode, RuleSet rules,
                                   const std::optional<GameVariant> &drawnBy, Number target)
{
    if (!m_explorer) {
        m_explorer = new ExplorerView(m_analysis, &m_window);
        m_explorer->resize(900, 760);
        makeSecondaryWindow(*m_explorer);
    }
    const TargetRange range =
        drawnBy ? drawnBy->targets
                : targetRange(rules == RuleSet::LeCompteEstBon ? RuleSet::LeCompteEstBon
                                                               : RuleSet::Countdown);
    const OperatorSet operators = drawnBy ? drawnBy->operators : OperatorSet::all();
    m_explorer->setWindowTitle(
        tr("Explorer: every target from %1 to %2").arg(range.low).arg(range.high));
    m_explorer->setSelection(tiles, mode, range.low, range.high, operators);
    if (target >= range.low && target <= range.high)
        m_explorer->chooseTarget(target);
    m_explorer->show();
    m_explorer->raise();
    m_explorer->activateWindow();
}

void PracticeActions::showOdds(const GameVariant &played)
{
    const std::optional<OddsTables> tables = AnalysisService::shippedOdds();
    if (!tables) {
        QMessageBox::warning(&m_window, tr("About the odds"), tr("The table of odds is missing."));
        return;
    }
    OddsDialog dialog(&m_window);
    dialog.setTables(*tables);
    if (!tables->find(played) && !checkVariant(played)) {
        dialog.setPlayedVariant(played);
        if (const OddsTable *known = m_computedOdds.find(played)) {
            dialog.setPlayedTable(*known);
        } else {
            connect(&m_analysis, &AnalysisService::oddsProgressed, &dialog,
                    &OddsDialog::setProgress);
            connect(&m_analysis, &AnalysisService::oddsComputed, &dialog,
                    [this, &dialog](const OddsTable &table) {
                        m_computedOdds.tables.push_back(table);
                        dialog.setPlayedTable(table);
                    });
            connect(&m_analysis, &AnalysisService::oddsFailed, &dialog,
                    &OddsDialog::setPlayedFailure);
            m_analysis.computeOdds(played);
        }
    }
    fitToScreen(dialog);
    dialog.exec();
    m_analysis.cancelOdds(); // closed before the table came: nothing more to work out
}

void PracticeActions::exportHistory()
{
    if (!m_practice.isKeeping())
        return;
    QFileDialog dialog(&m_window, tr("Export history"),
                       exportFolder() + QStringLiteral("/countdown-numbers-history.csv"),
                       tr("CSV files (*.csv)"));
    dialog.setObjectName(QStringLiteral("exportDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    // A name typed without one gets ".csv" (and the question about replacing a file is asked
    // of that name): a spreadsheet recognises the file, and a file manager opens it with one.
    dialog.setDefaultSuffix(QStringLiteral("csv"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString path = dialog.selectedFiles().constFirst();
    const Result<int> written = m_practice.exportCsv(path);
    if (written)
        showStatus(tr("%n round(s) exported to %1", nullptr, written.value())
                       .arg(QDir::toNativeSeparators(path)),
                   8000);
    else
        warnPlainly(&m_window, tr("Export history"), errorMessage(written.error()));
}

QString PracticeActions::exportFolder()
{
    // The Documents folder, when there is one; else the home folder (never the folder the game
    // happened to be started from, which a relative empty path would give).
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QDir(documents).exists() ? documents : QDir::homePath();
}

void PracticeActions::clearHistory()
{
    if (!m_practice.isKeeping())
        return;
    const auto answer = QMessageBox::question(
        &m_window, tr("Clear history"),
        tr("Clear every round from your history? Your statistics start again from nothing. "
           "A copy of the current history is kept as a backup."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    const Result<QString> backup = m_practice.clear();
    if (backup)
        showStatus(tr("History cleared; the old one is kept as %1")
                       .arg(QDir::toNativeSeparators(backup.value())),
                   10'000);
    else
        warnPlainly(&m_window, tr("Clear history"), errorMessage(backup.error()));
    refreshStatistics();
}

void PracticeActions::shareDaily(QDate date)
{
    const Result<std::optional<RoundRecord>> attempt = m_practice.dailyAttempt(date);
    if (!attempt) {
        showStatus(errorMessage(attempt.error()), 10'000);
        return;
    }
    if (!attempt.value()) {
        showStatus(tr("Play the daily puzzle first."), 5000);
        return;
    }
    const QString share = dailyShareText(**attempt);
    QApplication::clipboard()->setText(share);
    // The status bar has one line.
    showStatus(
        tr("Copied: %1").arg(QString(share).replace(QLatin1Char('\n'), QStringLiteral("  "))),
        8000);
}

PracticeActions::PlayedDailyChoice PracticeActions::askAboutPlayedDaily(QDate today)
{
    const Result<std::optional<RoundRecord>> attempt = m_practice.dailyAttempt(today);
    if (!attempt || !attempt.value()) {
        showStatus(attempt ? tr("Play the daily puzzle first.") : errorMessage(attempt.error()),
                   10'000);
        return PlayedDailyChoice::Close;
    }
    // In whole minutes, rounded up: never "0 min" before midnight.
    const qint64 minutes = (secondsToNextDaily(QDateTime::currentDateTime()) + 59) / 60;
    //: %1 hours and %2 minutes until the next daily puzzle (at midnight)
    const QString next =
        tr("The next puzzle comes in %1 h %2 min.").arg(minutes / 60).arg(minutes % 60);
    QMessageBox box(QMessageBox::Information, tr("Daily puzzle"),
                    tr("You have played today's puzzle.") + QLatin1String("\n\n")
                        + dailyShareText(**attempt) + QLatin1String("\n\n") + next,
                    QMessageBox::NoButton, &m_window);
    box.setTextFormat(Qt::PlainText);
    QPushButton *share = box.addButton(tr("&Share"), QMessageBox::ActionRole);
    QPushButton *practise = box.addButton(tr("&Practise it again"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Close);
    box.exec();
    if (box.clickedButton() == share)
        shareDaily(today);
    return box.clickedButton() == practise ? PlayedDailyChoice::Replay : PlayedDailyChoice::Close;
}

} // namespace countdown::ui
