// The dashboard's part of the composition root (ConsoleSession): its polled sources and what
// the schema probe tells it. Kept apart so consolesession.cpp stays the wiring of every view.
#include "app/consolesession.h"
#include "app/dashboardcontroller.h"
#include "db/dbclient.h"
#include "models/poller.h"
#include "views/mainwindow.h"

using namespace Qt::StringLiterals;

void ConsoleSession::addDashboardSources()
{
    MainWindow *w = m_window.get();
    DashboardView *view = w->dashboardView();
    const int dashboard = int(ConsoleView::Dashboard);
    // The live sample, every poll while the dashboard is on screen.
    addSource(
        dashboard, tr("The dashboard's sample"), &requirements::tasks, view->banner(),
        [this] { return m_dashboard->sampleJob(m_stateEstimates.current()); },
        [this](const QVariant &v) {
            const auto reply = v.value<SampleReply>();
            m_stateEstimates.remember(reply.estimatesRead);
            m_dashboard->applySample(reply.sample);
            markFirstData();
        });
    // The range aggregates, each a source (a transaction) of its own: one that times out does
    // not take the others with it. Their jobs are empty until due.
    using A = DashboardController::Aggregate;
    const struct
    {
        A which;
        QString name;
        QList<Requirement> (*requirements)();
    } aggregates[] = {
        { A::Outcomes, tr("The delivery outcomes"), &requirements::deliveries },
        { A::Enqueued, tr("The enqueued tasks"), &requirements::tasks },
        { A::Dead, tr("The dead tasks"), &requirements::tasks },
        { A::Durations, tr("The delivery durations"), &requirements::deliveries },
    };
    QList<int> ids;
    for (const auto &a : aggregates) {
        addSource(
            dashboard, a.name, a.requirements, view->banner(),
            [this, which = a.which] { return m_dashboard->aggregateJob(which); },
            [this, which = a.which](const QVariant &v) { m_dashboard->applyAggregate(which, v); });
        ids.append(m_sources.last().id);
    }
    connect(view, &DashboardView::spanRequested, m_dashboard, &DashboardController::setSpan);
    connect(m_dashboard, &DashboardController::rangeChanged, this, [this, view, ids] {
        view->setSpan(m_dashboard->range().span);
        view->setRefreshSeconds(m_dashboard->refreshSeconds());
        for (int id : ids)
            m_poller->invalidate(id); // replies for the old range are dropped
    });
    // Before updateActiveSources (connected after this), so the poll it starts asks for what
    // the dashboard never got.
    connect(w, &MainWindow::currentViewChanged, m_dashboard, [this](ConsoleView v) {
        if (v == ConsoleView::Dashboard)
            m_dashboard->activated();
    });
    view->setSpan(m_dashboard->range().span);
    view->setRefreshSeconds(m_dashboard->refreshSeconds());
}

void ConsoleSession::applyDashboardSchema(const SchemaInfo &schema)
{
    m_dashboard->setSchema(schema, m_feed);
    // The history's key names the database, never the credentials.
    const ServerInfo server = m_client->status().server;
    m_dashboard->setDatabase(server.host + u':' + server.port + u'/' + server.database);
    m_window->dashboardView()->setAggregatesUnavailable(m_dashboard->unavailableReason());
}
