// HistoryStore on Qt SQL's QSQLITE driver: schema versions and their migrations, the checks made
// when the file is opened, and the file operations around it (moving a bad file aside, backups,
// CSV export).
#include "history.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringList>
#include <QThread>

#include <atomic>
#include <utility>

namespace countdown {

namespace {

// ---- Schema -------------------------------------------------------------------------------------
//
// PRAGMA user_version holds the schema version. A new file is built by running every migration
// from version 0, so a new database and a migrated old one have exactly the same schema (the tests
// compare them). After all migrations, `.schema` shows (version 2, the current one):
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
//       difficulty        TEXT);                        -- "easy" … "any"; NULL: not chosen
//   CREATE TABLE games (
//       id             INTEGER PRIMARY KEY AUTOINCREMENT,
//       started_at     TEXT    NOT NULL,                 -- as played_at
//       rounds_planned INTEGER NOT NULL CHECK (rounds_planned >= 1),
//       finished       INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)));
//   CREATE INDEX rounds_by_game ON rounds (game_id);
//   CREATE INDEX rounds_by_daily_date ON rounds (daily_date) WHERE daily_date IS NOT NULL;
//
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

struct Migration {
    const char *const *statements;
    std::size_t count;
};
// kMigrations[v] brings a file from version v to v + 1.
const Migration kMigrations[] = {
    {kMigrationTo1, std::size(kMigrationTo1)},
    {kMigrationTo2, std::size(kMigrationTo2)},
};
static_assert(std::size(kMigrations) == std::size_t(HistoryStore::kSchemaVersion),
              "one migration per schema version");

// The columns rounds() reads, in the order readRound() expects them.
const char kRoundColumns[] =
    "id, game_id, played_at, variant, mode, numbers, target, large, player_value, player_working,"
    " points, milliseconds_used, cheated, daily_date, difficulty, solver_best, solver_solutions";

constexpr int kBusyTimeoutMs = 5000;

// ---- Small helpers ------------------------------------------------------------------------------

// Texts for the player (problems in the OpenReport, what was being done in an Error), filed by
// lupdate under "countdown::HistoryStore".
struct HistoryText {
    Q_DECLARE_TR_FUNCTIONS(countdown::HistoryStore)
};

QString sql(const char *text)
{
    return QString::fromLatin1(text);
}

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("countdown-history-%1").arg(++counter);
}

// The driver's own message: SQLite's text when there is one, else Qt's.
QString describe(const QSqlError &error)
{
    const QString database = error.databaseText().trimmed();
    return database.isEmpty() ? error.driverText().trimmed() : database;
}

// SQLite's primary result code (the extended codes keep it in the low byte); 0 when unknown.
int primaryCode(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : 0;
}

// Failures that say nothing about the file's content: another program holds it, permissions, a
// full disk, no memory. Moving the file aside would not help and would hide a good history.
bool isEnvironmentProblem(const QSqlError &error)
{
    switch (primaryCode(error)) {
    case 3:  // SQLITE_PERM
    case 5:  // SQLITE_BUSY
    case 6:  // SQLITE_LOCKED
    case 7:  // SQLITE_NOMEM
    case 8:  // SQLITE_READONLY
    case 10: // SQLITE_IOERR
    case 13: // SQLITE_FULL
    case 14: // SQLITE_CANTOPEN
    case 15: // SQLITE_PROTOCOL
    case 23: // SQLITE_AUTH
        return true;
    default:
        return false;
    }
}

Error storageError(const QString &what, const QString &reason)
{
    return Error{ErrorKind::StorageFailed, -1, {what, reason}};
}

QString utcText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime utcFromText(const QString &text)
{
    return QDateTime::fromString(text, Qt::ISODateWithMs).toUTC();
}

QString variantName(Variant variant)
{
    switch (variant) {
    case Variant::Countdown:
        return QStringLiteral("countdown");
    case Variant::LeCompteEstBon:
        return QStringLiteral("le-compte-est-bon");
    case Variant::Custom:
        return QStringLiteral("custom");
    }
    return QStringLiteral("custom");
}

// The CHECK constraints keep other words out; a hand-edited file's stray word reads as custom, so
// that the statistics leave it out by default.
Variant variantFromName(const QString &name)
{
    if (name == QLatin1String("countdown"))
        return Variant::Countdown;
    if (name == QLatin1String("le-compte-est-bon"))
        return Variant::LeCompteEstBon;
    return Variant::Custom;
}

QString modeName(SolveMode mode)
{
    return mode == SolveMode::UseAll ? QStringLiteral("use-all") : QStringLiteral("drop");
}

SolveMode modeFromName(const QString &name)
{
    return name == QLatin1String("use-all") ? SolveMode::UseAll : SolveMode::DropAllowed;
}

QString numbersText(const std::vector<Number> &numbers)
{
    QStringList parts;
    parts.reserve(qsizetype(numbers.size()));
    for (const Number n : numbers)
        parts.append(QString::number(n));
    return parts.join(QLatin1Char(' '));
}

std::vector<Number> numbersFromText(const QString &text)
{
    std::vector<Number> numbers;
    const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        bool ok = false;
        const Number n = part.toLongLong(&ok);
        if (ok)
            numbers.push_back(n);
    }
    return numbers;
}

