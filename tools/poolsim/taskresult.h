#pragma once

#include "tools/poolsim/deliverysim.h"
#include "tools/poolsim/taskstore.h"

namespace poolsim {

// Retry backoff: base * 2^(attempts - 1), +/- jitter, capped; never sooner than a provider's
// Retry-After.
struct RetryPolicy
{
    double baseSeconds = 2;
    double capSeconds = 600;
    double jitter = 0.25;

    double backoffSeconds(qint64 attempts, std::optional<double> retryAfter, Rng &rng) const;
};

// What an attempt does to its task (docs/simulator.md, "Task lifecycle"):
//   delivered -> succeeded; partial -> succeeded with result status partial (retrying would
//   re-send to the channels that got it); permanent -> failed_perm; retryable -> failed_retry
//   with a backoff not_before, or dead when this lease was the last attempt.
// Notifications also get their notification_deliveries row.
taskstore::TaskResult decideResult(const taskstore::LeasedTask &task, const Attempt &attempt,
                                   const RetryPolicy &retry, Rng &rng);

} // namespace poolsim
