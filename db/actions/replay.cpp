#include "db/actions/replay.h"

#include "core/operatoraction.h"
#include "core/statenames.h"
#include "core/textcontexts.h"
#include "db/sqlbuilder.h"

#include <QDateTime>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace replayaction {

namespace {

const QString Action = operatoraction::journalName(OperatorAction::ReplayTasks);

QString when(const OptTime &us)
{
    if (!us)
        return ActionText::tr("an unknown time");
    return QDateTime::fromMSecsSinceEpoch(*us / 1000, QTimeZone::utc())
        .toString(u"yyyy-MM-dd HH:mm:ss 'UTC'"_s);
}

QList<SqlStatement> statements(const ReplayTask &task, const ActionContext &ctx)
{
    SqlStatement lock { QByteArrayLiteral("SELECT id FROM tasks WHERE id = $1 FOR UPDATE"),
                        { sqlparam::of(task.taskId) },
                        false };
    SqlBuilder sql("WITH p AS (SELECT $?::int8 AS task_id, $?::int8 AS operator_id),"
                   " orig AS (SELECT t.id, t.state, t.kind, t.account_id, t.monitor_id, "
                   "t.check_id, t.message_id,"
                   "   t.contact_id, t.payload, t.max_attempts, t.idempotency_key FROM tasks t, p "
                   "WHERE t.id = p.task_id),"
                   " prior AS (SELECT r.requeued_task_id, r.operator_user_id, r.created_at FROM "
                   "task_replays r, p"
                   "   WHERE r.original_task_id = p.task_id ORDER BY r.id LIMIT 1),"
                   " ins AS (INSERT INTO tasks (job_id, kind, state, account_id, monitor_id, "
                   "check_id, message_id,"
                   "   contact_id, payload, not_before, attempts, max_attempts, idempotency_key, "
                   "created_at, updated_at)"
                   "   SELECT 'replay-' || o.id || '-' || left(md5(random()::text || "
                   "clock_timestamp()::text), 12),"
                   "   o.kind, 'queued', o.account_id, o.monitor_id, o.check_id, o.message_id, "
                   "o.contact_id, o.payload,"
                   "   now(), 0, o.max_attempts,"
                   "   CASE WHEN length(coalesce(o.idempotency_key, 'task:' || o.id)) <= 248"
                   "     THEN 'replay:' || coalesce(o.idempotency_key, 'task:' || o.id)"
                   "     ELSE 'replay:md5:' || md5(o.idempotency_key) END,"
                   "   now(), now() FROM orig o WHERE o.state = 'dead' AND NOT EXISTS (SELECT 1 "
                   "FROM prior) RETURNING id),"
                   " rep AS (INSERT INTO task_replays (original_task_id, requeued_task_id, "
                   "operator_user_id, created_at, updated_at)"
                   "   SELECT p.task_id, ins.id, p.operator_id, now(), now() FROM ins, p RETURNING "
                   "requeued_task_id),"
                   " result AS (SELECT"
                   "   CASE WHEN EXISTS (SELECT 1 FROM rep) THEN 'done'"
                   "        WHEN EXISTS (SELECT 1 FROM prior) THEN 'already_done' ELSE 'refused' "
                   "END AS outcome,"
                   "   CASE WHEN EXISTS (SELECT 1 FROM rep) THEN 'replayed as task ' || (SELECT "
                   "requeued_task_id FROM rep)"
                   "        WHEN EXISTS (SELECT 1 FROM prior) THEN 'already replayed as task '"
                   "          || coalesce((SELECT requeued_task_id FROM prior)::text, '?')"
                   "        WHEN NOT EXISTS (SELECT 1 FROM orig) THEN 'no such task'"
                   "        ELSE 'task is ' || coalesce((SELECT state FROM orig), 'NULL') || ', "
                   "not dead' END AS detail,"
                   "   (SELECT requeued_task_id FROM rep) AS new_task_id, EXISTS (SELECT 1 FROM "
                   "orig) AS found,"
                   "   (SELECT state FROM orig) AS state, (SELECT requeued_task_id FROM prior) AS "
                   "prior_task_id,"
                   "   (SELECT operator_user_id FROM prior) AS prior_operator, (SELECT created_at "
                   "FROM prior) AS prior_at)",
                   { sqlparam::of(task.taskId), sqlparam::of(ctx.operatorId) });
    actionsql::finishWithAudit(sql, ctx, Action, target(task.taskId));
    SqlStatement replay = sql.statement();
    replay.endsTransaction = true;
    return { lock, replay };
}

ActionOutcome decodeOne(const JobResults &r, qint64 taskId)
{
    const QString targetText = ActionText::tr("task %1").arg(taskId);
    if (const DbError e = r.firstError(); e.isError()) {
        ActionOutcome o = outcomeOfError(e, Action, target(taskId), targetText);
        if (e.kind == DbErrorKind::UniqueViolation) {
            // The backstop fired: a rival's replay won between our lock and our insert, or a
            // task already carries the derived key. Reconciling says which.
            o.result = ActionOutcome::Result::Unknown;
            o.message = ActionText::tr(
                            "A replay of task %1 collided with another; checking which one stands.")
                            .arg(taskId);
        }
        return o;
    }
    const PgResultView v = r.view(1);
    ActionOutcome o;
    o.action = Action;
    o.target = target(taskId);
    o.audited = v.int64(0, v.column("audited")).value_or(0) > 0;
    const QString outcome = v.text(0, 0);
    if (outcome == "done"_L1) {
        o.result = ActionOutcome::Result::Done;
        o.newTaskId = v.int64(0, 2).value_or(0);
        o.message = ActionText::tr("Replayed task %1 as task %2.").arg(taskId).arg(o.newTaskId);
    } else if (outcome == "already_done"_L1) {
        o.result = ActionOutcome::Result::AlreadyDone;
        o.newTaskId = v.int64(0, 5).value_or(0);
        const OptInt op = v.int64(0, 6);
        o.message = ActionText::tr("Task %1 was already replayed as task %2 by operator %3 at %4; "
                                   "nothing was written.")
                        .arg(taskId)
                        .arg(o.newTaskId)
                        .arg(op ? QString::number(*op) : ActionText::tr("(unknown)"),
                             when(v.timestamp(0, 7)));
    } else if (!v.boolean(0, 3).value_or(false)) {
        o.result = ActionOutcome::Result::Refused;
        o.message
            = ActionText::tr("Refused: task %1 does not exist; nothing was written.").arg(taskId);
    } else {
        o.result = ActionOutcome::Result::Refused;
        const QString state = v.text(0, 4);
        o.message = ActionText::tr("Refused: task %1 is %2, not dead; only dead tasks are "
                                   "replayed. Nothing was written.")
                        .arg(taskId)
                        .arg(state.isNull() ? ActionText::tr("in no state (NULL)")
                                            : statenames::taskState(state));
    }
    return o;
}

} // namespace

