#pragma once

#include "db/databaseidentity.h"
#include "db/lookup/ackattribution.h"
#include "local/actionjournal.h"

// The database an entry was done on: as recorded with it, or, for entries written before the
// journal kept it, read from the recorded connection.
inline QString journalDatabaseOf(const JournalEntry &e, const databaseidentity::Defaults &defaults)
{
    return e.databaseKey.isEmpty() ? databaseidentity::ofRecorded(e.database, defaults).key()
                                   : e.databaseKey;
}

// This console's journal as the lookup reads it to tell an operator's ack from a device's
// where poolscope_audit cannot (lookup::attributeJournalAcks): the entries done on the
// database `params` reaches (by its identity, however the connection was spelled), others'
// left out.
inline QList<lookup::JournalAction> journalActions(const QList<JournalEntry> &entries,
                                                   const ConnectionParams &params)
{
    const databaseidentity::Defaults defaults = databaseidentity::fromEnvironment();
    const QString current = databaseidentity::of(params, defaults).key();
    QList<lookup::JournalAction> out;
    for (const JournalEntry &e : entries) {
        if (current.isEmpty() || journalDatabaseOf(e, defaults) != current || !e.at.isValid())
            continue;
        out.append({ e.at.toMSecsSinceEpoch() * 1000, e.operatorId, e.action, e.target, e.outcome,
                     e.reason });
    }
    return out;
}
