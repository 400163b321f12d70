#include "models/detailsource.h"

#include "db/queries/detailquery.h"

void DetailSource::select(Kind kind, const QStringList &wanted)
{
    const QStringList key = kind == Kind::None ? QStringList() : wanted; // nothing is one selection
    if (kind == m_kind && key == m_key)
        return;
    m_kind = kind;
    m_key = key;
    m_held.clear();
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

void DetailSource::selectAlarm(const QString &alertId, const QString &subscriptionId,
                               const QString &eventId)
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
        return detailquery::taskJob(m_key.value(0).toLongLong(), m_replaysReadable, heldVersions(),
                                    m_absentTaskColumns);
    case Kind::Delivery:
        return detailquery::deliveryJob(m_key.value(0).toLongLong(), heldVersions());
    case Kind::Alarm:
        return detailquery::alarmJob(m_key.value(0), m_key.value(1), m_key.value(2),
                                     heldVersions());
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
    // A reply is shown only about the row selected now: one read for an earlier selection
    // that slipped past the poller's generation must not put that row in the pane.
    const QString first = m_key.value(0);
    if (value.canConvert<TaskDetail>() && m_kind == Kind::Task) {
        TaskDetail d = value.value<TaskDetail>();
        if (QString::number(d.task.id) != first)
            return;
        keep(DetailField::TaskLastError, d.lastError);
        keep(DetailField::TaskPayload, d.payload);
        keep(DetailField::TaskResult, d.result);
        Q_EMIT taskReady(d);
    } else if (value.canConvert<DeliveryDetail>() && m_kind == Kind::Delivery) {
        DeliveryDetail d = value.value<DeliveryDetail>();
        if (QString::number(d.delivery.id) != first)
            return;
        keep(DetailField::DeliveryError, d.error);
        keep(DetailField::DeliveryResponse, d.providerResponse);
        Q_EMIT deliveryReady(d);
    } else if (value.canConvert<AlarmDetail>() && m_kind == Kind::Alarm) {
        AlarmDetail d = value.value<AlarmDetail>();
        const QStringList got { d.row.alertId, d.row.subscriptionId, d.row.eventId };
        if (got.join(u'/').compare(m_key.join(u'/'), Qt::CaseInsensitive) != 0)
            return; // uuids: the server writes them in lower case
        keep(DetailField::EventFrame, d.frame);
        Q_EMIT alarmReady(d);
    }
}

detailquery::HeldVersions DetailSource::heldVersions() const
{
    detailquery::HeldVersions versions;
    for (auto it = m_held.cbegin(); it != m_held.cend(); ++it)
        versions.insert(it.key(), it->rowVersion);
    return versions;
}

void DetailSource::keep(DetailField field, TextPreview &preview)
{
    if (preview.unchanged) {
        // Replies come in order and a new selection drops the old one's, so the version the
        // job was given is the one held; if not, the preview stays empty until the next poll,
        // which, holding nothing, reads it.
        preview = m_held.value(field);
        return;
    }
    // A failed read is not held: the next poll tries again.
    if (preview.error.isError() || preview.rowVersion.isEmpty())
        m_held.remove(field);
    else
        m_held.insert(field, preview);
}
