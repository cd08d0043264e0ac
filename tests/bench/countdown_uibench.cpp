// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-uibench: the game window's speed, measured in a real window (run it under Xvfb at
// 1280×800, see scripts/measure-game.sh): the clock's repaints per second and the CPU the process
// uses meanwhile, how soon the solver's answer is ready after a draw, and the peak memory after
// a full round; the explorer's first colouring and its background count. Figures, not
// assertions: compare them with the goals it prints.
#include "analysisservice.h"
#include "clockpanel.h"
#include "clockwidget.h"
#include "explorergrid.h"
#include "explorerview.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <vector>

#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

using namespace countdown;

namespace {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

// User + system CPU time of this process, in seconds (Linux /proc; 0 elsewhere).
double cpuSeconds()
{
#ifdef Q_OS_LINUX
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 (utime, stime) are fields[11] and fields[12] after the command name.
    return (fields.value(11).toDouble() + fields.value(12).toDouble())
           / double(sysconf(_SC_CLK_TCK));
#else
    return 0;
#endif
}

// A line of /proc/self/status, e.g. "VmHWM", in MB.
double statusMegabytes(const char *key)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(line.indexOf(':') + 1).trimmed().split(' ').value(0).toDouble()
                   / 1024.0;
    }
    return 0;
}

// Lets the event loop run for `ms`, sleeping when there is nothing to do (a busy loop of
// processEvents() would measure itself instead of the game).
void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Until the round is revealed (it may be already).
void waitForReveal(GameController &game)
{
    if (game.phase() == Phase::Revealed)
        return;
    QSignalSpy revealed(&game, &GameController::revealed);
    revealed.wait(10000);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption secondsOption(
        QStringLiteral("seconds"), QStringLiteral("How long to watch the clock (default 10)."),
        QStringLiteral("s"), QStringLiteral("10"));
    const QCommandLineOption roundsOption(
        QStringLiteral("rounds"), QStringLiteral("Rounds for the solver's latency (default 50)."),
        QStringLiteral("n"), QStringLiteral("50"));
    parser.addOptions({secondsOption, roundsOption});
    parser.process(app);
    const int seconds = std::max(1, parser.value(secondsOption).toInt());
    const int rounds = std::max(1, parser.value(roundsOption).toInt());

    SystemTimeSource time;
    ui::AppSettings settings;
    settings.sound = false;
    settings.game.clockSeconds = 60; // long enough to watch for `seconds`
    settings.guidedRoundDone = true; // rounds of its own, not the guided round's
    ui::MainWindow window(time, 2026, settings);
    window.resize(1280, 800);
    window.show();
    spin(300);
    out() << "platform " << QGuiApplication::platformName() << ", window " << window.width() << "×"
          << window.height() << ", device pixel ratio " << window.devicePixelRatioF() << "\n";

    // 1. The clock while a round runs.
    window.game().startRound(2);
    while (window.game().phase() != Phase::Running)
        spin(20);
    spin(200);
    const quint64 paintsBefore = window.view()->clockPanel()->clock()->paintCount();
    const double cpuBefore = cpuSeconds();
    QElapsedTimer wall;
    wall.start();
    spin(seconds * 1000);
    const double wallSeconds = wall.elapsed() / 1000.0;
    const double paintsPerSecond =
        double(window.view()->clockPanel()->clock()->paintCount() - paintsBefore) / wallSeconds;
    const double cpuPercent = 100.0 * (cpuSeconds() - cpuBefore) / wallSeconds;
    out()
        << QStringLiteral(
               "clock: %1 repaints/s over %2 s (goal >= 60), CPU %3 % of one core (goal <= 10 %)\n")
               .arg(paintsPerSecond, 0, 'f', 1)
               .arg(wallSeconds, 0, 'f', 1)
               .arg(cpuPercent, 0, 'f', 1);
    window.game().showAnswer();
    waitForReveal(window.game());
    out().flush();

    // 2. From the draw to the solver's answer, over many rounds (the clock is not needed).
    std::vector<double> latencies;
    for (int i = 0; i < rounds; ++i) {
        window.game().nextRound();
        if (window.game().phase() != Phase::Idle)
            break;
        QSignalSpy ready(&window.game(), &GameController::solverReady);
        QElapsedTimer t;
        t.start();
        window.game().startRound(i % 5);
        if (ready.isEmpty())
            ready.wait(10000);
        latencies.push_back(double(t.nsecsElapsed()) / 1e6);
        window.game().showAnswer();
        waitForReveal(window.game());
    }
    std::sort(latencies.begin(), latencies.end());
    if (!latencies.empty())
        out() << QStringLiteral(
                     "solver's answer ready after the draw: median %1 ms, max %2 ms over %3 "
                     "rounds (goal <= 50 ms)\n")
                     .arg(latencies[latencies.size() / 2], 0, 'f', 2)
                     .arg(latencies.back(), 0, 'f', 2)
                     .arg(latencies.size());

    // 3. Memory after a full round.
    out() << QStringLiteral(
                 "peak resident memory (VmHWM) %1 MB, now (VmRSS) %2 MB (goal <= 80 MB)\n")
                 .arg(statusMegabytes("VmHWM"), 0, 'f', 1)
                 .arg(statusMegabytes("VmRSS"), 0, 'f', 1);
    out().flush();

    // 4. The explorer: from a new selection to its colouring on screen (reachability and the
    // grid's repaint), then until every solution is counted in the background.
    AnalysisService analysis;
    ui::ExplorerView explorer(analysis);
    explorer.resize(1280, 800);
    explorer.show();
    spin(300);
    const std::vector<std::vector<Number>> selections = {
        {25, 50, 75, 100, 3, 6}, {3, 7, 6, 2, 1, 7},    {50, 75, 2, 4, 1, 4},
        {1, 3, 7, 7, 9, 25},     {75, 25, 8, 4, 9, 10}, {10, 10, 25, 50, 75, 100}};
    std::vector<double> colouring;
    std::vector<double> counting;
    for (int i = 0; i < rounds; ++i) {
        QSignalSpy finished(&explorer, &ui::ExplorerView::countingFinished);
        QElapsedTimer t;
        t.start();
        explorer.setSelection(selections[std::size_t(i) % selections.size()],
                              SolveMode::DropAllowed, 100, 999);
        explorer.grid()->repaint();
        colouring.push_back(double(t.nsecsElapsed()) / 1e6);
        if (finished.isEmpty())
            finished.wait(60000);
        counting.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(colouring.begin(), colouring.end());
    std::sort(counting.begin(), counting.end());
    out() << QStringLiteral("explorer: colouring on screen after %1 ms median, %2 ms max (goal "
                            "<= 50 ms); every solution counted after %3 ms median, %4 ms max, "
                            "over %5 selections of six tiles\n")
                 .arg(colouring[colouring.size() / 2], 0, 'f', 2)
                 .arg(colouring.back(), 0, 'f', 2)
                 .arg(counting[counting.size() / 2], 0, 'f', 0)
                 .arg(counting.back(), 0, 'f', 0)
                 .arg(colouring.size());
    return 0;
}
