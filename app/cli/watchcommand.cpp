// `poolscope watch`: follows one target to its outcome from the command line (docs/watch.md)
// and prints the proof. The same rules and the same one-statement read as the console's watch
// list (watchrules, watchquery); the CLI polls on its own main thread, there being no window.
#include "app/cli/actioncli.h"
#include "app/cli/clisession.h"
#include "app/cli/commands.h"
#include "app/cli/watchjson.h"
#include "app/journalacks.h"
#include "core/watch/watchproof.h"
#include "core/watch/watchrules.h"
#include "db/actions/ackdeliveries.h"
#include "db/actions/replay.h"
#include "db/actions/sinkleaseactions.h"
#include "db/queries/schemaprobe.h"
#include "db/queries/watchdevices.h"
#include "db/queries/watchquery.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRegularExpression>
#include <QTimer>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

using Kind = WatchTarget::Kind;

const QString Synopsis
    = u"watch [--dsn DSN] (--message N | --task N | --alert UUID [--device LABEL] |"
      " --sink FEED/SINK |\n"
      "         --batch ACTION-ID)\n"
      "         [--until delivered|acked|leased|changed] [--timeout 10m] [--interval 2s]\n"
      "         [--format text|json|markdown]"_s;

constexpr qint64 DefaultTimeoutMs = 10 * 60 * 1000;
constexpr qint64 MaxTimeoutMs = 7LL * 24 * 3600 * 1000;
constexpr qint64 DefaultIntervalMs = 2000;
constexpr qint64 MinIntervalMs = 100;
constexpr qint64 MaxIntervalMs = 3600 * 1000;
// How long a lost connection may take to come back before the watch gives up (exit 3): the
// worker retries with a backoff capped at 4 s, so several attempts. Never past the timeout.
constexpr qint64 ReconnectBudgetMs = 30 * 1000;
// How far back this computer's journal is searched for the action that started the watch.
constexpr qint64 JournalWindowMs = 24LL * 3600 * 1000;

// What the command line asks.
struct WatchRequest
{
    WatchTarget target;
    WatchGoal goal = WatchGoal::Delivered;
    qint64 timeoutMs = DefaultTimeoutMs;
    qint64 intervalMs = DefaultIntervalMs;
    QString device; // --device, resolved against the alert's subscriptions once connected
    QString format;
};

qint64 nowUs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1000;
}

// The formats end with a newline of their own; written as UTF-8 whatever the locale.
void print(const QByteArray &utf8)
{
    std::fwrite(utf8.constData(), 1, static_cast<size_t>(utf8.size()), stdout);
    std::fflush(stdout);
}

int usage(const QString &why)
{
    CliSession::err(u"poolscope watch: "_s + why);
    CliSession::err(u"usage: poolscope "_s + Synopsis);
    return CliSession::Usage;
}

