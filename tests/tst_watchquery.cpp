#include "core/watch/watchproof.h"
#include "core/watch/watchrules.h"
#include "db/actions/ackdeliveries.h"
#include "db/actions/replay.h"
#include "db/actions/taskleaserelease.h"
#include "db/queries/watchquery.h"
#include "db/schemarequirements.h"
#include "models/poller.h"
#include "tests/support/jobrunner.h"
#include "tests/support/tcpproxy.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

// Watches read against a real server, rows written as the upstream services write them: a
// dead task replayed and then delivered, a replay that dies again, a message's attempts, a
// device's owed alarm deliveries acked by SQL as the alarm service acks them, a sink lease.
class tst_WatchQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void replayedTaskIsFollowedToItsDelivery();
    void replayThatDiesAgainTurnsBad();
    void messageIsDeliveredByAnyAttempt();
    void deviceAckCompletesAndDisableTurnsBad();
    void newTriggerAfterTheWatchBeganDoesNotHoldItBack();
    void sinkLeaseIsLeasedByAWorker();
    void missingTablesLeaveTheirWatchesUnread();
    void readsByKeyOnly();
    void hundredWatchesAddNoRoundTrip();
    void proofTellsBeforeActionAndAfter();
    void beforeIsWhatTheDatabaseHeldBeforeTheAction();
    void keysRoundTrip();
    void batchCountsFollowTheReplays();
    void batchBeforeIsReadInTheReplaysRoundTrip();
    void thousandsOfMembersAreOneBoundedStatement();

private:
    // Reads `watches` and applies each reading, as the console's poll does.
    static bool poll(JobRunner &runner, QList<Watch> &watches, const SchemaInfo &schema = {},
                     qint64 nowUs = 1000);
    static Watch watch(qint64 id, const WatchTarget &target, WatchGoal goal)
    {
        Watch w = watchrules::make(target, goal, 0);
        w.id = id;
        return w;
    }
};

bool tst_WatchQuery::poll(JobRunner &runner, QList<Watch> &watches, const SchemaInfo &schema,
                          qint64 nowUs)
{
    const auto readings = runner.value<WatchReadings>(watchquery::job(watches, schema, {}));
    if (!readings)
        return false;
    for (Watch &w : watches) {
        if (readings->seen.contains(w.id))
            watchrules::apply(w, readings->seen.value(w.id), nowUs);
    }
    return true;
}

void tst_WatchQuery::replayedTaskIsFollowedToItsDelivery()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, attempts, message_id, last_error, updated_at)"
                     " VALUES (1, 'dead', 5, 77, 'provider timeout', now())"_s));
    QVERIFY(db->exec(u"INSERT INTO notification_deliveries (message_id, task_id, status, error,"
                     " worker_id, created_at) VALUES (77, 1, 'retryable', 'timeout', 'w-1',"
                     " now())"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    QList<Watch> watches { watch(1, WatchTarget::task(1), WatchGoal::Delivered) };

    // Dead and not yet replayed when the watch began: waiting, not bad.
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Pending);
    QVERIFY2(watchrules::stateText(watches[0]).contains(u"dead"_s),
             qPrintable(watchrules::stateText(watches[0])));
    QVERIFY(watchrules::beforeText(watches[0]).contains(u"not replayed"_s));

    // The operator replays it; the new task is queued: still waiting, on the new task.
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, attempts, message_id) VALUES"
                     " (2, 'queued', 0, 77)"_s));
    QVERIFY(db->exec(u"INSERT INTO task_replays (original_task_id, requeued_task_id,"
                     " operator_user_id, created_at) VALUES (1, 2, 7, now())"_s));
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Pending);
    QCOMPARE(watches[0].evidence->taskId, OptInt(2));
    QCOMPARE(watches[0].evidence->replays, OptInt(1));

    // A worker delivers it.
    QVERIFY(db->exec(u"UPDATE tasks SET state = 'succeeded', attempts = 1 WHERE id = 2"_s));
    QVERIFY(db->exec(u"INSERT INTO notification_deliveries (id, message_id, task_id, status,"
                     " worker_id, provider_response, created_at) VALUES (900, 77, 2, 'delivered',"
                     " 'w-3', '250 OK queued', now())"_s));
    QVERIFY(poll(runner, watches, {}, 2000));
    QCOMPARE(watches[0].status, WatchStatus::Reached);
    QCOMPARE(watches[0].finishedAtUs, 2000);
    QCOMPARE(watches[0].evidence->deliveryId, OptInt(900));
    QCOMPARE(watches[0].evidence->workerId, u"w-3"_s);
    QCOMPARE(watches[0].evidence->providerResponse, u"250 OK queued"_s);
    QVERIFY(watchrules::outcomeLine(watches[0]).startsWith(u"Task 1: delivered (attempt 900"_s));
}

