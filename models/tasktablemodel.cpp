#include "models/tasktablemodel.h"

#include "core/statenames.h"
#include "models/columnnames.h"
#include "models/displayformat.h"
#include "models/relativetimes.h"
#include "models/tone.h"

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

namespace {

using C = TaskTableModel::Column;

QVariant toolTip(const TaskRow &t, int column)
{
    switch (column) {
    case C::JobIdColumn:
        return fmt::text(t.jobId);
    case C::LeaseOwnerColumn:
        return t.leaseOwner.isNull()
            ? QVariant()
            : TaskTableModel::tr("Owner %1\nToken %2").arg(t.leaseOwner, fmt::text(t.leaseToken));
    case C::LeaseExpiresColumn:
    case C::NotBeforeColumn:
    case C::UpdatedColumn: {
        const OptTime &ts = column == C::LeaseExpiresColumn ? t.leaseExpiresAt
            : column == C::NotBeforeColumn                  ? t.notBefore
                                                            : t.updatedAt;
        return fmt::timestampUtc(ts);
    }
    case C::LastErrorColumn:
        return t.lastError.isNull() ? QVariant() : fmt::oneLine(t.lastError, 500);
    case C::StateColumn: {
        const QString tip = statenames::databaseValueTip(statenames::taskState(t.state), t.state);
        return tip.isEmpty() ? QVariant() : tip;
    }
    default:
        return {};
    }
}

} // namespace

TaskTableModel::TaskTableModel(QObject *parent)
    : KeyedRowModel<TaskRow>(parent)
    , m_clock(new RelativeTimes(this, { StateColumn, LeaseExpiresColumn }))
{
}

TaskFilter TaskTableModel::filter() const
{
    TaskFilter f = m_filter;
    f.limit = m_window.limit();
    return f;
}

QStringList TaskTableModel::stateTexts()
{
    QStringList texts { tr("leased (expired)") };
    for (const QString &state : taskstate::all())
        texts.append(statenames::taskState(state));
    return texts;
}

QLatin1StringView TaskTableModel::columnName(Column column)
{
    switch (column) {
    case IdColumn:
        return "id"_L1;
    case JobIdColumn:
        return "job_id"_L1;
    case KindColumn:
        return "kind"_L1;
    case StateColumn:
        return "state"_L1;
    case AttemptsColumn:
        return "attempts"_L1;
    case AccountColumn:
        return "account_id"_L1;
    case MessageColumn:
        return "message_id"_L1;
    case NotBeforeColumn:
        return "not_before"_L1;
    case LeaseOwnerColumn:
        return "lease_owner"_L1;
    case LeaseExpiresColumn:
        return "lease_expires_at"_L1;
    case LastErrorColumn:
        return "last_error"_L1;
    case UpdatedColumn:
        return "updated_at"_L1;
    case ColumnCount:
        break;
    }
    return {};
}

bool TaskTableModel::isAbsent(int column) const
{
    return !m_absentColumns.isEmpty() && column >= 0 && column < ColumnCount
        && m_absentColumns.contains(columnName(Column(column)));
}

