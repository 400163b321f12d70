#include "tests/poolsim/simtestsupport.h"
#include "tests/support/testdatabase.h"
#include "tools/poolsim/taskresult.h"
#include "tools/poolsim/taskstore.h"

#include <QTest>
#include <atomic>
#include <map>
#include <mutex>
#include <thread>

using namespace Qt::StringLiterals;
using namespace poolsim;

// The task envelope's SQL under real concurrency: SKIP LOCKED leasing, the token fence, the
// idempotency key, the reaper.
class tst_PoolsimTaskStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void duplicateEnqueueMakesNoSecondRow();
    void concurrentWorkersNeverHoldATaskTwice();
    void anAttemptIsALease();
    void resultAfterReleaseIsFenced();
    void resultAfterReapIsFenced();
    void reaperWaitsOutTheGraceAndKillsTheLastAttempt();
    void outcomesMoveTheTask();
};

namespace {

taskstore::NewTask notification(int n, const QString &key = {})
{
    taskstore::NewTask t;
    t.jobId = u"job-test-%1"_s.arg(n);
    t.kind = u"notification"_s;
    t.idempotencyKey = key.isEmpty() ? u"notification:%1:1"_s.arg(n) : key;
    t.accountId = 1000;
    t.messageId = n;
    t.contactId = 1000001;
    t.payloadJson = R"({"channels":["email","sms"],"subject":"s","body":"b"})";
    t.maxAttempts = 4;
    return t;
}

taskstore::TaskResult delivered()
{
    taskstore::TaskResult r;
    r.state = u"succeeded"_s;
    r.resultJson = R"({"status":"delivered"})";
    r.audit = true;
    r.deliveryStatus = u"delivered"_s;
    r.durationMs = 10;
    r.providerResponse = u"email: 250 ok"_s;
    return r;
}

taskstore::LeasedTask leaseOne(PgConn &conn, const QString &owner)
{
    DbError error;
    const auto leased = taskstore::lease(conn, owner, 1, 30, &error);
    if (!leased || leased->size() != 1) {
        qWarning() << "lease failed:" << error.summary();
        return {};
    }
    return leased->first();
}

} // namespace

void tst_PoolsimTaskStore::duplicateEnqueueMakesNoSecondRow()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // Eight producers retry the same logical event at once, each in a fresh envelope.
    std::atomic<int> inserted { 0 };
    std::atomic<int> absorbed { 0 };
    std::atomic<int> failed { 0 };
    std::vector<std::thread> threads;
    for (int i = 0; i < 8; ++i) {
        threads.emplace_back([&, i] {
            DbError error;
            auto conn = PgConn::open(db->dsn(), &error);
            for (int round = 0; round < 20 && conn; ++round) {
                const auto r = taskstore::enqueue(
                    *conn, notification(1000 * i + round, u"notification:77:%1"_s.arg(round)),
                    &error);
                if (!r)
                    ++failed;
                else if (r->inserted)
                    ++inserted;
                else
                    ++absorbed;
            }
        });
    }
    for (auto &t : threads)
        t.join();
    QCOMPARE(failed.load(), 0);
    QCOMPARE(inserted.load(), 20);
    QCOMPARE(absorbed.load(), 7 * 20);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"20"_s);
    QCOMPARE(db->scalar(u"SELECT count(DISTINCT idempotency_key) FROM tasks"_s), u"20"_s);
}

void tst_PoolsimTaskStore::concurrentWorkersNeverHoldATaskTwice()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    constexpr int Tasks = 400;
    for (int i = 0; i < Tasks; ++i)
        QVERIFY(taskstore::enqueue(*conn, notification(i), nullptr));

    // Who holds what, as the workers themselves believe it: a lease handed to a second worker
    // while the first still holds it is a violation.
    std::mutex mutex;
    std::map<qint64, QString> holders;
    std::atomic<int> violations { 0 };
    std::atomic<int> fenced { 0 };
    std::atomic<int> errors { 0 };
    std::vector<std::thread> workers;
    for (int w = 0; w < 6; ++w) {
        workers.emplace_back([&, w] {
            DbError error;
            auto mine = PgConn::open(db->dsn(), &error);
            const QString owner = u"worker-%1"_s.arg(w);
            for (int idle = 0; mine && idle < 3;) {
                const auto leased = taskstore::lease(*mine, owner, 3, 30, &error);
                if (!leased) {
                    ++errors;
                    return;
                }
                idle = leased->isEmpty() ? idle + 1 : 0;
                for (const taskstore::LeasedTask &t : *leased) {
                    {
                        std::lock_guard lock(mutex);
                        if (!holders.emplace(t.id, owner).second)
                            ++violations;
                    }
                    std::this_thread::yield();
                    // Held until its result has landed: nobody may lease it before that.
                    const auto done = taskstore::finish(*mine, t, owner, delivered(), &error);
                    if (!done)
                        ++errors;
                    else if (!done->landed)
                        ++fenced;
                    std::lock_guard lock(mutex);
                    holders.erase(t.id);
                }
            }
        });
    }
    for (auto &t : workers)
        t.join();
    QCOMPARE(errors.load(), 0);
    QCOMPARE(violations.load(), 0);
    QCOMPARE(fenced.load(), 0);
    // Each task was leased exactly once and delivered exactly once.
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks WHERE state = 'succeeded' AND attempts = 1"_s),
             QString::number(Tasks));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM notification_deliveries"_s), QString::number(Tasks));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM (SELECT task_id FROM notification_deliveries"
                        " GROUP BY task_id HAVING count(*) > 1) x"_s),
             u"0"_s);
    QCOMPARE(db->scalar(u"SELECT count(DISTINCT worker_id) > 1 FROM notification_deliveries"_s),
             u"t"_s);
}

