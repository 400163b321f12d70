#pragma once

#include "core/types.h"

#include <QHashFunctions>
#include <QList>
#include <QMetaType>
#include <QString>

// An owed delivery's identity: which alert's event, owed by which device. Three shared strings
// rather than one joined on every call: the keyed diff asks each row's key on every poll.
struct AlarmDebtKey
{
    QString alertId;
    QString subscriptionId;
    QString eventId;
    bool operator==(const AlarmDebtKey &) const = default;
};

inline size_t qHash(const AlarmDebtKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.alertId, k.subscriptionId, k.eventId);
}

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

    AlarmDebtKey key() const { return { alertId, subscriptionId, eventId }; }
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
