#pragma once

#include "core/rows/dashboardrows.h"
#include "models/keyedrowmodel.h"

// A server-side range aggregate for a chart: a row per time bucket (oldest first), the bucket's
// start in column 0 and a column per series. GUI thread; fed BucketSeries values by keyed diff
// on the bucket's start, so a range that slides by one bucket is one removal and one insertion,
// and a refresh that changes one count is one dataChanged. Knows how its figures came about
// (exact, sampled, skipped) for the chart to say.
class BucketSeriesModel : public KeyedRowModel<BucketRow>
{
    Q_OBJECT
public:
    enum Role { StartRole = Qt::UserRole + 1, EndRole, ValueRole };

    using KeyedRowModel::KeyedRowModel;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    RowDiffStats apply(const BucketSeries &series);
    void clear();

    bool hasData() const { return m_series.serverNowUs != 0; }
    const QStringList &names() const { return m_series.names; }
    const AggregateBasis &basis() const { return m_series.basis; }
    qint64 bucketUs() const { return m_series.bucketUs; }
    qint64 fromUs() const { return m_series.fromUs; }
    qint64 toUs() const { return m_series.toUs; }
    qint64 serverNowUs() const { return m_series.serverNowUs; }
    qint64 skippedOver() const { return m_series.skippedOver; }
    qint64 value(int row, int series) const;
    // The bucket's local-time label: "14:02:30", "14:00" or "Mon 06:00" by the bucket's width.
    QString bucketLabel(int row) const;
    // "14:02–14:04, permanent: 12", or "≈120 … (estimated: 1 row in 12 read)".
    QString describe(int row, int series) const;

Q_SIGNALS:
    void seriesChanged(); // after every apply or clear: the chart redraws

private:
    BucketSeries m_series; // the figures' metadata; rows live in the base class
};
