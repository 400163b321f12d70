#include "bench/bareconnection.h"
#include "bench/consolecost.h"
#include "bench/eventtiming.h"
#include "bench/lookupbench.h"
#include "bench/lookupbusybench.h"
#include "bench/machinepauses.h"
#include "bench/modelbench.h"
#include "bench/pollbench.h"
#include "bench/report.h"
#include "bench/scanbench.h"
#include "bench/servercost.h"
#include "bench/stallbench.h"
#include "bench/stallcauses.h"
#include "bench/startupbench.h"
#include "bench/stats.h"
#include "bench/watchbench.h"
#include "tests/support/poolthreads.h"
#include "tests/support/tcpproxy.h"
#include "tests/support/testdatabase.h"
#include "tools/poolsim/seeder.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QJsonArray>
#include <QTest>
#include <QTimer>
#include <sched.h>

using namespace Qt::StringLiterals;

// The scale benchmark's harness (bench/), so it cannot rot: its statistics on known samples,
// and every phase run for real on a tiny seeded dataset, the merged JSON holding every key the
// issue asks for with sane values. Nothing here is timed: figures are checked for being
// measured and plausible, never against the targets (./scripts/bench judges those).
class tst_BenchHarness : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void summaries();
    void judgeSaysWhatIsMissing();
    void judgeUsesTheRestatedTargets();
    void proxyCountsRoundTripsAndDropsConnections();
    void machinePausesCoverOnlyTheirOverlap();
    void stallCausesChargeTheConsoleItsPart();
    void eventTimingNamesTheLongestEvent();
    void everyPhaseOnATinyDataset();
    void consoleCostEveryViewAndIdle();
};

void tst_BenchHarness::initTestCase()
{
    QVERIFY2(QFile::exists(qEnvironmentVariable("POOLSCOPE_BIN")),
             "POOLSCOPE_BIN names the poolscope binary");
}

void tst_BenchHarness::summaries()
{
    QList<double> samples;
    for (int i = 100; i >= 1; --i)
        samples.append(i);
    const Summary s = summarize(samples);
    QCOMPARE(s.n, 100);
    QCOMPARE(s.p50, 50.0);
    QCOMPARE(s.p95, 95.0);
    QCOMPARE(s.p99, 99.0);
    QCOMPARE(s.max, 100.0);
    QCOMPARE(s.mean, 50.5);
    QCOMPARE(summarize({}).n, 0);
    QCOMPARE(slope({ 0, 1, 2, 3 }, { 10, 12, 14, 16 }), 2.0);
    QCOMPARE(slope({ 0, 1, 2 }, { 5, 5, 5 }), 0.0);
}

void tst_BenchHarness::judgeSaysWhatIsMissing()
{
    const QJsonObject judged = judge(
        mergeFragments({ QJsonObject { { u"poll"_s, QJsonObject { { u"round_trips"_s, 2 } } } } }));
    QCOMPARE(judged.value(u"all_pass"_s).toBool(), false);
    const QJsonArray targets = judged.value(u"targets"_s).toArray();
    QVERIFY(targets.size() >= 10); // some required keys are printed, not judged
    for (const QJsonValue &v : targets) {
        const QJsonObject t = v.toObject();
        QCOMPARE(t.value(u"pass"_s).toBool(), false); // two round trips, and nothing else measured
    }
    const QString text = table(judged);
    QVERIFY(text.contains(u"MISS"_s));
    QVERIFY(!text.contains(u"PASS"_s));
    QVERIFY(text.contains(u"n/a"_s));
}

namespace {

// The target entry of `key` in judged JSON, or an empty object when nothing judges it.
QJsonObject targetOf(const QJsonObject &judged, const QString &key)
{
    for (const QJsonValue &v : judged.value(u"targets"_s).toArray()) {
        if (v.toObject().value(u"key"_s).toString() == key)
            return v.toObject();
    }
    return {};
}

QJsonObject judgedWith(double overheadMs, double p99Ms, double consoleMaxMs)
{
    const QJsonObject poll { { u"overhead_p50_ms"_s, overheadMs },
                             { u"ratio_vs_libpq"_s, 9.0 },
                             { u"worst_view_floor_ratio"_s, 1.5 } };
    const QJsonObject gui {
        { u"p99_stall_ms"_s, p99Ms },
        { u"console_max_stall_ms"_s, consoleMaxMs },
        { u"view_switch_stall_ms"_s,
          QJsonObject {
              { u"n"_s, 12 }, { u"p95"_s, 41.5 }, { u"p99"_s, 168.0 }, { u"max"_s, 170.0 } } }
    };
    return judge(mergeFragments({ QJsonObject { { u"poll"_s, poll }, { u"gui"_s, gui } } }));
}

} // namespace

