#include "db/feedlock.h"
#include "db/queries/dashboardquery.h"
#include "models/stateestimatecache.h"
#include "tests/support/jobrunner.h"

#include <libpq-fe.h>

using namespace Qt::StringLiterals;

// The dashboard's live sample against known data: counts per state (exact, then estimated past
// the cap), the ready queue and its oldest task, task and sink lease health (a live advisory
// holder and a stale one), alarm debt by age; what it reads when the optional tables are
// missing; and the planner's estimates, read and handed back, or given and not read.
class tst_DashboardSample : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void liveSampleFigures();
    void liveSampleWithoutOptionalTables();
    void knownEstimatesAreUsedNotRead();
    void estimateCacheKeepsWhatWasRead();
};

namespace {
constexpr qint64 Day = 24 * 3600LL * 1000000;
} // namespace

void tst_DashboardSample::liveSampleFigures()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO tasks (job_id, state, not_before, lease_expires_at, created_at) VALUES
          ('q-due', 'queued', NULL, NULL, now() - interval '10 minutes'),
          ('q-later', 'queued', now() + interval '1 hour', NULL, now() - interval '2 hours'),
          ('r-due', 'failed_retry', now() - interval '5 minutes', NULL, now() - interval '1 hour'),
          ('r-later', 'failed_retry', now() + interval '5 minutes', NULL, now() - interval '3 hours'),
          ('l-live', 'leased', NULL, now() + interval '1 minute', now()),
          ('l-stuck', 'leased', NULL, now() - interval '1 minute', now()),
          ('s1', 'succeeded', NULL, NULL, now()), ('s2', 'succeeded', NULL, NULL, now()),
          ('s3', 'succeeded', NULL, NULL, now()), ('d1', 'dead', NULL, NULL, now()),
          ('p1', 'failed_perm', NULL, NULL, now());
        INSERT INTO feed_cursors (feed, sink, lease_holder, lease_expires_at) VALUES
          ('orders', 'search', 'pg-row:aa', (extract(epoch from now()) * 1000)::int8 - 60000),
          ('orders', 'warehouse', 'pg-row:bb', (extract(epoch from now()) * 1000)::int8 + 60000),
          ('billing', 'ledger', 'pg-advisory:cc', NULL),
          ('billing', 'audit', 'pg-advisory:dd', NULL),
          ('billing', 'idle', NULL, NULL);
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'Door', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id) VALUES ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at, acked_at) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', gen_random_uuid(), now() - interval '2 days', NULL),
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', gen_random_uuid(), now(), NULL),
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', gen_random_uuid(), now() - interval '3 days', now());
    )"_s));
    // billing/ledger's advisory worker is alive; billing/audit's is gone.
    PGconn *worker = PQconnectdb(db->dsn().toUtf8().constData());
    QCOMPARE(PQstatus(worker), CONNECTION_OK);
    const QByteArray name
        = feedlock::name(u"public"_s, u"feed_"_s, u"billing"_s, u"ledger"_s).toUtf8();
    const char *values[] = { name.constData() };
    PQclear(PQexecParams(worker, "SELECT pg_advisory_lock(hashtextextended($1, 0))", 1, nullptr,
                         values, nullptr, nullptr, 0));

    JobRunner runner(*db);
    QVERIFY(runner.live());
    dashboardquery::SampleSources sources;
    sources.sinkLeases = true;
    sources.alarmDebt = true;
    const auto reply = runner.value<SampleReply>(dashboardquery::sampleJob(sources));
    PQfinish(worker);
    QVERIFY(reply);
    const LiveSample *s = &reply->sample;
    QVERIFY(s->atUs > 0);
    // taskstate::all(): queued, leased, failed_retry, dead, failed_perm, succeeded
    QCOMPARE(s->states, (std::array<qint64, 6> { 2, 2, 2, 1, 1, 3 }));
    QCOMPARE(s->estimatedStates, 0u);
    QCOMPARE(s->queueDepth, 2);
    QVERIFY(!s->queueDepthCapped);
    QCOMPARE(
        s->oldestReadySinceUs,
        OptTime(
            db->scalar(
                  u"SELECT (extract(epoch FROM created_at) * 1000000)::int8 FROM tasks WHERE job_id = 'q-due'"_s)
                .toLongLong()));
    QCOMPARE(s->taskLeasesActive, 1);
    QCOMPARE(s->taskLeasesExpired, 1);
    QVERIFY(s->sinkLeasesRead);
    QCOMPARE(s->sinkLeasesActive, 2); // the live row and the held advisory lock
    QCOMPARE(s->sinkLeasesExpired, 1);
    QCOMPARE(s->sinkLeasesStale, 1);
    QVERIFY(s->alarmDebtRead);
    QCOMPARE(s->alarmDebt.under5Minutes, 1);
    QCOMPARE(s->alarmDebt.over1Day, 1);
    QCOMPARE(s->alarmDebt.total(), 2);
    QVERIFY(s->alarmDebt.oldest && *s->alarmDebt.oldest < s->atUs - Day);

    // Past the cap, a state shows the planner's estimate and says so.
    sources.countCap = 2;
    const auto capped = runner.value<SampleReply>(dashboardquery::sampleJob(sources));
    QVERIFY(capped);
    QVERIFY(capped->sample.isEstimated(5)); // succeeded: 3 > 2
    QVERIFY(capped->sample.queueDepthCapped);
}

