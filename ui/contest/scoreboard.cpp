// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "scoreboard.h"

#include "contestant.h"
#include "gameprogress.h"
#include "plaintext.h"
#include "roundkindtext.h"
#include "theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace countdown::ui {

Scoreboard::Scoreboard(QWidget *parent)
    : QFrame(parent)
    , m_title(new PlainLabel(this))
    , m_scroll(new QScrollArea(this))
    , m_table(new QWidget)
    , m_grid(new QGridLayout(m_table))
    , m_total(new PlainLabel(this))
    , m_playAgain(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("scoreboard"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(22, 14, 22, 14);
    layout->setSpacing(10);
    m_title->setFont(typeFont(TypeRole::Title, m_title->font(), QFont::Bold));
    m_title->setObjectName(QStringLiteral("scoreboardTitle"));
    m_title->setWordWrap(true); // a practice's kind of round is long in some languages
    layout->addWidget(m_title);

    // Up to 99 rounds: the table scrolls, the total and the buttons stay in view.
    m_scroll->setObjectName(QStringLiteral("scoreboardScroll"));
    m_table->setObjectName(QStringLiteral("scoreboardTable"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_scroll->viewport()->setAutoFillBackground(false);
    m_table->setAutoFillBackground(false);
    m_scroll->setWidget(m_table);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(18);
    m_grid->setVerticalSpacing(4);
    layout->addWidget(m_scroll, 1);

    m_total->setFont(typeFont(TypeRole::Large, m_total->font(), QFont::Bold));
    m_total->setObjectName(QStringLiteral("gameTotal"));
    m_total->setWordWrap(true); // everyone's total at one machine can be long
    setTextRole(m_total, TextRole::Accent);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_total, 1);
    m_playAgain->setObjectName(QStringLiteral("playAgainButton"));
    m_playAgain->setDefault(true);
    m_close->setObjectName(QStringLiteral("closeScoreboardButton"));
    bottom->addWidget(m_close);
    bottom->addWidget(m_playAgain);
    layout->addLayout(bottom);
    connect(m_playAgain, &QPushButton::clicked, this, &Scoreboard::playAgainRequested);
    connect(m_close, &QPushButton::clicked, this, &Scoreboard::closeRequested);
    retranslate();
}

QString Scoreboard::totalText() const
{
    return m_total->text();
}

QList<QStringList> Scoreboard::rows() const
{
    return m_rows;
}

namespace {
// A points cell: bold, green for 10, amber for some, muted for none.
void stylePoints(QLabel *cell, int points)
{
    QFont bold = cell->font();
    bold.setBold(true);
    cell->setFont(bold);
    setTextRole(cell, points == 10 ? TextRole::Good
                      : points > 0 ? TextRole::Warning
                                   : TextRole::Muted);
}
} // namespace

QString Scoreboard::tilesText(const GameRoundSummary &round)
{
    const QLocale locale;
    QStringList tiles;
    for (const Number t : round.tiles)
        tiles << locale.toString(t);
    return tiles.join(QStringLiteral("  "));
}

QString Scoreboard::solverText(const GameRoundSummary &round)
{
    const QLocale locale;
    return round.solverBest == round.target ? tr("%1 exact").arg(locale.toString(round.solverBest))
                                            : locale.toString(round.solverBest);
}

// m_rows into the grid: the header muted, points cells styled by their points, numbers to the
// right, the tiles' column taking the width left and the height left below the rows.
void Scoreboard::fillGrid(const std::function<std::optional<int>(int row, int column)> &pointsAt,
                          const std::function<bool(int column)> &leftAligned)
{
    for (int row = 0; row < m_rows.size(); ++row) {
        for (int column = 0; column < m_rows[row].size(); ++column) {
            auto *cell = new PlainLabel(m_rows[row][column], m_table);
            if (row == 0) {
                setTextRole(cell, TextRole::Muted);
            } else if (const std::optional<int> points = pointsAt(row, column)) {
                stylePoints(cell, *points);
            }
            cell->setAlignment((leftAligned(column) ? Qt::AlignLeft : Qt::AlignRight)
                               | Qt::AlignVCenter);
            m_grid->addWidget(cell, row, column);
        }
    }
    m_grid->setColumnStretch(2, 1);
    // The rows stay together at the top; the space left goes below them.
    m_grid->addItem(new QSpacerItem(0, 0, QSizePolicy::Minimum, QSizePolicy::Expanding),
                    int(m_rows.size()), 0);
}

Scoreboard::~Scoreboard() = default;

void Scoreboard::showGame(const GameProgress &game)
{
    m_game = std::make_unique<const GameProgress>(game);
    refresh();
}

void Scoreboard::refresh()
{
    if (!m_game)
        return;
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_game->summary().empty() && !m_game->summary().front().seatPoints.empty()) {
        refreshForPeople();
        return;
    }
    const QLocale locale;
    const auto &rounds = m_game->summary();
    // Against a contestant (the last one faced, should the player have changed mid-game), its
    // declarations and points stand beside the player's.
    int contestantLevel = 0;
    for (const GameRoundSummary &r : rounds)
        contestantLevel = r.contestantLevel ? r.contestantLevel : contestantLevel;
    const QString contestant =
        contestantLevel ? contestantProfile(contestantLevel).name : QString();

    m_rows.clear();
    QStringList header{tr("Round"), tr("Target"), tr("Tiles"), tr("You"), tr("Points")};
    if (contestantLevel)
        header << contestant << tr("Points");
    header << tr("Solver");
    m_rows << header;
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const GameRoundSummary &r = rounds[i];
        QString you = r.playerValue ? locale.toString(*r.playerValue) : tr("—");
        if (r.answerShown)
            you = tr("answer shown");
        QStringList row{QString::number(i + 1), locale.toString(r.target), tilesText(r), you,
                        QString::number(r.points)};
        if (contestantLevel) {
            row << (r.contestantValue ? locale.toString(*r.contestantValue) : tr("—"))
                << QString::number(r.contestantPoints);
        }
        row << solverText(r);
        m_rows << row;
    }
    const int contestantPointsColumn = contestantLevel ? 6 : -1;
    fillGrid(
        [&](int row, int column) -> std::optional<int> {
            const GameRoundSummary &r = rounds[std::size_t(row - 1)];
            if (column == 4)
                return r.points;
            if (column == contestantPointsColumn)
                return r.contestantPoints;
            return std::nullopt;
        },
        [](int column) { return column == 2 || column == 3 || column == 5; });
    if (contestantLevel) {
        const int mine = m_game->total();
        const int theirs = m_game->contestantTotal();
        const QString verdict = mine > theirs   ? tr("You win!")
                                : mine < theirs ? tr("%1 wins.").arg(contestant)
                                                : tr("A draw.");
        m_total->setText(tr("You %1 · %2 %3 in %4. %5")
                             .arg(mine)
                             .arg(contestant)
                             .arg(theirs)
                             .arg(tr("%n round(s)", nullptr, int(rounds.size())), verdict));
    } else if (m_game->focus() && m_game->focusedPractice()) {
        // A practice is about exact answers, against the player's rate before it.
        const FocusedPracticeResult practice = *m_game->focusedPractice();
        const QString verdict = practiceVerdictText(practice);
        //: %1: e.g. "6 of 10 exact (60 %)"; %2: e.g. "before: 35 % of 20 rounds like these"
        const QString figures =
            tr("%1 · %2.").arg(practiceScoreText(practice), practiceBeforeText(practice));
        m_total->setText(verdict.isEmpty() ? figures : tr("%1 %2").arg(figures, verdict));
    } else {
        m_total->setText(tr("Total: %1 in %2")
                             .arg(tr("%n point(s)", nullptr, m_game->total()),
                                  tr("%n round(s)", nullptr, int(rounds.size()))));
    }
    m_total->setAccessibleName(m_total->text());
    refreshTitle();
}

