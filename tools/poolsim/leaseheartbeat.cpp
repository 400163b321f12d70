#include "tools/poolsim/leaseheartbeat.h"

#include "tools/poolsim/eventlog.h"

using namespace Qt::StringLiterals;

namespace poolsim {

LeaseHeartbeat::LeaseHeartbeat(LeaseRowLease &lease, PgConn &conn, QString who)
    : m_lease(lease), m_conn(conn), m_who(std::move(who)), m_thread([this] { loop(); })
{
}

LeaseHeartbeat::~LeaseHeartbeat()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void LeaseHeartbeat::freeze()
{
    std::lock_guard lock(m_mutex);
    m_frozen = true;
}

void LeaseHeartbeat::loop()
{
    const auto interval = m_lease.config().heartbeat;
    auto next = std::chrono::steady_clock::now() + interval;
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            if (m_wake.wait_until(lock, next, [this] { return m_stopping; }))
                return;
            if (m_frozen) {
                // A frozen process sends nothing until it is stopped.
                m_wake.wait(lock, [this] { return m_stopping; });
                return;
            }
        }
        DbError error;
        const SinkId &sink = m_lease.sink();
        switch (m_lease.renew(m_conn, &error)) {
        case LeaseRowLease::Renewal::Renewed:
            break;
        case LeaseRowLease::Renewal::Lost:
            eventlog::line(m_who,
                           u"renewal found %1/%2 no longer held by %3"_s.arg(sink.feed, sink.sink,
                                                                             m_lease.holder()));
            return;
        case LeaseRowLease::Renewal::Failed:
            // Not yet a lost lease: ensureHeld's age check decides that, a margin early.
            eventlog::line(
                m_who, u"renewal of %1/%2 failed: %3"_s.arg(sink.feed, sink.sink, error.summary()));
            break;
        }
        next = std::max(next + interval, std::chrono::steady_clock::now());
    }
}

} // namespace poolsim
