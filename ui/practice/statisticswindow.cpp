// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "statisticswindow.h"

#include "bylargepanel.h"
#include "challengersview.h"
#include "contestantstatistics.h"
#include "elidedcombobox.h"
#include "labelstyle.h"
#include "plaintext.h"
#include "statisticscharts.h"
#include "theme.h"
#include "varianttext.h"
#include "weakspotsview.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

namespace countdown::ui {

StatisticsWindow::StatisticsWindow(QWidget *parent)
    : QDialog(parent)
{
    buildUi();
    connect(&Theme::instance(), &Theme::changed, this, &StatisticsWindow::applyColours);
    applyColours();
    retranslate();
    refresh();
    resize(900, 640);
}

StatisticsWindow::FigurePanel StatisticsWindow::makeFigurePanel(const QString &objectName,
                                                                const QString &detailObjectName)
{
    FigurePanel panel;
    panel.frame = new QFrame;
    panel.frame->setObjectName(QStringLiteral("figurePanel"));
    auto *layout = new QVBoxLayout(panel.frame);
    layout->setContentsMargins(14, 10, 14, 10);
    layout->setSpacing(2);
    panel.caption = new PlainLabel;
    panel.caption->setFont(typeFont(TypeRole::Small, font(), QFont::Bold));
    panel.caption->setWordWrap(true); // a long caption (French, German) takes two lines
    panel.value = new PlainLabel;
    panel.value->setObjectName(objectName);
    panel.value->setFont(typeFont(TypeRole::Display, font(), QFont::Bold));
    panel.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    panel.detail = new PlainLabel;
    panel.detail->setObjectName(detailObjectName);
    panel.detail->setFont(typeFont(TypeRole::Small, font()));
    panel.detail->setWordWrap(true);
    layout->addWidget(panel.caption);
    layout->addWidget(panel.value);
    layout->addWidget(panel.detail);
    layout->addStretch(1);
    return panel;
}

void StatisticsWindow::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 16, 20, 12);
    layout->setSpacing(10);

    // The title, with beside it which rules the figures are of; then the filters on a line of
    // their own: long in some languages.
    auto *titleRow = new QHBoxLayout;
    m_title = new PlainLabel;
    m_title->setObjectName(QStringLiteral("statisticsTitle"));
    m_title->setFont(typeFont(TypeRole::Title, font(), QFont::Bold));
    titleRow->addWidget(m_title);
    titleRow->addStretch(1);
    m_rulesLabel = new PlainLabel;
    m_rules = new ElidedComboBox;
    m_rules->setObjectName(QStringLiteral("rulesChoice"));
    // Its width set from its names (refreshRulesChoice), not AdjustToContents: that one resizes
    // the list to its whole longest name on a 20 ms timer, past what the layout gave it, and a
    // test that looked at the window just then failed (in CI, under load). On a narrow screen it
    // gives way (a player's own variant may be named in 60 characters), the name cut with "…"
    // (ElidedComboBox) until it opens.
    m_rules->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_rules->setMinimumWidth(m_rules->fontMetrics().averageCharWidth() * 18);
    m_rulesLabel->setBuddy(m_rules);
    titleRow->addWidget(m_rulesLabel);
    titleRow->addWidget(m_rules);
    connect(m_rules, &QComboBox::activated, this, &StatisticsWindow::onRulesChosen);
    layout->addLayout(titleRow);
    auto *filters = new QHBoxLayout;
    m_filtersLabel = new PlainLabel;
    filters->addWidget(m_filtersLabel);
    m_includeCustom = new QCheckBox;
    m_includeCustom->setObjectName(QStringLiteral("includeCustom"));
    m_includeAnswerShown = new QCheckBox;
    m_includeAnswerShown->setObjectName(QStringLiteral("includeCheated"));
    m_includeHinted = new QCheckBox;
    m_includeHinted->setObjectName(QStringLiteral("includeHinted"));
    for (QCheckBox *box : {m_includeCustom, m_includeAnswerShown, m_includeHinted}) {
        filters->addSpacing(box == m_includeCustom ? 4 : 12);
        filters->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &StatisticsWindow::onFilterToggled);
    }
    filters->addStretch(1);
    layout->addLayout(filters);

    layout->addWidget(buildTabs(), 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

// The player's own figures (or, with no round counted, words in their place); beside them the
// weak spots, the contestants and the friends met in challenges, each a tab once there is
// something on it.
QTabWidget *StatisticsWindow::buildTabs()
{
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("statisticsTabs"));
    m_tabs->setDocumentMode(true);
    // With the figures alone, no tab bar: it would take room from them even hidden.
    m_tabs->setTabBarAutoHide(true);
    m_pages = new QStackedWidget;
    m_pages->addWidget(buildEmptyPage());
    // On a short screen (960×540) the figures need more height than there is: they scroll
    // rather than squeeze the rows of the panel by large into one another.
    m_figuresScroll = new QScrollArea;
    m_figuresScroll->setObjectName(QStringLiteral("figuresScroll"));
    m_figuresScroll->setFrameShape(QFrame::NoFrame);
    m_figuresScroll->setWidgetResizable(true);
    m_figuresScroll->setWidget(buildFiguresPage());
    // The window's own background behind the figures, not the scroll area's.
    m_figuresScroll->viewport()->setAutoFillBackground(false);
    m_figuresPage->setAutoFillBackground(false);
    m_pages->addWidget(m_figuresScroll);
    m_tabs->addTab(m_pages, QString());
    m_weakSpots = new WeakSpotsView(m_tabs);
    m_weakSpots->hide();
    connect(m_weakSpots, &WeakSpotsView::practiseRequested, this,
            &StatisticsWindow::practiseRequested);
    m_contestants = new ContestantStatistics(m_tabs);
    m_contestants->hide();
    m_challengers = new ChallengersView(m_tabs);
    m_challengers->hide();
    return m_tabs;
}

