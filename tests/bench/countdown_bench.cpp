// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-bench: how fast the solver is, measured rather than assumed.
//
// Prints the CPU, then medians over repeated runs (in process, single-threaded) of best,
// solutions and reachable, per puzzle, for the ten published puzzles (docs/published-puzzles.md)
// and a fixed seeded batch of random UK rounds, in both modes; and, measured in the same run on the
// same puzzles, the simple brute-force solver of the tests as a baseline, with the ratio. Goals
// (issue #2), medians per six-number puzzle in both modes: best <= 0.3 ms, solutions <= 3 ms,
// reachable 1-999 <= 0.5 ms.
//
// Then (issue #4) the time drawRound takes to choose a round of each difficulty, for each number
// of large and the French rules (median and max of 200 draws; goal: max <= 50 ms), next to the
// simplest rejection sampler as a baseline; and the wall time of computeOdds for the whole table
// of each rule set and mode, on all threads and on one (goal: UK, drop mode, <= 5 s). With them
// (issue 38, oddscost.h), what a table costs as its targets widen: UK 100-999 and 1-999,999,
// seven tiles and a variant of numbers up to 999,999 in both modes, each with wall, user and
// system time and peak memory. Goals: UK 1-999,999 within twice UK 100-999 (both measured in
// turn seven times in the same run: the median of their ratios), the big numbers under a second
// on two cores, system time under a tenth of user time, no table over 200 MB.
// Then (issue #13) the computer contestants, level by level over 1,000 seeded UK rounds: how
// often each is exact on the rounds that can be made, within 10, its mean points and median
// thinking time on the round's clock, and what one answer costs this machine. Goals: the exact
// rate rises strictly from level to level, from 20-30 % at the first to 100 % at the last, and the
// mean distance falls.
// Then (issue: the solver at the probe's speed) the limit probe, fastsolve (a fast single-threaded
// solver whose source is kept outside this repository; given by --probe), against ours on the same
// seeded puzzles in the same run: best answer in process (the probe's time is its batch run less an
// empty run's, i.e. its start-up), seven tiles, the whole process of a --batch (with --fast; the
// easiest, without it, shown too), reachable targets (per selection of the UK table) and the UK
// odds table (whole process, two threads). Each ratio is the median of paired runs, ours and the
// probe's back to back in every repeat (their range is printed); the comparisons on one thread run
// pinned to one processor, the probe with them.
// Goals: every ratio ours/probe <= 1.0 (seven tiles in use-all: <= 2.0), the odds table <= 0.5 s;
// the answers' distance and count agree with the probe's.
// --sections picks some of these.
#include "bruteforce.h"
#include "contestant.h"
#include "contestantsurvey.h"
#include "difficulty.h"
#include "ease.h"
#include "gamevariant.h"
#include "median.h"
#include "odds.h"
#include "oddscost.h"
#include "publishedpuzzles.h"
#include "puzzle.h"
#include "solver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryFile>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

#ifdef Q_OS_LINUX
#include <sched.h>
#endif

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

using testsupport::median;

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

// The solver's own figures (issue #2). True when its goals are met.
bool benchSolver(int batchSize, int repeats, int baselineSize, quint64 seed)
{
    std::vector<Puzzle> published;
    for (const auto &p : testsupport::publishedPuzzles())
        published.push_back({p.numbers, p.target});
    std::vector<Puzzle> batch;
    PortableRandom random(seed);
    for (int i = 0; i < batchSize; ++i) {
        const Draw draw = drawCountdown(i % 5, random); // 0-4 large in turn
        batch.push_back({draw.tiles, draw.target});
    }

    bool allGoalsMet = true;
    // Warm up caches and the CPU's clock before measuring.
    for (int i = 0; i < 50; ++i)
        measure(batch[std::size_t(i) % batch.size()], SolveMode::DropAllowed, Operation::Solutions,
                1);

    for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
        out() << "== mode " << modeName(mode) << " ==\n";
        out() << "published puzzles (ms)       best   solutions   reachable  brute force  "
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
    return allGoalsMet;
}

QString difficultyName(Difficulty d)
{
    switch (d) {
    case Difficulty::Any:
        return QStringLiteral("any solvable");
    case Difficulty::Easy:
        return QStringLiteral("easy");
    case Difficulty::Medium:
        return QStringLiteral("medium");
    case Difficulty::Hard:
        break;
    }
    return QStringLiteral("hard");
}

