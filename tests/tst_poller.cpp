#include "db/dbclient.h"
#include "db/queries/taskquery.h"
#include "models/poller.h"
#include "models/tasktablemodel.h"
#include "tests/support/dbclientfixture.h"
#include "tests/support/testdatabase.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;

// The poller against a real server: one round trip per cycle, isolated failures, stale
// generations dropped, cycles that never overlap.
class tst_Poller : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void oneCycleServesEverySource();
    void aFailingSourceDoesNotTakeOthersDown();
    void staleGenerationIsDropped();
    void pollNowDuringACycleRunsOneMore();
    void invalidationsWhileApplyingMakeOneFollowUp();
    void aSlowApplyLetsTheEventLoopRunBeforeTheNextPart();
    void pausedPollerSendsNothing();
    void modelFollowsTheDatabase();
    void cycleTimesFollowTheReplyAcrossThreads();

private:
    LiveClient m_live; // a fresh database and a client live on it, for each test function
};

void tst_Poller::init()
{
    POOLSCOPE_OPEN_LIVE_CLIENT(m_live, TestDatabase::Template::Upstream);
}

void tst_Poller::cleanup()
{
    m_live.close();
}

static DbJob scalarJob(const char *sql)
{
    DbJob j;
    j.statements = { SqlStatement { QByteArray(sql), {}, false } };
    j.decode = [](const JobResults &r) {
        return QVariant(r.view(0).int64(0, 0).value_or(-1));
    };
    return j;
}

void tst_Poller::oneCycleServesEverySource()
{
    Poller poller(m_live.client());
    QList<qint64> a, b;
    poller.addSource(
        u"a"_s, [] { return scalarJob("SELECT 1::int8"); },
        [&](const DbError &e, const QVariant &v) {
            if (!e.isError())
                a.append(v.toLongLong());
        });
    poller.addSource(
        u"b"_s, [] { return scalarJob("SELECT pg_backend_pid()::int8"); },
        [&](const DbError &e, const QVariant &v) {
            if (!e.isError())
                b.append(v.toLongLong());
        });
    QSignalSpy cycles(&poller, &Poller::cycleFinished);
    poller.start();
    QVERIFY(cycles.wait(15000));
    // One cycle answered both sources, on the one read connection, in one pipeline.
    QCOMPARE(cycles.count(), 1);
    QCOMPARE(a, QList<qint64> { 1 });
    QCOMPARE(b.size(), 1);
    QCOMPARE(b.first(), qint64(m_live.client()->status().server.backendPid));
    QVERIFY(cycles.first().first().toBool());
}

void tst_Poller::aFailingSourceDoesNotTakeOthersDown()
{
    Poller poller(m_live.client());
    DbError bad;
    bool goodApplied = false;
    poller.addSource(
        u"missing"_s, [] { return scalarJob("SELECT count(*) FROM no_such_table"); },
        [&](const DbError &e, const QVariant &) { bad = e; });
    poller.addSource(
        u"good"_s, [] { return scalarJob("SELECT 2::int8"); },
        [&](const DbError &e, const QVariant &v) {
            goodApplied = !e.isError() && v.toLongLong() == 2;
        });
    QSignalSpy cycles(&poller, &Poller::cycleFinished);
    poller.start();
    QVERIFY(cycles.wait(15000));
    QCOMPARE(bad.kind, DbErrorKind::UndefinedObject);
    QVERIFY(goodApplied);
}

void tst_Poller::staleGenerationIsDropped()
{
    Poller poller(m_live.client());
    QList<qint64> seen;
    qint64 filterTag = 1; // stands for the view's filter
    const int source = poller.addSource(
        u"slow"_s,
        [&] {
            DbJob j = scalarJob("");
            j.statements = { SqlStatement { QByteArrayLiteral("SELECT $1::int8 FROM pg_sleep(0.3)"),
                                            { QByteArray::number(filterTag) },
                                            false } };
            return j;
        },
        [&](const DbError &e, const QVariant &v) {
            if (!e.isError())
                seen.append(v.toLongLong());
        });
    QSignalSpy cycles(&poller, &Poller::cycleFinished);
    poller.start();
    QVERIFY(poller.cycleInFlight()); // the cycle for filter 1 is on the wire
    filterTag = 2;
    poller.invalidate(source); // the filter changed meanwhile
    QTRY_COMPARE_WITH_TIMEOUT(cycles.count(), 2, 15000);
    QCOMPARE(seen, QList<qint64> { 2 }); // filter 1's answer was dropped, never applied
}

