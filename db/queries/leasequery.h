#pragma once

#include "db/dbjob.h"
#include "db/feedtable.h"
#include "db/queries/leaserows.h"

// The leases view: leased tasks by expiry, and the feed sinks that have a lease holder, each
// advisory holder matched to the session holding its lock (or found gone).
namespace leasequery {

// Task leases only (when the feed table is missing, say).
DbJob taskLeasesJob(int limit = 500);
// Sink leases only.
DbJob sinkLeasesJob(const FeedTable &feed, int limit = 2000);

} // namespace leasequery
