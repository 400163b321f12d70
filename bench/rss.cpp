#include "bench/rss.h"

#include <QFile>

namespace {
double statusFieldMb(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray name(field);
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(name)) {
            const QList<QByteArray> parts = line.mid(name.size()).simplified().split(' ');
            return parts.value(0).toDouble() / 1024.0; // kB
        }
    }
    return 0;
}
} // namespace

double residentMb()
{
    return statusFieldMb("VmRSS:");
}

double peakResidentMb()
{
    return statusFieldMb("VmHWM:");
}
