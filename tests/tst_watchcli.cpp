#include "local/actionjournal.h"
#include "tests/support/tcpproxy.h"
#include "tests/support/testdatabase.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// `poolscope watch` as a script runs it: the real binary, no display, the proof on stdout,
// progress on stderr, exit 0 reached, 6 timed out, 7 turned bad, 2 bad input, 3 connection or
// database error, 4 no such device. The pool's services are played by SQL while it waits.
class tst_WatchCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void replayThenWatchUntilDelivered();
    void timesOut();
    void replayThatDiesAgainTurnsBad();
    void jsonAndMarkdown();
    void deviceByLabel();
    void sinkLeased();
    void badInputReadsNothing_data();
    void badInputReadsNothing();
    void serverDownOrTableMissing();
    void lostConnectionIsWaitedFor();
    void batchFromTheJournal();

private:
    struct Result
    {
        int code = -1;
        QString out;
        QString err;
    };
    QProcessEnvironment environment() const;
    Result poolscope(const QStringList &args, const QString &dsn);
    QTemporaryDir m_home; // the journal goes to a scratch data directory
};

namespace {
const QString Unreachable = u"host=127.0.0.1 port=1 connect_timeout=2"_s;
const QString Alert = u"0b7c1a52-0000-4000-8000-000000000001"_s;
const QString Door = u"0b7c1a52-0000-4000-8000-0000000000d1"_s;
const QString Phone = u"0b7c1a52-0000-4000-8000-0000000000d2"_s;
const QString OldPhone = u"0b7c1a52-0000-4000-8000-0000000000d3"_s;
} // namespace

void tst_WatchCli::initTestCase()
{
    QVERIFY(m_home.isValid());
}

QProcessEnvironment tst_WatchCli::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"DISPLAY"_s);
    env.remove(u"QT_QPA_PLATFORM"_s);
    env.remove(u"POOLSCOPE_OPERATOR"_s);
    env.insert(u"XDG_DATA_HOME"_s, m_home.path());
    env.insert(u"TZ"_s, u"UTC"_s);
    return env;
}

tst_WatchCli::Result tst_WatchCli::poolscope(const QStringList &args, const QString &dsn)
{
    QProcess p;
    p.setProcessEnvironment(environment());
    p.start(qEnvironmentVariable("POOLSCOPE_BIN"), args + QStringList { u"--dsn"_s, dsn });
    p.waitForFinished(60000);
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()).trimmed(),
             QString::fromUtf8(p.readAllStandardError()).trimmed() };
}

void tst_WatchCli::replayThenWatchUntilDelivered()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(
        db->exec(u"INSERT INTO tasks (id, state, attempts, message_id, last_error) VALUES"
                 " (1, 'dead', 5, 77, 'provider timeout'); SELECT setval('tasks_id_seq', 10)"_s));
    const Result replayed = poolscope({ u"replay"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"7"_s,
                                        u"--reason"_s, u"ticket 4411"_s },
                                      db->dsn());
    QCOMPARE(replayed.code, 0);
    QCOMPARE(replayed.out, u"Replayed task 1 as task 11."_s);

    // The watch follows the replay to task 11 and waits; a worker then delivers it.
    QProcess watch;
    watch.setProcessEnvironment(environment());
    watch.start(qEnvironmentVariable("POOLSCOPE_BIN"),
                { u"watch"_s, u"--task"_s, u"1"_s, u"--interval"_s, u"200ms"_s, u"--timeout"_s,
                  u"60s"_s, u"--dsn"_s, db->dsn() });
    QString progress;
    QTRY_VERIFY_WITH_TIMEOUT(
        (progress += QString::fromUtf8(watch.readAllStandardError())).contains(u"task 11"_s),
        20000);
    QVERIFY2(progress.contains(u"Task 1: waiting until delivered; replayed as task 11: queued"_s),
             qPrintable(progress));
    QCOMPARE(watch.state(), QProcess::Running);
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'succeeded', attempts = 1 WHERE id = 11;"
                     " INSERT INTO notification_deliveries (id, message_id, task_id, status,"
                     " worker_id, provider_response, created_at) VALUES (900, 77, 11,"
                     " 'delivered', 'w-3', '250 OK queued', now())"_s));
    QVERIFY(watch.waitForFinished(30000));
    QCOMPARE(watch.exitCode(), 0);
    const QString proof = QString::fromUtf8(watch.readAllStandardOutput());
    QVERIFY2(proof.startsWith(u"Task 1: delivered (attempt 900 delivered by w-3"_s),
             qPrintable(proof));
    QVERIFY(proof.contains(u"Before: dead, then replayed as task 11"_s));
    QVERIFY2(proof.contains(u"Action: replay by operator 7 at "_s)
                 && proof.contains(u"reason: ticket 4411 — done"_s),
             qPrintable(proof));
    QVERIFY(proof.contains(u"Provider response: 250 OK queued"_s));
    // Progress went to stderr only: stdout is the proof alone.
    QVERIFY(!proof.contains(u"waiting until"_s));
}

