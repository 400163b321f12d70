#include "db/queries/dashboardquery.h"

#include "db/queries/alarmquery.h"
#include "db/queries/leasequery.h"
#include "db/queries/taskquery.h"

using namespace Qt::StringLiterals;

qint64 DashboardRange::bucketSeconds() const
{
    switch (span) {
    case DashboardSpan::Minutes15:
        return 30;
    case DashboardSpan::Hour1:
        return 120;
    case DashboardSpan::Hours24:
        return 3600;
    case DashboardSpan::Days7:
        return 6 * 3600;
    }
    return 120;
}

int DashboardRange::bucketCount() const
{
    switch (span) {
    case DashboardSpan::Minutes15:
        return 30;
    case DashboardSpan::Hour1:
        return 30;
    case DashboardSpan::Hours24:
        return 24;
    case DashboardSpan::Days7:
        return 28;
    }
    return 30;
}

QList<DashboardSpan> DashboardRange::all()
{
    return { DashboardSpan::Minutes15, DashboardSpan::Hour1, DashboardSpan::Hours24,
             DashboardSpan::Days7 };
}

namespace dashboardquery {

namespace {

// Every range statement takes $1 the bucket width in seconds, $2 the number of buckets and $3
// the origin (the Unix epoch): the range [lo, hi) ends with the bucket that holds now().
constexpr char RangeCte[]
    = "r AS (SELECT c.cur - make_interval(secs => $1::int8 * ($2::int8 - 1)) AS lo,"
      " c.cur + make_interval(secs => $1::int8) AS hi"
      " FROM (SELECT date_bin(make_interval(secs => $1::int8), now(), $3::timestamptz) AS cur) c)";
// Every bucket of the range, as g(lo): the empty ones too.
constexpr char BucketsFrom[] = " FROM generate_series((SELECT lo FROM r), (SELECT hi FROM r) - "
                               "make_interval(secs => $1::int8),"
                               " make_interval(secs => $1::int8)) g(lo)";
constexpr char InRange[]
    = " d.created_at >= (SELECT lo FROM r) AND d.created_at < (SELECT hi FROM r)";

// The bounds of the range in the table @T: `ids` (first, last) and `basis` (exact, volume,
// stride). $4 is the exact cap, $5 the sample target.
//
// With the created_at index: a capped count of the range, and its first id.
constexpr char IndexedBounds[]
    = ", n AS MATERIALIZED (SELECT count(*) AS n FROM (SELECT 1 FROM @T d WHERE"
      "@R"
      " LIMIT $4::int8 + 1) x)"
      ", ids AS MATERIALIZED (SELECT (SELECT d.id FROM @T d WHERE d.created_at >= (SELECT lo FROM "
      "r)"
      " ORDER BY d.created_at LIMIT 1) AS first, (SELECT max(d.id) FROM @T d) AS last)"
      ", basis AS MATERIALIZED (SELECT n.n <= $4::int8 AS exact,"
      " CASE WHEN n.n <= $4::int8 THEN n.n ELSE coalesce(ids.last - ids.first + 1, 0) END AS "
      "volume,"
      " greatest(1, ceil(coalesce(ids.last - ids.first + 1, 0)::numeric / $5::int8))::int8 AS "
      "stride"
      " FROM n, ids)";
// Without it: the first id at or past the range's start, by a binary search on the primary
// key (each step one index probe: about log2(rows) of them), and the id interval's width as
// the volume.
constexpr char ProbedBounds[]
    = ", s(lo, hi) AS (SELECT (SELECT min(d.id) FROM @T d), (SELECT max(d.id) FROM @T d) + 1"
      " UNION ALL SELECT CASE WHEN p.ok THEN s.lo ELSE p.id + 1 END,"
      " CASE WHEN p.ok THEN (s.lo + s.hi) / 2 ELSE s.hi END"
      " FROM s CROSS JOIN LATERAL (SELECT d.id, coalesce(d.created_at >= (SELECT lo FROM r), "
      "false) AS ok"
      " FROM @T d WHERE d.id >= (s.lo + s.hi) / 2 ORDER BY d.id LIMIT 1) p WHERE s.lo < s.hi)"
      ", ids AS MATERIALIZED (SELECT (SELECT max(s.lo) FROM s) AS first, (SELECT max(d.id) FROM @T "
      "d) AS last)"
      ", basis AS MATERIALIZED (SELECT greatest(coalesce(ids.last - ids.first + 1, 0), 0) <= "
      "$4::int8 AS exact,"
      " greatest(coalesce(ids.last - ids.first + 1, 0), 0) AS volume,"
      " greatest(1, ceil(greatest(coalesce(ids.last - ids.first + 1, 0), 0)::numeric / "
      "$5::int8))::int8 AS stride"
      " FROM ids)";
// `picked`: the rows of the range with their weight w. Exact reads are gated on basis.exact,
// so the branch not taken never runs (a one-time filter).
constexpr char IndexedExact[] = ", picked AS (SELECT d.created_at, @C, 1::int8 AS w FROM @T d "
                                "WHERE (SELECT exact FROM basis) AND"
                                "@R";
constexpr char ProbedExact[]
    = ", picked AS (SELECT x.* FROM (SELECT d.created_at, @C, 1::int8 AS w FROM @T d"
      " WHERE (SELECT exact FROM basis) AND d.id >= (SELECT first FROM ids) ORDER BY d.id LIMIT "
      "$4::int8) x"
      " WHERE x.created_at >= (SELECT lo FROM r) AND x.created_at < (SELECT hi FROM r)";
// A systematic sample: every stride-th id of the interval, each an index probe (LATERAL with
// LIMIT keeps the planner from hashing the whole table for it).
constexpr char Sampled[]
    = " UNION ALL SELECT d.* FROM generate_series((SELECT first FROM ids), (SELECT last FROM ids),"
      " (SELECT stride FROM basis)) g(id) CROSS JOIN LATERAL (SELECT d.created_at, @C,"
      " (SELECT stride FROM basis) AS w FROM @T d WHERE d.id = g.id LIMIT 1) d"
      " WHERE NOT (SELECT exact FROM basis) AND"
      "@R"
      ")";

// "WITH RECURSIVE r, ..., basis, picked" over `table`, picking `columns` (of alias d).
QByteArray pickedInRange(const QByteArray &table, const QByteArray &columns, bool indexed)
{
    QByteArray sql = "WITH RECURSIVE ";
    sql += RangeCte;
    sql += indexed ? IndexedBounds : ProbedBounds;
    sql += indexed ? IndexedExact : ProbedExact;
    sql += Sampled;
    sql.replace("@R", InRange).replace("@T", table).replace("@C", columns);
    return sql;
}

QList<SqlParam> rangeParams(const DashboardRange &range)
{
    return { sqlparam::of(range.bucketSeconds()), sqlparam::of(qint64(range.bucketCount())),
             sqlparam::ofTime(0) };
}

QList<SqlParam> limitParams(const DashboardRange &range, const AggregateLimits &limits)
{
    return rangeParams(range)
        + QList<SqlParam> { sqlparam::of(limits.exactCap), sqlparam::of(limits.sampleTarget) };
}

// The first statement of every range job: the server's clock and the range it makes.
SqlStatement rangeHeader(const DashboardRange &range)
{
    return { QByteArray("WITH ") + RangeCte + " SELECT now(), lo, hi FROM r", rangeParams(range),
             false };
}

void decodeHeader(const PgResultView &v, qint64 *now, qint64 *from, qint64 *to)
{
    *now = v.timestamp(0, 0).value_or(0);
    *from = v.timestamp(0, 1).value_or(0);
    *to = v.timestamp(0, 2).value_or(0);
}

// Bucket rows (start, values..., then exact, volume, stride unless `probed` is null) into a
// series.
BucketSeries decodeBuckets(const JobResults &r, const QStringList &names,
                           const DashboardRange &range, std::optional<bool> probed)
{
    BucketSeries s;
    decodeHeader(r.view(0), &s.serverNowUs, &s.fromUs, &s.toUs);
    s.bucketUs = range.bucketSeconds() * 1000000;
    s.names = names;
    const PgResultView v = r.view(1);
    const int n = static_cast<int>(names.size());
    for (int i = 0; i < v.rowCount(); ++i) {
        BucketRow b;
        b.startUs = v.timestamp(i, 0).value_or(0);
        for (int c = 0; c < n; ++c)
            b.values.append(v.int64(i, 1 + c).value_or(0));
        s.buckets.append(b);
    }
    if (!probed)
        return s;
    if (v.rowCount() > 0) {
        s.basis.sampled = !v.boolean(0, n + 1).value_or(true);
        s.basis.rows = v.int64(0, n + 2).value_or(0);
        s.basis.stride = s.basis.sampled ? v.int64(0, n + 3).value_or(1) : 1;
    }
    s.basis.byIdProbe = *probed;
    return s;
}

constexpr char DeliveriesTable[] = "notification_deliveries";

} // namespace

namespace {

// A job over the rows picked in the range: `aggregate` (",agg AS (… FROM picked …) SELECT g.lo,
// values…") is completed with every bucket and the basis, and decoded into `names`.
DbJob bucketJob(const QString &label, const QByteArray &table, const QByteArray &columns,
                const char *aggregate, const QStringList &names, const DashboardRange &range,
                const AggregateLimits &limits)
{
    QByteArray sql = pickedInRange(table, columns, limits.createdAtIndexed);
    sql += aggregate;
    sql += ", b.exact, b.volume, b.stride";
    sql += BucketsFrom;
    sql += " LEFT JOIN agg a USING (lo) CROSS JOIN basis b ORDER BY g.lo";
    DbJob job;
    job.label = label;
    job.statements = { rangeHeader(range), { sql, limitParams(range, limits), false } };
    const bool probed = !limits.createdAtIndexed;
    job.decode = [names, range, probed](const JobResults &r) {
        return QVariant::fromValue(decodeBuckets(r, names, range, probed));
    };
    return job;
}

} // namespace

DbJob outcomesJob(const DashboardRange &range, const AggregateLimits &limits)
{
    return bucketJob(
        u"dashboard delivery outcomes"_s, DeliveriesTable, "d.status",
        ", agg AS (SELECT date_bin(make_interval(secs => $1::int8), created_at, $3::timestamptz) "
        "AS lo,"
        " sum(w) FILTER (WHERE status = 'delivered') AS delivered,"
        " sum(w) FILTER (WHERE status = 'partial') AS partial,"
        " sum(w) FILTER (WHERE status = 'retryable') AS retryable,"
        " sum(w) FILTER (WHERE status = 'permanent') AS permanent,"
        " sum(w) FILTER (WHERE status IS NULL"
        "  OR status NOT IN ('delivered', 'partial', 'retryable', 'permanent')) AS other"
        " FROM picked GROUP BY 1)"
        " SELECT g.lo, coalesce(a.delivered, 0)::int8, coalesce(a.partial, 0)::int8,"
        " coalesce(a.retryable, 0)::int8, coalesce(a.permanent, 0)::int8, coalesce(a.other, "
        "0)::int8",
        { u"delivered"_s, u"partial"_s, u"retryable"_s, u"permanent"_s, u"other"_s }, range,
        limits);
}

DbJob enqueuedJob(const DashboardRange &range, const AggregateLimits &limits)
{
    return bucketJob(u"dashboard enqueued tasks"_s, "tasks", "d.id",
                     ", agg AS (SELECT date_bin(make_interval(secs => $1::int8), created_at, "
                     "$3::timestamptz) AS lo,"
                     " sum(w) AS n FROM picked GROUP BY 1) SELECT g.lo, coalesce(a.n, 0)::int8",
                     { u"enqueued"_s }, range, limits);
}

DbJob deadJob(const DashboardRange &range, qint64 deadCap)
{
    QByteArray sql = "WITH ";
    sql += RangeCte;
    // A capped count first: past the cap, reading every dead task to find the range's would
    // cost more than a dashboard may, and the scan is skipped.
    sql += ", total AS MATERIALIZED (SELECT count(*) AS n FROM (SELECT 1 FROM tasks t WHERE "
           "t.state = 'dead'"
           " LIMIT $4::int8 + 1) x)"
           ", dead AS MATERIALIZED (SELECT t.updated_at FROM tasks t WHERE (SELECT n FROM total) "
           "<= $4::int8"
           " AND t.state = 'dead' AND t.updated_at >= (SELECT lo FROM r) AND t.updated_at < "
           "(SELECT hi FROM r))"
           ", agg AS (SELECT date_bin(make_interval(secs => $1::int8), updated_at, "
           "$3::timestamptz) AS lo,"
           " count(*) AS n FROM dead GROUP BY 1)"
           " SELECT g.lo, coalesce(a.n, 0)::int8, (SELECT n FROM total) > $4::int8";
    sql += BucketsFrom;
    sql += " LEFT JOIN agg a USING (lo) ORDER BY g.lo";

    DbJob job;
    job.label = u"dashboard dead tasks"_s;
    job.statements
        = { rangeHeader(range),
            { sql, rangeParams(range) + QList<SqlParam> { sqlparam::of(deadCap) }, false } };
    job.decode = [range, deadCap](const JobResults &r) {
        // Read whole, through idx_tasks_state: exact, no basis columns.
        BucketSeries s = decodeBuckets(r, { u"dead"_s }, range, std::nullopt);
        const PgResultView v = r.view(1);
        if (v.rowCount() > 0 && v.boolean(0, 2).value_or(false))
            s.skippedOver = deadCap;
        for (const BucketRow &b : s.buckets)
            s.basis.rows += b.values.value(0);
        return QVariant::fromValue(s);
    };
    return job;
}

DbJob durationsJob(const DashboardRange &range, const AggregateLimits &limits, int workers)
{
    QByteArray sql
        = pickedInRange(DeliveriesTable, "d.worker_id, d.duration_ms", limits.createdAtIndexed);
    sql += " SELECT coalesce(worker_id, ''), sum(w)::int8,"
           " percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms),"
           " percentile_cont(0.95) WITHIN GROUP (ORDER BY duration_ms),"
           " (SELECT exact FROM basis), (SELECT volume FROM basis), (SELECT stride FROM basis)"
           " FROM picked WHERE duration_ms IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT "
           "$6::int8 + 1";

    DbJob job;
    job.label = u"dashboard delivery durations"_s;
    job.statements
        = { rangeHeader(range),
            { sql, limitParams(range, limits) + QList<SqlParam> { sqlparam::of(qint64(workers)) },
              false } };
    const bool probed = !limits.createdAtIndexed;
    job.decode = [workers, probed](const JobResults &r) {
        DurationStats s;
        decodeHeader(r.view(0), &s.serverNowUs, &s.fromUs, &s.toUs);
        const PgResultView v = r.view(1);
        s.moreWorkers = v.rowCount() > workers;
        for (int i = 0; i < v.rowCount() && i < workers; ++i) {
            WorkerDuration w;
            w.worker = v.text(i, 0);
            w.attempts = v.int64(i, 1).value_or(0);
            w.p50Ms = v.real(i, 2).value_or(0);
            w.p95Ms = v.real(i, 3).value_or(0);
            s.workers.append(w);
        }
        if (v.rowCount() > 0) {
            s.basis.sampled = !v.boolean(0, 4).value_or(true);
            s.basis.rows = v.int64(0, 5).value_or(0);
            s.basis.stride = s.basis.sampled ? v.int64(0, 6).value_or(1) : 1;
        }
        s.basis.byIdProbe = probed;
        return QVariant::fromValue(s);
    };
    return job;
}

DbJob sampleJob(const SampleSources &sources)
{
    const DbJob counts = taskquery::countsJob(sources.countCap, sources.knownEstimates);
    const DbJob sinks = leasequery::sinkLeasesJob(sources.feed, 10000);
    DbJob job;
    job.label = u"dashboard sample"_s;
    job.statements = counts.statements;
    // What the workers could lease now (the lease query's own condition), capped like the
    // counts, and how long its longest-waiting task has been ready.
    job.statements.append(
        { QByteArrayLiteral("SELECT now(), count(*), min(q.since) FROM (SELECT "
                            "coalesce(t.not_before, t.created_at)"
                            " AS since FROM tasks t WHERE t.state IN ('queued', 'failed_retry')"
                            " AND (t.not_before IS NULL OR t.not_before <= now()) LIMIT $1) q"),
          { sqlparam::of(sources.countCap) },
          false });
    const int countsSize = static_cast<int>(counts.statements.size());
    const int sinksAt = static_cast<int>(job.statements.size());
    if (sources.sinkLeases)
        job.statements += sinks.statements;
    const int alarmsAt = static_cast<int>(job.statements.size());
    if (sources.alarmDebt)
        job.statements.append(alarmquery::bucketsStatement(sources.alarmOwedByAgeIndexed));

    job.decode = [counts, sinks, sources, countsSize, sinksAt, alarmsAt](const JobResults &r) {
        SampleReply reply;
        LiveSample &s = reply.sample;
        const auto states = counts.decode(r.slice(0, countsSize)).value<TaskStateCounts>();
        reply.estimatesRead = states.estimatesRead;
        const QStringList order = taskstate::all();
        for (const StateCount &c : states.states) {
            const auto i = order.indexOf(c.state);
            if (i < 0 || i >= LiveSample::StateCount)
                continue;
            s.states[i] = c.count;
            if (!c.exact)
                s.estimatedStates |= 1u << i;
        }
        const PgResultView q = r.view(countsSize);
        s.atUs = q.timestamp(0, 0).value_or(0);
        s.queueDepth = q.int64(0, 1).value_or(0);
        s.queueDepthCapped = s.queueDepth >= sources.countCap;
        s.oldestReadySinceUs = q.timestamp(0, 2);
        s.taskLeasesExpired = states.expiredLeases;
        s.taskLeasesActive
            = qMax<qint64>(0, s.states[order.indexOf(taskstate::Leased)] - states.expiredLeases);
        if (sources.sinkLeases) {
            const auto leases
                = sinks.decode(r.slice(sinksAt, alarmsAt - sinksAt)).value<LeaseSnapshot>();
            const qint64 nowMs = leases.serverNowUs / 1000;
            s.sinkLeasesRead = true;
            for (const SinkLeaseRow &row : leases.sinkLeases) {
                if (row.isStale())
                    ++s.sinkLeasesStale;
                else if (row.isExpired(nowMs))
                    ++s.sinkLeasesExpired;
                else
                    ++s.sinkLeasesActive;
            }
        }
        if (sources.alarmDebt) {
            s.alarmDebtRead = true;
            s.alarmDebt = alarmquery::decodeBuckets(r.view(alarmsAt));
        }
        return QVariant::fromValue(reply);
    };
    return job;
}

} // namespace dashboardquery
