// "About the odds": the exact probability that a round has no exact solution, per number of large
// (UK) and overall (French), with the tiles' use either free or compulsory, and the command that
// regenerates the figures. It shows a table it is given; it computes nothing.
#pragma once

#include "odds.h"

#include <QDialog>
#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
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

    // For tests: the table of one mode (0: numbers may be left out, 1: every number used).
    QTableWidget *tableWidget(int mode) const;

    // How a fraction and a probability are written (the locale's digits, e.g. "1,234 / 56,789"
    // and "2.17 %"); "—" for an empty fraction (denominator 0).
    static QString fractionText(const countdown::Fraction &fraction);
    static QString percentText(double probability);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    void fillTable(QTableWidget *widget, const std::vector<countdown::OddsRow> &uk,
                   const std::vector<countdown::OddsRow> &french);
    void applyColours();

    countdown::OddsTables m_tables;
    QLabel *m_title;
    QLabel *m_intro;
    QTabWidget *m_tabs;
    QTableWidget *m_dropTable;
    QTableWidget *m_useAllTable;
};

} // namespace countdown::ui
