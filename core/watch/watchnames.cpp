// The names of a watch's parts: keys, goals, statuses, and which goal fits which target.
#include "core/textcontexts.h"
#include "core/watch/watchrules.h"

#include <QUuid>

using namespace Qt::StringLiterals;

namespace {

QString canonicalUuid(const QString &text)
{
    const QUuid id = QUuid::fromString(text);
    return id.isNull() ? QString() : id.toString(QUuid::WithoutBraces);
}

// "a/b" split at its first slash; the sink part may hold slashes of its own.
std::optional<std::pair<QString, QString>> pairOf(const QString &text)
{
    const qsizetype slash = text.indexOf(u'/');
    if (slash <= 0 || slash == text.size() - 1)
        return std::nullopt;
    return std::pair { text.left(slash), text.mid(slash + 1) };
}

} // namespace

WatchTarget WatchTarget::message(qint64 messageId)
{
    WatchTarget t;
    t.kind = Kind::Message;
    t.id = messageId;
    return t;
}

WatchTarget WatchTarget::task(qint64 taskId)
{
    WatchTarget t;
    t.kind = Kind::Task;
    t.id = taskId;
    return t;
}

WatchTarget WatchTarget::device(const QString &alertId, const QString &subscriptionId,
                                const QString &deviceLabel)
{
    WatchTarget t;
    t.kind = Kind::Device;
    t.alertId = canonicalUuid(alertId);
    t.subscriptionId = canonicalUuid(subscriptionId);
    t.deviceLabel = deviceLabel;
    return t;
}

WatchTarget WatchTarget::sinkLease(const QString &feed, const QString &sink)
{
    WatchTarget t;
    t.kind = Kind::SinkLease;
    t.feed = feed;
    t.sink = sink;
    return t;
}

WatchTarget WatchTarget::batch(const QString &actionId, const QList<qint64> &taskIds,
                               const QString &label)
{
    WatchTarget t;
    t.kind = Kind::Batch;
    t.actionId = actionId.toLower();
    t.taskIds = taskIds;
    t.label = label;
    return t;
}

QString WatchTarget::key() const
{
    const QString kindPart = watchrules::kindName(kind) + u':';
    switch (kind) {
    case Kind::Message:
    case Kind::Task:
        return kindPart + QString::number(id);
    case Kind::Device:
        return kindPart + alertId + u'/' + (subscriptionId.isEmpty() ? u"*"_s : subscriptionId);
    case Kind::SinkLease:
        return kindPart + feed + u'/' + sink;
    case Kind::Batch:
        return kindPart + actionId;
    }
    return {};
}

QString WatchTarget::displayName() const
{
    switch (kind) {
    case Kind::Message:
        return WatchText::tr("Message %1").arg(id);
    case Kind::Task:
        return WatchText::tr("Task %1").arg(id);
    case Kind::Device: {
        const QString alert = alertId.left(8) + u'…';
        if (subscriptionId.isEmpty())
            return WatchText::tr("Every device of alert %1").arg(alert);
        const QString device = deviceLabel.isEmpty() ? subscriptionId.left(8) + u'…' : deviceLabel;
        return WatchText::tr("%1 on alert %2").arg(device, alert);
    }
    case Kind::SinkLease:
        return WatchText::tr("Sink %1/%2").arg(feed, sink);
    case Kind::Batch: {
        const QString replay
            = WatchText::tr("Replay of %Ln task(s)", nullptr, pluralCount(taskIds.size()));
        return label.isEmpty() ? replay : WatchText::tr("%1 · %2").arg(replay, label);
    }
    }
    return {};
}

