#pragma once

#include "db/lookup/lookuprows.h"

#include <QByteArray>
#include <QString>

// The lookup's trails statement as a function on the server
// (db/schema/optional/console-lookup.sql, generated from lookupquery.cpp by this file).
//
// Sent inline, the statement (6 KB, thirteen CTEs, tasks read four ways) is parsed and planned
// at every lookup: under the benchmark's load that was most of a lookup's server time (10 ms
// of 12 through pgbench; docs/performance.md). A PL/pgSQL function's statement is planned once
// per connection and its plan kept, which works through a transaction pooler as well, where a
// named prepared statement would not. Its seed holds every kind's behind a condition on the
// kind, so that one plan serves every kind; the plan is generic (the function sets
// plan_cache_mode), its conditions one-time filters. Its name carries a hash of its text, so a
// console calls only the version it was built with.
namespace lookup {

QString trailsFunctionName(); // poolscope_lookup_trails_<8 hex digits>
QString trailsFunctionSignature(); // the name and its argument types, as to_regprocedure takes them
QByteArray trailsFunctionSql(); // the whole of console-lookup.sql

// Whether a lookup calls the function: present and callable, and the schema it was generated
// for (the message and contact console indexes; task_replays readable), else inline.
bool usesTrailsFunction(const LookupSchema &schema);
// The call, taking the same values as the inline statement and answering the same columns.
SqlStatement trailsCall(const rows::TrailArgs &args);

} // namespace lookup