void tst_Poller::pollNowDuringACycleRunsOneMore()
{
    Poller poller(m_live.client());
    poller.setIntervalMs(60000);
    int applied = 0;
    poller.addSource(
        u"s"_s, [] { return scalarJob("SELECT 1::int8 FROM pg_sleep(0.2)"); },
        [&](const DbError &, const QVariant &) { ++applied; });
    QSignalSpy cycles(&poller, &Poller::cycleFinished);
    poller.start();
    poller.pollNow();
    poller.pollNow(); // coalesced with the one before: cycles never overlap
    QTRY_COMPARE_WITH_TIMEOUT(cycles.count(), 2, 15000);
    QTest::qWait(500);
    QCOMPARE(cycles.count(), 2);
    QCOMPARE(applied, 2);
}

// An apply that changes a selection invalidates another source (the detail pane). The follow-up
// must not be sent from inside the reply (the cycle would not have ended yet), and two such
// invalidations in one reply make one follow-up, not two.
void tst_Poller::invalidationsWhileApplyingMakeOneFollowUp()
{
    Poller poller(m_live.client());
    poller.setIntervalMs(60000);
    int firstApplied = 0;
    int secondApplied = 0;
    int sentWhileApplying = 0;
    bool applying = false;
    int second = -1;
    connect(&poller, &Poller::cycleSent, this, [&] {
        if (applying)
            ++sentWhileApplying;
    });
    poller.addSource(
        u"first"_s, [] { return scalarJob("SELECT 1::int8"); },
        [&](const DbError &, const QVariant &) {
            ++firstApplied;
            if (firstApplied > 1)
                return;
            applying = true;
            poller.invalidate(second);
            poller.invalidate(second);
            applying = false;
        });
    second = poller.addSource(
        u"second"_s, [] { return scalarJob("SELECT 2::int8"); },
        [&](const DbError &, const QVariant &) { ++secondApplied; });
    QSignalSpy sent(&poller, &Poller::cycleSent);
    QSignalSpy cycles(&poller, &Poller::cycleFinished);
    poller.start();
    QTRY_COMPARE_WITH_TIMEOUT(cycles.count(), 2, 15000);
    QTest::qWait(300);
    QCOMPARE(sentWhileApplying, 0);
    QCOMPARE(sent.count(), 2); // the first cycle and one follow-up
    QCOMPARE(cycles.count(), 2);
    // The first cycle's answer for the invalidated source was dropped; the follow-up's applied.
    QCOMPARE(secondApplied, 1);
    QCOMPARE(firstApplied, 2);
}

// A part whose apply takes longer than the budget (a chart rebuilt) leaves the rest of the
// reply to a later turn of the event loop: what was posted meanwhile (input, a paint) runs
// between the two parts. The cycle is in flight until its last part is applied, so a
// pollNow() in between makes one follow-up, never an overlapping cycle.
void tst_Poller::aSlowApplyLetsTheEventLoopRunBeforeTheNextPart()
{
    Poller poller(m_live.client());
    poller.setIntervalMs(60000);
    QStringList order;
    bool inFlightBetween = false;
    poller.addSource(
        u"slow"_s, [] { return scalarJob("SELECT 1::int8"); },
        [&](const DbError &, const QVariant &) {
            order.append(u"slow"_s);
            if (order.size() > 1)
                return;
            QMetaObject::invokeMethod(
                this,
                [&] {
                    order.append(u"posted"_s);
                    inFlightBetween = poller.cycleInFlight();
                    poller.pollNow();
                },
                Qt::QueuedConnection);
            QThread::msleep(Poller::ApplyBudgetMs + 20);
        });
    poller.addSource(
        u"next"_s, [] { return scalarJob("SELECT 2::int8"); },
        [&](const DbError &, const QVariant &) { order.append(u"next"_s); });
    QSignalSpy sent(&poller, &Poller::cycleSent);
    QSignalSpy cycles(&poller, &Poller::cycleFinished);
    poller.start();
    QTRY_COMPARE_WITH_TIMEOUT(cycles.count(), 2, 15000);
    QTest::qWait(300);
    QCOMPARE(order, (QStringList { u"slow"_s, u"posted"_s, u"next"_s, u"slow"_s, u"next"_s }));
    QVERIFY(inFlightBetween);
    QCOMPARE(sent.count(), 2); // the first cycle and the one asked for between its parts
    QCOMPARE(cycles.count(), 2);
}