// The simplest rejection sampler, as a baseline: every try classified with Solver::best.
Draw naiveDrawRound(const DifficultyRequest &request, PortableRandom &random)
{
    for (;;) {
        Draw draw = drawVariant(request.variant, request.large, random);
        const BestAnswer best = *Solver(draw.tiles, SolveMode::DropAllowed).best(draw.target);
        const auto d = best.distance == 0 ? difficultyFor(best.numbersUsed) : std::nullopt;
        if (!d || (request.difficulty != Difficulty::Any && *d != request.difficulty))
            continue;
        if (!request.needsDivision
            || needsDivision(*Solver(draw.tiles, SolveMode::DropAllowed).solutions(draw.target)))
            return draw;
    }
}

// Choosing a round of a difficulty (issue #4): median and max of `draws` calls of drawRound per
// rule set, number of large and difficulty. Goal: every call <= 50 ms.
bool benchDifficulty(int draws, quint64 seed)
{
    constexpr double kGoalMs = 50;
    out() << "== difficulty: drawRound, " << draws << " draws each (seed " << seed
          << "), goal: max <= " << kGoalMs << " ms ==\n";
    out() << "rules               difficulty      median ms   max ms   | baseline (every try "
             "solved): "
             "median   max\n";
    bool met = true;
    double worst = 0;
    const auto run = [&](const GameVariant &variant, int large, Difficulty difficulty,
                         bool needsDivision = false) {
        const DifficultyRequest request{variant, large, difficulty, difficulty == Difficulty::Any,
                                        needsDivision};
        std::vector<double> times, baseline;
        PortableRandom random(seed), baselineRandom(seed);
        for (int i = 0; i < draws; ++i) {
            times.push_back(timeMs(1, [&] { g_sink = drawRound(request, random).target; }));
            baseline.push_back(
                timeMs(1, [&] { g_sink = naiveDrawRound(request, baselineRandom).target; }));
        }
        const double max = percentile(times, 1.0);
        if (!needsDivision) { // practice for division: its own figures, under no goal yet
            worst = std::max(worst, max);
            met = met && max <= kGoalMs;
        }
        const QString rules = variant.playerPicksLarge()
                                  ? QStringLiteral("%1 %2 large").arg(variant.id).arg(large)
                                  : variant.id;
        out() << QStringLiteral("%1 %2 %3 %4   |                 %5 %6\n")
                     .arg(rules, -19)
                     .arg(needsDivision ? QStringLiteral("division") : difficultyName(difficulty),
                          -14)
                     .arg(ms(median(times)), 10)
                     .arg(ms(max), 8)
                     .arg(ms(median(baseline)), 8)
                     .arg(ms(percentile(baseline, 1.0)), 6);
        out().flush();
    };
    const Difficulty levels[] = {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard,
                                 Difficulty::Any};
    for (int large = 0; large <= kMaxLarge; ++large)
        for (const Difficulty d : levels)
            run(standardVariant(), large, d);
    for (const Difficulty d : levels)
        run(leCompteEstBonVariant(), 0, d);
    // The largest variant: every try solves seven tiles. The window draws on its own thread.
    const GameVariant sevenTiles = *builtInVariant(u"seven-tiles");
    for (int large = 0; large <= kMaxLarge; ++large)
        for (const Difficulty d : levels)
            run(sevenTiles, large, d);
    // Rounds that need a division, for practice (roundkind.h): rare with few large, and each
    // checked by its distinct solutions. The baseline column repeats the plain solvable draw.
    for (int large = 0; large <= kMaxLarge; ++large)
        run(standardVariant(), large, Difficulty::Any, true);
    out() << "slowest draw (division practice apart) " << ms(worst) << " ms: goal <= " << kGoalMs
          << " ms " << (met ? "met" : "MISSED") << "\n\n";
    return met;
}