QVariant nullable(bool present, const QVariant &value)
{
    return present ? value : QVariant();
}

// Qt binds a null QString as SQL NULL: text for a NOT NULL column must be merely empty.
QString nonNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

RoundRecord readRound(const QSqlQuery &query)
{
    RoundRecord r;
    int c = 0;
    r.id = query.value(c++).toLongLong();
    r.gameId = query.value(c++).toLongLong(); // NULL reads as 0: no game
    r.playedAt = utcFromText(query.value(c++).toString());
    r.variant = variantFromName(query.value(c++).toString());
    r.mode = modeFromName(query.value(c++).toString());
    r.numbers = numbersFromText(query.value(c++).toString());
    r.target = query.value(c++).toLongLong();
    r.large = query.value(c++).toInt();
    const QVariant player = query.value(c++);
    if (!player.isNull())
        r.playerValue = player.toLongLong();
    r.playerWorking = query.value(c++).toString();
    r.points = query.value(c++).toInt();
    r.millisecondsUsed = query.value(c++).toLongLong();
    r.cheated = query.value(c++).toInt() != 0;
    const QVariant daily = query.value(c++);
    if (!daily.isNull())
        r.dailyDate = QDate::fromString(daily.toString(), Qt::ISODate);
    r.difficulty = query.value(c++).toString();
    r.solverBest = query.value(c++).toLongLong();
    r.solverSolutions = query.value(c++).toInt();
    return r;
}

// Runs one statement that returns no rows the caller needs.
std::optional<QSqlError> exec(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (!query.exec(statement))
        return query.lastError();
    return std::nullopt;
}

// The single value a statement (a PRAGMA) returns; nullopt with `error` set when it fails.
std::optional<QVariant> scalar(const QSqlDatabase &db, const QString &statement, QSqlError &error)
{
    QSqlQuery query(db);
    if (!query.exec(statement) || !query.next()) {
        error = query.lastError();
        return std::nullopt;
    }
    return query.value(0);
}

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

// "<folder>/history.<kind>-<yyyyMMdd-HHmmss>.sqlite" next to `path`, with "-2", "-3" … added when
// that name, or its -wal/-shm/-journal companions, is taken (never overwrite anything).
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

const QString kCompanions[] = {QStringLiteral("-wal"), QStringLiteral("-shm"),
                               QStringLiteral("-journal")};

// Renames the database and its companion files (WAL, shared memory, rollback journal) to a
// "corrupt" name next to it. Nothing is ever deleted.
struct MovedAside {
    QString to;    // where the database went; empty when it did not move
    QString error; // why something could not be moved; empty when all went
};

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

// ---- Opening ------------------------------------------------------------------------------------

enum class OpenOutcome {
    Ok,
    BadFile,   // the content is not a usable history: move it aside, start again
    Untouched, // leave the file as it is and report (newer schema, locked, permissions …)
};

