#include "core/lookup/lookupexport.h"
#include "db/lookup/lookupquery.h"
#include "tests/support/lookupworld.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace lookuptest;

// The lookup against the schema contract, with and without the console indexes: every
// identifier kind, every verdict, purged tasks, NULL-filled rows, replay lineage, odd text, a
// 5 MB payload, ambiguous numbers, malformed input and the limits (alarms: tst_lookupalarms).
class tst_LookupQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyIdentifierKind_data();
    void everyIdentifierKind();
    void everyVerdict_data();
    void everyVerdict();
    void noAttemptNoIndex();
    void purgedTaskStillCounts();
    void nullFilledRows();
    void replayLineage();
    void longReplayChain();
    void strangeTextAndHugeValues();
    void ambiguousNumbers();
    void malformedInputChangesNothing();
    void limits();
};

void tst_LookupQuery::everyIdentifierKind_data()
{
    QTest::addColumn<bool>("indexed");
    QTest::addColumn<LookupQuery>("q");
    QTest::addColumn<QList<qint64>>("expected"); // message ids of the trails, in order
    QTest::addColumn<int>("alarms");
    for (const bool indexed : { false, true }) {
        const char *t = indexed ? "indexed" : "upstream";
        auto row = [&](const char *name, const LookupQuery &q, const QList<qint64> &expected,
                       int alarms) {
            QTest::addRow("%s: %s", t, name) << indexed << q << expected << alarms;
        };
        row("message", query(LookupKind::MessageId, 500), { 500 }, 2);
        row("task", query(LookupKind::TaskId, 12), { 500 }, 2);
        row("purged task", query(LookupKind::TaskId, 9001), { 506 }, 0);
        row("job id", query(LookupKind::JobId, 0, u"job-11"_s), { 500 }, 2);
        row("key", query(LookupKind::IdempotencyKey, 0, u"evt-501"_s), { 501 }, 2);
        row("job id or key", query(LookupKind::JobIdOrKey, 0, u"evt-500-replay"_s), { 500 }, 2);
        row("account", query(LookupKind::AccountId, 7), { 502, 501, 500 }, 2);
        LookupQuery month = query(LookupKind::AccountId, 7);
        month.sinceSeconds = 30 * 86400;
        row("account, 30 days", month, { 502, 501, 500, 508 }, 2);
        row("monitor", query(LookupKind::MonitorId, 80), { 503, 505, 504 }, 1);
        row("contact", query(LookupKind::ContactId, 901), { 502, 501 }, indexed ? 2 : 0);
        row("alert", query(LookupKind::AlertId, 0, A1), {}, 1);
        row("subscription",
            query(LookupKind::SubscriptionId, 0, u"00000000-0000-0000-0000-0000000000b6"_s), {}, 1);
        row("alert or subscription",
            query(LookupKind::AlertOrSubscription, 0, u"00000000-0000-0000-0000-0000000000b4"_s),
            {}, 1);
        row("unknown message", query(LookupKind::MessageId, 999), {}, 0);
    }
}

void tst_LookupQuery::everyIdentifierKind()
{
    QFETCH(bool, indexed);
    QFETCH(LookupQuery, q);
    QFETCH(QList<qint64>, expected);
    QFETCH(int, alarms);
    WORLD(db, indexed);
    const LookupResult r = lookupOf(q);
    QVERIFY2(!r.error.isError(), qPrintable(r.error.summary()));
    QVERIFY2(!r.alarmsError.isError(), qPrintable(r.alarmsError.summary()));
    QCOMPARE(messages(r), expected);
    QCOMPARE(r.alarms.size(), alarms);
    QCOMPARE(r.found(), !expected.isEmpty() || alarms > 0);
    QVERIFY(!r.summary.isEmpty());
    if (q.kind == LookupKind::ContactId && !indexed)
        QVERIFY(r.notes.join(u' ').contains(u"scans tasks"_s));
    if (q.kind == LookupKind::SubscriptionId)
        QVERIFY(r.alarms[0].subscriptions[0].searched);
}

