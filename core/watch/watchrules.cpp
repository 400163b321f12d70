// What a read of the database means for a watch.
#include "core/watch/watchrules.h"

#include "core/operatoraction.h"
#include "core/rows/deliveryrow.h"
#include "core/rows/taskrow.h"
#include "core/statenames.h"
#include "core/textcontexts.h"
#include "core/watch/watchbatch.h"

#include <QDateTime>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

using Kind = WatchTarget::Kind;

// A state the pool leaves a task in for good unless an operator replays it.
bool isFinalFailure(const QString &state)
{
    return state == taskstate::Dead || state == taskstate::FailedPerm;
}

QString timeText(const OptTime &us)
{
    if (!us)
        return {};
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(*us / 1000, QTimeZone::systemTimeZone());
    return at.toString(u"yyyy-MM-dd HH:mm:ss "_s) + at.timeZoneAbbreviation();
}

// What the reads of a target are compared by, for the Changed goal: every field the console
// reads of it except the evidence's own times.
QString fingerprintOf(const WatchObservation &o)
{
    const auto n = [](const OptInt &v) {
        return v ? QString::number(*v) : u"-"_s;
    };
    const BatchCounts b = o.batch.value_or(BatchCounts {});
    return QStringList { QString::number(b.delivered) + u'/' + QString::number(b.diedAgain) + u'/'
                             + QString::number(b.pending) + u'/' + QString::number(b.notReplayed)
                             + u'/' + QString::number(b.missing),
                         o.found ? u"1"_s : u"0"_s,
                         o.state,
                         n(o.taskId),
                         n(o.attempts),
                         n(o.deliveryId),
                         o.deliveryStatus,
                         o.replayed ? u"r"_s : QString(),
                         n(o.owed),
                         n(o.acked),
                         n(o.position),
                         o.leaseLive ? u"l"_s : QString(),
                         n(o.leaseExpiresAtMs) }
        .join(u'|');
}

// The status a read gives a delivery goal (a task or a message), with the start state the
// watch recorded: a dead task watched before its replay is not yet bad.
WatchStatus deliveryStatusOf(const Watch &w, const WatchObservation &o)
{
    if (!o.found)
        return w.target.kind == Kind::Task ? WatchStatus::Bad : WatchStatus::Pending;
    if (o.deliveryStatus == deliverystatus::Delivered
        || (w.target.kind == Kind::Task && o.state == taskstate::Succeeded))
        return WatchStatus::Reached;
    if (isFinalFailure(o.state) && !o.replayed) {
        const bool deadFromTheStart = o.replays.value_or(0) == 0
            && isFinalFailure(w.startTaskState.isNull() ? o.state : w.startTaskState);
        return deadFromTheStart ? WatchStatus::Pending : WatchStatus::Bad;
    }
    return WatchStatus::Pending;
}

WatchStatus deviceStatusOf(const WatchObservation &o)
{
    if (!o.found)
        return WatchStatus::Bad;
    if (o.state == "disabled"_L1)
        return WatchStatus::Bad;
    if (o.owed.value_or(0) == 0 && o.acked.value_or(0) > 0)
        return WatchStatus::Reached;
    return WatchStatus::Pending;
}

WatchStatus statusOf(const Watch &w, const WatchObservation &o)
{
    if (w.goal == WatchGoal::Changed)
        return w.seen && fingerprintOf(o) != w.fingerprint ? WatchStatus::Reached
                                                           : WatchStatus::Pending;
    switch (w.target.kind) {
    case Kind::Task:
    case Kind::Message:
        return deliveryStatusOf(w, o);
    case Kind::Device:
        return deviceStatusOf(o);
    case Kind::SinkLease:
        if (!o.found)
            return WatchStatus::Bad;
        return o.leaseLive ? WatchStatus::Reached : WatchStatus::Pending;
    case Kind::Batch:
        return o.batch ? watchbatch::statusOf(*o.batch) : WatchStatus::Pending;
    }
    return WatchStatus::Pending;
}

