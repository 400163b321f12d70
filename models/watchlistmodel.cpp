#include "models/watchlistmodel.h"

#include "core/watch/watchrules.h"
#include "models/displayformat.h"
#include "models/relativetimes.h"
#include "models/tone.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

Tone toneOf(WatchStatus status)
{
    switch (status) {
    case WatchStatus::Pending:
        return Tone::Pending;
    case WatchStatus::Reached:
        return Tone::Good;
    case WatchStatus::Bad:
        return Tone::Bad;
    case WatchStatus::Expired:
        return Tone::Warning;
    }
    return Tone::Neutral;
}

QString cellText(const Watch &w, int column, qint64 nowUs)
{
    switch (column) {
    case WatchListModel::TargetColumn:
        return w.target.displayName();
    case WatchListModel::GoalColumn:
        return watchrules::goalText(w.goal);
    case WatchListModel::StatusColumn:
        return watchrules::statusText(w.status);
    case WatchListModel::StateColumn:
        return watchrules::stateText(w);
    case WatchListModel::SinceColumn:
        return displayformat::ago(w.stateSinceUs, nowUs);
    case WatchListModel::EvidenceColumn:
        return watchrules::evidenceText(w);
    }
    return {};
}

} // namespace

WatchListModel::WatchListModel(QObject *parent)
    : KeyedRowModel(parent), m_clock(new RelativeTimes(this, { SinceColumn }))
{
}

int WatchListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WatchListModel::data(const QModelIndex &index, int role) const
{
    const Watch *w = rowAt(index.row());
    if (!w)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return cellText(*w, index.column(), m_clock->now());
    case Qt::ToolTipRole:
        if (index.column() == SinceColumn)
            return displayformat::timestamp(w->stateSinceUs);
        if (index.column() == TargetColumn)
            return w->target.key(); // the ids, whole
        return cellText(*w, index.column(), m_clock->now());
    case ToneRole:
        return index.column() == StatusColumn ? QVariant(int(toneOf(w->status))) : QVariant();
    case IdRole:
        return w->id;
    case RelativeTimeRole:
        return index.column() == SinceColumn && w->stateSinceUs ? QVariant(w->stateSinceUs)
                                                                : QVariant();
    }
    return {};
}

QVariant WatchListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TargetColumn:
        return tr("Watching");
    case GoalColumn:
        return tr("Until");
    case StatusColumn:
        return tr("Outcome");
    case StateColumn:
        return tr("State now");
    case SinceColumn:
        return tr("Since");
    case EvidenceColumn:
        return tr("Evidence");
    }
    return {};
}

void WatchListModel::setWatches(QList<Watch> watches, qint64 nowUs)
{
    std::stable_sort(watches.begin(), watches.end(), [](const Watch &a, const Watch &b) {
        if (a.finished() != b.finished())
            return !a.finished();
        return a.finished() ? a.finishedAtUs > b.finishedAtUs : a.id < b.id;
    });
    m_clock->setNow(nowUs);
    applyRows(std::move(watches));
}

const Watch *WatchListModel::watchOf(qint64 id) const
{
    return rowAt(rowOfKey(id));
}

int WatchListModel::pendingCount() const
{
    return int(
        std::count_if(rows().begin(), rows().end(), [](const Watch &w) { return !w.finished(); }));
}