void tst_LookupQuery::everyVerdict_data()
{
    QTest::addColumn<bool>("indexed");
    QTest::addColumn<qint64>("message");
    QTest::addColumn<Verdict>("verdict");
    QTest::addColumn<QString>("says");
    for (const bool indexed : { false, true }) {
        const char *t = indexed ? "indexed" : "upstream";
        QTest::addRow("%s: delivered after a replay", t)
            << indexed << qint64(500) << Verdict::Delivered << u"after a replay by operator 7"_s;
        QTest::addRow("%s: partial", t)
            << indexed << qint64(501) << Verdict::PartiallyDelivered << u"sms failed"_s;
        QTest::addRow("%s: stuck", t) << indexed << qint64(503) << Verdict::InProgress
                                      << u"Stuck: lease expired 14 min ago"_s;
        QTest::addRow("%s: failed", t)
            << indexed << qint64(504) << Verdict::Failed << u"task 16 is failed_perm"_s;
        QTest::addRow("%s: purged, failed", t)
            << indexed << qint64(506) << Verdict::Failed << u"task purged"_s;
        QTest::addRow("%s: purged, delivered", t)
            << indexed << qint64(507) << Verdict::Delivered << u"Delivered at"_s;
    }
    // A task that never made an attempt is found by its message only through the console index.
    QTest::addRow("indexed: queued")
        << true << qint64(502) << Verdict::InProgress << u"task 14 queued"_s;
    QTest::addRow("indexed: unknown")
        << true << qint64(505) << Verdict::Unknown << u"no delivered attempt"_s;
}

void tst_LookupQuery::noAttemptNoIndex()
{
    WORLD(db, false);
    for (const qint64 message : { 502, 505 }) {
        const LookupResult r = lookupOf(query(LookupKind::MessageId, message));
        QVERIFY(!r.found());
        QVERIFY(r.notes.join(u' ').contains(u"poolscope_tasks_message_id_idx"_s));
    }
    // By the task's own identifiers it is found all the same.
    QCOMPARE(messages(lookupOf(query(LookupKind::JobId, 0, u"job-14"_s))), QList<qint64> { 502 });
}

void tst_LookupQuery::everyVerdict()
{
    QFETCH(bool, indexed);
    QFETCH(qint64, message);
    QFETCH(Verdict, verdict);
    QFETCH(QString, says);
    WORLD(db, indexed);
    const LookupResult r = lookupOf(query(LookupKind::MessageId, message));
    QCOMPARE(r.trails.size(), 1);
    QCOMPARE(r.trails[0].verdict, verdict);
    QVERIFY2(r.summary.contains(says), qPrintable(r.summary));
    QCOMPARE(r.trails[0].stuck, says.startsWith(u"Stuck"_s));
}

void tst_LookupQuery::purgedTaskStillCounts()
{
    WORLD(db, false);
    const LookupResult r = lookupOf(query(LookupKind::MessageId, 506));
    QVERIFY(r.trails[0].tasks.isEmpty());
    QCOMPARE(r.trails[0].deliveries.size(), 2);
    for (const TrailDelivery &d : r.trails[0].deliveries)
        QVERIFY(d.taskGone && d.taskId == 9001);
    QCOMPARE(r.trails[0].attemptsTotal, 2);
    QVERIFY(lookup::ticketText(r).contains(u"(no task row: purged; the attempts below remain)"_s));
    const LookupResult m = lookupOf(query(LookupKind::MessageId, 500));
    for (const TrailDelivery &d : m.trails[0].deliveries)
        QVERIFY(!d.taskGone);
}

