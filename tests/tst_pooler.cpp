#include "app/consolesession.h"
#include "db/actions/ackdeliveries.h"
#include "db/actions/replay.h"
#include "db/actions/sinkleaseactions.h"
#include "db/actions/taskleaserelease.h"
#include "db/lookup/lookupquery.h"
#include "db/pgresultview.h"
#include "db/pgsession.h"
#include "db/queries/alarmquery.h"
#include "db/queries/deliveryquery.h"
#include "db/queries/detailquery.h"
#include "db/queries/leasequery.h"
#include "db/queries/schemaprobe.h"
#include "db/queries/taskquery.h"
#include "tests/support/jobrunner.h"
#include "tests/support/pgbouncer.h"
#include "tests/support/privatecluster.h"
#include "tests/support/sessionfixture.h"
#include "tests/support/simulator.h"
#include "tests/support/tcpproxy.h"
#include "views/leasesview.h"
#include "views/mainwindow.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

// Everything through PgBouncer in transaction pooling mode, the infrastructure the lease seed
// is written around: every statement is unnamed and every limit transaction-local, so views,
// the lookup and the actions all work; the leases view says what its session list cannot
// show from behind a pooler.
class tst_Pooler : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyViewReadsThroughThePooler();
    void everyActionWorksThroughThePooler();
    void theConsoleSaysItIsBehindAPooler();
    void limitsHoldWhereTheConnectionCannotCarryThem();
    void readOnlyIsKeptByTheServerOnEveryPath();
    void readOnlyRefusesEveryAction();
    void cleanupTestCase();

private:
    QString direct(const QString &sql);
    std::unique_ptr<PrivateCluster> m_cluster;
    std::unique_ptr<RunningPgBouncer> m_bouncer;
    std::unique_ptr<RunningSimulator> m_sim;
};

void tst_Pooler::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_cluster = std::make_unique<PrivateCluster>();
    QVERIFY2(m_cluster->start(), qPrintable(m_cluster->lastError()));
    QVERIFY2(m_cluster->loadSchema(u"pool"_s, true), qPrintable(m_cluster->lastError()));
    QVERIFY(!direct(uR"(
        INSERT INTO tasks (id, state, kind, message_id, account_id, idempotency_key, lease_owner, lease_token, lease_expires_at,
                           payload, created_at, updated_at) VALUES
          (1, 'dead', 'notification', 90001, 7, 'k1', NULL, NULL, NULL, '{"subject":"x"}', now(), now()),
          (2, 'leased', 'check', NULL, 7, 'k2', 'w', 'tok', now() + interval '1 min', NULL, now(), now());
        SELECT setval('tasks_id_seq', 100);
        INSERT INTO notification_deliveries (message_id, task_id, status, worker_id, created_at) VALUES (90001, 1, 'permanent', 'w', now());
        INSERT INTO feed_cursors (feed, sink, lease_holder, lease_expires_at) VALUES ('pooler-test', 'search', 'pg-row:aa', 1);
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'A', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id) VALUES ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', gen_random_uuid());
        SELECT 'ok';
    )"_s)
                 .isEmpty());
    m_bouncer = std::make_unique<RunningPgBouncer>();
    QString error;
    QVERIFY2(m_bouncer->start(*m_cluster, &error), qPrintable(error));
    // The simulator's workers go through the pooler too (lease rows only: an advisory lock
    // needs a real session, and the simulator says so).
    m_sim = std::make_unique<RunningSimulator>();
    QVERIFY(m_sim->start(m_bouncer->dsn(u"pool"_s),
                         { u"--rate"_s, u"4"_s, u"--faults"_s, u"none"_s, u"--lease-kinds"_s,
                           u"row"_s, u"--quiet"_s, u"--duration"_s, u"120"_s }));
}

void tst_Pooler::cleanupTestCase()
{
    if (m_sim) {
        m_sim->stop();
        QCOMPARE(m_sim->exitCode(), 0); // the simulator ran through the pooler to the end
    }
    m_sim.reset();
    m_bouncer.reset();
    m_cluster.reset();
}

