// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The statistics window shows the figures it is given (worked out by hand below), plots one bar
// and one point per round with the right values, shows an empty state instead of empty axes, and
// sends the player's filters back. Pictures in both themes go to the build folder.
#include "challengersview.h"
#include "contestantstatistics.h"
#include "statisticswindow.h"
#include "theme.h"
#include "weakspotsview.h"

#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTabBar>
#include <QTableWidget>
#include <QTabWidget>
#include <QTest>
#include <QTimeZone>
#include <QTranslator>
#include <QValueAxis>

using namespace countdown;
using namespace countdown::ui;

Q_DECLARE_METATYPE(countdown::ui::ThemeChoice)
Q_DECLARE_METATYPE(countdown::RoundKind)

namespace {

QString pngDir()
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/practice-png");
    QDir().mkpath(dir);
    return dir;
}

QDateTime at(int day, int hour)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, 0), QTimeZone::utc());
}

// Five rounds: 10, 10, 7, 0, 10 points (exact, exact, 2 away, far, exact); large 1, 1, 2, 0, 2;
// 15.0, 20.4 and 16.8 s to the exact answers. So: 37 points, 7.4 a round, 3 of 5 exact (60 %),
// 17.4 s on average, best streak 2, current streak 1; by large: 0 → 0 of 1, 1 → 2 of 2,
// 2 → 1 of 2; rolling rate (window 10): 100, 100, 66.7, 50, 60 %.
Statistics fiveRounds()
{
    Statistics s;
    s.rounds = 5;
    s.totalPoints = 37;
    s.averagePoints = 7.4;
    s.exactRounds = 3;
    s.exactRate = 0.6;
    s.byLarge[0] = {1, 0, 0.0};
    s.byLarge[1] = {2, 2, 1.0};
    s.byLarge[2] = {2, 1, 0.5};
    s.averageSecondsToExact = 17.4;
    s.bestStreak = 2;
    s.currentStreak = 1;
    s.series = {{at(1, 9), 10, 1.0},
                {at(1, 10), 10, 1.0},
                {at(2, 18), 7, 2.0 / 3.0},
                {at(3, 8), 0, 0.5},
                {at(3, 9), 10, 0.6}};
    return s;
}

// A longer, realistic history for the pictures: a player who gets better.
Statistics improvingPlayer()
{
    Statistics s;
    const int n = 48;
    const int pattern[] = {0, 5, 7, 10, 0, 7, 10, 10, 5, 0, 7, 10};
    int exactInRow = 0;
    std::vector<int> exact;
    for (int i = 0; i < n; ++i) {
        int points = pattern[(i * 7) % 12];
        if (i > 24 && points < 7)
            points = (i % 3 == 0) ? 7 : 10;
        const bool isExact = points == 10;
        exact.push_back(isExact);
        s.totalPoints += points;
        s.exactRounds += isExact;
        exactInRow = isExact ? exactInRow + 1 : 0;
        s.bestStreak = std::max(s.bestStreak, exactInRow);
        int window = 0;
        int inWindow = 0;
        for (int j = std::max(0, i - 9); j <= i; ++j, ++window)
            inWindow += exact[std::size_t(j)];
        s.series.push_back({at(1 + i / 4, 8 + i % 4), points, double(inWindow) / window});
        Statistics::ByLarge &b = s.byLarge[std::size_t(i % 5)];
        ++b.rounds;
        b.exact += isExact;
    }
    for (Statistics::ByLarge &b : s.byLarge)
        b.rate = b.rounds > 0 ? double(b.exact) / b.rounds : 0;
    s.rounds = n;
    s.averagePoints = double(s.totalPoints) / n;
    s.exactRate = double(s.exactRounds) / n;
    s.averageSecondsToExact = 18.6;
    s.currentStreak = exactInRow;
    return s;
}

QString text(const StatisticsWindow &w, const char *objectName)
{
    const auto *label = w.findChild<QLabel *>(QString::fromLatin1(objectName));
    if (!label)
        qFatal("no label %s", objectName);
    return label->text();
}

} // namespace

class TestStatisticsWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void figures();
    void byLarge();
    void charts();
    void emptyState();
    void filtersEmitOptions();
    void hintedRoundsAreNamedByTheirFilter();
    void dailyStreakPanel();
    void setOptionsIsQuiet();
    void rulesChoice();
    void accessibleNames();
    void contestants();
    void weakSpots();
    void challengers();
    void pictures_data();
    void pictures();
};