void tst_DashboardSample::liveSampleWithoutOptionalTables()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"DROP TABLE feed_cursors; DROP SCHEMA alarm CASCADE"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const auto reply = runner.value<SampleReply>(dashboardquery::sampleJob({}));
    QVERIFY(reply);
    const LiveSample *s = &reply->sample;
    QVERIFY(!s->sinkLeasesRead);
    QVERIFY(!s->alarmDebtRead);
    QVERIFY(!s->oldestReadySinceUs);
    QCOMPARE(s->queueDepth, 0);
}

void tst_DashboardSample::knownEstimatesAreUsedNotRead()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (job_id, state) SELECT 'j' || g, CASE WHEN g <= 4 THEN "
                     u"'dead' ELSE 'succeeded' END"
                     " FROM generate_series(1, 3000) g; ANALYZE tasks"_s));
    JobRunner runner(*db);
    dashboardquery::SampleSources sources;
    sources.countCap = 100;

    // Without known estimates the sample reads them and hands them back.
    const auto read = runner.value<SampleReply>(dashboardquery::sampleJob(sources));
    QVERIFY(read);
    QVERIFY(read->estimatesRead);
    const qint64 succeeded = read->estimatesRead->value(u"succeeded"_s);
    QVERIFY2(succeeded > 2000 && succeeded < 4000, qPrintable(QString::number(succeeded)));
    QVERIFY(read->sample.isEstimated(5));
    QCOMPARE(read->sample.states[3], 4); // dead, counted

    // Given them, it reads none and shows what it was given for a state far past the cap.
    StateEstimates known = *read->estimatesRead;
    known.insert(u"succeeded"_s, 123456);
    sources.knownEstimates = known;
    const auto given = runner.value<SampleReply>(dashboardquery::sampleJob(sources));
    QVERIFY(given);
    QVERIFY(!given->estimatesRead);
    QCOMPARE(given->sample.states[5], 123456);
    QVERIFY(given->sample.isEstimated(5));
    QCOMPARE(given->sample.states[3], 4);
    QVERIFY(!given->sample.isEstimated(3));
}

void tst_DashboardSample::estimateCacheKeepsWhatWasRead()
{
    StateEstimateCache cache;
    QVERIFY(!cache.current());
    cache.remember(std::nullopt); // a poll given known estimates read none
    QVERIFY(!cache.current());
    cache.remember(StateEstimates { { u"dead"_s, 7 } });
    QVERIFY(cache.current());
    QCOMPARE(cache.current()->value(u"dead"_s), 7);
    cache.remember(std::nullopt); // keeps the last read
    QCOMPARE(cache.current()->value(u"dead"_s), 7);
    cache.clear();
    QVERIFY(!cache.current());

    // Past its age the cache hands out none, so the next poll reads them anew.
    StateEstimateCache stale(0);
    stale.remember(StateEstimates { { u"dead"_s, 7 } });
    QVERIFY(!stale.current());
}

QTEST_GUILESS_MAIN(tst_DashboardSample)
#include "tst_dashboardsample.moc"
