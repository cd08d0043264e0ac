#include "solvecommand.h"

#include "error.h"
#include "expression.h"
#include "puzzle.h"
#include "solver.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
    std::optional<Solutions> solutions; // with --count or --all
};

Answer solve(const Puzzle &puzzle, const Options &options)
{
    Solver solver(puzzle.numbers, options.mode);
    Answer answer;
    // Without a SolveControl the solver is never cancelled: both always have a value.
    answer.best = *solver.best(puzzle.target);
    if (options.count)
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
    out << equation(best.expression) << '\n';
    const QStringList steps = best.expression.steps(Notation::Ascii);
    for (const QString &step : steps)
        out << indent << step << '\n';
    out << (best.distance == 0 ? QStringLiteral("exact")
                               : QString::number(best.distance) + QStringLiteral(" away"))
        << QStringLiteral(", using ")
        << plural(best.numbersUsed, QStringLiteral("number"), QStringLiteral("numbers")) << '\n';
    if (!answer.solutions)
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
        {QStringLiteral("expression"), best.expression.toString(Notation::Ascii)},
        {QStringLiteral("steps"),
         QJsonArray::fromStringList(best.expression.steps(Notation::Ascii))},
    };
    if (answer.solutions) {
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
        const QByteArray bytes = input.readLine();
        if (bytes.isEmpty())
            break;
        ++lineNumber;
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
            const QString message = errorMessage(puzzle.error());
            if (options.json) {
                writeJson(out, QJsonObject{{QStringLiteral("line"), lineNumber},
                                           {QStringLiteral("error"), message}});
            } else {
                out << QStringLiteral("line ") << QString::number(lineNumber)
                    << QStringLiteral(": error: ") << message << '\n';
            }
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

// QCommandLineParser would read "-5" as the unknown option "5". Our options are all flags without
// values, so they can be separated before parsing: the options first, then "--" and every other
// argument in its order (after a user's own "--", everything is an argument). The parser then
// hands "-5" over as a positional argument, which readNumber reports as not a number.
QStringList argumentsForParser(const QStringList &arguments)
{
    QStringList options;
    QStringList positional;
    bool onlyPositional = false;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (onlyPositional)
            positional << argument;
        else if (argument == QLatin1String("--"))
            onlyPositional = true;
        else if (looksLikeOption(argument))
            options << argument;
        else
            positional << argument;
    }
    QStringList result{arguments.isEmpty() ? kProgram : arguments.first()};
    result << options << QStringLiteral("--") << positional;
    return result;
}

void usageError(QTextStream &err, const QString &message)
{
    err << kProgram << QStringLiteral(": ") << message << '\n'
        << QStringLiteral("Try '") << kProgram
        << QStringLiteral(" --help' for more information.\n");
    err.flush();
}

} // namespace

int runSolveCommand(const QStringList &arguments, QIODevice &input, QTextStream &out,
                    QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Solves the numbers round of Countdown: reaches TARGET with N1 ... N7 (each used at most "
        "once) and + - * /, every step a positive integer; or gets as close as possible.\n"
        "Numbers: 1 to 7 of them, each 1-999999; target 1-999999; decimal digits only.\n"
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
    parser.addOptions({useAllOption, jsonOption, allOption, countOption, batchOption});
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

} // namespace countdown
