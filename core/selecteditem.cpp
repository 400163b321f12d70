#include "core/selecteditem.h"

using namespace Qt::StringLiterals;

SelectedItem SelectedItem::task(qint64 taskId)
{
    SelectedItem i;
    i.kind = Kind::Task;
    i.id = taskId;
    return i;
}

SelectedItem SelectedItem::delivery(qint64 deliveryId)
{
    SelectedItem i;
    i.kind = Kind::Delivery;
    i.id = deliveryId;
    return i;
}

SelectedItem SelectedItem::alarm(const QString &alertId, const QString &subscriptionId,
                                 const QString &eventId, const QString &label)
{
    SelectedItem i;
    i.kind = Kind::Alarm;
    i.alertId = alertId;
    i.subscriptionId = subscriptionId;
    i.eventId = eventId;
    i.label = label;
    return i;
}

SelectedItem SelectedItem::device(const QString &alertId, const QString &subscriptionId,
                                  const QString &label)
{
    SelectedItem i;
    i.kind = Kind::Device;
    i.alertId = alertId;
    i.subscriptionId = subscriptionId;
    i.label = label;
    return i;
}

SelectedItem SelectedItem::sinkLease(const QString &feed, const QString &sink)
{
    SelectedItem i;
    i.kind = Kind::SinkLease;
    i.feed = feed;
    i.sink = sink;
    return i;
}

SelectedItem SelectedItem::several(int count)
{
    SelectedItem i;
    i.kind = Kind::Several;
    i.count = count;
    return i;
}

QString SelectedItem::key() const
{
    switch (kind) {
    case Kind::None:
        return {};
    case Kind::Task:
        return u"task:"_s + QString::number(id);
    case Kind::Delivery:
        return u"delivery:"_s + QString::number(id);
    case Kind::Alarm:
        return u"alarm:"_s + alertId + u'/' + subscriptionId + u'/' + eventId;
    case Kind::Device:
        return u"device:"_s + alertId + u'/' + subscriptionId;
    case Kind::SinkLease:
        // A feed or sink name may hold '/': the unit separator cannot be typed into one.
        return u"sink:"_s + feed + QChar(0x1f) + sink;
    case Kind::Several:
        return u"several:"_s + QString::number(count);
    }
    return {};
}
