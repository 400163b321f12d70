#pragma once

#include "core/deeplink.h"
#include "core/rows/dashboardrows.h"
#include "core/rows/failurerows.h"

#include <QMap>
#include <QWidget>

class BucketChart;
class BucketSeriesModel;
class ChartPanel;
class DurationChart;
class DurationModel;
class MessageBanner;
class QLabel;
class QToolButton;
class SampleChart;
class SampleSeriesModel;

// The dashboard's models; owned by the composition root (app/).
struct DashboardModels
{
    SampleSeriesModel *samples = nullptr;
    BucketSeriesModel *outcomes = nullptr;
    BucketSeriesModel *enqueued = nullptr;
    BucketSeriesModel *dead = nullptr;
    DurationModel *durations = nullptr;
};

// The dashboard: a range (15 min, 1 h, 24 h, 7 d) and seven charts, each saying where its
// figures come from — this console's samples or the database, exact or estimated. A click on a
// bar or a point asks for the matching filtered view (linkActivated, a poolscope: link as a
// DeepLink). GUI thread; owns its widgets, not the models. Runs no queries.
class DashboardView : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardView(const DashboardModels &models, QWidget *parent = nullptr);

    MessageBanner *banner() const { return m_banner; }
    DashboardSpan span() const { return m_span; }
    void setSpan(DashboardSpan span); // no signal
    void setRefreshSeconds(int seconds);
    // Why the range aggregates are not shown (a server before PostgreSQL 14), or empty.
    void setAggregatesUnavailable(const QString &reason);
    QString summaryText() const;
    // The failures panel: the biggest causes of the last `windowSeconds`, each a link to its
    // group in the failures view (failureGroupRequested), with what the read covered.
    void setFailureGroups(const FailureGroups &groups, int windowSeconds);
    QString failuresText() const;

    SampleChart *tasksChart() const { return m_tasks; }
    SampleChart *queueChart() const { return m_queue; }
    SampleChart *leasesChart() const { return m_leases; }
    SampleChart *alarmsChart() const { return m_alarms; }
    BucketChart *outcomesChart() const { return m_outcomes; }
    BucketChart *throughputChart() const { return m_throughput; }
    DurationChart *durationsChart() const { return m_durations; }
    QList<ChartPanel *> charts() const;

Q_SIGNALS:
    void spanRequested(DashboardSpan span);
    void linkActivated(const DeepLink &link);
    // A failure group's key (FailureGroup::key), or empty for the view itself.
    void failureGroupRequested(const QString &key);

private:
    void buildCharts();
    void wireClicks();
    void updateSampledNotes();
    void updateDatabaseNotes();
    void updateSummary();
    QString databaseNote(const BucketSeriesModel *model, const QString &what) const;

    DashboardModels m_models;
    DashboardSpan m_span = DashboardSpan::Hour1;
    QMap<DashboardSpan, QToolButton *> m_spanButtons;
    QLabel *m_summary;
    QLabel *m_failures;
    MessageBanner *m_banner;
    SampleChart *m_tasks = nullptr;
    SampleChart *m_queue = nullptr;
    SampleChart *m_leases = nullptr;
    SampleChart *m_alarms = nullptr;
    BucketChart *m_outcomes = nullptr;
    BucketChart *m_throughput = nullptr;
    DurationChart *m_durations = nullptr;
    int m_refreshSeconds = 30;
    QString m_unavailable;
};
