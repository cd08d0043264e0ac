// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// challengerStatistics on a hand-built history whose records are worked out below by hand: rounds
// played from friends' codes (each code once, names that differ only in case, a time that rounds
// as the reveal rounds it, hints before time, an answer shown), replies opened (a code that does
// not read is left out), and the order of the friends.
#include "challengecode.h"
#include "challengerstatistics.h"

#include <QTest>
#include <QTimeZone>

using namespace countdown;

namespace {

QDateTime at(int minute)
{
    return QDateTime(QDate(2026, 12, 1), QTime(12, 0), QTimeZone::utc()).addSecs(60LL * minute);
}

PlayerRecord challenger(const QString &name, std::optional<Number> value, qint64 ms, int hints = 0)
{
    return PlayerRecord{PlayerRecord::Kind::Challenger, name, 0, value, QString(), 10, ms, hints};
}

RoundRecord fromCode(int minute, const QString &code, Number target, std::optional<Number> value,
                     qint64 ms, std::vector<PlayerRecord> players)
{
    RoundRecord r;
    r.playedAt = at(minute);
    r.rules = RuleSet::Custom;
    r.numbers = {100, 75, 3, 7, 9, 2};
    r.target = target;
    r.playerValue = value;
    r.points = value ? 10 : 0;
    r.millisecondsUsed = ms;
    r.challengeCode = code;
    r.players = std::move(players);
    return r;
}

ChallengeResult result(const QString &name, std::optional<Number> value, qint64 ms)
{
    return ChallengeResult{name, value, value ? 10 : 0, ms, 0};
}

// The code of a reply to the player's challenge: the player (sender) and the friend.
ChallengeReplyRecord reply(int minute, Number target, const ChallengeResult &mine,
                           const ChallengeResult &theirs)
{
    Challenge challenge;
    challenge.variantId = QStringLiteral("uk");
    challenge.tiles = {100, 75, 3, 7, 9, 2};
    challenge.target = target;
    challenge.sender = mine;
    challenge.reply = theirs;
    return ChallengeReplyRecord{minute, at(minute), challengeCode(challenge)};
}

} // namespace

class TestChallengerStatistics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nothingWithoutChallenges();
    void recordsByFriend();
    void aCodeWithoutAResultMeetsNobody();
};

void TestChallengerStatistics::nothingWithoutChallenges()
{
    RoundRecord alone = fromCode(1, QString(), 500, 500, 9'000, {});
    QVERIFY(challengerStatistics({alone}, {}).empty());
    QVERIFY(challengerStatistics({}, {}).empty());
}

// The history, in the order played or opened (target; the player's result; the friend's):
//   m1  an ordinary round                                  nobody
//   m2  Anna's code A   834; 834 in 30.0 s; Anna 830       won against Anna
//   m3  Anna's code A again, 800 this time                 not counted: the code was played
//   m4  "anna "'s code B  500; 500 in 10.04 s; 500 in 10.0  drawn (the reveal's tenths: 10.0)
//   m5  Ben's code C   700; 700, no hint, 50 s; 700, 1 hint, 40 s   won (hints before time)
//   m6  Ben's code D   300; 300 but the answer shown; 290   lost (a shown answer is none)
//   m7  a nameless friend's code E  250; 251; nothing     won
//   m8  reply opened: the player 834 in 20.0 s, Carol 834 in 12.0 s   lost against Carol
//   m9  reply opened: the player 834 in 20.0 s, "ben" 820              won against Ben
//   m10 a kept reply that does not read                    left out
void TestChallengerStatistics::recordsByFriend()
{
    const std::vector<RoundRecord> rounds{
        fromCode(1, QString(), 500, 500, 9'000, {}),
        fromCode(2, QStringLiteral("A"), 834, 834, 30'000,
                 {challenger(QStringLiteral("Anna"), 830, 20'000)}),
        fromCode(3, QStringLiteral("A"), 834, 800, 30'000,
                 {challenger(QStringLiteral("Anna"), 830, 20'000)}),
        fromCode(4, QStringLiteral("B"), 500, 500, 10'040,
                 {challenger(QStringLiteral("anna "), 500, 10'000)}),
        fromCode(5, QStringLiteral("C"), 700, 700, 50'000,
                 {challenger(QStringLiteral("Ben"), 700, 40'000, 1)}),
        [] {
            RoundRecord shown = fromCode(6, QStringLiteral("D"), 300, 300, 30'000,
                                         {challenger(QStringLiteral("Ben"), 290, 30'000)});
            shown.answerShown = true;
            return shown;
        }(),
        fromCode(7, QStringLiteral("E"), 250, 251, 30'000,
                 {challenger(QString(), std::nullopt, 30'000)}),
    };
    const std::vector<ChallengeReplyRecord> replies{
        reply(8, 834, result(QStringLiteral("Me"), 834, 20'000),
              result(QStringLiteral("Carol"), 834, 12'000)),
        reply(9, 834, result(QStringLiteral("Me"), 834, 20'000),
              result(QStringLiteral("ben"), 820, 12'000)),
        ChallengeReplyRecord{10, at(10), QStringLiteral("NOT-A-CODE")},
    };

    const std::vector<ChallengerRecord> records = challengerStatistics(rounds, replies);
    const std::vector<ChallengerRecord> expected{
        // name as met last, won, drawn, lost, met last
        ChallengerRecord{QStringLiteral("ben"), 2, 0, 1, at(9)},
        ChallengerRecord{QStringLiteral("Carol"), 0, 0, 1, at(8)},
        ChallengerRecord{QString(), 1, 0, 0, at(7)},
        ChallengerRecord{QStringLiteral("anna"), 1, 1, 0, at(4)},
    };
    QCOMPARE(records.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(records[i].name, expected[i].name);
        QCOMPARE(records[i].won, expected[i].won);
        QCOMPARE(records[i].drawn, expected[i].drawn);
        QCOMPARE(records[i].lost, expected[i].lost);
        QCOMPARE(records[i].lastMet, expected[i].lastMet);
    }
    QCOMPARE(records[0].challenges(), 3);
}

// A code made without a sender's result (countdown-solve --make-code) has nobody to beat.
void TestChallengerStatistics::aCodeWithoutAResultMeetsNobody()
{
    QVERIFY(
        challengerStatistics({fromCode(1, QStringLiteral("F"), 500, 500, 9'000, {})}, {}).empty());
}

QTEST_GUILESS_MAIN(TestChallengerStatistics)
#include "tst_challengerstatistics.moc"
