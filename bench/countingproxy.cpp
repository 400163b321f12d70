#include "bench/countingproxy.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <vector>

namespace {

struct Pair
{
    int client = -1;
    int server = -1;
    bool serverSpoke = true; // so the client's first message counts as a turn
};

int connectTo(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<uint16_t>(port));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0) {
        ::close(fd);
        return -1;
    }
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

// Copies what is readable on `from` to `to`; false when either side is done.
bool relay(int from, int to)
{
    char buffer[65536];
    const ssize_t n = ::read(from, buffer, sizeof buffer);
    if (n <= 0)
        return false;
    for (ssize_t sent = 0; sent < n;) {
        const ssize_t w = ::write(to, buffer + sent, static_cast<size_t>(n - sent));
        if (w <= 0)
            return false;
        sent += w;
    }
    return true;
}

} // namespace

CountingProxy::CountingProxy(int targetPort)
    : m_targetPort(targetPort)
{
}

CountingProxy::~CountingProxy()
{
    m_stop = true;
    if (m_wake[1] >= 0) {
        const char c = 'x';
        [[maybe_unused]] const ssize_t w = ::write(m_wake[1], &c, 1);
    }
    if (m_thread.joinable())
        m_thread.join();
    for (int fd : { m_listen, m_wake[0], m_wake[1] }) {
        if (fd >= 0)
            ::close(fd);
    }
}

bool CountingProxy::start()
{
    if (::pipe(m_wake) != 0)
        return false;
    m_listen = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof addr;
    if (::bind(m_listen, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0
        || ::listen(m_listen, 16) != 0
        || ::getsockname(m_listen, reinterpret_cast<sockaddr *>(&addr), &len) != 0)
        return false;
    m_port = ntohs(addr.sin_port);
    m_thread = std::thread([this] { run(); });
    return true;
}

void CountingProxy::run()
{
    std::vector<Pair> pairs;
    while (!m_stop) {
        std::vector<pollfd> fds { { m_wake[0], POLLIN, 0 }, { m_listen, POLLIN, 0 } };
        for (const Pair &p : pairs) {
            fds.push_back({ p.client, POLLIN, 0 });
            fds.push_back({ p.server, POLLIN, 0 });
        }
        if (::poll(fds.data(), fds.size(), -1) < 0)
            continue;
        if (fds[0].revents)
            break;
        std::vector<Pair> alive;
        if (fds[1].revents & POLLIN) {
            const int client = ::accept(m_listen, nullptr, nullptr);
            if (client >= 0) {
                const int one = 1;
                ::setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
                const int server = connectTo(m_targetPort);
                if (server < 0)
                    ::close(client);
                else
                    alive.push_back({ client, server });
            }
        }
        for (size_t i = 0; i < pairs.size(); ++i) {
            Pair p = pairs[i];
            const short fromClient = fds[2 + 2 * i].revents;
            const short fromServer = fds[3 + 2 * i].revents;
            bool open = true;
            if (fromServer) {
                open = relay(p.server, p.client);
                p.serverSpoke = true;
            }
            if (open && fromClient) {
                if (p.serverSpoke)
                    ++m_turns;
                p.serverSpoke = false;
                open = relay(p.client, p.server);
            }
            if (open) {
                alive.push_back(p);
            } else {
                ::close(p.client);
                ::close(p.server);
            }
        }
        pairs = std::move(alive);
    }
    for (const Pair &p : pairs) {
        ::close(p.client);
        ::close(p.server);
    }
}
