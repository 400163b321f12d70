#include "models/profiles.h"
#include "tests/support/testdatabase.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;

// The action subcommands as a script runs them: the real binary, no display, one line of
// output, exit 0 done or already done, 1 refused, 2 bad usage, 3 connection or database error.
class tst_ActionCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void replayExitCodes();
    void releaseAndAck();
    void badInputChangesNothing_data();
    void badInputChangesNothing();
    void noActionWithoutItsAuditRecord();
    void aProfilesProtectionHolds();

private:
    struct Result
    {
        int code = -1;
        QString out;
        QString err;
    };
    Result poolscope(const QStringList &args, const QString &dsn);
    QTemporaryDir m_home; // the journal goes to a scratch data directory
    QTemporaryDir m_config; // the settings, with the profiles, too
};

void tst_ActionCli::initTestCase()
{
    QVERIFY(m_home.isValid());
    QVERIFY(m_config.isValid());
}

tst_ActionCli::Result tst_ActionCli::poolscope(const QStringList &args, const QString &dsn)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"DISPLAY"_s);
    env.remove(u"QT_QPA_PLATFORM"_s);
    env.remove(u"POOLSCOPE_OPERATOR"_s);
    env.insert(u"XDG_DATA_HOME"_s, m_home.path());
    env.insert(u"XDG_CONFIG_HOME"_s, m_config.path());
    p.setProcessEnvironment(env);
    QStringList all = args;
    if (!dsn.isNull())
        all << u"--dsn"_s << dsn;
    p.start(qEnvironmentVariable("POOLSCOPE_BIN"), all);
    p.waitForFinished(60000);
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()).trimmed(),
             QString::fromUtf8(p.readAllStandardError()).trimmed() };
}

void tst_ActionCli::replayExitCodes()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, idempotency_key) VALUES (1, 'dead', 'e1'), "
                     u"(2, 'queued', 'e2');"
                     " SELECT setval('tasks_id_seq', 10)"_s));
    Result r = poolscope({ u"replay"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"7"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, u"Replayed task 1 as task 11."_s);
    r = poolscope({ u"replay"_s, u"--task=1"_s, u"--operator=8"_s }, db->dsn());
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(u"Task 1 was already replayed as task 11 by operator 7 at "_s));
    r = poolscope({ u"replay"_s, u"--task"_s, u"2"_s, u"--operator"_s, u"7"_s }, db->dsn());
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.startsWith(u"Refused: task 2 is queued"_s));
    r = poolscope(
        { u"replay"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"7"_s, u"--format"_s, u"json"_s },
        db->dsn());
    QCOMPARE(r.code, 0);
    const QJsonObject line = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(line.value(u"outcome"_s).toString(), u"already_done"_s);
    QCOMPARE(line.value(u"action"_s).toString(), u"replay"_s);
    QCOMPARE(line.value(u"target"_s).toString(), u"task:1"_s);
    QCOMPARE(line.value(u"new_task_id"_s).toInteger(), 11);
    // The attempt's id, as its audit row and journal entry hold it.
    QVERIFY2(!QUuid::fromString(line.value(u"action_id"_s).toString()).isNull(), qPrintable(r.out));
    r = poolscope({ u"replay"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"7"_s },
                  u"host=127.0.0.1 port=1 connect_timeout=2"_s);
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(u"could not connect"_s));
}

