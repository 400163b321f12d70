#include "tests/poolsim/simtestsupport.h"
#include "tests/support/testdatabase.h"
#include "tools/poolsim/eventlog.h"
#include "tools/poolsim/seeder.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace poolsim;

// `poolsim seed`: a history with every state, consistent audit rows, replays, cursors and an
// alarm ledger that keeps its invariant; deterministic for a seed; re-runnable.
class tst_PoolsimSeed : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { eventlog::setQuiet(true); }
    void historyHasEverything();
    void alarmLedgerKeepsItsInvariant();
    void sameSeedSameHistory();
    void seedingTwiceDoesNotCollide();

private:
    static SeedOptions options(TestDatabase &db, qint64 tasks);
};

SeedOptions tst_PoolsimSeed::options(TestDatabase &db, qint64 tasks)
{
    SeedOptions o;
    o.dsn = db.dsn();
    o.tasks = tasks;
    o.seed = 3;
    return o;
}

void tst_PoolsimSeed::historyHasEverything()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    SeedOptions o = options(*db, 6000);
    o.cursors = 300;
    QCOMPARE(seedHistory(o), 0);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"6000"_s);
    QCOMPARE(db->scalar(u"SELECT string_agg(DISTINCT state, ',' ORDER BY state) FROM tasks"_s),
             u"dead,failed_perm,failed_retry,leased,queued,succeeded"_s);
    QCOMPARE(db->scalar(u"SELECT string_agg(DISTINCT kind, ',' ORDER BY kind) FROM tasks"_s),
             u"check,notification,server_metric"_s);
    // Leases: some live, some stuck (expired); every leased task has owner, token and expiry.
    QCOMPARE(
        db->scalar(u"SELECT count(*) FROM tasks WHERE state = 'leased' AND (lease_owner IS NULL"
                   " OR lease_token IS NULL OR lease_expires_at IS NULL)"_s),
        u"0"_s);
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) > 0 FROM tasks WHERE state = 'leased' AND lease_expires_at < now()"_s),
        u"t"_s);
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM tasks WHERE state <> 'leased' AND lease_token IS NOT NULL"_s),
        u"0"_s);
    // Weeks of history, attempts within bounds.
    QCOMPARE(db->scalar(u"SELECT min(created_at) < now() - interval '20 days' FROM tasks"_s),
             u"t"_s);
    QCOMPARE(
        db->scalar(u"SELECT count(*) FROM tasks WHERE attempts > max_attempts OR attempts < 0"_s),
        u"0"_s);
    QCOMPARE(db->scalar(
                 u"SELECT count(*) FROM tasks WHERE state = 'dead' AND attempts <> max_attempts"_s),
             u"0"_s);
    // The audit: 3 x tasks rows by default, every status, and for the retained notifications
    // exactly one row per attempt that has a result.
    QCOMPARE(db->scalar(u"SELECT count(*) FROM notification_deliveries"_s), u"18000"_s);
    QCOMPARE(
        db->scalar(
            u"SELECT string_agg(DISTINCT status, ',' ORDER BY status) FROM notification_deliveries"_s),
        u"delivered,partial,permanent,retryable"_s);
    QCOMPARE(db->scalar(uR"(
SELECT count(*) FROM tasks t
WHERE t.kind = 'notification'
  AND (SELECT count(*) FROM notification_deliveries d WHERE d.task_id = t.id) <> t.attempts - (t.state = 'leased')::int)"_s),
             u"0"_s);
    QCOMPARE(db->scalar(
                 u"SELECT count(*) FROM notification_deliveries d JOIN tasks t ON t.id = d.task_id"
                 " WHERE t.kind <> 'notification' OR d.message_id IS DISTINCT FROM t.message_id"_s),
             u"0"_s);
    // Ids follow time, as in production.
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM (SELECT created_at < lag(created_at) OVER (ORDER BY id) AS back"
            " FROM notification_deliveries) x WHERE back"_s),
        u"0"_s);
    // Replays: of dead tasks, copying the event, unique both ways.
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"20"_s);
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM task_replays r JOIN tasks o ON o.id = r.original_task_id"
            " JOIN tasks n ON n.id = r.requeued_task_id WHERE o.state = 'dead' AND o.kind = n.kind"
            " AND o.account_id = n.account_id AND o.message_id IS NOT DISTINCT FROM n.message_id"_s),
        u"20"_s);
    // Keyed as the console's replay action keys them.
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM task_replays r JOIN tasks o ON o.id = r.original_task_id"
            " JOIN tasks n ON n.id = r.requeued_task_id WHERE n.job_id LIKE 'replay-' || o.id || "
            "'-%'"
            " AND (n.kind = 'server_metric' OR n.idempotency_key = 'replay:' || o.idempotency_key)"_s),
        u"20"_s);
    // Cursors, some with what crashed workers leave behind.
    QCOMPARE(db->scalar(u"SELECT count(*) FROM feed_cursors"_s), u"300"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) > 0 FROM feed_cursors WHERE lease_holder LIKE 'pg-row:%'"
                        " AND lease_expires_at < extract(epoch FROM now()) * 1000"_s),
             u"t"_s);
    QCOMPARE(
        db->scalar(u"SELECT count(*) > 0 FROM feed_cursors WHERE lease_holder LIKE 'pg-advisory:%'"
                   " AND lease_expires_at IS NULL"_s),
        u"t"_s);
    // ANALYZE ran: the planner knows the sizes.
    QCOMPARE(db->scalar(u"SELECT reltuples::bigint FROM pg_class WHERE oid = 'tasks'::regclass"_s),
             u"6000"_s);
    // The sequence moved past the explicit ids: the next enqueue does not collide.
    QVERIFY(db->exec(
        u"INSERT INTO tasks (job_id, idempotency_key) VALUES ('after-seed', 'after-seed')"_s));
}

