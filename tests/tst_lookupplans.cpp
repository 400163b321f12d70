#include "db/lookup/lookupquery.h"
#include "db/lookup/lookuprows.h"
#include "tests/support/jobrunner.h"
#include "tests/support/planscan.h"

#include <algorithm>

using namespace Qt::StringLiterals;

// The lookup's plans on tables big enough for the planner to care (50k tasks, 150k attempts):
// with the console indexes no statement scans tasks or notification_deliveries whole, and
// without them the paths that have an upstream index still do not.
class tst_LookupPlans : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void noSeqScans_data();
    void noSeqScans();
    void bigAccountReadsOnlyItsNewest_data();
    void bigAccountReadsOnlyItsNewest();
    void deviceStandingIsOneLedgerProbe();
    void latestTriggerIsOneLedgerEntryPerAlert();
    void attemptsOfTheTrailsOwnTasksAreNotProbed();
    void theFunctionsGenericPlan_data();
    void theFunctionsGenericPlan();
    void theAlarmFunctionsGenericPlan_data();
    void theAlarmFunctionsGenericPlan();
    void answersEveryKind();

private:
    std::unique_ptr<TestDatabase> m_indexed;
    std::unique_ptr<TestDatabase> m_upstream;
};

namespace {

const char Fill[] = R"(
INSERT INTO tasks (id, job_id, kind, state, account_id, monitor_id, message_id, contact_id, payload, attempts,
                   max_attempts, idempotency_key, created_at, updated_at)
SELECT g, 'job-' || g, 'notification', (ARRAY['succeeded','dead','queued','failed_retry'])[1 + g % 4], g % 500,
       g % 2000, 100000 + g, g % 5000, jsonb_build_object('subject', 'Monitor ' || g, 'channels', '["email"]'::jsonb),
       1 + g % 3, 5, 'evt-' || g, now() - (50000 - g) * interval '10 seconds', now()
FROM generate_series(1, 50000) g;
INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, duration_ms, provider_response, created_at)
SELECT 100000 + g % 50000 + 1, 'w' || g % 16, g % 50000 + 1, (ARRAY['delivered','retryable','permanent'])[1 + g % 3],
       'err', g % 900, 'email: 250 OK', now() - (150000 - g) * interval '3 seconds'
FROM generate_series(1, 150000) g;
INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id, created_at)
SELECT g, g + 1, 7, now() FROM generate_series(2, 40000, 40) g;
ANALYZE;
)";

// One account (and monitor, and contact) far bigger than the rest: 20,000 tasks in the last
// six days, as the head of a real customer base is.
const char BigAccount[] = R"(
INSERT INTO tasks (id, job_id, kind, state, account_id, monitor_id, contact_id, payload, attempts, max_attempts,
                   idempotency_key, created_at, updated_at)
SELECT g, 'job-' || g, 'notification', 'succeeded', 900000, 900000, 900000, '{}'::jsonb, 1, 5, 'evt-' || g,
       now() - (80000 - g) * interval '25 seconds', now()
FROM generate_series(60001, 80000) g;
ANALYZE tasks;
)";
constexpr qint64 BigId = 900000;

// Account 123's alarms: 4 alerts with 5 devices each, every alert triggered 30 times, each
// trigger a ledger row per device (the newest one owed).
const char Alarms[] = R"(
INSERT INTO alarm.alerts (id, account_id, name, state)
SELECT ('00000000-0000-0000-0000-00000000000' || a)::uuid, 123, 'Alert ' || a, 'triggered' FROM generate_series(1, 4) a;
INSERT INTO alarm.subscriptions (id, alert_id, device_label, platform)
SELECT ('00000000-0000-0000-0001-0000000000' || a || s)::uuid, ('00000000-0000-0000-0000-00000000000' || a)::uuid,
       'Phone ' || s, 'ios'
FROM generate_series(1, 4) a, generate_series(1, 5) s;
INSERT INTO alarm.alarm_events (id, alert_id, kind, created_at)
SELECT ('00000000-0000-0000-0002-0000000' || a || lpad(e::text, 4, '0'))::uuid, ('00000000-0000-0000-0000-00000000000' || a)::uuid,
       'trigger', now() - (31 - e) * interval '1 hour'
