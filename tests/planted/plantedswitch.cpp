// Built only by the planted_enumerator test, with POOLSCOPE_PLANT_ENUMERATOR: a switch with a
// `default:` that names every other kind. -Wswitch (in -Wall) lets the default absorb the
// planted LookupKind; only -Werror=switch-enum (cmake/PoolScopePolicy.cmake) refuses it, so
// this file fails exactly when that flag is in force (docs/architecture.md, "Exhaustive
// switches").
#include "core/lookup/lookupresult.h"

bool plantedIsNumeric(LookupKind kind)
{
    switch (kind) {
    case LookupKind::MessageId:
    case LookupKind::TaskId:
    case LookupKind::AccountId:
    case LookupKind::MonitorId:
    case LookupKind::ContactId:
        return true;
    case LookupKind::JobId:
    case LookupKind::IdempotencyKey:
    case LookupKind::JobIdOrKey:
    case LookupKind::AlertId:
    case LookupKind::SubscriptionId:
    case LookupKind::AlertOrSubscription:
    case LookupKind::Text:
        return false;
    default: // what -Wswitch-enum is for: a default does not excuse a missing enumerator
        return false;
    }
}
