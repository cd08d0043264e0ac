// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "batch.h"

#include "puzzleanswer.h"
#include "solvecommand.h"
#include "solvewriters.h"

#include <QIODevice>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

namespace countdown {

namespace {

// How many lines may be read ahead of the one being written: enough to keep every thread busy
// when one line takes much longer than those after it, few enough that their answers are small.
constexpr std::size_t kLinesAhead = 256;
// How many answers are written at once while more puzzles wait to be solved.
constexpr qint64 kWriteTogether = 32;
// Each hand-over between the threads takes the lock the others wait on, and often wakes one:
// one a line cost more than solving an easy puzzle (half the time of a batch of them). So the
// reader hands over the lines it can read without waiting, up to this many at once...
constexpr std::size_t kReadTogether = 32;
// ...and a solver takes up to this many puzzles at once, fewer as fewer are left, so that every
// thread still gets its share.
constexpr qint64 kSolveTogether = 16;

// Lines made only of the separators readPuzzleLine skips.
bool isBlank(QStringView line)
{
    for (const QChar c : line) {
        if (c != QLatin1Char(' ') && c != QLatin1Char('\t') && c != QLatin1Char('\r'))
            return false;
    }
    return true;
}

// What BatchReader::read found.
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

    // Whether a whole line can be read without waiting for more input.
    bool lineWaiting() const { return m_input.canReadLine(); }

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

// A line as the reader hands it over: a puzzle, or for a bad line its error, written.
struct LineRead {
    qint64 lineNumber;
    std::optional<Puzzle> puzzle;
    QString error;
};

// A puzzle for a solving thread, and where its answer goes.
struct PuzzleToSolve {
    qint64 sequence; // among the lines in flight
    qint64 lineNumber;
    Puzzle puzzle;
};

// A solver's answer, written, for the line of that sequence number.
struct LineAnswered {
    qint64 sequence;
    QString text;
};

// The lines read and not yet written, between the three kinds of thread: the reader adds them,
// the solvers answer their puzzles, the writer takes what is ready in the order they were read.
// Waking a thread costs more than solving a puzzle: each is woken only when there is a batch of
// work for it, or when nothing else is coming (the input waits for its answers, or ended).
class LinesInFlight {
public:
    explicit LinesInFlight(int solvers)
        : m_solvers(solvers)
    {
    }

    // The reader's: adds the lines read, and empties `read`; `dry` when no more can be read
    // without waiting for the input. When kLinesAhead lines are in flight, waits until half of
    // them are written first; false when the output is lost (nothing more is wanted).
    bool add(std::vector<LineRead> &read, bool dry)
    {
        std::unique_lock lock(m_mutex);
        if (m_lines.size() >= kLinesAhead)
            m_roomFreed.wait(lock, [&] { return m_lines.size() <= kLinesAhead / 2 || m_lost; });
        if (m_lost)
            return false;
        qint64 puzzles = 0;
        for (LineRead &line : read) {
            const bool ready = !line.puzzle;
            m_lines.push_back(
                {line.lineNumber, std::move(line.puzzle), std::move(line.error), ready});
            ++(ready ? m_ready : puzzles);
        }
        read.clear();
        m_inputDry = dry;
        m_puzzlesLeft += puzzles;
        if (puzzles == 1)
            m_puzzleAdded.notify_one();
        else if (puzzles > 1)
            m_puzzleAdded.notify_all(); // each solver waiting takes a share
        wakeWriterIfDue();
        return true;
    }
    void endOfInput()
    {
        const std::lock_guard lock(m_mutex);
        m_inputEnded = true;
        m_puzzleAdded.notify_all();
        m_answerReady.notify_one();
    }

    // A solver's: hands over the answers to the puzzles it took (and empties `answered`), and
    // takes the next ones into `next`, waiting for some if need be; false when no more will come.
    bool exchange(std::vector<LineAnswered> &answered, std::vector<PuzzleToSolve> &next)
    {
        std::unique_lock lock(m_mutex);
        for (LineAnswered &answer : answered) {
            Line &line = at(answer.sequence);
            line.text = std::move(answer.text);
            line.ready = true;
            ++m_ready;
        }
        answered.clear();
        next.clear();
        for (;;) {
            if (m_lost)
                return false;
            takePuzzles(next);
            // With nothing left to take, what is ready is written now: the input may be
            // waiting for it.
            wakeWriterIfDue();
            if (!next.empty())
                return true;
            if (m_inputEnded)
                return false;
            m_puzzleAdded.wait(lock);
        }
    }

    // The writer's: the texts ready in the order of their lines, as many as are ready once the
    // first is; empty when every line is written.
    std::vector<QString> takeReady()
    {
        std::unique_lock lock(m_mutex);
        m_answerReady.wait(lock, [&] { return writerDue() || (m_lines.empty() && m_inputEnded); });
        std::vector<QString> texts;
        for (; !m_lines.empty() && m_lines.front().ready; ++m_firstSequence) {
            texts.push_back(std::move(m_lines.front().text));
            m_lines.pop_front();
            --m_ready;
        }
        if (m_lines.size() <= kLinesAhead / 2)
            m_roomFreed.notify_one();
        return texts;
    }
    void outputLost()
    {
        const std::lock_guard lock(m_mutex);
        m_lost = true;
        m_roomFreed.notify_all();
        m_puzzleAdded.notify_all();
    }
    bool lost()
    {
        const std::lock_guard lock(m_mutex);
        return m_lost;
    }

private:
    struct Line {
        qint64 lineNumber;
        std::optional<Puzzle> puzzle; // none for a bad line
        QString text;                 // its answer or its error, once ready
        bool ready;
    };
    Line &at(qint64 sequence) { return m_lines[std::size_t(sequence - m_firstSequence)]; }
    qint64 endSequence() const { return m_firstSequence + qint64(m_lines.size()); }

