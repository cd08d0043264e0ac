// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The history's schema: every version's migration, frozen. See historyschema.h.
#include "historyschema.h"

#include "history.h"
#include "historysql.h"

#include <algorithm>
#include <iterator>

namespace countdown::history {

namespace {

// PRAGMA user_version holds the schema version. A new file is built by running every migration
// from version 0, so a new database and a migrated old one have exactly the same schema (the tests
// compare them). After all migrations, `.schema` shows (version 8, the current one):
//
//   CREATE TABLE rounds (
//       id                INTEGER PRIMARY KEY AUTOINCREMENT,
//       played_at         TEXT    NOT NULL,  -- ISO-8601 UTC with milliseconds, "…T12:00:00.000Z"
//       variant           TEXT    NOT NULL CHECK (variant IN ('countdown', 'le-compte-est-bon',
//                                                             'custom')),
//       mode              TEXT    NOT NULL CHECK (mode IN ('drop', 'use-all')),
//       numbers           TEXT    NOT NULL,  -- as drawn, separated by spaces: "25 50 75 100 3 6"
//       target            INTEGER NOT NULL,
//       large             INTEGER NOT NULL DEFAULT -1,  -- UK rules; -1 otherwise
//       player_value      INTEGER,                      -- NULL: no valid declaration
//       player_working    TEXT    NOT NULL DEFAULT '',
//       points            INTEGER NOT NULL DEFAULT 0,
//       milliseconds_used INTEGER NOT NULL DEFAULT 0,
//       cheated           INTEGER NOT NULL DEFAULT 0 CHECK (cheated IN (0, 1)),
//       solver_best       INTEGER NOT NULL DEFAULT 0,
//       solver_solutions  INTEGER NOT NULL DEFAULT -1,  -- -1: unknown
//       game_id           INTEGER REFERENCES games(id), -- NULL: not part of a game
//       daily_date        TEXT,                         -- "yyyy-MM-dd"; NULL: not a daily attempt
//       difficulty        TEXT,                         -- "easy" … "any"; NULL: not chosen
//       hints             INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0), -- hints taken
//       easiest_numbers   INTEGER CHECK (easiest_numbers BETWEEN 1 AND 7), -- NULL: unknown, or
//                                                       -- no exact answer
//       needs_division    INTEGER CHECK (needs_division IN (0, 1)),       -- NULL: as above
//       variant_id        TEXT,     -- "uk", "seven-tiles", a player's own; NULL: custom, or
//                                   -- stored before version 6
//       variant_definition TEXT,    -- the variant as JSON (variantfile.h); NULL: as above
//       daily_set_date    TEXT,     -- "yyyy-MM-dd": an attempt at that day's set; NULL: not one
//       daily_set_position INTEGER CHECK (daily_set_position BETWEEN 1 AND 5), -- NULL: as above
//       challenge_code    TEXT);    -- the challenge it was played from, as received; NULL: none
//   CREATE TABLE games (
//       id             INTEGER PRIMARY KEY AUTOINCREMENT,
//       started_at     TEXT    NOT NULL,                 -- as played_at
//       rounds_planned INTEGER NOT NULL CHECK (rounds_planned >= 1),
//       finished       INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)),
//       focus          TEXT);                       -- a game of practice: the kind of round it
//                                                   -- draws ("large-2", "hard", "division")
//   CREATE TABLE "round_players" (                 -- everyone else at a round
//       round_id INTEGER NOT NULL REFERENCES rounds(id),
//       seat     INTEGER NOT NULL CHECK (seat >= 1),   -- 1.. in the round's order
//       kind     TEXT    NOT NULL CHECK (kind IN ('contestant', 'person', 'challenger')),
//       name     TEXT    NOT NULL,
//       level    INTEGER,                             -- a contestant's (1..); NULL for a person
//       value    INTEGER,                             -- the value declared; NULL: none
//       method   TEXT    NOT NULL DEFAULT '',         -- as shown, ASCII; '' when none
//       points   INTEGER NOT NULL DEFAULT 0,
//       milliseconds_used INTEGER NOT NULL DEFAULT 0, -- a challenger's time, as their code said
//       hints    INTEGER NOT NULL DEFAULT 0,          -- and hints; 0 for the others
//       PRIMARY KEY (round_id, seat));
//   CREATE TABLE challenge_replies (                -- friends' replies to the player's challenges
//       id      INTEGER PRIMARY KEY AUTOINCREMENT,
//       read_at TEXT    NOT NULL,                     -- as played_at: when the player opened it
//       code    TEXT    NOT NULL UNIQUE);             -- the reply's code (challengecode.h)
//   CREATE INDEX rounds_by_game ON rounds (game_id);
//   CREATE INDEX rounds_by_daily_date ON rounds (daily_date) WHERE daily_date IS NOT NULL;
//   CREATE INDEX rounds_by_daily_set_date ON rounds (daily_set_date)
//       WHERE daily_set_date IS NOT NULL;
//
// The player at the keyboard is the round's own columns; a round played alone has no
// round_players. A game's result (who won) follows from its rounds' points, as its total does.
// A game's rounds played and total are counted from `rounds`, never stored twice. AUTOINCREMENT:
// ids are never reused, not even after clear(), so an exported CSV never names two rounds alike.
//
// The migrations are frozen: files in the wild were made by them. Change the schema only by adding
// a migration (and raising HistoryStore::kSchemaVersion).

// Version 1, the first released schema: rounds only, no games, daily puzzle or difficulty.
const char *const kMigrationTo1[] = {
    "CREATE TABLE rounds ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " played_at TEXT NOT NULL,"
    " variant TEXT NOT NULL CHECK (variant IN ('countdown', 'le-compte-est-bon', 'custom')),"
    " mode TEXT NOT NULL CHECK (mode IN ('drop', 'use-all')),"
    " numbers TEXT NOT NULL,"
    " target INTEGER NOT NULL,"
    " large INTEGER NOT NULL DEFAULT -1,"
    " player_value INTEGER,"
    " player_working TEXT NOT NULL DEFAULT '',"
    " points INTEGER NOT NULL DEFAULT 0,"
    " milliseconds_used INTEGER NOT NULL DEFAULT 0,"
    " cheated INTEGER NOT NULL DEFAULT 0 CHECK (cheated IN (0, 1)),"
    " solver_best INTEGER NOT NULL DEFAULT 0,"
    " solver_solutions INTEGER NOT NULL DEFAULT -1)",
};

// Version 2: games of N rounds, the daily puzzle's attempts, the difficulty asked for. Old rounds
// keep NULL in the new columns (no game, no daily date, no difficulty).
const char *const kMigrationTo2[] = {
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " started_at TEXT NOT NULL,"
    " rounds_planned INTEGER NOT NULL CHECK (rounds_planned >= 1),"
    " finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)))",
    "ALTER TABLE rounds ADD COLUMN game_id INTEGER REFERENCES games(id)",
    "ALTER TABLE rounds ADD COLUMN daily_date TEXT",
    "ALTER TABLE rounds ADD COLUMN difficulty TEXT",
    "CREATE INDEX rounds_by_game ON rounds (game_id)",
    "CREATE INDEX rounds_by_daily_date ON rounds (daily_date) WHERE daily_date IS NOT NULL",
};

// Version 3: the other players of a round (a computer contestant; people at one machine)
// with their declarations and points. Old rounds were played alone: they get none.
const char *const kMigrationTo3[] = {
    "CREATE TABLE round_players ("
    " round_id INTEGER NOT NULL REFERENCES rounds(id),"
    " seat INTEGER NOT NULL CHECK (seat >= 1),"
    " kind TEXT NOT NULL CHECK (kind IN ('contestant', 'person')),"
    " name TEXT NOT NULL,"
    " level INTEGER,"
    " value INTEGER,"
    " method TEXT NOT NULL DEFAULT '',"
    " points INTEGER NOT NULL DEFAULT 0,"
    " PRIMARY KEY (round_id, seat))",
};

// Version 4: the hints taken during a round (each lowers its maximum points), and what the round
// asked (the numbers its easiest solution needs, whether every solution divides: the weak
// spots). Old rounds had no hints to take (0); what they asked is unknown (NULL).
const char *const kMigrationTo4[] = {
    "ALTER TABLE rounds ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0)",
    "ALTER TABLE rounds ADD COLUMN easiest_numbers INTEGER CHECK (easiest_numbers BETWEEN 1 AND 7)",
    "ALTER TABLE rounds ADD COLUMN needs_division INTEGER CHECK (needs_division IN (0, 1))",
};

// Version 5: games of practice on one kind of round (the weak spots' "practise 10 rounds like
// these"). Old games were ordinary ones (NULL).
const char *const kMigrationTo5[] = {
    "ALTER TABLE games ADD COLUMN focus TEXT",
};

// Version 6: the variant each round was played under (gamevariant.h): its id, and its whole
// definition as a variant file holds it (variantfile.h), so that a round of a variant deleted
// since reads back as it was played. The `variant` column keeps saying how the round was drawn
// (countdown: the player picked the large; le-compte-est-bon: one bag; custom: typed). Old rounds
// have neither (NULL): they were the show's rules or Le compte est bon.
const char *const kMigrationTo6[] = {
    "ALTER TABLE rounds ADD COLUMN variant_id TEXT",
    "ALTER TABLE rounds ADD COLUMN variant_definition TEXT",
};

// Version 7: the daily set (dailyset.h: the day and the position of a recorded attempt at one of
// its puzzles) and challenges (challengecode.h: the code a round was played from, and the
// challenger as one of its players, with the time and hints their code carried). SQLite cannot
// widen a CHECK, so round_players is copied into a table that allows 'challenger'. Old rounds are
// neither (NULL); old players took no time or hints that were kept (0).
const char *const kMigrationTo7[] = {
    "ALTER TABLE rounds ADD COLUMN daily_set_date TEXT",
    "ALTER TABLE rounds ADD COLUMN daily_set_position INTEGER"
    " CHECK (daily_set_position BETWEEN 1 AND 5)",
    "ALTER TABLE rounds ADD COLUMN challenge_code TEXT",
    "CREATE INDEX rounds_by_daily_set_date ON rounds (daily_set_date)"
    " WHERE daily_set_date IS NOT NULL",
    "CREATE TABLE round_players_7 ("
    " round_id INTEGER NOT NULL REFERENCES rounds(id),"
    " seat INTEGER NOT NULL CHECK (seat >= 1),"
    " kind TEXT NOT NULL CHECK (kind IN ('contestant', 'person', 'challenger')),"
    " name TEXT NOT NULL,"
    " level INTEGER,"
    " value INTEGER,"
    " method TEXT NOT NULL DEFAULT '',"
    " points INTEGER NOT NULL DEFAULT 0,"
    " milliseconds_used INTEGER NOT NULL DEFAULT 0,"
    " hints INTEGER NOT NULL DEFAULT 0,"
    " PRIMARY KEY (round_id, seat))",
    "INSERT INTO round_players_7 (round_id, seat, kind, name, level, value, method, points)"
    " SELECT round_id, seat, kind, name, level, value, method, points FROM round_players",
    "DROP TABLE round_players",
    "ALTER TABLE round_players_7 RENAME TO round_players",
};

// Version 8: the replies the player read to challenges they sent. The sender played the round
// before sending it (it is one of `rounds`, as any other); the reply carries both results, and
// says who won. Each reply is kept once, by its code. Old files had none kept.
const char *const kMigrationTo8[] = {
    "CREATE TABLE challenge_replies ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " read_at TEXT NOT NULL,"
    " code TEXT NOT NULL UNIQUE)",
};

struct Migration {
    const char *const *statements;
    std::size_t count;
};
// kMigrations[v] brings a file from version v to v + 1.
const Migration kMigrations[] = {
    {kMigrationTo1, std::size(kMigrationTo1)}, {kMigrationTo2, std::size(kMigrationTo2)},
    {kMigrationTo3, std::size(kMigrationTo3)}, {kMigrationTo4, std::size(kMigrationTo4)},
    {kMigrationTo5, std::size(kMigrationTo5)}, {kMigrationTo6, std::size(kMigrationTo6)},
    {kMigrationTo7, std::size(kMigrationTo7)}, {kMigrationTo8, std::size(kMigrationTo8)},
};
static_assert(std::size(kMigrations) == std::size_t(HistoryStore::kSchemaVersion),
              "one migration per schema version");

} // namespace

std::optional<QSqlError> migrate(const QSqlDatabase &db, int fromVersion)
{
    for (int v = std::max(fromVersion, 0); v < HistoryStore::kSchemaVersion; ++v) {
        const Migration &migration = kMigrations[v];
        for (std::size_t i = 0; i < migration.count; ++i) {
            if (auto failure = exec(db, sql(migration.statements[i])))
                return failure;
        }
    }
    // user_version lives in the file's header and changes with the transaction.
    return exec(db, QStringLiteral("PRAGMA user_version = %1").arg(HistoryStore::kSchemaVersion));
}

} // namespace countdown::history
