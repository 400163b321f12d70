// The lookup's timeline: every dated fact of the answer on one time axis (verdict.h).
#include "db/lookup/verdict.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lookup {

namespace {

QString oneLine(const QString &text, int max)
{
    QString line = text.simplified();
    for (QChar &c : line) {
        if (c.category() == QChar::Other_Control)
            c = u' ';
    }
    return line.size() > max ? line.left(max - 1) + u'…' : line;
}

} // namespace

QList<TimelineEvent> buildTimeline(const LookupResult &r)
{
    QList<TimelineEvent> out;
    auto add = [&out](const OptTime &at, TimelineKind kind, const QString &text) -> TimelineEvent * {
        if (!at)
            return nullptr; // an undated fact has no place on the axis; the trail still lists it
        out.append(TimelineEvent { *at, kind, text, {}, {}, {}, {}, {} });
        return &out.last();
    };
    for (const Trail &t : r.trails) {
        for (const TrailTask &task : t.tasks) {
            const QString name = u"task %1"_s.arg(task.id);
            if (auto *e = add(task.createdAt, TimelineKind::Enqueue,
                              name + u" enqueued"_s
                                  + (task.jobId.isEmpty() ? QString() : u" (job "_s + oneLine(task.jobId, 64) + u')'))) {
                e->messageId = t.messageId;
                e->taskId = task.id;
            }
            if (task.state == "leased"_L1) {
                const bool expired = task.leaseExpiresAt && *task.leaseExpiresAt < r.serverNowUs;
                const QString owner = task.leaseOwner.isEmpty() ? QString() : u" by "_s + oneLine(task.leaseOwner, 60);
                if (auto *e = add(task.leaseExpiresAt, TimelineKind::Lease,
                                  name + u" lease"_s + owner + (expired ? u" expired"_s : u" expires"_s))) {
                    e->messageId = t.messageId;
                    e->taskId = task.id;
                }
            }
            if (auto *e = add(task.succeededAt, TimelineKind::Success, name + u" succeeded"_s)) {
                e->messageId = t.messageId;
                e->taskId = task.id;
            }
        }
        for (const TrailDelivery &d : t.deliveries) {
            const bool delivered = d.status == "delivered"_L1;
            QString text = u"attempt"_s;
            if (d.taskId)
                text += u" of task %1"_s.arg(*d.taskId);
            if (!d.workerId.isEmpty())
                text += u" by "_s + oneLine(d.workerId, 60);
            text += u": "_s + (d.status.isEmpty() ? u"no status"_s : oneLine(d.status, 32));
            if (d.durationMs)
                text += u" (%1 ms)"_s.arg(*d.durationMs);
            if (!delivered && !d.error.isEmpty())
                text += u" — "_s + oneLine(d.error, 80);
            if (auto *e = add(d.createdAt, delivered ? TimelineKind::Delivery : TimelineKind::Attempt, text)) {
                e->messageId = d.messageId ? d.messageId : t.messageId;
                e->taskId = d.taskId;
                e->deliveryId = d.id;
            }
        }
        for (const TrailReplay &rp : t.replays) {
            QString text = u"task %1 replayed as task %2"_s.arg(rp.originalTaskId ? QString::number(*rp.originalTaskId) : u"?"_s,
                                                                rp.requeuedTaskId ? QString::number(*rp.requeuedTaskId) : u"?"_s);
            if (rp.operatorId)
                text += u" by operator %1"_s.arg(*rp.operatorId);
            if (auto *e = add(rp.createdAt, TimelineKind::Replay, text)) {
                e->messageId = t.messageId;
                e->taskId = rp.requeuedTaskId;
            }
        }
    }
    for (const AlarmStanding &a : r.alarms) {
        const QString alert = oneLine(a.alertName, 60);
        if (auto *e = add(a.latestTriggerAt, TimelineKind::Trigger, alert + u" triggered"_s))
            e->alertId = a.alertId;
        for (const DeviceStanding &d : a.subscriptions) {
            if (auto *e = add(d.ackedAt, TimelineKind::Ack, deviceName(d) + u" acked "_s + alert)) {
                e->alertId = a.alertId;
                e->subscriptionId = d.subscriptionId;
            }
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const TimelineEvent &a, const TimelineEvent &b) {
        if (a.atUs != b.atUs)
            return a.atUs < b.atUs;
        if (a.kind != b.kind)
            return a.kind < b.kind;
        return a.deliveryId.value_or(0) < b.deliveryId.value_or(0);
    });
    return out;
}

} // namespace lookup