QString taskStateText(const WatchObservation &o)
{
    if (!o.found)
        return WatchText::tr("no such task");
    QString s
        = o.state.isNull() ? WatchText::tr("state unknown (NULL)") : statenames::taskState(o.state);
    if (o.replays.value_or(0) > 0)
        s = WatchText::tr("replayed as task %1: %2").arg(o.taskId.value_or(0)).arg(s);
    if (o.attempts)
        s += WatchText::tr(", %n attempt(s)", nullptr, pluralCount(*o.attempts));
    if (isFinalFailure(o.state) && !o.replayed)
        s += WatchText::tr(", not replayed");
    return s;
}

QString messageStateText(const WatchObservation &o)
{
    if (!o.found)
        return WatchText::tr("no attempt recorded yet");
    QString s
        = WatchText::tr("%n attempt(s), the best %1", nullptr, pluralCount(o.attempts.value_or(0)))
              .arg(o.deliveryStatus.isNull() ? u"?"_s
                                             : statenames::deliveryStatus(o.deliveryStatus));
    if (!o.state.isNull())
        s += WatchText::tr("; its task %1 is %2")
                 .arg(o.taskId.value_or(0))
                 .arg(statenames::taskState(o.state));
    return s;
}

QString deviceStateText(const WatchObservation &o)
{
    if (!o.found)
        return WatchText::tr("subscription gone");
    QString s = o.owed.value_or(0) == 0 && o.acked.value_or(0) == 0
        ? WatchText::tr("nothing owed yet")
        : WatchText::tr("%1 owed, %2 acked").arg(o.owed.value_or(0)).arg(o.acked.value_or(0));
    if (o.state == "disabled"_L1)
        s += WatchText::tr(", subscription disabled");
    return s;
}

QString sinkStateText(const WatchObservation &o)
{
    if (!o.found)
        return WatchText::tr("no such sink");
    if (o.leaseLive && o.lockPid)
        return WatchText::tr("held by backend %1 (advisory lock)").arg(*o.lockPid);
    if (o.leaseLive)
        return WatchText::tr("leased by %1").arg(o.state);
    if (!o.state.isNull())
        return WatchText::tr("lease of %1 expired").arg(o.state);
    return WatchText::tr("not leased");
}

// The evidence so far; `action` is the console's own action the watch began with, if any.
QString evidenceOf(const WatchTarget &target, const WatchObservation &seen,
                   const WatchAction *action)
{
    if (target.kind == Kind::Device) {
        if (!seen.at)
            return {};
        // alarm_deliveries has one acked_at: a device's ack and an operator's look the same,
        // unless the last ack is this console's own (its transaction's time, as the ack read
        // it back).
        if (action && action->action == operatoraction::AckAlarmDeliveriesName
            && action->outcome == "done"_L1 && action->doneAt && *action->doneAt == *seen.at)
            return WatchText::tr("last ack at %1, by operator %2 with this console's ack")
                .arg(timeText(seen.at))
                .arg(action->operatorId);
        return WatchText::tr("last ack at %1 (by the device or an operator: the ledger does not "
                             "tell)")
            .arg(timeText(seen.at));
    }
    if (target.kind == Kind::SinkLease)
        return seen.leaseLive ? sinkStateText(seen) : QString();
    if (target.kind == Kind::Batch)
        return {}; // its counts are its state
    if (!seen.deliveryId)
        return {};
    QString s = WatchText::tr("attempt %1 %2")
                    .arg(*seen.deliveryId)
                    .arg(statenames::deliveryStatus(seen.deliveryStatus));
    if (!seen.workerId.isNull())
        s += WatchText::tr(" by %1").arg(seen.workerId);
    if (seen.at)
        s += WatchText::tr(" at %1").arg(timeText(seen.at));
    return s;
}

} // namespace

