#pragma once

#include "tools/poolsim/runcontext.h"
#include "tools/poolsim/taskresult.h"

#include <atomic>
#include <vector>

namespace poolsim {

// A worker of the pool: leases due tasks with FOR UPDATE SKIP LOCKED, "delivers" each with
// the configured outcome mix and latencies (up to --batch calls at once, a freed slot leased
// again), and reports each result as its call ends, which lands only while
// its lease token still matches. On a clean stop it gives back the leases it did not work.
// The dead-worker fault makes it die right after a lease, holding it, as a crashed process
// does: its connection goes, its leases stay until the reaper returns them.
class TaskWorker : public Role
{
public:
    TaskWorker(RunContext &ctx, int index);

    QString workerId() const { return m_workerId; }
    // The dead-worker fault: die holding the next leases taken.
    void dieOnNextLease() { m_dieOnNextLease = true; }
    bool died() const { return m_died; }

protected:
    void run() override;

private:
    // A provider call in flight: the leased task, what it will answer, and when.
    struct Call
    {
        taskstore::LeasedTask task;
        Attempt attempt;
        qint64 endsAtMs = 0;
    };

    // Leases up to `count` tasks and starts their calls; false when the worker died holding
    // them (fault dead-worker). After an empty or failed lease, sets when to ask again.
    bool leaseMore(PgConn &conn, int count, qint64 nowMs, std::vector<Call> &calls,
                   qint64 &idleUntilMs);
    void report(PgConn &conn, const taskstore::LeasedTask &task, const Attempt &attempt);
    void giveBack(PgConn &conn, const QList<taskstore::LeasedTask> &tasks);

    const QString m_workerId;
    Rng m_rng;
    RetryPolicy m_retry;
    std::atomic<bool> m_dieOnNextLease { false };
    std::atomic<bool> m_died { false };
};

// Returns expired task leases to the queue, as the seed's comments describe ("the reaper
// clears them when the lease expires"), but only once they have been expired for the grace
// period (--reap-grace), so a stuck lease stays visible for a while; a lease that was the
// task's last attempt makes it dead instead.
class Reaper : public Role
{
public:
    explicit Reaper(RunContext &ctx);

protected:
    void run() override;
};

} // namespace poolsim
