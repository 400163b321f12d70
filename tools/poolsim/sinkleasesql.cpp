#include "tools/poolsim/sinkleasesql.h"

#include "db/feedlock.h"
#include "tools/poolsim/rng.h"

#include <chrono>

using namespace Qt::StringLiterals;

namespace poolsim {

qint64 systemEpochMillis()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

QString newHolder(const QString &kind, Rng &rng)
{
    return u"pg-"_s + kind + u':' + QString::fromLatin1(rng.hex(16));
}

QString quoteIdentifier(const QString &name)
{
    QString quoted = name;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u'"' + quoted + u'"';
}

SinkLeaseSql SinkLeaseSql::forTable(const QString &schema, const QString &prefix)
{
    SinkLeaseSql s;
    s.schema = schema;
    s.prefix = prefix;
    s.table = quoteIdentifier(schema) + u'.' + quoteIdentifier(prefix + u"cursors"_s);
    const QString key = QString::fromLatin1(feedlock::KeySql);
    // Whether this backend holds the session lock on key $1: pg_locks shows a bigint advisory
    // key as its (classid, objid) halves with objsubid 1.
    const QString holds
        = u"EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted"
          " AND pid = pg_backend_pid() AND objsubid = 1"
          " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
          " AND ((classid::bigint << 32) | objid::bigint) = %1)"_s.arg(key);
    auto sql = [&](const QString &text) {
        return text.arg(s.table).toUtf8();
    };

    s.tryAdvisoryXactLock = (u"SELECT pg_try_advisory_xact_lock(%1) AS taken"_s.arg(key)).toUtf8();
    // Free, expired (the stored expiry is when a rival may take it), or an advisory holder
    // (no expiry) whose session is gone, which this transaction's own try of the lock ($6)
    // proves. A live holder of either kind leaves it alone: no row comes back.
    s.takeLeaseRow
        = sql(uR"SQL(INSERT INTO %1 AS c (feed, sink, lease_holder, lease_expires_at, updated_at)
VALUES ($1, $2, $3, $4::bigint, now())
ON CONFLICT (feed, sink) DO UPDATE
SET lease_holder = EXCLUDED.lease_holder, lease_expires_at = EXCLUDED.lease_expires_at,
    updated_at = now()
WHERE c.lease_holder IS NULL
   OR c.lease_expires_at <= $5::bigint
   OR (c.lease_expires_at IS NULL AND $6::boolean)
RETURNING c.position)SQL"_s);
    // GREATEST: a renewal that lands late (after a later one) never moves the expiry back.
    s.renewLeaseRow = sql(uR"SQL(UPDATE %1
SET lease_expires_at = GREATEST(lease_expires_at, $4::bigint), updated_at = now()
WHERE feed = $1 AND sink = $2 AND lease_holder = $3
RETURNING lease_expires_at)SQL"_s);
    s.releaseLease = sql(uR"SQL(UPDATE %1
SET lease_holder = NULL, lease_expires_at = NULL, updated_at = now()
WHERE feed = $1 AND sink = $2 AND lease_holder = $3)SQL"_s);
    s.tryAdvisoryLock = (u"SELECT pg_try_advisory_lock(%1) AS taken"_s.arg(key)).toUtf8();
    // Proposes a row only while this session holds the lock, so a session that lost it (or
    // died, and cannot run this at all) never overwrites the successor that took it. Takes a
    // free row, an advisory holder's (holding the lock proves that session is gone) or an
    // expired lease row; a live lease row keeps the sink.
    s.claimAdvisoryHolder
        = sql(uR"SQL(INSERT INTO %1 AS c (feed, sink, lease_holder, lease_expires_at, updated_at)
SELECT $2::text, $3::text, $4::text, NULL::bigint, now()
WHERE )SQL"_s + holds
              + uR"SQL(
ON CONFLICT (feed, sink) DO UPDATE
SET lease_holder = EXCLUDED.lease_holder, lease_expires_at = NULL, updated_at = now()
WHERE c.lease_holder IS NULL
   OR c.lease_expires_at IS NULL
   OR c.lease_expires_at <= $5::bigint
RETURNING c.position)SQL"_s);
    s.holdsAdvisoryLock = (u"SELECT "_s + holds + u" AS held"_s).toUtf8();
    s.advisoryUnlock = (u"SELECT pg_advisory_unlock(%1) AS released"_s.arg(key)).toUtf8();
    s.advanceCursor = sql(uR"SQL(UPDATE %1
SET position = $5::bigint, updated_at = now()
WHERE feed = $1 AND sink = $2 AND lease_holder = $3 AND position = $4::bigint
RETURNING position)SQL"_s);
    return s;
}

QByteArray SinkLeaseSql::lockName(const SinkId &id) const
{
    return feedlock::name(schema, prefix, id.feed, id.sink).toUtf8();
}

std::optional<bool> advanceCursor(PgConn &conn, const SinkLeaseSql &sql, const SinkId &id,
                                  const QString &holder, qint64 from, qint64 to, DbError *error)
{
    const PgResult r
        = conn.exec(sql.advanceCursor.constData(),
                    { param(id.feed), param(id.sink), param(holder), param(from), param(to) });
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return std::nullopt;
    }
    return r.rows() == 1;
}

bool releaseLease(PgConn &conn, const SinkLeaseSql &sql, const SinkId &id, const QString &holder,
                  DbError *error)
{
    const PgResult r = conn.exec(sql.releaseLease.constData(),
                                 { param(id.feed), param(id.sink), param(holder) });
    if (error)
        *error = r.error();
    return r.ok();
}

} // namespace poolsim
