// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengeplay.h"

#include "challengedialogs.h"
#include "challengetext.h"
#include "challengeverdict.h"
#include "gamecontroller.h"
#include "roundchallenge.h"
#include "screenfit.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLocale>
#include <QMessageBox>

namespace countdown::ui {

ChallengePlay::ChallengePlay(GameController &game, QWidget &window, Hooks hooks)
    : QObject(&window)
    , m_game(game)
    , m_window(window)
    , m_hooks(std::move(hooks))
{
    connect(&m_game, &GameController::revealed, this, [this](const RoundOutcome &outcome) {
        m_revealed = outcome;
        Q_EMIT sendableChanged(canSend());
    });
    connect(&m_game, &GameController::roundStarted, this, [this] {
        if (!m_revealed)
            return;
        m_revealed.reset();
        Q_EMIT sendableChanged(false);
    });
}

bool ChallengePlay::canSend() const
{
    return m_revealed && challengeToSend(*m_revealed, QString()).has_value();
}

void ChallengePlay::send()
{
    if (!m_revealed) {
        m_hooks.say(tr("Play a round first: a challenge sends the round just played."));
        return;
    }
    const std::optional<Challenge> challenge = challengeToSend(*m_revealed, m_hooks.name());
    if (!challenge) {
        m_hooks.say(tr("This round cannot be sent as a challenge."));
        return;
    }
    ChallengeSendDialog dialog(*challenge, m_hooks.name(), &m_window);
    fitToScreen(dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.name() != m_hooks.name())
        m_hooks.setName(dialog.name());
    QGuiApplication::clipboard()->setText(dialog.message());
    m_hooks.say(challenge->reply ? tr("Reply copied: paste it in your chat with your friend.")
                                 : tr("Challenge copied: paste it to a friend in any chat."));
}

void ChallengePlay::askForCode()
{
    ChallengeCodeDialog dialog(QGuiApplication::clipboard()->text(), &m_window);
    fitToScreen(dialog);
    if (dialog.exec() == QDialog::Accepted && dialog.challenge())
        play(*dialog.challenge());
}

bool ChallengePlay::open(const QString &text)
{
    const Result<Challenge> read = readChallengeIn(text);
    if (!read) {
        m_hooks.say(tr("Not a challenge: %1.").arg(errorMessage(read.error())));
        return false;
    }
    return play(*read);
}

bool ChallengePlay::play(const Challenge &challenge)
{
    if (challenge.reply) {
        showVerdict(challenge);
        return true;
    }
    if (!m_hooks.mayStartRound())
        return false;
    const Result<Started> started = m_game.startChallengeRound(challenge);
    if (!started) {
        m_hooks.say(errorMessage(started.error()));
        return false;
    }
    return true; // the header's line says whose challenge it is, and what to beat
}

// A reply's round was played by the sender already: the two results and who won, at once.
void ChallengePlay::showVerdict(const Challenge &reply)
{
    const ChallengeResult &sender = *reply.sender;
    const ChallengeResult &friendResult = *reply.reply;
    const ChallengeVerdict verdict = challengeVerdict(reply.target, sender, friendResult);
    QMessageBox box(&m_window);
    box.setObjectName(QStringLiteral("challengeVerdict"));
    box.setTextFormat(Qt::PlainText); // the names are strangers' text
    box.setIcon(QMessageBox::Information);
    box.setWindowTitle(tr("Challenge: who won"));
    //: %1: who won ("Anna wins", "A draw"); %2: the target; %3 and %4: each player's result
    box.setText(tr("%1.\n\nTarget %2.\n%3\n%4")
                    .arg(challengeVerdictText(verdict, sender, friendResult, false),
                         QLocale().toString(qlonglong(reply.target)),
                         challengeResultText(sender, reply.target),
                         challengeResultText(friendResult, reply.target)));
    box.exec();
}

} // namespace countdown::ui
