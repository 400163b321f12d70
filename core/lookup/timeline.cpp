// The lookup's timeline: every dated fact of the answer on one time axis (verdict.h).
#include "core/lookup/verdict.h"
#include "core/textcontexts.h"

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

// An ack says who made it as far as the console knows: an operator's is not the device's.
QString ackEvent(const DeviceStanding &d, const QString &alert)
{
    switch (d.ackedBy) {
    case AckedBy::Device:
        return LookupText::tr("%1 acked %2").arg(deviceName(d), alert);
    case AckedBy::Operator:
        return d.ackOperatorId
            ? LookupText::tr("operator %1 acked %2 for %3 via PoolScope")
                  .arg(*d.ackOperatorId)
                  .arg(alert, deviceName(d))
            : LookupText::tr("an operator acked %1 for %2 via PoolScope").arg(alert, deviceName(d));
    case AckedBy::Unknown:
        break;
    }
    return LookupText::tr("%1 acked for %2 (by the device or an operator)")
        .arg(alert, deviceName(d));
}

} // namespace

QList<TimelineEvent> buildTimeline(const LookupResult &r)
{
    QList<TimelineEvent> out;
    auto add
        = [&out](const OptTime &at, TimelineKind kind, const QString &text) -> TimelineEvent * {
        if (!at)
            return nullptr; // an undated fact has no place on the axis; the trail still lists it
        out.append(TimelineEvent { *at, kind, text, {}, {}, {}, {}, {} });
        return &out.last();
    };
    for (const Trail &t : r.trails) {
        for (const TrailTask &task : t.tasks) {
            if (auto *e = add(task.createdAt, TimelineKind::Enqueue,
                              task.jobId.isEmpty() ? LookupText::tr("task %1 enqueued").arg(task.id)
                                                   : LookupText::tr("task %1 enqueued (job %2)")
                                                         .arg(task.id)
                                                         .arg(oneLine(task.jobId, 64)))) {
                e->messageId = t.messageId;
                e->taskId = task.id;
            }
            if (task.state == "leased"_L1) {
                const bool expired = task.leaseExpiresAt && *task.leaseExpiresAt < r.serverNowUs;
                const QString owner = oneLine(task.leaseOwner, 60);
                const QString text = task.leaseOwner.isEmpty()
                    ? (expired ? LookupText::tr("task %1 lease expired")
                               : LookupText::tr("task %1 lease expires"))
                          .arg(task.id)
                    : (expired ? LookupText::tr("task %1 lease by %2 expired")
                               : LookupText::tr("task %1 lease by %2 expires"))
                          .arg(task.id)
                          .arg(owner);
                if (auto *e = add(task.leaseExpiresAt, TimelineKind::Lease, text)) {
                    e->messageId = t.messageId;
                    e->taskId = task.id;
                }
            }
            if (auto *e = add(task.succeededAt, TimelineKind::Success,
                              LookupText::tr("task %1 succeeded").arg(task.id))) {
                e->messageId = t.messageId;
                e->taskId = task.id;
            }
            // A task that gave up: when it did is its last update (upstream stamps updated_at
            // at every change of state, and nothing changes a dead task again: a replay is a
            // new task). "When did it die?" is what the operator asks next.
            if (isFailedTerminal(task.state)) {
                QString text = task.state == "dead"_L1
                    ? LookupText::tr("task %1 dead").arg(task.id)
                    : LookupText::tr("task %1 failed permanently").arg(task.id);
                if (task.attempts)
                    text += task.maxAttempts ? LookupText::tr(" · attempts %1/%2")
                                                   .arg(*task.attempts)
                                                   .arg(*task.maxAttempts)
                                             : LookupText::tr(" · attempts %1").arg(*task.attempts);
                if (auto *e = add(task.updatedAt, TimelineKind::Failure, text)) {
                    e->messageId = t.messageId;
                    e->taskId = task.id;
                }
            }
        }
        for (const TrailDelivery &d : t.deliveries) {
            const bool delivered = d.status == "delivered"_L1;
            QString text = d.taskId ? LookupText::tr("attempt of task %1").arg(*d.taskId)
                                    : LookupText::tr("attempt");
            if (!d.workerId.isEmpty())
                text = LookupText::tr("%1 by %2", "an attempt by a worker")
                           .arg(text, oneLine(d.workerId, 60));
            text += u": "_s
                + (d.status.isEmpty() ? LookupText::tr("no status") : oneLine(d.status, 32));
            if (d.durationMs)
                text += LookupText::tr(" (%1 ms)").arg(*d.durationMs);
            if (!delivered && !d.error.isEmpty())
                text += u" — "_s + oneLine(d.error, 80);
            if (auto *e = add(d.createdAt,
                              delivered ? TimelineKind::Delivery : TimelineKind::Attempt, text)) {
                e->messageId = d.messageId ? d.messageId : t.messageId;
                e->taskId = d.taskId;
                e->deliveryId = d.id;
            }
        }
        for (const TrailReplay &rp : t.replays) {
            QString text
                = LookupText::tr("task %1 replayed as task %2")
                      .arg(rp.originalTaskId ? QString::number(*rp.originalTaskId) : u"?"_s,
                           rp.requeuedTaskId ? QString::number(*rp.requeuedTaskId) : u"?"_s);
            if (rp.operatorId)
                text += LookupText::tr(" by operator %1").arg(*rp.operatorId);
            if (auto *e = add(rp.createdAt, TimelineKind::Replay, text)) {
                e->messageId = t.messageId;
                e->taskId = rp.requeuedTaskId;
            }
        }
    }
    for (const AlarmStanding &a : r.alarms) {
        const QString alert = oneLine(a.alertName, 60);
        if (auto *e = add(a.latestTriggerAt, TimelineKind::Trigger,
                          LookupText::tr("%1 triggered").arg(alert)))
            e->alertId = a.alertId;
        for (const DeviceStanding &d : a.subscriptions) {
            if (auto *e = add(d.ackedAt, TimelineKind::Ack, ackEvent(d, alert))) {
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