void tst_WatchQuery::replayThatDiesAgainTurnsBad()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, attempts) VALUES (1, 'dead', 5),"
                     " (2, 'leased', 1)"_s));
    QVERIFY(db->exec(u"INSERT INTO task_replays (original_task_id, requeued_task_id)"
                     " VALUES (1, 2)"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    QList<Watch> watches { watch(1, WatchTarget::task(1), WatchGoal::Delivered),
                           watch(2, WatchTarget::task(3), WatchGoal::Delivered) };
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Pending);
    QCOMPARE(watches[1].status, WatchStatus::Bad); // no such task
    QCOMPARE(watchrules::stateText(watches[1]), u"no such task"_s);

    QVERIFY(db->exec(u"UPDATE tasks SET state = 'dead', last_error = 'bounced' WHERE id = 2"_s));
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Bad);
    QCOMPARE(watches[0].evidence->error, u"bounced"_s);
    QVERIFY(watchrules::outcomeLine(watches[0]).contains(u"turned bad"_s));
}

void tst_WatchQuery::messageIsDeliveredByAnyAttempt()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(
        db->exec(u"INSERT INTO tasks (id, state, message_id) VALUES (5, 'failed_retry', 42)"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    QList<Watch> watches { watch(1, WatchTarget::message(42), WatchGoal::Delivered) };
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Pending);
    QCOMPARE(watchrules::stateText(watches[0]), u"no attempt recorded yet"_s);

    QVERIFY(db->exec(u"INSERT INTO notification_deliveries (id, message_id, task_id, status,"
                     " created_at) VALUES (1, 42, 5, 'retryable', now())"_s));
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Pending);
    QCOMPARE(watches[0].evidence->attempts, OptInt(1));

    // NULL status and worker, as a half-written audit row has them, do not break the read.
    QVERIFY(db->exec(u"INSERT INTO notification_deliveries (id, message_id, task_id) VALUES"
                     " (2, 42, 5)"_s));
    QVERIFY(db->exec(u"INSERT INTO notification_deliveries (id, message_id, task_id, status,"
                     " worker_id, created_at) VALUES (3, 42, 5, 'delivered', 'w-2', now())"_s));
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Reached);
    QCOMPARE(watches[0].evidence->deliveryId, OptInt(3));
    QCOMPARE(watches[0].evidence->attempts, OptInt(3));
}

namespace {
const QString Alert = u"0b7c1a52-0000-4000-8000-000000000001"_s;
const QString Door = u"0b7c1a52-0000-4000-8000-0000000000d1"_s;
const QString Phone = u"0b7c1a52-0000-4000-8000-0000000000d2"_s;
const QString BatchAction = u"0b7c1a52-0000-4000-8000-00000000b001"_s;

bool seedAlarm(TestDatabase &db)
{
    return db.exec(u"INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ($1, 1,"
                   " 'Front door', 'triggered')"_s,
                   { Alert.toUtf8() })
        && db.exec(u"INSERT INTO alarm.subscriptions (id, alert_id, device_label) VALUES"
                   " ($1, $3, 'Door panel'), ($2, $3, 'Pixel 8')"_s,
                   { Door.toUtf8(), Phone.toUtf8(), Alert.toUtf8() })
        && db.exec(u"INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id,"
                   " created_at) SELECT $1, s, gen_random_uuid(), now() - interval '1 minute'"
                   " FROM unnest(ARRAY[$2, $3]::uuid[]) s"_s,
                   { Alert.toUtf8(), Door.toUtf8(), Phone.toUtf8() });
}
} // namespace

