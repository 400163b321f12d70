#include "db/queries/dashboardquery.h"
#include "tests/support/jobrunner.h"

using namespace Qt::StringLiterals;

// Every dashboard range aggregate against known data: bucket edges (a row at a bucket's first
// microsecond and one a microsecond earlier), empty buckets as zeros, the range's own edges,
// session time zones that must not move a bucket, both ways of reading a range (the
// created_at index, or a binary search on the primary key) and the sample past the exact cap.
// The live sample: tst_dashboardsample; the plans: tst_dashboardplans.
class tst_DashboardQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void outcomesBucketEdges_data();
    void outcomesBucketEdges();
    void sessionTimeZoneMovesNoBucket_data();
    void sessionTimeZoneMovesNoBucket();
    void enqueuedBothPaths_data();
    void enqueuedBothPaths();
    void pastTheCapASampleSaysSo_data();
    void pastTheCapASampleSaysSo();
    void emptyTablesGiveZeroBuckets_data();
    void emptyTablesGiveZeroBuckets();
    void deadByUpdatedAt();
    void deadSkippedPastTheCap();
    void durationPercentilesPerWorker_data();
    void durationPercentilesPerWorker();
};

namespace {

constexpr qint64 Hour = 3600LL * 1000000;
constexpr qint64 Day = 24 * Hour;

struct Row
{
    qint64 atUs;
    const char *status; // nullptr: NULL
};

// The start of the bucket that holds the server's now(), in µs since the epoch.
qint64 currentBucket(TestDatabase &db, const DashboardRange &range)
{
    return db
        .scalar(u"SELECT (extract(epoch FROM date_bin(make_interval(secs => $1::int8), now(),"
                " 'epoch'::timestamptz)) * 1000000)::int8"_s,
                { QByteArray::number(range.bucketSeconds()) })
        .toLongLong();
}

bool insertDeliveries(TestDatabase &db, const QList<Row> &rows)
{
    for (const Row &r : rows) {
        if (!db.exec(
                u"INSERT INTO notification_deliveries (worker_id, status, duration_ms, created_at)"
                " VALUES ('w', $1, 10, 'epoch'::timestamptz + $2::int8 * interval '1 microsecond')"_s,
                { r.status ? QByteArray(r.status) : QByteArray(), QByteArray::number(r.atUs) }))
            return false;
    }
    return true;
}

// What the buckets must hold, computed here from the rows and the range the job answered for.
QList<QList<qint64>> expectedOutcomes(const QList<Row> &rows, const BucketSeries &s)
{
    static const QStringList known { u"delivered"_s, u"partial"_s, u"retryable"_s, u"permanent"_s };
    QList<QList<qint64>> out(s.buckets.size(), QList<qint64>(5, 0));
    for (const Row &r : rows) {
        if (r.atUs < s.fromUs || r.atUs >= s.toUs)
            continue;
        const auto bucket = (r.atUs - s.fromUs) / s.bucketUs;
        const auto column = r.status ? known.indexOf(QString::fromLatin1(r.status)) : -1;
        ++out[bucket][column < 0 ? 4 : column];
    }
    return out;
}

void checkRangeShape(const BucketSeries &s, const DashboardRange &range)
{
    QCOMPARE(s.buckets.size(), range.bucketCount());
    QCOMPARE(s.bucketUs, range.bucketSeconds() * 1000000);
    QCOMPARE(s.fromUs % s.bucketUs, 0); // aligned on the epoch, in UTC
    QCOMPARE(s.toUs, s.fromUs + range.bucketCount() * s.bucketUs);
    QVERIFY(s.serverNowUs >= s.toUs - s.bucketUs
            && s.serverNowUs < s.toUs); // the last bucket holds now
    for (int i = 0; i < s.buckets.size(); ++i)
        QCOMPARE(s.buckets[i].startUs, s.fromUs + i * s.bucketUs);
}

// The TimeZone the console's own session runs with.
QString sessionTimeZone(JobRunner &runner)
{
    DbJob job;
    job.label = u"time zone"_s;
    job.statements
        = { SqlStatement { QByteArrayLiteral("SELECT current_setting('TimeZone')"), {}, false } };
    job.decode = [](const JobResults &r) {
        return QVariant(r.view(0).text(0, 0));
    };
    const auto reply = runner.run(job);
    return reply ? reply->value.toString() : QString();
}

TestDatabase::Template templateOf(bool indexed)
{
    return indexed ? TestDatabase::Template::Indexed : TestDatabase::Template::Upstream;
}

AggregateLimits limitsOf(bool indexed)
{
    AggregateLimits l;
    l.createdAtIndexed = indexed;
    return l;
}

void addPathRows()
{
    QTest::addColumn<bool>("indexed");
    QTest::newRow("created_at index") << true;
    QTest::newRow("primary key probe") << false;
}

} // namespace

