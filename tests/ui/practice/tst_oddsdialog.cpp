// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// "About the odds": a hand-made table is shown row by row, fractions and percentages written as
// worked out by hand, and nothing for developers (no command to regenerate them). Pictures in both
// themes go to the build folder.
#include "analysisservice.h"
#include "oddsdialog.h"
#include "practiceactions.h"
#include "practiceservice.h"
#include "theme.h"
#include "variantfile.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace countdown;
using namespace countdown::ui;

Q_DECLARE_METATYPE(countdown::ui::ThemeChoice)

namespace {

QString pngDir()
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/practice-png");
    QDir().mkpath(dir);
    return dir;
}

// Issue 32: 50 large and 50 small numbers, all different, seven tiles, any pick: a valid variant
// whose table has C(100, 7) selections.
GameVariant hugeVariant()
{
    GameVariant huge = standardVariant();
    huge.large.clear();
    huge.small.clear();
    for (Number n = 1; n <= 50; ++n) {
        huge.large.push_back(100 + 7 * n);
        huge.small.push_back(n);
    }
    huge.tiles = 7;
    huge.largePick = LargePick{0, 7};
    return huge;
}

countdown::OddsTable table(RuleSet rules, SolveMode mode, std::vector<OddsRow> rows)
{
    countdown::OddsTable t;
    t.variant = variantOf(rules, mode);
    t.lowTarget = t.variant.targets.low;
    t.highTarget = t.variant.targets.high;
    t.rows = std::move(rows);
    return t;
}

// Figures made up for the test (shaped like the real ones), with the text each must give.
OddsTables handMade()
{
    OddsTables t;
    // 1/8 = 12.5 %; 3/200 = 1.5 %; 7/400 = 1.75 %; 1/20 = 5 %; 9/100 = 9 %.
    t.tables.push_back(table(RuleSet::Countdown, SolveMode::DropAllowed,
                             {{2, 2025, {7, 400}},
                              {0, 1287, {1, 8}},
                              {1, 3345, {3, 200}},
                              {3, 1980, {1, 20}},
                              {4, 1, {9, 100}}}));
    // Every number used: harder. 2/3 = 66.67 %; 1/3 = 33.33 %; 1/1,000,000 < 0.01 %.
    t.tables.push_back(table(RuleSet::Countdown, SolveMode::UseAll,
                             {{0, 1287, {2, 3}},
                              {1, 3345, {1, 3}},
                              {2, 2025, {1, 1000000}},
                              {3, 1980, {0, 1}},
                              {4, 1, {1, 1}}}));
    // 12.3456 % → 12.35 %; 99.9999 % → > 99.99 %
    t.tables.push_back(
        table(RuleSet::LeCompteEstBon, SolveMode::DropAllowed, {{-1, 13243, {123456, 1000000}}}));
    t.tables.push_back(
        table(RuleSet::LeCompteEstBon, SolveMode::UseAll, {{-1, 13243, {999999, 1000000}}}));
    t.command = QStringLiteral("countdown-solve --stats --rules uk && countdown-solve --stats "
                               "--rules lceb (each also with --use-all)");
    return t;
}

QStringList row(QTableWidget *table, int r)
{
    QStringList cells;
    for (int c = 0; c < table->columnCount(); ++c)
        cells << table->item(r, c)->text();
    return cells;
}

} // namespace

class TestOddsDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void formats_data();
    void formats();
    void dropTable();
    void useAllTable();
    void noDeveloperCommand();
    void playedVariant();
    void playedVariantRefused();
    void gameShowsTheRefusal();
    void pictures_data();
    void pictures();
};

