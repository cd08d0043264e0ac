// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The explorer: the first colouring is there synchronously and agrees with a deliberately simple
// solver and with the published puzzles (docs/published-puzzles.md); cells are painted in the
// legend's colours; the distinct solutions counted in the background match the published counts;
// clicking or Enter shows a target's best answer; a new selection or the view's end mid-count
// neither crashes nor hangs nor leaves stale counts. Pictures in both themes go to the build
// folder.
#include "analysisservice.h"
#include "bruteforce.h"
#include "explorergrid.h"
#include "explorerview.h"
#include "parser.h"
#include "publishedpuzzles.h"
#include "theme.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

#include <array>
#include <cmath>
#include <memory>

using namespace countdown;
using namespace countdown::ui;

Q_DECLARE_METATYPE(countdown::ui::ThemeChoice)

namespace {

const std::vector<Number> kPuzzle824 = {3, 7, 6, 2, 1, 7};
const std::vector<Number> kPuzzle952 = {25, 50, 75, 100, 3, 6};
// Seven tiles: counting every target takes a second or more, long enough to interrupt.
const std::vector<Number> kSlowSelection = {100, 75, 50, 25, 9, 8, 7};

bool near(const QColor &a, const QColor &b, int tolerance = 6)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

QString pngDir()
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/practice-png");
    QDir().mkpath(dir);
    return dir;
}

// The colour in the middle of a cell, as painted.
QColor cellColour(ExplorerView &view, Number target)
{
    ExplorerGrid *grid = view.grid();
    const QImage image = grid->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    const QPointF centre = grid->cellRect(target).center();
    return image.pixelColor(int(centre.x() * dpr), int(centre.y() * dpr));
}

// The colour in the middle of a legend swatch, as painted.
QColor swatchColour(ExplorerView &view, int step)
{
    QLabel *swatch = view.legendSwatch(step);
    if (!swatch)
        return {};
    const QImage image = swatch->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    return image.pixelColor(int(swatch->width() / 2 * dpr), int(swatch->height() / 2 * dpr));
}

// CIE L*a*b* of an sRGB colour (D65), for how far apart two colours look (CIE76).
std::array<double, 3> lab(const QColor &c)
{
    const auto linear = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const double r = linear(c.redF()), g = linear(c.greenF()), b = linear(c.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

} // namespace

class TestExplorerView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void firstColouringIsSynchronous();
    void reachabilityMatchesBruteForce();
    void publishedPuzzles_data();
    void publishedPuzzles();
    void cellsInLegendColours();
    void fewestStepsStandApart();
    void frenchRange();
    void otherRanges();
    void notASelection();
    void withoutAnOperation();
    void legendFollowsTheTiles();
    void clickShowsBestAnswer();
    void answerShrinksBeforeItWraps();
    void unreachableTargetShowsClosest();
    void keyboard();
    void newSelectionMidCount();
    void destroyedMidCount();
    void closeStopsAndShowResumes();
    void pictures_data();
    void pictures();
};

void TestExplorerView::initTestCase()
{
    // The game's English catalogue gives the plural forms ("2 solutions"), as players see them.
    static QTranslator english;
    QVERIFY(english.load(QStringLiteral(COUNTDOWN_EN_QM)));
    QCoreApplication::installTranslator(&english);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    Theme::instance().setChoice(ThemeChoice::Dark);
}

void TestExplorerView::firstColouringIsSynchronous()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    view.setSelection(kPuzzle824, SolveMode::DropAllowed, 100, 999);
    // No event has been processed: all this comes from setSelection itself.
    QCOMPARE(view.low(), Number(100));
    QCOMPARE(view.high(), Number(999));
    QCOMPARE(view.fewestAt(822), 0); // docs/published-puzzles.md: 822 is unreachable
    QCOMPARE(view.fewestAt(824), 0); // the best for 824 is 826
    QCOMPARE(view.fewestAt(826), 6); // made with 6 numbers
    QCOMPARE(view.fewestAt(99), -1);
    QCOMPARE(view.fewestAt(1000), -1);
    QCOMPARE(view.solutionCountAt(826), -1); // still to be counted
    QCOMPARE(view.solutionCountAt(822), 0);  // nothing to count
    QVERIFY(!view.isCountingFinished());
    QVERIFY(view.targetsToCount() > 0);
    QCOMPARE(view.countedTargets(), 0);
    QCOMPARE(view.grid()->columns(), 30);
    QCOMPARE(view.grid()->rows(), 30);
}

