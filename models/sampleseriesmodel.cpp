#include "models/sampleseriesmodel.h"

#include "core/statenames.h"
#include "models/displayformat.h"
#include "models/tone.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

double ageSeconds(qint64 atUs, const OptTime &sinceUs)
{
    return sinceUs ? qMax<qint64>(0, atUs - *sinceUs) / 1e6 : 0.0;
}

Tone toneOfColumn(int column)
{
    switch (column) {
    case SampleSeriesModel::QueuedColumn:
    case SampleSeriesModel::LeasedColumn:
    case SampleSeriesModel::QueueDepthColumn:
    case SampleSeriesModel::TaskLeasesActiveColumn:
    case SampleSeriesModel::AlarmUnder5MinutesColumn:
        return Tone::Pending;
    case SampleSeriesModel::SucceededColumn:
    case SampleSeriesModel::SinkLeasesActiveColumn:
        return Tone::Good;
    case SampleSeriesModel::FailedRetryColumn:
    case SampleSeriesModel::TaskLeasesExpiredColumn:
    case SampleSeriesModel::SinkLeasesExpiredColumn:
    case SampleSeriesModel::OldestReadyColumn:
    case SampleSeriesModel::AlarmUnder1HourColumn:
    case SampleSeriesModel::AlarmUnder1DayColumn:
        return Tone::Warning;
    case SampleSeriesModel::DeadColumn:
    case SampleSeriesModel::FailedPermColumn:
    case SampleSeriesModel::SinkLeasesStaleColumn:
    case SampleSeriesModel::AlarmOlderColumn:
    case SampleSeriesModel::OldestOwedColumn:
        return Tone::Bad;
    default:
        return Tone::Neutral;
    }
}

} // namespace

SampleSeriesModel::SampleSeriesModel(QObject *parent) : QAbstractTableModel(parent) { }

int SampleSeriesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_samples.size());
}

int SampleSeriesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

qint64 SampleSeriesModel::gapUs() const
{
    // Three missed slots, and never less than three polls at the slowest interval (60 s).
    return qMax<qint64>(3 * spacingUs(), 180LL * 1000000);
}

const LiveSample *SampleSeriesModel::sampleAt(int row) const
{
    return row >= 0 && row < m_samples.size() ? &m_samples[row] : nullptr;
}

bool SampleSeriesModel::startsRun(int row) const
{
    if (row <= 0 || row >= m_samples.size())
        return row == 0;
    return m_samples[row].atUs - m_samples[row - 1].atUs > gapUs();
}

double SampleSeriesModel::value(int row, int column) const
{
    const LiveSample *s = sampleAt(row);
    if (!s)
        return 0;
    if (column >= QueuedColumn && column <= SucceededColumn)
        return double(s->states[column - QueuedColumn]);
    const AlarmDebtBuckets &a = s->alarmDebt;
    switch (column) {
    case TimeColumn:
        return double(s->atUs / 1000);
    case QueueDepthColumn:
        return double(s->queueDepth);
    case OldestReadyColumn:
        return ageSeconds(s->atUs, s->oldestReadySinceUs);
    case TaskLeasesActiveColumn:
        return double(s->taskLeasesActive);
    case TaskLeasesExpiredColumn:
        return double(s->taskLeasesExpired);
    case SinkLeasesActiveColumn:
        return double(s->sinkLeasesActive);
    case SinkLeasesExpiredColumn:
        return double(s->sinkLeasesExpired);
    case SinkLeasesStaleColumn:
        return double(s->sinkLeasesStale);
    case AlarmUnder5MinutesColumn:
        return double(a.under5Minutes);
    case AlarmUnder1HourColumn:
        return double(a.under1Hour);
    case AlarmUnder1DayColumn:
        return double(a.under1Day);
    case AlarmOlderColumn:
        return double(a.over1Day);
    case OldestOwedColumn:
        return ageSeconds(s->atUs, a.oldest);
    default:
        return 0;
    }
}