namespace watchrules {

QString kindName(WatchTarget::Kind kind)
{
    switch (kind) {
    case WatchTarget::Kind::Message:
        return u"message"_s;
    case WatchTarget::Kind::Task:
        return u"task"_s;
    case WatchTarget::Kind::Device:
        return u"device"_s;
    case WatchTarget::Kind::SinkLease:
        return u"sink"_s;
    case WatchTarget::Kind::Batch:
        return u"batch"_s;
    }
    return {};
}

QString goalName(WatchGoal goal)
{
    switch (goal) {
    case WatchGoal::Delivered:
        return u"delivered"_s;
    case WatchGoal::Acked:
        return u"acked"_s;
    case WatchGoal::Leased:
        return u"leased"_s;
    case WatchGoal::Changed:
        return u"changed"_s;
    }
    return {};
}

std::optional<WatchGoal> goalFromName(const QString &name)
{
    for (WatchGoal g :
         { WatchGoal::Delivered, WatchGoal::Acked, WatchGoal::Leased, WatchGoal::Changed }) {
        if (goalName(g) == name)
            return g;
    }
    return std::nullopt;
}

QString statusName(WatchStatus status)
{
    switch (status) {
    case WatchStatus::Pending:
        return u"pending"_s;
    case WatchStatus::Reached:
        return u"reached"_s;
    case WatchStatus::Bad:
        return u"bad"_s;
    case WatchStatus::Expired:
        return u"expired"_s;
    }
    return {};
}

std::optional<WatchStatus> statusFromName(const QString &name)
{
    for (WatchStatus s :
         { WatchStatus::Pending, WatchStatus::Reached, WatchStatus::Bad, WatchStatus::Expired }) {
        if (statusName(s) == name)
            return s;
    }
    return std::nullopt;
}

QString goalText(WatchGoal goal)
{
    switch (goal) {
    case WatchGoal::Delivered:
        return WatchText::tr("delivered");
    case WatchGoal::Acked:
        return WatchText::tr("acked");
    case WatchGoal::Leased:
        return WatchText::tr("leased by a worker");
    case WatchGoal::Changed:
        return WatchText::tr("any change");
    }
    return {};
}

QString statusText(WatchStatus status)
{
    switch (status) {
    case WatchStatus::Pending:
        return WatchText::tr("waiting");
    case WatchStatus::Reached:
        return WatchText::tr("reached");
    case WatchStatus::Bad:
        return WatchText::tr("turned bad");
    case WatchStatus::Expired:
        return WatchText::tr("expired");
    }
    return {};
}

WatchGoal defaultGoal(WatchTarget::Kind kind)
{
    switch (kind) {
    case WatchTarget::Kind::Message:
    case WatchTarget::Kind::Task:
    case WatchTarget::Kind::Batch:
        return WatchGoal::Delivered;
    case WatchTarget::Kind::Device:
        return WatchGoal::Acked;
    case WatchTarget::Kind::SinkLease:
        return WatchGoal::Leased;
    }
    return WatchGoal::Changed;
}

bool goalFits(WatchTarget::Kind kind, WatchGoal goal, QString *why)
{
    const bool fits = goal == WatchGoal::Changed || goal == defaultGoal(kind);
    if (!fits && why) {
        *why = WatchText::tr("a %1 cannot be watched until %2; it can be watched until %3 or "
                             "changed")
                   .arg(kindName(kind), goalName(goal), goalName(defaultGoal(kind)));
    }
    return fits;
}

std::optional<WatchTarget> targetFromKey(const QString &key)
{
    const qsizetype colon = key.indexOf(u':');
    if (colon <= 0)
        return std::nullopt;
    const QString kind = key.left(colon);
    const QString rest = key.mid(colon + 1);
    bool ok = false;
    const qint64 id = rest.toLongLong(&ok);
    if (kind == "task"_L1 && ok && id > 0)
        return WatchTarget::task(id);
    if (kind == "message"_L1 && ok && id > 0)
        return WatchTarget::message(id);
    // A batch's members are not in its key: the store keeps them beside it.
    if (kind == "batch"_L1 && !canonicalUuid(rest).isEmpty())
        return WatchTarget::batch(canonicalUuid(rest), {});
    const auto pair = pairOf(rest);
    if (!pair)
        return std::nullopt;
    if (kind == "sink"_L1)
        return WatchTarget::sinkLease(pair->first, pair->second);
    if (kind != "device"_L1)
        return std::nullopt;
    const WatchTarget t = WatchTarget::device(pair->first, pair->second, {});
    if (t.alertId.isEmpty() || (t.subscriptionId.isEmpty() && pair->second != "*"_L1))
        return std::nullopt;
    return t;
}

Watch make(const WatchTarget &target, WatchGoal goal, qint64 nowUs, qint64 expiryUs)
{
    Watch w;
    w.target = target;
    w.goal = goal;
    w.createdAtUs = nowUs;
    w.stateSinceUs = nowUs;
    w.expiresAtUs = nowUs + expiryUs;
    return w;
}

} // namespace watchrules