void TestStatisticsWindow::initTestCase()
{
    // The game's English catalogue gives the plural forms ("2 solutions"), as players see them.
    static QTranslator english;
    QVERIFY(english.load(QStringLiteral(COUNTDOWN_EN_QM)));
    QCoreApplication::installTranslator(&english);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    Theme::instance().setChoice(ThemeChoice::Dark);
}

void TestStatisticsWindow::figures()
{
    StatisticsWindow w;
    w.setStatistics(fiveRounds());
    QVERIFY(!w.isShowingEmptyState());
    QCOMPARE(text(w, "roundsValue"), QStringLiteral("5"));
    QCOMPARE(text(w, "totalPointsValue"), QStringLiteral("37"));
    QCOMPARE(text(w, "averagePointsValue"), QStringLiteral("7.4 per round"));
    QCOMPARE(text(w, "exactRateValue"), QStringLiteral("60 %"));
    QCOMPARE(text(w, "exactRoundsValue"), QStringLiteral("3 of 5 rounds"));
    QCOMPARE(text(w, "averageTimeValue"), QStringLiteral("17.4 s"));
    QCOMPARE(text(w, "currentStreakValue"), QStringLiteral("1"));
    QCOMPARE(text(w, "bestStreakValue"), QStringLiteral("best 2"));

    // No exact answer at all: no time to show.
    Statistics none = fiveRounds();
    none.exactRounds = 0;
    none.averageSecondsToExact = 0;
    w.setStatistics(none);
    QCOMPARE(text(w, "averageTimeValue"), QStringLiteral("—"));
}

void TestStatisticsWindow::byLarge()
{
    StatisticsWindow w;
    w.setStatistics(fiveRounds());
    QCOMPARE(text(w, "byLargeValue0"), QStringLiteral("0 %"));
    QCOMPARE(text(w, "byLargeDetail0"), QStringLiteral("0 of 1 exact"));
    QCOMPARE(text(w, "byLargeValue1"), QStringLiteral("100 %"));
    QCOMPARE(text(w, "byLargeDetail1"), QStringLiteral("2 of 2 exact"));
    QCOMPARE(text(w, "byLargeValue2"), QStringLiteral("50 %"));
    QCOMPARE(text(w, "byLargeDetail2"), QStringLiteral("1 of 2 exact"));
    for (const char *name : {"byLargeValue3", "byLargeValue4"})
        QCOMPARE(text(w, name), QStringLiteral("—"));
    for (const char *name : {"byLargeDetail3", "byLargeDetail4"})
        QCOMPARE(text(w, name), QStringLiteral("no rounds yet"));
    const auto *bar1 = w.findChild<QProgressBar *>(QStringLiteral("byLargeBar1"));
    const auto *bar2 = w.findChild<QProgressBar *>(QStringLiteral("byLargeBar2"));
    QVERIFY(bar1 && bar2);
    QCOMPARE(double(bar1->value()) / bar1->maximum(), 1.0);
    QCOMPARE(double(bar2->value()) / bar2->maximum(), 0.5);
    // It says which rounds it counts.
    QVERIFY(text(w, "byLargeNote").contains(QStringLiteral("Countdown's standard rules only")));
}

void TestStatisticsWindow::charts()
{
    StatisticsWindow w;
    w.setStatistics(fiveRounds());

    QChart *points = w.pointsChart();
    QCOMPARE(points->series().size(), 1);
    auto *bars = qobject_cast<QStackedBarSeries *>(points->series().first());
    QVERIFY(bars);
    QCOMPARE(bars->count(), 2);
    const QList<QBarSet *> sets = bars->barSets();
    QCOMPARE(sets[0]->count(), 5);
    QCOMPARE(sets[1]->count(), 5);
    const int expected[] = {10, 10, 7, 0, 10};
    for (int i = 0; i < 5; ++i) {
        // One bar a round: its height is the round's points, in one set or the other.
        QCOMPARE(sets[0]->at(i) + sets[1]->at(i), double(expected[i]));
        QCOMPARE(sets[0]->at(i) > 0, expected[i] == 10);
    }

    QChart *rate = w.exactRateChart();
    QCOMPARE(rate->series().size(), 1);
    auto *line = qobject_cast<QLineSeries *>(rate->series().first());
    QVERIFY(line);
    QCOMPARE(line->count(), 5);
    // Exact answers are drawn in the colour of exact answers, not of "close".
    QCOMPARE(line->pen().color(), Theme::instance().colors().good);
    const double percent[] = {100, 100, 200.0 / 3.0, 50, 60};
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(line->at(i).x(), double(i));
        QCOMPARE(line->at(i).y(), percent[i]);
    }
    const auto vertical = rate->axes(Qt::Vertical);
    QCOMPARE(vertical.size(), 1);
    auto *axis = qobject_cast<QValueAxis *>(vertical.first());
    QVERIFY(axis);
    QCOMPARE(axis->min(), 0.0);
    QCOMPARE(axis->max(), 100.0);

    // New statistics replace the series, they do not add to them.
    w.setStatistics(improvingPlayer());
    QCOMPARE(w.pointsChart()->series().size(), 1);
    QCOMPARE(qobject_cast<QStackedBarSeries *>(w.pointsChart()->series().first())
                 ->barSets()
                 .first()
                 ->count(),
             48);
    QCOMPARE(qobject_cast<QLineSeries *>(w.exactRateChart()->series().first())->count(), 48);
}

