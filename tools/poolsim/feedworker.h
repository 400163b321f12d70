#pragma once

#include "tools/poolsim/advisorylease.h"
#include "tools/poolsim/leaserowlease.h"
#include "tools/poolsim/runcontext.h"

#include <atomic>

namespace poolsim {

// A feed sync worker: takes a sink lease of its kind, then moves the sink's cursor forward a
// batch at a time, each move preceded by ensureHeld and made by the cursor compare-and-set
// fenced by holder. It holds the sink for a while, releases it and takes it again, so holders
// change as they do when a service rebalances. A standby worker (of the other kind, on some
// sinks) tries the same sink every few seconds and is refused while the primary lives.
class FeedWorker : public Role
{
public:
    enum class Kind { LeaseRow, Advisory };

    FeedWorker(RunContext &ctx, QString name, SinkId sink, Kind kind, bool standby, int stream);

    Kind kind() const { return m_kind; }
    bool isStandby() const { return m_standby; }
    const SinkId &sink() const { return m_sink; }

    // stale-renewer: freeze for `seconds` (no renewal, no sink call, no release).
    void freezeFor(double seconds) { m_freezeSeconds = seconds; }
    // hung-advisory: the reserved session hangs idle in transaction, lock held, for `seconds`
    // (then the server ends it, as idle_in_transaction_session_timeout does), or until the
    // end when 0.
    void hang(double seconds)
    {
        m_hangSeconds = seconds;
        m_hang = true;
    }

protected:
    void run() override;

private:
    void runLeaseRow();
    void runAdvisory();
    // One sink call and the compare-and-set after it. False: stop holding the lease.
    bool syncOnce(PgConn &conn, qint64 &position, const QString &holder);
    bool holdLonger(std::chrono::steady_clock::time_point until) const;
    // After a take that did not succeed: say why (refusals rarely), wait before the next try.
    void afterFailedTake(TakeOutcome outcome, const DbError &error, const QString &heldBy);
    void afterTake(const QString &holder, const QString &how, qint64 position);

    const SinkId m_sink;
    const Kind m_kind;
    const bool m_standby;
    Rng m_rng;
    LeaseRowConfig m_rowConfig;
    std::atomic<double> m_freezeSeconds { 0 };
    std::atomic<bool> m_hang { false };
    std::atomic<double> m_hangSeconds { 0 };
    int m_refusals = 0;
};

} // namespace poolsim
