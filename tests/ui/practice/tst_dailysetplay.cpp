// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The daily set in the game's window, played as a player does: Game > Daily set by its keys, an
// answer typed, "next" by N, a puzzle chosen on the set's row by the mouse, the share text, the
// set's row kept across a restart of the window, practice once played through, and the archive.
#include "answerfield.h"
#include "boardpanel.h"
#include "dailyarchive.h"
#include "dailyset.h"
#include "dailysetstrip.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "headerbar.h"
#include "history.h"
#include "mainwindow.h"
#include "playingkeys.h"
#include "revealpanel.h"
#include "roundclock.h"
#include "solver.h"

#include <QApplication>
#include <QCalendarWidget>
#include <QClipboard>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>

using namespace countdown;
using namespace countdown::ui;

namespace {

const QDate kToday(2026, 12, 5);

void waitForReveal(MainWindow &w)
{
    if (w.game().phase() != Phase::Revealed) {
        QSignalSpy revealed(&w.game(), &GameController::revealed);
        QVERIFY(revealed.wait(10000));
    }
}

// Types into the answer field, by keys, an exact answer to the round being played (the solver's),
// and declares it with Enter.
void answer(MainWindow &w)
{
    const std::optional<BestAnswer> best =
        Solver(w.game().tiles(), SolveMode::DropAllowed).best(w.game().target());
    QVERIFY(best && best->distance == 0);
    const QString typed = best->expression.toString();
    AnswerField *field = w.view()->boardPanel()->answerField();
    field->setFocus();
    QTest::keyClicks(field, typed);
    QTest::keyClick(field, Qt::Key_Return);
}

} // namespace

