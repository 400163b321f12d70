#include "models/bucketseriesmodel.h"

#include "core/statenames.h"
#include "models/displayformat.h"
#include "models/tone.h"

#include <QDateTime>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

Tone toneOfSeries(const QString &name)
{
    if (name == "enqueued"_L1)
        return Tone::Pending;
    if (name == "dead"_L1)
        return Tone::Bad;
    return tone::ofDeliveryStatus(name);
}

// What a series is called on screen: the console's own series names translated, delivery
// statuses in words (statenames).
QString shownName(const QString &name)
{
    if (name == "enqueued"_L1)
        return BucketSeriesModel::tr("enqueued");
    if (name == "dead"_L1)
        return BucketSeriesModel::tr("dead", "tasks that died");
    if (name == "other"_L1)
        return BucketSeriesModel::tr("other", "deliveries of no or an unknown status");
    return statenames::deliveryStatus(name);
}

} // namespace

int BucketSeriesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1 + static_cast<int>(m_series.names.size());
}

qint64 BucketSeriesModel::value(int row, int series) const
{
    const BucketRow *b = rowAt(row);
    return b ? b->values.value(series) : 0;
}

QString BucketSeriesModel::bucketLabel(int row) const
{
    const BucketRow *b = rowAt(row);
    if (!b)
        return {};
    const QDateTime local = QDateTime::fromMSecsSinceEpoch(b->startUs / 1000);
    const qint64 width = m_series.bucketUs / 1000000;
    if (width < 60 && local.time().second() != 0)
        return local.toString(u"HH:mm:ss"_s);
    if (width < 6 * 3600)
        return local.toString(u"HH:mm"_s);
    return QLocale().toString(local, u"ddd HH:mm"_s);
}

QString BucketSeriesModel::describe(int row, int series) const
{
    const BucketRow *b = rowAt(row);
    if (!b || series < 0 || series >= m_series.names.size())
        return {};
    const QLocale locale;
    const QString from = displayformat::timestamp(b->startUs);
    const QString to = QDateTime::fromMSecsSinceEpoch((b->startUs + m_series.bucketUs) / 1000)
                           .toString(u"HH:mm:ss"_s);
    const qint64 n = b->values.value(series);
    QString text
        = tr("%1 – %2\n%3: %4")
              .arg(from, to, shownName(m_series.names[series]),
                   m_series.basis.sampled ? u"≈"_s + locale.toString(n) : locale.toString(n));
    if (m_series.basis.sampled)
        text += u"\n"_s
            + tr("estimated: 1 row in %1 read, scaled up")
                  .arg(locale.toString(m_series.basis.stride));
    if (b->startUs + m_series.bucketUs > m_series.serverNowUs)
        text += u"\n"_s + tr("the current bucket: still filling");
    return text;
}

QVariant BucketSeriesModel::data(const QModelIndex &index, int role) const
{
    const BucketRow *b = rowAt(index.row());
    if (!b || index.column() >= columnCount())
        return {};
    const int series = index.column() - 1;
    switch (role) {
    case StartRole:
        return b->startUs;
    case EndRole:
        return b->startUs + m_series.bucketUs;
    case ValueRole:
        return series < 0 ? QVariant() : QVariant(b->values.value(series));
    case ToneRole:
        return series < 0 ? QVariant() : QVariant(int(toneOfSeries(m_series.names[series])));
    case Qt::ToolTipRole:
        return series < 0 ? QVariant(displayformat::timestampUtc(b->startUs))
                          : QVariant(describe(index.row(), series));
    case Qt::DisplayRole:
        if (series < 0)
            return bucketLabel(index.row());
        return m_series.basis.sampled
            ? QString(u"≈"_s + QLocale().toString(b->values.value(series)))
            : QLocale().toString(b->values.value(series));
    default:
        return {};
    }
}

QVariant BucketSeriesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (role == ToneRole)
        return section == 0 ? QVariant() : QVariant(int(toneOfSeries(m_series.names[section - 1])));
    if (role != Qt::DisplayRole)
        return {};
    if (section == 0)
        return tr("From");
    return shownName(m_series.names.value(section - 1));
}

RowDiffStats BucketSeriesModel::apply(const BucketSeries &series)
{
    if (series.names != m_series.names) {
        // Different columns (the first figures): the rows go, then the columns change.
        applyRows({});
        beginResetModel();
        m_series.names = series.names;
        endResetModel();
    }
    m_series.serverNowUs = series.serverNowUs;
    m_series.fromUs = series.fromUs;
    m_series.toUs = series.toUs;
    m_series.bucketUs = series.bucketUs;
    m_series.basis = series.basis;
    m_series.skippedOver = series.skippedOver;
    const RowDiffStats stats = applyRows(series.buckets);
    Q_EMIT seriesChanged();
    return stats;
}

void BucketSeriesModel::clear()
{
    applyRows({});
    const QStringList names = m_series.names;
    m_series = BucketSeries();
    m_series.names = names; // the columns stay
    Q_EMIT seriesChanged();
}
