#pragma once

#include "core/types.h"

#include <QList>
#include <QMetaType>
#include <QString>

// A leased task as the leases view shows it.
struct TaskLeaseRow
{
    qint64 taskId = 0;
    QString owner;
    QString token;
    OptTime expiresAt;
    OptInt attempts;
    OptInt maxAttempts;
    QString kind;
    OptInt accountId;
    OptTime updatedAt;

    qint64 key() const { return taskId; }
    bool operator==(const TaskLeaseRow &) const = default;
};

// The session holding a sink's advisory lock, from pg_locks joined with pg_stat_activity.
struct AdvisorySession
{
    int pid = 0;
    QString applicationName;
    QString clientAddress;
    OptTime backendStart;
    QString state; // active, idle, idle in transaction, ...
    OptTime stateChange;
    bool operator==(const AdvisorySession &) const = default;
};

// A feed sink's cursor row with its lease holder.
struct SinkLeaseRow
{
    enum class Kind { LeaseRow, Advisory, Unknown };
    QString feed;
    QString sink;
    OptInt position;
    QString holder;
    OptInt expiresAtMs; // epoch ms as the lease module's Clock wrote it; NULL for advisory
    OptTime updatedAt;
    bool lockHeld = false; // an advisory lock on this sink's key is held by some session
    AdvisorySession session; // valid when lockHeld
    bool sessionDetailsHidden = false; // the role may not see that session's details

    Kind kind() const;
    // The trouble the leases view shows: an advisory holder whose session is gone (stale), or
    // a lease row past its expiry or without one.
    bool isStale() const { return kind() == Kind::Advisory && !lockHeld; }
    bool isExpired(qint64 nowMs) const
    {
        return kind() != Kind::Advisory && (!expiresAtMs || *expiresAtMs < nowMs);
    }
    QString key() const { return feed + QChar(0x1f) + sink; }
    bool operator==(const SinkLeaseRow &) const = default;
};

struct LeaseSnapshot
{
    QList<TaskLeaseRow> taskLeases;
    bool moreTaskLeases = false;
    QList<SinkLeaseRow> sinkLeases;
    bool moreSinkLeases = false;
    qint64 serverNowUs = 0;
};

Q_DECLARE_METATYPE(LeaseSnapshot)
