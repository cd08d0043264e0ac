// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// HistoryStore on real SQLite files in temporary folders: every field survives a round trip, the
// version 1 schema is migrated, bad files are moved aside byte for byte, a folder where nothing
// can be written gives errors and no crash, CSV export reads back, clear() keeps a backup, two
// instances share a file, and a writer process killed mid-write loses nothing it reported as
// committed.
//
// The test reads the files with its own raw SQL and its own copy of the version 1 DDL, so that it
// does not check HistoryStore against itself.
//
// The executable doubles as the crash test's child: `tst_history --writer <path>` stores rounds
// until it is killed, printing each committed id.
#include "history.h"
#include "variantfile.h"
#include "words.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimeZone>

#include <cstdio>
#include <latch>
#include <memory>
#include <mutex>
#include <optional>
#include <set>

using namespace countdown;

Q_DECLARE_METATYPE(countdown::RoundRecord)

namespace {

// The version 1 schema as released (it must match history.cpp's first migration, which is frozen).
const char kVersion1Ddl[] =
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
    " solver_solutions INTEGER NOT NULL DEFAULT -1)";

// What version 2 added (history.cpp's second migration, frozen).
const char *const kVersion2Ddl[] = {
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

// What version 3 added (history.cpp's third migration, frozen).
const char kVersion3Ddl[] = "CREATE TABLE round_players ("
                            " round_id INTEGER NOT NULL REFERENCES rounds(id),"
                            " seat INTEGER NOT NULL CHECK (seat >= 1),"
                            " kind TEXT NOT NULL CHECK (kind IN ('contestant', 'person')),"
                            " name TEXT NOT NULL,"
                            " level INTEGER,"
                            " value INTEGER,"
                            " method TEXT NOT NULL DEFAULT '',"
                            " points INTEGER NOT NULL DEFAULT 0,"
                            " PRIMARY KEY (round_id, seat))";

// What version 4 added (history.cpp's fourth migration, frozen).
const char *const kVersion4Ddl[] = {
    "ALTER TABLE rounds ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0)",
    "ALTER TABLE rounds ADD COLUMN easiest_numbers INTEGER CHECK (easiest_numbers BETWEEN 1 AND 7)",
    "ALTER TABLE rounds ADD COLUMN needs_division INTEGER CHECK (needs_division IN (0, 1))",
};
const char kVersion5Ddl[] = "ALTER TABLE games ADD COLUMN focus TEXT";
const char *const kVersion6Ddl[] = {
    "ALTER TABLE rounds ADD COLUMN variant_id TEXT",
    "ALTER TABLE rounds ADD COLUMN variant_definition TEXT",
};

const char *const kVersion7Ddl[] = {
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

// A plain SQLite connection of the test's own, closed and removed when it goes.
class RawDatabase {
public:
    explicit RawDatabase(const QString &path)
        : m_name(QStringLiteral("test-raw-%1").arg(++s_counter))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_open = db.open();
    }
    ~RawDatabase()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawDatabase(const RawDatabase &) = delete;
    RawDatabase &operator=(const RawDatabase &) = delete;

    bool isOpen() const { return m_open; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

    bool exec(const QString &statement) const
    {
        QSqlQuery query(db());
        const bool ok = query.exec(statement);
        if (!ok)
            qWarning() << statement << query.lastError().text();
        return ok;
    }
    // Every row's columns joined by "|".
    QStringList rows(const QString &statement) const
    {
        QSqlQuery query(db());
        QStringList rows;
        if (!query.exec(statement)) {
            rows.append(QStringLiteral("ERROR: ") + query.lastError().text());
            return rows;
        }
        while (query.next()) {
            QStringList columns;
            for (int i = 0; i < query.record().count(); ++i)
                columns.append(query.value(i).isNull() ? QStringLiteral("NULL")
                                                       : query.value(i).toString());
            rows.append(columns.join(QLatin1Char('|')));
        }
        return rows;
    }
    QString value(const QString &statement) const { return rows(statement).value(0); }

private:
    static inline int s_counter = 0;
    QString m_name;
    bool m_open = false;
};

// A file of schema `version` (1-7) as those versions made it: their frozen statements, in order.
bool buildVersion(const RawDatabase &raw, int version)
{
    bool ok = raw.exec(QString::fromLatin1(kVersion1Ddl));
    if (version >= 2) {
        for (const char *statement : kVersion2Ddl)
            ok = ok && raw.exec(QString::fromLatin1(statement));
    }
    if (version >= 3)
        ok = ok && raw.exec(QString::fromLatin1(kVersion3Ddl));
    if (version >= 4) {
        for (const char *statement : kVersion4Ddl)
            ok = ok && raw.exec(QString::fromLatin1(statement));
    }
    if (version >= 5)
        ok = ok && raw.exec(QString::fromLatin1(kVersion5Ddl));
    if (version >= 6) {
        for (const char *statement : kVersion6Ddl)
            ok = ok && raw.exec(QString::fromLatin1(statement));
    }
    if (version >= 7) {
        for (const char *statement : kVersion7Ddl)
            ok = ok && raw.exec(QString::fromLatin1(statement));
    }
    return ok;
}

QDateTime utc(int year, int month, int day, int h, int m, int s, int ms)
{
    return QDateTime(QDate(year, month, day), QTime(h, m, s, ms), QTimeZone::utc());
}

// A plausible UK round, different for each i.
RoundRecord sampleRound(int i)
{
    RoundRecord r;
    r.playedAt = utc(2026, 1, 1, 12, 0, 0, 0).addSecs(60LL * i).addMSecs(i % 1000);
    r.numbers = {25, 50, 75, 100, 3, Number(1 + i % 10)};
    r.target = 100 + i % 900;
    r.large = 4;
    r.playerValue = r.target - i % 3;
    r.playerWorking = QStringLiteral("(100 + 3) * 6 - 25 + %1").arg(i);
    r.points = i % 3 == 0 ? 10 : 7;
    r.millisecondsUsed = 1000LL * (i % 30) + i % 1000;
    r.solverBest = r.target;
    r.solverSolutions = i % 50;
    return r;
}

// The error of a failed result as text, empty for a success (QVERIFY2 evaluates its message
// whatever the outcome).
template <typename T>
QString why(const Result<T> &result)
{
    return result.ok() ? QString() : errorMessage(result.error());
}

QString show(const RoundRecord &r)
{
    QStringList numbers;
    for (const Number n : r.numbers)
        numbers.append(QString::number(n));
    return QStringLiteral("{id %1 game %2 at %3 variant %4 mode %5 [%6] target %7 large %8 "
                          "value %9 working '%10' points %11 ms %12 cheated %13 daily %14 "
                          "difficulty '%15' best %16 solutions %17}")
        .arg(QString::number(r.id), QString::number(r.gameId),
             r.playedAt.toString(Qt::ISODateWithMs), QString::number(int(r.rules)),
             QString::number(int(r.mode)), numbers.join(QLatin1Char(' ')),
             QString::number(r.target), QString::number(r.large),
             r.playerValue ? QString::number(*r.playerValue) : QStringLiteral("none"))
        .arg(r.playerWorking, QString::number(r.points), QString::number(r.millisecondsUsed),
             r.answerShown ? QStringLiteral("yes") : QStringLiteral("no"),
             r.dailyDate.toString(Qt::ISODate),
             r.difficulty ? difficultyWord(*r.difficulty) : QStringLiteral("none"),
             QString::number(r.solverBest), QString::number(r.solverSolutions));
}

QString showPlayers(const RoundRecord &r)
{
    QStringList players;
    for (const PlayerRecord &p : r.players) {
        players << QStringLiteral("%1 %2 (%3) value %4 '%5' %6")
                       .arg(p.kind == PlayerRecord::Kind::Person ? QStringLiteral("person")
                                                                 : QStringLiteral("contestant"),
                            p.name, QString::number(p.level),
                            p.value ? QString::number(*p.value) : QStringLiteral("none"), p.method,
                            QString::number(p.points));
    }
    return QStringLiteral(" players [%1]").arg(players.join(QStringLiteral("; ")));
}

#define COMPARE_ROUNDS(actual, expected)                                                           \
    QVERIFY2((actual) == (expected), qPrintable(QStringLiteral("\n got      %1\n expected %2")     \
                                                    .arg(show(actual) + showPlayers(actual),       \
                                                         show(expected) + showPlayers(expected))))

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
           && file.write(bytes) == bytes.size();
}

QString integrity(const QString &path)
{
    const RawDatabase raw(path);
    return raw.rows(QStringLiteral("PRAGMA integrity_check")).join(QLatin1Char(';'));
}

// The report's problems as the window shows them.
QString problemText(const HistoryStore::OpenReport &report)
{
    QStringList texts;
    for (const Error &problem : report.problems)
        texts.append(errorMessage(problem));
    return texts.join(QStringLiteral("; "));
}

int userVersion(const QString &path)
{
    const RawDatabase raw(path);
    return raw.value(QStringLiteral("PRAGMA user_version")).toInt();
}

// Files whose name starts with `prefix` in `dir` (the store's companions excluded).
QStringList filesStartingWith(const QString &dir, const QString &prefix)
{
    return QDir(dir).entryList({prefix + QLatin1Char('*')},
                               QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
}

// A strict RFC 4180 reader: records (CRLF-terminated) of fields; nullopt when malformed.
std::optional<QList<QStringList>> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        if (text.at(i) == QLatin1Char('"')) {
            if (!field.isEmpty())
                return std::nullopt; // a quote inside an unquoted field
            ++i;
            for (;;) {
                if (i >= n)
                    return std::nullopt; // unterminated
                if (text.at(i) == QLatin1Char('"')) {
                    if (i + 1 < n && text.at(i + 1) == QLatin1Char('"')) {
                        field += QLatin1Char('"');
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += text.at(i++);
            }
            if (i < n && text.at(i) != QLatin1Char(',') && text.at(i) != QLatin1Char('\r'))
                return std::nullopt;
            continue;
        }
        if (text.at(i) == QLatin1Char(',')) {
            record.append(field);
            field.clear();
            ++i;
        } else if (text.at(i) == QLatin1Char('\r')) {
            if (i + 1 >= n || text.at(i + 1) != QLatin1Char('\n'))
                return std::nullopt;
            record.append(field);
            field.clear();
            records.append(record);
            record.clear();
            i += 2;
        } else if (text.at(i) == QLatin1Char('\n')) {
            return std::nullopt; // a bare LF outside quotes
        } else {
            field += text.at(i++);
        }
    }
    if (!field.isEmpty() || !record.isEmpty())
        return std::nullopt; // the last record has no line end
    return records;
}

// The crash test's child: stores rounds until killed, printing each committed id at once.
int runWriter(const QString &path)
{
    HistoryStore store(path);
    if (!store.isOpen()) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(path),
                     qPrintable(problemText(store.openReport())));
        return 2;
    }
    QElapsedTimer running;
    running.start();
    // A safety net only: the parent kills the writer long before; an orphan must not write
    // forever.
    for (int i = 0; running.elapsed() < 60'000; ++i) {
        const Result<qint64> id = store.addRound(sampleRound(i));
        if (!id) {
            std::fprintf(stderr, "%s\n", qPrintable(errorMessage(id.error())));
            return 3;
        }
        std::printf("%lld\n", static_cast<long long>(id.value()));
        std::fflush(stdout);
    }
    return 0;
}

const QRegularExpression
    kCorruptName(QStringLiteral("^history\\.corrupt-\\d{8}-\\d{6}(-\\d+)?\\.sqlite$"));
const QRegularExpression
    kBackupName(QStringLiteral("^history\\.backup-\\d{8}-\\d{6}(-\\d+)?\\.sqlite$"));

} // namespace