// The empty state: words where the figures would be, nothing that looks broken.
QWidget *StatisticsWindow::buildEmptyPage()
{
    m_emptyPage = new QWidget;
    m_emptyPage->setObjectName(QStringLiteral("emptyState"));
    auto *emptyLayout = new QVBoxLayout(m_emptyPage);
    emptyLayout->addStretch(2);
    m_emptyTitle = new PlainLabel;
    m_emptyTitle->setObjectName(QStringLiteral("emptyTitle"));
    m_emptyTitle->setAlignment(Qt::AlignCenter);
    m_emptyTitle->setFont(typeFont(TypeRole::Display, font(), QFont::Bold));
    m_emptyText = new PlainLabel;
    m_emptyText->setObjectName(QStringLiteral("emptyText"));
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyText->setWordWrap(true);
    m_emptyText->setFont(typeFont(TypeRole::Body, font()));
    emptyLayout->addWidget(m_emptyTitle);
    emptyLayout->addSpacing(8);
    emptyLayout->addWidget(m_emptyText);
    m_emptyFilters = new PlainLabel;
    m_emptyFilters->setObjectName(QStringLiteral("emptyFilters"));
    m_emptyFilters->setAlignment(Qt::AlignCenter);
    m_emptyFilters->setWordWrap(true);
    emptyLayout->addSpacing(18);
    emptyLayout->addWidget(m_emptyFilters);
    emptyLayout->addStretch(3);
    return m_emptyPage;
}

