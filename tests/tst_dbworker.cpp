#include "db/dbclient.h"
#include "tests/support/dbclientfixture.h"
#include "tests/support/testdatabase.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <atomic>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

// The DB thread as the GUI sees it: DbClient in front, DbWorker on its own thread.
class tst_DbWorker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void connectsAndAnswersJobs();
    void notConnectedAnswersAtOnce();
    void failureThatRetryingCannotFixStops();
    void reconnectsAfterTheBackendIsTerminated();
    void shutdownWithAQueryRunning();
    void cancelsOneJobByItsTicket();
    void writesHaveTheirOwnConnection();
    void interactiveJobsDoNotWaitBehindPolls();
    void interactiveJobsRunOnReadWhenNoConnectionIsLeft();
    void writeCutAfterSendIsUnknown();
    void partsAreDecodedAsTheirTransactionsEnd();
    void partsDecodedEarlyStillSeeALostConnection();
    void aPartSeesItsTransactionsFailedCommit();

private:
    // A part of one statement ending its transaction, decoded to its text or its error.
    static DbJobPart textPart(int first, std::shared_ptr<std::atomic<int>> decodedCount = {})
    {
        return DbJobPart { first, 1, [decodedCount](const JobResults &r) {
                              if (decodedCount)
                                  ++*decodedCount;
                              const DbError e = r.firstError();
                              return QVariant(
                                  e.isError() ? u"error %1 %2"_s.arg(int(e.kind)).arg(e.sqlState)
                                              : r.view(0).text(0, 0));
                          } };
    }
    static SqlStatement endingTransaction(const char *sql)
    {
        return SqlStatement { QByteArray(sql), {}, true };
    }
    // Two transactions, 'first' and 'second'; the second waits for advisory lock `lockKey`,
    // which the test holds, so the pipeline stays open after the first has ended.
    static DbJob twoPartsTheSecondWaitingFor(int lockKey, std::shared_ptr<std::atomic<int>> decoded)
    {
        DbJob j;
        j.label = u"two parts"_s;
        j.decodeFailures = true;
        j.statements = { endingTransaction("SELECT 'first'"),
                         SqlStatement { "SELECT 'second' FROM (SELECT pg_advisory_xact_lock("
                                            + QByteArray::number(lockKey) + ")) l",
                                        {},
                                        true } };
        j.parts = { textPart(0, decoded), textPart(1, std::move(decoded)) };
        return j;
    }
    static DbJob job(const char *sql, JobRoute route = JobRoute::Read)
    {
        DbJob j;
        j.statements = { SqlStatement { QByteArray(sql), {}, false } };
        j.route = route;
        j.label = u"test"_s;
        j.decode = [](const JobResults &r) {
            return QVariant(r.view(0).text(0, 0));
        };
        return j;
    }
};

void tst_DbWorker::connectsAndAnswersJobs()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbClient client;
    QSignalSpy status(&client, &DbClient::statusChanged);
    QVERIFY(startLive(client, testConfig(*db)));
    QCOMPARE(status.first().first().value<ConnectionStatus>().phase,
             ConnectionStatus::Phase::Connecting);
    QCOMPARE(client.status().server.database, db->name());

    QList<DbReply> replies;
    for (int i = 0; i < 3; ++i)
        client.submit(job("SELECT current_database()"), this,
                      [&](const DbReply &r) { replies.append(r); });
    QTRY_COMPARE(replies.size(), 3);
    for (const DbReply &r : replies) {
        QVERIFY(!r.error.isError());
        QCOMPARE(r.value.toString(), db->name());
    }
    // Answered in submission order.
    QVERIFY(replies[0].ticket < replies[1].ticket && replies[1].ticket < replies[2].ticket);
}

void tst_DbWorker::notConnectedAnswersAtOnce()
{
    DbClient client;
    const DbConfig c = testConfig(u"host=127.0.0.1 port=1 connect_timeout=2"_s);
    client.start(c);
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Reconnecting));
    QVERIFY(client.status().retryAtMs > 0);
    QVERIFY(client.status().error.isTransient());
    std::optional<DbReply> reply;
    client.submit(job("SELECT 1"), this, [&](const DbReply &r) { reply = r; });
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 15000);
    QCOMPARE(reply->error.kind, DbErrorKind::NotConnected);
    QVERIFY(reply->error.message.contains(u"nothing was sent"_s));
}

