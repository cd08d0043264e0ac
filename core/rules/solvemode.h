// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Whether a round may leave tiles out: the show's rule, or the stricter practice of using them all.
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace countdown {

enum class SolveMode {
    DropAllowed, // any subset of the tiles may be used
    UseAll,      // every tile must be used
};

// Its fixed word wherever it is written down (files, options, JSON; see words.h): "drop" |
// "use-all".
QString modeWord(SolveMode mode);
std::optional<SolveMode> modeFromWord(QStringView word);

} // namespace countdown