void tst_DashboardQuery::initTestCase()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    // Before PostgreSQL 14 (no date_bin) the console runs none of these and says why
    // (DashboardController::unavailableReason). The words are ctest's SKIP_REGULAR_EXPRESSION.
    if (db->serverVersion() < 140000)
        QSKIP("the range aggregates need PostgreSQL 14 or later");
}

void tst_DashboardQuery::outcomesBucketEdges_data()
{
    addPathRows();
}

void tst_DashboardQuery::outcomesBucketEdges()
{
    QFETCH(bool, indexed);
    POOLSCOPE_TEST_DATABASE(db, templateOf(indexed));
    const DashboardRange range { DashboardSpan::Days7 };
    const qint64 width = range.bucketSeconds() * 1000000;
    const qint64 cur = currentBucket(*db, range);
    const qint64 first = cur - (range.bucketCount() - 1) * width;
    // Old history first (ids grow with time, as in production): the probe must skip it.
    QList<Row> rows;
    for (int i = 0; i < 50; ++i)
        rows.append({ first - 30 * Day + i * Hour, "delivered" });
    rows += QList<Row> {
        { first - 1, "delivered" }, // a microsecond before the range: out
        { first, "retryable" }, // the range's first microsecond: the first bucket
        { first + 5 * width - 1, "partial" }, // bucket 4's last microsecond
        { first + 5 * width, "permanent" }, // bucket 5's first
        { first + 5 * width + 1, "bogus" }, // an unknown status: other
        { cur - Hour, nullptr }, // NULL status: other
        { cur - 1, "permanent" }, // the previous bucket's last microsecond
        { cur, "delivered" }, // the current bucket's first
        { cur, "delivered" },
    };
    QVERIFY(insertDeliveries(*db, rows));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const auto s
        = runner.value<BucketSeries>(dashboardquery::outcomesJob(range, limitsOf(indexed)));
    QVERIFY(s);
    checkRangeShape(*s, range);
    QCOMPARE(
        s->names,
        (QStringList { u"delivered"_s, u"partial"_s, u"retryable"_s, u"permanent"_s, u"other"_s }));
    QVERIFY(!s->basis.sampled);
    QCOMPARE(s->basis.byIdProbe, !indexed);
    const QList<QList<qint64>> expected = expectedOutcomes(rows, *s);
    for (int i = 0; i < s->buckets.size(); ++i)
        QCOMPARE(s->buckets[i].values, expected[i]);
    if (s->fromUs == first) { // the common case: no bucket boundary passed while the test ran
        QCOMPARE(s->buckets[0].values, (QList<qint64> { 0, 0, 1, 0, 0 }));
        QCOMPARE(s->buckets[4].values, (QList<qint64> { 0, 1, 0, 0, 0 }));
        QCOMPARE(s->buckets[5].values, (QList<qint64> { 0, 0, 0, 1, 1 }));
        QCOMPARE(s->buckets.last().values, (QList<qint64> { 2, 0, 0, 0, 0 }));
        QCOMPARE(s->buckets[1].values, (QList<qint64> { 0, 0, 0, 0, 0 })); // empty, and there
    }
}

void tst_DashboardQuery::sessionTimeZoneMovesNoBucket_data()
{
    QTest::addColumn<QString>("zone");
    QTest::addColumn<bool>("indexed");
    for (const QString &zone : { u"UTC"_s, u"Asia/Kathmandu"_s, u"America/St_Johns"_s }) {
        QTest::addRow("%s, index", qPrintable(zone)) << zone << true;
        QTest::addRow("%s, probe", qPrintable(zone)) << zone << false;
    }
}

