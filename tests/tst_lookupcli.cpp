#include "tests/support/testdatabase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// `poolscope lookup` as a script runs it: the real binary (POOLSCOPE_BIN), no display, every
// format, exit 0 found, 4 nothing found, 2 malformed input, 3 connection or database error.
class tst_LookupCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyFormat();
    void jsonShape();
    void nothingFoundExits4();
    void partialSearchExits5();
    void aNumberOfAnotherKindSaysWhatItIs();
    void tasksWithoutAttemptsByMessage_data();
    void tasksWithoutAttemptsByMessage();
    void textFromTheTicket();
    void malformedInputExits2_data();
    void malformedInputExits2();
    void databaseErrorsExit3();
    void anOperatorsAckIsNotTheDevices();

private:
    struct Result
    {
        int code = -1;
        QByteArray out;
        QString err;
    };
    Result lookup(const QStringList &args, const QString &dsn, const QString &dataHome = {});
    Result poolscope(const QStringList &all, const QString &dsn, const QString &dataHome);
};

namespace {

const char Data[] = R"(
INSERT INTO tasks (id, job_id, state, account_id, message_id, payload, attempts, max_attempts, idempotency_key, created_at) VALUES
 (11, 'job-11', 'dead', 7, 500, '{"subject":"Front door, \"open\"","channels":["email"]}', 5, 5, 'evt-500', now() - interval '2 hours'),
 (12, 'job-12', 'succeeded', 7, 500, '{"subject":"Front door, \"open\"","channels":["email"]}', 1, 5, 'evt-500-r', now() - interval '1 hour');
INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id, created_at) VALUES (11, 12, 7, now() - interval '1 hour');
INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms, provider_response, created_at) VALUES
 (500, 'w1', 11, 'permanent', E'email: 550 \u001b[31mno\nsuch user', 300, 'Привет ✓', now() - interval '110 minutes'),
 (500, 'w2', 12, 'delivered', NULL, 200, 'email: 250 OK', now() - interval '55 minutes');
INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered');
INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform, enabled, last_seen_at) VALUES
 ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8', 'android', true, now() - interval '3 days 1 hour'),
 ('00000000-0000-0000-0000-0000000000b3', '00000000-0000-0000-0000-0000000000a1', 'Old phone', 'android', false, NULL);
INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at) VALUES
 ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', gen_random_uuid(), now() - interval '40 minutes');
)";

} // namespace

void tst_LookupCli::initTestCase()
{
    QVERIFY2(QFile::exists(qEnvironmentVariable("POOLSCOPE_BIN")),
             "POOLSCOPE_BIN names the poolscope binary");
}

tst_LookupCli::Result tst_LookupCli::lookup(const QStringList &args, const QString &dsn,
                                            const QString &dataHome)
{
    return poolscope(QStringList { u"lookup"_s } + args, dsn, dataHome);
}

// `dataHome`: where the local journal is (XDG_DATA_HOME), when the test needs its own.
tst_LookupCli::Result tst_LookupCli::poolscope(const QStringList &args, const QString &dsn,
                                               const QString &dataHome)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"DISPLAY"_s);
    env.remove(u"WAYLAND_DISPLAY"_s);
    env.remove(u"QT_QPA_PLATFORM"_s);
    env.remove(u"POOLSCOPE_OPERATOR"_s);
    env.insert(u"TZ"_s, u"UTC"_s);
    if (!dataHome.isEmpty())
        env.insert(u"XDG_DATA_HOME"_s, dataHome);
    p.setProcessEnvironment(env);
    QStringList all = args;
    if (!dsn.isNull())
        all << u"--dsn"_s << dsn;
    p.start(qEnvironmentVariable("POOLSCOPE_BIN"), all);
    if (!p.waitForFinished(60000))
        p.kill();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
             QString::fromUtf8(p.readAllStandardError()) };
}

