#pragma once

#include "core/rows/detailrows.h"
#include "db/dbjob.h"
#include "db/queries/detailquery.h"

#include <QObject>
#include <QStringList>

// What the detail pane is about, and the job that reads it. GUI thread. The poller polls it
// like any view (so the detail stays live) while something is selected; a new selection
// emits selectionChanged, which invalidates the poll so an old row's answer is dropped.
// It keeps the big values' previews of the selected row, so that each poll reads one again
// only when its row has changed (detailquery).
class DetailSource : public QObject
{
    Q_OBJECT
public:
    enum class Kind { None, Task, Delivery, Alarm };

    using QObject::QObject;

    void selectTask(qint64 taskId);
    void selectDelivery(qint64 deliveryId);
    void selectAlarm(const QString &alertId, const QString &subscriptionId, const QString &eventId);
    void clear();
    void setReplaysReadable(bool readable);
    // The optional task columns the database lacks: left out of the task's read.
    void setAbsentTaskColumns(const QStringList &absent) { m_absentTaskColumns = absent; }

    Kind kind() const { return m_kind; }
    QStringList key() const { return m_key; }
    DbJob job() const; // no statements when nothing is selected
    void apply(const DbError &error, const QVariant &value);

Q_SIGNALS:
    void selectionChanged();
    void taskReady(const TaskDetail &detail);
    void deliveryReady(const DeliveryDetail &detail);
    void alarmReady(const AlarmDetail &detail);
    void failed(const QString &message);

private:
    void select(Kind kind, const QStringList &key);
    detailquery::HeldVersions heldVersions() const;
    // Puts back the preview held for `field` when the server sent none, or holds the new one.
    void keep(DetailField field, TextPreview &preview);

    Kind m_kind = Kind::None;
    QStringList m_key;
    QMap<DetailField, TextPreview> m_held; // the selected row's previews, as last read
    bool m_replaysReadable = true;
    QStringList m_absentTaskColumns;
};
