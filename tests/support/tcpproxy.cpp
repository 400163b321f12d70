#include "tests/support/tcpproxy.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cstdint>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

// Finds message boundaries in one direction of the PostgreSQL protocol: a type byte and a
// length, except the client's startup packet, which has no type byte (with SSL and GSS
// encryption off, nothing else comes before it).
struct MessageStream
{
    bool startup = false;
    std::int64_t need = 0; // bytes of the current message's body still to come
    unsigned char header[5] = {};
    int headerLen = 0;

    template<typename OnMessage> void feed(const char *p, ssize_t n, OnMessage onMessage)
    {
        while (n > 0) {
            if (need > 0) {
                const std::int64_t take = std::min<std::int64_t>(need, n);
                need -= take;
                p += take;
                n -= take;
                continue;
            }
            const int headerSize = startup ? 4 : 5;
            header[headerLen++] = static_cast<unsigned char>(*p++);
            --n;
            if (headerLen < headerSize)
                continue;
            const unsigned char *len = header + (startup ? 0 : 1);
            const std::int64_t length
                = (std::int64_t(len[0]) << 24) | (len[1] << 16) | (len[2] << 8) | len[3];
            const char type = startup ? '\0' : char(header[0]);
            need = std::max<std::int64_t>(0, length - 4);
            headerLen = 0;
            startup = false;
            onMessage(type);
        }
    }
};

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

// A relay adds no delay of its own: what a client or the server sends goes out at once.
void noDelay(int fd)
{
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

// Copies what is readable on `from` to `to`, showing it to `inspect` first; false when
// either side is done.
template<typename Inspect> bool relay(int from, int to, Inspect inspect)
{
    char buffer[65536];
    const ssize_t n = ::read(from, buffer, sizeof buffer);
    if (n <= 0)
        return false;
    inspect(buffer, n);
    for (ssize_t sent = 0; sent < n;) {
        const ssize_t w = ::send(to, buffer + sent, static_cast<size_t>(n - sent), MSG_NOSIGNAL);
        if (w <= 0)
            return false;
        sent += w;
    }
    return true;
}

constexpr short Readable = POLLIN | POLLHUP | POLLERR;

} // namespace

// One client's connection and the proxy's own to the server, and where its round trip stands.
struct TcpProxy::Pair
{
    int client = -1;
    int server = -1;
    int id = 0; // in the order the proxy accepted them, from 1
    MessageStream fromClient { true };
    MessageStream fromServer;
    int outstanding = 0; // Syncs, simple Queries and the startup packet not yet answered
    bool asking = false; // the client sent since everything it asked for was answered
};

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
    socklen_t len = sizeof a;
    if (::bind(m_listen, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0
        || ::listen(m_listen, 64) != 0
        || ::getsockname(m_listen, reinterpret_cast<sockaddr *>(&a), &len) != 0)
        return false;
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

void TcpProxy::resetCount()
{
    const std::lock_guard lock(m_eventsMutex);
    m_turns.store(0);
    m_events.clear();
}

std::string TcpProxy::events() const
{
    const std::lock_guard lock(m_eventsMutex);
    return m_events;
}

void TcpProxy::note(const std::string &event)
{
    const std::lock_guard lock(m_eventsMutex);
    if (!m_events.empty())
        m_events += ", ";
    m_events += event;
}

void TcpProxy::wake()
{
    if (m_wake[1] >= 0) {
        const char c = 'w';
        [[maybe_unused]] const ssize_t n = ::write(m_wake[1], &c, 1);
    }
}

void TcpProxy::acceptClient(std::vector<Pair> &pairs)
{
    const int client = ::accept(m_listen, nullptr, nullptr);
    if (client < 0)
        return;
    const int server = connectTo(m_targetPort);
    if (server < 0) {
        ::close(client);
        return;
    }
    noDelay(client);
    noDelay(server);
    Pair fresh;
    fresh.client = client;
    fresh.server = server;
    fresh.id = ++m_accepted;
    note("c" + std::to_string(fresh.id) + " accepted");
    pairs.push_back(fresh);
}

// The server's side first: a ReadyForQuery read in the same round as the client's next
// message ends the turn before that message begins one.
bool TcpProxy::forward(Pair &p, short fromClient, short fromServer)
{
    bool open = true;
    if (fromServer & Readable) {
        open = relay(p.server, p.client, [&p](const char *data, ssize_t n) {
            p.fromServer.feed(data, n, [&p](char type) {
                if (type == 'Z' && p.outstanding > 0 && --p.outstanding == 0)
                    p.asking = false;
            });
        });
    }
    if (open && (fromClient & Readable)) {
        open = relay(p.client, p.server, [&p, this](const char *data, ssize_t n) {
            p.fromClient.feed(data, n, [&p, this](char type) {
                if (!p.asking && type != 'X') { // X: the client says goodbye
                    ++m_turns;
                    p.asking = true;
                    note("c" + std::to_string(p.id) + ' '
                         + (type ? std::string(1, type) : std::string("startup")));
                }
                if (type == 'S' || type == 'Q' || type == '\0')
                    ++p.outstanding;
            });
        });
    }
    return open;
}

void TcpProxy::run()
{
    std::vector<Pair> pairs;
    const auto closeAll = [&pairs, this] {
        for (const Pair &p : pairs) {
            ::close(p.client);
            ::close(p.server);
        }
        pairs.clear();
        m_connections = 0;
    };
    while (!m_stop) {
        if (m_drop.exchange(false))
            closeAll();
        const bool frozen = m_frozen;
        std::vector<pollfd> fds { { m_wake[0], POLLIN, 0 } };
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
        if (fds[1].revents & POLLIN)
            acceptClient(pairs);
        std::vector<Pair> alive(pairs.begin() + static_cast<std::ptrdiff_t>(polled), pairs.end());
        for (size_t i = 0; i < polled; ++i) {
            Pair &p = pairs[i];
            if (forward(p, fds[2 + 2 * i].revents, fds[3 + 2 * i].revents)) {
                alive.push_back(p);
            } else {
                ::close(p.client);
                ::close(p.server);
            }
        }
        pairs = std::move(alive);
        m_connections = static_cast<int>(pairs.size());
    }
    closeAll();
}
