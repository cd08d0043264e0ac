// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The guided round in the window: it starts on a first start only, its banner says each step,
// skipping or finishing it remembers that in the settings, Help starts it again, and the game's
// keys still reach the board and the answer field while the banner shows. A manual clock: nothing
// waits for game time (only for the solver's thread).
#include "answerfield.h"
#include "boardpanel.h"
#include "clockpanel.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "guidedround.h"
#include "guidedroundpanel.h"
#include "language.h"
#include "mainwindow.h"
#include "pickpanel.h"
#include "revealpanel.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

#include <memory>

using namespace countdown;
using namespace countdown::ui;
using Step = GuidedRound::Step;

namespace {

AppSettings firstStart()
{
    AppSettings s;
    s.game.reducedMotion = true;
    s.sound = false;
    s.language = QStringLiteral("en");
    return s; // guidedRoundDone is false, as on a first start
}

AppSettings seenBefore()
{
    AppSettings s = firstStart();
    s.guidedRoundDone = true;
    return s;
}

GuidedRoundPanel *banner(MainWindow &w)
{
    return w.view()->guidedRoundPanel();
}

GuidedRound *guided(MainWindow &w)
{
    return w.view()->guidedRound();
}

QAction *guidedRoundAction(MainWindow &w)
{
    QMenu *help = w.menuBar()->actions().last()->menu();
    for (QAction *a : help->actions()) {
        if (a->text() == QStringLiteral("&Guided first round"))
            return a;
    }
    return nullptr;
}

// Where the keys go: the widget with the window's focus (the window itself when none has it).
QWidget *keyTarget(MainWindow &w)
{
    return w.focusWidget() ? w.focusWidget() : &w;
}

bool insideBanner(MainWindow &w, const QWidget *widget)
{
    return widget && (widget == banner(w) || banner(w)->isAncestorOf(widget));
}

} // namespace

class TestGuidedRoundPanel : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> shownWindow(ManualTimeSource &time, const AppSettings &settings)
    {
        auto w = std::make_unique<MainWindow>(time, 5, settings);
        w->resize(1100, 720);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            QTest::qFail("the window was not shown", __FILE__, __LINE__);
        return w;
    }

