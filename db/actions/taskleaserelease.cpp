#include "db/actions/taskleaserelease.h"

#include "core/operatoraction.h"
#include "core/statenames.h"
#include "core/textcontexts.h"
#include "db/sqlbuilder.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace taskleaserelease {

namespace {
const QString Action = operatoraction::journalName(OperatorAction::ReleaseTaskLease);

QString untilText(qint64 expiresUs, qint64 nowUs)
{
    const qint64 s = (expiresUs - nowUs) / 1000000;
    return s >= 0 ? ActionText::tr("expires in %1 s").arg(s)
                  : ActionText::tr("expired %1 s ago").arg(-s);
}
} // namespace

QString target(qint64 taskId)
{
    return u"task:%1"_s.arg(taskId);
}

namespace {

// Releases the lease where the operator's view still holds (the token, or an expired lease
// when none is given), and answers what it found either way.
SqlStatement releaseStatement(const ReleaseTaskLease &rel, const ActionContext &ctx)
{
    SqlBuilder sql(
        "WITH p AS (SELECT $?::int8 AS task_id, $?::text AS token, $?::timestamptz AS seen_expiry,"
        "   $?::text AS note),"
        " cur AS (SELECT t.id, t.state, t.lease_owner, t.lease_token, t.lease_expires_at,"
        "   coalesce(t.lease_expires_at < now(), true) AS expired FROM tasks t, p WHERE t.id = "
        "p.task_id),"
        " upd AS (UPDATE tasks t SET state = 'queued', lease_owner = NULL, lease_token = NULL,"
        "   lease_expires_at = NULL, not_before = now(), updated_at = now(),"
        "   last_error = left(p.note || ' (held by ' || coalesce(c.lease_owner, 'nobody') || ')'"
        "     || coalesce('; before: ' || t.last_error, ''), 4000)"
        "   FROM cur c, p WHERE t.id = c.id AND c.state = 'leased'"
        "   AND CASE WHEN p.token IS NULL THEN c.expired"
        "     ELSE c.lease_token = p.token"
        "       AND (p.seen_expiry IS NULL OR c.lease_expires_at IS NOT DISTINCT FROM "
        "p.seen_expiry) END"
        "   RETURNING t.id),"
        " result AS (SELECT"
        "   CASE WHEN EXISTS (SELECT 1 FROM upd) THEN 'done'"
        "     WHEN (SELECT state FROM cur) = 'queued' AND (SELECT lease_token FROM cur) IS NULL "
        "THEN 'already_done'"
        "     ELSE 'refused' END AS outcome,"
        "   CASE WHEN EXISTS (SELECT 1 FROM upd) THEN 'released the lease of ' || coalesce((SELECT "
        "lease_owner FROM cur), 'nobody')"
        "     ELSE 'not released: task is ' || coalesce((SELECT state FROM cur), 'missing') END AS "
        "detail,"
        "   EXISTS (SELECT 1 FROM cur) AS found, (SELECT state FROM cur) AS state,"
        "   (SELECT lease_owner FROM cur) AS owner, (SELECT lease_token FROM cur) AS token,"
        "   (SELECT lease_expires_at FROM cur) AS expires_at, now() AS now)",
        { sqlparam::of(rel.taskId), sqlparam::ofOptText(rel.token),
          rel.seenExpiresAt ? sqlparam::ofTime(*rel.seenExpiresAt) : sqlparam::null(),
          // The attempt's id goes into last_error: it is how a lost connection is reconciled.
          sqlparam::of(
              u"lease released by operator %1 (action %2)%3"_s.arg(ctx.operatorId)
                  .arg(ctx.actionId)
                  .arg(ctx.reason.isEmpty() ? QString() : u": "_s + ctx.reason.left(500))) });
    actionsql::finishWithAudit(sql, ctx, Action, target(rel.taskId));
    SqlStatement release = sql.statement();
    release.endsTransaction = true;
    return release;
}

ActionOutcome releaseOutcome(const ReleaseTaskLease &rel, const PgResultView &v)
{
    const qint64 id = rel.taskId;
    ActionOutcome o;
    o.action = Action;
    o.target = target(id);
    o.audited = v.int64(0, v.column("audited")).value_or(0) > 0;
    const QString outcome = v.text(0, 0);
    const QString state = v.text(0, 3);
    const QString owner = v.text(0, 4);
    const QString token = v.text(0, 5);
    const OptTime expires = v.timestamp(0, 6);
    const qint64 now = v.timestamp(0, 7).value_or(0);
    if (outcome == "done"_L1) {
        o.result = ActionOutcome::Result::Done;
        o.message = ActionText::tr("Released the lease of task %1 held by %2; the task is "
                                   "queued again. A late result from "
                                   "that worker will be fenced by its token.")
                        .arg(id)
                        .arg(owner.isNull() ? ActionText::tr("nobody") : owner);
    } else if (outcome == "already_done"_L1) {
        o.result = ActionOutcome::Result::AlreadyDone;
        o.message
            = ActionText::tr("Task %1 holds no lease any more (it is queued); nothing was written.")
                  .arg(id);
    } else if (!v.boolean(0, 2).value_or(false)) {
        o.result = ActionOutcome::Result::Refused;
        o.message = ActionText::tr("Refused: task %1 does not exist; nothing was written.").arg(id);
    } else if (state != "leased"_L1) {
        o.result = ActionOutcome::Result::Refused;
        o.message
            = ActionText::tr("Refused: task %1 is %2; it holds no lease. Nothing was written.")
                  .arg(id)
                  .arg(state.isNull() ? ActionText::tr("in no state (NULL)")
                                      : statenames::taskState(state));
    } else if (rel.token.isNull()) {
        o.result = ActionOutcome::Result::Refused;
        o.message = ActionText::tr("Refused: the lease of task %1 is live (held by %2, %3). "
                                   "Releasing a live lease needs "
                                   "its token (--token); nothing was written.")
                        .arg(id)
                        .arg(owner.isNull() ? ActionText::tr("nobody") : owner,
                             expires ? untilText(*expires, now) : ActionText::tr("no expiry"));
    } else if (token != rel.token) {
        o.result = ActionOutcome::Result::Refused;
        o.message = ActionText::tr("Refused: the lease of task %1 changed since you saw it "
                                   "(now held by %2 with another "
                                   "token); nothing was written.")
                        .arg(id)
                        .arg(owner.isNull() ? ActionText::tr("nobody") : owner);
    } else {
        o.result = ActionOutcome::Result::Refused;
        o.message = ActionText::tr("Refused: the worker renewed the lease of task %1 since you "
                                   "looked (it now %2); "
                                   "nothing was written. Look again before releasing.")
                        .arg(id)
                        .arg(expires ? untilText(*expires, now) : ActionText::tr("has no expiry"));
    }
    return o;
}

} // namespace