void TestExplorerView::reachabilityMatchesBruteForce()
{
    for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
        AnalysisService analysis;
        ExplorerView view(analysis);
        view.setSelection(kPuzzle824, mode, 100, 999);
        const std::map<Number, int> reference =
            testsupport::bruteForceReachable(kPuzzle824, mode, 100, 999);
        int reachable = 0;
        for (Number t = 100; t <= 999; ++t) {
            const auto it = reference.find(t);
            const int expected = it == reference.end() ? 0 : it->second;
            if (view.fewestAt(t) != expected)
                QFAIL(qPrintable(QStringLiteral("target %1: %2 numbers, the simple solver says %3")
                                     .arg(t)
                                     .arg(view.fewestAt(t))
                                     .arg(expected)));
            reachable += expected > 0;
        }
        QCOMPARE(view.targetsToCount(), reachable);
    }
}

void TestExplorerView::publishedPuzzles_data()
{
    QTest::addColumn<std::vector<Number>>("numbers");
    QTest::addColumn<Number>("target");
    QTest::addColumn<Number>("best");
    QTest::addColumn<int>("fewest");
    QTest::addColumn<int>("solutions");
    for (const testsupport::PublishedPuzzle &p : testsupport::publishedPuzzles()) {
        if (p.distinctSolutions < 0 || p.target < 100 || p.target > 999)
            continue;
        QTest::addRow("%lld", static_cast<long long>(p.target))
            << p.numbers << p.target << p.best << p.fewest << p.distinctSolutions;
    }
}

void TestExplorerView::publishedPuzzles()
{
    QFETCH(std::vector<Number>, numbers);
    QFETCH(Number, target);
    QFETCH(Number, best);
    QFETCH(int, fewest);
    QFETCH(int, solutions);

    AnalysisService analysis;

    ExplorerView view(analysis);
    QSignalSpy finished(&view, &ExplorerView::countingFinished);
    view.setSelection(numbers, SolveMode::DropAllowed, 100, 999);
    QCOMPARE(view.fewestAt(best), fewest);
    if (best != target)
        QCOMPARE(view.fewestAt(target), 0);
    QVERIFY(finished.wait(30000));
    QVERIFY(view.isCountingFinished());
    QCOMPARE(view.countedTargets(), view.targetsToCount());
    // The published count is for the target, or for the values at the closest distance on both
    // sides: when the other side cannot be made, that is the count of `best` exactly.
    QCOMPARE(view.fewestAt(2 * target - best), best == target ? fewest : 0);
    QCOMPARE(view.solutionCountAt(best), solutions);
    // Every reachable target has at least its best answer.
    for (Number t = 100; t <= 999; ++t) {
        if (view.fewestAt(t) > 0 && view.solutionCountAt(t) < 1)
            QFAIL(qPrintable(QStringLiteral("target %1 has no solution counted").arg(t)));
    }
}

void TestExplorerView::cellsInLegendColours()
{
    for (const ThemeChoice theme : {ThemeChoice::Dark, ThemeChoice::Light}) {
        Theme::instance().setChoice(theme);
        AnalysisService analysis;
        ExplorerView view(analysis);
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSelection(kPuzzle824, SolveMode::DropAllowed, 100, 999);

        // Square cells that fit the window.
        const QRectF cell = view.grid()->cellRect(826);
        QVERIFY(cell.width() >= 8);
        QCOMPARE(cell.width(), cell.height());

        const QColor unreachable = swatchColour(view, 0);
        const QColor six = swatchColour(view, 6);
        QVERIFY(unreachable.isValid() && six.isValid());
        QVERIFY2(!near(unreachable, six, 40), "the legend's steps must look different");
        QVERIFY2(near(cellColour(view, 822), unreachable),
                 qPrintable(cellColour(view, 822).name()));
        QVERIFY(near(cellColour(view, 824), unreachable));
        QVERIFY2(near(cellColour(view, 826), six), qPrintable(cellColour(view, 826).name()));
        for (Number t = 100; t <= 999; ++t) {
            const int fewest = view.fewestAt(t);
            if (fewest >= 1 && fewest <= 5) {
                QVERIFY2(near(cellColour(view, t), swatchColour(view, fewest)),
                         qPrintable(QString::number(t)));
                break;
            }
        }

        // Coloured by solutions once counted: 826 (2 solutions) in the 2-3 step.
        QTRY_VERIFY_WITH_TIMEOUT(view.isCountingFinished(), 30000);
        view.setColourBy(ExplorerGrid::ColourBy::Solutions);
        QCOMPARE(ExplorerGrid::solutionsBucket(2), 2);
        QVERIFY(near(cellColour(view, 826), swatchColour(view, 2)));
        QVERIFY(near(cellColour(view, 822), swatchColour(view, -1)));
    }
    Theme::instance().setChoice(ThemeChoice::Dark);
}