// "30s", "10m", "2h", "500ms", or plain seconds: milliseconds within [minMs, maxMs].
std::optional<qint64> parseSpan(const QString &text, qint64 minMs, qint64 maxMs)
{
    static const QRegularExpression re(u"^\\s*(\\d{1,9})\\s*(ms|s|m|h)?\\s*$"_s,
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QString unit = m.captured(2).toLower();
    const qint64 scale = unit == "ms"_L1 ? 1
        : unit == "m"_L1                 ? 60'000
        : unit == "h"_L1                 ? 3'600'000
                                         : 1000;
    const qint64 ms = m.captured(1).toLongLong() * scale;
    return ms >= minMs && ms <= maxMs ? std::optional<qint64>(ms) : std::nullopt;
}

// The target flags given: how many, the last one read into `req.target`.
int takeTarget(CliSession &s, WatchRequest &req)
{
    int given = 0;
    if (const auto v = s.take(u"--message"_s)) {
        ++given;
        if (const auto id = actioncli::positiveId(s, u"--message"_s, *v))
            req.target = WatchTarget::message(*id);
    }
    if (const auto v = s.take(u"--task"_s)) {
        ++given;
        if (const auto id = actioncli::positiveId(s, u"--task"_s, *v))
            req.target = WatchTarget::task(*id);
    }
    if (const auto v = s.take(u"--alert"_s)) {
        ++given;
        if (const auto id = actioncli::uuid(s, u"--alert"_s, *v))
            req.target = WatchTarget::device(*id, {}, {});
    }
    if (const auto v = s.take(u"--sink"_s)) {
        ++given;
        const qsizetype slash = v->indexOf(u'/');
        if (slash <= 0 || slash == v->size() - 1 || v->size() > 400)
            s.setUsageError(u"--sink takes FEED/SINK, not \"%1\""_s.arg(v->left(40)));
        else
            req.target = WatchTarget::sinkLease(v->left(slash), v->mid(slash + 1));
    }
    if (const auto v = s.take(u"--batch"_s)) {
        ++given;
        if (const auto id = actioncli::uuid(s, u"--batch"_s, *v))
            req.target = WatchTarget::batch(*id, {}); // its tasks: from the journal
    }
    return given;
}

// --until, --timeout, --interval and --format, after the target is known.
std::optional<int> readHow(const std::optional<QString> &until,
                           const std::optional<QString> &timeout,
                           const std::optional<QString> &interval, WatchRequest &req)
{
    req.goal = watchrules::defaultGoal(req.target.kind);
    if (until) {
        const auto goal = watchrules::goalFromName(until->trimmed().toLower());
        if (!goal)
            return usage(u"--until is delivered, acked, leased or changed, not \"%1\""_s.arg(
                until->left(40)));
        req.goal = *goal;
    }
    if (QString why; !watchrules::goalFits(req.target.kind, req.goal, &why))
        return usage(u"--until: "_s + why);
    if (timeout) {
        const auto ms = parseSpan(*timeout, 1000, MaxTimeoutMs);
        if (!ms)
            return usage(u"--timeout: a duration from 1s to 7 days like 30s, 10m or 2h (or"
                         " seconds), not \"%1\""_s.arg(timeout->left(40)));
        req.timeoutMs = *ms;
    }
    if (interval) {
        const auto ms = parseSpan(*interval, MinIntervalMs, MaxIntervalMs);
        if (!ms)
            return usage(u"--interval: a duration from 100ms to 1h like 500ms, 2s or 1m, not"
                         " \"%1\""_s.arg(interval->left(40)));
        req.intervalMs = *ms;
    }
    if (req.format != "text"_L1 && req.format != "json"_L1 && req.format != "markdown"_L1)
        return usage(u"--format is text, json or markdown"_s);
    return std::nullopt;
}

// Reads the arguments into `req`; an exit code when they do not make a watch.
std::optional<int> readRequest(CliSession &s, WatchRequest &req)
{
    const int given = takeTarget(s, req);
    const auto device = s.take(u"--device"_s);
    const auto until = s.take(u"--until"_s);
    const auto timeout = s.take(u"--timeout"_s);
    const auto interval = s.take(u"--interval"_s);
    s.noneLeft();
    if (!s.usageError().isEmpty())
        return usage(s.usageError());
    if (given == 0)
        return usage(u"say what to watch: one of --message, --task, --alert, --sink, --batch"_s);
    if (given > 1)
        return usage(u"watch one thing at a time: give only one of --message, --task, --alert,"
                     " --sink, --batch"_s);
    if (device) {
        if (req.target.kind != Kind::Device)
            return usage(u"--device goes with --alert"_s);
        if (device->trimmed().isEmpty() || device->size() > 200)
            return usage(u"--device takes a device label (or a subscription id)"_s);
        req.device = *device;
    }
    req.format = s.format();
    return readHow(until, timeout, interval, req);
}

// The schema, probed as the other commands probe it; none (said) when the target's tables
// cannot be read.
std::optional<SchemaInfo> probeSchema(CliSession &s, Kind kind)
{
    const DbReply probe = s.run(schemaprobe::job(s.feed()));
    if (probe.error.isError()) {
        CliSession::err(u"poolscope watch: could not read the schema: "_s + probe.error.summary());
        return std::nullopt;
    }
    const SchemaInfo schema = probe.value.value<SchemaInfo>();
    if (const QString why = watchquery::unreadableReason(kind, schema, s.feed()); !why.isEmpty()) {
        CliSession::err(
            u"poolscope watch: cannot watch a %1 here: %2"_s.arg(watchrules::kindName(kind), why));
        return std::nullopt;
    }
    return schema;
}

// The devices by label and subscription id, the first 20 of them.
QString devicesListed(const QList<AlertDevice> &devices)
{
    constexpr int Shown = 20;
    QStringList names;
    for (const AlertDevice &d : devices.mid(0, Shown))
        names.append(u"\"%1\" (%2%3)"_s.arg(d.label.isNull() ? u"(no label)"_s : d.label,
                                            d.subscriptionId,
                                            d.enabled ? QString() : u", disabled"_s));
    if (devices.size() > Shown)
        names.append(u"and %1 more"_s.arg(devices.size() - Shown));
    return names.isEmpty() ? u"it has no devices"_s : u"there are "_s + names.join(u", "_s);
}

// --device: the one subscription of the alert it names. An exit code when it names none
// (4) or several (2: name one by its subscription id).
std::optional<int> resolveDevice(CliSession &s, WatchRequest &req)
{
    const QString alert = req.target.alertId;
    const DbReply reply = s.run(watchdevices::job(alert));
    if (reply.error.isError()) {
        CliSession::err(u"poolscope watch: could not read the alert's devices: "_s
                        + reply.error.summary());
        return CliSession::Database;
    }
    const AlertDevices found = reply.value.value<AlertDevices>();
    if (!found.alertFound) {
        CliSession::err(u"poolscope watch: no alert %1"_s.arg(alert));
        return CliSession::NotFound;
    }
    const QList<AlertDevice> named = watchdevices::matching(found.devices, req.device);
    if (named.isEmpty()) {
        CliSession::err(u"poolscope watch: no device \"%1\" on alert %2; %3"_s.arg(
            req.device.left(60), alert, devicesListed(found.devices)));
        return CliSession::NotFound;
    }
    if (named.size() > 1) {
        CliSession::err(u"poolscope watch: %1 devices are called \"%2\" on alert %3: %4; name"
                        " one with --device SUBSCRIPTION-ID"_s.arg(named.size())
                            .arg(req.device.left(60), alert, devicesListed(named)));
        return CliSession::Usage;
    }
    req.target = WatchTarget::device(alert, named.first().subscriptionId,
                                     named.first().label.isNull() ? named.first().subscriptionId
                                                                  : named.first().label);
    return std::nullopt;
}

// The action this computer's journal holds on the target, on this database, in the last day:
// what the proof names as the action (a `replay` just run before `watch`, say).
std::optional<WatchAction> journaledAction(CliSession &s, const WatchTarget &t)
{
    // The journal names targets as the actions do (ActionOutcome::target).
    QString target;
    if (t.kind == Kind::Task)
        target = replayaction::target(t.id); // a release's is the same
    else if (t.kind == Kind::SinkLease)
        target = sinkleaseactions::target(t.feed, t.sink);
    else if (t.kind == Kind::Device)
        target = ackdeliveries::target({ { AlarmKey { t.alertId, {}, {} } } });
    else
        return std::nullopt;
    const ActionJournal journal;
    const databaseidentity::Defaults defaults = databaseidentity::fromEnvironment();
    const QString here = databaseidentity::of(s.client()->config().params, defaults).key();
    const QDateTime since = QDateTime::currentDateTimeUtc().addMSecs(-JournalWindowMs);
    for (const JournalEntry &e : journal.recent(200)) { // newest first
        if (e.target != target || here.isEmpty() || journalDatabaseOf(e, defaults) != here
            || !e.at.isValid() || e.at < since
            || (e.outcome != "done"_L1 && e.outcome != "already_done"_L1))
            continue;
        return WatchAction { e.action,
                             e.actionId,
                             e.operatorId,
                             e.reason,
                             e.outcome,
                             e.message,
                             e.at.toMSecsSinceEpoch() * 1000,
                             {},
                             {},
                             {},
                             {},
                             {} };
    }
    return std::nullopt;
}

// --batch: the bulk replay's tasks and what it answered, from this computer's journal (each
// replay of a batch is journaled under the batch's action id), on this database, in the last
// day. An exit code when the journal holds no such batch (4).
std::optional<int> resolveBatch(CliSession &s, WatchRequest &req, std::optional<WatchAction> &a)
{
    const ActionJournal journal;
    const databaseidentity::Defaults defaults = databaseidentity::fromEnvironment();
    const QString here = databaseidentity::of(s.client()->config().params, defaults).key();
    const QDateTime since = QDateTime::currentDateTimeUtc().addMSecs(-JournalWindowMs);
    QList<JournalEntry> entries;
    for (const JournalEntry &e : journal.recent(50000)) { // newest first
        if (e.actionId == req.target.actionId && e.action == "replay"_L1 && !here.isEmpty()
            && journalDatabaseOf(e, defaults) == here && e.at.isValid() && e.at >= since
            && e.target.startsWith(u"task:"_s))
            entries.prepend(e);
    }
    if (entries.isEmpty()) {
        CliSession::err(u"poolscope watch: no bulk replay %1 in this computer's journal of the"
                        " last 24 hours on this database"_s.arg(req.target.actionId));
        return CliSession::NotFound;
    }
    WatchAction action { u"replay"_s,
                         req.target.actionId,
                         entries.first().operatorId,
                         entries.first().reason,
                         u"done"_s,
                         {},
                         entries.first().at.toMSecsSinceEpoch() * 1000,
                         {},
                         {},
                         qint64(0),
                         qint64(0),
                         qint64(0) };
    for (const JournalEntry &e : std::as_const(entries)) {
        req.target.taskIds.append(e.target.mid(5).toLongLong());
        qint64 &count = e.outcome == "done"_L1 ? *action.changed
            : e.outcome == "already_done"_L1   ? *action.alreadyDone
                                               : *action.refused;
        ++count;
    }
    if (*action.changed == 0)
        action.outcome = *action.alreadyDone > 0 ? u"already_done"_s : u"refused"_s;
    a = action;
    return std::nullopt;
}

// Waits `ms` on the main thread's event loop (the DB thread's answers keep arriving).
void pause(qint64 ms)
{
    QEventLoop loop;
    QTimer::singleShot(std::chrono::milliseconds(qMax<qint64>(ms, 0)), &loop, &QEventLoop::quit);
    loop.exec();
}

// After a lost connection: true once the worker has it back, false when it gave up or took
// longer than ReconnectBudgetMs, or ran past the watch's timeout (at least a couple of
// retries, so a drop in the last second still gets its answer).
bool waitLive(CliSession &s, const Watch &w)
{
    const qint64 budgetMs
        = qBound<qint64>(2000, (w.expiresAtUs - nowUs()) / 1000, ReconnectBudgetMs);
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < budgetMs) {
        const auto phase = s.client()->status().phase;
        if (phase == ConnectionStatus::Phase::Live)
            return true;
        if (phase == ConnectionStatus::Phase::Failed)
            return false;
        pause(50);
    }
    return false;
}

