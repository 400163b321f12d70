#include "db/queries/failurequery.h"
#include "db/queries/taskquery.h"
#include "tests/support/jobrunner.h"
#include "tests/support/simulator.h"

using namespace Qt::StringLiterals;

// The failure groups against a real server: the cause rule on real error texts (the
// simulator's, the seeds' and Go's standard library's), the groups' counts, a group's filter
// matching exactly its members, and a live provider outage made by the simulator.
class tst_FailureGroups : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void causeOfRealErrors_data();
    void causeOfRealErrors();
    void groupsCountTasksAccountsAndReplays();
    void aGroupsFilterMatchesExactlyItsMembers();
    void withoutTheDeliveryAuditOnlyTaskGroups();
    void aCappedScanSaysSo();
    void anOutageIsOneGroup();

private:
    static std::optional<FailureGroup> find(const FailureGroups &g, FailureSource source,
                                            const QString &cause, const QString &kind);
};

std::optional<FailureGroup> tst_FailureGroups::find(const FailureGroups &g, FailureSource source,
                                                    const QString &cause, const QString &kind)
{
    for (const FailureGroup &group : g.groups)
        if (group.source == source && group.cause == cause && group.kind == kind)
            return group;
    return std::nullopt;
}

void tst_FailureGroups::causeOfRealErrors_data()
{
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("cause");
    QTest::addColumn<QString>("channels");
    // The simulator's provider answers (tools/poolsim/providertexts.cpp) and dead tasks.
    QTest::newRow("outage, gave up, two channels")
        << u"attempt 4 of 4 failed, giving up: email: 503 Service Unavailable (provider outage); "
           "sms: 503 Service Unavailable (provider outage)"_s
        << u"503 Service Unavailable (provider outage)"_s << u"email, sms"_s;
    QTest::newRow("outage, gave up, one channel")
        << u"attempt 5 of 5 failed, giving up: push: 503 Service Unavailable (provider outage)"_s
        << u"503 Service Unavailable (provider outage)"_s << u"push"_s;
    QTest::newRow("outage, still retrying")
        << u"email: 503 Service Unavailable (provider outage); telegram: 503 Service "
           "Unavailable (provider outage); webhook: 503 Service Unavailable (provider outage)"_s
        << u"503 Service Unavailable (provider outage)"_s << u"email, telegram, webhook"_s;
    QTest::newRow("smtp enhanced code kept")
        << u"email: 421 4.7.0 Temporary service failure, try again later"_s
        << u"421 4.7.0 Temporary service failure, try again later"_s << u"email"_s;
    QTest::newRow("retry-after masked") << u"sms: 429 Too Many Requests (retry-after: 45)"_s
                                        << u"429 Too Many Requests (retry-after: #)"_s << u"sms"_s;
    QTest::newRow("two answers, sorted")
        << u"sms: 429 Too Many Requests (retry-after: 45); email: 421 4.7.0 Temporary service "
           "failure, try again later"_s
        << u"421 4.7.0 Temporary service failure, try again later; 429 Too Many Requests "
           "(retry-after: #)"_s
        << u"email, sms"_s;
    QTest::newRow("duration masked")
        << u"push: timeout after 5000 ms"_s << u"timeout after # ms"_s << u"push"_s;
    QTest::newRow("angle value") << u"email: 550 5.1.1 <recipient>: mailbox unavailable"_s
                                 << u"550 5.1.1 <?>: mailbox unavailable"_s << u"email"_s;
    QTest::newRow("json with a quoted value")
        << u"sms: 400 {\"code\":21211,\"message\":\"invalid 'To' phone number\"}"_s
        << u"400 {\"code\":#,\"message\":\"invalid '?' phone number\"}"_s << u"sms"_s;
    QTest::newRow("check, no channel") << u"lookup target: no such host (NXDOMAIN)"_s
                                       << u"lookup target: no such host (NXDOMAIN)"_s << QString();
    // What the issue names, and Go's net/http and net errors as a worker writes them.
    QTest::newRow("http status after HTTP")
        << u"HTTP 503 from provider X"_s << u"HTTP 503 from provider X"_s << QString();
    QTest::newRow("smtp refused") << u"smtp: connection refused"_s << u"connection refused"_s
                                  << u"smtp"_s;
    QTest::newRow("ipv4 and port")
        << u"dial tcp 10.0.3.7:587: connect: connection refused"_s
        << u"dial tcp <address>: connect: connection refused"_s << QString();
    QTest::newRow("ipv6 and port") << u"dial tcp [2001:db8::1]:443: i/o timeout"_s
                                   << u"dial tcp <address>: i/o timeout"_s << QString();
    QTest::newRow("url in quotes")
        << u"Post \"https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json\": context "
           "deadline exceeded (Client.Timeout exceeded while awaiting headers)"_s
        << u"Post \"<url>\": context deadline exceeded (Client.Timeout exceeded while awaiting "
           "headers)"_s
        << QString();
    QTest::newRow("address in angles")
        << u"smtp: 550 5.1.1 <bob@example.com>: Recipient address rejected"_s
        << u"550 5.1.1 <<email>>: Recipient address rejected"_s << u"smtp"_s;
    QTest::newRow("bare address") << u"user john.doe@example.com not found"_s
                                  << u"user <email> not found"_s << QString();
    // The console's own words in last_error (a released lease), and ids of every shape.
    QTest::newRow("uuid, operator, worker")
        << u"lease released by operator 7 (action 3fa2c1d0-9e8b-4c7d-8e6f-0a1b2c3d4e5f): stuck "
           "(held by worker-3); before: timeout"_s
        << u"lease released by operator # (action <uuid>): stuck (held by worker-#); before: "
           "timeout"_s
        << QString();
    QTest::newRow("hex and time") << u"job replay-123-abcdef012345 failed at 2026-12-07T10:49:00Z"_s
                                  << u"job replay-#-<hex> failed at <time>"_s << QString();
    QTest::newRow("phone number") << u"invalid number +4915112345678"_s << u"invalid number #"_s
                                  << QString();
    QTest::newRow("white space") << u"  timeout\n\tafter   30 s  "_s << u"timeout after # s"_s
                                 << QString();
    QTest::newRow("hex with 0x") << u"segfault at 0x7f3a2b"_s << u"segfault at <hex>"_s
                                 << QString();
    // NULL cannot cross a text[] parameter: groupsCountTasksAccountsAndReplays checks it.
    QTest::newRow("blank") << u"   "_s << u"(empty error)"_s << QString();
}

