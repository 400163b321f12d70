#include "db/lookup/lookupquery.h"

#include "core/lookup/verdict.h"
#include "core/textcontexts.h"
#include "db/lookup/lookupfunction.h"
#include "db/lookup/lookuprows.h"
#include "db/lookup/taskscan.h"
#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

namespace lookup {

using rows::AlarmArgs;
using rows::TrailArgs;

// The names are kindName()'s, spelled as literals because SqlBuilder takes no other text; a
// name that drifted would match no branch, and tst_lookupfunction's answers would differ.
void rows::addKindIs(SqlBuilder &sql, LookupKind kind, const SqlParam &kindParam)
{
    switch (kind) {
    case LookupKind::MessageId:
        sql.add("$?::text = 'message'", { kindParam });
        break;
    case LookupKind::TaskId:
        sql.add("$?::text = 'task'", { kindParam });
        break;
    case LookupKind::JobId:
        sql.add("$?::text = 'job_id'", { kindParam });
        break;
    case LookupKind::IdempotencyKey:
        sql.add("$?::text = 'key'", { kindParam });
        break;
    case LookupKind::JobIdOrKey:
        sql.add("$?::text = 'job_id_or_key'", { kindParam });
        break;
    case LookupKind::AccountId:
        sql.add("$?::text = 'account'", { kindParam });
        break;
    case LookupKind::MonitorId:
        sql.add("$?::text = 'monitor'", { kindParam });
        break;
    case LookupKind::ContactId:
        sql.add("$?::text = 'contact'", { kindParam });
        break;
    case LookupKind::AlertId:
        sql.add("$?::text = 'alert'", { kindParam });
        break;
    case LookupKind::SubscriptionId:
        sql.add("$?::text = 'subscription'", { kindParam });
        break;
    case LookupKind::AlertOrSubscription:
        sql.add("$?::text = 'alert_or_subscription'", { kindParam });
        break;
    case LookupKind::Text:
        sql.add("$?::text = 'text'", { kindParam });
        break;
    }
}

namespace {

// A contact search without its index and without a scan first (a caller that did not run
// TaskScan) scans inline, under a tighter statement_timeout.
bool scans(const LookupQuery &q, const LookupSchema &s)
{
    return q.kind == LookupKind::ContactId && !s.tasksContactIdIndex && !q.scanned;
}

} // namespace

LookupSchema schemaFrom(const SchemaInfo &info)
{
    LookupSchema s;
    s.tasksMessageIdIndex = info.hasIndex(u"poolscope_tasks_message_id_idx"_s);
    s.tasksContactIdIndex = info.hasIndex(ContactIndex);
    s.trailsFunction = info.hasFunction(trailsFunctionSignature());
    s.alarmsFunction = info.hasFunction(alarmsFunctionSignature());
    auto readable = [&info](const QString &name) {
        const RelationInfo *r = info.relation(name);
        return r && r->exists && r->canSelect;
    };
    // Before a probe has run, assume the contract holds; the statements say otherwise.
    if (info.probed) {
        s.replaysReadable = readable(u"task_replays"_s);
        s.alarmsReadable = readable(u"alarm.alerts"_s) && readable(u"alarm.subscriptions"_s)
            && readable(u"alarm.alarm_deliveries"_s) && readable(u"alarm.alarm_events"_s);
        s.auditReadable = readable(u"poolscope_audit"_s);
    }
    return s;
}

// The alarm section's statement, or its function's call; none when the alarm tables cannot be
// read or the search has no alarm scope.
std::optional<SqlStatement> alarmsStatement(const LookupQuery &q, const LookupSchema &s)
{
    if (!s.alarmsReadable || q.isTextKind())
        return std::nullopt;
    if (!q.isAlarmKind() && q.kind != LookupKind::AccountId && !q.includeAccountAlarms)
        return std::nullopt;
    if (usesAlarmsFunction(s) && !q.scanned)
        return alarmsCall(AlarmArgs::of(q), s.auditReadable);
    return rows::alarmsStatement(q.kind, AlarmArgs::of(q), s);
}

QList<SqlStatement> statements(const LookupQuery &q, const LookupSchema &s)
{
    // JIT off for the transaction: the lineage CTE's row estimates are far above what it
    // reads, and compiling the plan cost about twenty times what running it did.
    QList<SqlStatement> out;
    if (scans(q, s))
        // Never loosen a tighter limit the session already has.
        out.append(SqlStatement {
            QByteArrayLiteral(
                "SELECT now(), set_config('jit', 'off', true),"
                " set_config('statement_timeout', least(coalesce(nullif("
                "(SELECT setting FROM pg_settings WHERE name = 'statement_timeout')::int8, 0),"
                " $1::int8), $1::int8)::text, true)"),
            { sqlparam::of(qint64(ScanTimeoutMs)) },
            false });
    else
        out.append(SqlStatement {
            QByteArrayLiteral("SELECT now(), set_config('jit', 'off', true)"), {}, false });
    if (!q.isAlarmKind())
        out.append(usesTrailsFunction(s) && !q.scanned && !q.isTextKind()
                       ? trailsCall(TrailArgs::of(q))
                       : rows::trailsStatement(q.kind, TrailArgs::of(q), s));
    if (const auto alarms = alarmsStatement(q, s)) {
        if (!q.isAlarmKind())
            out.append(SqlStatement {
                QByteArrayLiteral("SELECT set_config('jit', 'off', true)"), {}, false });
        out.append(*alarms);
    }
    return out;
}

QStringList pathNotes(const LookupQuery &q, const LookupSchema &s)
{
    QStringList notes;
    if (q.kind == LookupKind::MessageId && !s.tasksMessageIdIndex && !q.scanned)
        notes.append(LookupText::tr(
            "Without the console index poolscope_tasks_message_id_idx the message's tasks are found"
            " through their attempts and replays: a task that has made no attempt yet does not "
            "show."));
    if (q.scanned)
        notes.append(scanNote(q));
    if (scans(q, s))
        notes.append(LookupText::tr("tasks has no index on contact_id (%2): this search scans tasks"
                                    " and is cut off after %1 s.")
                         .arg(ScanTimeoutMs / 1000.0)
                         .arg(ContactIndex));
    if (q.isAccountWide())
        notes.append(LookupText::tr("Account-wide searches find messages through their tasks: "
                                    "attempts whose task row was purged"
                                    " are not found this way (search by message id)."));
    if (!s.replaysReadable)
        notes.append(LookupText::tr("task_replays cannot be read: replays are not shown."));
    if (!s.alarmsReadable)
        notes.append(LookupText::tr("The alarm tables cannot be read: no alarm section."));
    else if (q.kind == LookupKind::ContactId && !s.tasksContactIdIndex && !q.scanned)
        notes.append(
            LookupText::tr("No alarm section: finding the contact's account would scan tasks."));
    return notes;
}

namespace {

// The note of a search an index would have served: the index, what it costs, its SQL.
QString missingIndexNote(const QString &searched, int megabytesPerMillion, const QString &ddl)
{
    return searched
        + LookupText::tr(" This index makes it instant; it takes about %1 MB and %2 s to build per "
                         "million tasks,"
                         " and one more index entry for every task written: %3")
              .arg(megabytesPerMillion)
              .arg(2)
              .arg(ddl);
}

} // namespace

QString scanNote(const LookupQuery &q)
{
    switch (lookup::scanMatch(q.kind)) {
    case lookup::ScanMatch::MessageId:
        return missingIndexNote(
            LookupText::tr("tasks has no index on message_id, so the message's tasks were searched "
                           "newest first."),
            16,
            u"CREATE INDEX CONCURRENTLY poolscope_tasks_message_id_idx ON tasks (message_id);"_s);
    case lookup::ScanMatch::ContactId:
        return missingIndexNote(
            LookupText::tr("tasks has no index on contact_id, so the contact's tasks were searched "
                           "newest first."),
            30,
            u"CREATE INDEX CONCURRENTLY poolscope_tasks_contact_created_idx ON tasks (contact_id, created_at);"_s);
    case lookup::ScanMatch::Text:
        return LookupText::tr(
            "Text is found by reading the tasks' payloads and last errors and their attempts' "
            "errors and"
            " provider responses, newest first: no index serves it. Attempts whose task row was"
            " purged are not searched.");
    }
    Q_UNREACHABLE();
    return {};
}

DbJob lookupJob(const LookupQuery &query, const LookupSchema &schema)
{
    DbJob job;
    job.label = u"lookup"_s;
    job.route = JobRoute::Interactive;
    job.statements = statements(query, schema);
    job.decodeFailures = true;
    // [0] clock, [1] trails, [2] JIT off, [3] alarms; for an alert or subscription: [0] clock,
    // [1] alarms, in one transaction.
    const int trails = query.isAlarmKind() ? -1 : 1;
    const int alarms = job.statements.size() > 2
        ? 3
        : (query.isAlarmKind() && job.statements.size() == 2 ? 1 : -1);
    const QStringList notes = pathNotes(query, schema);
    job.decode = [query, trails, alarms, notes](const JobResults &r) {
        LookupResult result;
        result.query = query;
        result.notes = notes;
        if (!r.ok(0)) {
            result.error = r.firstError().isError() ? r.firstError() : r.error(0);
            return QVariant::fromValue(result);
        }
        result.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        if (trails > 0) {
            if (!r.ok(trails))
                result.error = r.error(trails);
            else
                rows::decodeTrails(r.view(trails), query, result);
        }
        if (alarms > 0) {
            if (!r.ok(alarms))
                result.alarmsError = r.error(alarms);
            else
                rows::decodeAlarms(r.view(alarms), result);
        }
        if (query.scanned) {
            result.coverage = query.scanned->coverage;
            result.moreTrails = result.moreTrails || query.scanned->moreMatches;
            if (!query.scanned->failure.isEmpty())
                result.notes.append(LookupText::tr("The search of tasks stopped early: %1")
                                        .arg(query.scanned->failure));
        }
        // For an alert or subscription the alarm section is the answer: its failure is the error.
        if (query.isAlarmKind())
            result.error = alarms > 0
                ? result.alarmsError
                : DbError::make(DbErrorKind::PermissionDenied,
                                LookupText::tr("the alarm tables cannot be read"));
        finish(result);
        return QVariant::fromValue(result);
    };
    return job;
}

QList<qint64> queuedTasksDue(const LookupResult &r)
{
    QList<qint64> out;
    for (const Trail &t : r.trails) {
        for (const TrailTask &task : t.tasks) {
            if (task.state == "queued"_L1 && (!task.notBefore || *task.notBefore <= r.serverNowUs))
                out.append(task.id);
        }
    }
    return out;
}

DbJob readyAheadJob(const QList<qint64> &taskIds)
{
    DbJob job;
    job.label = u"lookup ready ahead"_s;
    job.route = JobRoute::Interactive;
    // "Ahead" is by id, the order tasks were queued in: the selector's own order is not in the
    // schema contract, and a worker skips locked rows, so this is what waits before it.
    job.statements = { SqlStatement {
        QByteArrayLiteral(
            "SELECT t.id, (SELECT count(*) FROM (SELECT 1 FROM tasks q WHERE q.state = 'queued'"
            " AND q.id < t.id AND (q.not_before IS NULL OR q.not_before <= now())"
            " LIMIT $2::int8) x) FROM tasks t WHERE t.id = ANY($1::int8[])"),
        { sqlparam::ofIntArray(taskIds), sqlparam::of(ReadyAheadCap + 1) },
        true } };
    job.decode = [](const JobResults &r) {
        QHash<qint64, qint64> ahead;
        const PgResultView v = r.view(0);
        for (int row = 0; row < v.rowCount(); ++row)
            ahead.insert(v.int64(row, 0).value_or(0), v.int64(row, 1).value_or(0));
        return QVariant::fromValue(ahead);
    };
    return job;
}

void applyReadyAhead(LookupResult &r, const QHash<qint64, qint64> &ahead)
{
    for (Trail &t : r.trails) {
        for (TrailTask &task : t.tasks) {
            if (const auto it = ahead.constFind(task.id); it != ahead.constEnd())
                task.readyAhead = *it;
        }
    }
    finish(r);
}

} // namespace lookup
