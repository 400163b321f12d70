#pragma once

#include "core/deeplink.h"
#include "core/rows/deliveryrow.h"
#include "core/rows/taskrow.h"

#include <QList>
#include <QString>

// A saved view: a name the operator gave and the deep link that opens it (docs/console.md,
// "Saved views"). What a view shows is exactly what its link names, so a saved view, a link
// copied into a runbook and a link clicked in a ticket open the same thing the same way.
struct SavedView
{
    QString name;
    DeepLink link;
    bool operator==(const SavedView &) const = default;
};

// The built-in views every profile offers, before the operator's own. Not stored: their names
// are words, rendered in the language on screen (views/savedviewsmenu.cpp).
enum class SavedViewPreset {
    DeadLastDay, // tasks: dead, created in the last 24 h
    StuckLeases, // leases: only task leases past their expiry
    OwedAlarmsOverHour, // alarms: owed deliveries older than 1 h
    FailuresLastHour, // the failure groups of the last hour
};

namespace savedview {

// Every preset, in the menu's order.
QList<SavedViewPreset> presets();
DeepLink presetLink(SavedViewPreset preset);

// The tasks view's filter a Tasks (or Task) link names: exactly those filters, every other
// one cleared. A task link searches for its id.
TaskFilter taskFilter(const DeepLink &link);
// The link of a tasks filter: what the grammar can name of it. A search as a task id is the
// task's link, a search as a message id is ?message=; other searches (job id, key, account
// id as typed) are not part of a link, and a cause's text is the failure view's to show.
DeepLink tasksLink(const TaskFilter &filter);
// The same for the deliveries view.
DeliveryFilter deliveryFilter(const DeepLink &link);
DeepLink deliveriesLink(const DeliveryFilter &filter);

} // namespace savedview
