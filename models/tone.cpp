#include "models/tone.h"

using namespace Qt::StringLiterals;

namespace tone {

Tone ofTaskState(const QString &state, bool leaseExpired)
{
    if (leaseExpired)
        return Tone::Warning;
    if (state == "succeeded"_L1)
        return Tone::Good;
    if (state == "queued"_L1 || state == "leased"_L1)
        return Tone::Pending;
    if (state == "failed_retry"_L1)
        return Tone::Warning;
    if (state == "dead"_L1 || state == "failed_perm"_L1)
        return Tone::Bad;
    return Tone::Neutral;
}

Tone ofDeliveryStatus(const QString &status)
{
    if (status == "delivered"_L1)
        return Tone::Good;
    if (status == "partial"_L1 || status == "retryable"_L1)
        return Tone::Warning;
    if (status == "permanent"_L1)
        return Tone::Bad;
    return Tone::Neutral;
}

} // namespace tone