QString target(qint64 taskId)
{
    return u"task:%1"_s.arg(taskId);
}

DbJob job(const ReplayTask &task, const ActionContext &ctx)
{
    DbJob job;
    job.label = u"replay"_s;
    job.route = JobRoute::Write;
    job.decodeFailures = true;
    job.statements = statements(task, ctx);
    const qint64 id = task.taskId;
    job.decode = [id](const JobResults &r) {
        return QVariant::fromValue(decodeOne(r, id));
    };
    return job;
}

DbJob batchJob(const QList<ReplayTask> &tasks, const ActionContext &ctx)
{
    DbJob job;
    job.label = u"bulk replay"_s;
    job.route = JobRoute::Write;
    job.decodeFailures = true;
    QList<qint64> ids;
    for (const ReplayTask &t : tasks) {
        // Each replay audits under an id of its own; the batch's id is their common prefix
        // in the journal only.
        ActionContext own = ctx;
        own.actionId = ActionContext::make(ctx.operatorId, ctx.reason, ctx.auditTable).actionId;
        job.statements += statements(t, own);
        ids.append(t.taskId);
    }
    job.decode = [ids](const JobResults &r) {
        QList<ActionOutcome> out;
        for (int i = 0; i < ids.size(); ++i)
            out.append(decodeOne(r.slice(2 * i, 2), ids[i]));
        return QVariant::fromValue(out);
    };
    return job;
}

DbJob reconcileJob(const ReplayTask &task, const ActionContext &ctx)
{
    SqlBuilder sql("SELECT r.requeued_task_id, r.operator_user_id, r.created_at, ");
    actionsql::addAuditedDone(sql, ctx);
    sql.add(" FROM task_replays r WHERE r.original_task_id = $? ORDER BY r.id LIMIT 1",
            { sqlparam::of(task.taskId) });
    DbJob job;
    job.label = u"reconcile replay"_s;
    job.route = JobRoute::Write; // the primary: a standby may not have the commit yet
    job.statements = { sql.statement() };
    const qint64 id = task.taskId;
    const qint64 operatorId = ctx.operatorId;
    const qint64 startedUs = ctx.startedAtUs;
    job.decode = [id, operatorId, startedUs](const JobResults &r) {
        const PgResultView v = r.view(0);
        ActionOutcome o;
        o.action = Action;
        o.target = target(id);
        if (v.rowCount() == 0) {
            o.result = ActionOutcome::Result::Failed;
            o.message = ActionText::tr("Not done: the connection was lost before the replay of "
                                       "task %1 committed; nothing was "
                                       "written. It is safe to try again.")
                            .arg(id);
            return QVariant::fromValue(o);
        }
        o.newTaskId = v.int64(0, 0).value_or(0);
        const std::optional<bool> auditedOurs = v.boolean(0, 3);
        // Without an audit row to ask, the replay is ours if it is this operator's and no
        // older than this attempt (a second of slack for the two clocks).
        const bool ours = auditedOurs
            ? *auditedOurs
            : v.int64(0, 1) == operatorId && v.timestamp(0, 2).value_or(0) >= startedUs - 1000000;
        o.result = ours ? ActionOutcome::Result::Done : ActionOutcome::Result::AlreadyDone;
        o.message = ours
            ? ActionText::tr(
                  "Replayed task %1 as task %2 (confirmed after the connection was lost).")
                  .arg(id)
                  .arg(o.newTaskId)
            : ActionText::tr("Task %1 was already replayed as task %2 by operator %3 at %4; "
                             "nothing was written.")
                  .arg(id)
                  .arg(o.newTaskId)
                  .arg(v.int64(0, 1).value_or(0))
                  .arg(when(v.timestamp(0, 2)));
        return QVariant::fromValue(o);
    };
    return job;
}

} // namespace replayaction
