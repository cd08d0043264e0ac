// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "weakspotsview.h"

#include "labelstyle.h"
#include "plaintext.h"
#include "roundkindtext.h"
#include "theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace countdown::ui {

namespace {

// Weak spots shown at once: the worst; more would bury the first.
constexpr std::size_t kMostWeakSpots = 4;
// Games of practice listed below them.
constexpr std::size_t kMostPracticeLines = 6;

QString dayText(const QDateTime &utc)
{
    return QLocale().toString(utc.toLocalTime().date(), QLocale::ShortFormat);
}

} // namespace

WeakSpotsView::WeakSpotsView(QWidget *parent)
    : QFrame(parent)
    , m_title(new PlainLabel)
    , m_note(new PlainLabel)
    , m_spots(new QWidget)
    , m_spotsLayout(new QVBoxLayout(m_spots))
    , m_practiceTitle(new PlainLabel)
    , m_practiceList(new PlainLabel)
{
    setObjectName(QStringLiteral("weakSpots"));
    // A few weak spots and the practice below them outgrow a 960×540 window: the page scrolls.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("weakSpotsScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll);
    auto *page = new QWidget;
    page->setAutoFillBackground(false);
    scroll->viewport()->setAutoFillBackground(false);
    scroll->setWidget(page);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(8);
    m_title->setFont(typeFont(TypeRole::Body, font(), QFont::Bold));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_note->setObjectName(QStringLiteral("weakSpotsNote"));
    m_note->setWordWrap(true);
    m_note->setFont(typeFont(TypeRole::Small, font()));
    layout->addWidget(m_note);
    m_spotsLayout->setContentsMargins(0, 0, 0, 0);
    m_spotsLayout->setSpacing(8);
    layout->addWidget(m_spots);
    layout->addSpacing(6);
    m_practiceTitle->setFont(typeFont(TypeRole::Body, font(), QFont::Bold));
    layout->addWidget(m_practiceTitle);
    m_practiceList->setObjectName(QStringLiteral("practiceList"));
    m_practiceList->setWordWrap(true);
    m_practiceList->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_practiceList);
    layout->addStretch(1);
    refresh();
}

void WeakSpotsView::set(const std::vector<WeakSpot> &weakSpots,
                        const std::vector<FocusedPracticeResult> &practice)
{
    m_weakSpots = weakSpots;
    m_practice = practice;
    refresh();
}