void tst_LookupCli::everyFormat()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Data)));
    Result r = lookup({ u"--message"_s, u"500"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.startsWith(u"PoolScope lookup: message 500\nSummary: Delivered by email at "_s),
             qPrintable(text));
    QVERIFY(text.contains(u"after a replay by operator 7; Pixel 8 still owes the "_s));
    QVERIFY(text.contains(u"550 \\x1B[31mno\\nsuch user"_s)); // no live escape reaches the terminal
    QVERIFY(!r.out.contains('\x1b'));
    QVERIFY(text.contains(u"Привет ✓"_s));

    r = lookup({ u"--task=12"_s, u"--format"_s, u"markdown"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("# Lookup: task 12\n"));
    QVERIFY(r.out.contains("| Time | Task | Worker | Status | ms | Error | Provider response |"));

    r = lookup({ u"--job-id"_s, u"job-11"_s, u"--format"_s, u"csv"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    const QList<QByteArray> lines = r.out.split('\n');
    QVERIFY(lines[0].startsWith("record,message_id,verdict,task_id,"));
    QVERIFY(r.out.contains("\r\ntrail,500,delivered,"));
    QVERIFY(r.out.contains("\"Front door, \"\"open\"\"\""));

    r = lookup({ u"--key"_s, u"evt-500-r"_s, u"--format"_s, u"json"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    QVERIFY(QJsonDocument::fromJson(r.out).isObject());
}

void tst_LookupCli::jsonShape()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    QVERIFY(db->exec(QString::fromUtf8(Data)));
    const Result r = lookup(
        { u"--account"_s, u"7"_s, u"--since"_s, u"1d"_s, u"--format"_s, u"json"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject q = o[u"query"_s].toObject();
    QCOMPARE(q[u"kind"_s].toString(), u"account"_s);
    QCOMPARE(q[u"value"_s].toInteger(), 7);
    QCOMPARE(q[u"since_seconds"_s].toInteger(), 86400);
    QVERIFY(o[u"summary"_s].toString().startsWith(u"Delivered by email at "_s));
    QCOMPARE(o[u"more_trails"_s].toBool(), false);
    const QJsonArray trails = o[u"trails"_s].toArray();
    QCOMPARE(trails.size(), 1);
    const QJsonObject t = trails[0].toObject();
    QCOMPARE(t[u"message_id"_s].toInteger(), 500);
    QCOMPARE(t[u"verdict"_s].toString(), u"delivered"_s);
    QCOMPARE(t[u"tasks"_s].toArray().size(), 2);
    QCOMPARE(t[u"deliveries"_s].toArray().size(), 2);
    QCOMPARE(t[u"replays"_s].toArray()[0].toObject()[u"operator_user_id"_s].toInteger(), 7);
    QCOMPARE(t[u"deliveries"_s].toArray()[0].toObject()[u"error"_s].toString(),
             u"email: 550 \u001b[31mno\nsuch user"_s);
    const QJsonObject alarm = o[u"alarms"_s].toArray()[0].toObject();
    QCOMPARE(alarm[u"alert_id"_s].toString(), u"00000000-0000-0000-0000-0000000000a1"_s);
    QCOMPARE(alarm[u"alert_name"_s].toString(), u"Front door"_s);
    QCOMPARE(alarm[u"verdict"_s].toString(), u"owed"_s);
    const QJsonArray subs = alarm[u"subscriptions"_s].toArray();
    QCOMPARE(subs.size(), 2);
    for (const QJsonValue &v : subs) {
        const QJsonObject s = v.toObject();
        for (const char *key :
             { "subscription_id", "device_label", "enabled", "pending", "owed_since", "acked_at" })
            QVERIFY2(s.contains(QLatin1StringView(key)), key);
        const bool pixel = s[u"device_label"_s].toString() == "Pixel 8"_L1;
        QCOMPARE(s[u"pending"_s].toBool(), pixel);
        QCOMPARE(s[u"enabled"_s].toBool(), pixel);
        QCOMPARE(s[u"owed_since"_s].isString(), pixel);
        QVERIFY(s[u"acked_at"_s].isNull());
    }
    QVERIFY(o[u"timeline"_s].toArray().size() >= 5);
}

// A message whose only task is far below the newest ones, on the upstream schema: a budget too
// small to reach it answers "not found among …" with exit 5, never 4; --search-all finds it.
void tst_LookupCli::partialSearchExits5()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Data)));
    // 100,000 newer tasks: a budget of 20,000 tasks reads the newest 20,000 of them and stops
    // there, however fast or slow the machine (a budget in time would be its speed's to say).
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state, message_id, attempts, created_at) VALUES"
        " (2, 'queued', 530, 0, now() - interval '30 days');"
        "INSERT INTO tasks (id, state, created_at) SELECT g, 'succeeded', now() - interval '1 day'"
        " FROM generate_series(10000000, 10100000) g;"
        "ANALYZE tasks;"_s));
    const Result partial = lookup(
        { u"--message"_s, u"530"_s, u"--budget-tasks"_s, u"20000"_s, u"--format"_s, u"json"_s },
        db->dsn());
    QVERIFY2(partial.code == 5, qPrintable(partial.err));
    const QJsonObject o = QJsonDocument::fromJson(partial.out).object();
    QCOMPARE(o[u"found"_s].toBool(), false);
    const QString summary = o[u"summary"_s].toString();
    QVERIFY2(summary.startsWith(u"Message 530 not found among the 20k newest tasks (since "_s),
             qPrintable(summary));
    QVERIFY2(summary.endsWith(u"; older tasks not searched"_s), qPrintable(summary));
    QCOMPARE(o[u"coverage"_s].toObject()[u"complete"_s].toBool(), false);
    QCOMPARE(o[u"coverage"_s].toObject()[u"tasks_searched"_s].toInteger(), 20000);
    const Result all = lookup({ u"--message"_s, u"530"_s, u"--search-all"_s }, db->dsn());
    QVERIFY2(all.code == 0, qPrintable(all.err));
    QVERIFY2(all.out.contains("in progress: task 2 queued"), all.out.constData());
    QVERIFY2(all.out.contains("searched every task"), all.out.constData());
    const Result bad = lookup({ u"--message"_s, u"530"_s, u"--budget"_s, u"soon"_s }, db->dsn());
    QCOMPARE(bad.code, 2);
    const Result both = lookup(
        { u"--message"_s, u"530"_s, u"--budget"_s, u"1s"_s, u"--search-all"_s }, db->dsn());
    QCOMPARE(both.code, 2);
    const Result notANumber
        = lookup({ u"--message"_s, u"530"_s, u"--budget-tasks"_s, u"many"_s }, db->dsn());
    QCOMPARE(notANumber.code, 2);
}

