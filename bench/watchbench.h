#pragma once

#include <QJsonObject>
#include <QString>

// The server's time for the watch statement (db/queries/watchquery): the one statement the
// poll cycle adds for every pending watch, here with `watches` of them of mixed kinds (tasks,
// some replayed; messages; one device or every device of an alert; sink leases) picked from
// the dataset by key. Timed by the server itself, EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON):
// planning plus execution, since the console sends it unnamed and so it is planned at every
// poll; beside it, the round trip through bare libpq less an empty statement's.
struct WatchBenchOptions
{
    QString dsn;
    int watches = 100;
    int samples = 60;
};

// {"watch": {"statement_ms": {p50, p95, …}, "execution_ms": {…}, "planning_ms": {…},
// "round_trip_less_empty_ms": {…}, "watches": N, "kinds": {…}, "by_kind_statement_p50_ms":
// {task: ms, …} (each kind's watches alone)}}; empty with *error set on failure.
QJsonObject runWatchBench(const WatchBenchOptions &options, QString *error);
