#include "bench/pollbench.h"

#include "bench/bareconnection.h"
#include "bench/consoleharness.h"
#include "bench/relayedconnection.h"
#include "bench/stats.h"
#include "db/dbclient.h"
#include "models/poller.h"
#include "tests/support/tcpproxy.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

// The steps of the console's timed cycles, each step's values in order.
struct CyclePhases
{
    QList<double> build, toDb, pipeline, lastDecode, toGui, apply;

    void add(const ConsoleHarness::Phases &p)
    {
        build.append(p.build);
        toDb.append(p.toDb);
        pipeline.append(p.pipeline);
        lastDecode.append(p.lastDecode);
        toGui.append(p.toGui);
        apply.append(p.apply);
    }
    QJsonObject toJson() const
    {
        return { { u"build"_s, rounded(summarize(build).p50) },
                 { u"to_db_thread"_s, rounded(summarize(toDb).p50) },
                 { u"pipeline"_s, rounded(summarize(pipeline).p50) },
                 { u"last_decode"_s, rounded(summarize(lastDecode).p50) },
                 { u"to_gui_thread"_s, rounded(summarize(toGui).p50) },
                 { u"apply"_s, rounded(summarize(apply).p50) } };
    }
};

struct Baselines
{
    QList<double> libpqMs;
    QList<double> limitsMs; // with the console's limits prelude
    QList<double> relayedMs; // through a thread of its own and back (RelayedConnection)
};

// The same statements through bare libpq, with the console's limits prelude, and relayed
// through a thread; the rows read. The first two swap places every other time (`swap`): the
// second finds the pages the first just read, and the prelude's cost is the difference.
qint64 runBaselines(BareConnection &bare, RelayedConnection &relay,
                    const QList<SqlStatement> &statements, Baselines &b, bool swap)
{
    QElapsedTimer t;
    qint64 rows = 0;
    for (const bool limits : { swap, !swap }) {
        t.start();
        const qint64 r = bare.runPipeline(statements, limits);
        (limits ? b.limitsMs : b.libpqMs).append(double(t.nsecsElapsed()) / 1e6);
        if (!limits)
            rows = r;
    }
    // Third, on pages the two before it just read: if anything, the floor reads low.
    const double relayed = relay.runPipeline(statements);
    if (relayed >= 0)
        b.relayedMs.append(relayed);
    return rows;
}

// Everything a view's timed cycles run against, and what they share.
struct PollRig
{
    BareConnection &bare;
    RelayedConnection &relay;
    ConsoleHarness &console;
    const QList<SqlStatement> &sent; // the statements of the console's last cycle
    QStringList &failures; // cycles that failed, over every view
};

// What one view's timed cycles measured.
struct ViewSamples
{
    QList<double> consoleMs;
    QList<double> pipelineMs;
    CyclePhases phases;
    Baselines baselines;
    qint64 rows = 0;
    int statements = 0;
};

// Times `iterations` cycles of the view on screen, each beside its baselines. False with
// *error set when the console failed too often or the baseline failed.
bool sampleView(PollRig &rig, const char *name, int iterations, ViewSamples &s, QString *error)
{
    for (int i = 0; i < iterations; ++i) {
        // Whoever reads second finds the pages the first one just read in the cache: the
        // order alternates so that neither is favoured.
        const bool libpqFirst = i % 2 == 1;
        const bool limitsFirst = (i / 2) % 2 == 1; // bare libpq's with and without the prelude too
        if (libpqFirst && !rig.sent.isEmpty()) {
            rig.console.settle(); // cycle() settles before its own timing; the baseline first here
            runBaselines(rig.bare, rig.relay, rig.sent, s.baselines, limitsFirst);
        }
        const double c = rig.console.cycle();
        if (c < 0) {
            // A lost connection (the simulator's faults, a restart) is reported, not timed;
            // the console reconnects by itself, and so many failures end the run.
            rig.failures.append(QString::fromLatin1(name) + u": "_s + rig.console.lastFailure());
            qWarning("poll cycle failed: %s", qPrintable(rig.failures.last()));
            if (rig.failures.size() > 10) {
                *error = rig.failures.join(u"; "_s);
                return false;
            }
            --i;
            continue;
        }
        s.consoleMs.append(c);
        s.pipelineMs.append(rig.console.lastPipelineMs());
        s.phases.add(rig.console.lastPhases());
        if (!libpqFirst || s.baselines.libpqMs.size() < s.consoleMs.size())
            s.rows = runBaselines(rig.bare, rig.relay, rig.sent, s.baselines, limitsFirst);
        if (s.rows < 0) {
            *error = u"libpq baseline of the %1 view: %2"_s.arg(QString::fromLatin1(name),
                                                                rig.bare.error());
            return false;
        }
        s.statements = static_cast<int>(rig.sent.size());
    }
    return true;
}

