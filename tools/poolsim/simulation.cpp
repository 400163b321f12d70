#include "tools/poolsim/simulation.h"

#include "tools/poolsim/eventlog.h"
#include "tools/poolsim/producer.h"

#include <QDateTime>
#include <algorithm>
#include <csignal>
#include <ctime>

using namespace Qt::StringLiterals;

namespace poolsim {

namespace {

const char *const FeedNames[]
    = { "orders", "monitors", "incidents", "billing", "metrics", "audit" };
const char *const SinkNames[] = { "search", "warehouse" };

void note(const QString &what)
{
    eventlog::line(u"poolsim"_s, what);
}

} // namespace

Simulation::Simulation(const RunOptions &options) : m_faultRng(Rng::forStream(options.seed, 5))
{
    m_ctx.options = options;
    m_ctx.sinkSql = SinkLeaseSql::forTable(options.schema, options.prefix);
    m_ctx.population.accounts = options.accounts;
    m_ctx.runTag = QString::number(QDateTime::currentMSecsSinceEpoch(), 36);
    for (const FaultSpec &f : options.faults)
        m_faults.push_back({ f, f.startSeconds, -1 });
}

Simulation::~Simulation()
{
    stopRoles();
}

bool Simulation::prepare(PgConn &conn)
{
    const PgResult tables = conn.exec(
        "SELECT to_regclass('public.tasks') IS NOT NULL AND "
        "to_regclass('public.notification_deliveries') IS NOT NULL,"
        " to_regclass('alarm.alarm_deliveries') IS NOT NULL, to_regclass($1) IS NOT NULL",
        { param(m_ctx.sinkSql.table) });
    if (!tables.ok()) {
        note(u"cannot read the schema: "_s + tables.error().summary());
        return false;
    }
    if (!tables.boolean(0, 0) || !tables.boolean(0, 1) || !tables.boolean(0, 2)) {
        note(u"the database lacks the worker pool schema (tasks, alarm.alarm_deliveries, %1):"
             " load db/schema first (scripts/pg load-schema DB)"_s.arg(m_ctx.sinkSql.table));
        return false;
    }
    // Ids carry on from what the database holds, so a run after `poolsim seed` (or another
    // run) never reuses a message or check id.
    const PgResult ids
        = conn.exec("SELECT COALESCE(max(message_id), 0), COALESCE(max(check_id), 0) FROM tasks");
    if (!ids.ok()) {
        note(u"cannot read the id high-water marks: "_s + ids.error().summary());
        return false;
    }
    m_ctx.nextMessageId = ids.int64(0, 0);
    m_ctx.nextCheckId = ids.int64(0, 1);
    DbError error;
    m_fleet = AlarmFleet::create(conn, m_ctx, &error);
    if (!m_fleet) {
        note(u"cannot create the alarm fleet: "_s + error.summary());
        return false;
    }
    return true;
}

void Simulation::addFeedWorkers()
{
    const LeaseKinds kinds = m_ctx.options.leaseKinds;
    int stream = 0;
    for (int f = 0; f < m_ctx.options.feeds; ++f) {
        QString feed = QString::fromLatin1(FeedNames[f % 6]);
        if (f >= 6)
            feed += u'-' + QString::number(f / 6);
        for (int s = 0; s < 2; ++s) {
            const int i = 2 * f + s;
            const SinkId sink { feed, QString::fromLatin1(SinkNames[s]) };
            FeedWorker::Kind primary
                = i % 2 == 0 ? FeedWorker::Kind::LeaseRow : FeedWorker::Kind::Advisory;
            if (kinds == LeaseKinds::RowOnly)
                primary = FeedWorker::Kind::LeaseRow;
            if (kinds == LeaseKinds::AdvisoryOnly)
                primary = FeedWorker::Kind::Advisory;
            auto label = [](FeedWorker::Kind k) {
                return k == FeedWorker::Kind::LeaseRow ? u"row"_s : u"adv"_s;
            };
            m_feedWorkers.push_back(std::make_unique<FeedWorker>(
                m_ctx, u"feed-%1-%2"_s.arg(i).arg(label(primary)), sink, primary, false, stream++));
            // Every third sink also has a standby of the OTHER kind: the two kinds mixed on one
            // sink, each refused while the other's holder lives.
            if (kinds == LeaseKinds::Both && i % 3 == 1) {
                const FeedWorker::Kind other = primary == FeedWorker::Kind::LeaseRow
                    ? FeedWorker::Kind::Advisory
                    : FeedWorker::Kind::LeaseRow;
                m_feedWorkers.push_back(std::make_unique<FeedWorker>(
                    m_ctx, u"feed-%1-%2-standby"_s.arg(i).arg(label(other)), sink, other, true,
                    stream++));
            }
        }
    }
}

void Simulation::startRoles()
{
    m_others.push_back(std::make_unique<Reaper>(m_ctx));
    m_others.push_back(std::make_unique<Producer>(m_ctx));
    m_others.push_back(std::make_unique<AlarmOwners>(m_ctx, *m_fleet));
    m_others.push_back(std::make_unique<AlarmDevices>(m_ctx, *m_fleet));
    for (int i = 0; i < m_ctx.options.workers; ++i)
        m_workers.push_back(std::make_unique<TaskWorker>(m_ctx, m_nextWorkerIndex++));
    addFeedWorkers();
    for (auto &r : m_others)
        r->start();
    for (auto &w : m_workers)
        w->start();
    for (auto &f : m_feedWorkers)
        f->start();
}

void Simulation::replaceDeadWorkers()
{
    for (auto &worker : m_workers) {
        if (!worker->died())
            continue;
        worker->join();
        // A supervisor restarts the process under a new worker id; the old id's leases stay.
        auto replacement = std::make_unique<TaskWorker>(m_ctx, m_nextWorkerIndex++);
        note(u"%1 died; supervisor starts %2"_s.arg(worker->workerId(), replacement->workerId()));
        replacement->start();
        worker = std::move(replacement);
        return; // one per tick is plenty
    }
}

bool Simulation::hasStandby(const FeedWorker &primary) const
{
    return std::any_of(m_feedWorkers.begin(), m_feedWorkers.end(), [&](const auto &o) {
        return o->isStandby() && o->sink().feed == primary.sink().feed
            && o->sink().sink == primary.sink().sink;
    });
}

void Simulation::strike(FaultClock &fault, double now)
{
    const FaultSpec &spec = fault.spec;
    switch (spec.kind) {
    case FaultKind::DeadWorker: {
        if (m_workers.empty())
            break;
        TaskWorker &victim = *m_workers[static_cast<size_t>(
            m_faultRng.range(0, static_cast<qint64>(m_workers.size()) - 1))];
        note(u"fault dead-worker: %1 will die holding its next leases"_s.arg(victim.workerId()));
        victim.dieOnNextLease();
        break;
    }
    case FaultKind::StaleRenewer:
        for (auto &f : m_feedWorkers) {
            // A lease-row sink with no standby: nobody takes the expired row over, so it shows.
            if (f->kind() == FeedWorker::Kind::LeaseRow && !f->isStandby() && !hasStandby(*f)) {
                const double length = spec.lengthSeconds > 0 ? spec.lengthSeconds : 90;
                note(u"fault stale-renewer: %1 will freeze for %2 s"_s.arg(f->name()).arg(length));
                f->freezeFor(length);
                break;
            }
        }
        break;
    case FaultKind::HungAdvisory: {
        FeedWorker *target = nullptr;
        for (auto &f : m_feedWorkers) {
            // Prefer a sink with a lease-row standby: it shows the standby refused all along.
            const bool better = !target || (hasStandby(*f) && !hasStandby(*target));
            if (f->kind() == FeedWorker::Kind::Advisory && !f->isStandby() && better)
                target = f.get();
        }
        if (target) {
            note(u"fault hung-advisory: %1's session will hang%2"_s.arg(
                target->name(),
                spec.lengthSeconds > 0 ? u" for %1 s"_s.arg(spec.lengthSeconds)
                                       : u" until the end"_s));
            target->hang(spec.lengthSeconds);
        }
        break;
    }
    case FaultKind::Outage:
        m_ctx.outage = true;
        fault.endsAt = now + (spec.lengthSeconds > 0 ? spec.lengthSeconds : 30);
        note(u"fault outage: the notification providers answer 503 for %1 s"_s.arg(fault.endsAt
                                                                                   - now));
        break;
    }
}

void Simulation::stopRoles()
{
    m_ctx.stop.stop();
    for (auto &w : m_workers)
        w->join();
    for (auto &f : m_feedWorkers)
        f->join();
    for (auto &r : m_others)
        r->join();
}

void Simulation::logSummary() const
{
    const RunCounters &c = m_ctx.counters;
    note(u"summary: %1 tasks enqueued, %2 duplicate enqueues absorbed, %3 leases, %4 results"
         " (%5 fenced, %6 dead), %7 reaped; %8 sink takes, %9 refusals, %10 cursor moves (%11 "
         "fenced);"
         " %12 alarm triggers, %13 ledger rows, %14 acks"_s.arg(c.enqueued.load())
             .arg(c.duplicatesAbsorbed.load())
             .arg(c.leased.load())
             .arg(c.finished.load())
             .arg(c.fenced.load())
             .arg(c.dead.load())
             .arg(c.reaped.load())
             .arg(c.sinkTakes.load())
             .arg(c.sinkRefusals.load())
             .arg(c.cursorMoves.load())
             .arg(c.cursorFenced.load())
             .arg(c.alarmTriggers.load())
             .arg(c.ledgerRows.load())
             .arg(c.acks.load()));
}

int Simulation::run()
{
    const RunOptions &o = m_ctx.options;
    if (o.leaseKinds != LeaseKinds::RowOnly) {
        if (const QString fault = advisoryConnectionFault(o.dsn); !fault.isEmpty()) {
            note(u"refusing the advisory lease kind: "_s + fault);
            return 2;
        }
    }
    const auto start = std::chrono::steady_clock::now();
    eventlog::setStart(start);
    eventlog::setQuiet(o.quiet);
    {
        DbError error;
        auto conn = PgConn::open(o.dsn, &error);
        if (!conn) {
            note(u"cannot connect: "_s + error.summary());
            return 1;
        }
        if (!prepare(*conn))
            return 1;
    }
    note(u"run %1: seed %2, %3 events/s, %4 workers, %5 feeds, %6 alerts, outcomes %7, faults %8,"
         " duration %9"_s.arg(m_ctx.runTag)
             .arg(o.seed)
             .arg(o.rate)
             .arg(o.workers)
             .arg(o.feeds)
             .arg(o.alerts)
             .arg(o.outcomes.toString(), describeFaults(o.faults),
                  o.durationSeconds > 0 ? QString::number(o.durationSeconds) + u" s"_s
                                        : u"until stopped"_s));
    startRoles();

    sigset_t stopSignals;
    sigemptyset(&stopSignals);
    sigaddset(&stopSignals, SIGINT);
    sigaddset(&stopSignals, SIGTERM);
    for (;;) {
        const double now
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (o.durationSeconds > 0 && now >= o.durationSeconds) {
            note(u"duration reached; stopping"_s);
            break;
        }
        for (FaultClock &f : m_faults) {
            if (f.endsAt >= 0 && now >= f.endsAt) {
                f.endsAt = -1;
                m_ctx.outage = false;
                note(u"fault outage over: the providers answer again"_s);
            }
            if (f.nextAt >= 0 && now >= f.nextAt) {
                strike(f, now);
                f.nextAt = f.spec.everySeconds > 0 ? f.nextAt + f.spec.everySeconds : -1;
            }
        }
        replaceDeadWorkers();
        const timespec tick { 0, 200 * 1000 * 1000 };
        const int sig = sigtimedwait(&stopSignals, nullptr, &tick);
        if (sig == SIGINT || sig == SIGTERM) {
            note(sig == SIGINT ? u"SIGINT; stopping"_s : u"SIGTERM; stopping"_s);
            break;
        }
    }
    stopRoles();
    logSummary();
    return 0;
}

} // namespace poolsim
