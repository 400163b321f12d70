#pragma once

#include "core/lookup/lookupresult.h"

#include <QList>
#include <QTimeZone>

// Who acked a device's alarm row, where poolscope_audit cannot say (it does not exist, or may
// not be read): this console's own journal of its actions (local/actionjournal.h). Pure; the
// caller reads the journal and hands its entries over (docs/lookup.md, "Who acked").
namespace lookup {

// One action as the journal recorded it (a JournalEntry's fields: db does not link the journal).
struct JournalAction
{
    qint64 atUs = 0; // when this console recorded the outcome, by its own clock
    qint64 operatorId = 0;
    QString action; // ack_alarm_deliveries, replay, ...
    QString target; // alarm:<alert id>, alarm:3 alerts, task:12, ...
    QString outcome; // done, already_done, refused, unknown, failed
    QString reason;
};

// How far apart the journal's time (the console's clock, when the answer came) and the
// ledger's acked_at (the server's now() of the ack) may be for one action.
constexpr qint64 JournalAckSlackUs = 120LL * 1000000;

// Whether some device's ack is not attributed yet: only then is the journal worth reading.
bool hasUnattributedAck(const LookupResult &result);

// Marks as acked by an operator, from the journal, each device whose ack nothing has
// attributed yet (AckedBy::Unknown) and that an ack action this console did (done, or
// unknown: the commit may have happened) of its alert set: the ack time nearest the entry's,
// within the slack, and every device acked at that same time (one action is one
// transaction, its rows share acked_at). Then judges the alarms again and rebuilds the
// timeline and the summary. Returns whether anything changed.
bool attributeJournalAcks(LookupResult &result, const QList<JournalAction> &journal,
                          const QTimeZone &zone = QTimeZone::systemTimeZone());

} // namespace lookup
