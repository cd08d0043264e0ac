// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A puzzle: the numbers on the tiles and the target, as typed, drawn or given on a command line.
#pragma once

#include "number.h"
#include "result.h"

#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

namespace countdown {

struct Puzzle {
    std::vector<Number> numbers; // in the order given
    Number target = 0;

    friend bool operator==(const Puzzle &, const Puzzle &) = default;
};

// 1 to 7 numbers, each 1..999,999, and a target 1..999,999; the first problem found, if any.
std::optional<Error> checkPuzzle(const Puzzle &puzzle);
// The numbers' part of checkPuzzle alone.
std::optional<Error> checkNumbers(const std::vector<Number> &numbers);

// One decimal number: digits only (no sign, point, exponent or spaces), within [minimum, maximum];
// rangeError is the kind reported when it is outside. `position` is where the text starts in the
// caller's input, for the error.
Result<Number> readNumber(QStringView text, Number minimum, Number maximum, ErrorKind rangeError,
                          int position = 0);

// "TARGET N1 N2 ... Nk" separated by spaces or tabs, checked as by checkPuzzle. The first problem
// from the left is reported: a field that is not a number, or a target or number out of range;
// a line of numbers is checked for its count first. Memory stays that of the line, however many
// fields it has.
Result<Puzzle> readPuzzleLine(QStringView line);

// The same with the target and the numbers already split, one per field (e.g. command-line
// arguments): a field with a space in it is not a number. Errors have no position (-1): the
// fields are not one text.
Result<Puzzle> readPuzzleFields(const QStringList &fields);

// What a form with a field of numbers and a field for the target says, read as it is typed, so
// that a mistake shows while the player is still looking at it. The numbers are separated by
// spaces or commas (a natural way to list them). A field left empty gives nothing and is not a
// problem; the first problem is the numbers' (they come first), and the target is read only when
// the numbers have none.
struct PuzzleForm {
    std::vector<Number> numbers;
    std::optional<Number> target;
    std::optional<Error> error;

    // Both fields filled in, without a problem.
    std::optional<Puzzle> puzzle() const;
};
PuzzleForm readPuzzleForm(const QString &numbers, const QString &target);

} // namespace countdown
