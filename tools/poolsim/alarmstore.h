#pragma once

#include "tools/poolsim/pgconn.h"

#include <QList>
#include <QString>
#include <optional>

namespace poolsim {

// The alarm service's SQL (seed 002): a trigger writes its alarm_events row and, in the same
// statement and so the same transaction, one alarm_deliveries row per ENABLED subscription,
// before the NOTIFY on commit; a device that connects is replayed what it still owes and acks
// each row explicitly; acks are idempotent.
namespace alarmstore {

struct Triggered
{
    QString eventId;
    qint64 ledgerRows = 0;
};

// Triggers an ARMED alert; nullopt with no error when it was not armed (nothing written).
std::optional<Triggered> trigger(PgConn &conn, const QString &alertId, const QByteArray &frameJson,
                                 DbError *error);
// The owner disarms a triggered alert: a disarm event, no ledger rows (debt is cleared only by
// acks). False when it was not triggered.
std::optional<bool> disarm(PgConn &conn, const QString &alertId, DbError *error);
// The owner arms it again. False when it was not disarmed.
std::optional<bool> rearm(PgConn &conn, const QString &alertId, DbError *error);

struct Owed
{
    QString alertId;
    QString eventId;
};

// A device's socket connect: last_seen_at = now() and what its subscription still owes, oldest
// first.
std::optional<QList<Owed>> checkIn(PgConn &conn, const QString &alertId,
                                   const QString &subscriptionId, DbError *error);
// The device acks one frame. True when this call cleared it, false when it was already clear.
std::optional<bool> ack(PgConn &conn, const QString &alertId, const QString &subscriptionId,
                        const QString &eventId, DbError *error);

// Setup: an armed alert and its subscriptions (a device each).
std::optional<QString> createAlert(PgConn &conn, qint64 accountId, const QString &name,
                                   DbError *error);
std::optional<QString> createSubscription(PgConn &conn, const QString &alertId,
                                          const QString &label, const QString &platform,
                                          bool enabled, double lastSeenSecondsAgo, DbError *error);

} // namespace alarmstore

} // namespace poolsim
