// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengecommandline.h"

#include "optionvalues.h"
#include "puzzle.h"
#include "variantfile.h"

#include <QCommandLineParser>

namespace countdown {

namespace {

// The first option given that is not one of `allowed` (long names), as "--name"; empty when
// there is none.
QString otherOption(const QCommandLineParser &parser, const QStringList &allowed)
{
    for (const QString &name : parser.optionNames()) {
        if (!allowed.contains(name))
            return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
    }
    return QString();
}

// The challenge of a round under a variant: its rules, and its id when the game knows it and the
// numbers are as many as it draws (other numbers are a round of their own under its rules, as the
// game's typed rounds name no variant).
Challenge challengeUnder(const GameVariant &variant, const Puzzle &puzzle)
{
    Challenge challenge;
    const bool asDrawn = int(puzzle.numbers.size()) == variant.tiles;
    challenge.variantId = isBuiltInVariantId(variant.id) && asDrawn ? variant.id : QString();
    challenge.tiles = puzzle.numbers;
    challenge.target = puzzle.target;
    challenge.operators = variant.operators;
    challenge.mode = variant.mode;
    challenge.clockSeconds = variant.clockSeconds;
    return challenge;
}

} // namespace

ParsedCommandLine readMakeCodeCommand(const QCommandLineParser &parser)
{
    const QString other =
        otherOption(parser, {QStringLiteral("make-code"), QStringLiteral("variant"),
                             QStringLiteral("use-all")});
    if (!other.isEmpty())
        return usageError(
            QStringLiteral("Option --make-code goes with --variant and --use-all only, not %1")
                .arg(other));
    GameVariant variant = standardVariant();
    if (parser.isSet(QStringLiteral("variant"))) {
        CommandLineError error;
        const std::optional<GameVariant> read =
            readVariant(parser.value(QStringLiteral("variant")), &error);
        if (!read)
            return error;
        variant = *read;
    }
    if (parser.isSet(QStringLiteral("use-all"))) {
        if (!usesAllIsAlwaysPossible(variant.operators))
            return usageError(useAllNeedsAddOrMultiply());
        variant.mode = SolveMode::UseAll;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(QStringLiteral("Option --make-code needs a TARGET and 1 to 7 numbers"));
    const Result<Puzzle> puzzle = readPuzzleFields(positional);
    if (!puzzle)
        return CommandLineError{errorMessage(puzzle.error()), false};
    const Challenge challenge = challengeUnder(variant, *puzzle);
    // A variant's clock and operations are checked when it is read: no more than a safeguard.
    if (const std::optional<Error> problem = checkChallenge(challenge))
        return CommandLineError{errorMessage(*problem), false};
    return Command{MakeCodeCommand{challenge}};
}

ParsedCommandLine readCodeCommand(const QCommandLineParser &parser, const SolveOptions &solve)
{
    const QString other = otherOption(parser, {QStringLiteral("code"), QStringLiteral("json"),
                                               QStringLiteral("count"), QStringLiteral("all"),
                                               QStringLiteral("fast")});
    if (!other.isEmpty())
        return usageError(QStringLiteral("Option --code goes with --json, --count, --all and "
                                         "--fast only, not %1 (the code gives the rules)")
                              .arg(other));
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("Option --code takes the code as its value, and no "
                                         "puzzle (quote a code with spaces)"));
    const Result<Challenge> read = readChallengeCode(parser.value(QStringLiteral("code")));
    if (!read)
        return CommandLineError{errorMessage(read.error()), false};
    SolveOptions options = solve;
    options.mode = read->mode;
    options.operators = read->operators;
    return Command{CodeCommand{*read, options}};
}

} // namespace countdown