// The panels of figures above; the rate by number of large and the two charts below.
QWidget *StatisticsWindow::buildFiguresPage()
{
    m_figuresPage = new QWidget;
    m_figuresPage->setObjectName(QStringLiteral("figures"));
    auto *figures = new QVBoxLayout(m_figuresPage);
    figures->setContentsMargins(0, 0, 0, 0);
    figures->setSpacing(12);

    auto *panels = new QHBoxLayout;
    panels->setSpacing(10);
    m_rounds = makeFigurePanel(QStringLiteral("roundsValue"), QStringLiteral("roundsDetail"));
    m_points =
        makeFigurePanel(QStringLiteral("totalPointsValue"), QStringLiteral("averagePointsValue"));
    m_exact = makeFigurePanel(QStringLiteral("exactRateValue"), QStringLiteral("exactRoundsValue"));
    m_time =
        makeFigurePanel(QStringLiteral("averageTimeValue"), QStringLiteral("averageTimeDetail"));
    m_streak =
        makeFigurePanel(QStringLiteral("currentStreakValue"), QStringLiteral("bestStreakValue"));
    m_daily =
        makeFigurePanel(QStringLiteral("dailyStreakValue"), QStringLiteral("bestDailyStreakValue"));
    for (const FigurePanel *panel : {&m_rounds, &m_points, &m_exact, &m_time, &m_streak, &m_daily})
        panels->addWidget(panel->frame, 1);
    figures->addLayout(panels);

    auto *lower = new QHBoxLayout;
    lower->setSpacing(12);
    // Built as the window's child for the window's font; the layout moves it into the page.
    m_byLargePanel = new ByLargePanel(this);
    lower->addWidget(m_byLargePanel, 0);
    auto *charts = new QVBoxLayout;
    charts->setSpacing(10);
    // Two of them, and a tab bar above, on a 960×540 screen.
    m_pointsView = makeChartView(QStringLiteral("pointsChart"), 130);
    m_rateView = makeChartView(QStringLiteral("exactRateChart"), 130);
    // Their size hint (a view's default) would make the figures scroll on a short screen even
    // where their minimum fits: they take what room there is, from their minimum up.
    for (QChartView *view : {m_pointsView, m_rateView})
        view->setSizePolicy(view->sizePolicy().horizontalPolicy(), QSizePolicy::Ignored);
    charts->addWidget(m_pointsView, 1);
    charts->addWidget(m_rateView, 1);
    lower->addLayout(charts, 1);
    figures->addLayout(lower, 1);
    return m_figuresPage;
}

void StatisticsWindow::setStatistics(const Statistics &statistics)
{
    m_statistics = statistics;
    refresh();
}

void StatisticsWindow::setDailyStreaks(const DailyStreaks &streaks)
{
    m_dailyStreaks = streaks;
    refresh();
}

void StatisticsWindow::setDailySetStreaks(const DailyStreaks &streaks)
{
    m_dailySetStreaks = streaks;
    refresh();
}

void StatisticsWindow::setContestants(const std::vector<ContestantRecord> &records)
{
    m_contestants->setRecords(records, m_options.rollingWindow);
    refresh();
}

void StatisticsWindow::setChallengers(const std::vector<ChallengerRecord> &records)
{
    m_challengers->setRecords(records);
    refresh();
}

void StatisticsWindow::setWeakSpots(const std::vector<WeakSpot> &weakSpots,
                                    const std::vector<FocusedPracticeResult> &practice)
{
    m_weakSpots->set(weakSpots, practice);
    refresh();
}

void StatisticsWindow::setRulesPlayed(const std::vector<RulesTally> &tallies)
{
    m_rulesTallies = tallies;
    refreshRulesChoice();
}

// The list as m_rulesTallies and the options say, in the player's language. The rules the figures
// are of stay in it even with no round left (the history cleared): the list says what is shown.
void StatisticsWindow::refreshRulesChoice()
{
    if (m_options.rules
        && std::none_of(m_rulesTallies.begin(), m_rulesTallies.end(),
                        [this](const RulesTally &t) { return t.rules == *m_options.rules; })) {
        RulesTally chosen{*m_options.rules, {}, 0};
        // Named by its id when it is a player's own: the rounds that told its name are gone.
        chosen.variant.id = m_options.rules->variantId;
        if (const auto builtIn = builtInVariant(m_options.rules->variantId))
            chosen.variant = *builtIn;
        m_rulesTallies.push_back(chosen);
    }
    const QSignalBlocker block(m_rules);
    m_rules->clear();
    // Names only: a count beside each would not match the figures, which leave some rounds out
    // (custom, answer shown, hinted) as the check boxes say.
    m_rules->addItem(tr("All variants"));
    int current = 0;
    for (const RulesTally &t : m_rulesTallies) {
        m_rules->addItem(t.rules.mode == SolveMode::UseAll
                             ? tr("%1, every number used").arg(variantName(t.variant))
                             : variantName(t.variant));
        if (m_options.rules == t.rules)
            current = m_rules->count() - 1;
    }
    m_rules->setCurrentIndex(current);
    // As wide as the longest name, up to about 36 characters.
    qsizetype longest = 0;
    for (int i = 0; i < m_rules->count(); ++i)
        longest = std::max(longest, m_rules->itemText(i).size());
    m_rules->setMinimumContentsLength(int(std::clamp<qsizetype>(longest, 12, 36)));
    const bool shown = m_rulesTallies.size() > 1 || m_options.rules.has_value();
    m_rules->setVisible(shown);
    m_rulesLabel->setVisible(shown);
}

