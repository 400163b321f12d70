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

DbJob taskLeasesJob(int limit)
{
    DbJob job;
    job.label = u"task leases"_s;
    job.statements = {
        SqlStatement { QByteArrayLiteral("SELECT now()"), {}, false },
        // NULL expiries first: a leased task without one can never be reaped.
        SqlStatement {
            QByteArrayLiteral(
                "SELECT id, lease_owner, lease_token, lease_expires_at, attempts, max_attempts,"
                " kind, account_id, updated_at FROM tasks WHERE state = 'leased'"
                " ORDER BY lease_expires_at NULLS FIRST, id LIMIT $1"),
            { sqlparam::of(qint64(limit) + 1) },
            false },
    };
    job.decode = [limit](const JobResults &r) {
        LeaseSnapshot snap;
        snap.serverNowUs = r.view(0).timestamp(0, 0).value_or(0);
        const PgResultView v = r.view(1);
        snap.moreTaskLeases = v.rowCount() > limit;
        for (int i = 0; i < v.rowCount() && i < limit; ++i) {
            TaskLeaseRow t;
            t.taskId = v.int64(i, 0).value_or(0);
            t.owner = v.text(i, 1);
            t.token = v.text(i, 2);
            t.expiresAt = v.timestamp(i, 3);
            t.attempts = v.int64(i, 4);
            t.maxAttempts = v.int64(i, 5);
            t.kind = v.text(i, 6);
            t.accountId = v.int64(i, 7);
            t.updatedAt = v.timestamp(i, 8);
            snap.taskLeases.append(t);
        }
        return QVariant::fromValue(snap);
    };
    return job;
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
        " SELECT c.feed, c.sink, c.position, c.lease_holder, c.lease_expires_at, c.updated_at,"
        " k.pid, a.application_name, host(a.client_addr), a.backend_start, a.state, a.state_change,"
        " (a.pid IS NOT NULL AND a.backend_start IS NULL) AS hidden"
        " FROM ");
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
        for (int i = 0; i < v.rowCount() && i < limit; ++i) {
            SinkLeaseRow s;
            s.feed = v.text(i, 0);
            s.sink = v.text(i, 1);
            s.position = v.int64(i, 2);
            s.holder = v.text(i, 3);
            s.expiresAtMs = v.int64(i, 4);
            s.updatedAt = v.timestamp(i, 5);
            s.lockHeld = !v.isNull(i, 6);
            s.session.pid = static_cast<int>(v.int64(i, 6).value_or(0));
            s.session.applicationName = v.text(i, 7);
            s.session.clientAddress = v.text(i, 8);
            s.session.backendStart = v.timestamp(i, 9);
            s.session.state = v.text(i, 10);
            s.session.stateChange = v.timestamp(i, 11);
            s.sessionDetailsHidden = v.boolean(i, 12).value_or(false);
            snap.sinkLeases.append(s);
        }
        return QVariant::fromValue(snap);
    };
    return job;
}

} // namespace leasequery