class TestDailySetPlay : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The game's English catalogue gives the plural forms ("3 stars of 3"), as players see
        // them.
        static QTranslator english;
        QVERIFY(english.load(QStringLiteral(COUNTDOWN_EN_QM)));
        QCoreApplication::installTranslator(&english);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }

    void playTheSetByKeysAndMouse()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        MainWindow w(time, 1, test::quietSettings(), &history);
        w.setToday(kToday);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const DailySet set = dailySet(kToday);
        DailySetStrip *strip = w.view()->dailySetStrip();
        QVERIFY(!strip->isVisible());

        // Game > Daily set: its first puzzle, no clock, the row above the board.
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.game().round().dailySetDate, kToday);
        QCOMPARE(w.game().round().dailySetPosition, 1);
        QCOMPARE(w.game().tiles(), set.puzzles[0].tiles);
        QCOMPARE(w.game().target(), set.puzzles[0].target);
        QVERIFY(!w.game().clock().isTimed());
        QVERIFY(strip->isVisible());
        QCOMPARE(strip->titleText(), QStringLiteral("Daily set #339 · 0 of 15 stars"));
        // In the header's line, in the place of the line about the round: no taller a window.
        QVERIFY(strip->parentWidget() == static_cast<QWidget *>(w.view()->headerBar()));
        QVERIFY(strip->puzzleButton(1)->isChecked());
        QCOMPARE(strip->puzzleButton(2)->accessibleName(),
                 QStringLiteral("Puzzle 2 of 5: to play"));

        // Exact after 95 s: 3 stars on the row; the reveal offers the next puzzle and sharing.
        time.advance(95'000);
        w.game().updateTime();
        answer(w);
        waitForReveal(w);
        QCOMPARE(strip->puzzleButton(1)->text(), QStringLiteral("★★★"));
        QCOMPARE(strip->puzzleButton(1)->accessibleName(),
                 QStringLiteral("Puzzle 1 of 5: 3 stars of 3"));
        QCOMPARE(strip->titleText(), QStringLiteral("Daily set #339 · 3 of 15 stars"));
        // The reveal says it in stars too: a set puzzle scores no points.
        QCOMPARE(w.view()->revealPanel()->resultText(),
                 QStringLiteral("You: %1, exact — ★★★ 3 stars.").arg(set.puzzles[0].target));
        auto *next =
            w.view()->revealPanel()->findChild<QPushButton *>(QStringLiteral("nextRoundButton"));
        QCOMPARE(next->text(), QStringLiteral("&Next puzzle"));
        auto *share =
            w.view()->revealPanel()->findChild<QPushButton *>(QStringLiteral("shareButton"));
        QVERIFY(share->isVisible());

        // N: the next puzzle. The answer shown on it: no stars, and the eyes in the share text.
        QTest::keyClick(&w, Qt::Key_N);
        QCOMPARE(w.game().round().dailySetPosition, 2);
        QTest::keyClick(&w, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        waitForReveal(w);
        QCOMPARE(strip->puzzleButton(2)->text(), QStringLiteral("☆☆☆"));
        QCOMPARE(w.view()->revealPanel()->resultText(),
                 QStringLiteral("You asked for the answer: no star."));

        // The mouse: puzzle 4 from the row, skipping 3.
        QTest::mouseClick(strip->puzzleButton(4), Qt::LeftButton);
        QCOMPARE(w.game().round().dailySetPosition, 4);
        QVERIFY(!w.game().round().dailySetPractice);
        QVERIFY(strip->puzzleButton(4)->isChecked());
        QVERIFY(!strip->puzzleButton(1)->isChecked());
        // While it is played, the row cannot start another: the status bar says why.
        QTest::mouseClick(strip->puzzleButton(5), Qt::LeftButton);
        QCOMPARE(w.game().round().dailySetPosition, 4);
        QVERIFY(!strip->puzzleButton(5)->isChecked());
        w.game().declare(); // nothing worked out: no declaration, no stars
        waitForReveal(w);
        QCOMPARE(w.view()->revealPanel()->resultText(),
                 QStringLiteral("You: no answer — no star."));
        share->click();
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral(
                     "Countdown Numbers set #339 · 2026-12-05\n🟩👀⬜🟥⬜ ⭐ 3/15"));
        // No spoiler: none of the targets.
        for (const DailySetPuzzle &puzzle : set.puzzles)
            QVERIFY(!QApplication::clipboard()->text().contains(QString::number(puzzle.target)));

        // Next: the one skipped, after the current one first (5), then 3.
        QTest::keyClick(&w, Qt::Key_N);
        QCOMPARE(w.game().round().dailySetPosition, 5);
        w.game().showAnswer();
        waitForReveal(w);
        QTest::keyClick(&w, Qt::Key_N);
        QCOMPARE(w.game().round().dailySetPosition, 3);
        w.game().showAnswer();
        waitForReveal(w);
        // Played through: next is the game's next round, and the row goes.
        QTest::keyClick(&w, Qt::Key_N);
        QCOMPARE(w.game().phase(), Phase::Idle);
        w.game().startRound(1);
        QVERIFY(!strip->isVisible());
        QVERIFY(w.game().round().dailySetPosition == 0);
    }

    // The set's attempts are in the history: a new window shows them, starts at the first puzzle
    // not played, and a played puzzle chosen on the row is practice that leaves its stars alone.
    void comingBackLaterInTheDay()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        {
            MainWindow w(time, 1, test::quietSettings(), &history);
            w.setToday(kToday);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.playDailySet();
            answer(w);
            waitForReveal(w);
            QTest::keyClick(&w, Qt::Key_N); // puzzle 2 left half-way: not recorded
            QCOMPARE(w.game().round().dailySetPosition, 2);
        }
        MainWindow w(time, 2, test::quietSettings(), &history);
        w.setToday(kToday);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playDailySet();
        QCOMPARE(w.game().round().dailySetPosition, 2);
        DailySetStrip *strip = w.view()->dailySetStrip();
        QCOMPARE(strip->puzzleButton(1)->text(), QStringLiteral("★★★"));
        w.game().showAnswer();
        waitForReveal(w);
        QTest::mouseClick(strip->puzzleButton(1), Qt::LeftButton);
        QCOMPARE(w.game().round().dailySetPosition, 1);
        QVERIFY(w.game().round().dailySetPractice);
        w.game().showAnswer();
        waitForReveal(w);
        QCOMPARE(strip->puzzleButton(1)->text(), QStringLiteral("★★★")); // the attempt's
    }

    // A past day's set from the archive: practice, its stars this session's only.
    void aPastSetFromTheArchive()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        MainWindow w(time, 1, test::quietSettings(), &history);
        w.setToday(kToday);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString dayText;
        QTimer::singleShot(0, &w, [&] {
            auto *archive = qobject_cast<DailyArchiveDialog *>(QApplication::activeModalWidget());
            if (!archive)
                return;
            archive->calendar()->setSelectedDate(QDate(2026, 12, 1));
            dayText = archive->dayText();
            QTest::mouseClick(archive->playSetButton(), Qt::LeftButton);
        });
        QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY2(dayText.contains(QStringLiteral("Set: not played")), qPrintable(dayText));
        QCOMPARE(w.game().round().dailySetDate, QDate(2026, 12, 1));
        QVERIFY(w.game().round().dailySetPractice);
        QCOMPARE(w.view()->dailySetStrip()->titleText(),
                 QStringLiteral("Set #335 · practice · 0 of 15 stars"));
        answer(w);
        waitForReveal(w);
        QCOMPARE(w.view()->dailySetStrip()->puzzleButton(1)->text(), QStringLiteral("★★★"));
        auto *share =
            w.view()->revealPanel()->findChild<QPushButton *>(QStringLiteral("shareButton"));
        QVERIFY(!share->isVisible()); // practice is not shared
        if (!w.game().solverSolutions()) {
            QSignalSpy ready(&w.game(), &GameController::solutionsReady);
            QVERIFY(ready.wait(10000));
        }
        QTest::keyClick(&w, Qt::Key_N);
        QVERIFY(!history.rounds().empty());
        for (const RoundRecord &round : history.rounds())
            QVERIFY(!round.dailySetDate.isValid()); // no attempt recorded
    }
};

QTEST_MAIN(TestDailySetPlay)
#include "tst_dailysetplay.moc"