class TestHistory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void roundTrip_data();
    void roundTrip();
    void roundsInTheOrderStored();
    void missingTimeIsNow();
    void games();
    void gameErrors();
    void dailyAttempt();
    void dailyAttemptReadError();
    void newSchema();
    void migrationFromVersion1();
    void migrationFromVersion2();
    void migrationFromVersion3();
    void migrationFromVersion4();
    void migrationFromVersion5();
    void migrationFromVersion6();
    void migrationFromVersion7();
    void challengeRepliesKeptOnce();
    void variantColumns();
    void gamesOfPractice();
    void roundsWithOtherPlayers();
    void newerVersionIsLeftAlone();
    void badFileIsMovedAside_data();
    void badFileIsMovedAside();
    void folderInTheWayIsMovedAside();
    void zeroLengthFileIsANewHistory();
    void nothingWritable_data();
    void nothingWritable();
    void csvExport();
    void csvExportToAnUnwritablePlace();
    void clearKeepsABackup();
    void clearWhileAnotherInstanceReads();
    void twoInstancesInterleave();
    void twoInstancesInTwoThreads();
    void instancesStartingTogetherShareOneFile();
    void killedWriterLosesNothingCommitted();

private:
    // A real history of 200 rounds (about 20 pages), closed, its WAL folded in.
    QByteArray m_realDatabase;
};

void TestHistory::initTestCase()
{
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        for (int i = 0; i < 200; ++i) {
            RoundRecord round = sampleRound(i);
            round.playerWorking = round.playerWorking.repeated(12); // ~300 bytes, no overflow page
            QVERIFY(store.addRound(round).ok());
        }
    }
    // The last connection's close checkpoints the WAL into the file and removes it.
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    m_realDatabase = readBytes(path);
    QVERIFY(m_realDatabase.size() >= 16 * 4096);
}

void TestHistory::roundTrip_data()
{
    QTest::addColumn<RoundRecord>("round");

    RoundRecord uk;
    uk.playedAt = utc(2026, 3, 14, 15, 9, 26, 535);
    uk.numbers = {25, 50, 75, 100, 3, 6};
    uk.target = 952;
    uk.large = 4;
    uk.playerValue = 952;
    uk.playerWorking = QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25");
    uk.points = 10;
    uk.millisecondsUsed = 28'417;
    uk.solverBest = 952;
    uk.solverSolutions = 2;
    QTest::newRow("UK, exact") << uk;

    RoundRecord none;
    none.playedAt = utc(2026, 3, 15, 0, 0, 0, 1);
    none.numbers = {1, 2, 3, 4, 5, 6};
    none.target = 999;
    none.large = 0;
    none.playerValue = std::nullopt;
    none.millisecondsUsed = 30'000;
    none.solverBest = 720;
    none.solverSolutions = -1;
    QTest::newRow("no declaration, nothing known") << none;

    RoundRecord custom;
    custom.playedAt = utc(2026, 12, 31, 23, 59, 59, 999);
    custom.rules = RuleSet::Custom;
    custom.mode = SolveMode::UseAll;
    custom.numbers = {999'999, 999'999, 1, 2, 3, 4, 5};
    custom.target = 999'999;
    custom.large = -1;
    custom.playerValue = 999'999;
    custom.playerWorking = QStringLiteral("999999");
    custom.points = 0;
    custom.millisecondsUsed = 0;
    custom.solverBest = 999'999;
    custom.solverSolutions = 123'456;
    QTest::newRow("custom, 7 numbers, 999999") << custom;

    RoundRecord french;
    french.playedAt = utc(2025, 6, 1, 8, 30, 0, 0);
    french.rules = RuleSet::LeCompteEstBon;
    french.mode = SolveMode::UseAll;
    french.numbers = {2, 2, 7, 10, 25, 100};
    french.target = 101;
    french.playerValue = 100;
    french.playerWorking = QStringLiteral("100");
    french.points = 7;
    french.millisecondsUsed = 45'001;
    french.answerShown = true;
    french.solverBest = 101;
    french.solverSolutions = 40;
    QTest::newRow("le compte est bon, use all, cheated") << french;

    RoundRecord daily = uk;
    daily.dailyDate = QDate(2026, 3, 14);
    daily.difficulty = Difficulty::Hard;
    daily.playerValue = 950;
    daily.points = 7;
    QTest::newRow("daily attempt with a difficulty") << daily;

    RoundRecord set = uk;
    set.millisecondsUsed = 187'250; // untimed
    set.dailySetDate = QDate(2026, 12, 5);
    set.dailySetPosition = 5;
    QTest::newRow("daily set, fifth puzzle") << set;

    RoundRecord challenge = custom;
    challenge.challengeCode = QStringLiteral("K7QX-3M9P-2ABC");
    challenge.players = {PlayerRecord{PlayerRecord::Kind::Challenger,
                                      QStringLiteral("Zoë ") + QChar(0x202E) + QStringLiteral("ab"),
                                      0, std::nullopt, QString(), 0, 3'600'000, 4}};
    QTest::newRow("challenge, challenger without a declaration") << challenge;

    // Stored as UTC, read back as the same moment.
    RoundRecord offset = uk;
    offset.playedAt = QDateTime(QDate(2026, 7, 1), QTime(1, 30, 0, 250), QTimeZone(7200));
    QTest::newRow("played at UTC+2") << offset;

    RoundRecord text = uk;
    text.playerWorking = QStringLiteral("75 × 6, \"quoted\"\nnext line");
    QTest::newRow("working with a comma, quotes, a line break") << text;

    RoundRecord seven = uk;
    seven.numbers = {100, 75, 3, 3, 8, 9, 10};
    seven.gameVariant = builtInVariant(u"seven-tiles");
    QTest::newRow("seven tiles") << seven;

    // A player's own variant: it reads back whole, whatever became of it in the settings.
    RoundRecord own = uk;
    GameVariant mine = *builtInVariant(u"no-division");
    mine.id = QStringLiteral("family-rules");
    mine.name = QStringLiteral("Family rules, “no ÷”");
    mine.large = {12, 37, 62, 87, 87};
    mine.largePick = LargePick{1, 5};
    mine.mode = SolveMode::UseAll;
    mine.clockSeconds = 90;
    own.gameVariant = mine;
    own.mode = SolveMode::UseAll;
    QTest::newRow("a player's own variant") << own;
}

void TestHistory::roundTrip()
{
    QFETCH(RoundRecord, round);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    RoundRecord expected = round;
    {
        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        const Result<qint64> id = store.addRound(round);
        QVERIFY2(id.ok(), qPrintable(why(id)));
        QCOMPARE(id.value(), qint64(1));
        expected.id = id.value();
        const std::vector<RoundRecord> rounds = store.rounds();
        QCOMPARE(rounds.size(), std::size_t(1));
        COMPARE_ROUNDS(rounds.front(), expected);
        QCOMPARE(rounds.front().playedAt.timeSpec(), Qt::UTC);
    }
    // And from the file, by a new store.
    HistoryStore again(path);
    QVERIFY(again.isOpen());
    QCOMPARE(again.openReport().migratedFrom, 0);
    const std::vector<RoundRecord> rounds = again.rounds();
    QCOMPARE(rounds.size(), std::size_t(1));
    COMPARE_ROUNDS(rounds.front(), expected);

    // The stored text, as documented (read with plain SQL).
    const RawDatabase raw(path);
    const QString playedAt = raw.value(QStringLiteral("SELECT played_at FROM rounds"));
    QVERIFY2(
        QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$"))
            .match(playedAt)
            .hasMatch(),
        qPrintable(playedAt));
    const QString player = raw.value(QStringLiteral("SELECT player_value FROM rounds"));
    QCOMPARE(player,
             round.playerValue ? QString::number(*round.playerValue) : QStringLiteral("NULL"));
}

void TestHistory::roundsInTheOrderStored()
{
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.isOpen());
    QList<qint64> ids;
    // Clocks can go back (a time zone trip, a corrected clock): the order stored wins.
    for (const int i : {5, 3, 9, 1, 7}) {
        const Result<qint64> id = store.addRound(sampleRound(i));
        QVERIFY(id.ok());
        ids.append(id.value());
    }
    QCOMPARE(ids, (QList<qint64>{1, 2, 3, 4, 5}));
    const std::vector<RoundRecord> rounds = store.rounds();
    QCOMPARE(rounds.size(), std::size_t(5));
    const int order[] = {5, 3, 9, 1, 7};
    for (std::size_t k = 0; k < rounds.size(); ++k) {
        RoundRecord expected = sampleRound(order[k]);
        expected.id = qint64(k + 1);
        COMPARE_ROUNDS(rounds[k], expected);
    }
}

// A round without a time is stored with the time of storing.
void TestHistory::missingTimeIsNow()
{
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    RoundRecord round = sampleRound(1);
    round.playedAt = QDateTime();
    const QDateTime before = QDateTime::currentDateTimeUtc();
    QVERIFY(store.addRound(round).ok());
    const QDateTime after = QDateTime::currentDateTimeUtc();
    const QDateTime stored = store.rounds().front().playedAt;
    QVERIFY2(stored >= before.addMSecs(-1) && stored <= after.addMSecs(1),
             qPrintable(stored.toString(Qt::ISODateWithMs)));
}

