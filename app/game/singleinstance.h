// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// One game per player: a second start (a challenge's link opened from a chat, the menu's entry
// clicked again) hands its arguments to the game already open, which comes to the front and plays
// the challenge, instead of opening a second game on the same history. The two talk through a
// local socket (in the user's runtime folder; a named pipe on Windows) that only the same user can
// open, named after the history's file (one game per history), so that two users, or two tests
// with homes of their own, never meet.
#pragma once

#include <QLoggingCategory>
#include <QObject>
#include <QString>

class QLocalServer;
class QLocalSocket;

namespace countdown::app {

Q_DECLARE_LOGGING_CATEGORY(lcInstance)

class SingleInstance : public QObject {
    Q_OBJECT

public:
    // The most a hand-over may carry, in bytes: far more than a challenge's link, and what is
    // read of a connection before it is dropped.
    static constexpr qsizetype kMaxMessageBytes = 16 * 1024;

    // `key` tells one player's game from another's (the history file's path).
    explicit SingleInstance(const QString &key, QObject *parent = nullptr);

    enum class HandOver {
        NoGameOpen, // this start is the game
        Done,       // the game already open has the text
        NoAnswer,   // a game is open (it took the connection) but did not answer in 30 s
    };
    // When a game is already open for this key: hands it `text` (empty: only come to the front)
    // and waits for its word that it has it.
    HandOver handOver(const QString &text) const;
    // Becomes the game that later starts hand over to (a socket left by a game that crashed is
    // replaced). False when the socket cannot be made: the game then runs alone.
    bool listen();

Q_SIGNALS:
    // A later start handed this text over (perhaps empty).
    void handedOver(const QString &text);

private:
    void readFrom(QLocalSocket *socket);

    QString m_name;
    QLocalServer *m_server = nullptr;
};

} // namespace countdown::app
