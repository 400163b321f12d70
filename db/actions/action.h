#pragma once

#include "core/dberror.h"
#include "core/types.h"
#include "core/watch/watch.h"

#include <QMetaType>
#include <QString>

class SqlBuilder;

// Who acts and how the act is recorded: every operator action carries one of these.
struct ActionContext
{
    QString actionId; // a fresh UUID per attempt: ties the audit row, the journal and a reconcile
                      // together
    qint64 operatorId = 0; // task_replays.operator_user_id is a bigint: operators are numbers
    QString reason; // optional, kept in the audit trail
    bool auditTable = false; // poolscope_audit exists and the role may insert into it
    qint64 startedAtUs = 0; // when the attempt began (client clock), for reconciling

    static ActionContext make(qint64 operatorId, const QString &reason, bool auditTable);
};

// What an action did, as the operator reads it.
struct ActionOutcome
{
    enum class Result {
        Done, // it happened now, by this attempt
        AlreadyDone, // what was asked was already so (and by whom, when)
        Refused, // nothing was written: the row is not as the operator saw it, or may not be acted
                 // on
        Unknown, // the connection died after the commit was sent: reconcile before saying more
        Failed, // nothing was written: a database or connection error
    };
    Result result = Result::Failed;
    QString message; // one line: what happened, or why nothing did
    DbError error; // with Failed and Unknown
    QString action; // replay, release_task_lease, ...
    QString target; // task:123, sink:feed/sink, alarm:alert
    qint64 newTaskId = 0; // a replay's new task
    int changed = 0; // rows acted on (acks); a bulk replay's tasks replayed now
    int alreadyDone = 0; // a bulk replay's tasks already replayed
    int refused = 0; // a bulk replay's tasks refused or failed
    bool audited = false; // recorded in poolscope_audit in the same transaction
    OptTime doneAt; // the server's time of its transaction, where it wrote it (an ack's acked_at)
    // What a watch of its target read just before it ran, in the same round trip
    // (watchquery::beforeAction): the proof's "before".
    std::optional<WatchObservation> before;

    bool wroteNothing() const { return result != Result::Done && result != Result::Unknown; }
    QString resultName() const; // done, already_done, refused, unknown, failed
};

// The CLI's exit code for an outcome: 0 done or already done, 1 refused, 3 database.
int exitCodeOf(const ActionOutcome &outcome);

// What a failed statement means for an action, in the operator's words: a lock held by a
// worker, a missing privilege and a read-only server refuse (nothing was written); anything
// else failed.
ActionOutcome outcomeOfError(const DbError &error, const QString &action, const QString &target,
                             const QString &targetText);

namespace actionsql {
// Appends, after a `result` CTE with `outcome` and `detail` columns, the audit insert and the
// final SELECT: `SELECT r.*, <audited> FROM result r`. Without the audit table the final
// SELECT says 0 rows were audited.
void finishWithAudit(SqlBuilder &sql, const ActionContext &ctx, const QString &action,
                     const QString &target);
// Appends a column saying whether poolscope_audit records `ctx`'s action as done (NULL
// without the audit table): how a reconcile tells its own commit from another's.
void addAuditedDone(SqlBuilder &sql, const ActionContext &ctx);
} // namespace actionsql

Q_DECLARE_METATYPE(ActionOutcome)
