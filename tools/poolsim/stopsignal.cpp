#include "tools/poolsim/stopsignal.h"

namespace poolsim {

void StopSignal::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopped.store(true, std::memory_order_release);
    }
    m_wake.notify_all();
}

bool StopSignal::sleepFor(std::chrono::milliseconds d)
{
    return sleepUntil(std::chrono::steady_clock::now() + d);
}

bool StopSignal::sleepUntil(std::chrono::steady_clock::time_point t)
{
    std::unique_lock lock(m_mutex);
    return !m_wake.wait_until(lock, t, [this] { return stopping(); });
}

void StopSignal::wait()
{
    std::unique_lock lock(m_mutex);
    m_wake.wait(lock, [this] { return stopping(); });
}

} // namespace poolsim
