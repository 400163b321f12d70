#include "db/actions/replay.h"
#include "db/actions/sinkleaseactions.h"
#include "db/actions/taskleaserelease.h"
#include "tests/support/jobrunner.h"
#include "tests/support/simulator.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

// Operator actions while the simulator's workers run: concurrent replays still end with one
// replay each, releases of live leases fence the old holder's late result, and a release
// without the holder never takes a sink from a worker that keeps renewing.
class tst_ActionsLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void actionsAgainstLiveWorkers();
};

void tst_ActionsLive::actionsAgainstLiveWorkers()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (state, kind, idempotency_key, max_attempts, payload, "
                     u"created_at, updated_at)"
                     " SELECT 'dead', 'notification', 'ops-dead-' || g, 4, "
                     "'{\"subject\":\"x\",\"body\":\"y\"}', now(), now()"
                     " FROM generate_series(1, 50) g"_s));
    const auto deadIds
        = db->query(u"SELECT id FROM tasks WHERE idempotency_key LIKE 'ops-dead-%' ORDER BY id"_s);
    QVERIFY(deadIds && deadIds->size() == 50);
    RunningSimulator sim;
    // Long provider latencies keep leases live while the console acts on them.
    QVERIFY(sim.start(db->dsn(),
                      { u"--duration"_s, u"120"_s, u"--rate"_s, u"12"_s, u"--workers"_s, u"8"_s,
                        u"--faults"_s, u"none"_s, u"--task-lease-ttl"_s, u"20"_s }));
    std::vector<std::unique_ptr<JobRunner>> consoles;
    for (int i = 0; i < 4; ++i)
        consoles.push_back(std::make_unique<JobRunner>(*db));

    // 50 rounds of four operators replaying the same dead task, while the workers pick up
    // the replays as soon as they are queued.
    for (const QStringList &row : *deadIds) {
        const qint64 id = row.first().toLongLong();
        QList<ActionOutcome> outcomes;
        QObject context;
        for (size_t i = 0; i < consoles.size(); ++i)
            consoles[i]->client()->submit(
                replayaction::job({ id }, ActionContext::make(qint64(100 + i), {}, false)),
                &context,
                [&](const DbReply &r) { outcomes.append(r.value.value<ActionOutcome>()); });
        QTRY_COMPARE_WITH_TIMEOUT(outcomes.size(), 4, 20000);
        QCOMPARE(std::count_if(outcomes.begin(), outcomes.end(),
                               [](const ActionOutcome &o) {
                                   return o.result == ActionOutcome::Result::Done;
                               }),
                 1);
    }
    QCOMPARE(db->scalar(u"SELECT count(*) FROM task_replays"_s), u"50"_s);
    QCOMPARE(
        db->scalar(u"SELECT count(*) FROM tasks WHERE idempotency_key LIKE 'replay:ops-dead-%'"_s),
        u"50"_s);

    // Release live leases with the token seen: the workers holding them report later, and
    // those results must be fenced.
    JobRunner &op = *consoles.front();
    int released = 0;
    for (int attempt = 0; attempt < 200 && released < 5; ++attempt) {
        const auto lease = db->query(
            u"SELECT id, lease_token FROM tasks WHERE state = 'leased' AND lease_expires_at > now()"
            " AND kind = 'notification' ORDER BY random() LIMIT 1"_s);
        if (!lease || lease->isEmpty()) {
            QTest::qWait(100);
            continue;
        }
        const ReleaseTaskLease r { lease->first().at(0).toLongLong(), lease->first().at(1),
                                   std::nullopt };
        const auto o = op.value<ActionOutcome>(
            taskleaserelease::job(r, ActionContext::make(7, u"live test"_s, false)));
        QVERIFY(o);
        // Done, or the worker reported first (the lease changed under us): never anything else.
        QVERIFY2(o->result == ActionOutcome::Result::Done
                     || o->result == ActionOutcome::Result::Refused,
                 qPrintable(o->message));
        released += o->result == ActionOutcome::Result::Done ? 1 : 0;
    }
    QVERIFY(released >= 1);

    // A lease-row sink whose worker keeps renewing: a release without naming the holder never
    // takes it (the lease is live), however often it is tried.
    const auto sink
        = db->query(u"SELECT feed, sink FROM feed_cursors WHERE lease_holder LIKE 'pg-row:%'"
                    " AND lease_expires_at > (extract(epoch from now()) * 1000)::int8 LIMIT 1"_s);
    QVERIFY(sink && !sink->isEmpty());
    for (int i = 0; i < 10; ++i) {
        const ReleaseSinkLease r { FeedTable(), sink->first().at(0), sink->first().at(1),
                                   QString() };
        const auto o = op.value<ActionOutcome>(
            sinkleaseactions::releaseJob(r, ActionContext::make(7, {}, false)));
        QVERIFY(o);
        QVERIFY2(o->result != ActionOutcome::Result::Done, qPrintable(o->message));
        QTest::qWait(200);
    }

    // Let a released lease's worker report (the simulator logs each fenced result as it
    // comes: an event, not a time), then stop the pool and read its account.
    QTRY_VERIFY_WITH_TIMEOUT(sim.logSoFar().contains(u"result FENCED"_s), 90000);
    const QString log = sim.stop();
    QCOMPARE(sim.exitCode(), 0);
    const QRegularExpression fenced(u"\\((\\d+) fenced, "_s);
    const auto m = fenced.match(log);
    QVERIFY2(m.hasMatch(), qPrintable(log.right(2000)));
    QVERIFY2(m.captured(1).toInt() >= 1, qPrintable(m.captured(0)));
    // Whatever raced, no task is leased without a token or holds a token outside a lease.
    QCOMPARE(
        db->scalar(
            u"SELECT count(*) FROM tasks WHERE (state = 'leased') <> (lease_token IS NOT NULL)"_s),
        u"0"_s);
}

QTEST_GUILESS_MAIN(tst_ActionsLive)
#include "tst_actionslive.moc"
