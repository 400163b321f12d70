#pragma once

#include "db/types.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

// One row of the tasks table as the console shows it. Every column but id may be NULL in a
// real database (GORM adds no NOT NULL): null QStrings and empty optionals stand for NULL.
// last_error arrives cut to a preview; the detail pane fetches the rest on demand.
struct TaskRow
{
    qint64 id = 0;
    QString jobId;
    QString kind;
    QString state;
    QString lastError;
    OptInt accountId;
    OptInt monitorId;
    OptInt checkId;
    OptInt messageId;
    OptInt contactId;
    OptTime notBefore;
    OptTime deadline;
    QString leaseOwner;
    QString leaseToken;
    OptTime leaseExpiresAt;
    OptInt attempts;
    OptInt maxAttempts;
    QString idempotencyKey;
    OptTime succeededAt;
    OptTime createdAt;
    OptTime updatedAt;

    qint64 key() const { return id; }
    bool operator==(const TaskRow &) const = default;
};

// The states the upstream worker pool writes (models.TaskState*).
namespace taskstate {
inline const QString Queued = QStringLiteral("queued");
inline const QString Leased = QStringLiteral("leased");
inline const QString Succeeded = QStringLiteral("succeeded");
inline const QString FailedRetry = QStringLiteral("failed_retry");
inline const QString FailedPerm = QStringLiteral("failed_perm");
inline const QString Dead = QStringLiteral("dead");
QStringList all();
} // namespace taskstate

struct TaskFilter
{
    QStringList states; // empty: every state
    QString kind; // null: every kind
    OptInt accountId;
    OptInt monitorId;
    OptTime createdFrom;
    OptTime createdTo;
    int limit = 200;

    bool operator==(const TaskFilter &) const = default;
};

// A window of the newest tasks matching a filter, newest first.
struct TaskWindow
{
    QList<TaskRow> rows;
    bool hasMore = false; // more rows match beyond the window
    qint64 serverNowUs = 0; // the server's clock when the window was read
};

Q_DECLARE_METATYPE(TaskWindow)