// Neighbouring steps of "fewest numbers" look clearly different (CIE76 ΔE of 25 or more; the 3,
// 4 and 5 of the light theme were three greens 17-21 apart), and their lightness moves one way,
// so that the order reads without the hues too.
void TestExplorerView::fewestStepsStandApart()
{
    for (const bool dark : {false, true}) {
        const GameColors c = dark ? Theme::darkColors() : Theme::lightColors();
        for (int step = 1; step < ExplorerGrid::kFewestSteps; ++step) {
            const auto a = lab(ExplorerGrid::fewestColour(step, c));
            const auto b = lab(ExplorerGrid::fewestColour(step + 1, c));
            const double apart = std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
            QVERIFY2(apart >= 25,
                     qPrintable(QStringLiteral("%1 theme, %2 and %3: %4")
                                    .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                    .arg(step)
                                    .arg(step + 1)
                                    .arg(apart)));
            QVERIFY(dark ? b[0] > a[0] + 5 : b[0] < a[0] - 5);
        }
    }
}

void TestExplorerView::frenchRange()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    view.setSelection(kPuzzle952, SolveMode::DropAllowed, 101, 999);
    QCOMPARE(view.low(), Number(101));
    QCOMPARE(view.fewestAt(100), -1);
    const std::map<Number, int> reference =
        testsupport::bruteForceReachable(kPuzzle952, SolveMode::DropAllowed, 101, 101);
    QCOMPARE(view.fewestAt(101), reference.count(101) ? reference.at(101) : 0);
    QVERIFY(view.grid()->cellRect(100).isEmpty());
    QVERIFY(!view.grid()->cellRect(101).isEmpty());
}

void TestExplorerView::otherRanges()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    // Every three-digit target and below: rows of 30 from 0, the cell for 0 left empty.
    view.setSelection(kPuzzle952, SolveMode::DropAllowed, 1, 999);
    QCOMPARE(view.grid()->columns(), 30);
    QCOMPARE(view.grid()->rows(), 34);
    QCOMPARE(view.fewestAt(6), 1); // a tile
    QCOMPARE(view.fewestAt(0), -1);
    QVERIFY(view.grid()->cellRect(0).isEmpty());
    // A custom range gets its own entry in the range list; a short one is a single row.
    view.setSelection(kPuzzle952, SolveMode::DropAllowed, 20, 27);
    QCOMPARE(view.grid()->rows(), 1);
    QCOMPARE(view.grid()->columns(), 8);
    auto *range = view.findChild<QComboBox *>(QStringLiteral("explorerRange"));
    QVERIFY(range);
    QCOMPARE(range->currentText(), QStringLiteral("20–27"));
    QTRY_VERIFY_WITH_TIMEOUT(view.isCountingFinished(), 30000);
    // Choosing a show's range in the list (by keyboard: up twice, past 1–999) explores it with
    // the same tiles.
    QCOMPARE(range->findData(QPoint(101, 999)), range->currentIndex() - 2);
    QTest::keyClick(range, Qt::Key_Up);
    QTest::keyClick(range, Qt::Key_Up);
    QCOMPARE(view.low(), Number(101));
    QCOMPARE(view.high(), Number(999));
    QCOMPARE(view.tiles(), kPuzzle952);
}

