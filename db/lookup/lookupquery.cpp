#include "db/lookup/lookupquery.h"

#include "core/textcontexts.h"
#include "db/lookup/lookupfunction.h"
#include "db/lookup/lookuprows.h"
#include "core/lookup/verdict.h"
#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

namespace lookup {

using rows::AlarmArgs;
using rows::TrailArgs;
using rows::TrailKinds;

namespace {

// The lower end of an account-wide search: an absolute time, or the server's clock minus the
// range (so the console's clock does not matter); the upper end, if any. One form for every
// range, so that the server-side function plans it once: a NULL bound falls away in coalesce.
void addRange(SqlBuilder &sql, const TrailArgs &a)
{
    sql.add(
        " AND t.created_at >= coalesce($?::timestamptz, now() - make_interval(secs => $?::float8))"
        " AND t.created_at < coalesce($?::timestamptz, 'infinity')",
        { a.from, a.since, a.to });
}

// What one kind's identifier names directly, as (task_id, message_id) rows. Every branch is
// one index lookup (or, for account-wide searches, one index range bounded by time and a
// limit).
void addKindSeed(SqlBuilder &sql, LookupKind kind, const TrailArgs &a)
{
    switch (kind) {
    case LookupKind::MessageId:
        sql.add("SELECT NULL::int8, $?::int8", { a.number });
        break;
    case LookupKind::TaskId:
        // The task's own row, its attempts' messages (the audit outlives a purged task), and
        // the id itself, so that a purged task's replays are still followed.
        sql.add("SELECT t.id, t.message_id FROM tasks t WHERE t.id = $?::int8"
                " UNION SELECT $?::int8, NULL::int8"
                " UNION SELECT x.task_id, x.message_id FROM (SELECT d.task_id, d.message_id"
                "  FROM notification_deliveries d WHERE d.task_id = $?::int8 ORDER BY d.id DESC "
                "LIMIT 50) x",
                { a.number, a.number, a.number });
        break;
    case LookupKind::JobId:
        sql.add("SELECT t.id, t.message_id FROM tasks t WHERE t.job_id = $?::text", { a.text });
        break;
    case LookupKind::IdempotencyKey:
        sql.add("SELECT t.id, t.message_id FROM tasks t WHERE t.idempotency_key = $?::text",
                { a.text });
        break;
    case LookupKind::JobIdOrKey:
        sql.add("SELECT t.id, t.message_id FROM tasks t WHERE t.job_id = $?::text OR "
                "t.idempotency_key = $?::text",
                { a.text, a.text });
        break;
    case LookupKind::AccountId:
    case LookupKind::MonitorId:
    case LookupKind::ContactId:
        // Newest first by creation time, which the console's (account_id | monitor_id |
        // contact_id, created_at) indexes keep in order: the scan starts at the range's end
        // and stops at the limit, however many tasks the account has (docs/lookup.md). The
        // inner query asks only for that order, with the ties of its last row, so it never
        // needs a sort, whatever the planner expects of the id; the outer one breaks the ties
        // by id among those few, so that the cut is the same at every run. (Ordered by both at
        // once, a plan made without the id's value, as the lookup function's is, sorted all
        // 20,000 tasks of a big monitor in range, expecting one: tst_lookupplans.)
        // Without those indexes the planner reads the id's tasks through the upstream index,
        // or walks created_at backwards for an id so common that this is cheaper; either way
        // never the primary key past every other account's tasks.
        if (kind == LookupKind::AccountId)
            sql.add("SELECT w.id, w.message_id FROM (SELECT t.id, t.message_id, t.created_at FROM "
                    "tasks t"
                    " WHERE t.account_id = $?::int8",
                    { a.number });
        else if (kind == LookupKind::MonitorId)
            sql.add("SELECT w.id, w.message_id FROM (SELECT t.id, t.message_id, t.created_at FROM "
                    "tasks t"
                    " WHERE t.monitor_id = $?::int8",
                    { a.number });
        else
            sql.add("SELECT w.id, w.message_id FROM (SELECT t.id, t.message_id, t.created_at FROM "
                    "tasks t"
                    " WHERE t.contact_id = $?::int8",
                    { a.number });
        addRange(sql, a);
        sql.add(" ORDER BY t.created_at DESC FETCH FIRST ($?::int8) ROWS WITH TIES) w"
                " ORDER BY w.created_at DESC, w.id DESC LIMIT $?::int8",
                { a.trails, a.trails });
        break;
    case LookupKind::AlertId:
    case LookupKind::SubscriptionId:
    case LookupKind::AlertOrSubscription:
    case LookupKind::Text: // only what the scan found (addScanned)
        sql.add("SELECT NULL::int8, NULL::int8 WHERE false");
        break;
    }
}

// The tasks a scan found, by primary key. They replace a scanning kind's own seed: a contact
// would scan again, and a message's own (its attempts) is kept.
void addScanned(SqlBuilder &sql, LookupKind kind, const TrailArgs &a)
{
    if (kind == LookupKind::MessageId)
        sql.add("SELECT NULL::int8, $?::int8 UNION ALL ", { a.number });
    sql.add("SELECT t.id, t.message_id FROM tasks t WHERE t.id = ANY($?::int8[])",
            { a.scannedTasks });
}

// The function's seed: every kind's, each behind a condition on the kind asked for. Planned
// once with the kind unknown, each condition is a one-time filter, so only the branch asked
// for runs.
void addGatedSeed(SqlBuilder &sql, LookupKind kind, const TrailArgs &a)
{
    sql.add("SELECT k.* FROM (");
    addKindSeed(sql, kind, a);
    sql.add(") k WHERE ");
    rows::addKindIs(sql, kind, a.kind);
}

// seed(task_id, message_id): what the identifier names directly; for the function, what any
// trail kind's identifier names (TrailKinds).
void addSeed(SqlBuilder &sql, std::optional<LookupKind> kind, const TrailArgs &a)
{
    sql.add(" seed(task_id, message_id) AS (");
    if (kind && a.scannedTasks) {
        addScanned(sql, *kind, a);
    } else if (kind) {
        addKindSeed(sql, *kind, a);
    } else {
        for (const LookupKind k : TrailKinds) {
            if (k != TrailKinds.front())
                sql.add(" UNION ALL ");
            addGatedSeed(sql, k, a);
        }
    }
    sql.add("),");
}

// One attempt's columns, previews capped in SQL (lookuprows.h, ErrorPreviewChars).
const char DeliveryColumns[]
    = "d.id, d.message_id, d.task_id, d.duration_ms, d.created_at, d.updated_at, d.status::text AS "
      "status,"
      " d.worker_id::text AS worker_id, left(d.error, 500) AS error, left(d.provider_response, "
      "500) AS response,"
      " octet_length(d.error) > octet_length(left(d.error, 500)) AS error_cut,"
      " octet_length(d.provider_response) > octet_length(left(d.provider_response, 500)) AS "
      "response_cut"
      " FROM notification_deliveries d";

} // namespace

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

rows::TrailArgs rows::TrailArgs::of(const LookupQuery &q)
{
    TrailArgs a;
    a.kind = sqlparam::of(kindName(q.kind));
    a.number = q.isNumeric() ? sqlparam::of(q.number) : sqlparam::null();
    a.text = q.isNumeric() ? sqlparam::null() : sqlparam::of(q.text);
    a.since = q.from ? sqlparam::null() : sqlparam::of(q.sinceSeconds);
    a.from = q.from ? sqlparam::ofTime(*q.from) : sqlparam::null();
    a.to = q.to ? sqlparam::ofTime(*q.to) : sqlparam::null();
    a.trails = sqlparam::of(qint64(q.maxTrails) + 1);
    a.perTrail = sqlparam::of(qint64(q.maxDeliveriesPerTrail) + 1);
    a.perMessageTasks = sqlparam::of(qint64(q.maxTasksPerTrail) + 1);
    a.maxTasks = sqlparam::of(qint64(rows::MaxTasksOverall) + 1);
    a.attemptsCap = sqlparam::of(qint64(rows::AttemptsCountCap));
    a.listedPerTrail = sqlparam::of(qint64(q.maxDeliveriesPerTrail));
    a.attemptsRead = sqlparam::of(qint64(rows::AttemptsCountCap) + 1);
    if (q.scanned)
        a.scannedTasks = sqlparam::ofIntArray(q.scanned->taskIds);
    return a;
}

SqlStatement rows::trailsStatement(std::optional<LookupKind> kind, const TrailArgs &a,
                                   const LookupSchema &s)
{
    const SqlParam &perTrail = a.perTrail;
    SqlBuilder sql("WITH RECURSIVE");
    addSeed(sql, kind, a);
    // The searched messages' attempts, read once: listed in the trail, and naming their tasks.
    // Previews only (a provider can answer megabytes).
    sql.add(" msgs AS (SELECT DISTINCT s.message_id FROM seed s WHERE s.message_id IS NOT NULL),"
            " dels_m AS MATERIALIZED (SELECT x.* FROM msgs m CROSS JOIN LATERAL (SELECT ");
    sql.add(DeliveryColumns);
    sql.add(" WHERE d.message_id = m.message_id ORDER BY d.id DESC LIMIT $?) x),", { perTrail });
    // A message's tasks: by tasks(message_id) where the console index exists, and always
    // through the audit (deliveries(message_id) is an upstream index), which also finds them
    // when it does not.
    sql.add(" msg_tasks(id) AS (");
    if (s.tasksMessageIdIndex)
        sql.add("SELECT x.id FROM msgs m CROSS JOIN LATERAL (SELECT t.id FROM tasks t"
                " WHERE t.message_id = m.message_id ORDER BY t.id DESC LIMIT $?) x UNION ",
                { a.perMessageTasks });
    sql.add("SELECT d.task_id FROM dels_m d WHERE d.task_id IS NOT NULL),");
    sql.add(" lineage(id, depth, way) AS (SELECT s.task_id, 0, 0 FROM seed s WHERE s.task_id IS "
            "NOT NULL"
            " UNION SELECT m.id, 0, 0 FROM msg_tasks m");
    // Replays chain (a replay can die and be replayed again): follow them from each task found
    // towards its originals (way -1) and towards its replays (way 1), never turning back, a few
    // generations deep. Both columns are unique upstream, so each way is a single path and
    // UNION ALL adds no row twice but where two found tasks share a chain (all_tasks is
    // DISTINCT). A plain UNION walked back and forth, and its hash table, sized by the
    // planner's estimate of the recursion (10 times the recursive step's, up to 17,000 rows),
    // was allocated and zeroed at every lookup: a tenth of the lookups' server CPU.
    if (s.replaysReadable)
        sql.add(
            " UNION ALL SELECT CASE WHEN r.original_task_id = l.id THEN r.requeued_task_id ELSE "
            "r.original_task_id END,"
            " l.depth + 1, CASE WHEN r.original_task_id = l.id THEN 1 ELSE -1 END"
            " FROM lineage l JOIN task_replays r"
            " ON (l.way >= 0 AND r.original_task_id = l.id) OR (l.way <= 0 AND r.requeued_task_id "
            "= l.id)"
            " WHERE l.depth < 8 AND (CASE WHEN r.original_task_id = l.id THEN r.requeued_task_id"
            " ELSE r.original_task_id END) IS NOT NULL");
    sql.add("),"
            " all_tasks AS (SELECT DISTINCT l.id FROM lineage l ORDER BY l.id DESC LIMIT $?),",
            { a.maxTasks });
    // Only what the trail needs is read from the payload: a capped subject and the channels.
    sql.add(" task_rows AS MATERIALIZED (SELECT t.id, t.message_id, t.account_id, t.monitor_id, "
            "t.contact_id,"
            " t.attempts, t.max_attempts, t.created_at, t.updated_at, t.lease_expires_at, "
            "t.succeeded_at,"
            " t.not_before, t.state, t.job_id, t.idempotency_key, t.kind, t.lease_owner,"
            " left(t.last_error, 500) AS last_error, left(t.payload ->> 'subject', 200) AS subject,"
            " CASE WHEN jsonb_typeof(t.payload -> 'channels') = 'array' THEN (SELECT "
            "string_agg(left(e.v, 40), chr(31))"
            "   FROM (SELECT v FROM jsonb_array_elements_text(t.payload -> 'channels') AS e(v) "
            "LIMIT 8) e)"
            "  ELSE left(t.payload ->> 'channel', 40) END AS channels"
            " FROM all_tasks a JOIN tasks t ON t.id = a.id),"
            " all_msgs AS MATERIALIZED (SELECT m.message_id FROM msgs m UNION"
            "  SELECT t.message_id FROM task_rows t WHERE t.message_id IS NOT NULL),");
    // Then the attempts of messages only the tasks named (a replay that carried another), and by
    // task those whose message is not among them (NULL, or another): no two parts share a row.
    sql.add(" other_msgs AS (SELECT message_id FROM all_msgs EXCEPT SELECT message_id FROM msgs),"
            " dels AS (SELECT * FROM dels_m UNION ALL SELECT x.* FROM other_msgs m CROSS JOIN "
            "LATERAL (SELECT ");
    sql.add(DeliveryColumns);
    sql.add(" WHERE d.message_id = m.message_id ORDER BY d.id DESC LIMIT $?) x"
            "  UNION ALL SELECT x.* FROM all_tasks a CROSS JOIN LATERAL (SELECT ",
            { perTrail });
    sql.add(DeliveryColumns);
    sql.add(" WHERE d.task_id = a.id AND (d.message_id IS NULL OR d.message_id NOT IN (SELECT "
            "message_id FROM all_msgs))"
            "  ORDER BY d.id DESC LIMIT $?) x)",
            { perTrail });
    sql.add(" SELECT 'task'::text, t.id, t.message_id, NULL::int8, t.account_id, t.monitor_id, "
            "t.contact_id,"
            " t.attempts, t.max_attempts, t.created_at, t.updated_at, t.lease_expires_at, "
            "t.succeeded_at,"
            " t.not_before, t.state::text, t.job_id::text, t.idempotency_key::text, t.kind::text,"
            " t.lease_owner::text, t.last_error, t.subject, t.channels, NULL::bool, NULL::bool, "
            "NULL::bool"
            " FROM task_rows t"
            " UNION ALL SELECT 'delivery', d.id, d.message_id, d.task_id, d.duration_ms, NULL, "
            "NULL, NULL, NULL,"
            " d.created_at, d.updated_at, NULL, NULL, NULL, d.status, d.worker_id, d.error, "
            "d.response, NULL, NULL,"
            " NULL, NULL, d.error_cut, d.response_cut,"
            // Whether the attempt's task row is gone. Nearly every attempt's task is one of the
            // trail's own tasks, read already (a hashed subplan over task_rows); only the others
            // cost a primary key probe each: a scalar subquery, which unlike EXISTS the planner
            // cannot turn into a hashed scan of tasks. Probing every attempt took 139 probes,
            // most of a contact search's time, under the simulator.
            " NOT coalesce(d.task_id IN (SELECT r.id FROM task_rows r), false)"
            "  AND coalesce((SELECT false FROM tasks gone WHERE gone.id = d.task_id), true)"
            " FROM dels d");
    if (s.replaysReadable)
        sql.add(" UNION ALL SELECT DISTINCT 'replay', r.id, NULL::int8, r.original_task_id, "
                "r.requeued_task_id,"
                " r.operator_user_id, NULL::int8, NULL::int8, NULL::int8, r.created_at, "
                "NULL::timestamptz,"
                " NULL::timestamptz, NULL::timestamptz, NULL::timestamptz, NULL, NULL, NULL, NULL, "
                "NULL, NULL,"
                " NULL, NULL, NULL::bool, NULL::bool, NULL::bool"
                " FROM all_tasks a JOIN task_replays r ON r.original_task_id = a.id OR "
                "r.requeued_task_id = a.id");
    // The verdict needs to know whether any attempt of the message was delivered, not only
    // the newest ones listed: for a message with more attempts than listed, read its audit's
    // status column up to a cap. (For the others the listed attempts are all there are.)
    sql.add(" UNION ALL SELECT 'message', m.message_id, m.message_id, NULL, g.n, NULL, NULL, NULL, "
            "NULL,"
            " g.first_delivered, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "
            "NULL,"
            " g.delivered, g.partial, g.n > $?"
            " FROM (SELECT x.message_id FROM dels x WHERE x.message_id IS NOT NULL GROUP BY "
            "x.message_id"
            "  HAVING count(*) > $?) m",
            { a.attemptsCap, a.listedPerTrail });
    sql.add(" CROSS JOIN LATERAL (SELECT count(*) AS n,"
            "  min(y.created_at) FILTER (WHERE y.status = 'delivered') AS first_delivered,"
            "  coalesce(bool_or(y.status = 'delivered'), false) AS delivered,"
            "  coalesce(bool_or(y.status = 'partial'), false) AS partial"
            "  FROM (SELECT d.status, d.created_at FROM notification_deliveries d WHERE "
            "d.message_id = m.message_id"
            "   LIMIT $?) y) g",
            { a.attemptsRead });
    sql.add(" UNION ALL SELECT 'meta', (SELECT count(*) FROM seed), NULL, NULL, (SELECT count(*) "
            "FROM all_tasks),"
            " NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "
            "NULL, NULL, NULL,"
            " NULL, NULL, NULL");
    SqlStatement st = sql.statement();
    st.endsTransaction = true;
    return st;
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
    switch (q.kind) {
    case LookupKind::MessageId:
        return missingIndexNote(
            LookupText::tr("tasks has no index on message_id, so the message's tasks were searched "
                           "newest first."),
            16,
            u"CREATE INDEX CONCURRENTLY poolscope_tasks_message_id_idx ON tasks (message_id);"_s);
    case LookupKind::ContactId:
        return missingIndexNote(
            LookupText::tr("tasks has no index on contact_id, so the contact's tasks were searched "
                           "newest first."),
            30,
            u"CREATE INDEX CONCURRENTLY poolscope_tasks_contact_created_idx ON tasks (contact_id, created_at);"_s);
    default:
        return LookupText::tr(
            "Text is found by reading the tasks' payloads and last errors and their attempts' "
            "errors and"
            " provider responses, newest first: no index serves it. Attempts whose task row was"
            " purged are not searched.");
    }
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
