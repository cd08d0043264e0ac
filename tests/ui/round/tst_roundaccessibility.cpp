// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A round as a screen reader follows it, in process: the clock is a timer whose name and value
// say the time left as the (injected) clock goes on; in a round of 30 s played by keys, the clock
// speaks up at 20, 10 and 5 seconds left and at the time up, and nothing else speaks while only
// the time goes by; a tile chosen and a tile used say so in state changes; the working's value
// and the reveal are texts that change once per change.
//
// Recording the events: with Qt 6.4 on the offscreen platform QAccessible::isActive() stays false
// (QAccessible::setActive() only tells observers; the platform's own flag is private API), and
// an update handler is then never called. Every event still reaches the platform's accessibility
// bridges, so the test links in a bridge plugin of its own that records them; where accessibility
// is active (another platform, a later Qt), the update handler records them instead.
#include "boardpanel.h"
#include "clockpanel.h"
#include "clockwidget.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "mainwindow.h"
#include "playingkeys.h"
#include "revealpanel.h"
#include "roundaccessibility.h"
#include "tilerack.h"
#include "tilewidget.h"
#include "windowstages.h"
#include "workingview.h"

#include <QAccessible>
#include <QAccessibleBridge>
#include <QAccessibleBridgePlugin>
#include <QApplication>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QtPlugin>

#include <algorithm>

using namespace countdown;
using namespace countdown::ui;

namespace {

struct Recorded {
    QAccessible::Event type;
    QPointer<QObject> object;
    QString text;               // the name or description it changed to, or the announcement
    QAccessible::State changed; // for a state change
};

QList<Recorded> &recorded()
{
    static QList<Recorded> events;
    return events;
}

void record(QAccessibleEvent *event)
{
    Recorded r{event->type(), event->object(), {}, {}};
    QAccessibleInterface *iface = event->accessibleInterface();
    if (event->type() == QAccessible::NameChanged && iface)
        r.text = iface->text(QAccessible::Name);
    else if (event->type() == QAccessible::DescriptionChanged && iface)
        r.text = iface->text(QAccessible::Description);
    else if (event->type() == QAccessible::StateChanged)
        r.changed = static_cast<QAccessibleStateChangeEvent *>(event)->changedStates();
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    else if (event->type() == QAccessible::Announcement)
        r.text = static_cast<QAccessibleAnnouncementEvent *>(event)->message();
#endif
    recorded().append(r);
}

class RecordingBridge : public QAccessibleBridge {
public:
    void setRootObject(QAccessibleInterface *) override {}
    void notifyAccessibilityUpdate(QAccessibleEvent *event) override { record(event); }
};

#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
constexpr QAccessible::Event kAnnouncement = QAccessible::Announcement;
#else
constexpr QAccessible::Event kAnnouncement = QAccessible::InvalidEvent; // none before Qt 6.8
#endif

// What a screen reader would speak of unasked: a name or a description changed, an announcement.
bool isSpoken(QAccessible::Event type)
{
    return type == kAnnouncement || type == QAccessible::NameChanged
           || type == QAccessible::DescriptionChanged;
}

QList<Recorded> spokenEvents()
{
    QList<Recorded> spoken;
    for (const Recorded &r : std::as_const(recorded()))
        if (isSpoken(r.type))
            spoken.append(r);
    return spoken;
}

QList<Recorded> eventsOf(const QObject *object, QAccessible::Event type)
{
    QList<Recorded> found;
    for (const Recorded &r : std::as_const(recorded()))
        if (r.object == object && r.type == type)
            found.append(r);
    return found;
}

// The texts the spoken events carried, as "object: text" (for messages).
QString describe(const QList<Recorded> &events)
{
    QStringList lines;
    for (const Recorded &r : events)
        lines << QStringLiteral("%1 %2: %3")
                     .arg(r.object ? QString::fromLatin1(r.object->metaObject()->className())
                                   : QStringLiteral("?"))
                     .arg(int(r.type))
                     .arg(r.text);
    return lines.join(QStringLiteral("; "));
}

#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
constexpr qsizetype kEventsPerMoment = 2;
#else
constexpr qsizetype kEventsPerMoment = 1;
#endif

const Puzzle kPuzzle952{{25, 50, 75, 100, 3, 6}, 952};

} // namespace

