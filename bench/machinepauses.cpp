#include "bench/machinepauses.h"

#include "core/steadyclock.h"

#include <algorithm>
#include <pthread.h>
#include <sched.h>
#include <time.h>

namespace {
constexpr std::int64_t SleepNs = 1'000'000;
// Timer slack and the wake-up path cost a few microseconds; anything under this is not a pause.
constexpr std::int64_t NoticedNs = 200'000;
} // namespace

MachinePauseWitness::~MachinePauseWitness()
{
    stop();
}

std::int64_t MachinePauseWitness::nowNs()
{
    return steadyNowNs();
}

void MachinePauseWitness::start(int seconds, int cpu)
{
    stop();
    m_cpu = cpu;
    // A pause every 5 ms at most, as a rule; past that the vector grows.
    m_pauses.assign(std::max<std::size_t>(4096, std::size_t(seconds) * 200), Pause {});
    m_pauses.clear(); // keeps the capacity
    m_wakeUps = 0;
    m_stop = false;
    m_thread = std::thread([this] { run(); });
}

void MachinePauseWitness::stop()
{
    if (!m_thread.joinable())
        return;
    m_stop = true;
    m_thread.join();
}

void MachinePauseWitness::run()
{
    sched_param param {};
    param.sched_priority = 1; // above every normal thread; the lowest real-time priority
    m_realtime = pthread_setschedparam(pthread_self(), SCHED_FIFO, &param) == 0;
    if (m_cpu >= 0) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(m_cpu, &set);
        pthread_setaffinity_np(pthread_self(), sizeof set, &set);
    }
    while (!m_stop.load(std::memory_order_relaxed)) {
        const std::int64_t due = nowNs() + SleepNs;
        timespec ts { static_cast<time_t>(due / 1'000'000'000),
                      static_cast<long>(due % 1'000'000'000) };
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nullptr) != 0) { }
        const std::int64_t woke = nowNs();
        ++m_wakeUps;
        if (woke - due >= NoticedNs)
            m_pauses.push_back({ due, woke });
    }
}

std::int64_t MachinePauseWitness::coveredNs(const std::vector<Pause> &pauses, std::int64_t fromNs,
                                            std::int64_t toNs)
{
    // The first pause that ends after fromNs, then every one that starts before toNs.
    auto it = std::lower_bound(pauses.begin(), pauses.end(), fromNs,
                               [](const Pause &p, std::int64_t t) { return p.wokeNs <= t; });
    std::int64_t ns = 0;
    for (; it != pauses.end() && it->dueNs < toNs; ++it)
        ns += std::min(it->wokeNs, toNs) - std::max(it->dueNs, fromNs);
    return ns;
}

double MachinePauseWitness::pausedMsWithin(std::int64_t fromNs, std::int64_t toNs) const
{
    return double(coveredNs(m_pauses, fromNs, toNs)) / 1e6;
}

double MachinePauseWitness::maxPauseMs() const
{
    std::int64_t worst = 0;
    for (const Pause &p : m_pauses)
        worst = std::max(worst, p.wokeNs - p.dueNs);
    return double(worst) / 1e6;
}

void MachinePauseWitnesses::start(int seconds)
{
    stop();
    m_witnesses.clear();
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0)
        CPU_SET(0, &allowed);
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (!CPU_ISSET(cpu, &allowed))
            continue;
        m_witnesses.push_back(std::make_unique<MachinePauseWitness>());
        m_witnesses.back()->start(seconds, cpu);
    }
}

void MachinePauseWitnesses::stop()
{
    for (const auto &w : m_witnesses)
        w->stop();
}

bool MachinePauseWitnesses::realtime() const
{
    return !m_witnesses.empty()
        && std::all_of(m_witnesses.begin(), m_witnesses.end(),
                       [](const auto &w) { return w->realtime(); });
}

double MachinePauseWitnesses::pausedMsWithin(int cpu, std::int64_t fromNs, std::int64_t toNs) const
{
    const auto own = std::find_if(m_witnesses.begin(), m_witnesses.end(),
                                  [cpu](const auto &w) { return w->cpu() == cpu; });
    if (own != m_witnesses.end())
        return (*own)->pausedMsWithin(fromNs, toNs);
    double longest = 0;
    for (const auto &w : m_witnesses)
        longest = std::max(longest, w->pausedMsWithin(fromNs, toNs));
    return longest;
}

double MachinePauseWitnesses::maxPauseMs() const
{
    double worst = 0;
    for (const auto &w : m_witnesses)
        worst = std::max(worst, w->maxPauseMs());
    return worst;
}

int MachinePauseWitnesses::wakeUps() const
{
    int n = 0;
    for (const auto &w : m_witnesses)
        n += w->wakeUps();
    return n;
}
