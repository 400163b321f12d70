#pragma once

#include "db/actions/action.h"
#include "db/dbjob.h"

#include <QList>

// Acking alarm deliveries (seed 002): acked_at = now() where it is NULL, for exactly the
// ledger rows named — the keys of a preview the operator saw, frozen, so rows owed after the
// preview are not touched. Idempotent: a row already acked is reported with its time.
struct AlarmKey
{
    QString alertId;
    QString subscriptionId;
    QString eventId;
    bool operator==(const AlarmKey &) const = default;
};

struct AckAlarmDeliveries
{
    QList<AlarmKey> keys;
};

// The owed rows an ack would change, as the operator previews them.
struct AckPreview
{
    QList<AlarmKey> keys;
    QStringList lines; // one per key: device, alert, owed since
    bool capped = false;
};

namespace ackdeliveries {
QString target(const AckAlarmDeliveries &ack);
// An ack of an alert that owes nothing: already so, and nothing written (`message` says it in
// the caller's words). Named like the ack itself, so a script reads it the same way.
ActionOutcome nothingOwed(const QString &alertId, const QString &message);
// The owed rows of an alert, optionally of one subscription and one event: the preview to
// freeze. At most `cap` rows (capped set when more are owed).
DbJob previewJob(const QString &alertId, const QString &subscriptionId, const QString &eventId,
                 int cap = 1000);
DbJob job(const AckAlarmDeliveries &ack, const ActionContext &ctx); // an ActionOutcome
} // namespace ackdeliveries

Q_DECLARE_METATYPE(AckPreview)
