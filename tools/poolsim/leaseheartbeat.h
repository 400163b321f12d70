#pragma once

#include "tools/poolsim/leaserowlease.h"

#include <condition_variable>
#include <mutex>
#include <thread>

namespace poolsim {

// Renews one lease-row lease on a fixed cadence from its take, on a thread of its own and the
// connection it is given (the worker's renewal connection), as the lease module forks its
// heartbeat into the lease's scope. Each renewal is bounded by the heartbeat and the next
// starts on the next tick whatever became of the one before; a worker that falls behind
// renews once at once and does not replay the ticks it missed.
//
// Owned by the feed worker thread for the lifetime of one lease; the destructor stops and
// joins the thread.
class LeaseHeartbeat
{
public:
    LeaseHeartbeat(LeaseRowLease &lease, PgConn &conn, QString who);
    ~LeaseHeartbeat();
    LeaseHeartbeat(const LeaseHeartbeat &) = delete;
    LeaseHeartbeat &operator=(const LeaseHeartbeat &) = delete;

    // The stale-renewer fault: no renewal is sent any more, as in a process that froze.
    void freeze();

private:
    void loop();

    LeaseRowLease &m_lease;
    PgConn &m_conn;
    const QString m_who;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    bool m_frozen = false;
    std::thread m_thread;
};

} // namespace poolsim