void tst_DashboardQuery::sessionTimeZoneMovesNoBucket()
{
    QFETCH(QString, zone);
    QFETCH(bool, indexed);
    POOLSCOPE_TEST_DATABASE(db, templateOf(indexed));
    // A zone 5:45 or -3:30 off UTC would move a local-time bucket off the hour; an absolute
    // one stays on the epoch's grid.
    QVERIFY(db->exec(u"ALTER DATABASE \"%1\" SET timezone TO '%2'"_s.arg(db->name(), zone)));
    const DashboardRange range { DashboardSpan::Hours24 };
    const qint64 cur = currentBucket(*db, range);
    const QList<Row> rows { { cur - 5 * Hour, "delivered" },
                            { cur - 4 * Hour - 1, "permanent" },
                            { cur - 4 * Hour, "partial" },
                            { cur, "retryable" } };
    QVERIFY(insertDeliveries(*db, rows));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    QCOMPARE(sessionTimeZone(runner), zone);
    const auto s
        = runner.value<BucketSeries>(dashboardquery::outcomesJob(range, limitsOf(indexed)));
    QVERIFY(s);
    checkRangeShape(*s, range);
    QCOMPARE(s->fromUs % Hour, 0); // on the UTC hour, whatever the session's zone
    const QList<QList<qint64>> expected = expectedOutcomes(rows, *s);
    for (int i = 0; i < s->buckets.size(); ++i)
        QCOMPARE(s->buckets[i].values, expected[i]);
}

void tst_DashboardQuery::enqueuedBothPaths_data()
{
    addPathRows();
}

void tst_DashboardQuery::enqueuedBothPaths()
{
    QFETCH(bool, indexed);
    POOLSCOPE_TEST_DATABASE(db, templateOf(indexed));
    const DashboardRange range { DashboardSpan::Hour1 };
    const qint64 width = range.bucketSeconds() * 1000000;
    const qint64 cur = currentBucket(*db, range);
    // Ids with gaps (a sequence skips on rollback), old tasks first.
    QVERIFY(db->exec(u"INSERT INTO tasks (id, state, created_at)"
                     " SELECT g * 7, 'succeeded', 'epoch'::timestamptz + ($1::int8 - (400 - "
                     "g)::int8 * 60000000) * interval '1 microsecond'"
                     " FROM generate_series(1, 300) g"_s,
                     { QByteArray::number(cur - 2 * Day) }));
    QList<qint64> times { cur - 29 * width, cur - 29 * width - 1, cur - 3 * width,
                          cur - 3 * width,  cur - 2 * width - 1,  cur };
    std::sort(times.begin(), times.end());
    qint64 id = 5000;
    for (qint64 t : times) {
        QVERIFY(db->exec(u"INSERT INTO tasks (id, state, created_at) VALUES ($1, 'queued',"
                         " 'epoch'::timestamptz + $2::int8 * interval '1 microsecond')"_s,
                         { QByteArray::number(id += 13), QByteArray::number(t) }));
    }
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const auto s
        = runner.value<BucketSeries>(dashboardquery::enqueuedJob(range, limitsOf(indexed)));
    QVERIFY(s);
    checkRangeShape(*s, range);
    QList<qint64> expected(s->buckets.size(), 0);
    for (qint64 t : times) {
        if (t >= s->fromUs && t < s->toUs)
            ++expected[(t - s->fromUs) / s->bucketUs];
    }
    for (int i = 0; i < s->buckets.size(); ++i)
        QCOMPARE(s->buckets[i].values, QList<qint64> { expected[i] });
    if (s->fromUs == cur - 29 * width) {
        QCOMPARE(s->buckets[0].values.first(), 1);
        QCOMPARE(s->buckets[26].values.first(), 3); // two at its first microsecond, one at its last
        QCOMPARE(s->buckets[27].values.first(), 0);
        QCOMPARE(s->buckets[29].values.first(), 1);
    }
}

void tst_DashboardQuery::pastTheCapASampleSaysSo_data()
{
    addPathRows();
}