void tst_ActionCli::releaseAndAck()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (id, state, lease_owner, lease_token, lease_expires_at) VALUES
          (1, 'leased', 'w', 'tok', now() + interval '1 min'), (2, 'leased', 'w', 'tok2', now() - interval '1 min');
        INSERT INTO feed_cursors (feed, sink, lease_holder, lease_expires_at) VALUES
          ('orders', 'search', 'pg-row:aa', (extract(epoch from now()) * 1000)::int8 - 1000);
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 1, 'A', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id) VALUES ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', gen_random_uuid());
    )"_s));
    const QStringList op = { u"--operator"_s, u"7"_s };
    QCOMPARE(poolscope(QStringList { u"release"_s, u"--task"_s, u"1"_s } + op, db->dsn()).code,
             1); // live, no token
    QCOMPARE(
        poolscope(QStringList { u"release"_s, u"--task"_s, u"1"_s, u"--token"_s, u"tok"_s } + op,
                  db->dsn())
            .code,
        0);
    QCOMPARE(poolscope(QStringList { u"release"_s, u"--task"_s, u"2"_s } + op, db->dsn()).code,
             0); // expired
    Result r = poolscope(
        QStringList { u"release"_s, u"--feed"_s, u"orders"_s, u"--sink"_s, u"search"_s } + op,
        db->dsn());
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(u"Cleared the lease holder pg-row:aa of sink orders/search"_s),
             qPrintable(r.out));
    r = poolscope(QStringList { u"ack"_s, u"--alert"_s, u"00000000-0000-0000-0000-0000000000a1"_s }
                      + op,
                  db->dsn());
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, u"Acked 1 of 1 owed deliveries."_s);
    r = poolscope(QStringList { u"ack"_s, u"--alert"_s, u"00000000-0000-0000-0000-0000000000a1"_s }
                      + op,
                  db->dsn());
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(u"Nothing is owed"_s));
    // The same answer as JSON when asked for: a script reads every outcome the same way.
    r = poolscope(QStringList { u"ack"_s, u"--alert"_s, u"00000000-0000-0000-0000-0000000000a1"_s,
                                u"--format"_s, u"json"_s }
                      + op,
                  db->dsn());
    QCOMPARE(r.code, 0);
    const QJsonObject line = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(line.value(u"outcome"_s).toString(), u"already_done"_s);
    QCOMPARE(line.value(u"action"_s).toString(), u"ack_alarm_deliveries"_s);
    QVERIFY2(line.value(u"message"_s).toString().startsWith(u"Nothing is owed"_s),
             qPrintable(r.out));
}

void tst_ActionCli::badInputChangesNothing_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    // Linux caps one argument at 128 KiB (MAX_ARG_STRLEN): this is the largest a shell can pass.
    const QString big(120 * 1024, u'9');
    QTest::newRow("no operator") << QStringList { u"replay"_s, u"--task"_s, u"1"_s }
                                 << u"an operator id is required"_s;
    QTest::newRow("operator text")
        << QStringList { u"replay"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"bob"_s }
        << u"operator id must be"_s;
    QTest::newRow("task sql") << QStringList { u"replay"_s, u"--task"_s, u"1; DROP TABLE tasks"_s,
                                               u"--operator"_s, u"1"_s }
                              << u"--task takes a positive whole number"_s;
    QTest::newRow("task 120 KB") << QStringList { u"replay"_s, u"--task"_s, big, u"--operator"_s,
                                                  u"1"_s }
                                 << u"--task takes a positive whole number"_s;
    QTest::newRow("alert not uuid")
        << QStringList { u"ack"_s, u"--alert"_s, u"x' OR '1'='1"_s, u"--operator"_s, u"1"_s }
        << u"--alert takes a UUID"_s;
    QTest::newRow("reason too long")
        << QStringList { u"replay"_s, u"--task"_s,   u"1"_s, u"--operator"_s,
                         u"1"_s,      u"--reason"_s, big }
        << u"--reason is limited"_s;
    QTest::newRow("release both") << QStringList {
        u"release"_s, u"--task"_s, u"1"_s, u"--feed"_s, u"f"_s, u"--operator"_s, u"1"_s
    } << u"release takes either"_s;
    QTest::newRow("stray") << QStringList { u"replay"_s,     u"--task"_s, u"1"_s,
                                            u"--operator"_s, u"1"_s,      u"extra"_s }
                           << u"unexpected argument"_s;
    QTest::newRow("twice") << QStringList { u"replay"_s, u"--task"_s,     u"1"_s, u"--task"_s,
                                            u"2"_s,      u"--operator"_s, u"1"_s }
                           << u"--task given twice"_s;
}

void tst_ActionCli::badInputChangesNothing()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state) VALUES (1, 'dead'); SELECT setval('tasks_id_seq', 10)"_s));
    const Result r = poolscope(args, db->dsn());
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err.left(300)));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"1"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"0"_s);
}

