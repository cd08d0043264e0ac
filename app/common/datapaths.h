// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Where the game keeps its files on this system: the program's business, not the domain's (the
// core takes paths as it is given them).
#pragma once

#include <QString>

namespace countdown::app {

// <AppDataLocation>/history.sqlite, the folder created (Linux: ~/.local/share/CountdownNumbers/
// countdown-numbers/history.sqlite). Needs the organisation and application names set first.
QString historyFilePath();

} // namespace countdown::app
