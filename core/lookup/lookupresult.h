#pragma once

#include "core/dberror.h"
#include "core/types.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

// The values of a delivery lookup ("did the customer get this alert?"): what was searched, and
// per notification message a trail of tasks, attempts and replays with a verdict, the alarm
// standing of the alerts in scope, a timeline and a one-line summary. Plain values: built on
// the DB thread, read anywhere (docs/lookup.md).

// What a search input names. JobIdOrKey and AlertOrSubscription are the two kinds the
// database settles by itself (both candidates are unique-indexed and can be asked at once);
// a bare number stays ambiguous and the caller chooses (lookup::parseInput).
enum class LookupKind {
    MessageId,
    TaskId,
    JobId,
    IdempotencyKey,
    JobIdOrKey,
    AccountId,
    MonitorId,
    ContactId,
    AlertId,
    SubscriptionId,
    AlertOrSubscription,
    // Text the customer gave (an email address, a phone number, a phrase of the alert): found in
    // the tasks' payloads and last errors and in their attempts' errors and provider responses,
    // by a budgeted scan (lookup::TaskScan), never by an index.
    Text,
#ifdef POOLSCOPE_PLANT_ENUMERATOR
    // A kind no switch handles, for the planted_enumerator test only: its build must fail on
    // the switch diagnostic (docs/architecture.md, "Exhaustive switches").
    Planted,
#endif
};

// How much of `tasks` a lookup searched where no index serves its kind (docs/lookup.md,
// "Coverage"). An index-served lookup searched everything.
struct LookupCoverage
{
    enum class Stop {
        Complete, // every task down to the lowest id was read
        Enough, // the search had what it needed (docs/lookup.md: the stop rules)
        Budget, // the time budget was spent
        SliceTimeout, // a slice ran into the statement timeout
        Cancelled, // the operator cancelled
        Failed, // a slice failed (the error is the lookup's note)
    };
    bool scanned = false; // a scan of tasks ran: the fields below mean something
    Stop stop = Stop::Complete;
    qint64 tasksSearched = 0; // rows the scan read
    OptInt lowestIdSearched; // tasks with a lower id were not read (unless complete)
    OptTime oldestSearchedAt; // the oldest created_at among the rows read
    qint64 elapsedMs = 0;
    qint64 budgetMs = 0;

    // The whole table was searched, or an index answered: "not found" is then true.
    bool complete() const { return !scanned || stop == Stop::Complete || stop == Stop::Enough; }
    bool operator==(const LookupCoverage &) const = default;
};

// What a scan found, handed to the lookup that answers with the trails of these tasks.
struct TaskScanFindings
{
    QList<qint64> taskIds; // newest first
    bool moreMatches = false; // the scan stopped at its match limit
    QString failure; // why a slice failed, when one did (the answer's notes say it)
    LookupCoverage coverage;
    bool operator==(const TaskScanFindings &) const = default;
};

struct LookupQuery
{
    static constexpr int MaxTrails = 200;
    // An account's first answer: the trails of its newest 50 tasks. Each is a handful of index
    // probes (tasks, attempts, replays), so the page size sets the lookup's time; 50 keeps an
    // account-wide answer near 25 ms on a million tasks.
    static constexpr int AccountWideTrails = 50;

    LookupKind kind = LookupKind::MessageId;
    qint64 number = 0; // message/task/account/monitor/contact ids
    QString text; // job id, key, or a UUID in canonical lower-case form
    // Account-wide searches (account, monitor, contact) look at tasks created in
    // [from, to); without `from`, in the last sinceSeconds by the server's clock. Exact
    // identifiers ignore the range: the identifier pins the rows.
    qint64 sinceSeconds = 7 * 86400;
    OptTime from;
    OptTime to;
    // Trails listed at most (LookupQuery::MaxTrails); an account-wide search reads this many of
    // its newest tasks, AccountWideTrails at first, and the operator asks for more
    // (docs/lookup.md, "Bounds").
    int maxTrails = MaxTrails;
    int maxDeliveriesPerTrail = 50;
    int maxTasksPerTrail = 50;
    // Also show the alarm standing of the account(s) the found tasks belong to.
    bool includeAccountAlarms = true;
    // Where no index serves the kind (lookup::needsScan), what the scan that ran first found:
    // its tasks are the lookup's seed, its coverage the answer's.
    std::optional<TaskScanFindings> scanned;

