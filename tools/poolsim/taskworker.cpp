#include "tools/poolsim/taskworker.h"

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

bool TaskWorker::work(PgConn &conn, const taskstore::LeasedTask &task)
{
    const Attempt attempt = simulateAttempt(task.kind, task.payloadJson, m_ctx.options.outcomes,
                                            m_ctx.outage.load(), m_rng);
    // The provider call itself. Interrupted by a stop, it never happened: the caller gives
    // the lease back.
    if (!pause(static_cast<double>(attempt.durationMs) / 1000.0))
        return false;
    const taskstore::TaskResult result = decideResult(task, attempt, m_retry, m_rng);
    DbError error;
    const auto finished = taskstore::finish(conn, task, m_workerId, result, &error);
    if (!finished) {
        log(u"task %1: reporting the result failed: %2"_s.arg(task.id).arg(error.summary()));
        return true;
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
    return true;
}

void TaskWorker::run()
{
    std::unique_ptr<PgConn> conn = connect();
    log(u"started as %1"_s.arg(m_workerId));
    while (conn && !m_ctx.stop.stopping()) {
        if (!keepConnected(conn))
            break;
        DbError error;
        const auto leased = taskstore::lease(*conn, m_workerId, m_ctx.options.batch,
                                             m_ctx.options.taskLeaseTtl, &error);
        if (!leased) {
            log(u"lease failed: %1"_s.arg(error.summary()));
            pause(1);
            continue;
        }
        if (leased->isEmpty()) {
            pause(m_rng.between(0.3, 0.7));
            continue;
        }
        m_ctx.counters.leased += leased->size();
        if (m_dieOnNextLease) {
            QStringList ids;
            for (const taskstore::LeasedTask &t : *leased)
                ids.append(QString::number(t.id));
            log(u"DIES holding leases on task(s) %1 (fault dead-worker); they expire in %2 s"_s
                    .arg(ids.join(u", "_s))
                    .arg(m_ctx.options.taskLeaseTtl));
            conn->abandon();
            m_died = true;
            return;
        }
        for (qsizetype i = 0; i < leased->size(); ++i) {
            if (!work(*conn, leased->at(i))) {
                giveBack(*conn, leased->mid(i));
                break;
            }
        }
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
