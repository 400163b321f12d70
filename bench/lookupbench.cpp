#include "bench/lookupbench.h"

#include "bench/bareconnection.h"
#include "bench/consoleharness.h"
#include "bench/stats.h"
#include "db/dbclient.h"
#include "db/lookup/lookupquery.h"
#include "db/queries/schemaprobe.h"

#include <QElapsedTimer>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

struct KindSamples
{
    const char *name;
    LookupKind kind;
    bool accountWide;
    QStringList values;
};

// Existing identifiers, the same ones on every run over the same dataset.
QList<KindSamples> pickSamples(BareConnection &bare, int n, QString *error)
{
    QList<KindSamples> kinds { { "task", LookupKind::TaskId, false, {} },
                               { "message", LookupKind::MessageId, false, {} },
                               { "job_id", LookupKind::JobId, false, {} },
                               { "idempotency_key", LookupKind::IdempotencyKey, false, {} },
                               { "account", LookupKind::AccountId, true, {} },
                               { "monitor", LookupKind::MonitorId, true, {} },
                               { "contact", LookupKind::ContactId, true, {} },
                               { "alert", LookupKind::AlertId, false, {} },
                               { "subscription", LookupKind::SubscriptionId, false, {} } };
    const QString count = QString::number(n);
    const auto tasks = bare.query(
        u"SELECT id, message_id, job_id, idempotency_key, account_id, monitor_id, contact_id FROM "
        u"tasks"
        " WHERE message_id IS NOT NULL AND contact_id IS NOT NULL"
        // inside the account-wide searches' default range (the last 7 days), so each finds its task
        " AND created_at > now() - interval '6 days' ORDER BY hashint8(id) LIMIT $1"_s,
        { count });
    const auto alerts
        = bare.query(u"SELECT id FROM alarm.alerts ORDER BY md5(id::text) LIMIT $1"_s, { count });
    const auto subscriptions = bare.query(
        u"SELECT id FROM alarm.subscriptions ORDER BY md5(id::text) LIMIT $1"_s, { count });
    if (!tasks || !alerts || !subscriptions || tasks->isEmpty()) {
        *error = u"could not pick identifiers: %1"_s.arg(bare.error());
        return {};
    }
    for (const QStringList &row : *tasks) {
        for (int k = 0; k < 7; ++k) {
            if (!row[k].isNull())
                kinds[k].values.append(row[k]);
        }
    }
    for (const QStringList &row : *alerts)
        kinds[7].values.append(row[0]);
    for (const QStringList &row : *subscriptions)
        kinds[8].values.append(row[0]);
    return kinds;
}

// The console's lookup job and bare libpq, as every lookup uses them.
struct LookupRig
{
    LookupRig(BareConnection &b, DbClient &c, const LookupSchema &s, int trails)
        : bare(b), client(c), schema(s), accountWideTrails(trails)
    {
    }
    BareConnection &bare;
    DbClient &client;
    const LookupSchema &schema;
    int accountWideTrails;
    QObject context; // the console's answers are delivered to it
    std::optional<DbReply> reply;
};

// What the lookups measured, kind by kind in the order of pickSamples.
struct LookupSamples
{
    explicit LookupSamples(qsizetype kinds) : consoleMs(kinds), libpqMs(kinds) { }
    QList<QList<double>> consoleMs;
    QList<QList<double>> libpqMs;
    int failures = 0;
    int found = 0;
    int asked = 0;
    int bareFailures = 0;
};

// The same statements through bare libpq, the console's prelude included: the floor this
// lookup's SQL sets under the same load.
void runBare(BareConnection &bare, const DbJob &job, QList<double> &ms, int &failures)
{
    QElapsedTimer b;
    b.start();
    if (bare.runPipeline(job.statements, true) < 0)
        ++failures;
    else
        ms.append(double(b.nsecsElapsed()) / 1e6);
}

