#pragma once

#include "core/lookup/lookupresult.h"
#include "core/operatoraction.h"
#include "db/pgresultview.h"
#include "db/sqlstatement.h"

#include <array>
#include <optional>

class SqlBuilder;

// Internal to the lookup: the column layout of the trails and alarm statements
// (lookuptrails.cpp and lookupalarms.cpp write them, lookupdecode.cpp reads them).
namespace lookup::rows {

// The trails statement returns tasks, attempts, replays and per-message audit facts in one
// result, so one statement (one snapshot) answers the whole lookup. Its records share one
// column list (a UNION ALL): the record's name, three ids, five int8s, five timestamptz,
// eight texts and three bools. Each record kind names below the columns it fills, in the
// order its SELECT lists them; the others are NULL.
namespace trailcolumns {
constexpr int Record = 0; // 'task', 'delivery', 'replay', 'message' or 'meta'
constexpr int FirstNumber = 4;
constexpr int FirstTime = 9;
constexpr int FirstText = 14;
constexpr int FirstFlag = 22;
constexpr int Count = 25;
} // namespace trailcolumns

struct TaskColumn
{
    enum : int {
        Id = 1,
        MessageId,
        AccountId = trailcolumns::FirstNumber,
        MonitorId,
        ContactId,
        Attempts,
        MaxAttempts,
        CreatedAt = trailcolumns::FirstTime,
        UpdatedAt,
        LeaseExpiresAt,
        SucceededAt,
        NotBefore,
        State = trailcolumns::FirstText,
        JobId,
        IdempotencyKey,
        Kind,
        LeaseOwner,
        LastError, // a preview (ErrorPreviewChars)
        Subject, // a preview (SubjectPreviewChars)
        Channels, // separated by a unit separator
    };
};

// One attempt, from the audit (notification_deliveries).
struct DeliveryColumn
{
    enum : int {
        Id = 1,
        MessageId,
        TaskId,
        DurationMs = trailcolumns::FirstNumber,
        CreatedAt = trailcolumns::FirstTime,
        UpdatedAt,
        Status = trailcolumns::FirstText,
        WorkerId,
        Error, // a preview (ErrorPreviewChars)
        ProviderResponse, // a preview
        ErrorCut = trailcolumns::FirstFlag,
        ResponseCut,
        TaskGone, // the attempt's task row is gone
    };
};

struct ReplayColumn
{
    enum : int {
        Id = 1,
        OriginalTaskId = 3,
        RequeuedTaskId = trailcolumns::FirstNumber,
        OperatorId,
        CreatedAt = trailcolumns::FirstTime,
    };
};

// What the audit says of a message with more attempts than are listed.
struct MessageColumn
{
    enum : int {
        MessageId = 1,
        Attempts = trailcolumns::FirstNumber, // counted up to AttemptsCountCap + 1
        FirstDelivered = trailcolumns::FirstTime,
        AnyDelivered = trailcolumns::FirstFlag,
        AnyPartial,
        AttemptsCapped,
    };
};

// One row per statement: how much the search found before the caps.
struct MetaColumn
{
    enum : int {
        SeedRows = 1,
        TasksFound = trailcolumns::FirstNumber,
    };
};

static_assert(TaskColumn::MaxAttempts < trailcolumns::FirstTime
              && TaskColumn::NotBefore < trailcolumns::FirstText
              && TaskColumn::Channels < trailcolumns::FirstFlag
              && DeliveryColumn::TaskGone < trailcolumns::Count);

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
inline constexpr QLatin1StringView AckAction
    = operatoraction::info(OperatorAction::AckSelected).journalName;

// Groups the trails statement's rows into trails (by message, joined by replay lineage and
// by the tasks their attempts name), newest first, capped as the query asks.
void decodeTrails(const PgResultView &view, const LookupQuery &query, LookupResult &out);
void decodeAlarms(const PgResultView &view, LookupResult &out);

} // namespace lookup::rows
