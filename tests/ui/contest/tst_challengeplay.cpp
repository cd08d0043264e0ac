// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A challenge between two friends, each at their own window and history, with nothing between
// them but the clipboard (their chat), played as players do: a round played and sent by
// Ctrl+Shift+C (the name asked once), the message pasted into the other window by Ctrl+V, the same
// round played and its reveal showing both results and who won, the reply copied from the
// reveal by the mouse, and the reply read in the first window (Game → Play a challenge) saying who
// won, and both players' statistics counting it against the other. Then what a stranger's text
// can do: nothing but be refused, said, and shown as plain text.
#include "answerfield.h"
#include "boardpanel.h"
#include "challengecode.h"
#include "challengedialogs.h"
#include "challengersview.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "guidedround.h"
#include "guidedroundpanel.h"
#include "headerbar.h"
#include "history.h"
#include "mainwindow.h"
#include "playingkeys.h"
#include "revealpanel.h"
#include "roundclock.h"
#include "solver.h"
#include "statisticswindow.h"
#include "theme.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <functional>

using namespace countdown;
using namespace countdown::ui;

namespace {

void waitForReveal(MainWindow &w)
{
    if (w.game().phase() != Phase::Revealed) {
        QSignalSpy revealed(&w.game(), &GameController::revealed);
        QVERIFY(revealed.wait(10000));
    }
}

// After `seconds` on the clock, the solver's exact answer typed by keys and declared with Enter.
void answerExactly(MainWindow &w, ManualTimeSource &time, int seconds)
{
    time.advance(seconds * 1000);
    w.game().updateTime();
    const std::optional<BestAnswer> best =
        Solver(w.game().tiles(), SolveMode::DropAllowed).best(w.game().target());
    QVERIFY(best && best->distance == 0);
    AnswerField *field = w.view()->boardPanel()->answerField();
    field->setFocus();
    QTest::keyClicks(field, best->expression.toString());
    QTest::keyClick(field, Qt::Key_Return);
    waitForReveal(w);
}

// Runs `act` on the modal dialog of type D that the next turn of the event loop shows; `seen`
// says whether one showed. A dialog `act` leaves open (a check failed in it) is closed, so that
// the test goes on to report the failure.
template <typename D>
void onNextDialog(bool &seen, std::function<void(D &)> act)
{
    QTimer::singleShot(0, [&seen, act] {
        QPointer<D> dialog = qobject_cast<D *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        seen = true;
        act(*dialog);
        if (dialog && dialog->isVisible())
            dialog->reject();
    });
}

void activate(QWidget &window)
{
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

QString statusOf(MainWindow &w)
{
    return w.statusBar()->currentMessage();
}

// The verdict's text when the next code opened is a reply (a message box says who won).
QString verdictOf(std::function<void()> open)
{
    bool shown = false;
    QString verdict;
    onNextDialog<QMessageBox>(shown, [&verdict](QMessageBox &box) {
        verdict = box.text();
        // For people to look at: the box as it opened.
        const QString folder =
            QCoreApplication::applicationDirPath() + QStringLiteral("/contest-png");
        QDir().mkpath(folder);
        static int count = 0;
        box.grab().save(QStringLiteral("%1/verdict-%2.png").arg(folder).arg(++count));
        box.accept();
    });
    open();
    return shown ? verdict : QStringLiteral("(no verdict shown)");
}

// Game → Statistics (Ctrl+T), then its Challenges tab by its mnemonic: the table's rows as shown,
// each "friend|challenges|won|drawn|lost"; "(no tab)" when there is none.
QStringList challengersShown(MainWindow &w)
{
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w))
        return {QStringLiteral("(the window did not become active)")};
    QTest::keyClick(&w, Qt::Key_T, Qt::ControlModifier);
    auto *statistics = w.findChild<StatisticsWindow *>();
    if (!statistics || !QTest::qWaitForWindowExposed(statistics))
        return {QStringLiteral("(no statistics window)")};
    ChallengersView *view = statistics->challengersView();
    if (statistics->tabs()->indexOf(view) < 0)
        return {QStringLiteral("(no tab)")};
    QTest::keyClick(statistics, Qt::Key_L, Qt::AltModifier);
    QStringList rows;
    if (statistics->tabs()->currentWidget() != view)
        rows << QStringLiteral("(the tab's mnemonic did not show it)");
    QTableWidget *table = view->table();
    for (int row = 0; row < table->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column <= ChallengersView::LostColumn; ++column)
            cells << table->item(row, column)->text();
        rows << cells.join(QLatin1Char('|'));
    }
    statistics->close();
    return rows;
}