void tst_WatchQuery::deviceAckCompletesAndDisableTurnsBad()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seedAlarm(*db));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    QList<Watch> watches {
        watch(1, WatchTarget::device(Alert, Phone, u"Pixel 8"_s), WatchGoal::Acked),
        watch(2, WatchTarget::device(Alert, Door, u"Door panel"_s), WatchGoal::Acked),
    };
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Pending);
    QCOMPARE(watchrules::stateText(watches[0]), u"1 owed, 0 acked"_s);
    QVERIFY(watches[0].baselineUs);

    // The device acks, as the alarm service writes it.
    QVERIFY(db->exec(u"UPDATE alarm.alarm_deliveries SET acked_at = now()"
                     " WHERE subscription_id = $1 AND acked_at IS NULL"_s,
                     { Phone.toUtf8() }));
    // The door panel's subscription is disabled: it will never ack.
    QVERIFY(db->exec(u"UPDATE alarm.subscriptions SET enabled = false WHERE id = $1"_s,
                     { Door.toUtf8() }));
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Reached);
    QVERIFY(watchrules::evidenceText(watches[0].target, *watches[0].evidence)
                .contains(u"the ledger does not tell"_s));
    QCOMPARE(watches[1].status, WatchStatus::Bad);
    QVERIFY(watchrules::stateText(watches[1]).contains(u"disabled"_s));
}

void tst_WatchQuery::newTriggerAfterTheWatchBeganDoesNotHoldItBack()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seedAlarm(*db));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    // Every device owing the alert.
    QList<Watch> watches { watch(1, WatchTarget::device(Alert, {}, {}), WatchGoal::Acked) };
    QVERIFY(poll(runner, watches));
    QCOMPARE(watchrules::stateText(watches[0]), u"2 owed, 0 acked"_s);

    // A new trigger after the watch began, then both devices ack what they owed before it.
    QVERIFY(db->exec(u"INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id,"
                     " created_at) VALUES ($1, $2, gen_random_uuid(), now() + interval '1 s')"_s,
                     { Alert.toUtf8(), Door.toUtf8() }));
    QVERIFY(db->exec(u"UPDATE alarm.alarm_deliveries SET acked_at = now()"
                     " WHERE created_at < now()"_s));
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Reached);
    QCOMPARE(watchrules::stateText(watches[0]), u"0 owed, 2 acked"_s);
}

void tst_WatchQuery::sinkLeaseIsLeasedByAWorker()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO feed_cursors (feed, sink, position, lease_holder,"
                     " lease_expires_at) VALUES ('orders', 'es', 10, 'old-worker', 1000)"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    QList<Watch> watches {
        watch(1, WatchTarget::sinkLease(u"orders"_s, u"es"_s), WatchGoal::Leased),
        watch(2, WatchTarget::sinkLease(u"orders"_s, u"es"_s), WatchGoal::Changed),
        watch(3, WatchTarget::sinkLease(u"orders"_s, u"gone"_s), WatchGoal::Leased),
    };
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Pending);
    QCOMPARE(watchrules::stateText(watches[0]), u"lease of old-worker expired"_s);
    QCOMPARE(watches[1].status, WatchStatus::Pending);
    QCOMPARE(watches[2].status, WatchStatus::Bad);

    QVERIFY(db->exec(u"UPDATE feed_cursors SET lease_holder = 'sync-2', lease_expires_at ="
                     " (extract(epoch FROM now()) * 1000)::int8 + 30000"_s));
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Reached);
    QCOMPARE(watchrules::stateText(watches[0]), u"leased by sync-2"_s);
    QCOMPARE(watches[1].status, WatchStatus::Reached);
}

void tst_WatchQuery::missingTablesLeaveTheirWatchesUnread()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state) VALUES (1, 'queued')"_s));
    QVERIFY(db->exec(u"DROP SCHEMA alarm CASCADE"_s));
    SchemaInfo schema;
    schema.probed = true;
    schema.currentUser = u"op"_s;
    RelationInfo tasks;
    tasks.name = u"tasks"_s;
    tasks.exists = tasks.canSelect = true;
    tasks.columns = { u"id"_s, u"state"_s, u"attempts"_s, u"last_error"_s, u"updated_at"_s };
    RelationInfo deliveries;
    deliveries.name = u"notification_deliveries"_s;
    deliveries.exists = deliveries.canSelect = true;
    for (const Requirement &r : requirements::deliveries())
        deliveries.columns = QSet<QString>(r.columns.begin(), r.columns.end());
    schema.relations = { tasks, deliveries };

    JobRunner runner(*db);
    QVERIFY(runner.live());
    QList<Watch> watches { watch(1, WatchTarget::task(1), WatchGoal::Delivered),
                           watch(2, WatchTarget::device(Alert, Phone, {}), WatchGoal::Acked) };
    const auto readings = runner.value<WatchReadings>(watchquery::job(watches, schema, {}));
    QVERIFY(readings);
    QVERIFY(readings->seen.contains(1)); // without task_replays: the task itself
    QCOMPARE(readings->seen.value(1).state, u"queued"_s);
    QVERIFY(!readings->seen.contains(2));
    QVERIFY2(readings->unreadable.value(2).contains(u"alarm.alarm_deliveries does not exist"_s),
             qPrintable(readings->unreadable.value(2)));
}

