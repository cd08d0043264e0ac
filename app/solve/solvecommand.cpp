#include "solvecommand.h"

#include "error.h"
#include "expression.h"
#include "odds.h"
#include "puzzle.h"
#include "rules.h"
#include "solver.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QTextStream>

#include <optional>

namespace countdown {

namespace {

const QString kProgram = QStringLiteral("countdown-solve");

struct Options {
    SolveMode mode = SolveMode::DropAllowed;
    bool json = false;
    bool count = false; // --count or --all: how many distinct solutions
    bool all = false;   // --all: and which
};

// What is printed for one puzzle.
struct Answer {
    BestAnswer best;
    std::optional<Solutions> solutions; // always known; printed with --count or --all
    // The expression shown: the game's reveal and explorer show the same (firstAnswer).
    const Expression &shown() const { return firstAnswer(best, solutions); }
};

Answer solve(const Puzzle &puzzle, const Options &options)
{
    Solver solver(puzzle.numbers, options.mode);
    Answer answer;
    // Without a SolveControl the solver is never cancelled: both always have a value.
    answer.best = *solver.best(puzzle.target);
    answer.solutions = *solver.solutions(puzzle.target);
    return answer;
}

QString plural(qsizetype n, const QString &one, const QString &many)
{
    return QString::number(n) + QLatin1Char(' ') + (n == 1 ? one : many);
}

QString equation(const Expression &expression)
{
    return expression.toString(Notation::Ascii) + QStringLiteral(" = ")
           + QString::number(expression.value());
}

// "EXPRESSION = VALUE", its steps indented, "exact" or "N away" with the numbers it uses; then,
// with --count or --all, the number of distinct solutions and, with --all, the solutions.
void writeHuman(QTextStream &out, const Answer &answer, const Options &options)
{
    const QString indent = QStringLiteral("    ");
    const BestAnswer &best = answer.best;
    out << equation(answer.shown()) << '\n';
    const QStringList steps = answer.shown().steps(Notation::Ascii);
    for (const QString &step : steps)
        out << indent << step << '\n';
    out << (best.distance == 0 ? QStringLiteral("exact")
                               : QString::number(best.distance) + QStringLiteral(" away"))
        << QStringLiteral(", using ")
        << plural(best.numbersUsed, QStringLiteral("number"), QStringLiteral("numbers")) << '\n';
    if (!options.count)
        return;
    const std::vector<Expression> &expressions = answer.solutions->expressions;
    out << plural(qsizetype(expressions.size()), QStringLiteral("distinct solution"),
                  QStringLiteral("distinct solutions"));
    const bool list = options.all && !expressions.empty();
    out << (list ? ":\n" : "\n");
    if (!list)
        return;
    for (const Expression &expression : expressions)
        out << indent << equation(expression) << '\n';
}

QJsonObject toJson(const Puzzle &puzzle, const Answer &answer, const Options &options)
{
    QJsonArray numbers;
    for (const Number n : puzzle.numbers)
        numbers.append(qint64(n));
    const BestAnswer &best = answer.best;
    QJsonObject object{
        {QStringLiteral("target"), qint64(puzzle.target)},
        {QStringLiteral("numbers"), numbers},
        {QStringLiteral("mode"),
         options.mode == SolveMode::UseAll ? QStringLiteral("use-all") : QStringLiteral("drop")},
        {QStringLiteral("value"), qint64(best.value)},
        {QStringLiteral("distance"), qint64(best.distance)},
        {QStringLiteral("numbers_used"), best.numbersUsed},
        {QStringLiteral("expression"), answer.shown().toString(Notation::Ascii)},
        {QStringLiteral("steps"),
         QJsonArray::fromStringList(answer.shown().steps(Notation::Ascii))},
    };
    if (options.count) {
        const std::vector<Expression> &expressions = answer.solutions->expressions;
        object.insert(QStringLiteral("solutions"), qint64(expressions.size()));
        if (options.all) {
            QJsonArray list;
            for (const Expression &expression : expressions) {
                list.append(QJsonObject{
                    {QStringLiteral("expression"), expression.toString(Notation::Ascii)},
                    {QStringLiteral("value"), qint64(expression.value())},
                    {QStringLiteral("numbers_used"), expression.tileCount()},
                });
            }
            object.insert(QStringLiteral("expressions"), list);
        }
    }
    return object;
}

// One compact JSON object on one line.
void writeJson(QTextStream &out, const QJsonObject &object)
{
    out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << '\n';
}

void writeAnswer(QTextStream &out, const Puzzle &puzzle, const Options &options)
{
    const Answer answer = solve(puzzle, options);
    if (options.json)
        writeJson(out, toJson(puzzle, answer, options));
    else
        writeHuman(out, answer, options);
}

// A batch line's error in its place: {"line": N, "error": "…"} or "line N: error: …".
void writeLineError(QTextStream &out, qint64 lineNumber, const Error &error, const Options &options)
{
    const QString message = errorMessage(error);
    if (options.json) {
        writeJson(out, QJsonObject{{QStringLiteral("line"), lineNumber},
                                   {QStringLiteral("error"), message}});
    } else {
        out << QStringLiteral("line ") << QString::number(lineNumber) << QStringLiteral(": error: ")
            << message << '\n';
    }
}

// Lines made only of the separators readPuzzleLine skips.
bool isBlank(QStringView line)
{
    for (const QChar c : line) {
        if (c != QLatin1Char(' ') && c != QLatin1Char('\t') && c != QLatin1Char('\r'))
            return false;
    }
    return true;
}

// Every line of `input` in order, each answered (or its error reported) and flushed before the
// next is read, so that a consumer sees answers as they come and memory stays bounded by the
// longest line.
int runBatch(QIODevice &input, QTextStream &out, const Options &options)
{
    bool anyBad = false;
    bool first = true;
    qint64 lineNumber = 0;
    for (;;) {
        // Every line but an unterminated last one holds at least its '\n': empty means the end.
        // readLine(n) gives at most n - 1 bytes: one more than a line may hold tells a long one.
        const QByteArray bytes = input.readLine(kMaxBatchLineBytes + 2);
        if (bytes.isEmpty())
            break;
        ++lineNumber;
        if (bytes.size() > kMaxBatchLineBytes && !bytes.endsWith('\n')) {
            // Too long to be a puzzle: skip to its end, holding no more of it.
            for (QByteArray rest; !(rest = input.readLine(kMaxBatchLineBytes + 2)).isEmpty()
                                  && !rest.endsWith('\n');) {
            }
            anyBad = true;
            if (!options.json && !first)
                out << '\n';
            first = false;
            writeLineError(out, lineNumber,
                           Error{ErrorKind::LineTooLong, -1, {QString::number(kMaxBatchLineBytes)}},
                           options);
            out.flush();
            continue;
        }
        QString line = QString::fromUtf8(bytes);
        if (line.endsWith(QLatin1Char('\n')))
            line.chop(1);
        if (lineNumber == 1 && line.startsWith(QChar(0xFEFF))) // a byte-order mark
            line.remove(0, 1);
        if (isBlank(line))
            continue;

        if (!options.json) {
            if (!first)
                out << '\n';
            first = false;
        }
        const Result<Puzzle> puzzle = readPuzzleLine(line);
        if (!puzzle) {
            anyBad = true;
            writeLineError(out, lineNumber, puzzle.error(), options);
        } else {
            if (!options.json) {
                QStringList numbers;
                for (const Number n : puzzle->numbers)
                    numbers << QString::number(n);
                out << QStringLiteral("line ") << QString::number(lineNumber)
                    << QStringLiteral(": target ") << QString::number(puzzle->target)
                    << QStringLiteral(", numbers ") << numbers.join(QLatin1Char(' ')) << '\n';
            }
            writeAnswer(out, *puzzle, options);
        }
        out.flush();
        if (out.status() != QTextStream::Ok)
            return SolveExitOutputLost; // nobody reads the rest
    }
    return anyBad ? SolveExitBadInput : SolveExitOk;
}

// An option as we define them: "-" or "--" then a letter ("-?" is help). Anything else that
// starts with a dash ("-5", "-", "--5") is an argument, and then a bad number.
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
    for (const char *name : {"rules", "targets", "large"}) {
        const QLatin1String n(name);
        if (option == QLatin1String("--") + n || option == QLatin1String("-") + n)
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

// --- --stats: the exact odds ------------------------------------------------------------------

struct StatsOptions {
    Variant rules = Variant::Countdown;
    SolveMode mode = SolveMode::DropAllowed;
    TargetRange targets{0, 0};
    int large = -1; // UK: only the row for this number of large; -1 for every row
    bool json = false;
};

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

// The canonical command for a table: what the JSON records, and what regenerates it.
QString statsCommand(const StatsOptions &options)
{
    QString command = kProgram + QStringLiteral(" --stats --rules ")
                      + (options.rules == Variant::LeCompteEstBon ? QStringLiteral("lceb")
                                                                  : QStringLiteral("uk"));
    if (options.large >= 0)
        command += QStringLiteral(" --large %1").arg(options.large);
    if (options.mode == SolveMode::UseAll)
        command += QStringLiteral(" --use-all");
    command +=
        QStringLiteral(" --targets %1-%2").arg(options.targets.low).arg(options.targets.high);
    if (options.json)
        command += QStringLiteral(" --json");
    return command;
}

// "12,345": grouped the same way whatever the user's locale.
QString grouped(qint64 n)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(n);
}

// A percentage with two decimals and a '.' in every locale; "< 0.01" rather than a misleading 0.
QString percent(const Fraction &f)
{
    const double p = 100 * f.value();
    if (f.numerator != 0 && p < 0.005)
        return QStringLiteral("< 0.01 %");
    return QString::number(p, 'f', 2) + QStringLiteral(" %");
}

void writeStatsHuman(QTextStream &out, const OddsTable &table)
{
    const bool uk = table.rules == Variant::Countdown;
    out << QStringLiteral("Chance that a random round has no exact solution (exact, over every "
                          "distinct selection)\n")
        << (uk ? QStringLiteral("rules: uk (Countdown, by number of large)")
               : QStringLiteral("rules: lceb (Le compte est bon)"))
        << QStringLiteral(", mode: ")
        << (table.mode == SolveMode::UseAll ? QStringLiteral("use-all (every number used)")
                                            : QStringLiteral("drop (numbers may be left out)"))
        << QStringLiteral(", targets %1-%2\n").arg(table.lowTarget).arg(table.highTarget);
    for (const OddsRow &row : table.rows) {
        const Fraction &f = row.noExactSolution;
        out << (row.large >= 0 ? QStringLiteral("%1 large").arg(row.large)
                               : QStringLiteral("6 cards"))
            << QStringLiteral(": ") << grouped(row.selections)
            << QStringLiteral(" selections, no exact solution ") << QString::number(f.numerator)
            << QLatin1Char('/') << QString::number(f.denominator) << QStringLiteral(" = ")
            << percent(f) << '\n';
    }
}

int runStats(QTextStream &out, const StatsOptions &options)
{
    OddsOptions odds;
    odds.rules = options.rules;
    odds.mode = options.mode;
    odds.lowTarget = options.targets.low;
    odds.highTarget = options.targets.high;
    // Without a SolveControl nothing cancels them: always a value.
    OddsTable table;
    table.rules = options.rules;
    table.mode = options.mode;
    table.lowTarget = options.targets.low;
    table.highTarget = options.targets.high;
    table.command = statsCommand(options);
    if (options.large >= 0) {
        OddsRow row = *oddsForDraw(rulesDraw(Variant::Countdown, options.large), options.mode,
                                   options.targets.low, options.targets.high);
        row.large = options.large;
        table.rows = {row};
    } else {
        table.rows = *computeOdds(odds);
    }
    if (options.json)
        writeJson(out, toJson(table));
    else
        writeStatsHuman(out, table);
    out.flush();
    return SolveExitOk;
}

void usageError(QTextStream &err, const QString &message)
{
    err << kProgram << QStringLiteral(": ") << message << '\n'
        << QStringLiteral("Try '") << kProgram
        << QStringLiteral(" --help' for more information.\n");
    err.flush();
}

int runCommand(const QStringList &arguments, QIODevice &input, QTextStream &out, QTextStream &err);

} // namespace

int runSolveCommand(const QStringList &arguments, QIODevice &input, QTextStream &out,
                    QTextStream &err)
{
    const int code = runCommand(arguments, input, out, err);
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

namespace {

int runCommand(const QStringList &arguments, QIODevice &input, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Solves the numbers round of Countdown: reaches TARGET with N1 ... N7 (each used at most "
        "once) and + - * /, every step a positive integer; or gets as close as possible.\n"
        "Numbers: 1 to 7 of them, each 1-999999; target 1-999999; decimal digits only.\n"
        "With --stats: the exact chance that a random round has no exact solution, over every "
        "distinct selection of the rules' draw weighted by its probability (UK: per number of "
        "large; French: one row).\n"
        "Exit codes: 0 when every puzzle was answered (exact or not), 2 for bad input."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption useAllOption(
        QStringLiteral("use-all"),
        QStringLiteral("Every number must be used (default: numbers may be left out)."));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), QStringLiteral("One JSON object per puzzle, one per line."));
    const QCommandLineOption allOption(
        QStringLiteral("all"),
        QStringLiteral("Also list every distinct solution (or, when the target cannot be "
                       "reached, every distinct way to the closest values)."));
    const QCommandLineOption countOption(QStringLiteral("count"),
                                         QStringLiteral("Also count the distinct solutions."));
    const QCommandLineOption batchOption(
        QStringLiteral("batch"),
        QStringLiteral("Read the puzzles from standard input, one \"TARGET N1 ... Nk\" per line; "
                       "blank lines are skipped, a bad line is reported in its place."));
    const QCommandLineOption statsOption(
        QStringLiteral("stats"),
        QStringLiteral("Instead of solving a puzzle: the exact odds of a round with no exact "
                       "solution (about a second or two)."));
    const QCommandLineOption rulesOption(
        QStringLiteral("rules"),
        QStringLiteral("With --stats: uk (Countdown, the default) or lceb (Le compte est bon)."),
        QStringLiteral("uk|lceb"));
    const QCommandLineOption targetsOption(
        QStringLiteral("targets"),
        QStringLiteral("With --stats: the targets, LO-HI (default: the rules' range, UK 100-999, "
                       "French 101-999)."),
        QStringLiteral("LO-HI"));
    const QCommandLineOption largeOption(
        QStringLiteral("large"),
        QStringLiteral("With --stats and UK rules: only the row for K large numbers (0-4), "
                       "much quicker than the whole table."),
        QStringLiteral("K"));
    parser.addOptions({useAllOption, jsonOption, allOption, countOption, batchOption, statsOption,
                       rulesOption, targetsOption, largeOption});
    parser.addPositionalArgument(QStringLiteral("target"),
                                 QStringLiteral("The number to reach, 1-999999."),
                                 QStringLiteral("TARGET"));
    parser.addPositionalArgument(QStringLiteral("numbers"),
                                 QStringLiteral("1 to 7 numbers to reach it with, each 1-999999."),
                                 QStringLiteral("N1 [N2 ... N7]"));

    if (!parser.parse(argumentsForParser(arguments))) {
        usageError(err, parser.errorText());
        return SolveExitBadInput;
    }
    // addHelpOption() also defines --help-all (help with Qt's own options, which a
    // QCoreApplication does not have): both show the same text.
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        out << parser.helpText();
        out.flush();
        return SolveExitOk;
    }
    if (parser.isSet(versionOption)) {
        out << kProgram << ' ' << QCoreApplication::applicationVersion() << '\n';
        out.flush();
        return SolveExitOk;
    }

    Options options;
    options.mode = parser.isSet(useAllOption) ? SolveMode::UseAll : SolveMode::DropAllowed;
    options.json = parser.isSet(jsonOption);
    options.all = parser.isSet(allOption);
    options.count = options.all || parser.isSet(countOption);
    if (options.all && parser.isSet(countOption)) {
        usageError(err, QStringLiteral("--all and --count cannot be used together (--all also "
                                       "gives the count)"));
        return SolveExitBadInput;
    }

    if (parser.isSet(statsOption)) {
        if (parser.isSet(batchOption) || parser.isSet(allOption) || parser.isSet(countOption)) {
            usageError(err, QStringLiteral("--stats cannot be used with --batch, --all or "
                                           "--count"));
            return SolveExitBadInput;
        }
        if (!parser.positionalArguments().isEmpty()) {
            usageError(err, QStringLiteral("--stats takes no puzzle"));
            return SolveExitBadInput;
        }
        StatsOptions stats;
        stats.mode = options.mode;
        stats.json = options.json;
        if (parser.isSet(rulesOption)) {
            const QString rules = parser.value(rulesOption);
            if (rules == QLatin1String("uk")) {
                stats.rules = Variant::Countdown;
            } else if (rules == QLatin1String("lceb")) {
                stats.rules = Variant::LeCompteEstBon;
            } else {
                usageError(err, QStringLiteral("unknown rules '%1': uk or lceb").arg(rules));
                return SolveExitBadInput;
            }
        }
        stats.targets = targetRange(stats.rules);
        if (parser.isSet(targetsOption)) {
            const auto targets = readTargets(parser.value(targetsOption));
            if (!targets) {
                usageError(err, QStringLiteral("bad --targets '%1': LO-HI with 1 <= LO <= HI <= "
                                               "999999")
                                    .arg(parser.value(targetsOption)));
                return SolveExitBadInput;
            }
            stats.targets = *targets;
        }
        if (parser.isSet(largeOption)) {
            const QString large = parser.value(largeOption);
            if (stats.rules != Variant::Countdown) {
                usageError(err, QStringLiteral("--large goes with the UK rules"));
                return SolveExitBadInput;
            }
            if (large.size() != 1 || large[0] < QLatin1Char('0')
                || large[0] > QLatin1Char('0' + kMaxLarge)) {
                usageError(err,
                           QStringLiteral("bad --large '%1': 0 to %2").arg(large).arg(kMaxLarge));
                return SolveExitBadInput;
            }
            stats.large = large[0].digitValue();
        }
        return runStats(out, stats);
    }
    if (parser.isSet(rulesOption) || parser.isSet(targetsOption) || parser.isSet(largeOption)) {
        usageError(err, QStringLiteral("--rules, --targets and --large go with --stats"));
        return SolveExitBadInput;
    }

    if (parser.isSet(batchOption)) {
        if (!parser.positionalArguments().isEmpty()) {
            usageError(err, QStringLiteral("with --batch the puzzles come from standard input, "
                                           "not from the command line"));
            return SolveExitBadInput;
        }
        return runBatch(input, out, options);
    }

    const Result<Puzzle> puzzle = readPuzzleFields(parser.positionalArguments());
    if (!puzzle) {
        if (parser.positionalArguments().isEmpty())
            usageError(err, QStringLiteral("a TARGET and 1 to 7 numbers are needed"));
        else
            err << kProgram << QStringLiteral(": ") << errorMessage(puzzle.error()) << '\n';
        err.flush();
        return SolveExitBadInput;
    }
    writeAnswer(out, *puzzle, options);
    out.flush();
    return SolveExitOk;
}

} // namespace

} // namespace countdown
