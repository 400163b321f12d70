// poolsim seed: alerts, subscriptions, events and the delivery ledger (seedsteps.h).
#include "tools/poolsim/population.h"
#include "tools/poolsim/seedsteps.h"

using namespace Qt::StringLiterals;

namespace poolsim::seedsteps {

namespace {

struct Statement
{
    QString sql;
    Params params;
};

// The id of the owner's disarm after trigger `i` (an SQL expression; the seed is $1): the
// events step writes it and the alert-state step looks it up.
QString disarmId(const QString &i)
{
    return u"md5('poolsim-disarm:' || $1::bigint || ':' || %1)::uuid"_s.arg(i);
}

// Scratch tables for this transaction only.
constexpr const char *Scratch[] = {
    "CREATE TEMP TABLE seed_alerts (a bigint PRIMARY KEY, id uuid, account bigint, name text,"
    " created timestamptz, enabled_subs int DEFAULT 0) ON COMMIT DROP",
    "CREATE TEMP TABLE seed_subs (n bigint, id uuid PRIMARY KEY, alert_id uuid, enabled boolean,"
    " last_seen timestamptz, created timestamptz) ON COMMIT DROP",
    "CREATE TEMP TABLE seed_triggers (i bigint PRIMARY KEY, alert_id uuid, event_id uuid,"
    " created timestamptz, next_trigger timestamptz) ON COMMIT DROP",
};

// What the alarm seed is sized by, as the statements' parameters.
struct AlarmSeed
{
    QByteArray seed;
    QByteArray window;
    qint64 rows = 0; // ledger rows wanted
    qint64 alerts = 0;
    qint64 owed = 0;
    int accounts = 0;
};

// The scratch tables' rows: alerts, their devices, and the triggers.
QList<Statement> scratchSteps(const AlarmSeed &s)
{
    const QByteArray &seed = s.seed;
    const QByteArray &window = s.window;
    const qint64 alerts = s.alerts;
    const qint64 rows = s.rows;
    const QString account = Population::accountSql(u"$4::int"_s, u"pg_temp.rnd(a, 50, $2)"_s);
    return {
        // Alerts older than the window.
        { uR"SQL(INSERT INTO seed_alerts (a, id, account, name, created)
SELECT a, md5('poolsim-alert:' || $2::bigint || ':' || a)::uuid, %1,
       (ARRAY['warehouse', 'office', 'server room', 'cold store', 'gate'])[1 + floor(5 * pg_temp.rnd(a, 51, $2))::int]
           || ' sensor #' || a,
       now() - make_interval(secs => $3::float8 * (1.1 + 0.5 * pg_temp.rnd(a, 52, $2)))
FROM generate_series(1, $1::bigint) a)SQL"_s.arg(account),
          { param(alerts), seed, window, param(s.accounts) } },
        // One to four devices per alert; a tenth disabled (owed nothing), a tenth offline
        // for days.
        { uR"SQL(INSERT INTO seed_subs (n, id, alert_id, enabled, last_seen, created)
SELECT s.a * 8 + k, md5('poolsim-sub:' || $1::bigint || ':' || s.a || ':' || k)::uuid, s.id,
       pg_temp.rnd(s.a * 8 + k, 53, $1) >= 0.1,
       CASE WHEN pg_temp.rnd(s.a * 8 + k, 54, $1) < 0.1
            THEN now() - make_interval(secs => 86400 * (2 + 7 * pg_temp.rnd(s.a * 8 + k, 55, $1)))
            ELSE now() - make_interval(secs => 5 + 600 * pg_temp.rnd(s.a * 8 + k, 55, $1)) END,
       s.created + make_interval(secs => 3600 * k)
FROM seed_alerts s, generate_series(1, 1 + floor(4 * pg_temp.rnd(s.a, 56, $1))::int) k)SQL"_s,
          { seed } },
        { u"UPDATE seed_alerts a SET enabled_subs = c.n FROM (SELECT alert_id, count(*) AS n"
          " FROM seed_subs WHERE enabled GROUP BY alert_id) c WHERE a.id = c.alert_id"_s,
          {} },
        // Triggers fall on alerts that have someone to tell, a few noisy ones most often,
        // until their ledger rows would pass the target; spread evenly over the window.
        { uR"SQL(INSERT INTO seed_triggers (i, alert_id, event_id, created, next_trigger)
SELECT i, alert_id, md5('poolsim-event:' || $2::bigint || ':' || i)::uuid, at,
       lead(at) OVER (PARTITION BY alert_id ORDER BY i)
FROM (
    SELECT i, alert_id, now() - make_interval(secs => $3::float8 * (1 - i::float8 / (count(*) OVER () + 1))) AS at
    FROM (
        SELECT c.i, e.id AS alert_id, sum(e.enabled_subs) OVER (ORDER BY c.i) AS cum
        FROM (SELECT i, 1 + floor(n.n * power(pg_temp.rnd(i, 60, $2), 2))::bigint AS rank
              FROM generate_series(1, $1::bigint) i,
                   (SELECT count(*) AS n FROM seed_alerts WHERE enabled_subs > 0) n) c
        -- a join on the rank, not an array subscript: that would copy the array per row
        JOIN (SELECT id, enabled_subs, row_number() OVER (ORDER BY a) AS rank
              FROM seed_alerts WHERE enabled_subs > 0) e ON e.rank = c.rank
    ) k
    WHERE k.cum <= $1::bigint
) t)SQL"_s,
          { param(rows), seed, window } },
    };
}