namespace {

// Opens a session on `dsn` with `limits` and runs `statements` as one pipeline: what came
// back, or nullopt when the session did not open or answer. `carried`: whether the limits
// travelled in the startup packet.
std::optional<PipelineOutcome> runPipeline(const QString &dsn, const SessionLimits &limits,
                                           const QList<SqlStatement> &statements, bool *carried)
{
    PgSession s(u"pooler test"_s);
    QSignalSpy opened(&s, &PgSession::opened);
    s.open(ConnectionParams::parse(dsn, nullptr), limits);
    if (!opened.wait(10000))
        return std::nullopt;
    *carried = s.server().limitsCarried;
    std::optional<PipelineOutcome> outcome;
    if (!s.run(statements, [&outcome](PipelineOutcome &&o) { outcome = std::move(o); }))
        return std::nullopt;
    if (!QTest::qWaitFor([&outcome] { return outcome.has_value(); }, 10000))
        return std::nullopt;
    return outcome;
}

} // namespace

QString tst_Pooler::direct(const QString &sql)
{
    return firstValueOn(m_cluster->dsn(u"pool"_s), sql);
}

void tst_Pooler::everyViewReadsThroughThePooler()
{
    JobRunner r(testConfig(m_bouncer->dsn(u"pool"_s)));
    QVERIFY(r.live());
    const DbReply probe = r.run(schemaprobe::job(FeedTable())).value_or(DbReply());
    QVERIFY2(!probe.error.isError(), qPrintable(probe.error.summary()));
    const SchemaInfo info = probe.value.value<SchemaInfo>();
    QCOMPARE(info.serverPort, m_cluster->port()); // not the pooler's: how the console tells
    QVERIFY(m_bouncer->port() != info.serverPort);
    const QList<std::pair<QString, DbJob>> jobs = {
        { u"tasks"_s, taskquery::windowJob(TaskFilter()) },
        { u"counts"_s, taskquery::countsJob() },
        { u"task leases"_s, leasequery::taskLeasesJob() },
        { u"sink leases"_s, leasequery::sinkLeasesJob(FeedTable()) },
        { u"deliveries"_s, deliveryquery::windowJob(DeliveryFilter()) },
        { u"alarm debt"_s, alarmquery::debtJob() },
        { u"task detail"_s, detailquery::taskJob(1, true) },
        { u"health"_s, schemaprobe::healthJob() },
    };
    for (const auto &[name, job] : jobs) {
        const DbReply reply = r.run(job).value_or(DbReply());
        QVERIFY2(!reply.error.isError(), qPrintable(name + u": "_s + reply.error.summary()));
    }
    LookupQuery q;
    q.kind = LookupKind::MessageId;
    q.number = 90001;
    const DbReply lookup
        = r.run(lookup::lookupJob(q, lookup::schemaFrom(info))).value_or(DbReply());
    const LookupResult result = lookup.value.value<LookupResult>();
    QVERIFY2(!result.error.isError(), qPrintable(result.error.summary()));
    QCOMPARE(result.trails.size(), 1);
    QCOMPARE(result.trails.first().verdict, Verdict::Failed);
}

