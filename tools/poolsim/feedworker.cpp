#include "tools/poolsim/feedworker.h"

#include "tools/poolsim/leaseheartbeat.h"

using namespace Qt::StringLiterals;
using std::chrono::milliseconds;

namespace poolsim {

FeedWorker::FeedWorker(RunContext &ctx, QString name, SinkId sink, Kind kind, bool standby,
                       int stream)
    : Role(ctx, std::move(name))
    , m_sink(std::move(sink))
    , m_kind(kind)
    , m_standby(standby)
    , m_rng(Rng::forStream(ctx.options.seed, 1000 + static_cast<std::uint64_t>(stream)))
{
    // The seed's defaults scaled to --sink-lease-ttl: heartbeat ttl / 5, margin ttl / 3.
    const auto ttl = milliseconds(static_cast<qint64>(ctx.options.sinkLeaseTtl * 1000));
    QString error;
    m_rowConfig
        = LeaseRowConfig::make(ttl, ttl / 5, std::nullopt, &error).value_or(LeaseRowConfig {});
}

bool FeedWorker::holdLonger(std::chrono::steady_clock::time_point until) const
{
    return !m_ctx.stop.stopping() && std::chrono::steady_clock::now() < until;
}

void FeedWorker::afterFailedTake(TakeOutcome outcome, const DbError &error, const QString &heldBy)
{
    if (outcome == TakeOutcome::Held) {
        ++m_ctx.counters.sinkRefusals;
        // The first refusal and then one a minute or so: the standby's retries are not news.
        if (m_refusals++ % 12 == 0)
            log(u"%1/%2 refused: %3"_s.arg(m_sink.feed, m_sink.sink, heldBy));
    } else {
        log(u"taking %1/%2 failed: %3"_s.arg(m_sink.feed, m_sink.sink, error.summary()));
    }
    pause(m_standby ? m_rng.between(4, 6) : m_rng.between(1.5, 3));
}

void FeedWorker::afterTake(const QString &holder, const QString &how, qint64 position)
{
    ++m_ctx.counters.sinkTakes;
    m_refusals = 0;
    log(u"took %1/%2 as %3 (%4, cursor at %5)"_s.arg(m_sink.feed, m_sink.sink, holder, how)
            .arg(position));
}

bool FeedWorker::syncOnce(PgConn &conn, qint64 &position, const QString &holder)
{
    // The sink call (a publish of a batch of events), then the cursor moves past it.
    if (!pause(m_rng.logNormal(0.15, 0.5)))
        return false;
    const qint64 batch = m_rng.range(1, 40);
    DbError error;
    const auto moved
        = advanceCursor(conn, m_ctx.sinkSql, m_sink, holder, position, position + batch, &error);
    if (!moved) {
        log(u"cursor update of %1/%2 failed: %3"_s.arg(m_sink.feed, m_sink.sink, error.summary()));
        return false;
    }
    if (!*moved) {
        ++m_ctx.counters.cursorFenced;
        log(u"cursor compare-and-set on %1/%2 FENCED: %3 no longer holds it"_s.arg(
            m_sink.feed, m_sink.sink, holder));
        return false;
    }
    ++m_ctx.counters.cursorMoves;
    position += batch;
    return pause(m_rng.between(0.4, 1.2));
}

void FeedWorker::run()
{
    // A standby comes up after the primaries, as a second replica deployed later does, so
    // the primaries hold their sinks from the start.
    if (m_standby && !pause(m_rng.between(3, 5)))
        return;
    if (m_kind == Kind::LeaseRow)
        runLeaseRow();
    else
        runAdvisory();
}

void FeedWorker::runLeaseRow()
{
    std::unique_ptr<PgConn> conn = connect();
    std::unique_ptr<PgConn> renewals = connect(); // the heartbeat's own connection
    while (conn && renewals && !m_ctx.stop.stopping()) {
        if (!keepConnected(conn) || !keepConnected(renewals))
            break;
        TakeOutcome outcome;
        DbError error;
        auto lease = LeaseRowLease::take(*conn, m_ctx.sinkSql, m_sink, m_rowConfig,
                                         systemEpochMillis, m_rng, &outcome, &error);
        if (!lease) {
            afterFailedTake(outcome, error,
                            u"held by a live holder (lease row or advisory session)"_s);
            continue;
        }
        afterTake(lease->holder(),
                  u"lease row, expires in %1 s"_s.arg(m_rowConfig.ttl.count() / 1000.0),
                  lease->positionAtTake());
        qint64 position = lease->positionAtTake();
        bool wedged = false;
        {
            LeaseHeartbeat heartbeat(*lease, *renewals, name());
            const auto until
                = std::chrono::steady_clock::now() + milliseconds(m_rng.range(20000, 90000));
            while (holdLonger(until)) {
                if (const double freeze = m_freezeSeconds.exchange(0); freeze > 0) {
                    heartbeat.freeze();
                    log(u"FREEZES holding %1/%2 as %3 (fault stale-renewer): no renewal, no release"
                        " for %4 s; the row expires in %5 s"_s
                            .arg(m_sink.feed, m_sink.sink, lease->holder())
                            .arg(freeze)
                            .arg(m_rowConfig.ttl.count() / 1000.0));
                    if (!pause(freeze)) {
                        wedged = true; // stopped while frozen: it never gets to release
                        break;
                    }
                    log(u"wakes up after %1 s frozen"_s.arg(freeze));
                }
                if (!lease->ensureHeld()) {
                    log(u"lease on %1/%2 LOST (last renewal too old or row taken): stops sending"_s
                            .arg(m_sink.feed, m_sink.sink));
                    break;
                }
                if (!syncOnce(*conn, position, lease->holder()))
                    break;
            }
        }
        if (wedged)
            return;
        if (keepConnected(conn) && lease->release(*conn, nullptr))
            log(u"released %1/%2 at cursor %3"_s.arg(m_sink.feed, m_sink.sink).arg(position));
        pause(m_rng.between(1, 3));
    }
}

void FeedWorker::runAdvisory()
{
    std::unique_ptr<PgConn> conn = connect();
    // Reserved for the lease: the lock lives as long as this session does.
    std::unique_ptr<PgConn> session = connect();
    while (conn && session && !m_ctx.stop.stopping()) {
        if (!keepConnected(conn) || !keepConnected(session))
            break;
        TakeOutcome outcome;
        DbError error;
        auto lease = AdvisoryLease::acquire(*session, m_ctx.sinkSql, m_sink, systemEpochMillis,
                                            m_rng, &outcome, &error);
        if (!lease) {
            afterFailedTake(
                outcome, error,
                u"its lock is held by another session or a live lease row holds the row"_s);
            continue;
        }
        afterTake(lease->holder(), u"advisory lock, session pid %1"_s.arg(session->backendPid()),
                  lease->positionAtTake());
        qint64 position = lease->positionAtTake();
        const auto until
            = std::chrono::steady_clock::now() + milliseconds(m_rng.range(20000, 90000));
        while (holdLonger(until)) {
            if (m_hang.exchange(false)) {
                // Idle in transaction, the session lock held: the sink is stuck until someone
                // ends this backend. At exit the session closes and the lock with it, but the
                // row keeps naming this holder: a dead advisory holder to take over.
                session->exec("BEGIN");
                session->exec("SELECT now()");
                log(u"HANGS holding %1/%2 as %3 (fault hung-advisory): session pid %4 idle in"
                    " transaction with the lock"_s.arg(m_sink.feed, m_sink.sink, lease->holder())
                        .arg(session->backendPid()));
                // While it hangs, its snapshot holds back vacuum for the whole cluster: the
                // workers' every state change leaves a dead index entry that each later lease
                // walks. Bounded, it is the trouble a timeout ends; unbounded (0), it grows
                // with the run.
                const double hangFor = m_hangSeconds.load();
                if (hangFor > 0
                    && m_ctx.stop.sleepFor(milliseconds(static_cast<qint64>(hangFor * 1000)))) {
                    log(u"session pid %1 ended after %2 s idle in transaction (as the server's"
                        " idle_in_transaction_session_timeout would): the lock is gone, the row"
                        " still names %3"_s.arg(session->backendPid())
                            .arg(hangFor)
                            .arg(lease->holder()));
                    session->abandon();
                }
                m_ctx.stop.wait();
                return;
            }
            if (!lease->ensureHeld(*session)) {
                log(u"lease on %1/%2 LOST: session pid %3 no longer holds the lock"_s
                        .arg(m_sink.feed, m_sink.sink)
                        .arg(session->backendPid()));
                break;
            }
            if (!syncOnce(*conn, position, lease->holder()))
                break;
        }
        if (keepConnected(conn) && keepConnected(session)) {
            lease->release(*conn, *session);
            log(u"released %1/%2 at cursor %3"_s.arg(m_sink.feed, m_sink.sink).arg(position));
        }
        pause(m_rng.between(1, 3));
    }
}

} // namespace poolsim
