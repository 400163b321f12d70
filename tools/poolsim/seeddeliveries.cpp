// poolsim seed: the notification delivery audit (seedsteps.h).
#include "tools/poolsim/providertexts.h"
#include "tools/poolsim/seedsteps.h"

using namespace Qt::StringLiterals;

namespace poolsim::seedsteps {

namespace {

// What each status looked like on the wire; `st` is the status, `u` a uniform draw,
// `second` the notification's second channel, `err` its error text.
QString durationSql(const QString &st, const QString &u, const QString &err)
{
    return uR"SQL(CASE %1 WHEN 'delivered' THEN 150 + floor(900 * power(%2, 2))
              WHEN 'partial' THEN 300 + floor(900 * %2)
              WHEN 'permanent' THEN 80 + floor(320 * %2)
              ELSE CASE WHEN %3 LIKE '%timeout%' THEN 5000 ELSE 100 + floor(700 * %2) END END::bigint)SQL"_s
        .arg(st, u, err);
}

QString responseSql(const QString &st, const QString &key, const QString &second,
                    const QString &err)
{
    return uR"SQL(CASE %1 WHEN 'delivered' THEN 'email: 250 2.0.0 Ok: queued as ' || upper(substr(md5(%2), 1, 12))
                                   || '; ' || %3 || ': 200 OK'
              WHEN 'partial' THEN 'email: 250 2.0.0 Ok: queued as ' || upper(substr(md5(%2), 1, 12)) || '; ' || %4
              ELSE %4 END)SQL"_s.arg(st, key, second, err);
}

// The audit of tasks already purged: $1 rows, ~1.3 attempts per task, their outcomes drawn
// from the mix ($6..$9), spread over $5 seconds before the retained history ($4).
QString purgedSql()
{
    const QString transient = providertexts::sqlArray(providertexts::transientSamples());
    const QString permanent = providertexts::sqlArray(providertexts::permanentSamples());
    return uR"SQL(
INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms,
                                     provider_response, created_at, updated_at)
SELECT $3::bigint + p.task, 'worker-' || (1 + floor(8 * p.u))::int || '.old', $2::bigint + p.task,
       p.status, p.err, %1, %2, p.at, p.at
FROM (
    SELECT q.*,
           CASE q.status WHEN 'delivered' THEN ''
                         WHEN 'retryable' THEN pg_temp.pick(%3, q.u)
                         WHEN 'permanent' THEN pg_temp.pick(%4, q.u)
                         ELSE pg_temp.pick(%4, q.u) END AS err
    FROM (
        SELECT j, 1 + ((j - 1) * 10) / 13 AS task,
               now() - make_interval(secs => $4::float8 + (1 - j::float8 / $1::bigint) * $5::float8) AS at,
               pg_temp.rnd(j, 31, $10) AS u,
               CASE WHEN w.u * w.total < $6::float8 THEN 'delivered'
                    WHEN w.u * w.total < $6::float8 + $7::float8 THEN 'retryable'
                    WHEN w.u * w.total < $6::float8 + $7::float8 + $8::float8 THEN 'permanent'
                    ELSE 'partial' END AS status
        FROM generate_series(1, $1::bigint) j,
             LATERAL (SELECT pg_temp.rnd(j, 30, $10) AS u,
                             $6::float8 + $7::float8 + $8::float8 + $9::float8 AS total) w
    ) q
) p)SQL"_s.arg(durationSql(u"p.status"_s, u"p.u"_s, u"p.err"_s),
               responseSql(u"p.status"_s, u"(p.j)::text"_s, u"'sms'"_s, u"p.err"_s), transient,
               permanent);
}

// One row per attempt with a result: earlier attempts retryable, the last one what the task's
// state says. In time order, so ids follow time.
QString retainedSql()
{
    const QString transient = providertexts::sqlArray(providertexts::transientSamples());
    return uR"SQL(
INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms,
                                     provider_response, created_at, updated_at)
