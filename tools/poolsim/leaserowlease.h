#pragma once

#include "tools/poolsim/sinkleasesql.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>

namespace poolsim {

// The lease-row kind's timing (seed 000): a lease lasts `ttl` without a renewal, the holder
// renews every `heartbeat`, and ensureHeld fails `margin` before the stored expiry, i.e. once
// the last landed renewal is ttl - margin old. Defaults: 30 s, 6 s, ttl / 3, which satisfy
// 3 * heartbeat + margin <= ttl: a worker goes on sending through one renewal that fails or
// hangs.
struct LeaseRowConfig
{
    std::chrono::milliseconds ttl { 30000 };
    std::chrono::milliseconds heartbeat { 6000 };
    std::chrono::milliseconds margin { 10000 };

    // Checks what the lease module checks at construction: a heartbeat shorter than the ttl,
    // and heartbeat + margin under the ttl. `margin` absent is ttl / 3.
    static std::optional<LeaseRowConfig> make(std::chrono::milliseconds ttl,
                                              std::chrono::milliseconds heartbeat,
                                              std::optional<std::chrono::milliseconds> margin,
                                              QString *error);
    // The age of the last landed renewal at which ensureHeld starts failing.
    std::chrono::milliseconds usable() const { return ttl - margin; }
};

enum class TakeOutcome { Taken, Held, Failed };

// A sink held through its cursor row (the default kind): holder and expiry on the row, every
// statement an ordinary short one, so it works through a transaction pooler.
//
// Thread use: the worker thread takes, checks, advances and releases; a heartbeat thread calls
// renew() on its own connection. The renewal state the two share is atomic.
class LeaseRowLease
{
public:
    // One short transaction: tryAdvisoryXactLock, then takeLeaseRow. The transaction-scoped
    // lock is held to its end, so an advisory holder on the row is taken over only while no
    // advisory session holds that sink's lock, and no advisory worker takes the lock before
    // this commits.
    static std::unique_ptr<LeaseRowLease> take(PgConn &conn, const SinkLeaseSql &sql,
                                               const SinkId &id, const LeaseRowConfig &config,
                                               const EpochClock &clock, Rng &rng,
                                               TakeOutcome *outcome, DbError *error);

    enum class Renewal { Renewed, Lost, Failed };
    // One renewal, bounded by the heartbeat (a hung one is cancelled in time for the next
    // tick). Failed is not yet a lost lease: ensureHeld's age check decides that.
    Renewal renew(PgConn &conn, DbError *error);
    // False once a renewal found the row gone, or the last landed one is ttl - margin old.
    bool ensureHeld() const;
    std::optional<bool> advance(PgConn &conn, qint64 from, qint64 to, DbError *error);
    bool release(PgConn &conn, DbError *error);

    const SinkId &sink() const { return m_id; }
    const QString &holder() const { return m_holder; }
    qint64 positionAtTake() const { return m_position; }
    qint64 takenAt() const { return m_takenAt; }
    qint64 lastRenewalStart() const { return m_renewedAt.load(); }
    const LeaseRowConfig &config() const { return m_config; }

private:
    LeaseRowLease(const SinkLeaseSql &sql, SinkId id, LeaseRowConfig config, EpochClock clock);

    const SinkLeaseSql &m_sql;
    const SinkId m_id;
    const LeaseRowConfig m_config;
    const EpochClock m_clock;
    QString m_holder;
    qint64 m_position = 0;
    qint64 m_takenAt = 0;
    // When the last renewal that landed STARTED: the age ensureHeld judges runs from there.
    std::atomic<qint64> m_renewedAt { 0 };
    std::atomic<bool> m_lost { false };
};

} // namespace poolsim
