#pragma once

#include "db/actions/action.h"
#include "db/dbjob.h"

#include <QList>

// Replaying a dead task (seed 001: one operator replay per dead task).
//
// One transaction, one round trip: the original is locked (FOR UPDATE, under lock_timeout),
// then one statement checks it is dead and not yet replayed — in a snapshot taken after the
// lock, so it sees a rival's committed replay — inserts the new task (kind, ids, payload and
// max_attempts copied; a fresh job_id; the idempotency key derived from the original's; queued,
// attempts 0, not_before now) and the task_replays row with the operator, and audits. The
// unique task_replays.original_task_id is the backstop: a race ends with exactly one replay.
struct ReplayTask
{
    qint64 taskId = 0;
};

namespace replayaction {

QString target(qint64 taskId); // "task:123"
// The new task's idempotency key is derived in SQL: "replay:" + the original's key (or
// "task:<id>" when it has none); past 248 characters "replay:md5:" + its md5, so it always
// fits varchar(255). Deterministic, so even a second insert would collide on it.

// Answers an ActionOutcome.
DbJob job(const ReplayTask &task, const ActionContext &ctx);
// Several replays in one round trip, each its own transaction, so one failure undoes no
// other. Answers a QList<ActionOutcome> in the order given.
DbJob batchJob(const QList<ReplayTask> &tasks, const ActionContext &ctx);
// After an unknown outcome: did this attempt's replay commit? Answers an ActionOutcome.
DbJob reconcileJob(const ReplayTask &task, const ActionContext &ctx);

} // namespace replayaction
