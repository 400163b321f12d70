#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <thread>
#include <vector>

// A witness of the machine's own pauses: a thread that does nothing but sleep 1 ms at a time,
// at real-time priority (SCHED_FIFO) where the process may take it, noting how late each
// wake-up came. Nothing in the guest can keep such a thread off a CPU, so when it is late the
// CPUs themselves were not running: the host of this virtual machine had taken them (a trace
// of such a moment shows both CPUs without a single scheduler event for 12 ms, then every
// timer due meanwhile firing at once). A GUI tick late by as much, at the same moment, was not
// late because of the console (docs/performance.md, "GUI stalls: what they are made of").
//
// Times are std::chrono::steady_clock nanoseconds (CLOCK_MONOTONIC). Results are read after
// stop().
class MachinePauseWitness
{
public:
    ~MachinePauseWitness();
    // Room for `seconds` of pauses is written to first: the witness lives in the process
    // whose memory the benchmark samples, and must not add to its trend. With `cpu` >= 0 the
    // witness runs on that CPU only, and sees that virtual CPU's pauses.
    void start(int seconds, int cpu = -1);
    void stop();
    // Whether the witness ran at real-time priority; without it (no privilege) the guest's
    // own scheduler can delay it too, and what it saw is an upper bound of the machine's part.
    bool realtime() const { return m_realtime; }
    // How long the witness was held past its wake-up time within [fromNs, toNs], in ms.
    double pausedMsWithin(std::int64_t fromNs, std::int64_t toNs) const;
    double maxPauseMs() const;
    int wakeUps() const { return m_wakeUps; }
    int cpu() const { return m_cpu; } // -1: not pinned

    static std::int64_t nowNs();

    struct Pause
    {
        std::int64_t dueNs; // when the sleep should have ended
        std::int64_t wokeNs; // when it did
    };
    // The part of [fromNs, toNs] covered by pauses (in time order, none overlapping), in ns.
    static std::int64_t coveredNs(const std::vector<Pause> &pauses, std::int64_t fromNs,
                                  std::int64_t toNs);

private:
    void run();

    std::vector<Pause> m_pauses; // in time order; only the witness thread writes, until stop()
    std::thread m_thread;
    std::atomic<bool> m_stop { false };
    std::atomic<bool> m_realtime { false };
    int m_cpu = -1;
    int m_wakeUps = 0;
};

// One witness on each CPU. The host can take one virtual CPU and leave the other running: a
// timer armed on the taken one fires late, and a single unpinned witness, running on the
// other, sees nothing of it.
class MachinePauseWitnesses
{
public:
    void start(int seconds);
    void stop();
    bool realtime() const;
    // The pauses of `cpu`'s witness within [fromNs, toNs], in ms; for an unknown CPU the
    // longest of any witness.
    double pausedMsWithin(int cpu, std::int64_t fromNs, std::int64_t toNs) const;
    double maxPauseMs() const;
    int wakeUps() const;
    int cpus() const { return int(m_witnesses.size()); }

private:
    std::vector<std::unique_ptr<MachinePauseWitness>> m_witnesses;
};
