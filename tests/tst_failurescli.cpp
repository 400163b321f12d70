#include "tests/support/testdatabase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// poolscope failures and poolscope replay --cause, the binary against a real server: the groups
// as text and JSON, a capped read's exit code, a group previewed (nothing written) then
// replayed as one batch that `poolscope watch --batch` can follow, and bad input refused.
class tst_FailuresCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void groupsAsTextAndJson();
    void previewThenReplayTheGroup();
    void badInputChangesNothing();

private:
    struct Result
    {
        int code = -1;
        QString out;
        QString err;
    };
    Result poolscope(const QStringList &args, const QString &dsn);
    static bool seed(TestDatabase &db);
    QTemporaryDir m_home; // the journal goes to a scratch data directory
};

void tst_FailuresCli::initTestCase()
{
    QVERIFY(m_home.isValid());
}

tst_FailuresCli::Result tst_FailuresCli::poolscope(const QStringList &args, const QString &dsn)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"DISPLAY"_s);
    env.remove(u"QT_QPA_PLATFORM"_s);
    env.remove(u"POOLSCOPE_OPERATOR"_s);
    env.insert(u"XDG_DATA_HOME"_s, m_home.path());
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(qEnvironmentVariable("POOLSCOPE_BIN"), args + QStringList { u"--dsn"_s, dsn });
    p.waitForFinished(120000);
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()).trimmed(),
             QString::fromUtf8(p.readAllStandardError()).trimmed() };
}

// 12 dead of the outage (2 already replayed), 3 retrying, 5 refused for good.
bool tst_FailuresCli::seed(TestDatabase &db)
{
    return db.exec(
        u"INSERT INTO tasks (id, job_id, kind, state, account_id, payload, attempts, max_attempts,"
        " idempotency_key, last_error, created_at, updated_at)"
        " SELECT g, 'j' || g, 'notification', CASE WHEN g <= 12 THEN 'dead' WHEN g <= 15 THEN"
        " 'failed_retry' ELSE 'failed_perm' END, g % 4, '{}', 4, 4, 'k' || g,"
        " CASE WHEN g <= 15 THEN 'email: 503 Service Unavailable (provider outage)'"
        " ELSE 'sms: 400 {\"code\":21211,\"message\":\"invalid ''To'' phone number\"}' END,"
        " now() - interval '3 hours', now() - make_interval(secs => g * 60)"
        " FROM generate_series(1, 20) g;"
        " INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id) VALUES"
        " (1, 901, 3), (2, 902, 3); SELECT setval('tasks_id_seq', 1000)"_s);
}

void tst_FailuresCli::groupsAsTextAndJson()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seed(*db));
    const Result text = poolscope({ u"failures"_s, u"--since"_s, u"2h"_s }, db->dsn());
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.startsWith(u"20 failed tasks in the last 2 hours, in 2 causes."_s),
             qPrintable(text.out));
    QVERIFY2(text.out.contains(u"15 × 503 Service Unavailable (provider outage)"_s),
             qPrintable(text.out));
    QVERIFY(text.out.contains(u"10 dead, not replayed"_s));

    const Result json
        = poolscope({ u"failures"_s, u"--since"_s, u"2h"_s, u"--format"_s, u"json"_s }, db->dsn());
    QCOMPARE(json.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o[u"tasks_read"_s].toInteger(), 20);
    QCOMPARE(o[u"capped"_s].toBool(), false);
    const QJsonObject first = o[u"groups"_s].toArray().first().toObject();
    QCOMPARE(first[u"cause"_s].toString(), u"503 Service Unavailable (provider outage)"_s);
    QCOMPARE(first[u"count"_s].toInteger(), 15);
    QCOMPARE(first[u"accounts"_s].toInteger(), 4);
    QCOMPARE(first[u"channels"_s].toArray().first().toString(), u"email"_s);
    QCOMPARE(first[u"histogram"_s].toArray().size(), 12);

    // A read that took fewer failed tasks than failed says it covered part, and exits 5.
    const Result capped = poolscope({ u"failures"_s, u"--cap"_s, u"5"_s }, db->dsn());
    QCOMPARE(capped.code, 5);
    QVERIFY2(capped.out.startsWith(u"Grouped the first 5 failed tasks"_s), qPrintable(capped.out));
}

