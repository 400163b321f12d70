#pragma once

#include <QJsonObject>
#include <QString>

// Lookups that no index serves, as the console runs them on the schema as shipped (no console
// indexes): the budgeted scan of tasks (lookup::TaskScan) and then the lookup, timed from the
// first statement to the answer. Cases: a message whose task never made an attempt, created in
// the last 24 hours and a week back; a message that exists nowhere (a complete scan, or the
// budget); an email address from a recent task's payload (text search). The never-attempted
// messages are made by giving sampled tasks message ids no attempt has (the phase changes
// those rows of its dataset).
struct ScanBenchOptions
{
    QString dsn;
    int samples = 20; // per case
    qint64 budgetMs = 2000; // the console's default
    int pauseMs = 200;
};

// {"lookup_scan": {"cases": {...}, "budget_ms", "max_overrun_ms", "max_slice_ms", ...}}; empty
// with *error set on failure.
QJsonObject runScanBench(const ScanBenchOptions &options, QString *error);
