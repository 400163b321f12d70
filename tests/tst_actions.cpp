#include "db/actions/ackdeliveries.h"
#include "db/actions/replay.h"
#include "db/actions/taskleaserelease.h"
#include "models/actionrunner.h"
#include "tests/support/jobrunner.h"

#include <atomic>
#include <libpq-fe.h>
#include <thread>

using namespace Qt::StringLiterals;

// Replays, task lease releases and acks against a real server: each outcome, the audit row in
// the same transaction, races between operators and against a renewing worker, refusals that
// write nothing, and a connection killed during the commit.
class tst_Actions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void replayCopiesTheTaskAndAudits();
    void replayIsIdempotentAndNamesTheWinner();
    void replayRefusesWhatIsNotDead();
    void replayDerivesKeysThatFit();
    void fiftyRoundsOfConcurrentReplays();
    void releaseComparesAndSets();
    void releaseRacingARenewingWorkerNeverClobbers();
    void ackIsFrozenAndIdempotent();
    void roleWithoutUpdateIsRefused();
    void readOnlySessionIsRefused();
    void connectionKilledDuringCommitIsReconciled();

private:
    static ActionOutcome run(JobRunner &runner, const DbJob &job)
    {
        const auto o = runner.value<ActionOutcome>(job);
        return o.value_or(ActionOutcome());
    }
};

namespace {
const char Tasks[] = R"(
    INSERT INTO tasks (id, job_id, kind, state, account_id, monitor_id, check_id, message_id, contact_id, payload,
                       attempts, max_attempts, idempotency_key, last_error, lease_owner, lease_token, lease_expires_at,
                       created_at, updated_at)
    VALUES (1, 'job-1', 'notification', 'dead', 7, 8, 9, 90001, 11, '{"subject":"Door open","body":"x"}', 5, 5, 'evt-1',
            'smtp 550', NULL, NULL, NULL, now(), now()),
           (2, 'job-2', 'notification', 'succeeded', 7, NULL, NULL, 90002, NULL, NULL, 1, 5, 'evt-2', NULL, NULL, NULL, NULL, now(), now()),
           (3, 'job-3', 'check', 'leased', 8, NULL, NULL, NULL, NULL, NULL, 1, 3, 'evt-3', 'timeout', 'worker-a', 'tok-live',
            now() + interval '1 min', now(), now()),
           (4, 'job-4', 'check', 'leased', 8, NULL, NULL, NULL, NULL, NULL, 2, 3, 'evt-4', NULL, 'worker-b', 'tok-old',
            now() - interval '5 min', now(), now()),
           (5, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
           (6, 'job-6', 'check', 'dead', NULL, NULL, NULL, NULL, NULL, NULL, 3, 3, NULL, NULL, NULL, NULL, NULL, now(), now());
    SELECT setval('tasks_id_seq', 100);
)";

ActionContext ctx(qint64 op = 7, bool audit = false, const QString &reason = {})
{
    return ActionContext::make(op, reason, audit);
}
} // namespace

void tst_Actions::replayCopiesTheTaskAndAudits()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    QVERIFY(db->exec(QString::fromUtf8(Tasks)));
    JobRunner runner(*db);
    const ActionContext c = ctx(7, true, u"ticket 4711"_s);
    const ActionOutcome o = run(runner, replayaction::job({ 1 }, c));
    QVERIFY2(o.result == ActionOutcome::Result::Done,
             qPrintable(o.message + u" / "_s + o.error.summary()));
    QVERIFY(o.audited);
    QVERIFY(o.newTaskId > 6);
    QCOMPARE(o.message, u"Replayed task 1 as task %1."_s.arg(o.newTaskId));
    const auto row = db->query(u"SELECT kind, state, account_id, monitor_id, check_id, message_id, "
                               u"contact_id, payload::text,"
                               " attempts, max_attempts, idempotency_key, job_id LIKE "
                               "'replay-1-%', not_before > now() - interval '1 min',"
                               " lease_owner IS NULL AND last_error IS NULL, created_at IS NOT "
                               "NULL AND updated_at IS NOT NULL"
                               " FROM tasks WHERE id = $1"_s,
                               { QByteArray::number(o.newTaskId) });
    QVERIFY(row && row->size() == 1);
    QCOMPARE(row->first(),
             (QStringList { u"notification"_s, u"queued"_s, u"7"_s, u"8"_s, u"9"_s, u"90001"_s,
                            u"11"_s, u"{\"body\": \"x\", \"subject\": \"Door open\"}"_s, u"0"_s,
                            u"5"_s, u"replay:evt-1"_s, u"t"_s, u"t"_s, u"t"_s, u"t"_s }));
    QCOMPARE(
        db->scalar(
            u"SELECT original_task_id || '>' || requeued_task_id || ' by ' || operator_user_id FROM task_replays"_s),
        u"1>%1 by 7"_s.arg(o.newTaskId));
    QCOMPARE(db->scalar(u"SELECT action || ' ' || target || ' ' || outcome || ' ' || reason || ' ' "
                        u"|| operator_id"
                        " FROM poolscope_audit WHERE action_id = $1::uuid"_s,
                        { c.actionId.toUtf8() }),
             u"replay task:1 done ticket 4711 7"_s);
    QCOMPARE(db->scalar(u"SELECT state FROM tasks WHERE id = 1"_s),
             u"dead"_s); // the original stays as it was
}

