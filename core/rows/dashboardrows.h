#pragma once

#include "core/rows/alarmrows.h"
#include "core/rows/taskrow.h"
#include "core/types.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

// The time ranges the dashboard offers, each cut into buckets of a fixed width. Buckets are
// absolute instants: aligned on the Unix epoch in UTC (date_bin's origin), whatever the
// session's TimeZone or the console's local time zone; only the labels are local.
enum class DashboardSpan { Minutes15, Hour1, Hours24, Days7 };

struct DashboardRange
{
    DashboardSpan span = DashboardSpan::Hour1;

    qint64 bucketSeconds() const;
    int bucketCount() const;
    qint64 spanSeconds() const { return bucketSeconds() * bucketCount(); }
    static QList<DashboardSpan> all();
    bool operator==(const DashboardRange &) const = default;
};

// How a range aggregate reads its table, chosen by the caller from the schema probe.
struct AggregateLimits
{
    // The console index on the table's created_at exists (poolscope_tasks_created_at_idx,
    // poolscope_deliveries_created_at_idx). Without it the range is found through the primary
    // key, assuming ids grow with time (both tables are append-mostly, ids from a sequence).
    bool createdAtIndexed = false;
    qint64 exactCap = 50000; // more rows than this in the range: read a sample instead
    qint64 sampleTarget = 20000; // about this many rows in a sample
};

// How the figures of a range aggregate came about, for the chart to say.
struct AggregateBasis
{
    bool sampled = false; // counts are 1 row in `stride` by id, scaled up: an estimate
    qint64 stride = 1;
    // Rows in the range: exact when not sampled; else the width of the id interval (an upper
    // bound: ids have gaps).
    qint64 rows = 0;
    bool byIdProbe = false; // no created_at index: the range was found through the primary key
    bool operator==(const AggregateBasis &) const = default;
};

// One time bucket [startUs, startUs + width) and a value per series.
struct BucketRow
{
    qint64 startUs = 0;
    QList<qint64> values;

    qint64 key() const { return startUs; }
    bool operator==(const BucketRow &) const = default;
};

// A server-side aggregate over a range: every bucket of the range, empty ones as zeros.
struct BucketSeries
{
    qint64 serverNowUs = 0;
    qint64 fromUs = 0; // the first bucket's start
    qint64 toUs = 0; // the last bucket's end (past now: the current bucket is partial)
    qint64 bucketUs = 0;
    QStringList names; // a series per name, in the order of BucketRow::values
    QList<BucketRow> buckets;
    AggregateBasis basis;
    // The dead-task count was not read: more dead tasks than the cap would have to be read,
    // and no index serves them by time. `skippedOver` is that cap.
    qint64 skippedOver = 0;
};

// Delivery duration percentiles of one worker over a range.
struct WorkerDuration
{
    QString worker; // empty for a NULL worker_id
    qint64 attempts = 0; // scaled up when the basis is a sample
    double p50Ms = 0;
    double p95Ms = 0;

    QString key() const { return worker; }
    bool operator==(const WorkerDuration &) const = default;
};

struct DurationStats
{
    qint64 serverNowUs = 0;
    qint64 fromUs = 0;
    qint64 toUs = 0;
    QList<WorkerDuration> workers; // busiest first
    bool moreWorkers = false;
    AggregateBasis basis;
};

// What the console samples each poll while the dashboard is on screen: the figures no table
// keeps a history of. Kept in the local history (local/samplehistory) so charts outlive a
// restart.
struct LiveSample
{
    static constexpr int StateCount = 6;
    qint64 atUs = 0; // the server's clock
    // Tasks per state in taskstate::all() order; a state past the count cap is the planner's
    // estimate, and its bit in `estimatedStates` is set.
    std::array<qint64, StateCount> states {};
    quint32 estimatedStates = 0;
    qint64 queueDepth = 0; // queued or failed_retry and due: what the workers could lease now
    bool queueDepthCapped = false; // at least queueDepth
    OptTime oldestReadySinceUs; // the longest-waiting ready task has been ready since
    qint64 taskLeasesActive = 0;
    qint64 taskLeasesExpired = 0;
    bool sinkLeasesRead = false; // the feed table exists and was read
    qint64 sinkLeasesActive = 0;
    qint64 sinkLeasesExpired = 0;
    qint64 sinkLeasesStale = 0; // advisory holders whose session is gone
    bool alarmDebtRead = false; // the alarm tables exist and were read
    AlarmDebtBuckets alarmDebt;

    bool isEstimated(int state) const { return estimatedStates & (1u << state); }
    bool operator==(const LiveSample &) const = default;
};

// What the sample job answers: the sample, and the planner's estimates per state if it read
// them (handed to the next polls' counts; a sample kept in the history carries none).
struct SampleReply
{
    LiveSample sample;
    std::optional<StateEstimates> estimatesRead;
};

Q_DECLARE_METATYPE(BucketSeries)
Q_DECLARE_METATYPE(DurationStats)
Q_DECLARE_METATYPE(LiveSample)
Q_DECLARE_METATYPE(SampleReply)
