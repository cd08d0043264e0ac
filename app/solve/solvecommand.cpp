#include "solvecommand.h"

#include "daily.h"
#include "odds.h"
#include "solvecommandline.h"
#include "solvewriters.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QIODevice>
#include <QTextStream>

#include <variant>

namespace countdown {

namespace {

const QString kProgram = QStringLiteral("countdown-solve");

PuzzleAnswer solve(const Puzzle &puzzle, const SolveOptions &options)
{
    Solver solver(puzzle.numbers, options.mode, options.operators);
    PuzzleAnswer answer;
    // Without a SolveControl the solver is never cancelled: every answer has a value.
    if (!options.count) {
        // Only the easiest solution is written: the others need not be listed.
        ShownAnswer shown = *solver.easiest(puzzle.target);
        answer.best = std::move(shown.best);
        answer.shownExpression = std::move(shown.shown);
        return answer;
    }
    answer.best = *solver.best(puzzle.target);
    answer.solutions = *solver.solutions(puzzle.target);
    answer.shownExpression = firstAnswer(answer.best, answer.solutions);
    return answer;
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

// What readBatchLine found.
enum class BatchLine {
    End,     // nothing more to read
    Read,    // a line, without its '\n'
    TooLong, // longer than kMaxBatchLineBytes: skipped to its end without being held
};

// Reads a batch line by line into one buffer kept for the whole batch: QIODevice::readLine(n)
// allocates n bytes for every line, which for the longest line allowed means mapping and
// unmapping a megabyte per puzzle, more than solving it takes.
class BatchReader {
public:
    explicit BatchReader(QIODevice &input)
        : m_input(input)
    {
    }

    // The next line into `line` (empty for a line too long to hold).
    BatchLine read(QString *line)
    {
        // Every line but an unterminated last one holds at least its '\n': none means the end.
        // readLine gives at most size - 1 bytes: one more than a line may hold tells a long one.
        const qint64 length = readChunk();
        if (length <= 0)
            return BatchLine::End;
        if (length > kMaxBatchLineBytes && !endsLine(length)) {
            for (qint64 rest; (rest = readChunk()) > 0 && !endsLine(rest);) {
            }
            line->clear();
            return BatchLine::TooLong;
        }
        *line = QString::fromUtf8(m_buffer.constData(), length);
        if (line->endsWith(QLatin1Char('\n')))
            line->chop(1);
        return BatchLine::Read;
    }

private:
    qint64 readChunk()
    {
        if (m_buffer.isEmpty())
            m_buffer.resize(kMaxBatchLineBytes + 2); // its pages are touched only as lines fill it
        return m_input.readLine(m_buffer.data(), m_buffer.size());
    }
    bool endsLine(qint64 length) const { return m_buffer.at(length - 1) == '\n'; }

    QIODevice &m_input;
    QByteArray m_buffer;
};

Error lineTooLong()
{
    return Error{ErrorKind::LineTooLong, -1, {QString::number(kMaxBatchLineBytes)}};
}

// Every line of `input` in order, each answered (or its error reported) and flushed before the
// next is read, so that a consumer sees answers as they come and memory stays bounded by the
// longest line.
int runBatch(QIODevice &input, QTextStream &out, const SolveOptions &options)
{
    bool anyBad = false;
    bool first = true;
    qint64 lineNumber = 0;
    QString line;
    BatchReader reader(input);
    for (BatchLine read; (read = reader.read(&line)) != BatchLine::End;) {
        ++lineNumber;
        if (lineNumber == 1 && line.startsWith(QChar(0xFEFF))) // a byte-order mark
            line.remove(0, 1);
        const bool tooLong = read == BatchLine::TooLong;
        if (!tooLong && isBlank(line))
            continue;
        if (!options.json && !first)
            out << '\n';
        first = false;
        const Result<Puzzle> puzzle =
            tooLong ? Result<Puzzle>(lineTooLong()) : readPuzzleLine(line);
        if (!puzzle) {
            anyBad = true;
            writeLineError(out, lineNumber, puzzle.error(), options.json);
        } else {
            if (!options.json)
                writeBatchLineHeading(out, lineNumber, *puzzle);
            writeAnswer(out, *puzzle, solve(*puzzle, options), options);
        }
        out.flush();
        if (out.status() != QTextStream::Ok)
            return SolveExitOutputLost; // nobody reads the rest
    }
    return anyBad ? SolveExitBadInput : SolveExitOk;
}

OddsTable computeOddsTable(const StatsOptions &options)
{
    OddsTable table;
    table.variant = options.variant;
    table.lowTarget = options.lowTarget;
    table.highTarget = options.highTarget;
    table.command = statsCommandLine(options);
    // Without a SolveControl nothing cancels them, and the variant was checked when it was read:
    // always a value.
    const GameVariant &variant = options.variant;
    if (options.large >= 0) {
        OddsRow row = *oddsForDraw(variantDraw(variant, options.large), variant.mode,
                                   options.lowTarget, options.highTarget, 0, {}, variant.operators);
        row.large = options.large;
        table.rows = {row};
    } else {
        table.rows = *computeOdds(OddsOptions{variant, options.lowTarget, options.highTarget, 0});
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
        VariationOdds odds{variation, *computeOdds(OddsOptions::of(variation.variant)), 0};
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
        writeAnswer(out, command.puzzle, solve(command.puzzle, command.options), command.options);
        return SolveExitOk;
    }
    int operator()(const BatchCommand &command) const
    {
        return runBatch(input, out, command.options);
    }
    int operator()(const StatsCommand &command) const
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
        writeDaily(out, dailyPuzzle(command.date.value_or(QDate::currentDate())), command.json);
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
    const int code = std::visit(CommandRunner{input, out}, std::get<Command>(parsed));
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
