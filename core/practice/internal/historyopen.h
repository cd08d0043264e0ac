// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Opening the history's file and recovering from a bad one: the checks made before anything in
// the file changes, the migration to the current schema, and moving a damaged file aside (never
// deleting it). Private to the core; HistoryStore's constructor is the one caller.
#pragma once

#include "error.h"

#include <QString>

#include <optional>

namespace countdown::history {

enum class OpenOutcome {
    Ok,
    BadFile,   // the content is not a usable history: move it aside, start again
    Untouched, // leave the file as it is and report (newer schema, locked, permissions, full disk)
};

struct OpenAttempt {
    OpenOutcome outcome = OpenOutcome::Ok;
    std::optional<Error> problem; // set unless Ok
    int migratedFrom = 0;         // the old schema version when a migration ran, else 0
};

// One attempt at opening `path` on `connection` (closed first) and checking it, creating or
// migrating the schema. Nothing in the file changes before the checks have passed. When the
// attempt fails, the connection is left open for the caller to close.
OpenAttempt tryOpen(const QString &connection, const QString &path);

// "<folder>/history.<kind>-<yyyyMMdd-HHmmss>.sqlite" next to `path`, with "-2", "-3" … added when
// that name, or its -wal/-shm/-journal companions, is taken (never overwrite anything).
QString siblingPath(const QString &path, const QString &kind);

// Renames the database and its companion files (WAL, shared memory, rollback journal) to a
// "corrupt" name next to it. Nothing is ever deleted.
struct MovedAside {
    QString to;    // where the database went; empty when it did not move
    QString error; // why something could not be moved; empty when all went
};
MovedAside moveAside(const QString &path);

// The files of a database at `path` that exist now (the file and its companions), to compare
// after a failed attempt: what the attempt made and left empty is removed (and the -shm index it
// made), nothing else.
struct FilesPresent {
    bool database = false;
    bool wal = false;
    bool shm = false;
    bool journal = false;
};
FilesPresent filesPresent(const QString &path);
void removeEmptyFilesMadeSince(const QString &path, const FilesPresent &before);

} // namespace countdown::history
