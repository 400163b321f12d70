#include "views/dashboardview.h"

#include "core/failuretext.h"
#include "core/statenames.h"
#include "models/bucketseriesmodel.h"
#include "models/displayformat.h"
#include "models/durationmodel.h"
#include "models/sampleseriesmodel.h"
#include "views/chartbuckets.h"
#include "views/chartdurations.h"
#include "views/chartsamples.h"
#include "views/messagebanner.h"

#include <QButtonGroup>
#include <QDateTime>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

using S = SampleSeriesModel;

QString spanName(DashboardSpan span)
{
    switch (span) {
    case DashboardSpan::Minutes15:
        return DashboardView::tr("15 min");
    case DashboardSpan::Hour1:
        return DashboardView::tr("1 h");
    case DashboardSpan::Hours24:
        return DashboardView::tr("24 h");
    case DashboardSpan::Days7:
        return DashboardView::tr("7 d");
    }
    return {};
}

QString clock(qint64 us)
{
    return QDateTime::fromMSecsSinceEpoch(us / 1000).toString(u"HH:mm:ss"_s);
}

DeepLink tasksIn(const QStringList &states)
{
    DeepLink link = DeepLink::list(DeepLink::Target::Tasks);
    link.states = states;
    return link;
}

// A bucket's bounds as a link's from/to (µs since the epoch, created_at).
DeepLink inBucket(DeepLink link, const BucketSeriesModel *model, int row)
{
    const QModelIndex start = model->index(row, 0);
    link.createdFrom = start.data(BucketSeriesModel::StartRole).toLongLong();
    link.createdTo = start.data(BucketSeriesModel::EndRole).toLongLong();
    return link;
}

} // namespace

DashboardView::DashboardView(const DashboardModels &models, QWidget *parent)
    : QWidget(parent)
    , m_models(models)
    , m_summary(new QLabel(this))
    , m_failures(new QLabel(this))
    , m_banner(new MessageBanner(this))
{
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 0);
    bar->addWidget(new QLabel(tr("Range:"), this));
    auto *group = new QButtonGroup(this);
    for (DashboardSpan span : DashboardRange::all()) {
        auto *button = new QToolButton(this);
        button->setText(spanName(span));
        button->setCheckable(true);
        button->setAccessibleName(tr("Show the last %1").arg(spanName(span)));
        group->addButton(button);
        bar->addWidget(button);
        m_spanButtons.insert(span, button);
        connect(button, &QToolButton::clicked, this, [this, span] {
            m_span = span;
            Q_EMIT spanRequested(span);
        });
    }
    m_spanButtons.value(m_span)->setChecked(true);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("How the dashboard reads"));
    bar->addSpacing(12);
    bar->addWidget(m_summary, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_banner);
    m_failures->setContentsMargins(6, 2, 6, 2);
    m_failures->setWordWrap(true);
    m_failures->setTextFormat(Qt::RichText);
    m_failures->setAccessibleName(tr("Failures by cause"));
    m_failures->setText(tr("Failures of the last hour: reading…"));
    connect(m_failures, &QLabel::linkActivated, this, [this](const QString &link) {
        Q_EMIT failureGroupRequested(link.mid(link.indexOf(u':') + 1));
    });
    layout->addWidget(m_failures);
    buildCharts();
    wireClicks();
    updateSummary();
}

void DashboardView::setFailureGroups(const FailureGroups &groups, int windowSeconds)
{
    // The three biggest task causes; the coverage sentence says what was read, so a capped or
    // partial read is never taken for the whole.
    QStringList causes;
    const QLocale l;
    for (const FailureGroup &g : groups.groups) {
        if (g.source != FailureSource::Task)
            continue;
        if (causes.size() == 3)
            break;
        causes.append(tr("<a href=\"group:%1\">%2 × %3</a> (%4)")
                          .arg(g.key().toHtmlEscaped(), l.toString(g.count),
                               displayformat::oneLine(g.cause, 70).toHtmlEscaped(),
                               displayformat::text(g.kind).toHtmlEscaped()));
    }
    QString text = failuretext::coverage(groups, windowSeconds).toHtmlEscaped();
    if (!causes.isEmpty())
        text += u"<br>"_s + causes.join(u" · "_s);
    text += u" · <a href=\"group:\">"_s + tr("All failure groups") + u"</a>"_s;
    m_failures->setText(text);
}

