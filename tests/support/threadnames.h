// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The threads of this process by name, as the system sees them: a test can check that a thread
// of the game's (QThread names the system thread after its objectName) started or has ended.
#pragma once

#include <QByteArray>

namespace countdown::test {

// Whether the system's thread names can be read here (Linux: /proc/self/task/*/comm; on Windows,
// Qt built by MinGW gives its threads no names).
bool canCountThreads();
// How many of this process's threads have this name (cut to the 15 bytes Linux keeps); 0 where
// canCountThreads() is false.
int threadsNamed(const QByteArray &name);

} // namespace countdown::test