// One read of the watch, applied. False (said on stderr) when the database cannot answer.
bool readOnce(CliSession &s, Watch &w, const SchemaInfo &schema)
{
    for (int attempt = 1;; ++attempt) {
        const DbReply reply = s.run(watchquery::job({ w }, schema, s.feed()));
        if (reply.error.isError()) {
            // The connection came back: read again at once (a few times, not forever).
            if (reply.error.isTransient() && attempt < 5) {
                CliSession::err(u"poolscope watch: %1; waiting for the connection"_s.arg(
                    reply.error.summary()));
                if (waitLive(s, w))
                    continue;
            }
            CliSession::err(u"poolscope watch: "_s + reply.error.summary());
            return false;
        }
        const WatchReadings readings = reply.value.value<WatchReadings>();
        if (readings.unreadable.contains(w.id)) {
            CliSession::err(u"poolscope watch: "_s + readings.unreadable.value(w.id));
            return false;
        }
        if (readings.seen.contains(w.id))
            watchrules::apply(w, readings.seen.value(w.id), nowUs());
        return true;
    }
}

// Polls until the watch reaches its goal, turns bad or expires; progress (each new state) on
// stderr in text mode. Database on a database error.
int follow(CliSession &s, Watch &w, const WatchRequest &req, const SchemaInfo &schema)
{
    QString shown;
    for (;;) {
        if (!readOnce(s, w, schema))
            return CliSession::Database;
        if (!w.finished())
            watchrules::expire(w, nowUs());
        if (req.format == "text"_L1 && watchrules::stateText(w) != shown) {
            shown = watchrules::stateText(w);
            CliSession::err(QDateTime::currentDateTime().toString(u"HH:mm:ss "_s)
                            + watchrules::outcomeLine(w));
        }
        switch (w.status) {
        case WatchStatus::Reached:
            return CliSession::Ok;
        case WatchStatus::Bad:
            return CliSession::TurnedBad;
        case WatchStatus::Expired:
            return CliSession::TimedOut;
        case WatchStatus::Pending:
            break;
        }
        // The last read falls on the expiry, not an interval past it.
        pause(qMin(req.intervalMs, (w.expiresAtUs - nowUs()) / 1000));
    }
}

