// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-solve's command line read into one value: what to run (a puzzle, a batch, the odds
// table, the table of variations, a challenge code made or read, the help or the version) with its
// options, or why it cannot be run. Reading it runs nothing (it only reads a --variant file), so
// that every combination of options can be checked on its own.
#pragma once

#include "challengecode.h"
#include "gamevariant.h"
#include "number.h"
#include "puzzle.h"
#include "rules.h"
#include "solver.h"

#include <QDate>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace countdown {

// How puzzles are solved and their answers written (one puzzle, or each line of --batch).
struct SolveOptions {
    SolveMode mode = SolveMode::DropAllowed;    // --use-all, or the --variant's mode
    bool json = false;                          // --json
    bool count = false;                         // --count or --all: how many distinct solutions
    bool all = false;                           // --all: and which
    OperatorSet operators = OperatorSet::all(); // the --variant's
    // --fast: the best answer's expression as first found rather than the easiest (never with
    // count): the easiest costs a search of its own, several times the best answer's in use-all.
    bool fast = false;

    friend bool operator==(const SolveOptions &, const SolveOptions &) = default;
};

// --stats: the exact odds that a random round has no exact solution.
struct OddsTableOptions {
    // --variant NAME|FILE or --rules uk|lceb (default uk); in UseAll mode with --use-all.
    GameVariant variant = standardVariant();
    // The variant as the command line named it (a built-in's id or a file), so that the command
    // that regenerates the table can be written down.
    QString variantName = QStringLiteral("uk");
    bool namedByRules = true; // --rules (or nothing) rather than --variant
    Number lowTarget = 0;     // --targets LO-HI, or the variant's range
    Number highTarget = 0;
    int large = -1; // --large K (when the player picks): only the row for K large; -1 for all
    bool json = false;
    int threads = 0; // --threads N: how many threads count at once; 0 for every core

    friend bool operator==(const OddsTableOptions &, const OddsTableOptions &) = default;
};

// countdown-solve [options] TARGET N1 [N2 ... N7]
struct SolveCommand {
    Puzzle puzzle;
    SolveOptions options;

    friend bool operator==(const SolveCommand &, const SolveCommand &) = default;
};

// countdown-solve --batch [options]: the puzzles come from standard input, one per line.
struct BatchCommand {
    SolveOptions options;
    int threads = 0; // --threads N: how many puzzles are solved at once; 0 for every core

    friend bool operator==(const BatchCommand &, const BatchCommand &) = default;
};

// countdown-solve --stats [--rules uk|lceb] [--large K] [--targets LO-HI] [--use-all] [--json]
//                       [--threads N]
struct OddsCommand {
    OddsTableOptions options;

    friend bool operator==(const OddsCommand &, const OddsCommand &) = default;
};

// countdown-solve --variations [--use-all] [--json] [--threads N]: the odds of the standard rules
// varied one way at a time (tiles 2-7, each operation left out, other targets, other bags):
// variations.h.
struct VariationsCommand {
    SolveMode mode = SolveMode::DropAllowed;
    bool json = false;
    int threads = 0; // --threads N, as for --stats

    friend bool operator==(const VariationsCommand &, const VariationsCommand &) = default;
};

// countdown-solve --daily [YYYY-MM-DD] [--json]: that day's puzzle (no date: today's); with
// --daily-set instead, that day's set of five (dailyset.h).
struct DailyCommand {
    std::optional<QDate> date; // none: the local date when it runs
    bool json = false;
    bool set = false;

    friend bool operator==(const DailyCommand &, const DailyCommand &) = default;
};

// countdown-solve --make-code TARGET N1 [N2 ... N7] [--variant NAME|FILE] [--use-all]: the round
// as a challenge code (challengecode.h), alone on one line.
struct MakeCodeCommand {
    Challenge challenge;

    friend bool operator==(const MakeCodeCommand &, const MakeCodeCommand &) = default;
};

// countdown-solve --code CODE [--json] [--count | --all | --fast]: the round a challenge code or
// link carries, and its answer as for any puzzle.
struct CodeCommand {
    Challenge challenge;
    SolveOptions options; // the code's mode and operations

    friend bool operator==(const CodeCommand &, const CodeCommand &) = default;
};

// -h, --help
struct HelpCommand {
    friend bool operator==(const HelpCommand &, const HelpCommand &) = default;
};

// -v, --version
struct VersionCommand {
    friend bool operator==(const VersionCommand &, const VersionCommand &) = default;
};

using Command =
    std::variant<SolveCommand, BatchCommand, OddsCommand, VariationsCommand, DailyCommand,
                 MakeCodeCommand, CodeCommand, HelpCommand, VersionCommand>;

// Why a command line cannot be run.
struct CommandLineError {
    // One sentence with a capital letter and no full stop, e.g. "Unknown option: --foo", or the
    // core's message for a puzzle's number ("“abc” is not a number").
    QString message;
    // Whether "Try countdown-solve --help." should follow: not for a puzzle's number, whose message
    // already says what is wrong with it.
    bool suggestHelp = true;

    friend bool operator==(const CommandLineError &, const CommandLineError &) = default;
};

using ParsedCommandLine = std::variant<Command, CommandLineError>;

// Reads `arguments` as QCoreApplication::arguments() gives them (the first is the program). Help
// wins over everything but an unknown option or a missing value, then the version; then the
// first problem is reported: options that do not go together, then the options' values, then the
// puzzle (the first of its fields that is wrong, as readPuzzleFields says).
ParsedCommandLine parseCommandLine(const QStringList &arguments);

// What --help prints: the usage, the options and the exit codes, under the fixed program name
// (never the path it was started by).
QString helpText();

// The canonical command for an odds table: what its JSON records, and what regenerates it.
QString oddsCommandLine(const OddsTableOptions &options);

} // namespace countdown
