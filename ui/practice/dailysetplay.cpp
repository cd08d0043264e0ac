// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dailysetplay.h"

#include "dailyset.h"
#include "error.h"
#include "gamecontroller.h"
#include "practiceservice.h"

#include <QApplication>
#include <QClipboard>

namespace countdown::ui {

DailySetPlay::DailySetPlay(GameController &game, PracticeService &practice, DailySetStrip &strip,
                           std::function<void(const QString &)> say)
    : QObject(&strip)
    , m_game(game)
    , m_practice(practice)
    , m_strip(strip)
    , m_say(std::move(say))
{
    m_strip.setVisible(false);
    connect(&m_game, &GameController::roundStarted, this, &DailySetPlay::onRoundStarted);
    connect(&m_game, &GameController::revealed, this, &DailySetPlay::onRevealed);
    connect(&m_strip, &DailySetStrip::puzzleRequested, this, [this](int position) {
        const Result<Started> started = playPuzzle(position);
        if (!started)
            m_say(errorMessage(started.error()));
    });
}

bool DailySetPlay::isSetRound() const
{
    return m_game.round().dailySetPosition > 0;
}

void DailySetPlay::load(QDate date, bool practice)
{
    const bool sameSet = m_state.date == date && m_state.practice == practice;
    if (!sameSet) {
        m_state = DailySetStripState{};
        m_state.date = date;
        m_state.practice = practice;
        m_state.number = m_game.dailySet(date).number;
    }
    if (practice)
        return; // practice's stars are this session's, kept as they come
    const Result<DailySetAttempts> attempts = m_practice.dailySetAttempts(date);
    if (!attempts) {
        m_say(errorMessage(attempts.error()));
        return;
    }
    for (std::size_t i = 0; i < m_state.puzzles.size(); ++i) {
        const std::optional<RoundRecord> &attempt = attempts->puzzles[i];
        m_state.puzzles[i] =
            attempt ? DailySetPuzzleState{dailySetStars(*attempt), attempt->answerShown}
                    : DailySetPuzzleState{};
    }
}

std::optional<int> DailySetPlay::nextToPlay() const
{
    // After the current one first, then from the start: a puzzle skipped is come back to.
    for (int step = 1; step <= kDailySetSize; ++step) {
        const int position = (m_state.current - 1 + step) % kDailySetSize + 1;
        if (!m_state.puzzles[std::size_t(position - 1)].stars)
            return position;
    }
    return std::nullopt;
}

Result<Started> DailySetPlay::playSet(QDate date, bool practice)
{
    load(date, practice);
    m_state.current = 0;
    const std::optional<int> next = nextToPlay();
    if (next)
        return playPuzzle(*next);
    // Every puzzle is played: the set again, as practice.
    load(date, true);
    return playPuzzle(1);
}

Result<Started> DailySetPlay::playPuzzle(int position)
{
    const bool played = m_state.puzzles.at(std::size_t(position - 1)).stars.has_value();
    const Result<Started> started =
        m_game.startDailySetRound(m_state.date, position, m_state.practice || played);
    if (started) {
        m_state.current = position;
        m_strip.setState(m_state);
    }
    return started;
}

bool DailySetPlay::playNext()
{
    if (!isSetRound() || !m_game.canStartRound())
        return false;
    const std::optional<int> next = nextToPlay();
    if (!next)
        return false;
    const Result<Started> started = playPuzzle(*next);
    if (!started)
        m_say(errorMessage(started.error()));
    return started.ok();
}

QString DailySetPlay::shareText() const
{
    if (m_state.practice || !m_state.date.isValid())
        return {};
    const Result<DailySetAttempts> attempts = m_practice.dailySetAttempts(m_state.date);
    if (!attempts || attempts->played() == 0)
        return {};
    return dailySetShareText(*attempts, m_state.number);
}

void DailySetPlay::share()
{
    const QString text = shareText();
    if (text.isEmpty()) {
        m_say(tr("Play a puzzle of today's set first."));
        return;
    }
    QApplication::clipboard()->setText(text);
    m_say(tr("Copied: %1").arg(QString(text).replace(QLatin1Char('\n'), QStringLiteral("  "))));
}

void DailySetPlay::onRoundStarted()
{
    m_strip.setVisible(isSetRound());
}

void DailySetPlay::onRevealed(const RoundOutcome &outcome)
{
    if (!outcome.isDailySetPuzzle() || outcome.dailySetDate != m_state.date)
        return;
    const RoundResult &result = outcome.result;
    DailySetPuzzleState &puzzle = m_state.puzzles.at(std::size_t(outcome.dailySetPosition - 1));
    // A puzzle played again as practice keeps its attempt's stars in the day's set.
    if (outcome.isDailySetAttempt() || m_state.practice) {
        puzzle.stars = dailySetStars(result.hasDeclaration ? std::optional<Number>(result.value)
                                                           : std::nullopt,
                                     outcome.target, result.hintsTaken, result.answerShown);
        puzzle.answerShown = result.answerShown;
    }
    m_strip.setState(m_state);
}

} // namespace countdown::ui
