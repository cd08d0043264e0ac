// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window in its main states, rendered to PNG files in the build folder
// (tests/screenshots/*.png) for people to look at, with pixels that prove each state: the pick
// before a round, the clock's swept sector at 10 s of 30 and the face beyond the hand, the reveal
// panel at the end. Both themes.
#include "clockpanel.h"
#include "clockwidget.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "mainwindow.h"
#include "pickpanel.h"
#include "revealpanel.h"
#include "theme.h"

#include <QApplication>
#include <QDir>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace countdown;
using namespace countdown::ui;

Q_DECLARE_METATYPE(countdown::ui::ThemeChoice)

namespace {

bool near(const QColor &a, const QColor &b, int tolerance = 24)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

QString describe(const QColor &c)
{
    return c.name();
}

// A point on the clock face, in window coordinates: `fraction` of the round (0 = 12 o'clock,
// 0.5 = 6 o'clock... measured like the hand: clockwise from 12), `radius` 0..1 of the face's.
QPoint onFace(const MainWindow &w, double fraction, double radius)
{
    const ClockWidget *clock = w.view()->clockPanel()->clock();
    const QRectF face = ClockWidget::faceRect(QRectF(clock->rect()));
    const double angle = fraction * M_PI; // the hand covers half a turn in a round
    const QPointF centre = face.center();
    const double r = radius * face.width() / 2.0;
    const QPointF p(centre.x() + r * std::sin(angle), centre.y() - r * std::cos(angle));
    return clock->mapTo(&w, p.toPoint());
}

QString outputDir()
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/screenshots");
    QDir().mkpath(dir);
    return dir;
}

} // namespace

class TestScreenshots : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void states_data()
    {
        QTest::addColumn<ThemeChoice>("theme");
        QTest::addRow("dark") << ThemeChoice::Dark;
        QTest::addRow("light") << ThemeChoice::Light;
    }

    void states()
    {
        QFETCH(ThemeChoice, theme);
        const QString name = QString::fromLatin1(QTest::currentDataTag());
        ManualTimeSource time;
        AppSettings settings;
        settings.theme = theme;
        settings.sound = false;
        settings.game.reducedMotion = true; // every state is still: no half-done animation
        settings.guidedRoundDone = true;    // the states without the guided round's banner
        MainWindow w(time, 2026, settings);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const GameColors &colours = Theme::instance().colors();

        // Idle: the pick is offered; the clock has not started (nothing swept).
        QCoreApplication::processEvents(); // pending layout requests
        QImage idle = w.grab().toImage();
        QVERIFY(idle.save(outputDir() + QStringLiteral("/idle-%1.png").arg(name)));
        QVERIFY(w.view()->pickPanel()->isVisible());
        const QPoint pickButton = w.view()->pickPanel()->largeButton(2)->mapTo(
            &w, w.view()->pickPanel()->largeButton(2)->rect().center());
        QVERIFY(pickButton.x() > w.width() / 3); // on the right-hand side, under the target
        const QColor idleSweep = idle.pixelColor(onFace(w, 1.0 / 6.0, 0.5));
        QVERIFY2(near(idleSweep, colours.clockFace), qPrintable(describe(idleSweep)));

        // Running, 10 s into 30: the hand at 2 o'clock; 1 o'clock is swept, 4 and 8 are not.
        QVERIFY(w.game().startCustomRound(Puzzle{{16, 60, 11, 12, 18, 15}, 586}));
        QCOMPARE(w.game().phase(), Phase::Running);
        time.advance(10'000);
        w.game().updateTime();
        QCoreApplication::processEvents();
        QImage running = w.grab().toImage();
        QVERIFY(running.save(outputDir() + QStringLiteral("/running-10s-%1.png").arg(name)));
        const QColor swept = running.pixelColor(onFace(w, 1.0 / 12.0, 0.55));
        QVERIFY2(near(swept, colours.clockSweep), qPrintable(describe(swept)));
        const QColor beyond = running.pixelColor(onFace(w, 5.0 / 12.0, 0.55));
        QVERIFY2(near(beyond, colours.clockFace), qPrintable(describe(beyond)));
        const QColor left = running.pixelColor(onFace(w, 1.6, 0.55)); // 8 o'clock
        QVERIFY2(near(left, colours.clockFace), qPrintable(describe(left)));
        QVERIFY(!w.view()->revealPanel()->isVisible());

        // Revealed: the solver's answer slides in (at once with reduced motion).
        w.game().showAnswer();
        if (w.game().phase() != Phase::Revealed) {
            QSignalSpy revealed(&w.game(), &GameController::revealed);
            QVERIFY(revealed.wait(10000));
        }
        if (!w.game().solverSolutions()) {
            QSignalSpy ready(&w.game(), &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        QCoreApplication::processEvents();
        QImage revealed = w.grab().toImage();
        QVERIFY(revealed.save(outputDir() + QStringLiteral("/revealed-%1.png").arg(name)));
        QVERIFY(w.view()->revealPanel()->isVisible());
        const QRect panel(w.view()->revealPanel()->mapTo(&w, QPoint(0, 0)),
                          w.view()->revealPanel()->size());
        QVERIFY(panel.height() > 80);
        QVERIFY(w.rect().contains(panel));
        // Inside the panel, off its text: the panel's surface colour.
        const QColor inside = revealed.pixelColor(panel.left() + 8, panel.bottom() - 6);
        QVERIFY2(near(inside, colours.surface), qPrintable(describe(inside)));
        // And the clock's hand stays where it stopped: 1 o'clock still swept.
        QVERIFY(near(revealed.pixelColor(onFace(w, 1.0 / 12.0, 0.55)), colours.clockSweep));
    }
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
