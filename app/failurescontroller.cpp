#include "app/failurescontroller.h"

#include "app/pollsources.h"
#include "db/queries/failurequery.h"
#include "db/schemarequirements.h"
#include "models/failuregroupmodel.h"
#include "views/dashboardview.h"
#include "views/failuresview.h"

using namespace Qt::StringLiterals;

namespace {
constexpr qint64 RefreshMs = 60000;
constexpr qint64 RetryMs = 10000;
constexpr int DashboardWindowSeconds = 3600;
} // namespace

FailuresController::FailuresController(PollSources *sources, FailureGroupModel *model,
                                       FailuresView *view, DashboardView *dashboard,
                                       QObject *parent)
    : QObject(parent), m_sources(sources)
{
    m_clock.start();
    m_viewGate.setIntervalMs(RefreshMs, RetryMs);
    m_dashboardGate.setIntervalMs(RefreshMs, RetryMs);
    m_viewSource = sources->add(
        SourcePlace::inView(ConsoleView::Failures), tr("The failure groups"), &requirements::tasks,
        view->banner(),
        [this, model] {
            if (!m_viewGate.take(m_clock.elapsed()))
                return DbJob();
            return failurequery::groupsJob(FailureQuery { model->withinSeconds() }, m_schema);
        },
        [this, model](const QVariant &v) {
            m_viewGate.answered(m_clock.elapsed());
            model->apply(v.value<FailureGroups>());
            Q_EMIT dataShown();
        });
    const auto again = [this, sources] {
        m_viewGate.reset();
        sources->invalidate(m_viewSource); // a reply for the old window is dropped
    };
    connect(model, &FailureGroupModel::queryChanged, this, again);
    connect(view, &FailuresView::refreshRequested, this, again);

    m_dashboardSource = sources->add(
        SourcePlace::inView(ConsoleView::Dashboard), tr("The failure groups"), &requirements::tasks,
        dashboard->banner(),
        [this] {
            if (!m_dashboardGate.take(m_clock.elapsed()))
                return DbJob();
            return failurequery::groupsJob(FailureQuery { DashboardWindowSeconds }, m_schema);
        },
        [this, dashboard](const QVariant &v) {
            m_dashboardGate.answered(m_clock.elapsed());
            dashboard->setFailureGroups(v.value<FailureGroups>(), DashboardWindowSeconds);
        });
}

void FailuresController::refreshNow()
{
    m_viewGate.reset();
    m_dashboardGate.reset();
    m_sources->invalidate(m_viewSource);
    m_sources->invalidate(m_dashboardSource);
}

void FailuresController::setSchema(const SchemaInfo &schema)
{
    m_schema = schema;
}