FROM generate_series(1, 4) a, generate_series(1, 30) e;
INSERT INTO alarm.alarm_deliveries (alert_id, subscription_id, event_id, created_at, acked_at)
SELECT ev.alert_id, s.id, ev.id, ev.created_at, CASE WHEN ev.created_at < now() - interval '90 minutes' THEN ev.created_at END
FROM alarm.alarm_events ev JOIN alarm.subscriptions s ON s.alert_id = ev.alert_id;
ANALYZE alarm.alerts, alarm.subscriptions, alarm.alarm_events, alarm.alarm_deliveries;
)";

LookupQuery q(LookupKind kind, qint64 number, const QString &text = {})
{
    LookupQuery query;
    query.kind = kind;
    query.number = number;
    query.text = text;
    return query;
}

LookupSchema schema(bool indexed)
{
    LookupSchema s;
    s.tasksMessageIdIndex = indexed;
    s.tasksContactIdIndex = indexed;
    s.auditReadable
        = indexed; // the indexed template has poolscope_audit: each ack's audit row is joined
    return s;
}

// Prepares `body` as `name`, planned as the lookup functions plan their statements (a generic
// plan, JIT off), and returns the EXECUTE that runs it with the statement's own values. EXECUTE
// takes no bound parameters: the values are written as literals.
std::optional<SqlStatement> preparedGeneric(TestDatabase &db, const QByteArray &name,
                                            const SqlStatement &body)
{
    QByteArray execute = "EXECUTE " + name + '(';
    for (qsizetype i = 0; i < body.params.size(); ++i) {
        const SqlParam &p = body.params[i];
        execute += (i > 0 ? ", " : "")
            + (p ? "'" + QByteArray(*p).replace('\'', "''") + "'" : QByteArray("NULL"));
    }
    if (!db.exec(
            u"DEALLOCATE ALL; SET plan_cache_mode = force_generic_plan; SET jit = off; PREPARE %1 AS "_s
                .arg(QString::fromLatin1(name))
            + QString::fromUtf8(body.sql)))
        return std::nullopt;
    return SqlStatement { execute + ')', {}, true };
}

} // namespace

void tst_LookupPlans::initTestCase()
{
    POOLSCOPE_TEST_DATABASE(indexed, TestDatabase::Template::Indexed);
    POOLSCOPE_TEST_DATABASE(upstream, TestDatabase::Template::Upstream);
    m_indexed = std::move(indexed);
    m_upstream = std::move(upstream);
    for (TestDatabase *db : { m_indexed.get(), m_upstream.get() }) {
        QVERIFY(db->exec(QString::fromUtf8(Fill)));
        QVERIFY(db->exec(QString::fromUtf8(BigAccount)));
        QVERIFY(db->exec(QString::fromUtf8(Alarms)));
    }
}

void tst_LookupPlans::cleanupTestCase()
{
    m_indexed.reset();
    m_upstream.reset();
}

void tst_LookupPlans::noSeqScans_data()
{
    QTest::addColumn<bool>("indexed");
    QTest::addColumn<LookupQuery>("query");
    for (const bool indexed : { true, false }) {
        const char *t = indexed ? "indexed" : "upstream";
        QTest::addRow("%s: message", t) << indexed << q(LookupKind::MessageId, 100123);
        QTest::addRow("%s: task", t) << indexed << q(LookupKind::TaskId, 123);
        QTest::addRow("%s: replayed task", t) << indexed << q(LookupKind::TaskId, 403);
        QTest::addRow("%s: job id", t) << indexed << q(LookupKind::JobId, 0, u"job-123"_s);
        QTest::addRow("%s: key", t) << indexed << q(LookupKind::IdempotencyKey, 0, u"evt-123"_s);
        QTest::addRow("%s: job id or key", t)
            << indexed << q(LookupKind::JobIdOrKey, 0, u"evt-123"_s);
        QTest::addRow("%s: account", t) << indexed << q(LookupKind::AccountId, 123);
        QTest::addRow("%s: monitor", t) << indexed << q(LookupKind::MonitorId, 123);
    }
    QTest::addRow("indexed: contact") << true << q(LookupKind::ContactId, 123);
}

