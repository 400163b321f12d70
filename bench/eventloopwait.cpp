#include "bench/eventloopwait.h"

#include "core/steadyclock.h"

#include <atomic>
#include <dlfcn.h>
#include <pthread.h>

namespace {

// glib's GPollFD and GPollFunc, a stable ABI: gint fd; gushort events, revents.
struct PollFd
{
    int fd;
    unsigned short events;
    unsigned short revents;
};
using PollFunc = int (*)(PollFd *fds, unsigned int count, int timeoutMs);
using DefaultContextFunc = void *(*)();
using GetPollFunc = PollFunc (*)(void *context);
using SetPollFunc = void (*)(void *context, PollFunc func);

PollFunc g_original = nullptr;
pthread_t g_owner {};
std::atomic<bool> g_installed { false };
std::atomic<std::int64_t> g_oversleptNs { 0 };
std::atomic<std::int64_t> g_polls { 0 };

int watchedPoll(PollFd *fds, unsigned int count, int timeoutMs)
{
    if (timeoutMs < 0 || !pthread_equal(pthread_self(), g_owner))
        return g_original(fds, count, timeoutMs);
    const std::int64_t start = steadyNowNs();
    const int ready = g_original(fds, count, timeoutMs);
    const std::int64_t past = steadyNowNs() - start - std::int64_t(timeoutMs) * 1'000'000;
    if (past > 0)
        g_oversleptNs.fetch_add(past, std::memory_order_relaxed);
    g_polls.fetch_add(1, std::memory_order_relaxed);
    return ready;
}

template<typename F> F symbol(const char *name)
{
    return reinterpret_cast<F>(dlsym(RTLD_DEFAULT, name));
}

} // namespace

namespace eventloopwait {

bool install()
{
    if (g_installed.load())
        return true;
    const auto defaultContext = symbol<DefaultContextFunc>("g_main_context_default");
    const auto getPoll = symbol<GetPollFunc>("g_main_context_get_poll_func");
    const auto setPoll = symbol<SetPollFunc>("g_main_context_set_poll_func");
    if (!defaultContext || !getPoll || !setPoll)
        return false;
    void *context = defaultContext();
    g_original = getPoll(context);
    if (!g_original)
        return false;
    g_owner = pthread_self();
    setPoll(context, watchedPoll);
    g_installed.store(true);
    return true;
}

std::int64_t oversleptNs()
{
    return g_oversleptNs.load(std::memory_order_relaxed);
}

std::int64_t polls()
{
    return g_polls.load(std::memory_order_relaxed);
}

} // namespace eventloopwait
