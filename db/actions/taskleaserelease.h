#pragma once

#include "db/actions/action.h"
#include "db/dbjob.h"

// Releasing a task's lease: the task goes back to queued, its lease owner, token and expiry
// cleared, not_before now, last_error noting the release and the operator.
//
// Compare-and-set on what the operator saw: with a token, only that token's lease is
// released (and, when the expiry seen is given too, only if the worker has not renewed it
// since); without one (the CLI's default), only an expired lease — or one with no expiry,
// which no reaper would ever take back. The worker's late result is then fenced by the token.
struct ReleaseTaskLease
{
    qint64 taskId = 0;
    QString token; // null: release only an expired lease
    OptTime seenExpiresAt; // the expiry the operator saw; checked when given
};

namespace taskleaserelease {
QString target(qint64 taskId);
DbJob job(const ReleaseTaskLease &release, const ActionContext &ctx); // answers an ActionOutcome
// After an unknown outcome: the release leaves this attempt's id in last_error.
DbJob reconcileJob(const ReleaseTaskLease &release, const ActionContext &ctx);
} // namespace taskleaserelease
