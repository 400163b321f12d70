#pragma once

#include "core/rows/failurerows.h"
#include "core/schemainfo.h"
#include "db/dbjob.h"

// The failure groups (docs/failures.md): failed tasks of a window, read through
// idx_tasks_state (the upstream index) up to a cap, each distinct error normalised once
// (db/queries/failurecause.h), grouped by cause × kind; with the failed delivery attempts of
// those tasks, grouped the same way. One statement, one snapshot: the window row, then the
// task groups, then the attempt groups, each biggest first.
namespace failurequery {

// `replaysReadable`: task_replays may be read (else every dead task counts as not replayed,
// and the answer says so). `attemptsReadable`: notification_deliveries may be read (else only
// task groups, and the answer says why not: `attemptsUnread`).
DbJob groupsJob(const FailureQuery &query, bool replaysReadable, bool attemptsReadable,
                const QString &attemptsUnread = {});
// The same, with what may be read taken from the schema probe's answer (FailureText words for
// an audit that cannot be read).
DbJob groupsJob(const FailureQuery &query, const SchemaInfo &schema);

// The cause and channels of each text, as the groups read them (a table test of the rule runs
// the server's own evaluation). Answers a QList<QStringList>: {cause, cause id, channels}.
DbJob normaliseJob(const QStringList &errors);

} // namespace failurequery
