// Decoding the lookup's rows into trails and alarm standing (lookuprows.h). Runs on the DB
// thread, next to the results.
#include "db/lookup/lookuprows.h"

#include <QHash>
#include <QSet>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace lookup::rows {

namespace {

struct MessageFacts
{
    qint64 attempts = 0;
    bool capped = false;
    bool delivered = false;
    bool partial = false;
    OptTime firstDelivered;
};

// Union-find over tasks and messages: a trail is what replays, attempts and message ids join.
class Groups
{
public:
    int task(qint64 id) { return node(m_tasks, id); }
    int message(qint64 id) { return node(m_messages, id); }
    void join(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            m_parent[qMax(a, b)] = qMin(a, b);
    }
    int find(int n)
    {
        while (m_parent[n] != n)
            n = m_parent[n] = m_parent[m_parent[n]];
        return n;
    }

private:
    int node(QHash<qint64, int> &map, qint64 id)
    {
        auto it = map.find(id);
        if (it != map.end())
            return *it;
        const int n = static_cast<int>(m_parent.size());
        m_parent.append(n);
        map.insert(id, n);
        return n;
    }
    QHash<qint64, int> m_tasks;
    QHash<qint64, int> m_messages;
    QList<int> m_parent;
};

bool matches(const TrailTask &t, const LookupQuery &q)
{
    switch (q.kind) {
    case LookupKind::MessageId:
        return t.messageId == q.number;
    case LookupKind::TaskId:
        return t.id == q.number;
    case LookupKind::JobId:
        return t.jobId == q.text;
    case LookupKind::IdempotencyKey:
        return t.idempotencyKey == q.text;
    case LookupKind::JobIdOrKey:
        return t.jobId == q.text || t.idempotencyKey == q.text;
    case LookupKind::AccountId:
        return t.accountId == q.number;
    case LookupKind::MonitorId:
        return t.monitorId == q.number;
    case LookupKind::ContactId:
        return t.contactId == q.number;
    case LookupKind::AlertId:
    case LookupKind::SubscriptionId:
    case LookupKind::AlertOrSubscription:
    case LookupKind::Text:
        return false;
    }
    Q_UNREACHABLE();
    return false;
}

OptTime latest(const Trail &t)
{
    OptTime out;
    auto see = [&out](const OptTime &at) {
        if (at && (!out || *at > *out))
            out = at;
    };
    for (const TrailTask &x : t.tasks)
        see(x.createdAt);
    for (const TrailDelivery &x : t.deliveries)
        see(x.createdAt);
    for (const TrailReplay &x : t.replays)
        see(x.createdAt);
    return out;
}

TrailTask readTask(const PgResultView &v, int r, const LookupQuery &q)
{
    using C = TaskColumn;
    TrailTask t;
    t.id = v.int64(r, C::Id).value_or(0);
    t.messageId = v.int64(r, C::MessageId);
    t.accountId = v.int64(r, C::AccountId);
    t.monitorId = v.int64(r, C::MonitorId);
    t.contactId = v.int64(r, C::ContactId);
    t.attempts = v.int64(r, C::Attempts);
    t.maxAttempts = v.int64(r, C::MaxAttempts);
    t.createdAt = v.timestamp(r, C::CreatedAt);
    t.updatedAt = v.timestamp(r, C::UpdatedAt);
    t.leaseExpiresAt = v.timestamp(r, C::LeaseExpiresAt);
    t.succeededAt = v.timestamp(r, C::SucceededAt);
    t.notBefore = v.timestamp(r, C::NotBefore);
    t.state = v.text(r, C::State);
    t.jobId = v.text(r, C::JobId);
    t.idempotencyKey = v.text(r, C::IdempotencyKey);
    t.kind = v.text(r, C::Kind);
    t.leaseOwner = v.text(r, C::LeaseOwner);
    t.lastError = v.text(r, C::LastError);
    t.subject = v.text(r, C::Subject);
    const QString channels = v.text(r, C::Channels);
    if (!channels.isEmpty())
        t.channels = channels.split(QChar(0x1f), Qt::SkipEmptyParts); // a unit separator
    t.matched = matches(t, q);
    return t;
}

TrailDelivery readDelivery(const PgResultView &v, int r)
{
    using C = DeliveryColumn;
    TrailDelivery d;
    d.id = v.int64(r, C::Id).value_or(0);
    d.messageId = v.int64(r, C::MessageId);
    d.taskId = v.int64(r, C::TaskId);
    d.durationMs = v.int64(r, C::DurationMs);
    d.createdAt = v.timestamp(r, C::CreatedAt);
    d.status = v.text(r, C::Status);
    d.workerId = v.text(r, C::WorkerId);
    d.error = v.text(r, C::Error);
    d.providerResponse = v.text(r, C::ProviderResponse);
    d.errorTruncated = v.boolean(r, C::ErrorCut).value_or(false);
    d.responseTruncated = v.boolean(r, C::ResponseCut).value_or(false);
    d.taskGone = v.boolean(r, C::TaskGone).value_or(true);
    return d;
}

TrailReplay readReplay(const PgResultView &v, int r)
{
    TrailReplay rp;
    rp.id = v.int64(r, ReplayColumn::Id).value_or(0);
    rp.originalTaskId = v.int64(r, ReplayColumn::OriginalTaskId);
    rp.requeuedTaskId = v.int64(r, ReplayColumn::RequeuedTaskId);
    rp.operatorId = v.int64(r, ReplayColumn::OperatorId);
    rp.createdAt = v.timestamp(r, ReplayColumn::CreatedAt);
    return rp;
}

MessageFacts readMessageFacts(const PgResultView &v, int r)
{
    MessageFacts f;
    f.attempts = qMin<qint64>(v.int64(r, MessageColumn::Attempts).value_or(0), AttemptsCountCap);
    f.firstDelivered = v.timestamp(r, MessageColumn::FirstDelivered);
    f.delivered = v.boolean(r, MessageColumn::AnyDelivered).value_or(false);
    f.partial = v.boolean(r, MessageColumn::AnyPartial).value_or(false);
    f.capped = v.boolean(r, MessageColumn::AttemptsCapped).value_or(false);
    return f;
}

// The statement's records, read by kind.
struct TrailRows
{
    QList<TrailTask> tasks;
    QList<TrailDelivery> deliveries;
    QList<TrailReplay> replays; // each once: a replay joining two found tasks comes twice
    QHash<qint64, MessageFacts> facts; // by message id
    qint64 seedRows = 0;
    qint64 tasksFound = 0;
};

TrailRows readRows(const PgResultView &v, const LookupQuery &q)
{
    TrailRows rows;
    QSet<qint64> seenReplays;
    for (int r = 0; r < v.rowCount(); ++r) {
        const QString record = v.text(r, trailcolumns::Record);
        if (record == "task"_L1) {
            rows.tasks.append(readTask(v, r, q));
        } else if (record == "delivery"_L1) {
            rows.deliveries.append(readDelivery(v, r));
        } else if (record == "replay"_L1) {
            const TrailReplay rp = readReplay(v, r);
            if (!seenReplays.contains(rp.id)) {
                seenReplays.insert(rp.id);
                rows.replays.append(rp);
            }
        } else if (record == "message"_L1) {
            rows.facts.insert(v.int64(r, MessageColumn::MessageId).value_or(0),
                              readMessageFacts(v, r));
        } else if (record == "meta"_L1) {
            rows.seedRows = v.int64(r, MetaColumn::SeedRows).value_or(0);
            rows.tasksFound = v.int64(r, MetaColumn::TasksFound).value_or(0);
        }
    }
    return rows;
}

// What joins the records into trails: message ids, replays, and the tasks attempts name.
struct Lineage
{
    Groups groups;
    QHash<qint64, qint64> replayOf; // requeued → original
};

Lineage joinLineage(const TrailRows &rows)
{
    Lineage l;
    for (const TrailTask &t : rows.tasks) {
        const int n = l.groups.task(t.id);
        if (t.messageId)
            l.groups.join(n, l.groups.message(*t.messageId));
    }
    for (const TrailReplay &rp : rows.replays) {
        if (rp.originalTaskId && rp.requeuedTaskId) {
            l.groups.join(l.groups.task(*rp.originalTaskId), l.groups.task(*rp.requeuedTaskId));
            l.replayOf.insert(*rp.requeuedTaskId, *rp.originalTaskId);
        }
    }
    for (const TrailDelivery &d : rows.deliveries) {
        if (d.taskId && d.messageId)
            l.groups.join(l.groups.task(*d.taskId), l.groups.message(*d.messageId));
    }
    return l;
}

// Each record in its group's trail, in the order the groups are first met.
QList<Trail> groupIntoTrails(const TrailRows &rows, Lineage &l)
{
    QHash<int, int> trailOf; // group root → index in `trails`
    QList<Trail> trails;
    auto trailFor = [&](int node) -> Trail & {
        const int root = l.groups.find(node);
        auto it = trailOf.find(root);
        if (it == trailOf.end()) {
            it = trailOf.insert(root, static_cast<int>(trails.size()));
            trails.append(Trail {});
        }
        return trails[*it];
    };
    for (TrailTask t : rows.tasks) {
        t.replayOf = l.replayOf.contains(t.id) ? OptInt(l.replayOf.value(t.id)) : OptInt();
        trailFor(l.groups.task(t.id)).tasks.append(t);
    }
    for (const TrailDelivery &d : rows.deliveries) {
        if (d.messageId)
            trailFor(l.groups.message(*d.messageId)).deliveries.append(d);
        else if (d.taskId)
            trailFor(l.groups.task(*d.taskId)).deliveries.append(d);
    }
    for (const TrailReplay &rp : rows.replays) {
        const OptInt anchor = rp.requeuedTaskId ? rp.requeuedTaskId : rp.originalTaskId;
        if (anchor)
            trailFor(l.groups.task(*anchor)).replays.append(rp);
    }
    return trails;
}

// Generation first (originals before their replays), then id.
void orderTasks(Trail &t, const QHash<qint64, qint64> &replayOf)
{
    auto generation = [&replayOf](qint64 id) {
        int g = 0;
        while (replayOf.contains(id) && g < 16) {
            id = replayOf.value(id);
            ++g;
        }
        return g;
    };
    std::sort(t.tasks.begin(), t.tasks.end(), [&](const TrailTask &a, const TrailTask &b) {
        const int ga = generation(a.id), gb = generation(b.id);
        return ga != gb ? ga < gb : a.id < b.id;
    });
}

// The trail's message: its tasks' lowest, or, only when no task says, its attempts' (a purged
// task's trail).
void nameMessage(Trail &t)
{
    for (const TrailTask &task : t.tasks) {
        if (task.messageId && (!t.messageId || *task.messageId < *t.messageId))
            t.messageId = task.messageId;
    }
    OptInt fromAudit;
    for (const TrailDelivery &d : t.deliveries) {
        if (d.messageId && (!fromAudit || *d.messageId < *fromAudit))
            fromAudit = d.messageId;
    }
    if (!t.messageId)
        t.messageId = fromAudit;
}

// What the audit says of the trail's messages beyond the attempts listed: how many there were,
// whether any was delivered (and first when), or partially.
void addMessageFacts(Trail &t, const QHash<qint64, MessageFacts> &facts)
{
    QSet<qint64> messages;
    for (const TrailDelivery &d : t.deliveries) {
        if (d.messageId)
            messages.insert(*d.messageId);
    }
    if (t.messageId)
        messages.insert(*t.messageId);
    qint64 audited = 0;
    for (const qint64 m : messages) {
        const auto f = facts.constFind(m);
        if (f == facts.cend())
            continue;
        audited += f->attempts;
        t.attemptsCapped = t.attemptsCapped || f->capped;
        t.anyPartial = t.anyPartial || f->partial;
        if (f->delivered && f->firstDelivered
            && (!t.firstDeliveredAt || *f->firstDelivered < *t.firstDeliveredAt))
            t.firstDeliveredAt = f->firstDelivered;
    }
    t.attemptsTotal = qMax<qint64>(audited, t.deliveries.size());
}

void finishTrail(Trail &t, const TrailRows &rows, const Lineage &l, const LookupQuery &q)
{
    orderTasks(t, l.replayOf);
    nameMessage(t);
    if (t.tasks.size() > q.maxTasksPerTrail) {
        t.tasks = t.tasks.mid(0, q.maxTasksPerTrail);
        t.moreTasks = true;
    }
    std::sort(t.deliveries.begin(), t.deliveries.end(),
              [](const TrailDelivery &a, const TrailDelivery &b) { return a.id < b.id; });
    std::sort(t.replays.begin(), t.replays.end(),
              [](const TrailReplay &a, const TrailReplay &b) { return a.id < b.id; });
    addMessageFacts(t, rows.facts);
    if (t.deliveries.size() > q.maxDeliveriesPerTrail) {
        t.deliveries = t.deliveries.mid(t.deliveries.size() - q.maxDeliveriesPerTrail);
        t.moreDeliveries = true;
    }
    t.moreDeliveries = t.moreDeliveries || t.attemptsTotal > t.deliveries.size();
}

} // namespace

