#pragma once

#include <atomic>
#include <mutex>
#include <string>
#include <thread>

// A loopback TCP relay in front of the server that counts round trips: a turn begins when the
// client sends while every Sync it sent before has had its ReadyForQuery, so N turns mean the
// client waited for the server N times. The benchmark reads the count around one poll cycle.
// Connect to it with sslmode=disable gssencmode=disable: it reads the protocol in the clear.
// Its thread is its own; turns() and reset() are thread-safe.
class CountingProxy
{
public:
    explicit CountingProxy(int targetPort);
    ~CountingProxy();
    CountingProxy(const CountingProxy &) = delete;
    CountingProxy &operator=(const CountingProxy &) = delete;

    bool start(); // listens on 127.0.0.1 and an ephemeral port
    int port() const { return m_port; }
    long turns() const { return m_turns.load(); }
    void reset();
    // Since reset(), what began each turn and each connection accepted, in order: "c2 P"
    // (connection 2 sent a Parse), "c3 accepted". For a cycle that counted more than one turn.
    std::string events() const;

private:
    void run();

    int m_targetPort;
    int m_port = 0;
    int m_listen = -1;
    int m_wake[2] = { -1, -1 };
    std::atomic<bool> m_stop { false };
    std::atomic<long> m_turns { 0 };
    mutable std::mutex m_eventsMutex;
    std::string m_events;
    void note(const std::string &event);
    std::thread m_thread;
};