// The poll cycle is judged by what the console adds to bare libpq in milliseconds (<= 3), not
// by the ratio, which is printed but judged by nothing; the GUI's p99 stall below a frame
// (16 ms) and the console's longest at most two (33 ms). The first show of a view is printed.
void tst_BenchHarness::judgeUsesTheRestatedTargets()
{
    const QJsonObject met = judgedWith(3, 15.9, 33);
    QVERIFY(targetOf(met, u"poll.overhead_p50_ms"_s).value(u"pass"_s).toBool());
    QVERIFY(targetOf(met, u"gui.p99_stall_ms"_s).value(u"pass"_s).toBool());
    QVERIFY(targetOf(met, u"gui.console_max_stall_ms"_s).value(u"pass"_s).toBool());
    QVERIFY(targetOf(met, u"poll.ratio_vs_libpq"_s).isEmpty()); // 9x, and no verdict on it
    QCOMPARE(targetOf(met, u"poll.overhead_p50_ms"_s).value(u"target"_s).toString(), u"<= 3 ms"_s);
    QCOMPARE(targetOf(met, u"gui.p99_stall_ms"_s).value(u"target"_s).toString(), u"< 16 ms"_s);
    QCOMPARE(targetOf(met, u"gui.console_max_stall_ms"_s).value(u"target"_s).toString(),
             u"<= 33 ms"_s);

    const QJsonObject missed = judgedWith(3.01, 16, 33.5);
    QVERIFY(!targetOf(missed, u"poll.overhead_p50_ms"_s).value(u"pass"_s).toBool());
    QVERIFY(!targetOf(missed, u"gui.p99_stall_ms"_s).value(u"pass"_s).toBool());
    QVERIFY(!targetOf(missed, u"gui.console_max_stall_ms"_s).value(u"pass"_s).toBool());

    const QString text = table(met);
    QVERIFY2(text.contains(u"printed, not judged:"_s), qPrintable(text));
    QVERIFY2(text.contains(u"poll.ratio_vs_libpq"_s) && text.contains(u"9.00 x"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"gui.view_switch_stall_ms"_s)
                 && text.contains(u"p95 41.5 ms, p99 168 ms"_s),
             qPrintable(text));
}

// The one TCP proxy (tests/support/tcpproxy.h): a query is one round trip, a pipeline of
// three statements in one transaction is one too, and dropping closes every connection.
void tst_BenchHarness::proxyCountsRoundTripsAndDropsConnections()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Upstream);
    BareConnection direct(db->dsn());
    QVERIFY2(direct.ok(), qPrintable(direct.error()));
    TcpProxy proxy(direct.port().toInt());
    QVERIFY(proxy.start());
    const QString viaProxy
        = u"host=127.0.0.1 port=%1 sslmode=disable gssencmode=disable dbname=%2 user=%3"_s
              .arg(proxy.port())
              .arg(direct.database(), direct.user());
    BareConnection bare(viaProxy);
    QVERIFY2(bare.ok(), qPrintable(bare.error()));
    QCOMPARE(proxy.connections(), 1);

    proxy.resetCount();
    QCOMPARE(bare.scalar(u"SELECT 1"_s), u"1"_s);
    QCOMPARE(proxy.turns(), 1L);
    QCOMPARE(QString::fromStdString(proxy.events()), u"c1 P"_s); // a Parse began it
    QCOMPARE(bare.scalar(u"SELECT 2"_s), u"2"_s);
    QCOMPARE(proxy.turns(), 2L);

    proxy.resetCount();
    const QList<SqlStatement> three { { "SELECT 1", {} }, { "SELECT 2", {} }, { "SELECT 3", {} } };
    QCOMPARE(bare.runPipeline(three), qint64(3));
    QCOMPARE(proxy.turns(), 1L);

    proxy.dropAll();
    QTRY_COMPARE(proxy.connections(), 0);
    QVERIFY(bare.scalar(u"SELECT 1"_s).isNull());
    BareConnection again(viaProxy); // the proxy still accepts
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(again.scalar(u"SELECT 4"_s), u"4"_s);
}