// A column the database lacks shows what a NULL shows, and says why where a NULL would not.
QVariant TaskTableModel::absentData(int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return fmt::null();
    case Qt::ToolTipRole:
        return tr("This database's tasks table has no column %1").arg(columnName(Column(column)));
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

int TaskTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool TaskTableModel::leaseExpired(const TaskRow &t) const
{
    return t.state == taskstate::Leased && t.leaseExpiresAt && *t.leaseExpiresAt < m_clock->now();
}

QVariant TaskTableModel::data(const QModelIndex &index, int role) const
{
    const TaskRow *t = rowAt(index.row());
    if (!t || !index.isValid())
        return {};
    if (isAbsent(index.column()) && role != KeyRole && role != StateRole
        && role != LeaseExpiredRole)
        return absentData(index.column(), role);
    switch (role) {
    case StateRole:
        return t->state;
    case DatabaseValueRole:
        return index.column() == StateColumn ? QVariant(t->state) : QVariant();
    case KeyRole:
        return t->id;
    case LeaseExpiredRole:
        return leaseExpired(*t);
    case RelativeTimeRole:
        return index.column() == LeaseExpiresColumn && t->leaseExpiresAt
            ? QVariant(*t->leaseExpiresAt)
            : QVariant();
    case ToneRole:
        if (index.column() != StateColumn)
            return {};
        return int(tone::ofTaskState(t->state, leaseExpired(*t)));
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case IdColumn:
        case AttemptsColumn:
        case AccountColumn:
        case MessageColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ToolTipRole:
        return toolTip(*t, index.column());
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case IdColumn:
        return QString::number(t->id);
    case JobIdColumn:
        return fmt::abbreviated(t->jobId, 18);
    case KindColumn:
        return fmt::text(t->kind);
    case StateColumn:
        return leaseExpired(*t) ? tr("leased (expired)")
                                : fmt::text(statenames::taskState(t->state));
    case AttemptsColumn:
        return QString(fmt::integer(t->attempts) + u" / "_s + fmt::integer(t->maxAttempts));
    case AccountColumn:
        return fmt::integer(t->accountId);
    case MessageColumn:
        return fmt::integer(t->messageId);
    case NotBeforeColumn:
        return fmt::timestamp(t->notBefore);
    case LeaseOwnerColumn:
        return fmt::text(t->leaseOwner);
    case LeaseExpiresColumn:
        return t->leaseExpiresAt ? fmt::countdown(t->leaseExpiresAt, m_clock->now()) : fmt::null();
    case LastErrorColumn:
        return fmt::oneLine(t->lastError, 120);
    case UpdatedColumn:
        return fmt::timestamp(t->updatedAt);
    }
    return {};
}

QVariant TaskTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section >= 0 && section < ColumnCount) {
        if (role == ColumnNameRole)
            return QString(columnName(Column(section)));
        if (role == Qt::ToolTipRole && isAbsent(section))
            return absentData(section, role);
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("ID");
    case JobIdColumn:
        return tr("Job");
    case KindColumn:
        return tr("Kind");
    case StateColumn:
        return tr("State");
    case AttemptsColumn:
        return tr("Attempts");
    case AccountColumn:
        return tr("Account");
    case MessageColumn:
        return tr("Message");
    case NotBeforeColumn:
        return tr("Not before");
    case LeaseOwnerColumn:
        return tr("Lease owner");
    case LeaseExpiresColumn:
        return tr("Lease expires");
    case LastErrorColumn:
        return tr("Last error");
    case UpdatedColumn:
        return tr("Updated");
    }
    return {};
}

RowDiffStats TaskTableModel::applyWindow(const TaskWindow &window)
{
    const qint64 previousNow = m_serverNowUs;
    m_serverNowUs = window.serverNowUs;
    m_clock->setNow(m_serverNowUs);
    m_window.answered(window.hasMore);
    RowDiffStats stats = applyRows(window.rows);
    if (window.absentColumns != m_absentColumns) {
        // Rows that did not change still read differently: "—" and its note, or the value.
        const QStringList before = std::exchange(m_absentColumns, window.absentColumns);
        for (int c = 0; c < ColumnCount; ++c) {
            const QLatin1StringView name = columnName(Column(c));
            if (before.contains(name) == m_absentColumns.contains(name))
                continue;
            if (rowCount() > 0)
                Q_EMIT dataChanged(index(0, c), index(rowCount() - 1, c));
            Q_EMIT headerDataChanged(Qt::Horizontal, c, c);
        }
    }
    // Countdowns are derived from the server clock, so they move even when the row did not.
    if (previousNow != m_serverNowUs)
        refreshColumns(StateColumn, LeaseExpiresColumn,
                       [](const TaskRow &t) { return t.leaseExpiresAt.has_value(); });
    m_answersFilter = true;
    Q_EMIT answerChanged();
    return stats;
}

void TaskTableModel::setFilter(const TaskFilter &filter)
{
    TaskFilter f = filter;
    f.limit = m_filter.limit; // the window's size is not part of what the user filters on
    if (f == m_filter)
        return;
    m_filter = f;
    m_window.reset();
    m_answersFilter = false;
    Q_EMIT answerChanged();
    Q_EMIT queryChanged();
}

void TaskTableModel::setMessageIdIndexed(bool indexed)
{
    if (m_filter.messageIdIndexed == indexed)
        return;
    m_filter.messageIdIndexed = indexed;
    if (m_filter.search == TaskSearch::MessageId)
        Q_EMIT queryChanged();
}

bool TaskTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_window.canGrow();
}

void TaskTableModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    m_window.grow();
    Q_EMIT queryChanged();
}
