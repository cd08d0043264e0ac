// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// HistoryStore: reading and writing rounds and games. Opening the file and recovering from a bad
// one (internal/historyopen), the schema (internal/historyschema), how fields are written as text
// (internal/historyfields), the CSV (internal/historycsv) and the replies to challenges
// (historyreplies) have files of their own.
#include "history.h"

#include "historycsv.h"
#include "historyfields.h"
#include "historyopen.h"
#include "historysql.h"
#include "variantfile.h"
#include "words.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <utility>

namespace countdown {

using namespace history;

namespace {

// The columns rounds() reads, in the order readRound() expects them.
const char kRoundColumns[] =
    "id, game_id, played_at, variant, mode, numbers, target, large, player_value, player_working,"
    " points, milliseconds_used, cheated, daily_date, difficulty, solver_best, solver_solutions,"
    " hints, easiest_numbers, needs_division, variant_id, variant_definition, daily_set_date,"
    " daily_set_position, challenge_code";

QVariant nullable(bool present, const QVariant &value)
{
    return present ? value : QVariant();
}

// Qt binds a null QString as SQL NULL: text for a NOT NULL column must be merely empty.
QString nonNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

// The variant a stored round was played under: its definition as stored, or failing that (a
// definition this version cannot read) the built-in its id names; none when neither is stored.
std::optional<GameVariant> variantFromColumns(const QString &id, const QString &definition)
{
    if (!definition.isEmpty()) {
        if (const Result<GameVariant> read = variantFromJson(definition.toUtf8()))
            return *read;
    }
    return builtInVariant(id);
}

RoundRecord readRound(const QSqlQuery &query)
{
    RoundRecord r;
    int c = 0;
    r.id = query.value(c++).toLongLong();
    r.gameId = query.value(c++).toLongLong(); // NULL reads as 0: no game
    r.playedAt = utcFromText(query.value(c++).toString());
    // The schema's CHECK constraints keep other words out; a hand-edited file's stray word reads
    // as custom, so that the statistics leave it out by default.
    r.rules = ruleSetFromWord(query.value(c++).toString()).value_or(RuleSet::Custom);
    r.mode = modeFromWord(query.value(c++).toString()).value_or(SolveMode::DropAllowed);
    r.numbers = numbersFromText(query.value(c++).toString());
    r.target = query.value(c++).toLongLong();
    r.large = query.value(c++).toInt();
    const QVariant player = query.value(c++);
    if (!player.isNull())
        r.playerValue = player.toLongLong();
    r.playerWorking = query.value(c++).toString();
    r.points = query.value(c++).toInt();
    r.millisecondsUsed = query.value(c++).toLongLong();
    r.answerShown = query.value(c++).toInt() != 0;
    const QVariant daily = query.value(c++);
    if (!daily.isNull())
        r.dailyDate = QDate::fromString(daily.toString(), Qt::ISODate);
    r.difficulty = difficultyFromWord(query.value(c++).toString()); // a stray word: none
    r.solverBest = query.value(c++).toLongLong();
    r.solverSolutions = query.value(c++).toInt();
    r.hintsTaken = query.value(c++).toInt();
    const QVariant easiest = query.value(c++);
    if (!easiest.isNull())
        r.easiestNumbers = easiest.toInt();
    const QVariant division = query.value(c++);
    if (!division.isNull())
        r.needsDivision = division.toInt() != 0;
    const QString variantId = query.value(c++).toString();
    const QString definition = query.value(c++).toString();
    r.gameVariant = variantFromColumns(variantId, definition);
    const QVariant setDate = query.value(c++);
    if (!setDate.isNull())
        r.dailySetDate = QDate::fromString(setDate.toString(), Qt::ISODate);
    r.dailySetPosition = query.value(c++).toInt(); // NULL reads as 0: not a set's puzzle
    r.challengeCode = query.value(c++).toString();
    return r;
}

QString playerKindWord(PlayerRecord::Kind kind)
{
    switch (kind) {
    case PlayerRecord::Kind::Person:
        return QStringLiteral("person");
    case PlayerRecord::Kind::Challenger:
        return QStringLiteral("challenger");
    case PlayerRecord::Kind::Contestant:
        break;
    }
    return QStringLiteral("contestant");
}

PlayerRecord::Kind playerKindFromWord(const QString &word)
{
    if (word == QLatin1String("person"))
        return PlayerRecord::Kind::Person;
    if (word == QLatin1String("challenger"))
        return PlayerRecord::Kind::Challenger;
    return PlayerRecord::Kind::Contestant;
}

// Attaches to `rounds` (in id order) the players of the rounds that `where` selects.
std::optional<QSqlError> readPlayers(const QSqlDatabase &db, const QString &where,
                                     const QVariantList &values, std::vector<RoundRecord> &rounds)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(
            QStringLiteral("SELECT round_id, kind, name, level, value, method, points,"
                           " milliseconds_used, hints FROM round_players WHERE round_id IN"
                           " (SELECT id FROM rounds %1) ORDER BY round_id, seat")
                .arg(where)))
        return query.lastError();
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return query.lastError();
    auto round = rounds.begin();
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        round = std::lower_bound(round, rounds.end(), id,
                                 [](const RoundRecord &r, qint64 id) { return r.id < id; });
        if (round == rounds.end() || round->id != id)
            continue; // a round stored between the two reads: not in this list
        PlayerRecord p;
        p.kind = playerKindFromWord(query.value(1).toString());
        p.name = query.value(2).toString();
        p.level = query.value(3).toInt(); // NULL reads as 0
        const QVariant value = query.value(4);
        if (!value.isNull())
            p.value = value.toLongLong();
        p.method = query.value(5).toString();
        p.points = query.value(6).toInt();
        p.millisecondsUsed = query.value(7).toLongLong();
        p.hintsTaken = query.value(8).toInt();
        round->players.push_back(std::move(p));
    }
    if (query.lastError().isValid())
        return query.lastError();
    return std::nullopt;
}

