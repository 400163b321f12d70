#include "tools/poolsim/seeder.h"

#include "tools/poolsim/eventlog.h"
#include "tools/poolsim/seedsteps.h"
#include "tools/poolsim/sinkleasesql.h"

#include <QElapsedTimer>
#include <QStringList>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace poolsim {

namespace {

void say(const QString &what)
{
    eventlog::line(u"seed"_s, what);
}

bool fail(const QString &doing, const DbError &error)
{
    say(u"FAILED %1: %2"_s.arg(doing, error.summary()));
    return false;
}

// Where the new history starts: above every id the database holds, so seeding a database
// that already has data (or seeding twice) never collides.
bool readBases(PgConn &conn, seedsteps::Plan &plan, DbError *error)
{
    const PgResult r = conn.exec(R"SQL(
SELECT GREATEST((SELECT COALESCE(max(id), 0) FROM tasks),
                COALESCE(pg_sequence_last_value(pg_get_serial_sequence('tasks', 'id')::regclass), 0)),
       GREATEST((SELECT COALESCE(max(message_id), 0) FROM tasks),
                (SELECT COALESCE(max(message_id), 0) FROM notification_deliveries)),
       (SELECT COALESCE(max(check_id), 0) FROM tasks))SQL");
    if (!r.ok()) {
        *error = r.error();
        return false;
    }
    plan.idBase = r.int64(0, 0);
    plan.messageBase = r.int64(0, 1);
    plan.checkBase = r.int64(0, 2);
    return true;
}

bool timed(const QString &what, const std::function<bool(DbError *)> &step)
{
    QElapsedTimer timer;
    timer.start();
    DbError error;
    if (!step(&error))
        return fail(what, error);
    say(u"%1 in %2 s"_s.arg(what).arg(static_cast<double>(timer.elapsed()) / 1000.0, 0, 'f', 1));
    return true;
}

seedsteps::Plan planFor(const SeedOptions &options)
{
    seedsteps::Plan plan;
    plan.options = options;
    plan.windowSeconds = options.weeks * 7 * 86400;
    plan.activeTasks = std::max(std::min<qint64>(options.tasks, 50), options.tasks / 2000);
    // Ids below the retained tasks for the purged ones the audit still names (~1.3 rows
    // each): enough for every delivery row asked for.
    plan.purgedReserve = options.effectiveDeliveries() * 10 / 13 + 1;
    return plan;
}

// One transaction: an interrupted seed leaves nothing behind. The table locks keep a running
// simulator from writing ids into the range this seed is filling; readers are not blocked.
// Local settings only: nothing outlives the transaction.
bool beginSeed(PgConn &conn, DbError *error)
{
    const char *const setup[] = {
        "BEGIN",
        "SET LOCAL synchronous_commit = off",
        "SET LOCAL work_mem = '256MB'",
        // These statements are one enormous expression each: LLVM spends longer optimising
        // them (tens of seconds) than the interpreter spends running them.
        "SET LOCAL jit = off",
        "LOCK TABLE tasks, notification_deliveries, task_replays IN SHARE ROW EXCLUSIVE MODE",
    };
    for (const char *sql : setup) {
        if (!conn.run(sql, error))
            return false;
    }
    return true;
}

void sayPlan(const seedsteps::Plan &plan)
{
    const SeedOptions &options = plan.options;
    say(u"seeding %1 tasks over %2 weeks (seed %3): ids from %4, %5 delivery rows, %6 cursors,"
        " %7 alarm ledger rows (%8 owed)"_s.arg(options.tasks)
            .arg(options.weeks)
            .arg(options.seed)
            .arg(plan.firstTaskId() + 1)
            .arg(options.effectiveDeliveries())
            .arg(options.effectiveCursors())
            .arg(options.effectiveAlarmRows())
            .arg(std::llround(static_cast<double>(options.effectiveAlarmRows())
                              * options.owedFraction)));
}

// Every step of the seed, timed, and the commit.
bool seedSteps(PgConn &c, const seedsteps::Plan &plan, seedsteps::Report &report)
{
    return timed(u"tasks"_s, [&](DbError *e) { return seedsteps::seedTasks(c, plan, report, e); })
        && timed(u"deliveries"_s,
                 [&](DbError *e) { return seedsteps::seedDeliveries(c, plan, report, e); })
        && timed(u"replays"_s,
                 [&](DbError *e) { return seedsteps::seedReplays(c, plan, report, e); })
        && timed(u"feed cursors"_s,
                 [&](DbError *e) { return seedsteps::seedCursors(c, plan, report, e); })
        && timed(u"alarms"_s, [&](DbError *e) { return seedsteps::seedAlarms(c, plan, report, e); })
        && timed(u"commit"_s, [&](DbError *e) { return c.run("COMMIT", e); });
}

bool analyze(PgConn &c, const SeedOptions &options)
{
    const QString cursorTable = SinkLeaseSql::forTable(options.schema, options.prefix).table;
    const QString analyze
        = u"ANALYZE tasks, notification_deliveries, task_replays, %1, alarm.alerts,"
          " alarm.subscriptions, alarm.alarm_events, alarm.alarm_deliveries"_s.arg(cursorTable);
    return timed(u"analyze"_s, [&](DbError *e) { return c.run(analyze.toUtf8().constData(), e); });
}

void sayDone(PgConn &c, const seedsteps::Plan &plan, const seedsteps::Report &report,
             const QElapsedTimer &total)
{
    const PgResult states
        = c.exec("SELECT state, count(*) FROM tasks WHERE id > $1::bigint GROUP BY 1 ORDER BY 1",
                 { param(plan.firstTaskId()) });
    QStringList byState;
    for (int i = 0; i < states.rows(); ++i)
        byState.append(states.text(i, 0) + u' ' + states.text(i, 1));
    say(u"done in %1 s: %2 tasks (%3), %4 deliveries (%5 of purged tasks), %6 replays, %7 cursors,"
        " %8 alerts, %9 subscriptions, %10 alarm events, %11 ledger rows (%12 owed)"_s
            .arg(static_cast<double>(total.elapsed()) / 1000.0, 0, 'f', 1)
            .arg(report.tasks)
            .arg(byState.join(u", "_s))
            .arg(report.retainedDeliveries + report.purgedDeliveries)
            .arg(report.purgedDeliveries)
            .arg(report.replays)
            .arg(report.cursors)
            .arg(report.alerts)
            .arg(report.subscriptions)
            .arg(report.events)
            .arg(report.ledgerRows)
            .arg(report.owedRows));
}

} // namespace

int seedHistory(const SeedOptions &options)
{
    QElapsedTimer total;
    total.start();
    eventlog::setStart(std::chrono::steady_clock::now());
    DbError error;
    auto conn = PgConn::open(options.dsn, &error);
    if (!conn) {
        fail(u"connecting"_s, error);
        return 1;
    }
    seedsteps::Plan plan = planFor(options);
    seedsteps::Report report;
    if (!beginSeed(*conn, &error)) {
        fail(u"starting the seed transaction (is the schema loaded? scripts/pg load-schema DB)"_s,
             error);
        return 1;
    }
    if (!seedsteps::createHelpers(*conn, &error) || !readBases(*conn, plan, &error)) {
        fail(u"preparing"_s, error);
        return 1;
    }
    sayPlan(plan);
    if (!seedSteps(*conn, plan, report) || !analyze(*conn, options))
        return 1;
    sayDone(*conn, plan, report, total);
    return 0;
}

} // namespace poolsim