void TestHistory::games()
{
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.isOpen());
    QVERIFY(store.games().empty());

    const QDateTime before = QDateTime::currentDateTimeUtc();
    const Result<qint64> first = store.startGame(3);
    QVERIFY(first.ok());
    const Result<qint64> second = store.startGame(2);
    QVERIFY(second.ok());
    const QDateTime after = QDateTime::currentDateTimeUtc();

    RoundRecord a = sampleRound(0); // 10 points
    a.gameId = first.value();
    RoundRecord b = sampleRound(1); // 7 points
    b.gameId = first.value();
    RoundRecord alone = sampleRound(3); // 10 points, in no game
    QVERIFY(store.addRound(a).ok());
    QVERIFY(store.addRound(alone).ok());
    QVERIFY(store.addRound(b).ok());
    QVERIFY(!store.finishGame(first.value()).has_value());

    const std::vector<GameRecord> games = store.games();
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[0].id, first.value());
    QCOMPARE(games[0].roundsPlanned, 3);
    QCOMPARE(games[0].roundsPlayed, 2);
    QCOMPARE(games[0].total, 17);
    QVERIFY(games[0].finished);
    QCOMPARE(games[1].id, second.value());
    QCOMPARE(games[1].roundsPlanned, 2);
    QCOMPARE(games[1].roundsPlayed, 0);
    QCOMPARE(games[1].total, 0);
    QVERIFY(!games[1].finished);
    for (const GameRecord &game : games) {
        QVERIFY(game.startedAt >= before.addMSecs(-1) && game.startedAt <= after.addMSecs(1));
        QCOMPARE(game.startedAt.timeSpec(), Qt::UTC);
    }

    const std::vector<RoundRecord> rounds = store.rounds();
    QCOMPARE(rounds.size(), std::size_t(3));
    QCOMPARE(rounds[0].gameId, first.value());
    QCOMPARE(rounds[1].gameId, qint64(0));
    QCOMPARE(rounds[2].gameId, first.value());

    // Finishing twice is harmless.
    QVERIFY(!store.finishGame(first.value()).has_value());
}

void TestHistory::gameErrors()
{
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.isOpen());

    const std::optional<Error> unknown = store.finishGame(42);
    QVERIFY(unknown.has_value());
    QCOMPARE(unknown->kind, ErrorKind::FinishingGameFailed);
    QVERIFY(errorMessage(*unknown).contains(QStringLiteral("42")));

    RoundRecord orphan = sampleRound(1);
    orphan.gameId = 42; // foreign key: no such game
    const Result<qint64> refused = store.addRound(orphan);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::StoringRoundFailed);
    QVERIFY(store.rounds().empty()); // rolled back

    const Result<qint64> empty = store.startGame(0);
    QVERIFY(!empty.ok());
    QCOMPARE(empty.error().kind, ErrorKind::StartingGameFailed);
    QVERIFY(store.games().empty());

    // The store still works after refusals (no transaction left open).
    QVERIFY(store.addRound(sampleRound(2)).ok());
    QCOMPARE(store.rounds().size(), std::size_t(1));
}

void TestHistory::dailyAttempt()
{
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.isOpen());
    const QDate day(2026, 2, 28);
    QVERIFY(store.dailyAttempt(day).ok());
    QVERIFY(!store.dailyAttempt(day).value().has_value());

    RoundRecord practice = sampleRound(1); // not a daily attempt
    RoundRecord attempt = sampleRound(2);
    attempt.dailyDate = day;
    RoundRecord replay = sampleRound(3); // the day's puzzle replayed: not recorded as the attempt
    RoundRecord nextDay = sampleRound(4);
    nextDay.dailyDate = day.addDays(1);
    RoundRecord secondAttempt = sampleRound(5); // should not happen; the first one stays
    secondAttempt.dailyDate = day;
    for (RoundRecord *r : {&practice, &attempt, &replay, &nextDay, &secondAttempt}) {
        const Result<qint64> id = store.addRound(*r);
        QVERIFY(id.ok());
        r->id = id.value();
    }

    const Result<std::optional<RoundRecord>> found = store.dailyAttempt(day);
    QVERIFY(found.ok() && found->has_value());
    COMPARE_ROUNDS(**found, attempt);
    const Result<std::optional<RoundRecord>> next = store.dailyAttempt(day.addDays(1));
    QVERIFY(next.ok() && next->has_value());
    COMPARE_ROUNDS(**next, nextDay);
    QVERIFY(!store.dailyAttempt(day.addDays(-1)).value().has_value());
    QVERIFY(!store.dailyAttempt(QDate()).value().has_value());
}

// A history that cannot be read says so: "no attempt" would allow a second recorded one.
void TestHistory::dailyAttemptReadError()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    HistoryStore store(path);
    QVERIFY(store.isOpen());
    RoundRecord attempt = sampleRound(2);
    attempt.dailyDate = QDate(2026, 2, 28);
    QVERIFY(store.addRound(attempt).ok());
    // Another program breaks the table under the open store.
    QVERIFY(RawDatabase(path).exec(QStringLiteral("ALTER TABLE rounds RENAME TO rounds_gone")));
    const Result<std::optional<RoundRecord>> read = store.dailyAttempt(attempt.dailyDate);
    QVERIFY(!read.ok());
    QCOMPARE(read.error().kind, ErrorKind::ReadingHistoryFailed);
    QVERIFY2(
        errorMessage(read.error()).startsWith(QStringLiteral("The history could not be read: ")),
        qPrintable(errorMessage(read.error())));
}

// The current schema, column by column, as historyschema.cpp writes it down.
void TestHistory::newSchema()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        HistoryStore store(path);
        QVERIFY(store.isOpen());
        QCOMPARE(store.openReport().migratedFrom, 0);
        QVERIFY(store.openReport().movedAsideTo.isEmpty());
        QVERIFY(store.openReport().problems.empty());
        QCOMPARE(store.path(), path);

        const RawDatabase raw(path);
        QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")), QStringLiteral("8"));
        QCOMPARE(raw.value(QStringLiteral("PRAGMA journal_mode")), QStringLiteral("wal"));
        // name|type|notnull|pk
        QCOMPARE(raw.rows(QStringLiteral("SELECT name, type, \"notnull\", pk FROM "
                                         "pragma_table_info('games') ORDER BY cid")),
                 (QStringList{
                     QStringLiteral("id|INTEGER|0|1"), QStringLiteral("started_at|TEXT|1|0"),
                     QStringLiteral("rounds_planned|INTEGER|1|0"),
                     QStringLiteral("finished|INTEGER|1|0"), QStringLiteral("focus|TEXT|0|0")}));
        const QStringList rounds = raw.rows(QStringLiteral(
            "SELECT name, type, \"notnull\" FROM pragma_table_info('rounds') ORDER BY name"));
        QCOMPARE(rounds, (QStringList{
                             QStringLiteral("challenge_code|TEXT|0"),
                             QStringLiteral("cheated|INTEGER|1"),
                             QStringLiteral("daily_date|TEXT|0"),
                             QStringLiteral("daily_set_date|TEXT|0"),
                             QStringLiteral("daily_set_position|INTEGER|0"),
                             QStringLiteral("difficulty|TEXT|0"),
                             QStringLiteral("easiest_numbers|INTEGER|0"),
                             QStringLiteral("game_id|INTEGER|0"),
                             QStringLiteral("hints|INTEGER|1"),
                             QStringLiteral("id|INTEGER|0"),
                             QStringLiteral("large|INTEGER|1"),
                             QStringLiteral("milliseconds_used|INTEGER|1"),
                             QStringLiteral("mode|TEXT|1"),
                             QStringLiteral("needs_division|INTEGER|0"),
                             QStringLiteral("numbers|TEXT|1"),
                             QStringLiteral("played_at|TEXT|1"),
                             QStringLiteral("player_value|INTEGER|0"),
                             QStringLiteral("player_working|TEXT|1"),
                             QStringLiteral("points|INTEGER|1"),
                             QStringLiteral("solver_best|INTEGER|1"),
                             QStringLiteral("solver_solutions|INTEGER|1"),
                             QStringLiteral("target|INTEGER|1"),
                             QStringLiteral("variant|TEXT|1"),
                             QStringLiteral("variant_definition|TEXT|0"),
                             QStringLiteral("variant_id|TEXT|0"),
                         }));
        QCOMPARE(raw.rows(QStringLiteral(
                     "SELECT \"table\", \"from\", \"to\" FROM pragma_foreign_key_list('rounds')")),
                 QStringList{QStringLiteral("games|game_id|id")});
        // name|type|notnull|pk
        QCOMPARE(
            raw.rows(QStringLiteral("SELECT name, type, \"notnull\", pk FROM "
                                    "pragma_table_info('round_players') ORDER BY cid")),
            (QStringList{QStringLiteral("round_id|INTEGER|1|1"), QStringLiteral("seat|INTEGER|1|2"),
                         QStringLiteral("kind|TEXT|1|0"), QStringLiteral("name|TEXT|1|0"),
                         QStringLiteral("level|INTEGER|0|0"), QStringLiteral("value|INTEGER|0|0"),
                         QStringLiteral("method|TEXT|1|0"), QStringLiteral("points|INTEGER|1|0"),
                         QStringLiteral("milliseconds_used|INTEGER|1|0"),
                         QStringLiteral("hints|INTEGER|1|0")}));
        QCOMPARE(raw.rows(QStringLiteral("SELECT \"table\", \"from\", \"to\" FROM "
                                         "pragma_foreign_key_list('round_players')")),
                 QStringList{QStringLiteral("rounds|round_id|id")});
        // name|type|notnull|pk
        QCOMPARE(raw.rows(QStringLiteral("SELECT name, type, \"notnull\", pk FROM "
                                         "pragma_table_info('challenge_replies') ORDER BY cid")),
                 (QStringList{QStringLiteral("id|INTEGER|0|1"), QStringLiteral("read_at|TEXT|1|0"),
                              QStringLiteral("code|TEXT|1|0")}));

        // Stored as readable words, numbers as text.
        RoundRecord round = sampleRound(7);
        round.rules = RuleSet::LeCompteEstBon;
        round.mode = SolveMode::UseAll;
        QVERIFY(store.addRound(round).ok());
        QCOMPARE(raw.value(
                     QStringLiteral("SELECT variant || ',' || mode || ',' || numbers FROM rounds")),
                 QStringLiteral("le-compte-est-bon,use-all,25 50 75 100 3 8"));
    }
}