void TestOddsDialog::initTestCase()
{
    // The game's English catalogue gives the plural forms ("2 solutions"), as players see them.
    static QTranslator english;
    QVERIFY(english.load(QStringLiteral(COUNTDOWN_EN_QM)));
    QCoreApplication::installTranslator(&english);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

void TestOddsDialog::formats_data()
{
    QTest::addColumn<double>("probability");
    QTest::addColumn<QString>("text");
    QTest::addRow("zero") << 0.0 << QStringLiteral("0.00 %");
    QTest::addRow("one") << 1.0 << QStringLiteral("100.00 %");
    QTest::addRow("eighth") << 0.125 << QStringLiteral("12.50 %");
    QTest::addRow("third") << 1.0 / 3.0 << QStringLiteral("33.33 %");
    QTest::addRow("two thirds") << 2.0 / 3.0 << QStringLiteral("66.67 %");
    QTest::addRow("tiny") << 1e-6 << QStringLiteral("< 0.01 %");
    QTest::addRow("almost sure") << 1.0 - 1e-6 << QStringLiteral("> 99.99 %");
}

void TestOddsDialog::formats()
{
    QFETCH(double, probability);
    QFETCH(QString, text);
    QCOMPARE(OddsDialog::percentText(probability), text);
}

void TestOddsDialog::dropTable()
{
    OddsDialog d;
    d.setTables(handMade());
    QTableWidget *t = d.tableWidget(0);
    QCOMPARE(t->rowCount(), 6); // 0-4 large, then the French rules
    QCOMPARE(t->columnCount(), 5);
    // In order of the number of large, whatever the order given.
    QCOMPARE(row(t, 0), (QStringList{QStringLiteral("Countdown, 0 large"), QStringLiteral("1,287"),
                                     QStringLiteral("1 / 8"), QStringLiteral("12.50 %"),
                                     QStringLiteral("87.50 %")}));
    QCOMPARE(row(t, 1), (QStringList{QStringLiteral("Countdown, 1 large"), QStringLiteral("3,345"),
                                     QStringLiteral("3 / 200"), QStringLiteral("1.50 %"),
                                     QStringLiteral("98.50 %")}));
    QCOMPARE(row(t, 2), (QStringList{QStringLiteral("Countdown, 2 large"), QStringLiteral("2,025"),
                                     QStringLiteral("7 / 400"), QStringLiteral("1.75 %"),
                                     QStringLiteral("98.25 %")}));
    QCOMPARE(row(t, 3), (QStringList{QStringLiteral("Countdown, 3 large"), QStringLiteral("1,980"),
                                     QStringLiteral("1 / 20"), QStringLiteral("5.00 %"),
                                     QStringLiteral("95.00 %")}));
    QCOMPARE(row(t, 4), (QStringList{QStringLiteral("Countdown, 4 large"), QStringLiteral("1"),
                                     QStringLiteral("9 / 100"), QStringLiteral("9.00 %"),
                                     QStringLiteral("91.00 %")}));
    QCOMPARE(row(t, 5), (QStringList{QStringLiteral("Le compte est bon"), QStringLiteral("13,243"),
                                     QStringLiteral("123,456 / 1,000,000"),
                                     QStringLiteral("12.35 %"), QStringLiteral("87.65 %")}));
    // A player can see how often that is.
    QVERIFY(t->item(0, 3)->toolTip().contains(QStringLiteral("one round in 8")));
}

// The variant being played, not in the shipped tables: its tab opens first, with the progress of
// the work, then its table; a table of other rules is not taken for it.
void TestOddsDialog::playedVariant()
{
    OddsDialog d;
    d.setTables(handMade());
    QVERIFY(!d.hasPlayedVariant());
    auto *tabs = d.findChild<QTabWidget *>(QStringLiteral("oddsTabs"));
    QCOMPARE(tabs->count(), 2);
    GameVariant seven = *builtInVariant(u"seven-tiles");
    seven.largePick = LargePick{0, 2};
    d.setPlayedVariant(seven);
    QCOMPARE(tabs->count(), 3);
    QCOMPARE(tabs->currentIndex(), 2);
    QCOMPARE(tabs->tabText(2), QStringLiteral("Seven tiles"));
    auto *heading = d.findChild<QLabel *>(QStringLiteral("oddsPlayedHeading"));
    QVERIFY2(heading->text().contains(QStringLiteral("Working out")), qPrintable(heading->text()));
    QVERIFY(!d.progressBar()->isHidden());
    d.setProgress(0.25);
    QCOMPARE(d.progressBar()->value(), 250);
    QCOMPARE(d.tableWidget(2)->rowCount(), 0);

    OddsTable other;
    other.variant = standardVariant();
    other.lowTarget = 100;
    other.highTarget = 999;
    other.rows.assign(1, OddsRow{0, 10, Fraction{1, 2}}); // not "= {…}": GCC 14's -Warray-bounds
    d.setPlayedTable(other);
    QCOMPARE(d.tableWidget(2)->rowCount(), 0); // not the played rules'

    OddsTable table = other;
    table.variant = seven;
    table.variant.clockSeconds = 60; // the clock does not change the odds
    table.rows = {OddsRow{0, 7'000, Fraction{1, 4}}, OddsRow{1, 9'000, Fraction{1, 10}},
                  OddsRow{2, 11'000, Fraction{0, 1}}};
    d.setPlayedTable(table);
    QVERIFY(d.progressBar()->isHidden());
    QVERIFY(!heading->text().contains(QStringLiteral("Working out")));
    QCOMPARE(d.tableWidget(2)->rowCount(), 3);
    QCOMPARE(
        row(d.tableWidget(2), 0),
        (QStringList{QStringLiteral("0 large"), QStringLiteral("7,000"), QStringLiteral("1 / 4"),
                     QStringLiteral("25.00 %"), QStringLiteral("75.00 %")}));
    QCOMPARE(
        row(d.tableWidget(2), 2),
        (QStringList{QStringLiteral("2 large"), QStringLiteral("11,000"), QStringLiteral("0 / 1"),
                     QStringLiteral("0.00 %"), QStringLiteral("100.00 %")}));
    // The shipped tables stay as they were.
    QCOMPARE(d.tableWidget(0)->rowCount(), 6);
}

// A variant whose table cannot be worked out: its tab says why, with no progress and no table;
// choosing a variant again starts afresh.
void TestOddsDialog::playedVariantRefused()
{
    OddsDialog d;
    d.setTables(handMade());
    const GameVariant huge = hugeVariant();
    QVERIFY(!checkVariant(huge));
    d.setPlayedVariant(huge);
    const std::optional<Error> problem = checkOddsSize(huge);
    QVERIFY(problem);
    d.setPlayedFailure(*problem);
    auto *heading = d.findChild<QLabel *>(QStringLiteral("oddsPlayedHeading"));
    QVERIFY2(heading->text().contains(
                 QStringLiteral("The odds of this variant cannot be worked out: its rounds can "
                                "draw 16007560800 distinct selections of tiles")),
             qPrintable(heading->text()));
    QVERIFY(!heading->text().contains(QStringLiteral("Working out")));
    QVERIFY(d.progressBar()->isHidden());
    QVERIFY(d.tableWidget(2)->isHidden());
    QCOMPARE(d.tableWidget(2)->rowCount(), 0);
    QCOMPARE(d.tableWidget(0)->rowCount(), 6); // the shipped tables are still there

    d.setPlayedVariant(*builtInVariant(u"seven-tiles"));
    QVERIFY(heading->text().contains(QStringLiteral("Working out")));
    QVERIFY(!heading->text().contains(QStringLiteral("cannot be worked out")));
    QVERIFY(!d.progressBar()->isHidden());
    QVERIFY(!d.tableWidget(2)->isHidden());
}

// Help → About the odds as the game opens it, playing that variant: the dialog opens and says why
// its table cannot be had, where the game used to grow by 200 MB/s until it aborted.
void TestOddsDialog::gameShowsTheRefusal()
{
    PracticeService practice(nullptr);
    AnalysisService analysis;
    QMainWindow window;
    PracticeActions actions(practice, analysis, window);
    QString shown;
    bool progressHidden = false;
    int ticks = 0;
    QTimer poll;
    // The dialog is modal: looked at from the event loop it runs, then closed. The tick count is
    // only a guard against a hang, far above the one or two ticks the refusal needs.
    connect(&poll, &QTimer::timeout, &window, [&] {
        auto *dialog = window.findChild<OddsDialog *>();
        if (!dialog)
            return;
        auto *heading = dialog->findChild<QLabel *>(QStringLiteral("oddsPlayedHeading"));
        if (heading->text().contains(QStringLiteral("cannot be worked out")) || ++ticks > 3000) {
            shown = heading->text();
            progressHidden = dialog->progressBar()->isHidden();
            dialog->reject();
        }
    });
    poll.start(10);
    actions.showOdds(hugeVariant());
    poll.stop();
    QVERIFY2(shown.contains(QStringLiteral("16007560800 distinct selections")), qPrintable(shown));
    QVERIFY(progressHidden);
    QVERIFY(!analysis.isComputingOdds());
}

void TestOddsDialog::useAllTable()
{
    OddsDialog d;
    d.setTables(handMade());
    QTableWidget *t = d.tableWidget(1);
    QCOMPARE(t->rowCount(), 6);
    QCOMPARE(row(t, 0)[2], QStringLiteral("2 / 3"));
    QCOMPARE(row(t, 0)[3], QStringLiteral("66.67 %"));
    QCOMPARE(row(t, 0)[4], QStringLiteral("33.33 %"));
    QCOMPARE(row(t, 2)[2], QStringLiteral("1 / 1,000,000"));
    QCOMPARE(row(t, 2)[3], QStringLiteral("< 0.01 %"));
    QCOMPARE(row(t, 2)[4], QStringLiteral("> 99.99 %"));
    QCOMPARE(row(t, 3)[2], QStringLiteral("0 / 1"));
    QCOMPARE(row(t, 3)[3], QStringLiteral("0.00 %"));
    QCOMPARE(row(t, 3)[4], QStringLiteral("100.00 %"));
    QCOMPARE(row(t, 4)[3], QStringLiteral("100.00 %"));
    QCOMPARE(row(t, 4)[4], QStringLiteral("0.00 %"));
    QCOMPARE(row(t, 5)[0], QStringLiteral("Le compte est bon"));
    QCOMPARE(row(t, 5)[3], QStringLiteral("> 99.99 %"));
    QCOMPARE(row(t, 5)[4], QStringLiteral("< 0.01 %"));

    // A table not given (not computed) leaves its rows out rather than showing zeros.
    OddsTables partial = handMade();
    partial.tables.pop_back(); // French, every number used
    d.setTables(partial);
    QCOMPARE(d.tableWidget(1)->rowCount(), 5);
    QCOMPARE(d.tableWidget(0)->rowCount(), 6);
}

// For players, not developers: no command to regenerate the table (that is the README's).
void TestOddsDialog::noDeveloperCommand()
{
    OddsDialog d;
    d.setTables(handMade());
    const auto *intro = d.findChild<QLabel *>(QStringLiteral("oddsIntro"));
    QVERIFY(intro->text().contains(QStringLiteral("exact")));
    QVERIFY(intro->text().contains(QStringLiteral("every target")));
    for (const QLabel *label : d.findChildren<QLabel *>()) {
        QVERIFY2(!label->text().contains(QStringLiteral("cmake"))
                     && !label->text().contains(handMade().command),
                 qPrintable(label->text()));
    }
    QCOMPARE(d.findChild<QPushButton *>(QStringLiteral("oddsCopyCommand")), nullptr);
    QCOMPARE(d.findChild<QTabWidget *>(QStringLiteral("oddsTabs"))->count(), 2);
    QVERIFY(!d.tableWidget(0)->accessibleName().isEmpty());
}

void TestOddsDialog::pictures_data()
{
    QTest::addColumn<ThemeChoice>("theme");
    QTest::addRow("dark") << ThemeChoice::Dark;
    QTest::addRow("light") << ThemeChoice::Light;
}

void TestOddsDialog::pictures()
{
    QFETCH(ThemeChoice, theme);
    Theme::instance().setChoice(theme);
    OddsDialog d;
    d.setTables(handMade());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QVERIFY(d.grab().save(QStringLiteral("%1/odds-%2.png")
                              .arg(pngDir(), QString::fromLatin1(QTest::currentDataTag()))));
    Theme::instance().setChoice(ThemeChoice::Dark);
}

QTEST_MAIN(TestOddsDialog)
#include "tst_oddsdialog.moc"