void tst_BenchHarness::machinePausesCoverOnlyTheirOverlap()
{
    // Pauses [10, 20) and [30, 45) ns.
    const std::vector<MachinePauseWitness::Pause> pauses { { 10, 20 }, { 30, 45 } };
    const auto covered = [&pauses](std::int64_t from, std::int64_t to) {
        return MachinePauseWitness::coveredNs(pauses, from, to);
    };
    QCOMPARE(covered(0, 10), 0); // ends where the first begins
    QCOMPARE(covered(0, 100), 25); // both whole
    QCOMPARE(covered(15, 35), 10); // the end of one, the start of the other
    QCOMPARE(covered(12, 18), 6); // inside one
    QCOMPARE(covered(20, 30), 0); // between them
    QCOMPARE(covered(44, 60), 1);
    QCOMPARE(covered(50, 60), 0); // after both
    QCOMPARE(MachinePauseWitness::coveredNs({}, 0, 100), 0);

    // A witness that ran wakes up about once a millisecond and covers no more than the time.
    // A loaded machine may keep it off a CPU for the first 50 ms: run again until it woke
    // (not a time the machine must keep).
    MachinePauseWitness witness;
    const std::int64_t from = MachinePauseWitness::nowNs();
    for (int round = 0; round < 600 && (round == 0 || witness.wakeUps() == 0); ++round) {
        witness.start(1);
        QTest::qWait(50);
        witness.stop();
    }
    const std::int64_t to = MachinePauseWitness::nowNs();
    QVERIFY(witness.wakeUps() > 0);
    QVERIFY(witness.pausedMsWithin(from, to) <= double(to - from) / 1e6);
    QVERIFY(witness.maxPauseMs() >= 0);

    // One pinned witness per CPU this process may use, each of which woke; a CPU none of
    // them watches is answered with the longest of theirs.
    MachinePauseWitnesses perCpu;
    const std::int64_t from2 = MachinePauseWitness::nowNs();
    for (int round = 0; round < 600 && (round == 0 || perCpu.wakeUps() < perCpu.cpus()); ++round) {
        perCpu.start(1);
        QTest::qWait(50);
        perCpu.stop();
    }
    const std::int64_t to2 = MachinePauseWitness::nowNs();
    cpu_set_t allowed;
    QCOMPARE(sched_getaffinity(0, sizeof allowed, &allowed), 0);
    QCOMPARE(perCpu.cpus(), CPU_COUNT(&allowed));
    QVERIFY(perCpu.wakeUps() >= perCpu.cpus());
    const double any = perCpu.pausedMsWithin(-1, from2, to2);
    QVERIFY(any <= double(to2 - from2) / 1e6);
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (CPU_ISSET(cpu, &allowed))
            QVERIFY(perCpu.pausedMsWithin(cpu, from2, to2) <= any);
    }
}

