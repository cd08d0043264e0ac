// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The history's schema and its migrations. PRAGMA user_version holds the schema version; a new
// file is built by running every migration from version 0, so that a new database and a migrated
// old one have exactly the same schema. The tables and columns: historyschema.cpp.
#pragma once

#include <QSqlDatabase>
#include <QSqlError>

#include <optional>

namespace countdown::history {

// Runs the migrations from `fromVersion` to HistoryStore::kSchemaVersion and sets user_version,
// inside the caller's write transaction; the first failure, if any.
std::optional<QSqlError> migrate(const QSqlDatabase &db, int fromVersion);

} // namespace countdown::history
