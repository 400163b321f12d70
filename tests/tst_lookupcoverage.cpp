#include "core/lookup/lookupexport.h"
#include "db/lookup/lookupquery.h"
#include "db/lookup/taskscan.h"
#include "tests/support/lookupworld.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace lookuptest;

// The lookup where no index serves the search (docs/lookup.md, "Coverage"): a message's tasks
// that made no attempt, found by a budgeted scan of tasks on the upstream schema alone, with
// the same trails as through the console index; what a partial search says; text the customer
// gave (an address, a phone number) found in payloads and attempts.
class tst_LookupCoverage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tasksWithoutAttempts_data();
    void tasksWithoutAttempts();
    void partialSearchNeverSaysNothingFound();
    void completeSearchSaysNothingFound();
    void textFromTheTicket_data();
    void textFromTheTicket();
    void scanCancelled();
    void aContactScannedHasItsAlarmSection();
};

namespace {

// Tasks that never made an attempt, beside the lookup world's: a lease that expired ten
// minutes ago, held by a worker that died first; a task that went dead with only last_error;
// a task with NULL in every nullable column but its message id. One far newer task (id
// 5,000,000) and one far older (id 2) leave a gap that a small budget cannot cross.
const char NoAttempts[] = R"(
INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, attempts, max_attempts, lease_owner,
                   lease_expires_at, last_error, created_at, updated_at) VALUES
 (30, 'job-30', 'notification', 'leased', 7, 520, 0, 5, 'worker-3', now() - interval '10 minutes', NULL,
  now() - interval '20 minutes', now() - interval '15 minutes'),
 (31, 'job-31', 'notification', 'dead', 7, 521, 0, 5, NULL, NULL, 'smtp: connection refused',
  now() - interval '3 hours', now() - interval '2 hours'),
 (2, 'job-2', 'notification', 'queued', 7, 530, 0, 5, NULL, NULL, NULL, now() - interval '30 days', NULL),
 (5000000, 'job-5000000', 'notification', 'succeeded', 7, 531, 1, 5, NULL, NULL, NULL, now(), now());
INSERT INTO tasks (id, message_id) VALUES (32, 522);
INSERT INTO tasks (id, job_id, kind, state, account_id, message_id, payload, attempts, created_at) VALUES
 (40, 'job-40', 'notification', 'queued', 7, 540, '{"to":"Jane.Doe@example.com","subject":"Porch light"}', 0, now()),
 (41, 'job-41', 'notification', 'dead', 7, 541, '{"sms":"+1 555-123-4567"}', 1, now()),
 (42, 'job-42', 'notification', 'succeeded', 7, 542, '{"subject":"Garage"}', 1, now());
INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error, provider_response, created_at) VALUES
 (542, 'w1', 42, 'delivered', NULL, 'accepted for ops@example.org', now());
)";

struct Scanned
{
    LookupResult result;
    int slices = 0;
};

} // namespace

#define COVERAGE_WORLD(db, indexed)                                                                \
    WORLD(db, indexed);                                                                            \
    QVERIFY(db->exec(QString::fromUtf8(NoAttempts)));                                              \
    auto scanned = [&](LookupQuery q, qint64 budgetMs,                                             \
                       std::optional<TaskScanFindings> from = std::nullopt) {                      \
        Scanned out;                                                                               \
        if (lookup::needsScan(q, schemaFor(indexed))) {                                            \
            lookup::TaskScan scan(q, budgetMs, from);                                              \
            QElapsedTimer clock;                                                                   \
            clock.start();                                                                         \
            while (!scan.finished() && out.slices < 1000) {                                        \
                const auto reply = runner.run(scan.nextJob());                                     \
                scan.apply(reply.value_or(DbReply {}), clock.elapsed());                           \
                ++out.slices;                                                                      \
            }                                                                                      \
            q.scanned = scan.findings();                                                           \
        }                                                                                          \
        out.result = lookupOf(q);                                                                  \
        return out;                                                                                \
    }

