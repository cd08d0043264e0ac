// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The history as CSV: a pure function of the rounds, so that what a spreadsheet receives can be
// checked without a database. The columns are documented at HistoryStore::exportCsv.
#pragma once

#include "history.h"

#include <QByteArray>

#include <vector>

namespace countdown::history {

// UTF-8, CRLF line ends, a header line then one line per round in the order given; RFC 4180
// quoting; a cell a spreadsheet would run as a formula is written as text.
QByteArray roundsAsCsv(const std::vector<RoundRecord> &rounds);

} // namespace countdown::history