void tst_DbWorker::failureThatRetryingCannotFixStops()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbClient client;
    const DbConfig c = testConfig(db->dsn() + u" dbname=no_such_db"_s);
    QSignalSpy status(&client, &DbClient::statusChanged);
    client.start(c);
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Failed));
    QCOMPARE(client.status().error.kind, DbErrorKind::DatabaseMissing);
    const int seen = status.count();
    QTest::qWait(1500); // no retry loop behind the failure
    QCOMPARE(status.count(), seen);
}

void tst_DbWorker::reconnectsAfterTheBackendIsTerminated()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbClient client;
    QVERIFY(startLive(client, testConfig(*db)));
    const int pid = client.status().server.backendPid;
    QCOMPARE(db->scalar(u"SELECT pg_terminate_backend($1::int)"_s, { QByteArray::number(pid) }),
             u"t"_s);
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Reconnecting, 15000));
    QVERIFY(client.status().staleSinceMs > 0);
    QVERIFY(waitForPhase(client, ConnectionStatus::Phase::Live, 15000));
    QVERIFY(client.status().server.backendPid != pid);
    QCOMPARE(client.status().staleSinceMs, 0);
}

void tst_DbWorker::shutdownWithAQueryRunning()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto client = std::make_unique<DbClient>();
    QVERIFY(startLive(*client, testConfig(*db)));
    const QByteArray pid = QByteArray::number(client->status().server.backendPid);
    bool called = false;
    client->submit(job("SELECT pg_sleep(60)::text"), this, [&](const DbReply &) { called = true; });
    QTRY_COMPARE_WITH_TIMEOUT(
        db->scalar(u"SELECT wait_event FROM pg_stat_activity WHERE pid = $1"_s, { pid }),
        u"PgSleep"_s, 5000);
    QElapsedTimer t;
    t.start();
    client.reset(); // shuts the DB thread down
    // Waiting on the statement would take its 60 s: half of that tells them apart on any
    // machine, idle or loaded.
    QVERIFY2(t.elapsed() < 30000, "shutdown waited on the running statement");
    QVERIFY(!called); // nobody is left to tell
    // The statement was cancelled on the server, not merely abandoned by its client.
    QTRY_COMPARE_WITH_TIMEOUT(db->scalar(u"SELECT count(*) FROM pg_stat_activity WHERE pid = $1"
                                         " AND wait_event = 'PgSleep'"_s,
                                         { pid }),
                              u"0"_s, 5000);
}

void tst_DbWorker::cancelsOneJobByItsTicket()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbConfig c = testConfig(*db);
    c.limits.statementTimeoutMs = 120000; // nothing but the cancel stops the sleep
    DbClient client;
    QVERIFY(startLive(client, c));
    const QByteArray pid = QByteArray::number(client.status().server.backendPid);
    const auto waitEvent = [&] {
        return db->scalar(
            u"SELECT coalesce(wait_event, 'none') FROM pg_stat_activity WHERE pid = $1"_s, { pid });
    };
    std::optional<DbReply> sleeping, queued, after;
    const quint64 sleepTicket = client.submit(job("SELECT pg_sleep(60)::text"), this,
                                              [&](const DbReply &r) { sleeping = r; });
    const quint64 queuedTicket
        = client.submit(job("SELECT 'queued'"), this, [&](const DbReply &r) { queued = r; });
    QTRY_COMPARE_WITH_TIMEOUT(waitEvent(), u"PgSleep"_s, 15000);

    // Queued: taken off the queue and answered at once; the running job is left alone.
    client.cancel(queuedTicket);
    QTRY_VERIFY_WITH_TIMEOUT(queued.has_value(), 15000);
    QCOMPARE(queued->error.kind, DbErrorKind::Timeout);
    QVERIFY(queued->error.sqlState.isEmpty()); // the server never saw it
    QVERIFY(!queued->value.isValid());
    QVERIFY(!sleeping);
    QCOMPARE(waitEvent(), u"PgSleep"_s);

    // Running: cancelled on the server (within 30 s, where the sleep would take 60).
    client.cancel(sleepTicket);
    QTRY_VERIFY_WITH_TIMEOUT(sleeping.has_value(), 30000);
    QCOMPARE(sleeping->error.sqlState, u"57014"_s);
    QCOMPARE(sleeping->error.kind, DbErrorKind::Timeout);

    // Answered tickets have nothing left to cancel; the same connection goes on.
    client.cancel(sleepTicket);
    client.cancel(queuedTicket);
    client.submit(job("SELECT 'after'"), this, [&](const DbReply &r) { after = r; });
    QTRY_VERIFY_WITH_TIMEOUT(after.has_value(), 10000);
    QVERIFY2(!after->error.isError(), qPrintable(after->error.summary()));
    QCOMPARE(after->value.toString(), u"after"_s);
    QCOMPARE(QByteArray::number(client.status().server.backendPid), pid);
}

