// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game's secondary windows (the statistics, the explorer): windows of their own beside the
// game, which Esc and Ctrl+W (the platform's Close) close like a dialog, and which fit the screen.
#pragma once

class QWidget;

namespace countdown::ui {

// Makes `window` (a widget whose parent is the game's window) such a window.
void makeSecondaryWindow(QWidget &window);

} // namespace countdown::ui