    bool isAccountWide() const;
    bool isNumeric() const;
    bool isAlarmKind() const; // alert / subscription: no trails, only the alarm section
    bool isTextKind() const { return kind == LookupKind::Text; }
    QString display() const; // "message 123", "job id or key \"abc\""
    bool operator==(const LookupQuery &) const = default;
};

// What the lookup may rely on, from the schema probe (LookupSchema::from in lookupquery.h).
struct LookupSchema
{
    bool tasksMessageIdIndex = false; // poolscope_tasks_message_id_idx
    bool tasksContactIdIndex = false; // poolscope_tasks_contact_created_idx (leads with contact_id)
    bool replaysReadable = true; // task_replays exists and may be read
    bool alarmsReadable = true; // alarm.alerts, subscriptions, alarm_deliveries, alarm_events
    // poolscope_audit exists and may be read: it tells an operator's ack from a device's.
    bool auditReadable = false;
    // The trails and the alarm statements as functions on the server, this console's
    // versions, callable (db/schema/optional/console-lookup.sql; lookupfunction.h).
    bool trailsFunction = false;
    bool alarmsFunction = false;
};

enum class Verdict { Delivered, PartiallyDelivered, InProgress, Failed, Unknown };

struct TrailTask
{
    qint64 id = 0;
    QString jobId;
    QString kind;
    QString state;
    QString idempotencyKey;
    QString leaseOwner;
    QString lastError; // a preview
    QString subject; // payload->>'subject', a preview: the payload itself is never read
    QStringList channels; // payload "channel" or "channels"; empty when it names none
    OptInt messageId;
    OptInt accountId;
    OptInt monitorId;
    OptInt contactId;
    OptInt attempts;
    OptInt maxAttempts;
    OptTime createdAt;
    OptTime updatedAt;
    OptTime notBefore;
    OptTime leaseExpiresAt;
    OptTime succeededAt;
    OptInt replayOf; // the task this one replays
    // A queued task due now: how many ready tasks were queued before it (capped at
    // lookup::ReadyAheadCap + 1), from lookup::readyAheadJob; unset when not asked.
    OptInt readyAhead;
    bool matched = false; // named by the search itself (not found through its message/lineage)
    bool operator==(const TrailTask &) const = default;
};

struct TrailDelivery
{
    qint64 id = 0;
    OptInt messageId;
    OptInt taskId;
    OptInt durationMs;
    QString workerId;
    QString status;
    QString error; // previews, capped in SQL
    QString providerResponse;
    bool errorTruncated = false;
    bool responseTruncated = false;
    OptTime createdAt;
    bool taskGone = false; // its task row was purged (or never had an id): the audit outlives tasks
    bool operator==(const TrailDelivery &) const = default;
};

struct TrailReplay
{
    qint64 id = 0;
    OptInt originalTaskId;
    OptInt requeuedTaskId;
    OptInt operatorId;
    OptTime createdAt;
    bool operator==(const TrailReplay &) const = default;
};

// One notification message (or one task lineage when its tasks carry no message id).
struct Trail
{
    OptInt messageId;
    QList<TrailTask> tasks; // lineage order: originals before their replays, then by id
    QList<TrailDelivery> deliveries; // oldest first; at most maxDeliveriesPerTrail (the newest)
    QList<TrailReplay> replays; // oldest first
    bool moreDeliveries = false;
    bool moreTasks = false;
    // From all of the message's audit rows (up to a cap), not only the listed ones.
    qint64 attemptsTotal = 0;
    bool attemptsCapped = false;
    OptTime firstDeliveredAt;
    bool anyPartial = false;

    Verdict verdict = Verdict::Unknown;
    QString verdictText; // "delivered at …", "stuck: lease expired 14 min ago", …
    bool stuck = false;
    bool operator==(const Trail &) const = default;
};

// Acked: by the device (the audit was read and records no operator's ack of the row);
// AckedByOperator: an operator cleared the debt (poolscope_audit or this console's journal);
// AckedUnattributed: acked, and nothing the console can read says by whom.
enum class DeviceStatus {
    Owes,
    Acked,
    Disabled,
    NotNotified,
    NoTrigger,
    AckedByOperator,
    AckedUnattributed
};

// Who acked a ledger row, as far as the console can tell (docs/lookup.md, "Who acked").
enum class AckedBy { Unknown, Device, Operator };

