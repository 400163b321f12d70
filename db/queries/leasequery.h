#pragma once

#include "core/feedtable.h"
#include "core/rows/leaserows.h"
#include "db/dbjob.h"
#include "db/rowcolumns.h"
#include "db/sqlbuilder.h"

// The leases view: leased tasks by expiry, and the feed sinks that have a lease holder, each
// advisory holder matched to the session holding its lock (or found gone).
namespace leasequery {

// The task leases' columns, declared once (db/rowcolumns.h).
const RowColumns<TaskLeaseRow> &taskLeaseColumns();
// "SELECT <columns> FROM tasks t WHERE t.state = 'leased'", for a caller to add its own
// conditions, order and limit: the view and the CSV export share it.
SqlBuilder taskLeasesSelect();
// Task leases only (when the feed table is missing, say); with `stuckOnly`, only those past
// their expiry or without one (addStuckOnly).
DbJob taskLeasesJob(int limit = 500, bool stuckOnly = false);
// Narrows taskLeasesSelect() to stuck leases: expired, or with no expiry (never reaped), on
// the server's clock. The view and the CSV export share it.
void addStuckOnly(SqlBuilder &sql);
// The sink leases' columns, declared once (db/rowcolumns.h); the relation is the feed's.
const RowColumns<SinkLeaseRow> &sinkLeaseColumns();
// Sink leases only.
DbJob sinkLeasesJob(const FeedTable &feed, int limit = 2000);
// The sink leases' SELECT up to its WHERE (the rows with a holder), for a caller to add its
// own conditions, order and limit: the view and the CSV export share it.
SqlBuilder sinkLeasesSelect(const FeedTable &feed);

} // namespace leasequery
