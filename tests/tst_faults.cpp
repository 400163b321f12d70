#include "db/actions/replay.h"
#include "db/dbclient.h"
#include "db/queries/taskquery.h"
#include "models/actionrunner.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "tests/support/dbclientfixture.h"
#include "tests/support/privatecluster.h"
#include "tests/support/simulator.h"
#include "tests/support/tcpproxy.h"
#include "tests/support/testdatabase.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

// Faults while the simulator runs against a cluster of the test's own: a backend terminated
// mid-poll and mid-action, a fast restart, the server stopped for 30 s, a connection that
// hangs. Each: no crash, the data kept and marked stale, reconnection within seconds of the
// server being back, no action lost or applied twice. Measured times are printed (qInfo).
class tst_Faults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void backendTerminatedMidPoll();
    void backendTerminatedMidAction();
    void fastRestart();
    void serverStoppedThirtySeconds();
    void hangingConnectionIsDetected();

private:
    QString sql(const QString &statement);
    std::unique_ptr<PrivateCluster> m_cluster;
    std::unique_ptr<RunningSimulator> m_sim;
    QString m_dsn;
};

void tst_Faults::initTestCase()
{
    if (qEnvironmentVariable("POOLSIM_BIN").isEmpty() && !TestDatabase::databaseRequired())
        QSKIP("POOLSIM_BIN is not set (ctest sets it)");
    m_cluster = std::make_unique<PrivateCluster>();
    QVERIFY2(m_cluster->start(), qPrintable(m_cluster->lastError()));
    QVERIFY2(m_cluster->loadSchema(u"pool"_s), qPrintable(m_cluster->lastError()));
    m_dsn = m_cluster->dsn(u"pool"_s);
    m_sim = std::make_unique<RunningSimulator>();
    QVERIFY(m_sim->start(m_dsn,
                         { u"--rate"_s, u"5"_s, u"--faults"_s, u"none"_s, u"--lease-kinds"_s,
                           u"row"_s, u"--quiet"_s }));
    QTRY_VERIFY_WITH_TIMEOUT(sql(u"SELECT count(*) > 5 FROM tasks"_s) == u"t"_s, 20000);
}

void tst_Faults::cleanupTestCase()
{
    if (m_sim)
        m_sim->stop();
    m_sim.reset();
    m_cluster.reset();
}

QString tst_Faults::sql(const QString &statement)
{
    return firstValueOn(m_dsn, statement);
}

void tst_Faults::backendTerminatedMidPoll()
{
    DbClient client;
    QVERIFY(startLive(client, testConfig(m_dsn)));
    TaskTableModel model;
    // Quick polls until the window is on screen; then one that stays on the wire for three
    // seconds, long enough to be seen in pg_stat_activity however busy the machine is (a
    // 0.3 s sleep in every poll was missed for ten seconds of sampling on a loaded machine).
    bool slow = false; // outlives the poller whose source reads it
    Poller poller(&client);
    poller.setIntervalMs(1000);
    poller.addSource(
        u"tasks"_s,
        [&] {
            DbJob j = taskquery::windowJob(model.filter());
            j.statements.prepend(SqlStatement { slow ? QByteArrayLiteral("SELECT pg_sleep(3)")
                                                     : QByteArrayLiteral("SELECT pg_sleep(0.05)"),
                                                {},
                                                false });
            auto decode = j.decode;
            j.decode = [decode](const JobResults &r) {
                return decode(r.slice(1, r.size() - 1));
            };
            return j;
        },
        [&](const DbError &e, const QVariant &v) {
            if (!e.isError())
                model.applyWindow(v.value<TaskWindow>());
        });
    poller.start();
    QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > 0, 10000);
    const int rows = model.rowCount();
    const int pid = client.status().server.backendPid;
    // Wait until the slow poll is on the wire, then kill its backend.
    slow = true;
    poller.pollNow();
    QTRY_VERIFY_WITH_TIMEOUT(
        sql(u"SELECT count(*) FROM pg_stat_activity WHERE pid = %1 AND wait_event = 'PgSleep'"_s
                .arg(pid))
            == u"1"_s,
        10000);
    sql(u"SELECT pg_terminate_backend(%1)"_s.arg(pid));
    slow = false;
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Reconnecting, 15000));
    QVERIFY(client.status().staleSinceMs > 0);
    QCOMPARE(model.rowCount(), rows); // the last data stays on screen
    QElapsedTimer back;
    back.start();
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Live, 15000));
    qInfo("reconnected %lld ms after the backend was terminated", back.elapsed());
    QSignalSpy cycles(&poller, &Poller::cycleFinished);
    QTRY_VERIFY_WITH_TIMEOUT(!cycles.isEmpty() && cycles.last().first().toBool(), 10000);
}

