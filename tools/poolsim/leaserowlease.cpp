#include "tools/poolsim/leaserowlease.h"

using namespace Qt::StringLiterals;
using std::chrono::milliseconds;

namespace poolsim {

std::optional<LeaseRowConfig> LeaseRowConfig::make(milliseconds ttl, milliseconds heartbeat,
                                                   std::optional<milliseconds> margin,
                                                   QString *error)
{
    if (ttl.count() <= 0 || heartbeat.count() <= 0 || (margin && margin->count() <= 0)) {
        *error = u"lease ttl, heartbeat and margin must be positive"_s;
        return std::nullopt;
    }
    if (heartbeat >= ttl) {
        *error
            = u"the lease heartbeat must be shorter than its ttl, or the lease lapses between renewals"_s;
        return std::nullopt;
    }
    LeaseRowConfig c;
    c.ttl = ttl;
    c.heartbeat = heartbeat;
    c.margin = margin.value_or(ttl / 3);
    if (c.heartbeat + c.margin >= c.ttl) {
        *error = u"the lease heartbeat plus its margin must be shorter than its ttl, or ensureHeld"
                 " fails between two renewals that both landed"_s;
        return std::nullopt;
    }
    return c;
}

LeaseRowLease::LeaseRowLease(const SinkLeaseSql &sql, SinkId id, LeaseRowConfig config,
                             EpochClock clock)
    : m_sql(sql), m_id(std::move(id)), m_config(config), m_clock(std::move(clock))
{
}

std::unique_ptr<LeaseRowLease> LeaseRowLease::take(PgConn &conn, const SinkLeaseSql &sql,
                                                   const SinkId &id, const LeaseRowConfig &config,
                                                   const EpochClock &clock, Rng &rng,
                                                   TakeOutcome *outcome, DbError *error)
{
    *outcome = TakeOutcome::Failed;
    std::unique_ptr<LeaseRowLease> lease(new LeaseRowLease(sql, id, config, clock));
    lease->m_holder = newHolder(u"row"_s, rng);
    const qint64 now = clock();
    if (!conn.run("BEGIN", error))
        return nullptr;
    const PgResult lock = conn.exec(sql.tryAdvisoryXactLock.constData(), { sql.lockName(id) });
    const PgResult taken = lock.ok()
        ? conn.exec(sql.takeLeaseRow.constData(),
                    { param(id.feed), param(id.sink), param(lease->m_holder),
                      param(now + config.ttl.count()), param(now),
                      param(lock.rows() == 1 && lock.boolean(0, 0)) })
        : lock;
    if (!taken.ok()) {
        if (error)
            *error = taken.error();
        conn.run("ROLLBACK");
        return nullptr;
    }
    if (!conn.run("COMMIT", error))
        return nullptr;
    if (taken.rows() == 0) {
        *outcome = TakeOutcome::Held;
        return nullptr;
    }
    *outcome = TakeOutcome::Taken;
    lease->m_position = taken.int64(0, 0);
    lease->m_takenAt = now;
    lease->m_renewedAt = now;
    return lease;
}

LeaseRowLease::Renewal LeaseRowLease::renew(PgConn &conn, DbError *error)
{
    const qint64 at = m_clock();
    const PgResult r = conn.exec(
        m_sql.renewLeaseRow.constData(),
        { param(m_id.feed), param(m_id.sink), param(m_holder), param(at + m_config.ttl.count()) },
        m_config.heartbeat);
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return Renewal::Failed;
    }
    if (r.rows() == 0) {
        m_lost = true;
        return Renewal::Lost;
    }
    // Only ever forwards: a renewal that started earlier but landed later must not make the
    // lease look younger than the one after it proved.
    qint64 previous = m_renewedAt.load();
    while (previous < at && !m_renewedAt.compare_exchange_weak(previous, at)) { }
    return Renewal::Renewed;
}

bool LeaseRowLease::ensureHeld() const
{
    return !m_lost.load() && m_clock() - m_renewedAt.load() < m_config.usable().count();
}

std::optional<bool> LeaseRowLease::advance(PgConn &conn, qint64 from, qint64 to, DbError *error)
{
    return advanceCursor(conn, m_sql, m_id, m_holder, from, to, error);
}

bool LeaseRowLease::release(PgConn &conn, DbError *error)
{
    return releaseLease(conn, m_sql, m_id, m_holder, error);
}

} // namespace poolsim
