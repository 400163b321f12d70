#pragma once

#include "tools/poolsim/pgconn.h"
#include "tools/poolsim/rng.h"

#include <QByteArray>
#include <QString>
#include <functional>
#include <optional>

namespace poolsim {

// One feed's sink: the key of a cursor row.
struct SinkId
{
    QString feed;
    QString sink;
};

// The worker's clock, epoch milliseconds: lease expiries are written from it (now + ttl), as
// the lease module writes them from its Clock. Tests substitute their own.
using EpochClock = std::function<qint64()>;
qint64 systemEpochMillis();

// A fresh holder id, pg-row:<hex> or pg-advisory:<hex>, from the generator, never the host.
QString newHolder(const QString &kind, Rng &rng);

// The sink lease statements of @kairos-es/feed-postgres (seed 000, lease.ts) for one cursor
// table, <schema>.<prefix>cursors. docs/simulator.md lists each one with its parameters.
// Statements that need the advisory lock key take the lock name as $1, so the key SQL is
// db/feedlock's KeySql verbatim; the name itself comes from feedlock::name().
struct SinkLeaseSql
{
    QString schema;
    QString prefix;
    QString table; // quoted, qualified

    // Run inside the take's own transaction: [lockName] -> taken
    QByteArray tryAdvisoryXactLock;
    // [feed, sink, holder, expiresAtMs, nowMs, xactLockTaken] -> position, or no row: held
    QByteArray takeLeaseRow;
    // [feed, sink, holder, expiresAtMs] -> lease_expires_at, or no row: lost
    QByteArray renewLeaseRow;
    // [feed, sink, holder]
    QByteArray releaseLease;
    // On the reserved session: [lockName] -> taken
    QByteArray tryAdvisoryLock;
    // On the reserved session: [lockName, feed, sink, holder, nowMs] -> position, or no row
    QByteArray claimAdvisoryHolder;
    // On the reserved session: [lockName] -> held
    QByteArray holdsAdvisoryLock;
    // On the reserved session: [lockName] -> released
    QByteArray advisoryUnlock;
    // [feed, sink, holder, expectedPosition, newPosition] -> position, or no row: fenced
    QByteArray advanceCursor;

    static SinkLeaseSql forTable(const QString &schema, const QString &prefix);
    QByteArray lockName(const SinkId &id) const;
};

// The cursor compare-and-set, fenced by holder: true when it moved, false when this holder no
// longer holds the row or the position was not `from`.
std::optional<bool> advanceCursor(PgConn &conn, const SinkLeaseSql &sql, const SinkId &id,
                                  const QString &holder, qint64 from, qint64 to, DbError *error);

// Releases the row if `holder` still holds it (a no-op otherwise).
bool releaseLease(PgConn &conn, const SinkLeaseSql &sql, const SinkId &id, const QString &holder,
                  DbError *error);

QString quoteIdentifier(const QString &name);

} // namespace poolsim