// A bare number given as the wrong kind: account 7 is not a message. Nothing is found as a
// message (exit 4), and the answer says what 7 is and how to look it up as that.
void tst_LookupCli::aNumberOfAnotherKindSaysWhatItIs()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    QVERIFY(db->exec(QString::fromUtf8(Data)));
    const Result r = lookup({ u"--message"_s, u"7"_s }, db->dsn());
    QVERIFY2(r.code == 4, qPrintable(r.err));
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(u"Summary: 7 is not a message id but an account id\n"_s),
             qPrintable(text));
    QVERIFY2(!text.contains(u"Nothing found"_s), qPrintable(text));
    QVERIFY2(text.contains(u"poolscope lookup --account 7"_s), qPrintable(text));
    // A number that is nothing at all still says so.
    const Result none = lookup({ u"--message"_s, u"999"_s }, db->dsn());
    QCOMPARE(none.code, 4);
    QVERIFY2(none.out.contains("Nothing found for message 999"), none.out.constData());
}

void tst_LookupCli::tasksWithoutAttemptsByMessage_data()
{
    QTest::addColumn<qint64>("message");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("says");
    QTest::newRow("queued behind a backlog")
        << qint64(610) << u"in_progress"_s
        << u"queued for 2 h behind 2 ready tasks, never attempted"_s;
    QTest::newRow("lease expired, worker died")
        << qint64(611) << u"in_progress"_s
        << u"stuck: lease expired 10 min ago (task 31, worker worker-3)"_s;
    QTest::newRow("dead with only last_error")
        << qint64(612) << u"failed"_s
        << u"task 32 is dead, never attempted (last: “smtp: connection refused”)"_s;
    QTest::newRow("every nullable column NULL")
        << qint64(613) << u"unknown"_s << u"no task state or attempt outcome"_s;
}

// The tickets support gets most: the alert was never sent. On the schema as shipped each is
// found by its message id and judged by what its task waits on.
void tst_LookupCli::tasksWithoutAttemptsByMessage()
{
    QFETCH(qint64, message);
    QFETCH(QString, verdict);
    QFETCH(QString, says);
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Data)));
    QVERIFY(
        db->exec(u"INSERT INTO tasks (id, state, message_id, attempts, max_attempts, lease_owner, "
                 u"lease_expires_at,"
                 " last_error, created_at, updated_at) VALUES"
                 " (30, 'queued', 610, 0, 4, NULL, NULL, NULL, now() - interval '2 hours', NULL),"
                 " (31, 'leased', 611, 0, 4, 'worker-3', now() - interval '10 minutes', NULL, "
                 "now() - interval '20 minutes', NULL),"
                 " (32, 'dead', 612, 0, 4, NULL, NULL, 'smtp: connection refused', now() - "
                 "interval '3 hours', now());"
                 "INSERT INTO tasks (id, message_id) VALUES (33, 613);"
                 // The backlog: two ready tasks queued before task 30, one not due yet.
                 "INSERT INTO tasks (id, state, message_id, not_before, created_at) VALUES"
                 " (25, 'queued', 625, NULL, now() - interval '3 hours'),"
                 " (26, 'queued', 626, now() - interval '1 minute', now() - interval '3 hours'),"
                 " (27, 'queued', 627, now() + interval '1 hour', now() - interval '3 hours');"_s));
    const Result r
        = lookup({ u"--message"_s, QString::number(message), u"--format"_s, u"json"_s }, db->dsn());
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonArray trails = o[u"trails"_s].toArray();
    QCOMPARE(trails.size(), 1);
    QCOMPARE(trails[0].toObject()[u"verdict"_s].toString(), verdict);
    QVERIFY2(trails[0].toObject()[u"verdict_text"_s].toString().contains(says),
             qPrintable(trails[0].toObject()[u"verdict_text"_s].toString()));
    QCOMPARE(o[u"coverage"_s].toObject()[u"complete"_s].toBool(), true);
}

