// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Values of countdown-solve's options as its readers share them (solvecommandline.cpp,
// challengecommandline.cpp): a value quoted in a message, a usage error, a --variant.
#pragma once

#include "gamevariant.h"
#include "solvecommandline.h"

#include <QString>

#include <optional>

namespace countdown {

// A value the user gave, as a message shows it: in quotes, control characters written out (\x1b)
// so that a message never carries a terminal's escape sequence.
QString quoted(const QString &value);

// A problem with the options, which "Try countdown-solve --help." follows.
CommandLineError usageError(const QString &message);

QString useAllNeedsAddOrMultiply();

// A variant by its name (a built-in's id) or as a file; nullopt (with the problem in `error`) when
// it is neither.
std::optional<GameVariant> readVariant(const QString &nameOrFile, CommandLineError *error);

} // namespace countdown