void TestHistory::migrationFromVersion1()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        // An old file, as version 1 wrote it (rollback journal, no WAL).
        const RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        QVERIFY(buildVersion(raw, 1));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO rounds (played_at, variant, mode, numbers, target, large, player_value,"
            " player_working, points, milliseconds_used, cheated, solver_best, solver_solutions)"
            " VALUES ('2025-11-02T19:45:01.250Z', 'countdown', 'drop', '50 100 4 7 8 9', 634, 2,"
            " 634, '(100 + 7) * 6 - 8', 10, 21500, 0, 634, 12),"
            " ('2025-11-02T19:47:30.000Z', 'le-compte-est-bon', 'use-all', '1 1 5 9 25 75', 412,"
            " -1, NULL, '', 0, 45000, 1, 410, 0),"
            " ('2025-11-03T07:00:00.999Z', 'custom', 'drop', '3 7 999999', 999999, -1, 999999,"
            " '999999', 0, 1000, 0, 999999, 1)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 1")));
    }

    RoundRecord first;
    first.id = 1;
    first.playedAt = utc(2025, 11, 2, 19, 45, 1, 250);
    first.numbers = {50, 100, 4, 7, 8, 9};
    first.target = 634;
    first.large = 2;
    first.playerValue = 634;
    first.playerWorking = QStringLiteral("(100 + 7) * 6 - 8");
    first.points = 10;
    first.millisecondsUsed = 21'500;
    first.solverBest = 634;
    first.solverSolutions = 12;
    RoundRecord second;
    second.id = 2;
    second.playedAt = utc(2025, 11, 2, 19, 47, 30, 0);
    second.rules = RuleSet::LeCompteEstBon;
    second.mode = SolveMode::UseAll;
    second.numbers = {1, 1, 5, 9, 25, 75};
    second.target = 412;
    second.millisecondsUsed = 45'000;
    second.answerShown = true;
    second.solverBest = 410;
    second.solverSolutions = 0;
    RoundRecord third;
    third.id = 3;
    third.playedAt = utc(2025, 11, 3, 7, 0, 0, 999);
    third.rules = RuleSet::Custom;
    third.numbers = {3, 7, 999'999};
    third.target = 999'999;
    third.playerValue = 999'999;
    third.playerWorking = QStringLiteral("999999");
    third.millisecondsUsed = 1000;
    third.solverBest = 999'999;
    third.solverSolutions = 1;

    {
        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        QCOMPARE(store.openReport().migratedFrom, 1);
        QVERIFY(store.openReport().movedAsideTo.isEmpty());
        const std::vector<RoundRecord> rounds = store.rounds();
        QCOMPARE(rounds.size(), std::size_t(3));
        // The new columns are empty: no game, no daily date, no difficulty.
        COMPARE_ROUNDS(rounds[0], first);
        COMPARE_ROUNDS(rounds[1], second);
        COMPARE_ROUNDS(rounds[2], third);
        QVERIFY(store.games().empty());

        // The new features work on the migrated file.
        const Result<qint64> game = store.startGame(3);
        QVERIFY(game.ok());
        RoundRecord fourth = sampleRound(4);
        fourth.gameId = game.value();
        fourth.dailyDate = QDate(2026, 1, 1);
        fourth.difficulty = Difficulty::Easy;
        const Result<qint64> id = store.addRound(fourth);
        QVERIFY(id.ok());
        QCOMPARE(id.value(), qint64(4));
        QVERIFY(store.dailyAttempt(QDate(2026, 1, 1)).value().has_value());
    }
    QCOMPARE(userVersion(path), HistoryStore::kSchemaVersion);
    QCOMPARE(integrity(path), QStringLiteral("ok"));

    // Once migrated, opening again migrates nothing.
    {
        HistoryStore store(path);
        QVERIFY(store.isOpen());
        QCOMPARE(store.openReport().migratedFrom, 0);
        QCOMPARE(store.rounds().size(), std::size_t(4));
    }

    // A migrated file has exactly the schema of a new one.
    const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));
    {
        HistoryStore store(fresh);
        QVERIFY(store.isOpen());
    }
    const auto schema = [](const QString &file) {
        const RawDatabase raw(file);
        QStringList all;
        for (const char *table : {"rounds", "games", "round_players"}) {
            all += raw.rows(QStringLiteral("SELECT * FROM pragma_table_info('%1') ORDER BY cid")
                                .arg(QLatin1String(table)));
            all += raw.rows(QStringLiteral("SELECT * FROM pragma_foreign_key_list('%1')")
                                .arg(QLatin1String(table)));
            all += raw.rows(QStringLiteral("SELECT name, \"unique\", partial FROM "
                                           "pragma_index_list('%1') ORDER BY name")
                                .arg(QLatin1String(table)));
        }
        all += raw.rows(QStringLiteral("SELECT type, name, sql FROM sqlite_master ORDER BY name"));
        return all;
    };
    QCOMPARE(schema(path), schema(fresh));
}

void TestHistory::migrationFromVersion2()
{
    // A version 2 file with a game and its rounds and a daily attempt: every round is kept as
    // it was, played alone (no other players), and the new table works.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        const RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        QVERIFY(buildVersion(raw, 2));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO games (started_at, rounds_planned, finished)"
                                        " VALUES ('2026-03-01T10:00:00.000Z', 2, 1)")));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO rounds (played_at, variant, mode, numbers, target, large, player_value,"
            " player_working, points, milliseconds_used, cheated, solver_best, solver_solutions,"
            " game_id, daily_date, difficulty)"
            " VALUES ('2026-03-01T10:00:40.000Z', 'countdown', 'drop', '75 8 2 3 1 9', 602, 1,"
            " 602, '75 * 8 + 2', 10, 9000, 0, 602, 30, 1, NULL, 'easy'),"
            " ('2026-03-01T10:01:40.000Z', 'countdown', 'drop', '25 50 75 100 3 6', 952, 4,"
            " 950, '(100 + 3) * 75 / 25 * 3 + 23', 7, 30000, 0, 952, 2, 1, NULL, NULL),"
            " ('2026-03-02T08:00:00.000Z', 'countdown', 'drop', '100 4 7 1 2 5', 311, 1, NULL,"
            " '', 0, 30000, 0, 311, 5, NULL, '2026-03-02', NULL)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 2")));
    }
    {
        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        QCOMPARE(store.openReport().migratedFrom, 2);
        const std::vector<RoundRecord> rounds = store.rounds();
        QCOMPARE(rounds.size(), std::size_t(3));
        QCOMPARE(rounds[0].gameId, qint64(1));
        QCOMPARE(rounds[0].playerValue, std::optional<Number>(602));
        QCOMPARE(rounds[0].difficulty, std::optional(Difficulty::Easy));
        QCOMPARE(rounds[1].playerWorking, QStringLiteral("(100 + 3) * 75 / 25 * 3 + 23"));
        QCOMPARE(rounds[1].points, 7);
        QCOMPARE(rounds[2].dailyDate, QDate(2026, 3, 2));
        QVERIFY(!rounds[2].playerValue);
        for (const RoundRecord &r : rounds)
            QVERIFY(r.players.empty());
        QCOMPARE(store.games().size(), std::size_t(1));
        QCOMPARE(store.games().front().total, 17);
        QVERIFY(store.dailyAttempt(QDate(2026, 3, 2)).value().has_value());

        RoundRecord duel = sampleRound(4);
        duel.players.push_back(PlayerRecord{PlayerRecord::Kind::Contestant, QStringLiteral("Mei"),
                                            4, 602, QStringLiteral("75 * 8 + 2"), 10});
        QVERIFY(store.addRound(duel).ok());
        QCOMPARE(store.rounds().back().players, duel.players);
    }
    QCOMPARE(userVersion(path), HistoryStore::kSchemaVersion);
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

void TestHistory::migrationFromVersion3()
{
    // A version 3 file: its rounds had no hints to take (0), and rounds with hints keep them.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        const RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        QVERIFY(buildVersion(raw, 3));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO rounds (played_at, variant, mode, numbers, target, large, player_value,"
            " player_working, points, milliseconds_used, cheated, solver_best, solver_solutions)"
            " VALUES ('2026-03-01T10:00:40.000Z', 'countdown', 'drop', '75 8 2 3 1 9', 602, 1,"
            " 602, '75 * 8 + 2', 10, 9000, 0, 602, 30)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 3")));
    }
    {
        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        QCOMPARE(store.openReport().migratedFrom, 3);
        QCOMPARE(store.rounds().size(), std::size_t(1));
        QCOMPARE(store.rounds().front().hintsTaken, 0);
        QCOMPARE(store.rounds().front().points, 10);
        QVERIFY(!store.rounds().front().easiestNumbers); // unknown for an old round
        QVERIFY(!store.rounds().front().needsDivision);

        RoundRecord hinted = sampleRound(5);
        hinted.hintsTaken = 3;
        hinted.points = 4;
        hinted.easiestNumbers = 6;
        hinted.needsDivision = true;
        QVERIFY(store.addRound(hinted).ok());
        QCOMPARE(store.rounds().back().hintsTaken, 3);
        QCOMPARE(store.rounds().back().easiestNumbers, std::optional(6));
        QCOMPARE(store.rounds().back().needsDivision, std::optional(true));
        RoundRecord plain = sampleRound(6);
        plain.easiestNumbers = 3;
        plain.needsDivision = false;
        QVERIFY(store.addRound(plain).ok());
        QCOMPARE(store.rounds().back().needsDivision, std::optional(false));
    }
    QCOMPARE(userVersion(path), HistoryStore::kSchemaVersion);
    QCOMPARE(integrity(path), QStringLiteral("ok"));
    // The schema forbids a negative count.
    const RawDatabase raw(path);
    QVERIFY(!raw.exec(QStringLiteral("UPDATE rounds SET hints = -1")));
    QVERIFY(!raw.exec(QStringLiteral("UPDATE rounds SET easiest_numbers = 8")));
    QVERIFY(!raw.exec(QStringLiteral("UPDATE rounds SET needs_division = 2")));
}

