// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The clock face: rendered offscreen in both themes, pixels prove where the hand has swept (the
// expected places are worked out by hand: at 10 s of 30 the hand is at 2 o'clock, at 30 s at 6),
// the hand follows the clock's time, and it repaints only while animating. The PNGs are saved in
// the test's build folder for a human to look at.
#include "clockwidget.h"
#include "roundclock.h"
#include "theme.h"

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPixmap>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <numbers>

using namespace countdown;
using namespace countdown::ui;

namespace {

// The reading the game's clock panel gives the widget: the same three values of a RoundClock.
std::function<ClockReading()> readingOf(const RoundClock &clock)
{
    return [&clock] {
        return ClockReading{clock.isTimed(), clock.fraction(), clock.remainingMs()};
    };
}

constexpr int kSide = 300;

// A point `out` of the widget's half side away from its centre, in the direction of `hours` on a
// clock's dial (0 = 12 o'clock, 3 = 3 o'clock, clockwise). The face fills most of the half side,
// so out = 0.45 is well inside it and clear of the marks at the rim.
QPointF dial(double hours, double out)
{
    const double angle = hours * std::numbers::pi / 6.0;
    const double half = kSide / 2.0;
    return {half + out * half * std::sin(angle), half - out * half * std::cos(angle)};
}

QColor pixel(const QImage &image, QPointF point)
{
    const QPointF device = point * image.devicePixelRatio();
    return image.pixelColor(int(device.x()), int(device.y()));
}

bool near(const QColor &a, const QColor &b, int tolerance = 8)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

QString describe(const QColor &color)
{
    return color.name();
}

QLatin1String themeName(bool dark)
{
    return dark ? QLatin1String("dark") : QLatin1String("light");
}

void setTheme(bool dark)
{
    Theme::instance().setChoice(dark ? ThemeChoice::Dark : ThemeChoice::Light);
}

QString pngPath(const QString &name)
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/clockwidget-png");
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name + QStringLiteral(".png");
}

QImage render(ClockWidget &widget, const QString &name)
{
    widget.resize(kSide, kSide);
    const QImage image = widget.grab().toImage();
    image.save(pngPath(name));
    return image;
}

} // namespace

#define EXPECT_COLOR(image, point, expected)                                                       \
    do {                                                                                           \
        const QColor actual_ = pixel(image, point);                                                \
        QVERIFY2(near(actual_, expected),                                                          \
                 qPrintable(QStringLiteral("at (%1, %2): %3, expected %4")                         \
                                .arg((point).x())                                                  \
                                .arg((point).y())                                                  \
                                .arg(describe(actual_), describe(expected))));                     \
    } while (false)

class TestClockWidget : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void handTip();
    void sweptAtTenSeconds_data() { themes(); }
    void sweptAtTenSeconds();
    void nothingSweptAtStart_data() { themes(); }
    void nothingSweptAtStart();
    void rightHalfSweptAtEnd_data() { themes(); }
    void rightHalfSweptAtEnd();
    void noClock();
    void untimed_data() { themes(); }
    void untimed();
    void handFollowsTimeNotPaints();
    void followsThemeAndSize();
    void description();
    void repaintsOnlyWhileAnimating();
    void sizeHints();

private:
    void themes()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("dark") << true;
        QTest::newRow("light") << false;
    }
};

void TestClockWidget::handTip()
{
    const QRectF face = ClockWidget::faceRect(QRectF(0, 0, 300, 200));
    // The largest square, centred.
    QCOMPARE(face.center(), QPointF(150, 100));
    QVERIFY(face.width() <= 200 && face.width() > 150);
    QCOMPARE(face.width(), face.height());

    const QPointF up = ClockWidget::handTip(face, 0.0);
    QVERIFY(qFuzzyCompare(up.x(), 150.0));
    QVERIFY(up.y() < 100 - face.height() / 4);
    const QPointF right = ClockWidget::handTip(face, 0.5);
    QVERIFY(qAbs(right.y() - 100.0) < 1e-9);
    QVERIFY(right.x() > 150 + face.width() / 4);
    const QPointF down = ClockWidget::handTip(face, 1.0);
    QVERIFY(qAbs(down.x() - 150.0) < 1e-9);
    QVERIFY(down.y() > 100 + face.height() / 4);
    // A third of the round: 60 degrees clockwise from 12, i.e. 2 o'clock.
    const QPointF two = ClockWidget::handTip(face, 1.0 / 3.0);
    const double length = std::hypot(two.x() - 150, two.y() - 100);
    QVERIFY(qAbs((two.x() - 150) - length * std::sqrt(3.0) / 2) < 1e-9);
    QVERIFY(qAbs((100 - two.y()) - length / 2) < 1e-9);
}

