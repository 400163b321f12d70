#pragma once

#include <QKeyCombination>
#include <QLatin1StringView>
#include <QString>
#include <array>
#include <optional>

// The operator's actions, as the console offers them: one enumerator each, one row each in
// operatoraction::info() below. Views name their buttons by it, controllers dispatch on it, the
// Actions menu takes its entries and keys from it, the db actions record its journal name and the
// command line its verb: a misspelt action does not compile (docs/architecture.md, "Operator
// actions by name"). Qt Core only.
enum class OperatorAction {
    ReplayTasks, // replay the selected dead tasks: a new queued task each (tasks view, lookup)
    ReplayFiltered, // replay every dead task the tasks filter matches, after a preview
    ReplayGroup, // replay the dead tasks of a failure group, after a preview, as one batch
    ReleaseTaskLease, // return a leased task to the queue (tasks, leases, lookup)
    ClearSinkLease, // clear a feed sink's lease holder
    TerminateSinkSession, // end the database session holding a sink's advisory lock
    AckSelected, // ack the selected owed alarm deliveries
    AckDevice, // ack everything a device owes for its alert (alarms, lookup)
    AckAlert, // ack everything owed for an alert
};

// Whether n is an enumerator's value. The switch lists every enumerator (a new one is a
// compile error here), so AllOperatorActions is made from it rather than kept by hand.
constexpr bool isOperatorAction(int n)
{
    switch (OperatorAction(n)) {
    case OperatorAction::ReplayTasks:
    case OperatorAction::ReplayFiltered:
    case OperatorAction::ReplayGroup:
    case OperatorAction::ReleaseTaskLease:
    case OperatorAction::ClearSinkLease:
    case OperatorAction::TerminateSinkSession:
    case OperatorAction::AckSelected:
    case OperatorAction::AckDevice:
    case OperatorAction::AckAlert:
        return true;
    }
    return false;
}

inline constexpr auto AllOperatorActions = [] {
    constexpr int count = [] {
        int n = 0;
        while (isOperatorAction(n))
            ++n;
        return n;
    }();
    std::array<OperatorAction, count> all {};
    for (int i = 0; i < count; ++i)
        all[i] = OperatorAction(i);
    return all;
}();

struct OperatorActionInfo
{
    // The button's name in the window (ActionBar, tests, logs): the spelling the console used
    // before the enum, kept.
    QLatin1StringView key;
    // The label where the action has one of its own (the Actions menu's entry, or the one view
    // that offers it): a QT_TRANSLATE_NOOP pair in the context that always translated it, so
    // the existing translations hold. A view may word its own button differently (tr() there).
    const char *labelContext = nullptr;
    const char *label = nullptr;
    // The Actions menu's entry (its QAction's object name) and key; empty: not in the menu.
    // The entry presses the view's own button for it (WindowActions::barFor).
    QLatin1StringView menuName;
    QKeyCombination shortcut;
    // What the journal and poolscope_audit record (ActionOutcome::action): stored, so never
    // respelt. Several buttons may do the same recorded action.
    QLatin1StringView journalName;
    // The poolscope command that does it; empty: the command line has none. Scripts call it:
    // never respelt.
    QLatin1StringView cliVerb;
};

namespace operatoraction {

// The journal's names, shared by the buttons that record the same action.
inline constexpr QLatin1StringView ReplayName = QLatin1StringView("replay");
inline constexpr QLatin1StringView ReleaseTaskLeaseName = QLatin1StringView("release_task_lease");
inline constexpr QLatin1StringView ReleaseSinkLeaseName = QLatin1StringView("release_sink_lease");
inline constexpr QLatin1StringView TerminateSinkSessionName
    = QLatin1StringView("terminate_sink_session");
inline constexpr QLatin1StringView AckAlarmDeliveriesName
    = QLatin1StringView("ack_alarm_deliveries");

constexpr QKeyCombination ctrlShift(Qt::Key key)
{
    return QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, key);
}

// The rows, one per action.
inline constexpr OperatorActionInfo ReplayTasksRow {
    .key = QLatin1StringView("replay"),
    .labelContext = "WindowActions",
    .label = QT_TRANSLATE_NOOP("WindowActions", "&Replay the selected dead tasks…"),
    .menuName = QLatin1StringView("replaySelected"),
    .shortcut = ctrlShift(Qt::Key_R),
    .journalName = ReplayName,
    .cliVerb = QLatin1StringView("replay"),
};

inline constexpr OperatorActionInfo ReplayFilteredRow {
    .key = QLatin1StringView("replayFiltered"),
    .labelContext = "TasksView",
    .label = QT_TRANSLATE_NOOP("TasksView", "Replay all dead &matching…"),
    .menuName = {},
    .shortcut = {},
    .journalName = ReplayName,
    .cliVerb = {},
};