void TestHistory::migrationFromVersion4()
{
    // A version 4 file: its games were ordinary ones, and games of practice keep their kind.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        const RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        QVERIFY(buildVersion(raw, 4));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO games (started_at, rounds_planned, finished)"
                                        " VALUES ('2026-03-01T10:00:00.000Z', 3, 1)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 4")));
    }
    {
        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        QCOMPARE(store.openReport().migratedFrom, 4);
        QCOMPARE(store.games().size(), std::size_t(1));
        QVERIFY(!store.games().front().focus);
        QCOMPARE(store.games().front().roundsPlanned, 3);
        QVERIFY(store.startGame(10, RoundKind::needingDivision()).ok());
        QCOMPARE(store.games().back().focus, std::optional(RoundKind::needingDivision()));
    }
    QCOMPARE(userVersion(path), HistoryStore::kSchemaVersion);
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

// A version 6 file: its players keep who they were and get no time or hints; its rounds are not
// the daily set's nor challenges; a challenger can be stored at once.
void TestHistory::migrationFromVersion6()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        const RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        QVERIFY(buildVersion(raw, 6));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO rounds (played_at, variant, mode, numbers, target, large) VALUES"
            " ('2026-03-01T10:00:00.000Z', 'countdown', 'drop', '25 3 4 5 6 7', 500, 1)")));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO round_players (round_id, seat, kind, name, level, value, method, points)"
            " VALUES (1, 1, 'contestant', 'Mei', 4, 502, '25 * 4 * 5 + 2', 7),"
            " (1, 2, 'person', 'Ben', NULL, NULL, '', 0)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 6")));
    }
    {
        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        QCOMPARE(store.openReport().migratedFrom, 6);
        std::vector<RoundRecord> rounds = store.rounds();
        QCOMPARE(rounds.size(), std::size_t(1));
        QVERIFY(!rounds[0].dailySetDate.isValid());
        QCOMPARE(rounds[0].dailySetPosition, 0);
        QVERIFY(rounds[0].challengeCode.isEmpty());
        QCOMPARE(rounds[0].players,
                 (std::vector<PlayerRecord>{
                     PlayerRecord{PlayerRecord::Kind::Contestant, QStringLiteral("Mei"), 4, 502,
                                  QStringLiteral("25 * 4 * 5 + 2"), 7},
                     PlayerRecord{PlayerRecord::Kind::Person, QStringLiteral("Ben"), 0,
                                  std::nullopt, QString(), 0}}));
        RoundRecord challenge = rounds[0];
        challenge.challengeCode = QStringLiteral("K7QX");
        challenge.players = {PlayerRecord{PlayerRecord::Kind::Challenger, QStringLiteral("Zoë"), 0,
                                          500, QString(), 10, 12'300, 0}};
        QVERIFY(store.addRound(challenge).ok());
        QCOMPARE(store.rounds().back().players, challenge.players);
    }
    QCOMPARE(userVersion(path), HistoryStore::kSchemaVersion);
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

// A version 7 file (the daily set and challenges) gains the replies, none kept yet.
void TestHistory::migrationFromVersion7()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        const RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        QVERIFY(buildVersion(raw, 7));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO rounds (played_at, variant, mode, numbers, target, large, challenge_code)"
            " VALUES ('2026-12-01T10:00:00.000Z', 'custom', 'drop', '100 75 3 7 9 2', 834, -1,"
            " '1B83-409D-KH50-0T20-EH')")));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO round_players (round_id, seat, kind, name, value, points,"
            " milliseconds_used, hints) VALUES (1, 1, 'challenger', 'Anna', 830, 7, 20000, 1)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 7")));
    }
    {
        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        QCOMPARE(store.openReport().migratedFrom, 7);
        const std::vector<RoundRecord> rounds = store.rounds();
        QCOMPARE(rounds.size(), std::size_t(1));
        QCOMPARE(rounds[0].challengeCode, QStringLiteral("1B83-409D-KH50-0T20-EH"));
        QCOMPARE(rounds[0].players, (std::vector<PlayerRecord>{PlayerRecord{
                                        PlayerRecord::Kind::Challenger, QStringLiteral("Anna"), 0,
                                        830, QString(), 7, 20'000, 1}}));
        QVERIFY(store.challengeReplies().empty());
        QCOMPARE(store.addChallengeReply(QStringLiteral("K7QX")).value(), true);
        QCOMPARE(store.challengeReplies().size(), std::size_t(1));
    }
    QCOMPARE(userVersion(path), HistoryStore::kSchemaVersion);
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

// A reply is kept once, by its code, however often it is opened and by however many instances;
// it reads back as it was kept, and clearing the history deletes it (the backup keeps it).
void TestHistory::challengeRepliesKeptOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    HistoryStore store(path);
    HistoryStore other(path);
    QVERIFY(store.isOpen() && other.isOpen());
    const QDateTime first = utc(2026, 12, 5, 9, 30, 0, 125);
    QCOMPARE(store.addChallengeReply(QStringLiteral("AAAA-BBBB"), first).value(), true);
    QCOMPARE(store.addChallengeReply(QStringLiteral("AAAA-BBBB")).value(), false);
    QCOMPARE(other.addChallengeReply(QStringLiteral("AAAA-BBBB")).value(), false);
    QCOMPARE(other.addChallengeReply(QStringLiteral("CCCC-DDDD")).value(), true);
    const std::vector<ChallengeReplyRecord> replies = store.challengeReplies();
    QCOMPARE(replies.size(), std::size_t(2));
    QCOMPARE(replies[0].code, QStringLiteral("AAAA-BBBB"));
    QCOMPARE(replies[0].readAt, first);
    QCOMPARE(replies[1].code, QStringLiteral("CCCC-DDDD"));
    QVERIFY(replies[1].readAt.isValid());
    QVERIFY(replies[0].id < replies[1].id);
    QVERIFY(store.rounds().empty()); // a reply is not a round

    const Result<QString> backup = store.clear();
    QVERIFY2(backup.ok(), qPrintable(why(backup)));
    QVERIFY(store.challengeReplies().empty());
    HistoryStore old(backup.value());
    QCOMPARE(old.challengeReplies(), replies);
}

void TestHistory::migrationFromVersion5()
{
    // A version 5 file: its rounds were the show's rules or Le compte est bon, in their mode.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        const RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        QVERIFY(buildVersion(raw, 5));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO rounds (played_at, variant, mode, numbers, target, large) VALUES"
            " ('2026-03-01T10:00:00.000Z', 'countdown', 'drop', '25 3 4 5 6 7', 500, 1),"
            " ('2026-03-01T10:01:00.000Z', 'le-compte-est-bon', 'use-all', '1 2 3 4 5 6', 101,"
            " -1),"
            " ('2026-03-01T10:02:00.000Z', 'custom', 'drop', '7 8', 56, -1)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 5")));
    }
    {
        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        QCOMPARE(store.openReport().migratedFrom, 5);
        const std::vector<RoundRecord> rounds = store.rounds();
        QCOMPARE(rounds.size(), std::size_t(3));
        for (const RoundRecord &round : rounds)
            QVERIFY(!round.gameVariant);
        QCOMPARE(variantPlayed(rounds[0])->id, QStringLiteral("uk"));
        QCOMPARE(variantPlayed(rounds[0])->mode, SolveMode::DropAllowed);
        QCOMPARE(variantPlayed(rounds[1])->id, QStringLiteral("lceb"));
        QCOMPARE(variantPlayed(rounds[1])->mode, SolveMode::UseAll);
        QVERIFY(!variantPlayed(rounds[2]));
    }
    QCOMPARE(userVersion(path), HistoryStore::kSchemaVersion);
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

// What the two columns hold, and what a hand-edited or damaged definition reads as.
void TestHistory::variantColumns()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        HistoryStore store(path);
        QVERIFY(store.isOpen());
        RoundRecord round = sampleRound(1);
        round.gameVariant = builtInVariant(u"four-digit");
        round.target = 4321;
        QVERIFY(store.addRound(round).ok());
        round.gameVariant = std::nullopt;
        QVERIFY(store.addRound(round).ok());
        QVERIFY(store.addRound(round).ok());
    }
    {
        const RawDatabase raw(path);
        QCOMPARE(raw.value(QStringLiteral("SELECT variant_id FROM rounds WHERE id = 1")),
                 QStringLiteral("four-digit"));
        const QString definition =
            raw.value(QStringLiteral("SELECT variant_definition FROM rounds WHERE id = 1"));
        const auto read = variantFromJson(definition.toUtf8());
        QVERIFY(read.ok());
        QVERIFY(*read == *builtInVariant(u"four-digit"));
        QCOMPARE(raw.value(QStringLiteral("SELECT variant_id FROM rounds WHERE id = 2")),
                 QStringLiteral("NULL"));
        // Damaged: a definition that no longer reads, with a built-in's id, then without one.
        QVERIFY(raw.exec(QStringLiteral("UPDATE rounds SET variant_id = 'seven-tiles',"
                                        " variant_definition = '{\"tiles\": 99}' WHERE id = 2")));
        QVERIFY(raw.exec(QStringLiteral("UPDATE rounds SET variant_id = 'gone',"
                                        " variant_definition = 'not json' WHERE id = 3")));
    }
    HistoryStore store(path);
    const std::vector<RoundRecord> rounds = store.rounds();
    QCOMPARE(rounds.size(), std::size_t(3));
    QCOMPARE(rounds[0].gameVariant->targets.low, 1000);
    QCOMPARE(rounds[1].gameVariant->id, QStringLiteral("seven-tiles"));
    QVERIFY(!rounds[2].gameVariant);
    QCOMPARE(variantPlayed(rounds[2])->id, QStringLiteral("uk")); // its `variant` column says UK
}

