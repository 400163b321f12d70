#pragma once

#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

struct LookupQuery;

// A poolscope: link as a value: what it names (one task, one alert, a filtered list, a
// lookup, the failure groups). The one grammar of the links "Copy link" writes, the dashboard's
// clicks make, the detail pane shows and `poolscope LINK` follows. parse() reads both spellings
// (poolscope://task/123 and poolscope:task/123); toString() writes the first, and
// parse(toString()) gives the same value back.
struct DeepLink
{
    enum class Target { Task, Alert, Tasks, Deliveries, Leases, Alarms, Lookup, Failures };

    Target target = Target::Tasks;
    qint64 taskId = 0; // Task
    QString alertId; // Alert: lower case, without braces
    std::optional<qint64> messageId; // Tasks, Deliveries: ?message=
    std::optional<qint64> ofTask; // Deliveries: ?task=
    QStringList states; // Tasks: ?state=, may repeat
    QStringList statuses; // Deliveries: ?status=, may repeat
    QString workerId; // Deliveries: ?worker=; null: any worker
    std::optional<qint64> createdFrom; // Tasks, Deliveries: ?from=, µs since 1970 (created_at)
    std::optional<qint64> createdTo; // ?to=, the same
    int createdWithinSeconds = 0; // Tasks, Deliveries: ?within=, created in the last N s; 0: any
    QString kind; // Tasks: ?kind=; null: any kind
    std::optional<qint64> accountId; // Tasks: ?account=
    std::optional<qint64> monitorId; // Tasks: ?monitor=
    // Tasks: ?cause=, one failure group's members (12 lower-case hex digits, CauseFilter::id),
    // failed in the last ?failed_within= seconds or between ?failed_from= and ?failed_to= (µs).
    QString causeId;
    int failedWithinSeconds = 0;
    std::optional<qint64> failedFrom;
    std::optional<qint64> failedTo;
    bool stuckOnly = false; // Leases: ?stuck=1, only task leases past their expiry
    int olderThanSeconds = 0; // Alarms: ?older_than=, owed for more than N seconds; 0: all
    QString lookupKey; // Lookup: a kind the lookup takes ("message", "job"…), or q: as typed
    QString lookupValue;
    // Lookup, Failures: ?since= as given ("7d"); empty: the view's own range. A failures
    // link's since must read as a duration (30m, 24h, 7d, 2w, 90s).
    QString since;

    static DeepLink task(qint64 taskId); // poolscope://task/123
    static DeepLink alert(const QString &alertId); // poolscope://alert/<uuid>
    static DeepLink list(Target target); // poolscope://deliveries, unfiltered
    // A delivery has no page of its own: the deliveries of its message (and task) list it.
    static DeepLink delivery(std::optional<qint64> messageId, std::optional<qint64> taskId);
    // The lookup of `query`: poolscope://lookup?message=90001, with &since= for account-wide
    // kinds.
    static DeepLink lookup(const LookupQuery &query);
    // The failure groups of the last `withinSeconds`: poolscope://failures?since=1h.
    static DeepLink failures(int withinSeconds);

    // What the grammar cannot judge: whether a lookup link's identifier or since reads as
    // the lookup reads it. Called with each such item (key "since", a kind, or "q"); returns
    // why not, or an empty string. The lookup's parser supplies it (app/options.cpp).
    using ItemCheck = std::function<QString(const QString &key, const QString &value)>;
    // nullopt, with *error saying "cannot follow LINK: why", for a link the console cannot
    // follow.
    static std::optional<DeepLink> parse(const QString &text, QString *error = nullptr,
                                         const ItemCheck &lookupCheck = {});
    QString toString() const;
    // The --view name of the tab it opens on: tasks, deliveries, leases, alarms, lookup or
    // failures.
    QString view() const;
    // What a lookup link looks up, as typed in the lookup's box: "message:90001", or q's text.
    QString lookupInput() const;

    bool operator==(const DeepLink &) const = default;
};
