#pragma once

#include "db/lookup/ackattribution.h"
#include "local/actionjournal.h"

// This console's journal as the lookup reads it to tell an operator's ack from a device's
// where poolscope_audit cannot (lookup::attributeJournalAcks): the entries recorded against
// `database` (the connection, redacted, as the journal writes it), others' left out.
inline QList<lookup::JournalAction> journalActions(const QList<JournalEntry> &entries, const QString &database)
{
    QList<lookup::JournalAction> out;
    for (const JournalEntry &e : entries) {
        if (e.database != database || !e.at.isValid())
            continue;
        out.append({ e.at.toMSecsSinceEpoch() * 1000, e.operatorId, e.action, e.target, e.outcome, e.reason });
    }
    return out;
}
