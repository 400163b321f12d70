#include "db/actions/sinkleaseactions.h"

#include "core/operatoraction.h"
#include "core/textcontexts.h"
#include "db/feedlock.h"
#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

namespace sinkleaseactions {

namespace {
const QString ReleaseAction = operatoraction::journalName(OperatorAction::ClearSinkLease);
const QString TerminateAction = operatoraction::journalName(OperatorAction::TerminateSinkSession);

void addTable(SqlBuilder &sql, const FeedTable &t)
{
    sql.addIdentifier(t.schema).add(".").addIdentifier(t.tableName());
}

// The clear itself: lock the row, try the sink's advisory lock for this transaction, clear by
// compare-and-set. Two statements of one transaction.
QList<SqlStatement> clearStatements(const ReleaseSinkLease &r, const ActionContext &ctx,
                                    const QString &action)
{
    const QString lockName = feedlock::name(r.table.schema, r.table.prefix, r.feed, r.sink);
    SqlBuilder lock("SELECT 1 FROM ");
    addTable(lock, r.table);
    lock.add(" WHERE feed = $? AND sink = $? FOR UPDATE",
             { sqlparam::of(r.feed), sqlparam::of(r.sink) });

    SqlBuilder sql("WITH p AS (SELECT $?::text AS feed, $?::text AS sink, $?::text AS holder, "
                   "$?::text AS lock_name),"
                   " free AS MATERIALIZED (SELECT "
                   "pg_try_advisory_xact_lock(hashtextextended(p.lock_name, 0)) AS free FROM p),"
                   " cur AS (SELECT c.lease_holder, c.lease_expires_at,"
                   "   (extract(epoch from clock_timestamp()) * 1000)::int8 AS now_ms FROM ",
                   { sqlparam::of(r.feed), sqlparam::of(r.sink), sqlparam::ofOptText(r.holder),
                     sqlparam::of(lockName) });
    addTable(sql, r.table);
    sql.add(" c, p WHERE c.feed = p.feed AND c.sink = p.sink),"
            " verdict AS (SELECT c.*, f.free,"
            "   CASE WHEN c.lease_holder IS NULL THEN 'none'"
            "     WHEN p.holder IS NOT NULL AND c.lease_holder <> p.holder THEN 'changed'"
            "     WHEN c.lease_expires_at IS NULL AND NOT f.free THEN 'advisory_live'"
            "     WHEN p.holder IS NULL AND c.lease_expires_at IS NOT NULL AND c.lease_expires_at "
            "> c.now_ms THEN 'live'"
            "     ELSE 'clear' END AS decision FROM cur c, free f, p),"
            " upd AS (UPDATE ");
    addTable(sql, r.table);
    sql.add(
        " t SET lease_holder = NULL, lease_expires_at = NULL, updated_at = now() FROM verdict v, p"
        "   WHERE t.feed = p.feed AND t.sink = p.sink AND v.decision = 'clear' AND t.lease_holder "
        "= v.lease_holder"
        "   RETURNING 1),"
        " result AS (SELECT CASE WHEN EXISTS (SELECT 1 FROM upd) THEN 'done'"
        "     WHEN (SELECT decision FROM verdict) = 'none' THEN 'already_done' ELSE 'refused' END "
        "AS outcome,"
        "   CASE WHEN EXISTS (SELECT 1 FROM upd) THEN 'cleared holder ' || (SELECT lease_holder "
        "FROM verdict)"
        "     ELSE 'not cleared: ' || coalesce((SELECT decision FROM verdict), 'no such sink') END "
        "AS detail,"
        "   EXISTS (SELECT 1 FROM cur) AS found, (SELECT decision FROM verdict) AS decision,"
        "   (SELECT lease_holder FROM verdict) AS holder, (SELECT lease_expires_at FROM verdict) "
        "AS expires_ms,"
        "   (SELECT now_ms FROM verdict) AS now_ms)");
    actionsql::finishWithAudit(sql, ctx, action, target(r.feed, r.sink));
    SqlStatement clear = sql.statement();
    clear.endsTransaction = true;
    return { lock.statement(), clear };
}

ActionOutcome decodeClear(const JobResults &r, const ReleaseSinkLease &asked, const QString &action)
{
    const QString sinkText = ActionText::tr("sink %1/%2").arg(asked.feed, asked.sink);
    if (const DbError e = r.firstError(); e.isError())
        return outcomeOfError(e, action, target(asked.feed, asked.sink), sinkText);
    const PgResultView v = r.view(1);
    ActionOutcome o;
    o.action = action;
    o.target = target(asked.feed, asked.sink);
    o.audited = v.int64(0, v.column("audited")).value_or(0) > 0;
    const QString outcome = v.text(0, 0);
    const QString decision = v.text(0, 3);
    const QString holder = v.text(0, 4);
    if (outcome == "done"_L1) {
        o.result = ActionOutcome::Result::Done;
        o.message
            = ActionText::tr("Cleared the lease holder %1 of %2; any worker may take the sink now.")
                  .arg(holder, sinkText);
    } else if (outcome == "already_done"_L1) {
        o.result = ActionOutcome::Result::AlreadyDone;
        o.message = ActionText::tr("%1 has no lease holder; nothing was written.").arg(sinkText);
    } else if (!v.boolean(0, 2).value_or(false)) {
        o.result = ActionOutcome::Result::Refused;
        o.message
            = ActionText::tr("Refused: %1 does not exist; nothing was written.").arg(sinkText);
    } else if (decision == "advisory_live"_L1) {
        o.result = ActionOutcome::Result::Refused;
        o.message = ActionText::tr("Refused: the advisory session holding %1 is alive; clearing "
                                   "the row would fence nothing. "
                                   "Terminate that session instead; nothing was written.")
                        .arg(sinkText);
    } else if (decision == "changed"_L1) {
        o.result = ActionOutcome::Result::Refused;
        o.message = ActionText::tr("Refused: %1 changed hands since you saw it (now held by %2); "
                                   "nothing was written.")
                        .arg(sinkText, holder);
    } else {
        o.result = ActionOutcome::Result::Refused;
        const qint64 in = (v.int64(0, 5).value_or(0) - v.int64(0, 6).value_or(0)) / 1000;
        o.message = ActionText::tr("Refused: the lease on %1 is live (held by %2, expires in %3 "
                                   "s). Name the holder to clear a "
                                   "live lease; nothing was written.")
                        .arg(sinkText, holder)
                        .arg(in);
    }
    return o;
}
} // namespace

QString target(const QString &feed, const QString &sink)
{
    return u"sink:%1/%2"_s.arg(feed, sink);
}

DbJob releaseJob(const ReleaseSinkLease &release, const ActionContext &ctx)
{
    DbJob job;
    job.label = u"release sink lease"_s;
    job.route = JobRoute::Write;
    job.decodeFailures = true;
    job.statements = clearStatements(release, ctx, ReleaseAction);
    job.decode = [release](const JobResults &r) {
        return QVariant::fromValue(decodeClear(r, release, ReleaseAction));
    };
    return job;
}

DbJob terminateJob(const TerminateSinkSession &t, const ActionContext &ctx)
{
    const ReleaseSinkLease &r = t.lease;
    const QString lockName = feedlock::name(r.table.schema, r.table.prefix, r.feed, r.sink);
    // Compare-and-set twice over: the session must still hold this sink's lock (and be the pid
    // seen), and the row must still name the holder seen.
    SqlBuilder sql(
        "WITH p AS (SELECT $?::text AS feed, $?::text AS sink, $?::text AS holder, $?::text AS "
        "lock_name,"
        "   $?::int4 AS pid),"
        " holder AS (SELECT l.pid FROM pg_locks l, p WHERE l.locktype = 'advisory' AND l.objsubid "
        "= 1"
        "   AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = "
        "current_database())"
        "   AND ((l.classid::int8 << 32) | l.objid::int8) = hashtextextended(p.lock_name, 0)"
        "   AND (p.pid = 0 OR l.pid = p.pid)"
        "   AND EXISTS (SELECT 1 FROM ",
        { sqlparam::of(r.feed), sqlparam::of(r.sink), sqlparam::ofOptText(r.holder),
          sqlparam::of(lockName), sqlparam::of(qint64(t.pid)) });
    addTable(sql, r.table);
    sql.add(" c WHERE c.feed = p.feed AND c.sink = p.sink AND c.lease_holder = p.holder))"
            " SELECT h.pid, pg_terminate_backend(h.pid, 5000) FROM holder h");
    SqlStatement terminate = sql.statement();
    terminate.endsTransaction = true;

    DbJob job;
    job.label = u"terminate sink session"_s;
    job.route = JobRoute::Write;
    job.decodeFailures = true;
    job.statements = { terminate };
    job.statements += clearStatements(r, ctx, TerminateAction);
    job.decode = [t](const JobResults &res) {
        const QString sinkText = ActionText::tr("sink %1/%2").arg(t.lease.feed, t.lease.sink);
        if (!res.ok(0))
            return QVariant::fromValue(outcomeOfError(
                res.error(0), TerminateAction, target(t.lease.feed, t.lease.sink), sinkText));
        const PgResultView killed = res.view(0);
        ActionOutcome cleared = decodeClear(res.slice(1, 2), t.lease, TerminateAction);
        if (killed.rowCount() == 0) {
            if (cleared.result == ActionOutcome::Result::Done)
                cleared.message
                    = ActionText::tr("No session held %1 any more; cleared its stale holder %2.")
                          .arg(sinkText, t.lease.holder);
            else if (cleared.result == ActionOutcome::Result::Refused)
                cleared.message = ActionText::tr("Refused: no session matching what you saw holds "
                                                 "%1 (it changed hands or moved on); "
                                                 "nothing was terminated or written.")
                                      .arg(sinkText);
            return QVariant::fromValue(cleared);
        }
        const qint64 pid = killed.int64(0, 0).value_or(0);
        if (cleared.result == ActionOutcome::Result::Done)
            cleared.message
                = ActionText::tr("Terminated session %1, which held %2, and cleared its holder %3.")
                      .arg(pid)
                      .arg(sinkText, t.lease.holder);
        else
            cleared.message
                = ActionText::tr(
                      "Terminated session %1, which held %2; its holder was not cleared: %3")
                      .arg(pid)
                      .arg(sinkText, cleared.message);
        // The termination happened whatever became of the clear.
        cleared.result = ActionOutcome::Result::Done;
        return QVariant::fromValue(cleared);
    };
    return job;
}

DbJob currentHolderJob(const FeedTable &table, const QString &feed, const QString &sink)
{
    SqlBuilder q("SELECT lease_holder FROM ");
    addTable(q, table);
    q.add(" WHERE feed = $? AND sink = $?", { sqlparam::of(feed), sqlparam::of(sink) });
    DbJob job;
    job.label = u"sink holder"_s;
    job.route = JobRoute::Write;
    job.statements = { q.statement() };
    job.decode = [](const JobResults &r) {
        return QVariant(r.view(0).rowCount() ? r.view(0).text(0, 0) : QString());
    };
    return job;
}

DbJob reconcileJob(const ReleaseSinkLease &r, const ActionContext &ctx)
{
    SqlBuilder sql("SELECT c.lease_holder, ");
    actionsql::addAuditedDone(sql, ctx);
    sql.add(" FROM ");
    addTable(sql, r.table);
    sql.add(" c WHERE c.feed = $? AND c.sink = $?", { sqlparam::of(r.feed), sqlparam::of(r.sink) });
    DbJob job;
    job.label = u"reconcile sink release"_s;
    job.route = JobRoute::Write;
    job.statements = { sql.statement() };
    job.decode = [r](const JobResults &res) {
        const PgResultView v = res.view(0);
        ActionOutcome o;
        o.action = ReleaseAction;
        o.target = target(r.feed, r.sink);
        const std::optional<bool> audited = v.rowCount() ? v.boolean(0, 1) : std::nullopt;
        const bool holderGone = v.rowCount() == 0 || v.text(0, 0) != r.holder;
        if (audited.value_or(holderGone)) {
            o.result = ActionOutcome::Result::Done;
            o.message = ActionText::tr("The holder %1 is no longer on sink %2/%3 (confirmed after "
                                       "the connection was lost).")
                            .arg(r.holder, r.feed, r.sink);
        } else {
            o.result = ActionOutcome::Result::Failed;
            o.message = ActionText::tr("Not done: the connection was lost before the clear "
                                       "committed; sink %1/%2 still names %3.")
                            .arg(r.feed, r.sink, r.holder);
        }
        return QVariant::fromValue(o);
    };
    return job;
}

} // namespace sinkleaseactions