void tst_DbWorker::writesHaveTheirOwnConnection()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbClient client;
    QVERIFY(startLive(client, testConfig(*db)));
    QStringList order;
    client.submit(job("SELECT pg_sleep(1.5)::text"), this,
                  [&](const DbReply &) { order.append(u"read"_s); });
    client.submit(job("SELECT 'w'", JobRoute::Write), this, [&](const DbReply &r) {
        QVERIFY(!r.error.isError());
        order.append(u"write"_s);
    });
    QTRY_COMPARE_WITH_TIMEOUT(order.size(), 2, 10000);
    QCOMPARE(order,
             (QStringList { u"write"_s, u"read"_s })); // the action did not wait for the poll
}

// A lookup asked while a poll holds the read connection (a dashboard refresh on 1M tasks can
// for a second) is answered on a connection of its own, at once.
void tst_DbWorker::interactiveJobsDoNotWaitBehindPolls()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbClient client;
    QVERIFY(startLive(client, testConfig(*db)));
    const QString readPid = QString::number(client.status().server.backendPid);
    std::optional<DbReply> poll, asked;
    const quint64 pollTicket = client.submit(job("SELECT pg_sleep(60)::text"), this,
                                             [&](const DbReply &r) { poll = r; });
    QTRY_COMPARE_WITH_TIMEOUT(
        db->scalar(u"SELECT wait_event FROM pg_stat_activity WHERE pid = $1::int"_s,
                   { readPid.toUtf8() }),
        u"PgSleep"_s, 10000);
    client.submit(job("SELECT pg_backend_pid()::text", JobRoute::Interactive), this,
                  [&](const DbReply &r) { asked = r; });
    QTRY_VERIFY_WITH_TIMEOUT(asked.has_value(), 10000);
    QVERIFY2(!asked->error.isError(), qPrintable(asked->error.summary()));
    QVERIFY(!poll.has_value()); // the poll is still asleep: the lookup did not queue behind it
    QVERIFY(asked->value.toString() != readPid);
    client.cancel(pollTicket);
    QTRY_VERIFY_WITH_TIMEOUT(poll.has_value(), 10000);
    QCOMPARE(poll->error.kind, DbErrorKind::Timeout);
}

// A role (or a server, or a pooler) that allows the console one connection for reads: what
// the operator asks for runs on the read connection, after the polls, instead of failing.
void tst_DbWorker::interactiveJobsRunOnReadWhenNoConnectionIsLeft()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const QString role = u"one_conn_"_s + db->name().right(10);
    QVERIFY(
        db->exec(u"DROP ROLE IF EXISTS %1; CREATE ROLE %1 LOGIN CONNECTION LIMIT 1"_s.arg(role)));
    DbClient client;
    const DbConfig c = testConfig(db->dsn() + u" user="_s + role);
    QVERIFY(startLive(client, c));
    const QString readPid = QString::number(client.status().server.backendPid);
    for (int i = 0; i < 2;
         ++i) { // the first finds no connection left, the second goes straight to read
        std::optional<DbReply> asked;
        client.submit(job("SELECT pg_backend_pid()::text", JobRoute::Interactive), this,
                      [&](const DbReply &r) { asked = r; });
        QTRY_VERIFY_WITH_TIMEOUT(asked.has_value(), 10000);
        QVERIFY2(!asked->error.isError(), qPrintable(asked->error.summary()));
        QCOMPARE(asked->value.toString(), readPid);
    }
    QCOMPARE(client.status().phase, ConnectionStatus::Phase::Live);
}

