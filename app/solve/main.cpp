// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-solve: the numbers-round solver on the command line (see solvecommand.h).
#include "binarystreams.h"
#include "solvecommand.h"
#include "standardinput.h"
#include "utf8locale.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    countdown::useUtf8ForTheCLocale();
    countdown::useBinaryStandardStreams();
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral(COUNTDOWN_ORGANISATION));
    QCoreApplication::setApplicationName(QStringLiteral("countdown-solve"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COUNTDOWN_VERSION));
    // No translator is installed: the output of a command-line tool must not depend on the locale.

    // Read only with --batch. If standard input is closed, a batch is empty.
    countdown::StandardInput input;
    QTextStream out(stdout);
    QTextStream err(stderr);
    return countdown::runSolveCommand(QCoreApplication::arguments(), input, out, err);
}
