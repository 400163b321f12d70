#include "db/queries/watchquery.h"

#include "db/actions/action.h"
#include "db/feedlock.h"
#include "db/pgresultview.h"
#include "db/schemarequirements.h"
#include "db/sqlbuilder.h"

#include <array>

using namespace Qt::StringLiterals;

namespace {

using Kind = WatchTarget::Kind;

// The columns every branch answers, in this order (a branch leaves NULL what its kind lacks).
enum Column {
    KindCol, // 1 task, 2 message, 3 device, 4 sink, 5 batch
    Index, // the watch's place in its kind's array, from 1
    Found,
    State,
    TaskId,
    Attempts,
    Replays,
    DeliveryId,
    DeliveryStatus,
    WorkerId,
    ProviderResponse,
    Error,
    At,
    Replayed,
    Owed,
    Acked,
    NewestOwedAt,
    Position,
    LeaseExpiresAt,
    LeaseLive,
    LockPid,
    DeviceLabel,
    Platform,
    // Batch: its counts (BatchCounts, in its order)
    BatchTotal,
    BatchDelivered,
    BatchDiedAgain,
    BatchPending,
    BatchNotReplayed,
    BatchDeadNotReplayed,
    BatchMissing,
};

// What the branches of the other kinds answer for a batch's counts.
constexpr char NoBatch[] = ", NULL::int8, NULL::int8, NULL::int8, NULL::int8, NULL::int8,"
                           " NULL::int8, NULL::int8";

// The last task of a watched task's replay chain: each dead task is replayed at most once
// (task_replays.original_task_id is unique), so the chain is a line; 16 links at most.
constexpr char ReplayChain[]
    = " LEFT JOIN LATERAL (WITH RECURSIVE chain(id, depth) AS (SELECT w.id, 0 UNION ALL"
      " SELECT r.requeued_task_id, c.depth + 1 FROM chain c"
      " JOIN task_replays r ON r.original_task_id = c.id"
      " WHERE c.depth < 16 AND r.requeued_task_id IS NOT NULL)"
      " SELECT id, depth FROM chain ORDER BY depth DESC LIMIT 1) l ON true";

// The attempt that says most of a task or a message: a delivered one, else the newest.
constexpr char BestAttemptOrder[]
    = " ORDER BY (x.status IS NOT DISTINCT FROM 'delivered') DESC, x.id DESC LIMIT 1) d ON true";

void addTaskBranch(SqlBuilder &sql, const QList<qint64> &ids, bool replaysReadable)
{
    sql.add("SELECT 1::int8, w.i, t.id IS NOT NULL, t.state::text, t.id, t.attempts,");
    if (replaysReadable)
        sql.add(" l.depth::int8,");
    else
        sql.add(" 0::int8,");
    sql.add(" d.id, d.status::text, d.worker_id::text, left(d.provider_response, 2000),"
            " left(coalesce(d.error, t.last_error), 500), coalesce(d.created_at, t.updated_at),");
    if (replaysReadable)
        sql.add(" r.requeued_task_id IS NOT NULL,");
    else
        sql.add(" false,");
    sql.add(" NULL::int8, NULL::int8, NULL::timestamptz, NULL::int8, NULL::int8, NULL::bool,"
            " NULL::int8, NULL::text, NULL::text");
    sql.add(NoBatch);
    sql.add(" FROM unnest($?::int8[]) WITH ORDINALITY w(id, i)", { sqlparam::ofIntArray(ids) });
    if (replaysReadable) {
        sql.add(ReplayChain);
        sql.add(" LEFT JOIN tasks t ON t.id = l.id"
                " LEFT JOIN task_replays r ON r.original_task_id = t.id");
    } else {
        sql.add(" LEFT JOIN tasks t ON t.id = w.id");
    }
    sql.add(" LEFT JOIN LATERAL (SELECT x.* FROM notification_deliveries x WHERE x.task_id = t.id");
    sql.add(BestAttemptOrder);
}

void addMessageBranch(SqlBuilder &sql, const QList<qint64> &ids, bool replaysReadable)
{
    sql.add("SELECT 2::int8, w.i, n.attempts > 0, t.state::text, d.task_id, n.attempts,"
            " NULL::int8, d.id, d.status::text, d.worker_id::text, left(d.provider_response, 2000),"
            " left(d.error, 500), d.created_at,");
    if (replaysReadable)
        sql.add(" r.requeued_task_id IS NOT NULL,");
    else
        sql.add(" false,");
    sql.add(" NULL::int8, NULL::int8, NULL::timestamptz, NULL::int8, NULL::int8, NULL::bool,"
            " NULL::int8, NULL::text, NULL::text");
    sql.add(NoBatch);
    sql.add(
        " FROM unnest($?::int8[]) WITH ORDINALITY w(id, i)"
        " LEFT JOIN LATERAL (SELECT count(*) AS attempts FROM notification_deliveries x"
        " WHERE x.message_id = w.id) n ON true"
        " LEFT JOIN LATERAL (SELECT x.* FROM notification_deliveries x WHERE x.message_id = w.id",
        { sqlparam::ofIntArray(ids) });
    sql.add(BestAttemptOrder);
    sql.add(" LEFT JOIN tasks t ON t.id = d.task_id");
    if (replaysReadable)
        sql.add(" LEFT JOIN task_replays r ON r.original_task_id = t.id");
}

// A device's rows of the ledger up to the baseline (`upto`, empty on the first read); every
// device owing the alert when `sub` is empty. The subscriptions looked at are the device's, or
// every one owing the alert: one of them disabled will never ack.
void addDeviceBranch(SqlBuilder &sql, const QStringList &alerts, const QStringList &subs,
                     const QStringList &upto)
{
    sql.add(
        "SELECT 3::int8, w.i, CASE WHEN w.sub <> '' THEN s.n > 0 ELSE EXISTS (SELECT 1"
        " FROM alarm.alerts a WHERE a.id = w.alert::uuid) END,"
        " CASE WHEN s.enabled IS FALSE THEN 'disabled' ELSE 'enabled' END, NULL::int8, NULL::int8,"
        " NULL::int8, NULL::int8, NULL::text, NULL::text, NULL::text, NULL::text, p.last_ack,"
        " false, p.owed, p.acked, p.newest, NULL::int8, NULL::int8, NULL::bool, NULL::int8,"
        " CASE WHEN w.sub <> '' THEN s.label END, CASE WHEN w.sub <> '' THEN s.platform END");
    sql.add(NoBatch);
    sql.add(
        " FROM unnest($?::text[], $?::text[], $?::text[]) WITH ORDINALITY w(alert, sub, upto, i)"
        " LEFT JOIN LATERAL (SELECT"
        " count(*) FILTER (WHERE d.acked_at IS NULL AND (w.upto = ''"
        " OR d.created_at <= w.upto::timestamptz)) AS owed,"
        " count(*) FILTER (WHERE d.acked_at IS NOT NULL AND (w.upto = ''"
        " OR d.created_at <= w.upto::timestamptz)) AS acked,"
        " max(d.acked_at) AS last_ack, max(d.created_at) AS newest"
        " FROM alarm.alarm_deliveries d WHERE d.alert_id = w.alert::uuid"
        " AND (w.sub = '' OR d.subscription_id = nullif(w.sub, '')::uuid)) p ON true"
        " LEFT JOIN LATERAL (SELECT bool_and(x.enabled) AS enabled, count(*) AS n,"
        " max(x.device_label) AS label, max(x.platform) AS platform"
        " FROM alarm.subscriptions x WHERE x.id = ANY (CASE WHEN w.sub <> ''"
        " THEN ARRAY[nullif(w.sub, '')::uuid] ELSE ARRAY(SELECT DISTINCT d.subscription_id"
        " FROM alarm.alarm_deliveries d WHERE d.alert_id = w.alert::uuid"
        " AND d.acked_at IS NULL) END)) s ON true",
        { sqlparam::ofTextArray(alerts), sqlparam::ofTextArray(subs),
          sqlparam::ofTextArray(upto) });
}

// A sink's cursor row; live when its lease row has not expired (lease_expires_at is in
// milliseconds since 1970, the server's clock) or, in advisory mode, when its lock is held.
void addSinkBranch(SqlBuilder &sql, const FeedTable &feed, const QStringList &feeds,
                   const QStringList &sinks)
{
    sql.add("SELECT 4::int8, w.i, c.feed IS NOT NULL, c.lease_holder::text, NULL::int8,"
            " NULL::int8, NULL::int8, NULL::int8, NULL::text, NULL::text, NULL::text, NULL::text,"
            " c.updated_at, false, NULL::int8, NULL::int8, NULL::timestamptz, c.position::int8,"
            " c.lease_expires_at::int8, (c.lease_holder IS NOT NULL AND c.lease_expires_at >"
            " (extract(epoch FROM now()) * 1000)::int8) OR k.pid IS NOT NULL, k.pid::int8,"
            " NULL::text, NULL::text");
    sql.add(NoBatch);
    sql.add(" FROM unnest($?::text[], $?::text[]) WITH ORDINALITY w(feed, sink, i) LEFT JOIN ",
            { sqlparam::ofTextArray(feeds), sqlparam::ofTextArray(sinks) });
    sql.addIdentifier(feed.schema).add(".").addIdentifier(feed.tableName());
    sql.add(" c ON c.feed = w.feed AND c.sink = w.sink"
            " LEFT JOIN LATERAL (SELECT l.pid FROM pg_locks l WHERE c.lease_expires_at IS NULL"
            " AND l.locktype = 'advisory' AND l.objsubid = 1 AND l.granted"
            " AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            " AND ((l.classid::int8 << 32) | l.objid::int8) = hashtextextended(");
    sql.add(feedlock::NameSqlOfCursorRow, { sqlparam::of(feed.schema), sqlparam::of(feed.prefix) });
    sql.add(", 0) LIMIT 1) k ON true");
}

// Every pending batch's members in two arrays of one length (the batch's place among the
// batches, from 1, and an original task): one row per original, followed down its replay chain
// as a task watch's is, and counted per batch where the chain ends. Reads tasks by id and
// task_replays by original_task_id only, so its cost follows the number of members.
void addBatchBranch(SqlBuilder &sql, const QList<qint64> &batchOf, const QList<qint64> &ids)
{
    sql.add("SELECT 5::int8, b.i, b.found > 0, NULL::text, b.died, NULL::int8, NULL::int8,"
            " NULL::int8, NULL::text, NULL::text, NULL::text, NULL::text, NULL::timestamptz,"
            " b.replayed > 0, NULL::int8, NULL::int8, NULL::timestamptz, NULL::int8, NULL::int8,"
            " NULL::bool, NULL::int8, NULL::text, NULL::text, b.total, b.delivered, b.died_again,"
            " b.pending, b.not_replayed, b.dead_not_replayed, b.missing FROM (SELECT w.i,"
            " count(*) AS total, count(t.id) AS found,"
            " count(*) FILTER (WHERE l.depth > 0) AS replayed,"
            " count(*) FILTER (WHERE l.depth > 0 AND t.state::text = 'succeeded') AS delivered,"
            " count(*) FILTER (WHERE l.depth > 0 AND t.state::text IN ('dead', 'failed_perm'))"
            " AS died_again,"
            " min(t.id) FILTER (WHERE l.depth > 0 AND t.state::text IN ('dead', 'failed_perm'))"
            " AS died,"
            " count(*) FILTER (WHERE l.depth > 0 AND t.id IS NOT NULL AND t.state::text NOT IN"
            " ('succeeded', 'dead', 'failed_perm')) AS pending,"
            " count(*) FILTER (WHERE l.depth = 0 AND t.id IS NOT NULL) AS not_replayed,"
            " count(*) FILTER (WHERE l.depth = 0 AND t.state::text IN ('dead', 'failed_perm'))"
            " AS dead_not_replayed,"
            " count(*) FILTER (WHERE t.id IS NULL) AS missing"
            " FROM unnest($?::int8[], $?::int8[]) w(i, id)",
            { sqlparam::ofIntArray(batchOf), sqlparam::ofIntArray(ids) });
    sql.add(ReplayChain);
    sql.add(" LEFT JOIN tasks t ON t.id = l.id GROUP BY w.i) b");
}

// The pending watches of each kind, in the order their branch numbers them.
struct Batch
{
    QList<qint64> taskIds, taskWatches;
    QList<qint64> messageIds, messageWatches;
    QStringList alerts, subs, upto;
    QList<qint64> deviceWatches;
    QStringList feeds, sinks;
    QList<qint64> sinkWatches;
    QList<qint64> batchOf, batchMembers; // one entry per member: its batch's place, from 1
    QList<qint64> batchWatches;
};

Batch batchOf(const QList<Watch> &watches, const std::function<bool(Kind)> &readable)
{
    Batch b;
    for (const Watch &w : watches) {
        if (w.finished() || !readable(w.target.kind))
            continue;
        switch (w.target.kind) {
        case Kind::Task:
            b.taskIds.append(w.target.id);
            b.taskWatches.append(w.id);
            break;
        case Kind::Message:
            b.messageIds.append(w.target.id);
            b.messageWatches.append(w.id);
            break;
        case Kind::Device:
            b.alerts.append(w.target.alertId);
            b.subs.append(w.target.subscriptionId.isNull() ? u""_s : w.target.subscriptionId);
            b.upto.append(w.baselineUs ? QString::fromLatin1(formatTimestampUtc(*w.baselineUs))
                                       : u""_s);
            b.deviceWatches.append(w.id);
            break;
        case Kind::SinkLease:
            b.feeds.append(w.target.feed);
            b.sinks.append(w.target.sink);
            b.sinkWatches.append(w.id);
            break;
        case Kind::Batch:
            if (w.target.taskIds.isEmpty())
                break; // nothing to read: it stays unread
            b.batchWatches.append(w.id);
            for (qint64 id : w.target.taskIds) {
                b.batchOf.append(b.batchWatches.size());
                b.batchMembers.append(id);
            }
            break;
        }
    }
    return b;
}

WatchObservation observationAt(const PgResultView &v, int row)
{
    WatchObservation o;
    o.found = v.boolean(row, Found).value_or(false);
    o.state = v.text(row, State);
    o.taskId = v.int64(row, TaskId);
    o.attempts = v.int64(row, Attempts);
    o.replays = v.int64(row, Replays);
    o.deliveryId = v.int64(row, DeliveryId);
    o.deliveryStatus = v.text(row, DeliveryStatus);
    o.workerId = v.text(row, WorkerId);
    o.providerResponse = v.text(row, ProviderResponse);
    o.error = v.text(row, Error);
    o.at = v.timestamp(row, At);
    o.replayed = v.boolean(row, Replayed).value_or(false);
    o.owed = v.int64(row, Owed);
    o.acked = v.int64(row, Acked);
    o.newestOwedAt = v.timestamp(row, NewestOwedAt);
    o.position = v.int64(row, Position);
    o.leaseExpiresAtMs = v.int64(row, LeaseExpiresAt);
    o.leaseLive = v.boolean(row, LeaseLive).value_or(false);
    o.lockPid = v.int64(row, LockPid);
    o.deviceLabel = v.text(row, DeviceLabel);
    o.platform = v.text(row, Platform);
    if (v.int64(row, KindCol) == 5) {
        BatchCounts c;
        c.total = v.int64(row, BatchTotal).value_or(0);
        c.delivered = v.int64(row, BatchDelivered).value_or(0);
        c.diedAgain = v.int64(row, BatchDiedAgain).value_or(0);
        c.pending = v.int64(row, BatchPending).value_or(0);
        c.notReplayed = v.int64(row, BatchNotReplayed).value_or(0);
        c.deadNotReplayed = v.int64(row, BatchDeadNotReplayed).value_or(0);
        c.missing = v.int64(row, BatchMissing).value_or(0);
        o.batch = c;
    }
    return o;
}

} // namespace

namespace watchquery {

QString unreadableReason(Kind kind, const SchemaInfo &schema, const FeedTable &feed)
{
    if (!schema.probed)
        return {};
    QList<Requirement> needs;
    switch (kind) {
    case Kind::Task:
    case Kind::Message:
        needs = requirements::deliveries();
        needs.append({ u"tasks"_s,
                       { u"id"_s, u"state"_s, u"attempts"_s, u"last_error"_s, u"updated_at"_s } });
        break;
    case Kind::Device:
        needs = { { u"alarm.alarm_deliveries"_s, { u"alert_id"_s, u"acked_at"_s } },
                  { u"alarm.subscriptions"_s, { u"enabled"_s, u"device_label"_s, u"platform"_s } },
                  { u"alarm.alerts"_s, { u"id"_s } } };
        break;
    case Kind::SinkLease:
        needs = requirements::sinkLeases(feed);
        break;
    case Kind::Batch:
        needs = requirements::replays();
        needs.append({ u"tasks"_s, { u"id"_s, u"state"_s } });
        break;
    }
    return schema.unmet(needs).join(u"; "_s);
}

DbJob job(const QList<Watch> &watches, const SchemaInfo &schema, const FeedTable &feed)
{
    // Once per kind, not per watch: this runs on the GUI thread at every poll.
    std::array<QString, 5> why; // by Kind
    for (Kind kind : { Kind::Task, Kind::Message, Kind::Device, Kind::SinkLease, Kind::Batch })
        why[size_t(kind)] = unreadableReason(kind, schema, feed);
    const auto readable = [&why](Kind kind) {
        return why[size_t(kind)].isEmpty();
    };
    QHash<qint64, QString> unreadable;
    for (const Watch &w : watches) {
        if (!w.finished() && !readable(w.target.kind))
            unreadable.insert(w.id, why[size_t(w.target.kind)]);
    }
    const Batch b = batchOf(watches, readable);
    const bool replays = !schema.probed || schema.unmet(requirements::replays()).isEmpty();

    SqlBuilder sql("SELECT * FROM (");
    bool first = true;
    const auto next = [&] {
        if (!first)
            sql.add(" UNION ALL ");
        first = false;
    };
    if (!b.taskIds.isEmpty())
        next(), addTaskBranch(sql, b.taskIds, replays);
    if (!b.messageIds.isEmpty())
        next(), addMessageBranch(sql, b.messageIds, replays);
    if (!b.alerts.isEmpty())
        next(), addDeviceBranch(sql, b.alerts, b.subs, b.upto);
    if (!b.feeds.isEmpty())
        next(), addSinkBranch(sql, feed, b.feeds, b.sinks);
    if (!b.batchWatches.isEmpty())
        next(), addBatchBranch(sql, b.batchOf, b.batchMembers);
    if (first) // nothing readable is pending: a statement that reads nothing
        sql.add("SELECT NULL::int8 WHERE false");
    sql.add(") watched");

    DbJob job;
    job.label = u"watches"_s;
    // A batch of thousands of tasks costs the planner enough to pass jit_above_cost, and JIT's
    // compiling takes ten times what the read does (0.4 s against 30 ms for 3,000 tasks): off,
    // for this transaction only (so also behind a pooler), as the lookup turns it off.
    if (!b.batchWatches.isEmpty())
        job.statements.append(
            SqlStatement { QByteArrayLiteral("SELECT set_config('jit', 'off', true)"), {}, false });
    job.statements.append(sql.statement());
    const int at = int(job.statements.size()) - 1;
    job.decode = [b, unreadable, at](const JobResults &r) {
        WatchReadings readings;
        readings.unreadable = unreadable;
        const PgResultView v = r.view(at);
        const QList<qint64> *byKind[] = { &b.taskWatches, &b.messageWatches, &b.deviceWatches,
                                          &b.sinkWatches, &b.batchWatches };
        for (int row = 0; row < v.rowCount(); ++row) {
            const qint64 kind = v.int64(row, KindCol).value_or(0);
            const qint64 index = v.int64(row, Index).value_or(0);
            if (kind < 1 || kind > 5 || index < 1 || index > byKind[kind - 1]->size())
                continue;
            readings.seen.insert(byKind[kind - 1]->at(index - 1), observationAt(v, row));
        }
        return QVariant::fromValue(readings);
    };
    return job;
}

DbJob beforeAction(const DbJob &action, const WatchTarget &target, const SchemaInfo &schema,
                   const FeedTable &feed)
{
    if (!action.decode || !action.parts.isEmpty() || !action.decodeFailures)
        return action;
    Watch w;
    w.id = 1;
    w.target = target;
    const DbJob read = job({ w }, schema, feed);
    if (read.statements.isEmpty())
        return action;
    DbJob both = action;
    QList<SqlStatement> reads = read.statements;
    reads.last().endsTransaction = true; // its failure is its own: the action runs regardless
    both.statements = reads + both.statements;
    const auto readDecode = read.decode;
    const auto actionDecode = action.decode;
    const int readStatements = int(reads.size());
    const int actionStatements = int(action.statements.size());
    both.decode = [readDecode, actionDecode, readStatements,
                   actionStatements](const JobResults &r) {
        QVariant value = actionDecode(r.slice(readStatements, actionStatements));
        const bool many = value.canConvert<QList<ActionOutcome>>();
        if ((!many && !value.canConvert<ActionOutcome>()) || !r.ok(readStatements - 1))
            return value;
        const WatchReadings before = readDecode(r.slice(0, readStatements)).value<WatchReadings>();
        if (!before.seen.contains(1))
            return value;
        if (many) {
            // A bulk replay: each of its outcomes carries the batch's before.
            QList<ActionOutcome> all = value.value<QList<ActionOutcome>>();
            for (ActionOutcome &o : all)
                o.before = before.seen.value(1);
            return QVariant::fromValue(all);
        }
        ActionOutcome o = value.value<ActionOutcome>();
        o.before = before.seen.value(1);
        return QVariant::fromValue(o);
    };
    return both;
}

} // namespace watchquery