void TestHistory::gamesOfPractice()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    HistoryStore store(path);
    QVERIFY(store.isOpen());
    const RoundKind kinds[] = {
        RoundKind::withLarge(0), RoundKind::withLarge(4), RoundKind::ofDifficulty(Difficulty::Easy),
        RoundKind::ofDifficulty(Difficulty::Hard), RoundKind::needingDivision()};
    for (const RoundKind &kind : kinds)
        QVERIFY(store.startGame(kFocusedPracticeRounds, kind).ok());
    QVERIFY(store.startGame(3).ok());
    std::vector<GameRecord> games = store.games();
    QCOMPARE(games.size(), std::size_t(6));
    for (std::size_t i = 0; i < std::size(kinds); ++i) {
        QCOMPARE(games[i].focus, std::optional(kinds[i]));
        QCOMPARE(games[i].roundsPlanned, 10);
    }
    QVERIFY(!games.back().focus);
    // Stored as the frozen words; a word this version does not know reads as an ordinary game.
    const RawDatabase raw(path);
    QCOMPARE(
        raw.rows(QStringLiteral("SELECT coalesce(focus, 'NULL') FROM games ORDER BY id")),
        (QStringList{QStringLiteral("large-0"), QStringLiteral("large-4"), QStringLiteral("easy"),
                     QStringLiteral("hard"), QStringLiteral("division"), QStringLiteral("NULL")}));
    QVERIFY(raw.exec(QStringLiteral("UPDATE games SET focus = 'square-roots' WHERE id = 1")));
    games = store.games();
    QCOMPARE(games.size(), std::size_t(6));
    QVERIFY(!games.front().focus);
}

void TestHistory::roundsWithOtherPlayers()
{
    // A round against a contestant and one of three people at one machine keep everyone's
    // declaration, method and points, in seat order; clearing the history removes them too.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    RoundRecord duel = sampleRound(1);
    duel.players = {PlayerRecord{PlayerRecord::Kind::Contestant, QStringLiteral("Hugo"), 3, 950,
                                 QStringLiteral("(100 + 3) * 75 / 25 * 3 + 23"), 0}};
    RoundRecord family = sampleRound(2);
    family.playerValue.reset();
    family.playerWorking.clear();
    family.points = 0;
    family.players = {
        PlayerRecord{PlayerRecord::Kind::Person, QStringLiteral("Anna"), 0, 602,
                     QStringLiteral("75 * 8 + 2"), 10},
        PlayerRecord{PlayerRecord::Kind::Person, QStringLiteral("Ben, \"the kid\""), 0,
                     std::nullopt, QString(), 0},
        PlayerRecord{PlayerRecord::Kind::Person, QStringLiteral("Zoë"), 0, 601, QString(), 0},
    };
    RoundRecord alone = sampleRound(3);
    HistoryStore store(path);
    QVERIFY(store.isOpen());
    for (const RoundRecord *r : {&duel, &family, &alone})
        QVERIFY(store.addRound(*r).ok());
    const std::vector<RoundRecord> rounds = store.rounds();
    QCOMPARE(rounds.size(), std::size_t(3));
    duel.id = 1;
    family.id = 2;
    alone.id = 3;
    COMPARE_ROUNDS(rounds[0], duel);
    COMPARE_ROUNDS(rounds[1], family);
    COMPARE_ROUNDS(rounds[2], alone);
    {
        const RawDatabase raw(path);
        QCOMPARE(
            raw.rows(QStringLiteral("SELECT round_id || ':' || seat || ':' || kind || ':' ||"
                                    " coalesce(level, 'null') FROM round_players"
                                    " ORDER BY round_id, seat")),
            (QStringList{QStringLiteral("1:1:contestant:3"), QStringLiteral("2:1:person:null"),
                         QStringLiteral("2:2:person:null"), QStringLiteral("2:3:person:null")}));
    }
    QVERIFY(store.clear().ok());
    QVERIFY(store.rounds().empty());
    const RawDatabase raw(path);
    QCOMPARE(raw.rows(QStringLiteral("SELECT count(*) FROM round_players")),
             QStringList{QStringLiteral("0")});
}

void TestHistory::newerVersionIsLeftAlone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    {
        const RawDatabase raw(path);
        QVERIFY(
            raw.exec(QStringLiteral("CREATE TABLE rounds (id INTEGER PRIMARY KEY, future TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO rounds (future) VALUES ('from the future')")));
        QVERIFY(raw.exec(
            QStringLiteral("PRAGMA user_version = %1").arg(HistoryStore::kSchemaVersion + 1)));
    }
    const QByteArray before = readBytes(path);
    const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files);
    {
        HistoryStore store(path);
        QVERIFY(!store.isOpen());
        QVERIFY(store.openReport().movedAsideTo.isEmpty());
        QVERIFY2(problemText(store.openReport()).contains(QStringLiteral("newer")),
                 qPrintable(problemText(store.openReport())));
        QVERIFY(store.rounds().empty());
        const Result<qint64> refused = store.addRound(sampleRound(1));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::StoringRoundFailed);
        QVERIFY(errorMessage(refused.error()).contains(QStringLiteral("newer")));
    }
    QCOMPARE(readBytes(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), filesBefore);
    QCOMPARE(userVersion(path), HistoryStore::kSchemaVersion + 1);
}

void TestHistory::badFileIsMovedAside_data()
{
    QTest::addColumn<QByteArray>("bytes");

    QByteArray garbage(8192, '\0');
    QRandomGenerator random(20260314);
    for (char &c : garbage)
        c = char(random.bounded(256));
    QTest::newRow("garbage") << garbage;
    QTest::newRow("zeros, database-sized") << QByteArray(4096, '\0');
    QTest::newRow("text") << QByteArray("these are my notes, not a database\n");
    QTest::newRow("SQLite header only") << m_realDatabase.left(100);
    QTest::newRow("truncated to half") << m_realDatabase.left(m_realDatabase.size() / 2);
    QTest::newRow("truncated mid-page") << m_realDatabase.left(m_realDatabase.size() - 5000);

    // Junk over one page in the middle (the header says the page size, bytes 16-17 big-endian).
    const int pageSize = (quint8(m_realDatabase.at(16)) << 8) | quint8(m_realDatabase.at(17));
    QCOMPARE(pageSize, 4096);
    QByteArray damaged = m_realDatabase;
    const qsizetype pages = damaged.size() / pageSize;
    for (qsizetype i = 0; i < pageSize; ++i)
        damaged[(pages / 2) * pageSize + i] = char(random.bounded(256));
    QTest::newRow("a middle page overwritten") << damaged;

    // A sound SQLite file, but someone else's (user_version 0, tables of its own).
    QTemporaryDir dir;
    const QString other = dir.filePath(QStringLiteral("other.sqlite"));
    {
        const RawDatabase raw(other);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO notes (text) VALUES ('keep me')")));
    }
    QTest::newRow("another program's database") << readBytes(other);
}

void TestHistory::badFileIsMovedAside()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    QVERIFY(writeBytes(path, bytes));

    QString movedTo;
    {
        HistoryStore store(path);
        const HistoryStore::OpenReport &report = store.openReport();
        QVERIFY2(report.ok, qPrintable(problemText(report)));
        QVERIFY(!report.movedAsideTo.isEmpty());
        QVERIFY(!report.problems.empty());
        QCOMPARE(report.migratedFrom, 0);
        movedTo = report.movedAsideTo;
        qInfo("%s", qPrintable(problemText(report)));

        // A new, working history.
        QVERIFY(store.rounds().empty());
        const Result<qint64> id = store.addRound(sampleRound(1));
        QVERIFY(id.ok());
        QCOMPARE(store.rounds().size(), std::size_t(1));
    }
    const QFileInfo moved(movedTo);
    QCOMPARE(moved.absolutePath(), QFileInfo(path).absolutePath());
    QVERIFY2(kCorruptName.match(moved.fileName()).hasMatch(), qPrintable(moved.fileName()));
    QCOMPARE(readBytes(movedTo), bytes); // untouched, byte for byte
    QCOMPARE(integrity(path), QStringLiteral("ok"));
    QCOMPARE(userVersion(path), HistoryStore::kSchemaVersion);
}

void TestHistory::folderInTheWayIsMovedAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    QVERIFY(QDir().mkpath(path));
    QVERIFY(writeBytes(path + QStringLiteral("/keep.txt"), "mine"));
    HistoryStore store(path);
    QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
    QVERIFY(!store.openReport().movedAsideTo.isEmpty());
    QCOMPARE(readBytes(store.openReport().movedAsideTo + QStringLiteral("/keep.txt")),
             QByteArray("mine"));
    QVERIFY(store.addRound(sampleRound(1)).ok());
}

// SQLite treats a file of no bytes as an empty database: nothing to keep, so it is used.
void TestHistory::zeroLengthFileIsANewHistory()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    QVERIFY(writeBytes(path, QByteArray()));
    HistoryStore store(path);
    QVERIFY(store.isOpen());
    QVERIFY(store.openReport().movedAsideTo.isEmpty());
    QVERIFY(store.openReport().problems.empty());
    QVERIFY(store.addRound(sampleRound(1)).ok());
    QVERIFY(filesStartingWith(dir.path(), QStringLiteral("history.corrupt")).isEmpty());
}

