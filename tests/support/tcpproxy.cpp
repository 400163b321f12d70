#include "tests/support/tcpproxy.h"

#include <arpa/inet.h>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {
int connectTo(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = htons(static_cast<uint16_t>(port));
    if (::connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

struct Pair
{
    int client;
    int server;
};
} // namespace

TcpProxy::TcpProxy(int targetPort) : m_targetPort(targetPort) { }

TcpProxy::~TcpProxy()
{
    m_stop = true;
    wake();
    if (m_thread.joinable())
        m_thread.join();
    for (int fd : { m_listen, m_wake[0], m_wake[1] }) {
        if (fd >= 0)
            ::close(fd);
    }
}

bool TcpProxy::start()
{
    if (::pipe(m_wake) != 0)
        return false;
    m_listen = ::socket(AF_INET, SOCK_STREAM, 0);
    const int on = 1;
    ::setsockopt(m_listen, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::bind(m_listen, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0
        || ::listen(m_listen, 64) != 0)
        return false;
    socklen_t len = sizeof a;
    ::getsockname(m_listen, reinterpret_cast<sockaddr *>(&a), &len);
    m_port = ntohs(a.sin_port);
    m_thread = std::thread([this] { run(); });
    return true;
}

void TcpProxy::setFrozen(bool frozen)
{
    m_frozen = frozen;
    wake();
}

void TcpProxy::dropAll()
{
    m_drop = true;
    wake();
}

void TcpProxy::wake()
{
    if (m_wake[1] >= 0) {
        const char c = 'w';
        [[maybe_unused]] const ssize_t n = ::write(m_wake[1], &c, 1);
    }
}

void TcpProxy::run()
{
    std::vector<Pair> pairs;
    char buffer[65536];
    while (!m_stop) {
        if (m_drop.exchange(false)) {
            for (const Pair &p : pairs) {
                ::close(p.client);
                ::close(p.server);
            }
            pairs.clear();
        }
        const bool frozen = m_frozen;
        std::vector<pollfd> fds;
        fds.push_back({ m_wake[0], POLLIN, 0 });
        // Frozen: neither accept nor forward; the peers wait as on a dead network.
        if (!frozen) {
            fds.push_back({ m_listen, POLLIN, 0 });
            for (const Pair &p : pairs) {
                fds.push_back({ p.client, POLLIN, 0 });
                fds.push_back({ p.server, POLLIN, 0 });
            }
        }
        if (::poll(fds.data(), fds.size(), 500) <= 0)
            continue;
        if (fds[0].revents & POLLIN) {
            char drain[64];
            [[maybe_unused]] const ssize_t n = ::read(m_wake[0], drain, sizeof drain);
        }
        if (frozen)
            continue;
        // Only the pairs polled above have entries in fds: one accepted now joins after this
        // round (reading its entries read past the end of fds: ASan, in tst_faults).
        const size_t polled = pairs.size();
        if (fds[1].revents & POLLIN) {
            const int client = ::accept(m_listen, nullptr, nullptr);
            const int server = client >= 0 ? connectTo(m_targetPort) : -1;
            if (client >= 0 && server >= 0)
                pairs.push_back({ client, server });
            else if (client >= 0)
                ::close(client);
        }
        std::vector<Pair> alive(pairs.begin() + static_cast<std::ptrdiff_t>(polled), pairs.end());
        for (size_t i = 0; i < polled; ++i) {
            const Pair &p = pairs[i];
            bool open = true;
            for (int side = 0; side < 2 && open; ++side) {
                const pollfd &f = fds[2 + 2 * i + side];
                if (!(f.revents & (POLLIN | POLLHUP | POLLERR)))
                    continue;
                const int from = side == 0 ? p.client : p.server;
                const int to = side == 0 ? p.server : p.client;
                const ssize_t n = ::read(from, buffer, sizeof buffer);
                if (n <= 0 || ::send(to, buffer, static_cast<size_t>(n), MSG_NOSIGNAL) != n)
                    open = false;
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
