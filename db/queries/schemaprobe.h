#pragma once

#include "core/feedtable.h"
#include "core/schemainfo.h"
#include "core/serverhealth.h"
#include "db/dbjob.h"

// The schema probe, run on every (re)connect: server, role, read-only state, which relations
// and columns exist, what the role may do with them, which console indexes are present. One
// round trip; reads only the catalogs, so it works for any role.
namespace schemaprobe {
DbJob job(const FeedTable &feed);

// Whether the write connection may write: asked of the primary when reads go elsewhere.
DbJob writeSideJob(); // answers WriteSide, on the write route

// A standby's replay lag, sampled every poll while on screen.
DbJob healthJob();
} // namespace schemaprobe
