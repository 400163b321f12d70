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
    default:
        return false;
    }
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

} // namespace

void decodeTrails(const PgResultView &v, const LookupQuery &q, LookupResult &out)
{
    QList<TrailTask> tasks;
    QList<TrailDelivery> deliveries;
    QList<TrailReplay> replays;
    QHash<qint64, MessageFacts> facts;
    QSet<qint64> seenReplays;
    qint64 seedRows = 0;
    qint64 tasksFound = 0;
    for (int r = 0; r < v.rowCount(); ++r) {
        const QString rec = v.text(r, Rec);
        if (rec == "task"_L1) {
            TrailTask t;
            t.id = v.int64(r, Id).value_or(0);
            t.messageId = v.int64(r, Msg);
            t.accountId = v.int64(r, N1);
            t.monitorId = v.int64(r, N2);
            t.contactId = v.int64(r, N3);
            t.attempts = v.int64(r, N4);
            t.maxAttempts = v.int64(r, N5);
            t.createdAt = v.timestamp(r, T1);
            t.updatedAt = v.timestamp(r, T2);
            t.leaseExpiresAt = v.timestamp(r, T3);
            t.succeededAt = v.timestamp(r, T4);
            t.notBefore = v.timestamp(r, T5);
            t.state = v.text(r, S1);
            t.jobId = v.text(r, S2);
            t.idempotencyKey = v.text(r, S3);
            t.kind = v.text(r, S4);
            t.leaseOwner = v.text(r, S5);
            t.lastError = v.text(r, S6);
            t.subject = v.text(r, S7);
            const QString channels = v.text(r, S8);
            if (!channels.isEmpty())
                t.channels = channels.split(QChar(0x1f), Qt::SkipEmptyParts); // a unit separator
            t.matched = matches(t, q);
            tasks.append(t);
        } else if (rec == "delivery"_L1) {
            TrailDelivery d;
            d.id = v.int64(r, Id).value_or(0);
            d.messageId = v.int64(r, Msg);
            d.taskId = v.int64(r, Task);
            d.durationMs = v.int64(r, N1);
            d.createdAt = v.timestamp(r, T1);
            d.status = v.text(r, S1);
            d.workerId = v.text(r, S2);
            d.error = v.text(r, S3);
            d.providerResponse = v.text(r, S4);
            d.errorTruncated = v.boolean(r, B1).value_or(false);
            d.responseTruncated = v.boolean(r, B2).value_or(false);
            d.taskGone = v.boolean(r, B3).value_or(true);
            deliveries.append(d);
        } else if (rec == "replay"_L1) {
            TrailReplay rp;
            rp.id = v.int64(r, Id).value_or(0);
            rp.originalTaskId = v.int64(r, Task);
            rp.requeuedTaskId = v.int64(r, N1);
            rp.operatorId = v.int64(r, N2);
            rp.createdAt = v.timestamp(r, T1);
            if (!seenReplays.contains(rp.id)) {
                seenReplays.insert(rp.id);
                replays.append(rp);
            }
        } else if (rec == "message"_L1) {
            MessageFacts f;
            f.attempts = v.int64(r, N1).value_or(0);
            f.firstDelivered = v.timestamp(r, T1);
            f.delivered = v.boolean(r, B1).value_or(false);
            f.partial = v.boolean(r, B2).value_or(false);
            f.capped = v.boolean(r, B3).value_or(false);
            f.attempts = qMin<qint64>(f.attempts, AttemptsCountCap);
            facts.insert(v.int64(r, Id).value_or(0), f);
        } else if (rec == "meta"_L1) {
            seedRows = v.int64(r, Id).value_or(0);
            tasksFound = v.int64(r, N1).value_or(0);
        }
    }

    Groups groups;
    QHash<qint64, qint64> replayOf; // requeued → original
    for (const TrailTask &t : tasks) {
        const int n = groups.task(t.id);
        if (t.messageId)
            groups.join(n, groups.message(*t.messageId));
    }
    for (const TrailReplay &rp : replays) {
        if (rp.originalTaskId && rp.requeuedTaskId) {
            groups.join(groups.task(*rp.originalTaskId), groups.task(*rp.requeuedTaskId));
            replayOf.insert(*rp.requeuedTaskId, *rp.originalTaskId);
        }
    }
    for (const TrailDelivery &d : deliveries) {
        if (d.taskId && d.messageId)
            groups.join(groups.task(*d.taskId), groups.message(*d.messageId));
    }

    QHash<int, int> trailOf; // group root → index in `trails`
    QList<Trail> trails;
    auto trailFor = [&](int node) -> Trail & {
        const int root = groups.find(node);
        auto it = trailOf.find(root);
        if (it == trailOf.end()) {
            it = trailOf.insert(root, static_cast<int>(trails.size()));
            trails.append(Trail {});
        }
        return trails[*it];
    };
    for (TrailTask t : tasks) {
        t.replayOf = replayOf.contains(t.id) ? OptInt(replayOf.value(t.id)) : OptInt();
        trailFor(groups.task(t.id)).tasks.append(t);
    }
    for (const TrailDelivery &d : deliveries) {
        if (d.messageId)
            trailFor(groups.message(*d.messageId)).deliveries.append(d);
        else if (d.taskId)
            trailFor(groups.task(*d.taskId)).deliveries.append(d);
    }
    for (const TrailReplay &rp : replays) {
        const OptInt anchor = rp.requeuedTaskId ? rp.requeuedTaskId : rp.originalTaskId;
        if (anchor)
            trailFor(groups.task(*anchor)).replays.append(rp);
    }

    for (Trail &t : trails) {
        // Generation first (originals before their replays), then id.
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
        for (const TrailTask &task : t.tasks) {
            if (task.messageId && (!t.messageId || *task.messageId < *t.messageId))
                t.messageId = task.messageId;
        }
        // Only when no task says: the audit's message ids then (a purged task's trail).
        OptInt fromAudit;
        for (const TrailDelivery &d : t.deliveries) {
            if (d.messageId && (!fromAudit || *d.messageId < *fromAudit))
                fromAudit = d.messageId;
        }
        if (!t.messageId)
            t.messageId = fromAudit;
        if (t.tasks.size() > q.maxTasksPerTrail) {
            t.tasks = t.tasks.mid(0, q.maxTasksPerTrail);
            t.moreTasks = true;
        }
        std::sort(t.deliveries.begin(), t.deliveries.end(),
                  [](const TrailDelivery &a, const TrailDelivery &b) { return a.id < b.id; });
        std::sort(t.replays.begin(), t.replays.end(),
                  [](const TrailReplay &a, const TrailReplay &b) { return a.id < b.id; });
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
        if (t.deliveries.size() > q.maxDeliveriesPerTrail) {
            t.deliveries = t.deliveries.mid(t.deliveries.size() - q.maxDeliveriesPerTrail);
            t.moreDeliveries = true;
        }
        t.moreDeliveries = t.moreDeliveries || t.attemptsTotal > t.deliveries.size();
    }
    std::stable_sort(trails.begin(), trails.end(), [](const Trail &a, const Trail &b) {
        const qint64 la = latest(a).value_or(0), lb = latest(b).value_or(0);
        if (la != lb)
            return la > lb;
        return a.messageId.value_or(0) > b.messageId.value_or(0);
    });
    out.moreTrails
        = trails.size() > q.maxTrails || seedRows > q.maxTrails || tasksFound > MaxTasksOverall;
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
