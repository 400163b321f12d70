#pragma once

#include "core/types.h"

#include <QMetaType>

// What the schema probe learns of the server between probes.
namespace schemaprobe {
// Whether the write connection may write: asked of the primary when reads go elsewhere.
struct WriteSide
{
    bool inRecovery = false;
    bool defaultReadOnly = false;
};

// A standby's replay lag, sampled every poll while on screen.
struct ServerHealth
{
    bool inRecovery = false;
    OptInt replayLagMs; // a standby's: now() minus the last replayed transaction's commit time
};
} // namespace schemaprobe

Q_DECLARE_METATYPE(schemaprobe::WriteSide)
Q_DECLARE_METATYPE(schemaprobe::ServerHealth)