void tst_BenchHarness::stallCausesChargeTheConsoleItsPart()
{
    CpuSnapshot before { 1'000'000, 2'000'000, 10'000'000 };
    CpuSnapshot after { 5'000'000, 22'000'000,
                        16'000'000 }; // GUI ran 4 ms, waited 20; the process ran 6
    const TickCauses t = TickCauses::between(before, after, 100, 200);
    QCOMPARE(t.fromNs, 100);
    QCOMPARE(t.toNs, 200);
    QCOMPARE(t.guiCpuMs, 4.0);
    QCOMPARE(t.guiRunQueueMs, 20.0);
    QCOMPARE(t.otherConsoleCpuMs, 2.0); // 6 ms in all, 4 of them the GUI thread's
    CpuSnapshot blockedBefore;
    blockedBefore.guiMajorFaults = 3;
    blockedBefore.processMajorFaults = 5;
    blockedBefore.guiVoluntarySwitches = 40;
    CpuSnapshot blockedAfter = blockedBefore;
    blockedAfter.guiMajorFaults = 4; // one page read back from disk
    blockedAfter.processMajorFaults = 7;
    blockedAfter.guiVoluntarySwitches = 43; // the event loop's sleep, and two blocks in the work
    const TickCauses blocked = TickCauses::between(blockedBefore, blockedAfter, 0, 1);
    QCOMPARE(blocked.guiMajorFaults, 1L);
    QCOMPARE(blocked.processMajorFaults, 2L);
    QCOMPARE(blocked.guiVoluntarySwitches, 3L);

    // 24 ms late: 18 of the 20 ms of waiting were for CPUs the console's threads did not use.
    QCOMPARE(consoleLateMs(24, t, 0), 6.0);
    // A machine pause longer than that wait is taken away instead, not added to it.
    QCOMPARE(consoleLateMs(24, t, 21), 3.0);
    // Never below zero; a tick late with the GUI thread busy all along is the console's.
    QCOMPARE(consoleLateMs(10, t, 30), 0.0);
    const TickCauses busy
        = TickCauses::between({ 0, 0, 0 }, { 20'000'000, 0, 20'000'000 }, 0, 25'000'000);
    QCOMPARE(consoleLateMs(20, busy, 0), 20.0);
    // The console's other threads holding the CPU is the console's too.
    const TickCauses ownThreads
        = TickCauses::between({ 0, 0, 0 }, { 1'000'000, 19'000'000, 20'000'000 }, 0, 25'000'000);
    QCOMPARE(consoleLateMs(20, ownThreads, 0), 20.0);

    // Asleep in the event loop 29 ms past the timeout it asked for, 1 ms of which, after the
    // wake-up, waiting for a CPU: the timer fired 28 ms late, and the tick, 30 ms late, is
    // charged the 1 ms that neither explains.
    CpuSnapshot slept;
    CpuSnapshot woke;
    woke.guiRunNs = 500'000;
    woke.guiWaitNs = 1'000'000;
    woke.processCpuNs = 500'000;
    woke.guiOversleptNs = 29'000'000;
    const TickCauses late = TickCauses::between(slept, woke, 0, 35'000'000);
    QCOMPARE(late.guiOversleptMs, 29.0);
    QCOMPARE(consoleLateMs(30, late, 0), 1.0);
    // The same wait for a CPU is not taken away twice: slept past its timeout only by the wait.
    CpuSnapshot onlyWaited = woke;
    onlyWaited.guiOversleptNs = 1'000'000;
    QCOMPARE(consoleLateMs(30, TickCauses::between(slept, onlyWaited, 0, 35'000'000), 0), 29.0);
    // A machine pause longer than the sleep is taken instead, as before.
    QCOMPARE(consoleLateMs(30, late, 29.5), 0.5);

    // Read on this thread, the counters only go up, and work on a CPU shows in them. The
    // kernel brings a running thread's time up to date at its scheduler ticks, so the work
    // goes on until one has come (a tick is at most 10 ms apart; 30 s is the bound, for a
    // machine that gives this thread little of a CPU).
    const CpuSnapshot a = CpuSnapshot::now();
    QElapsedTimer spun;
    spun.start();
    CpuSnapshot b = a;
    volatile double x = 0;
    while (b.guiRunNs == a.guiRunNs && spun.elapsed() < 30000) {
        for (int i = 0; i < 100'000; ++i)
            x = x + i;
        b = CpuSnapshot::now();
    }
    QVERIFY(b.guiRunNs > a.guiRunNs);
    QVERIFY(b.processCpuNs >= a.processCpuNs);
    QVERIFY(b.guiWaitNs >= a.guiWaitNs);
}

namespace {

// Runs `ms` of its thread's CPU time in the delivery of any event of the user type (CPU time,
// as the timing counts it, however long a loaded machine makes that take): GUI work.
class BusyReceiver : public QObject
{
public:
    int ms = 0;
    bool event(QEvent *e) override
    {
        if (e->type() != QEvent::User)
            return QObject::event(e);
        const qint64 until = threadCpuNs() + qint64(ms) * 1000000;
        while (threadCpuNs() < until) { }
        return true;
    }
};

} // namespace

// The benchmark's application (this test's too, see main) times each event it delivers on
// the GUI thread, and the longest since the last asking is the one named.
void tst_BenchHarness::eventTimingNamesTheLongestEvent()
{
    QCoreApplication::processEvents();
    EventTiming::takeLongest(); // what the test framework delivered before
    BusyReceiver longer;
    longer.setObjectName(u"longer"_s);
    longer.ms = 25;
    BusyReceiver shorter;
    shorter.ms = 5;
    QCoreApplication::postEvent(&shorter, new QEvent(QEvent::User));
    QCoreApplication::postEvent(&longer, new QEvent(QEvent::User));
    QCoreApplication::sendPostedEvents();
    const TimedEvent e = EventTiming::takeLongest();
    QVERIFY2(e.ms >= 25, qPrintable(QString::number(e.ms)));
    QCOMPARE(e.what, u"User to QObject \"longer\""_s); // BusyReceiver has no meta-object of its own
    QVERIFY(EventTiming::takeLongest().isEmpty()); // taken: forgotten

    // A delivery inside another counts as part of the outer one, not on its own.
    BusyReceiver inner;
    inner.ms = 20;
    QTimer outer;
    outer.setSingleShot(true);
    outer.setObjectName(u"outer"_s);
    connect(&outer, &QTimer::timeout, &inner, [&inner] {
        QEvent ev(QEvent::User);
        QCoreApplication::sendEvent(&inner, &ev);
    });
    outer.start(0);
    QTRY_VERIFY(!outer.isActive());
    const TimedEvent o = EventTiming::takeLongest();
    QVERIFY(o.ms >= 20);
    QCOMPARE(o.what, u"Timer to QTimer \"outer\""_s);
}

void tst_BenchHarness::everyPhaseOnATinyDataset()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    poolsim::SeedOptions seed;
    seed.dsn = db->dsn();
    seed.tasks = 3000;
    QCOMPARE(poolsim::seedHistory(seed), 0);
    QVERIFY(db->exec(u"CREATE EXTENSION IF NOT EXISTS pg_stat_statements"_s));
    QVERIFY(db->exec(u"ANALYZE"_s));
    const QString dsn = db->dsn();

    QList<QJsonObject> fragments;
    QString error;
    const auto phase = [&](const QJsonObject &fragment) {
        if (fragment.isEmpty())
            qWarning("phase failed: %s", qPrintable(error));
        fragments.append(fragment);
        return !fragment.isEmpty();
    };
    QVERIFY(phase(runLookupBench({ dsn, u"indexed"_s, 3 }, &error)));
    LookupBusyBenchOptions busy;
    busy.dsn = dsn;
    busy.samples = 4;
    busy.pauseMs = 10;
    QVERIFY(phase(runLookupBusyBench(busy, &error)));
    ScanBenchOptions scan;
    scan.dsn = dsn;
    scan.samples = 3;
    scan.pauseMs = 10;
    QVERIFY(phase(runScanBench(scan, &error)));
    QVERIFY(phase(runPollBench({ dsn, 3, 2 }, &error)));
    ModelBenchOptions model;
    model.dsn = dsn;
    model.rows = 2000;
    model.applies = 10;
    QVERIFY(phase(runModelBench(model, &error)));
    StallBenchOptions gui;
    gui.dsn = dsn;
    gui.seconds = 8;
    gui.baselineSeconds = 1;
    gui.secondsPerView = 1;
    gui.lookupText = u"task:"_s + db->scalar(u"SELECT max(id) FROM tasks"_s);
    QVERIFY(phase(runStallBench(gui, &error)));
    QVERIFY(phase(runServerCost({ dsn, db->scalar(u"SELECT current_user"_s), 5 }, &error)));
    QVERIFY(phase(runStartupBench({ dsn, qEnvironmentVariable("POOLSCOPE_BIN"), 1 }, &error)));
    QVERIFY(phase(runWatchBench({ dsn, 100, 3 }, &error)));

    const QJsonObject judged = judge(mergeFragments(fragments));
    for (const QString &key : requiredKeys())
        QVERIFY2(valueAt(judged, key).isDouble(), qPrintable(key + u" is missing"_s));

    // Every lookup asked during a poll was answered, half on each connection, and each met a
    // poll cycle that finished.
    QCOMPARE(valueAt(judged, u"lookup_while_polling.failures"_s).toInt(), 0);
    QCOMPARE(valueAt(judged, u"lookup_while_polling.own_connection.n"_s).toInt(), 4);
    QCOMPARE(valueAt(judged, u"lookup_while_polling.read_connection.n"_s).toInt(), 4);
    QVERIFY(valueAt(judged, u"lookup_while_polling.own_connection.p50"_s).toDouble() > 0);
    QVERIFY(valueAt(judged, u"lookup_while_polling.poll_cycle_ms.n"_s).toInt() >= 8);

    // The watch statement, timed by the server, with 100 watches of every kind.
    QCOMPARE(valueAt(judged, u"watch.watches"_s).toInt(), 100);
    for (const QString &kind : { u"task"_s, u"message"_s, u"device"_s, u"sink"_s })
        QVERIFY2(valueAt(judged, u"watch.kinds."_s + kind).toInt() > 0, qPrintable(kind));
    QVERIFY(valueAt(judged, u"watch.execution_ms.p50"_s).toDouble() > 0);

    // Round trips are counted. That a cycle takes exactly one is the benchmark's target, judged
    // by ./scripts/bench (1.00 in its runs); here, beside other tests on two cores, a cycle
    // slow enough to meet the next one now and then counts two, so only the count is checked.
    QVERIFY(valueAt(judged, u"poll.round_trips"_s).toDouble() >= 1);
    const QJsonObject views = valueAt(judged, u"poll.views"_s).toObject();
    QCOMPARE(views.size(), 5);
    for (auto it = views.begin(); it != views.end(); ++it) {
        const QJsonObject v = it.value().toObject();
        QVERIFY2(valueAt(v, u"console_ms.p50"_s).toDouble() > 0, qPrintable(it.key()));
        QVERIFY2(valueAt(v, u"libpq_ms.p50"_s).toDouble() > 0, qPrintable(it.key()));
        QCOMPARE(valueAt(v, u"console_ms.n"_s).toInt(), 3);
        QCOMPARE(valueAt(v, u"libpq_relayed_ms.n"_s).toInt(),
                 3); // a baseline per cycle, none failed
        QVERIFY2(v.value(u"statements"_s).toInt() >= 2,
                 qPrintable(it.key())); // its sources and the health
    }
    QVERIFY(valueAt(judged, u"poll.ratio_vs_libpq"_s).toDouble() > 0);
    QVERIFY(valueAt(judged, u"poll.worst_view_floor_ratio"_s).toDouble() > 0);
    // What is judged: the worst view's console p50 less bare libpq's, and that view is named.
    double worstOverhead = -1e9;
    for (auto it = views.begin(); it != views.end(); ++it)
        worstOverhead = std::max(worstOverhead,
                                 valueAt(it.value().toObject(), u"overhead_p50_ms"_s).toDouble());
    QCOMPARE(valueAt(judged, u"poll.overhead_p50_ms"_s).toDouble(), worstOverhead);
    QVERIFY(views.contains(valueAt(judged, u"poll.worst_overhead_view"_s).toString()));
    QVERIFY(valueAt(judged, u"poll.worst_view_floor_overhead_ms"_s).isDouble());

    // The lookups no index serves: every case ran, the never-attempted ones were found and the
    // absent ones not.
    QCOMPARE(valueAt(judged, u"lookup_scan.failures"_s).toInt(), 0);
    QCOMPARE(valueAt(judged, u"lookup_scan.cases"_s).toObject().size(), 4);
    QCOMPARE(valueAt(judged, u"lookup_scan.cases.never_attempted_week.found"_s).toInt(),
             valueAt(judged, u"lookup_scan.cases.never_attempted_week.n"_s).toInt());
    QCOMPARE(valueAt(judged, u"lookup_scan.cases.absent.found"_s).toInt(), 0);
    QVERIFY(valueAt(judged, u"lookup_scan.cases.text_email.found"_s).toInt() > 0);
    // Every identifier picked exists, so every lookup finds it.
    QVERIFY(valueAt(judged, u"lookup.lookups"_s).toInt() > 0);
    QCOMPARE(valueAt(judged, u"lookup.failures"_s).toInt(), 0);
    QCOMPARE(valueAt(judged, u"lookup.found"_s).toInt(),
             valueAt(judged, u"lookup.lookups"_s).toInt());
    QCOMPARE(valueAt(judged, u"lookup.kinds"_s).toObject().size(), 9);
    // Each lookup's statements also ran through bare libpq, none failing.
    QCOMPARE(valueAt(judged, u"lookup.libpq_failures"_s).toInt(), 0);
    const QJsonObject lookupKinds = valueAt(judged, u"lookup.kinds"_s).toObject();
    for (auto it = lookupKinds.begin(); it != lookupKinds.end(); ++it)
        QCOMPARE(valueAt(it.value().toObject(), u"libpq.n"_s).toInt(),
                 valueAt(it.value().toObject(), u"n"_s).toInt());
    QVERIFY(valueAt(judged, u"lookup.worst_kind_libpq_p95_ms"_s).toDouble() > 0);

    QCOMPARE(valueAt(judged, u"model.window_rows"_s).toInt(), 2000);
    QCOMPARE(valueAt(judged, u"model.changed_rows_per_apply"_s).toInt(), 20);
    QVERIFY(valueAt(judged, u"model.apply_ms"_s).toDouble() > 0); // CPU time
    QVERIFY(valueAt(judged, u"model.apply_wall.p95"_s).toDouble() > 0);
    // 2,000 rows: ten screens of new rows, the first paint not counted.
    QCOMPARE(valueAt(judged, u"model.repaint_new_rows.repaints"_s).toInt(), 9);
    QVERIFY(valueAt(judged, u"model.repaint_new_rows.visible_rows"_s).toInt() > 10);
    QVERIFY(valueAt(judged, u"model.repaint_new_rows.cpu_ms.p50"_s).toDouble() > 0);
    QVERIFY(valueAt(judged, u"model.repaint_new_rows.texts_laid_out"_s).toInt() > 0); // it painted

    QVERIFY(valueAt(judged, u"gui.stall_ms.n"_s).toInt() > 100); // a 5 ms timer for 8 s
    QVERIFY(valueAt(judged, u"gui.max_stall_ms"_s).toDouble()
            >= valueAt(judged, u"gui.p99_stall_ms"_s).toDouble());
    // The machine's pauses only ever take lateness away; the witness woke about once a ms.
    QVERIFY(valueAt(judged, u"gui.console_max_stall_ms"_s).isDouble());
    QVERIFY(valueAt(judged, u"gui.console_max_stall_ms"_s).toDouble()
            <= valueAt(judged, u"gui.max_stall_ms"_s).toDouble());
    QCOMPARE(valueAt(judged, u"gui.console_stall_ms.n"_s).toInt(),
             valueAt(judged, u"gui.stall_ms.n"_s).toInt());
    QVERIFY(valueAt(judged, u"gui.machine_pauses.witness_wake_ups"_s).toInt() > 1000);
    for (const QJsonValue &v : valueAt(judged, u"gui.long_stalls"_s).toArray()) {
        const QJsonObject l = v.toObject();
        QVERIFY(l.value(u"console_ms"_s).toDouble() <= l.value(u"ms"_s).toDouble());
        QVERIFY(l.contains(u"gui_run_queue_ms"_s) && l.contains(u"machine_paused_ms"_s));
        QVERIFY(l.value(u"gui_overslept_ms"_s).toDouble() >= 0);
        QVERIFY(l.value(u"longest_event_ms"_s).toDouble() >= 0);
    }
    // Qt's event loop here is glib's (Debian's Qt): its waits were watched, every one of them
    // a poll with a timeout at least, as the 5 ms probe timer is always armed.
    QVERIFY(valueAt(judged, u"gui.event_loop_wait.watched"_s).toBool());
    QVERIFY(valueAt(judged, u"gui.event_loop_wait.polls"_s).toInt() > 100);
    QVERIFY(valueAt(judged, u"gui.event_loop_wait.overslept_ms"_s).toDouble() >= 0);
    QVERIFY(valueAt(judged, u"gui.view_visits"_s).toInt() >= 6); // every view, the lookup too
    // The longest event while polling was timed and named (this test runs BenchApplication).
    QVERIFY(valueAt(judged, u"gui.longest_event.ms"_s).toDouble() > 0);
    QVERIFY(valueAt(judged, u"gui.longest_event.what"_s).toString().contains(u" to "_s));
    // Every view shown and polled, and no paint handed to Qt's thread pool and waited for
    // (the flat scroll bars and headers, the charts' opaque fills): none of its threads started.
    if (canSeePoolThreads())
        QCOMPARE(valueAt(judged, u"gui.pool_threads_max"_s).toInt(), 0);
    QVERIFY(valueAt(judged, u"gui.poll_cycles"_s).toInt() > 0);
    const double peak = valueAt(judged, u"memory.peak_rss_mb"_s).toDouble();
    QVERIFY(peak > 10 && peak < 4096);
    QVERIFY(peak >= valueAt(judged, u"memory.last_mb"_s).toDouble());
    QVERIFY(!valueAt(judged, u"memory.samples_t_s_mb"_s).toArray().isEmpty());

    QVERIFY(valueAt(judged, u"server.calls"_s).toDouble() > 0);
    QVERIFY(valueAt(judged, u"startup.first_data_ms"_s).toDouble() > 0);
    QVERIFY(valueAt(judged, u"startup.first_data_ms"_s).toDouble()
            <= valueAt(judged, u"startup.process_exit_ms.max"_s).toDouble());

    const QString text = table(judged);
    qInfo().noquote() << text; // the figures of a tiny dataset: for reading, never judged here
    for (const QJsonValue &v : judged.value(u"targets"_s).toArray())
        QVERIFY(text.contains(v.toObject().value(u"label"_s).toString()));
    QVERIFY(text.contains(u"poll.ratio_vs_libpq"_s));
    QVERIFY(text.contains(u"gui.view_switch_stall_ms"_s));
}