void TestStatisticsWindow::emptyState()
{
    StatisticsWindow w;
    w.resize(800, 600);
    w.setStatistics(fiveRounds());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *pointsView = w.findChild<QChartView *>(QStringLiteral("pointsChart"));
    auto *rateView = w.findChild<QChartView *>(QStringLiteral("exactRateChart"));
    auto *empty = w.findChild<QWidget *>(QStringLiteral("emptyState"));
    QVERIFY(pointsView && rateView && empty);
    QVERIFY(pointsView->isVisible());
    QVERIFY(!empty->isVisible());

    w.setStatistics(Statistics{});
    QVERIFY(w.isShowingEmptyState());
    QVERIFY(empty->isVisible());
    QVERIFY(!pointsView->isVisible());
    QVERIFY(!rateView->isVisible());
    QVERIFY(text(w, "emptyTitle").contains(QStringLiteral("No rounds yet")));
    QVERIFY(text(w, "emptyText").contains(QStringLiteral("progress appears here")));
    // The filters stay: including custom rounds may be what fills the window.
    QVERIFY(w.findChild<QCheckBox *>(QStringLiteral("includeCustom"))->isVisible());
    QVERIFY(w.findChild<QLabel *>(QStringLiteral("emptyFilters"))->isVisible());

    w.setStatistics(fiveRounds());
    QVERIFY(!w.isShowingEmptyState());
    QVERIFY(pointsView->isVisible());
}