// A variant's round without division is explored without it, whatever range is chosen, and the
// selection says so.
void TestExplorerView::withoutAnOperation()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    const OperatorSet noDivision = OperatorSet::all().without(Operator::Divide);
    view.setSelection({100, 4}, SolveMode::DropAllowed, 1, 999, noDivision);
    QCOMPARE(view.operators(), noDivision);
    QCOMPARE(view.fewestAt(25), 0); // 100 / 4 is not allowed
    QCOMPARE(view.fewestAt(96), 2);
    auto *selection = view.findChild<QLabel *>(QStringLiteral("explorerSelection"));
    QVERIFY(selection);
    QCOMPARE(selection->text(),
             QStringLiteral("100  4  ·  numbers may be left out  ·  only +\u00a0−\u00a0×"));
    view.chooseTarget(25);
    QVERIFY2(!view.answerText().contains(QChar(0x00f7)), qPrintable(view.answerText()));

    auto *range = view.findChild<QComboBox *>(QStringLiteral("explorerRange"));
    QTest::keyClick(range, Qt::Key_Up); // another range, the same selection
    QVERIFY(view.low() != Number(1) || view.high() != Number(999));
    QCOMPARE(view.operators(), noDivision);
    QCOMPARE(analysis.operators(), noDivision); // what the new range was worked out with

    view.setSelection({100, 4}, SolveMode::DropAllowed, 1, 999); // a round of the show's rules
    QCOMPARE(view.fewestAt(25), 2);
    QCOMPARE(selection->text(), QStringLiteral("100  4  ·  numbers may be left out"));
}

// With seven tiles the legend's last step of "fewest numbers" is "6 or more", from the first
// selection of a new view on; back to six tiles, "6 numbers".
void TestExplorerView::legendFollowsTheTiles()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    view.setSelection({25, 50, 75, 100, 3, 8, 4}, SolveMode::DropAllowed, 100, 999);
    QVERIFY(view.legendSwatch(6));
    QCOMPARE(view.legendSwatch(6)->accessibleName(), QStringLiteral("6 or more"));
    view.setSelection(kPuzzle952, SolveMode::DropAllowed, 100, 999);
    QCOMPARE(view.legendSwatch(6)->accessibleName(), QStringLiteral("6 numbers"));
}

void TestExplorerView::notASelection()
{
    // No tiles, or more than seven: an empty view, not a crash.
    for (const std::vector<Number> &tiles :
         {std::vector<Number>{}, std::vector<Number>{1, 2, 3, 4, 5, 6, 7, 8}}) {
        AnalysisService analysis;
        ExplorerView view(analysis);
        view.setSelection(tiles, SolveMode::DropAllowed, 100, 999);
        QVERIFY(view.tiles().empty());
        QCOMPARE(view.fewestAt(500), -1);
        QVERIFY(view.isCountingFinished());
        QCOMPARE(view.targetsToCount(), 0);
        view.chooseTarget(500);
        QCOMPARE(view.chosenTarget(), Number(0));
        view.resize(800, 600);
        QVERIFY(!view.grab().isNull());
    }
}

void TestExplorerView::clickShowsBestAnswer()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy chosen(&view, &ExplorerView::targetChosen);
    view.setSelection(kPuzzle824, SolveMode::DropAllowed, 100, 999);
    QTest::mouseClick(view.grid(), Qt::LeftButton, {},
                      view.grid()->cellRect(826).center().toPoint());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).value<Number>(), Number(826));
    QCOMPARE(view.chosenTarget(), Number(826));

    // The answer is typographic, uses the tiles and makes 826 with six of them.
    const QString answer = view.answerText();
    QVERIFY2(answer.contains(QChar(0x00D7)), qPrintable(answer));
    const Result<Expression> parsed = parseAnswer(answer, kPuzzle824);
    QVERIFY2(parsed.ok(), qPrintable(answer));
    QCOMPARE(parsed.value().value(), Number(826));
    QCOMPARE(parsed.value().tileCount(), 6);

    QTRY_VERIFY_WITH_TIMEOUT(view.isCountingFinished(), 30000);
    QVERIFY2(view.solutionsText().contains(QStringLiteral("2 distinct solutions")),
             qPrintable(view.solutionsText()));
    QVERIFY(view.solutionsText().contains(QStringLiteral("6 numbers")));
}

