// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengeplay.h"

#include "challengedialogs.h"
#include "challengetext.h"
#include "challengeverdict.h"
#include "gamecontroller.h"
#include "practiceservice.h"
#include "roundchallenge.h"
#include "screenfit.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLocale>
#include <QMessageBox>

namespace countdown::ui {

ChallengePlay::ChallengePlay(GameController &game, PracticeService &practice, QWidget &window,
                             Hooks hooks)
    : QObject(&window)
    , m_game(game)
    , m_practice(practice)
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
    const ChallengeSide you = playersSide(reply);
    const ChallengeVerdict verdict = challengeVerdict(reply.target, sender, friendResult);
    const QString statistics = keepReply(reply, you);
    QMessageBox box(&m_window);
    box.setObjectName(QStringLiteral("challengeVerdict"));
    box.setTextFormat(Qt::PlainText); // the names are strangers' text
    box.setIcon(QMessageBox::Information);
    box.setWindowTitle(tr("Challenge: who won"));
    //: %1: who won ("Anna wins", "You win", "A draw"); %2: the target; %3 and %4: each player's
    //: result
    QString text =
        tr("%1.\n\nTarget %2.\n%3\n%4")
            .arg(challengeVerdictText(verdict, sender, friendResult, you),
                 QLocale().toString(qlonglong(reply.target)),
                 challengeResultText(sender, reply.target, you == ChallengeSide::Sender),
                 challengeResultText(friendResult, reply.target, you == ChallengeSide::Reply));
    if (!statistics.isEmpty())
        text += QStringLiteral("\n\n") + statistics;
    box.setText(text);
    box.exec();
}

// The player is the one whose name in the code is the one they send theirs with (the sender
// first: a friend may go by the same name).
ChallengeSide ChallengePlay::playersSide(const Challenge &reply) const
{
    const QString mine = challengeNameKey(challengeName(m_hooks.name()));
    if (challengeNameKey(reply.sender->name) == mine)
        return ChallengeSide::Sender;
    if (challengeNameKey(reply.reply->name) == mine)
        return ChallengeSide::Reply;
    return ChallengeSide::Neither;
}

QString ChallengePlay::keepReply(const Challenge &reply, ChallengeSide you)
{
    // Nothing kept, nothing to say; the player's own reply counts as the round they played.
    if (!m_practice.isKeeping() || you == ChallengeSide::Reply)
        return QString();
    if (you == ChallengeSide::Neither) {
        const QString sender =
            reply.sender->name.isEmpty() ? tr("someone without a name") : reply.sender->name;
        const QString mine = challengeName(m_hooks.name()).trimmed();
        return mine.isEmpty()
                   ? tr("Not counted in your statistics: it answers a challenge sent by %1.")
                         .arg(sender)
                   : tr("Not counted in your statistics: it answers a challenge sent by %1, and "
                        "you send yours as %2.")
                         .arg(sender, mine);
    }
    const Result<bool> kept = m_practice.recordChallengeReply(challengeCode(reply));
    if (!kept) {
        m_hooks.say(errorMessage(kept.error()));
        return QString();
    }
    return *kept ? tr("Counted in your statistics (Game → Statistics, Challenges).")
                 : tr("Counted in your statistics already: a reply counts once.");
}

} // namespace countdown::ui