void tst_Actions::replayIsIdempotentAndNamesTheWinner()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Tasks)));
    JobRunner runner(*db);
    const ActionOutcome first = run(runner, replayaction::job({ 1 }, ctx(7)));
    QCOMPARE(first.result, ActionOutcome::Result::Done);
    const ActionOutcome again = run(runner, replayaction::job({ 1 }, ctx(8)));
    QCOMPARE(again.result, ActionOutcome::Result::AlreadyDone);
    QCOMPARE(again.newTaskId, first.newTaskId);
    QVERIFY2(
        again.message.startsWith(
            u"Task 1 was already replayed as task %1 by operator 7 at "_s.arg(first.newTaskId)),
        qPrintable(again.message));
    QVERIFY(!again.audited); // no audit table in the upstream schema
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"1"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks WHERE idempotency_key = 'replay:evt-1'"_s),
             u"1"_s);
}

void tst_Actions::replayRefusesWhatIsNotDead()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Tasks)));
    JobRunner runner(*db);
    const ActionOutcome succeeded = run(runner, replayaction::job({ 2 }, ctx()));
    QCOMPARE(succeeded.result, ActionOutcome::Result::Refused);
    QCOMPARE(
        succeeded.message,
        u"Refused: task 2 is succeeded, not dead; only dead tasks are replayed. Nothing was written."_s);
    const ActionOutcome nullState = run(runner, replayaction::job({ 5 }, ctx()));
    QCOMPARE(nullState.result, ActionOutcome::Result::Refused);
    QVERIFY(nullState.message.contains(u"in no state (NULL)"_s));
    const ActionOutcome missing = run(runner, replayaction::job({ 999 }, ctx()));
    QCOMPARE(missing.message, u"Refused: task 999 does not exist; nothing was written."_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"0"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"6"_s);
}

void tst_Actions::replayDerivesKeysThatFit()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Tasks)));
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, state, idempotency_key) VALUES (7, 'dead', repeat('k', 255))"_s));
    JobRunner runner(*db);
    const ActionOutcome noKey = run(runner, replayaction::job({ 6 }, ctx()));
    QCOMPARE(noKey.result, ActionOutcome::Result::Done);
    QCOMPARE(db->scalar(u"SELECT idempotency_key FROM tasks WHERE id = $1"_s,
                        { QByteArray::number(noKey.newTaskId) }),
             u"replay:task:6"_s);
    const ActionOutcome longKey = run(runner, replayaction::job({ 7 }, ctx()));
    QCOMPARE(longKey.result, ActionOutcome::Result::Done);
    QCOMPARE(db->scalar(u"SELECT idempotency_key FROM tasks WHERE id = $1"_s,
                        { QByteArray::number(longKey.newTaskId) }),
             u"replay:md5:"_s + db->scalar(u"SELECT md5(repeat('k', 255))"_s));
}

