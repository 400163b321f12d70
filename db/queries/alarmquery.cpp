#include "db/queries/alarmquery.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace alarmquery {

using R = AlarmDebtRow;
using enum ColumnNeed;

const RowColumns<AlarmDebtRow> &debtColumns()
{
    // The ledger's key first (the export pages by it), then the alert's, the device's and the
    // event's columns from the joins; ordered by alert, then device, so their text comes in
    // runs. The requirement spans the four relations: requirements::alarmDebt.
    static const RowColumns<AlarmDebtRow> table {
        "alarm.alarm_deliveries",
        {
            { "alert_id", "d.alert_id", Required, &decodeas::runs<&R::alertId> },
            { "subscription_id", "d.subscription_id", Required,
              &decodeas::runs<&R::subscriptionId> },
            { "event_id", "d.event_id", Required, &decodeas::text<&R::eventId> },
            { "alert_name", "a.name", Computed, &decodeas::runs<&R::alertName> },
            { "account_id", "a.account_id", Computed, &decodeas::integer<&R::accountId> },
            { "alert_state", "a.state", Computed, &decodeas::runs<&R::alertState> },
            { "device_label", "s.device_label", Computed, &decodeas::runs<&R::deviceLabel> },
            { "platform", "s.platform", Computed, &decodeas::runs<&R::platform> },
            { "enabled", "s.enabled", Computed, &decodeas::boolean<&R::enabled> },
            { "last_seen_at", "s.last_seen_at", Computed, &decodeas::time<&R::lastSeenAt> },
            { "event_kind", "e.kind", Computed, &decodeas::runs<&R::eventKind> },
            { "owed_since", "d.created_at", Required, &decodeas::time<&R::owedSince>,
              "created_at" },
        },
    };
    return table;
}

SqlBuilder debtSelect()
{
    SqlBuilder sql("SELECT ");
    sql.addSelectList(debtColumns().select());
    sql.add(" FROM alarm.alarm_deliveries d"
            " JOIN alarm.alerts a ON a.id = d.alert_id"
            " JOIN alarm.subscriptions s ON s.id = d.subscription_id"
            " LEFT JOIN alarm.alarm_events e ON e.id = d.event_id");
    sql.where("d.acked_at IS NULL");
    return sql;
}

SqlStatement bucketsStatement(bool owedByAgeIndexed)
{
    // Alerts and devices owing: GROUP BY, hashed, since count(DISTINCT) sorts every owed row
    // (a few times slower on 20,000 owed rows). The age buckets are counted from the newest
    // backward, each bound one range of the console's owed-by-age index, and decoded as
    // differences; without that index, one pass over the owed rows with the bounds computed
    // once. All of it under the statement's one snapshot.
    static const QByteArray owing = QByteArrayLiteral(
        "(SELECT count(*) FROM (SELECT alert_id FROM alarm.alarm_deliveries WHERE acked_at IS NULL"
        "  GROUP BY alert_id) a),"
        " (SELECT count(*) FROM (SELECT subscription_id FROM alarm.alarm_deliveries WHERE acked_at "
        "IS NULL"
        "  GROUP BY subscription_id) s)");
    static const QByteArray bounds = QByteArrayLiteral(
        " FROM (SELECT now() - interval '5 minutes' AS m5, now() - interval '1 hour' AS h1,"
        " now() - interval '1 day' AS d1) k");
    if (owedByAgeIndexed) {
        return {
            QByteArrayLiteral(
                "SELECT (SELECT count(*) FROM alarm.alarm_deliveries WHERE acked_at IS NULL AND "
                "created_at > k.m5),"
                " (SELECT count(*) FROM alarm.alarm_deliveries WHERE acked_at IS NULL AND "
                "created_at > k.h1),"
                " (SELECT count(*) FROM alarm.alarm_deliveries WHERE acked_at IS NULL AND "
                "created_at > k.d1),"
                " (SELECT count(*) FROM alarm.alarm_deliveries WHERE acked_at IS NULL),"
                " (SELECT min(created_at) FROM alarm.alarm_deliveries WHERE acked_at IS NULL), ")
                + owing + bounds,
            {},
            false
        };
    }
    return { QByteArrayLiteral("SELECT count(*) FILTER (WHERE d.created_at > k.m5),"
                               " count(*) FILTER (WHERE d.created_at > k.h1),"
                               " count(*) FILTER (WHERE d.created_at > k.d1),"
                               " count(*), min(d.created_at), ")
                 + owing + bounds
                 + QByteArrayLiteral(", alarm.alarm_deliveries d WHERE d.acked_at IS NULL"),
             {},
             false };
}

AlarmDebtBuckets decodeBuckets(const PgResultView &b)
{
    // Owed rows newer than each bound, then all of them: each bucket is a difference.
    const qint64 newer5Minutes = b.int64(0, 0).value_or(0);
    const qint64 newer1Hour = b.int64(0, 1).value_or(0);
    const qint64 newer1Day = b.int64(0, 2).value_or(0);
    const qint64 all = b.int64(0, 3).value_or(0);
    AlarmDebtBuckets buckets;
    buckets.under5Minutes = newer5Minutes;
    buckets.under1Hour = newer1Hour - newer5Minutes;
    buckets.under1Day = newer1Day - newer1Hour;
    buckets.over1Day = all - newer1Day;
    buckets.oldest = b.timestamp(0, 4);
    buckets.alerts = b.int64(0, 5).value_or(0);
    buckets.devices = b.int64(0, 6).value_or(0);
    return buckets;
}

void addOlderThan(SqlBuilder &sql, int seconds)
{
    if (seconds > 0)
        sql.where("d.created_at < now() - $?::int8 * interval '1 second'",
                  { sqlparam::of(qint64(seconds)) });
}

DbJob debtJob(int limit, bool owedByAgeIndexed, RowReuseHandle<AlarmDebtRow> reuse,
              int olderThanSeconds)
{
    SqlBuilder rows = debtSelect();
    addOlderThan(rows, olderThanSeconds);
    DbJob job;
    job.label = u"alarm debt"_s;
    job.statements = {
        SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false },
        // The order of the ledger's partial index (alert_id, subscription_id) WHERE acked_at
        // IS NULL, so the LIMIT stops early instead of sorting every owed row: grouped by
        // alert, then device.
        rows.add(" ORDER BY d.alert_id, d.subscription_id, d.event_id LIMIT $?",
                 { sqlparam::of(qint64(limit) + 1) })
            .statement(),
        bucketsStatement(owedByAgeIndexed),
    };
    job.decode = [limit, reuse](const JobResults &r) {
        AlarmDebtSnapshot snap;
        snap.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        const PgResultView v = r.view(1);
        snap.hasMore = v.rowCount() > limit;
        // Ordered by alert, then device: their columns come in runs (decodeas::runs).
        const auto bound = debtColumns().bind(v);
        snap.rows = decodeRows(
            v, std::min(v.rowCount(), limit),
            [&bound](const PgResultView &view, int i) { return bound.decode(view, i); }, reuse);
        snap.buckets = decodeBuckets(r.view(2));
        return QVariant::fromValue(snap);
    };
    return job;
}

} // namespace alarmquery