bool benchContestants(int count, quint64 seed)
{
    out() << "== opponents: " << count << " seeded UK rounds (seed " << seed
          << "), 30 s clock, drop mode ==\n";
    const std::vector<testsupport::SurveyRound> rounds = testsupport::surveyRounds(count, seed);
    std::vector<testsupport::LevelSurvey> levels;
    for (int level = 1; level <= kContestantLevels; ++level) {
        const testsupport::LevelSurvey s = testsupport::surveyLevel(level, rounds);
        levels.push_back(s);
        out() << QStringLiteral("opponent %1 %2: exact %3% of solvable rounds, within 10 %4%, mean "
                                "points %5, median time %6 s\n")
                     .arg(level)
                     .arg(contestantProfile(level).name)
                     .arg(s.exactRate * 100, 0, 'f', 1)
                     .arg(s.within10Rate * 100, 0, 'f', 1)
                     .arg(s.meanPoints, 0, 'f', 1)
                     .arg(s.medianThinkingSeconds, 0, 'f', 1);
        out() << QStringLiteral("           mean distance %1, median cost %2 ms an answer, "
                                "every method valid: %3\n")
                     .arg(s.meanDistance, 0, 'f', 2)
                     .arg(s.medianCpuMs, 0, 'f', 2)
                     .arg(s.allValid ? QStringLiteral("yes") : QStringLiteral("NO"));
        out().flush();
    }
    bool met = levels.front().exactRate >= 0.2 && levels.front().exactRate <= 0.3
               && levels.back().exactRate == 1.0;
    for (std::size_t i = 1; i < levels.size(); ++i)
        met = met && levels[i].exactRate > levels[i - 1].exactRate
              && levels[i].meanDistance < levels[i - 1].meanDistance && levels[i].allValid;
    out() << "exact rate rising strictly from 20-30 % to 100 %, mean distance falling: "
          << (met ? "met" : "MISSED") << "\n\n";
    return met;
}

// The exact odds (issue #4): the wall time of computeOdds for the whole table of each rule set,
// on every thread and on one. Goal: the UK table (drop mode, targets 100-999) <= 5 s on all
// threads.
bool benchOdds()
{
    constexpr double kGoalSeconds = 5;
    const int threads = int(std::max(1u, std::thread::hardware_concurrency()));
    out() << "== exact odds: computeOdds, whole table, default targets (" << threads
          << " threads available) ==\n";
    bool met = true;
    for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
        for (const RuleSet rules : {RuleSet::Countdown, RuleSet::LeCompteEstBon}) {
            for (const int t : {0, 1}) {
                const OddsOptions options = OddsOptions::of(variantOf(rules, mode), t);
                std::optional<std::vector<OddsRow>> rows;
                const double seconds = timeMs(1, [&] { rows = computeOdds(options); }) / 1000;
                int selections = 0;
                for (const OddsRow &row : *rows)
                    selections += row.selections;
                const bool goal =
                    rules == RuleSet::Countdown && mode == SolveMode::DropAllowed && t == 0;
                out() << QStringLiteral("  %1 %2 threads=%3 (%4): %5 selections in %6 s")
                             .arg(rules == RuleSet::Countdown ? QStringLiteral("uk    ")
                                                              : QStringLiteral("french"))
                             .arg(modeName(mode), -7)
                             .arg(t)
                             .arg(t == 0 ? threads : 1)
                             .arg(selections)
                             .arg(QString::number(seconds, 'f', 2));
                if (goal) {
                    met = seconds <= kGoalSeconds;
                    out() << "   goal <= " << kGoalSeconds << " s: " << (met ? "met" : "MISSED");
                }
                out() << '\n';
                out().flush();
            }
        }
    }
    out() << '\n';
    return met;
}

// Every built-in variant's exact odds table (issue: every variant's table in <= 5 s on two cores),
// in both modes, on all threads: the wall time of computeOdds over the variant's own targets.
bool benchVariants()
{
    constexpr double kGoalSeconds = 5;
    out() << "== every variant's odds table: computeOdds, all threads, goal <= " << kGoalSeconds
          << " s each ==\n";
    bool met = true;
    for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll}) {
        for (GameVariant variant : builtInVariants()) {
            variant.mode = mode;
            std::optional<std::vector<OddsRow>> rows;
            const double seconds =
                timeMs(1, [&] { rows = computeOdds(OddsOptions::of(variant)); }) / 1000;
            int selections = 0;
            for (const OddsRow &row : *rows)
                selections += row.selections;
            const bool ok = seconds <= kGoalSeconds;
            met = met && ok;
            out() << QStringLiteral("  %1 %2 %3 selections in %4 s: %5\n")
                         .arg(variant.id, -18)
                         .arg(modeName(mode), -7)
                         .arg(selections, 6)
                         .arg(QString::number(seconds, 'f', 2), 6)
                         .arg(ok ? QStringLiteral("met") : QStringLiteral("MISSED"));
            out().flush();
        }
    }
    out() << '\n';
    return met;
}

