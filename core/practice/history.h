// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every finished round, kept in an SQLite database (Qt SQL, QSQLITE driver) in the user's
// application data folder. Versioned schema with migrations; each round is written in one
// transaction, so a crash loses at most the round in flight; a file that cannot be read as a
// database or fails PRAGMA integrity_check is moved aside (never deleted) and a new one started.
// Two running instances share the file safely (WAL journal, busy timeout).
//
// A HistoryStore belongs to the thread that made it (an SQLite connection of Qt SQL does): use and
// destroy it there. Schema, migrations and file names: history.cpp.
#pragma once

#include "difficulty.h"
#include "error.h"
#include "gamevariant.h"
#include "number.h"
#include "result.h"
#include "roundkind.h"
#include "rules.h"
#include "solver.h"

#include <QDate>
#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace countdown {

// Someone else at a round, with what they declared and scored: a computer contestant, a person at
// the same machine, or a friend whose result came with a challenge's code.
struct PlayerRecord {
    enum class Kind { Contestant, Person, Challenger };
    Kind kind = Kind::Contestant;
    QString name;
    int level = 0; // a contestant's (1..); 0 for a person
    std::optional<Number> value;
    QString method; // ASCII; empty when none was shown
    int points = 0;
    // A challenger's time and hints, as their code said; 0 for the others.
    qint64 millisecondsUsed = 0;
    int hintsTaken = 0;
    friend bool operator==(const PlayerRecord &, const PlayerRecord &) = default;
};

// One finished round as stored.
struct RoundRecord {
    qint64 id = 0;      // 0 until stored
    qint64 gameId = 0;  // the game of N rounds it belongs to; 0 for none
    QDateTime playedAt; // UTC, to the millisecond; addRound() stores "now" when it is invalid
    RuleSet rules = RuleSet::Countdown;
    SolveMode mode = SolveMode::DropAllowed;
    std::vector<Number> numbers; // as drawn or typed
    Number target = 0;
    int large = -1;                    // UK rules: how many large were picked; -1 otherwise
    std::optional<Number> playerValue; // nullopt: no valid declaration
    QString playerWorking;             // the declared expression, ASCII; empty when none
    int points = 0;
    qint64 millisecondsUsed = 0;
    bool answerShown = false;
    int hintsTaken = 0; // hints taken during the round (hints.h), each lowering its maximum
    // What the round asked (ease.h), for the weak spots: the numbers its easiest solution needs
    // and whether every solution divides; none when unknown or when it had no exact answer.
    std::optional<int> easiestNumbers;
    std::optional<bool> needsDivision;
    QDate dailyDate; // the daily puzzle this was the recorded attempt at; null otherwise
                     // (replays of the day's puzzle leave it null)
    // The daily set's puzzle (dailyset.h) this was the recorded attempt at: its day and its
    // position, 1-5; a null date and 0 otherwise (practice from the set's archive too).
    QDate dailySetDate;
    int dailySetPosition = 0;
    // The challenge's code this round was played from (challengecode.h), as it was received;
    // empty otherwise. The challenger is one of `players`.
    QString challengeCode;
    std::optional<Difficulty> difficulty; // the difficulty asked for; none when not chosen
    Number solverBest = 0;                // the solver's best value
    int solverSolutions = -1;             // its number of distinct solutions; -1 when unknown
    // Everyone else at the round, in seat order (a computer contestant); empty when played alone.
    std::vector<PlayerRecord> players;
    // The variant it was drawn and played under, whole, as it was then: a player's own variant
    // deleted or changed since still reads back as it was played. None for a custom round, and for
    // rounds stored before variants existed (variantPlayed() says what they were).
    std::optional<GameVariant> gameVariant;

    bool isCustom() const { return rules == RuleSet::Custom; }
    friend bool operator==(const RoundRecord &, const RoundRecord &) = default;
};

// The variant a round was played under: its own, or for a round stored without one the show's
// rules or Le compte est bon (its `variant`) in its mode; none for a custom round.
std::optional<GameVariant> variantPlayed(const RoundRecord &round);

// A friend's reply to a challenge the player sent (challengecode.h), as the player opened it. The
// player played the round before sending it (that round is one of the history's rounds); the
// reply's code carries both results, so who won follows from it.
struct ChallengeReplyRecord {
    qint64 id = 0;
    QDateTime readAt; // UTC, to the millisecond
    QString code;     // as challengeCode() writes it
    friend bool operator==(const ChallengeReplyRecord &, const ChallengeReplyRecord &) = default;
};

// A game of N rounds.
struct GameRecord {
    qint64 id = 0;
    QDateTime startedAt; // UTC
    int roundsPlanned = 0;
    int roundsPlayed = 0; // counted from its stored rounds
    int total = 0;        // their points
    bool finished = false;
    // A game of practice: the kind of round it draws (roundkind.h); none for an ordinary game.
    std::optional<RoundKind> focus;
    friend bool operator==(const GameRecord &, const GameRecord &) = default;
};

class HistoryStore {
public:
    static constexpr int kSchemaVersion = 8;

