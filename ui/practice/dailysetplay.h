// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Playing the daily set in the game's window: which of its puzzles comes next, the row above the
// board (DailySetStrip) that shows the set and moves between its puzzles, and its share text. The
// day's set is played as its attempts (each puzzle's first play, on its day); a past day's, or a
// puzzle played again, is practice, whose stars the row shows for this session only.
#pragma once

#include "dailysetstrip.h"

#include <QDate>
#include <QObject>
#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace countdown {
class GameController;
class PracticeService;
struct RoundOutcome;
struct Started;
template <typename T>
class Result;
} // namespace countdown

namespace countdown::ui {

class DailySetPlay : public QObject {
    Q_OBJECT

public:
    // `say` puts a sentence in the window's status bar. Everything passed must outlive this.
    DailySetPlay(countdown::GameController &game, countdown::PracticeService &practice,
                 DailySetStrip &strip, std::function<void(const QString &)> say);

    // The set of `date` (`practice`: not the day's attempts), from its first puzzle not played
    // yet; a set played through starts again from its first puzzle as practice.
    countdown::Result<countdown::Started> playSet(QDate date, bool practice);
    // A puzzle of the set shown (1-5): its attempt when it has none yet, else practice.
    countdown::Result<countdown::Started> playPuzzle(int position);
    // After a set's puzzle is revealed, "next": the next puzzle not played yet. False when the
    // round is not a set's or its every puzzle is played (the game goes on as after any round).
    bool playNext();
    // The shown set's share text to the clipboard (with a sentence in the status bar).
    void share();
    // The round being played (or last played) is one of the set's.
    bool isSetRound() const;
    // The set's share text, or empty when the shown set is practice or has no puzzle played.
    QString shareText() const;

private:
    void onRoundStarted();
    void onRevealed(const countdown::RoundOutcome &outcome);
    // The shown set's state from the history (its attempts), for `date`.
    void load(QDate date, bool practice);
    std::optional<int> nextToPlay() const;

    countdown::GameController &m_game;
    countdown::PracticeService &m_practice;
    DailySetStrip &m_strip;
    std::function<void(const QString &)> m_say;
    DailySetStripState m_state;
};

} // namespace countdown::ui
