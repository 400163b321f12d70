#pragma once

#include <QtGlobal>

// Where a late GUI tick's time went. On a loaded two-core machine a tick is late for three
// reasons: the GUI thread was busy (the console's work), it was ready but waited for a CPU
// (the run queue: the database, the simulator, the kernel, or the console's own other
// threads had the CPUs), or the machine itself was paused (MachinePauseWitness). Traced,
// most long ticks were run-queue waits around little GUI work (docs/performance.md,
// "GUI stalls: what they are made of").

// The calling thread's time on a CPU so far (CLOCK_THREAD_CPUTIME_ID): what its work cost,
// however long the machine's other work made it take.
qint64 threadCpuNs();

// Taken on the GUI thread at each tick (Linux: /proc/thread-self/schedstat, getrusage).
struct CpuSnapshot
{
    qint64 guiRunNs = 0; // this thread on a CPU, so far
    qint64 guiWaitNs = 0; // this thread ready and waiting for a CPU, so far
    qint64 processCpuNs = 0; // every thread of the process on a CPU, so far
    // Page faults that had to read from disk, so far: this thread's, and the process's. A
    // thread in one is neither on a CPU nor waiting for one; the guest's memory reclaim can
    // evict the pages of code not run for a while (libraries included: there is no swap).
    long guiMajorFaults = 0;
    long processMajorFaults = 0;
    // This thread's voluntary context switches, so far: one per tick is the event loop's
    // sleep; more in a long tick that neither ran nor waited for a CPU mean it blocked in the
    // middle of its work (a lock, the raster engine's helper threads, I/O).
    long guiVoluntarySwitches = 0;
    int cpu = -1; // where this thread runs now, and arms the timer it sleeps on next
    // This thread asleep in the event loop's wait past the timeout it asked for, so far
    // (bench/eventloopwait.h; 0 where the wait cannot be watched).
    qint64 guiOversleptNs = 0;

    static CpuSnapshot now();
};

struct TickCauses
{
    qint64 fromNs = 0; // the previous tick (steady clock)
    qint64 toNs = 0; // this one
    double guiCpuMs = 0;
    double guiRunQueueMs = 0;
    double otherConsoleCpuMs = 0; // the console's other threads (DB thread, painting helpers)
    long guiMajorFaults = 0; // reported beside a long tick, not taken from the console's part
    long processMajorFaults = 0;
    long guiVoluntarySwitches = 0;
    int cpu = -1; // the CPU the GUI thread went to sleep on before this tick
    // Asleep in the event loop's wait past the timeout it asked for: the timer that was to
    // wake it fired late, plus whatever it then waited for a CPU.
    double guiOversleptMs = 0;

    static TickCauses between(const CpuSnapshot &before, const CpuSnapshot &after, qint64 fromNs,
                              qint64 toNs);
};

// The part of a tick's lateness the console answers for: the lateness less the longer of
// the machine's pause and what kept the GUI thread off a CPU while it had nothing of the
// console's to wait for: its wait for a CPU the console's own threads were not using, and
// before that its sleep past the timeout it asked the kernel for (the sleep is timed to the
// poll's return, so it holds the wait for a CPU after the wake-up: that part counts once).
// (A pause and a wait can be the same time, seen twice: the guest's clock runs on while the
// host has its CPUs, so only the longer is taken away.) The wait is taken away whole, though
// part of it may fall before the tick was due: a tick that waited 2 ms and then ran 10 ms
// is charged 8.
double consoleLateMs(double lateMs, const TickCauses &tick, double machinePausedMs);