void tst_LookupCoverage::tasksWithoutAttempts_data()
{
    QTest::addColumn<bool>("indexed");
    QTest::addColumn<qint64>("message");
    QTest::addColumn<Verdict>("verdict");
    QTest::addColumn<QString>("says");
    QTest::addColumn<bool>("stuck");
    for (const bool indexed : { false, true }) {
        const char *schema = indexed ? "console indexes" : "upstream only";
        QTest::addRow("%s: queued behind a backlog", schema)
            << indexed << qint64(502) << Verdict::InProgress
            << u"task 14 queued for 5 min, never attempted"_s << false;
        QTest::addRow("%s: expired lease, worker died", schema)
            << indexed << qint64(520) << Verdict::InProgress
            << u"lease expired 10 min ago (task 30, worker worker-3); stuck until reaped or released"_s
            << true;
        QTest::addRow("%s: dead, only last_error", schema)
            << indexed << qint64(521) << Verdict::Failed
            << u"task 31 is dead, never attempted (last: “smtp: connection refused”)"_s << false;
        QTest::addRow("%s: every nullable column NULL", schema)
            << indexed << qint64(522) << Verdict::Unknown << u"no task state or attempt outcome"_s
            << false;
    }
}

void tst_LookupCoverage::tasksWithoutAttempts()
{
    QFETCH(bool, indexed);
    QFETCH(qint64, message);
    QFETCH(Verdict, verdict);
    QFETCH(QString, says);
    QFETCH(bool, stuck);
    COVERAGE_WORLD(db, indexed);
    // No budget: a time budget would make what is searched the machine's speed's to say.
    const LookupResult r = scanned(query(LookupKind::MessageId, message), 0).result;
    QVERIFY2(r.found(), qPrintable(r.summary));
    QCOMPARE(r.trails.size(), 1);
    QCOMPARE(r.trails[0].verdict, verdict);
    QCOMPARE(r.trails[0].stuck, stuck);
    QVERIFY2(r.trails[0].verdictText.contains(says), qPrintable(r.trails[0].verdictText));
    QVERIFY2(r.summary.contains(says), qPrintable(r.summary));
    QVERIFY(r.coverage.complete());
    // The scan is what found it without the index, and says so; with it, no scan ran.
    QCOMPARE(r.coverage.scanned, !indexed);
    QCOMPARE(
        r.notes.join(u' ').contains(u"CREATE INDEX CONCURRENTLY poolscope_tasks_message_id_idx"_s),
        !indexed);
}

void tst_LookupCoverage::partialSearchNeverSaysNothingFound()
{
    COVERAGE_WORLD(db, false);
    // The budget is spent by the first slice, the newest 20,000 ids: task 5,000,000 alone. The
    // time is the test's to say, so the machine's speed does not decide what was searched.
    lookup::TaskScan scan(query(LookupKind::MessageId, 530), 1000);
    scan.apply(runner.run(scan.nextJob()).value_or(DbReply {}), 10); // the bounds
    QVERIFY(!scan.finished());
    scan.apply(runner.run(scan.nextJob()).value_or(DbReply {}), 1000);
    QVERIFY(scan.finished());
    LookupQuery q = query(LookupKind::MessageId, 530);
    q.scanned = scan.findings();
    const LookupResult r = lookupOf(q);
    QVERIFY(!r.found());
    QVERIFY(!r.coverage.complete());
    QCOMPARE(r.coverage.stop, LookupCoverage::Stop::Budget);
    QCOMPARE(r.coverage.tasksSearched, 1);
    QCOMPARE(r.coverage.lowestIdSearched, OptInt(5000000 - 20000 + 1));
    QVERIFY2(!r.summary.contains(u"Nothing"_s), qPrintable(r.summary));
    QVERIFY2(r.summary.startsWith(u"Message 530 not found among the 1 newest tasks (since "_s),
             qPrintable(r.summary));
    QVERIFY2(r.summary.endsWith(u"; older tasks not searched"_s), qPrintable(r.summary));
    const QJsonObject json = QJsonDocument::fromJson(lookup::json(r)).object();
    QCOMPARE(json.value(u"found"_s).toBool(), false);
    QCOMPARE(json.value(u"coverage"_s).toObject().value(u"complete"_s).toBool(), false);
    QCOMPARE(json.value(u"coverage"_s).toObject().value(u"stop"_s).toString(), u"budget"_s);
    QVERIFY(lookup::ticketText(r).contains(u"older tasks not searched"_s));
    QVERIFY(lookup::markdown(r).contains(u"older tasks not searched"_s));
    QVERIFY(lookup::csv(r).contains(u"coverage"_s));

    // "Search older": the same search goes on below where it stopped, and finds the task.
    const Scanned more = scanned(r.query, 0, r.query.scanned);
    QVERIFY2(more.result.found(), qPrintable(more.result.summary));
    QCOMPARE(taskIds(more.result.trails[0]), QList<qint64> { 2 });
    QVERIFY(more.result.coverage.complete());
    QVERIFY(more.result.coverage.tasksSearched > 1);
}