void tst_LookupQuery::nullFilledRows()
{
    WORLD(db, true);
    const LookupResult r = lookupOf(query(LookupKind::TaskId, 18));
    QCOMPARE(r.trails.size(), 1);
    const Trail &t = r.trails[0];
    QVERIFY(!t.messageId);
    QCOMPARE(taskIds(t), QList<qint64> { 18 });
    const TrailTask &task = t.tasks[0];
    QVERIFY(task.state.isNull() && task.jobId.isNull() && !task.accountId && !task.createdAt
            && task.channels.isEmpty());
    QCOMPARE(t.deliveries.size(), 1); // found by task id: it has no message id
    QVERIFY(t.deliveries[0].status.isNull() && !t.deliveries[0].createdAt
            && !t.deliveries[0].durationMs);
    QCOMPARE(t.verdict, Verdict::Unknown);
    QVERIFY(!lookup::json(r).isEmpty() && !lookup::csv(r).isEmpty()
            && !lookup::markdown(r).isEmpty());
    // Payloads that are arrays, strings or {} name no subject and no channel, and do not fail.
    const LookupResult odd = lookupOf(query(LookupKind::MonitorId, 80));
    QCOMPARE(odd.trails.size(), 3);
    for (const Trail &x : odd.trails)
        QVERIFY(x.tasks[0].subject.isNull() && x.tasks[0].channels.isEmpty());
}

void tst_LookupQuery::replayLineage()
{
    for (const bool indexed : { false, true }) {
        WORLD(db, indexed);
        // 31 dies, is replayed as 32, which dies and is replayed as 33; the last replay's row
        // lost its message id (NULL-filled), and it made no attempt yet.
        QVERIFY(db->exec(
            u"INSERT INTO tasks (id, state, message_id, account_id, created_at) VALUES"
            " (31, 'dead', 600, 7, now() - interval '3 hours'), (32, 'dead', 600, 7, now() - "
            "interval '2 hours'),"
            " (33, 'queued', NULL, NULL, now() - interval '1 hour');"
            " INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id, "
            "created_at) VALUES"
            " (31, 32, 7, now() - interval '2 hours'), (32, 33, NULL, now() - interval '1 hour');"
            " INSERT INTO notification_deliveries (message_id, task_id, status) VALUES (600, 31, 'retryable'), (600, 32, 'permanent')"_s));
        for (const LookupQuery &q :
             { query(LookupKind::TaskId, 33), query(LookupKind::MessageId, 600),
               query(LookupKind::TaskId, 31) }) {
            const LookupResult r = lookupOf(q);
            QCOMPARE(r.trails.size(), 1);
            const Trail &t = r.trails[0];
            QCOMPARE(t.messageId, OptInt(600));
            QCOMPARE(taskIds(t), (QList<qint64> { 31, 32, 33 }));
            QCOMPARE(t.tasks[1].replayOf, OptInt(31));
            QCOMPARE(t.tasks[2].replayOf, OptInt(32));
            QCOMPARE(t.replays.size(), 2);
            QCOMPARE(t.verdict, Verdict::InProgress);
            QCOMPARE(t.tasks[2].matched, q.kind == LookupKind::TaskId && q.number == 33);
        }
    }
}

// A chain longer than the lineage follows: from a task in its middle, 8 generations each
// way, each task once, and the walk never turns back (it once went back and forth, one row
// per step, and deduplicated them in a hash table sized by the planner's estimate).
void tst_LookupQuery::longReplayChain()
{
    for (const bool indexed : { false, true }) {
        WORLD(db, indexed);
        // 9001 dies and is replayed as 9002, which dies and is replayed as 9003, ... up to 9020.
        QVERIFY(db->exec(
            u"INSERT INTO tasks (id, state, account_id, created_at)"
            " SELECT 9000 + g, CASE WHEN g < 20 THEN 'dead' ELSE 'queued' END, 7,"
            "  now() - make_interval(mins => 30 - g) FROM generate_series(1, 20) g;"
            " INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id, "
            "created_at)"
            " SELECT 9000 + g, 9001 + g, 7, now() - make_interval(mins => 29 - g) FROM generate_series(1, 19) g"_s));
        const LookupResult r = lookupOf(query(LookupKind::TaskId, 9010));
        QCOMPARE(r.trails.size(), 1);
        QList<qint64> expected;
        for (qint64 id = 9002; id <= 9018; ++id)
            expected.append(id);
        QCOMPARE(taskIds(r.trails[0]), expected);
        // From either end of the chain: the 8 generations towards the other end.
        const LookupResult first = lookupOf(query(LookupKind::TaskId, 9001));
        QCOMPARE(first.trails.size(), 1);
        QCOMPARE(taskIds(first.trails[0]).size(), 9);
        QCOMPARE(taskIds(first.trails[0]).last(), 9009);
        const LookupResult last = lookupOf(query(LookupKind::TaskId, 9020));
        QCOMPARE(last.trails.size(), 1);
        QCOMPARE(taskIds(last.trails[0]).first(), 9012);
    }
}

