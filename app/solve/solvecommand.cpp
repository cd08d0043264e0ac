// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "solvecommand.h"

#include "batch.h"
#include "daily.h"
#include "odds.h"
#include "puzzleanswer.h"
#include "solvecommandline.h"
#include "solvewriters.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QIODevice>
#include <QTextStream>

#include <new>
#include <variant>

namespace countdown {

namespace {

const QString kProgram = QStringLiteral("countdown-solve");

OddsTable computeOddsTable(const OddsTableOptions &options)
{
    OddsTable table;
    table.variant = options.variant;
    table.lowTarget = options.lowTarget;
    table.highTarget = options.highTarget;
    table.command = oddsCommandLine(options);
    // Without a SolveControl nothing cancels them, and the variant was checked when it was read:
    // always a value.
    const GameVariant &variant = options.variant;
    if (options.large >= 0) {
        OddsRow row =
            *oddsForDraw(variantDraw(variant, options.large), variant.mode, options.lowTarget,
                         options.highTarget, options.threads, {}, variant.operators);
        row.large = options.large;
        table.rows = {row};
    } else {
        table.rows = *computeOdds(
            OddsOptions{variant, options.lowTarget, options.highTarget, options.threads});
    }
    return table;
}

// Every variation's table in turn, each written as soon as it is known.
void runVariations(QTextStream &out, const VariationsCommand &command)
{
    writeVariationsHeading(out, command.mode, command.json);
    for (const Variation &variation : notebookVariations(command.mode)) {
        QElapsedTimer timer;
        timer.start();
        VariationOdds odds{variation,
                           *computeOdds(OddsOptions::of(variation.variant, command.threads)), 0};
        odds.seconds = double(timer.nsecsElapsed()) / 1e9;
        writeVariation(out, odds, command.json);
    }
}

// Runs one command; its exit code.
struct CommandRunner {
    QIODevice &input;
    QTextStream &out;

    int operator()(const SolveCommand &command) const
    {
        writeAnswer(out, command.puzzle, answerPuzzle(command.puzzle, command.options),
                    command.options);
        return SolveExitOk;
    }
    int operator()(const BatchCommand &command) const
    {
        return runBatch(input, out, command.options, command.threads);
    }
    int operator()(const OddsCommand &command) const
    {
        writeOddsTable(out, computeOddsTable(command.options), command.options.json);
        return SolveExitOk;
    }
    int operator()(const VariationsCommand &command) const
    {
        runVariations(out, command);
        return SolveExitOk;
    }
    int operator()(const DailyCommand &command) const
    {
        const QDate date = command.date.value_or(QDate::currentDate());
        if (command.set)
            writeDailySet(out, dailySet(date), command.json);
        else
            writeDaily(out, dailyPuzzle(date), command.json);
        return SolveExitOk;
    }
    int operator()(const MakeCodeCommand &command) const
    {
        out << challengeCode(command.challenge) << '\n';
        return SolveExitOk;
    }
    int operator()(const CodeCommand &command) const
    {
        const Puzzle puzzle{command.challenge.tiles, command.challenge.target};
        writeChallengeAnswer(out, command.challenge, answerPuzzle(puzzle, command.options),
                             command.options);
        return SolveExitOk;
    }
    int operator()(const HelpCommand &) const
    {
        out << helpText();
        return SolveExitOk;
    }
    int operator()(const VersionCommand &) const
    {
        out << kProgram << ' ' << QCoreApplication::applicationVersion() << '\n';
        return SolveExitOk;
    }
};

// "countdown-solve: Unknown option: --foo. Try countdown-solve --help."
void writeCommandLineError(QTextStream &err, const CommandLineError &error)
{
    err << kProgram << QStringLiteral(": ") << error.message;
    if (error.suggestHelp)
        err << QStringLiteral(". Try ") << kProgram << QStringLiteral(" --help.");
    err << '\n';
    err.flush();
}

} // namespace

int runSolveCommand(const QStringList &arguments, QIODevice &input, QTextStream &out,
                    QTextStream &err)
{
    const ParsedCommandLine parsed = parseCommandLine(arguments);
    if (const auto *error = std::get_if<CommandLineError>(&parsed)) {
        writeCommandLineError(err, *error);
        return SolveExitBadInput;
    }
    int code = SolveExitOk;
    try {
        code = std::visit(CommandRunner{input, out}, std::get<Command>(parsed));
    } catch (const std::bad_alloc &) {
        // The odds' threads hand it to this one: a message and the code of answers not written,
        // rather than an abort.
        out.flush();
        err << kProgram << QStringLiteral(": ")
            << errorMessage(Error{ErrorKind::OutOfMemory, -1, {}}) << '\n';
        err.flush();
        return SolveExitOutputLost;
    }
    // Answers that were lost (a full disk, a closed pipe) are a failure, whatever was computed.
    out.flush();
    if (out.status() != QTextStream::Ok) {
        err << kProgram
            << QStringLiteral(": The answers could not all be written (is the disk "
                              "full, or the reading end closed?)\n");
        err.flush();
        return SolveExitOutputLost;
    }
    return code;
}

} // namespace countdown
