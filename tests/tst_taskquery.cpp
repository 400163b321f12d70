#include "db/dbclient.h"
#include "db/queries/taskquery.h"
#include "tests/support/dbclientfixture.h"
#include "tests/support/planscan.h"
#include "tests/support/testdatabase.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Qt::StringLiterals;

// The tasks window query against the contract, including what real databases hold: NULL in
// every nullable column, huge payloads, non-ASCII and control characters.
class tst_TaskQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void newestFirstWithEveryColumn();
    void nullsEverywhere();
    void filters();
    void windowSaysWhenThereIsMore();
    void hostileFilterValuesAreJustData();
    void bigAndStrangeValues();
    void aNumberIsATaskIdJobIdOrKey();
    void deadRowsSayTheirReplay();

private:
    std::optional<TaskWindow> read(const TaskFilter &filter, DbError *error = nullptr,
                                   bool replaysReadable = false);
    LiveClient m_live; // a fresh database and a client live on it, for each test function
};

void tst_TaskQuery::init()
{
    POOLSCOPE_OPEN_LIVE_CLIENT(m_live, TestDatabase::Template::Upstream);
}

void tst_TaskQuery::cleanup()
{
    m_live.close();
}

std::optional<TaskWindow> tst_TaskQuery::read(const TaskFilter &filter, DbError *error,
                                              bool replaysReadable)
{
    std::optional<DbReply> reply;
    m_live.client()->submit(taskquery::windowJob(filter, {}, replaysReadable), this,
                            [&](const DbReply &r) { reply = r; });
    QElapsedTimer t;
    t.start();
    while (!reply && t.elapsed() < 10000)
        QTest::qWait(5);
    if (!reply)
        return std::nullopt;
    if (error)
        *error = reply->error;
    if (reply->error.isError())
        return std::nullopt;
    return reply->value.value<TaskWindow>();
}

void tst_TaskQuery::newestFirstWithEveryColumn()
{
    QVERIFY(m_live.db()->exec(
        uR"(INSERT INTO tasks (id, job_id, kind, state, last_error, account_id, monitor_id,
        check_id, message_id, contact_id, payload, not_before, deadline, lease_owner, lease_token,
        lease_expires_at, attempts, max_attempts, idempotency_key, result, succeeded_at, created_at, updated_at)
        VALUES (10, 'job-10', 'notification', 'leased', 'boom', 7, 8, 9, 90001, 11, '{"subject":"hi"}',
        '2026-01-02 03:04:05+00', '2026-01-03 00:00:00+00', 'worker-a', 'tok-123', '2026-01-02 03:05:00+00',
        2, 5, 'evt-10', '{"status":"retryable"}', NULL, '2026-01-02 03:00:00+00', '2026-01-02 03:04:06+00'),
        (11, 'job-11', 'check', 'queued', NULL, 7, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
        NULL, 0, 3, 'evt-11', NULL, NULL, now(), now()))"_s));
    const auto w = read(TaskFilter());
    QVERIFY(w);
    QCOMPARE(w->rows.size(), 2);
    QCOMPARE(w->rows[0].id, 11); // newest first
    const TaskRow &t = w->rows[1];
    QCOMPARE(t.jobId, u"job-10"_s);
    QCOMPARE(t.kind, u"notification"_s);
    QCOMPARE(t.state, u"leased"_s);
    QCOMPARE(t.lastError, u"boom"_s);
    QCOMPARE(t.accountId, OptInt(7));
    QCOMPARE(t.monitorId, OptInt(8));
    QCOMPARE(t.checkId, OptInt(9));
    QCOMPARE(t.messageId, OptInt(90001));
    QCOMPARE(t.contactId, OptInt(11));
    QCOMPARE(t.leaseOwner, u"worker-a"_s);
    QCOMPARE(t.leaseToken, u"tok-123"_s);
    QCOMPARE(t.attempts, OptInt(2));
    QCOMPARE(t.maxAttempts, OptInt(5));
    QCOMPARE(t.idempotencyKey, u"evt-10"_s);
    QCOMPARE(t.notBefore, OptTime(1767323045000000LL));
    QCOMPARE(t.leaseExpiresAt, OptTime(1767323100000000LL));
    QVERIFY(!t.succeededAt);
    QVERIFY(w->serverNowUs > 1767323100000000LL);
    QVERIFY(!w->hasMore);
}

