#pragma once

#include "core/watch/watch.h"
#include "models/keyedrowmodel.h"

class RelativeTimes;

// The watch list: one row per watch, pending ones first, then finished ones newest first.
// GUI thread; fed the whole list by keyed diff (a watch's id), so the selection follows it.
// "Since" counts on between updates (RelativeTimes).
class WatchListModel : public KeyedRowModel<Watch>
{
    Q_OBJECT
public:
    enum Column {
        TargetColumn,
        GoalColumn,
        StatusColumn,
        StateColumn,
        SinceColumn,
        EvidenceColumn,
        ColumnCount
    };
    enum Role { IdRole = Qt::UserRole + 1 };

    explicit WatchListModel(QObject *parent = nullptr);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The clock the "since" column counts from (the local one: watches keep local times); it
    // moves on by itself until the next call.
    void setWatches(QList<Watch> watches, qint64 nowUs);
    const Watch *watchOf(qint64 id) const;
    int pendingCount() const;

private:
    RelativeTimes *m_clock;
};
