#pragma once

#include <QDir>
#include <QFile>
#include <QString>

// Threads of Qt's global thread pool alive in this process (Linux names them "Thread
// (pooled)"). Qt's raster engine (6.4) hands large fills to that pool and waits for them; a
// test paints something and checks whether the pool had to start, and the GUI phase samples
// it every second (a started pool thread stays 30 s), so a paint that waits on the pool again
// shows in gui.pool_threads_max.
inline bool canSeePoolThreads()
{
    return QDir(QStringLiteral("/proc/self/task")).exists();
}

inline int pooledThreads()
{
    int n = 0;
    const QString tasks = QStringLiteral("/proc/self/task");
    for (const QString &tid : QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks + u'/' + tid + QStringLiteral("/comm"));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "Thread (pooled)")
            ++n;
    }
    return n;
}