void tst_DashboardQuery::pastTheCapASampleSaysSo()
{
    QFETCH(bool, indexed);
    POOLSCOPE_TEST_DATABASE(db, templateOf(indexed));
    const DashboardRange range { DashboardSpan::Days7 };
    const qint64 cur = currentBucket(*db, range);
    // 200 rows long before the range, then 1,000 in the current bucket (ids 201..1200): with
    // a cap of 100 and a target of 100, every 10th id is read and counts 10.
    QVERIFY(db->exec(u"INSERT INTO notification_deliveries (status, created_at)"
                     " SELECT 'permanent', now() - interval '60 days' + g * interval '1 second'"
                     " FROM generate_series(1, 200) g"_s));
    QVERIFY(db->exec(u"INSERT INTO notification_deliveries (status, created_at)"
                     " SELECT 'delivered', 'epoch'::timestamptz + $1::int8 * interval '1 "
                     "microsecond' + g * interval '1 microsecond'"
                     " FROM generate_series(1, 1000) g"_s,
                     { QByteArray::number(cur) }));
    AggregateLimits limits = limitsOf(indexed);
    limits.exactCap = 100;
    limits.sampleTarget = 100;
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const auto s = runner.value<BucketSeries>(dashboardquery::outcomesJob(range, limits));
    QVERIFY(s);
    QVERIFY(s->basis.sampled);
    QCOMPARE(s->basis.stride, 10);
    QCOMPARE(s->basis.rows, 1000);
    qint64 delivered = 0;
    qint64 permanent = 0;
    for (const BucketRow &b : s->buckets) {
        delivered += b.values[0];
        permanent += b.values[3];
    }
    QCOMPARE(delivered, 1000);
    QCOMPARE(permanent, 0);
    // Under the cap the same rows are counted exactly.
    limits.exactCap = 5000;
    const auto exact = runner.value<BucketSeries>(dashboardquery::outcomesJob(range, limits));
    QVERIFY(exact);
    QVERIFY(!exact->basis.sampled);
    QCOMPARE(exact->buckets.last().values.first(),
             exact->fromUs + 27 * exact->bucketUs == cur ? 1000 : 0);
}

void tst_DashboardQuery::emptyTablesGiveZeroBuckets_data()
{
    addPathRows();
}

void tst_DashboardQuery::emptyTablesGiveZeroBuckets()
{
    QFETCH(bool, indexed);
    POOLSCOPE_TEST_DATABASE(db, templateOf(indexed));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    for (DashboardSpan span : DashboardRange::all()) {
        const DashboardRange range { span };
        for (const DbJob &job : { dashboardquery::outcomesJob(range, limitsOf(indexed)),
                                  dashboardquery::enqueuedJob(range, limitsOf(indexed)),
                                  dashboardquery::deadJob(range) }) {
            const auto s = runner.value<BucketSeries>(job);
            QVERIFY2(s, qPrintable(job.label));
            checkRangeShape(*s, range);
            for (const BucketRow &b : s->buckets)
                QVERIFY(
                    std::all_of(b.values.begin(), b.values.end(), [](qint64 v) { return v == 0; }));
            QVERIFY(!s->basis.sampled);
        }
        const auto d
            = runner.value<DurationStats>(dashboardquery::durationsJob(range, limitsOf(indexed)));
        QVERIFY(d);
        QVERIFY(d->workers.isEmpty());
        QCOMPARE(d->toUs - d->fromUs, range.spanSeconds() * 1000000);
    }
}

