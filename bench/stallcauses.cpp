#include "bench/stallcauses.h"

#include "bench/eventloopwait.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <sched.h>
#include <sys/resource.h>

qint64 threadCpuNs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

CpuSnapshot CpuSnapshot::now()
{
    CpuSnapshot s;
    if (FILE *f = std::fopen("/proc/thread-self/schedstat", "r")) {
        long long run = 0;
        long long wait = 0;
        if (std::fscanf(f, "%lld %lld", &run, &wait) == 2) {
            s.guiRunNs = run;
            s.guiWaitNs = wait;
        }
        std::fclose(f);
    }
    rusage usage {};
    if (getrusage(RUSAGE_SELF, &usage) == 0) {
        const auto ns = [](const timeval &tv) {
            return qint64(tv.tv_sec) * 1'000'000'000 + qint64(tv.tv_usec) * 1000;
        };
        s.processCpuNs = ns(usage.ru_utime) + ns(usage.ru_stime);
        s.processMajorFaults = usage.ru_majflt;
    }
    if (getrusage(RUSAGE_THREAD, &usage) == 0) {
        s.guiMajorFaults = usage.ru_majflt;
        s.guiVoluntarySwitches = usage.ru_nvcsw;
    }
    s.cpu = sched_getcpu();
    s.guiOversleptNs = eventloopwait::oversleptNs();
    return s;
}

TickCauses TickCauses::between(const CpuSnapshot &before, const CpuSnapshot &after, qint64 fromNs,
                               qint64 toNs)
{
    TickCauses t;
    t.fromNs = fromNs;
    t.toNs = toNs;
    const qint64 gui = after.guiRunNs - before.guiRunNs;
    t.guiCpuMs = double(gui) / 1e6;
    t.guiRunQueueMs = double(after.guiWaitNs - before.guiWaitNs) / 1e6;
    // getrusage counts in microseconds: never below zero.
    t.otherConsoleCpuMs
        = std::max(0.0, double(after.processCpuNs - before.processCpuNs - gui) / 1e6);
    t.guiMajorFaults = after.guiMajorFaults - before.guiMajorFaults;
    t.processMajorFaults = after.processMajorFaults - before.processMajorFaults;
    t.guiVoluntarySwitches = after.guiVoluntarySwitches - before.guiVoluntarySwitches;
    t.cpu = before.cpu;
    t.guiOversleptMs = double(after.guiOversleptNs - before.guiOversleptNs) / 1e6;
    return t;
}

double consoleLateMs(double lateMs, const TickCauses &tick, double machinePausedMs)
{
    const double othersHadTheCpu = std::max(0.0, tick.guiRunQueueMs - tick.otherConsoleCpuMs);
    const double wokenLate = std::max(0.0, tick.guiOversleptMs - tick.guiRunQueueMs);
    return std::max(0.0, lateMs - std::max(machinePausedMs, wokenLate + othersHadTheCpu));
}
