#pragma once

#include "tools/poolsim/pgconn.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace poolsim {

// The task envelope's SQL, as the worker pool of seed 001 runs it (models.Task and its
// comments): enqueue, lease with FOR UPDATE SKIP LOCKED, finish fenced by the lease token,
// reap expired leases. Every function is one statement, so each is its own short transaction
// and works through a transaction pooler.
namespace taskstore {

struct NewTask
{
    QString jobId; // unique per enqueue attempt
    QString kind; // notification, check, server_metric
    QString idempotencyKey; // unique per logical event
    qint64 accountId = 0;
    std::optional<qint64> monitorId;
    std::optional<qint64> checkId;
    std::optional<qint64> messageId;
    std::optional<qint64> contactId;
    QByteArray payloadJson;
    double notBeforeInSeconds = 0; // from now; checks are enqueued ahead of their slot
    double deadlineInSeconds = 3600;
    int maxAttempts = 4;
};

struct Enqueued
{
    bool inserted = false; // false: the idempotency key was already there
    qint64 id = 0;
};

// INSERT ... ON CONFLICT (idempotency_key) DO NOTHING: a retried enqueue of the same logical
// event never makes a second row.
std::optional<Enqueued> enqueue(PgConn &conn, const NewTask &task, DbError *error);

struct LeasedTask
{
    qint64 id = 0;
    QString jobId;
    QString kind;
    QString token;
    std::optional<qint64> messageId;
    qint64 attempts = 0; // including this lease
    qint64 maxAttempts = 0;
    QByteArray payloadJson;
};

// Leases up to `batch` due tasks (queued, or failed_retry past their not_before) for
// `owner`: a fresh token each, an expiry `ttlSeconds` away, and attempts + 1 (an attempt is a
// lease).
std::optional<QList<LeasedTask>> lease(PgConn &conn, const QString &owner, int batch,
                                       double ttlSeconds, DbError *error);

// What one attempt does to its task and to the delivery audit.
struct TaskResult
{
    QString state; // succeeded, failed_retry, failed_perm, dead
    QString lastError;
    QByteArray resultJson;
    double retryInSeconds = 0; // failed_retry: not_before = now() + this
    // The notification_deliveries row (notifications only).
    bool audit = false;
    QString deliveryStatus; // delivered, retryable, permanent, partial
    QString deliveryError;
    qint64 durationMs = 0;
    QString providerResponse;
};

struct Finished
{
    bool landed = false; // false: the lease was released or reaped meanwhile (fenced)
    bool audited = false;
};

// One statement: the audit row is written whatever happened to the lease (the attempt did
// happen), and the task row only while `task.token` is still its lease token.
std::optional<Finished> finish(PgConn &conn, const LeasedTask &task, const QString &workerId,
                               const TaskResult &result, DbError *error);

// Gives an undelivered lease back on a clean shutdown: queued again, and the attempt that
// never happened is given back too. Fenced by the token like finish().
std::optional<bool> returnLease(PgConn &conn, const LeasedTask &task, DbError *error);

struct ReapedTask
{
    qint64 id = 0;
    QString state; // queued, or dead when the lease was its last attempt
    QString formerOwner;
};

// Returns leases that expired more than `graceSeconds` ago to the queue (or to dead when the
// expired lease was the task's last attempt), at most `limit` per call.
std::optional<QList<ReapedTask>> reapExpired(PgConn &conn, double graceSeconds, int limit,
                                             DbError *error);

} // namespace taskstore

} // namespace poolsim
