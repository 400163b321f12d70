#pragma once

#include "core/feedtable.h"
#include "core/schemainfo.h"
#include "core/watch/watch.h"
#include "db/dbjob.h"

#include <QHash>

// The read of every pending watch, in ONE statement: each kind of target a branch of a UNION
// ALL over its ids (unnest of an array parameter), each branch reading by primary key or an
// upstream index only (tasks.id, task_replays.original_task_id, notification_deliveries'
// task_id and message_id, the alarm ledger's alert_id, the cursor row's key), so its cost
// depends on the number of watches, not on the size of the tables. In the poll cycle it is one
// more statement in the pipeline: no extra round trip.
struct WatchReadings
{
    QHash<qint64, WatchObservation> seen; // by Watch::id
    // Watches the statement could not read, with why (a table the role cannot read).
    QHash<qint64, QString> unreadable;
};

namespace watchquery {

// Why `kind` cannot be read on this schema (its tables missing or unreadable); empty when it
// can. An unprobed schema (the CLI before its probe) is taken to have every table.
QString unreadableReason(WatchTarget::Kind kind, const SchemaInfo &schema, const FeedTable &feed);

// The job reading `watches` (the pending ones; finished ones are skipped). Answers
// WatchReadings.
DbJob job(const QList<Watch> &watches, const SchemaInfo &schema, const FeedTable &feed);

// `action` (an operator action's job, answering an ActionOutcome) preceded by the read a watch
// of `target` makes, in the same round trip and on the same connection, in a transaction of its
// own that ends just before the action's begins: the outcome's `before` is what the database
// held before the action ran, not what a poll saw after it. A read that fails leaves `before`
// empty and the action as it was. An action that does not decode its own failures is returned
// as it is. A bulk replay (answering a QList<ActionOutcome>) with a batch target: every
// outcome carries the batch's before.
DbJob beforeAction(const DbJob &action, const WatchTarget &target, const SchemaInfo &schema,
                   const FeedTable &feed);

} // namespace watchquery

Q_DECLARE_METATYPE(WatchReadings)
