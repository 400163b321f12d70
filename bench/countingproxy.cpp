#include "bench/countingproxy.h"

#include <QtGlobal>
#include <algorithm>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace {

// Finds message boundaries in one direction of the PostgreSQL protocol: a type byte and a
// length, except the client's startup packet, which has no type byte (the relay's DSN turns
// SSL and GSS encryption off, so nothing else comes before it).
struct MessageStream
{
    bool startup = false;
    qint64 need = 0; // bytes of the current message's body still to come
    unsigned char header[5] = {};
    int headerLen = 0;

    template<typename OnMessage> void feed(const char *p, ssize_t n, OnMessage onMessage)
    {
        while (n > 0) {
            if (need > 0) {
                const qint64 take = std::min<qint64>(need, n);
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
            const qint64 length = (qint64(len[0]) << 24) | (len[1] << 16) | (len[2] << 8) | len[3];
            const char type = startup ? '\0' : char(header[0]);
            need = std::max<qint64>(0, length - 4);
            headerLen = 0;
            startup = false;
            onMessage(type);
        }
    }
};

// A round trip begins when the client sends while nothing it asked for is outstanding: every
// Sync (and simple Query, and the startup packet) it sent has had its ReadyForQuery. A client
// that sends a long pipeline in pieces while the first answers already arrive is still on one
// round trip.
struct Pair
{
    int client = -1;
    int server = -1;
    MessageStream fromClient { true };
    MessageStream fromServer;
    int outstanding = 0;
    bool asking = false; // the client sent since everything it asked for was answered
    int id = 0; // in the order the relay accepted them, from 1
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
        const ssize_t w = ::write(to, buffer + sent, static_cast<size_t>(n - sent));
        if (w <= 0)
            return false;
        sent += w;
    }
    return true;
}

} // namespace

CountingProxy::CountingProxy(int targetPort) : m_targetPort(targetPort) { }

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

void CountingProxy::reset()
{
    const std::lock_guard lock(m_eventsMutex);
    m_turns.store(0);
    m_events.clear();
}

std::string CountingProxy::events() const
{
    const std::lock_guard lock(m_eventsMutex);
    return m_events;
}

void CountingProxy::note(const std::string &event)
{
    const std::lock_guard lock(m_eventsMutex);
    if (!m_events.empty())
        m_events += ", ";
    m_events += event;
}

void CountingProxy::run()
{
    std::vector<Pair> pairs;
    int accepted = 0;
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
                else {
                    Pair fresh;
                    fresh.client = client;
                    fresh.server = server;
                    fresh.id = ++accepted;
                    note("c" + std::to_string(fresh.id) + " accepted");
                    alive.push_back(fresh);
                }
            }
        }
        for (size_t i = 0; i < pairs.size(); ++i) {
            Pair p = pairs[i];
            const short fromClient = fds[2 + 2 * i].revents;
            const short fromServer = fds[3 + 2 * i].revents;
            bool open = true;
            if (fromServer) {
                open = relay(p.server, p.client, [&p](const char *data, ssize_t n) {
                    p.fromServer.feed(data, n, [&p](char type) {
                        if (type == 'Z' && p.outstanding > 0 && --p.outstanding == 0)
                            p.asking = false;
                    });
                });
            }
            if (open && fromClient) {
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
