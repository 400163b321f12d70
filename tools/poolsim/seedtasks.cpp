// poolsim seed: the tasks and their replays (seedsteps.h).
#include "tools/poolsim/population.h"
#include "tools/poolsim/providertexts.h"
#include "tools/poolsim/seedsteps.h"

using namespace Qt::StringLiterals;

namespace poolsim::seedsteps {

qint64 execCount(PgConn &conn, const QString &sql, const Params &params, DbError *error)
{
    const PgResult r = conn.exec(sql.toUtf8().constData(), params, std::chrono::hours(2));
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return -1;
    }
    return r.affected();
}

bool createHelpers(PgConn &conn, DbError *error)
{
    // Session-local (pg_temp): nothing is left in the user's schema. Both are single-SELECT
    // SQL functions, which the planner inlines, so a million calls cost next to nothing.
    return conn.run(R"SQL(
CREATE OR REPLACE FUNCTION pg_temp.rnd(n bigint, salt integer, seed bigint) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT ((hashint8extended(n, seed * 1000003 + salt) >> 11) & 9007199254740991)::float8
          / 9007199254740992.0 $$)SQL",
                    error)
        && conn.run(R"SQL(
CREATE OR REPLACE FUNCTION pg_temp.pick(choices text[], u double precision) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT choices[1 + floor(u * array_length(choices, 1))::int] $$)SQL",
                    error);
}

namespace {

// b, d: each row's id, its logical event (a replay's is its original's), its age, kind and
// account, and the draws that decide the rest.
QString drawsSql()
{
    return uR"SQL(
WITH b AS (
    SELECT g, $2::bigint + g AS id,
           CASE WHEN g % 300 = 0 AND g > 150 THEN g - 150 ELSE g END AS e,
           g % 300 = 150 AND g + 150 <= $1::bigint AS replayed,
           g % 300 = 0 AND g > 150 AS replay,
           g > $1::bigint - $6::bigint AS active,
           CASE WHEN g > $1::bigint - $6::bigint THEN 40 + ($1::bigint - g) * 300.0 / $6::bigint
                ELSE 340 + ($5::float8 - 340) * (w.x + 0.35 * sin(2 * pi() * w.days * w.x) / (2 * pi() * w.days))
           END AS age
    FROM generate_series(1, $1::bigint) g,
         LATERAL (SELECT ($1::bigint - $6::bigint - g)::float8 / GREATEST($1::bigint - $6::bigint, 1) AS x,
                         GREATEST($5::float8 / 86400, 1) AS days) w
), d AS (
    SELECT b.*, now() - make_interval(secs => b.age) AS created,
           CASE WHEN pg_temp.rnd(b.e, 1, $12) < 0.6 THEN 'notification'
                WHEN pg_temp.rnd(b.e, 1, $12) < 0.85 THEN 'check' ELSE 'server_metric' END AS kind,
           %1 AS account,
           pg_temp.rnd(b.e, 3, $12) AS u_monitor, pg_temp.rnd(b.e, 4, $12) AS u_contact,
           pg_temp.rnd(b.e, 10, $12) AS u_channel, pg_temp.rnd(b.e, 11, $12) AS u_event,
           pg_temp.rnd(b.e, 12, $12) AS u_third,
           pg_temp.rnd(b.g, 5, $12) AS u_state, pg_temp.rnd(b.g, 6, $12) AS u_chain,
           pg_temp.rnd(b.g, 7, $12) AS u_final, pg_temp.rnd(b.g, 8, $12) AS u_misc,
           pg_temp.rnd(b.g, 9, $12) AS u_lease
    FROM b
)SQL"_s;
}

// c, s: how many attempts the task took, how its last one ended, and the state that left it in
// (an outage or a replay leaves it dead).
QString outcomesSql()
{
    return uR"SQL(), c AS (
    SELECT d.*,
           CASE d.kind WHEN 'notification' THEN 4 WHEN 'check' THEN 3 ELSE 2 END AS max_attempts,
           -- attempts until one is not retryable: geometric in the retryable share
           CASE WHEN $8::float8 >= 1 THEN 1000 WHEN $8::float8 <= 0 THEN 1
                ELSE 1 + floor(ln(1 - d.u_chain) / ln($8::float8))::int END AS chain,
           CASE WHEN d.u_final * ($7::float8 + $9::float8 + $10::float8) < $7::float8 THEN 'delivered'
                WHEN d.u_final * ($7::float8 + $9::float8 + $10::float8) < $7::float8 + $9::float8 THEN 'permanent'
                WHEN d.kind = 'notification' THEN 'partial' ELSE 'delivered' END AS final,
           d.kind = 'notification' AND NOT d.active
               AND (d.age BETWEEN 0.2 * $5::float8 AND 0.2 * $5::float8 + 2400
                    OR d.age BETWEEN 0.55 * $5::float8 AND 0.55 * $5::float8 + 2400
                    OR d.age BETWEEN 0.8 * $5::float8 AND 0.8 * $5::float8 + 2400) AS outage
    FROM d
), s AS (
    SELECT c.*,
           CASE WHEN c.active THEN CASE WHEN c.u_state < 0.45 THEN 'queued'
                                        WHEN c.u_state < 0.75 THEN 'leased' ELSE 'failed_retry' END
                WHEN c.replayed OR c.outage OR c.chain > c.max_attempts THEN 'dead'
                WHEN c.final = 'permanent' THEN 'failed_perm' ELSE 'succeeded' END AS state
    FROM c
)SQL"_s;
}

