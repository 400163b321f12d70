#include "bench/report.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

enum class Cmp { AtMost, Below, Equal };

struct Target
{
    const char *key;
    const char *label;
    Cmp cmp;
    double limit;
    const char *unit;
    const char *baselineKey; // the same figure without the console, or nullptr
    const char *baselineLabel;
};

const Target Targets[] = {
    // What the console adds to bare libpq, in milliseconds: on a statement of 2 ms a ratio
    // measures the machine. 3 ms is under a fifth of a 60 Hz frame per 2 s poll. Beside it, the
    // same view's floor: bare libpq through a thread and back (two hops), less bare libpq.
    { "poll.overhead_p50_ms", "poll cycle minus bare libpq, p50 (worst view)", Cmp::AtMost, 3, "ms",
      "poll.worst_view_floor_overhead_ms", "via a thread" },
    { "poll.p95_ms", "poll cycle p95 (worst view)", Cmp::AtMost, 50, "ms", "poll.libpq_p95_ms",
      "libpq p95" },
    { "poll.round_trips", "round trips per poll cycle (max)", Cmp::Equal, 1, "", nullptr, "" },
    // The event loop's lateness less the time the GUI thread could not run for reasons outside
    // the console (bench/stallcauses.h), beside the lateness as measured: two 60 Hz frames.
    { "gui.console_max_stall_ms", "GUI thread max stall caused by the console", Cmp::AtMost, 33,
      "ms", "gui.max_stall_ms", "as measured" },
    { "gui.p99_stall_ms", "GUI thread p99 stall while polling", Cmp::Below, 16, "ms",
      "gui.idle_baseline_stall_ms.p99", "idle p99" },
    // The GUI thread's CPU time (bench/modelbench.cpp), beside the wall time.
    { "model.apply_ms", "model apply p95 (CPU), 5,000 rows, 1% changed", Cmp::AtMost, 2, "ms",
      "model.apply_wall.p95", "wall p95" },
    { "memory.peak_rss_mb", "peak RSS, every view visited", Cmp::AtMost, 150, "MB",
      "memory.before_console_mb", "before console" },
    { "memory.second_half_growth_mb", "RSS growth over the run's second half", Cmp::AtMost, 2, "MB",
      "memory.trend_mb_per_min", "MB/min" },
    { "lookup.p95_ms", "lookup p95 with console indexes (worst kind)", Cmp::AtMost, 20, "ms",
      "lookup_upstream.p95_ms", "without" },
    // Without the console indexes a never-attempted message is found by the budgeted scan of
    // tasks (docs/lookup.md, "Coverage"); the budget is overrun by one slice at most.
    { "lookup_scan.cases.never_attempted_24h.p95",
      "no index: never-attempted message of the last 24 h, p95", Cmp::AtMost, 300, "ms",
      "lookup_scan.cases.never_attempted_24h.p50", "p50" },
    { "startup.first_data_ms", "launch to first data (worst run)", Cmp::AtMost, 1000, "ms",
      "startup.first_data.p50", "median" },
};

QString cmpText(Cmp c)
{
    switch (c) {
    case Cmp::AtMost:
        return u"<="_s;
    case Cmp::Below:
        return u"<"_s;
    case Cmp::Equal:
        return u"="_s;
    }
    return {};
}

bool passes(Cmp c, double v, double limit)
{
    switch (c) {
    case Cmp::AtMost:
        return v <= limit;
    case Cmp::Below:
        return v < limit;
    case Cmp::Equal:
        return v == limit;
    }
    return false;
}

QString number(double v)
{
    return QString::number(v, 'f', v >= 100 ? 0 : (v >= 10 ? 1 : 2));
}

} // namespace

QJsonValue valueAt(const QJsonObject &root, const QString &path)
{
    QJsonValue v = root;
    for (const QString &part : path.split(u'.')) {
        if (!v.isObject())
            return QJsonValue(QJsonValue::Undefined);
        v = v.toObject().value(part);
    }
    return v;
}

