#include "db/queries/alarmquery.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace alarmquery {

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

DbJob debtJob(int limit, bool owedByAgeIndexed, RowReuseHandle<AlarmDebtRow> reuse)
{
    DbJob job;
    job.label = u"alarm debt"_s;
    job.statements = {
        SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false },
        SqlStatement {
            QByteArrayLiteral(
                "SELECT d.alert_id, a.name, a.account_id, a.state, d.subscription_id,"
                " s.device_label, s.platform, s.enabled, s.last_seen_at, d.event_id, e.kind,"
                " d.created_at"
                " FROM alarm.alarm_deliveries d"
                " JOIN alarm.alerts a ON a.id = d.alert_id"
                " JOIN alarm.subscriptions s ON s.id = d.subscription_id"
                " LEFT JOIN alarm.alarm_events e ON e.id = d.event_id"
                " WHERE d.acked_at IS NULL"
                // The order of the ledger's partial index (alert_id, subscription_id)
                // WHERE acked_at IS NULL, so the LIMIT stops early instead of sorting
                // every owed row: grouped by alert, then device.
                " ORDER BY d.alert_id, d.subscription_id, d.event_id LIMIT $1"),
            { sqlparam::of(qint64(limit) + 1) },
            false },
        bucketsStatement(owedByAgeIndexed),
    };
    job.decode = [limit, reuse](const JobResults &r) {
        AlarmDebtSnapshot snap;
        snap.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        const PgResultView v = r.view(1);
        snap.hasMore = v.rowCount() > limit;
        // Ordered by alert, then device: their columns come in runs (RepeatedText).
        RepeatedText alertId, alertName, alertState, subscriptionId, deviceLabel, platform,
            eventKind;
        const auto decodeRow = [&](const PgResultView &, int i) { // reads v, as RepeatedText does
            AlarmDebtRow a;
            a.alertId = alertId.at(v, i, 0);
            a.alertName = alertName.at(v, i, 1);
            a.accountId = v.int64(i, 2);
            a.alertState = alertState.at(v, i, 3);
            a.subscriptionId = subscriptionId.at(v, i, 4);
            a.deviceLabel = deviceLabel.at(v, i, 5);
            a.platform = platform.at(v, i, 6);
            a.enabled = v.boolean(i, 7);
            a.lastSeenAt = v.timestamp(i, 8);
            a.eventId = v.text(i, 9);
            a.eventKind = eventKind.at(v, i, 10);
            a.owedSince = v.timestamp(i, 11);
            return a;
        };
        snap.rows = decodeRows(v, std::min(v.rowCount(), limit), decodeRow, reuse);
        snap.buckets = decodeBuckets(r.view(2));
        return QVariant::fromValue(snap);
    };
    return job;
}

} // namespace alarmquery
