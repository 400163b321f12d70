#pragma once

#include "core/feedtable.h"
#include "core/rows/dashboardrows.h"
#include "db/dbjob.h"
#include "db/queries/taskquery.h"

// The dashboard's queries: one job per chart, so the benchmark can time each on its own.
//
// The live sample is cheap and runs every poll. The range aggregates bucket a range with
// date_bin (PostgreSQL 14+) on the Unix epoch, list every bucket (generate_series, empty ones
// as zeros) and read the range within bounds: through the created_at index when it exists,
// else by a binary search on the primary key; more rows than AggregateLimits::exactCap are
// read as a systematic sample by id and scaled up, and the result says so (AggregateBasis).
namespace dashboardquery {

struct SampleSources
{
    bool sinkLeases = false; // the feed table exists and may be read
    FeedTable feed;
    bool alarmDebt = false; // the alarm ledger exists and may be read
    bool alarmOwedByAgeIndexed = false; // alarmquery::OwedByAgeIndex is there
    qint64 countCap
        = taskquery::CountCap; // per-state counts and the queue depth are exact up to this
    // The planner's estimates per state, read by an earlier poll; none: read them now
    // (taskquery::countsJob).
    std::optional<StateEstimates> knownEstimates;
};

// Counts per state, the ready queue and its oldest task, task and sink lease health, alarm
// debt: a SampleReply.
DbJob sampleJob(const SampleSources &sources);

// notification_deliveries per status per bucket (delivered, partial, retryable, permanent,
// other: NULL or unknown statuses).
DbJob outcomesJob(const DashboardRange &range, const AggregateLimits &limits);
// Tasks created per bucket.
DbJob enqueuedJob(const DashboardRange &range, const AggregateLimits &limits);
// Tasks now dead, by the bucket of their updated_at: when they died, as long as nothing wrote
// them since. Read through idx_tasks_state; skipped (and said so) past `deadCap` dead tasks.
DbJob deadJob(const DashboardRange &range, qint64 deadCap = 100000);
// Delivery duration p50 and p95 per worker over the range, the busiest `workers` workers.
DbJob durationsJob(const DashboardRange &range, const AggregateLimits &limits, int workers = 12);

} // namespace dashboardquery
