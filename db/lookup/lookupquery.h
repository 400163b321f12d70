#pragma once

#include "db/dbjob.h"
#include "db/lookup/lookupresult.h"
#include "db/schemainfo.h"
#include "db/schemalimits.h"

#include <optional>

// The delivery lookup: what a search input names, and the job that answers it in one round
// trip (docs/lookup.md). Detection is pure; the jobs run on the DB thread like every other.
namespace lookup {

// What a search input could be. A malformed input has an error and no candidates; an exact
// form (prefix, UUID, text) has one candidate; a bare number has several, the likeliest first
// (message id), and the caller offers the choice (or asks candidatesJob which exist).
struct ParsedInput
{
    QString error; // why the input cannot be searched; empty when it can
    QList<LookupKind> candidates;
    qint64 number = 0;
    QString text;

    bool ok() const { return error.isEmpty() && !candidates.isEmpty(); }
    bool ambiguous() const { return candidates.size() > 1; }
    // The query for one of the candidates (the first by default).
    LookupQuery query(std::optional<LookupKind> kind = std::nullopt) const;
};

// Longest input looked at: the longest text column searched is varchar(255).
constexpr int MaxTextLength = schemalimits::IdempotencyKey;
constexpr int MaxJobIdLength = schemalimits::JobId;

// Detects the kind from the input's form: "kind:value" prefixes (message:, msg:, task:, job:,
// key:, account:, acct:, monitor:, contact:, alert:, subscription:, sub:), a UUID, a
// whole number (ambiguous), any other text (a job id or an idempotency key).
ParsedInput parseInput(const QString &input);
// Parses one value for an explicit kind (the CLI's --message, --alert, …).
ParsedInput parseAs(LookupKind kind, const QString &value);
// What a ticket gives instead of an id (LookupKind::Text): an address, or a phone number in a
// common notation ("+1 (555) 123-4567", "020 7946 0958"). phoneDigits is its digits, or empty
// when `text` is not one.
bool isEmailAddress(const QString &text);
bool isPhoneNumber(const QString &text);
QString phoneDigits(const QString &text);
// The shortest text searched for: shorter matches most payloads and says nothing.
constexpr int MinTextSearch = 3;

// "30m", "24h", "7d", "2w", "90s" → seconds; std::nullopt with *error set otherwise.
std::optional<qint64> parseDuration(const QString &text, QString *error = nullptr);

QString kindName(LookupKind kind); // "message", "task", "job_id", … (the JSON "kind")
QString kindLabel(LookupKind kind); // "message", "task", "job id", … (for people)
QString verdictName(Verdict verdict); // "delivered", "partially_delivered", …
QString alarmVerdictName(AlarmVerdict verdict); // "acked", "owed", "no_trigger", …
QString deviceStatusName(DeviceStatus status); // "owes", "acked", "disabled", …
QString timelineKindName(TimelineKind kind); // "enqueue", "lease", "attempt", …

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

// The queued tasks of `result` that are due now, for readyAheadJob; empty when there are none.
QList<qint64> queuedTasksDue(const LookupResult &result);
// How many ready tasks (queued, due) were queued before each of `taskIds`, counted to
// ReadyAheadCap + 1 through upstream's state index: one round trip, answered as a
// QHash<qint64, qint64> in a QVariant. What a queued task waits behind.
DbJob readyAheadJob(const QList<qint64> &taskIds);
// Puts those counts on the result's tasks and judges it again.
void applyReadyAhead(LookupResult &result, const QHash<qint64, qint64> &ahead);
constexpr qint64 ReadyAheadCap = 10000;

// The console index that leads with tasks.contact_id (db/schema/optional/console-indexes.sql).
inline constexpr QLatin1StringView ContactIndex("poolscope_tasks_contact_created_idx");

// How long a path that may scan tasks is allowed to run.
constexpr int ScanTimeoutMs = 2000;

} // namespace lookup
