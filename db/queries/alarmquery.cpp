#include "db/queries/alarmquery.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace alarmquery {

SqlStatement bucketsStatement()
{
    return { QByteArrayLiteral(
                 "SELECT count(*) FILTER (WHERE created_at > now() - interval '5 minutes'),"
                 " count(*) FILTER (WHERE created_at <= now() - interval '5 minutes'"
                 "   AND created_at > now() - interval '1 hour'),"
                 " count(*) FILTER (WHERE created_at <= now() - interval '1 hour'"
                 "   AND created_at > now() - interval '1 day'),"
                 " count(*) FILTER (WHERE created_at <= now() - interval '1 day'),"
                 " min(created_at), count(DISTINCT alert_id), count(DISTINCT subscription_id)"
                 " FROM alarm.alarm_deliveries WHERE acked_at IS NULL"),
             {}, false };
}

AlarmDebtBuckets decodeBuckets(const PgResultView &b)
{
    AlarmDebtBuckets buckets;
    buckets.under5Minutes = b.int64(0, 0).value_or(0);
    buckets.under1Hour = b.int64(0, 1).value_or(0);
    buckets.under1Day = b.int64(0, 2).value_or(0);
    buckets.over1Day = b.int64(0, 3).value_or(0);
    buckets.oldest = b.timestamp(0, 4);
    buckets.alerts = b.int64(0, 5).value_or(0);
    buckets.devices = b.int64(0, 6).value_or(0);
    return buckets;
}

DbJob debtJob(int limit, RowReuseHandle<AlarmDebtRow> reuse)
{
    DbJob job;
    job.label = u"alarm debt"_s;
    job.statements = {
        SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false },
        SqlStatement { QByteArrayLiteral(
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
                       { sqlparam::of(qint64(limit) + 1) }, false },
        bucketsStatement(),
    };
    job.decode = [limit, reuse](const JobResults &r) {
        AlarmDebtSnapshot snap;
        snap.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        const PgResultView v = r.view(1);
        snap.hasMore = v.rowCount() > limit;
        // Ordered by alert, then device: their columns come in runs (RepeatedText).
        RepeatedText alertId, alertName, alertState, subscriptionId, deviceLabel, platform, eventKind;
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
