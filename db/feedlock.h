#pragma once

#include <QString>

// The feed sync workers' advisory lock, as @kairos-es/feed-postgres names it (lease.ts,
// advisoryLockName). The one place PoolScope defines it: the leases view, the simulator and
// the release action must all agree with the workers on it.
namespace feedlock {

// The lock's name: the JSON array ["kairos-es/feed",schema,prefix,feed,sink] exactly as
// JavaScript's JSON.stringify writes it (no spaces; `"`, `\` and control characters escaped,
// everything else as is).
QString name(const QString &schema, const QString &prefix, const QString &feed,
             const QString &sink);

// SQL that turns the name (as a parameter) into the lock key the bigint pg_*advisory*
// functions take.
inline constexpr char KeySql[] = "hashtextextended($1::text, 0)";

// The same name built in SQL from the columns of a cursor row aliased `c`, for queries that
// match every row to its lock at once. The two `$?` are the schema and the prefix (for
// SqlBuilder). to_json(text)::text escapes exactly as JSON.stringify does for any text
// PostgreSQL can store (tst_feedlock checks the two agree).
inline constexpr char NameSqlOfCursorRow[]
    = "('[\"kairos-es/feed\",' || to_json($?::text)::text || ',' || to_json($?::text)::text"
      " || ',' || to_json(c.feed)::text || ',' || to_json(c.sink)::text || ']')";

// JSON.stringify of one string.
QString jsonString(const QString &value);

} // namespace feedlock