void tst_WatchQuery::readsByKeyOnly()
{
    // The statement reads by primary key or an upstream index only: with sequential scans
    // priced out, none is left in its plan on the big tables (their size does not matter).
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QList<Watch> watches { watch(1, WatchTarget::task(1), WatchGoal::Delivered),
                           watch(2, WatchTarget::message(2), WatchGoal::Delivered),
                           watch(3, WatchTarget::device(Alert, Phone, {}), WatchGoal::Acked),
                           watch(4, WatchTarget::device(Alert, {}, {}), WatchGoal::Acked),
                           watch(5, WatchTarget::sinkLease(u"f"_s, u"s"_s), WatchGoal::Leased),
                           watch(6, WatchTarget::batch(BatchAction, { 1, 2, 3 }),
                                 WatchGoal::Delivered) };
    const SqlStatement st = watchquery::job(watches, {}, {}).statements.last();
    QList<QByteArray> params;
    for (const SqlParam &p : st.params)
        params.append(p.value_or(QByteArray()));
    QVERIFY(db->exec(u"ANALYZE"_s));
    QVERIFY(db->exec(u"SET enable_seqscan = off"_s));
    const auto plan = db->query(u"EXPLAIN "_s + QString::fromUtf8(st.sql), params);
    QVERIFY(plan);
    QStringList lines;
    for (const QStringList &row : *plan)
        lines.append(row.value(0));
    const QString text = lines.join(u'\n');
    for (const QString &table :
         { u"tasks"_s, u"notification_deliveries"_s, u"task_replays"_s, u"alarm_deliveries"_s,
           u"subscriptions"_s, u"alerts"_s, u"feed_cursors"_s })
        QVERIFY2(!text.contains(u"Seq Scan on "_s + table), qPrintable(text));
}

// The watch statement rides in the poll cycle's pipeline: a cycle with 100 pending watches
// makes as many round trips as one without (counted by a TCP proxy between client and server).
void tst_WatchQuery::hundredWatchesAddNoRoundTrip()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    TcpProxy proxy(db->scalar(u"SHOW port"_s).toInt());
    QVERIFY(proxy.start());
    const QString viaProxy = u"host=127.0.0.1 port=%1 dbname=%2 user=%3 sslmode=disable"_s.arg(
        QString::number(proxy.port()), db->name(), db->scalar(u"SELECT current_user"_s));
    DbClient client;
    QVERIFY(startLive(client, testConfig(viaProxy)));

    QList<Watch> watches;
    for (int i = 1; i <= 100; ++i) {
        const WatchTarget t = i % 3 == 0 ? WatchTarget::task(i)
            : i % 3 == 1                 ? WatchTarget::message(i)
                                         : WatchTarget::device(Alert, Phone, {});
        watches.append(watch(i, t, watchrules::defaultGoal(t.kind)));
    }
    bool watching = false;
    int observed = 0;
    Poller poller(&client);
    poller.addSource(
        u"tasks"_s,
        [] {
            DbJob job;
            job.statements = { SqlStatement { "SELECT count(*) FROM tasks", {}, false } };
            job.decode = [](const JobResults &) {
                return QVariant(true);
            };
            return job;
        },
        [](const DbError &, const QVariant &) {});
    poller.addSource(
        u"watches"_s, [&] { return watching ? watchquery::job(watches, {}, {}) : DbJob(); },
        [&](const DbError &, const QVariant &v) {
            observed = int(v.value<WatchReadings>().seen.size());
        });
    QSignalSpy cycles(&poller, &Poller::cycleFinished);
    poller.start();
    QVERIFY(cycles.wait(10000));

    const auto turnsOfACycle = [&]() -> long {
        if (!QTest::qWaitFor([&] { return !poller.cycleInFlight(); }, 10000))
            return -1;
        proxy.resetCount();
        const qsizetype before = cycles.size();
        poller.pollNow();
        if (!QTest::qWaitFor([&] { return cycles.size() > before && !poller.cycleInFlight(); },
                             10000))
            return -1;
        return proxy.turns();
    };
    const long without = turnsOfACycle();
    watching = true;
    const long with = turnsOfACycle();
    QCOMPARE(observed, 100);
    QCOMPARE(with, without);
    QCOMPARE(without, 1L);
}

