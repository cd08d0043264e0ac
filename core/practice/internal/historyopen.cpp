// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "historyopen.h"

#include "history.h"
#include "historyschema.h"
#include "historysql.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QStringList>
#include <QThread>

namespace countdown::history {

namespace {

const QString kCompanions[] = {QStringLiteral("-wal"), QStringLiteral("-shm"),
                               QStringLiteral("-journal")};

OpenAttempt failed(OpenOutcome outcome, Error problem)
{
    return OpenAttempt{outcome, std::move(problem), 0};
}

// A disk with less room than this is taken as full when SQLite reports an I/O error: it says
// SQLITE_FULL only when a write runs out of room, not when creating the -shm file does.
constexpr qint64 kFullDiskBytes = 1 << 20;

bool diskLooksFull(const QString &path)
{
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    return storage.isValid() && storage.bytesAvailable() >= 0
           && storage.bytesAvailable() < kFullDiskBytes;
}

// `kind` (what could not be done) with SQLite's reason; a full disk says so, and where.
OpenAttempt failedWith(ErrorKind kind, const QSqlError &error, const QString &path)
{
    const int code = primaryCode(error);
    if (code == int(SqliteCode::Full) || (code == int(SqliteCode::IoError) && diskLooksFull(path)))
        return failed(OpenOutcome::Untouched,
                      Error{ErrorKind::HistoryDiskFull,
                            -1,
                            {QDir::toNativeSeparators(QFileInfo(path).absolutePath())}});
    return failed(isEnvironmentProblem(error) ? OpenOutcome::Untouched : OpenOutcome::BadFile,
                  Error{kind, -1, {describe(error)}});
}

// A file from a newer version of the game is never changed (not migrated, not moved aside): that
// version may still be installed and in use, and an older game cannot know what its data means.
// The history is then unusable for this run (reads give nothing, writes fail) and the report says
// why, so the player can update the game.
Error newerSchema(int version)
{
    return Error{ErrorKind::HistoryNewerSchema,
                 -1,
                 {QString::number(version), QString::number(HistoryStore::kSchemaVersion)}};
}

// Brings an opened connection's file to the current schema. The version is read again inside the
// write transaction: another instance may have created or migrated the file meanwhile.
OpenAttempt upgrade(const QSqlDatabase &db, const QString &path)
{
    OpenAttempt attempt;
    int found = 0;
    bool foreign = false;
    const std::optional<QSqlError> error =
        inWriteTransaction(db, [&]() -> std::optional<QSqlError> {
            QSqlError sqlError;
            const std::optional<QVariant> version =
                scalar(db, QStringLiteral("PRAGMA user_version"), sqlError);
            if (!version)
                return sqlError;
            found = version->toInt();
            if (found >= HistoryStore::kSchemaVersion)
                return std::nullopt; // checked below
            if (found == 0) {
                // Version 0 is a new, empty file; anything already in it belongs to someone else.
                const std::optional<QVariant> objects =
                    scalar(db, QStringLiteral("SELECT count(*) FROM sqlite_master"), sqlError);
                if (!objects)
                    return sqlError;
                foreign = objects->toInt() != 0;
                if (foreign)
                    return std::nullopt;
            }
            return migrate(db, found);
        });
    if (foreign) // rolled back: nothing was written
        return failed(OpenOutcome::BadFile, Error{ErrorKind::HistoryNotAHistory, -1, {}});
    if (error)
        return failedWith(ErrorKind::HistoryUpgradeFailed, *error, path);
    if (found > HistoryStore::kSchemaVersion)
        return failed(OpenOutcome::Untouched, newerSchema(found));
    if (found != 0 && found < HistoryStore::kSchemaVersion)
        attempt.migratedFrom = found;
    return attempt;
}

// PRAGMA journal_mode = WAL, which needs the file to itself for a moment. When other instances
// open the same new file at the same time SQLite reports it busy at once, without waiting the
// busy timeout, so the switch is tried again for as long as that timeout would have waited.
std::optional<QVariant> switchToWal(const QSqlDatabase &db, QSqlError &error)
{
    QElapsedTimer waiting;
    waiting.start();
    for (;;) {
        std::optional<QVariant> mode =
            scalar(db, QStringLiteral("PRAGMA journal_mode = WAL"), error);
        const int code = mode ? 0 : primaryCode(error);
        const bool busy = code == int(SqliteCode::Busy) || code == int(SqliteCode::Locked);
        if (mode || !busy || waiting.elapsed() >= kBusyTimeoutMs)
            return mode;
        QThread::msleep(5);
    }
}

// Not a database at all (garbage, zeros, a truncated header) fails here with SQLITE_NOTADB.
// The version and whether anything is in the file are read by one statement, from one snapshot:
// read one after the other, another instance creating the history in between would make it look
// like a foreign database (version 0, yet tables in it) to be moved aside.
OpenAttempt checkContent(const QSqlDatabase &db, const QString &path)
{
    int version = 0;
    int objects = 0;
    {
        QSqlQuery header(db);
        if (!header.exec(QStringLiteral("SELECT user_version, (SELECT count(*) FROM sqlite_master)"
                                        " FROM pragma_user_version"))
            || !header.next())
            return failedWith(ErrorKind::HistoryUnreadable, header.lastError(), path);
        version = header.value(0).toInt();
        objects = header.value(1).toInt();
    }
    if (version > HistoryStore::kSchemaVersion)
        return failed(OpenOutcome::Untouched, newerSchema(version));

    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("PRAGMA integrity_check")))
        return failedWith(ErrorKind::HistoryIntegrityFailed, check.lastError(), path);
    QStringList findings;
    while (check.next())
        findings.append(check.value(0).toString());
    if (check.lastError().isValid())
        return failedWith(ErrorKind::HistoryIntegrityFailed, check.lastError(), path);
    if (findings != QStringList{QStringLiteral("ok")}) {
        // Up to 100 lines; the first few say enough.
        return failed(OpenOutcome::BadFile, Error{ErrorKind::HistoryIntegrityFailed,
                                                  -1,
                                                  {findings.mid(0, 3).join(QStringLiteral("; "))}});
    }
    // Version 0 is a new, empty file; anything already in it belongs to someone else (checked
    // here, before the journal mode changes a byte of it, and again by upgrade()).
    if (version == 0 && objects != 0)
        return failed(OpenOutcome::BadFile, Error{ErrorKind::HistoryNotAHistory, -1, {}});
    return {};
}

