#include "tools/poolsim/taskresult.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace poolsim {

double RetryPolicy::backoffSeconds(qint64 attempts, std::optional<double> retryAfter,
                                   Rng &rng) const
{
    const double exponent = static_cast<double>(std::clamp<qint64>(attempts - 1, 0, 30));
    double delay = std::min(capSeconds, baseSeconds * std::pow(2.0, exponent));
    delay *= 1.0 + jitter * (2.0 * rng.uniform() - 1.0);
    if (retryAfter)
        delay = std::max(delay, *retryAfter);
    return std::max(delay, 0.0);
}

taskstore::TaskResult decideResult(const taskstore::LeasedTask &task, const Attempt &attempt,
                                   const RetryPolicy &retry, Rng &rng)
{
    taskstore::TaskResult r;
    r.resultJson = attempt.resultJson;
    r.lastError = attempt.error;
    switch (attempt.outcome) {
    case Outcome::Delivered:
    case Outcome::Partial:
        r.state = u"succeeded"_s;
        break;
    case Outcome::Permanent:
        r.state = u"failed_perm"_s;
        break;
    case Outcome::Retryable:
        if (task.attempts >= task.maxAttempts) {
            r.state = u"dead"_s;
            r.lastError = u"attempt %1 of %2 failed, giving up: %3"_s.arg(task.attempts)
                              .arg(task.maxAttempts)
                              .arg(attempt.error);
        } else {
            r.state = u"failed_retry"_s;
            r.retryInSeconds = retry.backoffSeconds(task.attempts, attempt.retryAfterSeconds, rng);
        }
        break;
    }
    r.audit = task.kind == "notification"_L1;
    r.deliveryStatus = outcomeName(attempt.outcome);
    r.deliveryError = attempt.error;
    r.durationMs = attempt.durationMs;
    r.providerResponse = attempt.providerResponse;
    return r;
}

} // namespace poolsim
