#include "app/dashboardcontroller.h"

#include "db/queries/alarmquery.h"
#include "db/queries/dashboardquery.h"
#include "db/schemarequirements.h"
#include "local/samplehistory.h"
#include "models/bucketseriesmodel.h"
#include "models/durationmodel.h"
#include "models/sampleseriesmodel.h"

#include <QDateTime>
#include <QSettings>

using namespace Qt::StringLiterals;

DashboardController::DashboardController(QObject *parent)
    : QObject(parent), m_history(std::make_unique<SampleHistory>())
{
    m_models.samples = new SampleSeriesModel(this);
    m_models.outcomes = new BucketSeriesModel(this);
    m_models.enqueued = new BucketSeriesModel(this);
    m_models.dead = new BucketSeriesModel(this);
    m_models.durations = new DurationModel(this);
    m_clock.start();
    const int saved = QSettings().value(u"dashboard/span"_s, int(DashboardSpan::Hour1)).toInt();
    m_range.span = DashboardRange::all().contains(DashboardSpan(saved)) ? DashboardSpan(saved)
                                                                        : DashboardSpan::Hour1;
    m_models.samples->setSpanUs(m_range.spanSeconds() * 1000000);
    const qint64 interval = refreshSeconds() * 1000LL;
    for (RefreshGate &g : m_gates)
        g.setIntervalMs(interval, qMin<qint64>(interval, 10000));
}

DashboardController::~DashboardController() = default;

int DashboardController::refreshSeconds() const
{
    // A bucket is 30 s to 6 h wide: refreshing more often than about once a bucket (at most
    // once a minute) shows nothing new for the cost of the query.
    switch (m_range.span) {
    case DashboardSpan::Minutes15:
        return 15;
    case DashboardSpan::Hour1:
        return 30;
    case DashboardSpan::Hours24:
    case DashboardSpan::Days7:
        return 60;
    }
    return 30;
}

QString DashboardController::unavailableReason() const
{
    if (m_schema.probed && m_schema.serverVersionNum > 0 && m_schema.serverVersionNum < 140000)
        return tr("Charts from the database need PostgreSQL 14 or later (date_bin); this server is "
                  "%1. "
                  "The sampled charts still work.")
            .arg(m_schema.serverVersion);
    return {};
}

void DashboardController::setSchema(const SchemaInfo &schema, const FeedTable &feed)
{
    const bool indexesChanged = schema.indexes != m_schema.indexes;
    m_schema = schema;
    m_feed = feed;
    if (indexesChanged) {
        for (RefreshGate &g : m_gates)
            g.reset(); // another read path: ask again at once
    }
}

void DashboardController::setDatabase(const QString &key)
{
    if (key == m_database)
        return;
    m_history->flushLater();
    m_database = key;
    reload();
}

void DashboardController::setSpan(DashboardSpan span)
{
    if (span == m_range.span)
        return;
    m_range.span = span;
    QSettings().setValue(u"dashboard/span"_s, int(span));
    const qint64 interval = refreshSeconds() * 1000LL;
    for (RefreshGate &g : m_gates) {
        g.setIntervalMs(interval, qMin<qint64>(interval, 10000));
        g.reset();
    }
    // The old range's bars would read as the new one's: gone until the new figures come.
    clearAggregates();
    reload();
    Q_EMIT rangeChanged();
}

void DashboardController::reload()
{
    SampleSeriesModel *samples = m_models.samples;
    samples->setSpanUs(m_range.spanSeconds() * 1000000);
    if (m_database.isEmpty()) {
        samples->setSamples({});
        return;
    }
    // Bounded: one sample per 600th of the range at most, from a small local file.
    const qint64 since = QDateTime::currentMSecsSinceEpoch() * 1000 - samples->spanUs();
    samples->setSamples(m_history->load(m_database, since, samples->spacingUs()));
}

void DashboardController::clear()
{
    m_history->flushLater();
    m_database.clear();
    reload();
    clearAggregates();
    for (RefreshGate &g : m_gates)
        g.reset();
}

void DashboardController::clearAggregates()
{
    m_models.outcomes->clear();
    m_models.enqueued->clear();
    m_models.dead->clear();
    m_models.durations->clear();
}

DbJob DashboardController::sampleJob(const std::optional<StateEstimates> &known) const
{
    dashboardquery::SampleSources sources;
    sources.feed = m_feed;
    sources.sinkLeases = m_schema.unmet(requirements::sinkLeases(m_feed)).isEmpty();
    sources.alarmDebt = m_schema.unmet(requirements::alarmDebt()).isEmpty();
    sources.alarmOwedByAgeIndexed
        = m_schema.hasIndex(QLatin1StringView(alarmquery::OwedByAgeIndex));
    sources.knownEstimates = known;
    return dashboardquery::sampleJob(sources);
}

void DashboardController::applySample(const LiveSample &sample)
{
    if (sample.atUs == 0)
        return;
    m_models.samples->append(sample);
    if (!m_database.isEmpty())
        m_history->add(m_database, sample);
}

DbJob DashboardController::aggregateJob(Aggregate which)
{
    if (!unavailableReason().isEmpty() || !m_gates[int(which)].take(nowMs()))
        return {};
    AggregateLimits limits;
    switch (which) {
    case Aggregate::Outcomes:
        limits.createdAtIndexed = m_schema.hasIndex(u"poolscope_deliveries_created_at_idx"_s);
        return dashboardquery::outcomesJob(m_range, limits);
    case Aggregate::Enqueued:
        limits.createdAtIndexed = m_schema.hasIndex(u"poolscope_tasks_created_at_idx"_s);
        return dashboardquery::enqueuedJob(m_range, limits);
    case Aggregate::Dead:
        return dashboardquery::deadJob(m_range);
    case Aggregate::Durations:
        limits.createdAtIndexed = m_schema.hasIndex(u"poolscope_deliveries_created_at_idx"_s);
        return dashboardquery::durationsJob(m_range, limits, 6); // what the chart has room for
    }
    return {};
}

void DashboardController::applyAggregate(Aggregate which, const QVariant &value)
{
    m_gates[int(which)].answered(nowMs());
    switch (which) {
    case Aggregate::Outcomes:
        m_models.outcomes->apply(value.value<BucketSeries>());
        return;
    case Aggregate::Enqueued:
        m_models.enqueued->apply(value.value<BucketSeries>());
        return;
    case Aggregate::Dead:
        m_models.dead->apply(value.value<BucketSeries>());
        return;
    case Aggregate::Durations:
        m_models.durations->apply(value.value<DurationStats>());
        return;
    }
}

void DashboardController::activated()
{
    for (RefreshGate &g : m_gates) {
        if (!g.hasAnswer())
            g.reset();
    }
}
