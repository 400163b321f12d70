#pragma once

#include <QJsonObject>
#include <QString>

// Lookup latency per identifier kind: identifiers that exist, picked deterministically from
// the dataset, each looked up through the console's own lookup job (db/lookup) on the DB
// thread, timed from submit to answer on the GUI thread. Which indexes the lookup may use
// comes from the console's schema probe, as in the console. Each lookup's statements also
// go through bare libpq (BareConnection::runPipeline, the console's prelude included), in
// turn with the console's run: the floor the SQL itself sets under the same load.
struct LookupBenchOptions
{
    QString dsn;
    QString label; // "upstream" (the upstream indexes only) or "indexed" (with the console's)
    int samplesPerKind = 20;
    // Trails an account-wide search lists; 0 for the console's first page
    // (LookupQuery::AccountWideTrails). What a larger page costs, for docs/performance.md.
    int accountWideTrails = 0;
    // Between two lookups; the kinds take turns (runLookupBench).
    int pauseMs = 100;
};

// {"lookup_<label>": {...}}; empty with *error set on failure.
QJsonObject runLookupBench(const LookupBenchOptions &options, QString *error);