void tst_WatchCli::timesOut()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state) VALUES (1, 'queued')"_s));
    QElapsedTimer t;
    t.start();
    const Result r = poolscope(
        { u"watch"_s, u"--task"_s, u"1"_s, u"--timeout"_s, u"2s"_s, u"--interval"_s, u"500ms"_s },
        db->dsn());
    QCOMPARE(r.code, 6);
    // Not before its own 2 s (the CLI's clock, not the machine's speed), and not forever.
    QVERIFY2(t.elapsed() >= 2000 && t.elapsed() < 60000, qPrintable(QString::number(t.elapsed())));
    QVERIFY2(r.out.startsWith(u"Task 1: not delivered before the watch expired; queued"_s),
             qPrintable(r.out));
}

void tst_WatchCli::replayThatDiesAgainTurnsBad()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state) VALUES (1, 'dead'); SELECT setval('tasks_id_seq', 10)"_s));
    QCOMPARE(
        poolscope({ u"replay"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"7"_s }, db->dsn()).code,
        0);
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'dead', last_error = 'bounced' WHERE id = 11"_s));
    const Result r = poolscope({ u"watch"_s, u"--task"_s, u"1"_s }, db->dsn());
    QCOMPARE(r.code, 7);
    QVERIFY2(r.out.startsWith(u"Task 1 turned bad: replayed as task 11: dead"_s),
             qPrintable(r.out));
    QVERIFY(r.out.contains(u"Error: bounced"_s));
    // A task that does not exist turns bad at once, too.
    QCOMPARE(poolscope({ u"watch"_s, u"--task"_s, u"99"_s }, db->dsn()).code, 7);
}