void tst_WatchQuery::proofTellsBeforeActionAndAfter()
{
    Watch w = watch(1, WatchTarget::task(1), WatchGoal::Delivered);
    WatchObservation dead;
    dead.found = true;
    dead.state = u"dead"_s;
    dead.attempts = 5;
    watchrules::apply(w, dead, 10);
    w.action = WatchAction { u"replay"_s,
                             u"a-1"_s,
                             7,
                             u"ticket 4411"_s,
                             u"done"_s,
                             u"Replayed task 1 as task 2."_s,
                             1'700'000'000'000'000,
                             {},
                             {},
                             {},
                             {},
                             {} };
    WatchObservation delivered = dead;
    delivered.state = u"succeeded"_s;
    delivered.taskId = 2;
    delivered.replays = 1;
    delivered.deliveryId = 900;
    delivered.deliveryStatus = u"delivered"_s;
    delivered.workerId = u"w-3"_s;
    delivered.providerResponse = u"250 | OK"_s;
    watchrules::apply(w, delivered, 20);
    QCOMPARE(w.status, WatchStatus::Reached);

    const QString text = watchproof::text(w, QTimeZone::utc());
    QVERIFY2(text.contains(u"Before: dead, 5 attempt(s), not replayed"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Action: replay by operator 7 at 2023-11-14 22:13:20 UTC, reason:"
                           " ticket 4411 — done"_s),
             qPrintable(text));
    QVERIFY(text.contains(u"Evidence: attempt 900 delivered by w-3"_s));
    QVERIFY(text.contains(u"Provider response: 250 | OK"_s));
    const QString md = watchproof::markdown(w, QTimeZone::utc());
    QVERIFY2(md.contains(u"| Provider response | 250 \\| OK |"_s), qPrintable(md));
}

