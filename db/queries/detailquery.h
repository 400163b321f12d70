#pragma once

#include "db/dbjob.h"
#include "db/queries/detailrows.h"

// Detail reads for the selected row. Each big value is cut to a preview in SQL (its compact
// text) and pretty-printed on the DB thread (jsonpretty: linear, depth-capped; the server's
// jsonb_pretty turns deep nesting into hundreds of megabytes of indentation); each preview
// runs in a transaction of its own, so a value that cannot be read fails alone.
namespace detailquery {

constexpr int PreviewBytes = 256 * 1024;

DbJob taskJob(qint64 taskId, bool replaysReadable);
DbJob deliveryJob(qint64 deliveryId);
DbJob alarmJob(const QString &alertId, const QString &subscriptionId, const QString &eventId);

// The whole of one value, for "show all", copy and save. Answers a QString (null for NULL).
DbJob fullValueJob(DetailField field, const QString &key);

} // namespace detailquery
