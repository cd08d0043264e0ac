// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "historysql.h"

#include <QSqlQuery>

#include <atomic>

namespace countdown::history {

Q_LOGGING_CATEGORY(lcHistory, "countdown.history")

QString sql(const char *text)
{
    return QString::fromLatin1(text);
}

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("countdown-history-%1").arg(++counter);
}

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

QString describe(const QSqlError &error)
{
    const QString database = error.databaseText().trimmed();
    return database.isEmpty() ? error.driverText().trimmed() : database;
}

int primaryCode(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : 0;
}

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

std::optional<QSqlError> exec(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (!query.exec(statement))
        return query.lastError();
    return std::nullopt;
}

std::optional<QVariant> scalar(const QSqlDatabase &db, const QString &statement, QSqlError &error)
{
    QSqlQuery query(db);
    if (!query.exec(statement) || !query.next()) {
        error = query.lastError();
        return std::nullopt;
    }
    return query.value(0);
}

} // namespace countdown::history