// The console's actions, run as it runs them (ActionController::run: the watch's read in the
// action's round trip, just ahead of it), then watched as WatchController::followAction does:
// the proof's before is the database's before, not the first poll after the action.
void tst_WatchQuery::beforeIsWhatTheDatabaseHeldBeforeTheAction()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(seedAlarm(*db));
    QVERIFY(db->exec(u"UPDATE alarm.subscriptions SET platform = 'android' WHERE id = $1"_s,
                     { Phone.toUtf8() }));
    // A leased task whose worker's lease ran out, after one attempt.
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, attempts, lease_owner, lease_token,"
                     " lease_expires_at, updated_at) VALUES (5, 'leased', 1, 'w-9', 'tok-1',"
                     " now() - interval '1 minute', now())"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const ActionContext ctx = ActionContext::make(7, u"ticket 4711"_s, false);
    const auto followed = [&](const WatchTarget &target, const ActionOutcome &o) {
        WatchAction a;
        a.action = o.action;
        a.operatorId = ctx.operatorId;
        a.reason = ctx.reason;
        a.outcome = o.resultName();
        a.at = ctx.startedAtUs;
        a.doneAt = o.doneAt;
        Watch w = watch(1, target, watchrules::defaultGoal(target.kind));
        w.action = a;
        w.before = o.before;
        return w;
    };

    // Release the expired lease: before, the task was leased (now it is queued).
    const auto released = runner.value<ActionOutcome>(watchquery::beforeAction(
        taskleaserelease::job({ 5, {}, {} }, ctx), WatchTarget::task(5), {}, {}));
    QVERIFY(released);
    QCOMPARE(released->result, ActionOutcome::Result::Done);
    QVERIFY(released->before);
    QCOMPARE(released->before->state, u"leased"_s);
    QList<Watch> tasks { followed(WatchTarget::task(5), *released) };
    QVERIFY(poll(runner, tasks));
    QCOMPARE(tasks[0].evidence->state, u"queued"_s);
    const QString releaseProof = watchproof::text(tasks[0], QTimeZone::utc());
    QVERIFY2(releaseProof.contains(u"Before: leased, 1 attempt(s)\n"_s), qPrintable(releaseProof));
    QVERIFY2(releaseProof.contains(u"After: queued, 1 attempt(s)"_s), qPrintable(releaseProof));

    // Ack what the phone owed, from the frozen preview: before, 1 owed and none acked.
    const auto preview
        = runner.value<AckPreview>(ackdeliveries::previewJob(Alert, Phone, QString()));
    QVERIFY(preview);
    QCOMPARE(preview->keys.size(), 1);
    const WatchTarget phone = WatchTarget::device(Alert, Phone, QString());
    const auto acked = runner.value<ActionOutcome>(
        watchquery::beforeAction(ackdeliveries::job({ preview->keys }, ctx), phone, {}, {}));
    QVERIFY(acked);
    QCOMPARE(acked->result, ActionOutcome::Result::Done);
    QVERIFY(acked->before && acked->doneAt);
    QCOMPARE(acked->before->owed, OptInt(1));
    QCOMPARE(acked->before->acked, OptInt(0));
    QList<Watch> devices { followed(phone, *acked) };
    QVERIFY(poll(runner, devices));
    QCOMPARE(devices[0].status, WatchStatus::Reached);
    const QString ackProof = watchproof::text(devices[0], QTimeZone::utc());
    QVERIFY2(ackProof.contains(u"Before: 1 owed, 0 acked\n"_s), qPrintable(ackProof));
    // Its own ack: the proof knows it was the operator's.
    QVERIFY2(ackProof.contains(u"by operator 7 with this console's ack"_s)
                 && !ackProof.contains(u"the ledger does not tell"_s),
             qPrintable(ackProof));
    // Whole ids and the device by name.
    QVERIFY2(
        ackProof.contains(u"Pixel 8 (android, subscription "_s + Phone + u") on alert "_s + Alert),
        qPrintable(ackProof));
}

void tst_WatchQuery::keysRoundTrip()
{
    for (const WatchTarget &t :
         { WatchTarget::task(12), WatchTarget::message(9),
           WatchTarget::device(Alert, Phone, u"Pixel"_s), WatchTarget::device(Alert, {}, {}),
           WatchTarget::sinkLease(u"f"_s, u"a/b"_s), WatchTarget::batch(BatchAction, { 1 }) }) {
        const auto back = watchrules::targetFromKey(t.key());
        QVERIFY2(back, qPrintable(t.key()));
        QCOMPARE(back->key(), t.key());
    }
    QVERIFY(!watchrules::targetFromKey(u"task:-1"_s));
    QVERIFY(!watchrules::targetFromKey(u"device:nope/*"_s));
    QVERIFY(!watchrules::targetFromKey(u"rocket:1"_s));
    QString why;
    QVERIFY(!watchrules::goalFits(WatchTarget::Kind::Task, WatchGoal::Acked, &why));
    QVERIFY(why.contains(u"delivered or changed"_s));
}

namespace {

// `n` dead notification tasks from id 101 on, as the pool leaves them, ready to be replayed.
bool seedDead(TestDatabase &db, int n)
{
    return db.exec(u"INSERT INTO tasks (id, state, kind, message_id, idempotency_key, max_attempts,"
                   " attempts, last_error, payload, created_at, updated_at)"
                   " SELECT 100 + g, 'dead', 'notification', 5000 + g, 'evt-' || g, 3, 3,"
                   " 'smtp 550', '{\"subject\":\"x\"}', now(), now()"
                   " FROM generate_series(1, $1::int) g"_s,
                   { QByteArray::number(n) })
        && db.exec(u"SELECT setval('tasks_id_seq', 10000)"_s);
}

QList<qint64> deadIds(int n)
{
    QList<qint64> ids;
    for (int i = 1; i <= n; ++i)
        ids.append(100 + i);
    return ids;
}

} // namespace

