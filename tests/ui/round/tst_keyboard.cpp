// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A round played by keys alone, as a player chains it: a step's new tile stays chosen when its
// place is pressed again, a key the board cannot take says why, whoever types an answer keeps the
// answer field (through the guided round's steps and a pause), and Esc leaves the guided round.
#include "answerfield.h"
#include "boardpanel.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "guidedround.h"
#include "mainwindow.h"
#include "playingkeys.h"
#include "tilerack.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

using namespace countdown;
using namespace countdown::ui;

namespace {

const Puzzle kPuzzle952{{25, 50, 75, 100, 3, 6}, 952};

std::vector<Number> stepValues(const Working &working)
{
    std::vector<Number> values;
    for (const Working::Step &step : working.steps())
        values.push_back(working.boardTiles()[std::size_t(step.result)].value());
    return values;
}

} // namespace

class TestKeyboard : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> shownWindow(ManualTimeSource &time)
    {
        auto w = std::make_unique<MainWindow>(time, 1, countdown::test::quietSettings());
        w->resize(1100, 720);
        w->show();
        if (!QTest::qWaitForWindowActive(w.get()))
            QTest::qFail("the window was not shown", __FILE__, __LINE__);
        return w;
    }

private Q_SLOTS:
    // 100 + 3 = 103 takes place 4; "4 × 6" goes on from it: 618 (the 4 let it go, the × was
    // lost, and the 6 chose another tile: one step instead of two, nothing said).
    void chainingByPlaces()
    {
        ManualTimeSource time;
        auto w = shownWindow(time);
        QVERIFY(w->game().startCustomRound(kPuzzle952));
        QCOMPARE(QApplication::focusWidget(),
                 static_cast<QWidget *>(w->view()->boardPanel()->rack()));
        countdown::test::typeKeys(QStringLiteral("4+5"));
        QCOMPARE(stepValues(w->game().working()), (std::vector<Number>{103}));
        QCOMPARE(w->view()->boardPanel()->selectedTile(), 6); // the new tile, chosen
        countdown::test::typeKeys(QStringLiteral("4*6"));
        QCOMPARE(stepValues(w->game().working()), (std::vector<Number>{103, 618}));
        // And again from 618, its place pressed first: 618 + 50 = 668.
        countdown::test::typeKeys(QStringLiteral("4+2"));
        QCOMPARE(stepValues(w->game().working()), (std::vector<Number>{103, 618, 668}));
        QVERIFY(w->view()->boardPanel()->messageText().isEmpty());
    }

    // Keys the board cannot take are not silently dropped.
    void ignoredKeysSayWhy()
    {
        ManualTimeSource time;
        auto w = shownWindow(time);
        QVERIFY(w->game().startCustomRound(kPuzzle952));
        countdown::test::typeKeys(QStringLiteral("4+5")); // place 5 is empty now
        countdown::test::typeKeys(QStringLiteral("5"));
        QCOMPARE(w->view()->boardPanel()->messageText(), QStringLiteral("No tile at place 5."));
        QCOMPARE(w->view()->boardPanel()->selectedTile(), 6); // 103 still chosen
        countdown::test::typeKeys(QStringLiteral("*4"));
        QCOMPARE(w->view()->boardPanel()->messageText(),
                 QStringLiteral("That tile is taken already: choose another one for ×."));
        QCOMPARE(w->game().working().steps().size(), std::size_t(1));
        QCOMPARE(w->view()->boardPanel()->pendingOperator(),
                 std::optional(Operator::Multiply)); // still waiting
        countdown::test::typeKeys(QStringLiteral("1"));
        QCOMPARE(stepValues(w->game().working()), (std::vector<Number>{103, 2575}));
        QVERIFY(w->view()->boardPanel()->messageText().isEmpty());
        // A click on the chosen tile lets it go (the mouse's way), Esc too (the keys').
        QCOMPARE(w->view()->boardPanel()->selectedTile(), 7);
        w->view()->boardPanel()->activateTile(7);
        QCOMPARE(w->view()->boardPanel()->selectedTile(), -1);
        countdown::test::typeKeys(QStringLiteral("4")); // 2575 took the place of 103
        QCOMPARE(w->view()->boardPanel()->selectedTile(), 7);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QCOMPARE(w->view()->boardPanel()->selectedTile(), -1);
    }

    // A typed answer refused on Enter is said once, under the field; a refusal goes once what
    // it was about has changed.
    void refusalsSaidOnceAndForgotten()
    {
        ManualTimeSource time;
        auto w = shownWindow(time);
        QVERIFY(w->game().startCustomRound(kPuzzle952));
        countdown::test::typeKeys(QStringLiteral("5"));  // place 5: 3
        countdown::test::typeKeys(QStringLiteral("-1")); // 3 - 25: refused
        const QString refused = w->view()->boardPanel()->messageText();
        QVERIFY(!refused.isEmpty());
        QTest::keyClick(w.get(), Qt::Key_E, Qt::ControlModifier);
        QTest::keyClicks(w->view()->boardPanel()->answerField(), QStringLiteral("8"));
        QVERIFY2(w->view()->boardPanel()->messageText().isEmpty(),
                 qPrintable(w->view()->boardPanel()->messageText()));
        QVERIFY(!w->view()->boardPanel()->feedbackText().isEmpty()); // 8 is no tile of the round
        QTest::keyClick(w->view()->boardPanel()->answerField(), Qt::Key_Backspace);
        QTest::keyClicks(w->view()->boardPanel()->answerField(), QStringLiteral("100 +"));
        const QString why = w->view()->boardPanel()->feedbackText();
        QVERIFY(!why.isEmpty());
        QTest::keyClick(w->view()->boardPanel()->answerField(), Qt::Key_Return);
        QCOMPARE(w->game().phase(), Phase::Running);
        QCOMPARE(w->view()->boardPanel()->feedbackText(), why);
        QVERIFY2(w->view()->boardPanel()->messageText().isEmpty(),
                 qPrintable(w->view()->boardPanel()->messageText())); // not twice
        QTest::keyClicks(w->view()->boardPanel()->answerField(), QStringLiteral(" 3"));
        QCOMPARE(w->view()->boardPanel()->feedbackText(), QStringLiteral("849 away"));
        QVERIFY(w->view()->boardPanel()->messageText().isEmpty());
    }

    // The guided round: typing the answer moves it on, and Enter then declares (its step change
    // sent the focus to a tile, where Enter chose it instead).
    void guidedRoundKeepsTheAnswerField()
    {
        ManualTimeSource time;
        auto w = shownWindow(time);
        w->startGuidedRound();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_2);
        const GuidedRound *guided = w->view()->guidedRound();
        QCOMPARE(guided->step(), GuidedRound::Step::Combine);
        QTest::keyClick(w.get(), Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(),
                 static_cast<QWidget *>(w->view()->boardPanel()->answerField()));
        const std::vector<Number> &tiles = w->game().tiles();
        QTest::keyClicks(w->view()->boardPanel()->answerField(),
                         QStringLiteral("%1+%2").arg(tiles[0]).arg(tiles[1]));
        QCOMPARE(guided->step(), GuidedRound::Step::Declare);
        QCOMPARE(QApplication::focusWidget(),
                 static_cast<QWidget *>(w->view()->boardPanel()->answerField()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(w->game().phase() == Phase::AwaitingAnswer || w->game().phase() == Phase::Revealed);
        QVERIFY(w->game().result().hasDeclaration);
    }

    // A pause while typing: back to the field afterwards, not to the tiles.
    void pauseKeepsTheAnswerField()
    {
        ManualTimeSource time;
        auto w = shownWindow(time);
        QVERIFY(w->game().startCustomRound(kPuzzle952));
        QTest::keyClick(w.get(), Qt::Key_E, Qt::ControlModifier);
        QTest::keyClicks(w->view()->boardPanel()->answerField(), QStringLiteral("100+"));
        w->game().togglePause();
        QVERIFY(w->game().isPaused());
        w->game().togglePause();
        QCOMPARE(QApplication::focusWidget(),
                 static_cast<QWidget *>(w->view()->boardPanel()->answerField()));
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("3"));
        QCOMPARE(w->view()->boardPanel()->answerField()->text(), QStringLiteral("100+3"));
        // One who was on the tiles goes back to the tiles.
        w->view()->boardPanel()->rack()->setFocus(Qt::MouseFocusReason);
        w->game().togglePause();
        w->game().togglePause();
        QCOMPARE(QApplication::focusWidget(),
                 static_cast<QWidget *>(w->view()->boardPanel()->rack()));
    }

    // Esc lets go of the chosen tile first, then of the guided round.
    void escapeLeavesTheGuidedRound()
    {
        ManualTimeSource time;
        auto w = shownWindow(time);
        w->startGuidedRound();
        const GuidedRound *guided = w->view()->guidedRound();
        QVERIFY(guided->isActive());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_2);
        QCOMPARE(guided->step(), GuidedRound::Step::Combine);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_1);
        QVERIFY(w->view()->boardPanel()->selectedTile() >= 0);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QCOMPARE(w->view()->boardPanel()->selectedTile(), -1);
        QVERIFY(guided->isActive());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QVERIFY(!guided->isActive());
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
