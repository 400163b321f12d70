#pragma once

#include <QMetaType>
#include <QString>
#include <QtGlobal>

// The one item the window is on: what the detail pane shows and Watch ▸ Watch the selection
// watches. Each view says what it has selected as one of these, and the window follows only the
// view on screen (views/selectionbinding), so the pane is never about a row of another view,
// nor about a row that left its table. A plain value: it crosses from the views to app/.
struct SelectedItem
{
    enum class Kind {
        None, // nothing is selected
        Task,
        Delivery, // an attempt in the notification_deliveries audit
        Alarm, // a ledger row: alert, subscription (the device), event
        Device, // a device the lookup shows without a ledger row for the alert's latest trigger
        SinkLease,
        Several, // more than one row is selected and none is the current one
    };
    Kind kind = Kind::None;
    qint64 id = 0; // Task, Delivery
    QString alertId; // Alarm, Device
    QString subscriptionId;
    QString eventId; // Alarm
    QString feed; // SinkLease
    QString sink;
    int count = 0; // Several: how many
    QString label; // what the operator calls it (a device's label); display only

    static SelectedItem task(qint64 taskId);
    static SelectedItem delivery(qint64 deliveryId);
    static SelectedItem alarm(const QString &alertId, const QString &subscriptionId,
                              const QString &eventId, const QString &label = {});
    static SelectedItem device(const QString &alertId, const QString &subscriptionId,
                               const QString &label = {});
    static SelectedItem sinkLease(const QString &feed, const QString &sink);
    static SelectedItem several(int count);

    bool isNone() const { return kind == Kind::None; }
    // "task:12", "delivery:9", "alarm:<alert>/<subscription>/<event>", "device:<alert>/<sub>",
    // "sink:<feed>/<sink>", "several:3", "": what the item is, whatever its label says.
    QString key() const;
    // Two items are the same item when their keys are; the label is not part of it.
    bool sameItem(const SelectedItem &other) const { return key() == other.key(); }
};

Q_DECLARE_METATYPE(SelectedItem)
