#pragma once

#include "core/rows/failurerows.h"
#include "models/keyedrowmodel.h"

// The failure groups of the last read, biggest first, fed by keyed diff (FailureGroup::key):
// a group keeps its row, and the operator's selection, while its counts move.
class FailureGroupModel : public KeyedRowModel<FailureGroup>
{
    Q_OBJECT
public:
    enum Column {
        SourceColumn,
        CauseColumn,
        CountColumn,
        DeadColumn, // dead and not replayed: what a group replay takes
        AccountsColumn,
        KindColumn,
        ChannelsColumn,
        FirstSeenColumn,
        LastSeenColumn,
        HistogramColumn,
        ColumnCount
    };
    // HistogramRole: the bars, a QVariantList of qint64, oldest first.
    enum Role { KeyRole = Qt::UserRole + 1, HistogramRole };

    explicit FailureGroupModel(QObject *parent = nullptr);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    RowDiffStats apply(const FailureGroups &groups);
    // What the last read covered (its window, the tasks read, what could not be read).
    const FailureGroups &coverage() const { return m_coverage; }
    bool hasRead() const { return m_read; }
    void clear();

    // The window the operator picked, in seconds; a change asks for a new read.
    int withinSeconds() const { return m_withinSeconds; }
    void setWithinSeconds(int seconds);

Q_SIGNALS:
    void queryChanged();
    void applied();

private:
    FailureGroups m_coverage; // groups left empty: the rows hold them
    bool m_read = false;
    int m_withinSeconds = 3600;
};
