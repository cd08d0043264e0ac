// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-solve's work apart from main(): reads the command line (solvecommandline.h), runs the
// command it gives (solves the puzzles, or computes the odds) and writes the answers
// (solvewriters.h). Kept out of main() so that it runs in-process, on any streams.
#pragma once

#include <QStringList>
#include <QtGlobal>

class QIODevice;
class QTextStream;

namespace countdown {

// The exit codes of countdown-solve.
enum SolveExitCode : int {
    SolveExitOk = 0,         // every puzzle was answered, exactly or not (also --help, --version)
    SolveExitOutputLost = 1, // the answers could not all be written (a full disk, a closed pipe,
                             // memory ran out)
    SolveExitBadInput = 2,   // a bad option, argument or batch line; the message says which
};

// The most one --batch line may be, in bytes: a longer one is reported (LineTooLong) and skipped
// without being held, so that no line costs more memory than this.
inline constexpr qint64 kMaxBatchLineBytes = 1 << 20;

// Runs countdown-solve with `arguments` as QCoreApplication::arguments() gives them (the first is
// the program). With --batch the puzzles come from `input`, one per line, read until its end
// (a blocking device such as stdin, or a buffer; batch.h). Answers go to `out`, flushed as soon as
// they are written, from another thread with --batch; problems with the command line go to `err`.
// Output never depends on the locale: ASCII operators and plain digits (error messages are English
// as long as no translator is installed, and countdown-solve's main() installs none).
int runSolveCommand(const QStringList &arguments, QIODevice &input, QTextStream &out,
                    QTextStream &err);

} // namespace countdown