// --- The limit probe, run as a separate process on the same puzzles -----------------------------

struct ProcessRun {
    double ms = 0;
    QByteArray output;
    bool ok = false;
};

// Wall time of one run of a program, its input given whole on standard input.
ProcessRun runProcess(const QString &program, const QStringList &arguments, const QByteArray &input)
{
    QProcess process;
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForStarted(10000))
        return {};
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(-1);
    ProcessRun run;
    run.ms = double(timer.nsecsElapsed()) / 1e6;
    run.output = process.readAllStandardOutput();
    run.ok = process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    return run;
}

// The median wall time of `repeats` runs (the output of the last).
ProcessRun medianRun(const QString &program, const QStringList &arguments, const QByteArray &input,
                     int repeats)
{
    std::vector<double> times;
    ProcessRun last;
    for (int i = 0; i < repeats; ++i) {
        last = runProcess(program, arguments, input);
        if (!last.ok)
            return last;
        times.push_back(last.ms);
    }
    last.ms = median(times);
    return last;
}

// The lines "TARGET N1 .. Nk" that both the probe's and our --batch read.
QByteArray batchInput(const std::vector<Puzzle> &puzzles, int passes = 1)
{
    QByteArray text;
    for (int pass = 0; pass < passes; ++pass)
        for (const Puzzle &p : puzzles) {
            text += QByteArray::number(p.target);
            for (const Number n : p.numbers)
                text += ' ' + QByteArray::number(n);
            text += '\n';
        }
    return text;
}

std::vector<Puzzle> seededPuzzles(const GameVariant &variant, int count, quint64 seed)
{
    std::vector<Puzzle> puzzles;
    PortableRandom random(seed);
    for (int i = 0; i < count; ++i) {
        const Draw draw = drawVariant(variant, i % 5, random); // 0-4 large in turn
        puzzles.push_back({draw.tiles, draw.target});
    }
    return puzzles;
}

// Times of ours and the probe's taken in pairs, one after the other in each repeat: on a shared
// machine the load changes between runs (each side alone varied by 15 % from one run of the
// benchmark to the next), and a ratio within a pair sees the same load on both sides. The goal
// is judged on the median of the pairs' ratios.
class PairedTimes {
public:
    void add(double ours, double probe)
    {
        m_ours.push_back(ours);
        m_probe.push_back(probe);
        m_ratios.push_back(probe > 0 ? ours / probe : 0);
    }
    double ours() const { return median(m_ours); }
    double probe() const { return median(m_probe); }
    double ratio() const { return median(m_ratios); }
    QString spread() const
    {
        const auto [low, high] = std::minmax_element(m_ratios.begin(), m_ratios.end());
        return m_ratios.empty()
                   ? QString()
                   : QStringLiteral("%1-%2").arg(*low, 0, 'f', 2).arg(*high, 0, 'f', 2);
    }

private:
    std::vector<double> m_ours, m_probe, m_ratios;
};

QString goalText(double ratio, double goal)
{
    return QStringLiteral("%1x  goal <= %2x: %3")
        .arg(QString::number(ratio, 'f', 2))
        .arg(goal)
        .arg(ratio <= goal ? QStringLiteral("met") : QStringLiteral("MISSED"));
}