// a, t: its attempts, the errors it met, its monitor and contact, and its last error.
QString historySql()
{
    return uR"SQL(), a AS (
    SELECT s.*,
           CASE s.state WHEN 'queued' THEN 0
                        WHEN 'leased' THEN 1 + (s.u_chain < 0.2)::int
                        WHEN 'failed_retry' THEN 1 + floor(s.u_chain * (s.max_attempts - 1))::int
                        WHEN 'dead' THEN s.max_attempts
                        ELSE s.chain END AS attempts,
           CASE WHEN s.kind = 'notification' THEN pg_temp.pick(%4, s.u_misc)
                ELSE pg_temp.pick(ARRAY['dial tcp: i/o timeout', 'probe region eu-2 unavailable'], s.u_misc) END AS transient,
           CASE WHEN s.kind = 'notification' THEN pg_temp.pick(%5, s.u_misc)
                WHEN s.kind = 'check' THEN 'lookup target: no such host (NXDOMAIN)'
                ELSE 'server agent not registered' END AS permanent,
           pg_temp.pick(ARRAY['sms', 'push', 'telegram', 'webhook'], s.u_channel) AS second_channel,
           pg_temp.pick(ARRAY['down', 'up', 'degraded', 'ssl_expiring'], s.u_event) AS event,
           %2 AS monitor, %3 AS contact,
           (s.account * 1000 + 500 + floor(20 * s.u_monitor))::bigint AS server,
           (150 + floor(900 * power(s.u_misc, 2)))::int AS duration_ms
    FROM s
), t AS (
    SELECT a.*,
           LEAST(now(), a.created + make_interval(secs => 2 * (power(2, GREATEST(a.attempts, 1) - 1) - 1)
                                                       + 0.4 * GREATEST(a.attempts, 1))) AS finished,
           CASE a.state
               WHEN 'dead' THEN 'attempt ' || a.max_attempts || ' of ' || a.max_attempts || ' failed, giving up: '
                   || CASE WHEN a.kind = 'notification' AND (a.replayed OR a.outage)
                           THEN 'email: 503 Service Unavailable (provider outage)' ELSE a.transient END
               WHEN 'failed_perm' THEN a.permanent
               WHEN 'failed_retry' THEN a.transient
               WHEN 'leased' THEN CASE WHEN a.attempts > 1 THEN a.transient END
               WHEN 'succeeded' THEN CASE WHEN a.final = 'partial' THEN a.second_channel || ': '
                   || CASE a.second_channel WHEN 'sms' THEN '400 {"code":21211,"message":"invalid ''To'' phone number"}'
                                            WHEN 'push' THEN '404 UNREGISTERED: the registration token is no longer valid'
                                            WHEN 'telegram' THEN '403 Forbidden: bot was blocked by the user'
                                            ELSE '410 Gone: the webhook endpoint was removed' END END
           END AS last_error
    FROM a
))SQL"_s;
}