void tst_LookupCoverage::completeSearchSaysNothingFound()
{
    COVERAGE_WORLD(db, false);
    const LookupResult r = scanned(query(LookupKind::MessageId, 999), 0).result;
    QVERIFY(!r.found());
    QCOMPARE(r.coverage.stop, LookupCoverage::Stop::Complete);
    QVERIFY(r.coverage.complete());
    QCOMPARE(r.summary, u"Nothing found for message 999"_s);
    QVERIFY(lookup::ticketText(r).contains(u"searched every task"_s));
}

void tst_LookupCoverage::textFromTheTicket_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QList<qint64>>("messages");
    QTest::newRow("an address, in another case")
        << u"jane.doe@EXAMPLE.com"_s << QList<qint64> { 540 };
    QTest::newRow("a phone number, another notation")
        << u"(555) 123 4567"_s << QList<qint64> { 541 };
    QTest::newRow("with the country code") << u"+15551234567"_s << QList<qint64> { 541 };
    QTest::newRow("in a provider's answer") << u"ops@example.org"_s << QList<qint64> { 542 };
    QTest::newRow("a phrase, by prefix") << u"text:porch LIGHT"_s << QList<qint64> { 540 };
    QTest::newRow("wildcards are literal") << u"text:%_%"_s << QList<qint64> {};
}

void tst_LookupCoverage::textFromTheTicket()
{
    QFETCH(QString, input);
    QFETCH(QList<qint64>, messages);
    for (const bool indexed : { false, true }) {
        COVERAGE_WORLD(db, indexed);
        const lookup::ParsedInput parsed = lookup::parseInput(input);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.candidates.first(), LookupKind::Text);
        const LookupResult r = scanned(parsed.query(), 0).result;
        QCOMPARE(lookuptest::messages(r), messages);
        QVERIFY(r.coverage.scanned && r.coverage.complete());
        QVERIFY(r.error.kind == DbErrorKind::None);
    }
}

void tst_LookupCoverage::scanCancelled()
{
    COVERAGE_WORLD(db, false);
    Q_UNUSED(scanned); // driven by hand: the cancel falls between two slices
    lookup::TaskScan scan(query(LookupKind::MessageId, 530), 0);
    scan.apply(runner.run(scan.nextJob()).value_or(DbReply {}), 1); // the bounds
    scan.apply(runner.run(scan.nextJob()).value_or(DbReply {}), 2); // the newest slice
    QVERIFY(!scan.finished());
    scan.cancel();
    QVERIFY(scan.finished());
    LookupQuery q = query(LookupKind::MessageId, 530);
    q.scanned = scan.findings();
    const LookupResult r = lookupOf(q);
    QCOMPARE(r.coverage.stop, LookupCoverage::Stop::Cancelled);
    QVERIFY2(r.summary.endsWith(u"; the search was cancelled"_s), qPrintable(r.summary));
}

// Without the contact's index its tasks are found by the scan, and the alarms of their account
// come with them, as they do through the index.
void tst_LookupCoverage::aContactScannedHasItsAlarmSection()
{
    for (const bool indexed : { false, true }) {
        COVERAGE_WORLD(db, indexed);
        const LookupResult r = scanned(query(LookupKind::ContactId, 900), 0).result;
        QVERIFY2(r.found(), qPrintable(r.summary));
        QCOMPARE(r.coverage.scanned, !indexed);
        QVERIFY(!r.notes.join(u' ').contains(u"No alarm section"_s));
        QVERIFY(!r.alarms.isEmpty());
        for (const AlarmStanding &a : r.alarms)
            QCOMPARE(a.accountId, OptInt(7));
    }
}

QTEST_GUILESS_MAIN(tst_LookupCoverage)
#include "tst_lookupcoverage.moc"