// Best answers in process, paired: in each repeat the probe's batch of `passes` copies of the
// puzzles less its empty run (its start-up), then ours solving every puzzle `passes` times (a
// fresh solver each), both per copy. Also checks that each answer's distance and count agree with
// the probe's.
bool probeBest(const QString &probe, const QString &label, const std::vector<Puzzle> &puzzles,
               SolveMode mode, double goal, int repeats)
{
    const QStringList arguments =
        mode == SolveMode::UseAll ? QStringList{QStringLiteral("--batch"), QStringLiteral("--all")}
                                  : QStringList{QStringLiteral("--batch")};
    constexpr int kPasses = 10;
    const QByteArray input = batchInput(puzzles, kPasses);
    PairedTimes times;
    std::vector<double> startUps;
    ProcessRun full;
    std::vector<BestAnswer> answers(puzzles.size());
    for (int r = 0; r < repeats; ++r) {
        const ProcessRun empty = runProcess(probe, arguments, {});
        full = runProcess(probe, arguments, input);
        if (!empty.ok || !full.ok) {
            out() << "  " << label << ": the probe failed\n";
            return false;
        }
        const auto start = Clock::now();
        for (int pass = 0; pass < kPasses; ++pass)
            for (std::size_t i = 0; i < puzzles.size(); ++i)
                answers[i] = *Solver(puzzles[i].numbers, mode).best(puzzles[i].target);
        const double ours =
            std::chrono::duration<double, std::milli>(Clock::now() - start).count() / kPasses;
        times.add(ours, std::max(0.0, full.ms - empty.ms) / kPasses);
        startUps.push_back(empty.ms);
    }

    int agree = 0;
    const QList<QByteArray> lines = full.output.split('\n');
    for (std::size_t i = 0; i < puzzles.size() && i < std::size_t(lines.size()); ++i) {
        const QList<QByteArray> fields = lines[qsizetype(i)].split(' ');
        const auto k = qsizetype(puzzles[i].numbers.size());
        if (fields.size() >= k + 4 && fields[k + 2].toLongLong() == answers[i].distance
            && fields[k + 3].toInt() == answers[i].numbersUsed)
            ++agree;
    }
    out() << QStringLiteral("  %1 %2: ours %3 ms, probe %4 ms (start-up %5 ms taken off): %6"
                            " (pairs %7); answers agree %8/%9\n")
                 .arg(label, -26)
                 .arg(modeName(mode), -7)
                 .arg(ms(times.ours()))
                 .arg(ms(times.probe()))
                 .arg(ms(median(startUps)))
                 .arg(goalText(times.ratio(), goal))
                 .arg(times.spread())
                 .arg(agree)
                 .arg(puzzles.size());
    out().flush();
    return times.ratio() <= goal && agree == int(puzzles.size());
}

// Whole processes: our countdown-solve --batch against the probe's, on the same input. Ours solves
// on every core by default, the probe's on one: ours on one thread (--threads 1) is shown too.
// The goal is on the best answer, which both write: ours with --fast (an expression as first
// found), the probe's plain batch (no expression; one costs it nothing, --expr). Our batch without
// --fast writes the easiest expression, a search of its own: shown against the probe's --expr.
bool probeBatch(const QString &probe, const QString &cli, const std::vector<Puzzle> &puzzles,
                SolveMode mode, int repeats)
{
    const bool all = mode == SolveMode::UseAll;
    const QByteArray input = batchInput(puzzles);
    QStringList probeArguments{QStringLiteral("--batch")};
    QStringList ourArguments{QStringLiteral("--batch")};
    if (all) {
        probeArguments << QStringLiteral("--all");
        ourArguments << QStringLiteral("--use-all");
    }
    const QStringList fast{QStringLiteral("--fast")};
    const QStringList oneThread{QStringLiteral("--threads"), QStringLiteral("1")};
    const QStringList expression{QStringLiteral("--expr")};
    // Each of ours paired with the probe's run of the same repeat (its plain batch, or with --expr
    // for our easiest).
    PairedTimes fastRuns, fastOneThreadRuns, easiestRuns, easiestOneThreadRuns;
    for (int r = 0; r < repeats; ++r) {
        const ProcessRun probeRun = runProcess(probe, probeArguments, input);
        const ProcessRun ourFast = runProcess(cli, ourArguments + fast, input);
        const ProcessRun ourFastOneThread = runProcess(cli, ourArguments + fast + oneThread, input);
        const ProcessRun probeExpression = runProcess(probe, probeArguments + expression, input);
        const ProcessRun ourEasiest = runProcess(cli, ourArguments, input);
        const ProcessRun ourEasiestOneThread = runProcess(cli, ourArguments + oneThread, input);
        if (!probeRun.ok || !ourFast.ok || !ourFastOneThread.ok || !probeExpression.ok
            || !ourEasiest.ok || !ourEasiestOneThread.ok) {
            out() << "  --batch " << modeName(mode) << ": a process failed\n";
            return false;
        }
        fastRuns.add(ourFast.ms, probeRun.ms);
        fastOneThreadRuns.add(ourFastOneThread.ms, probeRun.ms);
        easiestRuns.add(ourEasiest.ms, probeExpression.ms);
        easiestOneThreadRuns.add(ourEasiestOneThread.ms, probeExpression.ms);
    }
    const auto ratio = [](double r) { return QString::number(r, 'f', 2); };
    out() << QStringLiteral("  countdown-solve --batch --fast, %1 puzzles, %2: ours %3 ms (%4 "
                            "threads), probe %5 ms (one): %6 (pairs %7)\n"
                            "    ours on one thread (--threads 1): %8 ms, %9x the probe\n")
                 .arg(puzzles.size())
                 .arg(modeName(mode), -7)
                 .arg(ms(fastRuns.ours()))
                 .arg(QThread::idealThreadCount())
                 .arg(ms(fastRuns.probe()))
                 .arg(goalText(fastRuns.ratio(), 1.0))
                 .arg(fastRuns.spread())
                 .arg(ms(fastOneThreadRuns.ours()))
                 .arg(ratio(fastOneThreadRuns.ratio()))
          << QStringLiteral("    the easiest (no --fast): ours %1 ms, on one thread %2 ms; the "
                            "probe with --expr %3 ms: %4x, on one thread %5x\n")
                 .arg(ms(easiestRuns.ours()))
                 .arg(ms(easiestOneThreadRuns.ours()))
                 .arg(ms(easiestRuns.probe()))
                 .arg(ratio(easiestRuns.ratio()))
                 .arg(ratio(easiestOneThreadRuns.ratio()));
    out().flush();
    return fastRuns.ratio() <= 1.0;
}