// The view's entry under "poll.views".
QJsonObject viewJson(const ViewSamples &s)
{
    const Summary cs = summarize(s.consoleMs);
    const Summary ls = summarize(s.baselines.libpqMs);
    return {
        { u"console_ms"_s, cs.toJson() },
        { u"libpq_ms"_s, ls.toJson() },
        // The console's own pipeline on the DB thread, from sending to the last result; it
        // includes decoding every source but the last, done as each one's transaction ends
        // (DbJob::parts). The rest of console_ms is thread hops, the last source's decoding
        // and applying.
        { u"console_pipeline_ms"_s, summarize(s.pipelineMs).toJson() },
        // The console's cycle step by step (ConsoleHarness::Phases), p50 of each: where its
        // time beyond bare libpq goes.
        { u"console_phases_p50_ms"_s, s.phases.toJson() },
        // bare libpq with the console's per-transaction limits prelude
        { u"libpq_with_limits_ms"_s, summarize(s.baselines.limitsMs).toJson() },
        // bare libpq on a thread of its own, asked and answered by queued calls: the floor of
        // a DB thread's two hops
        { u"libpq_relayed_ms"_s, summarize(s.baselines.relayedMs).toJson() },
        { u"ratio_p50"_s, rounded(ls.p50 > 0 ? cs.p50 / ls.p50 : 0) },
        { u"overhead_p50_ms"_s, rounded(cs.p50 - ls.p50) },
        { u"statements"_s, s.statements },
        { u"rows"_s, s.rows },
    };
}

// The worst view of each figure judged or printed, and that view's floor beside it.
struct WorstViews
{
    bool any = false;
    QString overheadView;
    double overheadMs = 0; // console p50 minus bare libpq p50
    double floorOverheadMs = 0; // bare libpq via a thread minus bare libpq, p50, the same view
    double ratio = 0;
    double floorRatio = 0;
    double p95 = 0;
    double libpqP95 = 0;

    void add(const char *name, const ViewSamples &s)
    {
        const Summary cs = summarize(s.consoleMs);
        const Summary ls = summarize(s.baselines.libpqMs);
        const Summary rs = summarize(s.baselines.relayedMs);
        if (!any || cs.p50 - ls.p50 > overheadMs) {
            overheadView = QString::fromLatin1(name);
            overheadMs = cs.p50 - ls.p50;
            floorOverheadMs = rs.p50 - ls.p50;
        }
        const double r = ls.p50 > 0 ? cs.p50 / ls.p50 : 0;
        if (r > ratio)
            floorRatio = ls.p50 > 0 ? rs.p50 / ls.p50 : 0;
        ratio = std::max(ratio, r);
        p95 = std::max(p95, cs.p95);
        libpqP95 = std::max(libpqP95, ls.p95);
        any = true;
    }
    QJsonObject toJson() const
    {
        return { { u"overhead_p50_ms"_s, rounded(overheadMs) },
                 { u"worst_overhead_view"_s, overheadView },
                 { u"worst_view_floor_overhead_ms"_s, rounded(floorOverheadMs) },
                 { u"ratio_vs_libpq"_s, rounded(ratio) },
                 // The same view's floor: bare libpq via a thread against bare libpq, p50.
                 { u"worst_view_floor_ratio"_s, rounded(floorRatio) },
                 { u"p95_ms"_s, rounded(p95) },
                 { u"libpq_p95_ms"_s, rounded(libpqP95) } };
    }
};

