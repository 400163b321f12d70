// poolsim seed: the feed sink cursors (seedsteps.h).
#include "tools/poolsim/seedsteps.h"
#include "tools/poolsim/sinkleasesql.h"

using namespace Qt::StringLiterals;

namespace poolsim::seedsteps {

bool seedCursors(PgConn &conn, const Plan &plan, Report &report, DbError *error)
{
    // Four sinks per feed, one feed per account's event stream. No worker runs during a seed,
    // so most rows are free; what a seed can hold is what crashed workers leave behind:
    // lease rows that expired minutes to days ago, and advisory holders (no expiry) whose
    // sessions are gone, which any worker may take over. Existing rows are left alone.
    const QString table = SinkLeaseSql::forTable(plan.options.schema, plan.options.prefix).table;
    const QString sql = uR"SQL(
INSERT INTO %1 (feed, sink, position, lease_holder, lease_expires_at, updated_at)
SELECT 'acct-' || (1000 + (g - 1) / 4) || '.events',
       (ARRAY['search', 'warehouse', 'webhooks', 'analytics'])[1 + (g - 1) % 4],
       floor(2000000 * power(pg_temp.rnd(g, 70, $2), 2))::bigint,
       CASE WHEN w.u < 0.07 THEN 'pg-row:' || substr(md5(g || ':' || $2::bigint), 1, 16)
            WHEN w.u < 0.10 THEN 'pg-advisory:' || substr(md5(g || ':' || $2::bigint), 1, 16) END,
       CASE WHEN w.u < 0.07 THEN (extract(epoch FROM w.stale_since) * 1000)::bigint + 30000 END,
       CASE WHEN w.u < 0.10 THEN w.stale_since ELSE now() - make_interval(secs => 86400 * 14 * power(pg_temp.rnd(g, 72, $2), 4)) END
FROM generate_series(1, $1::bigint) g,
     LATERAL (SELECT pg_temp.rnd(g, 71, $2) AS u,
                     now() - make_interval(secs => 120 + 3 * 86400 * pg_temp.rnd(g, 73, $2)) AS stale_since) w
ON CONFLICT (feed, sink) DO NOTHING)SQL"_s.arg(table);
    const qint64 n = execCount(
        conn, sql,
        { param(plan.options.effectiveCursors()), param(static_cast<qint64>(plan.options.seed)) },
        error);
    report.cursors = n;
    return n >= 0;
}

} // namespace poolsim::seedsteps
