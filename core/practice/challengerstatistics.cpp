// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengerstatistics.h"

#include "challengecode.h"
#include "challengeverdict.h"

#include <algorithm>
#include <map>
#include <set>

namespace countdown {

namespace {

// One friend's record, gathered under their name as compared.
class Tally {
public:
    void add(const QString &name, const QDateTime &when, bool playerWon, bool friendWon)
    {
        ChallengerRecord &record = m_records[challengeNameKey(name)];
        if (!record.lastMet.isValid() || when >= record.lastMet) {
            record.name = name.trimmed();
            record.lastMet = when;
        }
        if (playerWon)
            ++record.won;
        else if (friendWon)
            ++record.lost;
        else
            ++record.drawn;
    }

    std::vector<ChallengerRecord> latestFirst() const
    {
        std::vector<ChallengerRecord> records;
        for (const auto &[key, record] : m_records)
            records.push_back(record);
        std::stable_sort(records.begin(), records.end(),
                         [](const ChallengerRecord &a, const ChallengerRecord &b) {
                             return a.lastMet > b.lastMet;
                         });
        return records;
    }

private:
    std::map<QString, ChallengerRecord> m_records;
};

// The player's result in a round as the reveal compared it.
ChallengeResult playersResult(const RoundRecord &round)
{
    return carriedResult(QString(), round.playerValue, round.answerShown, round.points,
                         round.millisecondsUsed, round.hintsTaken);
}

void addPlayedRounds(Tally &tally, const std::vector<RoundRecord> &rounds)
{
    std::set<QString> seen;
    for (const RoundRecord &round : rounds) {
        if (round.challengeCode.isEmpty() || !seen.insert(round.challengeCode).second)
            continue;
        const ChallengeResult mine = playersResult(round);
        for (const PlayerRecord &p : round.players) {
            if (p.kind != PlayerRecord::Kind::Challenger)
                continue;
            const ChallengeResult theirs{p.name, p.value, p.points, p.millisecondsUsed,
                                         p.hintsTaken};
            const ChallengeVerdict verdict = challengeVerdict(round.target, theirs, mine);
            tally.add(p.name, round.playedAt, verdict == ChallengeVerdict::ReplyWins,
                      verdict == ChallengeVerdict::SenderWins);
        }
    }
}

void addReplies(Tally &tally, const std::vector<ChallengeReplyRecord> &replies)
{
    for (const ChallengeReplyRecord &kept : replies) {
        const Result<Challenge> reply = readChallengeCode(kept.code);
        if (!reply || !reply->sender || !reply->reply)
            continue;
        const ChallengeVerdict verdict =
            challengeVerdict(reply->target, *reply->sender, *reply->reply);
        tally.add(reply->reply->name, kept.readAt, verdict == ChallengeVerdict::SenderWins,
                  verdict == ChallengeVerdict::ReplyWins);
    }
}

} // namespace

std::vector<ChallengerRecord> challengerStatistics(const std::vector<RoundRecord> &rounds,
                                                   const std::vector<ChallengeReplyRecord> &replies)
{
    Tally tally;
    addPlayedRounds(tally, rounds);
    addReplies(tally, replies);
    return tally.latestFirst();
}

} // namespace countdown
