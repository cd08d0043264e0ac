// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-numbers: the game.
#include "datapaths.h"
#include "gamecontroller.h"
#include "history.h"
#include "language.h"
#include "mainwindow.h"
#include "roundaccessibility.h"
#include "settings.h"
#include "singleinstance.h"
#include "utf8locale.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileOpenEvent>
#include <QIcon>
#include <QLibraryInfo>
#include <QRandomGenerator>
#include <QSettings>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

namespace {

// Prints how long the program took from main() to its first painted frame and quits: start-up
// is measured, not assumed, and packaging checks that the installed game really starts. From
// main(), not from the process's creation: a process started by `exec` from a script (as
// scripts/run.sh does after building) was created when the script was, minutes earlier.
class FirstFrameWatch : public QObject {
public:
    FirstFrameWatch(const QElapsedTimer &sinceMain, QObject *parent)
        : QObject(parent)
        , m_sinceMain(sinceMain)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Any widget of the window painting (the window itself may be entirely covered).
        if (event->type() == QEvent::Paint && !m_seen && watched->isWidgetType()) {
            m_seen = true;
            // After this paint has been done and flushed, at the next turn of the event loop.
            QTimer::singleShot(0, this, [this] {
                QTextStream(stdout) << "first frame after " << m_sinceMain.elapsed() << " ms\n";
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &m_sinceMain;
    bool m_seen = false;
};

// macOS opens a link to the game (CFBundleURLTypes) by an event to the running application, not
// on its command line.
class LinkOpenWatch : public QObject {
public:
    LinkOpenWatch(countdown::ui::MainWindow &window, QObject *parent)
        : QObject(parent)
        , m_window(window)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::FileOpen) {
            m_window.openChallenge(static_cast<QFileOpenEvent *>(event)->url().toString());
            return true;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    countdown::ui::MainWindow &m_window;
};

// Brings the window to the front for a later start, and plays what it handed over.
void receiveHandOvers(countdown::app::SingleInstance &instance, countdown::ui::MainWindow &window)
{
    QObject::connect(&instance, &countdown::app::SingleInstance::handedOver, &window,
                     [&window](const QString &text) {
                         if (window.isMinimized())
                             window.showNormal();
                         window.raise();
                         window.activateWindow();
                         if (!text.isEmpty())
                             qCInfo(countdown::app::lcInstance)
                                 << "challenge played:" << window.openChallenge(text);
                     });
}

struct Options {
    bool smokeTest = false;
    quint64 seed = 0;  // the given one, else a random one
    QString challenge; // a code or link to play, or empty
};

// The command line; --help and --version, and an unknown option, end the program here.
Options readOptions(const QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "The numbers round of Countdown and Le compte est bon."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption smokeTest(
        QStringLiteral("smoke-test"),
        QApplication::translate("main", "Print the time to the first painted frame and quit."));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"), QApplication::translate("main", "Start the draws from this seed."),
        QStringLiteral("number"));
    parser.addOptions({smokeTest, seedOption});
    parser.addPositionalArgument(
        QStringLiteral("challenge"),
        QApplication::translate("main", "A friend's challenge to play: its code or its link "
                                        "(countdown-numbers://challenge/…)."),
        QStringLiteral("[challenge]"));
    parser.process(app);
    Options options;
    options.smokeTest = parser.isSet(smokeTest);
    bool seedGiven = false;
    options.seed = parser.value(seedOption).toULongLong(&seedGiven);
    if (!seedGiven)
        options.seed = QRandomGenerator::system()->generate64();
    options.challenge = parser.positionalArguments().join(QLatin1Char(' '));
    return options;
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    countdown::useUtf8ForTheCLocale();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral(COUNTDOWN_ORGANISATION));
    QApplication::setApplicationName(QStringLiteral(COUNTDOWN_APPLICATION));
    QApplication::setApplicationDisplayName(QStringLiteral("Countdown Numbers"));
    QApplication::setApplicationVersion(QStringLiteral(COUNTDOWN_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(COUNTDOWN_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/countdown-numbers.svg")));
    // Before any widget is asked for its accessible interface: the clock as a timer, the tiles'
    // states.
    countdown::ui::installRoundAccessibility();

    QSettings store;
    // The chosen language (or the system's) for --help, read without changing the file: a start
    // that hands over to the game already open must not touch that game's settings.
    countdown::ui::Language::instance().setLanguage(countdown::ui::loadSettings(store).language);
    const Options options = readOptions(app);

    // A game already open for this player takes the challenge (or only comes to the front). The
    // smoke test always starts a game of its own: it measures one.
    countdown::app::SingleInstance instance(countdown::app::historyFilePath());
    if (!options.smokeTest) {
        switch (instance.handOver(options.challenge)) {
        case countdown::app::SingleInstance::HandOver::Done:
            return 0;
        case countdown::app::SingleInstance::HandOver::NoAnswer:
            // Never a second game on the same history: say why nothing opens.
            QTextStream(stderr) << "countdown-numbers: "
                                << QApplication::translate("main",
                                                           "the game already open does not answer")
                                << '\n';
            return 1;
        case countdown::app::SingleInstance::HandOver::NoGameOpen:
            break;
        }
        instance.listen();
    }

    // This start is the game. A settings file that cannot be read is kept beside it (the window
    // says so once) and the game goes on from the defaults, in their language.
    const countdown::ui::DamagedSettings damagedSettings =
        countdown::ui::keepDamagedSettings(store);
    countdown::ui::AppSettings settings = countdown::ui::loadSettings(store);
    countdown::ui::Language::instance().setLanguage(settings.language);

    // Every finished round is kept; a history that cannot be read is reported by the window.
    countdown::HistoryStore history(countdown::app::historyFilePath());
    countdown::SystemTimeSource time;
    countdown::ui::MainWindow window(time, options.seed, settings, &history);
    QObject::connect(&window, &countdown::ui::MainWindow::settingsChanged, &window,
                     [&store](const countdown::ui::AppSettings &changed) {
                         countdown::ui::saveSettings(store, changed);
                         store.sync();
                     });
    if (damagedSettings.damaged)
        window.reportDamagedSettings(damagedSettings.keptAs);
    if (options.smokeTest)
        app.installEventFilter(new FirstFrameWatch(sinceMain, &window));
#ifdef Q_OS_MACOS
    // Only there: a filter on the application sees every event of every widget.
    app.installEventFilter(new LinkOpenWatch(window, &window));
#endif
    receiveHandOvers(instance, window);
    if (!options.challenge.isEmpty())
        QTimer::singleShot(0, &window, [&window, challenge = options.challenge] {
            qCInfo(countdown::app::lcInstance)
                << "challenge played:" << window.openChallenge(challenge);
        });
    window.show();
    // The keyboard goes to the new window, where the player (or their screen reader) starts
    // playing by keys; without a window manager to give it (a kiosk, tests/a11y) it had none, and
    // no shortcut answered. A desktop's window manager still decides, as for any new window.
    window.activateWindow();
    return app.exec();
}
