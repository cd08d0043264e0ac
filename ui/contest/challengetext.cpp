// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengetext.h"

#include "awaytext.h"

#include <QCoreApplication>
#include <QLocale>

namespace countdown::ui {

namespace {

// The texts' context for the translators.
struct ChallengeText {
    Q_DECLARE_TR_FUNCTIONS(countdown::ui::ChallengeText)
};

QString nameOf(const ChallengeResult &result)
{
    return result.name.isEmpty() ? ChallengeText::tr("Your friend") : result.name;
}

// "23.5": tenths of a second, as the code carries them.
QString seconds(qint64 ms)
{
    return QLocale().toString(double(ms) / 1000.0, 'f', 1);
}

} // namespace

QString challengeResultText(const ChallengeResult &result, Number target, bool you)
{
    const QString who = you ? ChallengeText::tr("You") : nameOf(result);
    if (!result.value)
        //: %1: a player's name, or "You"
        return ChallengeText::tr("%1: no answer").arg(who);
    const Number distance = distanceTo(*result.value, target);
    const QString how = distance == 0 ? ChallengeText::tr("exact") : awayText(distance);
    QString text =
        //: %1: a player's name, or "You"; %2: the number declared; %3: "exact" or "4 away";
        //: %4: seconds, with one decimal
        ChallengeText::tr("%1: %2, %3, in %4 s")
            .arg(who, QLocale().toString(qlonglong(*result.value)), how, seconds(result.timeMs));
    if (result.hints > 0)
        text += ChallengeText::tr(", %n hint(s)", nullptr, result.hints);
    return text;
}

QString challengeVerdictText(ChallengeVerdict verdict, const ChallengeResult &sender,
                             const ChallengeResult &reply, ChallengeSide you)
{
    if (verdict == ChallengeVerdict::Draw)
        return ChallengeText::tr("A draw");
    const bool senderWon = verdict == ChallengeVerdict::SenderWins;
    if (you == (senderWon ? ChallengeSide::Sender : ChallengeSide::Reply))
        return ChallengeText::tr("You win");
    return ChallengeText::tr("%1 wins").arg(nameOf(senderWon ? sender : reply));
}

QString challengeSummary(const Challenge &challenge)
{
    const QString clock =
        challenge.clockSeconds == 0
            ? ChallengeText::tr("no clock")
            : ChallengeText::tr("a %n-second clock", nullptr, challenge.clockSeconds);
    const QString rules =
        challenge.mode == SolveMode::UseAll
            ? ChallengeText::tr("%n number(s), every one to be used", nullptr,
                                int(challenge.tiles.size()))
            : ChallengeText::tr("%n number(s)", nullptr, int(challenge.tiles.size()));
    //: %1: "6 numbers"; %2: the target; %3: "a 30-second clock" or "no clock"
    const QString round = ChallengeText::tr("%1, target %2, %3.")
                              .arg(rules, QLocale().toString(qlonglong(challenge.target)), clock);
    if (!challenge.sender)
        return ChallengeText::tr("A challenge: %1").arg(round);
    QString text = ChallengeText::tr("%1's challenge: %2").arg(nameOf(*challenge.sender), round);
    text += QLatin1Char(' ') + challengeResultText(*challenge.sender, challenge.target)
            + QLatin1Char('.');
    if (challenge.reply)
        text += QLatin1Char(' ') + challengeResultText(*challenge.reply, challenge.target)
                + QLatin1Char('.');
    return text;
}

QString challengeMessage(const Challenge &challenge)
{
    const QString link = challengeLink(challenge);
    const QString code = challengeCode(challenge);
    if (challenge.reply) {
        const ChallengeResult &mine = *challenge.reply;
        const QString result =
            mine.value ? ChallengeText::tr("%1 in %2 s")
                             .arg(QLocale().toString(qlonglong(*mine.value)), seconds(mine.timeMs))
                       : ChallengeText::tr("no answer");
        //: %1: "834 in 41.0 s" or "no answer"; %2: the link; %3: the code
        return ChallengeText::tr("My reply to your Countdown Numbers challenge: %1. See who won: "
                                 "%2 (or paste %3 in the game)")
            .arg(result, link, code);
    }
    if (challenge.sender && challenge.sender->value)
        //: %1: the number made; %2: seconds; %3: the link; %4: the code
        return ChallengeText::tr("I made %1 in %2 s in Countdown Numbers. Can you beat me? %3 "
                                 "(or paste %4 in the game)")
            .arg(QLocale().toString(qlonglong(*challenge.sender->value)),
                 seconds(challenge.sender->timeMs), link, code);
    //: %1: the link; %2: the code
    return ChallengeText::tr("Can you solve this round of Countdown Numbers? %1 (or paste %2 in "
                             "the game)")
        .arg(link, code);
}

} // namespace countdown::ui
