// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How countdown-solve writes what it found on standard output: an answer (as text, or as one JSON
// object on one line), a --batch line's heading or error, and the odds table of --stats. ASCII
// operators and numbers written the same way in every locale.
#pragma once

#include "challengecode.h"
#include "daily.h"
#include "dailyset.h"
#include "error.h"
#include "odds.h"
#include "puzzle.h"
#include "puzzleanswer.h"
#include "solvecommandline.h"
#include "solver.h"
#include "variations.h"

#include <QtGlobal>

#include <optional>

class QTextStream;

namespace countdown {

// As text: "EXPRESSION = VALUE", its steps indented, "exact" or "N away" with the numbers it
// uses; then, with --count or --all, the number of distinct solutions and, with --all, the
// solutions. With --json: one object on one line.
void writeAnswer(QTextStream &out, const Puzzle &puzzle, const PuzzleAnswer &answer,
                 const SolveOptions &options);

// --code: what the code carries ("challenge: target 834, numbers 100 75 3 7 9 2, uk, drop, + - *
// /, clock 30 s", then a line for the sender's result and one for the reply's when it carries
// them), then the answer as writeAnswer writes it; or with --json writeAnswer's object with a
// "challenge" object: {"variant", "mode", "operations", "clock_seconds", and "sender" and
// "reply" when carried: {"name", "value", "points", "time_ms", "hints"}} (no variant, or no
// declaration: null).
void writeChallengeAnswer(QTextStream &out, const Challenge &challenge, const PuzzleAnswer &answer,
                          const SolveOptions &options);

// --daily: "Daily puzzle #335, 2026-12-01: 494 from 50 25 75 100 7 2", or with --json one object
// on one line: {"date":"2026-12-01","number":335,"numbers":[50,25,75,100,7,2],"target":494}.
void writeDaily(QTextStream &out, const DailyPuzzle &puzzle, bool json);
// The day's set: a line per puzzle, or one JSON object {number, date, puzzles: [{position, target,
// numbers, large, difficulty: {numbers, divisions, big_final_subtraction, largest_value}}]}.
void writeDailySet(QTextStream &out, const DailySet &set, bool json);

// What starts a --batch answer in text: "line N: target T, numbers N1 ... Nk".
void writeBatchLineHeading(QTextStream &out, qint64 lineNumber, const Puzzle &puzzle);

// A --batch line's error in its place: "line N: error: …", or {"line": N, "error": "…"} with
// --json.
void writeLineError(QTextStream &out, qint64 lineNumber, const Error &error, bool json);

// The odds table: a heading and one line per row, or with --json one object on one line.
void writeOddsTable(QTextStream &out, const OddsTable &table, bool json);

// --variations: a Markdown table (a row per variation, a column per number of large, and one for
// a single bag, with P(no exact solution) in %) and how long each took; or with --json one object
// per variation, one per line: {"axis", "variation", "variant": {...}, "rows": [...], "seconds"}.
void writeVariationsHeading(QTextStream &out, SolveMode mode, bool json);
void writeVariation(QTextStream &out, const VariationOdds &odds, bool json);

} // namespace countdown