void tst_DbWorker::writeCutAfterSendIsUnknown()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbClient client;
    QVERIFY(startLive(client, testConfig(*db)));
    std::optional<DbReply> reply;
    client.submit(job("SELECT pg_sleep(30)::text", JobRoute::Write), this,
                  [&](const DbReply &r) { reply = r; });
    QString pid;
    QTRY_VERIFY_WITH_TIMEOUT(
        !(pid = db->scalar(u"SELECT pid FROM pg_stat_activity WHERE wait_event = 'PgSleep'"
                           " AND datname = current_database()"_s))
             .isNull(),
        5000);
    db->exec(u"SELECT pg_terminate_backend($1::int)"_s, { pid.toUtf8() });
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 15000);
    QCOMPARE(reply->error.kind, DbErrorKind::ConnectionLost);
    QVERIFY(reply->outcomeUnknown);
    // The read connection was not touched.
    QCOMPARE(client.status().phase, ConnectionStatus::Phase::Live);
}

void tst_DbWorker::partsAreDecodedAsTheirTransactionsEnd()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbClient client;
    QVERIFY(startLive(client, testConfig(*db)));
    // The second transaction waits for a lock this test holds: the first is over, the
    // pipeline is not.
    QCOMPARE(db->scalar(u"SELECT pg_advisory_lock(4242)::text"_s), u""_s);
    auto decoded = std::make_shared<std::atomic<int>>(0);
    const DbJob j = twoPartsTheSecondWaitingFor(4242, decoded);
    std::optional<DbReply> reply;
    client.submit(j, this, [&](const DbReply &r) { reply = r; });
    QTRY_COMPARE_WITH_TIMEOUT(decoded->load(), 1, 10000); // the first part, while the lock holds
    QVERIFY(!reply.has_value());
    QCOMPARE(db->scalar(u"SELECT pg_advisory_unlock(4242)"_s), u"t"_s);
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 10000);
    QVERIFY(!reply->error.isError());
    QCOMPARE(reply->value.toList(), (QVariantList { u"first"_s, u"second"_s }));
    QCOMPARE(decoded->load(), 2); // each part once
}

void tst_DbWorker::partsDecodedEarlyStillSeeALostConnection()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbClient client;
    QVERIFY(startLive(client, testConfig(*db)));
    const QByteArray pid = QByteArray::number(client.status().server.backendPid);
    QCOMPARE(db->scalar(u"SELECT pg_advisory_lock(4243)::text"_s), u""_s);
    auto decoded = std::make_shared<std::atomic<int>>(0);
    const DbJob j = twoPartsTheSecondWaitingFor(4243, decoded);
    std::optional<DbReply> reply;
    client.submit(j, this, [&](const DbReply &r) { reply = r; });
    QTRY_COMPARE_WITH_TIMEOUT(decoded->load(), 1, 10000);
    QVERIFY(db->exec(u"SELECT pg_terminate_backend($1::int)"_s, { pid }));
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 10000);
    QCOMPARE(reply->error.kind, DbErrorKind::ConnectionLost);
    // Decoded again from the final outcome: the early "first" is not passed off as current
    // data beside a connection that died, as it was not before parts were decoded early.
    const QString lost = u"error %1 "_s.arg(int(DbErrorKind::ConnectionLost));
    const QVariantList values = reply->value.toList();
    QCOMPARE(values.size(), 2);
    QCOMPARE(values[0].toString(), lost);
    QCOMPARE(values[1].toString(), lost);
}

void tst_DbWorker::aPartSeesItsTransactionsFailedCommit()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    DbClient client;
    QVERIFY(startLive(client, testConfig(*db)));
    // The duplicate is found at COMMIT (a deferred constraint), after the statement itself
    // succeeded: the part, decoded when its transaction ends, must see that.
    DbJob j;
    j.route = JobRoute::Write;
    j.label = u"deferred"_s;
    j.decodeFailures = true;
    j.statements
        = { SqlStatement { QByteArrayLiteral("CREATE TEMP TABLE deferred_check"
                                             " (id int UNIQUE DEFERRABLE INITIALLY DEFERRED)"),
                           {},
                           false },
            endingTransaction("INSERT INTO deferred_check VALUES (1), (1) RETURNING 'inserted'"),
            endingTransaction("SELECT 'after'") };
    DbJobPart first = textPart(0);
    first.count = 2;
    j.parts = { first, textPart(2) };
    std::optional<DbReply> reply;
    client.submit(j, this, [&](const DbReply &r) { reply = r; });
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 10000);
    const QVariantList values = reply->value.toList();
    QCOMPARE(values.size(), 2);
    QVERIFY2(values[0].toString().endsWith(u" 23505"_s), qPrintable(values[0].toString()));
    QCOMPARE(values[1].toString(), u"after"_s);
}

QTEST_GUILESS_MAIN(tst_DbWorker)
#include "tst_dbworker.moc"