void tst_DashboardQuery::deadByUpdatedAt()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    const DashboardRange range { DashboardSpan::Hours24 };
    const qint64 cur = currentBucket(*db, range);
    const QList<std::pair<const char *, qint64>> tasks {
        { "dead", cur },
        { "dead", cur - 1 },
        { "dead", cur - 23 * Hour },
        { "dead", cur - 23 * Hour - 1 },
        { "failed_perm", cur },
        { "succeeded", cur - Hour },
        { "dead", cur - 10 * Hour },
    };
    for (const auto &[state, at] : tasks) {
        QVERIFY(db->exec(u"INSERT INTO tasks (state, created_at, updated_at) VALUES ($1, now() - "
                         u"interval '3 days',"
                         " 'epoch'::timestamptz + $2::int8 * interval '1 microsecond')"_s,
                         { QByteArray(state), QByteArray::number(at) }));
    }
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const auto s = runner.value<BucketSeries>(dashboardquery::deadJob(range));
    QVERIFY(s);
    checkRangeShape(*s, range);
    QCOMPARE(s->skippedOver, 0);
    QList<qint64> expected(s->buckets.size(), 0);
    for (const auto &[state, at] : tasks) {
        if (qstrcmp(state, "dead") == 0 && at >= s->fromUs && at < s->toUs)
            ++expected[(at - s->fromUs) / s->bucketUs];
    }
    for (int i = 0; i < s->buckets.size(); ++i)
        QCOMPARE(s->buckets[i].values.first(), expected[i]);
    if (s->fromUs == cur - 23 * Hour) {
        QCOMPARE(expected, (QList<qint64> { 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                            0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1 }));
        QCOMPARE(s->basis.rows, 4);
    }
}

void tst_DashboardQuery::deadSkippedPastTheCap()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    QVERIFY(db->exec(
        u"INSERT INTO tasks (state, updated_at) SELECT 'dead', now() FROM generate_series(1, 3)"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const auto capped = runner.value<BucketSeries>(
        dashboardquery::deadJob(DashboardRange { DashboardSpan::Minutes15 }, 2));
    QVERIFY(capped);
    QCOMPARE(capped->skippedOver, 2);
    QCOMPARE(capped->buckets.last().values.first(), 0); // not counted, and said so
    const auto counted = runner.value<BucketSeries>(
        dashboardquery::deadJob(DashboardRange { DashboardSpan::Minutes15 }, 3));
    QVERIFY(counted);
    QCOMPARE(counted->skippedOver, 0);
    QCOMPARE(counted->basis.rows, 3);
}

void tst_DashboardQuery::durationPercentilesPerWorker_data()
{
    addPathRows();
}

void tst_DashboardQuery::durationPercentilesPerWorker()
{
    QFETCH(bool, indexed);
    POOLSCOPE_TEST_DATABASE(db, templateOf(indexed));
    QVERIFY(db->exec(
        u"INSERT INTO notification_deliveries (worker_id, status, duration_ms, created_at) VALUES"
        " ('old', 'delivered', 99999, now() - interval '2 days'),"
        " ('a', 'delivered', 100, now()), ('a', 'delivered', 200, now()), ('a', 'permanent', 300, "
        "now()),"
        " ('a', 'retryable', 400, now()), ('b', 'delivered', 10, now()), ('b', 'delivered', 20, "
        "now()),"
        " ('b', 'delivered', NULL, now()), (NULL, 'delivered', 5, now())"_s));
    JobRunner runner(*db);
    QVERIFY(runner.live());
    const auto s = runner.value<DurationStats>(dashboardquery::durationsJob(
        DashboardRange { DashboardSpan::Hours24 }, limitsOf(indexed), 2));
    QVERIFY(s);
    QVERIFY(s->moreWorkers); // the NULL worker, third
    QCOMPARE(s->workers.size(), 2);
    QCOMPARE(s->workers[0].worker, u"a"_s);
    QCOMPARE(s->workers[0].attempts, 4);
    QCOMPARE(s->workers[0].p50Ms, 250.0); // percentile_cont interpolates
    QCOMPARE(s->workers[0].p95Ms, 385.0);
    QCOMPARE(s->workers[1].worker, u"b"_s);
    QCOMPARE(s->workers[1].attempts, 2); // the NULL duration is not an attempt with a duration
    QCOMPARE(s->workers[1].p50Ms, 15.0);
    QVERIFY(!s->basis.sampled);
    const auto all = runner.value<DurationStats>(dashboardquery::durationsJob(
        DashboardRange { DashboardSpan::Hours24 }, limitsOf(indexed), 5));
    QVERIFY(all);
    QVERIFY(!all->moreWorkers);
    QCOMPARE(all->workers.last().worker, QString()); // NULL worker_id, shown as such
}

QTEST_GUILESS_MAIN(tst_DashboardQuery)
#include "tst_dashboardquery.moc"