void tst_Actions::fiftyRoundsOfConcurrentReplays()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(
        db->exec(u"INSERT INTO tasks (id, state, kind, idempotency_key, max_attempts)"
                 " SELECT g, 'dead', 'notification', 'evt-' || g, 5 FROM generate_series(1, 50) g;"
                 " SELECT setval('tasks_id_seq', 100)"_s));
    // Four consoles, each with its own DB thread and connections, click at once.
    std::vector<std::unique_ptr<JobRunner>> consoles;
    for (int i = 0; i < 4; ++i)
        consoles.push_back(std::make_unique<JobRunner>(*db));
    for (int round = 1; round <= 50; ++round) {
        QList<ActionOutcome> outcomes;
        QObject context;
        for (size_t i = 0; i < consoles.size(); ++i) {
            consoles[i]->client()->submit(
                replayaction::job({ round }, ctx(qint64(100 + i))), &context,
                [&](const DbReply &r) { outcomes.append(r.value.value<ActionOutcome>()); });
        }
        QTRY_COMPARE_WITH_TIMEOUT(outcomes.size(), 4, 15000);
        int done = 0;
        qint64 winner = 0;
        for (const ActionOutcome &o : outcomes) {
            if (o.result == ActionOutcome::Result::Done) {
                ++done;
                winner = o.newTaskId;
            }
        }
        QCOMPARE(done, 1);
        for (const ActionOutcome &o : outcomes) {
            if (o.result != ActionOutcome::Result::Done) {
                QCOMPARE(o.result, ActionOutcome::Result::AlreadyDone);
                QCOMPARE(o.newTaskId, winner); // the loser is told about the winner
            }
        }
    }
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"50"_s);
    QCOMPARE(db->scalar(u"SELECT count(DISTINCT original_task_id) FROM task_replays"_s), u"50"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks WHERE idempotency_key LIKE 'replay:%'"_s),
             u"50"_s);
}

void tst_Actions::releaseComparesAndSets()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Tasks)));
    JobRunner runner(*db);
    ReleaseTaskLease live { 3, QString(), std::nullopt };
    ActionOutcome o = run(runner, taskleaserelease::job(live, ctx()));
    QCOMPARE(o.result, ActionOutcome::Result::Refused);
    QVERIFY2(o.message.contains(u"is live (held by worker-a, expires in"_s), qPrintable(o.message));
    live.token = u"tok-wrong"_s;
    o = run(runner, taskleaserelease::job(live, ctx()));
    QVERIFY(o.message.contains(u"changed since you saw it"_s));
    live.token = u"tok-live"_s;
    live.seenExpiresAt = 1000; // what the operator saw is not what is there: the worker renewed
    o = run(runner, taskleaserelease::job(live, ctx()));
    QVERIFY2(o.message.contains(u"renewed the lease"_s), qPrintable(o.message));
    QCOMPARE(db->scalar(u"SELECT state || ' ' || lease_token FROM tasks WHERE id = 3"_s),
             u"leased tok-live"_s);
    live.seenExpiresAt
        = std::nullopt; // the token alone releases a live lease (the GUI confirms first)
    o = run(runner, taskleaserelease::job(live, ctx(7, false, u"worker hung"_s)));
    QCOMPARE(o.result, ActionOutcome::Result::Done);
    // The worker's late result is fenced by its token.
    QCOMPARE(
        db->sqlStateOf(
            u"UPDATE tasks SET state = 'succeeded' WHERE id = 3 AND lease_token = 'tok-live'"_s),
        QString());
    QCOMPARE(db->scalar(u"SELECT state FROM tasks WHERE id = 3"_s), u"queued"_s);

    const ActionOutcome expired
        = run(runner, taskleaserelease::job({ 4, QString(), std::nullopt }, ctx()));
    QCOMPARE(expired.result, ActionOutcome::Result::Done);
    const auto row = db->query(
        u"SELECT state, lease_owner IS NULL AND lease_token IS NULL AND lease_expires_at IS NULL,"
        " not_before > now() - interval '1 min', last_error FROM tasks WHERE id = 4"_s);
    QCOMPARE(row->first().mid(0, 3), (QStringList { u"queued"_s, u"t"_s, u"t"_s }));
    QVERIFY(row->first().at(3).startsWith(u"lease released by operator 7 (action "_s));
    QVERIFY(row->first().at(3).contains(u"(held by worker-b)"_s));
    const ActionOutcome twice
        = run(runner, taskleaserelease::job({ 4, QString(), std::nullopt }, ctx()));
    QCOMPARE(twice.result, ActionOutcome::Result::AlreadyDone);
    const ActionOutcome dead
        = run(runner, taskleaserelease::job({ 1, QString(), std::nullopt }, ctx()));
    QCOMPARE(dead.message, u"Refused: task 1 is dead; it holds no lease. Nothing was written."_s);
}