struct OpenAttempt {
    OpenOutcome outcome = OpenOutcome::Ok;
    QString problem;
    int migratedFrom = 0;
};

void closeConnection(const QString &connection)
{
    if (!QSqlDatabase::contains(connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(connection, false);
        db.close();
    } // the last handle must be gone before the connection is removed
    QSqlDatabase::removeDatabase(connection);
}

OpenAttempt failed(OpenOutcome outcome, const QString &problem)
{
    return OpenAttempt{outcome, problem, 0};
}

OpenAttempt failedWith(const QString &doing, const QSqlError &error)
{
    const QString problem = QStringLiteral("%1: %2").arg(doing, describe(error));
    return failed(isEnvironmentProblem(error) ? OpenOutcome::Untouched : OpenOutcome::BadFile,
                  problem);
}

// A file from a newer version of the game is never changed (not migrated, not moved aside): that
// version may still be installed and in use, and an older game cannot know what its data means.
// The history is then unusable for this run (reads give nothing, writes fail) and the report says
// why, so the player can update the game.
QString newerSchemaProblem(int version)
{
    return HistoryText::tr("the history was written by a newer version of the game "
                           "(schema %1; this version knows up to %2) and was left "
                           "unchanged")
        .arg(version)
        .arg(HistoryStore::kSchemaVersion);
}

QString notAHistoryProblem()
{
    return HistoryText::tr("the file is an SQLite database but not a history");
}

// Brings an opened connection's file to the current schema. The version is read again inside the
// write transaction: another instance may have created or migrated the file meanwhile.
OpenAttempt upgrade(const QSqlDatabase &db)
{
    OpenAttempt attempt;
    int found = 0;
    QString badContent;
    const std::optional<QSqlError> error =
        inWriteTransaction(db, [&]() -> std::optional<QSqlError> {
            QSqlError sqlError;
            const std::optional<QVariant> version =
                scalar(db, QStringLiteral("PRAGMA user_version"), sqlError);
            if (!version)
                return sqlError;
            found = version->toInt();
            if (found >= HistoryStore::kSchemaVersion)
                return std::nullopt; // checked by the caller
            if (found == 0) {
                // Version 0 is a new, empty file; anything already in it belongs to someone else.
                const std::optional<QVariant> objects =
                    scalar(db, QStringLiteral("SELECT count(*) FROM sqlite_master"), sqlError);
                if (!objects)
                    return sqlError;
                if (objects->toInt() != 0) {
                    badContent = notAHistoryProblem();
                    return std::nullopt;
                }
            }
            for (int v = found; v < HistoryStore::kSchemaVersion; ++v) {
                const Migration &migration = kMigrations[v];
                for (std::size_t i = 0; i < migration.count; ++i) {
                    if (auto failure = exec(db, sql(migration.statements[i])))
                        return failure;
                }
            }
            // user_version lives in the file's header and changes with the transaction.
            return exec(
                db, QStringLiteral("PRAGMA user_version = %1").arg(HistoryStore::kSchemaVersion));
        });
    if (!badContent.isEmpty())
        return failed(OpenOutcome::BadFile, badContent); // rolled back: nothing was written
    if (error)
        return failedWith(HistoryText::tr("bringing the history up to date failed"), *error);
    if (found > HistoryStore::kSchemaVersion) {
        return failed(OpenOutcome::Untouched, newerSchemaProblem(found));
    }
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
        if (mode || (code != 5 && code != 6) || waiting.elapsed() >= kBusyTimeoutMs) // BUSY, LOCKED
            return mode;
        QThread::msleep(5);
    }
}