void tst_WatchCli::jsonAndMarkdown()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, message_id) VALUES (5, 'succeeded', 42);"
                     " INSERT INTO notification_deliveries (id, message_id, task_id, status,"
                     " worker_id, provider_response, created_at) VALUES (3, 42, 5, 'delivered',"
                     " 'w-2', 'a \"quoted\" | piped answer', now())"_s));
    Result r
        = poolscope({ u"watch"_s, u"--message"_s, u"42"_s, u"--format"_s, u"json"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // no progress lines outside text mode
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(o.value(u"target"_s).toObject().value(u"key"_s).toString(), u"message:42"_s);
    QCOMPARE(o.value(u"goal"_s).toString(), u"delivered"_s);
    QCOMPARE(o.value(u"status"_s).toString(), u"reached"_s);
    QCOMPARE(o.value(u"exit_code"_s).toInt(), 0);
    const QJsonObject evidence = o.value(u"evidence"_s).toObject();
    QCOMPARE(evidence.value(u"delivery_id"_s).toInteger(), 3);
    QCOMPARE(evidence.value(u"worker_id"_s).toString(), u"w-2"_s);
    QCOMPARE(evidence.value(u"provider_response"_s).toString(), u"a \"quoted\" | piped answer"_s);
    QVERIFY(evidence.value(u"at"_s).toString().endsWith(u'Z'));
    QVERIFY(!o.value(u"finished_at"_s).isNull());

    r = poolscope({ u"watch"_s, u"--message"_s, u"42"_s, u"--format"_s, u"markdown"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(u"**Message 42: delivered"_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"| Provider response | a \"quoted\" \\| piped answer |"_s));
}

void tst_WatchCli::deviceByLabel()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ($1, 1,"
                     " 'Front door', 'triggered');"_s,
                     { Alert.toUtf8() }));
    QVERIFY(db->exec(u"INSERT INTO alarm.subscriptions (id, alert_id, device_label) VALUES"
                     " ($1, $4, 'Door panel'), ($2, $4, 'Pixel 8'), ($3, $4, 'Pixel 8')"_s,
                     { Door.toUtf8(), Phone.toUtf8(), OldPhone.toUtf8(), Alert.toUtf8() }));
    QVERIFY(db->exec(u"INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id,"
                     " created_at, acked_at) SELECT $1, s, gen_random_uuid(),"
                     " now() - interval '1 minute', CASE WHEN s = $2 THEN now() END"
                     " FROM unnest(ARRAY[$2, $3]::uuid[]) s"_s,
                     { Alert.toUtf8(), Door.toUtf8(), Phone.toUtf8() }));
    const QStringList alert { u"watch"_s, u"--alert"_s, Alert };
    // A label no device has: the labels there are.
    Result r = poolscope(alert + QStringList { u"--device"_s, u"Kitchen"_s }, db->dsn());
    QCOMPARE(r.code, 4);
    QVERIFY2(r.err.contains(u"no device \"Kitchen\" on alert "_s + Alert)
                 && r.err.contains(u"\"Door panel\" ("_s + Door),
             qPrintable(r.err));
    // Two devices share the label: named by subscription id instead.
    r = poolscope(alert + QStringList { u"--device"_s, u"Pixel 8"_s }, db->dsn());
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"2 devices are called \"Pixel 8\""_s) && r.err.contains(OldPhone),
             qPrintable(r.err));
    // The door panel acked (a label matched whatever its case), the phone owes.
    r = poolscope(alert + QStringList { u"--device"_s, u"door PANEL"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    // A proof for a ticket: whole ids, the device by its label.
    QVERIFY2(r.out.startsWith(u"Door panel (subscription "_s + Door + u") on alert "_s + Alert),
             qPrintable(r.out));
    r = poolscope(alert + QStringList { u"--device"_s, Phone, u"--timeout"_s, u"1"_s }, db->dsn());
    QCOMPARE(r.code, 6);
    QVERIFY2(r.out.contains(u"1 owed, 0 acked"_s), qPrintable(r.out));
    // Every device of the alert: the phone's subscription disabled, it never will ack.
    QVERIFY(db->exec(u"UPDATE alarm.subscriptions SET enabled = false WHERE id = $1"_s,
                     { Phone.toUtf8() }));
    r = poolscope(alert, db->dsn());
    QCOMPARE(r.code, 7);
    QVERIFY2(r.out.contains(u"subscription disabled"_s), qPrintable(r.out));
    // An alert that is not there.
    r = poolscope({ u"watch"_s, u"--alert"_s, Door, u"--device"_s, u"x"_s }, db->dsn());
    QCOMPARE(r.code, 4);
    QVERIFY(r.err.contains(u"no alert "_s + Door));
}

void tst_WatchCli::sinkLeased()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO feed_cursors (feed, sink, position, lease_holder,"
                     " lease_expires_at) VALUES ('orders', 'es', 10, 'sync-2',"
                     " (extract(epoch FROM now()) * 1000)::int8 + 60000)"_s));
    const Result r = poolscope({ u"watch"_s, u"--sink"_s, u"orders/es"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(u"Sink orders/es: leased by a worker (leased by sync-2)"_s),
             qPrintable(r.out));
}