void tst_Actions::releaseRacingARenewingWorkerNeverClobbers()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    JobRunner runner(*db);
    for (int round = 0; round < 20; ++round) {
        QVERIFY(db->exec(u"DELETE FROM tasks; INSERT INTO tasks (id, state, lease_owner, "
                         u"lease_token, lease_expires_at)"
                         " VALUES (1, 'leased', 'worker', 'tok', now() - interval '1 ms')"_s));
        // The worker renews its (just expired) lease as fast as it can, fenced by its token.
        std::atomic<bool> stop { false };
        std::atomic<int> renewedAfterRelease { 0 };
        std::thread worker([&] {
            PGconn *c = PQconnectdb(db->dsn().toUtf8().constData());
            while (!stop) {
                PGresult *r = PQexec(
                    c,
                    "UPDATE tasks SET lease_expires_at = now() + interval '30 s'"
                    " WHERE id = 1 AND state = 'leased' AND lease_token = 'tok' RETURNING 1");
                if (PQntuples(r) == 1 && QString::fromUtf8(PQgetvalue(r, 0, 0)) == u"1"_s) {
                    // fine: still ours
                }
                PQclear(r);
            }
            PQfinish(c);
        });
        const ActionOutcome o
            = run(runner, taskleaserelease::job({ 1, QString(), std::nullopt }, ctx()));
        stop = true;
        worker.join();
        const auto row = db->query(
            u"SELECT state, coalesce(lease_token, '-'), lease_expires_at > now() FROM tasks WHERE id = 1"_s);
        if (o.result == ActionOutcome::Result::Done) {
            // Released while expired: every renewal after it found no lease to renew.
            QCOMPARE(row->first().mid(0, 2), (QStringList { u"queued"_s, u"-"_s }));
        } else {
            // The renewal won: the live lease is untouched.
            QCOMPARE(o.result, ActionOutcome::Result::Refused);
            QVERIFY2(o.message.contains(u"is live"_s), qPrintable(o.message));
            QCOMPARE(row->first(), (QStringList { u"leased"_s, u"tok"_s, u"t"_s }));
        }
        Q_UNUSED(renewedAfterRelease);
    }
}

void tst_Actions::ackIsFrozenAndIdempotent()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    QVERIFY(db->exec(uR"(
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label) VALUES
          ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8'),
          ('00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-0000000000a1', 'iPad');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id)
        SELECT '00000000-0000-0000-0000-0000000000a1', id, '00000000-0000-0000-0000-0000000000e1' FROM alarm.subscriptions;
    )"_s));
    JobRunner runner(*db);
    const auto preview = runner.value<AckPreview>(
        ackdeliveries::previewJob(u"00000000-0000-0000-0000-0000000000a1"_s, {}, {}));
    QVERIFY(preview);
    QCOMPARE(preview->keys.size(), 2);
    QVERIFY(preview->lines.first().contains(u"owes \"Front door\" since"_s));
    // Owed after the preview: not in the frozen list, not touched.
    QVERIFY(db->exec(
        u"INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id) VALUES"
        " ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000e2')"_s));
    // A colleague acks one of the two a moment before.
    QVERIFY(db->exec(u"UPDATE alarm.alarm_deliveries SET acked_at = now() - interval '1 min'"
                     " WHERE subscription_id = '00000000-0000-0000-0000-0000000000b2'"_s));
    const ActionContext c = ctx(7, true);
    const ActionOutcome o = run(runner, ackdeliveries::job({ preview->keys }, c));
    QCOMPARE(o.result, ActionOutcome::Result::Done);
    QCOMPARE(o.changed, 1);
    QVERIFY2(o.message.startsWith(
                 u"Acked 1 of 2 owed deliveries; 1 had already been acked (the last at "_s),
             qPrintable(o.message));
    QVERIFY(o.audited);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM alarm.alarm_deliveries WHERE acked_at IS NULL"_s),
             u"1"_s); // e2 still owed
    const ActionOutcome again = run(runner, ackdeliveries::job({ preview->keys }, ctx()));
    QCOMPARE(again.result, ActionOutcome::Result::AlreadyDone);
    QVERIFY(again.message.startsWith(u"2 had already been acked"_s));
    QVERIFY(db->exec(
        u"DELETE FROM alarm.subscriptions WHERE id = '00000000-0000-0000-0000-0000000000b2'"_s));
    const ActionOutcome gone = run(runner, ackdeliveries::job({ preview->keys }, ctx()));
    QVERIFY2(gone.message.contains(u"1 no longer exist"_s), qPrintable(gone.message));
}

