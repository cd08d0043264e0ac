// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How a round's fields are written as text, in the database and in the CSV export alike: times as
// ISO-8601 UTC with milliseconds, numbers separated by spaces (rules, modes and difficulties as
// core/solve/words.h names them).
// Private to the core.
#pragma once

#include "number.h"

#include <QDateTime>
#include <QString>

#include <vector>

namespace countdown::history {

QString utcText(const QDateTime &time);
QDateTime utcFromText(const QString &text);

QString numbersText(const std::vector<Number> &numbers);
std::vector<Number> numbersFromText(const QString &text);

} // namespace countdown::history
