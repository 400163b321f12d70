#pragma once

#include "core/types.h"

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <optional>

// One row of the tasks table as the console shows it. Every column but id may be NULL in a
// real database (GORM adds no NOT NULL): null QStrings and empty optionals stand for NULL.
// last_error arrives cut to a preview; the detail pane fetches the rest on demand.
struct TaskRow
{
    qint64 id = 0;
    QString jobId;
    QString kind;
    QString state;
    QString lastError;
    OptInt accountId;
    OptInt monitorId;
    OptInt checkId;
    OptInt messageId;
    OptInt contactId;
    OptTime notBefore;
    OptTime deadline;
    QString leaseOwner;
    QString leaseToken;
    OptTime leaseExpiresAt;
    OptInt attempts;
    OptInt maxAttempts;
    QString idempotencyKey;
    OptTime succeededAt;
    OptTime createdAt;
    OptTime updatedAt;
    // Read by the tasks window only, where task_replays may be read: the task a dead task was
    // replayed as (0 when its replay row names none). Unset: not replayed, or not read.
    OptInt replayedAs;

    qint64 key() const { return id; }
    bool operator==(const TaskRow &) const = default;
};

// The states the upstream worker pool writes (models.TaskState*).
namespace taskstate {
inline const QString Queued = QStringLiteral("queued");
inline const QString Leased = QStringLiteral("leased");
inline const QString Succeeded = QStringLiteral("succeeded");
inline const QString FailedRetry = QStringLiteral("failed_retry");
inline const QString FailedPerm = QStringLiteral("failed_perm");
inline const QString Dead = QStringLiteral("dead");
inline QStringList all()
{
    return { Queued, Leased, FailedRetry, Dead, FailedPerm, Succeeded };
}
} // namespace taskstate

// The members of one failure group (core/rows/failurerows.h): failed tasks whose normalised
// last_error has this cause id, failed (updated_at) in the window. Opening a group from the
// failure groups view, a saved view, a deep link or `poolscope replay --cause` sets it.
struct CauseFilter
{
    QString id; // 12 lower-case hex digits: md5 of the normalised cause text, cut
    QString text; // the normalised cause, for the operator's eye only (the id decides)
    int withinSeconds = 0; // failed in the last N seconds (server clock); 0: from/to decide
    OptTime from; // failed at or after (µs since 1970)
    OptTime to; // failed at or before
    // The group's kind is NULL: only tasks without a kind (TaskFilter::kind, null, takes any).
    bool kindIsNull = false;
    bool operator==(const CauseFilter &) const = default;
};

// What the tasks view's search box looks for.
enum class TaskSearch {
    None,
    TaskId,
    JobIdOrKey, // job_id or idempotency_key: both unique-indexed upstream
    MessageId,
    AccountId,
    // A number, as typed: the task of that id, or a task whose job id or key is that text.
    // Each is a unique index (the primary key, job_id's, idempotency_key's).
    TaskIdJobIdOrKey,
};

struct TaskFilter
{
    TaskSearch search = TaskSearch::None;
    QString searchText; // the number or the job id / key, as typed (trimmed)
    // Whether tasks(message_id) is indexed (a console index). Without it a message search goes
    // through the delivery audit's own index and finds only tasks that made an attempt.
    bool messageIdIndexed = false;
    QStringList states; // empty: every state
    QString kind; // null: every kind
    OptInt accountId;
    OptInt monitorId;
    int createdWithinSeconds = 0; // 0: any time; else created in the last N seconds (server clock)
    OptTime createdFrom;
    OptTime createdTo;
    std::optional<CauseFilter> cause; // only one failure group's members
    int limit = 200;

    bool operator==(const TaskFilter &) const = default;
};

// A window of the newest tasks matching a filter, newest first.
struct TaskWindow
{
    QList<TaskRow> rows;
    bool hasMore = false; // more rows match beyond the window
    qint64 serverNowUs = 0; // the server's clock when the window was read
    // Optional columns the database lacks: not read, shown as "—" with a note.
    QStringList absentColumns;
};

// How many tasks are in each state. The small, active states are counted exactly (up to a
// cap, through idx_tasks_state); a state past the cap, typically the huge terminal ones, shows
// the planner's estimate from pg_stats and says so.
struct StateCount
{
    QString state;
    qint64 count = 0;
    bool exact = true; // false: an estimate (the exact count passed the cap)
    bool operator==(const StateCount &) const = default;
};

// The planner's estimate of each state's rows (pg_stats' frequency × reltuples), by state;
// a state the statistics do not list has none.
using StateEstimates = QHash<QString, qint64>;

struct TaskStateCounts
{
    QList<StateCount> states;
    qint64 expiredLeases = 0; // leased tasks whose lease has expired: stuck until reaped
    // The estimates this answer read from pg_stats; none when the counts were given known ones.
    std::optional<StateEstimates> estimatesRead;
    const StateCount *find(const QString &state) const
    {
        for (const StateCount &c : states) {
            if (c.state == state)
                return &c;
        }
        return nullptr;
    }
};

Q_DECLARE_METATYPE(TaskWindow)
Q_DECLARE_METATYPE(TaskStateCounts)