QString DashboardView::failuresText() const
{
    return m_failures->text();
}

void DashboardView::buildCharts()
{
    m_tasks = new SampleChart(
        m_models.samples, tr("Tasks by state"),
        { { S::QueuedColumn, statenames::taskState(u"queued"_s), Tone::Pending, 0 },
          { S::LeasedColumn, statenames::taskState(u"leased"_s), Tone::Pending, 1 },
          { S::FailedRetryColumn, statenames::taskState(u"failed_retry"_s), Tone::Warning, 0 },
          // The terminal states dwarf the active ones (and only grow): shown on a legend click.
          { S::DeadColumn, statenames::taskState(u"dead"_s), Tone::Bad, 0, true, false, true },
          { S::FailedPermColumn, statenames::taskState(u"failed_perm"_s), Tone::Bad, 1, true, false,
            true },
          { S::SucceededColumn, statenames::taskState(u"succeeded"_s), Tone::Good, 0, true, false,
            true } },
        tr("tasks"), {}, this);
    m_queue = new SampleChart(
        m_models.samples, tr("Ready queue"),
        { { S::QueueDepthColumn, tr("ready now"), Tone::Pending, 0, false },
          { S::OldestReadyColumn, tr("oldest waited"), Tone::Warning, 0, false, true } },
        tr("ready tasks"), tr("oldest waited"), this);
    m_leases = new SampleChart(
        m_models.samples, tr("Lease health"),
        { { S::TaskLeasesActiveColumn, tr("task active"), Tone::Pending, 0, false },
          { S::TaskLeasesExpiredColumn, tr("task expired"), Tone::Warning, 0, false },
          { S::SinkLeasesActiveColumn, tr("sink active"), Tone::Good, 1, false },
          { S::SinkLeasesExpiredColumn, tr("sink expired"), Tone::Warning, 1, false },
          { S::SinkLeasesStaleColumn, tr("sink stale"), Tone::Bad, 1, false } },
        tr("leases"), {}, this);
    m_alarms
        = new SampleChart(m_models.samples, tr("Alarm debt by age"),
                          { { S::AlarmUnder5MinutesColumn, tr("under 5 min"), Tone::Pending, 0 },
                            { S::AlarmUnder1HourColumn, tr("5 min – 1 h"), Tone::Warning, 1 },
                            { S::AlarmUnder1DayColumn, tr("1 h – 1 day"), Tone::Warning, 0 },
                            { S::AlarmOlderColumn, tr("over 1 day"), Tone::Bad, 0 },
                            { S::OldestOwedColumn, tr("oldest owed"), Tone::Bad, 1, false, true } },
                          tr("owed deliveries"), tr("oldest owed"), this);
    m_outcomes
        = new BucketChart(m_models.outcomes, tr("Delivery outcomes"), true, tr("attempts"), this);
    m_throughput = new BucketChart(m_models.enqueued, tr("Tasks enqueued and dead"), false,
                                   tr("enqueued"), this);
    m_throughput->setOverlay(m_models.dead, tr("dead"));
    m_durations = new DurationChart(m_models.durations, tr("Delivery duration per worker"), this);

    auto *grid = new QGridLayout;
    grid->setContentsMargins(4, 2, 4, 4);
    grid->setSpacing(4);
    grid->addWidget(m_tasks, 0, 0);
    grid->addWidget(m_queue, 0, 1);
    grid->addWidget(m_leases, 0, 2);
    grid->addWidget(m_outcomes, 1, 0, 1, 2);
    grid->addWidget(m_alarms, 1, 2);
    grid->addWidget(m_throughput, 2, 0, 1, 2);
    grid->addWidget(m_durations, 2, 2);
    for (int c = 0; c < 3; ++c)
        grid->setColumnStretch(c, 1);
    static_cast<QVBoxLayout *>(layout())->addLayout(grid, 1);

    connect(m_models.samples, &SampleSeriesModel::samplesChanged, this,
            &DashboardView::updateSampledNotes);
    connect(m_models.samples, &QAbstractItemModel::modelReset, this,
            &DashboardView::updateSampledNotes);
    for (BucketSeriesModel *m : { m_models.outcomes, m_models.enqueued, m_models.dead })
        connect(m, &BucketSeriesModel::seriesChanged, this, &DashboardView::updateDatabaseNotes);
    connect(m_models.durations, &DurationModel::statsChanged, this,
            &DashboardView::updateDatabaseNotes);
    updateSampledNotes();
    updateDatabaseNotes();
}

