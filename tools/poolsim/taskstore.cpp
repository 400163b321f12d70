#include "tools/poolsim/taskstore.h"

using namespace Qt::StringLiterals;

namespace poolsim::taskstore {

namespace {

QByteArray optionalParam(const std::optional<qint64> &v)
{
    return v ? param(*v) : nullParam();
}

template<typename T> std::optional<T> failed(const PgResult &r, DbError *error)
{
    if (error)
        *error = r.error();
    return std::nullopt;
}

} // namespace

std::optional<Enqueued> enqueue(PgConn &conn, const NewTask &task, DbError *error)
{
    // The producer stamps created_at/updated_at itself (GORM does; the columns have no
    // defaults). not_before is now() unless the task is scheduled ahead.
    static const char sql[] = R"SQL(
INSERT INTO tasks (job_id, kind, state, account_id, monitor_id, check_id, message_id, contact_id,
                   payload, not_before, deadline, attempts, max_attempts, idempotency_key,
                   created_at, updated_at)
VALUES ($1, $2, 'queued', $3, $4, $5, $6, $7, $8::jsonb,
        now() + make_interval(secs => $9::float8), now() + make_interval(secs => $10::float8),
        0, $11, $12, now(), now())
ON CONFLICT (idempotency_key) DO NOTHING
RETURNING id)SQL";
    const PgResult r = conn.exec(
        sql,
        { param(task.jobId), param(task.kind), param(task.accountId), optionalParam(task.monitorId),
          optionalParam(task.checkId), optionalParam(task.messageId), optionalParam(task.contactId),
          task.payloadJson, param(task.notBeforeInSeconds), param(task.deadlineInSeconds),
          param(task.maxAttempts), param(task.idempotencyKey) });
    if (!r.ok())
        return failed<Enqueued>(r, error);
    Enqueued e;
    e.inserted = r.rows() == 1;
    e.id = e.inserted ? r.int64(0, 0) : 0;
    return e;
}

std::optional<QList<LeasedTask>> lease(PgConn &conn, const QString &owner, int batch,
                                       double ttlSeconds, DbError *error)
{
    // SKIP LOCKED: concurrent workers each take different rows and never wait on each other.
    // The token is fresh per lease, so a result can be matched to the lease it belongs to.
    static const char sql[] = R"SQL(
WITH due AS (
    SELECT id FROM tasks
    WHERE state IN ('queued', 'failed_retry') AND (not_before IS NULL OR not_before <= now())
    ORDER BY not_before NULLS FIRST, id
    LIMIT $2
    FOR UPDATE SKIP LOCKED
)
UPDATE tasks t
SET state = 'leased', lease_owner = $1,
    lease_token = replace(gen_random_uuid()::text, '-', ''),
    lease_expires_at = now() + make_interval(secs => $3::float8),
    attempts = COALESCE(t.attempts, 0) + 1, updated_at = now()
FROM due
WHERE t.id = due.id
RETURNING t.id, t.job_id, t.kind, t.lease_token, t.message_id, t.attempts,
          COALESCE(t.max_attempts, 1), t.payload::text)SQL";
    const PgResult r = conn.exec(sql, { param(owner), param(batch), param(ttlSeconds) });
    if (!r.ok())
        return failed<QList<LeasedTask>>(r, error);
    QList<LeasedTask> tasks;
    for (int i = 0; i < r.rows(); ++i) {
        LeasedTask t;
        t.id = r.int64(i, 0);
        t.jobId = r.text(i, 1);
        t.kind = r.text(i, 2);
        t.token = r.text(i, 3);
        if (!r.isNull(i, 4))
            t.messageId = r.int64(i, 4);
        t.attempts = r.int64(i, 5);
        t.maxAttempts = r.int64(i, 6);
        t.payloadJson = r.bytes(i, 7);
        tasks.append(t);
    }
    return tasks;
}