void tst_FailureGroups::causeOfRealErrors()
{
    QFETCH(QString, error);
    QFETCH(QString, cause);
    QFETCH(QString, channels);
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    JobRunner runner(*db);
    const auto out = runner.value<QList<QStringList>>(failurequery::normaliseJob({ error }));
    QVERIFY(out);
    QCOMPARE(out->size(), 1);
    QCOMPARE(out->first().at(0), cause);
    QCOMPARE(out->first().at(1).size(), 12);
    QCOMPARE(out->first().at(2), channels);
}

void tst_FailureGroups::groupsCountTasksAccountsAndReplays()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // Outage: 3 dead (accounts 1, 1, 2; one replayed) and 1 retrying (account 3); a mailbox
    // refusal apart; a succeeded task with an old error and a dead task outside the window
    // are no failures of the window.
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, job_id, kind, state, account_id, last_error, updated_at) VALUES"
        " (1, 'j1', 'notification', 'dead', 1, 'attempt 4 of 4 failed, giving up: email: 503 "
        "Service Unavailable (provider outage); sms: 503 Service Unavailable (provider outage)', "
        "now() - interval '10 min'),"
        " (2, 'j2', 'notification', 'dead', 1, 'attempt 4 of 4 failed, giving up: email: 503 "
        "Service Unavailable (provider outage); push: 503 Service Unavailable (provider outage)', "
        "now() - interval '20 min'),"
        " (3, 'j3', 'notification', 'dead', 2, 'attempt 4 of 4 failed, giving up: email: 503 "
        "Service Unavailable (provider outage)', now() - interval '5 min'),"
        " (4, 'j4', 'notification', 'failed_retry', 3, 'email: 503 Service Unavailable (provider "
        "outage)', now() - interval '1 min'),"
        " (5, 'j5', 'notification', 'failed_perm', 4, 'email: 550 5.1.1 <a@b.example>: mailbox "
        "unavailable', now() - interval '2 min'),"
        " (6, 'j6', 'notification', 'succeeded', 5, 'email: 503 Service Unavailable (provider "
        "outage)', now()),"
        " (7, 'j7', 'notification', 'dead', 6, 'email: 503 Service Unavailable (provider "
        "outage)', now() - interval '3 hours'),"
        " (8, 'j8', NULL, 'dead', NULL, NULL, now() - interval '1 min');"
        " INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id) VALUES "
        "(2, "
        "100, 1);"
        " INSERT INTO notification_deliveries (task_id, status, error, created_at) VALUES"
        " (1, 'retryable', 'email: 503 Service Unavailable (provider outage)', now() - interval "
        "'11 min'),"
        " (1, 'retryable', 'email: 503 Service Unavailable (provider outage); sms: 503 Service "
        "Unavailable (provider outage)', now() - interval '10 min'),"
        " (5, 'permanent', 'email: 550 5.1.1 <a@b.example>: mailbox unavailable', now() - "
        "interval '2 min'),"
        " (5, 'delivered', NULL, now() - interval '2 min')"_s));
    JobRunner runner(*db);
    const auto g = runner.value<FailureGroups>(failurequery::groupsJob({ 3600 }, true, true));
    QVERIFY(g);
    QCOMPARE(g->tasksRead, 6); // 1–5 and 8
    QVERIFY(!g->capped);
    QVERIFY(g->serverNowUs - g->windowFromUs == 3600LL * 1000000);

    const QString outage = u"503 Service Unavailable (provider outage)"_s;
    const auto o = find(*g, FailureSource::Task, outage, u"notification"_s);
    QVERIFY(o);
    QCOMPARE(o->count, 4);
    QCOMPARE(o->dead, 3);
    QCOMPARE(o->deadNotReplayed, 2); // task 2 was replayed
    QCOMPARE(o->accounts, 3);
    QCOMPARE(o->channels, (QStringList { u"email"_s, u"push"_s, u"sms"_s }));
    QCOMPARE(o->histogram.size(), FailureQuery::HistogramBuckets);
    qint64 inBars = 0;
    for (qint64 n : o->histogram)
        inBars += n;
    QCOMPARE(inBars, o->count);
    QVERIFY(*o->firstSeen < *o->lastSeen);
    QCOMPARE(g->groups.first().key(), o->key()); // biggest first

    const auto mailbox = find(*g, FailureSource::Task,
                              u"550 5.1.1 <<email>>: mailbox unavailable"_s, u"notification"_s);
    QVERIFY(mailbox);
    QCOMPARE(mailbox->count, 1);
    QCOMPARE(mailbox->deadNotReplayed, 0);
    const auto unknown = find(*g, FailureSource::Task, u"(no error recorded)"_s, QString());
    QVERIFY(unknown);
    QCOMPARE(unknown->accounts, 0);

    const auto attempts = find(*g, FailureSource::Attempt, outage, u"notification"_s);
    QVERIFY(attempts);
    QCOMPARE(attempts->count, 2); // both of task 1's; the delivered attempt of 5 is no failure
    QCOMPARE(attempts->causeId, o->causeId); // one cause, whatever it failed
    QVERIFY(find(*g, FailureSource::Attempt, mailbox->cause, u"notification"_s));
}

