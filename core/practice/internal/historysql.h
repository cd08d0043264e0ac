// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What every part of the history does with Qt SQL: connections by name, statements, transactions,
// the driver's messages and SQLite's result codes. Private to the core.
#pragma once

#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVariant>

#include <optional>

namespace countdown::history {

// Reads that fail reach their callers only as an empty list: the reason goes to this category,
// where a player's report can find it (README.md, "Logging").
Q_DECLARE_LOGGING_CATEGORY(lcHistory)

// How long a statement waits for another instance's lock before it fails.
constexpr int kBusyTimeoutMs = 5000;

// SQLite's primary result codes that the history tells apart.
enum class SqliteCode {
    Busy = 5,
    Locked = 6,
    IoError = 10,
    Full = 13,
};

QString sql(const char *text);

// A connection name no other HistoryStore of this process uses.
QString newConnectionName();
// Closes and removes the connection (nothing when there is none).
void closeConnection(const QString &connection);

// The driver's own message: SQLite's text when there is one, else Qt's.
QString describe(const QSqlError &error);
// SQLite's primary result code (the extended codes keep it in the low byte); 0 when unknown.
int primaryCode(const QSqlError &error);
// Failures that say nothing about the file's content: another program holds it, permissions, a
// full disk, no memory. Moving the file aside would not help and would hide a good history.
bool isEnvironmentProblem(const QSqlError &error);

// Runs one statement that returns no rows the caller needs.
std::optional<QSqlError> exec(const QSqlDatabase &db, const QString &statement);
// The single value a statement (a PRAGMA) returns; nullopt with `error` set when it fails.
std::optional<QVariant> scalar(const QSqlDatabase &db, const QString &statement, QSqlError &error);

// Runs `body` (returning an error or nullopt) inside BEGIN IMMEDIATE … COMMIT, rolling back on
// failure. IMMEDIATE takes the write lock at once: in WAL mode a deferred transaction that reads
// first and writes later can fail with SQLITE_BUSY without waiting for the busy timeout when
// another instance wrote in between.
template <typename Body>
std::optional<QSqlError> inWriteTransaction(const QSqlDatabase &db, Body body)
{
    if (auto error = exec(db, QStringLiteral("BEGIN IMMEDIATE")))
        return error;
    std::optional<QSqlError> error = body();
    if (!error)
        error = exec(db, QStringLiteral("COMMIT"));
    if (error)
        (void)exec(db, QStringLiteral("ROLLBACK"));
    return error;
}

} // namespace countdown::history