namespace watchrules {

QString stateText(const WatchTarget &target, const WatchObservation &seen)
{
    switch (target.kind) {
    case Kind::Task:
        return taskStateText(seen);
    case Kind::Message:
        return messageStateText(seen);
    case Kind::Device:
        return deviceStateText(seen);
    case Kind::SinkLease:
        return sinkStateText(seen);
    case Kind::Batch:
        return seen.batch ? watchbatch::stateText(*seen.batch) : WatchText::tr("not read yet");
    }
    return {};
}

QString evidenceText(const WatchTarget &target, const WatchObservation &seen)
{
    return evidenceOf(target, seen, nullptr);
}

QString evidenceText(const Watch &w)
{
    return w.evidence ? evidenceOf(w.target, *w.evidence, w.action ? &*w.action : nullptr)
                      : QString();
}

QString stateText(const Watch &w)
{
    if (!w.unreadable.isEmpty())
        return WatchText::tr("cannot be read: %1").arg(w.unreadable);
    if (!w.seen || !w.evidence)
        return WatchText::tr("not read yet");
    return stateText(w.target, *w.evidence);
}

QString beforeText(const Watch &w)
{
    if (!w.before)
        return {};
    const WatchObservation &b = *w.before;
    // The first read of a watch begun after a replay (`poolscope watch` after `poolscope
    // replay`) reads the replay's task; the watched task was dead (only dead tasks are
    // replayed): that is what was wrong.
    if (w.target.kind == Kind::Task && b.replays.value_or(0) > 0)
        return WatchText::tr("dead, then replayed as task %1").arg(b.taskId.value_or(0));
    if (w.target.kind == Kind::Batch)
        return b.batch ? watchbatch::beforeText(*b.batch) : QString();
    return stateText(w.target, b);
}

QString fullName(const Watch &w)
{
    const WatchTarget &t = w.target;
    if (t.kind == Kind::Batch)
        return WatchText::tr("%1, action %2").arg(t.displayName(), t.actionId);
    if (t.kind != Kind::Device)
        return t.displayName();
    if (t.subscriptionId.isEmpty())
        return WatchText::tr("Every device of alert %1").arg(t.alertId);
    const WatchObservation *seen = w.evidence ? &*w.evidence : nullptr;
    const QString label = seen && !seen->deviceLabel.isEmpty() ? seen->deviceLabel : t.deviceLabel;
    const QString platform = seen ? seen->platform : QString();
    QString device;
    if (label.isEmpty() && platform.isEmpty())
        device = WatchText::tr("device %1").arg(t.subscriptionId);
    else if (platform.isEmpty())
        device = WatchText::tr("%1 (subscription %2)").arg(label, t.subscriptionId);
    else
        device = WatchText::tr("%1 (%2, subscription %3)")
                     .arg(label.isEmpty() ? WatchText::tr("unnamed device") : label, platform,
                          t.subscriptionId);
    return WatchText::tr("%1 on alert %2").arg(device, t.alertId);
}

Step apply(Watch &w, const WatchObservation &o, qint64 nowUs)
{
    Step step;
    if (w.finished())
        return step;
    const bool wasSeen = w.seen;
    const QString was = stateText(w);
    if (!w.seen) {
        w.fingerprint = fingerprintOf(o);
        w.startTaskState = o.found ? o.state : QString();
        // Unless the console's own action read it just before it ran, what was wrong is what
        // the watch first saw (a watch begun by hand, or by `poolscope watch`).
        if (!w.before && !w.beforeByAction)
            w.before = o;
        w.baselineUs = o.newestOwedAt;
    }
    const WatchStatus status = statusOf(w, o);
    step.changed = !w.seen || status != w.status || w.evidence != o || !w.unreadable.isEmpty();
    w.seen = true;
    w.unreadable.clear();
    w.evidence = o;
    if (stateText(w) != was)
        w.stateSinceUs = nowUs;
    if (status != WatchStatus::Pending) {
        w.status = status;
        w.finishedAtUs = nowUs;
        // Already so at the first read (an ack's own device, a task that does not exist):
        // the list says it, but there is no news to tell.
        step.landed = wasSeen;
    }
    return step;
}

bool expire(Watch &w, qint64 nowUs)
{
    if (w.finished() || nowUs < w.expiresAtUs)
        return false;
    w.status = WatchStatus::Expired;
    w.finishedAtUs = nowUs;
    return true;
}

DeepLink linkOf(const Watch &w)
{
    switch (w.target.kind) {
    case Kind::Task: {
        const OptInt now = w.evidence ? w.evidence->taskId : std::nullopt;
        return DeepLink::task(now && *now > 0 ? *now : w.target.id);
    }
    case Kind::Message: {
        DeepLink link = DeepLink::list(DeepLink::Target::Lookup);
        link.lookupKey = u"message"_s;
        link.lookupValue = QString::number(w.target.id);
        return link;
    }
    case Kind::Device:
        return DeepLink::alert(w.target.alertId);
    case Kind::SinkLease:
        return DeepLink::list(DeepLink::Target::Leases);
    case Kind::Batch: {
        // The links name one task, not a set: the first replay that died again, else the
        // batch's first task.
        const OptInt died = w.evidence ? w.evidence->taskId : std::nullopt;
        if (died && *died > 0)
            return DeepLink::task(*died);
        if (!w.target.taskIds.isEmpty())
            return DeepLink::task(w.target.taskIds.first());
        return DeepLink::list(DeepLink::Target::Tasks);
    }
    }
    return DeepLink::list(DeepLink::Target::Tasks);
}

QString outcomeLine(const Watch &w, bool wholeIds)
{
    const QString name = wholeIds ? fullName(w) : w.target.displayName();
    const QString evidence = evidenceText(w);
    const QString state = stateText(w);
    const QString tail = evidence.isEmpty() ? QString() : u" ("_s + evidence + u')';
    if (w.target.kind == Kind::Batch)
        return watchbatch::outcomeTitle(w, name) + u"; "_s + state;
    switch (w.status) {
    case WatchStatus::Reached:
        return WatchText::tr("%1: %2").arg(name, goalText(w.goal)) + tail;
    case WatchStatus::Bad:
        return WatchText::tr("%1 turned bad: %2").arg(name, state);
    case WatchStatus::Expired:
        return WatchText::tr("%1: not %2 before the watch expired; %3")
            .arg(name, goalText(w.goal), state);
    case WatchStatus::Pending:
        break;
    }
    return WatchText::tr("%1: waiting until %2; %3").arg(name, goalText(w.goal), state);
}

} // namespace watchrules