private Q_SLOTS:
    void initTestCase() { Language::instance().setLanguage(QStringLiteral("en")); }

    void startsOnAFirstStartOnly()
    {
        ManualTimeSource time;
        {
            auto w = shownWindow(time, firstStart());
            QCOMPARE(guided(*w)->step(), Step::Pick);
            QVERIFY(banner(*w)->isVisible());
            QCOMPARE(banner(*w)->stepText(), QStringLiteral("Guided round · Step 1 of 6"));
            // The guided round has no clock, whatever the settings say.
            QCOMPARE(w->view()->clockPanel()->secondsText(), QStringLiteral("No time limit"));
            QVERIFY(!banner(*w)->finishButton()->isVisible());
            QVERIFY(banner(*w)->skipButton()->isVisible());
        }
        {
            auto w = shownWindow(time, seenBefore());
            QCOMPARE(w->view()->clockPanel()->secondsText(), QStringLiteral("30 seconds a round"));
            QVERIFY(!guided(*w)->isActive());
            QVERIFY(!banner(*w)->isVisible());
        }
    }

    void skippingIsRemembered()
    {
        ManualTimeSource time;
        auto w = shownWindow(time, firstStart());
        QSignalSpy changed(w.get(), &MainWindow::settingsChanged);
        QTest::mouseClick(banner(*w)->skipButton(), Qt::LeftButton);
        QVERIFY(!guided(*w)->isActive());
        QVERIFY(!banner(*w)->isVisible());
        QCOMPARE(changed.count(), 1);
        QVERIFY(changed.at(0).at(0).value<AppSettings>().guidedRoundDone);
        QVERIFY(w->settings().guidedRoundDone);
        // The pick is the game's own again.
        QTest::keyClick(keyTarget(*w), Qt::Key_1);
        QCOMPARE(w->game().phase(), Phase::Running);
        QVERIFY(!w->game().round().guided);
    }

    void aWholeGuidedRoundByTheKeys()
    {
        ManualTimeSource time;
        auto w = shownWindow(time, firstStart());
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        GameController &game = w->game();
        QSignalSpy changed(w.get(), &MainWindow::settingsChanged);
        QStringList instructions{banner(*w)->instructionText()};
        QStringList steps{banner(*w)->stepText()};
        const auto noteStep = [&] {
            instructions << banner(*w)->instructionText();
            steps << banner(*w)->stepText();
            // The banner never takes the keys.
            QVERIFY(!insideBanner(*w, QApplication::focusWidget()));
        };

        // Pick: the key 2, as ever; the guided round starts.
        QTest::keyClick(keyTarget(*w), Qt::Key_2);
        QVERIFY(game.round().guided);
        QCOMPARE(game.phase(), Phase::Running);
        QVERIFY(!game.clock().isTimed());
        QCOMPARE(guided(*w)->step(), Step::Combine);
        noteStep();
        // Once the solver has answered, the banner gives an example step from the round.
        QTRY_VERIFY_WITH_TIMEOUT(guided(*w)->example().has_value(), 10000);
        const GuidedRound::Example example = *guided(*w)->example();
        QVERIFY2(banner(*w)->instructionText().contains(QString::number(example.left)),
                 qPrintable(banner(*w)->instructionText()));

        // Combine with the keys: a tile's place, an operation, another place.
        QTest::keyClick(keyTarget(*w), Qt::Key_1);
        QTest::keyClick(keyTarget(*w), Qt::Key_Plus);
        QTest::keyClick(keyTarget(*w), Qt::Key_2);
        QCOMPARE(game.working().steps().size(), std::size_t(1));
        QCOMPARE(guided(*w)->step(), Step::Undo);
        noteStep();

        QTest::keyClick(keyTarget(*w), Qt::Key_Backspace);
        QVERIFY(game.working().steps().empty());
        QCOMPARE(guided(*w)->step(), Step::Type);
        noteStep();

        // Type in the answer field.
        AnswerField *edit = w->view()->boardPanel()->answerField();
        edit->setFocus(Qt::MouseFocusReason);
        QTest::keyClicks(edit, QStringLiteral("%1+%2").arg(game.tiles()[0]).arg(game.tiles()[1]));
        QCOMPARE(guided(*w)->step(), Step::Declare);
        noteStep();

        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(game.phase(), Phase::Revealed, 10000);
        QCOMPARE(guided(*w)->step(), Step::Reveal);
        QVERIFY(game.result().hasDeclaration);
        noteStep();
        QVERIFY(banner(*w)->finishButton()->isVisible());
        QVERIFY(!banner(*w)->skipButton()->isVisible()); // one way out at the end: Finish
        QCOMPARE(changed.count(), 0);

        // Each step said something of its own, numbered in order.
        QCOMPARE(instructions.size(), 6);
        QCOMPARE(QSet<QString>(instructions.begin(), instructions.end()).size(), 6);
        for (int i = 0; i < steps.size(); ++i)
            QCOMPARE(steps[i], QStringLiteral("Guided round · Step %1 of 6").arg(i + 1));

        QTest::mouseClick(banner(*w)->finishButton(), Qt::LeftButton);
        QVERIFY(!guided(*w)->isActive());
        QVERIFY(!banner(*w)->isVisible());
        QCOMPARE(changed.count(), 1);
        QVERIFY(changed.at(0).at(0).value<AppSettings>().guidedRoundDone);
        // Space goes on to the next round, as after any round.
        QTest::keyClick(keyTarget(*w), Qt::Key_Space);
        QCOMPARE(game.phase(), Phase::Idle);
    }

    void helpStartsItAgain()
    {
        ManualTimeSource time;
        auto w = shownWindow(time, seenBefore());
        GameController &game = w->game();
        QAction *action = guidedRoundAction(*w);
        QVERIFY(action);

        // During a round: not now, and the status bar says why.
        game.startRound(1);
        action->trigger();
        QVERIFY(!guided(*w)->isActive());
        QVERIFY(!w->statusBar()->currentMessage().isEmpty());
        game.declare();
        QTRY_COMPARE_WITH_TIMEOUT(game.phase(), Phase::Revealed, 10000);

        // On the reveal: the guided round starts, and the pick shows in the reveal's place.
        QSignalSpy changed(w.get(), &MainWindow::settingsChanged);
        action->trigger();
        QCOMPARE(guided(*w)->step(), Step::Pick);
        QVERIFY(banner(*w)->isVisible());
        QCOMPARE(w->view()->currentPage(), static_cast<QWidget *>(w->view()->pickPanel()));
        QVERIFY(w->view()->pickPanel()->largeButton(3)->isVisible());
        QTest::mouseClick(w->view()->pickPanel()->largeButton(3), Qt::LeftButton);
        QVERIFY(game.round().guided);
        QCOMPARE(guided(*w)->step(), Step::Combine);
        QCOMPARE(w->view()->currentPage(), static_cast<QWidget *>(w->view()->boardPanel()));

        // Skipped: the flag was already set, nothing new to save; the round plays on.
        QTest::mouseClick(banner(*w)->skipButton(), Qt::LeftButton);
        QVERIFY(!banner(*w)->isVisible());
        QCOMPARE(changed.count(), 0);
        QVERIFY(game.acceptsInput());
    }

    void skippedOnTheRevealShowsTheRevealAgain()
    {
        ManualTimeSource time;
        auto w = shownWindow(time, seenBefore());
        GameController &game = w->game();
        game.startRound(1);
        game.declare();
        QTRY_COMPARE_WITH_TIMEOUT(game.phase(), Phase::Revealed, 10000);
        w->startGuidedRound();
        QCOMPARE(w->view()->currentPage(), static_cast<QWidget *>(w->view()->pickPanel()));
        QTest::mouseClick(banner(*w)->skipButton(), Qt::LeftButton);
        QCOMPARE(w->view()->currentPage(), static_cast<QWidget *>(w->view()->boardPanel()));
        QVERIFY(w->view()->revealPanel()->isVisible());
    }

    void frenchRulesPickTheGuidedRoundToo()
    {
        ManualTimeSource time;
        AppSettings s = firstStart();
        s.game.variant = leCompteEstBonVariant();
        auto w = shownWindow(time, s);
        QCOMPARE(guided(*w)->step(), Step::Pick);
        QVERIFY(w->view()->pickPanel()->largeButton(0)->isVisible()); // not the French "draw"
        QTest::keyClick(keyTarget(*w), Qt::Key_0);
        QVERIFY(w->game().round().guided);
        QCOMPARE(w->game().round().mode, SolveMode::DropAllowed);
    }

    void theBannerFollowsTheLanguage()
    {
        ManualTimeSource time;
        auto w = shownWindow(time, firstStart());
        const QString english = banner(*w)->instructionText();
        const QString step = QStringLiteral("Guided round · Step 1 of 6");
        QCOMPARE(banner(*w)->stepText(), step);
        // LanguageChange is a posted event.
        const std::pair<const char *, QString> steps[] = {
            {"fr", QStringLiteral("Manche guidée · Étape 1 sur 6")},
            {"de", QStringLiteral("Geführte Runde · Schritt 1 von 6")},
            {"es", QStringLiteral("Ronda guiada · Paso 1 de 6")},
            {"en", step},
        };
        for (const auto &[language, expected] : steps) {
            AppSettings s = w->settings();
            s.language = QString::fromLatin1(language);
            w->applySettings(s);
            QTRY_COMPARE(banner(*w)->stepText(), expected);
            QCOMPARE(banner(*w)->instructionText() == english, expected == step);
            QVERIFY(guidedRoundAction(*w) || expected != step);
        }
        Language::instance().setLanguage(QString()); // as the other tests expect
    }
};

QTEST_MAIN(TestGuidedRoundPanel)
#include "tst_guidedroundpanel.moc"
