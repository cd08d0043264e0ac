// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The target display: the settled number, a roll that is reproducible for a given time and moves
// on with it, and a hidden state that gives nothing away (not even the number of digits).
#include "targetdisplay.h"
#include "theme.h"

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPixmap>
#include <QSet>
#include <QTest>

using namespace countdown::ui;

namespace {

bool near(const QColor &a, const QColor &b, int tolerance = 10)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

// How many pixels have (about) the accent colour: the digits are the only thing drawn in it.
int accentPixels(const QImage &image)
{
    const QColor accent = Theme::instance().colors().accent;
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (near(image.pixelColor(x, y), accent))
                ++count;
    return count;
}

QImage render(TargetDisplay &display, const QString &name)
{
    display.resize(360, 120);
    const QImage image = display.grab().toImage();
    const QString dir =
        QCoreApplication::applicationDirPath() + QStringLiteral("/targetdisplay-png");
    QDir().mkpath(dir);
    image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    return image;
}

bool isDigits(const QString &text)
{
    for (QChar c : text)
        if (!c.isDigit())
            return false;
    return !text.isEmpty();
}

} // namespace

class TestTargetDisplay : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void settled_data();
    void settled();
    void rollingIsDeterministic();
    void rollingChangesOverTime();
    void rollingHasTheTargetsLength_data();
    void rollingHasTheTargetsLength();
    void rollingThenSettled();
    void hiddenHidesEverything_data();
    void hiddenHidesEverything();
    void noTarget();
    void sizeHints();
};

void TestTargetDisplay::settled_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("dark") << true;
    QTest::newRow("light") << false;
}

void TestTargetDisplay::settled()
{
    QFETCH(bool, dark);
    Theme::instance().setChoice(dark ? ThemeChoice::Dark : ThemeChoice::Light);
    TargetDisplay display;
    display.setTarget(586);
    QCOMPARE(display.accessibleName(), QStringLiteral("Target"));
    QCOMPARE(display.accessibleDescription(), QStringLiteral("586"));
    QCOMPARE(display.shownText(), QStringLiteral("586"));
    const QImage image =
        render(display, dark ? QStringLiteral("target-dark") : QStringLiteral("target-light"));
    QVERIFY(accentPixels(image) > 500);

    // A custom round's six-digit target still fits: nothing drawn at the panel's ends.
    display.setTarget(999999);
    QCOMPARE(display.accessibleDescription(), QStringLiteral("999999"));
    const QImage six =
        render(display, dark ? QStringLiteral("target-dark-6") : QStringLiteral("target-light-6"));
    QCOMPARE(accentPixels(six.copy(0, 0, 20, six.height())), 0);
    QCOMPARE(accentPixels(six.copy(six.width() - 20, 0, 20, six.height())), 0);
    QVERIFY(accentPixels(six) > 500);
}

void TestTargetDisplay::rollingIsDeterministic()
{
    TargetDisplay a;
    TargetDisplay b;
    a.setTarget(586);
    b.setTarget(586);
    for (qint64 ms : {0, 59, 60, 450, 1099}) {
        a.setRolling(ms);
        b.setRolling(ms);
        QCOMPARE(a.shownText(), b.shownText());
        // Painting the same moment twice gives the same picture.
        a.resize(300, 100);
        b.resize(300, 100);
        QCOMPARE(a.grab().toImage(), b.grab().toImage());
    }
    // Within one ~60 ms step the digits hold still.
    a.setRolling(120);
    const QString first = a.shownText();
    a.setRolling(150);
    QCOMPARE(a.shownText(), first);
    a.setRolling(179);
    QCOMPARE(a.shownText(), first);
    QCOMPARE(a.accessibleDescription(), QStringLiteral("Rolling"));
}

