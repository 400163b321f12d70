#pragma once

#include "tools/poolsim/options.h"
#include "tools/poolsim/pgconn.h"

#include <QString>

// The steps of `poolsim seed`, each a few set-based statements (INSERT ... SELECT over
// generate_series), run in one transaction by seedHistory(). Randomness comes from
// pg_temp.rnd(n, salt, seed), a hash of its arguments, so a seed always writes the same
// history relative to now().
namespace poolsim::seedsteps {

struct Plan
{
    SeedOptions options;
    double windowSeconds = 0; // how far back the retained tasks go
    qint64 activeTasks = 0; // the newest ones, still queued, leased or waiting to retry
    qint64 idBase = 0; // ids above what the database holds
    qint64 messageBase = 0;
    qint64 checkBase = 0;
    qint64 purgedReserve = 0; // task and message ids below the retained ones, for purged tasks
    qint64 firstTaskId() const { return idBase + purgedReserve; } // retained ids: first + g
};

struct Report
{
    qint64 tasks = 0;
    qint64 retainedDeliveries = 0;
    qint64 purgedDeliveries = 0;
    qint64 replays = 0;
    qint64 cursors = 0;
    qint64 alerts = 0;
    qint64 subscriptions = 0;
    qint64 events = 0;
    qint64 ledgerRows = 0;
    qint64 owedRows = 0;
};

// Creates pg_temp.rnd and pg_temp.pick for this session.
bool createHelpers(PgConn &conn, DbError *error);
bool seedTasks(PgConn &conn, const Plan &plan, Report &report, DbError *error);
// The audit of purged tasks first (older, so lower ids), then the retained tasks' attempts.
bool seedDeliveries(PgConn &conn, const Plan &plan, Report &report, DbError *error);
bool seedReplays(PgConn &conn, const Plan &plan, Report &report, DbError *error);
bool seedCursors(PgConn &conn, const Plan &plan, Report &report, DbError *error);
bool seedAlarms(PgConn &conn, const Plan &plan, Report &report, DbError *error);

// Runs `sql` and returns its affected-row count, or -1 with `error` set.
qint64 execCount(PgConn &conn, const QString &sql, const Params &params, DbError *error);

} // namespace poolsim::seedsteps