// The row: its ids, kind, state and what it is about.
QString insertIdentitySql()
{
    return uR"SQL(
INSERT INTO tasks (id, job_id, kind, state, last_error, account_id, monitor_id, check_id, message_id,
                   contact_id, payload, not_before, deadline, lease_owner, lease_token,
                   lease_expires_at, attempts, max_attempts, idempotency_key, result, succeeded_at,
                   created_at, updated_at)
SELECT t.id,
       CASE WHEN t.replay THEN 'replay-' || (t.id - 150) || '-' || left(md5(t.id || ':' || $12::bigint), 12)
            ELSE 'job-' || to_hex((extract(epoch FROM t.created) * 1000)::bigint) || '-' || to_hex(t.id) END,
       t.kind, t.state, t.last_error, t.account,
       CASE WHEN t.kind <> 'server_metric' THEN t.monitor END,
       CASE WHEN t.kind = 'check' THEN $4::bigint + t.e END,
       CASE WHEN t.kind = 'notification' THEN $3::bigint + t.e END,
       CASE WHEN t.kind = 'notification' THEN t.contact END,
)SQL"_s;
}

// The payload a producer wrote for its kind.
QString insertPayloadSql()
{
    return uR"SQL(       CASE t.kind
           WHEN 'notification' THEN jsonb_build_object(
               'template', 'monitor_' || t.event,
               'channels', CASE WHEN t.u_third < 0.2 AND t.second_channel <> 'push'
                                THEN jsonb_build_array('email', t.second_channel, 'push')
                                ELSE jsonb_build_array('email', t.second_channel) END,
               'to', 'contact-' || (t.contact % 1000) || '@acct-' || t.account || '.example',
               'subject', '[' || upper(t.event) || '] https://app' || (t.monitor % 1000) || '.acct-' || t.account || '.example/health',
               'body', 'Monitor ' || t.monitor || ' (https://app' || (t.monitor % 1000) || '.acct-' || t.account
                       || '.example/health) is ' || t.event || ' since '
                       || to_char(t.created AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' UTC.',
               'event', t.event)
           WHEN 'check' THEN jsonb_build_object(
               'type', pg_temp.pick(ARRAY['http', 'tcp', 'ping', 'dns', 'keyword'], t.u_event),
               'target', 'app' || (t.monitor % 1000) || '.acct-' || t.account || '.example',
               'timeout_ms', 10000,
               'region', pg_temp.pick(ARRAY['eu-1', 'eu-2', 'us-east', 'ap-south'], t.u_channel))
           ELSE jsonb_build_object('server_id', t.server,
                                   'window_start_ms', (extract(epoch FROM t.created) * 1000)::bigint - 60000,
                                   'window_s', 60, 'metrics', jsonb_build_array('cpu', 'mem', 'disk', 'net'))
       END,
)SQL"_s;
}

// When it may run, its deadline, its lease, attempts and idempotency key.
QString insertScheduleSql()
{
    return uR"SQL(       CASE WHEN t.state = 'failed_retry' THEN now() + make_interval(secs => 2 + 300 * t.u_lease)
            WHEN t.state = 'queued' AND t.kind = 'check' THEN now() + make_interval(secs => 30 * t.u_lease)
            ELSE t.created END,
       t.created + CASE t.kind WHEN 'notification' THEN interval '1 hour'
                               WHEN 'check' THEN interval '2 minutes' ELSE interval '10 minutes' END,
       CASE WHEN t.state = 'leased' THEN 'worker-' || (1 + floor(8 * t.u_lease))::int || '.seed' END,
       CASE WHEN t.state = 'leased' THEN md5(t.id || ':' || $12::bigint) END,
       -- most leases are live; a fifth are stuck, expired minutes ago
       CASE WHEN t.state = 'leased' THEN CASE WHEN t.u_misc < 0.8 THEN now() + make_interval(secs => 5 + 25 * t.u_lease)
                                              ELSE now() - make_interval(secs => 120 + 1800 * t.u_lease) END END,
       t.attempts, t.max_attempts,
       -- a replay's key is its original's behind 'replay:', as the console's replay writes it
       CASE WHEN t.replay THEN 'replay:' ELSE '' END
           || CASE t.kind WHEN 'notification' THEN 'notification:' || ($3::bigint + t.e) || ':' || t.contact
                          WHEN 'check' THEN 'check:' || t.monitor || ':' || ($4::bigint + t.e)
                          ELSE 'server_metric:' || t.server || ':' || ((extract(epoch FROM t.created) * 1000)::bigint - 60000) END,
)SQL"_s;
}