// A bulk replay of 40 dead tasks, watched as one batch beside a task watch (one statement):
// its counts follow the replays' states as the workers (here SQL) change them, and it settles
// once no replay is on its way.
void tst_WatchQuery::batchCountsFollowTheReplays()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    constexpr int N = 40;
    QVERIFY(seedDead(*db, N));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    QList<qint64> ids = deadIds(N);
    ids.append(99999); // a task that does not exist: counted apart, not waited for
    const ActionContext ctx = ActionContext::make(7, u"incident 12"_s, false);
    QList<ReplayTask> tasks;
    for (qint64 id : ids)
        tasks.append(ReplayTask { id });
    const auto outcomes = runner.value<QList<ActionOutcome>>(replayaction::batchJob(tasks, ctx));
    QVERIFY(outcomes);
    QCOMPARE(outcomes->size(), N + 1);
    QList<Watch> watches { watch(1, WatchTarget::batch(ctx.actionId, ids), WatchGoal::Delivered),
                           watch(2, WatchTarget::task(101), WatchGoal::Delivered) };
    QVERIFY(poll(runner, watches));
    QCOMPARE(watches[0].status, WatchStatus::Pending);
    BatchCounts c = *watches[0].evidence->batch;
    QCOMPARE(c, (BatchCounts { N + 1, 0, 0, N, 0, 0, 1 }));
    QCOMPARE(watches[1].status, WatchStatus::Pending); // the other kinds read beside it

    // The workers deliver 30 replays, 3 die again, the rest are leased.
    const auto replaysOf = [&db](const QString &originals, const QString &state) {
        return db->exec(
            u"UPDATE tasks SET state = '%1' WHERE id IN (SELECT requeued_task_id"
            " FROM task_replays WHERE original_task_id IN (%2))"_s.arg(state, originals));
    };
    QVERIFY(replaysOf(u"SELECT 100 + g FROM generate_series(1, 30) g"_s, u"succeeded"_s));
    QVERIFY(replaysOf(u"131, 132, 133"_s, u"dead"_s));
    QVERIFY(replaysOf(u"SELECT 100 + g FROM generate_series(34, 40) g"_s, u"leased"_s));
    QVERIFY(poll(runner, watches));
    c = *watches[0].evidence->batch;
    QCOMPARE(c, (BatchCounts { N + 1, 30, 3, 7, 0, 0, 1 }));
    QCOMPARE(watches[0].status, WatchStatus::Pending);
    // "Open" goes to the first replay that died again.
    const qint64 firstDied
        = db->scalar(u"SELECT requeued_task_id FROM task_replays WHERE original_task_id = 131"_s)
              .toLongLong();
    QCOMPARE(watches[0].evidence->taskId, OptInt(firstDied));
    QCOMPARE(watchrules::linkOf(watches[0]), DeepLink::task(firstDied));

    // One of them is retried by a worker and fails for good; the rest succeed: settled.
    QVERIFY(replaysOf(u"134"_s, u"failed_perm"_s));
    QVERIFY(replaysOf(u"SELECT 100 + g FROM generate_series(35, 40) g"_s, u"succeeded"_s));
    QVERIFY(poll(runner, watches, {}, 2000));
    QCOMPARE(*watches[0].evidence->batch, (BatchCounts { N + 1, 36, 4, 0, 0, 0, 1 }));
    QCOMPARE(watches[0].status, WatchStatus::Bad);
    QCOMPARE(watches[0].finishedAtUs, 2000);
    QVERIFY2(watchrules::stateText(watches[0]).startsWith(u"36 of 41 delivered, 4 died again"_s),
             qPrintable(watchrules::stateText(watches[0])));
}

