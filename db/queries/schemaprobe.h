#pragma once

#include "db/dbjob.h"
#include "db/feedtable.h"
#include "db/schemainfo.h"

// The schema probe, run on every (re)connect: server, role, read-only state, which relations
// and columns exist, what the role may do with them, which console indexes are present. One
// round trip; reads only the catalogs, so it works for any role.
namespace schemaprobe {
DbJob job(const FeedTable &feed);

// Whether the write connection may write: asked of the primary when reads go elsewhere.
struct WriteSide
{
    bool inRecovery = false;
    bool defaultReadOnly = false;
};
DbJob writeSideJob(); // answers WriteSide, on the write route

// A standby's replay lag, sampled every poll while on screen.
struct ServerHealth
{
    bool inRecovery = false;
    OptInt replayLagMs; // a standby's: now() minus the last replayed transaction's commit time
};
DbJob healthJob();
} // namespace schemaprobe

Q_DECLARE_METATYPE(schemaprobe::WriteSide)
Q_DECLARE_METATYPE(schemaprobe::ServerHealth)