void tst_TaskQuery::nullsEverywhere()
{
    QVERIFY(m_live.db()->exec(u"INSERT INTO tasks (id) VALUES (1)"_s));
    const auto w = read(TaskFilter());
    QVERIFY(w);
    QCOMPARE(w->rows.size(), 1);
    const TaskRow &t = w->rows[0];
    QCOMPARE(t.id, 1);
    QVERIFY(t.jobId.isNull() && t.kind.isNull() && t.state.isNull() && t.lastError.isNull());
    QVERIFY(!t.accountId && !t.monitorId && !t.checkId && !t.messageId && !t.contactId);
    QVERIFY(!t.notBefore && !t.deadline && !t.leaseExpiresAt && !t.succeededAt && !t.createdAt
            && !t.updatedAt);
    QVERIFY(t.leaseOwner.isNull() && t.leaseToken.isNull() && t.idempotencyKey.isNull());
    QVERIFY(!t.attempts && !t.maxAttempts);
    // A NULL state matches no state filter, and is not an error either.
    TaskFilter f;
    f.states = { u"dead"_s };
    const auto none = read(f);
    QVERIFY(none);
    QCOMPARE(none->rows.size(), 0);
}

void tst_TaskQuery::filters()
{
    QVERIFY(m_live.db()->exec(
        uR"(INSERT INTO tasks (id, kind, state, account_id, monitor_id, created_at)
        SELECT g, (ARRAY['notification','check'])[1 + g % 2], (ARRAY['queued','dead','succeeded'])[1 + g % 3],
               100 + g % 4, 200 + g % 5, '2026-01-01'::timestamptz + g * interval '1 hour'
        FROM generate_series(1, 60) g)"_s));
    TaskFilter f;
    f.states = { u"dead"_s, u"queued"_s };
    f.kind = u"check"_s;
    f.accountId = 101;
    auto w = read(f);
    QVERIFY(w);
    QCOMPARE(
        m_live.db()->scalar(
            u"SELECT count(*) FROM tasks WHERE state IN ('dead','queued') AND kind = 'check' AND account_id = 101"_s),
        QString::number(w->rows.size()));
    QVERIFY(!w->rows.isEmpty());
    for (const TaskRow &t : w->rows)
        QVERIFY(t.kind == u"check"_s && t.accountId == 101 && t.state != u"succeeded"_s);

    TaskFilter range;
    range.createdFrom = 1767225600000000LL + 10 * 3600000000LL; // 2026-01-01 10:00 UTC
    range.createdTo = 1767225600000000LL + 20 * 3600000000LL;
    range.monitorId = 200;
    w = read(range);
    QVERIFY(w);
    QList<qint64> ids;
    for (const TaskRow &t : w->rows)
        ids.append(t.id);
    QCOMPARE(ids, (QList<qint64> { 15, 10 })); // created in [10h, 20h) with monitor 200
}

void tst_TaskQuery::windowSaysWhenThereIsMore()
{
    QVERIFY(m_live.db()->exec(
        u"INSERT INTO tasks (id, state) SELECT g, 'queued' FROM generate_series(1, 30) g"_s));
    TaskFilter f;
    f.limit = 10;
    auto w = read(f);
    QVERIFY(w);
    QCOMPARE(w->rows.size(), 10);
    QVERIFY(w->hasMore);
    QCOMPARE(w->rows.first().id, 30);
    f.limit = 30;
    w = read(f);
    QCOMPARE(w->rows.size(), 30);
    QVERIFY(!w->hasMore);
}

void tst_TaskQuery::hostileFilterValuesAreJustData()
{
    QVERIFY(
        m_live.db()->exec(u"INSERT INTO tasks (id, kind, state) VALUES (1, 'check', 'dead')"_s));
    TaskFilter f;
    f.kind = u"check' OR '1'='1"_s;
    f.states = { u"dead\",\"queued"_s, u"{dead}"_s };
    DbError error;
    const auto w = read(f, &error);
    QVERIFY2(w, qPrintable(error.summary()));
    QCOMPARE(w->rows.size(), 0);
    QCOMPARE(m_live.db()->scalar(u"SELECT count(*) FROM tasks"_s), u"1"_s);
}

void tst_TaskQuery::bigAndStrangeValues()
{
    // A 5 MB payload and a 1 MB error: the window reads neither in full.
    QVERIFY(m_live.db()->exec(uR"(INSERT INTO tasks (id, state, payload, last_error)
        VALUES (1, 'dead', jsonb_build_object('body', repeat('x', 5 * 1024 * 1024)), repeat('e', 1024 * 1024)),
               (2, 'dead', '{"subject":"Привет ✓ 🚨"}', E'línea 1\nline\t2 \u001b[31mred\u0007 — ok'))"_s));
    const auto w = read(TaskFilter());
    QVERIFY(w);
    QCOMPARE(w->rows.size(), 2);
    QCOMPARE(w->rows[1].lastError.size(), 500);
    QCOMPARE(w->rows[0].lastError, u"línea 1\nline\t2 \x1b[31mred\x07 — ok"_s);
}

namespace {
// 60,000 tasks, enough for the planner to prefer an index where one serves; every 50th dead,
// half of those replayed.
const char BigPool[] = R"(
INSERT INTO tasks (id, state, job_id, idempotency_key)
SELECT g, CASE WHEN g % 50 = 0 THEN 'dead' ELSE 'succeeded' END, 'job-' || g, 'evt-' || g
FROM generate_series(1, 60000) g;
INSERT INTO tasks (id, state, job_id) VALUES (60001, 'queued', '123');
INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id)
SELECT g, 100000 + g, 7 FROM generate_series(100, 60000, 100) g;
INSERT INTO task_replays (original_task_id, requeued_task_id, operator_user_id) VALUES (50, NULL, 7);
ANALYZE;
)";

QList<qint64> idsOf(const TaskWindow &w)
{
    QList<qint64> ids;
    for (const TaskRow &t : w.rows)
        ids.append(t.id);
    return ids;
}
} // namespace

