// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-solve's challenge codes on its command line: --make-code with a puzzle and its
// variant, and --code with a code or link, each read into its command (solvecommandline.h) or
// why it cannot be run. A bad code is refused here, with the sentence the game shows for it.
#pragma once

#include "solvecommandline.h"

class QCommandLineParser;

namespace countdown {

// --make-code TARGET N1 ... [--variant NAME|FILE] [--use-all]: nothing else goes with it. The
// variant's operations, mode (unless --use-all) and clock; its id when it is a built-in's (a
// player's own is carried by its rules alone). No --variant: the show's standard.
ParsedCommandLine readMakeCodeCommand(const QCommandLineParser &parser);

// --code CODE [--json] [--count | --all | --fast]: the code's round, solved in its mode with its
// operations.
ParsedCommandLine readCodeCommand(const QCommandLineParser &parser, const SolveOptions &solve);

} // namespace countdown