// Reachable targets 1-999 (drop mode), per selection of the whole UK table on one thread: our
// median against the one the probe's --stats --threads 1 reports for its own, paired repeat by
// repeat (at most 3: each side takes a second or two).
bool probeReach(const QString &probe, int repeats)
{
    std::vector<WeightedSelection> selections;
    for (int large = 0; large <= kMaxLarge; ++large)
        for (WeightedSelection &s : distinctSelections(rulesDraw(RuleSet::Countdown, large)))
            selections.push_back(std::move(s));
    PairedTimes times;
    for (int r = 0; r < std::min(repeats, 3); ++r) {
        const ProcessRun run = runProcess(
            probe, {QStringLiteral("--stats"), QStringLiteral("--threads"), QStringLiteral("1")},
            {});
        const auto match =
            QRegularExpression(QStringLiteral("per selection \\(time inside reach\\): "
                                              "median ([0-9.]+) us"))
                .match(QString::fromUtf8(run.output));
        if (!run.ok || !match.hasMatch()) {
            out() << "  reachable: the probe's --stats gave no per-selection median\n";
            return false;
        }
        std::vector<double> ours;
        for (const WeightedSelection &s : selections)
            ours.push_back(timeMs(1,
                                  [&] {
                                      g_sink = Number(Solver(s.tiles, SolveMode::DropAllowed)
                                                          .reachable(1, 999)
                                                          ->fewest.size());
                                  })
                           * 1000);
        times.add(median(ours), match.captured(1).toDouble());
    }
    out() << QStringLiteral("  reachable 1-999, %1 UK selections, per selection: ours %2 us, probe "
                            "%3 us: %4 (pairs %5)\n")
                 .arg(selections.size())
                 .arg(QString::number(times.ours(), 'f', 1))
                 .arg(QString::number(times.probe(), 'f', 1))
                 .arg(goalText(times.ratio(), 1.0))
                 .arg(times.spread());
    out().flush();
    return times.ratio() <= 1.0;
}

// The UK odds table, whole processes on two threads: countdown-solve --stats (all of the machine's
// threads) against the probe's --stats --threads 2.
bool probeOdds(const QString &probe, const QString &cli, int repeats)
{
    constexpr double kGoalSeconds = 0.5;
    const int runs = std::min(repeats, 3);
    const ProcessRun probeRun = medianRun(
        probe, {QStringLiteral("--stats"), QStringLiteral("--threads"), QStringLiteral("2")}, {},
        runs);
    const ProcessRun ourRun = medianRun(cli, {QStringLiteral("--stats")}, {}, runs);
    if (!probeRun.ok || !ourRun.ok) {
        out() << "  --stats: a process failed\n";
        return false;
    }
    const double seconds = ourRun.ms / 1000;
    out() << QStringLiteral(
                 "  UK odds table (--stats, %1 threads): ours %2 s, probe %3 s (ratio %4x); "
                 "goal <= %5 s: %6\n")
                 .arg(QThread::idealThreadCount())
                 .arg(QString::number(seconds, 'f', 3))
                 .arg(QString::number(probeRun.ms / 1000, 'f', 3))
                 .arg(QString::number(ourRun.ms / probeRun.ms, 'f', 2))
                 .arg(kGoalSeconds)
                 .arg(seconds <= kGoalSeconds ? QStringLiteral("met") : QStringLiteral("MISSED"));
    out().flush();
    return seconds <= kGoalSeconds;
}

