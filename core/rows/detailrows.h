#pragma once

#include "core/dberror.h"
#include "core/rows/alarmrows.h"
#include "core/rows/deliveryrow.h"
#include "core/rows/taskrow.h"

#include <QList>
#include <QMetaType>

// What the detail pane shows for the selected row. Big values arrive as capped previews:
// the pane never asks for a whole 10 MB payload unless the operator asks to see all of it.

// Which big value of a detail a preview or a full read is about.
enum class DetailField {
    TaskPayload,
    TaskResult,
    TaskLastError,
    DeliveryError,
    DeliveryResponse,
    EventFrame
};

struct TextPreview
{
    QString text; // null: SQL NULL
    qint64 totalBytes = 0;
    bool truncated = false;
    DbError error; // this value alone could not be read (a document too deep to pretty-print)
    // The version of the row the text was read from (its xmin, which every UPDATE changes);
    // empty when nothing was read.
    QString rowVersion;
    // The row was still at the version the job was given, so the server sent no text: the
    // preview read before stands (DetailSource puts it back).
    bool unchanged = false;
    bool operator==(const TextPreview &) const = default;
};

struct ReplayLink
{
    qint64 originalTaskId = 0;
    qint64 requeuedTaskId = 0;
    OptInt operatorId;
    OptTime at;
    bool operator==(const ReplayLink &) const = default;
};

struct TaskDetail
{
    bool found = false;
    TaskRow task;
    TextPreview lastError;
    TextPreview payload;
    TextPreview result;
    QList<DeliveryRow> deliveries; // this task's attempts, newest first
    bool moreDeliveries = false;
    std::optional<ReplayLink> replayOf; // this task is a replay of another
    std::optional<ReplayLink> replayedAs; // this task was replayed as another
    QString replaysUnavailable; // why lineage could not be read (no table, no privilege)
    // Optional task columns this database lacks: said as absent, never as a NULL's "—".
    QStringList absentColumns;
    qint64 serverNowUs = 0;
    bool operator==(const TaskDetail &) const = default;
};

struct DeliveryDetail
{
    bool found = false;
    DeliveryRow delivery;
    TextPreview error;
    TextPreview providerResponse;
    bool taskExists = false; // the audit outlives purged tasks
    QString taskState;
    bool operator==(const DeliveryDetail &) const = default;
};

// One subscription of an alert and where it stands for one event.
struct SubscriptionStanding
{
    QString subscriptionId;
    QString deviceLabel;
    QString platform;
    std::optional<bool> enabled;
    OptTime lastSeenAt;
    bool hasLedgerRow = false; // a row exists for this event
    OptTime owedSince;
    OptTime ackedAt;
    bool operator==(const SubscriptionStanding &) const = default;
};

struct AlarmDetail
{
    bool found = false;
    AlarmDebtRow row;
    OptTime eventCreatedAt;
    TextPreview frame;
    QList<SubscriptionStanding> subscriptions;
    qint64 serverNowUs = 0;
    bool operator==(const AlarmDetail &) const = default;
};

Q_DECLARE_METATYPE(TaskDetail)
Q_DECLARE_METATYPE(DeliveryDetail)
Q_DECLARE_METATYPE(AlarmDetail)
