// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The statistics window's page about challenges between friends (challengerstatistics.h): per
// friend, the challenges won, drawn and lost and when they were last met, in a table the player
// can sort by any column, by a click on its header or by the keyboard ("Sort by"). It shows the
// records it is given.
#pragma once

#include "challengerstatistics.h"

#include <QFrame>

#include <vector>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QTableWidget;
QT_END_NAMESPACE

namespace countdown::ui {

class ChallengersView : public QFrame {
    Q_OBJECT

public:
    enum Column { FriendColumn, ChallengesColumn, WonColumn, DrawnColumn, LostColumn, LastColumn };

    explicit ChallengersView(QWidget *parent = nullptr);

    void setRecords(const std::vector<countdown::ChallengerRecord> &records);
    bool isEmpty() const { return m_records.empty(); }
    QTableWidget *table() const { return m_table; }
    QComboBox *sortChoice() const { return m_sortBy; }
    // The theme's colours again (the window calls it when the theme changes).
    void applyColours();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    // Names first A to Z; figures and dates the largest and latest first.
    void sortBy(int column);

    std::vector<countdown::ChallengerRecord> m_records;
    QLabel *m_title;
    QLabel *m_summary;
    QLabel *m_sortLabel;
    QComboBox *m_sortBy;
    QTableWidget *m_table;
    QLabel *m_note;
};

} // namespace countdown::ui