// The answer gives up its larger font before it wraps: at the width the text needs in the base
// font it is on one line (at 1.15 times that font it went onto two, "× 7" alone on the second).
void TestExplorerView::answerShrinksBeforeItWraps()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSelection(kPuzzle824, SolveMode::DropAllowed, 100, 999);
    view.chooseTarget(826);
    auto *answer = view.findChild<QLabel *>(QStringLiteral("explorerAnswer"));
    QVERIFY(answer && !answer->text().isEmpty());
    QFont base = answer->font();
    base.setPointSizeF(view.font().pointSizeF());
    const int width = QFontMetrics(base).horizontalAdvance(answer->text()) + 6;
    answer->resize(width, answer->height());
    QCOMPARE(answer->heightForWidth(width), QFontMetrics(answer->font()).height());
}

void TestExplorerView::unreachableTargetShowsClosest()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    view.setSelection(kPuzzle824, SolveMode::DropAllowed, 100, 999);
    view.chooseTarget(824);
    // docs/published-puzzles.md: the best for 824 is 826, two away.
    const Result<Expression> parsed = parseAnswer(view.answerText(), kPuzzle824);
    QVERIFY2(parsed.ok(), qPrintable(view.answerText()));
    QCOMPARE(parsed.value().value(), Number(826));
    QVERIFY2(view.solutionsText().contains(QStringLiteral("826, 2 away")),
             qPrintable(view.solutionsText()));
}

void TestExplorerView::keyboard()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSelection(kPuzzle952, SolveMode::DropAllowed, 100, 999);
    view.grid()->setFocus();
    QSignalSpy chosen(&view, &ExplorerView::targetChosen);
    QCOMPARE(view.grid()->focusTarget(), Number(100));
    QTest::keyClick(view.grid(), Qt::Key_Right);
    QTest::keyClick(view.grid(), Qt::Key_Right);
    QCOMPARE(view.grid()->focusTarget(), Number(102));
    QTest::keyClick(view.grid(), Qt::Key_Down);
    QCOMPARE(view.grid()->focusTarget(), Number(132));
    QTest::keyClick(view.grid(), Qt::Key_End);
    QCOMPARE(view.grid()->focusTarget(), Number(159));
    QTest::keyClick(view.grid(), Qt::Key_Home);
    QCOMPARE(view.grid()->focusTarget(), Number(130));
    QTest::keyClick(view.grid(), Qt::Key_Left); // stops at the first target
    QTest::keyClick(view.grid(), Qt::Key_Up);
    QTest::keyClick(view.grid(), Qt::Key_Up);
    QCOMPARE(view.grid()->focusTarget(), Number(100));
    QTest::keyClick(view.grid(), Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(view.grid()->focusTarget(), Number(999));
    QCOMPARE(chosen.count(), 0);
    QTest::keyClick(view.grid(), Qt::Key_Home, Qt::ControlModifier);
    for (int i = 0; i < 28; ++i)
        QTest::keyClick(view.grid(), Qt::Key_Down); // 100 + 28 × 30 = 940
    for (int i = 0; i < 12; ++i)
        QTest::keyClick(view.grid(), Qt::Key_Right); // 952
    QCOMPARE(view.grid()->focusTarget(), Number(952));
    QTest::keyClick(view.grid(), Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(view.chosenTarget(), Number(952));
    const Result<Expression> parsed = parseAnswer(view.answerText(), kPuzzle952);
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.value().value(), Number(952));
    QCOMPARE(parsed.value().tileCount(), 6);
    QVERIFY(view.grid()->accessibleDescription().startsWith(QStringLiteral("952")));
}

void TestExplorerView::newSelectionMidCount()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    QSignalSpy finished(&view, &ExplorerView::countingFinished);
    view.setSelection(kSlowSelection, SolveMode::DropAllowed, 100, 999);
    QTRY_VERIFY_WITH_TIMEOUT(view.countedTargets() > 0, 30000);
    QVERIFY(!view.isCountingFinished());

    view.setSelection(kPuzzle824, SolveMode::DropAllowed, 100, 999);
    QCOMPARE(view.countedTargets(), 0);
    QCOMPARE(view.solutionCountAt(826), -1);
    QCOMPARE(view.fewestAt(822), 0);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.count(), 1); // only the second selection finishes
    QCOMPARE(view.solutionCountAt(826), 2);
    QCOMPARE(view.solutionCountAt(822), 0); // nothing left over from the first selection
    QCOMPARE(view.countedTargets(), view.targetsToCount());
    QCOMPARE(view.tiles(), kPuzzle824);
}