void tst_Pooler::everyActionWorksThroughThePooler()
{
    JobRunner r(testConfig(m_bouncer->dsn(u"pool"_s)));
    QVERIFY(r.live());
    auto outcome = [&](const DbJob &job) {
        return r.run(job).value_or(DbReply()).value.value<ActionOutcome>();
    };
    const ActionContext c = ActionContext::make(7, u"through the pooler"_s, true);
    ActionOutcome o = outcome(replayaction::job({ 1 }, c));
    QVERIFY2(o.result == ActionOutcome::Result::Done, qPrintable(o.message));
    QVERIFY(o.audited);
    o = outcome(
        taskleaserelease::job({ 2, u"tok"_s, std::nullopt }, ActionContext::make(7, {}, true)));
    QVERIFY2(o.result == ActionOutcome::Result::Done, qPrintable(o.message));
    o = outcome(
        sinkleaseactions::releaseJob({ FeedTable(), u"pooler-test"_s, u"search"_s, u"pg-row:aa"_s },
                                     ActionContext::make(7, {}, true)));
    QVERIFY2(o.result == ActionOutcome::Result::Done, qPrintable(o.message));
    const auto preview
        = r.run(ackdeliveries::previewJob(u"00000000-0000-0000-0000-0000000000a1"_s, {}, {}))
              .value_or(DbReply())
              .value.value<AckPreview>();
    QCOMPARE(preview.keys.size(), 1);
    o = outcome(ackdeliveries::job({ preview.keys }, ActionContext::make(7, {}, true)));
    QVERIFY2(o.result == ActionOutcome::Result::Done, qPrintable(o.message));
    QCOMPARE(direct(u"SELECT count(*) FROM poolscope_audit WHERE outcome = 'done'"_s), u"4"_s);
}

void tst_Pooler::theConsoleSaysItIsBehindAPooler()
{
    const auto session
        = startConsole(sessionOptions(m_bouncer->dsn(u"pool"_s)), SessionReady::Probed);
    QVERIFY(session);
    QVERIFY(session->schema().viaPooler);
    QVERIFY(session->window()->leasesView()->poolerNote().contains(u"through a proxy or pooler"_s));
    QTRY_VERIFY_WITH_TIMEOUT(session->window()->roleBadgeText().contains(u"via a pooler"_s), 15000);
}

// The session limits travel in the startup packet only where the server proves it has them;
// through PgBouncer (which refuses `options`, or ignores it when told to) and through any
// relay on a port of its own, every transaction sets them itself. Either way they hold.
void tst_Pooler::limitsHoldWhereTheConnectionCannotCarryThem()
{
    RunningPgBouncer ignoring;
    QString error;
    QVERIFY2(ignoring.start(*m_cluster, &error, u"extra_float_digits, options"_s),
             qPrintable(error));
    TcpProxy relay(m_cluster->port());
    QVERIFY(relay.start());
    const QString tcp = u"host=127.0.0.1 port=%1 user=postgres dbname=pool"_s;
    const struct
    {
        const char *path;
        QString dsn;
        bool carried;
    } paths[] = {
        { "direct", tcp.arg(m_cluster->port()), true },
        { "PgBouncer refusing options", m_bouncer->dsn(u"pool"_s), false },
        { "PgBouncer ignoring options", ignoring.dsn(u"pool"_s), false },
        { "a relay on another port", tcp.arg(relay.port()), false },
    };
    SessionLimits limits;
    limits.statementTimeoutMs = 700;
    limits.lockTimeoutMs = 1234;
    for (const auto &path : paths) {
        bool carried = false;
        const auto outcome
            = runPipeline(path.dsn, limits,
                          {
                              { "SELECT current_setting('lock_timeout')", {}, true },
                              { "SELECT current_setting('statement_timeout')", {}, true },
                              { "SELECT pg_sleep(3)", {}, true },
                          },
                          &carried);
        QVERIFY2(outcome, path.path);
        QVERIFY2(carried == path.carried, path.path);
        QVERIFY2(!outcome->connectionError.isError(),
                 qPrintable(outcome->connectionError.summary()));
        QCOMPARE(PgResultView(outcome->statements[0].result.get()).text(0, 0), u"1234ms"_s);
        QCOMPARE(PgResultView(outcome->statements[1].result.get()).text(0, 0), u"700ms"_s);
        QVERIFY2(outcome->statements[2].error.kind == DbErrorKind::Timeout, path.path);
    }
}

