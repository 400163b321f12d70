#include "app/viewcontrollers.h"

#include "app/pollsources.h"
#include "db/queries/alarmquery.h"
#include "db/queries/deliveryquery.h"
#include "db/queries/leasequery.h"
#include "db/queries/taskquery.h"
#include "db/schemarequirements.h"
#include "models/alarmdebtmodel.h"
#include "models/deliverytablemodel.h"
#include "models/leasemodels.h"
#include "models/stateestimatecache.h"
#include "models/tasktablemodel.h"
#include "views/alarmsview.h"
#include "views/deliveriesview.h"
#include "views/leasesview.h"
#include "views/tasksfilterbar.h"
#include "views/tasksview.h"

using namespace Qt::StringLiterals;

TasksController::TasksController(PollSources *sources, TaskTableModel *model, TasksView *view,
                                 StateEstimateCache *estimates, QObject *parent)
    : QObject(parent), m_sources(sources), m_model(model), m_view(view), m_estimates(estimates)
{
    // The rows first: the counts are left out of the cycle that brings the first window and
    // read in the follow-up it asks for. On a big table whose dead index entries a long
    // transaction keeps, the counts can take a second, and the first data waited for them.
    addWindow();
    addCounts();
}

void TasksController::setSchema(const SchemaInfo &schema)
{
    m_model->setMessageIdIndexed(schema.hasIndex(u"poolscope_tasks_message_id_idx"_s));
    const bool readable = schema.canRead(u"task_replays"_s);
    const QStringList absent = taskquery::columns().absentIn(schema);
    if (readable != m_replaysReadable || absent != m_absentColumns) {
        m_replaysReadable = readable;
        m_absentColumns = absent;
        m_sources->invalidate(m_windowSource);
    }
}

void TasksController::addWindow()
{
    const int id = m_sources->add(
        SourcePlace::inView(ConsoleView::Tasks), tr("The tasks"), &requirements::tasks,
        m_view->banner(),
        [this] {
            return taskquery::windowJob(m_model->filter(), m_rows, m_replaysReadable,
                                        m_absentColumns);
        },
        [this](const QVariant &v) {
            m_model->applyWindow(v.value<TaskWindow>());
            Q_EMIT dataShown();
            if (!m_windowShown) {
                m_windowShown = true;
                m_sources->invalidate(m_countsSource);
            }
        });
    m_windowSource = id;
    connect(m_model, &TaskTableModel::queryChanged, this,
            [this, id] { m_sources->invalidate(id); });
}

void TasksController::addCounts()
{
    m_countsSource = m_sources->add(
        SourcePlace::inView(ConsoleView::Tasks), tr("The task counts"), &requirements::tasks,
        m_view->banner(),
        [this] {
            if (!m_windowShown)
                return DbJob();
            return taskquery::countsJob(taskquery::CountCap, m_estimates->current());
        },
        [this](const QVariant &v) {
            const auto counts = v.value<TaskStateCounts>();
            m_estimates->remember(counts.estimatesRead);
            m_view->filterBar()->setCounts(counts);
        });
}

LeasesController::LeasesController(PollSources *sources, TaskLeaseModel *tasks,
                                   SinkLeaseModel *sinks, LeasesView *view, QObject *parent)
    : QObject(parent), m_view(view)
{
    const SourcePlace place = SourcePlace::inView(ConsoleView::Leases);
    const int id = sources->add(
        place, tr("The task leases"), &requirements::taskLeases, view->taskBanner(),
        [tasks] { return leasequery::taskLeasesJob(500, tasks->stuckOnly()); },
        [this, tasks](const QVariant &v) {
            tasks->apply(v.value<LeaseSnapshot>());
            Q_EMIT dataShown();
        });
    sources->add(
        place, tr("The feed sink leases"), [this] { return requirements::sinkLeases(m_feed); },
        view->sinkBanner(), [this] { return leasequery::sinkLeasesJob(m_feed); },
        [sinks](const QVariant &v) { sinks->apply(v.value<LeaseSnapshot>()); });
    connect(tasks, &TaskLeaseModel::queryChanged, this, [sources, id] { sources->invalidate(id); });
}

void LeasesController::setConnection(bool viaPooler, int connectedPort, int serverPort)
{
    m_view->setPoolerNote(viaPooler ? tr("Connected through a proxy or pooler (port %1; "
                                         "the server listens on %2). The sessions "
                                         "listed are the server's own: a worker that "
                                         "itself connects through a pooler shows as the "
                                         "pooler's server connection, whose address and "
                                         "application name may be another client's.")
                                          .arg(connectedPort)
                                          .arg(serverPort)
                                    : QString());
}

DeliveriesController::DeliveriesController(PollSources *sources, DeliveryTableModel *model,
                                           DeliveriesView *view, QObject *parent)
    : QObject(parent)
{
    const int id = sources->add(
        SourcePlace::inView(ConsoleView::Deliveries), tr("The deliveries"),
        &requirements::deliveries, view->banner(),
        [this, model] { return deliveryquery::windowJob(model->filter(), m_rows); },
        [this, model](const QVariant &v) {
            model->applyWindow(v.value<DeliveryWindow>());
            Q_EMIT dataShown();
        });
    connect(model, &DeliveryTableModel::queryChanged, this,
            [sources, id] { sources->invalidate(id); });
}

AlarmsController::AlarmsController(PollSources *sources, AlarmDebtModel *model, AlarmsView *view,
                                   QObject *parent)
    : QObject(parent)
{
    const int id = sources->add(
        SourcePlace::inView(ConsoleView::Alarms), tr("The alarm debt"), &requirements::alarmDebt,
        view->banner(),
        [this, model] {
            return alarmquery::debtJob(
                model->limit(), m_schema.hasIndex(QLatin1StringView(alarmquery::OwedByAgeIndex)),
                m_rows, model->olderThanSeconds());
        },
        [this, model](const QVariant &v) {
            model->apply(v.value<AlarmDebtSnapshot>());
            Q_EMIT dataShown();
        });
    connect(model, &AlarmDebtModel::queryChanged, this, [sources, id] { sources->invalidate(id); });
}
