#include "db/queries/alarmquery.h"
#include "db/queries/deliveryquery.h"
#include "db/queries/taskquery.h"
#include "tests/support/jobrunner.h"

using namespace Qt::StringLiterals;

// The deliveries, alarm debt and task count queries against the contract, including the
// NULLs, odd characters and sizes real databases hold.
class tst_ViewQueries : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deliveriesNewestFirstWithFilters();
    void deliveriesTolerateNullsAndStrangeText();
    void alarmDebtGroupsOwedRowsOnly();
    void alarmDebtBuckets();
    void countsAreExactUnderTheCapAndEstimatedPastIt();
    void countsCountAStateAMassChangeShrank();
    void searchByEveryKind();
};

void tst_ViewQueries::deliveriesNewestFirstWithFilters()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO notification_deliveries (id, message_id, worker_id, task_id, status, error,"
        " duration_ms, provider_response, created_at)"
        " SELECT g, 9000 + g % 3, 'w' || g % 2, g, "
        "(ARRAY['delivered','partial','retryable','permanent'])[1 + g % 4],"
        " CASE WHEN g % 4 = 3 THEN 'bounced' END, g * 10, 'ok', now() - g * interval '1 hour'"
        " FROM generate_series(1, 40) g"_s));
    JobRunner runner(*db);
    DeliveryFilter f;
    auto w = runner.value<DeliveryWindow>(deliveryquery::windowJob(f));
    QVERIFY(w);
    QCOMPARE(w->rows.size(), 40);
    QCOMPARE(w->rows.first().id, 40);
    f.statuses = { u"permanent"_s };
    f.workerId = u"w1"_s;
    w = runner.value<DeliveryWindow>(deliveryquery::windowJob(f));
    QVERIFY(w);
    for (const DeliveryRow &d : w->rows)
        QVERIFY(d.status == u"permanent"_s && d.workerId == u"w1"_s && d.error == u"bounced"_s);
    QCOMPARE(w->rows.size(), 10);
    DeliveryFilter recent;
    recent.createdWithinSeconds = 5 * 3600 + 60; // the last five hours (and a minute of slack)
    recent.messageId = 9001;
    w = runner.value<DeliveryWindow>(deliveryquery::windowJob(recent));
    QVERIFY(w);
    QCOMPARE(w->rows.size(), 2); // ids 1 and 4
    DeliveryFilter page;
    page.limit = 15;
    w = runner.value<DeliveryWindow>(deliveryquery::windowJob(page));
    QCOMPARE(w->rows.size(), 15);
    QVERIFY(w->hasMore);
}

void tst_ViewQueries::deliveriesTolerateNullsAndStrangeText()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO notification_deliveries (id) VALUES (1);"
        " INSERT INTO notification_deliveries (id, status, provider_response, error) VALUES"
        " (2, 'delivered', E'250 OK \\u001b[0m\\r\\nno-NUL ✓ Привет', repeat('x', 1024 * 1024))"_s));
    JobRunner runner(*db);
    const auto w = runner.value<DeliveryWindow>(deliveryquery::windowJob({}));
    QVERIFY(w);
    QCOMPARE(w->rows.size(), 2);
    const DeliveryRow &empty = w->rows[1];
    QVERIFY(empty.status.isNull() && empty.workerId.isNull() && !empty.messageId && !empty.taskId
            && !empty.createdAt);
    const DeliveryRow &odd = w->rows[0];
    QVERIFY(odd.providerResponse.contains(u"Привет"_s));
    QCOMPARE(odd.error.size(), 300); // a preview, not the megabyte
}