void tst_LookupQuery::strangeTextAndHugeValues()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    const QString odd = u"250 OK \u001b[31m\r\nПривет ✓ 日本 \u202e 🚀 \\ ' \" %1"_s;
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, message_id, payload, last_error) VALUES (40, "
                     u"'succeeded', 800,"
                     " jsonb_build_object('subject', repeat('Ш', 5000), 'channels', "
                     "jsonb_build_array('email', repeat('c', 100)),"
                     "  'body', repeat('x', 5 * 1024 * 1024)), repeat('e', 5 * 1024 * 1024))"_s));
    QVERIFY(db->exec(u"INSERT INTO notification_deliveries (message_id, task_id, status, "
                     u"provider_response, error) VALUES"
                     " (800, 40, 'delivered', $1 || repeat('r', 5 * 1024 * 1024), $1)"_s,
                     { odd.toUtf8() }));
    JobRunner runner(*db);
    const auto r = runner.value<LookupResult>(
        lookup::lookupJob(query(LookupKind::MessageId, 800), schemaFor(true)));
    QVERIFY(r);
    const Trail &t = r->trails[0];
    QCOMPARE(t.tasks[0].subject, QString(200, u'Ш'));
    QCOMPARE(t.tasks[0].channels, (QStringList { u"email"_s, QString(40, u'c') }));
    QCOMPARE(t.tasks[0].lastError.size(), 500);
    const TrailDelivery &d = t.deliveries[0];
    QCOMPARE(d.error, odd);
    QVERIFY(!d.errorTruncated);
    QVERIFY(d.responseTruncated);
    QCOMPARE(d.providerResponse.toUcs4().size(), 500); // characters, as left() counts them
    QVERIFY(d.providerResponse.startsWith(odd));
    // JSON carries the text exactly; the ticket shows it without a live escape sequence.
    const QJsonObject o = QJsonDocument::fromJson(lookup::json(*r)).object();
    QCOMPARE(o[u"trails"_s]
                 .toArray()[0]
                 .toObject()[u"deliveries"_s]
                 .toArray()[0]
                 .toObject()[u"error"_s]
                 .toString(),
             odd);
    const QString ticket = lookup::ticketText(*r);
    QVERIFY(ticket.contains(u"\\x1B[31m\\r\\nПривет ✓ 日本 \\u202E 🚀"_s));
    QVERIFY(lookup::json(*r).size() < 64 * 1024); // previews, not megabytes
}