// WAL: readers and a writer (another instance) do not block each other, and a commit is one
// append, so a killed process leaves the last committed round intact.
OpenAttempt prepare(const QSqlDatabase &db, const QString &path)
{
    QSqlError walError;
    const std::optional<QVariant> mode = switchToWal(db, walError);
    if (!mode)
        return failedWith(ErrorKind::HistoryCannotPrepare, walError, path);
    if (mode->toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        return failed(OpenOutcome::Untouched,
                      Error{ErrorKind::HistoryCannotPrepare, -1, {mode->toString()}});
    if (auto error = exec(db, QStringLiteral("PRAGMA foreign_keys = ON")))
        return failedWith(ErrorKind::HistoryCannotPrepare, *error, path);
    return {};
}

} // namespace

OpenAttempt tryOpen(const QString &connection, const QString &path)
{
    closeConnection(connection);
    // SQLite would open a write-protected file read-only without a word, and only the first
    // round stored would fail.
    const QFileInfo file(path);
    if (file.isFile() && !file.isWritable())
        return failed(OpenOutcome::Untouched, Error{ErrorKind::HistoryWriteProtected, -1, {}});
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    if (!db.open()) {
        // A folder (or other non-file) where the database should be is moved aside like bad
        // content; a file we may not open is left alone.
        const QFileInfo info(path);
        const bool notAFile = info.exists() && !info.isFile();
        OpenAttempt attempt = failedWith(ErrorKind::HistoryCannotOpen, db.lastError(), path);
        if (notAFile)
            attempt.outcome = OpenOutcome::BadFile;
        return attempt;
    }
    if (auto error = exec(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs)))
        return failedWith(ErrorKind::HistoryCannotOpen, *error, path);
    if (OpenAttempt content = checkContent(db, path); content.outcome != OpenOutcome::Ok)
        return content;
    if (OpenAttempt prepared = prepare(db, path); prepared.outcome != OpenOutcome::Ok)
        return prepared;
    return upgrade(db, path);
}

QString siblingPath(const QString &path, const QString &kind)
{
    const QFileInfo info(path);
    const QString base =
        info.completeBaseName().isEmpty() ? info.fileName() : info.completeBaseName();
    const QString suffix = info.suffix().isEmpty() || info.completeBaseName().isEmpty()
                               ? QString()
                               : QLatin1Char('.') + info.suffix();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QDir dir = info.dir();
    for (int n = 1;; ++n) {
        const QString name =
            QStringLiteral("%1.%2-%3%4%5")
                .arg(base, kind, stamp, n == 1 ? QString() : QStringLiteral("-%1").arg(n), suffix);
        const QString candidate = dir.filePath(name);
        const bool taken = QFileInfo::exists(candidate)
                           || QFileInfo::exists(candidate + QStringLiteral("-wal"))
                           || QFileInfo::exists(candidate + QStringLiteral("-shm"))
                           || QFileInfo::exists(candidate + QStringLiteral("-journal"));
        if (!taken)
            return candidate;
    }
}

MovedAside moveAside(const QString &path)
{
    MovedAside moved;
    const QString target = siblingPath(path, QStringLiteral("corrupt"));
    if (QFileInfo::exists(path) || QFileInfo(path).isSymLink()) {
        QFile file(path);
        if (!file.rename(target)) {
            moved.error = file.errorString();
            return moved;
        }
        moved.to = target;
    }
    // A WAL left next to a new database would be replayed into it: if it cannot be moved, no new
    // database may be started either.
    for (const QString &companion : kCompanions) {
        if (!QFileInfo::exists(path + companion))
            continue;
        QFile file(path + companion);
        if (!file.rename(target + companion)) {
            moved.error = file.errorString();
            return moved;
        }
        if (moved.to.isEmpty())
            moved.to = target;
    }
    return moved;
}

FilesPresent filesPresent(const QString &path)
{
    return FilesPresent{QFileInfo::exists(path), QFileInfo::exists(path + kCompanions[0]),
                        QFileInfo::exists(path + kCompanions[1]),
                        QFileInfo::exists(path + kCompanions[2])};
}

void removeEmptyFilesMadeSince(const QString &path, const FilesPresent &before)
{
    const auto removeIfNewAndEmpty = [](const QString &file, bool wasThere) {
        const QFileInfo info(file);
        if (!wasThere && info.isFile() && info.size() == 0)
            QFile::remove(file);
    };
    removeIfNewAndEmpty(path + kCompanions[0], before.wal);
    // The -shm file holds only an index that SQLite rebuilds from the WAL, never data: the one
    // this attempt made goes whatever its size (a full disk leaves it sparse, not empty).
    if (!before.shm && QFileInfo(path + kCompanions[1]).isFile())
        QFile::remove(path + kCompanions[1]);
    removeIfNewAndEmpty(path + kCompanions[2], before.journal);
    removeIfNewAndEmpty(path, before.database);
}

} // namespace countdown::history