QJsonArray jsonArray(const QList<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

QJsonObject measureViews(const PollBenchOptions &o, QString *error)
{
    BareConnection bare(o.dsn);
    RelayedConnection relay(o.dsn);
    if (!bare.ok() || !relay.ok()) {
        *error = bare.ok() ? relay.error() : bare.error();
        return {};
    }
    ConsoleHarness console;
    if (!console.start(o.dsn, ConsoleView::Tasks, Poller::MaxIntervalMs / 1000, error))
        return {};
    QList<SqlStatement> sent;
    QObject::connect(console.session()->poller(), &Poller::cycleSent,
                     [&sent](const QList<SqlStatement> &statements) { sent = statements; });
    QStringList failures;
    PollRig rig { bare, relay, console, sent, failures };
    QJsonObject views;
    WorstViews worst;
    for (const NamedView &v : polledViews()) {
        if (!console.showView(v.view)) {
            *error = u"the %1 view did not poll: %2"_s.arg(QString::fromLatin1(v.name),
                                                           console.lastFailure());
            return {};
        }
        ViewSamples samples;
        if (!sampleView(rig, v.name, o.iterations, samples, error))
            return {};
        worst.add(v.name, samples);
        views.insert(QString::fromLatin1(v.name), viewJson(samples));
    }
    QJsonObject out = worst.toJson();
    out.insert(u"views"_s, views);
    out.insert(u"iterations_per_view"_s, o.iterations);
    // The console's read connection carried its limits from the startup packet (no
    // set_config statement per transaction; docs/architecture.md).
    out.insert(u"limits_carried_by_connection"_s,
               console.session()->client()->status().server.limitsCarried);
    out.insert(u"failed_cycles"_s, QJsonArray::fromStringList(failures));
    out.insert(u"slow_follow_up_cycles_ms"_s, jsonArray(console.slowFollowUps()));
    return out;
}

// A second console, connected through the counting relay.
QJsonObject countRoundTrips(const PollBenchOptions &o, QString *error)
{
    BareConnection bare(o.dsn);
    if (!bare.ok()) {
        *error = bare.error();
        return {};
    }
    TcpProxy proxy(bare.port().toInt());
    if (!proxy.start()) {
        *error = u"the counting relay could not listen"_s;
        return {};
    }
    const QString viaProxy
        = u"host=127.0.0.1 port=%1 sslmode=disable gssencmode=disable dbname=%2 user=%3"_s
              .arg(proxy.port())
              .arg(bare.database(), bare.user());
    ConsoleHarness console;
    if (!console.start(viaProxy, ConsoleView::Tasks, Poller::MaxIntervalMs / 1000, error))
        return {};
    QJsonObject perView;
    long worst = 0;
    // Read when the cycle's answer is in, before a follow-up cycle (an invalidated source) can
    // send anything.
    long turnsAtFinish = 0;
    std::string eventsAtFinish;
    // The count starts when the harness starts its cycle: after anything the last answer set
    // off (a follow-up, the repaint) has finished, so that only this cycle's turns count.
    console.setOnCycleStarting([&proxy] { proxy.resetCount(); });
    console.setOnCycleFinished([&proxy, &turnsAtFinish, &eventsAtFinish] {
        turnsAtFinish = proxy.turns();
        eventsAtFinish = proxy.events();
    });
    // A cycle that took more than one turn, and what the relay saw begin each one.
    QJsonArray extraTurns;
    for (const NamedView &v : polledViews()) {
        if (!console.showView(v.view)) {
            *error = u"the %1 view did not poll through the relay: %2"_s.arg(
                QString::fromLatin1(v.name), console.lastFailure());
            return {};
        }
        QJsonArray counts;
        for (int i = 0; i < o.roundTripCycles; ++i) {
            if (console.cycle() < 0) {
                *error = u"a poll cycle through the relay failed: %1"_s.arg(console.lastFailure());
                return {};
            }
            counts.append(int(turnsAtFinish));
            worst = std::max(worst, turnsAtFinish);
            if (turnsAtFinish > 1)
                extraTurns.append(
                    QJsonObject { { u"view"_s, QString::fromLatin1(v.name) },
                                  { u"turns"_s, int(turnsAtFinish) },
                                  { u"relay_saw"_s, QString::fromStdString(eventsAtFinish) } });
        }
        perView.insert(QString::fromLatin1(v.name), counts);
    }
    return { { u"round_trips"_s, int(worst) },
             { u"round_trips_per_view"_s, perView },
             { u"cycles_of_more_than_one_turn"_s, extraTurns } };
}

} // namespace

QJsonObject runPollBench(const PollBenchOptions &options, QString *error)
{
    QJsonObject poll = measureViews(options, error);
    if (poll.isEmpty())
        return {};
    const QJsonObject trips = countRoundTrips(options, error);
    if (trips.isEmpty())
        return {};
    for (auto it = trips.begin(); it != trips.end(); ++it)
        poll.insert(it.key(), it.value());
    return { { u"poll"_s, poll } };
}
