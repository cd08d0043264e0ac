// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// "About the odds": the exact probability that a round has no exact solution, per number of large
// (UK) and overall (French), with the tiles' use either free or compulsory, and the command that
// regenerates the figures; and, for a variant the shipped tables do not hold, the table of the
// variant being played, on a tab of its own that shows the work's progress until its table comes.
// It shows the tables it is given; it computes nothing (the window asks AnalysisService).
#pragma once

#include "odds.h"

#include <QDialog>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableWidget;
QT_END_NAMESPACE

namespace countdown::ui {

class OddsDialog : public QDialog {
    Q_OBJECT

public:
    explicit OddsDialog(QWidget *parent = nullptr);

    // The shipped tables (countdown::loadOddsTables): UK and French, each mode.
    void setTables(const countdown::OddsTables &tables);
    const countdown::OddsTables &tables() const { return m_tables; }

    // For tests: the table of one mode (0: numbers may be left out, 1: every number used), and
    // the played variant's (2).
    QTableWidget *tableWidget(int mode) const;

    // The variant being played (with the round's mode), when the shipped tables do not hold it:
    // its tab opens, waiting for its table (setProgress, then setPlayedTable).
    void setPlayedVariant(const countdown::GameVariant &variant);
    bool hasPlayedVariant() const { return m_played.has_value(); }
    void setProgress(double fraction);
    // Its table, once worked out (ignored when it is another variant's).
    void setPlayedTable(const countdown::OddsTable &table);
    // Why its table cannot be worked out (AnalysisService::oddsFailed: too many selections, or
    // memory ran out), shown in the table's place.
    void setPlayedFailure(const countdown::Error &error);
    QProgressBar *progressBar() const { return m_playedProgress; }

    // How a fraction and a probability are written (the locale's digits, e.g. "1,234 / 56,789"
    // and "2.17 %"); "—" for an empty fraction (denominator 0).
    static QString fractionText(const countdown::Fraction &fraction);
    static QString percentText(double probability);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    // Each row with the name it is shown under.
    void fillTable(QTableWidget *widget,
                   const std::vector<std::pair<QString, countdown::OddsRow>> &rows);
    void fillPlayed();
    void applyColours();

    countdown::OddsTables m_tables;
    QLabel *m_title;
    QLabel *m_intro;
    QTabWidget *m_tabs;
    QTableWidget *m_dropTable;
    QTableWidget *m_useAllTable;
    std::optional<countdown::GameVariant> m_played;
    std::optional<countdown::OddsTable> m_playedOdds;
    std::optional<countdown::Error> m_playedFailure;
    QWidget *m_playedPage;
    QLabel *m_playedHeading;
    QProgressBar *m_playedProgress;
    QTableWidget *m_playedTable;
};

} // namespace countdown::ui