// This process, and the processes it starts, on the one processor it runs on, while it lives
// (Linux; elsewhere it does nothing). For the comparisons on one thread: on this shared machine
// the two processors were not equally fast, and which one each side landed on moved a paired ratio
// by up to 25 % from one run to the next (0.80x, then 1.12x); pinned, 0.98-1.00x run after run.
class OneProcessor {
public:
    OneProcessor()
    {
#ifdef Q_OS_LINUX
        m_pinned = sched_getaffinity(0, sizeof m_before, &m_before) == 0;
        const int processor = sched_getcpu();
        if (m_pinned && processor >= 0) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(processor, &one);
            m_pinned = sched_setaffinity(0, sizeof one, &one) == 0;
            m_processor = processor;
        }
#endif
    }
    ~OneProcessor()
    {
#ifdef Q_OS_LINUX
        if (m_pinned)
            sched_setaffinity(0, sizeof m_before, &m_before);
#endif
    }
    OneProcessor(const OneProcessor &) = delete;
    OneProcessor &operator=(const OneProcessor &) = delete;

    QString description() const
    {
        return m_processor >= 0 ? QStringLiteral("pinned to processor %1").arg(m_processor)
                                : QStringLiteral("not pinned");
    }

private:
    int m_processor = -1;
#ifdef Q_OS_LINUX
    bool m_pinned = false;
    cpu_set_t m_before;
#endif
};

bool benchProbe(const QString &probe, const QString &cli, int puzzles, int batchPuzzles,
                int repeats, quint64 seed)
{
    out() << "== limit probe: ours against " << (probe.isEmpty() ? QStringLiteral("(none)") : probe)
          << " on the same puzzles (seed " << seed << "), medians of " << repeats << " runs ==\n";
    if (probe.isEmpty() || !QFileInfo(probe).isExecutable()) {
        out() << "  skipped: no probe (build it from its source, kept outside this repository: g++ "
                 "-O2 -std=c++17 -o /tmp/fastsolve fastsolve.cpp -lpthread; then --probe "
                 "/tmp/fastsolve)\n\n";
        return true;
    }
    const GameVariant seven = *builtInVariant(u"seven-tiles");
    const std::vector<Puzzle> uk = seededPuzzles(standardVariant(), puzzles, seed);
    const std::vector<Puzzle> sevens = seededPuzzles(seven, puzzles, seed);
    bool met = true;
    {
        const OneProcessor pinned;
        out() << "  in process, both sides " << pinned.description() << ":\n";
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll})
            met = probeBest(probe, QStringLiteral("best, %1 UK puzzles").arg(puzzles), uk, mode,
                            1.0, repeats)
                  && met;
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll})
            met = probeBest(probe, QStringLiteral("best, %1 seven tiles").arg(puzzles), sevens,
                            mode, mode == SolveMode::UseAll ? 2.0 : 1.0, repeats)
                  && met;
        met = probeReach(probe, repeats) && met;
    }
    if (QFileInfo(cli).isExecutable()) {
        const std::vector<Puzzle> batch = seededPuzzles(standardVariant(), batchPuzzles, seed + 1);
        for (const SolveMode mode : {SolveMode::DropAllowed, SolveMode::UseAll})
            met = probeBatch(probe, cli, batch, mode, repeats) && met;
    } else {
        out() << "  --batch and --stats skipped: no countdown-solve at " << cli << "\n";
    }
    if (QFileInfo(cli).isExecutable())
        met = probeOdds(probe, cli, repeats) && met;
    out() << '\n';
    return met;
}

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
    const QCommandLineOption sectionsOption(
        QStringLiteral("sections"),
        QStringLiteral("What to measure, comma-separated: solver, difficulty, odds, variants, "
                       "opponents, probe (default all)."),
        QStringLiteral("list"), QStringLiteral("solver,difficulty,odds,variants,opponents,probe"));
    const QCommandLineOption probeOption(
        QStringLiteral("probe"),
        QStringLiteral("The limit probe's executable (fastsolve.cpp, built; its source is kept "
                       "outside this repository); "
                       "without it the probe section is skipped."),
        QStringLiteral("path"));
    const QCommandLineOption cliOption(
        QStringLiteral("cli"),
        QStringLiteral("Our countdown-solve, for the whole-process figures (default: the one of "
                       "this build)."),
        QStringLiteral("path"));
    const QCommandLineOption probePuzzlesOption(
        QStringLiteral("probe-puzzles"),
        QStringLiteral("Puzzles for the in-process comparison with the probe (default 200)."),
        QStringLiteral("count"), QStringLiteral("200"));
    const QCommandLineOption probeBatchOption(
        QStringLiteral("probe-batch"),
        QStringLiteral("Puzzles for the whole-process --batch comparison (default 2000)."),
        QStringLiteral("count"), QStringLiteral("2000"));
    const QCommandLineOption difficultyDrawsOption(
        QStringLiteral("difficulty-draws"),
        QStringLiteral("Rounds drawn per difficulty and number of large (default 200)."),
        QStringLiteral("count"), QStringLiteral("200"));
    const QCommandLineOption contestantRoundsOption(
        QStringLiteral("opponent-rounds"),
        QStringLiteral("Rounds each computer contestant plays (default 1000)."),
        QStringLiteral("count"), QStringLiteral("1000"));
    parser.addOptions({puzzlesOption, repeatsOption, baselineOption, seedOption, sectionsOption,
                       difficultyDrawsOption, contestantRoundsOption, probeOption, cliOption,
                       probePuzzlesOption, probeBatchOption});
    parser.process(app);
    const int batchSize = std::max(1, parser.value(puzzlesOption).toInt());
    const int repeats = std::max(1, parser.value(repeatsOption).toInt());
    const int baselineSize = std::clamp(parser.value(baselineOption).toInt(), 0, batchSize);
    const quint64 seed = parser.value(seedOption).toULongLong();
    const QStringList sections = parser.value(sectionsOption).split(QLatin1Char(','));
    const int difficultyDraws = std::max(1, parser.value(difficultyDrawsOption).toInt());

    out() << "countdown-bench\n";
    out() << "CPU: " << cpuModel() << ", " << QThread::idealThreadCount()
          << " threads available, measuring on 1 (the odds: on all of them and on 1)\n";
