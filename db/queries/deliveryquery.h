#pragma once

#include "db/dbjob.h"
#include "db/queries/deliveryrow.h"
#include "db/sqlbuilder.h"

// The delivery audit, newest first by id (insertion order, served by the primary key).
namespace deliveryquery {
// The filter's conditions, appended to a statement that reads `notification_deliveries d`:
// the window and the CSV export share them.
void addFilter(SqlBuilder &sql, const DeliveryFilter &filter);
// "SELECT <SelectColumns> FROM notification_deliveries d", for a caller to add the rest.
SqlBuilder selectRows();
DbJob windowJob(const DeliveryFilter &filter);
extern const char SelectColumns[];
DeliveryRow decodeRow(const PgResultView &view, int row);
} // namespace deliveryquery
