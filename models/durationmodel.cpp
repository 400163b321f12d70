#include "models/durationmodel.h"

#include "core/textcontexts.h"

#include <QLocale>

using namespace Qt::StringLiterals;

int DurationModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DurationModel::workerLabel(int row) const
{
    const WorkerDuration *w = rowAt(row);
    if (!w)
        return {};
    return w->worker.isEmpty() ? tr("(no worker)") : w->worker;
}

QString DurationModel::describe(int row) const
{
    const WorkerDuration *w = rowAt(row);
    if (!w)
        return {};
    const QLocale locale;
    QString text = tr("%1\np50 %2 ms, p95 %3 ms")
                       .arg(workerLabel(row), locale.toString(w->p50Ms, 'f', 0),
                            locale.toString(w->p95Ms, 'f', 0))
        + u'\n'
        + (m_stats.basis.sampled
               ? tr("over ≈%Ln attempt(s) with a duration", nullptr, pluralCount(w->attempts))
               : tr("over %Ln attempt(s) with a duration", nullptr, pluralCount(w->attempts)));
    if (m_stats.basis.sampled)
        text += u"\n"_s
            + tr("estimated from a sample: 1 row in %1 read")
                  .arg(locale.toString(m_stats.basis.stride));
    return text;
}

QVariant DurationModel::data(const QModelIndex &index, int role) const
{
    const WorkerDuration *w = rowAt(index.row());
    if (!w)
        return {};
    const QLocale locale;
    switch (role) {
    case ValueRole:
        switch (index.column()) {
        case AttemptsColumn:
            return w->attempts;
        case P50Column:
            return w->p50Ms;
        case P95Column:
            return w->p95Ms;
        default:
            return w->worker;
        }
    case Qt::ToolTipRole:
        return describe(index.row());
    case Qt::TextAlignmentRole:
        return index.column() == WorkerColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                              : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::DisplayRole:
        switch (index.column()) {
        case WorkerColumn:
            return workerLabel(index.row());
        case AttemptsColumn:
            return locale.toString(w->attempts);
        case P50Column:
            return tr("%1 ms").arg(locale.toString(w->p50Ms, 'f', 0));
        case P95Column:
            return tr("%1 ms").arg(locale.toString(w->p95Ms, 'f', 0));
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant DurationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case WorkerColumn:
        return tr("Worker");
    case AttemptsColumn:
        return tr("Attempts");
    case P50Column:
        return tr("p50");
    case P95Column:
        return tr("p95");
    default:
        return {};
    }
}

RowDiffStats DurationModel::apply(const DurationStats &stats)
{
    m_stats = stats;
    m_stats.workers.clear();
    const RowDiffStats diff = applyRows(stats.workers);
    Q_EMIT statsChanged();
    return diff;
}

void DurationModel::clear()
{
    applyRows({});
    m_stats = DurationStats();
    Q_EMIT statsChanged();
}
