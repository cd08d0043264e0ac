// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The two dialogs of challenges between friends (challengecode.h): sending one (the player's name,
// which the code carries, and the message to paste in a chat) and reading one (a code or a whole
// message pasted, what is wrong with it said at once, what it holds before it is played).
#pragma once

#include "challengecode.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace countdown::ui {

class PlainLabel;

// "Challenge a friend" (or, for a round played from a friend's code, "Reply"): the name, kept for
// the next time, and the message, made again as the name changes. Copy accepts.
class ChallengeSendDialog : public QDialog {
    Q_OBJECT

public:
    // `challenge` is what will be sent; its sender's (or for a reply, its reply's) name is the
    // player's, which `name` fills.
    ChallengeSendDialog(const countdown::Challenge &challenge, const QString &name,
                        QWidget *parent = nullptr);

    QString name() const;
    // The message as it stands, with the name typed.
    QString message() const;
    QLineEdit *nameField() const { return m_name; }
    QPushButton *copyButton() const;

private:
    void update();

    countdown::Challenge m_challenge;
    QLineEdit *m_name;
    QPlainTextEdit *m_message;
    QDialogButtonBox *m_buttons;
};

// "Play a challenge": a field for the code, the link or the friend's whole message; below it,
// what is wrong with it or what it holds. Its button plays the round, or for a reply (the round
// played already) shows who won.
class ChallengeCodeDialog : public QDialog {
    Q_OBJECT

public:
    // `offered`: the clipboard's text, put in the field when it holds a code that reads.
    explicit ChallengeCodeDialog(const QString &offered, QWidget *parent = nullptr);

    // The challenge read from the field (none while it does not read).
    const std::optional<countdown::Challenge> &challenge() const { return m_challenge; }
    QLineEdit *codeField() const { return m_code; }
    QPushButton *playButton() const;
    // What the line under the field says.
    QString feedback() const;

private:
    void update();

    QLineEdit *m_code;
    PlainLabel *m_feedback;
    QDialogButtonBox *m_buttons;
    std::optional<countdown::Challenge> m_challenge;
};

} // namespace countdown::ui