// Outside any namespace: Q_IMPORT_PLUGIN names the class as it is written.
class RecordingBridgePlugin : public QAccessibleBridgePlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID "org.qt-project.Qt.QAccessibleBridgeFactoryInterface" FILE
                          "../../data/accessibility-recorder.json")
public:
    QAccessibleBridge *create(const QString &) override
    {
        // Qt deletes its bridges only where the platform cleans up, which offscreen does not: the
        // last one made is kept reachable here, so that LeakSanitizer does not count it.
        static QAccessibleBridge *made = nullptr;
        made = new RecordingBridge;
        return made;
    }
};
Q_IMPORT_PLUGIN(RecordingBridgePlugin)

class TestRoundAccessibility : public QObject {
    Q_OBJECT

    // A window on the 952 puzzle, its clock of 30 s running; what the window said before the
    // round started is forgotten.
    std::unique_ptr<MainWindow> runningWindow(ManualTimeSource &time)
    {
        auto w = std::make_unique<MainWindow>(time, 1, countdown::test::quietSettings());
        w->resize(1100, 720);
        w->show();
        if (!QTest::qWaitForWindowActive(w.get()))
            QTest::qFail("the window was not shown", __FILE__, __LINE__);
        recorded().clear();
        if (!w->game().startCustomRound(kPuzzle952))
            QTest::qFail("the round did not start", __FILE__, __LINE__);
        return w;
    }

    static void tick(MainWindow &w, ManualTimeSource &time, qint64 ms)
    {
        time.advance(ms);
        w.game().updateTime();
        QCoreApplication::processEvents();
    }

