// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengersview.h"

#include "labelstyle.h"
#include "plaintext.h"
#include "theme.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace countdown::ui {

namespace {

constexpr int kColumns = 6;

// A cell shown as the locale writes its value (a number or a date) and sorted by the value itself
// (a name by its case-folded text); item views draw their text as plain text, whatever a friend
// put in their name.
class Cell : public QTableWidgetItem {
public:
    Cell(const QString &text, qint64 key, Qt::Alignment alignment)
        : QTableWidgetItem(text)
        , m_number(key)
    {
        setTextAlignment(alignment | Qt::AlignVCenter);
    }
    Cell(const QString &text, const QString &key, Qt::Alignment alignment)
        : QTableWidgetItem(text)
        , m_text(key)
    {
        setTextAlignment(alignment | Qt::AlignVCenter);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        const auto *that = dynamic_cast<const Cell *>(&other);
        if (!that)
            return QTableWidgetItem::operator<(other);
        return m_text.isNull() ? m_number < that->m_number : m_text < that->m_text;
    }

private:
    qint64 m_number = 0;
    QString m_text; // null for a number
};

QTableWidgetItem *numberCell(int value)
{
    return new Cell(QLocale().toString(value), qint64(value), Qt::AlignRight);
}

} // namespace

ChallengersView::ChallengersView(QWidget *parent)
    : QFrame(parent)
    , m_title(new PlainLabel(this))
    , m_summary(new PlainLabel(this))
    , m_sortLabel(new PlainLabel(this))
    , m_sortBy(new QComboBox(this))
    , m_table(new QTableWidget(0, kColumns, this))
    , m_note(new PlainLabel(this))
{
    setObjectName(QStringLiteral("challengersView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(10);
    m_title->setFont(typeFont(TypeRole::Body, font(), QFont::Bold));
    layout->addWidget(m_title);
    m_summary->setObjectName(QStringLiteral("challengersSummary"));
    m_summary->setWordWrap(true);
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    // A header is clicked with the mouse only: the same choice, by the keyboard.
    m_sortBy->setObjectName(QStringLiteral("challengersSortBy"));
    m_sortLabel->setBuddy(m_sortBy);
    summaryRow->addWidget(m_sortLabel);
    summaryRow->addWidget(m_sortBy);
    layout->addLayout(summaryRow);

    m_table->setObjectName(QStringLiteral("challengersTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    // A name of 24 wide characters is cut with "…" rather than pushing the figures away.
    m_table->setTextElideMode(Qt::ElideRight);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(FriendColumn, QHeaderView::Stretch);
    header->setHighlightSections(false);
    // The friend met last first, until the player sorts by a column of their choice.
    header->setSortIndicator(LastColumn, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    layout->addWidget(m_table, 1);
    connect(m_sortBy, &QComboBox::activated, this, &ChallengersView::sortBy);
    connect(header, &QHeaderView::sortIndicatorChanged, m_sortBy, &QComboBox::setCurrentIndex);

    m_note->setWordWrap(true);
    m_note->setFont(typeFont(TypeRole::Small, font()));
    layout->addWidget(m_note);
    retranslate();
}

void ChallengersView::setRecords(const std::vector<ChallengerRecord> &records)
{
    m_records = records;
    refresh();
}

void ChallengersView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void ChallengersView::retranslate()
{
    m_title->setText(tr("Against your friends"));
    const QStringList columns{tr("Friend"), tr("Challenges"), tr("Won"),
                              tr("Drawn"),  tr("Lost"),       tr("Last")};
    m_table->setHorizontalHeaderLabels(columns);
    m_sortBy->clear();
    m_sortBy->addItems(columns);
    m_sortBy->setCurrentIndex(m_table->horizontalHeader()->sortIndicatorSection());
    //: Before a list of the table's columns: "Friend", "Won"...
    m_sortLabel->setText(tr("S&ort by:"));
    m_table->setAccessibleName(tr("Your challenges against each friend"));
    m_note->setText(tr("Each challenge counts once: the first time you play a friend's code, and "
                       "a friend's reply to your challenge when you open it. Rounds played from a "
                       "code are custom rounds: they count in your progress when you tick them."));
    refresh();
}

void ChallengersView::refresh()
{
    int won = 0;
    int drawn = 0;
    int lost = 0;
    for (const ChallengerRecord &r : m_records) {
        won += r.won;
        drawn += r.drawn;
        lost += r.lost;
    }
    const QLocale locale;
    m_summary->setText(
        tr("%Ln challenge(s) against %1: won %2, drawn %3, lost %4.", nullptr, won + drawn + lost)
            .arg(tr("%Ln friend(s)", nullptr, int(m_records.size())), locale.toString(won),
                 locale.toString(drawn), locale.toString(lost)));

    // Sorting while rows are filled would move them under the loop's feet.
    const int sortColumn = m_table->horizontalHeader()->sortIndicatorSection();
    const Qt::SortOrder order = m_table->horizontalHeader()->sortIndicatorOrder();
    m_table->setSortingEnabled(false);
    m_table->setRowCount(int(m_records.size()));
    for (int row = 0; row < int(m_records.size()); ++row) {
        const ChallengerRecord &r = m_records[std::size_t(row)];
        const QString name = r.name.isEmpty() ? tr("(no name)") : r.name;
        auto *friendCell = new Cell(name, name.toCaseFolded(), Qt::AlignLeft);
        friendCell->setToolTip(name);
        m_table->setItem(row, FriendColumn, friendCell);
        m_table->setItem(row, ChallengesColumn, numberCell(r.challenges()));
        m_table->setItem(row, WonColumn, numberCell(r.won));
        m_table->setItem(row, DrawnColumn, numberCell(r.drawn));
        m_table->setItem(row, LostColumn, numberCell(r.lost));
        const QDateTime met = r.lastMet.toLocalTime();
        m_table->setItem(row, LastColumn,
                         new Cell(locale.toString(met.date(), QLocale::ShortFormat),
                                  met.toMSecsSinceEpoch(), Qt::AlignRight));
    }
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(sortColumn, order);
}

void ChallengersView::sortBy(int column)
{
    m_table->sortByColumn(column,
                          column == FriendColumn ? Qt::AscendingOrder : Qt::DescendingOrder);
}

void ChallengersView::applyColours()
{
    const GameColors &c = Theme::instance().colors();
    setTextColour(m_title, c.text);
    setTextColour(m_summary, c.text);
    setTextColour(m_sortLabel, c.text);
    setTextColour(m_note, c.mutedText);
}

} // namespace countdown::ui