void TestStatisticsWindow::filtersEmitOptions()
{
    StatisticsWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QSignalSpy spy(&w, &StatisticsWindow::optionsChanged);
    auto *custom = w.findChild<QCheckBox *>(QStringLiteral("includeCustom"));
    auto *answerShown = w.findChild<QCheckBox *>(QStringLiteral("includeCheated"));
    QVERIFY(custom && answerShown);
    QVERIFY(!custom->isChecked() && !answerShown->isChecked());

    QTest::mouseClick(custom, Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    StatisticsOptions o = spy.at(0).at(0).value<StatisticsOptions>();
    QCOMPARE(o.includeCustom, true);
    QCOMPARE(o.includeAnswerShown, false);

    // By keyboard: the check boxes' mnemonics (Qt animates the click: it lands a moment later).
    QTest::keyClick(&w, Qt::Key_A, Qt::AltModifier);
    QTRY_COMPARE(spy.count(), 2);
    o = spy.at(1).at(0).value<StatisticsOptions>();
    QCOMPARE(o.includeCustom, true);
    QCOMPARE(o.includeAnswerShown, true);

    QTest::keyClick(&w, Qt::Key_C, Qt::AltModifier);
    QTRY_COMPARE(spy.count(), 3);
    o = spy.at(2).at(0).value<StatisticsOptions>();
    QCOMPARE(o.includeCustom, false);
    QCOMPARE(o.includeAnswerShown, true);
    QCOMPARE(o.includeHinted, false);
    QCOMPARE(w.options().includeAnswerShown, true);

    QTest::keyClick(&w, Qt::Key_H, Qt::AltModifier);
    QTRY_COMPARE(spy.count(), 4);
    o = spy.at(3).at(0).value<StatisticsOptions>();
    QCOMPARE(o.includeHinted, true);
    QCOMPARE(o.includeAnswerShown, true);
}

void TestStatisticsWindow::hintedRoundsAreNamedByTheirFilter()
{
    // What the filter leaves out is said where the player decides about it.
    StatisticsWindow w;
    Statistics s;
    s.rounds = 3;
    s.hinted = Statistics::Hinted{2, 1, 5};
    w.setStatistics(s);
    auto *hinted = w.findChild<QCheckBox *>(QStringLiteral("includeHinted"));
    QVERIFY(hinted);
    QCOMPARE(hinted->text(), QStringLiteral("rounds with &hints"));
    QCOMPARE(hinted->toolTip(), QStringLiteral("2 rounds with hints left out, 1 of them exact"));
    StatisticsOptions withHints;
    withHints.includeHinted = true;
    w.setOptions(withHints);
    QVERIFY(hinted->isChecked());
    QCOMPARE(hinted->toolTip(),
             QStringLiteral("Rounds in which you took hints count with the others"));
}

void TestStatisticsWindow::dailyStreakPanel()
{
    StatisticsWindow w;
    Statistics s;
    s.rounds = 2;
    w.setStatistics(s);
    w.setDailyStreaks(DailyStreaks{1, 9, 31});
    const auto *value = w.findChild<QLabel *>(QStringLiteral("dailyStreakValue"));
    const auto *best = w.findChild<QLabel *>(QStringLiteral("bestDailyStreakValue"));
    QVERIFY(value && best);
    QCOMPARE(value->text(), QStringLiteral("1 day"));
    QCOMPARE(best->text(), QStringLiteral("best 9"));
    QCOMPARE(value->accessibleName(), QStringLiteral("Daily puzzles played in a row: 1"));
    w.setDailyStreaks(DailyStreaks{4, 9, 31});
    QCOMPARE(value->text(), QStringLiteral("4 days"));
}

void TestStatisticsWindow::setOptionsIsQuiet()
{
    StatisticsWindow w;
    QSignalSpy spy(&w, &StatisticsWindow::optionsChanged);
    StatisticsOptions o;
    o.includeCustom = true;
    o.rollingWindow = 20;
    w.setOptions(o);
    QCOMPARE(spy.count(), 0);
    QVERIFY(w.findChild<QCheckBox *>(QStringLiteral("includeCustom"))->isChecked());
    QVERIFY(!w.findChild<QCheckBox *>(QStringLiteral("includeCheated"))->isChecked());
    QVERIFY(w.exactRateChart()->title().contains(QStringLiteral("20")));
    // The window keeps the options it does not show.
    w.findChild<QCheckBox *>(QStringLiteral("includeCheated"))->click();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<StatisticsOptions>().rollingWindow, 20);
}

namespace {
// The show's rules 12 times, the seven tiles 5 times, the show's rules using every number twice.
std::vector<RulesTally> threeRules()
{
    GameVariant useAll = standardVariant();
    useAll.mode = SolveMode::UseAll;
    const GameVariant seven = *builtInVariant(u"seven-tiles");
    return {{{QStringLiteral("uk"), SolveMode::DropAllowed}, standardVariant(), 12},
            {{QStringLiteral("seven-tiles"), SolveMode::DropAllowed}, seven, 5},
            {{QStringLiteral("uk"), SolveMode::UseAll}, useAll, 2}};
}
} // namespace

