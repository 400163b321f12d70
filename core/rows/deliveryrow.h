#pragma once

#include "core/types.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

// One notification_deliveries row: one delivery attempt. error and provider_response arrive
// cut to a preview; the detail pane fetches the rest.
struct DeliveryRow
{
    qint64 id = 0;
    OptInt messageId;
    QString workerId;
    OptInt taskId;
    QString status;
    QString error;
    OptInt durationMs;
    QString providerResponse;
    OptTime createdAt;

    qint64 key() const { return id; }
    bool operator==(const DeliveryRow &) const = default;
};

// The statuses the worker reports (models.NotificationResult*).
namespace deliverystatus {
inline const QString Delivered = QStringLiteral("delivered");
inline const QString Partial = QStringLiteral("partial");
inline const QString Retryable = QStringLiteral("retryable");
inline const QString Permanent = QStringLiteral("permanent");
inline QStringList all()
{
    return { Delivered, Partial, Retryable, Permanent };
}
} // namespace deliverystatus

struct DeliveryFilter
{
    QStringList statuses; // empty: all
    QString workerId; // null: any
    OptInt messageId;
    OptInt taskId;
    int createdWithinSeconds = 0; // 0: any time; else created in the last N seconds (server clock)
    OptTime createdFrom;
    OptTime createdTo;
    int limit = 200;
    bool operator==(const DeliveryFilter &) const = default;
};

struct DeliveryWindow
{
    QList<DeliveryRow> rows;
    bool hasMore = false;
    qint64 serverNowUs = 0;
    // Optional columns the database lacks: not read, shown as "—" with a note.
    QStringList absentColumns;
};

Q_DECLARE_METATYPE(DeliveryWindow)
