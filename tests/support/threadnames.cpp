#include "threadnames.h"

#include <QDir>
#include <QFile>

namespace countdown::test {

bool canCountThreads()
{
    return QDir(QStringLiteral("/proc/self/task")).exists();
}

int threadsNamed(const QByteArray &name)
{
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