void tst_ViewQueries::alarmDebtGroupsOwedRowsOnly()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES
          ('00000000-0000-0000-0000-0000000000a1', 7, 'Front door', 'triggered'),
          ('00000000-0000-0000-0000-0000000000a2', 8, 'Garage', 'armed');
        INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform, enabled, last_seen_at) VALUES
          ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'Pixel 8', 'android', true, now() - interval '3 days'),
          ('00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-0000000000a1', NULL, NULL, true, NULL),
          ('00000000-0000-0000-0000-0000000000b3', '00000000-0000-0000-0000-0000000000a2', 'iPad', 'ios', false, now());
        INSERT INTO alarm.alarm_events (id, alert_id, kind) VALUES
          ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000a1', 'trigger');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at, acked_at) VALUES
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000e1', now() - interval '2 days', NULL),
          ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b2', '00000000-0000-0000-0000-0000000000e1', now() - interval '1 min', now()),
          ('00000000-0000-0000-0000-0000000000a2', '00000000-0000-0000-0000-0000000000b3', '00000000-0000-0000-0000-0000000000e9', now() - interval '2 hours', NULL);
    )"_s));
    JobRunner runner(*db);
    const auto snap = runner.value<AlarmDebtSnapshot>(alarmquery::debtJob());
    QVERIFY(snap);
    QCOMPARE(snap->rows.size(), 2); // the acked row is not debt
    QCOMPARE(snap->rows[0].alertName, u"Front door"_s);
    QCOMPARE(snap->rows[0].deviceLabel, u"Pixel 8"_s);
    QCOMPARE(snap->rows[0].eventKind, u"trigger"_s);
    QCOMPARE(snap->rows[1].alertName, u"Garage"_s);
    QVERIFY(snap->rows[1].eventKind.isNull()); // its event row is gone (no foreign key)
    QCOMPARE(snap->rows[1].enabled, std::optional<bool>(false));

    // Owed for over 3 hours (poolscope://alarms?older_than=10800): the 2-day-old row alone;
    // the buckets stay the whole debt's.
    const auto older = runner.value<AlarmDebtSnapshot>(
        alarmquery::debtJob(alarmquery::DefaultLimit, false, {}, 3 * 3600));
    QVERIFY(older);
    QCOMPARE(older->rows.size(), 1);
    QCOMPARE(older->rows[0].alertName, u"Front door"_s);
    QCOMPARE(older->buckets.total(), 2);
}

void tst_ViewQueries::alarmDebtBuckets()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(uR"(
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a1', 7, 'A', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id) SELECT ('00000000-0000-0000-0000-0000000001' || lpad(g::text, 2, '0'))::uuid,
          '00000000-0000-0000-0000-0000000000a1' FROM generate_series(1, 8) g;
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at)
        SELECT '00000000-0000-0000-0000-0000000000a1', s.id, gen_random_uuid(), now() - x.age
        FROM alarm.subscriptions s,
             (VALUES (interval '1 min'), (interval '10 min'), (interval '3 hours'), (interval '2 days')) x(age);
        -- A second alert owing on two devices, 3 and 5 hours old; acked rows of every age,
        -- which owe nothing.
        INSERT INTO alarm.alerts (id, account_id, name, state) VALUES ('00000000-0000-0000-0000-0000000000a2', 8, 'B', 'triggered');
        INSERT INTO alarm.subscriptions (id, alert_id) VALUES ('00000000-0000-0000-0000-000000000201', '00000000-0000-0000-0000-0000000000a2'),
          ('00000000-0000-0000-0000-000000000202', '00000000-0000-0000-0000-0000000000a2');
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at)
        SELECT '00000000-0000-0000-0000-0000000000a2', s.id, gen_random_uuid(), now() - x.age
        FROM alarm.subscriptions s, (VALUES (interval '3 hours'), (interval '5 hours')) x(age)
        WHERE s.alert_id = '00000000-0000-0000-0000-0000000000a2';
        INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at, acked_at)
        SELECT s.alert_id, s.id, gen_random_uuid(), now() - x.age, now()
        FROM alarm.subscriptions s,
             (VALUES (interval '1 min'), (interval '10 min'), (interval '3 hours'), (interval '2 days')) x(age);
    )"_s));
    JobRunner runner(*db);
    // Both forms of the buckets: through the owed-by-age index (its SQL is right without the
    // index, only slower) and one pass over the owed rows.
    for (const bool indexed : { true, false }) {
        const auto snap = runner.value<AlarmDebtSnapshot>(alarmquery::debtJob(5, indexed));
        QVERIFY(snap);
        QCOMPARE(snap->buckets.under5Minutes, 8);
        QCOMPARE(snap->buckets.under1Hour, 8);
        QCOMPARE(snap->buckets.under1Day, 12);
        QCOMPARE(snap->buckets.over1Day, 8);
        QCOMPARE(snap->buckets.total(), 36);
        QCOMPARE(snap->buckets.alerts, 2);
        QCOMPARE(snap->buckets.devices, 10);
        QCOMPARE(snap->rows.size(), 5);
        QVERIFY(snap->hasMore);
        QVERIFY(*snap->buckets.oldest < snap->serverNowUs - 86400LL * 1000000);
    }
    // Nothing owed: every bucket empty, no oldest.
    QVERIFY(
        db->exec(u"UPDATE alarm.alarm_deliveries SET acked_at = now() WHERE acked_at IS NULL"_s));
    for (const bool indexed : { true, false }) {
        const auto snap = runner.value<AlarmDebtSnapshot>(alarmquery::debtJob(5, indexed));
        QVERIFY(snap);
        QCOMPARE(snap->buckets.total(), 0);
        QCOMPARE(snap->buckets.alerts, 0);
        QCOMPARE(snap->buckets.devices, 0);
        QVERIFY(!snap->buckets.oldest);
        QVERIFY(snap->rows.isEmpty());
    }
}

