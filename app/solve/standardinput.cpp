// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "standardinput.h"

#include <cerrno>
#include <climits>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

namespace countdown {

StandardInput::StandardInput()
{
    open(QIODevice::ReadOnly);
}

qint64 StandardInput::readData(char *data, qint64 maxSize)
{
    const unsigned size = unsigned(qMin<qint64>(maxSize, INT_MAX));
    for (;;) {
#ifdef Q_OS_WIN
        const qint64 read = _read(0, data, size);
#else
        const qint64 read = ::read(STDIN_FILENO, data, size);
#endif
        if (read >= 0 || errno != EINTR)
            return read < 0 ? -1 : read; // 0: the end (QIODevice reads no further)
    }
}

qint64 StandardInput::writeData(const char *, qint64)
{
    return -1;
}

} // namespace countdown