inline constexpr OperatorActionInfo ReplayGroupRow {
    .key = QLatin1StringView("replayGroup"),
    .labelContext = "FailuresView",
    .label = QT_TRANSLATE_NOOP("FailuresView", "&Replay the group's dead tasks…"),
    .menuName = {},
    .shortcut = {},
    .journalName = ReplayName,
    .cliVerb = QLatin1StringView("replay"), // replay --cause ID --since …
};

inline constexpr OperatorActionInfo ReleaseTaskLeaseRow {
    .key = QLatin1StringView("release"),
    .labelContext = "WindowActions",
    .label = QT_TRANSLATE_NOOP("WindowActions", "Re&lease the selected lease…"),
    .menuName = QLatin1StringView("releaseSelected"),
    .shortcut = ctrlShift(Qt::Key_L),
    .journalName = ReleaseTaskLeaseName,
    .cliVerb = QLatin1StringView("release"),
};

inline constexpr OperatorActionInfo ClearSinkLeaseRow {
    .key = QLatin1StringView("clear"),
    .labelContext = "LeasesView",
    .label = QT_TRANSLATE_NOOP("LeasesView", "&Clear holder…"),
    .menuName = {},
    .shortcut = {},
    .journalName = ReleaseSinkLeaseName,
    .cliVerb = QLatin1StringView("release"), // release --feed F --sink S
};

inline constexpr OperatorActionInfo TerminateSinkSessionRow {
    .key = QLatin1StringView("terminate"),
    .labelContext = "LeasesView",
    .label = QT_TRANSLATE_NOOP("LeasesView", "&Terminate session…"),
    .menuName = {},
    .shortcut = {},
    .journalName = TerminateSinkSessionName,
    .cliVerb = QLatin1StringView("release"), // release --feed F --sink S --terminate
};

inline constexpr OperatorActionInfo AckSelectedRow {
    .key = QLatin1StringView("ackSelected"),
    .labelContext = "WindowActions",
    .label = QT_TRANSLATE_NOOP("WindowActions", "&Ack the selected alarm debt…"),
    .menuName = QLatin1StringView("ackSelected"),
    .shortcut = ctrlShift(Qt::Key_A),
    .journalName = AckAlarmDeliveriesName,
    .cliVerb = QLatin1StringView("ack"), // ack --alert A --subscription S --event E
};

inline constexpr OperatorActionInfo AckDeviceRow {
    .key = QLatin1StringView("ackDevice"),
    .labelContext = "AlarmsView",
    .label = QT_TRANSLATE_NOOP("AlarmsView", "Ack all this &device owes…"),
    .menuName = {},
    .shortcut = {},
    .journalName = AckAlarmDeliveriesName,
    .cliVerb = QLatin1StringView("ack"), // ack --alert A --subscription S
};

inline constexpr OperatorActionInfo AckAlertRow {
    .key = QLatin1StringView("ackAlert"),
    .labelContext = "AlarmsView",
    .label = QT_TRANSLATE_NOOP("AlarmsView", "Ack all owed for this a&lert…"),
    .menuName = {},
    .shortcut = {},
    .journalName = AckAlarmDeliveriesName,
    .cliVerb = QLatin1StringView("ack"), // ack --alert A
};

// An action's row. A switch with no default: a new enumerator is a compile error here until
// it has its row (docs/architecture.md, "Exhaustive switches"). constexpr, so that a name the
// db layer needs at compile time (lookup's AckAction) comes from here too.
constexpr OperatorActionInfo info(OperatorAction action)
{
    switch (action) {
    case OperatorAction::ReplayTasks:
        return ReplayTasksRow;
    case OperatorAction::ReplayFiltered:
        return ReplayFilteredRow;
    case OperatorAction::ReplayGroup:
        return ReplayGroupRow;
    case OperatorAction::ReleaseTaskLease:
        return ReleaseTaskLeaseRow;
    case OperatorAction::ClearSinkLease:
        return ClearSinkLeaseRow;
    case OperatorAction::TerminateSinkSession:
        return TerminateSinkSessionRow;
    case OperatorAction::AckSelected:
        return AckSelectedRow;
    case OperatorAction::AckDevice:
        return AckDeviceRow;
    case OperatorAction::AckAlert:
        return AckAlertRow;
    }
    return {};
}

QString key(OperatorAction action);
QString journalName(OperatorAction action);
QString cliVerb(OperatorAction action);
// The label, translated (with the accelerator's '&'); empty when the table gives none.
QString label(OperatorAction action);
std::optional<OperatorAction> fromKey(QStringView key);

} // namespace operatoraction