void tst_LookupPlans::noSeqScans()
{
    QFETCH(bool, indexed);
    QFETCH(LookupQuery, query);
    TestDatabase &db = indexed ? *m_indexed : *m_upstream;
    const QList<SqlStatement> statements = lookup::statements(query, schema(indexed));
    QVERIFY(statements.size() >= 2);
    for (qsizetype i = 1; i < statements.size(); ++i) {
        QString error;
        const auto found = planscan::seqScanned(db, statements[i], &error);
        QVERIFY2(found, qPrintable(error));
        const QStringList &scanned = *found;
        if (scanned.contains(u"tasks"_s) || scanned.contains(u"notification_deliveries"_s))
            QFAIL(qPrintable(u"statement %1 scans %2:\n%3"_s.arg(i).arg(
                scanned.join(u", "_s), planscan::text(db, statements[i]))));
    }
}

void tst_LookupPlans::bigAccountReadsOnlyItsNewest_data()
{
    QTest::addColumn<LookupQuery>("query");
    QTest::addRow("account") << q(LookupKind::AccountId, BigId);
    QTest::addRow("monitor") << q(LookupKind::MonitorId, BigId);
    QTest::addRow("contact") << q(LookupKind::ContactId, BigId);
}

void tst_LookupPlans::bigAccountReadsOnlyItsNewest()
{
    // With the console indexes, an account-wide lookup of an id with 20,000 tasks in range
    // reads its newest 201 (the seed) and those tasks' rows again (task_rows), not all 20,000
    // to sort them: its cost does not grow with the account.
    QFETCH(LookupQuery, query);
    const QList<SqlStatement> statements = lookup::statements(query, schema(true));
    QVERIFY(statements.size() >= 2);
    QString error;
    const auto read = planscan::rowsRead(*m_indexed, statements[1], u"tasks"_s, &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY2(*read <= 4 * (query.maxTrails + 1),
             qPrintable(u"%1 rows of tasks read:\n%2"_s.arg(*read).arg(
                 planscan::text(*m_indexed, statements[1]))));
}

void tst_LookupPlans::deviceStandingIsOneLedgerProbe()
{
    // The alarm section reads each device's ledger row for the latest trigger by the ledger's
    // whole key, not every trigger of the (alert, device) pair to keep one.
    const QList<SqlStatement> statements
        = lookup::statements(q(LookupKind::AccountId, 123), schema(true));
    QCOMPARE(statements.size(), 4); // clock, trails, JIT off, alarms
    QString error;
    const auto read = planscan::rowsRead(*m_indexed, statements[3], u"ld"_s, &error, u"Alias"_s);
    QVERIFY2(read, qPrintable(error));
    QVERIFY2(
        *read > 0,
        qPrintable(planscan::text(*m_indexed, statements[3]))); // the fixture's alerts were found
    QVERIFY2(*read <= 4 * 5,
             qPrintable(u"%1 ledger rows read for 20 devices:\n%2"_s.arg(*read).arg(
                 planscan::text(*m_indexed, statements[3]))));
}

void tst_LookupPlans::latestTriggerIsOneLedgerEntryPerAlert()
{
    // An alert's latest trigger is its newest ledger row. With the console index on (alert_id,
    // created_at, event_id) that is one entry read per alert; with upstream's alert_id index
    // alone every row of the alert is read and sorted (the fixture's 150 an alert; about 100
    // in the benchmark's ledger, where it was most of an account's alarm section).
    const LookupQuery account = q(LookupKind::AccountId, 123);
    const auto statement = [&account](bool indexed) {
        return lookup::rows::alarmsStatement(LookupKind::AccountId,
                                             lookup::rows::AlarmArgs::of(account), schema(indexed));
    };
    const auto withIndex = statement(true);
    const auto upstreamOnly = statement(false);
    QVERIFY(withIndex && upstreamOnly);
    QString error;
    // `d` is the latest trigger's scan.
    const auto indexed = planscan::rowsRead(*m_indexed, *withIndex, u"d"_s, &error, u"Alias"_s);
    QVERIFY2(indexed, qPrintable(error));
    const auto upstream
        = planscan::rowsRead(*m_upstream, *upstreamOnly, u"d"_s, &error, u"Alias"_s);
    QVERIFY2(upstream, qPrintable(error));
    QVERIFY2(
        *indexed >= 1 && *indexed <= 4,
        qPrintable(u"%1 ledger rows read for 4 alerts' latest trigger:\n%2"_s.arg(*indexed).arg(
            planscan::text(*m_indexed, *withIndex))));
    QVERIFY2(
        *upstream >= 4 * 150,
        qPrintable(
            u"%1 rows read without the index: the fixture no longer shows the difference"_s.arg(
                *upstream)));
}

void tst_LookupPlans::attemptsOfTheTrailsOwnTasksAreNotProbed()
{
    // Whether an attempt's task row is gone: the trail read its tasks already, so only an
    // attempt of another task costs a probe of tasks. Contact 7's ten tasks have three
    // attempts each, all theirs: no probe at all (thirty, one per attempt, before).
    const QList<SqlStatement> statements
        = lookup::statements(q(LookupKind::ContactId, 7), schema(true));
    QString error;
    const auto probed
        = planscan::rowsRead(*m_indexed, statements[1], u"gone"_s, &error, u"Alias"_s);
    QVERIFY2(probed, qPrintable(error));
    const auto attempts
        = planscan::rowsRead(*m_indexed, statements[1], u"notification_deliveries"_s, &error);
    QVERIFY2(attempts && *attempts >= 30, qPrintable(planscan::text(*m_indexed, statements[1])));
    QVERIFY2(
        *probed == 0,
        qPrintable(u"%1 task rows probed for %2 attempts:\n%3"_s.arg(*probed).arg(*attempts).arg(
            planscan::text(*m_indexed, statements[1]))));
}

void tst_LookupPlans::theFunctionsGenericPlan_data()
{
    QTest::addColumn<LookupQuery>("query");
    QTest::addRow("message") << q(LookupKind::MessageId, 100123);
    QTest::addRow("replayed task") << q(LookupKind::TaskId, 403);
    QTest::addRow("job id or key") << q(LookupKind::JobIdOrKey, 0, u"evt-123"_s);
    QTest::addRow("big account") << q(LookupKind::AccountId, BigId);
    QTest::addRow("big monitor") << q(LookupKind::MonitorId, BigId);
    QTest::addRow("big contact") << q(LookupKind::ContactId, BigId);
}

void tst_LookupPlans::theFunctionsGenericPlan()
{
    // The function (db/schema/optional/console-lookup.sql) runs its statement on a plan made
    // once with no value known: every kind's seed is in it, behind a one-time filter. That
    // plan scans neither big table whole, and a big account's lookup through it still reads
    // only its newest tasks. Prepared here from the same statement, planned the same way.
    QFETCH(LookupQuery, query);
    LookupSchema full = schema(true);
    full.replaysReadable = true;
    const auto prepared = preparedGeneric(
        *m_indexed, "trails_generic",
        lookup::rows::trailsStatement(std::nullopt, lookup::rows::TrailArgs::of(query), full));
    QVERIFY(prepared);
    const SqlStatement &call = *prepared;
    QString error;
    const auto scanned = planscan::seqScanned(*m_indexed, call, &error);
    QVERIFY2(scanned, qPrintable(error));
    const QString plan = planscan::text(*m_indexed, call);
    QVERIFY2(plan.contains(u"One-Time Filter"_s),
             qPrintable(plan)); // generic: the kind decided at run time
    QVERIFY2(!scanned->contains(u"tasks"_s) && !scanned->contains(u"notification_deliveries"_s),
             qPrintable(plan));
    if (query.isAccountWide()) {
        const auto read = planscan::rowsRead(*m_indexed, call, u"tasks"_s, &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY2(*read <= 4 * (query.maxTrails + 1),
                 qPrintable(u"%1 rows of tasks read:\n%2"_s.arg(*read).arg(plan)));
    }
    QVERIFY(m_indexed->exec(u"DEALLOCATE ALL; RESET plan_cache_mode; RESET jit"_s));
}

void tst_LookupPlans::theAlarmFunctionsGenericPlan_data()
{
    QTest::addColumn<LookupQuery>("query");
    QTest::addRow("account") << q(LookupKind::AccountId, 123);
    QTest::addRow("alert") << q(LookupKind::AlertId, 0, u"00000000-0000-0000-0000-000000000001"_s);
    QTest::addRow("subscription") << q(LookupKind::SubscriptionId, 0,
                                       u"00000000-0000-0000-0001-000000000012"_s);
    QTest::addRow("message") << q(LookupKind::MessageId, 100123);
    QTest::addRow("big contact") << q(LookupKind::ContactId, BigId);
}

void tst_LookupPlans::theAlarmFunctionsGenericPlan()
{
    // The alarm function's statement, planned once with no value known, as above: every kind's
    // scope behind a one-time filter, neither big table scanned, and each device's standing
    // still one probe of the ledger's key.
    QFETCH(LookupQuery, query);
    LookupSchema full = schema(true);
    full.auditReadable = false; // the function never names poolscope_audit: its call is wrapped
    const auto body
        = lookup::rows::alarmsStatement(std::nullopt, lookup::rows::AlarmArgs::of(query), full);
    QVERIFY(body);
    const auto prepared = preparedGeneric(*m_indexed, "alarms_generic", *body);
    QVERIFY(prepared);
    const SqlStatement &call = *prepared;
    QString error;
    const auto scanned = planscan::seqScanned(*m_indexed, call, &error);
    QVERIFY2(scanned, qPrintable(error));
    const QString plan = planscan::text(*m_indexed, call);
    QVERIFY2(plan.contains(u"One-Time Filter"_s), qPrintable(plan));
    for (const QString &big : { u"tasks"_s, u"notification_deliveries"_s, u"alarm_deliveries"_s })
        QVERIFY2(!scanned->contains(big), qPrintable(big + u" scanned:\n"_s + plan));
    const auto ledger = planscan::rowsRead(*m_indexed, call, u"ld"_s, &error, u"Alias"_s);
    QVERIFY2(ledger, qPrintable(error));
    QVERIFY2(*ledger <= 4 * 5, qPrintable(u"%1 ledger rows read:\n%2"_s.arg(*ledger).arg(plan)));
    if (query.kind == LookupKind::AccountId) {
        QVERIFY2(*ledger > 0, qPrintable(plan)); // the fixture's alerts were found
        // and each alert's latest trigger one entry of the console index, as inline
        const auto latest = planscan::rowsRead(*m_indexed, call, u"d"_s, &error, u"Alias"_s);
        QVERIFY2(latest, qPrintable(error));
        QVERIFY2(*latest <= 4,
                 qPrintable(
                     u"%1 ledger rows read for the latest triggers:\n%2"_s.arg(*latest).arg(plan)));
    }
    QVERIFY(m_indexed->exec(u"DEALLOCATE ALL; RESET plan_cache_mode; RESET jit"_s));
}

void tst_LookupPlans::answersEveryKind()
{
    // Not the benchmark (1M tasks, bench/): every kind answers in one round trip, and the p95
    // is logged. No time is asserted: a bound the machine's speed decides would fail on a
    // loaded machine and pass a plan gone wrong on a fast one; the plans above are the guard
    // (no sequential scan, bounded rows read).
    JobRunner runner(*m_indexed);
    QVERIFY(runner.live());
    const QList<LookupQuery> queries { q(LookupKind::MessageId, 100123), q(LookupKind::TaskId, 403),
                                       q(LookupKind::JobIdOrKey, 0, u"evt-123"_s),
                                       q(LookupKind::AccountId, 123),
                                       q(LookupKind::ContactId, 123) };
    for (const LookupQuery &query : queries) {
        // POOLSCOPE_LOOKUP_EXPLAIN=1 logs each statement's EXPLAIN ANALYZE, to see where time goes
        // (with JIT off, as the lookup runs them).
        if (qEnvironmentVariableIsSet("POOLSCOPE_LOOKUP_EXPLAIN")
            && m_indexed->exec(u"SET jit = off"_s)) {
            for (const SqlStatement &st : lookup::statements(query, schema(true))) {
                QList<QByteArray> params;
                for (const SqlParam &p : st.params)
                    params.append(p.value_or(QByteArray()));
                const auto lines = m_indexed->query(
                    u"EXPLAIN (ANALYZE, BUFFERS) "_s + QString::fromUtf8(st.sql), params);
                for (const QStringList &line : lines.value_or(QList<QStringList> {}))
                    qInfo("%s", qPrintable(line.first()));
            }
        }
        QList<qint64> us;
        for (int i = 0; i < 40; ++i) {
            const auto reply = runner.run(lookup::lookupJob(query, schema(true)));
            QVERIFY(reply && !reply->error.isError());
            const LookupResult r = reply->value.value<LookupResult>();
            QVERIFY2(!r.error.isError(), qPrintable(r.error.summary()));
            QVERIFY(r.found());
            us.append(reply->elapsedUs);
        }
        std::sort(us.begin(), us.end());
        const qint64 p95 = us[us.size() * 95 / 100];
        qInfo("%s: p50 %.2f ms, p95 %.2f ms", qPrintable(query.display()),
              us[us.size() / 2] / 1000.0, p95 / 1000.0);
    }
}

QTEST_GUILESS_MAIN(tst_LookupPlans)
#include "tst_lookupplans.moc"
