#pragma once

#include "db/dbjob.h"
#include "db/queries/detailrows.h"

// Detail reads for the selected row. Each big value is pretty-printed by the server and cut
// to a preview in SQL; each preview runs in a transaction of its own, so a value the server
// cannot pretty-print (nested too deep) fails alone and the rest of the detail still shows.
namespace detailquery {

constexpr int PreviewBytes = 256 * 1024;

DbJob taskJob(qint64 taskId, bool replaysReadable);
DbJob deliveryJob(qint64 deliveryId);
DbJob alarmJob(const QString &alertId, const QString &subscriptionId, const QString &eventId);

// The whole of one value, for "show all", copy and save. Answers a QString (null for NULL).
DbJob fullValueJob(DetailField field, const QString &key);

} // namespace detailquery