void StatisticsWindow::onRulesChosen()
{
    const int index = m_rules->currentIndex();
    std::optional<RulesPlayed> rules;
    if (index > 0 && std::size_t(index) <= m_rulesTallies.size())
        rules = m_rulesTallies[std::size_t(index) - 1].rules;
    if (rules == m_options.rules)
        return;
    m_options.rules = rules;
    refresh();
    Q_EMIT optionsChanged(m_options);
}

void StatisticsWindow::setOptions(const StatisticsOptions &options)
{
    m_options = options;
    refreshRulesChoice();
    const QSignalBlocker blockCustom(m_includeCustom);
    const QSignalBlocker blockAnswerShown(m_includeAnswerShown);
    const QSignalBlocker blockHinted(m_includeHinted);
    m_includeCustom->setChecked(options.includeCustom);
    m_includeAnswerShown->setChecked(options.includeAnswerShown);
    m_includeHinted->setChecked(options.includeHinted);
    refresh(); // the rolling window's size is in a title; the empty state names the filters
}

bool StatisticsWindow::isShowingEmptyState() const
{
    return m_pages->currentWidget() == m_emptyPage;
}

QChart *StatisticsWindow::pointsChart() const
{
    return m_pointsView->chart();
}

QChart *StatisticsWindow::exactRateChart() const
{
    return m_rateView->chart();
}

void StatisticsWindow::onFilterToggled()
{
    m_options.includeCustom = m_includeCustom->isChecked();
    m_options.includeAnswerShown = m_includeAnswerShown->isChecked();
    m_options.includeHinted = m_includeHinted->isChecked();
    Q_EMIT optionsChanged(m_options);
}

void StatisticsWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QDialog::changeEvent(event);
}

void StatisticsWindow::retranslate()
{
    setWindowTitle(tr("Statistics"));
    m_title->setText(tr("Your progress"));
    //: Before a list: "All variants", "Countdown (UK)", "Seven tiles"...
    m_rulesLabel->setText(tr("Va&riant:"));
    m_rules->setToolTip(tr("Only the rounds played with this variant count"));
    m_rules->setAccessibleName(tr("Variant of the rounds counted"));
    refreshRulesChoice();
    //: Before three check boxes: "custom rounds", "rounds with the answer shown", "rounds with
    //: hints"
    m_filtersLabel->setText(tr("Also count:"));
    m_includeCustom->setText(tr("&custom rounds"));
    m_includeCustom->setToolTip(tr("Count rounds with numbers you typed in yourself, and rounds "
                                   "played from a friend's challenge"));
    m_includeAnswerShown->setText(tr("rounds with the &answer shown"));
    m_includeAnswerShown->setToolTip(tr("Count rounds in which you asked for the answer early"));
    m_includeHinted->setText(tr("rounds with &hints"));
    m_emptyText->setText(tr("Play one and your progress appears here."));
    m_emptyFilters->setText(tr("Custom rounds, rounds where you asked for the answer and rounds "
                               "with hints count only when you tick them above."));
    m_emptyPage->setAccessibleName(tr("No rounds yet — play one and your progress appears here"));
    m_rounds.caption->setText(tr("ROUNDS"));
    m_points.caption->setText(tr("POINTS"));
    m_exact.caption->setText(tr("EXACT ANSWERS"));
    m_time.caption->setText(tr("TIME TO EXACT"));
    m_streak.caption->setText(tr("EXACT STREAK"));
    //: Days in a row with the daily puzzle played
    m_daily.caption->setText(tr("DAILY STREAK"));
    m_tabs->setTabText(0, tr("&Your rounds"));
    if (const int i = m_tabs->indexOf(m_weakSpots); i >= 0)
        m_tabs->setTabText(i, tr("&Weak spots"));
    if (const int i = m_tabs->indexOf(m_contestants); i >= 0)
        m_tabs->setTabText(i, tr("Co&ntestants"));
    if (const int i = m_tabs->indexOf(m_challengers); i >= 0)
        m_tabs->setTabText(i, tr("Cha&llenges"));
    m_pointsView->setAccessibleName(tr("Points per round, oldest first"));
    m_rateView->setAccessibleName(tr("Rolling exact-answer rate, oldest first"));
}

