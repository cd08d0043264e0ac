#include "odds.h"

#include "reachable.h"
#include "sharedsubsets.h"
#include "variantfile.h"
#include "words.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtNumeric>

#include <algorithm>
#include <atomic>
#include <exception>
#include <functional>
#include <limits>
#include <map>
#include <mutex>
#include <numeric>
#include <thread>

namespace countdown {

namespace {

// C(n, k), or 0 when it does not fit in 64 bits (or k is out of range).
std::uint64_t binomial(std::uint64_t n, std::uint64_t k)
{
    if (k > n)
        return 0;
    k = std::min(k, n - k);
    std::uint64_t result = 1;
    for (std::uint64_t i = 1; i <= k; ++i) {
        // result * (n - k + i) / i is exact at every step (it is C(n - k + i, i)); divide by the
        // common factor first so that the product overflows only when the result itself would.
        const std::uint64_t g = std::gcd(result, i);
        const std::uint64_t factor = (n - k + i) / (i / g);
        std::uint64_t next;
        if (qMulOverflow(result / g, factor, &next))
            return 0;
        result = next;
    }
    return result;
}

// The distinct values of a bag with how many tiles of each, ascending.
std::vector<std::pair<Number, int>> valueCounts(std::vector<Number> bag)
{
    std::sort(bag.begin(), bag.end());
    std::vector<std::pair<Number, int>> counts;
    for (const Number n : bag) {
        if (counts.empty() || counts.back().first != n)
            counts.push_back({n, 0});
        ++counts.back().second;
    }
    return counts;
}

// Every sub-multiset of `count` tiles of one bag with the number of position subsets giving it:
// the product over values of C(tiles of that value in the bag, tiles of it taken).
void subMultisets(const std::vector<std::pair<Number, int>> &counts, std::size_t index, int left,
                  std::vector<Number> &taken, std::uint64_t ways,
                  std::vector<WeightedSelection> &out)
{
    if (left == 0) {
        out.push_back({taken, ways});
        return;
    }
    if (index == counts.size())
        return;
    const auto [value, available] = counts[index];
    for (int c = 0; c <= std::min(available, left); ++c) {
        subMultisets(counts, index + 1, left - c, taken, ways * binomial(available, c), out);
        taken.push_back(value);
    }
    taken.resize(taken.size() - std::size_t(std::min(available, left) + 1));
}

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
    const bool counted = runInChunks(
        jobs.size(), threads, control, share(jobs.size()),
        [&](std::size_t i, int thread, const SolveControl &stopped) {
            const Job &job = jobs[i];
            const auto reach = detail::reachableTargets(detail::TileSet(job.selection->tiles),
                                                        rules, low, high, stopped, &shared);
            if (!reach)
                return false;
            const auto misses = std::count(reach->fewest.begin(), reach->fewest.end(), 0);
            sums[std::size_t(thread)][job.row] += job.selection->draws * std::uint64_t(misses);
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

// JSON integers are doubles to many readers: exact only up to 2^53.
constexpr qint64 kMaxJsonInteger = qint64(1) << 53;

std::optional<qint64> jsonInteger(const QJsonValue &value, qint64 low, qint64 high)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (d < double(low) || d > double(high) || d != double(qint64(d)))
        return std::nullopt;
    return value.toInteger();
}

std::optional<OddsTable> tableFromJson(const QJsonObject &object)
{
    OddsTable table;
    const QJsonValue variant = object.value(QStringLiteral("variant"));
    if (variant.isObject()) {
        const Result<GameVariant> read = variantFromJsonObject(variant.toObject());
        if (!read)
            return std::nullopt;
        table.variant = *read;
    } else {
        const std::optional<Variant> rules =
            oddsRulesFromWord(object.value(QStringLiteral("rules")).toString());
        const std::optional<SolveMode> mode =
            modeFromWord(object.value(QStringLiteral("mode")).toString());
        if (!rules || !mode)
            return std::nullopt;
        table.variant = variantOf(*rules);
        table.variant.mode = *mode;
    }
    const auto low =
        jsonInteger(object.value(QStringLiteral("low_target")), kMinTarget, kMaxTarget);
    const auto high =
        jsonInteger(object.value(QStringLiteral("high_target")), kMinTarget, kMaxTarget);
    if (!low || !high || *low > *high)
        return std::nullopt;
    table.lowTarget = *low;
    table.highTarget = *high;
    table.command = object.value(QStringLiteral("command")).toString();
    const QJsonValue rows = object.value(QStringLiteral("rows"));
    if (!rows.isArray())
        return std::nullopt;
    for (const QJsonValue &value : rows.toArray()) {
        const QJsonObject row = value.toObject();
        OddsRow odds;
        if (const std::optional<LargePick> pick = table.variant.largePick) {
            const auto large =
                jsonInteger(row.value(QStringLiteral("large")), pick->fewest, pick->most);
            if (!large)
                return std::nullopt;
            odds.large = int(*large);
        }
        const auto selections =
            jsonInteger(row.value(QStringLiteral("selections")), 1, 1'000'000'000);
        const auto numerator =
            jsonInteger(row.value(QStringLiteral("no_exact_numerator")), 0, kMaxJsonInteger);
        const auto denominator =
            jsonInteger(row.value(QStringLiteral("no_exact_denominator")), 1, kMaxJsonInteger);
        if (!selections || !numerator || !denominator || *numerator > *denominator)
            return std::nullopt;
        odds.selections = int(*selections);
        odds.noExactSolution = {std::uint64_t(*numerator), std::uint64_t(*denominator)};
        table.rows.push_back(odds);
    }
    if (table.rows.empty())
        return std::nullopt;
    return table;
}

} // namespace

std::vector<BagDraw> variantDraw(const GameVariant &variant, int large)
{
    if (!variant.playerPicksLarge()) {
        std::vector<Number> bag = variant.small;
        bag.insert(bag.end(), variant.large.begin(), variant.large.end());
        return {{bag, variant.tiles}};
    }
    large = variant.clampLarge(large);
    return {{variant.large, large}, {variant.small, variant.tiles - large}};
}

std::vector<BagDraw> rulesDraw(Variant rules, int large)
{
    if (rules == Variant::Custom)
        return {};
    return variantDraw(variantOf(rules), large);
}

std::vector<WeightedSelection> distinctSelections(const std::vector<BagDraw> &draw)
{
    // The parts are drawn independently: every combination of their sub-multisets, merged when
    // two combinations give the same selection (only possible when the bags share a number).
    std::map<std::vector<Number>, std::uint64_t> merged{{{}, 1}};
    for (const BagDraw &part : draw) {
        if (part.count < 0 || std::size_t(part.count) > part.bag.size())
            return {};
        std::vector<WeightedSelection> ofPart;
        std::vector<Number> taken;
        subMultisets(valueCounts(part.bag), 0, part.count, taken, 1, ofPart);
        std::map<std::vector<Number>, std::uint64_t> next;
        for (const auto &[tiles, draws] : merged) {
            for (const WeightedSelection &sub : ofPart) {
                std::vector<Number> combined = tiles;
                combined.insert(combined.end(), sub.tiles.begin(), sub.tiles.end());
                std::sort(combined.begin(), combined.end());
                next[combined] += draws * sub.draws;
            }
        }
        merged = std::move(next);
    }
    std::vector<WeightedSelection> result;
    result.reserve(merged.size());
    for (auto &[tiles, draws] : merged)
        result.push_back({tiles, draws});
    return result;
}

std::uint64_t drawCount(const std::vector<BagDraw> &draw)
{
    std::uint64_t count = 1;
    for (const BagDraw &part : draw) {
        if (part.count < 0)
            return 0;
        const std::uint64_t ways = binomial(part.bag.size(), std::uint64_t(part.count));
        if (ways == 0 || qMulOverflow(count, ways, &count))
            return 0;
    }
    return count;
}

std::uint64_t selectionCount(const std::vector<BagDraw> &draw)
{
    // A multiset is a selection when its tiles of each value can be shared out among the parts,
    // none taking more of a value than its bag holds, each taking its count in all. The values are
    // taken in turn: a multiset of the values so far is known by every way its tiles could be
    // shared out (a set of per-part counts, by their mixed-radix index), and two with the same set
    // extend to selections alike, so they are counted together instead of one by one.
    std::vector<int> counts;
    std::size_t tuples = 1;
    std::map<Number, std::vector<int>> available; // of each value, per part
    for (std::size_t p = 0; p < draw.size(); ++p) {
        const BagDraw &part = draw[p];
        if (part.count < 0 || std::size_t(part.count) > part.bag.size())
            return 0;
        counts.push_back(part.count);
        tuples *= std::size_t(part.count) + 1;
        for (const Number n : part.bag) {
            std::vector<int> &of = available[n];
            of.resize(draw.size(), 0);
            ++of[p];
        }
    }
    const int total = std::accumulate(counts.begin(), counts.end(), 0);
    // The per-part counts of a tuple's index, and back.
    const auto decode = [&](std::size_t index) {
        std::vector<int> tuple(counts.size());
        for (std::size_t p = 0; p < counts.size(); ++p) {
            tuple[p] = int(index % std::size_t(counts[p] + 1));
            index /= std::size_t(counts[p] + 1);
        }
        return tuple;
    };
    const auto encode = [&](const std::vector<int> &tuple) {
        std::size_t index = 0;
        for (std::size_t p = counts.size(); p-- > 0;)
            index = index * std::size_t(counts[p] + 1) + std::size_t(tuple[p]);
        return index;
    };

    using Ways = std::vector<bool>; // by tuple index
    Ways none(tuples, false);
    Ways start = none;
    start[0] = true;
    std::map<Ways, std::uint64_t> partial{{start, 1}};
    for (const auto &value : available) {
        // Not a structured binding: clang 14 cannot capture those in lambdas.
        const std::vector<int> &of = value.second;
        const int here = std::accumulate(of.begin(), of.end(), 0);
        std::map<Ways, std::uint64_t> next;
        for (const auto &[ways, multisets] : partial) {
            const std::size_t first =
                std::size_t(std::find(ways.begin(), ways.end(), true) - ways.begin());
            const std::vector<int> firstTuple = decode(first);
            const int size = std::accumulate(firstTuple.begin(), firstTuple.end(), 0);
            for (int take = 0; take <= std::min(here, total - size); ++take) {
                Ways extended = none;
                for (std::size_t index = first; index < tuples; ++index) {
                    if (!ways[index])
                        continue;
                    // Every way to share `take` tiles of this value among the parts.
                    std::vector<int> tuple = decode(index);
                    const auto share = [&](auto &self, std::size_t p, int left) -> void {
                        if (p == counts.size()) {
                            if (left == 0)
                                extended[encode(tuple)] = true;
                            return;
                        }
                        const int room = std::min(of[p], counts[p] - tuple[p]);
                        for (int d = 0; d <= std::min(room, left); ++d) {
                            tuple[p] += d;
                            self(self, p + 1, left - d);
                            tuple[p] -= d;
                        }
                    };
                    share(share, 0, take);
                }
                if (extended != none) {
                    std::uint64_t &count = next[extended];
                    count = saturatingAdd(count, multisets);
                }
            }
        }
        partial = std::move(next);
    }
    std::uint64_t selections = 0;
    for (const auto &[ways, multisets] : partial)
        if (ways[tuples - 1]) // every part has its count
            selections = saturatingAdd(selections, multisets);
    return selections;
}

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

bool haveSameOdds(const GameVariant &a, const GameVariant &b)
{
    return a.large == b.large && a.small == b.small && a.tiles == b.tiles
           && a.largePick == b.largePick && a.targets == b.targets && a.operators == b.operators
           && a.mode == b.mode;
}

std::optional<Variant> showRulesOf(const GameVariant &variant)
{
    for (const Variant rules : {Variant::Countdown, Variant::LeCompteEstBon}) {
        GameVariant show = variantOf(rules, variant.mode);
        show.targets = variant.targets;
        if (haveSameOdds(show, variant))
            return rules;
    }
    return std::nullopt;
}

QJsonArray toJson(const std::vector<OddsRow> &rows)
{
    QJsonArray array;
    for (const OddsRow &row : rows) {
        QJsonObject object{
            {QStringLiteral("selections"), row.selections},
            {QStringLiteral("no_exact_numerator"), qint64(row.noExactSolution.numerator)},
            {QStringLiteral("no_exact_denominator"), qint64(row.noExactSolution.denominator)},
            {QStringLiteral("no_exact_percent"), 100 * row.noExactSolution.value()},
        };
        if (row.large >= 0)
            object.insert(QStringLiteral("large"), row.large);
        array.append(object);
    }
    return array;
}

QJsonObject toJson(const OddsTable &table)
{
    QJsonObject object{
        {QStringLiteral("variant"), variantToJsonObject(table.variant)},
        {QStringLiteral("mode"), modeWord(table.variant.mode)},
        {QStringLiteral("low_target"), qint64(table.lowTarget)},
        {QStringLiteral("high_target"), qint64(table.highTarget)},
        {QStringLiteral("command"), table.command},
        {QStringLiteral("rows"), toJson(table.rows)},
    };
    // Earlier versions read a table by these words: the show's rules keep them.
    if (const std::optional<Variant> rules = showRulesOf(table.variant))
        object.insert(QStringLiteral("rules"), oddsRulesWord(*rules));
    return object;
}

const OddsTable *OddsTables::find(const GameVariant &variant) const
{
    for (const OddsTable &table : tables) {
        if (haveSameOdds(table.variant, variant) && table.lowTarget == variant.targets.low
            && table.highTarget == variant.targets.high)
            return &table;
    }
    return nullptr;
}

std::optional<OddsTables> loadOddsTables(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    const QJsonObject root = document.object();
    OddsTables result;
    if (!root.contains(QStringLiteral("tables"))) {
        auto table = tableFromJson(root);
        if (!table)
            return std::nullopt;
        result.command = table->command;
        result.tables.push_back(std::move(*table));
        return result;
    }
    result.command = root.value(QStringLiteral("command")).toString();
    const QJsonValue tables = root.value(QStringLiteral("tables"));
    if (!tables.isArray())
        return std::nullopt;
    for (const QJsonValue &value : tables.toArray()) {
        auto table = tableFromJson(value.toObject());
        if (!table)
            return std::nullopt;
        result.tables.push_back(std::move(*table));
    }
    return result;
}

} // namespace countdown