void tst_Actions::roleWithoutUpdateIsRefused()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Tasks)));
    const QString role = u"reader_"_s + db->name().right(10);
    QVERIFY(db->exec(
        u"DROP ROLE IF EXISTS %1; CREATE ROLE %1 LOGIN; GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1"_s
            .arg(role)));
    {
        DbClient client;
        QVERIFY(startLive(client, testConfig(db->dsn() + u" user="_s + role)));
        std::optional<ActionOutcome> o;
        client.submit(replayaction::job({ 1 }, ctx()), this,
                      [&](const DbReply &r) { o = r.value.value<ActionOutcome>(); });
        QTRY_VERIFY_WITH_TIMEOUT(o.has_value(), 10000);
        QCOMPARE(o->result, ActionOutcome::Result::Refused);
        QVERIFY2(
            o->message.startsWith(
                u"Refused: the database role may not do this (permission denied for table tasks)"_s),
            qPrintable(o->message));
        QCOMPARE(exitCodeOf(*o), 1);
    }
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"0"_s);
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), u"6"_s);
    db->exec(u"DROP OWNED BY %1; DROP ROLE %1"_s.arg(role));
}

void tst_Actions::readOnlySessionIsRefused()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Tasks)));
    QVERIFY(db->exec(
        u"ALTER DATABASE \"%1\" SET default_transaction_read_only = on"_s.arg(db->name())));
    JobRunner runner(*db);
    const ActionOutcome o = run(runner, replayaction::job({ 1 }, ctx()));
    QCOMPARE(o.result, ActionOutcome::Result::Refused);
    QVERIFY2(o.message.startsWith(u"Refused: the transaction is read-only"_s),
             qPrintable(o.message));
}

void tst_Actions::connectionKilledDuringCommitIsReconciled()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(QString::fromUtf8(Tasks)));
    // The commit of a replay waits (a deferred trigger sleeps), long enough to kill the
    // connection with the commit sent and no answer back.
    QVERIFY(
        db->exec(u"CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS"
                 " $$ BEGIN PERFORM pg_sleep(3); RETURN NULL; END $$;"
                 " CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON task_replays"
                 " DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_commit()"_s));
    JobRunner runner(*db);
    ActionRunner actions(runner.client());
    const ActionContext c = ctx(7);
    const ReplayTask t { 1 };
    std::optional<ActionOutcome> outcome;
    actions.run({ c, u"replay task 1"_s, [t, c] { return replayaction::job(t, c); },
                  [t, c] {
                      return replayaction::reconcileJob(t, c);
                  } },
                this, [&](const ActionOutcome &o) { outcome = o; });
    QString pid;
    QTRY_VERIFY_WITH_TIMEOUT(
        !(pid = db->scalar(u"SELECT pid FROM pg_stat_activity WHERE wait_event = 'PgSleep'"
                           " AND datname = current_database()"_s))
             .isNull(),
        10000);
    QCOMPARE(db->scalar(u"SELECT pg_terminate_backend($1::int)"_s, { pid.toUtf8() }), u"t"_s);
    QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 30000);
    // Killed before the commit finished: the runner checked and says nothing was written.
    QCOMPARE(outcome->result, ActionOutcome::Result::Failed);
    QVERIFY2(outcome->message.startsWith(
                 u"Not done: the connection was lost before the replay of task 1 committed"_s),
             qPrintable(outcome->message));
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"0"_s);
    // And when the commit did happen but its answer was lost, the same check finds it ours.
    QVERIFY(db->exec(u"DROP TRIGGER slow_commit ON task_replays"_s));
    const ActionContext c2 = ctx(7);
    QCOMPARE(run(runner, replayaction::job(t, c2)).result, ActionOutcome::Result::Done);
    const ActionOutcome confirmed = run(runner, replayaction::reconcileJob(t, c2));
    QCOMPARE(confirmed.result, ActionOutcome::Result::Done);
    QVERIFY(confirmed.message.contains(u"confirmed after the connection was lost"_s));
    const ActionOutcome someoneElse = run(runner, replayaction::reconcileJob(t, ctx(9)));
    QCOMPARE(someoneElse.result, ActionOutcome::Result::AlreadyDone);
}

QTEST_GUILESS_MAIN(tst_Actions)
#include "tst_actions.moc"