void StatisticsWindow::refresh()
{
    const Statistics &s = m_statistics;
    const QLocale locale;
    const bool empty = s.rounds <= 0;
    m_pages->setCurrentWidget(empty ? m_emptyPage : m_figuresScroll);
    // Pages beside the figures, in this order, each only when it has something to show.
    showTab(m_weakSpots, !m_weakSpots->isEmpty(), tr("&Weak spots"));
    showTab(m_contestants, !m_contestants->isEmpty(), tr("Co&ntestants"));
    showTab(m_challengers, !m_challengers->isEmpty(), tr("Cha&llenges"));
    m_pointsView->setVisible(!empty);
    m_rateView->setVisible(!empty);
    // The rates by number of large are of the show's rules: beside another variant's figures
    // they would say nothing.
    m_byLargePanel->setVisible(!m_options.rules
                               || m_options.rules->variantId == standardVariant().id);
    // A custom round has no rules of its own: it counts only with every rule.
    m_includeCustom->setEnabled(!m_options.rules);
    m_emptyTitle->setText(m_options.rules ? tr("No rounds with this variant yet")
                                          : tr("No rounds yet"));

    refreshFigures();
    m_byLargePanel->setFigures(s.byLarge);
    m_emptyFilters->setVisible(!m_options.includeCustom || !m_options.includeAnswerShown
                               || !m_options.includeHinted);
    // What the hints filter leaves out, where the player decides about it.
    const Statistics::Hinted &hinted = m_statistics.hinted;
    m_includeHinted->setToolTip(
        m_options.includeHinted
            ? tr("Rounds in which you took hints count with the others")
            : tr("%n round(s) with hints left out, %1 of them exact", nullptr, hinted.rounds)
                  .arg(locale.toString(hinted.exact)));
    refreshCharts();
}

// A panel's figure, the line under it, and what a screen reader says for the figure (the line
// is read as it is shown).
void StatisticsWindow::showFigure(FigurePanel &panel, const QString &value, const QString &detail,
                                  const QString &accessible)
{
    panel.value->setText(value);
    panel.detail->setText(detail);
    panel.value->setAccessibleName(accessible);
    panel.detail->setAccessibleName(detail);
}

void StatisticsWindow::refreshFigures()
{
    const Statistics &s = m_statistics;
    const QLocale locale;
    const auto percent = [&locale](double rate) {
        return tr("%1 %", "a percentage").arg(locale.toString(std::round(rate * 100.0), 'f', 0));
    };
    showFigure(m_rounds, locale.toString(s.rounds), tr("%n exact", nullptr, s.exactRounds),
               tr("Rounds played: %1").arg(locale.toString(s.rounds)));
    const QString average = locale.toString(s.averagePoints, 'f', 1);
    showFigure(m_points, locale.toString(s.totalPoints), tr("%1 per round").arg(average),
               tr("Total points: %1").arg(locale.toString(s.totalPoints)));
    showFigure(m_exact, percent(s.exactRate),
               tr("%1 of %n round(s)", nullptr, s.rounds).arg(locale.toString(s.exactRounds)),
               tr("Exact-answer rate: %1").arg(percent(s.exactRate)));
    if (s.exactRounds > 0) {
        const QString seconds =
            tr("%1 s", "seconds").arg(locale.toString(s.averageSecondsToExact, 'f', 1));
        showFigure(m_time, seconds, tr("on average"),
                   tr("Average time to an exact answer: %1").arg(seconds));
    } else {
        showFigure(m_time, QStringLiteral("—"), tr("no exact answer yet"),
                   tr("Average time to an exact answer: none yet"));
    }
    showFigure(m_streak, locale.toString(s.currentStreak),
               tr("best %1").arg(locale.toString(s.bestStreak)),
               tr("Current streak of exact answers: %1").arg(locale.toString(s.currentStreak)));
    m_streak.detail->setAccessibleName(
        tr("Best streak of exact answers: %1").arg(locale.toString(s.bestStreak)));
    m_points.detail->setAccessibleName(tr("Average points per round: %1").arg(average));
    QString dailyDetail = tr("best %1").arg(locale.toString(m_dailyStreaks.best));
    QString dailyDetailSaid =
        tr("Most daily puzzles played in a row: %1").arg(locale.toString(m_dailyStreaks.best));
    if (m_dailySetStreaks.daysPlayed > 0) {
        //: After the daily puzzle's best streak: the daily set's current streak, in days
        dailyDetail += tr(" · sets %1").arg(locale.toString(m_dailySetStreaks.current));
        dailyDetailSaid += QLatin1Char('\n')
                           + tr("Daily sets played through in a row: %1, best %2")
                                 .arg(locale.toString(m_dailySetStreaks.current),
                                      locale.toString(m_dailySetStreaks.best));
    }
    showFigure(
        m_daily, tr("%n day(s)", nullptr, m_dailyStreaks.current), dailyDetail,
        tr("Daily puzzles played in a row: %1").arg(locale.toString(m_dailyStreaks.current)));
    m_daily.detail->setAccessibleName(dailyDetailSaid);
}

