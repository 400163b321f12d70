#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>

namespace poolsim {

// The simulation's one stop flag, shared by every thread. Sleeps go through it, so a
// SIGINT/SIGTERM or the end of --duration wakes every thread at once instead of waiting out
// whatever each one was sleeping for.
class StopSignal
{
public:
    void stop();
    bool stopping() const { return m_stopped.load(std::memory_order_acquire); }
    // Sleeps for `d`; false when the stop came first.
    bool sleepFor(std::chrono::milliseconds d);
    bool sleepUntil(std::chrono::steady_clock::time_point t);
    // Sleeps until the stop.
    void wait();

private:
    std::atomic<bool> m_stopped { false };
    std::mutex m_mutex;
    std::condition_variable m_wake;
};

} // namespace poolsim
