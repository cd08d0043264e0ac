// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "odds.h"

#include "reachable.h"
#include "selections.h"
#include "sharedsubsets.h"
#include "variantfile.h"

#include <QtNumeric>

#include <algorithm>
#include <atomic>
#include <exception>
#include <functional>
#include <limits>
#include <mutex>
#include <numeric>
#include <thread>

namespace countdown {

namespace {

std::uint64_t saturatingAdd(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t sum;
    return qAddOverflow(a, b, &sum) ? std::numeric_limits<std::uint64_t>::max() : sum;
}

// The draws of a variant's table: one per pick, or the one bag's; with `large` >= 0 (and a pick),
// only that pick's.
std::vector<std::pair<int, std::vector<BagDraw>>> tableDraws(const GameVariant &variant,
                                                             int large = -1)
{
    std::vector<std::pair<int, std::vector<BagDraw>>> draws;
    if (const std::optional<LargePick> pick = variant.largePick) {
        for (int k = pick->fewest; k <= pick->most; ++k)
            if (large < 0 || k == variant.clampLarge(large))
                draws.push_back({k, variantDraw(variant, k)});
    } else {
        draws.push_back({-1, variantDraw(variant)});
    }
    return draws;
}

bool isCancelled(const SolveControl &control)
{
    return control.cancelled && control.cancelled();
}

// One selection to solve: which row it counts for and how many draws give it.
struct Job {
    std::size_t row;
    const WeightedSelection *selection;
};

// Runs work(i, thread, stopped) for every i below `count` on `threads` threads (numbered from 0,
// the calling one), each taking chunks of them from one counter until none are left. Only the
// calling thread runs the caller's callbacks (between its chunks), with progress going from
// `progress.first` to `progress.second`; when it stops, the others notice through `stopped`
// within their current work (which then returns false), and it waits for at most one chunk each
// of theirs. False when stopped. An exception on any thread (std::bad_alloc) stops them all and is
// rethrown here once they are joined: left on one of theirs it would end the program.
bool runInChunks(std::size_t count, int threads, const SolveControl &control,
                 std::pair<double, double> progress,
                 const std::function<bool(std::size_t, int, const SolveControl &)> &work)
{
    constexpr std::size_t kChunk = 8; // few enough to keep two cores evenly busy
    if (isCancelled(control))
        return false;
    threads =
        int(std::clamp<std::size_t>(std::size_t(threads), 1, std::max<std::size_t>(1, count)));
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<bool> stop{false};
    std::mutex failureLock;
    std::exception_ptr failure;
    const SolveControl stopped{[&stop] { return stop.load(std::memory_order_relaxed); }, {}};
    const auto run = [&](int thread, const std::function<void()> &afterChunk) {
        try {
            for (std::size_t first = next.fetch_add(kChunk); first < count && !stop;
                 first = next.fetch_add(kChunk)) {
                const std::size_t last = std::min(count, first + kChunk);
                for (std::size_t i = first; i < last; ++i)
                    if (!work(i, thread, stopped))
                        return;
                done.fetch_add(last - first);
                if (afterChunk)
                    afterChunk();
            }
        } catch (...) {
            const std::lock_guard lock(failureLock);
            if (!failure)
                failure = std::current_exception();
            stop = true;
        }
    };
    std::vector<std::jthread> workers;
    for (int t = 1; t < threads; ++t)
        workers.emplace_back([&, t] { run(t, {}); });
    run(0, [&] {
        if (isCancelled(control))
            stop = true;
        else if (control.progress)
            control.progress(progress.first
                             + (progress.second - progress.first) * double(done.load())
                                   / double(count));
    });
    workers.clear(); // joins them
    if (failure)
        std::rethrow_exception(failure);
    return !stop.load() && done.load() == count;
}

// For each row, the sum over its jobs of draws * (targets in [low, high] with no exact solution),
// computed on `threads` threads (the calling one included). nullopt when cancelled.
//
// What the selections' sub-multisets make is built first, once each for all the selections that
// hold it (SharedSubsets), level by level; then each selection's targets.
std::optional<std::vector<std::uint64_t>>
countMisses(const std::vector<Job> &jobs, std::size_t rows, SolveMode mode, OperatorSet operators,
            Number low, Number high, int threads, const SolveControl &control)
{
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    const detail::StepRules rules = detail::StepRules::of(mode, operators);
    low = std::max<Number>(low, 1);
    high = std::max(high, low - 1);
    detail::SharedSubsets shared(rules, detail::Value(std::max<Number>(high, 1)), true);
    {
        std::vector<std::span<const Number>> selections;
        selections.reserve(jobs.size());
        for (const Job &job : jobs)
            selections.emplace_back(job.selection->tiles);
        if (!shared.plan(selections, control))
            return std::nullopt;
    }
    // Progress in work items: an entry and a selection count alike.
    std::size_t items = jobs.size(), itemsDone = 0;
    for (int size = 2; size <= shared.largestSize(); ++size)
        items += shared.count(size);
    const auto share = [&](std::size_t count) {
        const std::pair<double, double> part{double(itemsDone) / double(items),
                                             double(itemsDone + count) / double(items)};
        itemsDone += count;
        return part;
    };

    for (int size = 2; size <= shared.largestSize(); ++size) {
        const bool built =
            runInChunks(shared.count(size), threads, control, share(shared.count(size)),
                        [&](std::size_t i, int, const SolveControl &) {
                            shared.build(size, i);
                            return true;
                        });
        if (!built)
            return std::nullopt;
    }

    std::vector<std::vector<std::uint64_t>> sums(std::size_t(threads),
                                                 std::vector<std::uint64_t>(rows, 0));
    // One buffer of marks per thread, each selection clearing only what the last one marked.
    std::vector<detail::RangeMarks> marks(static_cast<std::size_t>(threads),
                                          detail::RangeMarks(false));
    const bool counted =
        runInChunks(jobs.size(), threads, control, share(jobs.size()),
                    [&](std::size_t i, int thread, const SolveControl &stopped) {
                        const Job &job = jobs[i];
                        detail::RangeMarks &made = marks[std::size_t(thread)];
                        made.reset(detail::Value(low), detail::Value(high));
                        if (!detail::markReachable(detail::TileSet(job.selection->tiles), rules,
                                                   made, stopped, &shared))
                            return false;
                        sums[std::size_t(thread)][job.row] +=
                            job.selection->draws * std::uint64_t(made.unmarked());
                        return true;
                    });
    if (!counted)
        return std::nullopt;
    if (control.progress)
        control.progress(1.0);

    std::vector<std::uint64_t> total(rows, 0);
    for (const auto &sum : sums)
        for (std::size_t r = 0; r < rows; ++r)
            total[r] += sum[r];
    return total;
}

Fraction reduced(std::uint64_t numerator, std::uint64_t denominator)
{
    if (numerator == 0)
        return {0, 1};
    const std::uint64_t g = std::gcd(numerator, denominator);
    return {numerator / g, denominator / g};
}

// Whether the tiles of a draw are ones the solver takes.
bool isValidDraw(const std::vector<BagDraw> &draw)
{
    int total = 0;
    for (const BagDraw &part : draw) {
        if (part.count < 0 || std::size_t(part.count) > part.bag.size())
            return false;
        for (const Number n : part.bag)
            if (n < kMinNumber || n > kMaxNumber)
                return false;
        total += part.count;
    }
    return total >= kMinTiles && total <= kMaxTiles;
}

// A row's computation: its selections and the denominator of its probability.
struct RowWork {
    int large = -1;
    std::vector<WeightedSelection> selections;
    std::uint64_t denominator = 0; // drawCount * targets
};

std::optional<std::vector<OddsRow>>
computeRows(std::vector<std::pair<int, std::vector<BagDraw>>> draws, SolveMode mode,
            OperatorSet operators, Number low, Number high, int threads,
            const SolveControl &control)
{
    low = std::max(low, kMinTarget);
    high = std::min(high, kMaxTarget);
    const std::uint64_t targets = high >= low ? std::uint64_t(high - low + 1) : 0;

    // Counted before any is enumerated: a variant at the bags' limits has billions.
    std::uint64_t selections = 0;
    for (const auto &[large, draw] : draws) {
        if (!isValidDraw(draw))
            return std::nullopt;
        selections = saturatingAdd(selections, selectionCount(draw));
    }
    if (selections > kMaxOddsSelections)
        return std::nullopt;

    std::vector<RowWork> rows;
    std::vector<Job> jobs;
    for (const auto &[large, draw] : draws) {
        RowWork row;
        row.large = large;
        row.selections = distinctSelections(draw);
        const std::uint64_t count = drawCount(draw);
        if (count == 0
            || qMulOverflow(count, std::max<std::uint64_t>(targets, 1), &row.denominator))
            return std::nullopt;
        rows.push_back(std::move(row));
    }
    // Every row's selections in one list, so that the threads share all of the work.
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (const WeightedSelection &selection : rows[r].selections)
            jobs.push_back({r, &selection});

    std::vector<std::uint64_t> misses(rows.size(), 0);
    if (targets > 0) {
        auto counted = countMisses(jobs, rows.size(), mode, operators, low, high, threads, control);
        if (!counted)
            return std::nullopt;
        misses = std::move(*counted);
    }
    std::vector<OddsRow> result;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        result.push_back(OddsRow{rows[r].large, int(rows[r].selections.size()),
                                 reduced(misses[r], rows[r].denominator)});
    }
    return result;
}

} // namespace