void tst_PoolsimTaskStore::anAttemptIsALease()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    const auto id = taskstore::enqueue(*conn, notification(1), nullptr);
    QVERIFY(id && id->inserted);
    QCOMPARE(db->scalar(u"SELECT attempts FROM tasks"_s), u"0"_s);
    const taskstore::LeasedTask t = leaseOne(*conn, u"w1"_s);
    QCOMPARE(t.id, id->id);
    QCOMPARE(t.attempts, 1);
    QCOMPARE(t.token.size(), 32);
    QCOMPARE(db->scalar(u"SELECT state || ' ' || attempts || ' ' || lease_owner || ' ' ||"
                        " (lease_expires_at > now() + interval '25 seconds') FROM tasks"_s),
             u"leased 1 w1 true"_s);
    // A lease given back undelivered (a clean shutdown) gives the attempt back too.
    QCOMPARE(taskstore::returnLease(*conn, t, nullptr), std::optional<bool>(true));
    QCOMPARE(
        db->scalar(u"SELECT state || ' ' || attempts || ' ' || (lease_token IS NULL) FROM tasks"_s),
        u"queued 0 true"_s);
    // Not due yet: not leased.
    taskstore::NewTask later = notification(2);
    later.notBeforeInSeconds = 3600;
    QVERIFY(taskstore::enqueue(*conn, later, nullptr));
    const taskstore::LeasedTask again = leaseOne(*conn, u"w2"_s);
    QCOMPARE(again.id, id->id);
    QCOMPARE(again.attempts, 1);
    QVERIFY(again.token != t.token);
    const auto none = taskstore::lease(*conn, u"w3"_s, 5, 30, nullptr);
    QVERIFY(none && none->isEmpty());
}

void tst_PoolsimTaskStore::resultAfterReleaseIsFenced()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    QVERIFY(taskstore::enqueue(*conn, notification(1), nullptr));
    const taskstore::LeasedTask first = leaseOne(*conn, u"slow-worker"_s);
    QVERIFY(first.id > 0);
    // An operator releases the lease (what the console's release action does), and another
    // worker takes the task.
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'queued', lease_owner = NULL, lease_token = NULL,"
                     " lease_expires_at = NULL WHERE id = $1 AND lease_token = $2"_s,
                     { QByteArray::number(first.id), first.token.toUtf8() }));
    const taskstore::LeasedTask second = leaseOne(*conn, u"fast-worker"_s);
    QCOMPARE(second.id, first.id);
    const QString before = db->scalar(u"SELECT row_to_json(t)::text FROM tasks t"_s);

    const auto late = taskstore::finish(*conn, first, u"slow-worker"_s, delivered(), nullptr);
    QVERIFY(late);
    QVERIFY(!late->landed);
    QVERIFY(late->audited); // the attempt happened: its audit row is written
    QCOMPARE(db->scalar(u"SELECT row_to_json(t)::text FROM tasks t"_s), before);
    QCOMPARE(db->scalar(u"SELECT worker_id || ' ' || status FROM notification_deliveries"_s),
             u"slow-worker delivered"_s);

    const auto onTime = taskstore::finish(*conn, second, u"fast-worker"_s, delivered(), nullptr);
    QVERIFY(onTime && onTime->landed);
    QCOMPARE(db->scalar(u"SELECT state || ' ' || attempts FROM tasks"_s), u"succeeded 2"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM notification_deliveries"_s), u"2"_s);
}

void tst_PoolsimTaskStore::resultAfterReapIsFenced()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    QVERIFY(taskstore::enqueue(*conn, notification(1), nullptr));
    const taskstore::LeasedTask t = leaseOne(*conn, u"paused-worker"_s);
    // The worker pauses for longer than its lease and the grace: time passes, as far as the
    // row is concerned.
    QVERIFY(db->exec(u"UPDATE tasks SET lease_expires_at = now() - interval '5 minutes'"_s));
    const auto reaped = taskstore::reapExpired(*conn, 60, 100, nullptr);
    QVERIFY(reaped);
    QCOMPARE(reaped->size(), 1);
    QCOMPARE(reaped->first().state, u"queued"_s);
    QCOMPARE(reaped->first().formerOwner, u"paused-worker"_s);
    const QString before = db->scalar(u"SELECT row_to_json(t)::text FROM tasks t"_s);
    QVERIFY(before.contains(u"never reported"_s));

    const auto late = taskstore::finish(*conn, t, u"paused-worker"_s, delivered(), nullptr);
    QVERIFY(late && !late->landed && late->audited);
    QCOMPARE(db->scalar(u"SELECT row_to_json(t)::text FROM tasks t"_s), before);
    QCOMPARE(db->scalar(u"SELECT state FROM tasks"_s), u"queued"_s);
}