struct DeviceStanding
{
    QString subscriptionId;
    QString deviceLabel;
    QString platform;
    std::optional<bool> enabled;
    OptTime lastSeenAt;
    bool hasLedgerRow = false; // a ledger row for the alert's latest trigger
    bool pending = false; // that row is not acked
    OptTime owedSince;
    OptTime ackedAt;
    AckedBy ackedBy = AckedBy::Unknown; // with ackedAt
    OptInt ackOperatorId; // with AckedBy::Operator
    QString ackReason; // the operator's, when given
    bool ackFromJournal = false; // the operator's ack is known from this console's journal only
    qint64 owedCount = 0; // unacked ledger rows of any trigger (capped at 100)
    OptTime oldestOwed;
    bool searched = false; // the subscription the search named
    DeviceStatus status = DeviceStatus::NoTrigger;
    bool operator==(const DeviceStanding &) const = default;
};

// AllAcked: every enabled device acked itself. ClearedByOperator: nothing owed, but an
// operator cleared some device's debt: that device did not ack. AckUnattributed: nothing
// owed, and some ack cannot be told a device's or an operator's.
enum class AlarmVerdict {
    AllAcked,
    Owed,
    NoTrigger,
    NoEnabledDevices,
    ClearedByOperator,
    AckUnattributed
};

struct AlarmStanding
{
    QString alertId;
    QString alertName;
    QString alertState;
    OptInt accountId;
    QString latestEventId; // the latest trigger the ledger knows; null when none
    QString latestEventKind; // null when the event row is gone (event_id has no foreign key)
    OptTime latestTriggerAt;
    QList<DeviceStanding> subscriptions;
    bool moreSubscriptions = false;
    AlarmVerdict verdict = AlarmVerdict::NoTrigger;
    QString verdictText; // "every enabled device acked", "2 devices still owe"
    int owing = 0;
    bool operator==(const AlarmStanding &) const = default;
};

// In lane order (the timeline draws one lane per kind, top to bottom).
enum class TimelineKind {
    Enqueue,
    Lease,
    Attempt,
    Delivery,
    Replay,
    Success,
    Failure,
    Trigger,
    Ack
};

struct TimelineEvent
{
    qint64 atUs = 0;
    TimelineKind kind = TimelineKind::Attempt;
    QString text;
    // What the event is about, for a view to select it.
    OptInt messageId;
    OptInt taskId;
    OptInt deliveryId;
    QString alertId;
    QString subscriptionId;
    bool operator==(const TimelineEvent &) const = default;
};

struct LookupResult
{
    LookupQuery query;
    qint64 serverNowUs = 0;
    QList<Trail> trails; // newest first
    bool moreTrails = false; // the search matched more than maxTrails: narrow it
    QList<AlarmStanding> alarms;
    bool moreAlarms = false;
    QList<TimelineEvent> timeline; // sorted by time
    QString summary;
    QStringList notes; // how the search ran: a missing index, a range that was applied, …
    LookupCoverage coverage; // what was searched: everything, or tasks back to an id
    DbError error; // the trails could not be read (nothing else is meaningful then)
    DbError alarmsError; // the alarm section alone could not be read
    // A bare number that matched nothing as its kind: the other kinds it exists as (task,
    // account, …), asked by lookup::otherKindsJob, so the answer never ends in "nothing found"
    // for a number that is something else (docs/lookup.md, "Identifier detection").
    QList<LookupKind> otherKinds;
    // The same number, whose other readings could not be asked (the probe failed: a lost
    // connection, a timeout): the answer says it did not look, rather than "nothing found".
    bool otherKindsUnchecked = false;

    // Trails found, or alerts found by a search that names alerts (alert, subscription,
    // account). For the other kinds the alarm section is context and finds nothing by itself.
    bool found() const
    {
        return !trails.isEmpty()
            || (!alarms.isEmpty() && (query.isAlarmKind() || query.kind == LookupKind::AccountId));
    }
};

// Which kinds a bare number matched, from lookup::candidatesJob: helps a view offer the
// choice with what exists first.
struct LookupCandidate
{
    LookupKind kind = LookupKind::MessageId;
    bool exists = false;
    bool checked = true; // false: not checked, since it would scan (no index)
    bool operator==(const LookupCandidate &) const = default;
};

struct LookupCandidates
{
    qint64 number = 0;
    QList<LookupCandidate> candidates;
    QList<LookupKind> existing() const;
};

Q_DECLARE_METATYPE(LookupQuery)
Q_DECLARE_METATYPE(LookupResult)
Q_DECLARE_METATYPE(LookupCandidates)
