#include "bench/watchbench.h"

#include "bench/bareconnection.h"
#include "bench/stats.h"
#include "core/watch/watchrules.h"
#include "db/queries/watchquery.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

// The rows a query answers, its first column (or the first two joined by '/'); empty on error.
QStringList column(BareConnection &bare, const QString &sql, const QStringList &params = {})
{
    QStringList out;
    if (const auto rows = bare.query(sql, params)) {
        for (const QStringList &r : *rows)
            out.append(r.size() > 1 ? r[0] + u'/' + r[1] : r.value(0));
    }
    return out;
}

// Targets of every kind, read by key or from small tables, so picking them stays cheap on
// 1M tasks: a tenth sink leases, a fifth devices (a quarter of those every device of their
// alert), three tenths messages, the rest tasks (half of them replayed dead tasks, the rest
// spread over the table by id).
QList<WatchTarget> pickTargets(BareConnection &bare, int count)
{
    const int sinks = count / 10, devices = count / 5, messages = count * 3 / 10;
    QList<WatchTarget> out;
    for (const QString &p : column(bare,
                                   u"SELECT feed, sink FROM feed_cursors ORDER BY feed,"
                                   " sink LIMIT $1::int8"_s,
                                   { QString::number(sinks) }))
        out.append(WatchTarget::sinkLease(p.section(u'/', 0, 0), p.section(u'/', 1)));
    const QStringList owed
        = column(bare,
                 u"SELECT DISTINCT alert_id::text, subscription_id::text FROM (SELECT alert_id,"
                 " subscription_id FROM alarm.alarm_deliveries WHERE acked_at IS NULL LIMIT 2000) d"
                 " LIMIT $1::int8"_s,
                 { QString::number(devices) });
    for (qsizetype i = 0; i < owed.size(); ++i) {
        const QString alert = owed[i].section(u'/', 0, 0);
        out.append(
            WatchTarget::device(alert, i % 4 == 3 ? QString() : owed[i].section(u'/', 1), {}));
    }
    for (const QString &m : column(bare,
                                   u"SELECT DISTINCT message_id FROM (SELECT message_id"
                                   " FROM notification_deliveries WHERE message_id IS NOT"
                                   " NULL ORDER BY id DESC LIMIT $1::int8 * 20) d LIMIT $1::int8"_s,
                                   { QString::number(messages) }))
        out.append(WatchTarget::message(m.toLongLong()));
    const int tasks = count - int(out.size()); // what a small dataset lacks, too
    QStringList taskIds = column(bare,
                                 u"SELECT original_task_id FROM task_replays"
                                 " ORDER BY id DESC LIMIT $1::int8"_s,
                                 { QString::number(tasks / 2) });
    // The rest spread over the whole table by id (the primary key), newest to oldest.
    taskIds += column(bare,
                      u"SELECT t.id FROM (SELECT min(id) AS lo, max(id) AS hi FROM tasks) r,"
                      " generate_series(0, $1::int8 - 1) g, LATERAL (SELECT id FROM tasks"
                      " WHERE id <= r.lo + ((r.hi - r.lo) * (1 - g::float8 / $1::int8))::int8"
                      " ORDER BY id DESC LIMIT 1) t"_s,
                      { QString::number(tasks - taskIds.size()) });
    for (const QString &id : taskIds)
        out.append(WatchTarget::task(id.toLongLong()));
    return out;
}

QJsonObject kindsOf(const QList<Watch> &watches)
{
    QJsonObject kinds;
    for (const Watch &w : watches) {
        const QString k = watchrules::kindName(w.target.kind);
        kinds.insert(k, kinds.value(k).toInt() + 1);
    }
    return kinds;
}

// The server's planning and execution time of `st`, from its EXPLAIN ANALYZE.
std::optional<std::pair<double, double>> serverTimes(BareConnection &bare, const SqlStatement &st)
{
    QStringList params;
    for (const SqlParam &p : st.params)
        params.append(p ? QString::fromUtf8(*p) : QString());
    const QString explain
        = u"EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) "_s + QString::fromUtf8(st.sql);
    const QString plan = bare.scalar(explain, params);
    const QJsonObject o = QJsonDocument::fromJson(plan.toUtf8()).array().at(0).toObject();
    if (!o.contains(u"Execution Time"_s))
        return std::nullopt;
    return std::pair { o.value(u"Planning Time"_s).toDouble(),
                       o.value(u"Execution Time"_s).toDouble() };
}

// The server's time (planning and execution) of the statement reading only the watches of
// each kind, p50 of `samples`: which branch the cost is in.
QJsonObject byKind(BareConnection &bare, const QList<Watch> &watches, int samples)
{
    QJsonObject out;
    for (const WatchTarget::Kind kind :
         { WatchTarget::Kind::Task, WatchTarget::Kind::Message, WatchTarget::Kind::Device,
           WatchTarget::Kind::SinkLease }) {
        QList<Watch> some;
        for (const Watch &w : watches) {
            if (w.target.kind == kind)
                some.append(w);
        }
        if (some.isEmpty())
            continue;
        const SqlStatement st = watchquery::job(some, {}, {}).statements.last();
        QList<double> ms;
        for (int i = 0; i < samples; ++i) {
            if (const auto times = serverTimes(bare, st))
                ms.append(times->first + times->second);
        }
        out.insert(watchrules::kindName(kind), rounded(summarize(ms).p50));
    }
    return out;
}

} // namespace

QJsonObject runWatchBench(const WatchBenchOptions &o, QString *error)
{
    BareConnection bare(o.dsn);
    if (!bare.ok()) {
        *error = bare.error();
        return {};
    }
    QList<Watch> watches;
    for (const WatchTarget &t : pickTargets(bare, o.watches)) {
        Watch w = watchrules::make(t, watchrules::defaultGoal(t.kind), 0);
        w.id = watches.size() + 1;
        watches.append(w);
    }
    if (watches.isEmpty()) {
        *error = u"no targets to watch in this dataset: "_s + bare.error();
        return {};
    }
    // The schema as an unprobed console takes it: every table there.
    const SqlStatement st = watchquery::job(watches, {}, {}).statements.last();
    const SqlStatement empty { "SELECT 1", {}, false };
    QList<double> total, execution, planning, roundTrip;
    for (int i = 0; i < o.samples; ++i) {
        const auto times = serverTimes(bare, st);
        if (!times) {
            *error = u"EXPLAIN ANALYZE of the watch statement failed: "_s + bare.error();
            return {};
        }
        planning.append(times->first);
        execution.append(times->second);
        total.append(times->first + times->second);
        QElapsedTimer t;
        t.start();
        if (bare.runPipeline({ empty }) < 0) {
            *error = bare.error();
            return {};
        }
        const qint64 emptyNs = t.nsecsElapsed();
        t.restart();
        if (bare.runPipeline({ st }) < 0) {
            *error = u"the watch statement failed: "_s + bare.error();
            return {};
        }
        roundTrip.append(double(t.nsecsElapsed() - emptyNs) / 1e6);
    }
    return { { u"watch"_s,
               QJsonObject { { u"statement_ms"_s, summarize(total).toJson() },
                             { u"execution_ms"_s, summarize(execution).toJson() },
                             { u"planning_ms"_s, summarize(planning).toJson() },
                             { u"round_trip_less_empty_ms"_s, summarize(roundTrip).toJson() },
                             { u"watches"_s, int(watches.size()) },
                             { u"kinds"_s, kindsOf(watches) },
                             { u"by_kind_statement_p50_ms"_s,
                               byKind(bare, watches, qMax(3, o.samples / 4)) } } } };
}
