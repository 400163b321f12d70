// The alarm section's statement (lookuprows.h): the standing of the alerts in scope towards
// their latest trigger, one row per (alert, subscription).
#include "db/lookup/lookuprows.h"

#include "db/sqlbuilder.h"

namespace lookup::rows {

namespace {

SqlParam value(const LookupQuery &q)
{
    return q.isNumeric() ? sqlparam::of(q.number) : sqlparam::of(q.text);
}

// The alerts in scope: those searched, or those of the account(s) the search is about.
// Returns false when there is no such scope (or finding it would scan tasks).
bool addAlarmScope(SqlBuilder &sql, const LookupQuery &q, const LookupSchema &s)
{
    const SqlParam v = value(q);
    switch (q.kind) {
    case LookupKind::AlertId:
        sql.add(" a.id = $?::uuid", { v });
        return true;
    case LookupKind::SubscriptionId:
        sql.add(" a.id = (SELECT s.alert_id FROM alarm.subscriptions s WHERE s.id = $?::uuid)", { v });
        return true;
    case LookupKind::AlertOrSubscription:
        sql.add(" (a.id = $?::uuid OR a.id = (SELECT s.alert_id FROM alarm.subscriptions s WHERE s.id = $?::uuid))",
                { v, v });
        return true;
    case LookupKind::AccountId:
        sql.add(" a.account_id = $?::int8", { v });
        return true;
    default:
        break;
    }
    if (!q.includeAccountAlarms)
        return false;
    // The accounts of a few of the identifier's tasks, fenced by an inner LIMIT: asked for the
    // DISTINCT accounts directly, the planner walked the account index over the whole table
    // for a contact or a monitor with many tasks (2.6 s, 900k buffers, on 1M tasks).
    sql.add(" a.account_id IN (SELECT DISTINCT x.account_id FROM (SELECT t.account_id FROM tasks t"
            " WHERE t.account_id IS NOT NULL AND ");
    switch (q.kind) {
    case LookupKind::MessageId:
        if (s.tasksMessageIdIndex)
            sql.add("t.message_id = $?::int8", { v });
        else
            sql.add("t.id IN (SELECT d.task_id FROM notification_deliveries d WHERE d.message_id = $?::int8 LIMIT 50)",
                    { v });
        break;
    case LookupKind::TaskId:
        sql.add("t.id = $?::int8", { v });
        break;
    case LookupKind::JobId:
        sql.add("t.job_id = $?", { v });
        break;
    case LookupKind::IdempotencyKey:
        sql.add("t.idempotency_key = $?", { v });
        break;
    case LookupKind::JobIdOrKey:
        sql.add("(t.job_id = $? OR t.idempotency_key = $?)", { v, v });
        break;
    case LookupKind::MonitorId:
        sql.add("t.monitor_id = $?::int8", { v });
        break;
    case LookupKind::ContactId:
        if (!s.tasksContactIdIndex)
            return false;
        sql.add("t.contact_id = $?::int8", { v });
        break;
    default:
        return false;
    }
    sql.add(" LIMIT 50) x LIMIT 3)");
    return true;
}

} // namespace

std::optional<SqlStatement> alarmsStatement(const LookupQuery &q, const LookupSchema &s)
{
    if (!s.alarmsReadable)
        return std::nullopt;
    SqlBuilder sql("WITH scope AS (SELECT a.id, a.name, a.state, a.account_id FROM alarm.alerts a WHERE");
    if (!addAlarmScope(sql, q, s))
        return std::nullopt;
    sql.add(" ORDER BY a.name, a.id LIMIT $?),", { sqlparam::of(qint64(rows::MaxAlerts) + 1) });
    // The ledger is written only for triggers: its newest event of an alert is the latest
    // trigger. Subscriptions have no index on alert_id upstream: one pass over them for all
    // alerts, not one per alert.
    sql.add(" latest AS (SELECT sc.id AS alert_id, l.event_id, l.created_at FROM scope sc LEFT JOIN LATERAL"
            "  (SELECT d.event_id, d.created_at FROM alarm.alarm_deliveries d WHERE d.alert_id = sc.id"
            "   ORDER BY d.created_at DESC, d.event_id DESC LIMIT 1) l ON true),"
            " subs AS (SELECT s.id, s.alert_id, s.device_label, s.platform, s.enabled, s.last_seen_at,"
            "  row_number() OVER (PARTITION BY s.alert_id ORDER BY ");
    // The searched subscription first, so that the cap on devices never hides it.
    const bool bySubscription = q.kind == LookupKind::SubscriptionId || q.kind == LookupKind::AlertOrSubscription;
    if (bySubscription)
        sql.add("s.id = $?::uuid DESC, ", { value(q) });
    sql.add("s.device_label NULLS LAST, s.id) AS n"
            "  FROM alarm.subscriptions s WHERE s.alert_id IN (SELECT id FROM scope))"
            " SELECT sc.id::text, sc.name, sc.state, sc.account_id, la.event_id::text,"
            " coalesce(e.created_at, la.created_at), e.kind, s.id::text, s.device_label, s.platform, s.enabled,"
            " s.last_seen_at, ld.created_at, ld.acked_at, ld.alert_id IS NOT NULL, ow.n, ow.oldest,");
    if (bySubscription)
        sql.add(" coalesce(s.id = $?::uuid, false),", { value(q) });
    else
        sql.add(" false,");
    sql.add(" s.n FROM scope sc JOIN latest la ON la.alert_id = sc.id"
            " LEFT JOIN alarm.alarm_events e ON e.id = la.event_id"
            " LEFT JOIN subs s ON s.alert_id = sc.id AND s.n <= $?"
            // The device's row for the latest trigger: one probe of the ledger's key (alert,
            // subscription, event). Joined directly, the planner kept the event out of the
            // index condition and read every trigger of the pair (26 rows, 10 ms for 25
            // devices on 1M tasks); fenced by OFFSET 0 the three columns reach the index.
            " LEFT JOIN LATERAL (SELECT ld.alert_id, ld.created_at, ld.acked_at FROM alarm.alarm_deliveries ld"
            "  WHERE ld.alert_id = sc.id AND ld.subscription_id = s.id AND ld.event_id = la.event_id OFFSET 0) ld ON true"
            " LEFT JOIN LATERAL (SELECT count(*) AS n, min(p.created_at) AS oldest FROM (SELECT p.created_at"
            "  FROM alarm.alarm_deliveries p WHERE p.alert_id = sc.id AND p.subscription_id = s.id"
            "  AND p.acked_at IS NULL LIMIT $?) p) ow ON true"
            " ORDER BY sc.name, sc.id, s.n",
            { sqlparam::of(qint64(rows::MaxSubscriptionsPerAlert) + 1), sqlparam::of(qint64(rows::OwedCountCap)) });
    SqlStatement st = sql.statement();
    st.endsTransaction = true;
    return st;
}

} // namespace lookup::rows
