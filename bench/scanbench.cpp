#include "bench/scanbench.h"

#include "bench/bareconnection.h"
#include "bench/consoleharness.h"
#include "bench/stats.h"
#include "db/dbclient.h"
#include "db/lookup/lookupquery.h"
#include "db/lookup/taskscan.h"
#include "db/queries/schemaprobe.h"

#include <QElapsedTimer>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

// Message ids no producer writes: far above the simulator's, one per sampled task.
constexpr qint64 FreshMessageBase = 9000000000000LL;

struct Case
{
    const char *name;
    LookupKind kind;
    QStringList values;
};

// Tasks created in [from, to) ago, turned into never-attempted messages: each gets a message id
// that no attempt carries. Returns the new message ids.
QStringList neverAttempted(BareConnection &bare, const QString &from, const QString &to, int n)
{
    const auto rows = bare.query(
        u"UPDATE tasks t SET message_id = $3::int8 + t.id FROM (SELECT id FROM tasks"
        " WHERE created_at >= now() - $1::interval AND created_at < now() - $2::interval"
        " ORDER BY hashint8(id) LIMIT $4::int8) s WHERE t.id = s.id RETURNING t.message_id"_s,
        { from, to, QString::number(FreshMessageBase), QString::number(n) });
    QStringList out;
    if (rows) {
        for (const QStringList &row : *rows)
            out.append(row[0]);
    }
    return out;
}

QList<Case> pickCases(BareConnection &bare, int n, QString *error)
{
    QList<Case> cases { { "never_attempted_24h", LookupKind::MessageId,
                          neverAttempted(bare, u"24 hours"_s, u"1 hour"_s, n) },
                        { "never_attempted_week", LookupKind::MessageId,
                          neverAttempted(bare, u"7 days 1 hour"_s, u"6 days 23 hours"_s, n) },
                        { "absent", LookupKind::MessageId, {} },
                        { "text_email", LookupKind::Text, {} } };
    for (int i = 0; i < n; ++i)
        cases[2].values.append(QString::number(FreshMessageBase * 2 + i));
    const auto emails = bare.query(
        u"SELECT payload ->> 'to' FROM tasks WHERE payload ? 'to'"
        " AND created_at > now() - interval '24 hours' ORDER BY hashint8(id) LIMIT $1"_s,
        { QString::number(n) });
    if (emails) {
        for (const QStringList &row : *emails)
            cases[3].values.append(row[0]);
    }
    if (cases[0].values.isEmpty() || cases[1].values.isEmpty() || cases[3].values.isEmpty()) {
        *error = u"could not pick samples (a dataset of at least 8 days is needed): %1"_s.arg(
            bare.error());
        return {};
    }
    return cases;
}

struct Measured
{
    double totalMs = 0;
    double scanMs = 0;
    int slices = 0;
    double maxSliceMs = 0;
    bool found = false;
    bool complete = false;
    qint64 searched = 0;
    bool ok = false;
};

// One lookup as the console runs it: the scan's statements one at a time through the DB
// thread, then the lookup with what it found.
Measured measure(DbClient &client, const LookupQuery &asked, const LookupSchema &schema,
                 qint64 budgetMs)
{
    Measured m;
    QObject context;
    auto run = [&](const DbJob &job) {
        std::optional<DbReply> reply;
        client.submit(job, &context, [&reply](const DbReply &r) { reply = r; });
        waitUntil([&] { return reply.has_value(); }, 120000);
        return reply.value_or(DbReply {});
    };
    LookupQuery query = asked;
    QElapsedTimer total;
    total.start();
    if (lookup::needsScan(query, schema)) {
        lookup::TaskScan scan(query, budgetMs);
        while (!scan.finished()) {
            const qint64 before = total.nsecsElapsed();
            scan.apply(run(scan.nextJob()), total.elapsed());
            ++m.slices;
            m.maxSliceMs = std::max(m.maxSliceMs, double(total.nsecsElapsed() - before) / 1e6);
        }
        m.scanMs = double(total.nsecsElapsed()) / 1e6;
        query.scanned = scan.findings();
    }
    const DbReply reply = run(lookup::lookupJob(query, schema));
    m.totalMs = double(total.nsecsElapsed()) / 1e6;
    const auto result = reply.value.value<LookupResult>();
    m.ok = !reply.error.isError() && !result.error.isError();
    m.found = result.found();
    m.complete = result.coverage.complete();
    m.searched = result.coverage.tasksSearched;
    return m;
}

} // namespace

QJsonObject runScanBench(const ScanBenchOptions &o, QString *error)
{
    BareConnection bare(o.dsn);
    if (!bare.ok()) {
        *error = bare.error();
        return {};
    }
    const QList<Case> cases = pickCases(bare, o.samples, error);
    if (cases.isEmpty())
        return {};
    DbClient client;
    LookupSchema schema;
    if (!startProbedClient(client, o.dsn, &schema, error))
        return {};

    QJsonObject perCase;
    double maxOverrun = 0, maxSlice = 0;
    int failures = 0;
    for (const Case &c : cases) {
        QList<double> total, scan, searched;
        int found = 0, complete = 0;
        for (const QString &value : c.values) {
            runEventLoopFor(o.pauseMs);
            const lookup::ParsedInput parsed = lookup::parseAs(c.kind, value);
            if (!parsed.ok()) {
                ++failures;
                continue;
            }
            const Measured m = measure(client, parsed.query(c.kind), schema, o.budgetMs);
            if (!m.ok) {
                ++failures;
                continue;
            }
            total.append(m.totalMs);
            scan.append(m.scanMs);
            searched.append(double(m.searched));
            found += m.found ? 1 : 0;
            complete += m.complete ? 1 : 0;
            maxOverrun = std::max(maxOverrun, m.scanMs - double(o.budgetMs));
            maxSlice = std::max(maxSlice, m.maxSliceMs);
        }
        QJsonObject entry = summarize(total).toJson();
        entry.insert(u"scan"_s, summarize(scan).toJson());
        entry.insert(u"tasks_searched_p50"_s, summarize(searched).p50);
        entry.insert(u"found"_s, found);
        entry.insert(u"complete"_s, complete);
        perCase.insert(QString::fromLatin1(c.name), entry);
    }
    const auto tasks = bare.query(u"SELECT count(*) FROM tasks"_s);
    return { { u"lookup_scan"_s,
               QJsonObject {
                   { u"cases"_s, perCase },
                   { u"budget_ms"_s, o.budgetMs },
                   { u"max_overrun_ms"_s, rounded(std::max(0.0, maxOverrun)) },
                   { u"max_slice_ms"_s, rounded(maxSlice) },
                   { u"failures"_s, failures },
                   { u"console_indexes"_s, schema.tasksMessageIdIndex },
                   { u"tasks"_s, tasks ? tasks->value(0).value(0).toLongLong() : 0 } } } };
}
