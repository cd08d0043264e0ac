// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A game is never thrown away by one key: an action that starts another game while one is under
// way, with a round played, asks first; and a finished game always shows its scoreboard before
// anything else starts.
#include "gamecontroller.h"
#include "gameview.h"
#include "mainwindow.h"
#include "scoreboard.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

using namespace countdown;
using namespace countdown::ui;

namespace {

const Puzzle kPuzzle952{{25, 50, 75, 100, 3, 6}, 952};
const auto kExact952 = QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25");
const QStringList kPeople{QStringLiteral("Anna"), QStringLiteral("Ben")};

AppSettings testSettings()
{
    AppSettings s;
    s.game.reducedMotion = true;
    s.game.roundsPerGame = 3;
    s.sound = false;
    s.guidedRoundDone = true;
    return s;
}

bool waitForReveal(MainWindow &w)
{
    return QTest::qWaitFor([&] { return w.game().phase() == Phase::Revealed; }, 30'000);
}

// A round at one machine: Anna exact and shown, Ben nothing.
bool playPeoplesRound(MainWindow &w)
{
    GameController &game = w.game();
    if (!game.startCustomRound(kPuzzle952))
        return false;
    game.declare();
    if (!game.declareValue(952) || !game.declareValue(std::nullopt))
        return false;
    game.setTypedAnswer(kExact952);
    game.showMethod();
    return waitForReveal(w);
}

// Answers the next message box with the button whose text starts with `answer` (its mnemonic
// left out), and says what it asked.
void answerNextQuestion(const QString &answer, QString *asked)
{
    QTimer::singleShot(0, [answer, asked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        *asked = box->text();
        for (QAbstractButton *b : box->buttons()) {
            if (b->text().remove(QLatin1Char('&')).startsWith(answer)) {
                QTest::mouseClick(b, Qt::LeftButton);
                return;
            }
        }
    });
}

} // namespace

class TestEndingGames : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> shownWindow(ManualTimeSource &time)
    {
        auto w = std::make_unique<MainWindow>(time, 1, testSettings());
        w->resize(1100, 720);
        w->show();
        if (!QTest::qWaitForWindowActive(w.get()))
            QTest::qFail("the window was not shown", __FILE__, __LINE__);
        return w;
    }

private Q_SLOTS:
    // Ctrl+N in round 2 of 3 of a family game asks; "Keep playing" keeps it as it was.
    void newGameAsksDuringAGame()
    {
        ManualTimeSource time;
        auto w = shownWindow(time);
        GameController &game = w->game();
        QVERIFY(game.startOneMachineGame(kPeople));
        QVERIFY(playPeoplesRound(*w));
        QTest::keyClick(w.get(), Qt::Key_N);
        QCOMPARE(game.phase(), Phase::Idle);
        const std::vector<int> totals = game.progress().seatTotals();
        QCOMPARE(totals, (std::vector<int>{10, 0}));

        QString asked;
        answerNextQuestion(QStringLiteral("Keep playing"), &asked);
        QTest::keyClick(w.get(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(asked, QStringLiteral("Round 2 of 3 is next. End this game now? The rounds "
                                       "played so far are kept in your history."));
        QVERIFY(game.progress().isOneMachineGame());
        QCOMPARE(game.progress().seatTotals(), totals);
        QCOMPARE(game.progress().summary().size(), std::size_t(1));
        // Offscreen, no window manager gives the window back its focus after the question.
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));

        // Asked again, "End the game": a new game of one's own.
        asked.clear();
        answerNextQuestion(QStringLiteral("End the game"), &asked);
        QTest::keyClick(w.get(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(asked, QStringLiteral("Round 2 of 3 is next. End this game now? The rounds "
                                       "played so far are kept in your history."));
        QVERIFY(!game.progress().isOneMachineGame());
        QVERIFY(game.inGame());
        QVERIFY(game.progress().summary().empty());
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        // Before a round of it is played there is nothing to lose: no question.
        asked.clear();
        w->statusBar()->clearMessage();
        answerNextQuestion(QStringLiteral("End the game"), &asked);
        QTest::keyClick(w.get(), Qt::Key_N, Qt::ControlModifier);
        QVERIFY(asked.isEmpty());
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("A new game of 3 rounds."));
        QCoreApplication::processEvents(); // the answer's timer, which found no question
    }

    // On the last round's reveal, C (a round of one's own numbers) shows the scoreboard first.
    void lastRoundShowsTheScoreboardFirst()
    {
        ManualTimeSource time;
        auto w = shownWindow(time);
        GameController &game = w->game();
        QVERIFY(game.startOneMachineGame(kPeople));
        for (int round = 0; round < 3; ++round) {
            QVERIFY(playPeoplesRound(*w));
            if (round < 2)
                game.nextRound();
        }
        QVERIFY(game.isGameOver());
        QVERIFY(w->view()->currentPage() != static_cast<QWidget *>(w->view()->scoreboard()));
        bool dialogOpened = false;
        QTimer::singleShot(0, [&dialogOpened] {
            if (QWidget *dialog = QApplication::activeModalWidget()) {
                dialogOpened = true;
                dialog->close();
            }
        });
        QTest::keyClick(w.get(), Qt::Key_C);
        QCOMPARE(w->view()->currentPage(), static_cast<QWidget *>(w->view()->scoreboard()));
        QVERIFY(!dialogOpened);
        QCOMPARE(w->view()->scoreboard()->totalText(),
                 QStringLiteral("Anna 30 · Ben 0. Anna wins!"));
        QCoreApplication::processEvents();
    }
};

QTEST_MAIN(TestEndingGames)
#include "tst_endinggames.moc"
