#include "db/queries/dashboardquery.h"
#include "tests/support/planscan.h"

#include <QTest>

using namespace Qt::StringLiterals;

// The dashboard's range aggregates on tables big enough for the planner to care: no plan of
// any job, for any range, with or without the console's created_at indexes, scans tasks or
// notification_deliveries sequentially.
class tst_DashboardPlans : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void noSeqScans_data();
    void noSeqScans();

private:
    std::unique_ptr<TestDatabase> m_indexed;
    std::unique_ptr<TestDatabase> m_upstream;
};

namespace {

// Big enough for the planner to care: 60k tasks, 120k deliveries over a month.
const char Fill[] = R"(
INSERT INTO tasks (state, created_at, updated_at)
SELECT (ARRAY['succeeded','succeeded','succeeded','dead','queued'])[1 + g % 5],
       now() - (60000 - g) * interval '40 seconds', now() - (60000 - g) * interval '40 seconds'
FROM generate_series(1, 60000) g;
INSERT INTO notification_deliveries (worker_id, status, duration_ms, created_at)
SELECT 'w' || g % 9, (ARRAY['delivered','retryable','permanent','partial'])[1 + g % 4], g % 700,
       now() - (120000 - g) * interval '20 seconds'
FROM generate_series(1, 120000) g;
ANALYZE;
)";

AggregateLimits limitsOf(bool indexed)
{
    AggregateLimits l;
    l.createdAtIndexed = indexed;
    return l;
}
} // namespace

void tst_DashboardPlans::initTestCase()
{
    POOLSCOPE_TEST_DATABASE(indexed, TestDatabase::Template::Indexed);
    POOLSCOPE_TEST_DATABASE(upstream, TestDatabase::Template::Upstream);
    m_indexed = std::move(indexed);
    m_upstream = std::move(upstream);
    // Before PostgreSQL 14 (no date_bin) the console runs none of these and says why
    // (DashboardController::unavailableReason). The words are ctest's SKIP_REGULAR_EXPRESSION.
    if (m_indexed->serverVersion() < 140000)
        QSKIP("the range aggregates need PostgreSQL 14 or later");
    QVERIFY(m_indexed->exec(QString::fromUtf8(Fill)));
    QVERIFY(m_upstream->exec(QString::fromUtf8(Fill)));
}

void tst_DashboardPlans::cleanupTestCase()
{
    m_indexed.reset();
    m_upstream.reset();
}

void tst_DashboardPlans::noSeqScans_data()
{
    QTest::addColumn<bool>("indexed");
    QTest::addColumn<int>("span");
    for (const bool indexed : { true, false }) {
        for (DashboardSpan span : DashboardRange::all())
            QTest::addRow("%s, span %d", indexed ? "index" : "probe", int(span))
                << indexed << int(span);
    }
}

void tst_DashboardPlans::noSeqScans()
{
    QFETCH(bool, indexed);
    QFETCH(int, span);
    TestDatabase *db = indexed ? m_indexed.get() : m_upstream.get();
    const DashboardRange range { static_cast<DashboardSpan>(span) };
    for (const DbJob &job : { dashboardquery::outcomesJob(range, limitsOf(indexed)),
                              dashboardquery::enqueuedJob(range, limitsOf(indexed)),
                              dashboardquery::durationsJob(range, limitsOf(indexed)),
                              dashboardquery::deadJob(range) }) {
        for (const SqlStatement &st : job.statements) {
            QString error;
            const auto scanned = planscan::seqScanned(*db, st, &error);
            QVERIFY2(scanned, qPrintable(error));
            QVERIFY2(!scanned->contains(u"tasks"_s)
                         && !scanned->contains(u"notification_deliveries"_s),
                     qPrintable(job.label + u" scans "_s + scanned->join(u", "_s) + u":\n"_s
                                + planscan::text(*db, st)));
        }
    }
}

QTEST_GUILESS_MAIN(tst_DashboardPlans)
#include "tst_dashboardplans.moc"
