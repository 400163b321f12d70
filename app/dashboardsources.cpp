// The dashboard's polled sources and its view's wiring: the part of DashboardController that
// the composition root composes, apart from the range and history bookkeeping.
#include "app/dashboardcontroller.h"
#include "app/pollsources.h"
#include "db/schemarequirements.h"
#include "models/stateestimatecache.h"

using namespace Qt::StringLiterals;

void DashboardController::addSources(PollSources *sources, DashboardView *view,
                                     StateEstimateCache *estimates)
{
    m_view = view;
    // The live sample, every poll while the dashboard is on screen.
    sources->add(
        SourcePlace::inView(ConsoleView::Dashboard), tr("The dashboard's sample"),
        &requirements::tasks, view->banner(),
        [this, estimates] { return sampleJob(estimates->current()); },
        [this, estimates](const QVariant &v) {
            const auto reply = v.value<SampleReply>();
            estimates->remember(reply.estimatesRead);
            applySample(reply.sample);
            Q_EMIT dataShown();
        });
    addAggregateSources(sources);
    connect(view, &DashboardView::spanRequested, this, &DashboardController::setSpan);
    view->setSpan(m_range.span);
    view->setRefreshSeconds(refreshSeconds());
}

void DashboardController::addAggregateSources(PollSources *sources)
{
    // The range aggregates, each a source (a transaction) of its own: one that times out does
    // not take the others with it. Their jobs are empty until due.
    const struct
    {
        Aggregate which;
        QString name;
        QList<Requirement> (*requirements)();
    } aggregates[] = {
        { Aggregate::Outcomes, tr("The delivery outcomes"), &requirements::deliveries },
        { Aggregate::Enqueued, tr("The enqueued tasks"), &requirements::tasks },
        { Aggregate::Dead, tr("The dead tasks"), &requirements::tasks },
        { Aggregate::Durations, tr("The delivery durations"), &requirements::deliveries },
    };
    QList<int> ids;
    for (const auto &a : aggregates) {
        ids.append(sources->add(
            SourcePlace::inView(ConsoleView::Dashboard), a.name, a.requirements, m_view->banner(),
            [this, which = a.which] { return aggregateJob(which); },
            [this, which = a.which](const QVariant &v) { applyAggregate(which, v); }));
    }
    connect(this, &DashboardController::rangeChanged, this, [this, sources, ids] {
        m_view->setSpan(m_range.span);
        m_view->setRefreshSeconds(refreshSeconds());
        for (int id : ids)
            sources->invalidate(id); // replies for the old range are dropped
    });
}

void DashboardController::applyProbe(const SchemaInfo &schema, const FeedTable &feed,
                                     const QString &database)
{
    setSchema(schema, feed);
    setDatabase(database);
    if (m_view)
        m_view->setAggregatesUnavailable(unavailableReason());
}