void TestStatisticsWindow::rulesChoice()
{
    StatisticsWindow w;
    w.resize(900, 640);
    w.setStatistics(fiveRounds());
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QSignalSpy spy(&w, &StatisticsWindow::optionsChanged);
    QComboBox *rules = w.rulesChoice();
    auto *custom = w.findChild<QCheckBox *>(QStringLiteral("includeCustom"));
    auto *byLarge = w.findChild<QLabel *>(QStringLiteral("byLargeNote"));
    QVERIFY(rules && custom && byLarge);

    // One set of rules played: nothing to choose, no list.
    w.setRulesPlayed({threeRules().front()});
    QVERIFY(!rules->isVisible());

    w.setRulesPlayed(threeRules());
    QVERIFY(rules->isVisible());
    QCOMPARE(rules->count(), 4);
    QCOMPARE(rules->itemText(0), QStringLiteral("All variants"));
    QCOMPARE(rules->itemText(1), QStringLiteral("Countdown (UK)"));
    QCOMPARE(rules->itemText(2), QStringLiteral("Seven tiles"));
    QCOMPARE(rules->itemText(3), QStringLiteral("Countdown (UK), every number used"));
    QCOMPARE(rules->currentIndex(), 0);
    QVERIFY(byLarge->isVisible());

    // By keyboard: its mnemonic, then down twice: the seven tiles.
    QTest::keyClick(&w, Qt::Key_R, Qt::AltModifier);
    QTRY_VERIFY(rules->hasFocus());
    QTest::keyClick(rules, Qt::Key_Down);
    QTest::keyClick(rules, Qt::Key_Down);
    QCOMPARE(spy.count(), 2);
    StatisticsOptions o = spy.at(1).at(0).value<StatisticsOptions>();
    QVERIFY(o.rules.has_value());
    QCOMPARE(*o.rules, (RulesPlayed{QStringLiteral("seven-tiles"), SolveMode::DropAllowed}));
    QCOMPARE(w.options().rules, o.rules);
    // The rates by number of large are the show's: not beside the seven tiles' figures. A custom
    // round has no rules: its filter has nothing to add.
    QVERIFY(!byLarge->isVisible());
    QVERIFY(!custom->isEnabled());
    w.setStatistics(Statistics{});
    QCOMPARE(text(w, "emptyTitle"), QStringLiteral("No rounds with this variant yet"));

    // Back to every round.
    QTest::keyClick(rules, Qt::Key_Home);
    QCOMPARE(spy.count(), 3);
    QVERIFY(!spy.at(2).at(0).value<StatisticsOptions>().rules.has_value());
    QVERIFY(custom->isEnabled());
    QCOMPARE(text(w, "emptyTitle"), QStringLiteral("No rounds yet"));

    // Options given with rules no round is left of (the history cleared): shown, quietly.
    StatisticsOptions fourDigit;
    fourDigit.rules = RulesPlayed{QStringLiteral("four-digit"), SolveMode::DropAllowed};
    w.setOptions(fourDigit);
    QCOMPARE(spy.count(), 3);
    QCOMPARE(rules->count(), 5);
    QCOMPARE(rules->currentText(), QStringLiteral("Four-digit targets"));
    w.setRulesPlayed({});
    QVERIFY(rules->isVisible()); // the figures are of these rules: the list says so
    QCOMPARE(rules->count(), 2);
    QCOMPARE(rules->currentIndex(), 1);
}

void TestStatisticsWindow::accessibleNames()
{
    StatisticsWindow w;
    w.setStatistics(fiveRounds());
    for (const char *name :
         {"roundsValue", "totalPointsValue", "averagePointsValue", "exactRateValue",
          "averageTimeValue", "currentStreakValue", "bestStreakValue", "byLargeValue1"}) {
        const auto *label = w.findChild<QLabel *>(QString::fromLatin1(name));
        QVERIFY2(label && !label->accessibleName().isEmpty(), name);
    }
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("bestStreakValue"))->accessibleName(),
             QStringLiteral("Best streak of exact answers: 2"));
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("byLargeValue1"))->accessibleName(),
             QStringLiteral("With 1 large: 100 %, 2 of 2 exact"));
    QVERIFY(!w.findChild<QChartView *>(QStringLiteral("pointsChart"))->accessibleName().isEmpty());
}

// Two contestants met: Priya (level 2) over 4 rounds, 2 games (1 won, 1 drawn), 35–15, 3 of 4
// exact (75 %); Mei (level 4) over 3 rounds, 1 game lost, 20–20, 2 of 3 exact (67 %).
std::vector<ContestantRecord> twoContestants()
{
    ContestantRecord priya;
    priya.level = 2;
    priya.name = QStringLiteral("Priya");
    priya.rounds = 4;
    priya.pointsFor = 35;
    priya.pointsAgainst = 15;
    priya.exactRounds = 3;
    priya.exactRate = 0.75;
    priya.games = 2;
    priya.wins = 1;
    priya.draws = 1;
    priya.series = {
        {at(1, 9), 10, 1.0}, {at(1, 10), 5, 0.5}, {at(2, 9), 10, 0.667}, {at(3, 9), 10, 0.75}};
    ContestantRecord mei;
    mei.level = 4;
    mei.name = QStringLiteral("Mei");
    mei.rounds = 3;
    mei.pointsFor = 20;
    mei.pointsAgainst = 20;
    mei.exactRounds = 2;
    mei.exactRate = 2.0 / 3.0;
    mei.games = 1;
    mei.losses = 1;
    mei.series = {{at(4, 9), 0, 0.0}, {at(4, 10), 10, 0.5}, {at(5, 9), 10, 0.667}};
    return {priya, mei};
}

