// The lookup's timeline: every dated fact of the answer on one time axis (verdict.h).
#include "core/lookup/verdict.h"
#include "core/statenames.h"
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

// The events, in the order they are met; add() keeps only the dated ones.
class Events
{
public:
    TimelineEvent *add(const OptTime &at, TimelineKind kind, const QString &text)
    {
        if (!at)
            return nullptr; // an undated fact has no place on the axis; the trail still lists it
        m_out.append(TimelineEvent { *at, kind, text, {}, {}, {}, {}, {} });
        return &m_out.last();
    }
    // A task's event, placed in its trail.
    void addOfTask(const OptTime &at, TimelineKind kind, const QString &text, const Trail &t,
                   const OptInt &taskId)
    {
        if (auto *e = add(at, kind, text)) {
            e->messageId = t.messageId;
            e->taskId = taskId;
        }
    }
    QList<TimelineEvent> take() { return std::move(m_out); }

private:
    QList<TimelineEvent> m_out;
};

QString enqueueText(const TrailTask &task)
{
    return task.jobId.isEmpty()
        ? LookupText::tr("task %1 enqueued").arg(task.id)
        : LookupText::tr("task %1 enqueued (job %2)").arg(task.id).arg(oneLine(task.jobId, 64));
}

QString leaseText(const TrailTask &task, qint64 serverNowUs)
{
    const bool expired = task.leaseExpiresAt && *task.leaseExpiresAt < serverNowUs;
    const QString owner = oneLine(task.leaseOwner, 60);
    return task.leaseOwner.isEmpty() ? (expired ? LookupText::tr("task %1 lease expired")
                                                : LookupText::tr("task %1 lease expires"))
                                           .arg(task.id)
                                     : (expired ? LookupText::tr("task %1 lease by %2 expired")
                                                : LookupText::tr("task %1 lease by %2 expires"))
                                           .arg(task.id)
                                           .arg(owner);
}

QString failureText(const TrailTask &task)
{
    QString text = task.state == "dead"_L1
        ? LookupText::tr("task %1 dead").arg(task.id)
        : LookupText::tr("task %1 failed permanently").arg(task.id);
    if (task.attempts)
        text += task.maxAttempts
            ? LookupText::tr(" · attempts %1/%2").arg(*task.attempts).arg(*task.maxAttempts)
            : LookupText::tr(" · attempts %1").arg(*task.attempts);
    return text;
}

void addTaskEvents(Events &events, const Trail &t, const TrailTask &task, qint64 serverNowUs)
{
    events.addOfTask(task.createdAt, TimelineKind::Enqueue, enqueueText(task), t, task.id);
    if (task.state == "leased"_L1)
        events.addOfTask(task.leaseExpiresAt, TimelineKind::Lease, leaseText(task, serverNowUs), t,
                         task.id);
    events.addOfTask(task.succeededAt, TimelineKind::Success,
                     LookupText::tr("task %1 succeeded").arg(task.id), t, task.id);
    // A task that gave up: when it did is its last update (upstream stamps updated_at at every
    // change of state, and nothing changes a dead task again: a replay is a new task). "When
    // did it die?" is what the operator asks next.
    if (isFailedTerminal(task.state))
        events.addOfTask(task.updatedAt, TimelineKind::Failure, failureText(task), t, task.id);
}

void addAttemptEvent(Events &events, const Trail &t, const TrailDelivery &d)
{
    const bool delivered = d.status == "delivered"_L1;
    QString text = d.taskId ? LookupText::tr("attempt of task %1").arg(*d.taskId)
                            : LookupText::tr("attempt");
    if (!d.workerId.isEmpty())
        text = LookupText::tr("%1 by %2", "an attempt by a worker")
                   .arg(text, oneLine(d.workerId, 60));
    text += u": "_s
        + (d.status.isEmpty() ? LookupText::tr("no status")
                              : oneLine(statenames::deliveryStatus(d.status), 32));
    if (d.durationMs)
        text += LookupText::tr(" (%1 ms)").arg(*d.durationMs);
    if (!delivered && !d.error.isEmpty())
        text += u" — "_s + oneLine(d.error, 80);
    if (auto *e = events.add(d.createdAt,
                             delivered ? TimelineKind::Delivery : TimelineKind::Attempt, text)) {
        e->messageId = d.messageId ? d.messageId : t.messageId;
        e->taskId = d.taskId;
        e->deliveryId = d.id;
    }
}

void addReplayEvent(Events &events, const Trail &t, const TrailReplay &rp)
{
    QString text = LookupText::tr("task %1 replayed as task %2")
                       .arg(rp.originalTaskId ? QString::number(*rp.originalTaskId) : u"?"_s,
                            rp.requeuedTaskId ? QString::number(*rp.requeuedTaskId) : u"?"_s);
    if (rp.operatorId)
        text += LookupText::tr(" by operator %1").arg(*rp.operatorId);
    events.addOfTask(rp.createdAt, TimelineKind::Replay, text, t, rp.requeuedTaskId);
}

void addAlarmEvents(Events &events, const AlarmStanding &a)
{
    const QString alert = oneLine(a.alertName, 60);
    if (auto *e = events.add(a.latestTriggerAt, TimelineKind::Trigger,
                             LookupText::tr("%1 triggered").arg(alert)))
        e->alertId = a.alertId;
    for (const DeviceStanding &d : a.subscriptions) {
        if (auto *e = events.add(d.ackedAt, TimelineKind::Ack, ackEvent(d, alert))) {
            e->alertId = a.alertId;
            e->subscriptionId = d.subscriptionId;
        }
    }
}

} // namespace

QList<TimelineEvent> buildTimeline(const LookupResult &r)
{
    Events events;
    for (const Trail &t : r.trails) {
        for (const TrailTask &task : t.tasks)
            addTaskEvents(events, t, task, r.serverNowUs);
        for (const TrailDelivery &d : t.deliveries)
            addAttemptEvent(events, t, d);
        for (const TrailReplay &rp : t.replays)
            addReplayEvent(events, t, rp);
    }
    for (const AlarmStanding &a : r.alarms)
        addAlarmEvents(events, a);
    QList<TimelineEvent> out = events.take();
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