std::optional<OddsRow> oddsForDraw(const std::vector<BagDraw> &draw, SolveMode mode, Number low,
                                   Number high, int threads, const SolveControl &control,
                                   OperatorSet operators)
{
    auto rows = computeRows({{-1, draw}}, mode, operators, low, high, threads, control);
    if (!rows)
        return std::nullopt;
    return rows->front();
}

std::optional<Error> checkOddsSize(const GameVariant &variant, int large)
{
    if (std::optional<Error> problem = checkVariant(variant))
        return problem;
    std::uint64_t selections = 0;
    for (const auto &[k, draw] : tableDraws(variant, large))
        selections = saturatingAdd(selections, selectionCount(draw));
    if (selections > kMaxOddsSelections)
        return Error{ErrorKind::OddsTooLarge,
                     -1,
                     {QString::number(selections), QString::number(kMaxOddsSelections)}};
    return std::nullopt;
}

std::optional<std::vector<OddsRow>> computeOdds(const OddsOptions &options,
                                                const SolveControl &control)
{
    const GameVariant &variant = options.variant;
    if (checkVariant(variant))
        return std::nullopt;
    return computeRows(tableDraws(variant), variant.mode, variant.operators, options.lowTarget,
                       options.highTarget, options.threads, control);
}

} // namespace countdown