void tst_FailureGroups::aGroupsFilterMatchesExactlyItsMembers()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (id, job_id, kind, state, account_id, last_error, updated_at)"
        " SELECT g, 'j' || g, CASE WHEN g % 5 = 0 THEN 'check' ELSE 'notification' END,"
        " (ARRAY['dead', 'failed_retry', 'failed_perm', 'succeeded'])[1 + g % 4], g % 7,"
        " CASE WHEN g % 3 = 0 THEN 'attempt ' || g || ' of 4 failed, giving up: email: 503 "
        "Service Unavailable (provider outage)' WHEN g % 3 = 1 THEN 'sms: 429 Too Many Requests "
        "(retry-after: ' || g || ')' END, now() - make_interval(secs => g * 30)"
        " FROM generate_series(1, 300) g"_s));
    JobRunner runner(*db);
    const auto g = runner.value<FailureGroups>(failurequery::groupsJob({ 7200 }, true, false));
    QVERIFY(g);
    QVERIFY(!g->groups.isEmpty());
    for (const FailureGroup &group : g->groups) {
        TaskFilter f;
        f.kind = group.kind;
        f.cause = CauseFilter { group.causeId, group.cause, 0, g->windowFromUs, g->serverNowUs };
        f.limit = 1000;
        const auto w = runner.value<TaskWindow>(taskquery::windowJob(f));
        QVERIFY(w);
        QCOMPARE(qint64(w->rows.size()), group.count);
        qint64 dead = 0;
        for (const TaskRow &t : w->rows) {
            QVERIFY(t.state != "succeeded"_L1);
            dead += t.state == "dead"_L1;
        }
        QCOMPARE(dead, group.dead);
    }
}

