#pragma once

#include "core/feedtable.h"
#include "db/actions/action.h"
#include "db/dbjob.h"

// Feed sink leases (seed 000, @kairos-es/feed-postgres lease.ts).
//
// Clearing a holder: compare-and-set on the holder the operator saw. A lease-row holder is
// cleared even while live (the confirmation warns that a live holder can still make ONE stale
// send, as the lease doc explains); without a holder (the CLI's default) only an expired one.
// An advisory holder is cleared only once its session is gone: the clear takes the sink's
// advisory lock for its own transaction, exactly as a lease-row worker does before taking
// over, and a live advisory session refuses it. While that session lives, clearing the row
// would fence nothing (the lock is what stops the sender), so the console offers instead to
// terminate the session (pg_terminate_backend on the pid holding the lock; needs
// pg_signal_backend), after which the stale holder can be cleared.
struct ReleaseSinkLease
{
    FeedTable table;
    QString feed;
    QString sink;
    QString holder; // the holder seen; null: only an expired or stale one is cleared
};

struct TerminateSinkSession
{
    ReleaseSinkLease lease; // its holder is required: the row must still name what was seen
    int pid = 0; // the session seen holding the lock; 0: whichever holds it (the CLI)
};

namespace sinkleaseactions {
QString target(const QString &feed, const QString &sink);
DbJob releaseJob(const ReleaseSinkLease &release, const ActionContext &ctx); // an ActionOutcome
// Terminates the session holding the sink's lock (waiting up to 5 s for it to exit), then
// clears the now stale holder: two transactions in one round trip. Answers an ActionOutcome.
DbJob terminateJob(const TerminateSinkSession &terminate, const ActionContext &ctx);
// The holder on a sink's row now (a null QString when none or no such sink): what the CLI
// compares-and-sets against when its user named no holder.
DbJob currentHolderJob(const FeedTable &table, const QString &feed, const QString &sink);
// After an unknown outcome: is the holder the operator saw gone from the row?
DbJob reconcileJob(const ReleaseSinkLease &release, const ActionContext &ctx);
} // namespace sinkleaseactions