QStringList requiredKeys()
{
    return { u"poll.overhead_p50_ms"_s,
             u"poll.ratio_vs_libpq"_s,
             u"poll.p95_ms"_s,
             u"poll.round_trips"_s,
             u"gui.max_stall_ms"_s,
             u"gui.p99_stall_ms"_s,
             u"gui.console_max_stall_ms"_s,
             u"gui.view_switch_stall_ms.p95"_s,
             u"gui.view_switch_stall_ms.p99"_s,
             u"model.apply_ms"_s,
             u"memory.peak_rss_mb"_s,
             u"lookup.p95_ms"_s,
             u"startup.first_data_ms"_s,
             u"watch.statement_ms.p95"_s };
}

QJsonObject mergeFragments(const QList<QJsonObject> &fragments)
{
    QJsonObject merged;
    for (const QJsonObject &f : fragments) {
        for (auto it = f.begin(); it != f.end(); ++it) {
            QJsonObject section = merged.value(it.key()).toObject();
            const QJsonObject add = it.value().toObject();
            for (auto a = add.begin(); a != add.end(); ++a)
                section.insert(a.key(), a.value());
            merged.insert(it.key(), section);
        }
    }
    if (merged.contains(u"lookup_indexed"_s))
        merged.insert(u"lookup"_s, merged.value(u"lookup_indexed"_s));
    return merged;
}

QJsonObject judge(QJsonObject merged)
{
    QJsonArray targets;
    bool all = true;
    for (const Target &t : Targets) {
        const QJsonValue v = valueAt(merged, QString::fromLatin1(t.key));
        const bool measured = v.isDouble();
        const bool pass = measured && passes(t.cmp, v.toDouble(), t.limit);
        all = all && pass;
        QJsonObject entry { { u"key"_s, QString::fromLatin1(t.key) },
                            { u"label"_s, QString::fromLatin1(t.label) },
                            { u"target"_s,
                              QString(cmpText(t.cmp) + u' ' + QString::number(t.limit) + u' '
                                      + QString::fromLatin1(t.unit))
                                  .trimmed() },
                            { u"pass"_s, pass } };
        if (measured)
            entry.insert(u"value"_s, v.toDouble());
        if (t.baselineKey) {
            const QJsonValue b = valueAt(merged, QString::fromLatin1(t.baselineKey));
            if (b.isDouble())
                entry.insert(u"baseline"_s, b.toDouble());
            entry.insert(u"baseline_label"_s, QString::fromLatin1(t.baselineLabel));
        }
        targets.append(entry);
    }
    merged.insert(u"targets"_s, targets);
    merged.insert(u"all_pass"_s, all);
    return merged;
}