QVariant SampleSeriesModel::data(const QModelIndex &index, int role) const
{
    const LiveSample *s = sampleAt(index.row());
    if (!s || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    const int c = index.column();
    const bool estimated
        = (c >= QueuedColumn && c <= SucceededColumn && s->isEstimated(c - QueuedColumn))
        || (c == QueueDepthColumn && s->queueDepthCapped);
    switch (role) {
    case ValueRole:
        return value(index.row(), c);
    case TimeRole:
        return s->atUs;
    case EstimatedRole:
        return estimated;
    case RunStartRole:
        return startsRun(index.row());
    case ToneRole:
        return c == TimeColumn ? QVariant() : QVariant(int(toneOfColumn(c)));
    case Qt::ToolTipRole:
        return c == TimeColumn ? QVariant(displayformat::timestampUtc(s->atUs)) : QVariant();
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    if (c == TimeColumn)
        return displayformat::timestamp(s->atUs);
    if (c == OldestReadyColumn || c == OldestOwedColumn) {
        const OptTime since = c == OldestReadyColumn ? s->oldestReadySinceUs : s->alarmDebt.oldest;
        return since ? displayformat::duration(qMax<qint64>(0, s->atUs - *since))
                     : displayformat::null();
    }
    const QString n = QLocale().toString(qint64(value(index.row(), c)));
    if (c == QueueDepthColumn && s->queueDepthCapped)
        return QString(u"≥"_s + n);
    return estimated ? QString(u"≈"_s + n) : n;
}

QVariant SampleSeriesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != DatabaseValueRole))
        return {};
    // A state column's header: the state in words, and (DatabaseValueRole) the state itself.
    if (section >= QueuedColumn && section <= SucceededColumn) {
        const QString state = taskstate::all().value(section - QueuedColumn);
        return role == DatabaseValueRole ? state : statenames::taskState(state);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Sampled");
    case QueueDepthColumn:
        return tr("queue depth");
    case OldestReadyColumn:
        return tr("oldest ready task");
    case TaskLeasesActiveColumn:
        return tr("task leases, active");
    case TaskLeasesExpiredColumn:
        return tr("task leases, expired");
    case SinkLeasesActiveColumn:
        return tr("sink leases, active");
    case SinkLeasesExpiredColumn:
        return tr("sink leases, expired");
    case SinkLeasesStaleColumn:
        return tr("sink leases, stale advisory");
    case AlarmUnder5MinutesColumn:
        return tr("under 5 min");
    case AlarmUnder1HourColumn:
        return tr("under 1 h");
    case AlarmUnder1DayColumn:
        return tr("under 1 day");
    case AlarmOlderColumn:
        return tr("older");
    case OldestOwedColumn:
        return tr("oldest owed delivery");
    default:
        return {};
    }
}

void SampleSeriesModel::setSpanUs(qint64 spanUs)
{
    m_spanUs = qMax<qint64>(spanUs, 600);
}

void SampleSeriesModel::setSamples(const QList<LiveSample> &samples)
{
    beginResetModel();
    m_samples = samples;
    endResetModel();
    Q_EMIT samplesChanged();
}

void SampleSeriesModel::trimOlderThan(qint64 horizonUs)
{
    int n = 0;
    while (n < m_samples.size() && m_samples[n].atUs < horizonUs)
        ++n;
    if (n == 0)
        return;
    beginRemoveRows({}, 0, n - 1);
    m_samples.remove(0, n);
    endRemoveRows();
}

void SampleSeriesModel::append(const LiveSample &sample)
{
    if (!m_samples.isEmpty() && sample.atUs <= m_samples.last().atUs)
        return; // an older reply, or the same sample twice
    trimOlderThan(sample.atUs - m_spanUs);
    const qsizetype n = m_samples.size();
    if (n >= 2 && m_samples[n - 1].atUs - m_samples[n - 2].atUs < spacingUs()) {
        // The last row was the newest only until now; this one takes its place.
        m_samples[n - 1] = sample;
        Q_EMIT dataChanged(index(int(n - 1), 0), index(int(n - 1), ColumnCount - 1));
    } else {
        beginInsertRows({}, int(n), int(n));
        m_samples.append(sample);
        endInsertRows();
    }
    Q_EMIT samplesChanged();
}
