// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oddscost.h"

#include "gamevariant.h"
#include "median.h"
#include "odds.h"

#include <QElapsedTimer>
#include <QString>

#include <algorithm>
#include <optional>
#include <thread>
#include <vector>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#endif

namespace countdown::bench {

namespace {

// The goals.
constexpr double kWideOverNarrowGoal = 2.0; // UK 1-999,999 against UK 100-999, wall time
constexpr double kBigNumbersGoalSeconds = 1.0;
constexpr double kSystemOverUserGoal = 0.1;
constexpr double kPeakGoalMegabytes = 200;

// What one table cost. Where the platform does not tell (Windows), the times and memory are
// unknown.
struct Cost {
    double wallSeconds = 0;
    std::optional<double> userSeconds;
    std::optional<double> systemSeconds;
    std::optional<double> peakMegabytes;
    bool peakOfTheTable = false; // false: the process's peak so far, not the table's own
};

#ifdef Q_OS_LINUX
struct CpuTimes {
    double user = 0;
    double system = 0;
};

double seconds(const timeval &t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

// The whole process's: the table's worker threads are joined, so their time is counted.
CpuTimes cpuTimes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return {seconds(usage.ru_utime), seconds(usage.ru_stime)};
}

// Restarts the process's peak resident size (VmHWM) from its current size (Linux 4.0 and later);
// false when the kernel refuses. ru_maxrss cannot be restarted.
bool restartPeak()
{
    const int fd = open("/proc/self/clear_refs", O_WRONLY);
    if (fd < 0)
        return false;
    const bool ok = write(fd, "5", 1) == 1;
    close(fd);
    return ok;
}

std::optional<double> peakSinceRestart()
{
    std::FILE *status = std::fopen("/proc/self/status", "r");
    if (!status)
        return std::nullopt;
    std::optional<double> megabytes;
    char line[256];
    long kilobytes = 0;
    while (std::fgets(line, sizeof line, status))
        if (std::sscanf(line, "VmHWM: %ld kB", &kilobytes) == 1)
            megabytes = double(kilobytes) / 1024;
    std::fclose(status);
    return megabytes;
}

double processPeakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024; // kilobytes on Linux
}
#endif

template <typename F>
Cost measure(F &&work)
{
    Cost cost;
#ifdef Q_OS_LINUX
    const bool restarted = restartPeak();
    const CpuTimes before = cpuTimes();
#endif
    QElapsedTimer wall;
    wall.start();
    work();
    cost.wallSeconds = double(wall.nsecsElapsed()) / 1e9;
#ifdef Q_OS_LINUX
    const CpuTimes after = cpuTimes();
    cost.userSeconds = after.user - before.user;
    cost.systemSeconds = after.system - before.system;
    const std::optional<double> peak = restarted ? peakSinceRestart() : std::nullopt;
    cost.peakOfTheTable = peak.has_value();
    cost.peakMegabytes = peak ? *peak : processPeakMegabytes();
#endif
    return cost;
}

QString secondsText(std::optional<double> s)
{
    return s ? QString::number(*s, 'f', 2) + QStringLiteral(" s") : QStringLiteral("n/a");
}

QString megabytesText(const Cost &cost)
{
    if (!cost.peakMegabytes)
        return QStringLiteral("n/a");
    return QString::number(*cost.peakMegabytes, 'f', 0)
           + (cost.peakOfTheTable ? QStringLiteral(" MB") : QStringLiteral(" MB (process)"));
}

// The variant of issue 38 whose numbers reach 999,999.
GameVariant bigNumbers(SolveMode mode)
{
    GameVariant variant = standardVariant();
    variant.id = QStringLiteral("big-numbers");
    variant.large = {999999, 654321, 500000, 123457};
    variant.small = {1, 2, 3, 7, 11, 13, 999, 1000, 4096, 65536};
    variant.tiles = 5;
    variant.largePick = LargePick{0, 3};
    variant.targets = {1, 999999};
    variant.mode = mode;
    return variant;
}

GameVariant withTargets(GameVariant variant, Number low, Number high)
{
    variant.targets = {low, high};
    return variant;
}

struct Table {
    QString name;
    GameVariant variant;
};

struct Measured {
    Table table;
    Cost cost; // the median run's figures (each figure's own median)
    int runs = 1;
};

// The median of the runs that know the figure; unknown when none does (Windows' times).
std::optional<double> medianOfKnown(const std::vector<std::optional<double>> &values)
{
    std::vector<double> known;
    for (const auto &v : values)
        if (v)
            known.push_back(*v);
    return known.empty() ? std::nullopt : std::optional<double>(testsupport::median(known));
}

// Each figure's median over the runs; the peak the largest (a goal is about the worst).
Cost medianCost(const std::vector<Cost> &runs)
{
    std::vector<double> wall;
    std::vector<std::optional<double>> user, system;
    Cost cost;
    for (const Cost &run : runs) {
        wall.push_back(run.wallSeconds);
        user.push_back(run.userSeconds);
        system.push_back(run.systemSeconds);
        if (run.peakMegabytes)
            cost.peakMegabytes = std::max(cost.peakMegabytes.value_or(0), *run.peakMegabytes);
        cost.peakOfTheTable = run.peakOfTheTable;
    }
    cost.wallSeconds = testsupport::median(wall);
    cost.userSeconds = medianOfKnown(user);
    cost.systemSeconds = medianOfKnown(system);
    return cost;
}

Cost measureOnce(const Table &table, int &selections)
{
    std::optional<std::vector<OddsRow>> rows;
    const Cost cost = measure([&] { rows = computeOdds(OddsOptions::of(table.variant)); });
    selections = 0;
    for (const OddsRow &row : rows.value_or(std::vector<OddsRow>{}))
        selections += row.selections;
    return cost;
}

void printRow(QTextStream &out, const Measured &m, int selections)
{
    out << QStringLiteral("  %1 %2 selections  wall %3  user %4  system %5  peak %6%7\n")
               .arg(m.table.name, -28)
               .arg(selections, 6)
               .arg(secondsText(m.cost.wallSeconds), 8)
               .arg(secondsText(m.cost.userSeconds), 8)
               .arg(secondsText(m.cost.systemSeconds), 8)
               .arg(megabytesText(m.cost))
               .arg(m.runs > 1 ? QStringLiteral("  (median of %1)").arg(m.runs) : QString());
    out.flush();
}

Measured measureTable(QTextStream &out, const Table &table)
{
    int selections = 0;
    Measured m{table, measureOnce(table, selections)};
    printRow(out, m, selections);
    return m;
}

// The two tables of the goal on the width of the range, measured in turn `runs` times so that a
// drift in the machine's speed falls on both: each one's median figures, and the median of the
// runs' ratios (wide over narrow).
struct Pair {
    Measured narrow, wide;
    double ratio = 0;
};
Pair measurePair(QTextStream &out, const Table &narrow, const Table &wide, int runs)
{
    std::vector<Cost> narrowRuns, wideRuns;
    std::vector<double> ratios;
    int narrowSelections = 0, wideSelections = 0;
    for (int run = 0; run < runs; ++run) {
        narrowRuns.push_back(measureOnce(narrow, narrowSelections));
        wideRuns.push_back(measureOnce(wide, wideSelections));
        ratios.push_back(wideRuns.back().wallSeconds / narrowRuns.back().wallSeconds);
    }
    Pair pair{{narrow, medianCost(narrowRuns), runs},
              {wide, medianCost(wideRuns), runs},
              testsupport::median(ratios)};
    printRow(out, pair.narrow, narrowSelections);
    printRow(out, pair.wide, wideSelections);
    return pair;
}

QString verdict(bool met)
{
    return met ? QStringLiteral("met") : QStringLiteral("MISSED");
}

} // namespace

