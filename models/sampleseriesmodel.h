#pragma once

#include "core/rows/dashboardrows.h"

#include <QAbstractTableModel>
#include <QList>

// The live samples of a range for the sampled charts: a row per sample, oldest first, a column
// per figure. GUI thread. Rows are kept at least a spacing apart (a 600th of the range), except
// the last, which is always the newest sample: a poll replaces the last row (one dataChanged) or
// appends one (one insertion), and samples older than the range leave from the top (one
// removal). A gap in the samples (the console was closed, or showed another view) starts a new
// run, which the charts draw apart rather than bridge.
class SampleSeriesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // The six state columns follow taskstate::all(): queued, leased, failed_retry, dead,
    // failed_perm, succeeded.
    enum Column {
        TimeColumn,
        QueuedColumn,
        LeasedColumn,
        FailedRetryColumn,
        DeadColumn,
        FailedPermColumn,
        SucceededColumn,
        QueueDepthColumn,
        OldestReadyColumn,
        TaskLeasesActiveColumn,
        TaskLeasesExpiredColumn,
        SinkLeasesActiveColumn,
        SinkLeasesExpiredColumn,
        SinkLeasesStaleColumn,
        AlarmUnder5MinutesColumn,
        AlarmUnder1HourColumn,
        AlarmUnder1DayColumn,
        AlarmOlderColumn,
        OldestOwedColumn,
        ColumnCount
    };
    // ValueRole: the plotted number (a double; ages in seconds). TimeRole: µs since the epoch.
    // EstimatedRole: the figure is an estimate or a lower bound. RunStartRole: a gap precedes it.
    enum Role { ValueRole = Qt::UserRole + 1, TimeRole, EstimatedRole, RunStartRole };

    explicit SampleSeriesModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The span the model keeps, ending at the newest sample; sets the spacing (a 600th of it).
    void setSpanUs(qint64 spanUs);
    qint64 spanUs() const { return m_spanUs; }
    qint64 spacingUs() const { return m_spanUs / 600; }
    // A gap longer than this starts a new run.
    qint64 gapUs() const;
    // Replaces every row (history loaded, another range or database).
    void setSamples(const QList<LiveSample> &samples);
    void append(const LiveSample &sample);

    const LiveSample *sampleAt(int row) const;
    bool startsRun(int row) const;
    double value(int row, int column) const;
    static int stateColumn(int state) { return QueuedColumn + state; }

Q_SIGNALS:
    void samplesChanged(); // after every change: the charts redraw

private:
    void trimOlderThan(qint64 horizonUs);

    QList<LiveSample> m_samples;
    qint64 m_spanUs = 3600LL * 1000000;
};