void tst_PoolsimTaskStore::reaperWaitsOutTheGraceAndKillsTheLastAttempt()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    for (int i = 1; i <= 3; ++i)
        QVERIFY(taskstore::enqueue(*conn, notification(i), nullptr));
    const auto leased = taskstore::lease(*conn, u"dead-worker"_s, 3, 30, nullptr);
    QVERIFY(leased && leased->size() == 3);
    // Expired 10 s ago (inside the grace), 2 minutes ago, and 2 minutes ago on the last attempt.
    const QByteArray a = QByteArray::number(leased->at(0).id);
    const QByteArray b = QByteArray::number(leased->at(1).id);
    const QByteArray c = QByteArray::number(leased->at(2).id);
    QVERIFY(db->exec(
        u"UPDATE tasks SET lease_expires_at = now() - interval '10 seconds' WHERE id = $1"_s,
        { a }));
    QVERIFY(db->exec(
        u"UPDATE tasks SET lease_expires_at = now() - interval '2 minutes' WHERE id = $1"_s,
        { b }));
    QVERIFY(
        db->exec(u"UPDATE tasks SET lease_expires_at = now() - interval '2 minutes', attempts = 4"
                 " WHERE id = $1"_s,
                 { c }));
    const auto reaped = taskstore::reapExpired(*conn, 60, 100, nullptr);
    QVERIFY(reaped);
    QCOMPARE(reaped->size(), 2);
    QCOMPARE(db->scalar(u"SELECT state FROM tasks WHERE id = $1"_s, { a }), u"leased"_s);
    QCOMPARE(db->scalar(u"SELECT state FROM tasks WHERE id = $1"_s, { b }), u"queued"_s);
    QCOMPARE(db->scalar(u"SELECT state || ' ' || (lease_owner IS NULL) FROM tasks WHERE id = $1"_s,
                        { c }),
             u"dead true"_s);
}

void tst_PoolsimTaskStore::outcomesMoveTheTask()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    auto conn = simtest::open(*db);
    QVERIFY(conn);
    Rng rng(1);
    RetryPolicy retry;
    auto run = [&](int n, Outcome outcome, qint64 attemptsAlready) {
        taskstore::enqueue(*conn, notification(n), nullptr);
        db->exec(u"UPDATE tasks SET attempts = $1 WHERE message_id = $2"_s,
                 { QByteArray::number(attemptsAlready), QByteArray::number(n) });
        const taskstore::LeasedTask t = leaseOne(*conn, u"w"_s);
        Attempt attempt;
        attempt.outcome = outcome;
        attempt.error = outcome == Outcome::Delivered ? QString() : u"sms: boom"_s;
        attempt.resultJson = R"({"status":"x"})";
        attempt.retryAfterSeconds
            = outcome == Outcome::Retryable ? std::optional<double>(100) : std::nullopt;
        const auto done
            = taskstore::finish(*conn, t, u"w"_s, decideResult(t, attempt, retry, rng), nullptr);
        return done && done->landed;
    };
    QVERIFY(run(1, Outcome::Partial, 0));
    QVERIFY(run(2, Outcome::Retryable, 0));
    QVERIFY(run(3, Outcome::Retryable, 3));
    QVERIFY(run(4, Outcome::Permanent, 0));
    QCOMPARE(
        db->scalar(
            u"SELECT state || ' ' || (succeeded_at IS NOT NULL) FROM tasks WHERE message_id = 1"_s),
        u"succeeded true"_s);
    // Honours the provider's Retry-After over the shorter exponential backoff.
    QCOMPARE(
        db->scalar(u"SELECT state || ' ' || (not_before > now() + interval '90 seconds') FROM tasks"
                   " WHERE message_id = 2"_s),
        u"failed_retry true"_s);
    QCOMPARE(db->scalar(u"SELECT state || ' ' || attempts FROM tasks WHERE message_id = 3"_s),
             u"dead 4"_s);
    QCOMPARE(db->scalar(u"SELECT state FROM tasks WHERE message_id = 4"_s), u"failed_perm"_s);
    QCOMPARE(
        db->scalar(
            u"SELECT string_agg(status, ',' ORDER BY message_id) FROM notification_deliveries"_s),
        u"partial,retryable,retryable,permanent"_s);
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM tasks WHERE lease_token IS NOT NULL OR lease_owner IS NOT NULL"_s),
        u"0"_s);
}

QTEST_GUILESS_MAIN(tst_PoolsimTaskStore)
#include "tst_poolsim_taskstore.moc"