void TestStatisticsWindow::contestants()
{
    // No contestant met: one page, no tabs. Then a tab with a row per contestant and a line per
    // contestant in the chart.
    StatisticsWindow w;
    w.resize(800, 600);
    w.setStatistics(fiveRounds());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!w.tabs()->tabBar()->isVisible());
    QCOMPARE(w.tabs()->count(), 1);

    w.setContestants(twoContestants());
    QVERIFY(w.tabs()->tabBar()->isVisible());
    QCOMPARE(w.tabs()->count(), 2);
    QCOMPARE(w.tabs()->tabText(1), QStringLiteral("Co&ntestants"));
    w.tabs()->setCurrentIndex(1);
    const QList<QStringList> rows = w.contestantStatistics()->rows();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[1], (QStringList{QStringLiteral("Priya (level 2)"), QStringLiteral("2"),
                                   QStringLiteral("1 · 1 · 0"), QStringLiteral("35 – 15"),
                                   QStringLiteral("75 % of 4 rounds")}));
    QCOMPARE(rows[2], (QStringList{QStringLiteral("Mei (level 4)"), QStringLiteral("1"),
                                   QStringLiteral("0 · 0 · 1"), QStringLiteral("20 – 20"),
                                   QStringLiteral("67 % of 3 rounds")}));
    const QList<QAbstractSeries *> lines = w.contestantStatistics()->chartView()->chart()->series();
    QCOMPARE(lines.size(), 2);
    const auto *priya = qobject_cast<QLineSeries *>(lines[0]);
    QCOMPARE(priya->name(), QStringLiteral("Priya"));
    QCOMPARE(priya->count(), 4);
    QCOMPARE(priya->at(1).y(), 50.0);
    QCOMPARE(qobject_cast<QLineSeries *>(lines[1])->count(), 3);
    QVERIFY(w.grab().save(pngDir() + QStringLiteral("/statisticswindow-contestants.png")));

    // Gone again (the history cleared): back to the one page.
    w.setContestants({});
    QVERIFY(!w.tabs()->tabBar()->isVisible());
    QCOMPARE(w.tabs()->count(), 1);
    QCOMPARE(w.tabs()->currentIndex(), 0);
}

void TestStatisticsWindow::weakSpots()
{
    // Two weak spots, the second practised once before (6 of 10 against 35 % of 20); a practice
    // left before its first round says nothing. With neither, no page.
    StatisticsWindow w;
    w.resize(800, 600);
    w.setStatistics(fiveRounds());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.tabs()->count(), 1);

    const WeakSpot fourLarge{RoundKind::withLarge(4), 10, 2, 0.2, 0.52};
    const WeakSpot division{RoundKind::needingDivision(), 12, 3, 0.25, 0.52};
    FocusedPracticeResult practised;
    practised.kind = RoundKind::needingDivision();
    practised.startedAt = at(20, 10);
    practised.roundsPlanned = 10;
    practised.rounds = 10;
    practised.exact = 6;
    practised.rate = 0.6;
    practised.roundsBefore = 20;
    practised.exactBefore = 7;
    practised.rateBefore = 0.35;
    practised.finished = true;
    FocusedPracticeResult left = practised;
    left.kind = RoundKind::withLarge(4);
    left.rounds = 0;
    left.exact = 0;
    left.finished = false;
    w.setWeakSpots({fourLarge, division}, {left, practised});
    QCOMPARE(w.tabs()->count(), 2);
    QCOMPARE(w.tabs()->tabText(1), QStringLiteral("&Weak spots"));
    // Before the contestants' page, when there is one.
    w.setContestants(twoContestants());
    QCOMPARE(w.tabs()->count(), 3);
    QCOMPARE(w.tabs()->widget(1), w.weakSpotsView());
    QCOMPARE(w.tabs()->tabText(2), QStringLiteral("Co&ntestants"));
    w.tabs()->setCurrentIndex(1);

    WeakSpotsView *view = w.weakSpotsView();
    const auto figures = view->findChild<QLabel *>(QStringLiteral("weakSpotFigures0"));
    QVERIFY(figures);
    QCOMPARE(figures->text(), QStringLiteral("20 % exact: 2 of 10 rounds"));
    QVERIFY(view->findChild<QLabel *>(QStringLiteral("weakSpotsNote"))
                ->text()
                .contains(QStringLiteral("below your overall 52 %")));
    QCOMPARE(view->practiseButtons().size(), 2);
    QCOMPARE(view->practiseButtons()[0]->text(), QStringLiteral("Practise 10 rounds like these"));
    // The last practice on a kind shows under it; the list gives every practice with rounds.
    const QList<QLabel *> labels = view->findChildren<QLabel *>();
    const auto shows = [&labels](const QString &text) {
        return std::any_of(labels.begin(), labels.end(),
                           [&text](const QLabel *l) { return l->text().contains(text); });
    };
    QVERIFY(shows(QStringLiteral("Last practice, ")));
    QVERIFY(shows(QStringLiteral(": 6 of 10 exact (60 %)")));
    QCOMPARE(view->practiceLines().size(), 1);
    QVERIFY2(view->practiceLines()[0].endsWith(
                 QStringLiteral("Rounds that need a division: 6 of 10 exact (60 %); before: 35 % "
                                "of 20 rounds like these")),
             qPrintable(view->practiceLines()[0]));

    QSignalSpy practise(&w, &StatisticsWindow::practiseRequested);
    view->practiseButtons()[1]->click();
    QCOMPARE(practise.count(), 1);
    QCOMPARE(practise.at(0).at(0).value<RoundKind>(), RoundKind::needingDivision());
    QVERIFY(w.grab().save(pngDir() + QStringLiteral("/statisticswindow-weakspots.png")));

    // No weak spot left, but practice done: the page stays, saying so.
    w.setWeakSpots({}, {practised});
    QCOMPARE(w.tabs()->count(), 3);
    QVERIFY(view->practiseButtons().isEmpty());
    QVERIFY(view->findChild<QLabel *>(QStringLiteral("weakSpotsNote"))
                ->text()
                .startsWith(QStringLiteral("No weak spot")));
    w.setWeakSpots({}, {});
    w.setContestants({});
    QCOMPARE(w.tabs()->count(), 1);
}

