#include "models/alarmdebtmodel.h"

#include "core/statenames.h"
#include "models/displayformat.h"
#include "models/relativetimes.h"
#include "models/tone.h"

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

namespace {
constexpr qint64 DayUs = 86400LL * 1000000;
}

int AlarmDebtModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

AlarmDebtModel::AlarmDebtModel(QObject *parent)
    : KeyedRowModel(parent), m_clock(new RelativeTimes(this, { LastSeenColumn, OwedForColumn }))
{
}

QVariant AlarmDebtModel::data(const QModelIndex &index, int role) const
{
    const AlarmDebtRow *a = rowAt(index.row());
    if (!a)
        return {};
    switch (role) {
    case AlertIdRole:
        return a->alertId;
    case SubscriptionIdRole:
        return a->subscriptionId;
    case EventIdRole:
        return a->eventId;
    case RelativeTimeRole:
        if (index.column() == LastSeenColumn && a->lastSeenAt)
            return QVariant(*a->lastSeenAt);
        if (index.column() == OwedForColumn && a->owedSince)
            return QVariant(*a->owedSince);
        return {};
    case ToneRole:
        if (index.column() == EnabledColumn)
            return int(a->enabled.value_or(false) ? Tone::Good : Tone::Neutral);
        if (index.column() == OwedForColumn && a->owedSince)
            return int(m_clock->now() - *a->owedSince > DayUs ? Tone::Bad : Tone::Warning);
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case AlertColumn:
            return tr("Alert %1 (%2)")
                .arg(a->alertId, fmt::text(statenames::alertState(a->alertState)));
        case DeviceColumn:
            return tr("Subscription %1").arg(a->subscriptionId);
        case EventColumn:
            return tr("Event %1").arg(a->eventId);
        case OwedSinceColumn:
            return fmt::timestampUtc(a->owedSince);
        default:
            return {};
        }
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case AlertColumn:
        return fmt::text(a->alertName);
    case AccountColumn:
        return fmt::integer(a->accountId);
    case DeviceColumn:
        return fmt::text(a->deviceLabel);
    case PlatformColumn:
        return fmt::text(a->platform);
    case EnabledColumn:
        return a->enabled ? (*a->enabled ? tr("enabled") : tr("disabled")) : fmt::null();
    case LastSeenColumn:
        return a->lastSeenAt ? fmt::ago(a->lastSeenAt, m_clock->now()) : tr("never");
    case EventColumn:
        return a->eventKind.isNull() ? tr("(event gone)") : a->eventKind;
    case OwedSinceColumn:
        return fmt::timestamp(a->owedSince);
    case OwedForColumn:
        return a->owedSince ? fmt::duration(m_clock->now() - *a->owedSince) : fmt::null();
    }
    return {};
}

QVariant AlarmDebtModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case AlertColumn:
        return tr("Alert");
    case AccountColumn:
        return tr("Account");
    case DeviceColumn:
        return tr("Device");
    case PlatformColumn:
        return tr("Platform");
    case EnabledColumn:
        return tr("Subscription");
    case LastSeenColumn:
        return tr("Last seen");
    case EventColumn:
        return tr("Event");
    case OwedSinceColumn:
        return tr("Owed since");
    case OwedForColumn:
        return tr("Owed for");
    }
    return {};
}

RowDiffStats AlarmDebtModel::apply(const AlarmDebtSnapshot &snapshot)
{
    const bool clockMoved = snapshot.serverNowUs != m_nowUs;
    const bool moreMoved = snapshot.hasMore != m_window.hasMore();
    const int rowsBefore = rowCount();
    m_nowUs = snapshot.serverNowUs;
    m_clock->setNow(m_nowUs);
    m_window.answered(snapshot.hasMore);
    RowDiffStats stats = applyRows(snapshot.rows);
    if (clockMoved)
        refreshColumns(LastSeenColumn, OwedForColumn, [](const AlarmDebtRow &) { return true; });
    const bool bucketsMoved = !(snapshot.buckets == m_buckets);
    m_buckets = snapshot.buckets;
    if (bucketsMoved || clockMoved || moreMoved || rowCount() != rowsBefore)
        Q_EMIT summaryChanged();
    return stats;
}

void AlarmDebtModel::setOlderThanSeconds(int seconds)
{
    if (seconds == m_olderThanSeconds)
        return;
    m_olderThanSeconds = seconds;
    m_window.reset();
    Q_EMIT summaryChanged(); // the summary says which rows are listed
    Q_EMIT queryChanged();
}

bool AlarmDebtModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_window.canGrow();
}

void AlarmDebtModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    m_window.grow();
    Q_EMIT queryChanged();
}
