// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A working with steps already made, for tests that need a player's board as it stands.
#pragma once

#include "working.h"

#include <initializer_list>
#include <tuple>
#include <vector>

namespace countdown::testsupport {

// Plays `steps` (board tile indices and an operator each) on a working of `tiles`; a refused step
// ends the test run, since the test itself would be wrong.
Working playedWorking(const std::vector<Number> &tiles,
                      std::initializer_list<std::tuple<int, Operator, int>> steps);

} // namespace countdown::testsupport