// The alarm tables from the scratch ones: alerts, subscriptions, events and the alerts' state.
QList<Statement> alarmSteps(const AlarmSeed &s)
{
    const QByteArray &seed = s.seed;
    const QByteArray &window = s.window;
    return {
        { u"INSERT INTO alarm.alerts (id, account_id, name, state, created_at, updated_at)"
          " SELECT id, account, name, 'armed', created, created FROM seed_alerts"_s,
          {} },
        { uR"SQL(INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform, enabled, last_seen_at, created_at)
SELECT id, alert_id, p.platform || '-' || substr(id::text, 1, 6), p.platform, enabled, last_seen, created
FROM seed_subs,
     LATERAL (SELECT (ARRAY['ios', 'android', 'web'])[1 + floor(3 * pg_temp.rnd(n, 57, $1))::int] AS platform) p)SQL"_s,
          { seed } },
        // Each trigger and, unless it is its alert's latest and recent, the owner's disarm
        // somewhere before the next trigger.
        { uR"SQL(INSERT INTO alarm.alarm_events (id, alert_id, kind, frame, created_at)
SELECT event_id, alert_id, 'trigger',
       jsonb_build_object('type', 'alarm.trigger', 'alert_id', alert_id, 'at', created), created
FROM seed_triggers
UNION ALL
SELECT %1, alert_id, 'disarm',
       jsonb_build_object('type', 'alarm.disarm', 'alert_id', alert_id),
       LEAST(now(), created + CASE WHEN next_trigger IS NOT NULL
                                   THEN (next_trigger - created) * (0.2 + 0.6 * pg_temp.rnd(i, 61, $1))
                                   ELSE make_interval(secs => 60 + 3540 * pg_temp.rnd(i, 61, $1)) END)
FROM seed_triggers
WHERE next_trigger IS NOT NULL OR created < now() - make_interval(secs => 0.002 * $2::float8))SQL"_s
              .arg(disarmId(u"i"_s)),
          { seed, window } },
        // The alert's state follows its last event: still triggered (its latest trigger is
        // recent and was not disarmed), or armed again (most owners) or left disarmed. Read
        // from the scratch table: alarm_events has no index on alert_id to look it up by.
        { uR"SQL(UPDATE alarm.alerts al
SET state = CASE WHEN last.disarmed IS NULL THEN 'triggered'
                 WHEN pg_temp.rnd(sa.a, 62, $1) < 0.15 THEN 'disarmed' ELSE 'armed' END,
    updated_at = COALESCE(last.disarmed, last.created)
FROM seed_alerts sa,
     (SELECT DISTINCT ON (t.alert_id) t.alert_id, t.created, d.created_at AS disarmed
      FROM seed_triggers t
      LEFT JOIN alarm.alarm_events d ON d.id = %1
      ORDER BY t.alert_id, t.i DESC) last
WHERE al.id = sa.id AND last.alert_id = sa.id)SQL"_s.arg(disarmId(u"t.i"_s)),
          { seed } },
    };
}

