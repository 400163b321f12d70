#pragma once

#include "core/lookup/lookupinput.h"
#include "core/lookup/lookupresult.h"
#include "core/schemainfo.h"
#include "db/dbjob.h"

#include <optional>

// The delivery lookup's statements and the jobs that answer it in one round trip
// (docs/lookup.md); what the input names is core/lookup/lookupinput.h. The jobs run on the DB
// thread like every other.
namespace lookup {

// What the lookup may rely on, from the schema probe.
LookupSchema schemaFrom(const SchemaInfo &info);

// The statements of a lookup, in pipeline order (one round trip): [0] the server clock, JIT
// off (and, on a path that scans, a tighter statement_timeout), [1] the trails; then in a
// transaction of its own, so that a missing alarm schema or privilege fails alone, [2] JIT
// off and [3] the alarm standing. An alert or subscription search has [0] and the alarm
// standing only, in one transaction. Exposed for EXPLAIN tests.
QList<SqlStatement> statements(const LookupQuery &query, const LookupSchema &schema);
// What a scan searched and which index would have served it, for the notes.
QString scanNote(const LookupQuery &query);
// The notes a lookup carries about its path (a missing index, a scan) before it runs.
QStringList pathNotes(const LookupQuery &query, const LookupSchema &schema);

// Answers a LookupResult (always, when the connection held: statement failures are in its
// error fields), with verdicts, timeline and summary filled in.
DbJob lookupJob(const LookupQuery &query, const LookupSchema &schema);
// Answers LookupCandidates: which of the input's candidate kinds exist, each asked through an
// index (a kind with no index to ask is left unchecked rather than scanned). One round trip.
DbJob candidatesJob(const ParsedInput &input, const LookupSchema &schema);
// Whether `result` is a bare number that matched nothing as its kind, so the other kinds it
// can be are asked (otherKindsJob) before the answer is shown: it never ends in "nothing
// found" for a number that is an account, a task, …
bool wantsOtherKinds(const LookupResult &result);
// Which of the number's other readings exist (candidatesJob without the kind asked): each one
// index probe, one round trip. Answers LookupCandidates; applyOtherKinds puts them on the answer.
DbJob otherKindsJob(const LookupQuery &query, const LookupSchema &schema);
void applyOtherKinds(LookupResult &result, const LookupCandidates &candidates);
// The probe failed: the answer says the other readings could not be checked.
void markOtherKindsUnchecked(LookupResult &result);

// The queued tasks of `result` that are due now, for readyAheadJob; empty when there are none.
QList<qint64> queuedTasksDue(const LookupResult &result);
// How many ready tasks (queued, due) were queued before each of `taskIds`, counted to
// ReadyAheadCap + 1 through upstream's state index: one round trip, answered as a
// QHash<qint64, qint64> in a QVariant. What a queued task waits behind.
DbJob readyAheadJob(const QList<qint64> &taskIds);
// Puts those counts on the result's tasks and judges it again.
void applyReadyAhead(LookupResult &result, const QHash<qint64, qint64> &ahead);

// The console index that leads with tasks.contact_id (db/schema/optional/console-indexes.sql).
inline constexpr QLatin1StringView ContactIndex("poolscope_tasks_contact_created_idx");

// How long a path that may scan tasks is allowed to run.
constexpr int ScanTimeoutMs = 2000;

} // namespace lookup
