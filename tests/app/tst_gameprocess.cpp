// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game as a process: `countdown-numbers --smoke-test` (what packaging and the fresh-machine
// CI stage run) starts, paints, tells how long that took and exits cleanly; a second start hands
// a challenge's link to the game already open, and ends.
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kGame = QStringLiteral(COUNTDOWN_GAME_PATH);
constexpr int kTimeoutMs = 120'000; // a hang guard for a loaded machine, never a speed goal

struct Run {
    bool finished = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 wallMs = 0; // from the start of the command to its end, measured from outside
};

QProcessEnvironment scratchEnvironment(const QTemporaryDir &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    // What the game says of other starts (singleinstance.h).
    env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("countdown.instance.info=true"));
    return env;
}

// Runs PROGRAM ARGS headless, with settings and history in a scratch home.
Run run(const QString &program, const QStringList &args, const QTemporaryDir &home)
{
    QProcess process;
    process.setProcessEnvironment(scratchEnvironment(home));
    QElapsedTimer wall;
    wall.start();
    process.start(program, args);
    Run result;
    result.finished = process.waitForFinished(kTimeoutMs);
    result.wallMs = wall.elapsed();
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

// The N of "first frame after N ms", or -1.
qint64 firstFrameMs(const QByteArray &out)
{
    // The game writes text: its lines end in "\r\n" on Windows.
    static const QRegularExpression line(QStringLiteral("^first frame after (\\d+) ms\\r?$"),
                                         QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = line.match(QString::fromUtf8(out));
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}

// The game started and left open (killed at the end), headless in a scratch home; what it says.
struct OpenGame {
    QProcess process;
    QByteArray said;

    OpenGame(const QTemporaryDir &home, const QStringList &args)
    {
        process.setProcessEnvironment(scratchEnvironment(home));
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(kGame, args);
    }
    ~OpenGame()
    {
        process.kill();
        process.waitForFinished(kTimeoutMs);
    }
    // Reads what it says until `line` is among it (false after kTimeoutMs without).
    bool waitFor(const char *line)
    {
        QElapsedTimer waited;
        waited.start();
        while (!said.contains(line) && waited.elapsed() < kTimeoutMs) {
            process.waitForReadyRead(1000);
            said += process.readAll();
        }
        return said.contains(line);
    }
};

} // namespace

class TestGameProcess : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void smokeTestReportsTheFirstFrame()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const Run r = run(kGame, {QStringLiteral("--smoke-test")}, home);
        QVERIFY2(r.finished, r.err.constData());
        QCOMPARE(r.exitCode, 0);
        const qint64 ms = firstFrameMs(r.out);
        QVERIFY2(ms >= 0, r.out.constData());
        // The program's own figure cannot exceed what was measured around the whole process.
        QVERIFY2(ms <= r.wallMs, qPrintable(QStringLiteral("%1 > %2").arg(ms).arg(r.wallMs)));
    }

    // Started by `exec` from a shell that had been running for a while (scripts/run.sh builds,
    // then execs the game), the figure counts from the program's start, not the shell's.
    void smokeTestCountsFromTheProgramsOwnStart()
    {
#ifdef Q_OS_UNIX
        constexpr qint64 kShellMs = 3000;
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const Run r =
            run(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("sleep %1; exec \"$0\" --smoke-test").arg(kShellMs / 1000), kGame},
                home);
        QVERIFY2(r.finished, r.err.constData());
        QCOMPARE(r.exitCode, 0);
        const qint64 ms = firstFrameMs(r.out);
        QVERIFY2(ms >= 0, r.out.constData());
        // The shell slept kShellMs before the exec: whatever the machine's speed, the game's
        // share of the wall time is at most wallMs - kShellMs.
        QVERIFY2(ms <= r.wallMs - kShellMs,
                 qPrintable(QStringLiteral("first frame after %1 ms, but the whole command took "
                                           "%2 ms of which %3 ms the shell's sleep")
                                .arg(ms)
                                .arg(r.wallMs)
                                .arg(kShellMs)));
#else
        QSKIP("needs a POSIX shell");
#endif
    }

    // The game open, a second start with a friend's link: it hands the link over and ends; the
    // game plays it. Text that is no challenge is handed over too, and the game refuses it. Once
    // the first game is gone (killed: its socket file left behind), a new start is the game.
    void aSecondStartHandsItsChallengeOver()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        OpenGame first(home, {});
        QVERIFY2(first.waitFor("listening for later starts"), first.said.constData());

        const QString link = QStringLiteral("countdown-numbers://challenge/1B83-409D-KH50-0T20-EH");
        Run second = run(kGame, {link}, home);
        QVERIFY2(second.finished, second.err.constData());
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(second.err.contains("handed over to the game already open: true"),
                 second.err.constData());
        QVERIFY2(first.waitFor("challenge played: true"), first.said.constData());

        second = run(kGame, {QStringLiteral("see you tomorrow")}, home);
        QVERIFY(second.finished);
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(first.waitFor("challenge played: false"), first.said.constData());

        first.process.kill();
        QVERIFY(first.process.waitForFinished(kTimeoutMs));
        OpenGame again(home, {link});
        QVERIFY2(again.waitFor("challenge played: true"), again.said.constData());
        QVERIFY2(again.said.contains("listening for later starts"), again.said.constData());
    }

    void versionIsPrinted()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const Run r = run(kGame, {QStringLiteral("--version")}, home);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(COUNTDOWN_VERSION), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestGameProcess)
#include "tst_gameprocess.moc"
