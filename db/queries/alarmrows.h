#pragma once

#include "db/types.h"

#include <QList>
#include <QMetaType>
#include <QString>

// One owed alarm delivery: a device (subscription) that has not acked an event of an alert.
struct AlarmDebtRow
{
    QString alertId;
    QString alertName;
    OptInt accountId;
    QString alertState;
    QString subscriptionId;
    QString deviceLabel;
    QString platform;
    std::optional<bool> enabled;
    OptTime lastSeenAt;
    QString eventId;
    QString eventKind; // null when the event row is gone (event_id has no foreign key)
    OptTime owedSince; // the ledger row's created_at

    QString key() const { return alertId + u'/' + subscriptionId + u'/' + eventId; }
    bool operator==(const AlarmDebtRow &) const = default;
};

// How long the owed deliveries have been owed.
struct AlarmDebtBuckets
{
    qint64 under5Minutes = 0;
    qint64 under1Hour = 0;
    qint64 under1Day = 0;
    qint64 over1Day = 0;
    qint64 total() const { return under5Minutes + under1Hour + under1Day + over1Day; }
    OptTime oldest;
    qint64 alerts = 0; // distinct alerts owed
    qint64 devices = 0; // distinct subscriptions owing
    bool operator==(const AlarmDebtBuckets &) const = default;
};

struct AlarmDebtSnapshot
{
    QList<AlarmDebtRow> rows;
    bool hasMore = false;
    AlarmDebtBuckets buckets;
    qint64 serverNowUs = 0;
};

Q_DECLARE_METATYPE(AlarmDebtSnapshot)
