#include "startuptime.h"

#include <QElapsedTimer>
#include <QFile>
#include <QList>

#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

namespace countdown {

namespace {
QElapsedTimer &sinceMain()
{
    static QElapsedTimer timer;
    return timer;
}

#ifdef Q_OS_LINUX
// The process's start, in seconds since boot: field 22 of /proc/self/stat, in clock ticks.
double processStartSinceBoot()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // The command name (field 2) may hold spaces: count fields after its closing bracket.
    const int bracket = line.lastIndexOf(')');
    if (bracket < 0)
        return -1;
    const QList<QByteArray> fields = line.mid(bracket + 2).split(' ');
    // fields[0] is field 3 (state), so field 22 is fields[19].
    if (fields.size() < 20)
        return -1;
    bool ok = false;
    const double ticks = fields[19].toDouble(&ok);
    const long perSecond = sysconf(_SC_CLK_TCK);
    return ok && perSecond > 0 ? ticks / double(perSecond) : -1;
}

double uptime()
{
    QFile file(QStringLiteral("/proc/uptime"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    bool ok = false;
    const double seconds = file.readAll().split(' ').value(0).toDouble(&ok);
    return ok ? seconds : -1;
}
#endif
} // namespace

void markProcessStart()
{
    sinceMain().start();
}

qint64 millisecondsSinceProcessStart()
{
#ifdef Q_OS_LINUX
    const double start = processStartSinceBoot();
    const double now = uptime();
    if (start >= 0 && now >= start)
        return qint64((now - start) * 1000.0 + 0.5);
#endif
    return sinceMain().isValid() ? sinceMain().elapsed() : 0;
}

} // namespace countdown
