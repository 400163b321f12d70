#pragma once

#include "db/dbjob.h"

#include <QList>
#include <QMetaType>
#include <QString>

// The devices (subscriptions) of one alert, read once when a watch names a device by its
// label (`poolscope watch --alert UUID --device LABEL`): the watch itself is by subscription
// id, and a label is only what the operator calls the device.
struct AlertDevice
{
    QString subscriptionId; // lower case, without braces
    QString label; // NULL when the device has none
    bool enabled = true;
    bool operator==(const AlertDevice &) const = default;
};

struct AlertDevices
{
    bool alertFound = false;
    QList<AlertDevice> devices; // by label, then id; at most MaxDevices
    static constexpr int MaxDevices = 1000;
};

namespace watchdevices {

// The alert `alertId` (a canonical UUID) and its subscriptions. Answers AlertDevices.
DbJob job(const QString &alertId);

// The devices `wanted` names: those whose label is exactly `wanted`, else (none such) those
// whose label equals it ignoring case and surrounding spaces, else the one whose subscription
// id it is (a UUID, so a device with a label shared by another can still be named).
QList<AlertDevice> matching(const QList<AlertDevice> &devices, const QString &wanted);

} // namespace watchdevices

Q_DECLARE_METATYPE(AlertDevices)
