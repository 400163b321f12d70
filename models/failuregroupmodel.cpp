#include "models/failuregroupmodel.h"

#include "models/displayformat.h"

using namespace Qt::StringLiterals;
namespace fmt = displayformat;

FailureGroupModel::FailureGroupModel(QObject *parent) : KeyedRowModel(parent) { }

int FailureGroupModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

RowDiffStats FailureGroupModel::apply(const FailureGroups &groups)
{
    m_coverage = groups;
    m_coverage.groups.clear();
    m_read = true;
    const RowDiffStats stats = applyRows(groups.groups);
    Q_EMIT applied();
    return stats;
}

void FailureGroupModel::clear()
{
    m_coverage = {};
    m_read = false;
    applyRows({});
    Q_EMIT applied();
}

void FailureGroupModel::setWithinSeconds(int seconds)
{
    if (seconds == m_withinSeconds || seconds <= 0)
        return;
    m_withinSeconds = seconds;
    clear();
    Q_EMIT queryChanged();
}

QVariant FailureGroupModel::data(const QModelIndex &index, int role) const
{
    const FailureGroup *g = rowAt(index.row());
    if (!g)
        return {};
    const bool task = g->source == FailureSource::Task;
    switch (role) {
    case KeyRole:
        return g->key();
    case HistogramRole: {
        QVariantList bars;
        for (qint64 n : g->histogram)
            bars.append(n);
        return bars;
    }
    case Qt::TextAlignmentRole: {
        const int c = index.column();
        const bool numeric = c == CountColumn || c == DeadColumn || c == AccountsColumn;
        return numeric ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                       : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    }
    case Qt::ToolTipRole:
        if (index.column() == CauseColumn)
            return tr("Cause %1: %2\nFor example: %3")
                .arg(g->causeId, g->cause, fmt::oneLine(g->example, 300));
        if (index.column() == FirstSeenColumn)
            return fmt::timestampUtc(g->firstSeen);
        if (index.column() == LastSeenColumn)
            return fmt::timestampUtc(g->lastSeen);
        if (index.column() == DeadColumn && !task)
            return tr("Attempts are not replayed: their tasks are, from the task groups.");
        if (index.column() == DeadColumn && !m_coverage.replaysRead)
            return tr("The replays could not be read: every dead task is counted.");
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (Column(index.column())) {
    case SourceColumn:
        return task ? tr("Tasks") : tr("Attempts");
    case CauseColumn:
        return fmt::oneLine(g->cause, 200);
    case KindColumn:
        return fmt::text(g->kind);
    case ChannelsColumn:
        return g->channels.join(u", "_s);
    case CountColumn:
        return QLocale().toString(g->count);
    case DeadColumn:
        return task ? QLocale().toString(g->deadNotReplayed) : QString();
    case AccountsColumn:
        return QLocale().toString(g->accounts);
    case FirstSeenColumn:
        return fmt::timestamp(g->firstSeen);
    case LastSeenColumn:
        return fmt::timestamp(g->lastSeen);
    case HistogramColumn:
        return {}; // drawn by the view's delegate from HistogramRole
    case ColumnCount:
        break;
    }
    return {};
}

QVariant FailureGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case SourceColumn:
        return tr("Of");
    case CauseColumn:
        return tr("Cause");
    case KindColumn:
        return tr("Kind");
    case ChannelsColumn:
        return tr("Channels");
    case CountColumn:
        return tr("Failed");
    case DeadColumn:
        return tr("Dead, not replayed");
    case AccountsColumn:
        return tr("Accounts");
    case FirstSeenColumn:
        return tr("First");
    case LastSeenColumn:
        return tr("Last");
    case HistogramColumn:
        return tr("Over the window");
    case ColumnCount:
        break;
    }
    return {};
}
