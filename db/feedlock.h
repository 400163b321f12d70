#pragma once

#include <QString>

// The feed sync workers' advisory lock, as @kairos-es/feed-postgres names it (lease.ts,
// advisoryLockName). The one place PoolScope defines it: the leases view, the simulator and
// the release action must all agree with the workers on it.
namespace feedlock {

// The lock's name: the JSON array ["kairos-es/feed",schema,prefix,feed,sink] exactly as
// JavaScript's JSON.stringify writes it (no spaces; `"`, `\` and control characters escaped,
// everything else as is).
QString name(const QString &schema, const QString &prefix, const QString &feed, const QString &sink);

// SQL that turns the name (as a parameter) into the lock key the bigint pg_*advisory*
// functions take.
inline constexpr char KeySql[] = "hashtextextended($1::text, 0)";

// JSON.stringify of one string.
QString jsonString(const QString &value);

} // namespace feedlock
