// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "solvecommandline.h"

#include "challengecommandline.h"
#include "optionvalues.h"

#include "daily.h"
#include "error.h"
#include "odds.h"
#include "variantfile.h"
#include "words.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace countdown {

namespace {

const QString kProgram = QStringLiteral("countdown-solve");

// The options' long names, as isSet() takes them.
const QString kHelp = QStringLiteral("help");
const QString kVersion = QStringLiteral("version");
const QString kUseAll = QStringLiteral("use-all");
const QString kJson = QStringLiteral("json");
const QString kAll = QStringLiteral("all");
const QString kCount = QStringLiteral("count");
const QString kFast = QStringLiteral("fast");
const QString kBatch = QStringLiteral("batch");
const QString kStats = QStringLiteral("stats");
const QString kRules = QStringLiteral("rules");
const QString kVariant = QStringLiteral("variant");
const QString kVariations = QStringLiteral("variations");
const QString kTargets = QStringLiteral("targets");
const QString kLarge = QStringLiteral("large");
const QString kDaily = QStringLiteral("daily");
const QString kDailySet = QStringLiteral("daily-set");
const QString kThreads = QStringLiteral("threads");
const QString kMakeCode = QStringLiteral("make-code");
const QString kCode = QStringLiteral("code");

// --help's first lines. QCommandLineParser's own usage line names the program by the path it was
// started by (a build folder, say), and has room for one form only.
const QString kUsage = QStringLiteral(
    "Usage: countdown-solve [options] TARGET N1 [N2 ... N7]\n"
    "       countdown-solve --batch [--threads N] [options]\n"
    "       countdown-solve --stats [--rules uk|lceb | --variant NAME|FILE]\n"
    "                       [--large K] [--targets LO-HI] [--use-all] [--json]\n"
    "                       [--threads N]\n"
    "       countdown-solve --variations [--use-all] [--json] [--threads N]\n"
    "       countdown-solve --daily [YYYY-MM-DD] [--json]\n"
    "       countdown-solve --daily-set [YYYY-MM-DD] [--json]\n"
    "       countdown-solve --make-code TARGET N1 [N2 ... N7] [--variant NAME|FILE]\n"
    "                       [--use-all]\n"
    "       countdown-solve --code CODE [--json] [--count | --all | --fast]\n"
    "       countdown-solve --help | --version\n"
    "\n");

// Printed as it is (QCommandLineParser does not wrap it): lines of at most 79 characters.
const QString kDescription = QStringLiteral(
    "Solves the numbers round of Countdown: reaches TARGET with N1 ... N7 (each used\n"
    "at most once) and + - * /, every step a positive integer, or gets as close as\n"
    "possible. 1 to 7 numbers, each 1-999999, and a target 1-999999, in decimal\n"
    "digits only. With --batch, the puzzles come from standard input, one per line.\n"
    "With --stats: the exact chance that a random round has no exact solution, over\n"
    "every distinct selection of the rules' draw, weighted by its probability (UK:\n"
    "one row per number of large; French: one row). With --variations: that chance\n"
    "for the UK rules varied one way at a time. With --daily: the game's daily\n"
    "puzzle of a day (today by default), the same on every computer; with\n"
    "--daily-set: that day's set of five puzzles, easiest first. With\n"
    "--make-code: the round as a challenge code for a friend; with --code: the\n"
    "round a code (or a countdown-numbers://challenge/ link) carries, solved.\n"
    "\n"
    "A variant is one of the game's: uk, lceb, all-large, alternative-large,\n"
    "four-digit, seven-tiles, no-division; or a JSON file (see the README).");

const QString kExitCodes = QStringLiteral(
    "\n"
    "Exit codes: 0 when every puzzle was answered (exact or not), 1 when the answers\n"
    "could not all be written (or memory ran out), 2 for bad input.\n");

// Our own -h/--help: QCommandLineParser::addHelpOption() would also add --help-all, which only
// differs from --help by Qt's GUI options, which a command-line program does not have.
QList<QCommandLineOption> options()
{
    QStringList helpNames{QStringLiteral("h"), kHelp};
#ifdef Q_OS_WIN
    helpNames.prepend(QStringLiteral("?")); // what addHelpOption() accepts there
#endif
    return {
        QCommandLineOption(helpNames, QStringLiteral("Print this help and exit.")),
        QCommandLineOption(QStringList{QStringLiteral("v"), kVersion},
                           QStringLiteral("Print the version and exit.")),
        QCommandLineOption(
            kUseAll,
            QStringLiteral("Every number must be used (default: numbers may be left out).")),
        QCommandLineOption(kJson, QStringLiteral("One JSON object per puzzle, one per line.")),
        QCommandLineOption(kAll,
                           QStringLiteral("Also list every distinct solution (or, when the target "
                                          "cannot be reached, every distinct way to the closest "
                                          "values).")),
        QCommandLineOption(kCount, QStringLiteral("Also count the distinct solutions.")),
        QCommandLineOption(kFast,
                           QStringLiteral("Write the first expression found for the best answer, "
                                          "not the easiest (the same value, distance and numbers "
                                          "used; several times quicker with --batch --use-all).")),
        QCommandLineOption(kBatch, QStringLiteral("Read the puzzles from standard input, one "
                                                  "\"TARGET N1 ... Nk\" per line; blank lines are "
                                                  "skipped, a bad line is reported in its place.")),
        QCommandLineOption(kStats,
                           QStringLiteral("Instead of solving a puzzle: the exact odds of a "
                                          "round with no exact solution (under a second; a "
                                          "variant of seven tiles a few). One whose table has "
                                          "more than %1 distinct selections is refused "
                                          "(exit code 2).")
                               .arg(kMaxOddsSelections)),
        QCommandLineOption(kDaily,
                           QStringLiteral("Instead of solving a puzzle: the daily puzzle of the "
                                          "date given (YYYY-MM-DD, from 2026-01-01; default "
                                          "today): its number, target and numbers.")),
        QCommandLineOption(kDailySet,
                           QStringLiteral("Instead of solving a puzzle: the daily set of the "
                                          "date given (as --daily): its five puzzles, easiest "
                                          "first, with what the easiest solution of each needs "
                                          "(numbers, divisions, largest number written).")),
        QCommandLineOption(kMakeCode,
                           QStringLiteral("Instead of solving the puzzle: print it as a challenge "
                                          "code, alone on one line (with --variant, its "
                                          "operations, mode and clock).")),
        QCommandLineOption(kCode,
                           QStringLiteral("Solve the round of a challenge code or link (its "
                                          "numbers, target, operations and mode); a bad code "
                                          "is refused with what is wrong (exit code 2)."),
                           QStringLiteral("CODE")),
        QCommandLineOption(kVariations,
                           QStringLiteral("Instead of solving a puzzle: the exact odds of the UK "
                                          "rules varied: 2 to 7 tiles, each operation left out, "
                                          "other targets, other bags.")),
        QCommandLineOption(kVariant,
                           QStringLiteral("Solve, or with --stats count, or with --make-code "
                                          "make a code, under a variant: its operations, its "
                                          "mode (unless --use-all), with --make-code its clock, "
                                          "and with --stats its bags, tiles and targets."),
                           QStringLiteral("NAME|FILE")),
        QCommandLineOption(kRules,
                           QStringLiteral("With --stats: uk (Countdown, the default) or lceb (Le "
                                          "compte est bon)."),
                           QStringLiteral("uk|lceb")),
        QCommandLineOption(kTargets,
                           QStringLiteral("With --stats: the targets, LO-HI (default: the rules' "
                                          "range, UK 100-999, French 101-999)."),
                           QStringLiteral("LO-HI")),
        QCommandLineOption(kLarge,
                           QStringLiteral("With --stats and UK rules: only the row for K large "
                                          "numbers (0-4), much quicker than the whole table."),
                           QStringLiteral("K")),
        QCommandLineOption(kThreads,
                           QStringLiteral("With --batch, --stats or --variations: how many threads "
                                          "work at once (default: one per core)."),
                           QStringLiteral("N")),
    };
}

void defineCommandLine(QCommandLineParser &parser)
{
    parser.setApplicationDescription(kDescription);
    parser.addOptions(options());
    parser.addPositionalArgument(QStringLiteral("TARGET"),
                                 QStringLiteral("The number to reach, 1-999999."));
    parser.addPositionalArgument(QStringLiteral("N1 ... N7"),
                                 QStringLiteral("1 to 7 numbers to reach it with, each 1-999999."));
}

// An option as we define them: "-" or "--" then a letter ("-?" is help on Windows). Anything else
// that starts with a dash ("-5", "-", "--5") is an argument, and then a bad number.
bool looksLikeOption(const QString &argument)
{
    if (argument.size() < 2 || argument[0] != QLatin1Char('-'))
        return false;
    const qsizetype first = argument[1] == QLatin1Char('-') ? 2 : 1;
    if (first >= argument.size())
        return false;
    const QChar c = argument[first];
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
           || (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || c == QLatin1Char('?');
}

// The options that take a value (as the next argument, or after '=').
bool takesValue(const QString &option)
{
    for (const QString &name : {kRules, kVariant, kTargets, kLarge, kThreads, kCode}) {
        if (option == QLatin1String("--") + name || option == QLatin1String("-") + name)
            return true;
    }
    return false;
}

// QCommandLineParser would read "-5" as the unknown option "5". Our options are flags, or take
// their value with them (--rules uk, --targets 100-999), so they can be separated before parsing:
// the options (and their values) first, then "--" and every other argument in its order (after a
// user's own "--", everything is an argument). The parser then hands "-5" over as a positional
// argument, which readNumber reports as not a number.
QStringList argumentsForParser(const QStringList &arguments)
{
    QStringList options;
    QStringList positional;
    bool onlyPositional = false;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (onlyPositional) {
            positional << argument;
        } else if (argument == QLatin1String("--")) {
            onlyPositional = true;
        } else if (looksLikeOption(argument)) {
            options << argument;
            if (takesValue(argument) && i + 1 < arguments.size())
                options << arguments[++i];
        } else {
            positional << argument;
        }
    }
    QStringList result{arguments.isEmpty() ? kProgram : arguments.first()};
    result << options;
    // Only when there are arguments: a last "--targets" would take a "--" as its value.
    if (!positional.isEmpty())
        result << QStringLiteral("--") << positional;
    return result;
}

// The options as they were typed ("--frobnicate", "-x") that the parser did not know, once each.
QStringList unknownOptions(const QCommandLineParser &parser, const QStringList &parserArguments)
{
    const QStringList names = parser.unknownOptionNames();
    QStringList typed;
    for (qsizetype i = 1; i < parserArguments.size(); ++i) {
        const QString &argument = parserArguments[i];
        if (argument == QLatin1String("--"))
            break;
        const QString option = argument.section(QLatin1Char('='), 0, 0);
        const bool unknown = option.startsWith(QLatin1String("--"))
                                 ? names.contains(option.mid(2))
                                 : std::any_of(option.begin() + 1, option.end(),
                                               [&](QChar c) { return names.contains(QString(c)); });
        if (unknown && !typed.contains(option))
            typed << option;
        if (takesValue(argument))
            ++i; // its value, which is no option
    }
    return typed;
}

// Why the parser refused the arguments, in our words: QCommandLineParser's own messages quote
// differently and end with a full stop.
QString parseProblem(const QCommandLineParser &parser, const QStringList &parserArguments)
{
    const QStringList unknown = unknownOptions(parser, parserArguments);
    if (unknown.size() == 1)
        return QStringLiteral("Unknown option: %1").arg(unknown.first());
    if (unknown.size() > 1)
        return QStringLiteral("Unknown options: %1").arg(unknown.join(QStringLiteral(", ")));
    for (qsizetype i = 1; i < parserArguments.size(); ++i) {
        const QString &argument = parserArguments[i];
        if (argument == QLatin1String("--"))
            break;
        const QString option = argument.section(QLatin1Char('='), 0, 0);
        if (option.size() < argument.size() && !takesValue(option))
            return QStringLiteral("Option %1 takes no value").arg(option);
        if (takesValue(argument) && i + 1 == parserArguments.size())
            return QStringLiteral("Option %1 needs a value").arg(argument);
        if (takesValue(argument))
            ++i;
    }
    // QCommandLineParser refuses nothing else; should a later Qt do, its words, in our form.
    QString text = parser.errorText();
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

// "LO-HI", decimal digits, 1 <= LO <= HI <= 999999.
std::optional<TargetRange> readTargets(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]{1,7})-([0-9]{1,7})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const Number low = match.captured(1).toLongLong();
    const Number high = match.captured(2).toLongLong();
    if (low < kMinTarget || high > kMaxTarget || low > high)
        return std::nullopt;
    return TargetRange{low, high};
}