void tst_Faults::backendTerminatedMidAction()
{
    const QString id = sql(
        u"INSERT INTO tasks (state, kind, idempotency_key, max_attempts, created_at, updated_at)"
        " VALUES ('dead', 'notification', 'fault-' || gen_random_uuid(), 4, now(), now()) RETURNING id"_s);
    QVERIFY(!id.isEmpty());
    sql(u"CREATE OR REPLACE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
        u"PERFORM pg_sleep(2);"
        " RETURN NULL; END $$"_s);
    sql(u"CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON task_replays DEFERRABLE INITIALLY "
        u"DEFERRED"
        " FOR EACH ROW EXECUTE FUNCTION slow_commit()"_s);
    DbClient client;
    QVERIFY(startLive(client, testConfig(m_dsn)));
    ActionRunner runner(&client);
    const ActionContext c = ActionContext::make(7, u"fault test"_s, false);
    const ReplayTask t { id.toLongLong() };
    const ActionRequest request { c, u"replay"_s, [t, c] { return replayaction::job(t, c); },
                                  [t, c] {
                                      return replayaction::reconcileJob(t, c);
                                  } };
    std::optional<ActionOutcome> first;
    runner.run(request, this, [&](const ActionOutcome &o) { first = o; });
    QString pid;
    // The console's write connection, asleep in the commit (the simulator's are "poolsim").
    QTRY_VERIFY_WITH_TIMEOUT(
        !(pid = sql(u"SELECT pid FROM pg_stat_activity WHERE wait_event = 'PgSleep'"
                    " AND application_name LIKE 'poolscope/%'"_s))
             .isEmpty(),
        10000);
    sql(u"SELECT pg_terminate_backend(%1)"_s.arg(pid));
    QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), 30000);
    QCOMPARE(first->result, ActionOutcome::Result::Failed); // killed before the commit finished
    QCOMPARE(sql(u"SELECT count(*) FROM task_replays WHERE original_task_id = %1"_s.arg(id)),
             u"0"_s);
    sql(u"DROP TRIGGER slow_commit ON task_replays"_s);
    std::optional<ActionOutcome> again;
    runner.run(request, this, [&](const ActionOutcome &o) { again = o; });
    QTRY_VERIFY_WITH_TIMEOUT(again.has_value(), 10000);
    QCOMPARE(again->result, ActionOutcome::Result::Done);
    QCOMPARE(sql(u"SELECT count(*) FROM task_replays WHERE original_task_id = %1"_s.arg(id)),
             u"1"_s);
}

void tst_Faults::fastRestart()
{
    DbClient client;
    QVERIFY(startLive(client, testConfig(m_dsn)));
    const int before = client.status().server.backendPid;
    QVERIFY2(m_cluster->restart(), qPrintable(m_cluster->lastError()));
    QElapsedTimer back;
    back.start();
    QTRY_VERIFY_WITH_TIMEOUT(client.status().phase == ConnectionStatus::Phase::Live
                                 && client.status().server.backendPid != before,
                             8000);
    qInfo("live again %lld ms after the restart completed", back.elapsed());
    // The simulator's workers reconnect too; an action now is applied exactly once.
    const QString id
        = sql(u"INSERT INTO tasks (state, idempotency_key, created_at, updated_at) VALUES ('dead',"
              " 'restart-' || gen_random_uuid(), now(), now()) RETURNING id"_s);
    ActionRunner runner(&client);
    const ActionContext c = ActionContext::make(7, {}, false);
    const ReplayTask t { id.toLongLong() };
    std::optional<ActionOutcome> o;
    runner.run({ c, u"replay"_s, [t, c] { return replayaction::job(t, c); },
                 [t, c] {
                     return replayaction::reconcileJob(t, c);
                 } },
               this, [&](const ActionOutcome &out) { o = out; });
    QTRY_VERIFY_WITH_TIMEOUT(o.has_value(), 10000);
    QCOMPARE(o->result, ActionOutcome::Result::Done);
}

void tst_Faults::serverStoppedThirtySeconds()
{
    DbClient client;
    QVERIFY(startLive(client, testConfig(m_dsn)));
    QVERIFY(m_cluster->stop());
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Reconnecting, 15000));
    const qint64 staleSince = client.status().staleSinceMs;
    QVERIFY(staleSince > 0);
    // While it is down, an action is answered at once, nothing sent.
    std::optional<DbReply> reply;
    DbJob write = replayaction::job({ 1 }, ActionContext::make(7, {}, false));
    client.submit(write, this, [&](const DbReply &r) { reply = r; });
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 10000);
    QVERIFY(reply->error.isError());
    QVERIFY(!reply->outcomeUnknown);
    QTest::qWait(30000);
    QCOMPARE(client.status().phase, ConnectionStatus::Phase::Reconnecting);
    QCOMPARE(client.status().staleSinceMs,
             staleSince); // stale since the first loss, not the last retry
    QVERIFY(m_cluster->start());
    QElapsedTimer back;
    back.start();
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Live, 15000));
    qInfo("live again %lld ms after the server was back from a 30 s stop", back.elapsed());
}

void tst_Faults::hangingConnectionIsDetected()
{
    TcpProxy proxy(m_cluster->port());
    QVERIFY(proxy.start());
    DbConfig config = testConfig(
        u"host=127.0.0.1 port=%1 user=postgres dbname=pool connect_timeout=2"_s.arg(proxy.port()));
    config.limits.statementTimeoutMs = 1000;
    config.limits.watchdogGraceMs = 1000;
    DbClient client;
    QVERIFY(startLive(client, config));
    proxy.setFrozen(true);
    std::optional<DbReply> reply;
    DbJob poll;
    poll.statements
        = { SqlStatement { QByteArrayLiteral("SELECT count(*) FROM tasks"), {}, false } };
    QElapsedTimer t;
    t.start();
    client.submit(poll, this, [&](const DbReply &r) { reply = r; });
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 10000);
    const qint64 detected = t.elapsed();
    qInfo("a hung connection was given up after %lld ms (statement timeout 1000 + 2 x grace 1000)",
          detected);
    QCOMPARE(reply->error.kind, DbErrorKind::ConnectionLost);
    QVERIFY(reply->error.message.contains(u"stopped answering"_s));
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Reconnecting, 15000));
    proxy.setFrozen(false);
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Live, 10000));
}

QTEST_GUILESS_MAIN(tst_Faults)
#include "tst_faults.moc"
