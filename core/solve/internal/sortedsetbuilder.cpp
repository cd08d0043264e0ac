// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sortedsetbuilder.h"

#include "perthread.h"

namespace countdown::detail {

SortedSetBuilder &SortedSetBuilder::ofThread()
{
    return perThread<SortedSetBuilder>();
}

} // namespace countdown::detail