void tst_ViewQueries::countsAreExactUnderTheCapAndEstimatedPastIt()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (state, lease_expires_at) SELECT CASE WHEN g <= 5 THEN "
                     u"'leased' WHEN g <= 8 THEN 'dead'"
                     " ELSE 'succeeded' END, CASE WHEN g <= 2 THEN now() - interval '1 min' WHEN g "
                     "<= 5 THEN now() + interval '1 min' END"
                     " FROM generate_series(1, 3000) g; ANALYZE tasks"_s));
    JobRunner runner(*db);
    const auto counts = runner.value<TaskStateCounts>(taskquery::countsJob(1000));
    QVERIFY(counts);
    QCOMPARE(counts->find(u"leased"_s)->count, 5);
    QVERIFY(counts->find(u"leased"_s)->exact);
    QCOMPARE(counts->find(u"dead"_s)->count, 3);
    QCOMPARE(counts->find(u"queued"_s)->count, 0);
    const StateCount *succeeded = counts->find(u"succeeded"_s);
    QVERIFY(!succeeded->exact); // past the cap: the planner's estimate, labelled as one
    QVERIFY2(succeeded->count > 2000 && succeeded->count < 4000,
             qPrintable(QString::number(succeeded->count)));
    QCOMPARE(counts->expiredLeases, 2);

    // Far past the cap by the statistics (about 2,992 against a cap of 100): not counted at all,
    // the estimate shown and marked as one; the small states still counted exactly.
    const auto estimated = runner.value<TaskStateCounts>(taskquery::countsJob(100));
    QVERIFY(estimated);
    const StateCount *big = estimated->find(u"succeeded"_s);
    QVERIFY(!big->exact);
    QVERIFY2(big->count > 2000 && big->count < 4000, qPrintable(QString::number(big->count)));
    QCOMPARE(estimated->find(u"leased"_s)->count, 5);
    QVERIFY(estimated->find(u"leased"_s)->exact);
    QCOMPARE(estimated->find(u"dead"_s)->count, 3);

    // The answer carries the estimates it read, for the polls that follow.
    QVERIFY(counts->estimatesRead);
    const qint64 succeededEstimate = counts->estimatesRead->value(u"succeeded"_s);
    QVERIFY2(succeededEstimate > 2000 && succeededEstimate < 4000,
             qPrintable(QString::number(succeededEstimate)));
    QVERIFY(!counts->estimatesRead->contains(u"queued"_s)); // not in the statistics: no estimate

    // Given known estimates, the statement uses them and reads none: a state they put far past
    // the cap is not counted (its known estimate shown), whatever the table holds; the others
    // are counted exactly.
    StateEstimates known = *counts->estimatesRead;
    known.insert(u"dead"_s, 50000);
    const auto given = runner.value<TaskStateCounts>(taskquery::countsJob(1000, known));
    QVERIFY(given);
    QVERIFY(!given->estimatesRead);
    QVERIFY(!given->find(u"dead"_s)->exact);
    QCOMPARE(given->find(u"dead"_s)->count, 50000);
    QCOMPARE(given->find(u"leased"_s)->count, 5);
    QVERIFY(given->find(u"leased"_s)->exact);
    QCOMPARE(given->find(u"queued"_s)->count, 0);
    QVERIFY(given->find(u"queued"_s)->exact);
    QVERIFY(!given->find(u"succeeded"_s)->exact);
    QCOMPARE(given->expiredLeases, 2);
}

// Waits until the server's table statistics for tasks satisfy `condition` (on
// pg_stat_get_mod_since_analyze, as m). From PostgreSQL 15, pg_stat_force_next_flush() hands
// them this session's changes before the next statement, as a backend does on its own within
// seconds; before 15, a backend sends them to the statistics collector when it goes idle, at
// most every 500 ms, and readers see them a moment later: each poll here is such an idle.
namespace {
bool statisticsShow(TestDatabase &db, const QString &condition)
{
    if (db.serverVersion() >= 150000 && !db.exec(u"SELECT pg_stat_force_next_flush()"_s))
        return false;
    const QString sql
        = u"SELECT %1 FROM (SELECT pg_stat_get_mod_since_analyze('tasks'::regclass) AS m) s"_s.arg(
            condition);
    return QTest::qWaitFor([&] { return db.scalar(sql) == u"t"_s; }, 60000);
}
} // namespace

