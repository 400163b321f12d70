#pragma once

#include <QJsonObject>
#include <QString>

// Lookups asked while a poll is in flight: the real console (ConsoleHarness) shows the
// dashboard, its heaviest view, and each account-wide lookup is submitted the moment one of
// its poll cycles has been handed to the DB thread, timed from submit to answer. Every other
// lookup runs on the read connection, queued behind that poll, as every lookup did before
// lookups had a connection of their own (JobRoute::Interactive); the rest run on their own
// connection. The difference is what an operator waited for a poll.
struct LookupBusyBenchOptions
{
    QString dsn;
    int samples = 60; // lookups on each connection
    int pauseMs = 300; // between two lookups, as an operator's are seconds apart
};

// {"lookup_while_polling": {"own_connection": {...}, "read_connection": {...}, ...}}; empty
// with *error set on failure.
QJsonObject runLookupBusyBench(const LookupBusyBenchOptions &options, QString *error);