Result<std::vector<RoundRecord>> readRounds(const QString &connection, const QString &where,
                                            const QVariantList &values, ErrorKind failure)
{
    const QSqlDatabase db = QSqlDatabase::database(connection, false);
    // One read transaction: the players belong to exactly the rounds read.
    (void)exec(db, QStringLiteral("BEGIN"));
    std::vector<RoundRecord> rounds;
    const auto error = [&]() -> std::optional<QSqlError> {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        if (!query.prepare(QStringLiteral("SELECT %1 FROM rounds %2 ORDER BY id")
                               .arg(QLatin1String(kRoundColumns), where)))
            return query.lastError();
        for (const QVariant &value : values)
            query.addBindValue(value);
        if (!query.exec())
            return query.lastError();
        while (query.next())
            rounds.push_back(readRound(query));
        if (query.lastError().isValid())
            return query.lastError();
        return readPlayers(db, where, values, rounds);
    }();
    (void)exec(db, QStringLiteral("COMMIT"));
    if (error)
        return Error{failure, -1, {describe(*error)}};
    return rounds;
}

} // namespace

std::optional<GameVariant> variantPlayed(const RoundRecord &round)
{
    if (round.gameVariant)
        return round.gameVariant;
    if (round.isCustom())
        return std::nullopt;
    return variantOf(round.rules, round.mode);
}

HistoryStore::HistoryStore(const QString &path)
    : m_connection(newConnectionName())
{
    m_report.path = path;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        m_report.problems.push_back(Error{ErrorKind::HistoryDriverMissing, -1, {}});
        return;
    }
    const QFileInfo info(path);
    QDir().mkpath(info.absolutePath()); // if this fails, opening says why
    const FilesPresent before = filesPresent(path);

    OpenAttempt attempt = tryOpen(m_connection, path);
    if (attempt.outcome == OpenOutcome::BadFile) {
        closeConnection(m_connection);
        m_report.problems.push_back(*attempt.problem);
        const MovedAside moved = moveAside(path);
        m_report.movedAsideTo = moved.to;
        if (!moved.error.isEmpty()) {
            m_report.problems.push_back(Error{ErrorKind::HistoryNotMovedAside, -1, {moved.error}});
            return;
        }
        attempt = tryOpen(m_connection, path);
        if (attempt.outcome != OpenOutcome::Ok) {
            m_report.problems.push_back(Error{ErrorKind::HistoryNotRestarted, -1, {}});
            m_report.problems.push_back(*attempt.problem);
        }
    } else if (attempt.outcome == OpenOutcome::Untouched) {
        m_report.problems.push_back(*attempt.problem);
    }
    if (attempt.outcome != OpenOutcome::Ok) {
        closeConnection(m_connection);
        // A failed start (a full disk, say) leaves behind no empty file of its own.
        removeEmptyFilesMadeSince(path, before);
        return;
    }
    m_report.ok = true;
    m_report.migratedFrom = attempt.migratedFrom;
}

HistoryStore::~HistoryStore()
{
    closeConnection(m_connection);
}

Error HistoryStore::unavailable(ErrorKind failure) const
{
    QStringList reasons;
    for (const Error &problem : m_report.problems)
        reasons.append(errorMessage(problem));
    return Error{failure, -1, {reasons.join(QStringLiteral("; "))}};
}

