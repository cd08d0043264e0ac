// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-solve --batch: the puzzles of an input, one per line, solved on several threads and
// answered in their order, each written as soon as it and every line before it are.
#pragma once

#include "solvecommandline.h"

class QIODevice;
class QTextStream;

namespace countdown {

// Reads `input` to its end (a blocking device such as stdin, or a buffer) and writes an answer, or
// an error, for each line that is not blank, in order, to `out`. `threads` solve at once (0: as
// many as the machine has). At most a few hundred lines are read ahead of the one being written,
// so that memory stays bounded however long the input; what is written is flushed as soon as the
// lines before it are written too, so that a consumer sees each answer while its input is still
// open. Its exit code (solvecommand.h): Ok, BadInput when a line was bad (the others are still
// answered), OutputLost when writing failed (the rest is then not read).
int runBatch(QIODevice &input, QTextStream &out, const SolveOptions &options, int threads);

} // namespace countdown