// One attempt at opening `path` on `connection` and checking it. Nothing in the file changes
// before the checks have passed (the journal mode is persistent, so it is set after them).
OpenAttempt tryOpen(const QString &connection, const QString &path)
{
    closeConnection(connection);
    // SQLite would open a write-protected file read-only without a word, and only the first
    // round stored would fail.
    const QFileInfo file(path);
    if (file.isFile() && !file.isWritable()) {
        return failed(OpenOutcome::Untouched, HistoryText::tr("the file is write-protected"));
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    if (!db.open()) {
        // A folder (or other non-file) where the database should be is moved aside like bad
        // content; a file we may not open is left alone.
        const QFileInfo info(path);
        const bool notAFile = info.exists() && !info.isFile();
        return failed(
            notAFile ? OpenOutcome::BadFile : OpenOutcome::Untouched,
            HistoryText::tr("the file could not be opened: %1").arg(describe(db.lastError())));
    }

    if (auto error = exec(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs)))
        return failedWith(HistoryText::tr("the file could not be opened"), *error);

    // Not a database at all (garbage, zeros, a truncated header) fails here with SQLITE_NOTADB.
    // The version and whether anything is in the file are read by one statement, from one
    // snapshot: read one after the other, another instance creating the history in between
    // would make it look like a foreign database (version 0, yet tables in it) to be moved aside.
    int version = 0;
    int objects = 0;
    {
        QSqlQuery header(db);
        if (!header.exec(QStringLiteral("SELECT user_version, (SELECT count(*) FROM sqlite_master)"
                                        " FROM pragma_user_version"))
            || !header.next())
            return failedWith(HistoryText::tr("the file could not be read"), header.lastError());
        version = header.value(0).toInt();
        objects = header.value(1).toInt();
    }
    if (version > HistoryStore::kSchemaVersion)
        return failed(OpenOutcome::Untouched, newerSchemaProblem(version));

    {
        QSqlQuery check(db);
        if (!check.exec(QStringLiteral("PRAGMA integrity_check")))
            return failedWith(HistoryText::tr("the integrity check failed"), check.lastError());
        QStringList findings;
        while (check.next())
            findings.append(check.value(0).toString());
        if (check.lastError().isValid())
            return failedWith(HistoryText::tr("the integrity check failed"), check.lastError());
        if (findings != QStringList{QStringLiteral("ok")}) {
            // Up to 100 lines; the first few say enough.
            return failed(OpenOutcome::BadFile,
                          HistoryText::tr("the integrity check failed: %1")
                              .arg(findings.mid(0, 3).join(QStringLiteral("; "))));
        }
    }

    // Version 0 is a new, empty file; anything already in it belongs to someone else (checked
    // here, before the journal mode changes a byte of it, and again by upgrade()).
    if (version == 0 && objects != 0)
        return failed(OpenOutcome::BadFile, notAHistoryProblem());

    {
        // WAL: readers and a writer (another instance) do not block each other, and a commit
        // is one append, so a killed process leaves the last committed round intact.
        QSqlError walError;
        const std::optional<QVariant> mode = switchToWal(db, walError);
        if (!mode)
            return failedWith(HistoryText::tr("the file could not be prepared"), walError);
        if (mode->toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
            return failed(
                OpenOutcome::Untouched,
                HistoryText::tr("the file could not be switched to write-ahead logging (%1)")
                    .arg(mode->toString()));
        }
    }
    if (auto error = exec(db, QStringLiteral("PRAGMA foreign_keys = ON")))
        return failedWith(HistoryText::tr("the file could not be prepared"), *error);

    return upgrade(db);
}

// ---- Reading ------------------------------------------------------------------------------------

Result<std::vector<RoundRecord>> readRounds(const QString &connection, const QString &where,
                                            const QVariantList &values, const QString &what)
{
    const QSqlDatabase db = QSqlDatabase::database(connection, false);
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(QStringLiteral("SELECT %1 FROM rounds %2 ORDER BY id")
                           .arg(QLatin1String(kRoundColumns), where)))
        return storageError(what, describe(query.lastError()));
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return storageError(what, describe(query.lastError()));
    std::vector<RoundRecord> rounds;
    while (query.next())
        rounds.push_back(readRound(query));
    if (query.lastError().isValid())
        return storageError(what, describe(query.lastError()));
    return rounds;
}

// ---- CSV ----------------------------------------------------------------------------------------

// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. A field
// that a spreadsheet would take for a formula (= + - @, or a tab or carriage return first: a
// tampered or shared history could carry =HYPERLINK(…)) gets a leading apostrophe, as
// spreadsheets themselves write text that looks like a formula.
QString csvField(const QString &field)
{
    static const QString formulaStart = QStringLiteral("=+-@\t\r");
    const QString text = !field.isEmpty() && formulaStart.contains(field.front())
                             ? QLatin1Char('\'') + field
                             : field;
    static const QString special = QStringLiteral(",\"\r\n");
    bool needsQuotes = false;
    for (const QChar c : text)
        needsQuotes = needsQuotes || special.contains(c);
    if (!needsQuotes)
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

// Exact to the millisecond, without going through floating point: 1500 → "1.500".
QString secondsText(qint64 milliseconds)
{
    const qint64 ms = std::max<qint64>(milliseconds, 0);
    return QStringLiteral("%1.%2").arg(ms / 1000).arg(ms % 1000, 3, 10, QLatin1Char('0'));
}

const char kCsvHeader[] = "id,played_at,game_id,variant,mode,numbers,target,large,player_value,"
                          "player_working,points,seconds_used,cheated,daily_date,difficulty,"
                          "solver_best,solver_solutions";

QString csvLine(const RoundRecord &r)
{
    const QStringList fields = {
        QString::number(r.id),
        utcText(r.playedAt),
        r.gameId != 0 ? QString::number(r.gameId) : QString(),
        variantName(r.variant),
        modeName(r.mode),
        numbersText(r.numbers),
        QString::number(r.target),
        r.large >= 0 ? QString::number(r.large) : QString(),
        r.playerValue ? QString::number(*r.playerValue) : QString(),
        r.playerWorking,
        QString::number(r.points),
        secondsText(r.millisecondsUsed),
        r.cheated ? QStringLiteral("1") : QStringLiteral("0"),
        r.dailyDate.isValid() ? r.dailyDate.toString(Qt::ISODate) : QString(),
        r.difficulty,
        QString::number(r.solverBest),
        r.solverSolutions >= 0 ? QString::number(r.solverSolutions) : QString(),
    };
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &field : fields)
        quoted.append(csvField(field));
    return quoted.join(QLatin1Char(','));
}

} // namespace

// ---- HistoryStore -------------------------------------------------------------------------------

HistoryStore::HistoryStore(const QString &path)
    : m_connection(newConnectionName())
{
    m_report.path = path;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        m_report.problem = HistoryText::tr("the SQLite driver of Qt (QSQLITE) is not installed");
        return;
    }
    const QFileInfo info(path);
    QDir().mkpath(info.absolutePath()); // if this fails, opening says why

    OpenAttempt attempt = tryOpen(m_connection, path);
    if (attempt.outcome == OpenOutcome::BadFile) {
        closeConnection(m_connection);
        m_report.problem = attempt.problem;
        const MovedAside moved = moveAside(path);
        m_report.movedAsideTo = moved.to;
        if (!moved.error.isEmpty()) {
            m_report.problem = HistoryText::tr("%1; it could not be moved aside: %2")
                                   .arg(attempt.problem, moved.error);
            return;
        }
        attempt = tryOpen(m_connection, path);
        if (attempt.outcome != OpenOutcome::Ok) {
            m_report.problem = HistoryText::tr("%1; a new history could not be started either: %2")
                                   .arg(m_report.problem, attempt.problem);
        }
    } else if (attempt.outcome == OpenOutcome::Untouched) {
        m_report.problem = attempt.problem;
    }
    if (attempt.outcome != OpenOutcome::Ok) {
        closeConnection(m_connection);
        return;
    }
    m_report.ok = true;
    m_report.migratedFrom = attempt.migratedFrom;
}

HistoryStore::~HistoryStore()
{
    closeConnection(m_connection);
}

QString HistoryStore::defaultPath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    return QDir(folder).filePath(QStringLiteral("history.sqlite"));
}