Result<qint64> HistoryStore::addRound(const RoundRecord &round)
{
    if (!isOpen())
        return unavailable(ErrorKind::StoringRoundFailed);
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    qint64 id = 0;
    const auto error = inWriteTransaction(db, [&]() -> std::optional<QSqlError> {
        QSqlQuery query(db);
        query.prepare(QStringLiteral(
            "INSERT INTO rounds (game_id, played_at, variant, mode, numbers, target, large,"
            " player_value, player_working, points, milliseconds_used, cheated, daily_date,"
            " difficulty, solver_best, solver_solutions, hints, easiest_numbers, needs_division,"
            " variant_id, variant_definition, daily_set_date, daily_set_position, challenge_code)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        const QDateTime playedAt =
            round.playedAt.isValid() ? round.playedAt : QDateTime::currentDateTimeUtc();
        query.addBindValue(nullable(round.gameId != 0, qlonglong(round.gameId)));
        query.addBindValue(utcText(playedAt));
        query.addBindValue(ruleSetWord(round.rules));
        query.addBindValue(modeWord(round.mode));
        query.addBindValue(nonNull(numbersText(round.numbers)));
        query.addBindValue(qlonglong(round.target));
        query.addBindValue(round.large);
        query.addBindValue(
            nullable(round.playerValue.has_value(), qlonglong(round.playerValue.value_or(0))));
        query.addBindValue(nonNull(round.playerWorking));
        query.addBindValue(round.points);
        query.addBindValue(qlonglong(round.millisecondsUsed));
        query.addBindValue(round.answerShown ? 1 : 0);
        query.addBindValue(
            nullable(round.dailyDate.isValid(), round.dailyDate.toString(Qt::ISODate)));
        query.addBindValue(nullable(round.difficulty.has_value(),
                                    difficultyWord(round.difficulty.value_or(Difficulty::Any))));
        query.addBindValue(qlonglong(round.solverBest));
        query.addBindValue(round.solverSolutions);
        query.addBindValue(std::max(round.hintsTaken, 0));
        query.addBindValue(
            nullable(round.easiestNumbers.has_value(), round.easiestNumbers.value_or(0)));
        query.addBindValue(
            nullable(round.needsDivision.has_value(), round.needsDivision.value_or(false) ? 1 : 0));
        const bool hasVariant = round.gameVariant.has_value();
        query.addBindValue(nullable(hasVariant, hasVariant ? round.gameVariant->id : QString()));
        query.addBindValue(nullable(
            hasVariant,
            hasVariant ? QString::fromUtf8(QJsonDocument(variantToJsonObject(*round.gameVariant))
                                               .toJson(QJsonDocument::Compact))
                       : QString()));
        const bool inSet = round.dailySetDate.isValid() && round.dailySetPosition > 0;
        query.addBindValue(nullable(inSet, round.dailySetDate.toString(Qt::ISODate)));
        query.addBindValue(nullable(inSet, round.dailySetPosition));
        query.addBindValue(nullable(!round.challengeCode.isEmpty(), round.challengeCode));
        if (!query.exec())
            return query.lastError();
        id = query.lastInsertId().toLongLong();
        for (std::size_t seat = 0; seat < round.players.size(); ++seat) {
            const PlayerRecord &p = round.players[seat];
            QSqlQuery player(db);
            player.prepare(QStringLiteral(
                "INSERT INTO round_players (round_id, seat, kind, name, level, value, method,"
                " points, milliseconds_used, hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
            player.addBindValue(qlonglong(id));
            player.addBindValue(int(seat) + 1);
            player.addBindValue(playerKindWord(p.kind));
            player.addBindValue(nonNull(p.name));
            player.addBindValue(nullable(p.kind == PlayerRecord::Kind::Contestant, p.level));
            player.addBindValue(nullable(p.value.has_value(), qlonglong(p.value.value_or(0))));
            player.addBindValue(nonNull(p.method));
            player.addBindValue(p.points);
            player.addBindValue(qlonglong(std::max<qint64>(p.millisecondsUsed, 0)));
            player.addBindValue(std::max(p.hintsTaken, 0));
            if (!player.exec())
                return player.lastError();
        }
        return std::nullopt;
    });
    if (error)
        return Error{ErrorKind::StoringRoundFailed, -1, {describe(*error)}};
    return id;
}

Result<qint64> HistoryStore::startGame(int roundsPlanned, std::optional<RoundKind> focus)
{
    if (!isOpen())
        return unavailable(ErrorKind::StartingGameFailed);
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    qint64 id = 0;
    const auto error = inWriteTransaction(db, [&]() -> std::optional<QSqlError> {
        QSqlQuery query(db);
        query.prepare(QStringLiteral(
            "INSERT INTO games (started_at, rounds_planned, focus) VALUES (?, ?, ?)"));
        query.addBindValue(utcText(QDateTime::currentDateTimeUtc()));
        query.addBindValue(roundsPlanned);
        query.addBindValue(nullable(focus.has_value(), focus ? roundKindWord(*focus) : QString()));
        if (!query.exec())
            return query.lastError();
        id = query.lastInsertId().toLongLong();
        return std::nullopt;
    });
    if (error)
        return Error{ErrorKind::StartingGameFailed, -1, {describe(*error)}};
    return id;
}

std::optional<Error> HistoryStore::finishGame(qint64 gameId)
{
    if (!isOpen())
        return unavailable(ErrorKind::FinishingGameFailed);
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
        return Error{ErrorKind::FinishingGameFailed, -1, {describe(*error)}};
    if (!found) {
        const Error noSuchGame{ErrorKind::HistoryNoSuchGame, -1, {QString::number(gameId)}};
        return Error{ErrorKind::FinishingGameFailed, -1, {errorMessage(noSuchGame)}};
    }
    return std::nullopt;
}

std::vector<RoundRecord> HistoryStore::rounds() const
{
    if (!isOpen())
        return {};
    Result<std::vector<RoundRecord>> rounds =
        readRounds(m_connection, QString(), {}, ErrorKind::ReadingHistoryFailed);
    if (!rounds) {
        qCWarning(lcHistory, "HistoryStore: %s", qPrintable(errorMessage(rounds.error())));
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
                           " coalesce(sum(r.points), 0), g.focus"
                           " FROM games g LEFT JOIN rounds r ON r.game_id = g.id"
                           " GROUP BY g.id ORDER BY g.id"))) {
        qCWarning(lcHistory, "HistoryStore: reading the games: %s",
                  qPrintable(describe(query.lastError())));
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
        // A word this version does not know (a later one's kind): an ordinary game here.
        if (!query.value(6).isNull())
            g.focus = roundKindFromWord(query.value(6).toString());
        games.push_back(g);
    }
    return games;
}

Result<std::optional<RoundRecord>> HistoryStore::dailyAttempt(QDate date) const
{
    if (!isOpen() || !date.isValid())
        return std::optional<RoundRecord>(); // nothing is recorded, so nothing was
    // The first one recorded: a second instance racing on the same day cannot replace it.
    Result<std::vector<RoundRecord>> found =
        readRounds(m_connection, QStringLiteral("WHERE daily_date = ?"),
                   {date.toString(Qt::ISODate)}, ErrorKind::ReadingHistoryFailed);
    if (!found)
        return found.error();
    if (found->empty())
        return std::optional<RoundRecord>();
    return std::optional<RoundRecord>(std::move(found->front()));
}

Result<std::vector<RoundRecord>> HistoryStore::dailySetRounds(QDate date) const
{
    if (!isOpen() || !date.isValid())
        return std::vector<RoundRecord>();
    return readRounds(m_connection, QStringLiteral("WHERE daily_set_date = ?"),
                      {date.toString(Qt::ISODate)}, ErrorKind::ReadingHistoryFailed);
}

Result<int> HistoryStore::exportCsv(const QString &path) const
{
    if (!isOpen())
        return unavailable(ErrorKind::ExportingHistoryFailed);
    const Result<std::vector<RoundRecord>> rounds =
        readRounds(m_connection, QString(), {}, ErrorKind::ExportingHistoryFailed);
    if (!rounds)
        return rounds.error();

    // QSaveFile: the old export stays whole until the new one is complete.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{ErrorKind::ExportingHistoryFailed, -1, {file.errorString()}};
    file.write(roundsAsCsv(*rounds));
    if (!file.commit())
        return Error{ErrorKind::ExportingHistoryFailed, -1, {file.errorString()}};
    return int(rounds->size());
}

Result<QString> HistoryStore::clear()
{
    if (!isOpen())
        return unavailable(ErrorKind::ClearingHistoryFailed);
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
        if (auto failure = exec(db, QStringLiteral("DELETE FROM challenge_replies")))
            return failure;
        if (auto failure = exec(db, QStringLiteral("DELETE FROM round_players")))
            return failure;
        if (auto failure = exec(db, QStringLiteral("DELETE FROM rounds")))
            return failure;
        return exec(db, QStringLiteral("DELETE FROM games"));
    });
    if (!copyProblem.isEmpty()) {
        const Error backupFailed{ErrorKind::HistoryBackupFailed, -1, {copyProblem}};
        return Error{ErrorKind::ClearingHistoryFailed, -1, {errorMessage(backupFailed)}};
    }
    if (error)
        return Error{ErrorKind::ClearingHistoryFailed, -1, {describe(*error)}};

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
