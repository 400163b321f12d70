#include "models/deliverytablemodel.h"

#include "core/statenames.h"
#include "models/columnnames.h"
#include "models/displayformat.h"
#include "models/tone.h"

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

DeliveryTableModel::DeliveryTableModel(QObject *parent) : KeyedRowModel<DeliveryRow>(parent) { }

QStringList DeliveryTableModel::statusTexts()
{
    QStringList texts;
    for (const QString &status : deliverystatus::all())
        texts.append(statenames::deliveryStatus(status));
    return texts;
}

int DeliveryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DeliveryTableModel::data(const QModelIndex &index, int role) const
{
    const DeliveryRow *d = rowAt(index.row());
    if (!d)
        return {};
    switch (role) {
    case KeyRole:
        return d->id;
    case TaskIdRole:
        return d->taskId ? QVariant(*d->taskId) : QVariant();
    case MessageIdRole:
        return d->messageId ? QVariant(*d->messageId) : QVariant();
    case ToneRole:
        return index.column() == StatusColumn ? QVariant(int(tone::ofDeliveryStatus(d->status)))
                                              : QVariant();
    case DatabaseValueRole:
        return index.column() == StatusColumn ? QVariant(d->status) : QVariant();
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case IdColumn:
        case MessageColumn:
        case TaskColumn:
        case DurationColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ToolTipRole:
        if (index.column() == ErrorColumn && !d->error.isNull())
            return fmt::oneLine(d->error, 300);
        if (index.column() == ResponseColumn && !d->providerResponse.isNull())
            return fmt::oneLine(d->providerResponse, 300);
        if (index.column() == CreatedColumn)
            return fmt::timestampUtc(d->createdAt);
        if (index.column() == StatusColumn) {
            const QString tip
                = statenames::databaseValueTip(statenames::deliveryStatus(d->status), d->status);
            return tip.isEmpty() ? QVariant() : tip;
        }
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case IdColumn:
        return QString::number(d->id);
    case CreatedColumn:
        return fmt::timestamp(d->createdAt);
    case StatusColumn:
        return fmt::text(statenames::deliveryStatus(d->status));
    case MessageColumn:
        return fmt::integer(d->messageId);
    case TaskColumn:
        return fmt::integer(d->taskId);
    case WorkerColumn:
        return fmt::text(d->workerId);
    case DurationColumn:
        return d->durationMs ? tr("%1 ms").arg(*d->durationMs) : fmt::null();
    case ErrorColumn:
        return fmt::oneLine(d->error, 120);
    case ResponseColumn:
        return fmt::oneLine(d->providerResponse, 120);
    }
    return {};
}

QLatin1StringView DeliveryTableModel::columnName(Column column)
{
    switch (column) {
    case IdColumn:
        return "id"_L1;
    case CreatedColumn:
        return "created_at"_L1;
    case StatusColumn:
        return "status"_L1;
    case MessageColumn:
        return "message_id"_L1;
    case TaskColumn:
        return "task_id"_L1;
    case WorkerColumn:
        return "worker_id"_L1;
    case DurationColumn:
        return "duration_ms"_L1;
    case ErrorColumn:
        return "error"_L1;
    case ResponseColumn:
        return "provider_response"_L1;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant DeliveryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == ColumnNameRole && section >= 0
        && section < ColumnCount)
        return QString(columnName(Column(section)));
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("ID");
    case CreatedColumn:
        return tr("Time");
    case StatusColumn:
        return tr("Status");
    case MessageColumn:
        return tr("Message");
    case TaskColumn:
        return tr("Task");
    case WorkerColumn:
        return tr("Worker");
    case DurationColumn:
        return tr("Duration");
    case ErrorColumn:
        return tr("Error");
    case ResponseColumn:
        return tr("Provider response");
    }
    return {};
}

RowDiffStats DeliveryTableModel::applyWindow(const DeliveryWindow &window)
{
    m_window.answered(window.hasMore);
    return applyRows(window.rows);
}

DeliveryFilter DeliveryTableModel::filter() const
{
    DeliveryFilter f = m_filter;
    f.limit = m_window.limit();
    return f;
}

void DeliveryTableModel::setFilter(const DeliveryFilter &filter)
{
    DeliveryFilter f = filter;
    f.limit = m_filter.limit;
    if (f == m_filter)
        return;
    m_filter = f;
    m_window.reset();
    Q_EMIT queryChanged();
}

bool DeliveryTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_window.canGrow();
}

void DeliveryTableModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    m_window.grow();
    Q_EMIT queryChanged();
}