    // The next lines with a puzzle, marked as taken: a share of those left.
    void takePuzzles(std::vector<PuzzleToSolve> &taken)
    {
        const qint64 share = std::clamp(m_puzzlesLeft / (2 * m_solvers), qint64(1), kSolveTogether);
        // Bad lines are written without being solved: the writer may be past them already.
        m_nextToSolve = std::max(m_nextToSolve, m_firstSequence);
        for (; m_nextToSolve < endSequence() && qint64(taken.size()) < share; ++m_nextToSolve) {
            const Line &line = at(m_nextToSolve);
            if (line.puzzle) {
                taken.push_back({m_nextToSolve, line.lineNumber, *line.puzzle});
                --m_puzzlesLeft;
            }
        }
    }

    // Whether the writer has work worth waking it for: the first line is ready, and either many
    // are, or the input has ended, or no puzzle is left to take while the reader waits for the
    // input (which may be waiting for these answers). When the reader is only slower than the
    // solvers, answers wait for a batch: waking the writer for each cost more than the puzzles.
    bool writerDue() const
    {
        if (m_lines.empty() || !m_lines.front().ready)
            return false;
        return m_ready >= kWriteTogether || (m_puzzlesLeft == 0 && m_inputDry) || m_inputEnded;
    }
    void wakeWriterIfDue()
    {
        if (writerDue())
            m_answerReady.notify_one();
    }

    const qint64 m_solvers;
    std::mutex m_mutex;
    std::condition_variable m_roomFreed;   // the reader waits on it
    std::condition_variable m_puzzleAdded; // the solvers
    std::condition_variable m_answerReady; // the writer
    std::deque<Line> m_lines;
    qint64 m_firstSequence = 0; // m_lines.front()'s
    qint64 m_nextToSolve = 0;   // no line before it has a puzzle left to take
    qint64 m_ready = 0;         // lines ready and not yet taken by the writer
    qint64 m_puzzlesLeft = 0;   // lines with a puzzle no solver has taken yet
    bool m_inputDry = false;    // the reader has read all there was when it last added lines
    bool m_inputEnded = false;
    bool m_lost = false;
};

// Every line of `input`, each parsed and added; whether one was bad.
bool readLines(QIODevice &input, LinesInFlight &lines, bool json)
{
    bool anyBad = false;
    qint64 lineNumber = 0;
    QString line;
    BatchReader reader(input);
    std::vector<LineRead> read;
    for (BatchLine kind; (kind = reader.read(&line)) != BatchLine::End;) {
        ++lineNumber;
        if (lineNumber == 1 && line.startsWith(QChar(0xFEFF))) // a byte-order mark
            line.remove(0, 1);
        const bool tooLong = kind == BatchLine::TooLong;
        if (tooLong || !isBlank(line)) {
            Result<Puzzle> puzzle = tooLong ? Result<Puzzle>(lineTooLong()) : readPuzzleLine(line);
            QString error;
            if (!puzzle) {
                anyBad = true;
                QTextStream stream(&error);
                writeLineError(stream, lineNumber, puzzle.error(), json);
            }
            read.push_back({lineNumber,
                            puzzle ? std::optional<Puzzle>(std::move(*puzzle)) : std::nullopt,
                            std::move(error)});
        }
        // Not held while waiting for more input: a consumer may be waiting for these answers.
        const bool dry = !reader.lineWaiting();
        if ((read.size() >= kReadTogether || dry) && !lines.add(read, dry))
            return anyBad;
    }
    lines.add(read, true);
    return anyBad;
}

void solveLines(LinesInFlight &lines, const SolveOptions &options)
{
    std::vector<LineAnswered> answered;
    std::vector<PuzzleToSolve> puzzles;
    while (lines.exchange(answered, puzzles)) {
        for (const PuzzleToSolve &next : puzzles) {
            QString text;
            QTextStream stream(&text);
            if (!options.json)
                writeBatchLineHeading(stream, next.lineNumber, next.puzzle);
            writeAnswer(stream, next.puzzle, answerPuzzle(next.puzzle, options), options);
            stream.flush();
            answered.push_back({next.sequence, std::move(text)});
        }
    }
}

void writeInOrder(LinesInFlight &lines, QTextStream &out, bool json)
{
    bool first = true;
    for (std::vector<QString> texts; !(texts = lines.takeReady()).empty();) {
        for (const QString &text : texts) {
            if (!json && !first)
                out << '\n'; // text answers are separated by a blank line
            first = false;
            out << text;
        }
        out.flush();
        if (out.status() != QTextStream::Ok) {
            lines.outputLost(); // nobody reads the rest
            return;
        }
    }
}

} // namespace

int runBatch(QIODevice &input, QTextStream &out, const SolveOptions &options, int threads)
{
    const int solvers = threads > 0 ? threads : std::max(1, QThread::idealThreadCount());
    LinesInFlight lines(solvers);
    std::thread writer([&] { writeInOrder(lines, out, options.json); });
    std::vector<std::thread> solving;
    for (int i = 0; i < solvers; ++i) {
        try {
            solving.emplace_back([&] { solveLines(lines, options); });
        } catch (const std::system_error &) {
            // The system's limit on threads (a container's, say): fewer solve, as long as one
            // does.
            if (solving.empty())
                throw;
            break;
        }
    }
    const bool anyBad = readLines(input, lines, options.json);
    lines.endOfInput();
    for (std::thread &thread : solving)
        thread.join();
    writer.join();
    if (lines.lost())
        return SolveExitOutputLost;
    return anyBad ? SolveExitBadInput : SolveExitOk;
}

} // namespace countdown