// The most --threads takes: more than any machine here has cores, few enough that a slip of the
// keyboard (--threads 10000) does not start thousands of threads.
constexpr int kMaxThreads = 256;

// --threads N (1 <= N <= kMaxThreads) into `threads`, left as it is when not given; false, with the
// problem in `error`, when the value is bad.
bool readThreads(const QCommandLineParser &parser, int *threads, CommandLineError *error)
{
    if (!parser.isSet(kThreads))
        return true;
    static const QRegularExpression pattern(QStringLiteral("^[0-9]{1,3}$"));
    const QString text = parser.value(kThreads);
    const int value = pattern.match(text).hasMatch() ? text.toInt() : 0;
    if (value < 1 || value > kMaxThreads) {
        *error = usageError(QStringLiteral("Option --threads takes a number from 1 to %1, not %2")
                                .arg(kMaxThreads)
                                .arg(quoted(text)));
        return false;
    }
    *threads = value;
    return true;
}

// --stats and the options that go with it: --rules or --variant, then --targets, then --large.
ParsedCommandLine readOdds(const QCommandLineParser &parser, const SolveOptions &solve)
{
    if (parser.isSet(kBatch) || parser.isSet(kAll) || parser.isSet(kCount) || parser.isSet(kFast))
        return usageError(QStringLiteral("Option --stats cannot be used with --batch, --all, "
                                         "--count or --fast"));
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("Option --stats takes no puzzle"));
    OddsTableOptions odds;
    odds.json = solve.json;
    if (parser.isSet(kRules)) {
        const QString rules = parser.value(kRules);
        if (const std::optional<RuleSet> read = oddsRulesFromWord(rules)) {
            odds.variant = variantOf(*read);
            odds.variantName = oddsRulesWord(*read);
        } else {
            return usageError(
                QStringLiteral("Option --rules takes uk or lceb, not %1").arg(quoted(rules)));
        }
    } else if (parser.isSet(kVariant)) {
        CommandLineError error;
        const std::optional<GameVariant> variant = readVariant(parser.value(kVariant), &error);
        if (!variant)
            return error;
        odds.variant = *variant;
        odds.variantName = parser.value(kVariant);
        odds.namedByRules = false;
    }
    if (parser.isSet(kUseAll)) {
        odds.variant.mode = SolveMode::UseAll;
        if (!usesAllIsAlwaysPossible(odds.variant.operators))
            return usageError(useAllNeedsAddOrMultiply());
    }
    TargetRange targets = odds.variant.targets;
    if (parser.isSet(kTargets)) {
        const auto read = readTargets(parser.value(kTargets));
        if (!read)
            return usageError(QStringLiteral("Option --targets takes LO-HI with 1 <= LO <= HI <= "
                                             "%1, not %2")
                                  .arg(kMaxTarget)
                                  .arg(quoted(parser.value(kTargets))));
        targets = *read;
    }
    odds.lowTarget = targets.low;
    odds.highTarget = targets.high;
    if (parser.isSet(kLarge)) {
        const QString large = parser.value(kLarge);
        const std::optional<LargePick> pick = odds.variant.largePick;
        if (!pick)
            return usageError(
                odds.namedByRules
                    ? QStringLiteral("Option --large goes with the UK rules only")
                    : QStringLiteral("Option --large goes with variants where the player picks "
                                     "the large numbers"));
        if (large.size() != 1 || large[0] < QLatin1Char('0' + pick->fewest)
            || large[0] > QLatin1Char('0' + pick->most))
            return usageError(QStringLiteral("Option --large takes %1 to %2, not %3")
                                  .arg(pick->fewest)
                                  .arg(pick->most)
                                  .arg(quoted(large)));
        odds.large = large[0].digitValue();
    }
    // Refused here, before any work: a variant at the bags' limits has billions of selections.
    if (const std::optional<Error> problem = checkOddsSize(odds.variant, odds.large))
        return CommandLineError{errorMessage(*problem), false};
    if (CommandLineError error; !readThreads(parser, &odds.threads, &error))
        return error;
    return Command{OddsCommand{odds}};
}