namespace watchrules {

DesktopNotice noticeOf(const Watch &w)
{
    DesktopNotice n;
    const QString name = w.target.displayName();
    const QString evidence = evidenceText(w);
    const QString state = stateText(w);
    if (w.target.kind == Kind::Batch) {
        // "Replay of 3,020 tasks settled with failures" / "3,017 of 3,020 delivered, 3 died again"
        n.title = watchbatch::outcomeTitle(w, name);
        n.body = state;
        n.bad = w.status != WatchStatus::Reached;
        n.link = linkOf(w).toString();
        return n;
    }
    switch (w.status) {
    case WatchStatus::Reached:
        n.title = WatchText::tr("%1: %2").arg(name, goalText(w.goal));
        n.body = evidence.isEmpty() ? state : evidence;
        break;
    case WatchStatus::Bad:
        n.title = WatchText::tr("%1 turned bad").arg(name);
        n.body = state;
        n.bad = true;
        break;
    case WatchStatus::Expired:
    case WatchStatus::Pending:
        n.title = WatchText::tr("%1: the watch expired").arg(name);
        n.body = WatchText::tr("Not %1 in time; %2").arg(goalText(w.goal), state);
        n.bad = true;
        break;
    }
    n.link = linkOf(w).toString();
    return n;
}

} // namespace watchrules
