#include "tools/poolsim/alarmstore.h"

using namespace Qt::StringLiterals;

namespace poolsim::alarmstore {

namespace {

void setError(const PgResult &r, DbError *error)
{
    if (error)
        *error = r.error();
}

} // namespace

std::optional<Triggered> trigger(PgConn &conn, const QString &alertId, const QByteArray &frameJson,
                                 DbError *error)
{
    // One statement: the state change, the event and the ledger rows commit together or not
    // at all; a fan-out that recorded no debt would be the silent failure migration 005
    // exists to prevent. The NOTIFY is delivered on that same commit.
    static const char sql[] = R"SQL(
WITH armed AS (
    UPDATE alarm.alerts SET state = 'triggered', updated_at = now()
    WHERE id = $1::uuid AND state = 'armed'
    RETURNING id
), event AS (
    INSERT INTO alarm.alarm_events (alert_id, kind, frame)
    SELECT id, 'trigger', $2::jsonb FROM armed
    RETURNING id, alert_id, created_at
), owed AS (
    INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at)
    SELECT event.alert_id, s.id, event.id, event.created_at
    FROM event JOIN alarm.subscriptions s ON s.alert_id = event.alert_id AND s.enabled
    RETURNING 1
)
SELECT event.id, (SELECT count(*) FROM owed), pg_notify('alarm_events', event.id::text)
FROM event)SQL";
    const PgResult r = conn.exec(sql, { param(alertId), frameJson });
    setError(r, error);
    if (!r.ok() || r.rows() == 0)
        return std::nullopt;
    return Triggered { r.text(0, 0), r.int64(0, 1) };
}

std::optional<bool> disarm(PgConn &conn, const QString &alertId, DbError *error)
{
    static const char sql[] = R"SQL(
WITH disarmed AS (
    UPDATE alarm.alerts SET state = 'disarmed', updated_at = now()
    WHERE id = $1::uuid AND state = 'triggered'
    RETURNING id
)
INSERT INTO alarm.alarm_events (alert_id, kind, frame)
SELECT id, 'disarm', jsonb_build_object('type', 'alarm.disarm', 'alert_id', id) FROM disarmed
RETURNING id)SQL";
    const PgResult r = conn.exec(sql, { param(alertId) });
    if (!r.ok()) {
        setError(r, error);
        return std::nullopt;
    }
    return r.rows() == 1;
}

std::optional<bool> rearm(PgConn &conn, const QString &alertId, DbError *error)
{
    const PgResult r = conn.exec("UPDATE alarm.alerts SET state = 'armed', updated_at = now()"
                                 " WHERE id = $1::uuid AND state = 'disarmed' RETURNING id",
                                 { param(alertId) });
    if (!r.ok()) {
        setError(r, error);
        return std::nullopt;
    }
    return r.rows() == 1;
}

std::optional<QList<Owed>> checkIn(PgConn &conn, const QString &alertId,
                                   const QString &subscriptionId, DbError *error)
{
    // By alert and subscription, which the pending partial index serves.
    static const char sql[] = R"SQL(
WITH seen AS (
    UPDATE alarm.subscriptions SET last_seen_at = now() WHERE id = $2::uuid RETURNING id
)
SELECT d.alert_id, d.event_id
FROM alarm.alarm_deliveries d
WHERE d.alert_id = $1::uuid AND d.subscription_id = $2::uuid AND d.acked_at IS NULL
ORDER BY d.created_at)SQL";
    const PgResult r = conn.exec(sql, { param(alertId), param(subscriptionId) });
    if (!r.ok()) {
        setError(r, error);
        return std::nullopt;
    }
    QList<Owed> out;
    for (int i = 0; i < r.rows(); ++i)
        out.append({ r.text(i, 0), r.text(i, 1) });
    return out;
}

std::optional<bool> ack(PgConn &conn, const QString &alertId, const QString &subscriptionId,
                        const QString &eventId, DbError *error)
{
    const PgResult r = conn.exec("UPDATE alarm.alarm_deliveries SET acked_at = now()"
                                 " WHERE alert_id = $1::uuid AND subscription_id = $2::uuid"
                                 " AND event_id = $3::uuid AND acked_at IS NULL",
                                 { param(alertId), param(subscriptionId), param(eventId) });
    if (!r.ok()) {
        setError(r, error);
        return std::nullopt;
    }
    return r.affected() == 1;
}

std::optional<QString> createAlert(PgConn &conn, qint64 accountId, const QString &name,
                                   DbError *error)
{
    const PgResult r
        = conn.exec("INSERT INTO alarm.alerts (account_id, name, state) VALUES ($1, $2, 'armed')"
                    " RETURNING id",
                    { param(accountId), param(name) });
    if (!r.ok()) {
        setError(r, error);
        return std::nullopt;
    }
    return r.text(0, 0);
}

std::optional<QString> createSubscription(PgConn &conn, const QString &alertId,
                                          const QString &label, const QString &platform,
                                          bool enabled, double lastSeenSecondsAgo, DbError *error)
{
    const PgResult r = conn.exec(
        "INSERT INTO alarm.subscriptions (alert_id, device_label, platform, enabled, last_seen_at)"
        " VALUES ($1::uuid, $2, $3, $4, now() - make_interval(secs => $5::float8)) RETURNING id",
        { param(alertId), param(label), param(platform), param(enabled),
          param(lastSeenSecondsAgo) });
    if (!r.ok()) {
        setError(r, error);
        return std::nullopt;
    }
    return r.text(0, 0);
}

} // namespace poolsim::alarmstore