// What the customer gave: an address that appears only in a payload finds its trail.
void tst_LookupCli::textFromTheTicket()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Data)));
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state, message_id, payload, attempts, created_at) VALUES"
        " (20, 'queued', 600, '{\"to\":\"jane@example.com\",\"sms\":\"+44 20 7946 0958\"}', 0, now())"_s));
    for (const QString &text : { u"JANE@example.com"_s, u"020 7946 0958"_s }) {
        const Result r = lookup({ u"--text"_s, text, u"--format"_s, u"json"_s }, db->dsn());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[u"trails"_s].toArray().size(), 1);
        QCOMPARE(o[u"trails"_s].toArray()[0].toObject()[u"message_id"_s].toInteger(), 600);
        QCOMPARE(o[u"query"_s].toObject()[u"kind"_s].toString(), u"text"_s);
    }
    const Result none = lookup({ u"--text"_s, u"nobody@example.com"_s }, db->dsn());
    QCOMPARE(none.code, 4);
    QCOMPARE(lookup({ u"--text"_s, u"ab"_s }, db->dsn()).code, 2);
}

void tst_LookupCli::nothingFoundExits4()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Data)));
    for (const QStringList &args :
         { QStringList { u"--message"_s, u"999"_s },
           QStringList { u"--job-id"_s, u"x' OR 1=1 --"_s },
           QStringList { u"--account"_s, u"99"_s, u"--since"_s, u"30m"_s },
           QStringList { u"--alert"_s, u"00000000-0000-0000-0000-00000000ffff"_s } }) {
        for (const QString &format : { u"text"_s, u"json"_s, u"csv"_s, u"markdown"_s }) {
            const Result r = lookup(args + QStringList { u"--format"_s, format }, db->dsn());
            QVERIFY2(r.code == 4, qPrintable(args.join(u' ') + u": "_s + r.err));
            QVERIFY(!r.out.isEmpty());
        }
    }
    // The account's alerts are an answer of their own, even with no task in the range.
    const Result alarms = lookup({ u"--account"_s, u"7"_s, u"--since"_s, u"30m"_s }, db->dsn());
    QCOMPARE(alarms.code, 0);
    QVERIFY(alarms.out.contains(
        "Summary: No messages for account 7 in the last 30 min; Pixel 8 still owes the "));
    const Result r = lookup({ u"--message"_s, u"999"_s, u"--format"_s, u"json"_s }, db->dsn());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[u"found"_s].toBool(), false);
    QCOMPARE(o[u"summary"_s].toString(), u"Nothing found for message 999"_s);
    QCOMPARE(o[u"trails"_s].toArray().size(), 0);
}

void tst_LookupCli::malformedInputExits2_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    QTest::newRow("no kind") << QStringList {} << u"say what to look up"_s;
    QTest::newRow("two kinds") << QStringList { u"--message"_s, u"1"_s, u"--task"_s, u"2"_s }
                               << u"one thing at a time"_s;
    QTest::newRow("SQL in a number")
        << QStringList { u"--message"_s, u"1; DROP TABLE tasks"_s } << u"whole number"_s;
    QTest::newRow("bad uuid") << QStringList { u"--alert"_s, u"' OR 1=1"_s } << u"UUID"_s;
    // One argument may hold at most 128 KiB on Linux; a megabyte is refused by the kernel first.
    QTest::newRow("100 KB") << QStringList { u"--key"_s, QString(100 * 1024, u'k') }
                            << u"no identifier is longer"_s;
    QTest::newRow("control characters")
        << QStringList { u"--job-id"_s, u"a\u001bb"_s } << u"control characters"_s;
    QTest::newRow("bad since") << QStringList { u"--account"_s, u"7"_s, u"--since"_s,
                                                u"yesterday"_s }
                               << u"--since"_s;
    QTest::newRow("bad format") << QStringList { u"--message"_s, u"1"_s, u"--format"_s, u"xml"_s }
                                << u"--format"_s;
    QTest::newRow("limit 0") << QStringList { u"--account"_s, u"7"_s, u"--limit"_s, u"0"_s }
                             << u"--limit: a number of trails from 1 to 200"_s;
    QTest::newRow("limit 201") << QStringList { u"--account"_s, u"7"_s, u"--limit"_s, u"201"_s }
                               << u"--limit"_s;
    QTest::newRow("limit text") << QStringList { u"--account"_s, u"7"_s, u"--limit"_s, u"all"_s }
                                << u"--limit"_s;
    QTest::newRow("missing value") << QStringList { u"--message"_s } << u"needs a value"_s;
    QTest::newRow("left over") << QStringList { u"--message"_s, u"1"_s, u"extra"_s }
                               << u"unexpected argument"_s;
}