// A read-only profile's sessions: every transaction READ ONLY, set by the transaction itself,
// so it holds directly, through PgBouncer in transaction mode and through a relay, and a write
// that got past the window is refused by the server (25006), never half done.
void tst_Pooler::readOnlyIsKeptByTheServerOnEveryPath()
{
    TcpProxy relay(m_cluster->port());
    QVERIFY(relay.start());
    const QString tcp = u"host=127.0.0.1 port=%1 user=postgres dbname=pool"_s;
    const struct
    {
        const char *path;
        QString dsn;
    } paths[] = {
        { "direct", tcp.arg(m_cluster->port()) },
        { "PgBouncer", m_bouncer->dsn(u"pool"_s) },
        { "a relay on another port", tcp.arg(relay.port()) },
    };
    SessionLimits limits;
    limits.readOnly = true;
    const QString before = direct(u"SELECT count(*) FROM feed_cursors"_s);
    for (const auto &path : paths) {
        bool carried = true;
        const auto outcome = runPipeline(
            path.dsn, limits,
            {
                { "SELECT current_setting('transaction_read_only')", {}, true },
                { "INSERT INTO feed_cursors (feed, sink) VALUES ('ro', 'x')", {}, true },
                // A transaction that tries to turn it off again is refused too.
                { "SET TRANSACTION READ WRITE", {}, false },
                { "INSERT INTO feed_cursors (feed, sink) VALUES ('ro', 'y')", {}, true },
            },
            &carried);
        QVERIFY2(outcome, path.path);
        QVERIFY2(!carried, path.path); // never trusted to the startup packet
        QVERIFY2(!outcome->connectionError.isError(),
                 qPrintable(outcome->connectionError.summary()));
        QCOMPARE(PgResultView(outcome->statements[0].result.get()).text(0, 0), u"on"_s);
        QVERIFY2(outcome->statements[1].error.kind == DbErrorKind::ReadOnly, path.path);
        QVERIFY2(outcome->statements[2].error.isError(), path.path);
    }
    QCOMPARE(direct(u"SELECT count(*) FROM feed_cursors"_s), before);
}

// Each action forced past the window on a read-only connection: refused, in the operator's
// words, nothing written and nothing audited.
void tst_Pooler::readOnlyRefusesEveryAction()
{
    QVERIFY(!direct(uR"(
        INSERT INTO tasks (id, state, kind, attempts, max_attempts, lease_owner, lease_token, lease_expires_at)
        VALUES (50, 'dead', 'check', 5, 5, NULL, NULL, NULL),
               (51, 'leased', 'check', 1, 5, 'w', 'tok51', now() + interval '1 hour');
        SELECT 'ok')"_s)
                 .isEmpty());
    const QString audited = direct(u"SELECT count(*) FROM poolscope_audit"_s);
    for (const QString &dsn : { m_cluster->dsn(u"pool"_s), m_bouncer->dsn(u"pool"_s) }) {
        DbConfig config = testConfig(dsn);
        config.limits.readOnly = true;
        JobRunner r(config);
        QVERIFY(r.live());
        auto outcome = [&](const DbJob &job) {
            return r.run(job).value_or(DbReply()).value.value<ActionOutcome>();
        };
        const ActionContext c = ActionContext::make(7, u"read-only"_s, true);
        for (const ActionOutcome &o :
             { outcome(replayaction::job({ 50 }, c)),
               outcome(taskleaserelease::job({ 51, u"tok51"_s, std::nullopt }, c)) }) {
            QVERIFY2(o.result == ActionOutcome::Result::Refused, qPrintable(o.message));
            QVERIFY2(o.error.kind == DbErrorKind::ReadOnly, qPrintable(o.error.summary()));
        }
    }
    // (The simulator beside it adds tasks of its own: what ours left is what counts.)
    QCOMPARE(direct(u"SELECT count(*) FROM task_replays WHERE original_task_id = 50"_s), u"0"_s);
    QCOMPARE(direct(u"SELECT state || '/' || lease_token FROM tasks WHERE id = 51"_s),
             u"leased/tok51"_s);
    QCOMPARE(direct(u"SELECT count(*) FROM poolscope_audit"_s), audited);
}

QTEST_MAIN(tst_Pooler)
#include "tst_pooler.moc"