void tst_ActionCli::noActionWithoutItsAuditRecord()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed); // with poolscope_audit
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state) VALUES (1, 'dead'); SELECT setval('tasks_id_seq', 10)"_s));
    const QString role = u"actor_"_s + db->name().right(10);
    QVERIFY(db->exec(u"DROP ROLE IF EXISTS %1; CREATE ROLE %1 LOGIN;"
                     " GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA public TO %1;"
                     " GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %1;"
                     " REVOKE INSERT ON poolscope_audit FROM %1"_s.arg(role)));
    const QStringList replay { u"replay"_s, u"--task"_s, u"1"_s, u"--operator"_s, u"7"_s };
    Result r = poolscope(replay, db->dsn() + u" user="_s + role);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(u"poolscope_audit"_s)
                 && r.err.contains(u"does not act without the record"_s),
             qPrintable(r.err));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"1"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"0"_s);
    // With the grant, the replay and its audit row commit together.
    QVERIFY(db->exec(u"GRANT INSERT ON poolscope_audit TO %1"_s.arg(role)));
    r = poolscope(replay, db->dsn() + u" user="_s + role);
    QCOMPARE(r.code, 0);
    QCOMPARE(db->scalar(
                 u"SELECT count(*) FROM poolscope_audit WHERE target = 'task:1' AND db_user = $1"_s,
                 { role.toUtf8() }),
             u"1"_s);
    db->exec(u"DROP OWNED BY %1; DROP ROLE %1"_s.arg(role));
}

// `--profile NAME` brings the profile's protection: read-only refuses every action before
// connecting (and its reads run READ ONLY), the confirming levels ask for --yes, which the
// command line gives in place of the dialog (the target is already typed: --task 1).
void tst_ActionCli::aProfilesProtectionHolds()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, idempotency_key) VALUES (1, 'dead', 'e1');"
                     " SELECT setval('tasks_id_seq', 10)"_s));
    {
        QDir().mkpath(m_config.filePath(u"PoolScope"_s));
        QSettings settings(m_config.filePath(u"PoolScope/PoolScope.conf"_s), QSettings::IniFormat);
        QList<Profile> list;
        for (const auto &[name, level] : { std::pair { u"ro"_s, Protection::ReadOnly },
                                           { u"ask"_s, Protection::Confirm },
                                           { u"typed"_s, Protection::TypeToConfirm } }) {
            Profile p;
            p.name = name;
            p.dsn = db->dsn();
            p.operatorId = 7;
            p.protection = level;
            list.append(p);
        }
        QString error;
        QVERIFY2(profiles::save(settings, list, &error), qPrintable(error));
    }
    const auto replay = [&](const QString &profile, const QStringList &more = {}) {
        return poolscope(QStringList { u"replay"_s, u"--task"_s, u"1"_s, u"--profile"_s, profile }
                             + more,
                         QString());
    };
    const auto replays = [&] {
        return db->scalar(u"SELECT count(*) FROM task_replays"_s).toInt();
    };
    Result r = replay(u"ro"_s, { u"--yes"_s });
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(u"profile \"ro\" is read-only"_s), qPrintable(r.err));
    QCOMPARE(replays(), 0);
    for (const QString &asks : { u"ask"_s, u"typed"_s }) {
        r = replay(asks);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"add --yes to confirm"_s), qPrintable(r.err));
        QCOMPARE(replays(), 0);
    }
    r = replay(u"typed"_s, { u"--yes"_s }); // the operator id is the profile's
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out, u"Replayed task 1 as task 11."_s);
    QCOMPARE(replays(), 1);
    // Reads go on under a read-only profile; --yes belongs to actions only.
    r = poolscope({ u"lookup"_s, u"--task"_s, u"1"_s, u"--profile"_s, u"ro"_s }, QString());
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = poolscope({ u"lookup"_s, u"--task"_s, u"1"_s, u"--profile"_s, u"ro"_s, u"--yes"_s },
                  QString());
    QCOMPARE(r.code, 2);
    // A profile and a connection string both say where: a usage error, nothing attempted.
    r = poolscope({ u"replay"_s, u"--task"_s, u"1"_s, u"--profile"_s, u"typed"_s, u"--yes"_s },
                  db->dsn());
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"--profile says where and how to connect"_s), qPrintable(r.err));
    r = replay(u"nosuch"_s);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"there is no profile named \"nosuch\""_s), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(tst_ActionCli)
#include "tst_actioncli.moc"