#ifndef NDEBUG
    out()
        << "WARNING: assertions are on: this is not a Release build, figures are not comparable\n";
#endif
    if (sections.contains(QStringLiteral("solver")))
        out() << "Each figure: per puzzle, the median of " << repeats
              << " runs on a fresh solver (tables built each time); then the median over "
                 "puzzles.\n\n";

    bool allGoalsMet = true;
    if (sections.contains(QStringLiteral("solver")))
        allGoalsMet = benchSolver(batchSize, repeats, baselineSize, seed) && allGoalsMet;
    if (sections.contains(QStringLiteral("difficulty")))
        allGoalsMet = benchDifficulty(difficultyDraws, seed) && allGoalsMet;
    if (sections.contains(QStringLiteral("odds"))) {
        allGoalsMet = benchOdds() && allGoalsMet;
        allGoalsMet = bench::benchOddsCost(out()) && allGoalsMet;
    }
    if (sections.contains(QStringLiteral("variants")))
        allGoalsMet = benchVariants() && allGoalsMet;
    if (sections.contains(QStringLiteral("opponents")))
        allGoalsMet =
            benchContestants(std::max(1, parser.value(contestantRoundsOption).toInt()), seed)
            && allGoalsMet;
    if (sections.contains(QStringLiteral("probe"))) {
        const QString cli =
            parser.isSet(cliOption)
                ? parser.value(cliOption)
                : QDir(QCoreApplication::applicationDirPath())
                      .absoluteFilePath(QStringLiteral("../../app/countdown-solve"));
        allGoalsMet = benchProbe(parser.value(probeOption), cli,
                                 std::max(1, parser.value(probePuzzlesOption).toInt()),
                                 std::max(1, parser.value(probeBatchOption).toInt()), repeats, seed)
                      && allGoalsMet;
    }
    out() << (allGoalsMet ? "All speed goals met.\n" : "Some speed goals were MISSED.\n");
    return 0;
}
