#pragma once

#include <QtGlobal>
#include <chrono>

// Monotonic nanoseconds on one clock for every thread: a job's timestamps are taken on the
// DB thread and compared on the GUI thread, to tell how long a reply spent between them.
inline qint64 steadyNowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
