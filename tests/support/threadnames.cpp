// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "threadnames.h"

#include <QDir>
#include <QFile>

namespace countdown::test {

bool canCountThreads()
{
#ifdef Q_OS_LINUX
    return QDir(QStringLiteral("/proc/self/task")).exists();
#else
    // Under Wine a Windows program sees Linux's /proc through drive Z:, but its threads carry no
    // names there (Qt names threads on Windows only when built by MSVC).
    return false;
#endif
}

int threadsNamed(const QByteArray &name)
{
    if (!canCountThreads())
        return 0;
    const QByteArray comm15 = name.left(15);
    int count = 0;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(task) + QStringLiteral("/comm"));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == comm15)
            ++count;
    }
    return count;
}

} // namespace countdown::test