// The delivery ledger, what it still owes, and the devices' last sight that follows from it.
QList<Statement> ledgerSteps(const AlarmSeed &s)
{
    const QByteArray &seed = s.seed;
    const qint64 owed = s.owed;
    return {
        // One ledger row per enabled subscription per trigger, acked seconds to hours later.
        { uR"SQL(INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at, acked_at)
SELECT t.alert_id, s.id, t.event_id, t.created,
       LEAST(now(), t.created + make_interval(secs => 1 + 7200 * power(pg_temp.rnd(t.i * 8 + 1, 63, $1), 4)))
FROM seed_triggers t JOIN seed_subs s ON s.alert_id = t.alert_id AND s.enabled
ORDER BY t.created)SQL"_s,
          { seed } },
        // What is still owed: first what offline devices missed since they were last seen,
        // then the newest rows (devices that have not come back yet).
        { uR"SQL(UPDATE alarm.alarm_deliveries d SET acked_at = NULL
FROM (SELECT x.alert_id, x.subscription_id, x.event_id
      FROM alarm.alarm_deliveries x JOIN seed_subs s ON s.id = x.subscription_id
      ORDER BY (x.created_at > s.last_seen) DESC, x.created_at DESC
      LIMIT $1::bigint) o
WHERE d.alert_id = o.alert_id AND d.subscription_id = o.subscription_id AND d.event_id = o.event_id)SQL"_s,
          { param(owed) } },
        // A device that acked was online then: last seen no earlier than its last ack.
        { uR"SQL(UPDATE alarm.subscriptions sub SET last_seen_at = GREATEST(sub.last_seen_at, acked.at)
FROM (SELECT d.subscription_id, max(d.acked_at) AS at
      FROM alarm.alarm_deliveries d JOIN seed_subs s ON s.id = d.subscription_id
      GROUP BY d.subscription_id) acked
WHERE sub.id = acked.subscription_id AND acked.at IS NOT NULL)SQL"_s,
          {} },
    };
}

// Runs the steps in order; each one's row count, or none on the first failure.
std::optional<QList<qint64>> runSteps(PgConn &conn, const QList<Statement> &steps, DbError *error)
{
    QList<qint64> counts;
    for (const Statement &step : steps) {
        counts.append(execCount(conn, step.sql, step.params, error));
        if (counts.last() < 0)
            return std::nullopt;
    }
    return counts;
}

} // namespace

bool seedAlarms(PgConn &conn, const Plan &plan, Report &report, DbError *error)
{
    AlarmSeed s;
    s.seed = param(static_cast<qint64>(plan.options.seed));
    s.window = param(plan.windowSeconds);
    s.rows = plan.options.effectiveAlarmRows();
    s.alerts = std::max<qint64>(4, s.rows / 100);
    s.owed = static_cast<qint64>(static_cast<double>(s.rows) * plan.options.owedFraction + 0.5);
    s.accounts = plan.options.accounts;
    for (const char *ddl : Scratch) {
        if (!conn.run(ddl, error))
            return false;
    }
    if (!runSteps(conn, scratchSteps(s), error))
        return false;
    const auto alarms = runSteps(conn, alarmSteps(s), error);
    if (!alarms)
        return false;
    const auto ledger = runSteps(conn, ledgerSteps(s), error);
    if (!ledger)
        return false;
    report.alerts = alarms->at(0);
    report.subscriptions = alarms->at(1);
    report.events = alarms->at(2);
    report.ledgerRows = ledger->at(0);
    report.owedRows = ledger->at(1);
    return true;
}

} // namespace poolsim::seedsteps
