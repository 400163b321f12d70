#pragma once

#include "tools/poolsim/leaserowlease.h"
#include "tools/poolsim/sinkleasesql.h"

#include <memory>

namespace poolsim {

// A sink held by a session advisory lock on a connection reserved for the lease (seed 000's
// advisoryLock kind). That connection must be a real session: a transaction pooler would hand
// the lock's session to another client between statements, which is why the simulator refuses
// the advisory kind on a DSN that looks pooled (advisoryConnectionFault).
//
// The worker thread owns both connections: `session` for the lock, the claim and the
// ensureHeld question; the ordinary connection for the cursor and the release.
class AdvisoryLease
{
public:
    // tryAdvisoryLock, then claimAdvisoryHolder on the same session. A claim that finds a
    // live lease row lets the lock go at once and reports Held.
    static std::unique_ptr<AdvisoryLease> acquire(PgConn &session, const SinkLeaseSql &sql,
                                                  const SinkId &id, const EpochClock &clock,
                                                  Rng &rng, TakeOutcome *outcome, DbError *error);

    // Asks the session that holds the lock whether it still does; a dead session cannot
    // answer, and an unanswered question is a lost lease.
    bool ensureHeld(PgConn &session) const;
    std::optional<bool> advance(PgConn &conn, qint64 from, qint64 to, DbError *error);
    // releaseLease on the ordinary connection, then the unlock on the session (in that order,
    // so a rival that wins the lock finds the row already free).
    void release(PgConn &conn, PgConn &session);

    const SinkId &sink() const { return m_id; }
    const QString &holder() const { return m_holder; }
    qint64 positionAtTake() const { return m_position; }

private:
    AdvisoryLease(const SinkLeaseSql &sql, SinkId id);

    const SinkLeaseSql &m_sql;
    const SinkId m_id;
    QString m_holder;
    qint64 m_position = 0;
};

// Why a DSN cannot carry a session lock, when it can tell (PgBouncer's default port 6432, a
// "-pooler" host, pgbouncer=true), or an empty string. As limited as the lease module's
// pooledConnectionFault: a pooler on any other address passes.
QString advisoryConnectionFault(const QString &dsn);

} // namespace poolsim
