#include "db/queries/leasequery.h"

#include "db/feedlock.h"
#include "db/sqlbuilder.h"

using namespace Qt::StringLiterals;

SinkLeaseRow::Kind SinkLeaseRow::kind() const
{
    if (holder.startsWith("pg-advisory:"_L1))
        return Kind::Advisory;
    if (holder.startsWith("pg-row:"_L1) || expiresAtMs)
        return Kind::LeaseRow;
    return Kind::Unknown;
}

namespace leasequery {

using L = TaskLeaseRow;
using enum ColumnNeed;

const RowColumns<TaskLeaseRow> &taskLeaseColumns()
{
    // All required: the release action compares owner, token and expiry (taskleaserelease).
    static const RowColumns<TaskLeaseRow> table {
        "tasks",
        {
            { "task_id", "t.id", Required, &decodeas::id<&L::taskId>, "id" },
            { "lease_owner", "t.lease_owner", Required, &decodeas::text<&L::owner> },
            { "lease_token", "t.lease_token", Required, &decodeas::text<&L::token> },
            { "lease_expires_at", "t.lease_expires_at", Required, &decodeas::time<&L::expiresAt> },
            { "attempts", "t.attempts", Required, &decodeas::integer<&L::attempts> },
            { "max_attempts", "t.max_attempts", Required, &decodeas::integer<&L::maxAttempts> },
            { "kind", "t.kind", Required, &decodeas::text<&L::kind> },
            { "account_id", "t.account_id", Required, &decodeas::integer<&L::accountId> },
            { "updated_at", "t.updated_at", Required, &decodeas::time<&L::updatedAt> },
        },
    };
    return table;
}

SqlBuilder taskLeasesSelect()
{
    SqlBuilder sql("SELECT ");
    sql.addSelectList(taskLeaseColumns().select()).add(" FROM tasks t");
    sql.where("t.state = 'leased'");
    return sql;
}

void addStuckOnly(SqlBuilder &sql)
{
    sql.where("(t.lease_expires_at IS NULL OR t.lease_expires_at < now())");
}

DbJob taskLeasesJob(int limit, bool stuckOnly)
{
    // NULL expiries first: a leased task without one can never be reaped.
    SqlBuilder sql = taskLeasesSelect();
    if (stuckOnly)
        addStuckOnly(sql);
    sql.add(" ORDER BY t.lease_expires_at NULLS FIRST, t.id LIMIT $?",
            { sqlparam::of(qint64(limit) + 1) });
    DbJob job;
    job.label = u"task leases"_s;
    job.statements
        = { SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false }, sql.statement() };
    job.decode = [limit](const JobResults &r) {
        LeaseSnapshot snap;
        snap.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        const PgResultView v = r.view(1);
        snap.moreTaskLeases = v.rowCount() > limit;
        const auto bound = taskLeaseColumns().bind(v);
        for (int i = 0; i < v.rowCount() && i < limit; ++i)
            snap.taskLeases.append(bound.decode(v, i));
        return QVariant::fromValue(snap);
    };
    return job;
}

using S = SinkLeaseRow;

const RowColumns<SinkLeaseRow> &sinkLeaseColumns()
{
    // The cursor row's (c), then the session holding its advisory lock (k: the locks; a:
    // pg_stat_activity), computed by the statement. The relation's name is the feed's.
    static const RowColumns<SinkLeaseRow> table {
        "feed_cursors",
        {
            { "feed", "c.feed", Required, &decodeas::text<&S::feed> },
            { "sink", "c.sink", Required, &decodeas::text<&S::sink> },
            { "position", "c.position", Required, &decodeas::integer<&S::position> },
            { "lease_holder", "c.lease_holder", Required, &decodeas::text<&S::holder> },
            { "lease_expires_at_ms", "c.lease_expires_at", Required,
              &decodeas::integer<&S::expiresAtMs>, "lease_expires_at" },
            { "updated_at", "c.updated_at", Required, &decodeas::time<&S::updatedAt> },
            { "holder_pid", "k.pid", Computed,
              [](S &s, const PgResultView &v, int r, int c, RepeatedText &) {
                  s.lockHeld = !v.isNull(r, c);
                  s.session.pid = static_cast<int>(v.int64(r, c).value_or(0));
              } },
            { "holder_application_name", "a.application_name", Computed,
              [](S &s, const PgResultView &v, int r, int c, RepeatedText &) {
                  s.session.applicationName = v.text(r, c);
              } },
            { "holder_client_addr", "host(a.client_addr)", Computed,
              [](S &s, const PgResultView &v, int r, int c, RepeatedText &) {
                  s.session.clientAddress = v.text(r, c);
              } },
            { "holder_backend_start", "a.backend_start", Computed,
              [](S &s, const PgResultView &v, int r, int c, RepeatedText &) {
                  s.session.backendStart = v.timestamp(r, c);
              } },
            { "holder_state", "a.state", Computed,
              [](S &s, const PgResultView &v, int r, int c, RepeatedText &) {
                  s.session.state = v.text(r, c);
              } },
            { "holder_state_change", "a.state_change", Computed,
              [](S &s, const PgResultView &v, int r, int c, RepeatedText &) {
                  s.session.stateChange = v.timestamp(r, c);
              } },
            { "holder_details_hidden", "(a.pid IS NOT NULL AND a.backend_start IS NULL)", Computed,
              [](S &s, const PgResultView &v, int r, int c, RepeatedText &) {
                  s.sessionDetailsHidden = v.boolean(r, c).value_or(false);
              } },
        },
    };
    return table;
}

SqlBuilder sinkLeasesSelect(const FeedTable &feed)
{
    // The advisory locks of this database, read once (pg_locks is a function scan), then
    // matched to each advisory holder's key. A lock's int8 key shows as (classid, objid).
    SqlBuilder sql(
        "WITH locks AS MATERIALIZED ("
        " SELECT (l.classid::int8 << 32) | l.objid::int8 AS key, l.pid FROM pg_locks l"
        " WHERE l.locktype = 'advisory' AND l.objsubid = 1 AND l.granted"
        " AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()))"
        " SELECT ");
    sql.addSelectList(sinkLeaseColumns().select()).add(" FROM ");
    sql.addIdentifier(feed.schema).add(".").addIdentifier(feed.tableName());
    sql.add(" c LEFT JOIN locks k ON c.lease_expires_at IS NULL AND k.key = hashtextextended(");
    sql.add(feedlock::NameSqlOfCursorRow, { sqlparam::of(feed.schema), sqlparam::of(feed.prefix) });
    sql.add(", 0) LEFT JOIN pg_stat_activity a ON a.pid = k.pid");
    sql.where("c.lease_holder IS NOT NULL");
    return sql;
}

DbJob sinkLeasesJob(const FeedTable &feed, int limit)
{
    SqlBuilder sql = sinkLeasesSelect(feed);
    sql.add(" ORDER BY c.feed, c.sink LIMIT $?", { sqlparam::of(qint64(limit) + 1) });

    DbJob job;
    job.label = u"sink leases"_s;
    job.statements
        = { SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false }, sql.statement() };
    job.decode = [limit](const JobResults &r) {
        LeaseSnapshot snap;
        snap.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        const PgResultView v = r.view(1);
        snap.moreSinkLeases = v.rowCount() > limit;
        const auto bound = sinkLeaseColumns().bind(v);
        for (int i = 0; i < v.rowCount() && i < limit; ++i)
            snap.sinkLeases.append(bound.decode(v, i));
        return QVariant::fromValue(snap);
    };
    return job;
}

} // namespace leasequery
