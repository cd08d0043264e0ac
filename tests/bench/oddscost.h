// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-bench's rows for what an odds table costs as its range of targets widens (issue 38):
// wall, user and system time and peak memory of whole tables, and the goals beside them.
#pragma once

#include <QTextStream>

namespace countdown::bench {

// Prints the rows and the goals to `out`. True when every goal is met.
bool benchOddsCost(QTextStream &out);

} // namespace countdown::bench