namespace {

// The judged figures, each beside its baseline and target, PASS or MISS.
QString targetRows(const QJsonObject &judged)
{
    QString out;
    const auto row = [&out](const QString &a, const QString &b, const QString &c, const QString &d,
                            const QString &e) {
        out += a.leftJustified(46) + u' ' + b.rightJustified(10) + u"  "_s + c.leftJustified(24)
            + u' ' + d.leftJustified(12) + u' ' + e + u'\n';
    };
    row(u"figure"_s, u"measured"_s, u"baseline"_s, u"target"_s, u"verdict"_s);
    row(QString(46, u'-'), QString(10, u'-'), QString(24, u'-'), QString(12, u'-'),
        QString(7, u'-'));
    for (const QJsonValue &v : judged.value(u"targets"_s).toArray()) {
        const QJsonObject t = v.toObject();
        const QString value
            = t.contains(u"value"_s) ? number(t.value(u"value"_s).toDouble()) : u"n/a"_s;
        const QString baseline = t.contains(u"baseline"_s) ? t.value(u"baseline_label"_s).toString()
                + u' ' + number(t.value(u"baseline"_s).toDouble())
                                                           : QString();
        row(t.value(u"label"_s).toString(), value, baseline, t.value(u"target"_s).toString(),
            t.value(u"pass"_s).toBool() ? u"PASS"_s : u"MISS"_s);
    }
    // What the SQL itself takes under the same load, beside the two figures judged against it.
    if (const QJsonValue floor = valueAt(judged, u"lookup.worst_kind_libpq_p95_ms"_s);
        floor.isDouble())
        out += u"(the worst lookup kind's statements through bare libpq: p95 %1 ms)\n"_s.arg(
            number(floor.toDouble()));
    return out;
}

// Figures printed beside the targets but not judged, by their JSON keys: the poll cycle's
// ratio to bare libpq (on a statement of 2 ms it measures the machine as much as the console)
// and the stall of a view's first show after the operator switched to it.
QString unjudged(const QJsonObject &judged)
{
    QString out;
    if (const QJsonValue ratio = valueAt(judged, u"poll.ratio_vs_libpq"_s); ratio.isDouble())
        out += u"  %1 %2 x  (the same view via a thread %3 x)\n"_s.arg(
            u"poll.ratio_vs_libpq"_s.leftJustified(28), number(ratio.toDouble()),
            number(valueAt(judged, u"poll.worst_view_floor_ratio"_s).toDouble()));
    if (const QJsonObject s = valueAt(judged, u"gui.view_switch_stall_ms"_s).toObject();
        !s.isEmpty())
        out += u"  %1 p95 %2 ms, p99 %3 ms  (max %4 ms, %5 switches)\n"_s
                   .arg(u"gui.view_switch_stall_ms"_s.leftJustified(28),
                        number(s.value(u"p95"_s).toDouble()), number(s.value(u"p99"_s).toDouble()),
                        number(s.value(u"max"_s).toDouble()))
                   .arg(s.value(u"n"_s).toInt());
    return out.isEmpty() ? out : u"\nprinted, not judged:\n"_s + out;
}

// The poll cycle of every view, beside bare libpq, and the console's cycle step by step.
QString pollViews(const QJsonObject &judged)
{
    const QJsonObject views = valueAt(judged, u"poll.views"_s).toObject();
    if (views.isEmpty())
        return {};
    QString out = u"\npoll cycle per view (ms)       console p50/p95     libpq p50/p95    ratio  "
                  u"overhead  libpq via a thread p50\n"_s;
    for (auto it = views.begin(); it != views.end(); ++it) {
        const QJsonObject v = it.value().toObject();
        const QJsonObject c = v.value(u"console_ms"_s).toObject();
        const QJsonObject l = v.value(u"libpq_ms"_s).toObject();
        const QString consoleText = number(c.value(u"p50"_s).toDouble()) + u" / "_s
            + number(c.value(u"p95"_s).toDouble());
        const QString libpqText = number(l.value(u"p50"_s).toDouble()) + u" / "_s
            + number(l.value(u"p95"_s).toDouble());
        out += u"  "_s + it.key().leftJustified(28) + consoleText.leftJustified(20)
            + libpqText.leftJustified(17)
            + number(v.value(u"ratio_p50"_s).toDouble()).leftJustified(7)
            + number(v.value(u"overhead_p50_ms"_s).toDouble()).leftJustified(10)
            + number(valueAt(v, u"libpq_relayed_ms.p50"_s).toDouble()) + u'\n';
    }
    out += u"\nthe console's cycle step by step, p50 ms: build, to the DB thread, pipeline, "
           u"last decode, back to the GUI thread, apply\n"_s;
    for (auto it = views.begin(); it != views.end(); ++it) {
        const QJsonObject p = it.value().toObject().value(u"console_phases_p50_ms"_s).toObject();
        QStringList steps;
        for (const char *key :
             { "build", "to_db_thread", "pipeline", "last_decode", "to_gui_thread", "apply" })
            steps.append(number(p.value(QLatin1StringView(key)).toDouble()));
        out += u"  "_s + it.key().leftJustified(28) + steps.join(u"  "_s) + u'\n';
    }
    return out;
}

QString extraTurns(const QJsonObject &judged)
{
    QString out;
    for (const QJsonValue &c : valueAt(judged, u"poll.cycles_of_more_than_one_turn"_s).toArray()) {
        const QJsonObject o = c.toObject();
        out += u"a %1 cycle took %2 round trips; the relay saw: %3\n"_s
                   .arg(o.value(u"view"_s).toString())
                   .arg(o.value(u"turns"_s).toInt())
                   .arg(o.value(u"relay_saw"_s).toString());
    }
    return out;
}

// Over the GUI ticks 16 ms late or more: the worst of each cause.
struct LongStallCauses
{
    qsizetype ticks = 0;
    double cpu = 0;
    double runQueue = 0;
    double paused = 0;
    double overslept = 0;
    int faulted = 0;
    QJsonObject worst; // the tick the console made latest, for its longest event