void tst_Poller::pausedPollerSendsNothing()
{
    Poller poller(m_live.client());
    poller.setIntervalMs(1000);
    int applied = 0;
    poller.addSource(
        u"s"_s, [] { return scalarJob("SELECT 1::int8"); },
        [&](const DbError &, const QVariant &) { ++applied; });
    poller.start();
    QTRY_COMPARE_WITH_TIMEOUT(applied, 1, 15000);
    poller.setPaused(true);
    QTest::qWait(2500);
    QCOMPARE(applied, 1);
    poller.setPaused(false); // resuming polls at once
    QTRY_COMPARE_WITH_TIMEOUT(applied, 2, 15000);
}

void tst_Poller::modelFollowsTheDatabase()
{
    QVERIFY(m_live.db()->exec(
        u"INSERT INTO tasks (id, state, attempts) SELECT g, 'queued', 0 FROM generate_series(1, 20) g"_s));
    TaskTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Poller poller(m_live.client());
    poller.setIntervalMs(1000);
    poller.addSource(
        u"tasks"_s, [&] { return taskquery::windowJob(model.filter()); },
        [&](const DbError &e, const QVariant &v) {
            if (!e.isError())
                model.applyWindow(v.value<TaskWindow>());
        });
    poller.start();
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 20, 15000);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QVERIFY(m_live.db()->exec(u"UPDATE tasks SET attempts = 1 WHERE id = 7"_s));
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 15000);
    QCOMPARE(model.index(model.rowOfKey(7), TaskTableModel::AttemptsColumn).data().toString(),
             u"1 / —"_s);
    QVERIFY(m_live.db()->exec(u"INSERT INTO tasks (id, state) VALUES (21, 'dead')"_s));
    QTRY_COMPARE_WITH_TIMEOUT(inserted.count(), 1, 15000);
    QCOMPARE(model.rowAt(0)->id, 21);
    QCOMPARE(reset.count(), 0);
}

void tst_Poller::cycleTimesFollowTheReplyAcrossThreads()
{
    // What the benchmark splits a cycle by: each step stamped where it happens, on one clock.
    Poller poller(m_live.client());
    poller.addSource(
        u"slow"_s, [] { return scalarJob("SELECT 1::int8 FROM pg_sleep(0.02)"); },
        [](const DbError &, const QVariant &) { QThread::msleep(5); });
    QSignalSpy cycles(&poller, &Poller::cycleFinished);
    poller.start();
    QVERIFY(cycles.wait(15000));
    const Poller::CycleTimes t = poller.lastCycleTimes();
    QVERIFY(t.submittedNs > 0);
    QVERIFY(t.startedNs >= t.submittedNs);
    QVERIFY(t.lastResultNs >= t.startedNs);
    QVERIFY(t.answeredNs >= t.lastResultNs);
    QVERIFY(t.receivedNs >= t.answeredNs);
    QVERIFY(t.appliedNs >= t.receivedNs);
    // Lower bounds only: the server slept 20 ms inside the pipeline, the apply 5 ms.
    QVERIFY(t.lastResultNs - t.startedNs >= 20'000'000);
    QVERIFY(t.appliedNs - t.receivedNs >= 5'000'000);
}

QTEST_GUILESS_MAIN(tst_Poller)
#include "tst_poller.moc"