    static void waitForSolutions(MainWindow &w)
    {
        QVERIFY(QTest::qWaitFor(
            [&] { return w.game().phase() == Phase::Revealed && w.game().solverSolutions(); },
            30'000));
        QCoreApplication::processEvents();
    }

private Q_SLOTS:
    void initTestCase()
    {
        installRoundAccessibility();
        QAccessible::installUpdateHandler(record);
        QAccessible::setActive(true);
    }
    void init() { recorded().clear(); }

    void clockIsATimerWithAValue();
    void clockSpeaksOnlyAtItsMoments();
    void tilesSayWhenChosenAndUsed();
    void workingAndRevealAreSaidOncePerChange();
    void aHintIsSaidOnce();
    void declarationsAtOneMachineAreSaid();
};

void TestRoundAccessibility::clockIsATimerWithAValue()
{
    ManualTimeSource time;
    auto w = runningWindow(time);
    ClockWidget *clock = w->view()->clockPanel()->clock();
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(clock);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::ProgressBar);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Clock: 30 seconds left"));
    QAccessibleValueInterface *value = iface->valueInterface();
    QVERIFY(value);
    QCOMPARE(value->currentValue().toInt(), 30);
    QCOMPARE(value->minimumValue().toInt(), 0);
    QCOMPARE(value->maximumValue().toInt(), 30);

    // The name and the value go down with the injected clock; the maximum stays.
    tick(*w, time, 11'500);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Clock: 19 seconds left"));
    QCOMPARE(value->currentValue().toInt(), 19);
    tick(*w, time, 500);
    QCOMPARE(value->currentValue().toInt(), 18);
    QCOMPARE(value->maximumValue().toInt(), 30);
    // The seconds under the clock read as they show, without a change event every second.
    QAccessibleInterface *seconds =
        QAccessible::queryAccessibleInterface(w->view()->clockPanel()->findChild<SecondsLabel *>());
    QVERIFY(seconds);
    QCOMPARE(seconds->text(QAccessible::Name), QStringLiteral("18 s left"));

    // Stopped early, then no clock between rounds.
    w->game().declare();
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Clock: stopped after 12 s"));
    QCOMPARE(value->currentValue().toInt(), 18);
    waitForSolutions(*w);
    w->game().nextRound();
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Clock: no clock"));
    QCOMPARE(value->maximumValue().toInt(), 0);
}

// Second by second through a round of 30 s: what was spoken while only the time went on is the
// clock's description at 20, 10 and 5 seconds left, then "Time is up"; never a second's tick.
void TestRoundAccessibility::clockSpeaksOnlyAtItsMoments()
{
    ManualTimeSource time;
    auto w = runningWindow(time);
    ClockWidget *clock = w->view()->clockPanel()->clock();
    QCOMPARE(clock->accessibleDescription(), QStringLiteral("30 seconds left"));
    const qsizetype atStart = eventsOf(clock, QAccessible::DescriptionChanged).size();
    QVERIFY2(atStart <= 1, qPrintable(describe(recorded())));

    countdown::test::typeKeys(
        QStringLiteral("4+5")); // a step by keys: 100 + 3 (its own events, not the clock's)
    QList<Recorded> whileTicking;
    for (int second = 1; second < 30; ++second) {
        recorded().clear();
        tick(*w, time, 1'000);
        whileTicking += spokenEvents();
    }
    QStringList said;
    for (const Recorded &r : std::as_const(whileTicking)) {
        QVERIFY2(r.object == clock, qPrintable(describe(whileTicking)));
        said << r.text;
    }
    // With Qt 6.8 each moment is said twice: the description and the announcement.
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QCOMPARE(said,
             (QStringList{QStringLiteral("20 seconds left"), QStringLiteral("20 seconds left"),
                          QStringLiteral("10 seconds left"), QStringLiteral("10 seconds left"),
                          QStringLiteral("5 seconds left"), QStringLiteral("5 seconds left")}));
#else
    QCOMPARE(said,
             (QStringList{QStringLiteral("20 seconds left"), QStringLiteral("10 seconds left"),
                          QStringLiteral("5 seconds left")}));
#endif

    recorded().clear();
    tick(*w, time, 1'000);
    QVERIFY(w->game().phase() != Phase::Running);
    const QList<Recorded> timeUp = eventsOf(clock, QAccessible::DescriptionChanged);
    QCOMPARE(timeUp.size(), 1);
    QCOMPARE(timeUp.front().text, QStringLiteral("Time is up"));
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QCOMPARE(eventsOf(clock, QAccessible::Announcement).size(), 1);
#endif
    // The whole round, in changes of the clock's description: the start, 20, 10, 5, the time up.
    QVERIFY(atStart + said.size() / kEventsPerMoment + timeUp.size() <= 6);
}

// Chosen: checked; used: disabled; back after an undo: available again. A made tile says how.
void TestRoundAccessibility::tilesSayWhenChosenAndUsed()
{
    ManualTimeSource time;
    auto w = runningWindow(time);
    TileRack *rack = w->view()->boardPanel()->rack();
    TileWidget *hundred = rack->tileAt(3);
    TileWidget *three = rack->tileAt(4);
    QAccessibleInterface *hundredIface = QAccessible::queryAccessibleInterface(hundred);
    QAccessibleInterface *threeIface = QAccessible::queryAccessibleInterface(three);
    QVERIFY(hundredIface && threeIface);
    QCOMPARE(hundredIface->text(QAccessible::Name), QStringLiteral("Tile 100"));
    QVERIFY(hundredIface->state().focusable);
    QVERIFY(!hundredIface->state().checked);
    QVERIFY(!threeIface->state().disabled);

    recorded().clear();
    countdown::test::typeKeys(QStringLiteral("4"));
    QVERIFY(hundredIface->state().checked);
    const QList<Recorded> chosen = eventsOf(hundred, QAccessible::StateChanged);
    QCOMPARE(chosen.size(), 1);
    QVERIFY(chosen.front().changed.checked);

    recorded().clear();
    countdown::test::typeKeys(QStringLiteral("+5"));
    QVERIFY(threeIface->state().disabled);
    const QList<Recorded> used = eventsOf(three, QAccessible::StateChanged);
    QCOMPARE(used.size(), 1);
    QVERIFY(used.front().changed.disabled);
    // The new tile in the hundred's place, chosen to go on with, and what it was made of.
    QCOMPARE(hundredIface->text(QAccessible::Name), QStringLiteral("Tile 103, selected"));
    QCOMPARE(hundredIface->text(QAccessible::Description),
             QStringLiteral("Made by you, 103: 100 + 3"));

    recorded().clear();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backspace);
    QVERIFY(!threeIface->state().disabled);
    QCOMPARE(eventsOf(three, QAccessible::StateChanged).size(), 1);
    QVERIFY(hundredIface->text(QAccessible::Name).startsWith(QStringLiteral("Tile 100")));
}

// The working's value and distance, and the reveal's result, answer and count of solutions: one
// change event each time they change, none when they are set again unchanged.
void TestRoundAccessibility::workingAndRevealAreSaidOncePerChange()
{
    ManualTimeSource time;
    auto w = runningWindow(time);
    WorkingView *working = w->view()->boardPanel()->workingView();
    countdown::test::typeKeys(QStringLiteral("4+5"));
    QCOMPARE(working->statusText(), QStringLiteral("103 — 849 away"));
    const auto timesChanged = [](const QString &text) {
        qsizetype times = 0;
        for (const Recorded &r : spokenEvents())
            times += r.text == text && r.type != kAnnouncement ? 1 : 0;
        return times;
    };
    QCOMPARE(timesChanged(working->statusText()), 1);

    recorded().clear();
    tick(*w, time, 2'000); // time alone: the working is not said again
    for (const Recorded &r : spokenEvents())
        QVERIFY2(r.text != working->statusText(), qPrintable(describe(spokenEvents())));

    recorded().clear();
    tick(*w, time, 28'000);
    waitForSolutions(*w);
    RevealPanel *reveal = w->view()->revealPanel();
    QVERIFY(reveal->resultText().startsWith(QStringLiteral("You: 103")));
    QCOMPARE(timesChanged(reveal->resultText()), 1);
    QCOMPARE(timesChanged(reveal->solutionsText()), 1);
    QCOMPARE(timesChanged(reveal->answerText() + QStringLiteral(", exact")), 1);
}

// A hint taken by its key is said, once: its sentence is the board's message, a label whose name
// changes with it.
void TestRoundAccessibility::aHintIsSaidOnce()
{
    ManualTimeSource time;
    auto w = runningWindow(time);
    QVERIFY(QTest::qWaitFor([&] { return w->game().canTakeHint(); }, 30'000));
    recorded().clear();
    QTest::keyClick(w.get(), Qt::Key_H);
    QCOMPARE(w->game().hintsTaken(), 1);
    QCoreApplication::processEvents();
    qsizetype said = 0;
    for (const Recorded &r : spokenEvents())
        said +=
            r.type != kAnnouncement && r.text.contains(QStringLiteral("Exact answer possible."));
    QVERIFY2(said == 1, qPrintable(describe(spokenEvents())));
}

// People at one machine: whose turn it is to declare, and then to show how, is said as it comes.
void TestRoundAccessibility::declarationsAtOneMachineAreSaid()
{
    ManualTimeSource time;
    MainWindow w(time, 3, countdown::test::stageSettings(ThemeChoice::Light, QStringLiteral("en")));
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    recorded().clear();
    QVERIFY(countdown::test::playTo(w, countdown::test::WindowStage::PeopleShowing));
    QCoreApplication::processEvents();
    const auto saidContaining = [](const QString &words) {
        return std::any_of(recorded().cbegin(), recorded().cend(), [&](const Recorded &r) {
            return isSpoken(r.type) && r.text.contains(words);
        });
    };
    QVERIFY2(saidContaining(QStringLiteral("your declaration for")),
             qPrintable(describe(spokenEvents())));
    QVERIFY2(saidContaining(QStringLiteral(": show how")), qPrintable(describe(spokenEvents())));
}

QTEST_MAIN(TestRoundAccessibility)
#include "tst_roundaccessibility.moc"