SELECT x.message_id, x.worker, x.id, x.status, x.err, %1, %2, x.at, x.at
FROM (
    SELECT y.*,
           CASE y.status WHEN 'delivered' THEN ''
                         WHEN 'retryable' THEN CASE WHEN y.last_error LIKE '%outage%'
                                                    THEN 'email: 503 Service Unavailable (provider outage); '
                                                         || y.second || ': 503 Service Unavailable (provider outage)'
                                                    -- the last attempt failed the way the task says it did
                                                    WHEN y.a = y.done AND y.last_error IS NOT NULL
                                                    THEN substr(y.last_error, strpos(y.last_error, 'giving up: ')
                                                                + CASE WHEN strpos(y.last_error, 'giving up: ') > 0 THEN 11 ELSE 0 END)
                                                    ELSE pg_temp.pick(%3, y.u) END
                         ELSE COALESCE(y.last_error, '') END AS err
    FROM (
        SELECT t.id, t.message_id, t.last_error, a, t.attempts - (t.state = 'leased')::int AS done, COALESCE(t.payload -> 'channels' ->> 1, 'sms') AS second,
               'worker-' || (1 + floor(8 * pg_temp.rnd(t.id * 8 + a, 20, $3)))::int || '.seed' AS worker,
               CASE WHEN a < t.attempts OR t.state IN ('dead', 'failed_retry', 'leased') THEN 'retryable'
                    WHEN t.state = 'failed_perm' THEN 'permanent'
                    ELSE COALESCE(t.result ->> 'status', 'delivered') END AS status,
               LEAST(now(), t.created_at + make_interval(secs => 2 * (power(2, a - 1) - 1) + 0.4 * a)) AS at,
               pg_temp.rnd(t.id * 8 + a, 21, $3) AS u
        FROM tasks t, generate_series(1, t.attempts - (t.state = 'leased')::int) a
        WHERE t.id > $1::bigint AND t.id <= $2::bigint AND t.kind = 'notification'
    ) y
) x
ORDER BY x.at, x.id, x.a)SQL"_s.arg(
        durationSql(u"x.status"_s, u"x.u"_s, u"x.err"_s),
        responseSql(u"x.status"_s, u"(x.id * 8 + x.a)::text"_s, u"x.second"_s, u"x.err"_s),
        transient);
}

// How many rows the retained tasks' own attempts make (a leased task's current attempt has no
// result yet), so the purged audit can make up the rest of --deliveries.
std::optional<qint64> retainedAttempts(PgConn &conn, const Plan &plan, DbError *error)
{
    const PgResult own
        = conn.exec("SELECT COALESCE(sum(attempts - (state = 'leased')::int), 0) FROM tasks"
                    " WHERE id > $1::bigint AND id <= $2::bigint AND kind = 'notification'",
                    { param(plan.firstTaskId()), param(plan.firstTaskId() + plan.options.tasks) });
    if (!own.ok()) {
        *error = own.error();
        return std::nullopt;
    }
    return own.int64(0, 0);
}

// The audit outlives the tasks (docs/schema.md: no foreign key): rows of tasks already purged,
// older than every retained task and as dense in time. They go in first so that delivery ids
// grow with time, as they do in production.
bool seedPurgedDeliveries(PgConn &conn, const Plan &plan, qint64 purged, qint64 retained,
                          Report &report, DbError *error)
{
    const OutcomeMix &mix = plan.options.outcomes;
    // Purged history as dense as the retained one: it spans the window times purged/retained.
    const double purgedWindow
        = plan.windowSeconds * static_cast<double>(purged) / std::max<qint64>(retained, 1);
    const qint64 n = execCount(
        conn, purgedSql(),
        { param(purged), param(plan.idBase), param(plan.messageBase), param(plan.windowSeconds),
          param(purgedWindow), param(mix.fraction(Outcome::Delivered) * 0.9),
          param(mix.fraction(Outcome::Retryable) * 1.5), param(mix.fraction(Outcome::Permanent)),
          param(mix.fraction(Outcome::Partial)), param(static_cast<qint64>(plan.options.seed)) },
        error);
    if (n < 0)
        return false;
    report.purgedDeliveries = n;
    return true;
}

} // namespace

bool seedDeliveries(PgConn &conn, const Plan &plan, Report &report, DbError *error)
{
    const std::optional<qint64> retained = retainedAttempts(conn, plan, error);
    if (!retained)
        return false;
    const qint64 purged = std::max<qint64>(0, plan.options.effectiveDeliveries() - *retained);
    if (purged > 0 && !seedPurgedDeliveries(conn, plan, purged, *retained, report, error))
        return false;
    const qint64 seed = static_cast<qint64>(plan.options.seed);
    const qint64 n = execCount(
        conn, retainedSql(),
        { param(plan.firstTaskId()), param(plan.firstTaskId() + plan.options.tasks), param(seed) },
        error);
    if (n < 0)
        return false;
    report.retainedDeliveries = n;
    return true;
}

} // namespace poolsim::seedsteps