bool benchOddsCost(QTextStream &out)
{
    const int threads = int(std::max(1u, std::thread::hardware_concurrency()));
    out << "== what an odds table costs as its targets widen (issue 38): computeOdds, whole "
           "table, "
        << threads << " threads; wall, user and system time and peak memory ==\n";
    // The machine's speed drifts by a tenth or more from one second to the next on shared cores:
    // the tables of the ratio goal are measured in turn, several times.
    constexpr int kPairedRuns = 7;
    const Pair uk = measurePair(
        out, {QStringLiteral("UK 100-999, drop"), withTargets(standardVariant(), 100, 999)},
        {QStringLiteral("UK 1-999,999, drop"), withTargets(standardVariant(), 1, 999999)},
        kPairedRuns);
    const std::vector<Table> tables{
        {QStringLiteral("seven-tiles (its targets)"), *builtInVariant(u"seven-tiles")},
        {QStringLiteral("big numbers, drop"), bigNumbers(SolveMode::DropAllowed)},
        {QStringLiteral("big numbers, use-all"), bigNumbers(SolveMode::UseAll)},
    };
    std::vector<Measured> measured{uk.narrow, uk.wide};
    for (const Table &table : tables)
        measured.push_back(measureTable(out, table));

    bool met = true;
    const bool ratioMet = uk.ratio <= kWideOverNarrowGoal;
    out << QStringLiteral("  UK 1-999,999 / UK 100-999 (the baseline, this run; the median of %1 "
                          "paired runs): %2x, goal <= %3x: %4\n")
               .arg(kPairedRuns)
               .arg(uk.ratio, 0, 'f', 2)
               .arg(kWideOverNarrowGoal)
               .arg(verdict(ratioMet));
    met = met && ratioMet;
    for (const std::size_t big : {std::size_t(3), std::size_t(4)}) {
        const bool bigMet = measured[big].cost.wallSeconds < kBigNumbersGoalSeconds;
        out << QStringLiteral("  %1: %2, goal < %3 s on two cores%4: %5\n")
                   .arg(measured[big].table.name, secondsText(measured[big].cost.wallSeconds))
                   .arg(kBigNumbersGoalSeconds)
                   .arg(threads == 2 ? QString() : QStringLiteral(" (here %1)").arg(threads))
                   .arg(verdict(bigMet));
        met = met && bigMet;
    }
    double worstShare = 0, largestPeak = 0;
    for (const Measured &m : measured) {
        if (m.cost.userSeconds && m.cost.systemSeconds && *m.cost.userSeconds > 0)
            worstShare = std::max(worstShare, *m.cost.systemSeconds / *m.cost.userSeconds);
        largestPeak = std::max(largestPeak, m.cost.peakMegabytes.value_or(0));
    }
    const bool measuredHere = measured.front().cost.userSeconds.has_value();
    const bool systemMet = worstShare < kSystemOverUserGoal;
    const bool peakMet = largestPeak <= kPeakGoalMegabytes;
    if (measuredHere) {
        out << QStringLiteral("  system / user, the largest of the rows: %1, goal < %2: %3\n")
                   .arg(worstShare, 0, 'f', 3)
                   .arg(kSystemOverUserGoal)
                   .arg(verdict(systemMet));
        out << QStringLiteral("  peak memory, the largest of the rows: %1 MB, goal <= %2 MB: %3\n")
                   .arg(largestPeak, 0, 'f', 0)
                   .arg(kPeakGoalMegabytes)
                   .arg(verdict(peakMet));
        met = met && systemMet && peakMet;
    } else {
        out << "  system time and peak memory: n/a on this platform\n";
    }
    out << '\n';
    return met;
}

} // namespace countdown::bench
