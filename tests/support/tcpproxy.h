#pragma once

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

// A loopback TCP proxy in front of a PostgreSQL server, shared by the tests and the bench.
// For faults the network makes: frozen (nothing forwarded either way, connections left open —
// a VPN that hangs, a stopped peer) or dropped (every connection closed at once). And for the
// bench, a count of round trips: a turn begins when a client sends while every Sync it sent
// before has had its ReadyForQuery, so N turns mean the client waited for the server N times.
// The count reads the protocol in the clear: connect with sslmode=disable gssencmode=disable
// (through an encrypted connection the count means nothing; the relaying is unaffected).
// Its thread is its own; every public function is thread-safe.
class TcpProxy
{
public:
    explicit TcpProxy(int targetPort);
    ~TcpProxy();
    TcpProxy(const TcpProxy &) = delete;
    TcpProxy &operator=(const TcpProxy &) = delete;

    bool start(); // listens on 127.0.0.1 and an ephemeral port
    int port() const { return m_port; }

    void setFrozen(bool frozen);
    void dropAll();
    int connections() const { return m_connections.load(); } // clients connected through it

    long turns() const { return m_turns.load(); }
    // Since resetCount(), what began each turn and each connection accepted, in order:
    // "c2 P" (connection 2 sent a Parse), "c3 accepted". For a cycle that counted more than one.
    std::string events() const;
    void resetCount();

private:
    struct Pair;
    void run();
    void wake();
    void acceptClient(std::vector<Pair> &pairs);
    bool forward(Pair &p, short fromClient, short fromServer);
    void note(const std::string &event);

    int m_targetPort;
    int m_port = 0;
    int m_listen = -1;
    int m_wake[2] = { -1, -1 };
    int m_accepted = 0; // the proxy's thread only
    std::atomic<bool> m_stop { false };
    std::atomic<bool> m_frozen { false };
    std::atomic<bool> m_drop { false };
    std::atomic<int> m_connections { 0 };
    std::atomic<long> m_turns { 0 };
    mutable std::mutex m_eventsMutex;
    std::string m_events;
    std::thread m_thread;
};