void Scoreboard::refreshTitle()
{
    const auto &focus = m_game->focus();
    m_title->setText(focus ? tr("Practice: %1").arg(roundKindName(*focus)) : tr("Final score"));
    m_playAgain->setToolTip(focus
                                ? tr("%n more round(s) like these", nullptr, kFocusedPracticeRounds)
                                : tr("A new game of as many rounds (Ctrl+N)"));
}

// People at one machine: a column per person (their declaration, and points when they scored), the
// totals and who won.
void Scoreboard::refreshForPeople()
{
    const QLocale locale;
    const auto &rounds = m_game->summary();
    const QStringList &names = m_game->players();
    m_rows.clear();
    QStringList header{tr("Round"), tr("Target"), tr("Tiles")};
    header << names << tr("Solver");
    m_rows << header;
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const GameRoundSummary &r = rounds[i];
        QStringList row{QString::number(i + 1), locale.toString(r.target), tilesText(r)};
        for (std::size_t seat = 0; seat < std::size_t(names.size()); ++seat) {
            const bool has = seat < r.seatValues.size() && r.seatValues[seat];
            const int points = seat < r.seatPoints.size() ? r.seatPoints[seat] : 0;
            const QString value = has ? locale.toString(*r.seatValues[seat]) : tr("—");
            row << (points > 0 ? tr("%1 (%2)").arg(value).arg(points) : value);
        }
        row << solverText(r);
        m_rows << row;
    }
    fillGrid(
        [&](int row, int column) -> std::optional<int> {
            const GameRoundSummary &r = rounds[std::size_t(row - 1)];
            const std::size_t seat = std::size_t(column - 3);
            if (column < 3 || seat >= std::size_t(names.size()))
                return std::nullopt;
            return seat < r.seatPoints.size() ? r.seatPoints[seat] : 0;
        },
        [](int column) { return column == 2; });

    const std::vector<int> &totals = m_game->seatTotals();
    QStringList each;
    int best = 0;
    for (std::size_t seat = 0; seat < std::size_t(names.size()) && seat < totals.size(); ++seat) {
        each << tr("%1 %2").arg(names[int(seat)]).arg(totals[seat]);
        best = std::max(best, totals[seat]);
    }
    QStringList winners;
    for (std::size_t seat = 0; seat < std::size_t(names.size()) && seat < totals.size(); ++seat) {
        if (totals[seat] == best)
            winners << names[int(seat)];
    }
    QString verdict;
    if (winners.size() == 1)
        verdict = tr("%1 wins!").arg(winners.front());
    else if (winners.size() == names.size())
        verdict = tr("A draw.");
    else
        verdict = tr("A tie: %1.").arg(QLocale().createSeparatedList(winners));
    m_total->setText(tr("%1. %2").arg(each.join(QStringLiteral(" · ")), verdict));
    m_total->setAccessibleName(m_total->text());
    refreshTitle();
}

void Scoreboard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void Scoreboard::retranslate()
{
    m_playAgain->setText(tr("&Play again"));
    m_close->setText(tr("&Close"));
    m_close->setToolTip(tr("Back to single rounds"));
    refresh();
}

} // namespace countdown::ui