void tst_WatchCli::badInputReadsNothing_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no target") << QStringList { u"watch"_s } << u"say what to watch"_s;
    QTest::newRow("two targets") << QStringList { u"watch"_s, u"--task"_s, u"1"_s, u"--message"_s,
                                                  u"2"_s }
                                 << u"one thing at a time"_s;
    QTest::newRow("bad uuid") << QStringList { u"watch"_s, u"--alert"_s, u"x' OR '1'='1"_s }
                              << u"--alert takes a UUID"_s;
    QTest::newRow("bad task") << QStringList { u"watch"_s, u"--task"_s, u"-3"_s }
                              << u"--task takes a positive whole number"_s;
    QTest::newRow("bad until") << QStringList { u"watch"_s, u"--task"_s, u"1"_s, u"--until"_s,
                                                u"done"_s }
                               << u"--until is delivered, acked, leased or changed"_s;
    QTest::newRow("goal unfit") << QStringList { u"watch"_s, u"--task"_s, u"1"_s, u"--until"_s,
                                                 u"acked"_s }
                                << u"--until: a task cannot be watched until acked"_s;
    QTest::newRow("bad timeout") << QStringList { u"watch"_s, u"--task"_s, u"1"_s, u"--timeout"_s,
                                                  u"soon"_s }
                                 << u"--timeout: a duration"_s;
    QTest::newRow("zero timeout") << QStringList { u"watch"_s, u"--task"_s, u"1"_s, u"--timeout"_s,
                                                   u"0"_s }
                                  << u"--timeout: a duration"_s;
    QTest::newRow("bad interval") << QStringList { u"watch"_s, u"--task"_s, u"1"_s, u"--interval"_s,
                                                   u"1ms"_s }
                                  << u"--interval: a duration"_s;
    QTest::newRow("device alone") << QStringList { u"watch"_s, u"--task"_s, u"1"_s, u"--device"_s,
                                                   u"Pixel"_s }
                                  << u"--device goes with --alert"_s;
    QTest::newRow("bad sink") << QStringList { u"watch"_s, u"--sink"_s, u"orders"_s }
                              << u"--sink takes FEED/SINK"_s;
    QTest::newRow("csv") << QStringList { u"watch"_s, u"--task"_s, u"1"_s, u"--format"_s, u"csv"_s }
                         << u"--format is text, json or markdown"_s;
    QTest::newRow("stray") << QStringList { u"watch"_s, u"--task"_s, u"1"_s, u"--operator"_s,
                                            u"7"_s }
                           << u"unexpected argument"_s;
}

void tst_WatchCli::badInputReadsNothing()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    // Nothing listens there: a command that tried to read would say so with exit 3.
    const Result r = poolscope(args, Unreachable);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err.left(300)));
    QVERIFY(r.err.contains(u"usage: poolscope watch"_s));
    QVERIFY(r.out.isEmpty());
}

void tst_WatchCli::serverDownOrTableMissing()
{
    Result r = poolscope({ u"watch"_s, u"--task"_s, u"1"_s }, Unreachable);
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(u"could not connect"_s));
    QVERIFY(r.out.isEmpty());

    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"DROP SCHEMA alarm CASCADE"_s));
    r = poolscope({ u"watch"_s, u"--alert"_s, Alert }, db->dsn());
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"cannot watch a device here: "_s)
                 && r.err.contains(u"alarm.alarm_deliveries does not exist"_s),
             qPrintable(r.err));
}

// A dropped connection is reconnected and the watch goes on; one that does not come back
// before the timeout ends it with exit 3, not 6: what happened meanwhile was not read.
void tst_WatchCli::lostConnectionIsWaitedFor()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, message_id) VALUES (1, 'queued', 5)"_s));
    auto proxy = std::make_unique<TcpProxy>(db->scalar(u"SHOW port"_s).toInt());
    QVERIFY(proxy->start());
    const QString viaProxy = u"host=127.0.0.1 port=%1 user=%2 dbname=%3 sslmode=disable"
                             " gssencmode=disable connect_timeout=2"_s.arg(proxy->port())
                                 .arg(db->scalar(u"SELECT current_user"_s), db->name());
    const auto start = [&](QProcess &p, const QString &task, const QString &timeout) {
        p.setProcessEnvironment(environment());
        p.start(qEnvironmentVariable("POOLSCOPE_BIN"),
                { u"watch"_s, u"--task"_s, task, u"--interval"_s, u"200ms"_s, u"--timeout"_s,
                  timeout, u"--dsn"_s, viaProxy });
    };
    QProcess watch;
    start(watch, u"1"_s, u"60s"_s);
    QString progress;
    QTRY_VERIFY_WITH_TIMEOUT(
        (progress += QString::fromUtf8(watch.readAllStandardError())).contains(u"waiting"_s),
        20000);
    proxy->dropAll();
    QTRY_VERIFY_WITH_TIMEOUT(proxy->connections() > 0, 20000); // reconnected
    QVERIFY(db->exec(u"INSERT INTO notification_deliveries (id, message_id, task_id, status,"
                     " created_at) VALUES (7, 5, 1, 'delivered', now())"_s));
    QVERIFY(watch.waitForFinished(30000));
    QCOMPARE(watch.exitCode(), 0);
    QVERIFY(QString::fromUtf8(watch.readAllStandardOutput()).startsWith(u"Task 1: delivered"_s));
    progress += QString::fromUtf8(watch.readAllStandardError());
    QVERIFY2(progress.contains(u"waiting for the connection"_s), qPrintable(progress));

    QVERIFY(db->exec(u"INSERT INTO tasks (id, state) VALUES (2, 'queued')"_s));
    QProcess gone;
    start(gone, u"2"_s, u"3s"_s);
    progress.clear();
    QTRY_VERIFY_WITH_TIMEOUT(
        (progress += QString::fromUtf8(gone.readAllStandardError())).contains(u"waiting"_s), 20000);
    proxy.reset(); // the server is out of reach for good
    QVERIFY(gone.waitForFinished(30000));
    QCOMPARE(gone.exitCode(), 3);
    QVERIFY(gone.readAllStandardOutput().isEmpty());
}