// The rows of the challengers' table as shown, each "friend|challenges|won|drawn|lost".
QStringList challengerRows(const StatisticsWindow &w)
{
    QTableWidget *table = w.challengersView()->table();
    QStringList rows;
    for (int row = 0; row < table->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column <= ChallengersView::LostColumn; ++column)
            cells << table->item(row, column)->text();
        rows << cells.join(QLatin1Char('|'));
    }
    return rows;
}

// Three friends (as challengerStatistics gives them, the one met last first): a tab after the
// contestants' even when no round of the player's counts in the figures; names as written, never
// markup; the table sorted by the column clicked.
void TestStatisticsWindow::challengers()
{
    StatisticsWindow w;
    w.resize(800, 600);
    w.setStatistics(Statistics{});
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.tabs()->count(), 1);
    QVERIFY(w.isShowingEmptyState());

    w.setChallengers({
        ChallengerRecord{QStringLiteral("<b>Zoë</b>"), 2, 0, 1, at(12, 20)},
        ChallengerRecord{QString(), 0, 1, 0, at(11, 9)},
        ChallengerRecord{QStringLiteral("Anna"), 1, 0, 3, at(3, 18)},
    });
    QCOMPARE(w.tabs()->count(), 2);
    QVERIFY(w.tabs()->tabBar()->isVisible());
    QCOMPARE(w.tabs()->tabText(1), QStringLiteral("Cha&llenges"));
    QVERIFY(w.isShowingEmptyState()); // the figures' tab still says there is no round
    w.setContestants(twoContestants());
    QCOMPARE(w.tabs()->widget(2), w.challengersView()); // after the contestants
    w.tabs()->setCurrentWidget(w.challengersView());
    QCOMPARE(challengerRows(w),
             (QStringList{QStringLiteral("<b>Zoë</b>|3|2|0|1"), QStringLiteral("(no name)|1|0|1|0"),
                          QStringLiteral("Anna|4|1|0|3")}));
    QCOMPARE(text(w, "challengersSummary"),
             QStringLiteral("8 challenges against 3 friends: won 3, drawn 1, lost 4."));
    QTableWidget *table = w.challengersView()->table();
    QVERIFY(w.grab().save(pngDir() + QStringLiteral("/statisticswindow-challengers.png")));

    // A click on "Lost" sorts by it, fewest first; then "Sort by" by the keyboard. The order
    // stays when the figures change.
    QHeaderView *header = table->horizontalHeader();
    const int lostX = header->sectionViewportPosition(ChallengersView::LostColumn)
                      + header->sectionSize(ChallengersView::LostColumn) / 2;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(lostX, header->height() / 2));
    QCOMPARE(challengerRows(w),
             (QStringList{QStringLiteral("(no name)|1|0|1|0"), QStringLiteral("<b>Zoë</b>|3|2|0|1"),
                          QStringLiteral("Anna|4|1|0|3")}));
    QComboBox *sortBy = w.challengersView()->sortChoice();
    QCOMPARE(sortBy->currentText(), QStringLiteral("Lost"));
    // The same by the keyboard: Alt+O, then up to "Won": the most won first.
    QTest::keyClick(&w, Qt::Key_O, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), sortBy);
    QTest::keyClick(sortBy, Qt::Key_Up);
    QTest::keyClick(sortBy, Qt::Key_Up);
    QCOMPARE(sortBy->currentText(), QStringLiteral("Won"));
    QCOMPARE(challengerRows(w),
             (QStringList{QStringLiteral("<b>Zoë</b>|3|2|0|1"), QStringLiteral("Anna|4|1|0|3"),
                          QStringLiteral("(no name)|1|0|1|0")}));
    w.setChallengers({ChallengerRecord{QStringLiteral("Anna"), 1, 0, 1, at(3, 18)},
                      ChallengerRecord{QStringLiteral("Ben"), 0, 0, 2, at(13, 8)}});
    QCOMPARE(challengerRows(w),
             (QStringList{QStringLiteral("Anna|2|1|0|1"), QStringLiteral("Ben|2|0|0|2")}));
    // Down to "Last": the friend met last first, by the date (Ben, the 13th, before Anna).
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(sortBy, Qt::Key_Down);
    QCOMPARE(sortBy->currentText(), QStringLiteral("Last"));
    QCOMPARE(challengerRows(w),
             (QStringList{QStringLiteral("Ben|2|0|0|2"), QStringLiteral("Anna|2|1|0|1")}));

    w.setChallengers({});
    w.setContestants({});
    QCOMPARE(w.tabs()->count(), 1);
}

