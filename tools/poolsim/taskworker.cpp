#include "tools/poolsim/taskworker.h"

#include <QElapsedTimer>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace poolsim {

TaskWorker::TaskWorker(RunContext &ctx, int index)
    : Role(ctx, u"worker-%1"_s.arg(index))
    , m_workerId(u"worker-%1.%2"_s.arg(index).arg(ctx.runTag))
    , m_rng(Rng::forStream(ctx.options.seed, 100 + static_cast<std::uint64_t>(index)))
{
    m_retry.baseSeconds = ctx.options.backoffBase;
    m_retry.capSeconds = ctx.options.backoffCap;
}

void TaskWorker::giveBack(PgConn &conn, const QList<taskstore::LeasedTask> &tasks)
{
    for (const taskstore::LeasedTask &t : tasks) {
        DbError error;
        const auto back = taskstore::returnLease(conn, t, &error);
        if (back && *back)
            log(u"stopping: gave task %1 back to the queue undelivered"_s.arg(t.id));
    }
}

void TaskWorker::report(PgConn &conn, const taskstore::LeasedTask &task, const Attempt &attempt)
{
    const taskstore::TaskResult result = decideResult(task, attempt, m_retry, m_rng);
    DbError error;
    const auto finished = taskstore::finish(conn, task, m_workerId, result, &error);
    if (!finished) {
        log(u"task %1: reporting the result failed: %2"_s.arg(task.id).arg(error.summary()));
        return;
    }
    ++m_ctx.counters.finished;
    const QString what = u"task %1 %2 attempt %3/%4: %5 in %6 ms"_s.arg(task.id)
                             .arg(task.kind)
                             .arg(task.attempts)
                             .arg(task.maxAttempts)
                             .arg(outcomeName(attempt.outcome))
                             .arg(attempt.durationMs);
    if (!finished->landed) {
        ++m_ctx.counters.fenced;
        log(what
            + u"; result FENCED: the lease was released or reaped meanwhile, task row untouched"
              " (audit row %1)"_s.arg(finished->audited ? u"written"_s : u"not applicable"_s));
    } else if (result.state == "dead"_L1) {
        ++m_ctx.counters.dead;
        log(what + u" -> dead (attempts exhausted)"_s);
    } else if (result.state == "failed_retry"_L1) {
        log(what + u" -> failed_retry, next try in %1 s"_s.arg(result.retryInSeconds, 0, 'f', 1));
    } else {
        log(what + u" -> "_s + result.state);
    }
}

bool TaskWorker::leaseMore(PgConn &conn, int count, qint64 nowMs, std::vector<Call> &calls,
                           qint64 &idleUntilMs)
{
    DbError error;
    const auto leased
        = taskstore::lease(conn, m_workerId, count, m_ctx.options.taskLeaseTtl, &error);
    if (!leased) {
        log(u"lease failed: %1"_s.arg(error.summary()));
        idleUntilMs = nowMs + 1000;
        return true;
    }
    if (leased->isEmpty()) {
        // An idle worker polls the queue about once a second, as worker pools do by default.
        // Faster, the idle workers' empty leases (each walking the state index's dead entries
        // between vacuums) took over a core of the benchmark's two.
        idleUntilMs = nowMs + static_cast<qint64>(m_rng.between(800, 1200));
        return true;
    }
    m_ctx.counters.leased += leased->size();
    if (m_dieOnNextLease) {
        QStringList ids;
        for (const taskstore::LeasedTask &t : *leased)
            ids.append(QString::number(t.id));
        for (const Call &c : calls)
            ids.append(QString::number(c.task.id));
        log(u"DIES holding leases on task(s) %1 (fault dead-worker); they expire in %2 s"_s
                .arg(ids.join(u", "_s))
                .arg(m_ctx.options.taskLeaseTtl));
        conn.abandon();
        m_died = true;
        return false;
    }
    for (const taskstore::LeasedTask &t : *leased) {
        Attempt a = simulateAttempt(t.kind, t.payloadJson, m_ctx.options.outcomes,
                                    m_ctx.outage.load(), m_rng);
        const qint64 endsAt = nowMs + a.durationMs;
        calls.push_back({ t, std::move(a), endsAt });
    }
    std::stable_sort(calls.begin(), calls.end(),
                     [](const Call &x, const Call &y) { return x.endsAtMs < y.endsAtMs; });
    return true;
}

void TaskWorker::run()
{
    // Up to --batch provider calls in flight, as the pool's workers run a goroutine per task;
    // the freed slots are leased again once half of them are free, so a lease (which walks
    // the queue's index) serves several tasks. With one call after another, a 5 s provider
    // timeout held the rest of the batch, the pool fell behind the benchmark's rate, and the
    // queue grew without end, every lease sorting all of it.
    std::unique_ptr<PgConn> conn = connect();
    log(u"started as %1"_s.arg(m_workerId));
    QElapsedTimer clock;
    clock.start();
    std::vector<Call> calls; // in flight, soonest end first
    qint64 idleUntilMs = 0; // after an empty lease, the queue is not asked again before this
    const auto freeSlots = [&] {
        return m_ctx.options.batch - static_cast<int>(calls.size());
    };
    const int refillAt = std::max(1, m_ctx.options.batch / 2);
    while (conn && !m_ctx.stop.stopping()) {
        if (!keepConnected(conn))
            break;
        if ((freeSlots() >= refillAt || calls.empty()) && clock.elapsed() >= idleUntilMs
            && !leaseMore(*conn, freeSlots(), clock.elapsed(), calls, idleUntilMs))
            return; // died holding its leases (fault dead-worker)
        // Sleep until the next call ends, or until the queue is worth asking again.
        qint64 wakeAt = calls.empty() ? idleUntilMs : calls.front().endsAtMs;
        if (!calls.empty() && freeSlots() >= refillAt)
            wakeAt = std::min(wakeAt, idleUntilMs);
        if (!pause(static_cast<double>(std::max<qint64>(0, wakeAt - clock.elapsed())) / 1000.0))
            break;
        while (!calls.empty() && calls.front().endsAtMs <= clock.elapsed()) {
            report(*conn, calls.front().task, calls.front().attempt);
            calls.erase(calls.begin());
        }
    }
    // Stopped: the calls still running never happened, and their leases go back.
    if (conn) {
        QList<taskstore::LeasedTask> unfinished;
        for (const Call &c : calls)
            unfinished.append(c.task);
        giveBack(*conn, unfinished);
    }
}

Reaper::Reaper(RunContext &ctx) : Role(ctx, u"reaper"_s) { }

void Reaper::run()
{
    std::unique_ptr<PgConn> conn = connect();
    while (conn && pause(m_ctx.options.reapInterval)) {
        if (!keepConnected(conn))
            break;
        DbError error;
        const auto reaped = taskstore::reapExpired(*conn, m_ctx.options.reapGrace, 500, &error);
        if (!reaped) {
            log(u"reaping failed: %1"_s.arg(error.summary()));
            continue;
        }
        for (const taskstore::ReapedTask &t : *reaped) {
            ++m_ctx.counters.reaped;
            log(u"reaped task %1: the lease of %2 expired over %3 s ago -> %4"_s.arg(t.id)
                    .arg(t.formerOwner)
                    .arg(m_ctx.options.reapGrace)
                    .arg(t.state));
        }
    }
}

} // namespace poolsim
