#pragma once

#include "core/rows/taskrow.h"
#include "core/types.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

// Failed work grouped by cause (docs/failures.md): failed tasks by their normalised last_error,
// and the failed delivery attempts of those tasks by their normalised error, each × kind.

// What a group is made of.
enum class FailureSource {
    Task, // dead, failed_perm and failed_retry tasks, by last_error
    Attempt, // failed delivery attempts (notification_deliveries) of those tasks, by error
};

// What the failure groups read: failures in the last `withinSeconds` (server clock).
struct FailureQuery
{
    int withinSeconds = 3600;
    // Failed tasks read at most: past it the groups cover the tasks read and say so (the scan
    // goes through idx_tasks_state, in no time order).
    int scanCap = 100000;
    static constexpr int HistogramBuckets = 12; // the histogram's bars over the window
    bool operator==(const FailureQuery &) const = default;
};

struct FailureGroup
{
    FailureSource source = FailureSource::Task;
    QString causeId; // 12 hex: what a filter, a link and `replay --cause` name
    QString cause; // the normalised text ("attempt # of # failed, giving up: email: 503 …")
    QString kind; // the task's kind; null: NULL in the database
    QString example; // one real error of the group, cut
    QStringList channels; // the channel labels lifted out of its errors ("email", "sms")
    qint64 count = 0; // tasks (Task) or attempts (Attempt)
    qint64 deadNotReplayed = 0; // Task: dead and not replayed (what a group replay would take)
    qint64 dead = 0; // Task: dead, replayed or not
    qint64 accounts = 0; // distinct account ids among the tasks
    OptTime firstSeen; // updated_at (Task) or created_at (Attempt)
    OptTime lastSeen;
    QList<qint64> histogram; // counts per bucket of the window, oldest first

    // Task groups and attempt groups of one cause and kind are different rows.
    QString key() const;
    bool operator==(const FailureGroup &) const = default;
};

// The tasks of `group` failed in [fromUs, toUs] (the read that showed it): its cause, its kind
// (or no kind), every failed state. The filter that opens a group and the one its replay reads.
TaskFilter failureMembers(const FailureGroup &group, qint64 fromUs, qint64 toUs);

// One read of the failure groups, and what it covered.
struct FailureGroups
{
    QList<FailureGroup> groups; // the task groups, then the attempt groups, each biggest first
    qint64 windowFromUs = 0; // the window, on the server's clock
    qint64 serverNowUs = 0;
    qint64 tasksRead = 0; // failed tasks read in the window
    bool capped = false; // tasksRead reached the scan cap: older failures may be missing
    bool attemptsRead = true; // false: the delivery audit could not be read (absent, no grant)
    QString attemptsUnread; // why not, in the schema's words
    bool replaysRead = true; // false: task_replays unreadable, deadNotReplayed counts all dead
    bool operator==(const FailureGroups &) const = default;
};

Q_DECLARE_METATYPE(FailureGroup)
Q_DECLARE_METATYPE(FailureGroups)