int runWatch(CliSession &session)
{
    WatchRequest req;
    if (const auto failed = readRequest(session, req))
        return *failed;
    if (!session.connect())
        return CliSession::Database;
    const std::optional<SchemaInfo> schema = probeSchema(session, req.target.kind);
    if (!schema)
        return CliSession::Database;
    if (!req.device.isEmpty())
        if (const auto failed = resolveDevice(session, req))
            return *failed;
    std::optional<WatchAction> action;
    if (req.target.kind == Kind::Batch) {
        if (const auto failed = resolveBatch(session, req, action))
            return *failed;
    } else {
        action = journaledAction(session, req.target);
    }
    Watch w = watchrules::make(req.target, req.goal, nowUs(), req.timeoutMs * 1000);
    w.id = 1;
    w.action = action;
    const int code = follow(session, w, req, *schema);
    if (code == CliSession::Database)
        return code;
    if (req.format == "json"_L1)
        print(watchjson::json(w, code));
    else if (req.format == "markdown"_L1)
        print(watchproof::markdown(w).toUtf8());
    else
        print(watchproof::text(w).toUtf8());
    return code;
}

} // namespace

CliCommand watchCommand()
{
    return CliCommand {
        .name = u"watch"_s,
        .synopsis = Synopsis,
        .run = &runWatch,
        .options = { u"--message"_s, u"--task"_s, u"--alert"_s, u"--device"_s, u"--sink"_s,
                     u"--batch"_s, u"--until"_s, u"--timeout"_s, u"--interval"_s },
        .flags = {},
        .summary = u"Waits until one target reaches its outcome, then prints the proof."_s,
        .optionHelp = {
            { u"--message N"_s, u"a message: until delivered"_s },
            { u"--task N"_s, u"a task, following its replays: until delivered"_s },
            { u"--alert UUID"_s, u"an alert: until its devices acked what they owed"_s },
            { u"--device LABEL"_s, u"with --alert: only this device (a label or a subscription"
                                   " id)"_s },
            { u"--sink FEED/SINK"_s, u"a feed sink: until a live worker leases it"_s },
            { u"--batch ACTION-ID"_s, u"a bulk replay this computer ran (its action id in the"
                                      " journal): until every replay settled"_s },
            { u"--until GOAL"_s, u"delivered, acked, leased or changed (default: the target's)"_s },
            { u"--timeout DURATION"_s, u"give up after this long, 1s to 7 days (default 10m)"_s },
            { u"--interval DURATION"_s, u"read this often, 100ms to 1h (default 2s)"_s },
            { u"--format FORMAT"_s, u"the proof as text (default), json or markdown"_s },
        },
        .exitCodes = {
            { CliSession::Ok, u"reached: delivered, acked, leased or changed"_s },
            { CliSession::TimedOut, u"timed out: still waiting when --timeout ran out"_s },
            { CliSession::TurnedBad, u"turned bad: the replay died again, the device was disabled,"
                                     " the target does not exist, a batch settled with a replay"
                                     " that died again"_s },
            { CliSession::NotFound, u"no such alert, or no such device on it, or no such bulk"
                                    " replay in the journal"_s },
            { CliSession::Usage, u"bad usage or input (no target or two, a malformed id or"
                                 " connection string); nothing is read"_s },
            { CliSession::Database, u"a connection or database error, or a lost connection that"
                                    " did not come back"_s },
        },
    };
}
