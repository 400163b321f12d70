#pragma once

#include <QJsonObject>
#include <QString>

// The failure groups' read (db/queries/failurequery) on the bench's dataset with `dead` dead
// tasks (topped up from succeeded ones, given an outage's error and a failure time in the last
// day; the phase changes those rows): the console's job through the DB thread, beside the same
// statement on bare libpq, each over a day's window and an hour's.
struct FailuresBenchOptions
{
    QString dsn;
    int samples = 20;
    qint64 dead = 50000;
};

// {"failure_groups": {"day": {console, bare, ...}, "hour": {...}, "dead", "tasks"}}; empty
// with *error set on failure.
QJsonObject runFailuresBench(const FailuresBenchOptions &options, QString *error);