DbJob job(const ReleaseTaskLease &rel, const ActionContext &ctx)
{
    SqlStatement lock { QByteArrayLiteral("SELECT id FROM tasks WHERE id = $1 FOR UPDATE"),
                        { sqlparam::of(rel.taskId) },
                        false };
    DbJob job;
    job.label = u"release task lease"_s;
    job.route = JobRoute::Write;
    job.decodeFailures = true;
    job.statements = { lock, releaseStatement(rel, ctx) };
    const ReleaseTaskLease asked = rel;
    job.decode = [asked](const JobResults &r) {
        const qint64 id = asked.taskId;
        if (const DbError e = r.firstError(); e.isError())
            return QVariant::fromValue(
                outcomeOfError(e, Action, target(id), ActionText::tr("task %1").arg(id)));
        return QVariant::fromValue(releaseOutcome(asked, r.view(1)));
    };
    return job;
}

DbJob reconcileJob(const ReleaseTaskLease &rel, const ActionContext &ctx)
{
    DbJob job;
    job.label = u"reconcile lease release"_s;
    job.route = JobRoute::Write;
    job.statements = { SqlStatement {
        QByteArrayLiteral(
            "SELECT state, position($2 IN coalesce(last_error, '')) > 0 FROM tasks WHERE id = $1"),
        { sqlparam::of(rel.taskId), sqlparam::of(ctx.actionId) },
        false } };
    const qint64 id = rel.taskId;
    job.decode = [id](const JobResults &r) {
        const PgResultView v = r.view(0);
        ActionOutcome o;
        o.action = Action;
        o.target = target(id);
        if (v.rowCount() > 0 && v.boolean(0, 1).value_or(false)) {
            o.result = ActionOutcome::Result::Done;
            o.message
                = ActionText::tr(
                      "Released the lease of task %1 (confirmed after the connection was lost).")
                      .arg(id);
        } else {
            o.result = ActionOutcome::Result::Failed;
            o.message = ActionText::tr("Not done: the connection was lost before the release of "
                                       "task %1 committed; nothing was "
                                       "written. Look at the task again before retrying.")
                            .arg(id);
        }
        return QVariant::fromValue(o);
    };
    return job;
}

} // namespace taskleaserelease