// server-cost on a tiny dataset: every view was measured with its statements counted under
// the console's own role, the worst view names the consoles per core, and a console left
// idle sends nothing until it is touched. Its idle pause is the console's own idle watch at
// one second instead of the minutes the command takes. Nothing here is timed.
void tst_BenchHarness::consoleCostEveryViewAndIdle()
{
    POOLSCOPE_TEST_DATABASE(db, TestDatabase::Template::Indexed);
    poolsim::SeedOptions seed;
    seed.dsn = db->dsn();
    seed.tasks = 2000;
    QCOMPARE(poolsim::seedHistory(seed), 0);
    QVERIFY(db->exec(u"CREATE EXTENSION IF NOT EXISTS pg_stat_statements"_s));
    QVERIFY(db->exec(u"ANALYZE"_s));
    // A role of this test's own: pg_stat_statements keeps the console's statements apart from
    // the admin connection's and from other tests' on the same server.
    const QString role = u"poolscope_cost_%1"_s.arg(QCoreApplication::applicationPid());
    QVERIFY(db->exec(u"DROP ROLE IF EXISTS %1"_s.arg(role)));
    QVERIFY(db->exec(u"CREATE ROLE %1 LOGIN SUPERUSER"_s.arg(role)));

    ConsoleCostOptions o;
    o.dsn = db->dsn() + u" user="_s + role;
    o.adminDsn = db->dsn();
    o.secondsPerView = 1;
    o.minCyclesPerView = 2;
    o.intervalSeconds = 1;
    o.idleAfterMs = 1000;
    o.idleSeconds = 3;
    QString error;
    const QJsonObject result = runConsoleCost(o, &error);
    db->query(u"DROP ROLE IF EXISTS %1"_s.arg(role)); // best effort: its sessions may linger
    QVERIFY2(!result.isEmpty(), qPrintable(error));
    const QJsonObject cost = result.value(u"console_cost"_s).toObject();

    QCOMPARE(cost.value(u"role"_s).toString(), role);
    QVERIFY(cost.value(u"cpu_tracked"_s).isBool()); // where the server preloads pg_stat_kcache
    const QJsonObject views = cost.value(u"views"_s).toObject();
    QCOMPARE(views.keys(),
             QStringList({ u"alarms"_s, u"dashboard"_s, u"deliveries"_s, u"leases"_s, u"lookup"_s,
                           u"tasks"_s }));
    double worst = -1;
    for (auto it = views.begin(); it != views.end(); ++it) {
        const QJsonObject v = it.value().toObject();
        QVERIFY2(v.value(u"poll_cycles"_s).toInt() >= 2, qPrintable(it.key()));
        QVERIFY2(v.value(u"calls"_s).toDouble() > 0, qPrintable(it.key()));
        QVERIFY2(v.value(u"calls_per_minute"_s).toDouble() > 0, qPrintable(it.key()));
        QVERIFY2(v.value(u"exec_ms_per_minute"_s).toDouble() >= 0, qPrintable(it.key()));
        QVERIFY2(!v.value(u"top"_s).toArray().isEmpty(), qPrintable(it.key()));
        worst = std::max(worst, v.value(u"exec_ms_per_minute"_s).toDouble());
    }
    // The views that poll tables of their own send more than the lookup view, which polls
    // only what every view does.
    QVERIFY(views.value(u"tasks"_s).toObject().value(u"statements"_s).toInt()
            > views.value(u"lookup"_s).toObject().value(u"statements"_s).toInt());
    QCOMPARE(cost.value(u"worst_exec_ms_per_minute"_s).toDouble(), worst);
    QVERIFY(views.contains(cost.value(u"worst_view"_s).toString()));
    if (worst > 0)
        QCOMPARE(cost.value(u"consoles_per_core"_s).toDouble(), rounded(60000.0 / worst));

    const QJsonObject idle = cost.value(u"idle"_s).toObject();
    QCOMPARE(idle.value(u"pause_after_ms"_s).toInteger(), 1000);
    QVERIFY(idle.value(u"seconds"_s).toDouble() >= 3);
    QCOMPARE(idle.value(u"poll_cycles_sent"_s).toInt(), 0);
    QCOMPARE(idle.value(u"calls"_s).toDouble(), 0.0);
    QCOMPARE(idle.value(u"statements"_s).toInt(), 0);
    const QJsonObject touch = idle.value(u"touch"_s).toObject();
    QVERIFY(touch.value(u"resumed"_s).toBool());
    QVERIFY(touch.value(u"calls"_s).toDouble() > 0);

    const QString text = sections(result);
    qInfo().noquote() << text; // a tiny dataset's figures: for reading, never judged here
    QVERIFY(text.contains(u"consoles"_s));
    QVERIFY(text.contains(u"idle console"_s));
}

// QTEST_MAIN with the benchmark's application, so the phases run as poolscope_bench runs them.
int main(int argc, char **argv)
{
    BenchApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    tst_BenchHarness tc;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}
#include "tst_benchharness.moc"