void DashboardView::wireClicks()
{
    using Target = DeepLink::Target;
    connect(m_tasks, &SampleChart::sampleClicked, this, [this](int column) {
        Q_EMIT linkActivated(
            tasksIn({ m_models.samples->headerData(column, Qt::Horizontal, DatabaseValueRole)
                          .toString() }));
    });
    connect(m_queue, &SampleChart::sampleClicked, this, [this] {
        Q_EMIT linkActivated(tasksIn({ u"queued"_s, u"failed_retry"_s }));
    });
    connect(m_leases, &SampleChart::sampleClicked, this,
            [this] { Q_EMIT linkActivated(DeepLink::list(Target::Leases)); });
    connect(m_alarms, &SampleChart::sampleClicked, this,
            [this] { Q_EMIT linkActivated(DeepLink::list(Target::Alarms)); });
    connect(m_outcomes, &BucketChart::bucketClicked, this, [this](int series, int row) {
        const BucketSeriesModel *m = m_models.outcomes;
        DeepLink link = DeepLink::list(Target::Deliveries);
        // "other" is NULL or an unknown status: no status filter says that, so the bucket alone.
        if (m->names().value(series) != "other"_L1)
            link.statuses.append(m->names().value(series));
        Q_EMIT linkActivated(inBucket(link, m, row));
    });
    // A bar: the tasks created in its bucket (the view's time range then names the span).
    connect(m_throughput, &BucketChart::bucketClicked, this, [this](int, int row) {
        Q_EMIT linkActivated(inBucket(DeepLink::list(Target::Tasks), m_models.enqueued, row));
    });
    connect(m_throughput, &BucketChart::overlayClicked, this,
            [this] { Q_EMIT linkActivated(tasksIn({ u"dead"_s })); });
    connect(m_durations, &DurationChart::workerClicked, this, [this](int row) {
        const DurationModel *m = m_models.durations;
        DeepLink link = DeepLink::list(Target::Deliveries);
        const QString worker
            = m->index(row, DurationModel::WorkerColumn).data(DurationModel::ValueRole).toString();
        if (!worker.isEmpty())
            link.workerId = worker;
        link.createdFrom = m->fromUs();
        link.createdTo = m->toUs();
        Q_EMIT linkActivated(link);
    });
}

QList<ChartPanel *> DashboardView::charts() const
{
    return { m_tasks, m_queue, m_leases, m_outcomes, m_alarms, m_throughput, m_durations };
}

void DashboardView::setSpan(DashboardSpan span)
{
    m_span = span;
    if (QToolButton *b = m_spanButtons.value(span))
        b->setChecked(true);
}

void DashboardView::setRefreshSeconds(int seconds)
{
    m_refreshSeconds = seconds;
    updateSummary();
}

void DashboardView::setAggregatesUnavailable(const QString &reason)
{
    m_unavailable = reason;
    updateSummary();
    updateDatabaseNotes();
}

QString DashboardView::summaryText() const
{
    return m_summary->text();
}

void DashboardView::updateSummary()
{
    m_summary->setText(
        m_unavailable.isEmpty()
            ? tr("Charts from the database refresh every %1 s and when the range changes; "
                 "sampled charts gain a sample every poll while this view is on screen.")
                  .arg(m_refreshSeconds)
            : m_unavailable);
}