void tst_LookupCli::malformedInputExits2()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    // No server is needed to refuse bad input: nothing is sent.
    const Result r = lookup(args, u"host=127.0.0.1 port=1"_s);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
    QVERIFY(r.err.size() < 2000);
    QVERIFY(!r.err.contains(QChar(0x1b)));
    QVERIFY(r.out.isEmpty());
}

void tst_LookupCli::databaseErrorsExit3()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // A database with none of the tables: the lookup's statements fail.
    QVERIFY(db->exec(
        u"DROP TABLE tasks, notification_deliveries, task_replays; DROP SCHEMA alarm CASCADE"_s));
    Result r = lookup({ u"--message"_s, u"500"_s }, db->dsn());
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"42P01"_s) || r.err.contains(u"does not exist"_s), qPrintable(r.err));
    // A database that does not exist, and a server that is not there.
    r = lookup({ u"--message"_s, u"500"_s }, db->dsn() + u" dbname=poolscope_no_such_db"_s);
    QCOMPARE(r.code, 3);
    r = lookup({ u"--message"_s, u"500"_s }, u"host=127.0.0.1 port=1 connect_timeout=2"_s);
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(u"could not connect"_s));
}

// `poolscope ack` on a database without poolscope_audit, then `poolscope lookup`: this
// computer's journal says the operator acked, and the alert is not "every enabled device
// acked"; another computer, without that journal, says the ledger cannot tell.
void tst_LookupCli::anOperatorsAckIsNotTheDevices()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Data)));
    QTemporaryDir here, elsewhere;
    const QString alert = u"00000000-0000-0000-0000-0000000000a1"_s;
    const Result ack = poolscope({ u"ack"_s, u"--alert"_s, alert, u"--operator"_s, u"7"_s,
                                   u"--reason"_s, u"customer called"_s },
                                 db->dsn(), here.path());
    QVERIFY2(ack.code == 0, qPrintable(ack.err));
    auto answer = [&](const QString &dataHome, QJsonObject *device) {
        const Result r
            = lookup({ u"--alert"_s, alert, u"--format"_s, u"json"_s }, db->dsn(), dataHome);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonObject a = o[u"alarms"_s].toArray().at(0).toObject();
        for (const QJsonValue &d : a[u"subscriptions"_s].toArray()) {
            if (d[u"device_label"_s].toString() == u"Pixel 8"_s)
                *device = d.toObject();
        }
        return o;
    };
    QJsonObject pixel;
    QJsonObject o = answer(here.path(), &pixel);
    const QString summary = o[u"summary"_s].toString();
    QVERIFY2(summary.startsWith(u"Pixel 8 did not ack the "_s)
                 && summary.contains(u"acked by operator 7 via PoolScope at "_s)
                 && summary.endsWith(u", reason: “customer called” (this console's journal)"_s),
             qPrintable(summary));
    QCOMPARE(o[u"alarms"_s].toArray().at(0)[u"verdict"_s].toString(), u"cleared_by_operator"_s);
    QCOMPARE(pixel[u"status"_s].toString(), u"acked_by_operator"_s);
    QCOMPARE(pixel[u"ack_recorded_in"_s].toString(), u"journal"_s);

    o = answer(elsewhere.path(), &pixel);
    QVERIFY2(o[u"summary"_s].toString().contains(
                 u"Front door alarm is acked for every enabled device (the ledger does not say"
                 " whether by the devices or an operator)"_s),
             qPrintable(o[u"summary"_s].toString()));
    QCOMPARE(o[u"alarms"_s].toArray().at(0)[u"verdict"_s].toString(), u"acked_unattributed"_s);
    QCOMPARE(pixel[u"acked_by"_s].toString(), u"unknown"_s);
}

QTEST_GUILESS_MAIN(tst_LookupCli)
#include "tst_lookupcli.moc"