namespace {
enum class Unwritable { ParentIsAFile, ReadOnlyFolder, HistoryInAReadOnlyFolder, ReadOnlyHistory };

// Gives write permission back when the test ends, however it ends, so that QTemporaryDir can
// clean up.
struct WritableAgain {
    QString path;
    ~WritableAgain()
    {
        if (!path.isEmpty())
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
};
} // namespace

Q_DECLARE_METATYPE(Unwritable)

void TestHistory::nothingWritable_data()
{
    QTest::addColumn<Unwritable>("setup");
    QTest::newRow("parent is a file") << Unwritable::ParentIsAFile;
    QTest::newRow("read-only folder") << Unwritable::ReadOnlyFolder;
    QTest::newRow("history in a read-only folder") << Unwritable::HistoryInAReadOnlyFolder;
    QTest::newRow("read-only history file") << Unwritable::ReadOnlyHistory;
}

// No history can be written: ok false, every write an error, no crash; and a good history that
// merely cannot be written to is left as it is, not moved aside.
void TestHistory::nothingWritable()
{
    QFETCH(Unwritable, setup);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("data"));
    const QString path = folder + QStringLiteral("/history.sqlite");
    WritableAgain restore;
    if (setup == Unwritable::ParentIsAFile) {
        QVERIFY(writeBytes(folder, "a file, not a folder"));
    } else {
        QVERIFY(QDir().mkpath(folder));
        if (setup != Unwritable::ReadOnlyFolder) {
            HistoryStore store(path);
            QVERIFY(store.addRound(sampleRound(1)).ok());
        }
        const QString locked = setup == Unwritable::ReadOnlyHistory ? path : folder;
        restore.path = locked;
        QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner));
        QFile probe(locked == folder ? folder + QStringLiteral("/probe") : path);
        if (probe.open(QIODevice::ReadWrite))
            QSKIP("permissions do not stop this user: root (CI's Linux stages run these as a "
                  "normal user), or Windows, where a folder cannot be made read-only");
    }
    const QByteArray before = readBytes(path);
    const QStringList filesBefore = QDir(folder).entryList(QDir::Files);
    {
        HistoryStore store(path);
        QVERIFY(!store.isOpen());
        QVERIFY(!store.openReport().problems.empty());
        QVERIFY(store.openReport().movedAsideTo.isEmpty());
        qInfo("%s", qPrintable(problemText(store.openReport())));

        const Result<qint64> round = store.addRound(sampleRound(1));
        QVERIFY(!round.ok());
        QCOMPARE(round.error().kind, ErrorKind::StoringRoundFailed);
        QVERIFY(!errorMessage(round.error()).isEmpty());
        QVERIFY(!store.startGame(3).ok());
        QVERIFY(store.finishGame(1).has_value());
        QVERIFY(!store.exportCsv(dir.filePath(QStringLiteral("out.csv"))).ok());
        QVERIFY(!store.clear().ok());
        const Result<bool> reply = store.addChallengeReply(QStringLiteral("AAAA-BBBB"));
        QVERIFY(!reply.ok());
        QCOMPARE(reply.error().kind, ErrorKind::StoringReplyFailed);
        QVERIFY(store.challengeReplies().empty());
        QVERIFY(store.rounds().empty());
        QVERIFY(store.games().empty());
        QVERIFY(!store.dailyAttempt(QDate(2026, 1, 1)).value().has_value());
    }
    QCOMPARE(readBytes(path), before);
    QCOMPARE(QDir(folder).entryList(QDir::Files), filesBefore);
}

void TestHistory::csvExport()
{
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.isOpen());

    RoundRecord first;
    first.playedAt = utc(2026, 3, 14, 15, 9, 26, 535);
    first.numbers = {25, 50, 75, 100, 3, 6};
    first.target = 952;
    first.large = 4;
    first.playerValue = 952;
    first.playerWorking = QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25");
    first.points = 10;
    first.millisecondsUsed = 28'417;
    first.dailyDate = QDate(2026, 3, 14);
    first.difficulty = Difficulty::Hard;
    first.solverBest = 952;
    first.solverSolutions = 2;
    // docs/published-puzzles.md: 952 needs all six, and both solutions divide
    first.easiestNumbers = 6;
    first.needsDivision = true;
    first.gameVariant = standardVariant();
    first.gameVariant->id = QStringLiteral("my-variant-2");
    first.gameVariant->name = QStringLiteral("Ours, \"slow\"");
    first.gameVariant->clockSeconds = 60;
    const Result<qint64> game = store.startGame(3);
    QVERIFY(game.ok());
    first.gameId = game.value();
    first.dailySetDate = QDate(2026, 3, 14);
    first.dailySetPosition = 4;

    RoundRecord second;
    second.playedAt = utc(2026, 3, 14, 15, 10, 0, 5);
    second.rules = RuleSet::Custom;
    second.mode = SolveMode::UseAll;
    second.numbers = {999'999, 1, 2, 3, 4, 5, 6};
    second.target = 999'999;
    second.playerValue = std::nullopt;
    second.playerWorking = QStringLiteral("a, \"quoted\" × bit\r\nand more");
    second.millisecondsUsed = 5;
    second.answerShown = true;
    second.solverBest = 999'999;
    second.solverSolutions = -1;
    second.hintsTaken = 3;
    second.players = {PlayerRecord{PlayerRecord::Kind::Contestant, QStringLiteral("Mei"), 4, 602,
                                   QStringLiteral("75 * 8 + 2"), 10},
                      PlayerRecord{PlayerRecord::Kind::Person, QStringLiteral("Ben"), 0,
                                   std::nullopt, QString(), 0},
                      PlayerRecord{PlayerRecord::Kind::Challenger, QStringLiteral("Zoë"), 0,
                                   999'998, QString(), 7, 21'400, 1}};
    second.challengeCode = QStringLiteral("K7QX-3M9P");
    QVERIFY(store.addRound(first).ok());
    QVERIFY(store.addRound(second).ok());

    const QString csvPath = dir.filePath(QStringLiteral("export.csv"));
    QVERIFY(writeBytes(csvPath, "an older export that is replaced"));
    const Result<int> written = store.exportCsv(csvPath);
    QVERIFY2(written.ok(), qPrintable(why(written)));
    QCOMPARE(written.value(), 2);

    const QByteArray bytes = readBytes(csvPath);
    QVERIFY(bytes.endsWith("\r\n"));
    const QString text = QString::fromUtf8(bytes);
    QVERIFY(text.toUtf8() == bytes); // valid UTF-8
    const std::optional<QList<QStringList>> records = parseCsv(text);
    QVERIFY2(records.has_value(), bytes.constData());
    QCOMPARE(records->size(), 3);
    QCOMPARE(records->at(0),
             QStringLiteral("id,played_at,game_id,variant,mode,numbers,target,large,player_value,"
                            "player_working,points,seconds_used,cheated,daily_date,difficulty,"
                            "solver_best,solver_solutions,other_players,hints,easiest_numbers,"
                            "needs_division,variant_id,variant_name,daily_set_date,"
                            "daily_set_position,challenge_code")
                 .split(QLatin1Char(',')));
    QCOMPARE(records->at(1), (QStringList{QStringLiteral("1"),
                                          QStringLiteral("2026-03-14T15:09:26.535Z"),
                                          QString::number(game.value()),
                                          QStringLiteral("countdown"),
                                          QStringLiteral("drop"),
                                          QStringLiteral("25 50 75 100 3 6"),
                                          QStringLiteral("952"),
                                          QStringLiteral("4"),
                                          QStringLiteral("952"),
                                          QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25"),
                                          QStringLiteral("10"),
                                          QStringLiteral("28.417"),
                                          QStringLiteral("0"),
                                          QStringLiteral("2026-03-14"),
                                          QStringLiteral("hard"),
                                          QStringLiteral("952"),
                                          QStringLiteral("2"),
                                          QString(),
                                          QStringLiteral("0"),
                                          QStringLiteral("6"),
                                          QStringLiteral("1"),
                                          QStringLiteral("my-variant-2"),
                                          QStringLiteral("Ours, \"slow\""),
                                          QStringLiteral("2026-03-14"),
                                          QStringLiteral("4"),
                                          QString()}));
    QCOMPARE(
        records->at(2),
        (QStringList{QStringLiteral("2"),
                     QStringLiteral("2026-03-14T15:10:00.005Z"),
                     QString(),
                     QStringLiteral("custom"),
                     QStringLiteral("use-all"),
                     QStringLiteral("999999 1 2 3 4 5 6"),
                     QStringLiteral("999999"),
                     QString(),
                     QString(),
                     QStringLiteral("a, \"quoted\" × bit\r\nand more"),
                     QStringLiteral("0"),
                     QStringLiteral("0.005"),
                     QStringLiteral("1"),
                     QString(),
                     QString(),
                     QStringLiteral("999999"),
                     QString(),
                     QStringLiteral("Mei (contestant, level 4): 602, 10 points, 75 * 8 + 2; "
                                    "Ben: nothing, 0 points; Zoë (challenger, 21.400 s, hints: "
                                    "1): 999998, 7 points"),
                     QStringLiteral("3"),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QStringLiteral("K7QX-3M9P")}));
    // The quoting itself, as RFC 4180 spells it.
    QVERIFY(bytes.contains(QByteArray("\"a, \"\"quoted\"\" \xC3\x97 bit\r\nand more\"")));

    // What a spreadsheet would run as a formula is written as text: an apostrophe first.
    for (const char *formula :
         {"=HYPERLINK(\"http://example.invalid\";\"x\")", "+1+1", "-2+3", "@SUM(A1)", "\t=1"}) {
        RoundRecord tampered = first;
        tampered.gameId = 0;
        tampered.playerWorking = QString::fromUtf8(formula);
        QVERIFY(store.addRound(tampered).ok());
    }
    QVERIFY(store.exportCsv(csvPath).ok());
    const std::optional<QList<QStringList>> withFormulas =
        parseCsv(QString::fromUtf8(readBytes(csvPath)));
    QVERIFY(withFormulas.has_value());
    QCOMPARE(withFormulas->size(), 3 + 5);
    for (qsizetype row = 3; row < withFormulas->size(); ++row) {
        const QString cell = withFormulas->at(row).at(9); // player_working
        QVERIFY2(cell.startsWith(QLatin1Char('\'')), qPrintable(cell));
    }

    // An empty history: the header alone.
    QTemporaryDir other;
    HistoryStore empty(other.filePath(QStringLiteral("history.sqlite")));
    const QString emptyCsv = other.filePath(QStringLiteral("empty.csv"));
    const Result<int> none = empty.exportCsv(emptyCsv);
    QVERIFY(none.ok());
    QCOMPARE(none.value(), 0);
    QCOMPARE(parseCsv(QString::fromUtf8(readBytes(emptyCsv)))->size(), 1);
}

void TestHistory::csvExportToAnUnwritablePlace()
{
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.addRound(sampleRound(1)).ok());
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("file")), "x"));
    const Result<int> refused = store.exportCsv(dir.filePath(QStringLiteral("file/out.csv")));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::ExportingHistoryFailed);
}

