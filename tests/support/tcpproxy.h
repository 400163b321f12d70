#pragma once

#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

// A loopback TCP proxy in front of a server, for faults the network makes: frozen (nothing
// forwarded either way, connections left open — a VPN that hangs, a stopped peer) or
// dropped (every connection closed at once). Its thread is its own; the controls are
// thread-safe.
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

private:
    void run();
    void wake();

    int m_targetPort;
    int m_port = 0;
    int m_listen = -1;
    int m_wake[2] = { -1, -1 };
    std::atomic<bool> m_stop { false };
    std::atomic<bool> m_frozen { false };
    std::atomic<bool> m_drop { false };
    std::thread m_thread;
};
