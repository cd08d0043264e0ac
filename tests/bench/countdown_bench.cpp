// countdown-bench: how fast the solver is, measured rather than assumed.
//
// Prints the CPU, then medians over repeated runs (in process, single-threaded) of best,
// solutions and reachable, per puzzle, for domain.md's ten puzzles and a fixed seeded batch of
// random UK rounds, in both modes; and, measured in the same run on the same puzzles, the simple
// brute-force solver of the tests as a baseline, with the ratio. Goals (issue #2), medians per
// six-number puzzle in both modes: best <= 0.3 ms, solutions <= 3 ms, reachable 1-999 <= 0.5 ms.
#include "bruteforce.h"
#include "publishedpuzzles.h"
#include "puzzle.h"
#include "rules.h"
#include "solver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <chrono>
#include <cstdio>

using namespace countdown;

namespace {

using Clock = std::chrono::steady_clock;

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QString cpuModel()
{
    QProcess lscpu;
    lscpu.start(QStringLiteral("lscpu"), {});
    if (lscpu.waitForFinished(5000)) {
        const QString text = QString::fromLocal8Bit(lscpu.readAllStandardOutput());
        const auto match = QRegularExpression(QStringLiteral("^Model name:\\s*(.+)$"),
                                              QRegularExpression::MultilineOption)
                               .match(text);
        if (match.hasMatch())
            return match.captured(1).trimmed();
    }
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        const auto match = QRegularExpression(QStringLiteral("^model name\\s*:\\s*(.+)$"),
                                              QRegularExpression::MultilineOption)
                               .match(QString::fromLocal8Bit(cpuinfo.readAll()));
        if (match.hasMatch())
            return match.captured(1).trimmed();
    }
    return QStringLiteral("unknown");
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

// Milliseconds of one call of f, the median of `repeats` calls (each on a fresh solver, so that
// every call pays for building its tables, as the game does for a new round).
template <typename F>
double timeMs(int repeats, F &&f)
{
    std::vector<double> samples;
    for (int i = 0; i < repeats; ++i) {
        const auto start = Clock::now();
        f();
        samples.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    return median(samples);
}

volatile Number g_sink; // keeps the optimiser from dropping the work

enum class Operation { Best, Solutions, Reachable, BruteForce };

double measure(const Puzzle &p, SolveMode mode, Operation op, int repeats)
{
    return timeMs(repeats, [&] {
        switch (op) {
        case Operation::Best: {
            Solver solver(p.numbers, mode);
            g_sink = solver.best(p.target)->value;
            break;
        }
        case Operation::Solutions: {
            Solver solver(p.numbers, mode);
            g_sink = Number(solver.solutions(p.target)->expressions.size());
            break;
        }
        case Operation::Reachable: {
            Solver solver(p.numbers, mode);
            g_sink = Number(solver.reachable(1, 999)->fewest.size());
            break;
        }
        case Operation::BruteForce:
            g_sink = testsupport::bruteForceBest(p.numbers, p.target, mode).value;
            break;
        }
    });
}

QString ms(double v)
{
    return QString::number(v, 'f', v < 1 ? 4 : 2);
}
QString modeName(SolveMode m)
{
    return m == SolveMode::DropAllowed ? QStringLiteral("drop") : QStringLiteral("use-all");
}

struct Goal {
    Operation op;
    const char *name;
    double limitMs;
};
const Goal kGoals[] = {{Operation::Best, "best", 0.3},
                       {Operation::Solutions, "solutions", 3.0},
                       {Operation::Reachable, "reachable 1-999", 0.5}};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("countdown-bench"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Measures the Countdown Numbers solver."));
    parser.addHelpOption();
    const QCommandLineOption puzzlesOption(
        QStringLiteral("puzzles"), QStringLiteral("Random UK puzzles in the batch (default 1000)."),
        QStringLiteral("count"), QStringLiteral("1000"));
    const QCommandLineOption repeatsOption(
        QStringLiteral("repeats"), QStringLiteral("Timed runs per measurement (default 5)."),
        QStringLiteral("count"), QStringLiteral("5"));
    const QCommandLineOption baselineOption(
        QStringLiteral("baseline-puzzles"),
        QStringLiteral("Batch puzzles also solved by brute force (default 200)."),
        QStringLiteral("count"), QStringLiteral("200"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        QStringLiteral("Seed of the batch (default 2026)."),
                                        QStringLiteral("seed"), QStringLiteral("2026"));
    parser.addOptions({puzzlesOption, repeatsOption, baselineOption, seedOption});
    parser.process(app);
    const int batchSize = std::max(1, parser.value(puzzlesOption).toInt());
    const int repeats = std::max(1, parser.value(repeatsOption).toInt());
    const int baselineSize = std::clamp(parser.value(baselineOption).toInt(), 0, batchSize);
    const quint64 seed = parser.value(seedOption).toULongLong();

    out() << "countdown-bench\n";
    out() << "CPU: " << cpuModel() << ", " << QThread::idealThreadCount()
          << " threads available, measuring on 1\n";
#ifndef NDEBUG
    out()
        << "WARNING: assertions are on: this is not a Release build, figures are not comparable\n";
#endif
    out() << "Each figure: per puzzle, the median of " << repeats
          << " runs on a fresh solver (tables built each time); then the median over puzzles.\n\n";

    std::vector<Puzzle> published;
    for (const auto &p : testsupport::publishedPuzzles())
        published.push_back({p.numbers, p.target});
    std::vector<Puzzle> batch;
    PortableRandom random(seed);
    for (int i = 0; i < batchSize; ++i) {
        const Draw draw = drawCountdown(i % 5, random); // 0-4 large in turn
        batch.push_back({draw.tiles, draw.target});
    }

    // Warm up caches and the CPU's clock before measuring.
    for (int i = 0; i < 50; ++i)
        measure(batch[std::size_t(i) % batch.size()], SolveMode::DropAllowed, Operation::Solutions,
                1);

    bool allGoalsMet = true;
    for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
        out() << "== mode " << modeName(mode) << " ==\n";
        out() << "domain.md puzzles (ms)       best   solutions   reachable  brute force  "
                 "brute/best\n";
        std::vector<double> pubBest, pubBrute;
        for (const Puzzle &p : published) {
            const double b = measure(p, mode, Operation::Best, repeats);
            const double s = measure(p, mode, Operation::Solutions, repeats);
            const double r = measure(p, mode, Operation::Reachable, repeats);
            const double f = measure(p, mode, Operation::BruteForce, std::min(repeats, 3));
            pubBest.push_back(b);
            pubBrute.push_back(f);
            out() << QStringLiteral("  %1 from %2").arg(p.target, 3).arg([&] {
                QStringList n;
                for (const Number x : p.numbers)
                    n << QString::number(x);
                return n.join(QLatin1Char(' ')).leftJustified(20);
            }())
                  << QStringLiteral("%1 %2 %3 %4 %5\n")
                         .arg(ms(b), 7)
                         .arg(ms(s), 10)
                         .arg(ms(r), 10)
                         .arg(ms(f), 11)
                         .arg(QString::number(f / b, 'f', 0), 9);
            out().flush();
        }
        out() << "  median                       " << ms(median(pubBest)) << "   brute force "
              << ms(median(pubBrute)) << " = "
              << QString::number(median(pubBrute) / median(pubBest), 'f', 0) << "x\n";

        out() << "random UK batch: " << batchSize << " puzzles (seed " << seed
              << ", 0-4 large in turn)\n";
        std::vector<double> batchBest;
        for (const Goal &goal : kGoals) {
            std::vector<double> times;
            for (const Puzzle &p : batch)
                times.push_back(measure(p, mode, goal.op, repeats));
            if (goal.op == Operation::Best)
                batchBest = times;
            const double med = median(times);
            const bool met = med <= goal.limitMs;
            allGoalsMet = allGoalsMet && met;
            out() << QStringLiteral(
                         "  %1 median %2 ms  p90 %3  p99 %4  max %5   goal <= %6 ms: %7\n")
                         .arg(QString::fromLatin1(goal.name).leftJustified(16))
                         .arg(ms(med))
                         .arg(ms(percentile(times, 0.9)))
                         .arg(ms(percentile(times, 0.99)))
                         .arg(ms(percentile(times, 1.0)))
                         .arg(goal.limitMs)
                         .arg(met ? QStringLiteral("met") : QStringLiteral("MISSED"));
            out().flush();
        }
        if (baselineSize > 0) {
            std::vector<double> brute, fast;
            for (int i = 0; i < baselineSize; ++i) {
                brute.push_back(measure(batch[std::size_t(i)], mode, Operation::BruteForce, 1));
                fast.push_back(batchBest[std::size_t(i)]);
            }
            out() << "  baseline: brute force on the first " << baselineSize << " puzzles, median "
                  << ms(median(brute)) << " ms vs best " << ms(median(fast))
                  << " ms: " << QString::number(median(brute) / median(fast), 'f', 0)
                  << "x faster\n";
        }
        out() << "\n";
    }
    out() << (allGoalsMet ? "All speed goals met.\n" : "Some speed goals were MISSED.\n");
    return 0;
}
