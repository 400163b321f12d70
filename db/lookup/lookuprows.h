#pragma once

#include "core/lookup/lookupresult.h"
#include "db/pgresultview.h"
#include "db/sqlstatement.h"

#include <array>
#include <optional>

class SqlBuilder;

// Internal to the lookup: the column layout of the trails and alarm statements
// (lookupquery.cpp writes them, lookupdecode.cpp reads them).
//
// The trails statement returns tasks, attempts, replays and per-message audit facts in one
// result, so one statement (one snapshot) answers the whole lookup. Each row says what it is
// in `rec`; the generic columns mean, per record:
//
//   col      task              delivery            replay          message             meta
//   Id       id                id                  id              message_id          seed rows
//   Msg      message_id        message_id          -               message_id          -
//   Task     -                 task_id             original_task   -                   -
//   N1       account_id        duration_ms         requeued_task   attempts (capped)   tasks found
//   N2       monitor_id        -                   operator        -                   -
//   N3       contact_id        -                   -               -                   -
//   N4       attempts          -                   -               -                   -
//   N5       max_attempts      -                   -               -                   -
//   T1       created_at        created_at          created_at      first delivered     -
//   T2       updated_at        updated_at          -               -                   -
//   T3       lease_expires_at  -                   -               -                   -
//   T4       succeeded_at      -                   -               -                   -
//   T5       not_before        -                   -               -                   -
//   S1       state             status              -               -                   -
//   S2       job_id            worker_id           -               -                   -
//   S3       idempotency_key   error (preview)     -               -                   -
//   S4       kind              provider_response   -               -                   -
//   S5       lease_owner       -                   -               -                   -
//   S6       last_error        -                   -               -                   -
//   S7       subject           -                   -               -                   -
//   S8       channels (US-sep) -                   -               -                   -
//   B1       -                 error cut           -               any delivered       -
//   B2       -                 response cut        -               any partial         -
//   B3       -                 task row gone       -               attempts capped     -
namespace lookup::rows {

enum Column {
    Rec,
    Id,
    Msg,
    Task,
    N1,
    N2,
    N3,
    N4,
    N5,
    T1,
    T2,
    T3,
    T4,
    T5,
    S1,
    S2,
    S3,
    S4,
    S5,
    S6,
    S7,
    S8,
    B1,
    B2,
    B3
};

// Alarm statement columns, one row per (alert, subscription); subscription columns are NULL
// for an alert without subscriptions. AckOperator and AckReason (the operator's audit row of
// the device's ack) are there only where poolscope_audit is read (LookupSchema::auditReadable).
enum AlarmColumn {
    AlertId,
    AlertName,
    AlertState,
    AccountId,
    EventId,
    TriggerAt,
    EventKind,
    SubId,
    DeviceLabel,
    Platform,
    Enabled,
    LastSeen,
    OwedSince,
    AckedAt,
    HasRow,
    OwedCount,
    OldestOwed,
    Searched,
    SubRank,
    AckOperator,
    AckReason
};

constexpr int ErrorPreviewChars = 500;
constexpr int SubjectPreviewChars = 200;
constexpr int AttemptsCountCap = 1000;
constexpr int OwedCountCap = 100;
constexpr int MaxAlerts = 50;
constexpr int MaxSubscriptionsPerAlert = 50;
constexpr int MaxTasksOverall = 2000;

// What a trails statement is built with: a lookup's values, or, for the server-side function
// (lookupfunction.cpp), the names of its parameters, which it writes where the values'
// placeholders were. Every kind's values are there; a statement uses those of its kind.
struct TrailArgs
{
    SqlParam kind; // kindName(): only the function's seed asks
    SqlParam number; // message/task/account/monitor/contact id
    SqlParam text; // job id or key
    SqlParam since; // seconds before the server's now(), when there is no `from`
    SqlParam from;
    SqlParam to;
    SqlParam trails; // an account-wide search's newest tasks read, one past the limit
    SqlParam perTrail; // attempts read per message or task, one past the limit
    SqlParam perMessageTasks;
    SqlParam maxTasks;
    SqlParam attemptsCap; // a message's attempts counted at most
    SqlParam listedPerTrail;
    SqlParam attemptsRead; // attemptsCap + 1
    // The tasks a scan found (LookupQuery::scanned) as an int8[] literal; NULL when none ran.
    // Inline statements only: the function serves the indexed schema, which needs no scan.
    SqlParam scannedTasks;

    static TrailArgs of(const LookupQuery &query);
};

// The kinds that have trails, in the order the function's seed tries them.
inline constexpr std::array<LookupKind, 8> TrailKinds {
    LookupKind::MessageId,      LookupKind::TaskId,     LookupKind::JobId,
    LookupKind::IdempotencyKey, LookupKind::JobIdOrKey, LookupKind::AccountId,
    LookupKind::MonitorId,      LookupKind::ContactId,
};

// The alarm statement's values, as TrailArgs: a lookup's, or the function's parameter names.
struct AlarmArgs
{
    SqlParam kind; // kindName(): only the function's scope asks
    SqlParam number; // account/message/task/monitor/contact id
    SqlParam text; // job id or key
    SqlParam uuid; // alert or subscription id (the alarm kinds)
    SqlParam subscription; // the subscription searched for, listed first; NULL for other kinds
    SqlParam maxAlerts; // one past the cap
    SqlParam maxSubscriptions; // per alert, one past the cap
    SqlParam owedCap;
    // The tasks a scan found (TrailArgs::scannedTasks): the accounts in scope are theirs.
    SqlParam scannedTasks;

    static AlarmArgs of(const LookupQuery &query);
};

// Every kind that has an alarm scope, in the order the function's scope tries them.
inline constexpr std::array<LookupKind, 11> AlarmKinds {
    LookupKind::AlertId,   LookupKind::SubscriptionId, LookupKind::AlertOrSubscription,
    LookupKind::AccountId, LookupKind::MessageId,      LookupKind::TaskId,
    LookupKind::JobId,     LookupKind::IdempotencyKey, LookupKind::JobIdOrKey,
    LookupKind::MonitorId, LookupKind::ContactId,
};

// "$n::text = '<kindName(kind)>'": a condition on the kind asked for, which the functions'
// generic plans evaluate once, as a one-time filter.
void addKindIs(SqlBuilder &sql, LookupKind kind, const SqlParam &kindParam);

// The trails statement for one kind, or (no kind) the function's, whose seed holds every
// kind's behind a condition on args.kind.
SqlStatement trailsStatement(std::optional<LookupKind> kind, const TrailArgs &args,
                             const LookupSchema &schema);

// The alarm section's statement for one kind (lookupalarms.cpp), or (no kind) the function's,
// whose scope holds every kind's behind a condition on args.kind; none when the kind has no
// alarm scope (a contact without its index: finding its account would scan tasks).
std::optional<SqlStatement> alarmsStatement(std::optional<LookupKind> kind, const AlarmArgs &args,
                                            const LookupSchema &schema);

// The action ackdeliveries writes to poolscope_audit. Its row's `at` is the transaction's
// now(), the acked_at it set: an audit row of the action at a device's acked_at, naming the
// alert (or several alerts), is the operator's ack of that row.
inline constexpr char AckAction[] = "ack_alarm_deliveries";

// Groups the trails statement's rows into trails (by message, joined by replay lineage and
// by the tasks their attempts name), newest first, capped as the query asks.
void decodeTrails(const PgResultView &view, const LookupQuery &query, LookupResult &out);
void decodeAlarms(const PgResultView &view, LookupResult &out);

} // namespace lookup::rows
