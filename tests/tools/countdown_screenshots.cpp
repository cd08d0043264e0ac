// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-screenshots: the README's pictures, made by the game's own widgets (offscreen, a
// manual clock, a fixed round), in English, light, dark and high contrast. Run it through
// scripts/screenshots.sh, which writes docs/screenshots/.
#include "gamecontroller.h"
#include "language.h"
#include "mainwindow.h"
#include "revealpanel.h"
#include "theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <utility>

using namespace countdown;
using namespace countdown::ui;

namespace {

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

void waitForReveal(GameController &game)
{
    if (game.phase() != Phase::Revealed) {
        QSignalSpy revealed(&game, &GameController::revealed);
        revealed.wait(10000);
    }
    if (!game.solverSolutions()) {
        QSignalSpy ready(&game, &GameController::solutionsReady);
        ready.wait(10000);
    }
}

bool save(QWidget &w, const QString &path)
{
    settle();
    const bool ok = w.grab().save(path);
    QTextStream(stdout) << (ok ? "wrote " : "could not write ") << path << '\n';
    return ok;
}

} // namespace

int main(int argc, char *argv[])
{
    // An offscreen screen of 1920×1080, where the window has the room it has on a desktop.
    QTemporaryDir scratch;
    QFile screen(scratch.filePath(QStringLiteral("screen.json")));
    if (!scratch.isValid() || !screen.open(QIODevice::WriteOnly)
        || screen.write(R"({"screens": [{"name": "screenshots", "x": 0, "y": 0, "width": 1920,
                            "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96}]})")
               < 0)
        return 1;
    screen.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screen.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    // A parser, not argv[1]: "--help" once became a folder of pictures, committed by mistake.
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Makes the README's screenshots (offscreen, English, light and dark)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("directory"),
                                 QStringLiteral("Where to write them (default: screenshots)."));
    parser.process(app);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        parser.showHelp(2);
    const QString dir = positional.isEmpty() ? QStringLiteral("screenshots") : positional.front();
    if (!QDir().mkpath(dir)) {
        QTextStream(stderr) << "countdown-screenshots: cannot make " << dir << "\n";
        return 1;
    }
    Language::instance().setLanguage(QStringLiteral("en"));

    bool ok = true;
    const std::pair<ThemeChoice, QString> themes[] = {
        {ThemeChoice::Dark, QStringLiteral("dark")},
        {ThemeChoice::Light, QStringLiteral("light")},
        {ThemeChoice::HighContrast, QStringLiteral("high-contrast")}};
    for (const auto &[theme, name] : themes) {
        ManualTimeSource time;
        AppSettings settings;
        settings.theme = theme;
        settings.sound = false;
        settings.game.reducedMotion = true;
        settings.language = QStringLiteral("en");
        settings.guidedRoundDone = true; // the game as it is played, without the guided round
        MainWindow window(time, 2026, settings);
        window.resize(1280, 800);
        window.show();
        settle();

        // A round in progress, 12 s in: 60 - 11 = 49 and 49 × 12 = 588, the answer being typed.
        if (!window.game().startCustomRound(Puzzle{{60, 16, 11, 12, 18, 15}, 586}))
            qFatal("the screenshots' round did not start");
        time.advance(12'000);
        window.game().updateTime();
        window.game().combine(0, Operator::Subtract, 2);
        window.game().combine(6, Operator::Multiply, 3);
        window.game().setTypedAnswer(QStringLiteral("(60 - 11) × 12 + 16 - 18"));
        ok = save(window, QStringLiteral("%1/playing-%2.png").arg(dir, name)) && ok;

        // The end of the round: the solver's answer beside the player's.
        time.advance(5'000);
        window.game().declare();
        waitForReveal(window.game());
        ok = save(window, QStringLiteral("%1/revealed-%2.png").arg(dir, name)) && ok;
    }
    return ok ? 0 : 1;
}
