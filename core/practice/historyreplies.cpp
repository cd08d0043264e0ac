// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// HistoryStore: the friends' replies to the player's challenges (table challenge_replies,
// internal/historyschema.cpp).
#include "history.h"

#include "historyfields.h"
#include "historysql.h"

#include <QSqlQuery>

namespace countdown {

using namespace history;

Result<bool> HistoryStore::addChallengeReply(const QString &code, const QDateTime &readAt)
{
    if (!isOpen())
        return unavailable(ErrorKind::StoringReplyFailed);
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    bool added = false;
    const auto error = inWriteTransaction(db, [&]() -> std::optional<QSqlError> {
        QSqlQuery query(db);
        // The code is UNIQUE: a reply opened again (or by another instance) is kept once.
        query.prepare(QStringLiteral(
            "INSERT OR IGNORE INTO challenge_replies (read_at, code) VALUES (?, ?)"));
        query.addBindValue(utcText(readAt.isValid() ? readAt : QDateTime::currentDateTimeUtc()));
        query.addBindValue(code);
        if (!query.exec())
            return query.lastError();
        added = query.numRowsAffected() > 0;
        return std::nullopt;
    });
    if (error)
        return Error{ErrorKind::StoringReplyFailed, -1, {describe(*error)}};
    return added;
}

std::vector<ChallengeReplyRecord> HistoryStore::challengeReplies() const
{
    std::vector<ChallengeReplyRecord> replies;
    if (!isOpen())
        return replies;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT id, read_at, code FROM challenge_replies ORDER BY id"))) {
        qCWarning(lcHistory, "HistoryStore: reading the replies: %s",
                  qPrintable(describe(query.lastError())));
        return replies;
    }
    while (query.next())
        replies.push_back(ChallengeReplyRecord{query.value(0).toLongLong(),
                                               utcFromText(query.value(1).toString()),
                                               query.value(2).toString()});
    return replies;
}

} // namespace countdown