void tst_FailuresCli::previewThenReplayTheGroup()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seed(*db));
    const Result groups
        = poolscope({ u"failures"_s, u"--since"_s, u"2h"_s, u"--format"_s, u"json"_s }, db->dsn());
    const QString cause = QJsonDocument::fromJson(groups.out.toUtf8())
                              .object()[u"groups"_s]
                              .toArray()
                              .first()
                              .toObject()[u"cause_id"_s]
                              .toString();
    QCOMPARE(cause.size(), 12);

    const Result preview = poolscope(
        { u"replay"_s, u"--cause"_s, cause, u"--since"_s, u"2h"_s, u"--preview"_s }, db->dsn());
    QCOMPARE(preview.code, 0);
    QVERIFY2(preview.out.contains(u"10 dead task(s) to replay; 2 already replayed"_s),
             qPrintable(preview.out));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"2"_s); // nothing written

    const Result replay
        = poolscope({ u"replay"_s, u"--cause"_s, cause, u"--since"_s, u"2h"_s, u"--operator"_s,
                      u"7"_s, u"--reason"_s, u"provider back"_s, u"--yes"_s },
                    db->dsn());
    QCOMPARE(replay.code, 0);
    QVERIFY2(replay.out.contains(u"Replayed 10; 0 already replayed; 0 refused."_s),
             qPrintable(replay.out));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays WHERE operator_user_id = 7"_s),
             u"10"_s);
    // Again: every dead task of the group is replayed already; nothing is written twice.
    const Result again = poolscope({ u"replay"_s, u"--cause"_s, cause, u"--since"_s, u"2h"_s,
                                     u"--operator"_s, u"7"_s, u"--yes"_s },
                                   db->dsn());
    QCOMPARE(again.code, 0);
    QVERIFY2(again.out.contains(u"0 dead task(s) to replay; 12 already replayed"_s),
             qPrintable(again.out));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"12"_s);

    // The batch is followed by its action id, from this computer's journal.
    const QString actionId
        = QRegularExpression(u"watch --batch ([0-9a-f-]{36})"_s).match(replay.out).captured(1);
    QVERIFY2(!actionId.isEmpty(), qPrintable(replay.out));
    const Result watch
        = poolscope({ u"watch"_s, u"--batch"_s, actionId, u"--timeout"_s, u"1s"_s }, db->dsn());
    QVERIFY2(watch.out.contains(u"10"_s), qPrintable(watch.out + watch.err));
}

void tst_FailuresCli::badInputChangesNothing()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seed(*db));
    for (const QStringList &args : {
             QStringList { u"replay"_s, u"--cause"_s, u"zz"_s, u"--preview"_s },
             QStringList { u"replay"_s, u"--cause"_s, u"0123456789ab"_s },
             QStringList { u"replay"_s, u"--cause"_s, u"0123456789ab"_s, u"--preview"_s,
                           u"--yes"_s },
             QStringList { u"replay"_s, u"--cause"_s, u"0123456789ab"_s, u"--since"_s, u"soon"_s,
                           u"--preview"_s },
             QStringList { u"failures"_s, u"--since"_s, u"-1h"_s },
             QStringList { u"failures"_s, u"--cap"_s, u"0"_s },
             QStringList { u"failures"_s, u"--format"_s, u"csv"_s },
         }) {
        const Result r = poolscope(args, db->dsn());
        QVERIFY2(r.code == 2, qPrintable(args.join(u' ') + u": "_s + r.err));
        QVERIFY(!r.err.isEmpty());
    }
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"2"_s);
    // A database without the tasks table says so.
    QVERIFY(db->exec(u"DROP TABLE tasks"_s));
    const Result missing = poolscope({ u"failures"_s }, db->dsn());
    QCOMPARE(missing.code, 3);
    QVERIFY2(missing.err.contains(u"no tasks table"_s), qPrintable(missing.err));
}

QTEST_GUILESS_MAIN(tst_FailuresCli)
#include "tst_failurescli.moc"
