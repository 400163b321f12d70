#pragma once

#include <QJsonObject>
#include <QString>

// Poll cycles per view: the console's (pollNow to every source applied, on the GUI thread)
// beside exactly the same statements sent through bare libpq, interleaved so that load on
// the machine falls on both alike; then round trips per cycle, counted by a relay between
// a second console and the server.
struct PollBenchOptions
{
    QString dsn;
    int iterations = 40; // measured cycles per view
    int roundTripCycles = 5; // per view
};

// {"poll": {...}}; an empty object with *error set when the console could not run.
QJsonObject runPollBench(const PollBenchOptions &options, QString *error);
