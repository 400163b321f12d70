#pragma once

#include "core/rows/dashboardrows.h"
#include "models/keyedrowmodel.h"

// Delivery duration percentiles per worker over the dashboard's range, busiest worker first.
// GUI thread; fed DurationStats values by keyed diff on the worker.
class DurationModel : public KeyedRowModel<WorkerDuration>
{
    Q_OBJECT
public:
    enum Column { WorkerColumn, AttemptsColumn, P50Column, P95Column, ColumnCount };
    enum Role { ValueRole = Qt::UserRole + 1 };

    using KeyedRowModel::KeyedRowModel;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    RowDiffStats apply(const DurationStats &stats);
    void clear();

    bool hasData() const { return m_stats.serverNowUs != 0; }
    qint64 serverNowUs() const { return m_stats.serverNowUs; }
    const AggregateBasis &basis() const { return m_stats.basis; }
    qint64 fromUs() const { return m_stats.fromUs; }
    qint64 toUs() const { return m_stats.toUs; }
    bool moreWorkers() const { return m_stats.moreWorkers; }
    QString workerLabel(int row) const; // "(none)" for a NULL worker_id
    QString describe(int row) const; // the tooltip: both percentiles, attempts, the basis

Q_SIGNALS:
    void statsChanged();

private:
    DurationStats m_stats; // metadata; rows live in the base class
};
