#include "core/savedview.h"

using namespace Qt::StringLiterals;

namespace savedview {

QList<SavedViewPreset> presets()
{
    return { SavedViewPreset::DeadLastDay, SavedViewPreset::StuckLeases,
             SavedViewPreset::OwedAlarmsOverHour, SavedViewPreset::FailuresLastHour };
}

DeepLink presetLink(SavedViewPreset preset)
{
    using Target = DeepLink::Target;
    switch (preset) {
    case SavedViewPreset::DeadLastDay: {
        DeepLink l = DeepLink::list(Target::Tasks);
        l.states = { taskstate::Dead };
        l.createdWithinSeconds = 86400;
        return l;
    }
    case SavedViewPreset::StuckLeases: {
        DeepLink l = DeepLink::list(Target::Leases);
        l.stuckOnly = true;
        return l;
    }
    case SavedViewPreset::OwedAlarmsOverHour: {
        DeepLink l = DeepLink::list(Target::Alarms);
        l.olderThanSeconds = 3600;
        return l;
    }
    case SavedViewPreset::FailuresLastHour: {
        DeepLink l = DeepLink::list(Target::Failures);
        l.since = u"1h"_s;
        return l;
    }
    }
    Q_UNREACHABLE();
    return {};
}

TaskFilter taskFilter(const DeepLink &link)
{
    TaskFilter f;
    if (link.target == DeepLink::Target::Task) {
        f.search = TaskSearch::TaskId;
        f.searchText = QString::number(link.taskId);
        return f;
    }
    if (link.messageId) {
        f.search = TaskSearch::MessageId;
        f.searchText = QString::number(*link.messageId);
    }
    for (const QString &state : link.states) {
        if (taskstate::all().contains(state) && !f.states.contains(state))
            f.states.append(state);
    }
    f.kind = link.kind;
    f.accountId = link.accountId;
    f.monitorId = link.monitorId;
    f.createdWithinSeconds = link.createdWithinSeconds;
    f.createdFrom = link.createdFrom; // the dashboard's enqueued bars (created_at)
    f.createdTo = link.createdTo;
    if (!link.causeId.isEmpty()) {
        CauseFilter cause;
        cause.id = link.causeId;
        cause.withinSeconds = link.failedWithinSeconds;
        cause.from = link.failedFrom;
        cause.to = link.failedTo;
        f.cause = cause;
    }
    return f;
}

DeepLink tasksLink(const TaskFilter &f)
{
    const bool searching = !f.searchText.isEmpty();
    if (searching && f.search == TaskSearch::TaskId)
        return DeepLink::task(f.searchText.toLongLong());
    DeepLink l = DeepLink::list(DeepLink::Target::Tasks);
    if (searching && f.search == TaskSearch::MessageId)
        l.messageId = f.searchText.toLongLong();
    // In the grammar's order (taskstate::all()), so equal filters make equal links.
    for (const QString &state : taskstate::all()) {
        if (f.states.contains(state))
            l.states.append(state);
    }
    l.kind = f.kind.isEmpty() ? QString() : f.kind;
    l.accountId = f.accountId;
    l.monitorId = f.monitorId;
    l.createdWithinSeconds = f.createdWithinSeconds;
    l.createdFrom = f.createdFrom;
    l.createdTo = f.createdTo;
    if (f.cause) {
        l.causeId = f.cause->id;
        l.failedWithinSeconds = f.cause->withinSeconds;
        l.failedFrom = f.cause->from;
        l.failedTo = f.cause->to;
    }
    return l;
}

DeliveryFilter deliveryFilter(const DeepLink &link)
{
    DeliveryFilter f;
    f.taskId = link.ofTask;
    f.messageId = link.messageId;
    // The dashboard's click-through, with its bucket's bounds; a status no filter knows
    // (its "other") filters nothing.
    for (const QString &status : link.statuses) {
        if (deliverystatus::all().contains(status) && !f.statuses.contains(status))
            f.statuses.append(status);
    }
    f.workerId = link.workerId;
    f.createdWithinSeconds = link.createdWithinSeconds;
    f.createdFrom = link.createdFrom;
    f.createdTo = link.createdTo;
    return f;
}

DeepLink deliveriesLink(const DeliveryFilter &f)
{
    DeepLink l = DeepLink::delivery(f.messageId, f.taskId);
    for (const QString &status : deliverystatus::all()) {
        if (f.statuses.contains(status))
            l.statuses.append(status);
    }
    l.workerId = f.workerId.isEmpty() ? QString() : f.workerId;
    l.createdWithinSeconds = f.createdWithinSeconds;
    l.createdFrom = f.createdFrom;
    l.createdTo = f.createdTo;
    return l;
}

} // namespace savedview
