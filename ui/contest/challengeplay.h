// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Challenges between friends in the game's window (challengecode.h): "Challenge a friend" sends
// the round just revealed (or, for a round played from a friend's code, the reply with both
// results); a code pasted or typed, a link opened or a code on the command line plays the round
// it holds, or for a reply, whose round is played already, says at once who won (and keeps a reply
// to the player's own challenge for the statistics).
#pragma once

#include "challengecode.h"
#include "challengetext.h"
#include "roundoutcome.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace countdown {
class GameController;
class PracticeService;
} // namespace countdown

namespace countdown::ui {

class ChallengePlay : public QObject {
    Q_OBJECT

public:
    struct Hooks {
        std::function<void(const QString &)> say;     // a sentence in the status bar
        std::function<bool()> mayStartRound;          // MainWindow::mayStartSomethingNew(false)
        std::function<QString()> name;                // the player's name as last chosen
        std::function<void(const QString &)> setName; // the player chose (another) name
    };
    // `window` is the dialogs' parent; everything passed must outlive this.
    ChallengePlay(countdown::GameController &game, countdown::PracticeService &practice,
                  QWidget &window, Hooks hooks);

    // A revealed round can be sent (or replied to): it is no look-up, guided round or round at
    // one machine.
    bool canSend() const;
    // Game → Challenge a friend: the name asked (kept), the message copied to the clipboard.
    void send();
    // Game → Play a challenge: a code asked for, then open().
    void askForCode();
    // A text that holds a code (a chat's message, a link, a command line's argument): its round
    // played, or for a reply, who won shown. False (and the problem said in the status bar)
    // when the text holds no code that reads, or the round cannot start now.
    bool open(const QString &text);
    // open()'s work for a code read already.
    bool play(const countdown::Challenge &challenge);

Q_SIGNALS:
    // canSend() changed: a round was revealed, or another began.
    void sendableChanged(bool sendable);

private:
    void showVerdict(const countdown::Challenge &reply);
    ChallengeSide playersSide(const countdown::Challenge &reply) const;
    // A reply to the player's challenge is kept for the statistics. What the verdict adds about
    // them: the reply counted (now, or before), or why it does not count.
    QString keepReply(const countdown::Challenge &reply, ChallengeSide you);

    countdown::GameController &m_game;
    countdown::PracticeService &m_practice;
    QWidget &m_window;
    Hooks m_hooks;
    std::optional<countdown::RoundOutcome> m_revealed; // until the next round starts
};

} // namespace countdown::ui
