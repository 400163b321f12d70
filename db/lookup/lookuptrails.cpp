// The trails statement (lookuprows.h): what the identifier names, the tasks it joins by
// message and replay lineage, their attempts, replays and per-message audit facts, in one
// result (one snapshot).
#include "db/lookup/lookupquery.h"
#include "db/lookup/lookuprows.h"
#include "db/sqlbuilder.h"

namespace lookup::rows {

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
    addKindIs(sql, kind, a.kind);
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

// msgs, dels_m: the searched messages' attempts, read once: listed in the trail, and naming
// their tasks. Previews only (a provider can answer megabytes).
void addSearchedAttempts(SqlBuilder &sql, const TrailArgs &a)
{
    sql.add(" msgs AS (SELECT DISTINCT s.message_id FROM seed s WHERE s.message_id IS NOT NULL),"
            " dels_m AS MATERIALIZED (SELECT x.* FROM msgs m CROSS JOIN LATERAL (SELECT ");
    sql.add(DeliveryColumns);
    sql.add(" WHERE d.message_id = m.message_id ORDER BY d.id DESC LIMIT $?) x),", { a.perTrail });
}

// msg_tasks: a message's tasks: by tasks(message_id) where the console index exists, and
// always through the audit (deliveries(message_id) is an upstream index), which also finds
// them when it does not.
void addMessageTasks(SqlBuilder &sql, const TrailArgs &a, const LookupSchema &s)
{
    sql.add(" msg_tasks(id) AS (");
    if (s.tasksMessageIdIndex)
        sql.add("SELECT x.id FROM msgs m CROSS JOIN LATERAL (SELECT t.id FROM tasks t"
                " WHERE t.message_id = m.message_id ORDER BY t.id DESC LIMIT $?) x UNION ",
                { a.perMessageTasks });
    sql.add("SELECT d.task_id FROM dels_m d WHERE d.task_id IS NOT NULL),");
}

// lineage, all_tasks: the tasks found and their replay chains, capped.
void addLineage(SqlBuilder &sql, const TrailArgs &a, const LookupSchema &s)
{
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
}

// task_rows, all_msgs: the tasks' rows, and every message they or the search name. Only what
// the trail needs is read from the payload: a capped subject and the channels.
void addTaskRows(SqlBuilder &sql)
{
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
}

// other_msgs, dels: then the attempts of messages only the tasks named (a replay that carried
// another), and by task those whose message is not among them (NULL, or another): no two
// parts share a row.
void addOtherAttempts(SqlBuilder &sql, const TrailArgs &a)
{
    sql.add(" other_msgs AS (SELECT message_id FROM all_msgs EXCEPT SELECT message_id FROM msgs),"
            " dels AS (SELECT * FROM dels_m UNION ALL SELECT x.* FROM other_msgs m CROSS JOIN "
            "LATERAL (SELECT ");
    sql.add(DeliveryColumns);
    sql.add(" WHERE d.message_id = m.message_id ORDER BY d.id DESC LIMIT $?) x"
            "  UNION ALL SELECT x.* FROM all_tasks a CROSS JOIN LATERAL (SELECT ",
            { a.perTrail });
    sql.add(DeliveryColumns);
    sql.add(" WHERE d.task_id = a.id AND (d.message_id IS NULL OR d.message_id NOT IN (SELECT "
            "message_id FROM all_msgs))"
            "  ORDER BY d.id DESC LIMIT $?) x)",
            { a.perTrail });
}

// The records (lookuprows.h, trailcolumns): each SELECT lists the record and its ids, then
// the numbers, times, texts and flags, one line each, NULL where the record has none.
void addTaskRecords(SqlBuilder &sql)
{
    sql.add(" SELECT 'task'::text, t.id, t.message_id, NULL::int8,"
            " t.account_id, t.monitor_id, t.contact_id, t.attempts, t.max_attempts,"
            " t.created_at, t.updated_at, t.lease_expires_at, t.succeeded_at, t.not_before,"
            " t.state::text, t.job_id::text, t.idempotency_key::text, t.kind::text,"
            " t.lease_owner::text, t.last_error, t.subject, t.channels,"
            " NULL::bool, NULL::bool, NULL::bool"
            " FROM task_rows t");
}

void addDeliveryRecords(SqlBuilder &sql)
{
    sql.add(" UNION ALL SELECT 'delivery', d.id, d.message_id, d.task_id,"
            " d.duration_ms, NULL, NULL, NULL, NULL,"
            " d.created_at, d.updated_at, NULL, NULL, NULL,"
            " d.status, d.worker_id, d.error, d.response, NULL, NULL, NULL, NULL,"
            " d.error_cut, d.response_cut,"
            // Whether the attempt's task row is gone. Nearly every attempt's task is one of the
            // trail's own tasks, read already (a hashed subplan over task_rows); only the others
            // cost a primary key probe each: a scalar subquery, which unlike EXISTS the planner
            // cannot turn into a hashed scan of tasks. Probing every attempt took 139 probes,
            // most of a contact search's time, under the simulator.
            " NOT coalesce(d.task_id IN (SELECT r.id FROM task_rows r), false)"
            "  AND coalesce((SELECT false FROM tasks gone WHERE gone.id = d.task_id), true)"
            " FROM dels d");
}

void addReplayRecords(SqlBuilder &sql)
{
    sql.add(" UNION ALL SELECT DISTINCT 'replay', r.id, NULL::int8, r.original_task_id,"
            " r.requeued_task_id, r.operator_user_id, NULL::int8, NULL::int8, NULL::int8,"
            " r.created_at, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz,"
            " NULL::timestamptz,"
            " NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,"
            " NULL::bool, NULL::bool, NULL::bool"
            " FROM all_tasks a JOIN task_replays r ON r.original_task_id = a.id OR "
            "r.requeued_task_id = a.id");
}

// The verdict needs to know whether any attempt of the message was delivered, not only the
// newest ones listed: for a message with more attempts than listed, read its audit's status
// column up to a cap. (For the others the listed attempts are all there are.)
void addMessageRecords(SqlBuilder &sql, const TrailArgs &a)
{
    sql.add(" UNION ALL SELECT 'message', m.message_id, m.message_id, NULL,"
            " g.n, NULL, NULL, NULL, NULL,"
            " g.first_delivered, NULL, NULL, NULL, NULL,"
            " NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,"
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
}

void addMetaRecord(SqlBuilder &sql)
{
    sql.add(" UNION ALL SELECT 'meta', (SELECT count(*) FROM seed), NULL, NULL,"
            " (SELECT count(*) FROM all_tasks), NULL, NULL, NULL, NULL,"
            " NULL, NULL, NULL, NULL, NULL,"
            " NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,"
            " NULL, NULL, NULL");
}

} // namespace

TrailArgs TrailArgs::of(const LookupQuery &q)
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
    a.maxTasks = sqlparam::of(qint64(MaxTasksOverall) + 1);
    a.attemptsCap = sqlparam::of(qint64(AttemptsCountCap));
    a.listedPerTrail = sqlparam::of(qint64(q.maxDeliveriesPerTrail));
    a.attemptsRead = sqlparam::of(qint64(AttemptsCountCap) + 1);
    if (q.scanned)
        a.scannedTasks = sqlparam::ofIntArray(q.scanned->taskIds);
    return a;
}

SqlStatement trailsStatement(std::optional<LookupKind> kind, const TrailArgs &a,
                             const LookupSchema &s)
{
    SqlBuilder sql("WITH RECURSIVE");
    addSeed(sql, kind, a);
    addSearchedAttempts(sql, a);
    addMessageTasks(sql, a, s);
    addLineage(sql, a, s);
    addTaskRows(sql);
    addOtherAttempts(sql, a);
    addTaskRecords(sql);
    addDeliveryRecords(sql);
    if (s.replaysReadable)
        addReplayRecords(sql);
    addMessageRecords(sql, a);
    addMetaRecord(sql);
    SqlStatement st = sql.statement();
    st.endsTransaction = true;
    return st;
}

} // namespace lookup::rows