// --variations [--use-all] [--json] [--threads N]: nothing else goes with it.
ParsedCommandLine readVariations(const QCommandLineParser &parser, const SolveOptions &solve)
{
    for (const QString &other :
         {kBatch, kStats, kAll, kCount, kFast, kRules, kVariant, kTargets, kLarge}) {
        if (parser.isSet(other))
            return usageError(QStringLiteral("Option --variations goes with --use-all, --json and "
                                             "--threads only, not --%1")
                                  .arg(other));
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("Option --variations takes no puzzle"));
    VariationsCommand variations{solve.mode, solve.json};
    if (CommandLineError error; !readThreads(parser, &variations.threads, &error))
        return error;
    return Command{variations};
}

// --daily or --daily-set [YYYY-MM-DD]: only --json goes with it.
ParsedCommandLine readDaily(const QCommandLineParser &parser, const SolveOptions &solve, bool set)
{
    const QString option = set ? kDailySet : kDaily;
    for (const QString &other : {kBatch, kStats, kVariations, kAll, kCount, kFast, kUseAll, kRules,
                                 kVariant, kTargets, kLarge, kThreads, kDaily}) {
        if (parser.isSet(other) && other != option)
            return usageError(
                QStringLiteral("Option --%1 goes with --json only, not --%2").arg(option, other));
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return usageError(QStringLiteral("Option --%1 takes one date at most").arg(option));
    DailyCommand daily;
    daily.json = solve.json;
    daily.set = set;
    if (positional.isEmpty())
        return Command{daily};
    static const QRegularExpression pattern(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    const QString &text = positional.first();
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (!pattern.match(text).hasMatch() || !date.isValid())
        return usageError(QStringLiteral("Option --%1 takes a date as YYYY-MM-DD, not %2")
                              .arg(option, quoted(text)));
    if (date < firstDailyDate())
        return usageError(QStringLiteral("The daily puzzle starts on %1 (#1), not %2")
                              .arg(firstDailyDate().toString(Qt::ISODate), quoted(text)));
    daily.date = date;
    return Command{daily};
}

// Everything after --help and --version: which command, then whether its options go together.
ParsedCommandLine readCommand(const QCommandLineParser &parser)
{
    if (parser.isSet(kAll) && parser.isSet(kCount))
        return usageError(QStringLiteral("Use --all or --count, not both (--all also gives the "
                                         "count)"));
    if (parser.isSet(kFast) && (parser.isSet(kAll) || parser.isSet(kCount)))
        return usageError(QStringLiteral("Use --fast or --all/--count, not both (they find every "
                                         "solution, and the easiest with them)"));
    SolveOptions solve;
    solve.mode = parser.isSet(kUseAll) ? SolveMode::UseAll : SolveMode::DropAllowed;
    solve.json = parser.isSet(kJson);
    solve.all = parser.isSet(kAll);
    solve.count = solve.all || parser.isSet(kCount);
    solve.fast = parser.isSet(kFast);
    if (parser.isSet(kMakeCode))
        return readMakeCodeCommand(parser);
    if (parser.isSet(kCode))
        return readCodeCommand(parser, solve);
    if (parser.isSet(kDailySet))
        return readDaily(parser, solve, true);
    if (parser.isSet(kDaily))
        return readDaily(parser, solve, false);
    if (parser.isSet(kVariations))
        return readVariations(parser, solve);
    if (parser.isSet(kRules) && parser.isSet(kVariant))
        return usageError(QStringLiteral("Use --rules or --variant, not both"));
    if (parser.isSet(kStats))
        return readOdds(parser, solve);
    if (parser.isSet(kRules) || parser.isSet(kTargets) || parser.isSet(kLarge))
        return usageError(QStringLiteral("Options --rules, --targets and --large go with --stats"));
    if (parser.isSet(kThreads) && !parser.isSet(kBatch))
        return usageError(
            QStringLiteral("Option --threads goes with --batch, --stats or --variations"));
    if (parser.isSet(kVariant)) {
        CommandLineError error;
        const std::optional<GameVariant> variant = readVariant(parser.value(kVariant), &error);
        if (!variant)
            return error;
        solve.operators = variant->operators;
        if (!parser.isSet(kUseAll))
            solve.mode = variant->mode;
        else if (!usesAllIsAlwaysPossible(solve.operators))
            return usageError(useAllNeedsAddOrMultiply());
    }

    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(kBatch)) {
        if (!positional.isEmpty())
            return usageError(QStringLiteral("With --batch the puzzles come from standard input, "
                                             "not from the command line"));
        BatchCommand batch{solve};
        if (CommandLineError error; !readThreads(parser, &batch.threads, &error))
            return error;
        return Command{batch};
    }
    if (positional.isEmpty())
        return usageError(QStringLiteral("A TARGET and 1 to 7 numbers are needed"));
    const Result<Puzzle> puzzle = readPuzzleFields(positional);
    if (!puzzle)
        return CommandLineError{errorMessage(puzzle.error()), false};
    return Command{SolveCommand{*puzzle, solve}};
}

} // namespace

