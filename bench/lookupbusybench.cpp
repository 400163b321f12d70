#include "bench/lookupbusybench.h"

#include "bench/bareconnection.h"
#include "bench/consoleharness.h"
#include "bench/stats.h"
#include "db/dbclient.h"
#include "db/lookup/lookupquery.h"
#include "models/poller.h"

#include <QElapsedTimer>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

struct Sample
{
    LookupKind kind;
    QString value;
};

// Accounts, monitors and contacts of recent tasks, taking turns: the lookups that read the
// most, and so the ones a poll in front of them delays the least in proportion.
QList<Sample> pickSamples(BareConnection &bare, int n, QString *error)
{
    const auto rows = bare.query(
        u"SELECT account_id, monitor_id, contact_id FROM tasks"
        " WHERE account_id IS NOT NULL AND monitor_id IS NOT NULL AND contact_id IS NOT NULL"
        " AND created_at > now() - interval '6 days' ORDER BY hashint8(id) LIMIT $1"_s,
        { QString::number(n) });
    if (!rows || rows->isEmpty()) {
        *error
            = u"could not pick identifiers: %1"_s.arg(rows ? u"no recent tasks"_s : bare.error());
        return {};
    }
    constexpr LookupKind Kinds[]
        = { LookupKind::AccountId, LookupKind::MonitorId, LookupKind::ContactId };
    QList<Sample> out;
    for (qsizetype i = 0; out.size() < n * 2; ++i) {
        const QStringList &row = rows->at(i % rows->size());
        out.append({ Kinds[i % 3], row[i % 3] });
    }
    return out;
}

// The console polling its dashboard, and what a lookup asked during a poll goes through.
struct BusyRig
{
    explicit BusyRig(ConsoleHarness &console)
        : poller(console.session()->poller()), client(console.session()->client())
    {
    }
    Poller *poller;
    DbClient *client;
    LookupSchema schema;
    QObject context; // the lookups' answers are delivered to it
    std::optional<DbReply> reply;
};

// Times one lookup asked the moment a poll cycle has been handed to the DB thread, as an
// operator's lookup meets a poll in flight; on the polls' connection when `onRead`, else on
// the lookups' own. -1 when it failed.
double lookUpDuringPoll(BusyRig &rig, const Sample &s, bool onRead)
{
    const lookup::ParsedInput parsed = lookup::parseAs(s.kind, s.value);
    if (!parsed.ok())
        return -1;
    DbJob job = lookup::lookupJob(parsed.query(s.kind), rig.schema);
    if (onRead)
        job.route = JobRoute::Read;
    Poller *poller = rig.poller;
    if (!waitUntil([poller] { return !poller->cycleInFlight(); }, 60000))
        return -1;
    rig.reply.reset();
    QElapsedTimer t;
    qint64 doneNs = 0;
    bool asked = false;
    const auto submit = [&] {
        t.start();
        rig.client->submit(job, &rig.context, [&rig, &doneNs, &t](const DbReply &r) {
            doneNs = t.nsecsElapsed();
            rig.reply = r;
        });
    };
    const QMetaObject::Connection sent
        = QObject::connect(poller, &Poller::cycleSent, &rig.context, [&] {
              if (asked)
                  return;
              asked = true;
              // cycleSent comes just before the poll's submit: the lookup goes right after it.
              QMetaObject::invokeMethod(&rig.context, submit, Qt::QueuedConnection);
          });
    poller->pollNow();
    const bool answered = waitUntil([&rig] { return rig.reply.has_value(); }, 60000);
    QObject::disconnect(sent);
    if (!answered || rig.reply->error.isError()
        || rig.reply->value.value<LookupResult>().error.isError())
        return -1;
    return double(doneNs) / 1e6;
}

} // namespace

QJsonObject runLookupBusyBench(const LookupBusyBenchOptions &o, QString *error)
{
    BareConnection bare(o.dsn);
    if (!bare.ok()) {
        *error = bare.error();
        return {};
    }
    const QList<Sample> samples = pickSamples(bare, o.samples, error);
    if (samples.isEmpty())
        return {};
    ConsoleHarness console;
    if (!console.start(o.dsn, ConsoleView::Dashboard, Poller::DefaultIntervalMs / 1000, error))
        return {};
    // What the console's own schema probe found, as its lookup view uses it.
    ConsoleSession *session = console.session();
    if (!waitUntil([session] { return session->schema().probed; }, 60000)) {
        *error = u"the console's schema probe did not answer"_s;
        return {};
    }
    BusyRig rig(console);
    rig.schema = lookup::schemaFrom(session->schema());
    // Each connection plans the lookup's statements at its first lookup (and the lookup's own
    // connection opens then): not what is measured here.
    lookUpDuringPoll(rig, samples.front(), false);
    lookUpDuringPoll(rig, samples.front(), true);
    QList<double> ownMs, readMs, pollMs;
    int failures = 0;
    QObject::connect(rig.poller, &Poller::cycleFinished, &rig.context,
                     [&pollMs](bool ok, qint64 latencyUs) {
                         if (ok)
                             pollMs.append(double(latencyUs) / 1000.0);
                     });
    for (qsizetype i = 0; i < samples.size(); ++i) {
        runEventLoopFor(o.pauseMs);
        const bool onRead = i % 2 == 1;
        const double ms = lookUpDuringPoll(rig, samples[i], onRead);
        if (ms < 0)
            ++failures;
        else
            (onRead ? readMs : ownMs).append(ms);
    }
    QJsonObject out { { u"own_connection"_s, summarize(ownMs).toJson() },
                      { u"read_connection"_s, summarize(readMs).toJson() },
                      { u"kinds"_s, u"account, monitor, contact in turn"_s },
                      { u"view_polled"_s, u"dashboard"_s },
                      { u"poll_cycle_ms"_s, summarize(pollMs).toJson() },
                      { u"failures"_s, failures } };
    return { { u"lookup_while_polling"_s, out } };
}
