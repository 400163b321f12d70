#include "bench/failuresbench.h"

#include "bench/bareconnection.h"
#include "bench/consoleharness.h"
#include "bench/stats.h"
#include "core/lookup/lookupresult.h"
#include "db/dbclient.h"
#include "db/queries/failurequery.h"

#include <QElapsedTimer>

using namespace Qt::StringLiterals;

namespace {

// Tops the dead tasks up to `dead`: succeeded tasks picked by a hash of their id die of one of
// three provider errors, in the last day. Returns the dead count, or -1.
qint64 makeDead(BareConnection &bare, qint64 dead)
{
    const QString now = bare.scalar(u"SELECT count(*) FROM tasks WHERE state = 'dead'"_s);
    const qint64 missing = dead - now.toLongLong();
    if (missing > 0
        && !bare.query(
            u"UPDATE tasks t SET state = 'dead', updated_at = now() - make_interval(secs =>"
            " (hashint8(t.id) & 65535) % 86400), last_error = (ARRAY['attempt 4 of 4 failed,"
            " giving up: email: 503 Service Unavailable (provider outage); sms: 503 Service"
            " Unavailable (provider outage)', 'attempt 4 of 4 failed, giving up: push: timeout"
            " after ' || (t.id % 9000) || ' ms', 'attempt 4 of 4 failed, giving up: webhook: 502"
            " Bad Gateway'])[1 + t.id % 3] FROM (SELECT id FROM tasks WHERE state = 'succeeded'"
            " ORDER BY hashint8(id) LIMIT $1::int8) s WHERE t.id = s.id"_s,
            { QString::number(missing) }))
        return -1;
    bare.query(u"ANALYZE tasks"_s);
    return bare.scalar(u"SELECT count(*) FROM tasks WHERE state = 'dead'"_s).toLongLong();
}

QJsonObject measure(DbClient &client, BareConnection &bare, const FailureQuery &query, int samples,
                    QString *error)
{
    const DbJob job = failurequery::groupsJob(query, true, true);
    QList<double> console, direct;
    qint64 read = 0, groups = 0;
    for (int i = 0; i < samples; ++i) {
        std::optional<DbReply> reply;
        QObject context;
        QElapsedTimer t;
        t.start();
        client.submit(job, &context, [&reply](const DbReply &r) { reply = r; });
        waitUntil([&] { return reply.has_value(); }, 300000);
        if (!reply || reply->error.isError()) {
            *error = reply ? reply->error.summary() : u"the failure groups timed out"_s;
            return {};
        }
        console.append(double(t.nsecsElapsed()) / 1e6);
        const auto g = reply->value.value<FailureGroups>();
        read = g.tasksRead;
        groups = g.groups.size();
        t.restart();
        if (bare.runPipeline(job.statements) < 0) {
            *error = bare.error();
            return {};
        }
        direct.append(double(t.nsecsElapsed()) / 1e6);
    }
    return { { u"console"_s, summarize(console).toJson() },
             { u"bare_libpq"_s, summarize(direct).toJson() },
             { u"tasks_read"_s, read },
             { u"groups"_s, groups } };
}

} // namespace

QJsonObject runFailuresBench(const FailuresBenchOptions &o, QString *error)
{
    BareConnection bare(o.dsn);
    if (!bare.ok()) {
        *error = bare.error();
        return {};
    }
    const qint64 dead = makeDead(bare, o.dead);
    if (dead < 0) {
        *error = u"could not make the dead tasks: "_s + bare.error();
        return {};
    }
    DbClient client;
    LookupSchema schema;
    if (!startProbedClient(client, o.dsn, &schema, error))
        return {};
    QJsonObject out { { u"dead"_s, dead },
                      { u"tasks"_s, bare.scalar(u"SELECT count(*) FROM tasks"_s).toLongLong() } };
    for (const auto &[name, seconds] : { std::pair { "day", 86400 }, std::pair { "hour", 3600 } }) {
        const QJsonObject m = measure(client, bare, FailureQuery { seconds }, o.samples, error);
        if (m.isEmpty())
            return {};
        out.insert(QString::fromLatin1(name), m);
    }
    return { { u"failure_groups"_s, out } };
}