void StatisticsWindow::showTab(QWidget *page, bool shown, const QString &title)
{
    const int index = m_tabs->indexOf(page);
    if (shown && index < 0) {
        // After the pages that come before it (buildUi's order) and are shown.
        int at = 1;
        for (QWidget *before : std::initializer_list<QWidget *>{m_weakSpots, m_contestants}) {
            if (before != page && m_tabs->indexOf(before) >= 0)
                at = m_tabs->indexOf(before) + 1;
            if (before == page)
                break;
        }
        m_tabs->insertTab(at, page, title);
    } else if (!shown && index >= 0) {
        m_tabs->removeTab(index);
        page->hide();
    }
}

void StatisticsWindow::refreshCharts()
{
    QChart *points = m_pointsView->chart();
    QChart *rate = m_rateView->chart();
    drawPointsChart(*points, m_statistics.series);
    drawRateChart(*rate, m_statistics.series);
    const int n = int(m_statistics.series.size());
    if (n > 0) {
        const Statistics::Point &last = m_statistics.series.back();
        m_pointsView->setAccessibleDescription(
            tr("%n round(s); the last scored %1", nullptr, n).arg(last.points));
        m_rateView->setAccessibleDescription(
            tr("Now %1 %")
                .arg(QLocale().toString(std::round(last.rollingExactRate * 100), 'f', 0)));
    }
    points->setTitle(tr("Points per round"));
    rate->setTitle(tr("Exact answers over the last %n round(s)", nullptr, m_options.rollingWindow));
    styleChart(*points, font());
    styleChart(*rate, font());
}

void StatisticsWindow::applyColours()
{
    const GameColors &c = Theme::instance().colors();
    setPalette(paletteFor(c, palette()));
    setAutoFillBackground(true);

    setStyleSheet(
        QStringLiteral("#figurePanel, #statisticsPanel { background: %1; border: 1px solid %2;"
                       "  border-radius: 12px; }"
                       "QProgressBar { background: %3; border: none; border-radius: 5px; }"
                       "QProgressBar::chunk { background: %4; border-radius: 5px; }"
                       "QProgressBar:disabled { background: %3; }")
            .arg(c.surface.name(), c.surfaceBorder.name(),
                 (c.dark ? c.background : c.surfaceBorder.lighter(110)).name(), c.good.name()));
    for (const FigurePanel *panel :
         {&m_rounds, &m_points, &m_exact, &m_time, &m_streak, &m_daily}) {
        setTextColour(panel->caption, c.mutedText);
        setTextColour(panel->value, c.text);
        setTextColour(panel->detail, c.mutedText);
    }
    setTextColour(m_exact.value, c.good);
    setTextColour(m_emptyText, c.mutedText);
    setTextColour(m_emptyTitle, c.text);
    setTextColour(m_title, c.text);
    setTextColour(m_emptyFilters, c.mutedText);
    setTextColour(m_filtersLabel, c.mutedText);
    // Fusion draws a check box in the Base colour: on the dark window it needs to stand out more.
    for (QCheckBox *box : {m_includeCustom, m_includeAnswerShown, m_includeHinted}) {
        QPalette boxPalette = box->palette();
        boxPalette.setColor(QPalette::Base, c.dark ? c.surfaceBorder : c.surface);
        boxPalette.setColor(QPalette::WindowText, c.text);
        box->setPalette(boxPalette);
    }
    m_pointsView->setBackgroundBrush(c.background);
    m_rateView->setBackgroundBrush(c.background);
    m_byLargePanel->applyColours();
    m_contestants->applyColours();
    m_challengers->applyColours();
    m_weakSpots->applyColours();
    refreshCharts();
}

} // namespace countdown::ui