void tst_LookupQuery::ambiguousNumbers()
{
    for (const bool indexed : { false, true }) {
        WORLD(db, indexed);
        const lookup::ParsedInput p = lookup::parseInput(u"501"_s);
        QVERIFY(p.ambiguous());
        const auto c = runner.value<LookupCandidates>(lookup::candidatesJob(p, schemaFor(indexed)));
        QVERIFY(c);
        QCOMPARE(c->existing(), (QList<LookupKind> { LookupKind::MessageId, LookupKind::TaskId }));
        QCOMPARE(c->candidates[4].kind, LookupKind::ContactId);
        QCOMPARE(c->candidates[4].checked, indexed); // asking would scan tasks
        const lookup::ParsedInput uuid
            = lookup::parseInput(u"00000000-0000-0000-0000-0000000000B2"_s);
        const auto u
            = runner.value<LookupCandidates>(lookup::candidatesJob(uuid, schemaFor(indexed)));
        QCOMPARE(u->existing(), QList<LookupKind> { LookupKind::AlertOrSubscription });
        // A UUID-shaped idempotency key is compared as typed.
        QVERIFY(db->exec(
            u"UPDATE tasks SET idempotency_key = 'ABCDEF01-2345-4789-8ABC-DEF012345678' WHERE id = 13"_s));
        const lookup::ParsedInput key
            = lookup::parseInput(u" ABCDEF01-2345-4789-8ABC-DEF012345678 "_s);
        const auto k
            = runner.value<LookupCandidates>(lookup::candidatesJob(key, schemaFor(indexed)));
        QCOMPARE(k->existing(), QList<LookupKind> { LookupKind::JobIdOrKey });
        QCOMPARE(messages(lookupOf(key.query(LookupKind::JobIdOrKey))), QList<qint64> { 501 });
        // Either reading answers: the message's trail, or the check task's own.
        QCOMPARE(messages(lookupOf(p.query(LookupKind::MessageId))), QList<qint64> { 501 });
        const LookupResult task = lookupOf(p.query(LookupKind::TaskId));
        QCOMPARE(task.trails.size(), 1);
        QCOMPARE(taskIds(task.trails[0]), QList<qint64> { 501 });
    }
}

void tst_LookupQuery::malformedInputChangesNothing()
{
    WORLD(db, true);
    const QString before = db->scalar(u"SELECT count(*) FROM tasks"_s);
    for (const QString &text : { u"'; DROP TABLE tasks; --"_s, u"x' OR '1'='1"_s,
                                 u"\\\\ \" {} % _ $1"_s, QString(255, u'\''), u"evt-500' --"_s }) {
        for (const LookupKind kind :
             { LookupKind::JobId, LookupKind::IdempotencyKey, LookupKind::JobIdOrKey }) {
            const lookup::ParsedInput p = lookup::parseAs(kind, text);
            if (!p.ok())
                continue; // too long for a job id: refused before any SQL
            const LookupResult r = lookupOf(p.query());
            QVERIFY2(!r.error.isError(), qPrintable(r.error.summary()));
            QVERIFY(!r.found());
        }
    }
    QVERIFY(!lookup::parseInput(QString(1024 * 1024, u'x')).ok());
    QCOMPARE(db->scalar(u"SELECT count(*) FROM tasks"_s), before);
}

void tst_LookupQuery::limits()
{
    WORLD(db, true);
    QVERIFY(
        db->exec(u"INSERT INTO tasks (id, state, account_id, message_id, created_at)"
                 " SELECT 1000 + g, 'succeeded', 50, 1000 + g, now() - (206 - g) * interval '1 "
                 "minute' FROM generate_series(1, 205) g;"
                 " INSERT INTO tasks (id, state, message_id) VALUES (2000, 'failed_retry', 700);"
                 " INSERT INTO notification_deliveries (message_id, task_id, status, created_at)"
                 " SELECT 700, 2000, CASE WHEN g = 1 THEN 'delivered' ELSE 'retryable' END, now() "
                 "- (100 - g) * interval '1 minute'"
                 " FROM generate_series(1, 60) g"_s));
    LookupResult r = lookupOf(query(LookupKind::AccountId, 50));
    QCOMPARE(r.trails.size(), 200);
    QVERIFY(r.moreTrails);
    QCOMPARE(r.trails[0].messageId, OptInt(1205)); // newest first
    QCOMPARE(r.trails.last().messageId, OptInt(1006));
    QVERIFY(r.summary.startsWith(u"200+ messages: "_s));
    r = lookupOf(query(LookupKind::MessageId, 700));
    const Trail &t = r.trails[0];
    QCOMPARE(t.deliveries.size(), 50);
    QVERIFY(t.moreDeliveries);
    QCOMPARE(t.attemptsTotal, 60);
    // The one delivered attempt is the oldest, beyond the listed ones: still delivered.
    QCOMPARE(t.verdict, Verdict::Delivered);
    QVERIFY(t.deliveries.first().id < t.deliveries.last().id);
}

QTEST_GUILESS_MAIN(tst_LookupQuery)
#include "tst_lookupquery.moc"