void DashboardView::updateSampledNotes()
{
    const SampleSeriesModel *m = m_models.samples;
    const LiveSample *first = m->sampleAt(0);
    const LiveSample *last = m->sampleAt(m->rowCount() - 1);
    const QString since = first
        ? tr("Sampled by this console since %1, kept on this machine")
              .arg(QLocale().toString(QDateTime::fromMSecsSinceEpoch(first->atUs / 1000),
                                      u"ddd HH:mm"_s))
        : tr("Sampled by this console while this view is on screen: none in this range yet");
    QString tasks = since + u" · "_s + tr("terminal states: click the legend");
    if (last && last->estimatedStates)
        tasks += u" · "_s + tr("≈ planner estimates past 10,000");
    m_tasks->setNote(tasks);
    QString queue = since + u" · "_s + tr("ready: queued or failed_retry, due now");
    if (last && last->queueDepthCapped)
        queue += u" · "_s
            + tr("at least %1 (counted up to a cap)").arg(QLocale().toString(last->queueDepth));
    m_queue->setNote(queue);
    if (last && !last->sinkLeasesRead)
        m_leases->setNote(since + u" · "_s + tr("sink leases not read: no readable feed table"),
                          Tone::Warning);
    else
        m_leases->setNote(since);
    if (last && !last->alarmDebtRead)
        m_alarms->setNote(since + u" · "_s + tr("not read: no readable alarm tables"),
                          Tone::Warning);
    else if (last && last->alarmDebt.oldest)
        m_alarms->setNote(
            since + u" · "_s
            + tr("oldest owed for %1")
                  .arg(displayformat::duration(last->atUs - *last->alarmDebt.oldest)));
    else
        m_alarms->setNote(since);
}

QString DashboardView::databaseNote(const BucketSeriesModel *m, const QString &what) const
{
    if (!m->hasData())
        return tr("From the database: %1 · not read yet").arg(what);
    const QLocale locale;
    QString note = tr("From the database: %1 · as of %2").arg(what, clock(m->serverNowUs()));
    const AggregateBasis &b = m->basis();
    if (b.sampled)
        note += u" · "_s
            + tr("≈ estimate: 1 row in %1 of ~%2 read")
                  .arg(locale.toString(b.stride), locale.toString(b.rows));
    if (b.byIdProbe)
        note += u" · "_s + tr("range found by id (no created_at index)");
    return note;
}

void DashboardView::updateDatabaseNotes()
{
    if (!m_unavailable.isEmpty()) {
        for (ChartPanel *c :
             { static_cast<ChartPanel *>(m_outcomes), static_cast<ChartPanel *>(m_throughput),
               static_cast<ChartPanel *>(m_durations) })
            c->setNote(m_unavailable, Tone::Warning);
        return;
    }
    const BucketSeriesModel *outcomes = m_models.outcomes;
    m_outcomes->setNote(databaseNote(outcomes, tr("attempts by created_at")),
                        outcomes->basis().sampled ? Tone::Warning : Tone::Neutral);
    QString throughput = databaseNote(m_models.enqueued, tr("tasks by created_at"));
    const BucketSeriesModel *dead = m_models.dead;
    if (dead->skippedOver() > 0)
        throughput += u" · "_s
            + tr("dead not counted: over %1 dead tasks to read")
                  .arg(QLocale().toString(dead->skippedOver()));
    else if (dead->hasData())
        throughput += u" · "_s + tr("dead: by updated_at, when they died");
    m_throughput->setNote(
        throughput,
        m_models.enqueued->basis().sampled || dead->skippedOver() ? Tone::Warning : Tone::Neutral);

    const DurationModel *d = m_models.durations;
    QString durations = tr("From the database: percentile_cont of duration_ms");
    if (!d->hasData()) {
        durations += u" · "_s + tr("not read yet");
    } else {
        durations += u" · "_s + tr("as of %1").arg(clock(d->serverNowUs()));
        if (d->moreWorkers())
            durations += u" · "_s + tr("busiest %n workers", nullptr, int(d->rowCount()));
        if (d->basis().sampled)
            durations += u" · "_s
                + tr("≈ estimate: 1 row in %1 read").arg(QLocale().toString(d->basis().stride));
        if (d->basis().byIdProbe)
            durations += u" · "_s + tr("range found by id (no created_at index)");
    }
    m_durations->setNote(durations, d->basis().sampled ? Tone::Warning : Tone::Neutral);
}
