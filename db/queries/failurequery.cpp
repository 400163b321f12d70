#include "db/queries/failurequery.h"

#include "core/textcontexts.h"
#include "db/queries/failurecause.h"
#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

namespace failurequery {

namespace {

// The histogram's buckets over the window, oldest first (FailureQuery::histogramBuckets).
#define FAILURE_HISTOGRAM                                                                          \
    "concat_ws(',', count(*) FILTER (WHERE x.bk = 1), count(*) FILTER (WHERE x.bk = 2),"           \
    " count(*) FILTER (WHERE x.bk = 3), count(*) FILTER (WHERE x.bk = 4),"                         \
    " count(*) FILTER (WHERE x.bk = 5), count(*) FILTER (WHERE x.bk = 6),"                         \
    " count(*) FILTER (WHERE x.bk = 7), count(*) FILTER (WHERE x.bk = 8),"                         \
    " count(*) FILTER (WHERE x.bk = 9), count(*) FILTER (WHERE x.bk = 10),"                        \
    " count(*) FILTER (WHERE x.bk = 11), count(*) FILTER (WHERE x.bk = 12))"

#define FAILURE_BUCKET(at)                                                                         \
    "width_bucket(extract(epoch FROM " at "), extract(epoch FROM w.since),"                        \
    " extract(epoch FROM w.server_now) + 0.000001, 12)"

static_assert(FailureQuery::HistogramBuckets == 12, "FAILURE_HISTOGRAM lists 12 buckets");

QList<qint64> histogramOf(const QString &text)
{
    QList<qint64> out;
    for (const QString &n : text.split(u','))
        out.append(n.toLongLong());
    return out;
}

QStringList channelsOf(const QString &text)
{
    QStringList out;
    for (const QString &c : text.split(u", "_s, Qt::SkipEmptyParts))
        if (!out.contains(c))
            out.append(c);
    out.sort();
    return out;
}

FailureGroups decode(const PgResultView &v, const FailureQuery &query, bool replaysRead,
                     bool attemptsRead, const QString &attemptsUnread)
{
    FailureGroups out;
    out.replaysRead = replaysRead;
    out.attemptsRead = attemptsRead;
    out.attemptsUnread = attemptsUnread;
    const int source = v.column("source"), causeId = v.column("cause_id"),
              cause = v.column("cause"), kind = v.column("kind"), example = v.column("example"),
              channels = v.column("channels"), n = v.column("n"),
              deadNotReplayed = v.column("dead_not_replayed"), dead = v.column("dead"),
              accounts = v.column("accounts"), first = v.column("first_seen"),
              last = v.column("last_seen"), histogram = v.column("histogram");
    for (int r = 0; r < v.rowCount(); ++r) {
        const QString s = v.text(r, source);
        if (s == "window"_L1) {
            out.tasksRead = v.int64(r, n).value_or(0);
            out.capped = out.tasksRead >= query.scanCap;
            out.windowFromUs = v.timestamp(r, first).value_or(0);
            out.serverNowUs = v.timestamp(r, last).value_or(0);
            continue;
        }
        FailureGroup g;
        g.source = s == "task"_L1 ? FailureSource::Task : FailureSource::Attempt;
        g.causeId = v.text(r, causeId);
        g.cause = v.text(r, cause);
        g.kind = v.text(r, kind);
        g.example = v.text(r, example);
        g.channels = channelsOf(v.text(r, channels));
        g.count = v.int64(r, n).value_or(0);
        g.deadNotReplayed = v.int64(r, deadNotReplayed).value_or(0);
        g.dead = v.int64(r, dead).value_or(0);
        g.accounts = v.int64(r, accounts).value_or(0);
        g.firstSeen = v.timestamp(r, first);
        g.lastSeen = v.timestamp(r, last);
        g.histogram = histogramOf(v.text(r, histogram));
        out.groups.append(g);
    }
    return out;
}

} // namespace

DbJob groupsJob(const FailureQuery &query, bool replaysReadable, bool attemptsReadable,
                const QString &attemptsUnread)
{
    SqlBuilder sql("WITH w AS MATERIALIZED (SELECT now() AS server_now,"
                   " now() - make_interval(secs => $?) AS since),",
                   { sqlparam::of(qint64(query.withinSeconds)) });
    // No order: the cap bounds the scan, and a capped answer says it covered part of the
    // window (an order by time would need an index upstream does not have).
    sql.add(" f AS MATERIALIZED (SELECT t.id, t.kind, t.state, t.account_id, t.updated_at AS at,"
            " left(t.last_error, " FAILURE_CAUSE_CUT ") AS e FROM tasks t CROSS JOIN w"
            " WHERE t.state IN ('dead', 'failed_perm', 'failed_retry')"
            " AND t.updated_at >= w.since LIMIT $?),",
            { sqlparam::of(qint64(query.scanCap)) });
    if (attemptsReadable)
        // A join the planner chooses: for tens of thousands of failed tasks one pass over the
        // audit (about 0.35 s at 3M attempts) beats as many index probes of it.
        sql.add(" a AS MATERIALIZED (SELECT d.created_at AS at, left(d.error, " FAILURE_CAUSE_CUT
                ") AS e, f.kind, f.account_id FROM f JOIN notification_deliveries d"
                " ON d.task_id = f.id CROSS JOIN w WHERE d.created_at >= w.since"
                " AND (d.status IS NULL OR d.status NOT IN ('delivered', 'partial'))),"
                " texts AS (SELECT f.e FROM f UNION SELECT a.e FROM a),");
    else
        sql.add(" texts AS (SELECT DISTINCT f.e FROM f),");
    // Each distinct text is normalised once: an outage writes the same few texts thousands of
    // times.
    sql.add(" c AS MATERIALIZED (SELECT src.e, x.cause, x.channels FROM"
            " (SELECT texts.e FROM texts WHERE texts.e IS NOT NULL) src"
            " CROSS JOIN LATERAL (" FAILURE_CAUSE_SELECT ") x),");
    if (replaysReadable)
        sql.add(" r AS (SELECT f.*, CASE WHEN f.state = 'dead' THEN EXISTS (SELECT 1 FROM"
                " task_replays p WHERE p.original_task_id = f.id) ELSE false END AS replayed,");
    else
        sql.add(" r AS (SELECT f.*, false AS replayed,");
    sql.add(" coalesce(c.cause, '(no error recorded)') AS cause, c.channels,"
            " " FAILURE_BUCKET("f.at") " AS bk"
                                       " FROM f CROSS JOIN w LEFT JOIN c ON c.e = f.e)");
    sql.add(
        " SELECT * FROM (SELECT 'window' AS source, NULL AS cause_id, NULL AS cause, NULL AS kind,"
        " NULL AS example, NULL AS channels, (SELECT count(*) FROM f) AS n,"
        " 0::int8 AS dead_not_replayed, 0::int8 AS dead, 0::int8 AS accounts,"
        " w.since AS first_seen, w.server_now AS last_seen, NULL AS histogram FROM w"
        " UNION ALL SELECT 'task', left(md5(x.cause), 12), x.cause, x.kind,"
        " left(min(x.e), 300), string_agg(DISTINCT x.channels, ', '), count(*),"
        " count(*) FILTER (WHERE x.state = 'dead' AND NOT x.replayed),"
        " count(*) FILTER (WHERE x.state = 'dead'), count(DISTINCT x.account_id),"
        " min(x.at), max(x.at), " FAILURE_HISTOGRAM " FROM r x GROUP BY x.cause, x.kind");
    if (attemptsReadable)
        sql.add(" UNION ALL SELECT 'attempt', left(md5(x.cause), 12), x.cause, x.kind,"
                " left(min(x.e), 300), string_agg(DISTINCT x.channels, ', '), count(*),"
                " 0, 0, count(DISTINCT x.account_id), min(x.at), max(x.at), " FAILURE_HISTOGRAM
                " FROM (SELECT a.*, coalesce(c.cause, '(no error recorded)') AS cause,"
                " c.channels, " FAILURE_BUCKET("a.at") " AS bk"
                                                       " FROM a CROSS JOIN w LEFT JOIN c ON c.e = "
                                                       "a.e) x GROUP BY x.cause, x.kind");
    // The tasks' groups before the attempts': the tasks are what support acts on.
    sql.add(") u ORDER BY u.source = 'window' DESC, u.source = 'task' DESC, u.n DESC, u.cause,"
            " u.kind");

    DbJob job;
    job.label = u"failure groups"_s;
    // The statement's cost estimate passes jit_above_cost, and compiling its expressions took
    // longer than running it (about a second at 1M tasks): JIT is off for its transaction.
    job.statements
        = { SqlStatement { QByteArrayLiteral("SELECT set_config('jit', 'off', true)"), {}, false },
            sql.statement() };
    job.decode
        = [query, replaysReadable, attemptsReadable, attemptsUnread](const JobResults &results) {
              return QVariant::fromValue(decode(results.view(1), query, replaysReadable,
                                                attemptsReadable, attemptsUnread));
          };
    return job;
}

DbJob groupsJob(const FailureQuery &query, const SchemaInfo &schema)
{
    const RelationInfo *audit = schema.relation(u"notification_deliveries"_s);
    QString unread;
    if (!audit || !audit->exists)
        unread = FailureText::tr("this database has no table notification_deliveries");
    else if (!audit->canSelect)
        unread = FailureText::tr("the role %1 may not read notification_deliveries")
                     .arg(schema.currentUser);
    return groupsJob(query, schema.canRead(u"task_replays"_s), unread.isEmpty(), unread);
}

DbJob normaliseJob(const QStringList &errors)
{
    SqlBuilder sql("SELECT x.cause, left(md5(x.cause), 12), x.channels FROM unnest($?::text[])"
                   " WITH ORDINALITY AS src(e, i) CROSS JOIN LATERAL (" FAILURE_CAUSE_SELECT
                   ") x ORDER BY src.i",
                   { sqlparam::ofTextArray(errors) });
    DbJob job;
    job.label = u"normalise errors"_s;
    job.statements = { sql.statement() };
    job.decode = [](const JobResults &results) {
        const PgResultView v = results.view(0);
        QList<QStringList> out;
        for (int r = 0; r < v.rowCount(); ++r)
            out.append({ v.text(r, 0), v.text(r, 1), v.text(r, 2) });
        return QVariant::fromValue(out);
    };
    return job;
}

} // namespace failurequery