void TestClockWidget::sweptAtTenSeconds()
{
    QFETCH(bool, dark);
    setTheme(dark);
    const GameColors &c = Theme::instance().colors();
    ManualTimeSource time;
    RoundClock clock(time);
    clock.start(30'000);
    time.advance(10'000);

    ClockWidget widget;
    widget.setReading(readingOf(clock));
    const QImage image = render(widget, QStringLiteral("clock-%1-10s").arg(themeName(dark)));

    // 10 s of 30: the hand at 2 o'clock, 12 to 2 lit.
    EXPECT_COLOR(image, dial(1.0, 0.45), c.clockSweep);
    EXPECT_COLOR(image, dial(0.5, 0.6), c.clockSweep);
    EXPECT_COLOR(image, dial(1.6, 0.3), c.clockSweep);
    EXPECT_COLOR(image, dial(2.0, 0.5), c.clockHand);
    // Beyond the hand: the plain face.
    EXPECT_COLOR(image, dial(2.5, 0.45), c.clockFace);
    EXPECT_COLOR(image, dial(4.0, 0.45), c.clockFace);
    EXPECT_COLOR(image, dial(7.5, 0.45), c.clockFace);
    EXPECT_COLOR(image, dial(11.0, 0.45), c.clockFace);
}

void TestClockWidget::nothingSweptAtStart()
{
    QFETCH(bool, dark);
    setTheme(dark);
    const GameColors &c = Theme::instance().colors();
    ManualTimeSource time;
    RoundClock clock(time);
    clock.start(30'000);

    ClockWidget widget;
    widget.setReading(readingOf(clock));
    const QImage image = render(widget, QStringLiteral("clock-%1-0s").arg(themeName(dark)));
    for (double hours : {0.5, 1.0, 2.0, 4.0, 5.0, 7.0, 8.0, 10.0, 11.5})
        EXPECT_COLOR(image, dial(hours, 0.45), c.clockFace);
    EXPECT_COLOR(image, dial(0.0, 0.5), c.clockHand);
}

void TestClockWidget::rightHalfSweptAtEnd()
{
    QFETCH(bool, dark);
    setTheme(dark);
    const GameColors &c = Theme::instance().colors();
    ManualTimeSource time;
    RoundClock clock(time);
    clock.start(30'000);
    time.advance(30'000);

    ClockWidget widget;
    widget.setReading(readingOf(clock));
    const QImage image = render(widget, QStringLiteral("clock-%1-30s").arg(themeName(dark)));
    for (double hours : {0.5, 1.0, 2.0, 4.0, 5.0})
        EXPECT_COLOR(image, dial(hours, 0.45), c.clockSweep);
    for (double hours : {7.0, 8.0, 10.0, 11.0})
        EXPECT_COLOR(image, dial(hours, 0.45), c.clockFace);
    EXPECT_COLOR(image, dial(6.0, 0.5), c.clockHand);

    // Time running on past the end changes nothing: the hand stops at 6.
    time.advance(5'000);
    const QImage later = widget.grab().toImage();
    QCOMPARE(later, image);
}

void TestClockWidget::noClock()
{
    setTheme(true);
    const GameColors &c = Theme::instance().colors();
    ClockWidget widget;
    const QImage image = render(widget, QStringLiteral("clock-none"));
    for (double hours : {1.0, 2.0, 4.0, 5.0, 8.0, 10.0})
        EXPECT_COLOR(image, dial(hours, 0.45), c.clockFace);
    EXPECT_COLOR(image, dial(0.0, 0.5), c.clockHand);
    QCOMPARE(widget.accessibleName(), QStringLiteral("Clock"));
    QCOMPARE(widget.accessibleDescription(), QStringLiteral("Not running"));
}

void TestClockWidget::untimed()
{
    QFETCH(bool, dark);
    setTheme(dark);
    const GameColors &c = Theme::instance().colors();
    ManualTimeSource time;
    RoundClock clock(time);
    clock.start(0);
    time.advance(12'000);

    ClockWidget widget;
    widget.setReading(readingOf(clock));
    const QImage image = render(widget, QStringLiteral("clock-%1-untimed").arg(themeName(dark)));
    QCOMPARE(widget.accessibleDescription(), QStringLiteral("No time limit"));
    for (double hours : {1.0, 2.0, 4.0, 8.0, 10.0})
        EXPECT_COLOR(image, dial(hours, 0.45), c.clockFace);
    EXPECT_COLOR(image, dial(0.0, 0.5), c.clockHand);

    // The infinity mark: drawn below the centre, nowhere else, so the untimed face differs from
    // an unset clock's only in the lower half.
    ClockWidget plain;
    const QImage none = render(plain, QStringLiteral("clock-%1-none").arg(themeName(dark)));
    const int h = image.height();
    QCOMPARE(image.copy(0, 0, image.width(), h / 2), none.copy(0, 0, none.width(), h / 2));
    QVERIFY(image.copy(0, h / 2, image.width(), h - h / 2)
            != none.copy(0, h / 2, none.width(), h - h / 2));
}

void TestClockWidget::handFollowsTimeNotPaints()
{
    setTheme(true);
    const GameColors &c = Theme::instance().colors();
    ManualTimeSource time;
    RoundClock clock(time);
    clock.start(30'000);
    ClockWidget widget;
    widget.setReading(readingOf(clock));
    widget.resize(kSide, kSide);

    // However many times it is painted, the hand stays where the time puts it.
    for (int i = 0; i < 5; ++i)
        widget.grab();
    EXPECT_COLOR(widget.grab().toImage(), dial(0.0, 0.5), c.clockHand);

    // 15 s of 30 in one go: the hand jumps straight to 3 o'clock.
    time.advance(15'000);
    const QImage half = widget.grab().toImage();
    EXPECT_COLOR(half, dial(3.0, 0.5), c.clockHand);
    EXPECT_COLOR(half, dial(1.5, 0.45), c.clockSweep);
    EXPECT_COLOR(half, dial(4.5, 0.45), c.clockFace);

    // A paused clock holds the hand still while time goes on.
    clock.pause();
    time.advance(10'000);
    QCOMPARE(widget.grab().toImage(), half);
}

void TestClockWidget::followsThemeAndSize()
{
    // The same widget, repainted after a theme change and a resize, shows the new colours at the
    // new size (nothing stale from an earlier paint).
    setTheme(true);
    ManualTimeSource time;
    RoundClock clock(time);
    clock.start(30'000);
    time.advance(10'000);
    ClockWidget widget;
    widget.setReading(readingOf(clock));
    widget.resize(kSide, kSide);
    const QImage dark = widget.grab().toImage();
    EXPECT_COLOR(dark, dial(1.0, 0.45), Theme::darkColors().clockSweep);
    EXPECT_COLOR(dark, dial(7.5, 0.45), Theme::darkColors().clockFace);

    setTheme(false);
    const QImage light = widget.grab().toImage();
    EXPECT_COLOR(light, dial(1.0, 0.45), Theme::lightColors().clockSweep);
    EXPECT_COLOR(light, dial(7.5, 0.45), Theme::lightColors().clockFace);

    widget.resize(2 * kSide, 2 * kSide);
    const QImage large = widget.grab().toImage();
    QCOMPARE(large.size(), light.size() * 2);
    // The same places, twice as far from the centre.
    const auto scaled = [](QPointF point) { return point * 2.0; };
    EXPECT_COLOR(large, scaled(dial(1.0, 0.45)), Theme::lightColors().clockSweep);
    EXPECT_COLOR(large, scaled(dial(7.5, 0.45)), Theme::lightColors().clockFace);
    EXPECT_COLOR(large, scaled(dial(2.0, 0.5)), Theme::lightColors().clockHand);
}

void TestClockWidget::description()
{
    ManualTimeSource time;
    RoundClock clock(time);
    clock.start(30'000);
    ClockWidget widget;
    widget.setReading(readingOf(clock));
    widget.resize(kSide, kSide);
    QCOMPARE(widget.accessibleDescription(), QStringLiteral("30 seconds left"));
    time.advance(10'000);
    widget.grab();
    QCOMPARE(widget.accessibleDescription(), QStringLiteral("20 seconds left"));
    // Rounded up: 9.8 s left reads as 10.
    time.advance(10'200);
    widget.grab();
    QCOMPARE(widget.accessibleDescription(), QStringLiteral("10 seconds left"));
    time.advance(9'800);
    widget.grab();
    QCOMPARE(widget.accessibleDescription(), QStringLiteral("Time is up"));
}

void TestClockWidget::repaintsOnlyWhileAnimating()
{
    ManualTimeSource time;
    RoundClock clock(time);
    clock.start(30'000);
    ClockWidget widget;
    widget.setReading(readingOf(clock));
    widget.resize(kSide, kSide);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QVERIFY(!widget.isAnimating());

    // Idle: no timer runs, so nothing can ask for a repaint. The paints already asked for (by
    // show()) are flushed first; then a stretch of event loop paints nothing. That stretch can
    // only let a fault through on a slow machine, never fail a correct widget.
    for (const QTimer *timer : widget.findChildren<QTimer *>())
        QVERIFY(!timer->isActive());
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    const quint64 idleStart = widget.paintCount();
    QTest::qWait(200);
    QCOMPARE(widget.paintCount(), idleStart);

    // Animating: frames keep coming, however slowly a loaded machine delivers them (the frame
    // rate itself is measured by countdown-uibench, not asserted).
    widget.setAnimating(true);
    QVERIFY(widget.isAnimating());
    const quint64 before = widget.paintCount();
    QTRY_VERIFY_WITH_TIMEOUT(widget.paintCount() >= before + 5, 30000);

    widget.setAnimating(false);
    QVERIFY(!widget.isAnimating());
    for (const QTimer *timer : widget.findChildren<QTimer *>())
        QVERIFY(!timer->isActive());
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    const quint64 after = widget.paintCount();
    QTest::qWait(200);
    QCOMPARE(widget.paintCount(), after);
}

void TestClockWidget::sizeHints()
{
    ClockWidget widget;
    QVERIFY(widget.minimumSizeHint().width() >= 160);
    QCOMPARE(widget.minimumSizeHint().width(), widget.minimumSizeHint().height());
    QCOMPARE(widget.sizeHint().width(), widget.sizeHint().height());
    QVERIFY(widget.hasHeightForWidth());
    QCOMPARE(widget.heightForWidth(250), 250);
}

QTEST_MAIN(TestClockWidget)
#include "tst_clockwidget.moc"