    explicit LongStallCauses(const QJsonArray &longStalls) : ticks(longStalls.size())
    {
        for (const QJsonValue &v : longStalls) {
            const QJsonObject l = v.toObject();
            if (l.value(u"console_ms"_s).toDouble() > worst.value(u"console_ms"_s).toDouble(-1))
                worst = l;
            cpu = std::max(cpu, l.value(u"gui_cpu_ms"_s).toDouble());
            runQueue = std::max(runQueue, l.value(u"gui_run_queue_ms"_s).toDouble());
            paused = std::max(paused, l.value(u"machine_paused_ms"_s).toDouble());
            overslept = std::max(overslept, l.value(u"gui_overslept_ms"_s).toDouble());
            faulted += l.value(u"gui_major_faults"_s).toInt() > 0 ? 1 : 0;
        }
    }
};

// Where the GUI thread's long ticks went, the longest events and Qt's pool threads.
QString guiLongStalls(const QJsonObject &judged)
{
    const QJsonObject m = valueAt(judged, u"gui.machine_pauses"_s).toObject();
    if (m.isEmpty())
        return {};
    const LongStallCauses c(valueAt(judged, u"gui.long_stalls"_s).toArray());
    QString out
        = u"\nGUI ticks 16 ms late or more: %1; in them the GUI thread ran at most %2 ms, "
          u"waited for a CPU up to %3 ms, slept past the timeout it asked for up to %9 ms, and "
          u"the machine paused up to %4 ms; %8 of them with the GUI thread reading pages back "
          u"from disk (major faults)\n(machine pauses: a %5 thread that only sleeps 1 ms; late "
          u"by up to %6 ms while polling, %7 ms idle)\n"_s.arg(c.ticks)
              .arg(number(c.cpu), number(c.runQueue), number(c.paused))
              .arg(m.value(u"realtime_witness"_s).toBool() ? u"real-time"_s : u"normal-priority"_s)
              .arg(number(m.value(u"max_ms"_s).toDouble()),
                   number(m.value(u"idle_max_ms"_s).toDouble()))
              .arg(c.faulted)
              .arg(valueAt(judged, u"gui.event_loop_wait.watched"_s).toBool() ? number(c.overslept)
                                                                              : u"(not watched)"_s);
    if (const QJsonObject e = valueAt(judged, u"gui.longest_event"_s).toObject(); !e.isEmpty())
        out += u"The longest single event the GUI thread delivered while polling: %1 ms of its "
               u"CPU, %2\n"_s.arg(number(e.value(u"ms"_s).toDouble()),
                                  e.value(u"what"_s).toString());
    if (!c.worst.isEmpty() && c.worst.contains(u"longest_event"_s))
        out += u"Of those ticks, the one the console made latest (%1 ms; %2): its longest event "
               u"%3 ms, %4\n"_s.arg(number(c.worst.value(u"console_ms"_s).toDouble()),
                                    c.worst.value(u"when"_s).toString(),
                                    number(c.worst.value(u"longest_event_ms"_s).toDouble()),
                                    c.worst.value(u"longest_event"_s).toString());
    if (const int pool = valueAt(judged, u"gui.pool_threads_max"_s).toInt(-1); pool >= 0)
        out += u"Qt's thread pool while polling: %1 threads at most (a paint handed to it and "
               u"waited for starts them)\n"_s.arg(pool);
    return out;
}

QString modelRepaint(const QJsonObject &judged)
{
    const QJsonObject r = valueAt(judged, u"model.repaint_new_rows"_s).toObject();
    if (r.isEmpty())
        return {};
    const QJsonObject cpu = r.value(u"cpu_ms"_s).toObject();
    const QJsonObject wall = r.value(u"wall_ms"_s).toObject();
    return u"\ntasks table repaint after a poll of %1 new visible rows: CPU p50/p95 %2 / %3 ms, "
           u"wall %4 / %5 ms\n"_s.arg(r.value(u"visible_rows"_s).toInt())
               .arg(number(cpu.value(u"p50"_s).toDouble()), number(cpu.value(u"p95"_s).toDouble()),
                    number(wall.value(u"p50"_s).toDouble()),
                    number(wall.value(u"p95"_s).toDouble()));
}

// Each lookup kind without and with the console indexes, beside bare libpq.
QString lookupKinds(const QJsonObject &judged)
{
    QString out;
    for (const QString &label : { u"upstream"_s, u"indexed"_s }) {
        const QJsonObject kinds = valueAt(judged, u"lookup_"_s + label + u".kinds"_s).toObject();
        if (kinds.isEmpty())
            continue;
        out += u"\nlookup p50/p95 (ms), "_s + (label == u"indexed"_s ? u"with"_s : u"without"_s)
            + u" console indexes (the same statements through bare libpq)\n"_s;
        for (auto it = kinds.begin(); it != kinds.end(); ++it) {
            const QJsonObject k = it.value().toObject();
            const QJsonObject libpq = k.value(u"libpq"_s).toObject();
            out += u"  "_s + it.key().leftJustified(28) + number(k.value(u"p50"_s).toDouble())
                + u" / "_s + number(k.value(u"p95"_s).toDouble());
            if (!libpq.isEmpty())
                out += u"  (%1 / %2)"_s.arg(number(libpq.value(u"p50"_s).toDouble()),
                                            number(libpq.value(u"p95"_s).toDouble()));
            out += u'\n';
        }
    }
    return out;
}

QString lookupScan(const QJsonObject &judged)
{
    const QJsonObject scan = judged.value(u"lookup_scan"_s).toObject();
    if (scan.isEmpty())
        return {};
    QString out = u"\nlookups no index serves (a scan of tasks, budget %1 ms; longest slice %2 ms, "
                  u"worst overrun %3 ms), p50 / p95 ms, tasks searched (p50), found, complete:\n"_s
                      .arg(scan.value(u"budget_ms"_s).toInt())
                      .arg(number(scan.value(u"max_slice_ms"_s).toDouble()),
                           number(scan.value(u"max_overrun_ms"_s).toDouble()));
    const QJsonObject cases = scan.value(u"cases"_s).toObject();
    for (auto it = cases.begin(); it != cases.end(); ++it) {
        const QJsonObject c = it.value().toObject();
        out += u"  %1%2 / %3  %4  %5/%6  %7/%6\n"_s
                   .arg(it.key().leftJustified(28), number(c.value(u"p50"_s).toDouble()),
                        number(c.value(u"p95"_s).toDouble()))
                   .arg(c.value(u"tasks_searched_p50"_s).toDouble(), 0, 'f', 0)
                   .arg(c.value(u"found"_s).toInt())
                   .arg(c.value(u"n"_s).toInt())
                   .arg(c.value(u"complete"_s).toInt());
    }
    return out;
}

QString lookupWhilePolling(const QJsonObject &judged)
{
    const QJsonObject busy = judged.value(u"lookup_while_polling"_s).toObject();
    if (busy.isEmpty())
        return {};
    const auto figures = [&busy](const char *key) {
        const QJsonObject f = busy.value(QLatin1StringView(key)).toObject();
        return u"%1 / %2 / %3"_s.arg(number(f.value(u"p50"_s).toDouble()),
                                     number(f.value(u"p95"_s).toDouble()),
                                     number(f.value(u"max"_s).toDouble()));
    };
    return u"\nlookups asked while a poll of the %1 is in flight (%2), p50/p95/max ms:\n"
           "  on their own connection                   %3\n"
           "  on the polls' connection, behind the poll %4\n"
           "  (the poll cycles themselves               %5)\n"_s.arg(
               busy.value(u"view_polled"_s).toString(), busy.value(u"kinds"_s).toString(),
               figures("own_connection"), figures("read_connection"), figures("poll_cycle_ms"));
}

QString serverCost(const QJsonObject &judged)
{
    const QJsonObject server = judged.value(u"server"_s).toObject();
    if (server.isEmpty())
        return {};
    QString out = u"\nserver cost of the console's statements (pg_stat_statements): %1 calls, "
                  u"mean %2 ms, %3 rows per call\n"_s.arg(server.value(u"calls"_s).toDouble())
                      .arg(number(server.value(u"mean_ms_per_call"_s).toDouble()),
                           number(server.value(u"rows_per_call"_s).toDouble()));
    for (const QJsonValue &v : server.value(u"top"_s).toArray()) {
        const QJsonObject s = v.toObject();
        out += u"  %1 calls  mean %2 ms  %3 rows/call  %4\n"_s.arg(s.value(u"calls"_s).toInt(), 6)
                   .arg(number(s.value(u"mean_ms"_s).toDouble()).rightJustified(6),
                        number(s.value(u"rows_per_call"_s).toDouble()).rightJustified(7),
                        s.value(u"query"_s).toString().left(90));
    }
    return out;
}

// The one statement the poll cycle adds for the pending watches, timed by the server.
QString watchStatement(const QJsonObject &judged)
{
    const QJsonObject w = judged.value(u"watch"_s).toObject();
    if (w.isEmpty())
        return {};
    const auto figures = [&w](const char *key) {
        const QJsonObject f = w.value(QLatin1StringView(key)).toObject();
        return u"%1 / %2"_s.arg(number(f.value(u"p50"_s).toDouble()),
                                number(f.value(u"p95"_s).toDouble()));
    };
    return u"\nthe watch statement with %1 pending watches (%2), p50/p95 ms: server time %3"
           u" (planning %4, execution %5, EXPLAIN ANALYZE); round trip less an empty"
           u" statement's %6\n"_s.arg(w.value(u"watches"_s).toInt())
               .arg(QString::fromUtf8(QJsonDocument(w.value(u"kinds"_s).toObject())
                                          .toJson(QJsonDocument::Compact)),
                    figures("statement_ms"), figures("planning_ms"), figures("execution_ms"),
                    figures("round_trip_less_empty_ms"))
        + u"  each kind's watches alone, server time p50 ms: %1\n"_s.arg(
            QString::fromUtf8(QJsonDocument(w.value(u"by_kind_statement_p50_ms"_s).toObject())
                                  .toJson(QJsonDocument::Compact)));
}

// The failure groups' read on the upstream schema, the console beside bare libpq.
QString failureGroups(const QJsonObject &judged)
{
    const QJsonObject f = judged.value(u"failure_groups"_s).toObject();
    if (f.isEmpty())
        return {};
    QString out = u"\nthe failure groups (%1 tasks, %2 dead; no console index), p50/p95 ms:\n"_s
                      .arg(f.value(u"tasks"_s).toInteger())
                      .arg(f.value(u"dead"_s).toInteger());
    for (const char *window : { "day", "hour" }) {
        const QJsonObject w = f.value(QLatin1StringView(window)).toObject();
        const auto pair = [&w](const char *key) {
            const QJsonObject s = w.value(QLatin1StringView(key)).toObject();
            return u"%1 / %2"_s.arg(number(s.value(u"p50"_s).toDouble()),
                                    number(s.value(u"p95"_s).toDouble()));
        };
        out += u"  last %1: console %2, bare libpq %3 (%4 failed tasks read, %5 groups)\n"_s
                   .arg(QLatin1StringView(window), pair("console"), pair("bare_libpq"))
                   .arg(w.value(u"tasks_read"_s).toInteger())
                   .arg(w.value(u"groups"_s).toInteger());
    }
    return out;
}

// What one console costs the server per view and per minute, and when it is left idle.
QString consoleCost(const QJsonObject &judged)
{
    const QJsonObject cost = judged.value(u"console_cost"_s).toObject();
    if (cost.isEmpty())
        return {};
    const bool planning = cost.value(u"planning_tracked"_s).toBool();
    QString out = u"\nserver time one console costs (pg_stat_statements, role %1, polling every "
                  u"%2 s, %3 s per view, a row selected)\n"_s.arg(cost.value(u"role"_s).toString())
                      .arg(cost.value(u"interval_s"_s).toInt())
                      .arg(cost.value(u"seconds_per_view"_s).toInt());
    const bool cpu = cost.value(u"cpu_tracked"_s).toBool();
    out += u"  view          exec ms/min  plan ms/min  CPU ms/min  calls/min  mean ms  "
           u"consoles/core\n"_s;
    const QJsonObject views = cost.value(u"views"_s).toObject();
    for (auto it = views.begin(); it != views.end(); ++it) {
        const QJsonObject v = it.value().toObject();
        out += u"  "_s + it.key().leftJustified(14)
            + number(v.value(u"exec_ms_per_minute"_s).toDouble()).rightJustified(11)
            + (planning ? number(v.value(u"plan_ms_per_minute"_s).toDouble()) : u"-"_s)
                  .rightJustified(13)
            + (cpu ? number(v.value(u"cpu_ms_per_minute"_s).toDouble()) : u"-"_s).rightJustified(12)
            + number(v.value(u"calls_per_minute"_s).toDouble()).rightJustified(11)
            + number(v.value(u"mean_exec_ms"_s).toDouble()).rightJustified(9)
            + number(v.value(u"consoles_per_core"_s).toDouble()).rightJustified(15) + u'\n';
    }
    out += u"  worst view %1: %2 ms of execution per console-minute, so one server core holds "
           u"%3 consoles (60,000 ms / %2; a core wholly for the consoles' statements, execution "
           u"only%4)\n"_s.arg(cost.value(u"worst_view"_s).toString(),
                              number(cost.value(u"worst_exec_ms_per_minute"_s).toDouble()),
                              number(cost.value(u"consoles_per_core"_s).toDouble()),
                              planning ? u"; with planning %1"_s.arg(number(
                                  cost.value(u"consoles_per_core_with_planning"_s).toDouble()))
                                       : QString());
    if (cpu)
        out += u"  by the server's CPU time (pg_stat_kcache, execution and planning), worst view "
               u"%1: %2 ms per console-minute, so %3 consoles per core\n"_s.arg(
                   cost.value(u"worst_cpu_view"_s).toString(),
                   number(cost.value(u"worst_cpu_ms_per_minute"_s).toDouble()),
                   number(cost.value(u"consoles_per_core_by_cpu"_s).toDouble()));
    for (auto it = views.begin(); it != views.end(); ++it) {
        out += u"  %1, dearest statements: exec ms/min, CPU ms/min, calls/min, mean ms\n"_s.arg(
            it.key());
        for (const QJsonValue &t : it.value().toObject().value(u"top"_s).toArray()) {
            const QJsonObject s = t.toObject();
            out += u"    %1 %2 %3 %4  %5\n"_s.arg(
                number(s.value(u"exec_ms_per_minute"_s).toDouble()).rightJustified(8),
                (cpu ? number(s.value(u"cpu_ms_per_minute"_s).toDouble()) : u"-"_s)
                    .rightJustified(7),
                number(s.value(u"calls_per_minute"_s).toDouble()).rightJustified(7),
                number(s.value(u"mean_exec_ms"_s).toDouble()).rightJustified(7),
                s.value(u"query"_s).toString().left(100));
        }
    }
    if (const QJsonObject idle = cost.value(u"idle"_s).toObject(); !idle.isEmpty()) {
        const QJsonObject touch = idle.value(u"touch"_s).toObject();
        out += u"  idle console (pause after %1 s without use; paused %2 s after its start): "
               u"%3 calls, %4 ms in %5 s, %6 poll cycles sent (sources still active: %7); the "
               u"first touch %8 (%9 calls in the next %10 s)\n"_s
                   .arg(idle.value(u"pause_after_ms"_s).toDouble() / 1000.0)
                   .arg(number(idle.value(u"paused_after_s"_s).toDouble()))
                   .arg(idle.value(u"calls"_s).toDouble())
                   .arg(number(idle.value(u"exec_ms_per_minute"_s).toDouble()
                               * idle.value(u"seconds"_s).toDouble() / 60.0),
                        number(idle.value(u"seconds"_s).toDouble()))
                   .arg(idle.value(u"poll_cycles_sent"_s).toInt())
                   .arg(idle.value(u"sources_active_while_paused"_s)
                            .toVariant()
                            .toStringList()
                            .join(u", "_s))
                   .arg(touch.value(u"resumed"_s).toBool() ? u"resumed polling"_s
                                                           : u"did NOT resume polling"_s)
                   .arg(touch.value(u"calls"_s).toDouble())
                   .arg(touch.value(u"seconds"_s).toInt());
    }
    return out;
}

} // namespace

QString sections(const QJsonObject &merged)
{
    return pollViews(merged) + extraTurns(merged) + guiLongStalls(merged) + modelRepaint(merged)
        + lookupKinds(merged) + lookupScan(merged) + lookupWhilePolling(merged) + serverCost(merged)
        + consoleCost(merged) + watchStatement(merged) + failureGroups(merged);
}

QString table(const QJsonObject &judged)
{
    return targetRows(judged) + unjudged(judged) + sections(judged)
        + (judged.value(u"all_pass"_s).toBool() ? u"\nevery target met\n"_s
                                                : u"\nSOME TARGETS MISSED\n"_s);
}
