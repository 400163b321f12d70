#pragma once

#include "tools/poolsim/options.h"
#include "tools/poolsim/pgconn.h"
#include "tools/poolsim/population.h"
#include "tools/poolsim/sinkleasesql.h"
#include "tools/poolsim/stopsignal.h"

#include <atomic>
#include <memory>
#include <thread>

namespace poolsim {

// What the simulation's threads count, for the summary line at the end.
struct RunCounters
{
    std::atomic<qint64> enqueued { 0 };
    std::atomic<qint64> duplicatesAbsorbed { 0 };
    std::atomic<qint64> leased { 0 };
    std::atomic<qint64> finished { 0 };
    std::atomic<qint64> fenced { 0 };
    std::atomic<qint64> dead { 0 };
    std::atomic<qint64> reaped { 0 };
    std::atomic<qint64> sinkTakes { 0 };
    std::atomic<qint64> sinkRefusals { 0 };
    std::atomic<qint64> cursorMoves { 0 };
    std::atomic<qint64> cursorFenced { 0 };
    std::atomic<qint64> alarmTriggers { 0 };
    std::atomic<qint64> ledgerRows { 0 };
    std::atomic<qint64> acks { 0 };
};

// Shared by every role of one `poolsim run`; outlives all of their threads. Read-only after
// start-up except for the atomics.
struct RunContext
{
    RunOptions options;
    StopSignal stop;
    SinkLeaseSql sinkSql;
    Population population;
    QString runTag; // makes job ids of this run unique across runs on one database
    std::atomic<qint64> nextMessageId { 0 };
    std::atomic<qint64> nextCheckId { 0 };
    std::atomic<qint64> nextJobSeq { 0 };
    std::atomic<bool> outage { false };
    RunCounters counters;
};

// One simulated actor on a thread of its own, with its own connection(s).
class Role
{
public:
    Role(RunContext &ctx, QString name);
    virtual ~Role();
    Role(const Role &) = delete;
    Role &operator=(const Role &) = delete;

    void start();
    void join();
    const QString &name() const { return m_name; }

protected:
    virtual void run() = 0;
    void log(const QString &what) const;
    // Connects, retrying with backoff until it works or the run stops (nullptr then).
    std::unique_ptr<PgConn> connect();
    // Reconnects `conn` when it broke; false when the run stopped first.
    bool keepConnected(std::unique_ptr<PgConn> &conn);
    // Sleeps, unless the run stops first (then false).
    bool pause(double seconds);

    RunContext &m_ctx;

private:
    const QString m_name;
    std::thread m_thread;
};

} // namespace poolsim
