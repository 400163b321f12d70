#pragma once

#include "db/dbjob.h"
#include "db/feedtable.h"
#include "db/schemainfo.h"

// The schema probe, run on every (re)connect: server, role, read-only state, which relations
// and columns exist, what the role may do with them, which console indexes are present. One
// round trip; reads only the catalogs, so it works for any role.
namespace schemaprobe {
DbJob job(const FeedTable &feed);
}