Result<qint64> HistoryStore::addRound(const RoundRecord &round)
{
    const QString what = HistoryText::tr("storing a round in the history");
    if (!isOpen())
        return storageError(what, m_report.problem);
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    qint64 id = 0;
    const auto error = inWriteTransaction(db, [&]() -> std::optional<QSqlError> {
        QSqlQuery query(db);
        query.prepare(QStringLiteral(
            "INSERT INTO rounds (game_id, played_at, variant, mode, numbers, target, large,"
            " player_value, player_working, points, milliseconds_used, cheated, daily_date,"
            " difficulty, solver_best, solver_solutions)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        const QDateTime playedAt =
            round.playedAt.isValid() ? round.playedAt : QDateTime::currentDateTimeUtc();
        query.addBindValue(nullable(round.gameId != 0, qlonglong(round.gameId)));
        query.addBindValue(utcText(playedAt));
        query.addBindValue(variantName(round.variant));
        query.addBindValue(modeName(round.mode));
        query.addBindValue(nonNull(numbersText(round.numbers)));
        query.addBindValue(qlonglong(round.target));
        query.addBindValue(round.large);
        query.addBindValue(
            nullable(round.playerValue.has_value(), qlonglong(round.playerValue.value_or(0))));
        query.addBindValue(nonNull(round.playerWorking));
        query.addBindValue(round.points);
        query.addBindValue(qlonglong(round.millisecondsUsed));
        query.addBindValue(round.cheated ? 1 : 0);
        query.addBindValue(
            nullable(round.dailyDate.isValid(), round.dailyDate.toString(Qt::ISODate)));
        query.addBindValue(nullable(!round.difficulty.isEmpty(), round.difficulty));
        query.addBindValue(qlonglong(round.solverBest));
        query.addBindValue(round.solverSolutions);
        if (!query.exec())
            return query.lastError();
        id = query.lastInsertId().toLongLong();
        return std::nullopt;
    });
    if (error)
        return storageError(what, describe(*error));
    return id;
}

Result<qint64> HistoryStore::startGame(int roundsPlanned)
{
    const QString what = HistoryText::tr("starting a game in the history");
    if (!isOpen())
        return storageError(what, m_report.problem);
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    qint64 id = 0;
    const auto error = inWriteTransaction(db, [&]() -> std::optional<QSqlError> {
        QSqlQuery query(db);
        query.prepare(
            QStringLiteral("INSERT INTO games (started_at, rounds_planned) VALUES (?, ?)"));
        query.addBindValue(utcText(QDateTime::currentDateTimeUtc()));
        query.addBindValue(roundsPlanned);
        if (!query.exec())
            return query.lastError();
        id = query.lastInsertId().toLongLong();
        return std::nullopt;
    });
    if (error)
        return storageError(what, describe(*error));
    return id;
}

std::optional<Error> HistoryStore::finishGame(qint64 gameId)
{
    const QString what = HistoryText::tr("finishing a game in the history");
    if (!isOpen())
        return storageError(what, m_report.problem);
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    bool found = false;
    const auto error = inWriteTransaction(db, [&]() -> std::optional<QSqlError> {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE games SET finished = 1 WHERE id = ?"));
        query.addBindValue(qlonglong(gameId));
        if (!query.exec())
            return query.lastError();
        found = query.numRowsAffected() > 0;
        return std::nullopt;
    });
    if (error)
        return storageError(what, describe(*error));
    if (!found)
        return storageError(what, HistoryText::tr("there is no game %1").arg(gameId));
    return std::nullopt;
}

std::vector<RoundRecord> HistoryStore::rounds() const
{
    if (!isOpen())
        return {};
    Result<std::vector<RoundRecord>> rounds =
        readRounds(m_connection, QString(), {}, HistoryText::tr("reading the history"));
    if (!rounds) {
        qWarning("HistoryStore: %s", qPrintable(errorMessage(rounds.error())));
        return {};
    }
    return std::move(rounds).value();
}

std::vector<GameRecord> HistoryStore::games() const
{
    std::vector<GameRecord> games;
    if (!isOpen())
        return games;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT g.id, g.started_at, g.rounds_planned, g.finished, count(r.id),"
                           " coalesce(sum(r.points), 0)"
                           " FROM games g LEFT JOIN rounds r ON r.game_id = g.id"
                           " GROUP BY g.id ORDER BY g.id"))) {
        qWarning("HistoryStore: reading the games: %s", qPrintable(describe(query.lastError())));
        return games;
    }
    while (query.next()) {
        GameRecord g;
        g.id = query.value(0).toLongLong();
        g.startedAt = utcFromText(query.value(1).toString());
        g.roundsPlanned = query.value(2).toInt();
        g.finished = query.value(3).toInt() != 0;
        g.roundsPlayed = query.value(4).toInt();
        g.total = query.value(5).toInt();
        games.push_back(g);
    }
    return games;
}