std::optional<Finished> finish(PgConn &conn, const LeasedTask &task, const QString &workerId,
                               const TaskResult &result, DbError *error)
{
    // Both data-modifying CTEs run to completion whatever the outer SELECT reads, in one
    // statement and so one transaction: the audit row lands with or without the task update.
    static const char sql[] = R"SQL(
WITH audit AS (
    INSERT INTO notification_deliveries (message_id, worker_id, task_id, status, error,
                                         duration_ms, provider_response, created_at, updated_at)
    SELECT $6::bigint, $3::text, $1::bigint, $7::text, $8::text, $9::bigint, $10::text, now(), now()
    WHERE $11::boolean
    RETURNING id
), landed AS (
    UPDATE tasks
    SET state = $4::text, last_error = $5::text, result = $12::jsonb,
        not_before = CASE WHEN $4::text = 'failed_retry'
                          THEN now() + make_interval(secs => $13::float8) ELSE not_before END,
        succeeded_at = CASE WHEN $4::text = 'succeeded' THEN now() ELSE succeeded_at END,
        lease_owner = NULL, lease_token = NULL, lease_expires_at = NULL, updated_at = now()
    WHERE id = $1::bigint AND lease_token = $2::text AND state = 'leased'
    RETURNING id
)
SELECT (SELECT count(*) FROM landed), (SELECT count(*) FROM audit))SQL";
    const PgResult r = conn.exec(
        sql,
        { param(task.id), param(task.token), param(workerId), param(result.state),
          result.lastError.isEmpty() ? nullParam() : param(result.lastError),
          task.messageId ? param(*task.messageId) : nullParam(), param(result.deliveryStatus),
          param(result.deliveryError), param(result.durationMs), param(result.providerResponse),
          param(result.audit), result.resultJson.isEmpty() ? nullParam() : result.resultJson,
          param(result.retryInSeconds) });
    if (!r.ok())
        return failed<Finished>(r, error);
    return Finished { r.int64(0, 0) == 1, r.int64(0, 1) == 1 };
}

std::optional<bool> returnLease(PgConn &conn, const LeasedTask &task, DbError *error)
{
    static const char sql[] = R"SQL(
UPDATE tasks
SET state = 'queued', lease_owner = NULL, lease_token = NULL, lease_expires_at = NULL,
    attempts = GREATEST(attempts - 1, 0), updated_at = now()
WHERE id = $1 AND lease_token = $2 AND state = 'leased'
RETURNING id)SQL";
    const PgResult r = conn.exec(sql, { param(task.id), param(task.token) });
    if (!r.ok())
        return failed<bool>(r, error);
    return r.rows() == 1;
}

std::optional<QList<ReapedTask>> reapExpired(PgConn &conn, double graceSeconds, int limit,
                                             DbError *error)
{
    // Oldest expiries first; SKIP LOCKED so the reaper never waits behind a worker that is
    // finishing the very task right now (its finish will land, and nothing is left to reap).
    static const char sql[] = R"SQL(
WITH expired AS (
    SELECT id FROM tasks
    WHERE state = 'leased' AND lease_expires_at < now() - make_interval(secs => $1::float8)
    ORDER BY lease_expires_at
    LIMIT $2
    FOR UPDATE SKIP LOCKED
), reaped AS (
    SELECT t.id, t.lease_owner AS former_owner,
           CASE WHEN COALESCE(t.attempts, 0) >= COALESCE(t.max_attempts, 1)
                THEN 'dead' ELSE 'queued' END AS next_state
    FROM tasks t JOIN expired USING (id)
)
UPDATE tasks t
SET state = reaped.next_state,
    last_error = 'lease expired at ' || to_char(t.lease_expires_at AT TIME ZONE 'UTC',
                                                'YYYY-MM-DD"T"HH24:MI:SS"Z"')
                 || ': worker ' || COALESCE(reaped.former_owner, '?') || ' never reported',
    not_before = CASE WHEN reaped.next_state = 'queued' THEN now() ELSE t.not_before END,
    lease_owner = NULL, lease_token = NULL, lease_expires_at = NULL, updated_at = now()
FROM reaped
WHERE t.id = reaped.id
RETURNING t.id, t.state, reaped.former_owner)SQL";
    const PgResult r = conn.exec(sql, { param(graceSeconds), param(limit) });
    if (!r.ok())
        return failed<QList<ReapedTask>>(r, error);
    QList<ReapedTask> out;
    for (int i = 0; i < r.rows(); ++i)
        out.append({ r.int64(i, 0), r.text(i, 1), r.text(i, 2) });
    return out;
}

} // namespace poolsim::taskstore