// The tasks search's default for a number: the task of that id, and any task whose job id or
// key is that text, through the primary key and the two unique indexes only.
void tst_TaskQuery::aNumberIsATaskIdJobIdOrKey()
{
    QVERIFY(m_live.db()->exec(QString::fromUtf8(BigPool)));
    TaskFilter f;
    f.search = TaskSearch::TaskIdJobIdOrKey;
    f.searchText = u"123"_s;
    auto w = read(f);
    QVERIFY(w);
    QCOMPARE(idsOf(*w), (QList<qint64> { 60001, 123 }));
    f.searchText = u"evt-7"_s; // not a number: its job id or key only
    w = read(f);
    QVERIFY(w);
    QCOMPARE(idsOf(*w), QList<qint64> { 7 });
    f.searchText = u"99999999"_s;
    w = read(f);
    QVERIFY(w);
    QVERIFY(w->rows.isEmpty());

    f.searchText = u"123"_s;
    for (const bool replays : { false, true }) {
        const SqlStatement st = taskquery::windowJob(f, {}, replays).statements.last();
        QString error;
        const auto scanned = planscan::seqScanned(*m_live.db(), st, &error);
        QVERIFY2(scanned, qPrintable(error));
        QVERIFY2(scanned->isEmpty(), qPrintable(planscan::text(*m_live.db(), st)));
    }
}

// Where task_replays may be read, the window says of each dead row whether it was replayed,
// and as which task; one probe of the replays' unique index per dead row, no scan.
void tst_TaskQuery::deadRowsSayTheirReplay()
{
    QVERIFY(m_live.db()->exec(QString::fromUtf8(BigPool)));
    TaskFilter f;
    f.states = { taskstate::Dead };
    auto w = read(f, nullptr, true);
    QVERIFY(w);
    QHash<qint64, OptInt> replayed;
    for (const TaskRow &t : w->rows)
        replayed.insert(t.id, t.replayedAs);
    QCOMPARE(replayed.value(60000), OptInt(160000));
    QCOMPARE(replayed.value(59950), std::nullopt);
    f.states = {};
    f.search = TaskSearch::TaskId;
    f.searchText = u"50"_s;
    w = read(f, nullptr, true);
    QVERIFY(w && w->rows.size() == 1);
    QCOMPARE(w->rows.first().replayedAs, OptInt(0)); // replayed; the row names no new task
    w = read(f); // not asked: nothing said
    QVERIFY(w && w->rows.size() == 1);
    QCOMPARE(w->rows.first().replayedAs, std::nullopt);

    const SqlStatement st = taskquery::windowJob(TaskFilter(), {}, true).statements.last();
    QString error;
    const auto scanned = planscan::seqScanned(*m_live.db(), st, &error);
    QVERIFY2(scanned, qPrintable(error));
    QVERIFY2(scanned->isEmpty(), qPrintable(planscan::text(*m_live.db(), st)));
}

QTEST_GUILESS_MAIN(tst_TaskQuery)
#include "tst_taskquery.moc"