void tst_PoolsimSeed::alarmLedgerKeepsItsInvariant()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    SeedOptions o = options(*db, 2000);
    o.alarmRows = 5000;
    o.owedFraction = 0.1;
    QCOMPARE(seedHistory(o), 0);
    const int rows = db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries"_s).toInt();
    QVERIFY2(rows > 5000 - 5 && rows <= 5000, qPrintable(QString::number(rows)));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries WHERE acked_at IS NULL"_s),
             u"500"_s);
    QCOMPARE(db->scalar(QString::fromLatin1(simtest::TriggersBreakingTheLedger)), u"0"_s);
    QCOMPARE(db->scalar(QString::fromLatin1(simtest::LedgerRowsOwedToNobody)), u"0"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) > 0 FROM alarm.subscriptions WHERE NOT enabled"_s),
             u"t"_s);
    // Acks come after their trigger, and a device that acked was seen then.
    QCOMPARE(
        db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries WHERE acked_at < created_at"_s),
        u"0"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries d JOIN alarm.subscriptions s"
                        " ON s.id = d.subscription_id WHERE d.acked_at > s.last_seen_at"_s),
             u"0"_s);
    // Devices offline for days own part of the debt.
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) > 0 FROM alarm.alarm_deliveries d JOIN alarm.subscriptions s"
            " ON s.id = d.subscription_id WHERE d.acked_at IS NULL AND s.last_seen_at < now() - interval '1 day'"_s),
        u"t"_s);
    QCOMPARE(
        db->scalar(u"SELECT string_agg(DISTINCT state, ',' ORDER BY state) FROM alarm.alerts"_s),
        u"armed,disarmed,triggered"_s);
}

void tst_PoolsimSeed::sameSeedSameHistory()
{
    POOLSCOPE_TEST_DATABASE(a, TestDatabase::Template::Upstream);
    POOLSCOPE_TEST_DATABASE(b, TestDatabase::Template::Upstream);
    QCOMPARE(seedHistory(options(*a, 3000)), 0);
    QCOMPARE(seedHistory(options(*b, 3000)), 0);
    // Everything but the wall-clock times (and what is derived from them) is the same.
    const QString digest = uR"(
SELECT md5(string_agg(concat_ws('|', id, kind, state, attempts, account_id, monitor_id, contact_id, message_id,
                                CASE WHEN kind <> 'server_metric' THEN idempotency_key END, last_error), ',' ORDER BY id))
FROM tasks)"_s;
    QCOMPARE(a->scalar(digest), b->scalar(digest));
    const QString deliveries
        = u"SELECT md5(string_agg(concat_ws('|', id, task_id, status, error, duration_ms),"
          " ',' ORDER BY id)) FROM notification_deliveries"_s;
    QCOMPARE(a->scalar(deliveries), b->scalar(deliveries));
    const QString ledger
        = u"SELECT md5(string_agg(concat_ws('|', alert_id, subscription_id, event_id, acked_at IS "
          u"NULL),"
          " ',' ORDER BY alert_id, subscription_id, event_id)) FROM alarm.alarm_deliveries"_s;
    QCOMPARE(a->scalar(ledger), b->scalar(ledger));
}

void tst_PoolsimSeed::seedingTwiceDoesNotCollide()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QCOMPARE(seedHistory(options(*db, 1000)), 0);
    SeedOptions again = options(*db, 1000);
    again.seed = 4;
    QCOMPARE(seedHistory(again), 0);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"2000"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM notification_deliveries"_s), u"6000"_s);
    // A failed seed leaves nothing behind: it is one transaction.
    SeedOptions broken = options(*db, 10);
    broken.schema = u"no_such_schema"_s;
    QVERIFY(seedHistory(broken) != 0);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"2000"_s);
}

QTEST_GUILESS_MAIN(tst_PoolsimSeed)
#include "tst_poolsim_seed.moc"