void TestExplorerView::destroyedMidCount()
{
    // The view destroyed while counting, and before the counting had even started: the service
    // stops counting for it, and nothing more reaches the view (which would crash).
    for (const bool letItStart : {true, false}) {
        AnalysisService analysis;
        QSignalSpy counted(&analysis, &AnalysisService::solutionsCounted);
        QSignalSpy finished(&analysis, &AnalysisService::countingFinished);
        auto view = std::make_unique<ExplorerView>(analysis);
        view->setSelection(kSlowSelection, SolveMode::DropAllowed, 100, 999);
        if (letItStart)
            QTRY_VERIFY_WITH_TIMEOUT(view->countedTargets() > 0, 30000);
        QVERIFY(!view->isCountingFinished());
        QVERIFY(analysis.isCounting());
        view.reset();
        QVERIFY(!analysis.isCounting());
        const qsizetype batches = counted.count();
        QCoreApplication::processEvents(); // anything still posted for the view goes nowhere
        QCOMPARE(counted.count(), batches);
        QCOMPARE(finished.count(), 0);
    }
    // The service destroyed mid-count (the window closing) stops the counting in flight: its
    // destructor returns long before a count of seconds would be over, and the view left behind
    // shows what it had.
    auto analysis = std::make_unique<AnalysisService>();
    ExplorerView view(*analysis);
    view.setSelection(kSlowSelection, SolveMode::DropAllowed, 100, 999);
    QTRY_VERIFY_WITH_TIMEOUT(view.countedTargets() > 0, 30000);
    analysis.reset();
    QCoreApplication::processEvents();
    QVERIFY(!view.isCountingFinished());
    QVERIFY(view.countedTargets() < view.targetsToCount());
    view.cancelCounting(); // with no service left: nothing to do, nothing crashes
    view.chooseTarget(952);
    QVERIFY(view.answerText().isEmpty());
}

void TestExplorerView::closeStopsAndShowResumes()
{
    AnalysisService analysis;
    ExplorerView view(analysis);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSelection(kSlowSelection, SolveMode::DropAllowed, 100, 999);
    QTRY_VERIFY_WITH_TIMEOUT(view.countedTargets() > 0, 30000);
    view.close();
    const int counted = view.countedTargets();
    QVERIFY(!view.isCountingFinished());
    QCoreApplication::processEvents();
    QCOMPARE(view.countedTargets(), counted); // nothing more arrives once closed
    view.show();
    QTRY_VERIFY_WITH_TIMEOUT(view.isCountingFinished(), 60000);
    QCOMPARE(view.countedTargets(), view.targetsToCount());
}

void TestExplorerView::pictures_data()
{
    QTest::addColumn<ThemeChoice>("theme");
    QTest::addColumn<QSize>("size");
    QTest::addRow("dark") << ThemeChoice::Dark << QSize(800, 600);
    QTest::addRow("light") << ThemeChoice::Light << QSize(800, 600);
    QTest::addRow("dark-large") << ThemeChoice::Dark << QSize(1600, 1100);
}

void TestExplorerView::pictures()
{
    QFETCH(ThemeChoice, theme);
    QFETCH(QSize, size);
    Theme::instance().setChoice(theme);
    AnalysisService analysis;
    ExplorerView view(analysis);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSelection(kPuzzle824, SolveMode::DropAllowed, 100, 999);
    QTRY_VERIFY_WITH_TIMEOUT(view.isCountingFinished(), 30000);
    view.chooseTarget(826);
    view.grid()->setFocus();
    QTest::keyClick(view.grid(), Qt::Key_Right);
    const QString name = QStringLiteral("%1/explorer-%2.png")
                             .arg(pngDir(), QString::fromLatin1(QTest::currentDataTag()));
    QVERIFY(view.grab().save(name));
    view.setColourBy(ExplorerGrid::ColourBy::Solutions);
    QVERIFY(view.grab().save(QStringLiteral("%1/explorer-%2-solutions.png")
                                 .arg(pngDir(), QString::fromLatin1(QTest::currentDataTag()))));
    Theme::instance().setChoice(ThemeChoice::Dark);
}

QTEST_MAIN(TestExplorerView)
#include "tst_explorerview.moc"