void TestHistory::clearKeepsABackup()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    HistoryStore store(path);
    QVERIFY(store.isOpen());
    const Result<qint64> game = store.startGame(3);
    QVERIFY(game.ok());
    std::vector<RoundRecord> before;
    for (int i = 0; i < 3; ++i) {
        RoundRecord round = sampleRound(i);
        round.gameId = i == 1 ? game.value() : 0;
        const Result<qint64> id = store.addRound(round);
        QVERIFY(id.ok());
        round.id = id.value();
        before.push_back(round);
    }

    const Result<QString> backup = store.clear();
    QVERIFY2(backup.ok(), qPrintable(why(backup)));
    QCOMPARE(QFileInfo(backup.value()).absolutePath(), QFileInfo(path).absolutePath());
    QVERIFY2(kBackupName.match(QFileInfo(backup.value()).fileName()).hasMatch(),
             qPrintable(backup.value()));
    QVERIFY(store.rounds().empty());
    QVERIFY(store.games().empty());
    // New rounds never reuse an old id.
    const Result<qint64> next = store.addRound(sampleRound(9));
    QVERIFY(next.ok());
    QCOMPARE(next.value(), qint64(4));

    // The backup is a complete history of its own: one file (no WAL beside it), the old rows.
    QVERIFY(!QFileInfo::exists(backup.value() + QStringLiteral("-wal")));
    QCOMPARE(integrity(backup.value()), QStringLiteral("ok"));
    {
        HistoryStore old(backup.value());
        QVERIFY(old.isOpen());
        const std::vector<RoundRecord> rounds = old.rounds();
        QCOMPARE(rounds.size(), before.size());
        for (std::size_t i = 0; i < rounds.size(); ++i)
            COMPARE_ROUNDS(rounds[i], before[i]);
        QCOMPARE(old.games().size(), std::size_t(1));
        QCOMPARE(old.games().front().roundsPlayed, 1);
    }

    // A second clear in the same second gets a name of its own.
    const Result<QString> again = store.clear();
    QVERIFY(again.ok());
    QVERIFY(again.value() != backup.value());
    QVERIFY(kBackupName.match(QFileInfo(again.value()).fileName()).hasMatch());
    QCOMPARE(filesStartingWith(dir.path(), QStringLiteral("history.backup")).size(), 2);
    HistoryStore second(again.value());
    QCOMPARE(second.rounds().size(), std::size_t(1));
}

// Another instance reading at the time of clearing keeps part of the log in the WAL file: the
// backup must still have every round.
void TestHistory::clearWhileAnotherInstanceReads()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    HistoryStore store(path);
    QVERIFY(store.addRound(sampleRound(1)).ok());

    const RawDatabase reader(path);
    QVERIFY(reader.exec(QStringLiteral("BEGIN")));
    QCOMPARE(reader.value(QStringLiteral("SELECT count(*) FROM rounds")), QStringLiteral("1"));
    // The reader's snapshot pins the log: these two cannot be folded into the file yet.
    QVERIFY(store.addRound(sampleRound(2)).ok());
    QVERIFY(store.addRound(sampleRound(3)).ok());

    const Result<QString> backup = store.clear();
    QVERIFY2(backup.ok(), qPrintable(why(backup)));
    QVERIFY(reader.exec(QStringLiteral("COMMIT")));
    QVERIFY(store.rounds().empty());
    QCOMPARE(integrity(backup.value()), QStringLiteral("ok"));
    const RawDatabase copy(backup.value());
    QCOMPARE(copy.value(QStringLiteral("SELECT group_concat(id) FROM rounds")),
             QStringLiteral("1,2,3"));
}

void TestHistory::twoInstancesInterleave()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    HistoryStore a(path);
    HistoryStore b(path);
    QVERIFY(a.isOpen());
    QVERIFY(b.isOpen());
    std::set<qint64> ids;
    for (int i = 0; i < 40; ++i) {
        RoundRecord round = sampleRound(i);
        round.playerWorking = (i % 2 == 0 ? QStringLiteral("a") : QStringLiteral("b"));
        const Result<qint64> id = (i % 2 == 0 ? a : b).addRound(round);
        QVERIFY(id.ok());
        QVERIFY(ids.insert(id.value()).second);
        // Each sees the other's rounds at once.
        QCOMPARE((i % 2 == 0 ? b : a).rounds().size(), std::size_t(i + 1));
    }
    const std::vector<RoundRecord> seenByA = a.rounds();
    const std::vector<RoundRecord> seenByB = b.rounds();
    QCOMPARE(seenByA.size(), std::size_t(40));
    QVERIFY(seenByA == seenByB);
    for (std::size_t i = 0; i < seenByA.size(); ++i)
        QCOMPARE(seenByA[i].playerWorking, i % 2 == 0 ? QStringLiteral("a") : QStringLiteral("b"));
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

// Two instances writing at the same moment, each from its own thread (its own connection), on a
// file neither has created yet: the busy timeout makes them wait for each other.
void TestHistory::twoInstancesInTwoThreads()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    constexpr int kEach = 100;
    std::mutex mutex;
    QStringList failures;
    std::vector<qint64> ids;
    const auto writer = [&](int offset) {
        HistoryStore store(path);
        if (!store.isOpen()) {
            const std::lock_guard lock(mutex);
            failures.append(problemText(store.openReport()));
            return;
        }
        for (int i = 0; i < kEach; ++i) {
            const Result<qint64> id = store.addRound(sampleRound(offset + i));
            const std::lock_guard lock(mutex);
            if (id.ok())
                ids.push_back(id.value());
            else
                failures.append(errorMessage(id.error()));
        }
    };
    std::unique_ptr<QThread> first(QThread::create(writer, 0));
    std::unique_ptr<QThread> second(QThread::create(writer, 1000));
    first->start();
    second->start();
    QVERIFY(first->wait(QDeadlineTimer(60'000)));
    QVERIFY(second->wait(QDeadlineTimer(60'000)));
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    QCOMPARE(ids.size(), std::size_t(2 * kEach));
    QCOMPARE(std::set<qint64>(ids.begin(), ids.end()).size(), std::size_t(2 * kEach));

    HistoryStore store(path);
    QVERIFY(store.isOpen());
    QVERIFY(store.openReport().movedAsideTo.isEmpty());
    QCOMPARE(store.rounds().size(), std::size_t(2 * kEach));
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

// Several instances started at the same moment on a profile without a history (a double click
// on the icon): one creates the file, the others must take it as theirs, not as another program's
// database to be moved aside, which would hide the first one's rounds.
void TestHistory::instancesStartingTogetherShareOneFile()
{
    constexpr int kAttempts = 40;
    constexpr int kInstances = 4;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("history.sqlite"));
        std::latch start(kInstances);
        std::mutex mutex;
        QStringList problems;
        std::vector<qint64> ids;
        const auto instance = [&](int n) {
            start.arrive_and_wait();
            HistoryStore store(path);
            const HistoryStore::OpenReport report = store.openReport();
            const Result<qint64> id = store.addRound(sampleRound(n));
            const std::lock_guard lock(mutex);
            if (!store.isOpen() || !report.movedAsideTo.isEmpty() || !report.problems.empty())
                problems.append(QStringLiteral("instance %1: %2 %3")
                                    .arg(n)
                                    .arg(problemText(report), report.movedAsideTo));
            if (id.ok())
                ids.push_back(id.value());
            else
                problems.append(errorMessage(id.error()));
        };
        std::vector<std::unique_ptr<QThread>> threads;
        for (int n = 0; n < kInstances; ++n) {
            threads.emplace_back(QThread::create(instance, n));
            threads.back()->start();
        }
        for (const auto &thread : threads)
            QVERIFY(thread->wait(QDeadlineTimer(60'000)));
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("attempt %1: %2")
                                                    .arg(attempt)
                                                    .arg(problems.join(QLatin1Char('\n')))));
        QCOMPARE(std::set<qint64>(ids.begin(), ids.end()).size(), std::size_t(kInstances));
        HistoryStore store(path);
        QCOMPARE(store.rounds().size(), std::size_t(kInstances));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*corrupt*")}, QDir::Files),
                 QStringList());
    }
}

// A writer process killed (SIGKILL) while it stores round after round: everything it reported as
// committed is there, the file passes the integrity check, at most the round in flight is lost.
// Three writers in turn on the same file, each killed.
void TestHistory::killedWriterLosesNothingCommitted()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    std::set<qint64> reported;
    for (int run = 0; run < 3; ++run) {
        QProcess writer;
        writer.setProgram(QCoreApplication::applicationFilePath());
        writer.setArguments({QStringLiteral("--writer"), path});
        writer.setProcessChannelMode(QProcess::SeparateChannels);
        writer.start();
        QVERIFY(writer.waitForStarted(10'000));

        QByteArray output;
        const int wanted = 150 + 37 * run; // kill at a different point each time
        while (output.count('\n') < wanted) {
            if (!writer.waitForReadyRead(30'000))
                QFAIL(qPrintable(QStringLiteral("the writer stopped: %1")
                                     .arg(QString::fromLocal8Bit(writer.readAllStandardError()))));
            output += writer.readAllStandardOutput();
        }
        writer.kill(); // SIGKILL: no destructor, no close, mid-transaction most likely
        QVERIFY(writer.waitForFinished(10'000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        output += writer.readAllStandardOutput();
        // No close, no checkpoint: the rounds are in the log the killed writer left behind.
        const qint64 walLeft = QFileInfo(path + QStringLiteral("-wal")).size();
        QVERIFY(walLeft > 0);

        // Only whole lines count: a partly printed id was not reported.
        const QList<QByteArray> lines = output.left(output.lastIndexOf('\n')).split('\n');
        for (const QByteArray &line : lines) {
            bool ok = false;
            const qint64 id = line.toLongLong(&ok);
            QVERIFY2(ok, line.constData());
            QVERIFY(reported.insert(id).second);
        }

        HistoryStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(problemText(store.openReport())));
        QVERIFY2(store.openReport().movedAsideTo.isEmpty(),
                 qPrintable(problemText(store.openReport())));
        std::set<qint64> stored;
        for (const RoundRecord &round : store.rounds())
            stored.insert(round.id);
        for (const qint64 id : reported)
            QVERIFY2(stored.count(id) == 1, qPrintable(QStringLiteral("id %1 lost").arg(id)));
        // Beyond what was reported, at most the round whose id had not been printed yet.
        QVERIFY(stored.size() <= reported.size() + 1);
        qInfo("run %d: killed with a %lld-byte WAL; %zu ids reported in all, %zu rounds stored",
              run + 1, static_cast<long long>(walLeft), reported.size(), stored.size());
        // The next writer numbers on from whatever the last one committed.
        for (const qint64 id : stored)
            reported.insert(id);
    }
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

// QTEST_GUILESS_MAIN, plus the crash test's child mode.
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("CountdownNumbers"));
    QCoreApplication::setApplicationName(QStringLiteral("countdown-numbers"));
    if (argc == 3 && qstrcmp(argv[1], "--writer") == 0)
        return runWriter(QString::fromLocal8Bit(argv[2]));
    TestHistory test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_history.moc"
