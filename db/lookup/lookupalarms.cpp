// The alarm section's statement (lookuprows.h): the standing of the alerts in scope towards
// their latest trigger, one row per (alert, subscription).
#include "db/lookup/lookupquery.h"
#include "db/lookup/lookuprows.h"
#include "db/sqlbuilder.h"

namespace lookup::rows {

namespace {

// The alerts in scope for one kind: those searched, or those of the account(s) the search is
// about. Returns false when the kind has no such scope (or finding it would scan tasks).
bool addKindScope(SqlBuilder &sql, LookupKind kind, const AlarmArgs &a, const LookupSchema &s)
{
    switch (kind) {
    case LookupKind::AlertId:
        sql.add(" a.id = $?::uuid", { a.uuid });
        return true;
    case LookupKind::SubscriptionId:
        sql.add(" a.id = (SELECT s.alert_id FROM alarm.subscriptions s WHERE s.id = $?::uuid)",
                { a.uuid });
        return true;
    case LookupKind::AlertOrSubscription:
        sql.add(" (a.id = $?::uuid OR a.id = (SELECT s.alert_id FROM alarm.subscriptions s WHERE "
                "s.id = $?::uuid))",
                { a.uuid, a.uuid });
        return true;
    case LookupKind::AccountId:
        sql.add(" a.account_id = $?::int8", { a.number });
        return true;
    case LookupKind::MessageId:
    case LookupKind::TaskId:
    case LookupKind::JobId:
    case LookupKind::IdempotencyKey:
    case LookupKind::JobIdOrKey:
    case LookupKind::MonitorId:
    case LookupKind::ContactId:
    case LookupKind::Text:
        break;
    }
    // After a scan (no index served the kind), the accounts of the tasks it found.
    if (a.scannedTasks) {
        sql.add(
            " a.account_id IN (SELECT DISTINCT x.account_id FROM (SELECT t.account_id FROM tasks t"
            " WHERE t.account_id IS NOT NULL AND t.id = ANY($?::int8[]) LIMIT 50) x LIMIT 3)",
            { a.scannedTasks });
        return true;
    }
    if (kind == LookupKind::ContactId && !s.tasksContactIdIndex)
        return false;
    // The accounts of a few of the identifier's tasks, fenced by an inner LIMIT: asked for the
    // DISTINCT accounts directly, the planner walked the account index over the whole table
    // for a contact or a monitor with many tasks (2.6 s, 900k buffers, on 1M tasks).
    sql.add(" a.account_id IN (SELECT DISTINCT x.account_id FROM (SELECT t.account_id FROM tasks t"
            " WHERE t.account_id IS NOT NULL AND ");
    switch (kind) {
    case LookupKind::MessageId:
        if (s.tasksMessageIdIndex)
            sql.add("t.message_id = $?::int8", { a.number });
        else
            sql.add("t.id IN (SELECT d.task_id FROM notification_deliveries d WHERE d.message_id = "
                    "$?::int8 LIMIT 50)",
                    { a.number });
        break;
    case LookupKind::TaskId:
        sql.add("t.id = $?::int8", { a.number });
        break;
    case LookupKind::JobId:
        sql.add("t.job_id = $?", { a.text });
        break;
    case LookupKind::IdempotencyKey:
        sql.add("t.idempotency_key = $?", { a.text });
        break;
    case LookupKind::JobIdOrKey:
        sql.add("(t.job_id = $? OR t.idempotency_key = $?)", { a.text, a.text });
        break;
    case LookupKind::MonitorId:
        sql.add("t.monitor_id = $?::int8", { a.number });
        break;
    case LookupKind::ContactId:
        sql.add("t.contact_id = $?::int8", { a.number });
        break;
    case LookupKind::AccountId: // returned above, as Text did (always a scan: scannedTasks)
    case LookupKind::AlertId:
    case LookupKind::SubscriptionId:
    case LookupKind::AlertOrSubscription:
    case LookupKind::Text:
        Q_UNREACHABLE();
    }
    sql.add(" LIMIT 50) x LIMIT 3)");
    return true;
}

// scope: the alerts the section lists, by name, one past the cap. For the function (no
// kind), every kind's alerts behind a condition on the kind, as the trails' seed: planned
// with the kind unknown, each condition is a one-time filter and only the kind's branch runs.
bool addScope(SqlBuilder &sql, std::optional<LookupKind> kind, const AlarmArgs &a,
              const LookupSchema &s)
{
    if (kind) {
        sql.add(" scope AS (SELECT a.id, a.name, a.state, a.account_id FROM alarm.alerts a WHERE");
        if (!addKindScope(sql, *kind, a, s))
            return false;
        sql.add(" ORDER BY a.name, a.id LIMIT $?),", { a.maxAlerts });
        return true;
    }
    sql.add(" scope AS (SELECT u.id, u.name, u.state, u.account_id FROM (");
    bool first = true;
    for (const LookupKind k : AlarmKinds) {
        if (!first)
            sql.add(" UNION ALL");
        first = false;
        sql.add(" SELECT a.id, a.name, a.state, a.account_id FROM alarm.alerts a WHERE ");
        addKindIs(sql, k, a.kind);
        sql.add(" AND");
        addKindScope(sql, k, a, s);
    }
    sql.add(") u ORDER BY u.name, u.id LIMIT $?),", { a.maxAlerts });
    return true;
}

// A search for a device: its subscription is listed first.
bool searchesSubscription(LookupKind kind)
{
    return kind == LookupKind::SubscriptionId || kind == LookupKind::AlertOrSubscription;
}

// The operator's audit row of a device's ack, if any (AckAction, lookuprows.h): one probe of
// poolscope_audit_at_idx per acked row. Only where the table may be read: the statement
// never names a table the probe did not find.
void addAckAudit(SqlBuilder &sql)
{
    sql.add(" LEFT JOIN LATERAL (SELECT pa.operator_id, pa.reason FROM poolscope_audit pa"
            "  WHERE pa.at = ld.acked_at AND pa.action = $? AND pa.outcome = 'done'"
            "  AND (pa.target = 'alarm:' || sc.id::text OR pa.target LIKE 'alarm:% alerts')"
            "  ORDER BY pa.id LIMIT 1) au ON true",
            { sqlparam::of(QString(AckAction)) });
}

} // namespace

AlarmArgs AlarmArgs::of(const LookupQuery &q)
{
    AlarmArgs a;
    a.kind = sqlparam::of(kindName(q.kind));
    a.number = q.isNumeric() ? sqlparam::of(q.number) : sqlparam::null();
    a.text = q.isNumeric() || q.isAlarmKind() ? sqlparam::null() : sqlparam::of(q.text);
    a.uuid = q.isAlarmKind() ? sqlparam::of(q.text) : sqlparam::null();
    a.subscription = searchesSubscription(q.kind) ? sqlparam::of(q.text) : sqlparam::null();
    a.maxAlerts = sqlparam::of(qint64(MaxAlerts) + 1);
    a.maxSubscriptions = sqlparam::of(qint64(MaxSubscriptionsPerAlert) + 1);
    a.owedCap = sqlparam::of(qint64(OwedCountCap));
    if (q.scanned)
        a.scannedTasks = TrailArgs::of(q).scannedTasks;
    return a;
}

std::optional<SqlStatement> alarmsStatement(std::optional<LookupKind> kind, const AlarmArgs &a,
                                            const LookupSchema &s)
{
    SqlBuilder sql("WITH");
    if (!addScope(sql, kind, a, s))
        return std::nullopt;
    // The ledger is written only for triggers: its newest event of an alert is the latest
    // trigger. Subscriptions have no index on alert_id upstream: one pass over them for all
    // alerts, not one per alert.
    sql.add(
        " latest AS (SELECT sc.id AS alert_id, l.event_id, l.created_at FROM scope sc LEFT JOIN "
        "LATERAL"
        "  (SELECT d.event_id, d.created_at FROM alarm.alarm_deliveries d WHERE d.alert_id = sc.id"
        "   ORDER BY d.created_at DESC, d.event_id DESC LIMIT 1) l ON true),"
        " subs AS (SELECT s.id, s.alert_id, s.device_label, s.platform, s.enabled, s.last_seen_at,"
        "  row_number() OVER (PARTITION BY s.alert_id ORDER BY ");
    // The searched subscription first, so that the cap on devices never hides it. (The
    // function always asks; for the other kinds its value is NULL, which changes no order.)
    const bool bySubscription = !kind || searchesSubscription(*kind);
    if (bySubscription)
        sql.add("s.id = $?::uuid DESC, ", { a.subscription });
    // Text columns cast to text: the function's result must match its declared columns
    // exactly, and a database may have made one of them varchar.
    sql.add("s.device_label NULLS LAST, s.id) AS n"
            "  FROM alarm.subscriptions s WHERE s.alert_id IN (SELECT id FROM scope))"
            " SELECT sc.id::text, sc.name::text, sc.state::text, sc.account_id::int8, "
            "la.event_id::text,"
            " coalesce(e.created_at, la.created_at), e.kind::text, s.id::text, "
            "s.device_label::text, s.platform::text,"
            " s.enabled, s.last_seen_at, ld.created_at, ld.acked_at, ld.alert_id IS NOT NULL, "
            "ow.n, ow.oldest,");
    if (bySubscription)
        sql.add(" coalesce(s.id = $?::uuid, false),", { a.subscription });
    else
        sql.add(" false,");
    sql.add(" s.n");
    if (s.auditReadable)
        sql.add(", au.operator_id, au.reason::text");
    sql.add(" FROM scope sc JOIN latest la ON la.alert_id = sc.id"
            " LEFT JOIN alarm.alarm_events e ON e.id = la.event_id"
            " LEFT JOIN subs s ON s.alert_id = sc.id AND s.n <= $?"
            // The device's row for the latest trigger: one probe of the ledger's key (alert,
            // subscription, event). Joined directly, the planner kept the event out of the
            // index condition and read every trigger of the pair (26 rows, 10 ms for 25
            // devices on 1M tasks); fenced by OFFSET 0 the three columns reach the index.
            " LEFT JOIN LATERAL (SELECT ld.alert_id, ld.created_at, ld.acked_at FROM "
            "alarm.alarm_deliveries ld"
            "  WHERE ld.alert_id = sc.id AND ld.subscription_id = s.id AND ld.event_id = "
            "la.event_id OFFSET 0) ld ON true"
            " LEFT JOIN LATERAL (SELECT count(*) AS n, min(p.created_at) AS oldest FROM (SELECT "
            "p.created_at"
            "  FROM alarm.alarm_deliveries p WHERE p.alert_id = sc.id AND p.subscription_id = s.id"
            "  AND p.acked_at IS NULL LIMIT $?) p) ow ON true",
            { a.maxSubscriptions, a.owedCap });
    if (s.auditReadable)
        addAckAudit(sql);
    sql.add(" ORDER BY sc.name, sc.id, s.n");
    SqlStatement st = sql.statement();
    st.endsTransaction = true;
    return st;
}

} // namespace lookup::rows