// The console's bulk replay reads the batch's before in its own round trip, just ahead of the
// replays: every original dead and not replayed, whatever the replays then made of them.
void tst_WatchQuery::batchBeforeIsReadInTheReplaysRoundTrip()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    constexpr int N = 12;
    QVERIFY(seedDead(*db, N));
    // One of them a colleague replayed already.
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, kind) VALUES (9000, 'queued',"
                     " 'notification'); INSERT INTO task_replays (original_task_id,"
                     " requeued_task_id, operator_user_id, created_at) VALUES (101, 9000, 8,"
                     " now())"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const QList<qint64> ids = deadIds(N);
    const ActionContext ctx = ActionContext::make(7, u"incident 12"_s, false);
    QList<ReplayTask> tasks;
    for (qint64 id : ids)
        tasks.append(ReplayTask { id });
    const WatchTarget batch = WatchTarget::batch(ctx.actionId, ids);
    const auto outcomes = runner.value<QList<ActionOutcome>>(
        watchquery::beforeAction(replayaction::batchJob(tasks, ctx), batch, {}, {}));
    QVERIFY(outcomes);
    QCOMPARE(outcomes->size(), N);
    QCOMPARE(outcomes->first().result, ActionOutcome::Result::AlreadyDone);
    QCOMPARE(outcomes->last().result, ActionOutcome::Result::Done);
    for (const ActionOutcome &o : *outcomes) {
        QVERIFY(o.before && o.before->batch);
        QCOMPARE(*o.before->batch, (BatchCounts { N, 0, 0, 1, N - 1, N - 1, 0 }));
    }
    Watch w = watch(1, batch, WatchGoal::Delivered);
    w.before = outcomes->first().before;
    w.beforeByAction = true;
    QList<Watch> watches { w };
    QVERIFY(poll(runner, watches));
    QCOMPARE(*watches[0].evidence->batch, (BatchCounts { N, 0, 0, N, 0, 0, 0 }));
    QCOMPARE(watchrules::beforeText(watches[0]),
             u"11 of 12 dead and not replayed, 1 already replayed"_s);
    QCOMPARE(watchrules::stateText(watches[0]), u"0 of 12 delivered, 12 on the way"_s);
}

// A batch of 3,000 tasks is read by the same statement text as one of three: its members are
// two array parameters, not SQL; the counts come back in one row per batch, read by key only.
void tst_WatchQuery::thousandsOfMembersAreOneBoundedStatement()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    constexpr int N = 3000;
    QVERIFY(seedDead(*db, N));
    // Every one replayed; a third of the replays succeeded, a few died again.
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, kind) SELECT 20000 + g, CASE WHEN g % 3 = 0"
                     " THEN 'succeeded' WHEN g % 500 = 1 THEN 'dead' ELSE 'queued' END,"
                     " 'notification' FROM generate_series(1, 3000) g"_s));
    QVERIFY(db->exec(u"INSERT INTO task_replays (original_task_id, requeued_task_id,"
                     " operator_user_id, created_at) SELECT 100 + g, 20000 + g, 7, now()"
                     " FROM generate_series(1, 3000) g"_s));
    const QList<Watch> few { watch(1, WatchTarget::batch(BatchAction, { 101, 102, 103 }),
                                   WatchGoal::Delivered) };
    QList<Watch> many { watch(1, WatchTarget::batch(BatchAction, deadIds(N)),
                              WatchGoal::Delivered) };
    const DbJob job = watchquery::job(many, {}, {});
    // JIT off for its transaction (it would cost more than the read), then the one read.
    QCOMPARE(job.statements.size(), 2);
    QVERIFY(job.statements.first().sql.contains("set_config('jit', 'off', true)"));
    QVERIFY(!job.statements.first().endsTransaction);
    QCOMPARE(job.statements.last().sql, watchquery::job(few, {}, {}).statements.last().sql);
    QCOMPARE(job.statements.last().params.size(), 2);

    JobRunner runner(*db);
    QVERIFY(runner.live());
    QVERIFY(poll(runner, many));
    QCOMPARE(*many[0].evidence->batch, (BatchCounts { N, 1000, 4, 1996, 0, 0, 0 }));
    QCOMPARE(many[0].evidence->taskId, OptInt(20001)); // the first replay that died again

    // Read by key only: with sequential scans priced out, none is left on the tables.
    const SqlStatement st = job.statements.last();
    QList<QByteArray> params;
    for (const SqlParam &p : st.params)
        params.append(p.value_or(QByteArray()));
    QVERIFY(db->exec(u"ANALYZE"_s));
    QVERIFY(db->exec(u"SET enable_seqscan = off"_s));
    const auto plan = db->query(u"EXPLAIN "_s + QString::fromUtf8(st.sql), params);
    QVERIFY(plan);
    QStringList lines;
    for (const QStringList &row : *plan)
        lines.append(row.value(0));
    const QString text = lines.join(u'\n');
    for (const QString &table : { u"tasks"_s, u"task_replays"_s })
        QVERIFY2(!text.contains(u"Seq Scan on "_s + table), qPrintable(text));
}

QTEST_GUILESS_MAIN(tst_WatchQuery)
#include "tst_watchquery.moc"
