#include "models/detailsource.h"

#include "db/queries/detailquery.h"

void DetailSource::select(Kind kind, const QStringList &key)
{
    if (kind == m_kind && key == m_key)
        return;
    m_kind = kind;
    m_key = key;
    Q_EMIT selectionChanged();
}

void DetailSource::selectTask(qint64 taskId)
{
    select(taskId > 0 ? Kind::Task : Kind::None, { QString::number(taskId) });
}

void DetailSource::selectDelivery(qint64 deliveryId)
{
    select(deliveryId > 0 ? Kind::Delivery : Kind::None, { QString::number(deliveryId) });
}

void DetailSource::selectAlarm(const QString &alertId, const QString &subscriptionId, const QString &eventId)
{
    select(alertId.isEmpty() ? Kind::None : Kind::Alarm, { alertId, subscriptionId, eventId });
}

void DetailSource::clear()
{
    select(Kind::None, {});
}

void DetailSource::setReplaysReadable(bool readable)
{
    m_replaysReadable = readable;
}

DbJob DetailSource::job() const
{
    switch (m_kind) {
    case Kind::Task:
        return detailquery::taskJob(m_key.value(0).toLongLong(), m_replaysReadable);
    case Kind::Delivery:
        return detailquery::deliveryJob(m_key.value(0).toLongLong());
    case Kind::Alarm:
        return detailquery::alarmJob(m_key.value(0), m_key.value(1), m_key.value(2));
    case Kind::None:
        break;
    }
    return {};
}

void DetailSource::apply(const DbError &error, const QVariant &value)
{
    if (error.isError() && !value.isValid()) {
        if (error.kind != DbErrorKind::NotConnected && error.kind != DbErrorKind::ConnectionLost)
            Q_EMIT failed(readFailureText(error));
        return;
    }
    if (value.canConvert<TaskDetail>() && m_kind == Kind::Task)
        Q_EMIT taskReady(value.value<TaskDetail>());
    else if (value.canConvert<DeliveryDetail>() && m_kind == Kind::Delivery)
        Q_EMIT deliveryReady(value.value<DeliveryDetail>());
    else if (value.canConvert<AlarmDetail>() && m_kind == Kind::Alarm)
        Q_EMIT alarmReady(value.value<AlarmDetail>());
}