QStringList WeakSpotsView::practiceLines() const
{
    return m_practiceList->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

void WeakSpotsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

void WeakSpotsView::applyColours()
{
    refresh();
}

QString WeakSpotsView::percentText(double rate)
{
    return tr("%1 %", "a percentage").arg(QLocale().toString(std::round(rate * 100.0), 'f', 0));
}

void WeakSpotsView::refresh()
{
    const GameColors &c = Theme::instance().colors();
    m_title->setText(tr("Where you do worst"));
    setTextColour(m_title, c.text);
    refreshNote();
    refreshSpots();
    m_practiceTitle->setText(tr("Your practice"));
    setTextColour(m_practiceTitle, c.text);
    refreshPracticeList();
}

// What makes a weak spot, or that there is none yet.
void WeakSpotsView::refreshNote()
{
    const QLocale locale;
    const QString margin = locale.toString(int(std::lround(kWeakSpotMargin * 100)));
    m_note->setText(
        m_weakSpots.empty()
            ? tr("No weak spot: no kind of round is %1 points below your overall exact rate yet "
                 "(each kind needs %2 rounds to judge).")
                  .arg(margin, locale.toString(kWeakSpotMinRounds))
            : tr("Kinds of round where your exact rate is %1 points or more below your overall "
                 "%2. Practice rounds all have an exact answer.")
                  .arg(margin, percentText(m_weakSpots.front().overallRate)));
    setTextColour(m_note, Theme::instance().colors().mutedText);
}

// A panel per weak spot shown, made anew: their number and words change with the figures.
void WeakSpotsView::refreshSpots()
{
    while (QLayoutItem *item = m_spotsLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_buttons.clear();
    const std::size_t shown = std::min(m_weakSpots.size(), kMostWeakSpots);
    for (std::size_t i = 0; i < shown; ++i)
        m_spotsLayout->addWidget(makeSpotPanel(m_weakSpots[i], i));
    m_spots->setVisible(shown > 0);
}

// The kind of round, its figures and bar, the last practice on it, and the button to practise.
QFrame *WeakSpotsView::makeSpotPanel(const WeakSpot &spot, std::size_t index)
{
    const GameColors &c = Theme::instance().colors();
    auto *frame = new QFrame;
    frame->setObjectName(QStringLiteral("statisticsPanel"));
    auto *grid = new QGridLayout(frame);
    grid->setContentsMargins(14, 10, 14, 10);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(3);
    auto *name = new PlainLabel(roundKindName(spot.kind));
    name->setFont(typeFont(TypeRole::Body, font(), QFont::Bold));
    name->setWordWrap(true);
    setTextColour(name, c.text);
    auto *figures =
        new PlainLabel(tr("%1 exact: %2 of %n round(s)", nullptr, spot.rounds)
                           .arg(percentText(spot.rate), QLocale().toString(spot.exact)));
    figures->setObjectName(QStringLiteral("weakSpotFigures%1").arg(index));
    figures->setWordWrap(true);
    setTextColour(figures, c.text);
    auto *bar = new QProgressBar;
    bar->setRange(0, 1000);
    bar->setValue(int(std::lround(spot.rate * 1000.0)));
    bar->setTextVisible(false);
    bar->setFixedHeight(8);
    bar->setAccessibleName(name->text());
    grid->addWidget(name, 0, 0);
    grid->addWidget(figures, 1, 0);
    grid->addWidget(bar, 2, 0);
    if (QLabel *lastText = makeLastPracticeLabel(spot.kind))
        grid->addWidget(lastText, 3, 0);
    QPushButton *button = makePractiseButton(spot.kind, name->text());
    button->setObjectName(QStringLiteral("practiseButton%1").arg(index));
    grid->addWidget(button, 0, 1, 3, 1, Qt::AlignRight | Qt::AlignVCenter);
    grid->setColumnStretch(0, 1);
    m_buttons << button;
    return frame;
}

// The last practice on this kind, if any: the player sees whether it helped.
QLabel *WeakSpotsView::makeLastPracticeLabel(const RoundKind &kind) const
{
    const auto last =
        std::find_if(m_practice.begin(), m_practice.end(), [&kind](const FocusedPracticeResult &p) {
            return p.kind == kind && p.rounds > 0;
        });
    if (last == m_practice.end())
        return nullptr;
    //: %1: a date; %2: e.g. "6 of 10 exact (60 %)"
    auto *lastText = new PlainLabel(
        tr("Last practice, %1: %2").arg(dayText(last->startedAt), practiceScoreText(*last)));
    lastText->setWordWrap(true);
    lastText->setFont(typeFont(TypeRole::Small, font()));
    setTextColour(lastText, Theme::instance().colors().mutedText);
    return lastText;
}

QPushButton *WeakSpotsView::makePractiseButton(const RoundKind &kind, const QString &kindName)
{
    auto *button =
        new QPushButton(tr("Practise %n rounds like these", nullptr, kFocusedPracticeRounds));
    button->setAccessibleName(
        tr("Practise %n rounds like these: %1", nullptr, kFocusedPracticeRounds).arg(kindName));
    connect(button, &QPushButton::clicked, this, [this, kind] { Q_EMIT practiseRequested(kind); });
    return button;
}

// The latest games of practice, each against the rate before it.
void WeakSpotsView::refreshPracticeList()
{
    QStringList lines;
    for (const FocusedPracticeResult &p : m_practice) {
        if (p.rounds <= 0 || std::size_t(lines.size()) >= kMostPracticeLines)
            continue; // begun and left before its first round: nothing to say
        QString line = tr("%1 · %2: %3; %4")
                           .arg(dayText(p.startedAt), roundKindName(p.kind), practiceScoreText(p),
                                practiceBeforeText(p));
        if (!p.finished)
            line = tr("%1 (%n round(s) so far)", nullptr, p.rounds).arg(line);
        lines << line;
    }
    m_practiceList->setText(lines.isEmpty() ? tr("None yet: a practice's result shows here, "
                                                 "against your rate before it.")
                                            : lines.join(QLatin1Char('\n')));
    const GameColors &c = Theme::instance().colors();
    setTextColour(m_practiceList, lines.isEmpty() ? c.mutedText : c.text);
}

} // namespace countdown::ui