    // What happened when the database was opened, for the user: a database that could not be used
    // is moved aside to `movedAsideTo` and a new one is started.
    //  - Bad content (not a database, truncated, failing PRAGMA integrity_check, an SQLite file
    //    that is not a history): renamed to "history.corrupt-<yyyyMMdd-HHmmss>.sqlite" next to it
    //    (its -wal/-shm too), a new history started; ok, with movedAsideTo and problems set.
    //  - A file written by a newer version of the game (a higher schema version): left exactly as
    //    it is, neither migrated nor moved; ok false and problems say so. So is a file that is
    //    merely locked by another program, write-protected, in a read-only folder or on a full
    //    disk: its content is not at fault, and moving it would hide a good history.
    //  - No history possible at all (say, a read-only folder): ok false, problems set.
    // When ok is false, reads return nothing and every write returns an error saying why.
    struct OpenReport {
        bool ok = false;
        QString path;
        QString movedAsideTo; // empty when nothing was moved
        // What was wrong with the old file, or why nothing could be opened, then what went wrong
        // in recovering (HistoryNotMovedAside, or HistoryNotRestarted and the new file's problem).
        std::vector<Error> problems;
        int migratedFrom = 0; // the old schema version when a migration ran, else 0
    };

    // Opens (creating or migrating) the database at `path`. Never throws; see openReport().
    explicit HistoryStore(const QString &path);
    ~HistoryStore();
    HistoryStore(const HistoryStore &) = delete;
    HistoryStore &operator=(const HistoryStore &) = delete;

    const OpenReport &openReport() const { return m_report; }
    bool isOpen() const { return m_report.ok; }
    QString path() const { return m_report.path; }

    // Stores a round in one transaction (committed when this returns); its new id. `round.id` is
    // ignored. A gameId that is not a stored game is refused.
    Result<qint64> addRound(const RoundRecord &round);
    // A game of `roundsPlanned` rounds; with a focus, a game of practice on that kind of round.
    Result<qint64> startGame(int roundsPlanned, std::optional<RoundKind> focus = std::nullopt);
    std::optional<Error> finishGame(qint64 gameId); // an error for an unknown game

    // Every round, oldest first.
    std::vector<RoundRecord> rounds() const;
    std::vector<GameRecord> games() const;
    // The recorded attempt at the daily puzzle of `date`, if any (the first stored, should two
    // instances both have recorded one); an error when the history could not be read, which
    // is not the same as no attempt. None when the history is not open: nothing is recorded.
    Result<std::optional<RoundRecord>> dailyAttempt(QDate date) const;
    // Every round stored as an attempt at a puzzle of the set of `date`, oldest first (an error
    // when the history could not be read; none when it is not open).
    Result<std::vector<RoundRecord>> dailySetRounds(QDate date) const;

    // Keeps a reply the player opened, once: true when it is new, false when the same code was
    // kept before (opened twice, or by another instance). `readAt` invalid: now.
    Result<bool> addChallengeReply(const QString &code, const QDateTime &readAt = {});
    // Every reply kept, the first opened first (none when the history is not open or cannot be
    // read; the reason is logged).
    std::vector<ChallengeReplyRecord> challengeReplies() const;

    // Writes every round as CSV, oldest first; the number of rounds written. UTF-8, CRLF line
    // ends, RFC 4180 quoting (a field with a comma, quote or line break is quoted, its quotes
    // doubled), written atomically (QSaveFile). Columns of the header line:
    //   id, played_at (ISO-8601 UTC, ms), game_id, variant (countdown | le-compte-est-bon |
    //   custom), mode (drop | use-all), numbers ("25 50 75 100 3 6"), target, large,
    //   player_value, player_working, points, seconds_used ("12.345"), cheated (0 | 1),
    //   daily_date (yyyy-MM-dd), difficulty, solver_best, solver_solutions, other_players
    //   (for people to read: "Mei (contestant, level 4): 602, 10 points, 75 * 8 + 2; …"),
    //   hints (how many were taken, 0-4), easiest_numbers (what the easiest exact solution
    //   needs), needs_division (0 | 1: every exact solution divides), variant_id, variant_name,
    //   daily_set_date (yyyy-MM-dd), daily_set_position (1-5), challenge_code
    // A field with nothing to say is empty: no game, large outside UK rules, no declaration, no
    // daily date or difficulty, solution count unknown, played alone. Replies to challenges are
    // not rounds: they are not in it (the player's own round is).
    Result<int> exportCsv(const QString &path) const;
    // Keeps the current file as a backup next to it ("history.backup-<yyyyMMdd-HHmmss>.sqlite",
    // a complete database), then deletes every round, game and reply; the backup's path. The copy
    // is made under the write lock, so no other instance's round can be deleted without being in
    // it; when the copy fails nothing is deleted.
    Result<QString> clear();

private:
    // `failure` with the report's problems as its reason: what a closed history answers.
    Error unavailable(ErrorKind failure) const;

    QString m_connection; // the QSqlDatabase is looked up by name, never kept as a member
    OpenReport m_report;
};

} // namespace countdown