struct Player {
    QTemporaryDir dir;
    HistoryStore history{dir.filePath(QStringLiteral("history.sqlite"))};
    ManualTimeSource time;
    MainWindow window;
    explicit Player(quint64 seed)
        : window(time, seed, test::quietSettings(), &history)
    {
    }
};

} // namespace

class TestChallengePlay : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        static QTranslator english;
        QVERIFY(english.load(QStringLiteral(COUNTDOWN_EN_QM)));
        QCoreApplication::installTranslator(&english);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }

    void twoFriendsTradeAChallenge()
    {
        Player anna(1);
        Player ben(2);
        MainWindow &a = anna.window;
        MainWindow &b = ben.window;
        a.show();
        QVERIFY(QTest::qWaitForWindowExposed(&a));

        // Anna plays a round of two large numbers, exact in 20 s. Before the reveal there is
        // nothing to send.
        QTest::keyClick(&a, Qt::Key_2);
        const std::vector<Number> tiles = a.game().tiles();
        const Number target = a.game().target();
        answerExactly(a, anna.time, 20);
        QPushButton *challenge = a.view()->revealPanel()->challengeButton();
        QVERIFY(challenge->isVisible());
        QCOMPARE(challenge->text(), QStringLiteral("Cha&llenge"));

        // Ctrl+Shift+C: her name is asked (none yet), the message made with it, copied.
        bool asked = false;
        QString shownMessage;
        onNextDialog<ChallengeSendDialog>(asked, [&shownMessage](ChallengeSendDialog &d) {
            QVERIFY(d.nameField()->text().isEmpty());
            QTest::keyClicks(d.nameField(), QStringLiteral("Anna"));
            shownMessage = d.message();
            QTest::keyClick(d.nameField(), Qt::Key_Return);
        });
        QTest::keyClick(&a, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(asked);
        QCOMPARE(a.settings().challengerName, QStringLiteral("Anna"));
        const QString message = QGuiApplication::clipboard()->text();
        QCOMPARE(message, shownMessage);
        QVERIFY2(message.startsWith(QStringLiteral("I made %1 in 20.0 s").arg(target)),
                 qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("countdown-numbers://challenge/")));
        QVERIFY(statusOf(a).contains(QStringLiteral("Challenge copied")));

        // Ben pastes her whole message into his window: her round, by her rules, is played.
        b.show();
        QVERIFY(QTest::qWaitForWindowExposed(&b));
        activate(b);
        QTest::keyClick(&b, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(b.game().phase(), Phase::Running);
        QCOMPARE(b.game().tiles(), tiles);
        QCOMPARE(b.game().target(), target);
        QVERIFY(b.game().round().challenge.has_value());
        QVERIFY2(b.view()->headerBar()->roundText().startsWith(
                     QStringLiteral("Challenge: beat %1 (Anna) · ").arg(target)),
                 qPrintable(b.view()->headerBar()->roundText()));

        // Exact in 12 s: his reveal shows both results, and that he won.
        answerExactly(b, ben.time, 12);
        const QString results = b.view()->revealPanel()->challengeResultText();
        QCOMPARE(results, QStringLiteral("You win  —  Anna: %1, exact, in 20.0 s  ·  You: %1, "
                                         "exact, in 12.0 s")
                              .arg(target));
        auto *resultsLine =
            b.view()->revealPanel()->findChild<QLabel *>(QStringLiteral("challengeResult"));
        QCOMPARE(textRole(resultsLine), TextRole::Good); // a win in the colour of a good result
        QPushButton *reply = b.view()->revealPanel()->challengeButton();
        QCOMPARE(reply->text(), QStringLiteral("&Reply"));

        // "Reply" by the mouse: his name asked, the reply copied.
        asked = false;
        onNextDialog<ChallengeSendDialog>(asked, [](ChallengeSendDialog &d) {
            QCOMPARE(d.windowTitle(), QStringLiteral("Reply to the challenge"));
            QTest::keyClicks(d.nameField(), QStringLiteral("Ben"));
            QTest::mouseClick(d.copyButton(), Qt::LeftButton);
        });
        QTest::mouseClick(reply, Qt::LeftButton);
        QVERIFY(asked);
        const QString replyMessage = QGuiApplication::clipboard()->text();
        QVERIFY2(replyMessage.startsWith(
                     QStringLiteral("My reply to your Countdown Numbers challenge: %1 in 12.0 s")
                         .arg(target)),
                 qPrintable(replyMessage));
        // The history keeps the round as a challenge, with Anna's result.
        const std::vector<RoundRecord> kept = ben.history.rounds();
        QCOMPARE(kept.size(), std::size_t(1));
        QVERIFY(!kept.front().challengeCode.isEmpty());

        // Anna: Game → Play a challenge (Ctrl+Shift+V) finds the reply in the clipboard; its
        // button says who won, at once.
        activate(a);
        bool read = false;
        bool verdictShown = false;
        QString verdict;
        onNextDialog<ChallengeCodeDialog>(read, [&verdictShown, &verdict](ChallengeCodeDialog &d) {
            QVERIFY(d.challenge().has_value());
            QCOMPARE(d.playButton()->text(), QStringLiteral("&See who won"));
            onNextDialog<QMessageBox>(verdictShown, [&verdict](QMessageBox &box) {
                verdict = box.text();
                box.accept();
            });
            QTest::keyClick(d.codeField(), Qt::Key_Return);
        });
        QTest::keyClick(&a, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(read);
        QVERIFY(verdictShown);
        QCOMPARE(verdict, QStringLiteral("Ben wins.\n\nTarget %1.\nYou: %1, exact, in 20.0 s\n"
                                         "Ben: %1, exact, in 12.0 s\n\nCounted in your "
                                         "statistics (Game → Statistics, Challenges).")
                              .arg(target));
        QCOMPARE(a.game().phase(), Phase::Revealed); // her round is not played again

        // Her statistics show it against Ben, beside her own figures (her round counts there).
        QCOMPARE(challengersShown(a), QStringList{QStringLiteral("Ben|1|0|0|1")});
        QVERIFY(!a.findChild<StatisticsWindow *>()->isShowingEmptyState());
        // The same reply pasted again counts once.
        activate(a);
        const QString again =
            verdictOf([&a] { QTest::keyClick(&a, Qt::Key_V, Qt::ControlModifier); });
        QVERIFY2(again.endsWith(QStringLiteral("Counted in your statistics already: a reply "
                                               "counts once.")),
                 qPrintable(again));
        QCOMPARE(challengersShown(a), QStringList{QStringLiteral("Ben|1|0|0|1")});

        // Ben's statistics count his round against Anna. A round from a code is a custom round:
        // no figure of his counts it, yet the tab is there.
        activate(b);
        QCOMPARE(challengersShown(b), QStringList{QStringLiteral("Anna|1|1|0|0")});
        QVERIFY(b.findChild<StatisticsWindow *>()->isShowingEmptyState());
        // His own reply, pasted back into his window, is his: "You win", and it counts as the
        // round he played, not a second time.
        QGuiApplication::clipboard()->setText(replyMessage);
        activate(b);
        const QString own =
            verdictOf([&b] { QTest::keyClick(&b, Qt::Key_V, Qt::ControlModifier); });
        QCOMPARE(own, QStringLiteral("You win.\n\nTarget %1.\nAnna: %1, exact, in 20.0 s\n"
                                     "You: %1, exact, in 12.0 s")
                          .arg(target));
        QVERIFY(ben.history.challengeReplies().empty());
        QCOMPARE(challengersShown(b), QStringList{QStringLiteral("Anna|1|1|0|0")});
    }

    // A stranger's text: what is not a code is said in the status bar, and nothing starts; the
    // dialog says what is wrong as it is typed; names are never markup.
    void strangersTextIsRefusedAndShownPlain()
    {
        Player p(3);
        MainWindow &w = p.window;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QGuiApplication::clipboard()->setText(QStringLiteral("see you tomorrow at 7?"));
        QTest::keyClick(&w, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w.game().phase(), Phase::Idle);
        QCOMPARE(statusOf(w), QStringLiteral("Not a challenge: There is no challenge code in this "
                                             "text: a code looks like 1B83-409D-KH50-0T20-EH."));

        Challenge sent;
        sent.tiles = {100, 75, 3, 7, 9, 2};
        sent.target = 834;
        sent.sender = ChallengeResult{QStringLiteral("<b>Mallory</b>"), 830, 5, 23'500, 0};
        QString code = challengeCode(sent);
        QString mistyped = code;
        mistyped[2] = mistyped[2] == QLatin1Char('7') ? QLatin1Char('8') : QLatin1Char('7');
        QGuiApplication::clipboard()->setText(mistyped);
        QTest::keyClick(&w, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w.game().phase(), Phase::Idle);
        QVERIFY(statusOf(w).contains(QStringLiteral("mistyped")));

        // Typed into the dialog: the problem, then what the code holds, the name as written.
        bool shown = false;
        onNextDialog<ChallengeCodeDialog>(shown, [&mistyped, &code](ChallengeCodeDialog &d) {
            QVERIFY(d.codeField()->text().isEmpty()); // the clipboard's text does not read
            QTest::keyClicks(d.codeField(), mistyped);
            QVERIFY(!d.playButton()->isEnabled());
            QVERIFY(d.feedback().startsWith(QStringLiteral("The code is mistyped")));
            d.codeField()->clear();
            QTest::keyClicks(d.codeField(), code.toLower());
            QVERIFY(d.playButton()->isEnabled());
            QCOMPARE(
                d.feedback(),
                QStringLiteral("<b>Mallory</b>'s challenge: 6 numbers, target 834, a 30-second "
                               "clock. <b>Mallory</b>: 830, 4 away, in 23.5 s."));
            auto *feedback = d.findChild<QLabel *>(QStringLiteral("challengeFeedback"));
            QCOMPARE(feedback->textFormat(), Qt::PlainText);
            QTest::keyClick(d.codeField(), Qt::Key_Return);
        });
        QTest::keyClick(&w, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(shown);
        QCOMPARE(w.game().phase(), Phase::Running);
        QCOMPARE(w.game().target(), 834);
        w.game().declare();
        waitForReveal(w);
        QCOMPARE(
            w.view()->revealPanel()->challengeResultText(),
            QStringLiteral("<b>Mallory</b> wins  —  <b>Mallory</b>: 830, 4 away, in 23.5 s  ·  "
                           "You: no answer"));
        auto *results =
            w.view()->revealPanel()->findChild<QLabel *>(QStringLiteral("challengeResult"));
        QCOMPARE(results->textFormat(), Qt::PlainText);
        QCOMPARE(textRole(results), TextRole::Warning); // lost
    }

    // A new player who opens a friend's link finds the guided first round waiting for a pick: the
    // challenge is played as the friend sent it (what to beat in the header, its clock), and the
    // guided round is offered again later rather than counted as seen.
    void aNewPlayersFirstChallengeIsTheChallenge()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
        ManualTimeSource time;
        AppSettings firstStart = test::quietSettings();
        firstStart.guidedRoundDone = false;
        MainWindow w(time, 5, firstStart, &history);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.view()->guidedRound()->isActive());
        QVERIFY(w.view()->guidedRoundPanel()->isVisible());

        Challenge challenge;
        challenge.tiles = {100, 75, 3, 7, 9, 2};
        challenge.target = 834;
        challenge.sender = ChallengeResult{QStringLiteral("Anna"), 830, 7, 23'500, 0};
        QVERIFY(w.openChallenge(challengeLink(challenge)));
        QCOMPARE(w.game().phase(), Phase::Running);
        QVERIFY(!w.view()->guidedRound()->isActive());
        QVERIFY(!w.view()->guidedRoundPanel()->isVisible());
        QVERIFY(w.view()->headerBar()->isVisible());
        QVERIFY2(w.view()->headerBar()->roundText().startsWith(
                     QStringLiteral("Challenge: beat 830 (Anna)")),
                 qPrintable(w.view()->headerBar()->roundText()));
        QCOMPARE(w.game().round().clockMs, qint64(30'000));
        QVERIFY(!w.settings().guidedRoundDone);
    }

    // A round is played: a pasted code waits for it (the answer field takes its own paste).
    void aCodeDoesNotInterruptARound()
    {
        Player p(4);
        MainWindow &w = p.window;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_1);
        const Number target = w.game().target();
        Challenge sent;
        sent.tiles = {100, 75, 3, 7, 9, 2};
        sent.target = 834 == target ? 835 : 834;
        QGuiApplication::clipboard()->setText(challengeLink(sent));
        w.view()->boardPanel()->answerField()->setFocus();
        QTest::keyClick(w.view()->boardPanel()->answerField(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w.game().target(), target);
        QCOMPARE(w.game().phase(), Phase::Running);
        // Elsewhere in the window, Ctrl+V during the round: the round goes on, the status says why.
        w.view()->setFocus();
        QTest::keyClick(&w, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w.game().target(), target);
        QCOMPARE(w.game().phase(), Phase::Running);
        QVERIFY(!statusOf(w).isEmpty());
    }
};

QTEST_MAIN(TestChallengePlay)
#include "tst_challengeplay.moc"
