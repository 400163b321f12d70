#include "tools/poolsim/advisorylease.h"

using namespace Qt::StringLiterals;

namespace poolsim {

AdvisoryLease::AdvisoryLease(const SinkLeaseSql &sql, SinkId id) : m_sql(sql), m_id(std::move(id))
{
}

std::unique_ptr<AdvisoryLease> AdvisoryLease::acquire(PgConn &session, const SinkLeaseSql &sql,
                                                      const SinkId &id, const EpochClock &clock,
                                                      Rng &rng, TakeOutcome *outcome,
                                                      DbError *error)
{
    *outcome = TakeOutcome::Failed;
    const QByteArray name = sql.lockName(id);
    const PgResult taken = session.exec(sql.tryAdvisoryLock.constData(), { name });
    if (!taken.ok()) {
        if (error)
            *error = taken.error();
        return nullptr;
    }
    if (!taken.boolean(0, 0)) {
        *outcome = TakeOutcome::Held;
        return nullptr;
    }
    std::unique_ptr<AdvisoryLease> lease(new AdvisoryLease(sql, id));
    lease->m_holder = newHolder(u"advisory"_s, rng);
    const PgResult claimed = session.exec(
        sql.claimAdvisoryHolder.constData(),
        { name, param(id.feed), param(id.sink), param(lease->m_holder), param(clock()) });
    if (!claimed.ok() || claimed.rows() == 0) {
        // A live lease row holds the sink (or the lock is gone): the lock guards nothing now,
        // so it goes at once, and another advisory worker may try the moment that row lapses.
        session.exec(sql.advisoryUnlock.constData(), { name });
        if (!claimed.ok()) {
            if (error)
                *error = claimed.error();
            return nullptr;
        }
        *outcome = TakeOutcome::Held;
        return nullptr;
    }
    *outcome = TakeOutcome::Taken;
    lease->m_position = claimed.int64(0, 0);
    return lease;
}

bool AdvisoryLease::ensureHeld(PgConn &session) const
{
    const PgResult r = session.exec(m_sql.holdsAdvisoryLock.constData(), { m_sql.lockName(m_id) });
    return r.ok() && r.rows() == 1 && r.boolean(0, 0);
}

std::optional<bool> AdvisoryLease::advance(PgConn &conn, qint64 from, qint64 to, DbError *error)
{
    return advanceCursor(conn, m_sql, m_id, m_holder, from, to, error);
}

void AdvisoryLease::release(PgConn &conn, PgConn &session)
{
    releaseLease(conn, m_sql, m_id, m_holder, nullptr);
    session.exec(m_sql.advisoryUnlock.constData(), { m_sql.lockName(m_id) });
}

QString advisoryConnectionFault(const QString &dsn)
{
    DbError error;
    const ConnectionParams params = simulatorParams(dsn, &error);
    QStringList signs;
    if (params.value("host").contains(u"-pooler"_s))
        signs.append(u"a \"-pooler\" host, which is a pooled endpoint"_s);
    if (params.value("port") == "6432"_L1)
        signs.append(u"port 6432, PgBouncer's default"_s);
    if (dsn.contains(u"pgbouncer=true"_s))
        signs.append(u"a pgbouncer=true parameter"_s);
    if (signs.isEmpty())
        return {};
    return u"the DSN looks like a transaction pooler (%1), which hands a session to other clients"
           " between statements and so cannot hold a session advisory lock; give the advisory"
           " workers a direct connection, or run with --lease-kinds row"_s.arg(signs.join(u"; "_s));
}

} // namespace poolsim