ParsedCommandLine parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser parser;
    defineCommandLine(parser);
    const QStringList parserArguments = argumentsForParser(arguments);
    if (!parser.parse(parserArguments))
        return usageError(parseProblem(parser, parserArguments));
    if (parser.isSet(kHelp))
        return Command{HelpCommand{}};
    if (parser.isSet(kVersion))
        return Command{VersionCommand{}};
    return readCommand(parser);
}

QString helpText()
{
    QCommandLineParser parser;
    defineCommandLine(parser);
    // Qt's text without its usage line: from the description on (the options, the arguments).
    const QString qtText = parser.helpText();
    const qsizetype description = qtText.indexOf(kDescription);
    return kUsage + (description < 0 ? qtText : qtText.mid(description)) + kExitCodes;
}

QString oddsCommandLine(const OddsTableOptions &options)
{
    // A file's name is written as it was given; one with a space or a quote would need the shell's
    // quoting, which differs between shells, so it is left as it is.
    QString command = kProgram
                      + (options.namedByRules ? QStringLiteral(" --stats --rules ")
                                              : QStringLiteral(" --stats --variant "))
                      + options.variantName;
    if (options.large >= 0)
        command += QStringLiteral(" --large %1").arg(options.large);
    if (options.variant.mode == SolveMode::UseAll)
        command += QStringLiteral(" --use-all");
    command += QStringLiteral(" --targets %1-%2").arg(options.lowTarget).arg(options.highTarget);
    if (options.json)
        command += QStringLiteral(" --json");
    return command;
}

} // namespace countdown