void tst_FailureGroups::withoutTheDeliveryAuditOnlyTaskGroups()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, kind, state, last_error, updated_at) VALUES"
                     " (1, 'check', 'dead', repeat('x', 10 * 1024 * 1024), now());"
                     " DROP TABLE notification_deliveries; DROP TABLE task_replays"_s));
    JobRunner runner(*db);
    const auto g = runner.value<FailureGroups>(
        failurequery::groupsJob({ 600 }, false, false, u"no table notification_deliveries"_s));
    QVERIFY(g);
    QVERIFY(!g->attemptsRead);
    QVERIFY(!g->replaysRead);
    QCOMPARE(g->groups.size(), 1);
    QCOMPARE(g->groups.first().source, FailureSource::Task);
    // A 10 MB error is cut before it is normalised: the cause and the example stay short.
    QVERIFY(g->groups.first().cause.size() <= 300);
    QVERIFY(g->groups.first().example.size() <= 300);
    QCOMPARE(g->groups.first().deadNotReplayed, 1);
}

void tst_FailureGroups::aCappedScanSaysSo()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(u"INSERT INTO tasks (id, kind, state, last_error, updated_at)"
                     " SELECT g, 'check', 'dead', 'probe region eu-2 unavailable', now()"
                     " FROM generate_series(1, 50) g"_s));
    JobRunner runner(*db);
    FailureQuery q { 600 };
    q.scanCap = 20;
    const auto g = runner.value<FailureGroups>(failurequery::groupsJob(q, true, true));
    QVERIFY(g);
    QVERIFY(g->capped);
    QCOMPARE(g->tasksRead, 20);
    QCOMPARE(g->groups.first().count, 20);
}

void tst_FailureGroups::anOutageIsOneGroup()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // The providers answer 503 for the first 10 s; outside it a tenth of the deliveries are
    // refused for good. Retries come fast, so the outage kills tasks while it lasts.
    RunningSimulator sim;
    QVERIFY(sim.start(db->dsn(),
                      { u"--duration"_s, u"300"_s, u"--rate"_s, u"20"_s, u"--workers"_s, u"4"_s,
                        u"--faults"_s, u"outage@0+10"_s, u"--outcomes"_s,
                        u"delivered=90,permanent=10"_s, u"--backoff-base"_s, u"0.1"_s,
                        u"--backoff-cap"_s, u"0.4"_s, u"--quiet"_s }));
    // Until the outage killed some tasks and something else failed too: on the database's
    // clock, not the test's.
    QTRY_VERIFY_WITH_TIMEOUT(
        db->scalar(u"SELECT count(*) FILTER (WHERE state = 'dead') >= 5 AND bool_or(state ="
                   " 'failed_perm') FROM tasks WHERE state IN ('dead', 'failed_perm')"
                   " AND kind = 'notification'"_s)
            == "t"_L1,
        240000);
    sim.stop();

    const auto expected
        = db->query(u"SELECT count(*), count(DISTINCT account_id), count(*) FILTER (WHERE state ="
                    " 'dead') FROM tasks WHERE state IN ('dead', 'failed_perm', 'failed_retry')"
                    " AND kind = 'notification' AND last_error LIKE '%(provider outage)%'"_s);
    QVERIFY(expected);
    JobRunner runner(*db);
    const auto g = runner.value<FailureGroups>(failurequery::groupsJob({ 3600 }, true, true));
    QVERIFY(g);
    QVERIFY(!g->capped);
    int outageGroups = 0;
    for (const FailureGroup &group : g->groups) {
        if (group.source != FailureSource::Task || !group.cause.contains(u"provider outage"_s))
            continue;
        ++outageGroups;
        QCOMPARE(group.cause, u"503 Service Unavailable (provider outage)"_s);
        QCOMPARE(group.kind, u"notification"_s);
        QCOMPARE(QString::number(group.count), expected->first().at(0));
        QCOMPARE(QString::number(group.accounts), expected->first().at(1));
        QCOMPARE(QString::number(group.dead), expected->first().at(2));
        QVERIFY(group.channels.contains(u"email"_s));
    }
    QCOMPARE(outageGroups, 1);
    // The permanent refusals are causes of their own, apart from the outage.
    bool refusal = false;
    for (const FailureGroup &group : g->groups)
        refusal = refusal
            || (group.source == FailureSource::Task && group.kind == "notification"_L1
                && group.cause.contains(u"5.1.1"_s) && !group.cause.contains(u"outage"_s));
    QVERIFY(refusal);
}

QTEST_GUILESS_MAIN(tst_FailureGroups)
#include "tst_failuregroups.moc"