void decodeTrails(const PgResultView &v, const LookupQuery &q, LookupResult &out)
{
    const TrailRows rows = readRows(v, q);
    Lineage lineage = joinLineage(rows);
    QList<Trail> trails = groupIntoTrails(rows, lineage);
    for (Trail &t : trails)
        finishTrail(t, rows, lineage, q);
    // Newest first.
    std::stable_sort(trails.begin(), trails.end(), [](const Trail &a, const Trail &b) {
        const qint64 la = latest(a).value_or(0), lb = latest(b).value_or(0);
        if (la != lb)
            return la > lb;
        return a.messageId.value_or(0) > b.messageId.value_or(0);
    });
    out.moreTrails = trails.size() > q.maxTrails || rows.seedRows > q.maxTrails
        || rows.tasksFound > MaxTasksOverall;
    if (trails.size() > q.maxTrails)
        trails.resize(q.maxTrails);
    out.trails = trails;
}

void decodeAlarms(const PgResultView &v, LookupResult &out)
{
    for (int r = 0; r < v.rowCount(); ++r) {
        const QString alertId = v.text(r, AlertId);
        if (out.alarms.isEmpty() || out.alarms.last().alertId != alertId) {
            if (out.alarms.size() == MaxAlerts) {
                out.moreAlarms = true;
                break;
            }
            AlarmStanding a;
            a.alertId = alertId;
            a.alertName = v.text(r, AlertName);
            a.alertState = v.text(r, AlertState);
            a.accountId = v.int64(r, AccountId);
            a.latestEventId = v.text(r, EventId);
            a.latestTriggerAt = v.timestamp(r, TriggerAt);
            a.latestEventKind = v.text(r, EventKind);
            out.alarms.append(a);
        }
        AlarmStanding &a = out.alarms.last();
        if (v.isNull(r, SubId))
            continue;
        if (v.int64(r, SubRank).value_or(0) > MaxSubscriptionsPerAlert) {
            a.moreSubscriptions = true;
            continue;
        }
        DeviceStanding d;
        d.subscriptionId = v.text(r, SubId);
        d.deviceLabel = v.text(r, DeviceLabel);
        d.platform = v.text(r, Platform);
        d.enabled = v.boolean(r, Enabled);
        d.lastSeenAt = v.timestamp(r, LastSeen);
        d.hasLedgerRow = v.boolean(r, HasRow).value_or(false);
        d.ackedAt = v.timestamp(r, AckedAt);
        // With poolscope_audit read, an ack without an operator's audit row is the device's.
        if (d.ackedAt && v.columnCount() > AckReason) {
            d.ackOperatorId = v.int64(r, AckOperator);
            d.ackReason = v.text(r, AckReason);
            d.ackedBy = d.ackOperatorId ? AckedBy::Operator : AckedBy::Device;
        }
        d.pending = d.hasLedgerRow && !d.ackedAt;
        d.owedSince = d.pending ? v.timestamp(r, OwedSince) : OptTime();
        d.owedCount = v.int64(r, OwedCount).value_or(0);
        d.oldestOwed = v.timestamp(r, OldestOwed);
        d.searched = v.boolean(r, Searched).value_or(false);
        a.subscriptions.append(d);
    }
}

} // namespace lookup::rows