// A state the statistics put far past the cap is not counted, until more rows have changed
// since its estimate than would keep it past the cap: then it is counted again at once,
// without waiting for autovacuum's ANALYZE.
void tst_ViewQueries::countsCountAStateAMassChangeShrank()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (state) SELECT CASE WHEN g <= 3 THEN 'dead' ELSE 'succeeded' END"
        " FROM generate_series(1, 3000) g"_s));
    QVERIFY(statisticsShow(*db, u"m >= 3000"_s));
    QVERIFY(db->exec(u"ANALYZE tasks"_s)); // no row changed since
    QVERIFY(statisticsShow(*db, u"m = 0"_s));
    JobRunner runner(*db);
    const auto before = runner.value<TaskStateCounts>(taskquery::countsJob(100));
    QVERIFY(before && before->estimatesRead);
    const StateEstimates known = *before->estimatesRead;
    const StateCount *estimated = before->find(u"succeeded"_s);
    QVERIFY(!estimated->exact);
    QVERIFY2(estimated->count > 2000 && estimated->count < 4000,
             qPrintable(QString::number(estimated->count)));
    // Nothing changed since ANALYZE, so an estimate far past the cap is believed, even a wrong
    // one: the 3 dead tasks are not counted.
    StateEstimates inflated = known;
    inflated.insert(u"dead"_s, 50000);
    const auto believed = runner.value<TaskStateCounts>(taskquery::countsJob(100, inflated));
    QVERIFY(believed);
    QVERIFY(!believed->find(u"dead"_s)->exact);
    QCOMPARE(believed->find(u"dead"_s)->count, 50000);

    // A purge leaves 40 succeeded tasks; the estimate still says about 2,997.
    QVERIFY(db->exec(u"DELETE FROM tasks WHERE state = 'succeeded' AND id NOT IN"
                     " (SELECT id FROM tasks WHERE state = 'succeeded' ORDER BY id LIMIT 40)"_s));
    QVERIFY(statisticsShow(*db, u"m >= 2957"_s));
    for (const auto &counts : { runner.value<TaskStateCounts>(taskquery::countsJob(100, known)),
                                runner.value<TaskStateCounts>(taskquery::countsJob(100)) }) {
        QVERIFY(counts);
        const StateCount *succeeded = counts->find(u"succeeded"_s);
        QVERIFY(succeeded->exact);
        QCOMPARE(succeeded->count, 40);
        QCOMPARE(counts->find(u"dead"_s)->count, 3);
    }
}

void tst_ViewQueries::searchByEveryKind()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(
        db->exec(u"INSERT INTO tasks (id, job_id, idempotency_key, message_id, account_id) VALUES"
                 " (1, 'job-1', 'evt-a', 500, 77), (2, 'job-2', 'evt-b', 501, 77), (3, 'job-3', "
                 "'evt-c', NULL, 78);"
                 " INSERT INTO notification_deliveries (task_id, message_id) VALUES (2, 501)"_s));
    JobRunner runner(*db);
    auto ids = [&](TaskSearch kind, const QString &text, bool indexed = true) {
        TaskFilter f;
        f.search = kind;
        f.searchText = text;
        f.messageIdIndexed = indexed;
        QList<qint64> out;
        if (const auto w = runner.value<TaskWindow>(taskquery::windowJob(f))) {
            for (const TaskRow &t : w->rows)
                out.append(t.id);
        }
        return out;
    };
    QCOMPARE(ids(TaskSearch::TaskId, u"2"_s), QList<qint64> { 2 });
    QCOMPARE(ids(TaskSearch::JobIdOrKey, u"job-3"_s), QList<qint64> { 3 });
    QCOMPARE(ids(TaskSearch::JobIdOrKey, u"evt-a"_s), QList<qint64> { 1 });
    QCOMPARE(ids(TaskSearch::AccountId, u"77"_s), (QList<qint64> { 2, 1 }));
    QCOMPARE(ids(TaskSearch::MessageId, u"500"_s), QList<qint64> { 1 });
    // Without the console index, through the delivery audit: only tasks that made an attempt.
    QCOMPARE(ids(TaskSearch::MessageId, u"501"_s, false), QList<qint64> { 2 });
    QCOMPARE(ids(TaskSearch::MessageId, u"500"_s, false), QList<qint64> {});
    QCOMPARE(ids(TaskSearch::TaskId, u"not a number"_s), QList<qint64> {});
    QCOMPARE(ids(TaskSearch::JobIdOrKey, u"x' OR 1=1 --"_s), QList<qint64> {});
    QCOMPARE(ids(TaskSearch::JobIdOrKey, QString(1024 * 1024, u'a')), QList<qint64> {});
}

QTEST_GUILESS_MAIN(tst_ViewQueries)
#include "tst_viewqueries.moc"
