// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "playedworking.h"

#include <QtGlobal>

namespace countdown::testsupport {

Working playedWorking(const std::vector<Number> &tiles,
                      std::initializer_list<std::tuple<int, Operator, int>> steps)
{
    Working w(tiles);
    for (const auto &[left, op, right] : steps) {
        if (!w.combine(left, op, right))
            qFatal("a step of the test's working was refused");
    }
    return w;
}

} // namespace countdown::testsupport
