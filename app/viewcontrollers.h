#pragma once

#include "core/feedtable.h"
#include "core/rows/alarmrows.h"
#include "core/rows/deliveryrow.h"
#include "core/rows/taskrow.h"
#include "core/schemainfo.h"
#include "db/rowreuse.h"

#include <QObject>

class AlarmDebtModel;
class AlarmsView;
class DeliveriesView;
class DeliveryTableModel;
class LeasesView;
class PollSources;
class SinkLeaseModel;
class StateEstimateCache;
class TaskLeaseModel;
class TaskTableModel;
class TasksView;

// The polled tables' composition, a controller per view: each registers its view's sources
// with PollSources, applies their replies to its models, and asks again at once when the
// view's filter changes. GUI thread; owned by the composition root; the models and views are
// not theirs. dataShown() says a poll's rows are on screen (the session's first data).

class TasksController : public QObject
{
    Q_OBJECT
public:
    // `estimates`: the planner's per-state estimates, shared with the dashboard's sample.
    TasksController(PollSources *sources, TaskTableModel *model, TasksView *view,
                    StateEstimateCache *estimates, QObject *parent = nullptr);
    void setSchema(const SchemaInfo &schema);

Q_SIGNALS:
    void dataShown();

private:
    void addWindow();
    void addCounts();

    PollSources *m_sources;
    TaskTableModel *m_model;
    TasksView *m_view;
    StateEstimateCache *m_estimates;
    // The rows the last window decoded, for the next poll to reuse (RowReuse).
    RowReuseHandle<TaskRow> m_rows = std::make_shared<RowReuse<TaskRow>>();
    bool m_windowShown = false; // the counts wait for the first window (addCounts)
    int m_countsSource = -1;
    int m_windowSource = -1;
    bool m_replaysReadable = false; // the window reads which dead tasks were replayed
    QStringList m_absentColumns; // optional task columns the database lacks
};

class LeasesController : public QObject
{
    Q_OBJECT
public:
    LeasesController(PollSources *sources, TaskLeaseModel *tasks, SinkLeaseModel *sinks,
                     LeasesView *view, QObject *parent = nullptr);
    // Where the sink leases live (a setting, or the profile's).
    void setFeed(const FeedTable &feed) { m_feed = feed; }
    // What the probe found about the connection: through a pooler, the sessions are its own.
    void setConnection(bool viaPooler, int connectedPort, int serverPort);

Q_SIGNALS:
    void dataShown();

private:
    LeasesView *m_view;
    FeedTable m_feed;
};

class DeliveriesController : public QObject
{
    Q_OBJECT
public:
    DeliveriesController(PollSources *sources, DeliveryTableModel *model, DeliveriesView *view,
                         QObject *parent = nullptr);

Q_SIGNALS:
    void dataShown();

private:
    RowReuseHandle<DeliveryRow> m_rows = std::make_shared<RowReuse<DeliveryRow>>();
};

class AlarmsController : public QObject
{
    Q_OBJECT
public:
    AlarmsController(PollSources *sources, AlarmDebtModel *model, AlarmsView *view,
                     QObject *parent = nullptr);
    void setSchema(const SchemaInfo &schema) { m_schema = schema; }

Q_SIGNALS:
    void dataShown();

private:
    SchemaInfo m_schema;
    RowReuseHandle<AlarmDebtRow> m_rows = std::make_shared<RowReuse<AlarmDebtRow>>();
};