void TestStatisticsWindow::pictures_data()
{
    QTest::addColumn<ThemeChoice>("theme");
    QTest::addColumn<bool>("empty");
    QTest::addRow("dark") << ThemeChoice::Dark << false;
    QTest::addRow("light") << ThemeChoice::Light << false;
    QTest::addRow("dark-empty") << ThemeChoice::Dark << true;
    QTest::addRow("light-empty") << ThemeChoice::Light << true;
    QTest::addRow("light-seven-tiles") << ThemeChoice::Light << false;
    QTest::addRow("light-challenges") << ThemeChoice::Light << true;
    QTest::addRow("high-contrast-challenges") << ThemeChoice::HighContrast << true;
}

void TestStatisticsWindow::pictures()
{
    QFETCH(ThemeChoice, theme);
    QFETCH(bool, empty);
    Theme::instance().setChoice(theme);
    StatisticsWindow w;
    w.resize(800, 600);
    w.setStatistics(empty ? Statistics{} : improvingPlayer());
    if (!empty) {
        w.setDailyStreaks(DailyStreaks{4, 9, 31});
        w.setRulesPlayed(threeRules());
    }
    if (QTest::currentDataTag() == QByteArrayLiteral("light-seven-tiles")) {
        // The figures of one variant: no rates by number of large beside them.
        StatisticsOptions seven;
        seven.rules = threeRules()[1].rules;
        w.setOptions(seven);
    }
    if (QByteArray(QTest::currentDataTag()).endsWith("-challenges")) {
        // Only challenges played: the figures are empty, the friends' tab is shown.
        w.setChallengers(
            {ChallengerRecord{QStringLiteral("Bernadette-Marie Lefèvre"), 12, 3, 9, at(12, 20)},
             ChallengerRecord{QStringLiteral("Ben"), 4, 0, 1, at(10, 9)}});
        w.tabs()->setCurrentWidget(w.challengersView());
    }
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QString name = QStringLiteral("%1/statisticswindow-%2.png")
                             .arg(pngDir(), QString::fromLatin1(QTest::currentDataTag()));
    QVERIFY(w.grab().save(name));
    Theme::instance().setChoice(ThemeChoice::Dark);
}

QTEST_MAIN(TestStatisticsWindow)
#include "tst_statisticswindow.moc"