std::optional<RoundRecord> HistoryStore::dailyAttempt(QDate date) const
{
    if (!isOpen() || !date.isValid())
        return std::nullopt;
    // The first one recorded: a second instance racing on the same day cannot replace it.
    const Result<std::vector<RoundRecord>> found =
        readRounds(m_connection, QStringLiteral("WHERE daily_date = ?"),
                   {date.toString(Qt::ISODate)}, HistoryText::tr("reading the history"));
    if (!found || found->empty())
        return std::nullopt;
    return found->front();
}

Result<int> HistoryStore::exportCsv(const QString &path) const
{
    const QString what = HistoryText::tr("exporting the history");
    if (!isOpen())
        return storageError(what, m_report.problem);
    const Result<std::vector<RoundRecord>> rounds = readRounds(m_connection, QString(), {}, what);
    if (!rounds)
        return rounds.error();

    // QSaveFile: the old export stays whole until the new one is complete.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return storageError(what, file.errorString());
    const QByteArray lineEnd("\r\n"); // RFC 4180
    file.write(QByteArray(kCsvHeader) + lineEnd);
    for (const RoundRecord &round : *rounds)
        file.write(csvLine(round).toUtf8() + lineEnd);
    if (!file.commit())
        return storageError(what, file.errorString());
    return int(rounds->size());
}

Result<QString> HistoryStore::clear()
{
    const QString what = HistoryText::tr("clearing the history");
    if (!isOpen())
        return storageError(what, m_report.problem);
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);

    // Fold the WAL into the main file first so that the backup is usually that one file. Another
    // instance reading at this moment can keep part of it in the WAL: then the WAL is copied too.
    // Without a busy timeout the checkpoint does not wait for that reader.
    (void)exec(db, QStringLiteral("PRAGMA busy_timeout = 0"));
    (void)exec(db, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    (void)exec(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs));

    const QString backup = siblingPath(m_report.path, QStringLiteral("backup"));
    const QString wal = m_report.path + QStringLiteral("-wal");
    QString copyProblem;
    bool walCopied = false;
    // The copy is made while this connection holds the write lock: no other instance can commit
    // between the copy and the deletion, so every deleted round is in the backup.
    const auto error = inWriteTransaction(db, [&]() -> std::optional<QSqlError> {
        QFile main(m_report.path);
        if (!main.copy(backup)) {
            copyProblem = main.errorString();
            return QSqlError(); // roll back, nothing deleted
        }
        if (QFileInfo(wal).size() > 0) {
            QFile walFile(wal);
            if (!walFile.copy(backup + QStringLiteral("-wal"))) {
                copyProblem = walFile.errorString();
                return QSqlError();
            }
            walCopied = true;
        }
        if (auto failure = exec(db, QStringLiteral("DELETE FROM rounds")))
            return failure;
        return exec(db, QStringLiteral("DELETE FROM games"));
    });
    if (!copyProblem.isEmpty())
        return storageError(
            what, HistoryText::tr("the backup could not be written: %1").arg(copyProblem));
    if (error)
        return storageError(what, describe(*error));

    if (walCopied) {
        // Make the backup one self-contained file: opening it replays the copied WAL, and
        // closing the only connection checkpoints it into the file and removes it.
        const QString connection = newConnectionName();
        {
            QSqlDatabase copy = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            copy.setDatabaseName(backup);
            if (copy.open())
                (void)exec(copy, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
            copy.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }
    return backup;
}

} // namespace countdown
