// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// One object of a type per thread, made on the thread's first use and destroyed when the thread
// ends: the solver's reusable buffers (a search makes thousands of tables on a thread).
#pragma once

#include <QThreadStorage>

namespace countdown::detail {

// Not a `thread_local` object: with MinGW-w64's GCC (emulated TLS) a thread_local's storage is
// freed before its destructor runs when the thread ends (GCC bug 80816), which crashed odds
// tables and `countdown-solve --batch` on Windows at random. Qt's thread storage deletes the
// object when Qt sees the thread end, on every platform, with no destructor in TLS.
template <typename T>
T &perThread()
{
    static QThreadStorage<T *> storage;
    if (!storage.hasLocalData())
        storage.setLocalData(new T);
    return *storage.localData();
}

} // namespace countdown::detail
