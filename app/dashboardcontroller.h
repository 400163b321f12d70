#pragma once

#include "core/feedtable.h"
#include "core/rows/dashboardrows.h"
#include "core/schemainfo.h"
#include "db/dbjob.h"
#include "models/refreshgate.h"
#include "views/dashboardview.h"

#include <QElapsedTimer>
#include <QObject>
#include <array>
#include <memory>

class PollSources;
class SampleHistory;
class StateEstimateCache;

// The dashboard between the poller and the charts: the range, the models, the local history of
// live samples, and when each range aggregate is due. GUI thread; owned by the composition
// root, whose poller sends its jobs like every view's (it never waits on the pool database).
// The live sample is asked every poll; an aggregate only when due (every 15–60 s by the range,
// at once when the range changes): its job is empty otherwise, and the poller sends nothing.
class DashboardController : public QObject
{
    Q_OBJECT
public:
    enum class Aggregate { Outcomes, Enqueued, Dead, Durations };
    static constexpr int AggregateCount = 4;

    explicit DashboardController(QObject *parent = nullptr);
    ~DashboardController() override;

    DashboardModels models() const { return m_models; }
    void setSchema(const SchemaInfo &schema, const FeedTable &feed);
    // Whose samples these are ("host:port/dbname": no secrets); loads that database's history.
    void setDatabase(const QString &key);
    QString database() const { return m_database; }
    void setSpan(DashboardSpan span);
    DashboardRange range() const { return m_range; }
    int refreshSeconds() const;
    // Not empty when the range aggregates cannot run here (a server before PostgreSQL 14).
    QString unavailableReason() const;
    void clear(); // connecting elsewhere: nothing of the old database stays on screen

    // `known`: the planner's estimates per state, read by an earlier poll (StateEstimateCache).
    DbJob sampleJob(const std::optional<StateEstimates> &known = std::nullopt) const;
    void applySample(const LiveSample &sample);
    DbJob aggregateJob(Aggregate which);
    void applyAggregate(Aggregate which, const QVariant &value);
    // The dashboard came on screen: an aggregate never answered since its range was set is due
    // at once (its reply may have been dropped when the view went away).
    void activated();

    // app/dashboardsources.cpp: registers the sample and the aggregates (`estimates`: the
    // planner's per-state estimates, shared with the task counts) and wires the view.
    void addSources(PollSources *sources, DashboardView *view, StateEstimateCache *estimates);
    // What the schema probe found; `database` names it ("host:port/dbname": no secrets).
    void applyProbe(const SchemaInfo &schema, const FeedTable &feed, const QString &database);

Q_SIGNALS:
    void rangeChanged(); // replies in flight for the old range are dropped, and it polls
    void dataShown(); // a sample is on screen

private:
    void reload();
    void clearAggregates();
    void addAggregateSources(PollSources *sources);
    qint64 nowMs() const { return m_clock.elapsed(); }

    DashboardModels m_models;
    std::unique_ptr<SampleHistory> m_history;
    SchemaInfo m_schema;
    FeedTable m_feed;
    QString m_database;
    DashboardRange m_range;
    std::array<RefreshGate, AggregateCount> m_gates;
    QElapsedTimer m_clock;
    DashboardView *m_view = nullptr; // not ours
};