// A bulk replay the console ran, watched from the command line by its action id: its tasks
// and what it answered come from this computer's journal, its counts from the database.
void tst_WatchCli::batchFromTheJournal()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, attempts) VALUES (1, 'dead', 3),"
                     " (2, 'dead', 3), (3, 'dead', 3), (11, 'queued', 0), (12, 'queued', 0),"
                     " (13, 'leased', 1)"_s));
    QVERIFY(db->exec(u"INSERT INTO task_replays (original_task_id, requeued_task_id,"
                     " operator_user_id, created_at) VALUES (1, 11, 7, now()), (2, 12, 7, now()),"
                     " (3, 13, 8, now())"_s));
    const QString batch = u"0b7c1a52-0000-4000-8000-00000000b001"_s;
    {
        // What the console's bulk replay journaled: each task under the batch's action id.
        ActionJournal journal(m_home.filePath(u"PoolScope/PoolScope/journal.sqlite"_s));
        QVERIFY2(journal.isOpen(), qPrintable(journal.error()));
        for (qint64 id : { 1, 2, 3 }) {
            JournalEntry e;
            e.actionId = batch;
            e.operatorId = 7;
            e.action = u"replay"_s;
            e.target = u"task:%1"_s.arg(id);
            e.outcome = id == 3 ? u"already_done"_s : u"done"_s;
            e.reason = u"incident 88"_s;
            e.database = db->dsn();
            QVERIFY(journal.record(e));
        }
    }
    QProcess watch;
    watch.setProcessEnvironment(environment());
    watch.start(qEnvironmentVariable("POOLSCOPE_BIN"),
                { u"watch"_s, u"--batch"_s, batch, u"--interval"_s, u"200ms"_s, u"--timeout"_s,
                  u"60s"_s, u"--dsn"_s, db->dsn() });
    QString progress;
    QTRY_VERIFY_WITH_TIMEOUT((progress += QString::fromUtf8(watch.readAllStandardError()))
                                 .contains(u"0 of 3 delivered, 3 on the way"_s),
                             20000);
    QCOMPARE(watch.state(), QProcess::Running);
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'succeeded' WHERE id IN (11, 12, 13)"_s));
    QVERIFY(watch.waitForFinished(30000));
    QCOMPARE(watch.exitCode(), 0);
    const QString proof = QString::fromUtf8(watch.readAllStandardOutput());
    QVERIFY2(proof.startsWith(u"Replay of 3 task"_s)
                 && proof.contains(u"action "_s + batch
                                   + u": every replay delivered; 3 of 3"
                                     " delivered\n"_s),
             qPrintable(proof));
    QVERIFY2(proof.contains(u"\nTasks: 1, 2, 3\n"_s), qPrintable(proof));
    QVERIFY2(proof.contains(u"\nBefore: 0 of 3 dead and not replayed, 3 already replayed\n"_s),
             qPrintable(proof));
    QVERIFY2(proof.contains(u"reason: incident 88 — done: 2 replayed, 1 already replayed,"
                            " 0 refused\n"_s),
             qPrintable(proof));

    // A batch the journal does not hold: exit 4, nothing watched.
    const Result unknown = poolscope(
        { u"watch"_s, u"--batch"_s, u"0b7c1a52-0000-4000-8000-00000000b002"_s }, db->dsn());
    QCOMPARE(unknown.code, 4);
    QVERIFY2(unknown.err.contains(u"no bulk replay"_s), qPrintable(unknown.err));
}

QTEST_GUILESS_MAIN(tst_WatchCli)
#include "tst_watchcli.moc"
