#pragma once

#include "core/schemainfo.h"
#include "db/lookup/lookuprows.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

// The lookup's two statements, its trails and its alarm section, as functions on the server
// (db/schema/optional/console-lookup.sql, generated from lookuptrails.cpp and lookupalarms.cpp
// by this file).
//
// Sent inline, a statement is parsed and planned at every lookup, and for the trails statement
// (6 KB, thirteen CTEs) planning was most of a lookup's server time. A PL/pgSQL function's
// statement is planned once per connection and its plan kept, which works through a transaction
// pooler as well, where a named prepared statement would not. Each holds every kind's seed (the
// trails) or scope (the alarms) behind a condition on the kind, so that one plan serves every kind;
// the plan is generic (the function sets plan_cache_mode), its conditions one-time filters. Each
// name carries a hash of the function's text, so a console calls only the version it was built
// with.
namespace lookup {

QString trailsFunctionName(); // poolscope_lookup_trails_<8 hex digits>
QString alarmsFunctionName(); // poolscope_lookup_alarms_<8 hex digits>
// The name and its argument types, as to_regprocedure takes them.
QString trailsFunctionSignature();
QString alarmsFunctionSignature();
using LookupFunction = OptionalFunction;
QList<LookupFunction> lookupFunctions(); // the trails' and the alarms', in that order
QStringList lookupFunctionSignatures(); // theirs
QByteArray lookupFunctionsSql(); // the whole of console-lookup.sql

// Whether a lookup calls a function: present and callable, and the schema it was generated
// for (the message and contact console indexes; task_replays or the alarm tables readable),
// else the statement goes inline.
bool usesTrailsFunction(const LookupSchema &schema);
bool usesAlarmsFunction(const LookupSchema &schema);
// The calls, taking the same values as the inline statements and answering the same columns.
SqlStatement trailsCall(const rows::TrailArgs &args);
// With ackAudit (poolscope_audit readable), each row also answers its ack's audit row, as the
// inline statement does: the call is wrapped, the function stays the same.
SqlStatement alarmsCall(const rows::AlarmArgs &args, bool ackAudit = false);

} // namespace lookup