void TestTargetDisplay::rollingChangesOverTime()
{
    TargetDisplay display;
    display.setTarget(586);
    // About a second of rolling at 60 fps: the digits change many times.
    QSet<QString> seen;
    QString previous;
    int changes = 0;
    for (qint64 ms = 0; ms <= 1100; ms += 16) {
        display.setRolling(ms);
        const QString text = display.shownText();
        if (!previous.isEmpty() && text != previous)
            ++changes;
        previous = text;
        seen.insert(text);
    }
    // 1100 ms in steps of ~60 ms is about 18 steps; allow a few chance repeats.
    QVERIFY2(seen.size() >= 12, qPrintable(QString::number(seen.size())));
    QVERIFY2(changes >= 12, qPrintable(QString::number(changes)));
    // Not faster than the step: at 16 ms frames most frames repeat the previous digits.
    QVERIFY(changes <= 1100 / 60 + 1);
}

void TestTargetDisplay::rollingHasTheTargetsLength_data()
{
    QTest::addColumn<qint64>("target");
    QTest::addColumn<int>("digits");
    QTest::newRow("3 digits") << qint64(586) << 3;
    QTest::newRow("1 digit") << qint64(7) << 1;
    QTest::newRow("6 digits") << qint64(123456) << 6;
}

void TestTargetDisplay::rollingHasTheTargetsLength()
{
    QFETCH(qint64, target);
    QFETCH(int, digits);
    TargetDisplay display;
    display.setTarget(target);
    for (qint64 ms = 0; ms < 2000; ms += 37) {
        display.setRolling(ms);
        const QString text = display.shownText();
        QCOMPARE(text.size(), digits);
        QVERIFY(isDigits(text));
        QVERIFY2(text.front() != QLatin1Char('0'), qPrintable(text));
    }
}

void TestTargetDisplay::rollingThenSettled()
{
    TargetDisplay display;
    display.setTarget(952);
    display.setRolling(300);
    QVERIFY(display.isRolling());
    QCOMPARE(display.accessibleDescription(), QStringLiteral("Rolling"));
    render(display, QStringLiteral("target-rolling"));
    display.setSettled();
    QVERIFY(!display.isRolling());
    QCOMPARE(display.shownText(), QStringLiteral("952"));
    QCOMPARE(display.accessibleDescription(), QStringLiteral("952"));
}

void TestTargetDisplay::hiddenHidesEverything_data()
{
    QTest::addColumn<bool>("rolling");
    QTest::newRow("settled") << false;
    QTest::newRow("rolling") << true;
}

void TestTargetDisplay::hiddenHidesEverything()
{
    QFETCH(bool, rolling);
    Theme::instance().setChoice(ThemeChoice::Dark);
    TargetDisplay three;
    TargetDisplay six;
    three.setTarget(586);
    six.setTarget(123456);
    if (rolling) {
        three.setRolling(500);
        six.setRolling(500);
    }
    three.setNumberHidden(true);
    six.setNumberHidden(true);
    QVERIFY(three.isNumberHidden());
    QCOMPARE(three.shownText(), QString());
    QCOMPARE(three.accessibleDescription(), QStringLiteral("Hidden"));
    const QImage image = render(three, QStringLiteral("target-hidden"));
    QCOMPARE(accentPixels(image), 0);
    // Not even the number of digits shows.
    QCOMPARE(render(six, QStringLiteral("target-hidden-6")), image);

    three.setNumberHidden(false);
    QCOMPARE(three.shownText().size(), 3);
    QVERIFY(render(three, QStringLiteral("target-unhidden")) != image);
}

void TestTargetDisplay::noTarget()
{
    TargetDisplay display;
    QCOMPARE(display.target(), qint64(0));
    QCOMPARE(display.shownText(), QString());
    QCOMPARE(display.accessibleDescription(), QStringLiteral("No target yet"));
}

void TestTargetDisplay::sizeHints()
{
    TargetDisplay display;
    QVERIFY(display.minimumSizeHint().width() <= display.sizeHint().width());
    QVERIFY(display.minimumSizeHint().height() >= 48);
}

QTEST_MAIN(TestTargetDisplay)
#include "tst_targetdisplay.moc"