// The result a worker wrote, and its times.
QString insertResultSql()
{
    return uR"SQL(       CASE WHEN t.state = 'succeeded' AND t.kind = 'notification' THEN jsonb_build_object(
                'status', t.final, 'duration_ms', t.duration_ms,
                'channels', jsonb_build_array(
                    jsonb_build_object('channel', 'email', 'status', 'delivered'),
                    jsonb_build_object('channel', t.second_channel,
                                       'status', CASE WHEN t.final = 'partial' THEN 'permanent' ELSE 'delivered' END)))
            WHEN t.state = 'succeeded' THEN jsonb_build_object('status', 'ok', 'duration_ms', t.duration_ms)
            WHEN t.state IN ('failed_perm', 'dead', 'failed_retry') THEN jsonb_build_object(
                'status', CASE WHEN t.kind <> 'notification' THEN 'error'
                               WHEN t.state = 'failed_perm' THEN 'permanent' ELSE 'retryable' END,
                'error', t.last_error, 'duration_ms', t.duration_ms)
       END,
       CASE WHEN t.state = 'succeeded' THEN t.finished END,
       t.created,
       CASE WHEN t.state = 'queued' THEN t.created ELSE t.finished END
FROM t)SQL"_s;
}

// Row g of the retained history (1 = oldest). Every 300th row is the replay of the row 150
// before it, which is dead; a replay copies its original's logical event (e), so kind,
// account, monitor, message and payload match. The newest `active` rows are spread over the
// last minutes and are still in flight; the rest spread over the window with a daily
// swell, and three forty-minute provider outages left dead notifications behind. (The
// newest are at least 40 s old, so the attempts they already made fit before now.)
//
// $1 tasks  $2 first id  $3 first message id  $4 check id base  $5 window seconds
// $6 active rows  $7..$10 outcome weights (delivered, retryable, permanent, partial)
// $11 accounts  $12 seed
QString tasksSql()
{
    const QString account = Population::accountSql(u"$11::int"_s, u"pg_temp.rnd(b.e, 2, $12)"_s);
    const QString monitor = Population::monitorSql(u"s.account"_s, u"s.u_monitor"_s);
    const QString contact = Population::contactSql(u"s.account"_s, u"s.u_contact"_s);
    const QString transient = providertexts::sqlArray(providertexts::transientSamples());
    const QString permanent = providertexts::sqlArray(providertexts::permanentSamples());
    const QString sql = drawsSql() + outcomesSql() + historySql() + insertIdentitySql()
        + insertPayloadSql() + insertScheduleSql() + insertResultSql();
    return sql.arg(account, monitor, contact, transient, permanent);
}

} // namespace

bool seedTasks(PgConn &conn, const Plan &plan, Report &report, DbError *error)
{
    const OutcomeMix &mix = plan.options.outcomes;
    const qint64 n = execCount(
        conn, tasksSql(),
        { param(plan.options.tasks), param(plan.firstTaskId()),
          param(plan.messageBase + plan.purgedReserve), param(plan.checkBase),
          param(plan.windowSeconds), param(plan.activeTasks),
          param(mix.fraction(Outcome::Delivered)), param(mix.fraction(Outcome::Retryable)),
          param(mix.fraction(Outcome::Permanent)), param(mix.fraction(Outcome::Partial)),
          param(plan.options.accounts), param(static_cast<qint64>(plan.options.seed)) },
        error);
    if (n < 0)
        return false;
    report.tasks = n;
    // The ids were chosen here, not by the sequence: move it past them.
    return conn
        .exec("SELECT setval(pg_get_serial_sequence('tasks', 'id'), $1::bigint)",
              { param(plan.firstTaskId() + plan.options.tasks) })
        .ok();
}

bool seedReplays(PgConn &conn, const Plan &plan, Report &report, DbError *error)
{
    // One operator replay per 300 rows: the dead original 150 rows back, the requeued copy
    // here. A dozen operators, a few of whom do most of the replays.
    const qint64 n = execCount(conn, uR"SQL(
INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id, created_at, updated_at)
SELECT $1::bigint + g - 150, $1::bigint + g,
       1 + floor(12 * power(pg_temp.rnd(g, 40, $3), 2))::int, t.created_at, t.created_at
FROM generate_series(300, $2::bigint, 300) g
JOIN tasks t ON t.id = $1::bigint + g)SQL"_s,
                               { param(plan.firstTaskId()), param(plan.options.tasks),
                                 param(static_cast<qint64>(plan.options.seed)) },
                               error);
    report.replays = n;
    return n >= 0;
}

} // namespace poolsim::seedsteps