// Looks up one identifier through the console's job, timed from submit to answer on this
// thread, and its statements through bare libpq: first when `bareFirst`, so that neither side
// always meets the pages the other just read.
void lookUpOnce(LookupRig &rig, const KindSamples &k, const QString &value, bool bareFirst,
                qsizetype ki, LookupSamples &s)
{
    const lookup::ParsedInput parsed = lookup::parseAs(k.kind, value);
    if (!parsed.ok()) {
        ++s.failures;
        return;
    }
    LookupQuery query = parsed.query(k.kind);
    if (k.accountWide && rig.accountWideTrails > 0)
        query.maxTrails = rig.accountWideTrails;
    const DbJob job = lookup::lookupJob(query, rig.schema);
    if (bareFirst)
        runBare(rig.bare, job, s.libpqMs[ki], s.bareFailures);
    rig.reply.reset();
    QElapsedTimer t;
    t.start();
    qint64 doneNs = 0;
    rig.client.submit(job, &rig.context, [&rig, &doneNs, &t](const DbReply &r) {
        doneNs = t.nsecsElapsed();
        rig.reply = r;
    });
    const bool answered = waitUntil([&rig] { return rig.reply.has_value(); }, 60000);
    if (!bareFirst)
        runBare(rig.bare, job, s.libpqMs[ki], s.bareFailures);
    if (!answered) {
        ++s.failures;
        return;
    }
    const auto result = rig.reply->value.value<LookupResult>();
    ++s.asked;
    if (rig.reply->error.isError() || result.error.isError()) {
        ++s.failures;
        return;
    }
    s.found += result.found() ? 1 : 0;
    s.consoleMs[ki].append(double(doneNs) / 1e6);
}

// Every kind's figures, and the worst kind's, as "lookup_<label>" holds them.
QJsonObject lookupJson(const QList<KindSamples> &kinds, const LookupSamples &s,
                       const LookupSchema &schema, const LookupBenchOptions &o)
{
    QJsonObject perKind;
    double worstP95 = 0;
    double worstSingleP95 = 0;
    double worstAccountP95 = 0;
    double worstLibpqP95 = 0; // the bare statements' p95 of the kind whose console p95 is worst
    for (qsizetype ki = 0; ki < kinds.size(); ++ki) {
        const KindSamples &k = kinds[ki];
        const Summary c = summarize(s.consoleMs[ki]);
        const Summary b = summarize(s.libpqMs[ki]);
        if (c.p95 > worstP95)
            worstLibpqP95 = b.p95;
        worstP95 = std::max(worstP95, c.p95);
        double &worstOfItsSort = k.accountWide ? worstAccountP95 : worstSingleP95;
        worstOfItsSort = std::max(worstOfItsSort, c.p95);
        QJsonObject entry = c.toJson();
        entry.insert(u"account_wide"_s, k.accountWide);
        entry.insert(u"libpq"_s, b.toJson());
        perKind.insert(QString::fromLatin1(k.name), entry);
    }
    return { { u"p95_ms"_s, rounded(worstP95) },
             { u"single_id_p95_ms"_s, rounded(worstSingleP95) },
             { u"account_wide_p95_ms"_s, rounded(worstAccountP95) },
             { u"kinds"_s, perKind },
             { u"lookups"_s, s.asked },
             { u"found"_s, s.found },
             { u"failures"_s, s.failures },
             { u"worst_kind_libpq_p95_ms"_s, rounded(worstLibpqP95) },
             { u"libpq_failures"_s, s.bareFailures },
             { u"console_indexes"_s, schema.tasksMessageIdIndex },
             { u"account_wide_trails"_s,
               o.accountWideTrails > 0 ? o.accountWideTrails : LookupQuery::AccountWideTrails } };
}

} // namespace

QJsonObject runLookupBench(const LookupBenchOptions &o, QString *error)
{
    BareConnection bare(o.dsn);
    if (!bare.ok()) {
        *error = bare.error();
        return {};
    }
    const QList<KindSamples> kinds = pickSamples(bare, o.samplesPerKind, error);
    if (kinds.isEmpty())
        return {};
    DbClient client;
    LookupSchema schema;
    if (!startProbedClient(client, o.dsn, &schema, error))
        return {};
    LookupRig rig(bare, client, schema, o.accountWideTrails);
    LookupSamples samples(kinds.size());
    // The kinds take turns, one identifier each, a pause apart: a lookup is something an
    // operator asks for, seconds apart, not a hundred a second; and whatever the machine does
    // for a second (a checkpoint, the simulator's outage, autovacuum) falls on every kind
    // alike instead of on whichever kind it was looking up then, whose p95 it would be.
    qsizetype rounds = 0;
    for (const KindSamples &k : kinds)
        rounds = std::max(rounds, k.values.size());
    int sample = 0;
    for (qsizetype i = 0; i < rounds; ++i) {
        for (qsizetype ki = 0; ki < kinds.size(); ++ki) {
            if (i >= kinds[ki].values.size())
                continue;
            runEventLoopFor(o.pauseMs);
            const bool bareFirst = (sample++ % 2) == 1;
            lookUpOnce(rig, kinds[ki], kinds[ki].values[i], bareFirst, ki, samples);
        }
    }
    return { { u"lookup_"_s + o.label, lookupJson(kinds, samples, schema, o) } };
}
