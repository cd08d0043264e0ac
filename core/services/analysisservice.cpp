// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "analysisservice.h"

#include "puzzle.h"

#include <QElapsedTimer>
#include <QFile>

namespace countdown {

namespace {
// How often a counting sends what it has: often enough for the grid to fill in smoothly, seldom
// enough not to flood the window's thread.
constexpr qint64 kBatchMs = 30;

void countInBackground(const BackgroundWork::Task &task, AnalysisService *service,
                       std::vector<Number> tiles, SolveMode mode, OperatorSet operators,
                       std::vector<Number> targets)
{
    Solver solver(std::move(tiles), mode, operators);
    SolutionCounts batch;
    QElapsedTimer sinceSent;
    sinceSent.start();
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const std::optional<Solutions> solutions = solver.solutions(targets[i], task.control());
        if (!solutions)
            return; // cancelled
        batch.counts.emplace_back(
            targets[i], solutions->distance == 0 ? int(solutions->expressions.size()) : 0);
        const bool last = i + 1 == targets.size();
        if (last || sinceSent.elapsed() >= kBatchMs) {
            const auto send = [service, sent = std::exchange(batch, {})] {
                Q_EMIT service->solutionsCounted(sent);
            };
            if (last)
                task.deliverResult([service, send] {
                    send();
                    Q_EMIT service->countingFinished();
                });
            else
                task.deliver(send);
            sinceSent.restart();
        }
    }
}
} // namespace

AnalysisService::AnalysisService(QObject *parent)
    : QObject(parent)
    , m_counting(QStringLiteral("countdown-explorer"))
    , m_odds(QStringLiteral("countdown-odds"))
{
    qRegisterMetaType<countdown::SolutionCounts>();
    qRegisterMetaType<countdown::OddsTable>();
    connect(&m_odds, &BackgroundWork::progressed, this,
            [this](quint64, double fraction) { Q_EMIT oddsProgressed(fraction); });
    connect(&m_odds, &BackgroundWork::failed, this,
            [this](quint64, const Error &error) { Q_EMIT oddsFailed(error); });
}

AnalysisService::~AnalysisService() = default;

std::optional<Reachability> AnalysisService::select(std::vector<Number> tiles, SolveMode mode,
                                                    Number low, Number high, OperatorSet operators)
{
    cancelCounting();
    m_solver.reset();
    m_tiles = std::move(tiles);
    m_mode = mode;
    m_operators = operators;
    if (checkNumbers(m_tiles))
        return std::nullopt;
    m_solver.emplace(m_tiles, m_mode, m_operators);
    return m_solver->reachable(low, high);
}

std::optional<AnalysisService::Answer> AnalysisService::answerFor(Number target)
{
    if (!m_solver)
        return std::nullopt;
    // Only the answer shown is wanted here (the counting lists the solutions in the background).
    const std::optional<ShownAnswer> answer = m_solver->easiest(target);
    if (!answer)
        return std::nullopt;
    return Answer{answer->best, answer->shown};
}

void AnalysisService::countSolutions(std::vector<Number> targets)
{
    if (!m_solver || targets.empty()) {
        cancelCounting();
        return;
    }
    m_counting.start([this, tiles = m_tiles, mode = m_mode, operators = m_operators,
                      targets = std::move(targets)](const BackgroundWork::Task &task) {
        countInBackground(task, this, tiles, mode, operators, targets);
    });
}

void AnalysisService::cancelCounting()
{
    m_counting.cancel();
}

void AnalysisService::computeOdds(const GameVariant &variant)
{
    m_odds.start([this, variant](const BackgroundWork::Task &task) {
        // Counted, not enumerated: a variant at the bags' limits has billions of selections.
        if (const std::optional<Error> problem = checkOddsSize(variant)) {
            task.deliverResult([this, error = *problem] { Q_EMIT oddsFailed(error); });
            return;
        }
        const OddsOptions options = OddsOptions::of(variant);
        std::optional<std::vector<OddsRow>> rows = countdown::computeOdds(options, task.control());
        if (!rows)
            return; // cancelled, or no valid variant
        OddsTable table;
        table.variant = variant;
        table.lowTarget = options.lowTarget;
        table.highTarget = options.highTarget;
        table.rows = std::move(*rows);
        task.deliverResult([this, table = std::move(table)] { Q_EMIT oddsComputed(table); });
    });
}

void AnalysisService::cancelOdds()
{
    m_odds.cancel();
}

std::optional<OddsTables> AnalysisService::shippedOdds()
{
    QFile file(QString::fromLatin1(kShippedOddsPath));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return loadOddsTables(file.readAll());
}

} // namespace countdown
