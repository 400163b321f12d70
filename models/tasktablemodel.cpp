#include "models/tasktablemodel.h"

#include "core/statenames.h"
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
